// Settling payments: the one place where anything is granted. A payment moves from pending to successful once,
// in one transaction with what it bought (a card subscription, a prepaid M-Pesa period, a template) and the
// user's tier, and with the provider event that proved it, so a duplicate, a replay or a race grants nothing twice.
import { and, eq, inArray } from "drizzle-orm";
import { newId } from "../../schema/ids";
import { DAY_MS, formatMoney, planPriceCents, tierRank } from "../../schema/payments";
import { plans, type BillingPeriod } from "../../schema/plans";
import { emailOutbox, payments, subscriptions, templatePurchases, users, webhookEvents, type NewSubscription, type Payment, type PaymentProvider } from "../../schema/tables";
import type { Db } from "../db";
import { outboxRow } from "../email";
import { getSettings } from "../settings";
import { GRACE_MS, syncTier, type Writer } from "./tier";

/** A provider event already applied changes nothing the second time. */
export interface EventKey {
  provider: PaymentProvider;
  eventId: string;
}

/**
 * Runs `apply` in one write transaction with the record of `event` (when there is one): when the event was seen
 * before, nothing runs and the answer is `{ applied: false }`.
 */
export async function applyOnce<T>(db: Db, event: EventKey | null, apply: (tx: Writer) => Promise<T>): Promise<{ applied: true; value: T } | { applied: false }> {
  return db.transaction(async (tx) => {
    if (event) {
      const recorded = await tx.insert(webhookEvents).values(event).onConflictDoNothing().returning();
      if (recorded.length === 0) return { applied: false as const };
    }
    return { applied: true as const, value: await apply(tx) };
  });
}

export type CardSource = Omit<NewSubscription, "id" | "userId">;

/** Writes a card subscription as the provider describes it now (the latest state wins, whatever came before). */
export async function saveCardSource(tx: Writer, userId: string, source: CardSource, now = new Date()): Promise<void> {
  // A change waiting on a schedule lives as long as the schedule does.
  const scheduled = source.scheduleId ? {} : { scheduledTier: null, scheduledPeriod: null };
  await tx
    .insert(subscriptions)
    .values({ id: newId("subscription"), userId, ...source })
    .onConflictDoUpdate({
      target: subscriptions.providerSubscriptionId,
      set: { ...source, ...scheduled, updatedAt: now },
      // Never move a subscription between users, whatever an event claims.
      setWhere: eq(subscriptions.userId, userId),
    });
}

/** One calendar month or year after `from`, kept to the month's last day (31 January + 1 month = 28 February). */
export function addPeriod(from: Date, period: BillingPeriod): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  if (period === "yearly") d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** What a plan costs per millisecond, for turning time on one plan into time on another. */
function centsPerMs(tier: Parameters<typeof planPriceCents>[0], period: BillingPeriod): number {
  return planPriceCents(tier, period) / ((period === "monthly" ? 30 : 365) * DAY_MS);
}

/**
 * A prepaid M-Pesa period: the user's one M-Pesa source is extended or replaced. The same plan adds its period
 * after the current end (grace days included, so renewing late keeps the cycle); a higher plan starts now, with
 * the time left on the lower one turned into time on the new one at their prices; a lower plan while a higher one
 * is paid (the API refuses it, so only a race gets here) becomes more time on the higher one. Nothing paid is lost.
 */
export async function addPrepaidPeriod(tx: Writer, payment: Payment, now: Date): Promise<void> {
  if (!payment.plan || payment.plan === "free" || !payment.period) return;
  const key = `mpesa:${payment.userId}`;
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, key));
  const live = current && current.status === "active" && current.currentPeriodEnd.getTime() + GRACE_MS > now.getTime() ? current : null;
  let next: Pick<NewSubscription, "tier" | "period" | "currentPeriodStart" | "currentPeriodEnd">;
  if (!live) {
    next = { tier: payment.plan, period: payment.period, currentPeriodStart: now, currentPeriodEnd: addPeriod(now, payment.period) };
  } else if (live.tier === payment.plan) {
    next = { tier: live.tier, period: payment.period, currentPeriodStart: live.currentPeriodStart, currentPeriodEnd: addPeriod(live.currentPeriodEnd, payment.period) };
  } else if (tierRank(payment.plan) > tierRank(live.tier)) {
    const leftMs = Math.max(0, live.currentPeriodEnd.getTime() - now.getTime());
    const creditMs = Math.floor((leftMs * centsPerMs(live.tier, live.period)) / centsPerMs(payment.plan, payment.period));
    next = { tier: payment.plan, period: payment.period, currentPeriodStart: now, currentPeriodEnd: new Date(addPeriod(now, payment.period).getTime() + creditMs) };
  } else {
    const boughtMs = addPeriod(now, payment.period).getTime() - now.getTime();
    const extraMs = Math.floor((boughtMs * centsPerMs(payment.plan, payment.period)) / centsPerMs(live.tier, live.period));
    const from = Math.max(live.currentPeriodEnd.getTime(), now.getTime());
    next = { tier: live.tier, period: live.period, currentPeriodStart: live.currentPeriodStart, currentPeriodEnd: new Date(from + extraMs) };
  }
  const values = { ...next, status: "active" as const, cancelAtPeriodEnd: false, remindedAt: null, updatedAt: now };
  await tx
    .insert(subscriptions)
    .values({ id: newId("subscription"), userId: payment.userId, provider: "mpesa", providerSubscriptionId: key, ...values })
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values });
}

export interface PaidEvidence {
  /** The verified provider event (or M-Pesa request) that settled it. */
  eventId: string | null;
  receiptNumber?: string | null;
  /** What the provider says it charged, when it says (Stripe's total). */
  charged?: { amount: number; currency: string } | null;
  /** For a card plan: the subscription it started, as the provider describes it. */
  cardSource?: CardSource | null;
}

/**
 * Marks a payment successful and grants what it bought, once: a payment already successful changes nothing and
 * answers null. A payment marked failed can still succeed (a provider's late word that money moved wins).
 */
export async function settlePaid(tx: Writer, paymentId: string, evidence: PaidEvidence, now = new Date()): Promise<Payment | null> {
  const [payment] = await tx
    .update(payments)
    .set({
      status: "successful",
      failureReason: null,
      paidAt: now,
      eventId: evidence.eventId,
      receiptNumber: evidence.receiptNumber ?? null,
      ...(evidence.charged && { amountCents: evidence.charged.amount, currency: evidence.charged.currency }),
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ["pending", "failed"])))
    .returning();
  if (!payment) return null;
  if (payment.purpose === "template" && payment.templateId) {
    await tx
      .insert(templatePurchases)
      .values({ id: newId("purchase"), userId: payment.userId, templateId: payment.templateId, paymentId: payment.id, priceCents: payment.usdCents })
      .onConflictDoNothing();
  }
  if (payment.purpose === "subscription") {
    if (payment.provider === "mpesa") await addPrepaidPeriod(tx, payment, now);
    if (payment.provider === "card" && evidence.cardSource) await saveCardSource(tx, payment.userId, evidence.cardSource, now);
  }
  await syncTier(tx, payment.userId, now);
  await paymentEmail(tx, payment);
  return payment;
}

/**
 * With the administrator's payment emails on, the payer's receipt notice is written to the outbox in the same
 * transaction as the payment (so it is never lost and never sent for a payment that was rolled back); the schedule
 * delivers it when an email service is configured.
 */
async function paymentEmail(tx: Writer, payment: Payment): Promise<void> {
  if (!(await getSettings(tx as Db)).paymentEmailNotifications) return;
  const [payer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, payment.userId));
  if (!payer) return;
  const what = payment.purpose === "template" ? "a template" : `the ${payment.plan ? plans[payment.plan].name : ""} plan (${payment.period === "yearly" ? "one year" : "one month"})`;
  const amount = formatMoney(payment.amountCents, payment.currency);
  await tx.insert(emailOutbox).values(
    outboxRow({
      userId: payment.userId,
      to: payer.email,
      kind: "payment-received",
      subject: `Payment received: ${amount}`,
      body: `Hello ${payer.firstName},\n\nThank you: we received ${amount} for ${what}${payment.receiptNumber ? ` (receipt ${payment.receiptNumber})` : ""}.\nYour receipt is on your Billing page.\n\nSitewright`,
    }),
  );
}

/** Marks a pending payment failed with the reason in the payer's words; anything else is left as it is. */
export async function settleFailed(tx: Writer, paymentId: string, reason: string, eventId: string | null, now = new Date()): Promise<Payment | null> {
  const [payment] = await tx
    .update(payments)
    .set({ status: "failed", failureReason: reason, eventId, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning();
  return payment ?? null;
}
