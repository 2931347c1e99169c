// The admin dashboard's Websites and Settings tabs, Notifications and the Security Log, on a database of their own
// (a provider key stored there changes how every request of that database runs).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { REASON_REQUIRED, takenDownMessage } from "../../schema/admin";
import { newId } from "../../schema/ids";
import { adminSettings, auditLog, domains, emailOutbox, payments, users, websites } from "../../schema/tables";
import { hashPassword } from "../auth/password";
import { createSession, SESSION_COOKIE } from "../auth/session";
import { createDb } from "../db";
import { deliverQueued } from "../edge/outbox";
import { settlePaid } from "../payments/settle";
import worker from "../index";
import { forgetStoredKeys, openKey, sealKey, withStoredKeys } from "../provider-keys";
import { defaultDocument } from "../../schema/site-document";

const consoleEnv = { ...env, DATABASE_URL: inject("consoleDbUrl"), AI_API_KEY: undefined, STRIPE_SECRET_KEY: "sk_test_fromenvironment" };
const db = createDb(consoleEnv);
const password = "correct horse battery";
const ids = { admin: newId("user"), owner: newId("user") };
let adminCookie = "";
let ownerCookie = "";

function request(path: string, init: { method?: string; body?: unknown; cookie?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { Origin: "http://localhost", "CF-Connecting-IP": init.ip ?? "198.51.100.90" };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const cookie = init.cookie ?? adminCookie;
  if (cookie) headers.Cookie = cookie;
  return worker.fetch(new Request(`http://localhost${path}`, { method: init.method ?? (init.body !== undefined ? "POST" : "GET"), headers, body: init.body !== undefined ? JSON.stringify(init.body) : undefined }), consoleEnv);
}

async function audit() {
  return db.select({ action: auditLog.action, actorId: auditLog.actorId, detail: auditLog.detail, ip: auditLog.ip }).from(auditLog).orderBy(auditLog.createdAt);
}

beforeAll(async () => {
  const passwordHash = await hashPassword(password, env.PASSWORD_PEPPER ?? "");
  await db.insert(users).values([
    { id: ids.admin, firstName: "Ada", lastName: "Admin", email: "ada@console.example", role: "admin", passwordHash },
    { id: ids.owner, firstName: "Otto", lastName: "Owner", email: "otto@console.example", passwordHash },
  ]);
  adminCookie = `${SESSION_COOKIE}=${await createSession(db, ids.admin, "test")}`;
  ownerCookie = `${SESSION_COOKIE}=${await createSession(db, ids.owner, "test")}`;
});

beforeEach(() => forgetStoredKeys());

describe("the Websites tab", () => {
  it("lists sites with their owner and type, and takes one down with a reason its owner reads", async () => {
    const siteId = newId("website");
    await db.insert(websites).values({ id: siteId, userId: ids.owner, name: "Otto's Bakery", document: { ...defaultDocument(), templateId: 2 }, subdomain: `otto-${siteId.slice(5, 11)}`, publishedVersionId: "ver_0000000000000000" });
    const listed = (await (await request("/api/admin/websites?search=otto")).json()) as { websites: { id: string; name: string; creator: string; type: string; status: string; address: string | null }[]; total: number };
    expect(listed.total).toBe(1);
    expect(listed.websites[0]).toMatchObject({ id: siteId, name: "Otto's Bakery", creator: "Otto Owner", type: "Business", status: "published" });
    expect(listed.websites[0]!.address).toMatch(/^http:\/\/otto-[0-9a-z]{6}\.localhost$/);

    expect((await request(`/api/admin/websites/${siteId}/takedown`, { body: { reason: "no" } })).status).toBe(400);
    expect(((await (await request(`/api/admin/websites/${siteId}/takedown`, { body: { reason: "" } })).json()) as { message: string }).message).toBe(REASON_REQUIRED);
    const down = await request(`/api/admin/websites/${siteId}/takedown`, { body: { reason: "Phishing page reported by three visitors." } });
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({ status: "taken_down", takedownReason: "Phishing page reported by three visitors.", address: null });
    const [row] = await db.select().from(websites).where(eq(websites.id, siteId));
    expect(row!.publishedVersionId).toBeNull();

    // The owner sees why, and cannot put it back up.
    const own = (await (await request(`/api/websites/${siteId}`, { cookie: ownerCookie })).json()) as { takedownReason: string | null; status: string };
    expect([own.status, own.takedownReason]).toEqual(["draft", "Phishing page reported by three visitors."]);
    const publish = await request(`/api/websites/${siteId}/publish`, { method: "POST", cookie: ownerCookie });
    expect(publish.status).toBe(403);
    expect(await publish.json()).toEqual({ message: takenDownMessage("Phishing page reported by three visitors.") });
    // Not an admin's tool for anyone else.
    expect((await request(`/api/admin/websites/${siteId}/restore`, { method: "POST", cookie: ownerCookie })).status).toBe(403);

    expect((await request(`/api/admin/websites/${siteId}/restore`, { method: "POST" })).status).toBe(200);
    expect(((await (await request(`/api/websites/${siteId}`, { cookie: ownerCookie })).json()) as { takedownReason: string | null }).takedownReason).toBeNull();
    const entries = (await audit()).filter((e) => e.action.startsWith("website."));
    expect(entries.map((e) => [e.action, e.actorId, e.detail])).toEqual([
      ["website.taken_down", ids.admin, "Otto's Bakery: Phishing page reported by three visitors."],
      ["website.restored", ids.admin, "Otto's Bakery"],
    ]);
  });
});

describe("provider keys", () => {
  it("are sealed so that only this secret opens them, and only under their own name", async () => {
    const sealed = await sealKey(consoleEnv, "ai", "sk-live-abcdefgh1234");
    expect(sealed.last4).toBe("1234");
    expect(JSON.stringify(sealed)).not.toContain("abcdefgh");
    expect(await openKey(consoleEnv, "ai", sealed)).toBe("sk-live-abcdefgh1234");
    await expect(openKey(consoleEnv, "stripe", sealed)).rejects.toThrow();
    await expect(openKey({ ...consoleEnv, SETTINGS_SECRET: "another secret entirely" }, "ai", sealed)).rejects.toThrow();
  });

  it("show where each comes from and its last four characters, never the key, and take effect at once", async () => {
    type Keys = { keys: { id: string; set: boolean; source: string | null; last4: string | null }[] };
    const before = (await (await request("/api/admin/settings")).json()) as Keys & { general: object };
    expect(before.keys.map((k) => [k.id, k.set, k.source, k.last4])).toEqual([
      ["ai", false, null, null],
      ["ai_images", false, null, null],
      ["stripe", true, "environment", "ment"],
      ["mpesa", true, "environment", env.MPESA_CONSUMER_SECRET!.slice(-4)],
    ]);
    expect(JSON.stringify(before)).not.toContain("sk_test_fromenvironment");

    expect((await request("/api/admin/settings/keys/ai", { method: "PUT", body: { value: "short" } })).status).toBe(400);
    expect((await request("/api/admin/settings/keys/github", { method: "PUT", body: { value: "sk-abcdefgh" } })).status).toBe(400);
    const set = await request("/api/admin/settings/keys/ai", { method: "PUT", body: { value: "sk-dashboard-key-9876" } });
    expect(set.status).toBe(200);
    const after = (await set.json()) as Keys;
    expect(after.keys[0]).toEqual({ id: "ai", label: "AI text provider", hint: expect.any(String), set: true, source: "dashboard", last4: "9876" });
    expect(JSON.stringify(after)).not.toContain("sk-dashboard-key");
    const [stored] = await db.select().from(adminSettings).where(eq(adminSettings.key, "providerKey:ai"));
    expect(JSON.stringify(stored!.value)).not.toContain("sk-dashboard-key");
    // The next request runs with it, without a redeploy.
    expect((await withStoredKeys(consoleEnv, db)).AI_API_KEY).toBe("sk-dashboard-key-9876");

    const removed = (await (await request("/api/admin/settings/keys/ai", { method: "DELETE" })).json()) as Keys;
    expect(removed.keys[0]).toMatchObject({ set: false, source: null });
    expect((await withStoredKeys(consoleEnv, db)).AI_API_KEY).toBeUndefined();
    const entries = (await audit()).filter((e) => e.action === "key.updated").map((e) => e.detail);
    expect(entries).toEqual(["AI text provider key set (ending 9876)", "AI text provider key removed from the dashboard"]);
  });

  it("are for admins only", async () => {
    expect((await request("/api/admin/settings", { cookie: ownerCookie })).status).toBe(403);
    expect((await request("/api/admin/settings/keys/ai", { method: "PUT", body: { value: "sk-owner-key-1234" }, cookie: ownerCookie })).status).toBe(403);
    expect(await db.select().from(adminSettings).where(eq(adminSettings.key, "providerKey:ai"))).toEqual([]);
  });
});

describe("general settings", () => {
  it("validates and saves the limits and the payment emails, and the limits apply", async () => {
    const bad = await request("/api/admin/settings/general", { method: "PUT", body: { maxWebsitesFree: 0, maxWebsitesPremium: 25, paymentEmailNotifications: true } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Max websites per free user must be at least 1" });
    expect((await request("/api/admin/settings/general", { method: "PUT", body: { maxWebsitesFree: 2.5, maxWebsitesPremium: 25, paymentEmailNotifications: true } })).status).toBe(400);
    const ok = await request("/api/admin/settings/general", { method: "PUT", body: { maxWebsitesFree: 1, maxWebsitesPremium: 30, paymentEmailNotifications: false } });
    expect(await ok.json()).toEqual({ maxWebsitesFree: 1, maxWebsitesPremium: 30, paymentEmailNotifications: false });
    const account = (await (await request("/api/account", { cookie: ownerCookie })).json()) as { usage: { websites: { limit: number } } };
    expect(account.usage.websites.limit).toBe(1);
    const entry = (await audit()).filter((e) => e.action === "settings.updated").at(-1);
    expect(entry?.detail).toBe("maxWebsitesFree 3 -> 1; maxWebsitesPremium 25 -> 30; paymentEmailNotifications true -> false");
  });

  it("are what every page and the help assistant say, from the moment they are saved", async () => {
    await request("/api/admin/settings/general", { method: "PUT", body: { maxWebsitesFree: 4, maxWebsitesPremium: 30, paymentEmailNotifications: true } });
    const page = async (path: string) => {
      const res = await worker.fetch(new Request(`http://localhost${path}`, { headers: { Accept: "text/html", "If-None-Match": "*" } }), consoleEnv);
      return { status: res.status, etag: res.headers.get("ETag"), html: await res.text() };
    };
    // The prerendered markup says the new limits where it said the catalogue's, and hands them to the browser.
    const home = await page("/");
    expect(home.status).toBe(200);
    expect(home.etag).toBeNull();
    expect(home.html).toContain('<meta name="sitewright-limits" content="free=4;premium=30">');
    const pricing = await page("/pricing");
    expect(pricing.html).toMatch(/data-websites="free cell"[^>]*>4<\/td>/);
    expect(pricing.html).toMatch(/data-websites="premium cell"[^>]*>30<\/td>/);
    expect(pricing.html).not.toMatch(/data-websites="free cell"[^>]*>3</);
    // The assistant answers anyone from the same numbers.
    const chat = await request("/api/chat", { method: "POST", body: { message: "how many websites can I make on the free plan?", sessionId: "limits-test-1" }, cookie: "" });
    expect(((await chat.json()) as { message: string }).message).toContain("The Free plan costs nothing, for as long as you like: 4 websites, 5 AI images a month");
    // Back to the catalogue's: the page is the build's own again.
    await request("/api/admin/settings/general", { method: "PUT", body: { maxWebsitesFree: 3, maxWebsitesPremium: 25, paymentEmailNotifications: true } });
    const plain = await page("/pricing");
    expect(plain.html).not.toContain("sitewright-limits");
    expect(plain.html).toMatch(/data-websites="free cell"[^>]*>3<\/td>/);
  });
});

describe("payment emails", () => {
  it("are written with the payment when switched on, and sent by the schedule through the email service", async () => {
    const pay = async () => {
      const id = newId("payment");
      await db.insert(payments).values({ id, userId: ids.owner, provider: "mpesa", amountCents: 65000, currency: "kes", usdCents: 500, purpose: "subscription", plan: "basic", period: "monthly", status: "pending", idempotencyKey: newId("payment") });
      await settlePaid(db, id, { eventId: `evt-${id}`, receiptNumber: "QK12AB34CD" }, null);
      return db.select().from(emailOutbox).where(eq(emailOutbox.userId, ids.owner));
    };
    // The owner's other mail (the restore notice of the test above) is not this test's.
    await db.delete(emailOutbox).where(eq(emailOutbox.userId, ids.owner));
    await request("/api/admin/settings/general", { method: "PUT", body: { maxWebsitesFree: 3, maxWebsitesPremium: 25, paymentEmailNotifications: true } });
    const [notice] = await pay();
    expect(notice).toMatchObject({ to: "otto@console.example", kind: "payment-received", subject: "Payment received: KES 650", status: "queued" });
    expect(notice!.body).toContain("we received KES 650 for the Basic plan (one month) (receipt QK12AB34CD)");
    // Without an email service it stays in the outbox; with one, the schedule sends it.
    expect(await deliverQueued(db, consoleEnv)).toBe(0);
    // (A deployment without Queues, where the schedule sends; with one it hands the message to the queue.)
    const configured = { ...consoleEnv, OUTBOX: undefined, EMAIL_API_URL: inject("emailUrl"), EMAIL_API_KEY: "re_test", EMAIL_FROM: "Sitewright <billing@example.com>" };
    expect(await deliverQueued(db, configured)).toBe(1);
    expect((await db.select().from(emailOutbox).where(eq(emailOutbox.id, notice!.id)))[0]!.status).toBe("sent");

    await request("/api/admin/settings/general", { method: "PUT", body: { maxWebsitesFree: 3, maxWebsitesPremium: 25, paymentEmailNotifications: false } });
    expect(await pay()).toHaveLength(1);
  });
});

describe("notifications and the security log", () => {
  it("list the platform's latest events, newest first", async () => {
    const siteId = newId("website");
    await db.insert(websites).values({ id: siteId, userId: ids.owner, name: "Events", document: defaultDocument() });
    const now = Date.now();
    await db.insert(payments).values([
      { id: newId("payment"), userId: ids.owner, provider: "mpesa", amountCents: 195000, currency: "kes", usdCents: 1500, purpose: "subscription", plan: "premium", period: "monthly", status: "successful", idempotencyKey: newId("payment"), paidAt: new Date(now + 3000) },
      { id: newId("payment"), userId: ids.owner, provider: "card", amountCents: 500, usdCents: 500, purpose: "subscription", plan: "basic", period: "monthly", status: "failed", failureReason: "The card was declined.", idempotencyKey: newId("payment"), updatedAt: new Date(now + 2000) },
    ]);
    await db.insert(domains).values({ id: newId("domain"), userId: ids.owner, websiteId: siteId, kind: "custom", hostname: "ottos.example", status: "active", verifiedAt: new Date(now + 1000) });
    const { events } = (await (await request("/api/admin/events")).json()) as { events: { kind: string; text: string }[] };
    expect(events.slice(0, 3).map((e) => e.text)).toEqual([
      "Payment received: $15.00 from Otto Owner by M-Pesa",
      "Payment failed: $5.00 from Otto Owner by card (The card was declined.)",
      "Domain verified: ottos.example",
    ]);
    expect(events.filter((e) => e.kind === "signup").map((e) => e.text).sort()).toEqual(["New account: Ada Admin (ada@console.example)", "New account: Otto Owner (otto@console.example)"]);
  });

  it("records a burst of failed log-ins once, with where it came from", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 12; i++) await request("/api/login", { body: { email: "otto@console.example", password: "wrong password" }, cookie: "", ip });
    const bursts = (await audit()).filter((e) => e.action === "login.failed_burst");
    expect(bursts.map((e) => e.detail)).toEqual([expect.stringMatching(/^login (email|ip): more than \d+ in \d+ minutes$/)]);
    const { entries } = (await (await request("/api/admin/audit")).json()) as { entries: { action: string; who: string; detail: string; at: string }[] };
    expect(entries[0]).toMatchObject({ action: "login.failed_burst", who: "System or visitor" });
    expect(entries.find((e) => e.action === "settings.updated")?.who).toBe("Ada Admin (ada@console.example)");
    expect((await request("/api/admin/audit", { cookie: ownerCookie })).status).toBe(403);
    expect((await request("/api/admin/events", { cookie: "" })).status).toBe(401);
  });
});

describe("every admin route", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/admin/stats"],
    ["GET", "/api/admin/users"],
    ["PATCH", `/api/admin/users/${ids.owner}`, { tier: "premium" }],
    ["DELETE", `/api/admin/users/${ids.owner}`],
    ["GET", "/api/admin/payments"],
    ["GET", "/api/admin/payments/export"],
    ["GET", "/api/admin/websites"],
    ["POST", "/api/admin/websites/site_0000000000000000/takedown", { reason: "Testing the lock." }],
    ["POST", "/api/admin/websites/site_0000000000000000/restore"],
    ["GET", "/api/admin/templates"],
    ["GET", "/api/admin/analytics"],
    ["GET", "/api/admin/settings"],
    ["PUT", "/api/admin/settings/general", { maxWebsitesFree: 1, maxWebsitesPremium: 1, paymentEmailNotifications: false }],
    ["PUT", "/api/admin/settings/keys/ai", { value: "sk-someone-else-1234" }],
    ["DELETE", "/api/admin/settings/keys/stripe"],
    ["GET", "/api/admin/settings/outbox"],
    ["GET", "/api/admin/events"],
    ["GET", "/api/admin/audit"],
  ];

  it("answers 401 to a visitor and 403 to a user, and changes nothing", async () => {
    const before = await audit();
    const [ownerBefore] = await db.select().from(users).where(eq(users.id, ids.owner));
    for (const [method, path, body] of routes) {
      expect((await request(path, { method, body, cookie: "" })).status, `${method} ${path}`).toBe(401);
      const res = await request(path, { method, body, cookie: ownerCookie });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ message: "You need to be logged in as an admin to access this page." });
    }
    expect(await audit()).toEqual(before);
    const [owner] = await db.select().from(users).where(eq(users.id, ids.owner));
    expect([owner!.subscriptionTier, owner!.deletedAt]).toEqual([ownerBefore!.subscriptionTier, null]);
  });
});
