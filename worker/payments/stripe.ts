// Stripe, through the `stripe` package with the fetch client (loaded only by the routes that take payments, so
// the rest of the Worker never pays for it): the client, the plan prices, and how a Stripe subscription reads as
// one of our plan sources. STRIPE_API_URL points it at a loopback stand-in in tests.
import type Stripe from "stripe";
import * as v from "valibot";
import { CARD_NOT_CONFIGURED, PROVIDER_DOWN, PROVIDER_REFUSED, paidTiers, planPriceCents, type PaidTier } from "../../schema/payments";
import { billingPeriods, plans, type BillingPeriod } from "../../schema/plans";
import type { NewSubscription, SubscriptionStatus } from "../../schema/tables";
import { HTTPException } from "hono/http-exception";
import { apiError } from "../errors";

export type StripeSettings = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">;

export function stripeConfigured(env: StripeSettings): env is StripeSettings & { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string } {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

/**
 * Stripe answers within this long, or the payer is told to try again. No automatic retry: a person is waiting, and
 * Stripe retries its webhooks itself.
 */
const DEADLINE_MS = 10_000;

/** The Stripe client, or 503 with the offline default's words when card payments are not configured. */
export async function stripeClient(env: StripeSettings): Promise<Stripe> {
  if (!stripeConfigured(env)) throw apiError(503, CARD_NOT_CONFIGURED);
  const { default: StripeSdk } = await import("stripe");
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new StripeSdk(env.STRIPE_SECRET_KEY, {
    httpClient: StripeSdk.createFetchHttpClient(),
    timeout: DEADLINE_MS,
    maxNetworkRetries: 0,
    appInfo: { name: "Sitewright" },
    ...(api && { host: api.hostname, port: api.port || (api.protocol === "https:" ? 443 : 80), protocol: api.protocol === "http:" ? "http" : "https" }),
  });
}

/** Verifies a webhook's signature (and its age: five minutes) and answers the event, or null for a forgery. */
export async function verifiedEvent(env: StripeSettings & { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string }, stripe: Stripe, raw: string, signature: string | undefined): Promise<Stripe.Event | null> {
  if (!signature) return null;
  const { default: StripeSdk } = await import("stripe");
  try {
    return await stripe.webhooks.constructEventAsync(raw, signature, env.STRIPE_WEBHOOK_SECRET, undefined, StripeSdk.createSubtleCryptoProvider());
  } catch {
    return null;
  }
}

/**
 * Runs a Stripe call; a refusal or silence becomes an answer the payer can read. Stripe's own words are kept for
 * card problems (declined, expired); everything else (its servers failing, a timeout, our configuration) says that
 * nothing was charged, and is logged for the operator.
 */
export async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HTTPException) throw err;
    const type = (err as { type?: string }).type;
    if (type === "StripeCardError") throw apiError(402, (err as Error).message);
    if ((err as { code?: string }).code === "resource_missing") throw new StripeMissing((err as Error).message);
    console.error(`Stripe ${what} failed:`, (err as Error).message);
    // Stripe answered and said no (a 400): not the same as Stripe not answering.
    if (type === "StripeInvalidRequestError") throw apiError(409, PROVIDER_REFUSED);
    throw apiError(502, PROVIDER_DOWN);
  }
}

/** Stripe has no such object: an event about something that is not (or no longer) ours. */
export class StripeMissing extends Error {}

const lookupKey = (tier: PaidTier, period: BillingPeriod) => `sitewright_${tier}_${period}`;
const interval = (period: BillingPeriod) => (period === "monthly" ? "month" : "year");

// Prices found or made in this isolate, by lookup key and amount.
const knownPrices = new Map<string, string>();

/**
 * The Stripe price of a plan for a period, made on first use with the catalogue's amount, so an operator only
 * sets a key. Each price carries its tier and period in its metadata: that, written only by the server, is how a
 * subscription's price maps back to a tier. A catalogue change makes a new price and moves the lookup key to it;
 * existing subscribers keep theirs.
 */
export async function planPrice(stripe: Stripe, tier: PaidTier, period: BillingPeriod): Promise<string> {
  const key = lookupKey(tier, period);
  const amount = planPriceCents(tier, period);
  const memo = `${key}:${amount}`;
  const known = knownPrices.get(memo);
  if (known) return known;
  const { data } = await stripeCall("price lookup", () => stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }));
  const found = data.find((p) => p.unit_amount === amount && p.currency === "usd" && p.recurring?.interval === interval(period));
  const price =
    found ??
    (await stripeCall("price", () =>
      stripe.prices.create({
        currency: "usd",
        unit_amount: amount,
        recurring: { interval: interval(period) },
        product_data: { name: `Sitewright ${plans[tier].name}` },
        lookup_key: key,
        transfer_lookup_key: true,
        metadata: { tier, period },
      }),
    ));
  knownPrices.set(memo, price.id);
  return price.id;
}

const priceMetadata = v.object({ tier: v.picklist(paidTiers), period: v.picklist(billingPeriods) });

/** The plan a price sells, from the metadata the server wrote on it; null for a price that is not one of ours. */
export function planOfPrice(price: Stripe.Price | string | null | undefined): { tier: PaidTier; period: BillingPeriod } | null {
  if (!price || typeof price === "string") return null;
  const parsed = v.safeParse(priceMetadata, price.metadata);
  if (!parsed.success || price.recurring?.interval !== interval(parsed.output.period)) return null;
  return parsed.output;
}

function statusOf(sub: Stripe.Subscription): SubscriptionStatus {
  switch (sub.status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
      return "past_due";
    case "incomplete":
      return "incomplete";
    default:
      return "canceled";
  }
}

/** A Stripe subscription as one of our plan sources (without user and id), or null when its price is not ours. */
export function subscriptionSource(sub: Stripe.Subscription): Omit<NewSubscription, "id" | "userId"> | null {
  const item = sub.items.data[0];
  const plan = planOfPrice(item?.price);
  if (!item || !plan) return null;
  return {
    tier: plan.tier,
    period: plan.period,
    provider: "card",
    providerSubscriptionId: sub.id,
    status: statusOf(sub),
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    scheduleId: typeof sub.schedule === "string" ? sub.schedule : (sub.schedule?.id ?? null),
  };
}

export function customerId(customer: string | Stripe.Customer | Stripe.DeletedCustomer | null): string | null {
  if (!customer) return null;
  return typeof customer === "string" ? customer : customer.id;
}
