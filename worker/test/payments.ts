// Helpers for the payments tests: buying through the API as the SPA does, and playing the providers' part through
// their stand-ins (paying on Stripe's page and delivering its signed events; answering the M-Pesa prompt and
// posting Daraja's callback).
import { eq } from "drizzle-orm";
import { expect, inject } from "vitest";
import { payments, subscriptions } from "../../schema/tables";
import { call } from "./client";
import { db } from "./factories";

export const stripeUrl = inject("stripeUrl");
export const darajaUrl = inject("darajaUrl");
export const MPESA_CALLBACK_PATH = "/api/webhooks/mpesa/test-callback-token";

export function key(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

async function control<T = unknown>(base: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
  expect(res.status, `${path} answered ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

export const stripeControl = <T = unknown>(path: string, body?: unknown) => control<T>(stripeUrl, path, body);
export const darajaControl = <T = unknown>(path: string, body?: unknown) => control<T>(darajaUrl, path, body);

export interface StripeEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
  data: { object: Record<string, unknown> };
}

/** Every event the stand-in made for this customer, oldest first. */
export function stripeEvents(customer: string): Promise<StripeEvent[]> {
  return stripeControl<StripeEvent[]>(`/__events?customer=${encodeURIComponent(customer)}`);
}

/** Posts a signed event to the webhook exactly as Stripe would. */
export function deliver(event: Pick<StripeEvent, "payload" | "signature">): Promise<Response> {
  return call("/api/webhooks/stripe", { method: "POST", rawBody: event.payload, headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature } });
}

/** Delivers every event of the customer not delivered yet (by id), in order; each must be accepted. */
export async function deliverAll(customer: string, delivered = new Set<string>()): Promise<StripeEvent[]> {
  const fresh = (await stripeEvents(customer)).filter((e) => !delivered.has(e.id));
  for (const event of fresh) {
    const res = await deliver(event);
    expect(res.status, `${event.type} answered ${res.status}: ${await res.clone().text()}`).toBe(200);
    delivered.add(event.id);
  }
  return fresh;
}

export interface PaymentView {
  id: string;
  status: string;
  method: string;
  description: string;
  amount: number;
  currency: string;
  usdCents: number;
  phone: string | null;
  receiptNumber: string | null;
  failureReason: string | null;
}

/** POST /api/payments for a plan; answers the response and its body. */
export async function buyPlan(cookie: string, tier: string, period: string, method: "card" | "mpesa" = "card", phone = "0712 345 678", idempotencyKey = key()) {
  const body = method === "card" ? { method, item: { kind: "plan", tier, period }, idempotencyKey } : { method, item: { kind: "plan", tier, period }, idempotencyKey, phone };
  const res = await call("/api/payments", { body, cookie });
  const json = (await res.clone().json()) as { payment: PaymentView; redirectUrl: string | null; message?: string };
  return { res, ...json };
}

/** The Checkout session id in Stripe's page address. */
export function sessionOf(redirectUrl: string | null): string {
  const match = /\/pay\/([^/?]+)$/.exec(redirectUrl ?? "");
  if (!match) throw new Error(`not a stand-in checkout page: ${redirectUrl}`);
  return match[1]!;
}

/** Buys a plan by card and pays on Stripe's page, delivering the events: the user is then on that plan. */
export async function subscribeByCard(cookie: string, tier: string, period = "monthly") {
  const started = await buyPlan(cookie, tier, period);
  expect(started.res.status).toBe(201);
  const session = sessionOf(started.redirectUrl);
  expect(await stripeControl("/__pay", { session })).toMatchObject({ ok: true });
  const [row] = await db.select().from(payments).where(eq(payments.id, started.payment.id));
  const customer = await customerOf(row!.userId);
  await deliverAll(customer);
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, row!.userId));
  return { paymentId: started.payment.id, session, customer, subscriptionId: sub!.providerSubscriptionId! };
}

export async function customerOf(userId: string): Promise<string> {
  const { users } = await import("../../schema/tables");
  const [user] = await db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  if (!user?.customer) throw new Error("no Stripe customer yet");
  return user.customer;
}

/** The CheckoutRequestID Daraja gave a payment. */
export async function checkoutRequestOf(paymentId: string): Promise<string> {
  const [row] = await db.select({ ref: payments.providerReference }).from(payments).where(eq(payments.id, paymentId));
  if (!row?.ref) throw new Error("the payment has no CheckoutRequestID");
  return row.ref;
}

/** The payer answers the prompt on their phone (0 pays); no callback is sent. */
export function answerPrompt(checkoutRequestId: string, code: number) {
  return darajaControl("/__result", { id: checkoutRequestId, code });
}

/** Posts Daraja's callback for an answered prompt to the app's secret path. */
export async function postCallback(checkoutRequestId: string, path = MPESA_CALLBACK_PATH): Promise<Response> {
  const body = await darajaControl(`/__callback?id=${encodeURIComponent(checkoutRequestId)}`);
  return call(path, { body });
}

export async function paymentStatus(cookie: string, id: string): Promise<PaymentView> {
  const res = await call(`/api/payments/${id}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as PaymentView;
}

export async function tierOf(cookie: string): Promise<string> {
  const res = await call("/api/auth/user", { cookie });
  return ((await res.json()) as { subscriptionTier: string }).subscriptionTier;
}
