import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions, users } from "../../schema/tables";
import { verifyPassword } from "../../worker/auth/password";
import { applyMigrations, connect, type ScriptDb } from "./database";
import { seed } from "./seed";
import { startSqld, type Sqld } from "./sqld";

let dir: string;
let sqld: Sqld;
let db: ScriptDb;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sitewright-seed-"));
  sqld = await startSqld(join(dir, "db.sqld"));
  db = connect(sqld.url);
  await applyMigrations(db);
});

afterAll(async () => {
  await sqld.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("development seed", () => {
  it("creates an admin and one user per tier with working passwords, then never again", async () => {
    const made = await seed(db, "pepper");
    expect(made?.map((a) => [a.email, a.role, a.tier])).toEqual([
      ["admin@example.com", "admin", "enterprise"],
      ["free@example.com", "user", "free"],
      ["basic@example.com", "user", "basic"],
      ["premium@example.com", "user", "premium"],
      ["enterprise@example.com", "user", "enterprise"],
    ]);
    const rows = await db.select().from(users);
    expect(rows).toHaveLength(5);
    for (const account of made ?? []) {
      const row = rows.find((r) => r.email === account.email);
      expect(account.password).toMatch(/^[A-Za-z2-9]{16}$/);
      expect(await verifyPassword(account.password, row?.passwordHash ?? "", "pepper")).toBe(true);
    }
    expect(await seed(db, "pepper")).toBeNull();
    expect(await db.select().from(users)).toHaveLength(5);
  });

  it("gives each paid account its plan as an administrator's grant, so a payment never takes it away", async () => {
    const grants = await db.select({ email: users.email, tier: subscriptions.tier, provider: subscriptions.provider, status: subscriptions.status }).from(subscriptions).innerJoin(users, eq(subscriptions.userId, users.id));
    expect(grants.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: "admin@example.com", tier: "enterprise", provider: "admin", status: "active" },
      { email: "basic@example.com", tier: "basic", provider: "admin", status: "active" },
      { email: "enterprise@example.com", tier: "enterprise", provider: "admin", status: "active" },
      { email: "premium@example.com", tier: "premium", provider: "admin", status: "active" },
    ]);
  });
});
