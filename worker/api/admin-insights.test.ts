// The admin dashboard's Payments and Analytics tabs on a database of their own, seeded with a known history, so
// every total and trend has an exact expected value.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { newId } from "../../schema/ids";
import { catalogueTemplates, chatMessages, payments, subscriptions, users, websites } from "../../schema/tables";
import { hashPassword } from "../auth/password";
import { createSession, SESSION_COOKIE } from "../auth/session";
import { createDb } from "../db";
import worker from "../index";
import { analytics, trend } from "./admin-analytics";
import { defaultDocument } from "../../schema/site-document";

const insightsEnv = { ...env, DATABASE_URL: inject("insightsDbUrl") };
const db = createDb(insightsEnv);
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

let adminCookie = "";
let userCookie = "";
const ids = { admin: newId("user"), ann: newId("user"), ben: newId("user"), cy: newId("user"), gone: newId("user") };

function request(path: string, cookie = adminCookie) {
  return worker.fetch(new Request(`http://localhost${path}`, { headers: { Origin: "http://localhost", "CF-Connecting-IP": "198.51.100.80", ...(cookie && { Cookie: cookie }) } }), insightsEnv);
}

async function json<T>(path: string): Promise<T> {
  const res = await request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

function payment(userId: string, provider: "card" | "mpesa", usdCents: number, status: "successful" | "failed" | "pending", daysAgo: number, extra: Partial<typeof payments.$inferInsert> = {}) {
  return {
    id: newId("payment"),
    userId,
    provider,
    amountCents: provider === "mpesa" ? usdCents * 130 : usdCents,
    currency: provider === "mpesa" ? "kes" : "usd",
    usdCents,
    purpose: "subscription" as const,
    plan: "premium" as const,
    period: "monthly" as const,
    status,
    idempotencyKey: newId("payment"),
    createdAt: ago(daysAgo),
    paidAt: status === "successful" ? ago(daysAgo) : null,
    ...extra,
  };
}

beforeAll(async () => {
  const passwordHash = await hashPassword("correct horse battery", env.PASSWORD_PEPPER ?? "");
  await db.insert(users).values([
    { id: ids.admin, firstName: "Ada", lastName: "Admin", email: "ada@insights.example", role: "admin", passwordHash, subscriptionTier: "enterprise", createdAt: ago(100) },
    { id: ids.ann, firstName: "Ann", lastName: "Card", email: "ann@insights.example", subscriptionTier: "premium", createdAt: ago(50) },
    { id: ids.ben, firstName: "Ben", lastName: "Mpesa", email: "ben@insights.example", subscriptionTier: "basic", createdAt: ago(20) },
    { id: ids.cy, firstName: "Cy", lastName: "Free", email: "cy@insights.example", createdAt: ago(2) },
    { id: ids.gone, firstName: "Deleted", lastName: "user", email: `deleted-${ids.gone}@deleted.invalid`, active: false, deletedAt: ago(1), createdAt: ago(40) },
  ]);
  const templateId = newId("template");
  await db.insert(catalogueTemplates).values({ id: templateId, slug: `ledger-${templateId}`, name: "Ledger & Lamp", description: "A premium template.", category: "business", isPremium: true, downloadPriceCents: 1900, filesKey: `templates/${templateId}.zip` });
  await db.insert(payments).values([
    payment(ids.ann, "card", 1500, "successful", 45),
    payment(ids.ann, "card", 1500, "successful", 10, { providerReference: "cs_1" }),
    payment(ids.ben, "mpesa", 500, "successful", 5, { plan: "basic", phone: "254712345678" }),
    payment(ids.ben, "mpesa", 500, "failed", 6, { plan: "basic" }),
    payment(ids.cy, "card", 1900, "successful", 1.5, { purpose: "template", plan: null, period: null, templateId }),
    payment(ids.gone, "mpesa", 1500, "successful", 35),
  ]);
  await db.insert(subscriptions).values([
    { id: newId("subscription"), userId: ids.ann, tier: "premium", period: "monthly", provider: "card", status: "active", currentPeriodStart: ago(10), currentPeriodEnd: new Date(now + 20 * DAY) },
    { id: newId("subscription"), userId: ids.ben, tier: "basic", period: "monthly", provider: "mpesa", status: "active", currentPeriodStart: ago(5), currentPeriodEnd: new Date(now + 25 * DAY) },
    { id: newId("subscription"), userId: ids.gone, tier: "premium", period: "monthly", provider: "mpesa", status: "expired", currentPeriodStart: ago(35), currentPeriodEnd: ago(5) },
  ]);
  await db.insert(websites).values([
    ...[3, 12, 25].map((d) => ({ id: newId("website"), userId: ids.ann, name: `Site ${d}`, document: defaultDocument(), createdAt: ago(d) })),
    ...[33, 40].map((d) => ({ id: newId("website"), userId: ids.ben, name: `Old ${d}`, document: defaultDocument(), createdAt: ago(d) })),
  ]);
  const question = (content: string, daysAgo: number) => ({ id: newId("chat"), sessionId: "insights", role: "user" as const, content, createdAt: ago(daysAgo) });
  await db.insert(chatMessages).values([
    question("How do I pay with M-Pesa?", 1),
    question("how do i pay with m-pesa?", 2),
    question("  How do I pay with M-Pesa?  ", 3),
    question("Can I use my own domain?", 4),
    question("can i use my own domain", 5),
    question("What is Sitewright?", 6),
    question("An old question", 45),
    { id: newId("chat"), sessionId: "insights", role: "assistant" as const, content: "An answer", createdAt: ago(1) },
  ]);
  adminCookie = `${SESSION_COOKIE}=${await createSession(db, ids.admin, "test")}`;
  userCookie = `${SESSION_COOKIE}=${await createSession(db, ids.ann, "test")}`;
});

describe("the Payments tab", () => {
  interface PaymentsPage {
    payments: { id: string; user: string; email: string | null; amount: number; plan: string; method: string; status: string }[];
    total: number;
    totals: { successful: number; failed: number; revenue: number };
  }

  it("lists every payment newest first, with totals for the method chosen", async () => {
    const all = await json<PaymentsPage>("/api/admin/payments");
    expect(all.total).toBe(6);
    expect(all.totals).toEqual({ successful: 5, failed: 1, revenue: 69 });
    expect(all.payments.map((p) => [p.user, p.amount, p.plan, p.method, p.status])).toEqual([
      ["Cy Free", 19, "Template: Ledger & Lamp", "card", "successful"],
      ["Ben Mpesa", 5, "Basic", "mpesa", "successful"],
      ["Ben Mpesa", 5, "Basic", "mpesa", "failed"],
      ["Ann Card", 15, "Premium", "card", "successful"],
      // A deleted account's payment stays, and says nothing of whose it was.
      ["Deleted user", 15, "Premium", "mpesa", "successful"],
      ["Ann Card", 15, "Premium", "card", "successful"],
    ]);
    expect(all.payments[4]!.email).toBeNull();

    const mpesa = await json<PaymentsPage>("/api/admin/payments?method=mpesa");
    expect([mpesa.total, mpesa.totals]).toEqual([3, { successful: 2, failed: 1, revenue: 20 }]);
    const card = await json<PaymentsPage>("/api/admin/payments?method=card");
    expect([card.total, card.totals]).toEqual([3, { successful: 3, failed: 0, revenue: 49 }]);
    expect((await request("/api/admin/payments?method=paypal")).status).toBe(400);
  });

  it("exports the filter as CSV that a spreadsheet reads as data", async () => {
    const res = await request("/api/admin/payments/export?method=mpesa");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="payments-mpesa-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Transaction ID,Date,User,Email,Amount (USD),Plan,Method,Status");
    expect(lines.slice(1).map((l) => l.split(",").slice(2).join(","))).toEqual([
      "Ben Mpesa,ben@insights.example,5.00,Basic,mpesa,successful",
      "Ben Mpesa,ben@insights.example,5.00,Basic,mpesa,failed",
      "Deleted user,,15.00,Premium,mpesa,successful",
    ]);
  });

  it("is for admins only", async () => {
    for (const path of ["/api/admin/payments", "/api/admin/payments/export", "/api/admin/analytics"]) {
      expect((await request(path, userCookie)).status).toBe(403);
      expect((await request(path, "")).status).toBe(401);
    }
  });
});

describe("the Analytics tab", () => {
  type Result = Awaited<ReturnType<typeof analytics>>;

  it("computes each figure against the period before it", async () => {
    const month = await json<Result>("/api/admin/analytics");
    expect(month.period).toBe("month");
    expect(month.cards).toEqual({
      // Four accounts now (the deleted one never counts); two of them were there 30 days ago.
      users: { value: 4, previous: 2, trend: 100 },
      websites: { value: 3, previous: 2, trend: 50 },
      // $15 + $5 + $19 in the last 30 days; $15 + $15 in the 30 before.
      revenue: { value: 39, previous: 30, trend: 30 },
      // Ann and Ben pay now; 30 days ago only the deleted account's plan was running.
      subscriptions: { value: 2, previous: 1, trend: 100 },
    });
    expect(month.revenueSeries).toHaveLength(30);
    expect(month.revenueSeries.reduce((sum, b) => sum + b.revenue, 0)).toBe(39);
    // A day and a half ago: the second-last of the 30 days.
    expect(month.revenueSeries.at(-2)!.revenue).toBe(19);
    expect(month.distribution).toEqual([
      { tier: "free", name: "Free", users: 1 },
      { tier: "basic", name: "Basic", users: 1 },
      { tier: "premium", name: "Premium", users: 1 },
      { tier: "enterprise", name: "Enterprise", users: 1 },
    ]);
    // The same question however it was typed counts once; answers are not questions.
    expect(month.topQuestions.map((q) => q.count)).toEqual([3, 2, 1]);
    expect(month.topQuestions[1]!.question).toBe("Can I use my own domain?");

    const week = await json<Result>("/api/admin/analytics?period=week");
    expect(week.cards.revenue).toEqual({ value: 24, previous: 15, trend: 60 });
    expect(week.cards.websites).toEqual({ value: 1, previous: 1, trend: 0 });
    expect(week.revenueSeries).toHaveLength(7);
    const day = await json<Result>("/api/admin/analytics?period=day");
    expect(day.revenueSeries).toHaveLength(24);
    expect((await json<Result>("/api/admin/analytics?period=year")).revenueSeries).toHaveLength(12);
    expect((await request("/api/admin/analytics?period=decade")).status).toBe(400);
  });

  it("says 'new' rather than a percentage when there was nothing before", () => {
    expect([trend(5, 0), trend(0, 0), trend(3, 4), trend(1, 3)]).toEqual([null, 0, -25, -66.7]);
  });
});
