// Development data, written once per database: an admin, one user per tier, and the template catalogue.
// The builder templates ship as code in schema/, so they need no rows.
import { eq } from "drizzle-orm";
import { newId } from "../../schema/ids";
import { adminGrant } from "../../schema/payments";
import type { Tier } from "../../schema/plans";
import { adminSettings, catalogueTemplates, subscriptions, users, type NewCatalogueTemplate } from "../../schema/tables";
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

export const catalogue: Omit<NewCatalogueTemplate, "id" | "filesKey">[] = [
  { name: "Atelier", description: "A quiet, image-first portfolio for designers and photographers.", category: "portfolio", isPremium: false, downloadPriceCents: 0, downloads: 1240 },
  { name: "Northwind", description: "A clear company site with services, team and contact.", category: "business", isPremium: false, downloadPriceCents: 0, downloads: 2310 },
  { name: "Inkwell", description: "A readable blog with a featured post and categories.", category: "blog", isPremium: false, downloadPriceCents: 0, downloads: 980 },
  { name: "Market Stall", description: "A one-page shop front for a handful of products.", category: "ecommerce", isPremium: false, downloadPriceCents: 0, downloads: 640 },
  { name: "Harbor Shop", description: "A full storefront with collections, product pages and reviews.", category: "ecommerce", isPremium: true, downloadPriceCents: 1900, downloads: 415 },
  { name: "Launchpad", description: "A high-converting launch page with pricing and FAQ.", category: "landing", isPremium: true, downloadPriceCents: 1200, downloads: 733 },
  { name: "Summit Consulting", description: "A premium firm site with case studies and testimonials.", category: "business", isPremium: true, downloadPriceCents: 2400, downloads: 302 },
  { name: "Lumen Studio", description: "A bold agency portfolio with project stories.", category: "portfolio", isPremium: true, downloadPriceCents: 1500, downloads: 521 },
  { name: "Growth Kit", description: "Campaign pages for product marketing teams.", category: "marketing", isPremium: true, downloadPriceCents: 2900, downloads: 188 },
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
  const templateRows = catalogue.map((t) => {
    const id = newId("template");
    return { ...t, id, filesKey: `templates/${id}/` };
  });

  // The paid accounts hold their plan as an administrator's grant, as an admin would give it: a tier is always
  // worked out from its sources (worker/payments/tier.ts), so one without a source would be lost at the next payment.
  const grants = userRows.flatMap((u) => (u.subscriptionTier === "free" ? [] : [adminGrant(u.id, u.subscriptionTier)]));

  // One batch: a seed that fails half-way leaves nothing behind and runs again next start.
  await db.batch([
    db.insert(users).values(userRows),
    db.insert(subscriptions).values(grants),
    db.insert(catalogueTemplates).values(templateRows),
    db.insert(adminSettings).values({ key: SEED_MARKER, value: { at: new Date().toISOString() } }),
  ]);
  return made;
}
