// Calls from payment providers, not browsers (so outside the CSRF guard): Stripe's signed events and Daraja's
// M-Pesa callbacks. Neither is trusted for what it says. A Stripe event must carry a valid signature (and is
// applied once, by its id); it then only prompts a look at Stripe's own API. A Daraja callback must come to the
// secret path; it then only prompts an STK query, whose answer alone settles the payment.
import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type Stripe from "stripe";
import * as v from "valibot";
import { payments } from "../../schema/tables";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { confirmCheckout, recordInvoice, refreshSubscription } from "../payments/card";
import { checkPayment, mpesaConfigured } from "../payments/mpesa";
import { applyOnce, settleFailed, type EventKey } from "../payments/settle";
import { stripeClient, stripeConfigured, verifiedEvent } from "../payments/stripe";

/** Compares two secrets in time that does not depend on where they differ. */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const digest = async (s: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)));
  const [x, y] = await Promise.all([digest(a), digest(b)]);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

async function handleStripeEvent(db: AppEnv["Variables"]["db"], stripe: Stripe, event: Stripe.Event): Promise<void> {
  const key: EventKey = { provider: "card", eventId: event.id };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed": {
      const outcome = await confirmCheckout(db, stripe, event.data.object.id, { event: key });
      // A session that is not one of ours (or not finished) still counts as seen.
      if (!outcome || outcome.state !== "paid") await applyOnce(db, key, []);
      if (event.type === "checkout.session.async_payment_failed" && outcome) await settleFailed(db, outcome.payment.id, "The payment did not go through.", event.id);
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return refreshSubscription(db, stripe, event.data.object.id, key);
    case "invoice.paid":
    case "invoice.payment_failed":
      return recordInvoice(db, stripe, event.data.object, event.type === "invoice.paid", key);
    default:
      await applyOnce(db, key, []);
  }
}

const mpesaCallbackSchema = v.object({
  Body: v.object({
    stkCallback: v.object({
      CheckoutRequestID: v.pipe(v.string(), v.maxLength(100)),
      ResultCode: v.optional(v.union([v.number(), v.string()])),
      CallbackMetadata: v.optional(v.object({ Item: v.array(v.object({ Name: v.string(), Value: v.optional(v.unknown()) })) })),
    }),
  }),
});

/** What Daraja expects back, whatever we made of the callback. */
const ACCEPTED = { ResultCode: 0, ResultDesc: "Accepted" };

export const webhooks = new Hono<AppEnv>()
  .post("/stripe", async (c) => {
    if (!stripeConfigured(c.env)) throw apiError(404, "Not found");
    const stripe = await stripeClient(c.env);
    // The signature covers the exact bytes sent, so the body is read raw, never parsed first.
    const event = await verifiedEvent(c.env, stripe, await c.req.text(), c.req.header("Stripe-Signature"));
    if (!event) throw apiError(400, "The signature of this event is not valid.");
    await handleStripeEvent(c.var.db, stripe, event);
    return c.json({ received: true }, 200);
  })
  .post("/mpesa/:token", async (c) => {
    // A wrong token looks exactly like a path that does not exist.
    if (!mpesaConfigured(c.env) || !(await sameSecret(c.req.param("token"), c.env.MPESA_CALLBACK_TOKEN ?? ""))) throw apiError(404, "Not found");
    const parsed = v.safeParse(mpesaCallbackSchema, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(ACCEPTED, 200);
    const callback = parsed.output.Body.stkCallback;
    const [payment] = await c.var.db.select().from(payments).where(and(eq(payments.provider, "mpesa"), eq(payments.providerReference, callback.CheckoutRequestID)));
    if (!payment) return c.json(ACCEPTED, 200);
    const receipt = callback.CallbackMetadata?.Item.find((i) => i.Name === "MpesaReceiptNumber")?.Value;
    const receiptNumber = typeof receipt === "string" && /^[A-Z0-9]{6,20}$/.test(receipt) ? receipt : null;
    if (payment.status === "successful") {
      // Settled earlier by a query: keep the receipt number only Daraja's callback carries.
      if (receiptNumber) await c.var.db.update(payments).set({ receiptNumber }).where(and(eq(payments.id, payment.id), isNull(payments.receiptNumber)));
      return c.json(ACCEPTED, 200);
    }
    await checkPayment(c.var.db, c.env, payment, { receiptNumber });
    return c.json(ACCEPTED, 200);
  });
