// Settling payments: the one place where anything is granted. A payment moves from pending to successful once,
// in one batch with what it bought (a card subscription, a prepaid M-Pesa period, a template), the user's tier and
// the provider event that proved it, so a duplicate, a replay or a race grants nothing twice. Batches, not
// interactive transactions: the database's write lock is never held across a round trip (an HTTP request to
// Turso), so a request cut off half way cannot leave it locked. What a batch was built on is checked by its guards
// as it runs; a batch a guard stops changes nothing, and is built again from what is there now.
import { and, eq, inArray, sql } from "drizzle-orm";
import { newId } from "../../schema/ids";
import { DAY_MS, formatMoney, planPriceCents, tierRank } from "../../schema/payments";
import { plans, type BillingPeriod } from "../../schema/plans";
import { emailOutbox, payments, subscriptions, templatePurchases, users, webhookEvents, type NewSubscription, type Payment, type PaymentProvider } from "../../schema/tables";
import { guard, runBatch, type Db, type Statement } from "../db";
import { outboxRow } from "../edge/outbox";
import { getSettings } from "../settings";
import { GRACE_MS, tierStatements } from "./tier";

/** A provider event already applied changes nothing the second time. */
export interface EventKey {
  provider: PaymentProvider;
  eventId: string;
}

/**
 * Runs `statements` in one batch with the record of `event` (when there is one): when the event was seen before,
 * the batch stops and nothing changes; the answer says whether it ran.
 */
export async function applyOnce(db: Db, event: EventKey | null, statements: readonly Statement[]): Promise<boolean> {
  const recorded = event ? [db.insert(webhookEvents).values(event).onConflictDoNothing(), guard(db, sql`changes() = 1`)] : [];
  return runBatch(db, [...recorded, ...statements]);
}

export type CardSource = Omit<NewSubscription, "id" | "userId">;

/** Writes a card subscription as the provider describes it now (the latest state wins, whatever came before). */
export function cardSourceStatement(db: Db, userId: string, source: CardSource, now = new Date()): Statement {
  // A change waiting on a schedule lives as long as the schedule does.
  const scheduled = source.scheduleId ? {} : { scheduledTier: null, scheduledPeriod: null };
  return db
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
export async function prepaidPeriod(db: Db, payment: Payment, now: Date): Promise<Statement[]> {
  if (!payment.plan || payment.plan === "free" || !payment.period) return [];
  const key = `mpesa:${payment.userId}`;
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, key));
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
  // The period was worked out from the source as read: the batch goes ahead only while it is still so.
  const state = (s: typeof current) => (s ? `${s.tier}:${s.status}:${s.currentPeriodStart.getTime()}:${s.currentPeriodEnd.getTime()}:${s.updatedAt.getTime()}` : null);
  const now_ = sql`(select tier || ':' || status || ':' || current_period_start || ':' || current_period_end || ':' || updated_at from ${subscriptions} where ${subscriptions.providerSubscriptionId} = ${key})`;
  return [
    guard(db, sql`${now_} is ${state(current)}`),
    db
      .insert(subscriptions)
      .values({ id: newId("subscription"), userId: payment.userId, provider: "mpesa", providerSubscriptionId: key, ...values })
      .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values }),
  ];
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
 * Marks a payment successful and grants what it bought, once, with the event that proved it: a payment already
 * successful (or an event seen before) changes nothing and answers null. A payment marked failed can still succeed
 * (a provider's late word that money moved wins).
 */
export async function settlePaid(db: Db, paymentId: string, evidence: PaidEvidence, event: EventKey | null, now = new Date()): Promise<Payment | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || payment.status === "successful") {
      await applyOnce(db, event, []);
      return null;
    }
    const paid: Payment = {
      ...payment,
      status: "successful",
      failureReason: null,
      paidAt: now,
      eventId: evidence.eventId,
      receiptNumber: evidence.receiptNumber ?? null,
      ...(evidence.charged && { amountCents: evidence.charged.amount, currency: evidence.charged.currency }),
      updatedAt: now,
    };
    const statements: Statement[] = [
      db
        .update(payments)
        .set({ status: paid.status, failureReason: null, paidAt: now, eventId: paid.eventId, receiptNumber: paid.receiptNumber, amountCents: paid.amountCents, currency: paid.currency, updatedAt: now })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, ["pending", "failed"]))),
      // Still pending or failed as the batch reaches it: settled once, whoever else is settling it.
      guard(db, sql`changes() = 1`),
    ];
    if (payment.purpose === "template" && payment.templateId) {
      statements.push(db.insert(templatePurchases).values({ id: newId("purchase"), userId: payment.userId, templateId: payment.templateId, paymentId: payment.id, priceCents: payment.usdCents }).onConflictDoNothing());
    }
    if (payment.purpose === "subscription") {
      if (payment.provider === "mpesa") statements.push(...(await prepaidPeriod(db, payment, now)));
      if (payment.provider === "card" && evidence.cardSource) statements.push(cardSourceStatement(db, payment.userId, evidence.cardSource, now));
    }
    statements.push(...tierStatements(db, payment.userId, now), ...(await paymentEmail(db, paid)));
    if (await applyOnce(db, event, statements)) return paid;
    // Stopped: the event was seen, the payment settled meanwhile, or the M-Pesa period moved under us. Look again.
    if (event && (await db.select({ id: webhookEvents.provider }).from(webhookEvents).where(and(eq(webhookEvents.provider, event.provider), eq(webhookEvents.eventId, event.eventId)))).length) return null;
  }
  throw new Error(`payment ${paymentId}: could not settle after five tries`);
}

/**
 * With the administrator's payment emails on, the payer's receipt notice is written to the outbox in the same
 * batch as the payment (so it is never lost and never sent for a payment that was not settled); the schedule
 * delivers it when an email service is configured.
 */
async function paymentEmail(db: Db, payment: Payment): Promise<Statement[]> {
  if (!(await getSettings(db)).paymentEmailNotifications) return [];
  const [payer] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, payment.userId));
  if (!payer) return [];
  const what = payment.purpose === "template" ? "a template" : `the ${payment.plan ? plans[payment.plan].name : ""} plan (${payment.period === "yearly" ? "one year" : "one month"})`;
  const amount = formatMoney(payment.amountCents, payment.currency);
  return [
    db.insert(emailOutbox).values(
      outboxRow({
        userId: payment.userId,
        to: payer.email,
        kind: "payment-received",
        subject: `Payment received: ${amount}`,
        body: `Hello ${payer.firstName},\n\nThank you: we received ${amount} for ${what}${payment.receiptNumber ? ` (receipt ${payment.receiptNumber})` : ""}.\nYour receipt is on your Billing page.\n\nSitewright`,
      }),
    ),
  ];
}

/** Marks a pending payment failed with the reason in the payer's words; anything else is left as it is. */
export async function settleFailed(db: Db, paymentId: string, reason: string, eventId: string | null, now = new Date()): Promise<Payment | null> {
  const [payment] = await db
    .update(payments)
    .set({ status: "failed", failureReason: reason, eventId, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning();
  return payment ?? null;
}
