// Development data, written once per database: an admin and one user per tier. The template catalogue fills itself
// from the built-in templates (worker/templates/catalogue.ts), here at every start and in production by the deploy step.
import { eq } from "drizzle-orm";
import { newId } from "../../schema/ids";
import { adminGrant } from "../../schema/payments";
import type { Tier } from "../../schema/plans";
import { adminSettings, subscriptions, users } from "../../schema/tables";
import { hashPassword } from "../../worker/auth/password";
import type { ScriptDb } from "./database";

const SEED_MARKER = "dev.seeded";

export interface SeededAccount {
  email: string;
  password: string;
  role: "admin" | "user";
  tier: Tier;
}

const accounts: Omit<SeededAccount, "password">[] = [
  { email: "admin@example.com", role: "admin", tier: "enterprise" },
  { email: "free@example.com", role: "user", tier: "free" },
  { email: "basic@example.com", role: "user", tier: "basic" },
  { email: "premium@example.com", role: "user", tier: "premium" },
  { email: "enterprise@example.com", role: "user", tier: "enterprise" },
];


function generatePassword(): string {
  // No look-alike characters, so a printed password can be typed.
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/** Seeds once; returns the accounts made (with their passwords), or null when the database was seeded before. */
export async function seed(db: ScriptDb, pepper: string): Promise<SeededAccount[] | null> {
  const [done] = await db.select().from(adminSettings).where(eq(adminSettings.key, SEED_MARKER));
  if (done) return null;

  const made: SeededAccount[] = [];
  const userRows = [];
  for (const account of accounts) {
    const password = generatePassword();
    made.push({ ...account, password });
    const name = account.email.split("@")[0] ?? "user";
    userRows.push({
      id: newId("user"),
      firstName: name.charAt(0).toUpperCase() + name.slice(1),
      lastName: "Example",
      email: account.email,
      emailVerified: true,
      passwordHash: await hashPassword(password, pepper),
      role: account.role,
      subscriptionTier: account.tier,
    });
  }

  // The paid accounts hold their plan as an administrator's grant, as an admin would give it: a tier is always
  // worked out from its sources (worker/payments/tier.ts), so one without a source would be lost at the next payment.
  const grants = userRows.flatMap((u) => (u.subscriptionTier === "free" ? [] : [adminGrant(u.id, u.subscriptionTier)]));

  // One batch: a seed that fails half-way leaves nothing behind and runs again next start.
  await db.batch([
    db.insert(users).values(userRows),
    db.insert(subscriptions).values(grants),
    db.insert(adminSettings).values({ key: SEED_MARKER, value: { at: new Date().toISOString() } }),
  ]);
  return made;
}
