import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_INACTIVE, CANNOT_DEACTIVATE_SELF, CANNOT_DELETE_SELF, CANNOT_DEMOTE_SELF, USER_NOT_FOUND, USERS_PAGE_SIZE } from "../../schema/admin";
import { newId } from "../../schema/ids";
import { assets, auditLog, chatMessages, payments, sessions, subscriptions, users, websites } from "../../schema/tables";
import { call, sessionFrom, signedInUser } from "../test/client";
import { createPublishedSite, createUser, db } from "../test/factories";
import { PAYS_BY_CARD } from "./admin-users";
import { defaultDocument } from "../../schema/site-document";

interface Listed {
  id: string;
  name: string;
  email: string;
  tier: string;
  role: string;
  status: string;
  websites: number;
}
interface Page {
  users: Listed[];
  total: number;
  page: number;
  pageSize: number;
}

/** A word no other test's users have, so a search for it finds exactly this test's accounts. */
const token = () => `zq${newId("user").slice(4, 12)}`;

async function list(cookie: string, query: Record<string, string>) {
  const res = await call(`/api/admin/users?${new URLSearchParams(query)}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

const edit = (cookie: string | undefined, id: string, body: unknown) => call(`/api/admin/users/${id}`, { method: "PATCH", body, cookie });
const remove = (cookie: string | undefined, id: string) => call(`/api/admin/users/${id}`, { method: "DELETE", cookie });

describe("who may use the Users tab", () => {
  it("refuses visitors with 401 and users with 403, on every call", async () => {
    const { cookie } = await signedInUser();
    const target = await createUser();
    for (const who of [undefined, cookie]) {
      const answers = [await call("/api/admin/users", { cookie: who }), await edit(who, target.id, { tier: "premium" }), await remove(who, target.id)];
      expect(answers.map((r) => r.status)).toEqual(who ? [403, 403, 403] : [401, 401, 401]);
    }
    const [row] = await db.select().from(users).where(eq(users.id, target.id));
    expect([row!.subscriptionTier, row!.deletedAt]).toEqual(["free", null]);
  });

  it("refuses a change from another site (CSRF)", async () => {
    const admin = await signedInUser({ role: "admin" });
    const target = await createUser();
    const res = await call(`/api/admin/users/${target.id}`, { method: "DELETE", cookie: admin.cookie, headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await db.select().from(users).where(eq(users.id, target.id)))[0]!.deletedAt).toBeNull();
  });
});

describe("listing users", () => {
  it("searches names, emails and ids on the server, filters by status, and pages", async () => {
    const admin = await signedInUser({ role: "admin" });
    const word = token();
    const base = Date.UTC(2026, 0, 1);
    const made: (typeof users.$inferSelect)[] = [];
    for (let i = 0; i < 23; i++) {
      made.push(
        await createUser({
          firstName: `Person${i}`,
          lastName: word,
          email: `p${i}-${word}@example.com`,
          createdAt: new Date(base + i * 60_000),
          subscriptionTier: i < 2 ? "premium" : i === 2 ? "enterprise" : "free",
          active: i % 5 !== 0,
        }),
      );
    }
    await db.insert(websites).values([1, 2].map((n) => ({ id: newId("website"), userId: made[22]!.id, name: `Site ${n}`, document: defaultDocument() })));

    const first = await list(admin.cookie, { search: word });
    expect([first.total, first.page, first.pageSize, first.users.length]).toEqual([23, 1, USERS_PAGE_SIZE, 20]);
    // Newest first, in the spec's columns.
    expect(first.users[0]).toEqual({ id: made[22]!.id, name: `Person22 ${word}`, email: `p22-${word}@example.com`, tier: "free", role: "user", status: "active", websites: 2, createdAt: new Date(base + 22 * 60_000).toISOString() });
    const second = await list(admin.cookie, { search: word, page: "2" });
    expect(second.users.map((u) => u.name)).toEqual([`Person2 ${word}`, `Person1 ${word}`, `Person0 ${word}`]);

    const names = async (status: string) => (await list(admin.cookie, { search: word, status })).users.map((u) => u.name.split(" ")[0]).sort();
    expect(await names("inactive")).toEqual(["Person0", "Person10", "Person15", "Person20", "Person5"]);
    expect((await list(admin.cookie, { search: word, status: "active" })).total).toBe(18);
    expect(await names("premium")).toEqual(["Person0", "Person1"]);
    expect(await names("enterprise")).toEqual(["Person2"]);
    // By email, by id, by full name; a wildcard is a letter.
    expect((await list(admin.cookie, { search: `P7-${word}@EXAMPLE` })).users.map((u) => u.id)).toEqual([made[7]!.id]);
    expect((await list(admin.cookie, { search: made[3]!.id })).users.map((u) => u.id)).toEqual([made[3]!.id]);
    expect((await list(admin.cookie, { search: `person11 ${word}` })).total).toBe(1);
    expect((await list(admin.cookie, { search: `${word}%` })).total).toBe(0);
  });

  it("refuses bad filters and pages past the limit", async () => {
    const admin = await signedInUser({ role: "admin" });
    for (const query of ["status=banned", "page=0", "page=1001", "page=abc", `search=${"x".repeat(101)}`]) {
      expect((await call(`/api/admin/users?${query}`, { cookie: admin.cookie })).status).toBe(400);
    }
  });
});

describe("editing a user", () => {
  it("changes plan, role and status, signs a stopped account out at once, and audits each change", async () => {
    const admin = await signedInUser({ role: "admin" });
    const target = await signedInUser({ email: `target-${token()}@example.com` });
    expect((await call("/api/auth/user", { cookie: target.cookie })).status).toBe(200);

    const res = await edit(admin.cookie, target.user.id, { tier: "premium", role: "admin", active: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: target.user.id, tier: "premium", role: "admin", status: "inactive" });
    // Its session is over, and the right password no longer lets it in.
    expect(await (await call("/api/auth/user", { cookie: target.cookie })).json()).toBeNull();
    const login = await call("/api/login", { body: { email: target.user.email, password: "correct horse battery" } });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ message: ACCOUNT_INACTIVE });
    const open = await db.select().from(sessions).where(and(eq(sessions.userId, target.user.id)));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);

    const log = await db.select().from(auditLog).where(eq(auditLog.targetId, target.user.id));
    expect(log.map((e) => [e.actorId, e.action, e.detail])).toEqual([[admin.user.id, "user.updated", "plan free -> premium; role user -> admin; deactivated"]]);

    // Back on: the account can log in again.
    expect((await edit(admin.cookie, target.user.id, { active: true })).status).toBe(200);
    const again = await call("/api/login", { body: { email: target.user.email, password: "correct horse battery" } });
    expect(again.status).toBe(200);
    expect(sessionFrom(again)).toMatch(/^__Host-session=/);
  });

  it("will not let an admin lock themselves out", async () => {
    const admin = await signedInUser({ role: "admin" });
    for (const [body, message] of [
      [{ role: "user" }, CANNOT_DEMOTE_SELF],
      [{ active: false }, CANNOT_DEACTIVATE_SELF],
    ] as const) {
      const res = await edit(admin.cookie, admin.user.id, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message });
    }
    const res = await remove(admin.cookie, admin.user.id);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: CANNOT_DELETE_SELF });
    const [me] = await db.select().from(users).where(eq(users.id, admin.user.id));
    expect([me!.role, me!.active, me!.deletedAt]).toEqual(["admin", true, null]);
  });

  it("refuses empty, unknown and malformed changes", async () => {
    const admin = await signedInUser({ role: "admin" });
    const target = await createUser();
    expect((await edit(admin.cookie, target.id, {})).status).toBe(400);
    expect((await edit(admin.cookie, target.id, { tier: "gold" })).status).toBe(400);
    expect((await edit(admin.cookie, target.id, { email: "x@example.com" })).status).toBe(400);
    const missing = await edit(admin.cookie, newId("user"), { tier: "basic" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: USER_NOT_FOUND });
  });
});

describe("deleting a user", () => {
  it("takes their sites offline, removes their data, keeps their payments without personal data, and audits it", async () => {
    const admin = await signedInUser({ role: "admin" });
    const target = await signedInUser({ email: `gone-${token()}@example.com` });
    const label = `gone${token()}`;
    const { siteId } = await createPublishedSite(label, { "index.html": "<h1>Hello</h1>" }, target.user);
    const live = () => exports.default.fetch(new Request(`http://${label}.localhost/`));
    expect((await live()).status).toBe(200);
    await env.FILES.put(`uploads/${target.user.id}/ast_0123456789abcdef.png`, new Uint8Array(8));
    await db.insert(assets).values({ id: newId("asset"), userId: target.user.id, r2Key: `uploads/${target.user.id}/ast_0123456789abcdef.png`, contentType: "image/png", size: 8 });
    await db.insert(chatMessages).values({ id: newId("chat"), sessionId: "session-1", userId: target.user.id, role: "user", content: "hello" });
    const paymentId = newId("payment");
    await db.insert(payments).values({ id: paymentId, userId: target.user.id, provider: "mpesa", amountCents: 195_000, currency: "kes", usdCents: 1500, purpose: "subscription", plan: "premium", period: "monthly", status: "successful", idempotencyKey: newId("payment"), phone: "254712345678" });

    const res = await remove(admin.cookie, target.user.id);
    expect(res.status).toBe(200);
    expect((await live()).status).toBe(404);
    expect(await db.select().from(websites).where(eq(websites.id, siteId))).toEqual([]);
    expect((await env.FILES.list({ prefix: `sites/${siteId}/` })).objects).toEqual([]);
    expect((await env.FILES.list({ prefix: `uploads/${target.user.id}/` })).objects).toEqual([]);
    expect(await db.select().from(assets).where(eq(assets.userId, target.user.id))).toEqual([]);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.userId, target.user.id))).toEqual([]);
    expect(await (await call("/api/auth/user", { cookie: target.cookie })).json()).toBeNull();

    const [row] = await db.select().from(users).where(eq(users.id, target.user.id));
    expect(row).toMatchObject({ firstName: "Deleted", lastName: "user", email: `deleted-${target.user.id}@deleted.invalid`, passwordHash: null, active: false });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect([payment!.usdCents, payment!.status, payment!.phone]).toEqual([1500, "successful", null]);
    // Gone from the list, and from a second delete.
    expect((await list(admin.cookie, { search: target.user.id })).total).toBe(0);
    expect((await remove(admin.cookie, target.user.id)).status).toBe(404);
    const log = await db.select().from(auditLog).where(eq(auditLog.targetId, target.user.id));
    expect(log.map((e) => [e.actorId, e.action, e.detail])).toEqual([[admin.user.id, "user.deleted", "1 websites removed"]]);
  });

  it("waits for a card subscription to be cancelled first", async () => {
    const admin = await signedInUser({ role: "admin" });
    const target = await createUser();
    const now = Date.now();
    await db.insert(subscriptions).values({ id: newId("subscription"), userId: target.id, tier: "premium", period: "monthly", provider: "card", providerSubscriptionId: `sub_${token()}`, status: "active", currentPeriodStart: new Date(now), currentPeriodEnd: new Date(now + 30 * 86_400_000) });
    const res = await remove(admin.cookie, target.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: PAYS_BY_CARD });
    expect((await db.select().from(users).where(eq(users.id, target.id)))[0]!.deletedAt).toBeNull();
  });
});
