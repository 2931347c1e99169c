// What a purchase is and the rules both sides share: what can be bought (a plan for a period, or a catalogue
// template), how, what it costs in each currency, and the words for each outcome. The server alone decides
// prices: a request names the item, never an amount.
import * as v from "valibot";
import { newId } from "./ids";
import { PHONE_PROBLEM } from "./phone";
import { plans, tiers, type BillingPeriod, type Tier } from "./plans";

export const paymentMethods = ["card", "mpesa"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paidTiers = tiers.filter((t) => t !== "free") as Exclude<Tier, "free">[];
export type PaidTier = (typeof paidTiers)[number];

/** Higher is more: what makes a change an upgrade or a downgrade. */
export function tierRank(tier: Tier): number {
  return tiers.indexOf(tier);
}

/** After a prepaid period ends, the plan stays this long before the account returns to Free. */
export const GRACE_DAYS = 3;
/** The owner is reminded this long before a prepaid period ends. */
export const REMINDER_DAYS = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Shillings per US dollar when the server sets none (MPESA_KES_PER_USD). */
export const DEFAULT_KES_PER_USD = 130;

/** A US-cent price in whole shillings, rounded up (M-Pesa takes whole shillings). */
export function kesAmount(usdCents: number, kesPerUsd: number): number {
  return Math.ceil((usdCents * kesPerUsd) / 100);
}

/** A plan's price for a period, in US cents, from the catalogue. */
export function planPriceCents(tier: Tier, period: BillingPeriod): number {
  return period === "monthly" ? plans[tier].monthlyCents : plans[tier].yearlyCents;
}

/** "$15.00", "KES 1,950": an amount in its currency's minor unit, as a receipt shows it. */
export function formatMoney(minorUnits: number, currency: string): string {
  if (currency.toLowerCase() === "kes") return `KES ${(minorUnits / 100).toLocaleString("en-US", { maximumFractionDigits: 0 })}`;
  return `$${(minorUnits / 100).toFixed(2)}`;
}

/** "24 December 2026", as messages and receipts say a day (in UTC, the server's calendar). */
export function longDate(d: Date | string): string {
  return new Date(d).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

export const periodWords: Record<BillingPeriod, string> = { monthly: "one month", yearly: "one year" };

const idempotencyKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, "Please try again."));

export const purchaseItemSchema = v.variant("kind", [
  v.strictObject({
    kind: v.literal("plan"),
    tier: v.picklist(paidTiers, "Please choose a paid plan."),
    period: v.picklist(["monthly", "yearly"], "Please choose monthly or yearly billing."),
  }),
  v.strictObject({
    kind: v.literal("template"),
    templateId: v.pipe(v.string(), v.regex(/^tpl_[0-9a-z]{16}$/, "Template not found")),
  }),
]);
export type PurchaseItem = v.InferOutput<typeof purchaseItemSchema>;

const methodFields = {
  card: { method: v.literal("card"), idempotencyKey },
  mpesa: { method: v.literal("mpesa"), idempotencyKey, phone: v.pipe(v.string(PHONE_PROBLEM), v.maxLength(32, PHONE_PROBLEM)) },
};

/**
 * How to pay: the method, and a key the client makes per attempt so that a retried request (a double click, a
 * flaky network) starts one payment, not two. M-Pesa also needs the payer's phone.
 */
export const paymentChoiceSchema = v.variant("method", [v.strictObject(methodFields.card), v.strictObject(methodFields.mpesa)]);
export type PaymentChoice = v.InferOutput<typeof paymentChoiceSchema>;

/** One purchase request: how to pay, and the item. */
export const purchaseSchema = v.variant("method", [
  v.strictObject({ ...methodFields.card, item: purchaseItemSchema }),
  v.strictObject({ ...methodFields.mpesa, item: purchaseItemSchema }),
]);
export type Purchase = v.InferOutput<typeof purchaseSchema>;

export const planChangeSchema = v.strictObject({
  tier: v.picklist(paidTiers, "Please choose a paid plan."),
  period: v.picklist(["monthly", "yearly"], "Please choose monthly or yearly billing."),
});

/** "Premium plan, one month" / "Template: Harbor Shop". */
export function describePurchase(purpose: "subscription" | "template", plan: Tier | null, period: BillingPeriod | null, templateName?: string | null): string {
  if (purpose === "template") return `Template: ${templateName ?? "removed template"}`;
  return `${plan ? plans[plan].name : "Plan"} plan, ${period ? periodWords[period] : "one period"}`;
}

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server. An administrator can change your plan.";
export const CARD_NOT_CONFIGURED = "Card payments are not configured on this server.";
export const MPESA_NOT_CONFIGURED = "M-Pesa payments are not configured on this server.";
/** The payment service answered, and refused the request (a plan change its state does not allow, say). */
export const PROVIDER_REFUSED = "The payment service refused this change. Nothing was charged. Please refresh the page and try again, or contact us if it keeps happening.";
export const PROVIDER_DOWN = "The payment service is not answering right now. Nothing was charged. Please try again in a minute.";
export const PAYMENT_NOT_FOUND = "Payment not found";
export const ALREADY_ON_CARD = "You pay for your plan by card. Change it here on Billing instead of buying another.";
export const NO_CARD_PLAN = "You have no card subscription to change.";
export const TEMPLATE_OWNED = "You already own this template.";
/** Another payment for the same thing is going through (two tabs, or card and M-Pesa at once): nothing new is charged. */
export const PAYMENT_UNDER_WAY = "A payment for this is already going through. Nothing new was charged. Check your Billing page in a minute.";
export const MPESA_PROMPT_WAITING = "An M-Pesa prompt for this is still waiting on your phone. Answer it, or try again in two minutes.";

/** An administrator's grant lasts until it is taken back. */
const FOREVER = new Date(Date.UTC(9999, 11, 31, 23, 59, 59));

/**
 * The one subscriptions row that holds an administrator's grant of `tier` to a user: the admin's way to change a
 * plan without a payment, and how the development seed gives its paid accounts their plans.
 */
export function adminGrant(userId: string, tier: PaidTier, now = new Date()) {
  return {
    id: newId("subscription"),
    userId,
    provider: "admin" as const,
    providerSubscriptionId: `admin:${userId}`,
    tier,
    period: "monthly" as const,
    status: "active" as const,
    currentPeriodStart: now,
    currentPeriodEnd: FOREVER,
  };
}
