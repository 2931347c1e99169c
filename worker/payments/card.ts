// Card payments through Stripe: a customer per user, Checkout for a purchase, confirming a finished Checkout, and
// keeping card subscriptions in step with Stripe. An event is only a reason to look: the state applied is always
// read back from Stripe's API, so events that arrive late, twice or out of order settle on Stripe's latest word.
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { newId } from "../../schema/ids";
import { planPriceCents } from "../../schema/payments";
import { payments, users, type Payment, type User } from "../../schema/tables";
import type { Db, Statement } from "../db";
import { applyOnce, cardSourceStatement, settleFailed, settlePaid, type EventKey } from "./settle";
import { customerId, planOfPrice, stripeCall, StripeMissing, subscriptionSource } from "./stripe";
import { tierStatements } from "./tier";

/** The user's Stripe customer, made on their first card payment (one, however many first payments race). */
export async function ensureCustomer(db: Db, stripe: Stripe, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripeCall("customer", () =>
    stripe.customers.create({ email: user.email, name: `${user.firstName} ${user.lastName}`, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` }),
  );
  await db.update(users).set({ stripeCustomerId: customer.id }).where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, user.id));
  return row?.id ?? customer.id;
}

export async function userOfCustomer(db: Db, customer: string | null): Promise<string | null> {
  if (!customer) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customer));
  return row?.id ?? null;
}

export interface CheckoutLine {
  /** A plan's recurring price, or a one-off line (a template) at the server's price. */
  price?: string;
  name?: string;
}

/** Opens Stripe Checkout for a pending payment; answers Stripe's page for the payer. */
export async function openCheckout(stripe: Stripe, payment: Payment, customer: string, line: CheckoutLine, urls: { success: string; cancel: string }): Promise<Stripe.Checkout.Session> {
  const subscription = payment.purpose === "subscription";
  return stripeCall("checkout", () =>
    stripe.checkout.sessions.create(
      {
        mode: subscription ? "subscription" : "payment",
        customer,
        client_reference_id: payment.userId,
        line_items: [
          line.price
            ? { price: line.price, quantity: 1 }
            : { price_data: { currency: "usd", unit_amount: payment.usdCents, product_data: { name: line.name ?? "Purchase" } }, quantity: 1 },
        ],
        metadata: { paymentId: payment.id },
        ...(subscription ? { subscription_data: { metadata: { userId: payment.userId } } } : { payment_intent_data: { metadata: { paymentId: payment.id } } }),
        success_url: urls.success,
        cancel_url: urls.cancel,
      },
      // The payment's id: a retry of this call opens the same page, never a second one.
      { idempotencyKey: payment.id },
    ),
  );
}

export type CheckoutOutcome = { payment: Payment; state: "paid" | "failed" | "pending" };

/**
 * Looks at a Checkout session on Stripe and settles its payment: from a webhook (`event` set) or from the payer's
 * return to the app (`userId` set, so that someone else's session id answers null and grants nothing).
 */
export async function confirmCheckout(db: Db, stripe: Stripe, sessionId: string, options: { event?: EventKey; userId?: string }): Promise<CheckoutOutcome | null> {
  const [payment] = await db.select().from(payments).where(and(eq(payments.provider, "card"), eq(payments.providerReference, sessionId)));
  if (!payment || (options.userId !== undefined && payment.userId !== options.userId)) return null;
  const session = await stripeCall("checkout lookup", () => stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription", "invoice"] }));
  // The session must be the one this payment opened, for this payment's customer.
  const [owner] = await db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, payment.userId));
  if (session.metadata?.paymentId !== payment.id || customerId(session.customer) !== owner?.customer) {
    console.error(`Stripe checkout ${sessionId} does not match payment ${payment.id}; nothing granted`);
    return null;
  }
  if (session.status === "complete" && (session.payment_status === "paid" || session.payment_status === "no_payment_required")) {
    const sub = session.subscription && typeof session.subscription !== "string" ? session.subscription : null;
    const invoice = session.invoice && typeof session.invoice !== "string" ? session.invoice : null;
    const cardSource = sub ? subscriptionSource(sub) : null;
    if (payment.purpose === "subscription" && !cardSource) console.error(`Stripe checkout ${sessionId}: its subscription's price is not one of ours; no plan granted`);
    const settled = await settlePaid(
      db,
      payment.id,
      {
        eventId: options.event?.eventId ?? null,
        receiptNumber: invoice?.number ?? null,
        charged: session.amount_total !== null ? { amount: session.amount_total, currency: session.currency ?? "usd" } : null,
        cardSource,
      },
      options.event ?? null,
    );
    return { payment: settled ?? (await reread(db, payment.id)), state: "paid" };
  }
  if (session.status === "expired") {
    const failed = await settleFailed(db, payment.id, "The checkout was not completed.", options.event?.eventId ?? null);
    return { payment: failed ?? (await reread(db, payment.id)), state: "failed" };
  }
  return { payment, state: "pending" };
}

async function reread(db: Db, id: string): Promise<Payment> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** Reads a subscription from Stripe and stores what it says now (with the event that prompted it, once). */
export async function refreshSubscription(db: Db, stripe: Stripe, subscriptionId: string, event: EventKey | null): Promise<void> {
  const sub = await lookUpSubscription(stripe, subscriptionId);
  if (!sub) {
    await applyOnce(db, event, []);
    return;
  }
  const userId = await userOfCustomer(db, customerId(sub.customer));
  const source = subscriptionSource(sub);
  if (!userId || !source) {
    await applyOnce(db, event, []);
    return;
  }
  await applyOnce(db, event, [cardSourceStatement(db, userId, source), ...tierStatements(db, userId)]);
}

/** The subscription as Stripe has it now, or null when Stripe has no such subscription. */
async function lookUpSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await stripeCall("subscription lookup", () => stripe.subscriptions.retrieve(id));
  } catch (err) {
    if (err instanceof StripeMissing) return null;
    throw err;
  }
}

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  if (!sub) return null;
  return typeof sub === "string" ? sub : sub.id;
}

/**
 * A subscription's invoice was paid or failed: a renewal or an upgrade's proration becomes a payment row of its
 * own (the first invoice is the Checkout's payment, already recorded), and the subscription is read again.
 */
export async function recordInvoice(db: Db, stripe: Stripe, invoice: Stripe.Invoice, paid: boolean, event: EventKey): Promise<void> {
  const subscriptionId = invoiceSubscription(invoice);
  if (!subscriptionId || !invoice.id) {
    await applyOnce(db, event, []);
    return;
  }
  const sub = await lookUpSubscription(stripe, subscriptionId);
  const userId = sub ? await userOfCustomer(db, customerId(sub.customer)) : null;
  const source = sub ? subscriptionSource(sub) : null;
  if (!sub || !userId || !source) {
    await applyOnce(db, event, []);
    return;
  }
  const plan = planOfPrice(sub.items.data[0]?.price);
  const now = new Date();
  const statements: Statement[] = [];
  if (invoice.billing_reason !== "subscription_create") {
    const row = {
      status: paid ? ("successful" as const) : ("failed" as const),
      amountCents: paid ? invoice.amount_paid : invoice.amount_due,
      receiptNumber: invoice.number ?? null,
      eventId: event.eventId,
      failureReason: paid ? null : "The card payment was declined.",
      paidAt: paid ? now : null,
      updatedAt: now,
    };
    statements.push(
      db
      .insert(payments)
      .values({
        id: newId("payment"),
        userId,
        provider: "card",
        providerReference: invoice.id!,
        currency: invoice.currency,
        usdCents: plan ? (invoice.billing_reason === "subscription_cycle" ? planPriceCents(plan.tier, plan.period) : invoice.amount_due) : invoice.amount_due,
        purpose: "subscription",
        plan: plan?.tier ?? null,
        period: plan?.period ?? null,
        idempotencyKey: `invoice-${invoice.id}`,
        ...row,
      })
      // A failed invoice that is paid on a later try becomes successful; a paid one never turns failed.
      .onConflictDoUpdate({ target: [payments.provider, payments.providerReference], set: row, setWhere: paid ? undefined : eq(payments.status, "failed") }),
    );
  }
  statements.push(cardSourceStatement(db, userId, source, now), ...tierStatements(db, userId, now));
  await applyOnce(db, event, statements);
}
