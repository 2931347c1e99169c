// /api/billing: the signed-in user's plan (where it comes from, until when, what changes next), their payments,
// and the changes a card subscription allows: upgrade at once, downgrade at the period's end, cancel, resume, and
// Stripe's customer portal for the card itself and invoices.
import { desc, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type Stripe from "stripe";
import { longDate, NO_CARD_PLAN, planChangeSchema, REMINDER_DAYS, DAY_MS, tierRank, type PaidTier } from "../../schema/payments";
import { plans, type BillingPeriod } from "../../schema/plans";
import { catalogueTemplates, payments, subscriptions, type Subscription, type User } from "../../schema/tables";
import { requireUser } from "../auth/require";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { refreshSubscription } from "../payments/card";
import { kesPerUsd, mpesaConfigured } from "../payments/mpesa";
import { liveSources, paymentView } from "../payments/purchase";
import { planOfPrice, planPrice, stripeCall, stripeClient, stripeConfigured } from "../payments/stripe";
import { GRACE_MS, tierInForce } from "../payments/tier";
import { validate } from "../validate";

/** How many payments the history shows (newest first). */
const HISTORY_LIMIT = 50;

function sourceView(s: Subscription, now: Date) {
  const end = s.currentPeriodEnd.getTime();
  const prepaid = s.provider === "mpesa";
  return {
    method: s.provider,
    tier: s.tier,
    period: s.period,
    status: s.status,
    startedAt: s.currentPeriodStart.toISOString(),
    /** The end of the paid period: the next charge for a renewing card plan, the end of a prepaid one. */
    endsAt: s.provider === "admin" ? null : s.currentPeriodEnd.toISOString(),
    renews: s.provider === "card" && !s.cancelAtPeriodEnd && s.status !== "canceled",
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    inGrace: end <= now.getTime(),
    graceEndsAt: s.provider === "admin" ? null : new Date(end + GRACE_MS).toISOString(),
    /** A prepaid plan close to its end (or past it, in its grace days): the reminder to renew. */
    endsSoon: prepaid && end - now.getTime() <= REMINDER_DAYS * DAY_MS,
    scheduledChange: s.scheduledTier && s.scheduledPeriod ? { tier: s.scheduledTier, period: s.scheduledPeriod, at: s.currentPeriodEnd.toISOString() } : null,
  };
}

/** The user's card subscription in force, with its Stripe client; 409 when there is none. */
async function cardPlan(c: Context<AppEnv>, user: User): Promise<{ stripe: Stripe; source: Subscription; sub: Stripe.Subscription }> {
  const source = (await liveSources(c, user.id)).find((s) => s.provider === "card" && s.providerSubscriptionId);
  if (!source) throw apiError(409, NO_CARD_PLAN);
  const stripe = await stripeClient(c.env);
  const sub = await stripeCall("subscription lookup", () => stripe.subscriptions.retrieve(source.providerSubscriptionId!));
  return { stripe, source, sub };
}

async function releaseSchedule(stripe: Stripe, sub: Stripe.Subscription): Promise<void> {
  const schedule = typeof sub.schedule === "string" ? sub.schedule : sub.schedule?.id;
  if (schedule) await stripeCall("schedule release", () => stripe.subscriptionSchedules.release(schedule));
}

async function billingOverview(c: Context<AppEnv>, user: User) {
  const now = new Date();
  const [sources, rows] = await Promise.all([
    c.var.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    c.var.db
      .select({ payment: payments, templateName: catalogueTemplates.name })
      .from(payments)
      .leftJoin(catalogueTemplates, eq(payments.templateId, catalogueTemplates.id))
      .where(eq(payments.userId, user.id))
      .orderBy(desc(payments.createdAt))
      .limit(HISTORY_LIMIT),
  ]);
  const { tier, source } = tierInForce(sources, now);
  const card = sources.find((s) => s.provider === "card" && (s.status === "active" || s.status === "past_due") && s.currentPeriodEnd.getTime() + GRACE_MS > now.getTime());
  const prepaid = sources.find((s) => s.provider === "mpesa" && s.status === "active" && s.currentPeriodEnd.getTime() + GRACE_MS > now.getTime());
  return {
    tier,
    current: source ? sourceView(source, now) : null,
    card: card ? sourceView(card, now) : null,
    prepaid: prepaid ? sourceView(prepaid, now) : null,
    methods: { card: stripeConfigured(c.env), mpesa: mpesaConfigured(c.env) },
    kesPerUsd: kesPerUsd(c.env),
    canManageCard: stripeConfigured(c.env) && user.stripeCustomerId !== null,
    // A card checkout that was opened but never finished is not a payment; everything else is.
    payments: rows.filter((r) => !(r.payment.provider === "card" && r.payment.status === "pending")).map((r) => paymentView(r.payment, r.templateName)),
  };
}

export type BillingOverview = Awaited<ReturnType<typeof billingOverview>>;

export const billing = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await billingOverview(c, requireUser(c)), 200))
  .post("/change", validate("json", planChangeSchema), async (c) => {
    const user = requireUser(c);
    const { tier, period } = c.req.valid("json");
    const { stripe, sub } = await cardPlan(c, user);
    const item = sub.items.data[0]!;
    const current = planOfPrice(item.price);
    if (!current) throw apiError(409, "This subscription cannot be changed here. Please contact support.");
    const price = await planPrice(stripe, tier, period);
    const same = current.tier === tier && current.period === period;
    if (same && !sub.schedule) throw apiError(409, `You are already on ${plans[tier].name}, billed ${period}.`);
    // A waiting change is replaced by the new one (or simply dropped, when the user picks their current plan).
    await releaseSchedule(stripe, sub);
    const upgrade = tierRank(tier) > tierRank(current.tier) || (tier === current.tier && period === "yearly" && current.period === "monthly");
    let message: string;
    if (same) {
      message = `You stay on ${plans[tier].name}.`;
    } else if (upgrade) {
      // Charged the prorated difference now; if the card is declined, the plan stays as it was.
      const updated = await stripeCall("plan change", () =>
        stripe.subscriptions.update(sub.id, {
          items: [{ id: item.id, price }],
          proration_behavior: "always_invoice",
          payment_behavior: "pending_if_incomplete",
          cancel_at_period_end: false,
        }),
      );
      if (updated.pending_update) {
        throw apiError(402, "Your card was declined, so your plan is unchanged. Update your card under 'Manage card and invoices', then try again.");
      }
      message = `You are now on ${plans[tier].name}.`;
    } else {
      await scheduleDowngrade(stripe, sub, tier, period, price);
      message = `You move to ${plans[tier].name} on ${longDate(new Date(item.current_period_end * 1000))}. Until then you keep ${plans[current.tier].name}.`;
      await c.var.db
        .update(subscriptions)
        .set({ scheduledTier: tier, scheduledPeriod: period, updatedAt: new Date() })
        .where(eq(subscriptions.providerSubscriptionId, sub.id));
    }
    await refreshSubscription(c.var.db, stripe, sub.id, null);
    return c.json({ message, billing: await billingOverview(c, user) }, 200);
  })
  .post("/cancel", async (c) => {
    const user = requireUser(c);
    const { stripe, sub } = await cardPlan(c, user);
    await releaseSchedule(stripe, sub);
    await stripeCall("cancel", () => stripe.subscriptions.update(sub.id, { cancel_at_period_end: true }));
    await refreshSubscription(c.var.db, stripe, sub.id, null);
    const end = longDate(new Date(sub.items.data[0]!.current_period_end * 1000));
    return c.json({ message: `Your plan ends on ${end}. You will not be charged again.`, billing: await billingOverview(c, user) }, 200);
  })
  .post("/resume", async (c) => {
    const user = requireUser(c);
    const { stripe, sub } = await cardPlan(c, user);
    await stripeCall("resume", () => stripe.subscriptions.update(sub.id, { cancel_at_period_end: false }));
    await refreshSubscription(c.var.db, stripe, sub.id, null);
    return c.json({ message: "Your plan renews as before.", billing: await billingOverview(c, user) }, 200);
  })
  .post("/portal", async (c) => {
    const user = requireUser(c);
    if (!user.stripeCustomerId) throw apiError(409, "You have no card payments to manage yet.");
    const stripe = await stripeClient(c.env);
    const portal = await stripeCall("portal", () =>
      stripe.billingPortal.sessions.create({ customer: user.stripeCustomerId!, return_url: `${new URL(c.req.url).origin}/account/billing` }),
    );
    return c.json({ url: portal.url }, 200);
  });

/** A lower plan from the end of the current period: a schedule whose second phase has the new price. */
async function scheduleDowngrade(stripe: Stripe, sub: Stripe.Subscription, tier: PaidTier, period: BillingPeriod, price: string): Promise<void> {
  const schedule = await stripeCall("schedule", () => stripe.subscriptionSchedules.create({ from_subscription: sub.id }));
  const phase = schedule.phases[0]!;
  const currentPrice = phase.items[0]!.price;
  await stripeCall("schedule", () =>
    stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: "release",
      phases: [
        { items: [{ price: typeof currentPrice === "string" ? currentPrice : currentPrice.id, quantity: 1 }], start_date: phase.start_date, end_date: phase.end_date },
        { items: [{ price, quantity: 1 }], duration: { interval: period === "monthly" ? "month" : "year", interval_count: 1 } },
      ],
    }),
  );
}
