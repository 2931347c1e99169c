import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NO_CARD_PLAN } from "../../schema/payments";
import { payments, subscriptions } from "../../schema/tables";
import { call, signedInUser } from "../test/client";
import { db } from "../test/factories";
import { answerPrompt, buyPlan, checkoutRequestOf, customerOf, deliverAll, postCallback, stripeControl, stripeUrl, subscribeByCard, tierOf } from "../test/payments";

interface Overview {
  tier: string;
  current: { method: string; tier: string; period: string; renews: boolean; cancelAtPeriodEnd: boolean; endsAt: string | null; scheduledChange: { tier: string; period: string; at: string } | null; endsSoon: boolean; inGrace: boolean } | null;
  card: Overview["current"];
  prepaid: Overview["current"];
  methods: { card: boolean; mpesa: boolean };
  kesPerUsd: number;
  canManageCard: boolean;
  payments: { description: string; status: string; method: string; amount: number; currency: string; receiptNumber: string | null }[];
}

async function overview(cookie: string): Promise<Overview> {
  const res = await call("/api/billing", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Overview;
}

async function change(cookie: string, tier: string, period = "monthly") {
  const res = await call("/api/billing/change", { body: { tier, period }, cookie });
  return { res, body: (await res.json()) as { message: string; billing: Overview } };
}

async function source(subscriptionId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId));
  return row!;
}

describe("the billing overview", () => {
  it("shows a new user on Free with both methods and no payments", async () => {
    const { cookie } = await signedInUser();
    expect(await overview(cookie)).toEqual({ tier: "free", current: null, card: null, prepaid: null, methods: { card: true, mpesa: true }, kesPerUsd: 130, canManageCard: false, payments: [] });
  });

  it("shows a card plan, when it renews, and its payment with its receipt number", async () => {
    const { cookie } = await signedInUser();
    await subscribeByCard(cookie, "premium", "yearly");
    const billing = await overview(cookie);
    expect(billing.current).toMatchObject({ method: "card", tier: "premium", period: "yearly", renews: true, cancelAtPeriodEnd: false, scheduledChange: null, endsSoon: false });
    expect(new Date(billing.current!.endsAt!).getTime() - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    expect(billing.canManageCard).toBe(true);
    expect(billing.payments).toEqual([expect.objectContaining({ description: "Premium plan, one year", status: "successful", method: "card", amount: 14400, currency: "usd", receiptNumber: expect.stringMatching(/^SW-\d{4}$/) })]);
  });

  it("shows a prepaid M-Pesa plan that does not renew by itself", async () => {
    const { cookie } = await signedInUser();
    const started = await buyPlan(cookie, "basic", "yearly", "mpesa");
    await answerPrompt(await checkoutRequestOf(started.payment.id), 0);
    await postCallback(await checkoutRequestOf(started.payment.id));
    const billing = await overview(cookie);
    expect(billing.current).toMatchObject({ method: "mpesa", tier: "basic", period: "yearly", renews: false, endsSoon: false });
    expect(billing.payments[0]).toMatchObject({ description: "Basic plan, one year", amount: 624000, currency: "kes", status: "successful" });
  });
});

describe("changing a card plan", () => {
  it("upgrades at once, charging the difference as a payment of its own", async () => {
    const { user, cookie } = await signedInUser();
    const { subscriptionId } = await subscribeByCard(cookie, "basic");
    const { res, body } = await change(cookie, "premium");
    expect(res.status).toBe(200);
    expect(body.message).toBe("You are now on Premium.");
    expect(body.billing.tier).toBe("premium");
    expect(await tierOf(cookie)).toBe("premium");
    expect((await source(subscriptionId)).tier).toBe("premium");
    // The proration invoice arrives as an event: one more payment row, once.
    const customer = await customerOf(user.id);
    await deliverAll(customer);
    await deliverAll(customer);
    const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["successful", "successful"]);
  });

  it("downgrades at the end of the period, keeping the higher plan until then", async () => {
    const { cookie } = await signedInUser();
    const { subscriptionId, customer } = await subscribeByCard(cookie, "premium");
    const { res, body } = await change(cookie, "basic");
    expect(res.status).toBe(200);
    expect(body.message).toMatch(/^You move to Basic on \d{1,2} \w+ \d{4}\. Until then you keep Premium\.$/);
    expect(body.billing.current).toMatchObject({ tier: "premium", scheduledChange: { tier: "basic", period: "monthly" } });
    expect(await tierOf(cookie)).toBe("premium");
    // The period ends on Stripe's side; its events move the plan.
    await stripeControl("/__advance", { subscription: subscriptionId });
    await deliverAll(customer);
    expect(await tierOf(cookie)).toBe("basic");
    expect(await source(subscriptionId)).toMatchObject({ tier: "basic", scheduledTier: null, scheduleId: null });
  });

  it("drops a waiting downgrade when the user picks their current plan again", async () => {
    const { cookie } = await signedInUser();
    const { subscriptionId } = await subscribeByCard(cookie, "premium");
    await change(cookie, "basic");
    const { res, body } = await change(cookie, "premium");
    expect(res.status).toBe(200);
    expect(body.message).toBe("You stay on Premium.");
    expect(body.billing.current!.scheduledChange).toBeNull();
    expect((await source(subscriptionId)).scheduleId).toBeNull();
    const again = await change(cookie, "premium");
    expect(again.res.status).toBe(409);
    expect(again.body.message).toBe("You are already on Premium, billed monthly.");
  });

  it("keeps the plan when the card is declined for an upgrade", async () => {
    const { cookie } = await signedInUser();
    const { customer } = await subscribeByCard(cookie, "basic");
    await stripeControl("/__decline", { customer, decline: true });
    const { res, body } = await change(cookie, "enterprise");
    expect(res.status).toBe(402);
    expect(body.message).toBe("Your card was declined, so your plan is unchanged. Update your card under 'Manage card and invoices', then try again.");
    expect(await tierOf(cookie)).toBe("basic");
  });

  it("cancels at the period's end, can resume before it, and ends on Free after it", async () => {
    const { cookie } = await signedInUser();
    const { subscriptionId, customer } = await subscribeByCard(cookie, "basic");
    const cancelled = await call("/api/billing/cancel", { method: "POST", cookie });
    expect(cancelled.status).toBe(200);
    const body = (await cancelled.json()) as { message: string; billing: Overview };
    expect(body.message).toMatch(/^Your plan ends on \d{1,2} \w+ \d{4}\. You will not be charged again\.$/);
    expect(body.billing.current).toMatchObject({ cancelAtPeriodEnd: true, renews: false });
    expect(await tierOf(cookie)).toBe("basic");
    const resumed = await call("/api/billing/resume", { method: "POST", cookie });
    expect(((await resumed.json()) as { billing: Overview }).billing.current).toMatchObject({ cancelAtPeriodEnd: false, renews: true });
    await call("/api/billing/cancel", { method: "POST", cookie });
    await stripeControl("/__advance", { subscription: subscriptionId });
    await deliverAll(customer);
    expect(await tierOf(cookie)).toBe("free");
    expect((await source(subscriptionId)).status).toBe("canceled");
  });

  it("keeps the plan while Stripe retries a declined renewal, and records the failed payment", async () => {
    const { user, cookie } = await signedInUser();
    const { subscriptionId, customer } = await subscribeByCard(cookie, "premium");
    await stripeControl("/__decline", { customer, decline: true });
    await stripeControl("/__advance", { subscription: subscriptionId });
    await deliverAll(customer);
    expect((await source(subscriptionId)).status).toBe("past_due");
    expect(await tierOf(cookie)).toBe("premium");
    const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => [r.status, r.failureReason]).sort()).toEqual([
      ["failed", "The card payment was declined."],
      ["successful", null],
    ]);
  });

  it("renews: each paid renewal is a payment, at the catalogue's price", async () => {
    const { user, cookie } = await signedInUser();
    const { subscriptionId, customer } = await subscribeByCard(cookie, "basic");
    await stripeControl("/__advance", { subscription: subscriptionId });
    await deliverAll(customer);
    const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => [r.status, r.amountCents, r.usdCents, r.plan])).toEqual([
      ["successful", 500, 500, "basic"],
      ["successful", 500, 500, "basic"],
    ]);
    expect(await tierOf(cookie)).toBe("basic");
  });

  it("refuses changes without a card plan", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "premium" });
    const { res, body } = await change(cookie, "enterprise");
    expect(res.status).toBe(409);
    expect(body.message).toBe(NO_CARD_PLAN);
    expect((await call("/api/billing/cancel", { method: "POST", cookie })).status).toBe(409);
  });

  it("opens Stripe's customer portal for a card customer only", async () => {
    const { cookie } = await signedInUser();
    const none = await call("/api/billing/portal", { method: "POST", cookie });
    expect(none.status).toBe(409);
    await subscribeByCard(cookie, "basic");
    const res = await call("/api/billing/portal", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(new RegExp(`^${stripeUrl}/portal/bps_`));
  });

  it("is refused to anonymous visitors and cross-site requests", async () => {
    expect((await call("/api/billing")).status).toBe(401);
    const { cookie } = await signedInUser();
    const crossSite = await call("/api/billing/cancel", { method: "POST", cookie, headers: { Origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
  });
});
