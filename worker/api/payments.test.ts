import { env } from "cloudflare:workers";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ALREADY_ON_CARD, CARD_NOT_CONFIGURED, MPESA_NOT_CONFIGURED, MPESA_PROMPT_WAITING, PAYMENT_NOT_FOUND, PAYMENT_UNDER_WAY, PROVIDER_DOWN, PROVIDER_REFUSED } from "../../schema/payments";
import { PHONE_PROBLEM } from "../../schema/phone";
import { catalogueTemplates, payments, subscriptions, templatePurchases, users, webhookEvents } from "../../schema/tables";
import worker from "../index";
import { expectConsoleError } from "../../test/guards";
import { call, signedInUser } from "../test/client";
import { db } from "../test/factories";
import {
  answerPrompt,
  buyPlan,
  checkoutRequestOf,
  customerOf,
  darajaControl,
  deliver,
  deliverAll,
  key,
  MPESA_CALLBACK_PATH,
  paymentStatus,
  postCallback,
  sessionOf,
  stripeControl,
  stripeEvents,
  stripeUrl,
  subscribeByCard,
  tierOf,
} from "../test/payments";

const day = 24 * 60 * 60 * 1000;

async function paymentRow(id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function countOf(table: typeof payments | typeof subscriptions | typeof templatePurchases, userId: string) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row!.n;
}

async function premiumTemplate(priceCents = 1900) {
  const id = `tpl_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await db.insert(catalogueTemplates).values({ id, slug: `harbor-shop-${id}`, name: "Harbor Shop", description: "A storefront.", category: "ecommerce", isPremium: true, downloadPriceCents: priceCents, filesKey: `templates/${id}/` });
  return id;
}

describe("buying a plan by card", () => {
  it("opens Stripe Checkout at the catalogue's price, and the verified webhook grants the plan", async () => {
    const { user, cookie } = await signedInUser();
    const started = await buyPlan(cookie, "basic", "monthly");
    expect(started.res.status).toBe(201);
    expect(started.redirectUrl).toMatch(new RegExp(`^${stripeUrl}/pay/cs_test_`));
    expect(started.payment).toMatchObject({ status: "pending", method: "card", amount: 500, currency: "usd", usdCents: 500, description: "Basic plan, one month" });
    expect(await tierOf(cookie)).toBe("free");

    expect(await stripeControl("/__pay", { session: sessionOf(started.redirectUrl) })).toMatchObject({ ok: true });
    const customer = await customerOf(user.id);
    const events = await deliverAll(customer);
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.created", "invoice.paid", "checkout.session.completed"]);

    expect(await tierOf(cookie)).toBe("basic");
    const payment = await paymentRow(started.payment.id);
    expect(payment).toMatchObject({ status: "successful", amountCents: 500, currency: "usd", eventId: events[2]!.id });
    expect(payment.receiptNumber).toMatch(/^SW-\d{4}$/);
    const [source] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(source).toMatchObject({ provider: "card", tier: "basic", period: "monthly", status: "active", cancelAtPeriodEnd: false });
    // The first invoice is the Checkout's own payment: one row, not two.
    expect(await countOf(payments, user.id)).toBe(1);
  });

  it("yearly billing charges the catalogue's yearly price", async () => {
    const { cookie } = await signedInUser();
    const started = await buyPlan(cookie, "premium", "yearly");
    expect(started.payment).toMatchObject({ amount: 14400, usdCents: 14400, description: "Premium plan, one year" });
  });

  it("takes effect when the payer returns from Stripe, before any webhook, and the webhook then adds nothing", async () => {
    const { user, cookie } = await signedInUser();
    const started = await buyPlan(cookie, "premium", "monthly");
    const session = sessionOf(started.redirectUrl);
    await stripeControl("/__pay", { session });
    const res = await call("/api/payments/card/confirm", { body: { sessionId: session }, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: started.payment.id, status: "successful" });
    expect(await tierOf(cookie)).toBe("premium");

    await deliverAll(await customerOf(user.id));
    expect(await countOf(payments, user.id)).toBe(1);
    expect(await countOf(subscriptions, user.id)).toBe(1);
    expect(await tierOf(cookie)).toBe("premium");
  });

  it("grants nothing for a success redirect carrying someone else's session id", async () => {
    const owner = await signedInUser();
    const started = await buyPlan(owner.cookie, "premium", "monthly");
    const session = sessionOf(started.redirectUrl);
    await stripeControl("/__pay", { session });
    const thief = await signedInUser();
    const res = await call("/api/payments/card/confirm", { body: { sessionId: session }, cookie: thief.cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: PAYMENT_NOT_FOUND });
    expect(await tierOf(thief.cookie)).toBe("free");
    // The owner's payment is untouched by the attempt, and settles for the owner.
    expect((await paymentRow(started.payment.id)).status).toBe("pending");
    expect((await call("/api/payments/card/confirm", { body: { sessionId: session }, cookie: owner.cookie })).status).toBe(200);
    expect(await tierOf(owner.cookie)).toBe("premium");
  });

  it("answers a retried request with the same payment and the same page", async () => {
    const { user, cookie } = await signedInUser();
    const idempotencyKey = key();
    const first = await buyPlan(cookie, "basic", "monthly", "card", undefined, idempotencyKey);
    const second = await buyPlan(cookie, "basic", "monthly", "card", undefined, idempotencyKey);
    expect(second.payment.id).toBe(first.payment.id);
    expect(second.redirectUrl).toBe(first.redirectUrl);
    expect(await countOf(payments, user.id)).toBe(1);
    // Someone else cannot take over the key.
    const other = await signedInUser();
    expect((await buyPlan(other.cookie, "basic", "monthly", "card", undefined, idempotencyKey)).res.status).toBe(409);
  });

  it("refuses amounts, unknown plans and the free plan from the client", async () => {
    const { user, cookie } = await signedInUser();
    const post = (body: unknown) => call("/api/payments", { body, cookie });
    const tampered = await post({ method: "card", item: { kind: "plan", tier: "basic", period: "monthly", amount: 1 }, idempotencyKey: key() });
    expect(tampered.status).toBe(400);
    const extra = await post({ method: "card", item: { kind: "plan", tier: "basic", period: "monthly" }, idempotencyKey: key(), amountCents: 1 });
    expect(extra.status).toBe(400);
    expect(await (await post({ method: "card", item: { kind: "plan", tier: "free", period: "monthly" }, idempotencyKey: key() })).json()).toMatchObject({ message: "Please choose a paid plan." });
    expect((await post({ method: "card", item: { kind: "plan", tier: "gold", period: "monthly" }, idempotencyKey: key() })).status).toBe(400);
    expect((await post({ method: "bitcoin", item: { kind: "plan", tier: "basic", period: "monthly" }, idempotencyKey: key() })).status).toBe(400);
    expect(await countOf(payments, user.id)).toBe(0);
  });

  it("needs a signed-in user", async () => {
    const res = await call("/api/payments", { body: { method: "card", item: { kind: "plan", tier: "basic", period: "monthly" }, idempotencyKey: key() } });
    expect(res.status).toBe(401);
  });

  it("says plainly when Stripe fails, charges nothing and leaves nothing pending", async () => {
    const { user, cookie } = await signedInUser();
    expectConsoleError("Stripe customer failed: An unknown error occurred");
    await stripeControl("/__script", { failNext: { count: 1, status: 500 } });
    const started = await buyPlan(cookie, "basic", "monthly");
    expect(started.res.status).toBe(502);
    expect(started.message).toBe(PROVIDER_DOWN);
    const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => [r.status, r.failureReason])).toEqual([["failed", "The card payment could not be started."]]);
    expect(await tierOf(cookie)).toBe("free");
  });

  it("tells a refusal from Stripe apart from Stripe not answering", async () => {
    const { cookie } = await signedInUser();
    expectConsoleError("Stripe customer failed: This subscription cannot be changed right now.");
    await stripeControl("/__script", { failNext: { count: 1, status: 400 } });
    const started = await buyPlan(cookie, "basic", "monthly");
    expect([started.res.status, started.message]).toEqual([409, PROVIDER_REFUSED]);
  });

  it("says plainly when Stripe does not answer in time", { timeout: 30_000 }, async () => {
    const { cookie } = await signedInUser();
    await customerFor(cookie);
    // The first call of this purchase is the look at the earlier checkout customerFor left open.
    expectConsoleError("Stripe checkout lookup failed: Request aborted due to timeout");
    await stripeControl("/__script", { failNext: { count: 1, hangMs: 12_000 } });
    const started = await buyPlan(cookie, "basic", "monthly");
    expect(started.res.status).toBe(502);
    expect(started.message).toBe(PROVIDER_DOWN);
  });

  it("refuses a second plan beside a card subscription", async () => {
    const { cookie } = await signedInUser();
    await subscribeByCard(cookie, "basic");
    for (const method of ["card", "mpesa"] as const) {
      const again = await buyPlan(cookie, "premium", "monthly", method);
      expect(again.res.status).toBe(409);
      expect(again.message).toBe(ALREADY_ON_CARD);
    }
  });
});

/** Makes the user's Stripe customer (a first checkout), so a later test's hang hits the step it means to. */
async function customerFor(cookie: string) {
  const first = await buyPlan(cookie, "basic", "monthly");
  expect(first.res.status).toBe(201);
}

describe("the Stripe webhook", () => {
  async function paidEvents() {
    const { user, cookie } = await signedInUser();
    const started = await buyPlan(cookie, "basic", "monthly");
    await stripeControl("/__pay", { session: sessionOf(started.redirectUrl) });
    const customer = await customerOf(user.id);
    return { user, cookie, customer, events: await stripeEvents(customer) };
  }

  it("refuses a forged or tampered event and grants nothing", async () => {
    const { cookie, events } = await paidEvents();
    const completed = events.find((e) => e.type === "checkout.session.completed")!;
    const tampered = await deliver({ payload: completed.payload.replace('"amount_total":500', '"amount_total":1'), signature: completed.signature });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({ message: "The signature of this event is not valid." });
    const unsigned = await call("/api/webhooks/stripe", { method: "POST", rawBody: completed.payload, headers: { "Content-Type": "application/json" } });
    expect(unsigned.status).toBe(400);
    const wrongSecret = await deliver({ payload: completed.payload, signature: await signWith("whsec_someone_else", completed.payload) });
    expect(wrongSecret.status).toBe(400);
    expect(await tierOf(cookie)).toBe("free");
  });

  it("refuses an old event replayed (beyond Stripe's five-minute tolerance)", async () => {
    const { cookie, events } = await paidEvents();
    const completed = events.find((e) => e.type === "checkout.session.completed")!;
    const replay = await deliver({ payload: completed.payload, signature: await signWith("whsec_standin", completed.payload, Math.floor(Date.now() / 1000) - 600) });
    expect(replay.status).toBe(400);
    expect(await tierOf(cookie)).toBe("free");
  });

  it("applies each event once, however often it is delivered", async () => {
    const { user, cookie, events } = await paidEvents();
    for (const event of [...events, ...events, ...events]) expect((await deliver(event)).status).toBe(200);
    expect(await tierOf(cookie)).toBe("basic");
    expect(await countOf(payments, user.id)).toBe(1);
    expect(await countOf(subscriptions, user.id)).toBe(1);
    const recorded = await db.select().from(webhookEvents).where(and(eq(webhookEvents.provider, "card"), eq(webhookEvents.eventId, events[0]!.id)));
    expect(recorded).toHaveLength(1);
  });

  it("applies events delivered at the same time once", async () => {
    const { user, cookie, events } = await paidEvents();
    const completed = events.find((e) => e.type === "checkout.session.completed")!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(completed)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await tierOf(cookie)).toBe("basic");
    expect(await countOf(subscriptions, user.id)).toBe(1);
  });

  it("settles on Stripe's latest state whatever order events arrive in", async () => {
    const { user, cookie } = await signedInUser();
    const { customer, subscriptionId } = await subscribeByCard(cookie, "basic");
    const delivered = new Set((await stripeEvents(customer)).map((e) => e.id));
    // Changed on Stripe's side (its dashboard, say): upgraded, then cancelled at the period's end. The events are
    // delivered newest first.
    const sub = (await stripeApi(`/v1/subscriptions/${subscriptionId}`)) as { items: { data: { id: string }[] } };
    const premium = (await stripeApi("/v1/prices?lookup_keys[0]=sitewright_premium_monthly")) as { data: { id: string }[] };
    await stripeApi(`/v1/subscriptions/${subscriptionId}`, `items[0][id]=${sub.items.data[0]!.id}&items[0][price]=${premium.data[0]!.id}&proration_behavior=always_invoice`);
    await stripeApi(`/v1/subscriptions/${subscriptionId}`, "cancel_at_period_end=true");
    const later = (await stripeEvents(customer)).filter((e) => !delivered.has(e.id));
    expect(later.map((e) => e.type)).toEqual(["invoice.paid", "customer.subscription.updated", "customer.subscription.updated"]);
    // The first subscription.created, replayed last, must not undo anything either.
    const created = (await stripeEvents(customer)).find((e) => e.type === "customer.subscription.created")!;
    for (const event of [...later.reverse()]) expect((await deliver(event)).status).toBe(200);
    expect((await deliver(created)).status).toBe(200);
    const [source] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    expect(source).toMatchObject({ tier: "premium", cancelAtPeriodEnd: true, status: "active" });
    expect(await tierOf(cookie)).toBe("premium");
    expect(await countOf(payments, user.id)).toBe(2);
  });

  it("ignores an event for a customer it does not know", async () => {
    const event = { id: `evt_unknown_${key()}`, object: "event", type: "customer.subscription.updated", data: { object: { id: "sub_nobody", object: "subscription" } }, created: Math.floor(Date.now() / 1000) };
    const payload = JSON.stringify(event);
    const res = await deliver({ payload, signature: await signWith("whsec_standin", payload) });
    // Stripe has no such subscription: nothing to apply, and the event counts as seen.
    expect(res.status).toBe(200);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id))).toHaveLength(1);
  });

  it("is not there when card payments are not configured", async () => {
    const res = await worker.fetch(new Request("http://localhost/api/webhooks/stripe", { method: "POST", body: "{}", headers: { "Stripe-Signature": "t=1,v1=x" } }), { ...env, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    expect(res.status).toBe(404);
  });
});

/** Calls the Stripe stand-in's API directly, as Stripe's dashboard would change things. */
async function stripeApi(path: string, form?: string): Promise<unknown> {
  const res = await fetch(`${stripeUrl}${path}`, {
    method: form === undefined ? "GET" : "POST",
    headers: { Authorization: "Bearer sk_test_standin", "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** A Stripe-Signature header for `payload`, made the way Stripe makes one. */
async function signWith(secret: string, payload: string, at = Math.floor(Date.now() / 1000)): Promise<string> {
  const keyBytes = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", keyBytes, new TextEncoder().encode(`${at}.${payload}`)));
  return `t=${at},v1=${Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

describe("buying a plan by M-Pesa", () => {
  it("prompts the phone for the amount in shillings, waits, and grants the plan once Daraja confirms", async () => {
    const { user, cookie } = await signedInUser();
    const started = await buyPlan(cookie, "premium", "monthly", "mpesa", "+254 712 345 678");
    expect(started.res.status).toBe(201);
    // $15 at the default 130 shillings to the dollar.
    expect(started.payment).toMatchObject({ status: "pending", method: "mpesa", amount: 195000, currency: "kes", usdCents: 1500, phone: "0712 345 678" });
    expect(started.redirectUrl).toBeNull();
    const ref = await checkoutRequestOf(started.payment.id);
    const pushes = (await darajaControl<{ path: string; body: Record<string, unknown> }[]>("/__calls")).filter((c) => c.path.endsWith("/processrequest"));
    expect(pushes.find((c) => c.body.PhoneNumber === "254712345678" && c.body.Amount === 1950)!.body).toMatchObject({ Amount: 1950, PhoneNumber: "254712345678", PartyA: "254712345678", CallBackURL: `http://localhost${MPESA_CALLBACK_PATH}` });

    expect((await paymentStatus(cookie, started.payment.id)).status).toBe("pending");
    await answerPrompt(ref, 0);
    await waitForQuerySpacing(started.payment.id);
    expect(await paymentStatus(cookie, started.payment.id)).toMatchObject({ status: "successful" });
    expect(await tierOf(cookie)).toBe("premium");
    const [source] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(source).toMatchObject({ provider: "mpesa", tier: "premium", period: "monthly", status: "active" });
    const month = source!.currentPeriodEnd.getTime() - source!.currentPeriodStart.getTime();
    expect(month).toBeGreaterThanOrEqual(28 * day);
    expect(month).toBeLessThanOrEqual(31 * day);
  });

  it("settles from Daraja's callback, confirmed by the STK query, once however often it comes", async () => {
    const { user, cookie } = await signedInUser();
    const started = await buyPlan(cookie, "basic", "monthly", "mpesa");
    const ref = await checkoutRequestOf(started.payment.id);
    await answerPrompt(ref, 0);
    const res = await postCallback(ref);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    const payment = await paymentRow(started.payment.id);
    expect(payment.status).toBe("successful");
    expect(payment.receiptNumber).toMatch(/^SW[A-Z0-9]{6,}$/);
    const [first] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    await Promise.all([postCallback(ref), postCallback(ref), paymentStatus(cookie, started.payment.id)]);
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(after!.currentPeriodEnd).toEqual(first!.currentPeriodEnd);
    expect(await tierOf(cookie)).toBe("basic");
  });

  it("grants nothing for a callback to the wrong path, or one the STK query does not confirm", async () => {
    const { cookie } = await signedInUser();
    const started = await buyPlan(cookie, "premium", "monthly", "mpesa");
    const ref = await checkoutRequestOf(started.payment.id);
    const forged = { Body: { stkCallback: { MerchantRequestID: "x", CheckoutRequestID: ref, ResultCode: 0, ResultDesc: "ok", CallbackMetadata: { Item: [{ Name: "MpesaReceiptNumber", Value: "FORGED1234" }] } } } };
    const wrongToken = await call("/api/webhooks/mpesa/guess", { body: forged });
    expect(wrongToken.status).toBe(404);
    // The right path, but the payer has not paid: Daraja's query says it is still being processed.
    const unconfirmed = await call(MPESA_CALLBACK_PATH, { body: forged });
    expect(unconfirmed.status).toBe(200);
    expect((await paymentRow(started.payment.id)).status).toBe("pending");
    // And once the payer cancels, the query says so: a forged success changes nothing.
    await answerPrompt(ref, 1032);
    await call(MPESA_CALLBACK_PATH, { body: forged });
    expect(await paymentRow(started.payment.id)).toMatchObject({ status: "failed", failureReason: "You cancelled the payment on your phone.", receiptNumber: null });
    expect(await tierOf(cookie)).toBe("free");
  });

  it.each([
    [1032, "You cancelled the payment on your phone."],
    [1037, "Your phone could not be reached. Check that it is on and has signal, then try again."],
    [2001, "The M-Pesa PIN was wrong. Please try again."],
    [1, "Your M-Pesa balance is not enough for this payment."],
    [1019, "The payment request expired before it was completed. Please try again."],
  ])("says in plain words when the payer's answer is %i", async (code, words) => {
    const { cookie } = await signedInUser();
    const started = await buyPlan(cookie, "basic", "monthly", "mpesa");
    await answerPrompt(await checkoutRequestOf(started.payment.id), code);
    expect(await paymentStatus(cookie, started.payment.id)).toMatchObject({ status: "failed", failureReason: words });
    expect(await tierOf(cookie)).toBe("free");
  });

  it("refuses a number that is not a Kenyan mobile, before ringing anyone", async () => {
    const { user, cookie } = await signedInUser();
    for (const phone of ["+1 415 555 0100", "0712", "0212345678", "seven"]) {
      const started = await buyPlan(cookie, "basic", "monthly", "mpesa", phone);
      expect(started.res.status).toBe(400);
      expect(await started.res.json()).toEqual({ message: PHONE_PROBLEM, fields: { phone: PHONE_PROBLEM } });
    }
    expect(await countOf(payments, user.id)).toBe(0);
  });

  it("says so when Daraja refuses the prompt, and keeps the payment as failed", async () => {
    const { user, cookie } = await signedInUser();
    await darajaControl("/__script", { pushRefusal: { status: 400, body: { errorCode: "400.002.02", errorMessage: "Bad Request - Invalid PhoneNumber" } } });
    try {
      const started = await buyPlan(cookie, "basic", "monthly", "mpesa");
      expect(started.res.status).toBe(502);
      expect(started.message).toBe("M-Pesa could not send the prompt: Bad Request - Invalid PhoneNumber");
    } finally {
      await darajaControl("/__script", { pushRefusal: null });
    }
    const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.map((r) => [r.status, r.failureReason])).toEqual([["failed", "M-Pesa could not send the prompt: Bad Request - Invalid PhoneNumber"]]);
  });

  it("keeps a payment pending while Daraja's query fails, and settles it once Daraja answers", async () => {
    const { cookie } = await signedInUser();
    const started = await buyPlan(cookie, "basic", "monthly", "mpesa");
    await answerPrompt(await checkoutRequestOf(started.payment.id), 0);
    await darajaControl("/__script", { queryFailure: { status: 500 } });
    try {
      expect((await paymentStatus(cookie, started.payment.id)).status).toBe("pending");
    } finally {
      await darajaControl("/__script", { queryFailure: null });
    }
    await waitForQuerySpacing(started.payment.id);
    expect((await paymentStatus(cookie, started.payment.id)).status).toBe("successful");
  });

  it("rings a phone at most five times in ten minutes per user", async () => {
    const { cookie } = await signedInUser();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const bought = await buyPlan(cookie, "basic", "monthly", "mpesa");
      statuses.push(bought.res.status);
      // The payer cancels each prompt on the phone, so the next purchase may ring again.
      if (bought.res.status === 201) await answerPrompt(await checkoutRequestOf(bought.payment.id), 1032);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("extends the same plan from its current end, and turns time left into time on a higher plan", async () => {
    const { user, cookie } = await signedInUser();
    const pay = async (tier: string) => {
      const started = await buyPlan(cookie, tier, "monthly", "mpesa");
      await answerPrompt(await checkoutRequestOf(started.payment.id), 0);
      expect((await postCallback(await checkoutRequestOf(started.payment.id))).status).toBe(200);
      const [source] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      return source!;
    };
    const first = await pay("basic");
    const renewed = await pay("basic");
    expect(renewed.currentPeriodStart).toEqual(first.currentPeriodStart);
    const added = renewed.currentPeriodEnd.getTime() - first.currentPeriodEnd.getTime();
    expect(added).toBeGreaterThanOrEqual(28 * day);
    expect(added).toBeLessThanOrEqual(31 * day);
    // About two months of Basic ($5) left become about 20 days of Premium ($15), on top of Premium's month.
    const upgraded = await pay("premium");
    expect(upgraded.tier).toBe("premium");
    const length = (upgraded.currentPeriodEnd.getTime() - upgraded.currentPeriodStart.getTime()) / day;
    expect(length).toBeGreaterThan(28 + 18);
    expect(length).toBeLessThan(31 + 22);
    expect(await tierOf(cookie)).toBe("premium");
    // A lower plan while a higher one is paid is refused before any prompt.
    const lower = await buyPlan(cookie, "basic", "monthly", "mpesa");
    expect(lower.res.status).toBe(409);
    expect(lower.message).toMatch(/^Your Premium plan is paid until \d{1,2} \w+ \d{4}\. You can move to Basic when it ends\.$/);
  });

  it("lets a prepaid plan lapse after its end and grace days, at the first request after", async () => {
    const { user, cookie } = await signedInUser();
    const started = await buyPlan(cookie, "premium", "monthly", "mpesa");
    await answerPrompt(await checkoutRequestOf(started.payment.id), 0);
    await postCallback(await checkoutRequestOf(started.payment.id));
    expect(await tierOf(cookie)).toBe("premium");
    const move = async (endDaysAgo: number) => {
      const end = new Date(Date.now() - endDaysAgo * day);
      await db.update(subscriptions).set({ currentPeriodStart: new Date(end.getTime() - 30 * day), currentPeriodEnd: end }).where(eq(subscriptions.userId, user.id));
      await db.update(users).set({ planEndsAt: end }).where(eq(users.id, user.id));
    };
    await move(1);
    expect(await tierOf(cookie)).toBe("premium");
    const [graced] = await db.select({ planEndsAt: users.planEndsAt }).from(users).where(eq(users.id, user.id));
    expect(graced!.planEndsAt!.getTime()).toBeGreaterThan(Date.now());
    await move(4);
    expect(await tierOf(cookie)).toBe("free");
    // What the plan allowed is refused at once: a fourth website on the free plan.
  });
});

/** M-Pesa is asked about one payment at most every few seconds; tests move the last ask back instead of waiting. */
async function waitForQuerySpacing(paymentId: string) {
  await db.update(payments).set({ checkedAt: null }).where(eq(payments.id, paymentId));
}

describe("buying a template (the same primitive)", () => {
  it("grants the template once by M-Pesa, whatever races", async () => {
    const { user, cookie } = await signedInUser();
    const templateId = await premiumTemplate();
    const res = await call("/api/payments", { body: { method: "mpesa", phone: "0712345678", idempotencyKey: key(), item: { kind: "template", templateId } }, cookie });
    expect(res.status).toBe(201);
    const { payment } = (await res.json()) as { payment: { id: string; amount: number; currency: string; description: string } };
    expect(payment).toMatchObject({ amount: 247000, currency: "kes", description: "Template: Harbor Shop" });
    const ref = await checkoutRequestOf(payment.id);
    await answerPrompt(ref, 0);
    await Promise.all([postCallback(ref), postCallback(ref), paymentStatus(cookie, payment.id), postCallback(ref)]);
    expect(await countOf(templatePurchases, user.id)).toBe(1);
    expect(await tierOf(cookie)).toBe("free");
    const again = await call("/api/payments", { body: { method: "card", idempotencyKey: key(), item: { kind: "template", templateId } }, cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "You already own this template." });
  });

  it("sells a template by card in payment mode at the server's price", async () => {
    const { user, cookie } = await signedInUser();
    const templateId = await premiumTemplate(1200);
    const res = await call("/api/payments", { body: { method: "card", idempotencyKey: key(), item: { kind: "template", templateId } }, cookie });
    const started = (await res.json()) as { payment: { id: string; amount: number }; redirectUrl: string };
    expect(started.payment.amount).toBe(1200);
    expect(started.redirectUrl).toContain("/pay/");
    const session = sessionOf(started.redirectUrl);
    await stripeControl("/__pay", { session });
    await deliverAll(await customerOf(user.id));
    expect((await paymentRow(started.payment.id)).status).toBe("successful");
    expect(await countOf(templatePurchases, user.id)).toBe(1);
    expect(await countOf(subscriptions, user.id)).toBe(0);
  });

  it("refuses free templates, unknown ones, and buyers whose plan includes them", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "premium" });
    const templateId = await premiumTemplate();
    const buy = (id: string, who = cookie) => call("/api/payments", { body: { method: "card", idempotencyKey: key(), item: { kind: "template", templateId: id } }, cookie: who });
    expect(await (await buy(templateId)).json()).toEqual({ message: "Your plan includes premium templates: download it instead." });
    const missing = "tpl_0000000000000000";
    expect(await (await buy(missing)).json()).toEqual({ message: `Template with ID ${missing} not found` });
    const free = await premiumTemplate(0);
    const freeBuyer = await signedInUser();
    expect(await (await buy(free, freeBuyer.cookie)).json()).toEqual({ message: "This template is free: download it instead." });
  });
});

describe("a burst with requests cut off mid-flight", () => {
  it("leaves the database writable and every payment whole: settled with exactly its period, or still pending with nothing granted", { timeout: 60_000 }, async () => {
    const buyers: { user: { id: string }; id: string; body: unknown }[] = [];
    for (let i = 0; i < 40; i++) {
      const { user, cookie } = await signedInUser();
      const started = await buyPlan(cookie, "basic", "monthly", "mpesa");
      const ref = await checkoutRequestOf(started.payment.id);
      await answerPrompt(ref, 0);
      buyers.push({ user, id: started.payment.id, body: await darajaControl(`/__callback?id=${encodeURIComponent(ref)}`) });
    }
    // Two hundred callbacks at once, five for each payment, cancelled as soon as they are sent: every other one, and
    // for every other payment all five.
    const outcomes = await Promise.all(
      buyers.flatMap((b, n) =>
        Array.from({ length: 5 }, (_, i) => {
          const cut = new AbortController();
          const sent = call(MPESA_CALLBACK_PATH, { body: b.body, signal: cut.signal }).then((r) => r.status, () => "cut off");
          if (i % 2 === 1 || n % 2 === 1) cut.abort();
          return sent;
        }),
      ),
    );
    for (const outcome of outcomes) expect([200, "cut off"]).toContain(outcome);
    // The write lock is free again: the health check takes it.
    const health = await call("/api/health");
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
    const whole = async () => {
      for (const b of buyers) {
        const payment = await paymentRow(b.id);
        const sources = await db.select().from(subscriptions).where(eq(subscriptions.userId, b.user.id));
        const [row] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, b.user.id));
        if (payment.status === "successful") {
          expect(sources.map((s) => [s.tier, s.currentPeriodEnd.getTime() - s.currentPeriodStart.getTime() <= 31 * day])).toEqual([["basic", true]]);
          expect(row!.tier).toBe("basic");
        } else {
          expect(payment.status).toBe("pending");
          expect(sources).toEqual([]);
          expect(row!.tier).toBe("free");
        }
      }
    };
    await whole();
    // One more callback each finishes what the cut-off ones left, granting nothing twice.
    for (const b of buyers) expect((await call(MPESA_CALLBACK_PATH, { body: b.body })).status).toBe(200);
    for (const b of buyers) expect((await paymentRow(b.id)).status).toBe("successful");
    await whole();
  });
});

describe("one thing is never paid for twice", () => {
  const openPayments = async (userId: string) => db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.status, "pending")));
  const buyTemplate = (cookie: string, templateId: string, method: "card" | "mpesa" = "card") =>
    call("/api/payments", { body: { method, idempotencyKey: key(), item: { kind: "template", templateId }, ...(method === "mpesa" ? { phone: "0712345678" } : {}) }, cookie });

  it("a second checkout for a template (another tab) expires the first at Stripe, so only one page can take money", async () => {
    const { user, cookie } = await signedInUser();
    const templateId = await premiumTemplate();
    const first = (await (await buyTemplate(cookie, templateId)).json()) as { payment: { id: string }; redirectUrl: string };
    const second = (await (await buyTemplate(cookie, templateId)).json()) as { payment: { id: string }; redirectUrl: string };
    expect(await paymentRow(first.payment.id)).toMatchObject({ status: "failed", failureReason: "Replaced by a newer payment." });
    expect(await stripeControl("/__pay", { session: sessionOf(first.redirectUrl) })).toEqual({ ok: false, message: "This checkout session is expired." });
    expect(await stripeControl("/__pay", { session: sessionOf(second.redirectUrl) })).toMatchObject({ ok: true });
    await deliverAll(await customerOf(user.id));
    expect((await paymentRow(second.payment.id)).status).toBe("successful");
    expect(await countOf(templatePurchases, user.id)).toBe(1);
  });

  it("a checkout already paid but not yet settled stops a new one, and nothing new is charged", async () => {
    const { user, cookie } = await signedInUser();
    const templateId = await premiumTemplate();
    const first = (await (await buyTemplate(cookie, templateId)).json()) as { payment: { id: string }; redirectUrl: string };
    await stripeControl("/__pay", { session: sessionOf(first.redirectUrl) });
    const again = await buyTemplate(cookie, templateId, "mpesa");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: PAYMENT_UNDER_WAY });
    expect((await openPayments(user.id)).map((p) => p.id)).toEqual([first.payment.id]);
    expect(await countOf(payments, user.id)).toBe(1);
  });

  it("a plan paid by card and by M-Pesa at once: the prompt waits on the phone, and an M-Pesa start closes the card page", async () => {
    const { user, cookie } = await signedInUser();
    // M-Pesa first: while the prompt is on the phone, no card checkout opens.
    const prompt = await buyPlan(cookie, "basic", "monthly", "mpesa");
    const card = await buyPlan(cookie, "basic", "monthly", "card");
    expect(card.res.status).toBe(409);
    expect(card.message).toBe(MPESA_PROMPT_WAITING);
    // The payer declines on the phone: now the card may start, and an M-Pesa start after it closes its page.
    await answerPrompt(await checkoutRequestOf(prompt.payment.id), 1032);
    const opened = await buyPlan(cookie, "premium", "monthly", "card");
    expect(opened.res.status).toBe(201);
    const pushed = await buyPlan(cookie, "premium", "monthly", "mpesa");
    expect(pushed.res.status).toBe(201);
    expect(await stripeControl("/__pay", { session: sessionOf(opened.redirectUrl) })).toEqual({ ok: false, message: "This checkout session is expired." });
    expect((await openPayments(user.id)).map((p) => p.id)).toEqual([pushed.payment.id]);
  });

  it("two tabs starting at the same moment leave one open payment and one open checkout", async () => {
    const { user, cookie } = await signedInUser();
    const templateId = await premiumTemplate();
    const started = await Promise.all([buyTemplate(cookie, templateId), buyTemplate(cookie, templateId), buyTemplate(cookie, templateId)]);
    // The first to make its payment goes ahead; the others are told, whichever order they arrive in.
    expect(started.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of started.filter((x) => x.status === 409)) expect(await r.json()).toEqual({ message: PAYMENT_UNDER_WAY });
    const open = await openPayments(user.id);
    expect(open).toHaveLength(1);
    const sessions = await Promise.all(
      (await db.select().from(payments).where(eq(payments.userId, user.id))).filter((p) => p.providerReference).map(async (p) => (await fetch(`${stripeUrl}/v1/checkout/sessions/${p.providerReference}`, { headers: { authorization: "Bearer sk_test_standin" } }).then((r) => r.json())) as { status: string }),
    );
    expect(sessions.filter((s) => s.status === "open")).toHaveLength(1);
  });
});

describe("the offline default", () => {
  const offline = { ...env, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", MPESA_CONSUMER_KEY: "", MPESA_CALLBACK_TOKEN: "" };
  const post = (path: string, body: unknown, cookie: string) =>
    worker.fetch(new Request(`http://localhost${path}`, { method: "POST", headers: { Origin: "http://localhost", "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify(body) }), offline);

  it("says card and M-Pesa payments are not configured, and records nothing", async () => {
    const { user, cookie } = await signedInUser();
    const card = await post("/api/payments", { method: "card", item: { kind: "plan", tier: "basic", period: "monthly" }, idempotencyKey: key() }, cookie);
    expect(card.status).toBe(503);
    expect(await card.json()).toEqual({ message: CARD_NOT_CONFIGURED });
    const mpesa = await post("/api/payments", { method: "mpesa", phone: "0712345678", item: { kind: "plan", tier: "basic", period: "monthly" }, idempotencyKey: key() }, cookie);
    expect(mpesa.status).toBe(503);
    expect(await mpesa.json()).toEqual({ message: MPESA_NOT_CONFIGURED });
    const callback = await post(MPESA_CALLBACK_PATH, {}, cookie);
    expect(callback.status).toBe(404);
    expect(await countOf(payments, user.id)).toBe(0);
    const overview = await worker.fetch(new Request("http://localhost/api/billing", { headers: { Cookie: cookie } }), offline);
    expect(await overview.json()).toMatchObject({ methods: { card: false, mpesa: false }, canManageCard: false });
  });
});

describe("following a payment", () => {
  it("shows a payment only to its owner", async () => {
    const owner = await signedInUser();
    const started = await buyPlan(owner.cookie, "basic", "monthly", "mpesa");
    const stranger = await signedInUser();
    const res = await call(`/api/payments/${started.payment.id}`, { cookie: stranger.cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: PAYMENT_NOT_FOUND });
    expect((await call(`/api/payments/${started.payment.id}`)).status).toBe(401);
  });
});
