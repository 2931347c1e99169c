// The one purchase primitive: a plan for a period or a catalogue template, by card (Stripe Checkout) or M-Pesa (STK
// push). The server prices the item, refuses purchases that make no sense (a second plan beside a card
// subscription, a template already owned), records a pending payment under the client's idempotency key, and
// hands the payer to the provider. Granting happens only in settle.ts, once the provider confirms.
import { and, eq, ne } from "drizzle-orm";
import type { Context } from "hono";
import type Stripe from "stripe";
import { newId } from "../../schema/ids";
import {
  ALREADY_ON_CARD,
  describePurchase,
  kesAmount,
  longDate,
  MPESA_NOT_CONFIGURED,
  MPESA_PROMPT_WAITING,
  PAYMENT_UNDER_WAY,
  planPriceCents,
  TEMPLATE_OWNED,
  tierRank,
  type Purchase,
  type PurchaseItem,
} from "../../schema/payments";
import { formatKenyanPhone, normaliseKenyanPhone } from "../../schema/phone";
import { plans } from "../../schema/plans";
import { catalogueTemplates, payments, subscriptions, templatePurchases, type Payment, type Subscription, type User } from "../../schema/tables";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { hit } from "../edge/limits";
import { ensureCustomer, openCheckout } from "./card";
import { DarajaError } from "./daraja";
import { checkPayment, kesPerUsd, mpesaConfigured, pushPayment } from "./mpesa";
import { settleFailed } from "./settle";
import { planPrice, stripeCall, stripeClient, stripeConfigured } from "./stripe";
import { GRACE_MS } from "./tier";

/** What the payer's screen shows of a payment (history, receipts, the 'Check your phone' wait). */
export function paymentView(p: Payment, templateName: string | null = null) {
  return {
    id: p.id,
    status: p.status,
    method: p.provider,
    description: describePurchase(p.purpose, p.plan, p.period, templateName),
    purpose: p.purpose,
    plan: p.plan,
    period: p.period,
    templateId: p.templateId,
    amount: p.amountCents,
    currency: p.currency,
    usdCents: p.usdCents,
    phone: p.phone ? formatKenyanPhone(p.phone) : null,
    receiptNumber: p.receiptNumber,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

export type PaymentView = ReturnType<typeof paymentView>;

/** The user's plan sources that count now (paid up, or in grace). */
export async function liveSources(c: Context<AppEnv>, userId: string, now = new Date()): Promise<Subscription[]> {
  const rows = await c.var.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return rows.filter((s) => (s.status === "active" || s.status === "past_due") && s.currentPeriodStart <= now && s.currentPeriodEnd.getTime() + GRACE_MS > now.getTime());
}

interface Priced {
  purpose: "subscription" | "template";
  plan: Payment["plan"];
  period: Payment["period"];
  templateId: string | null;
  templateName: string | null;
  usdCents: number;
}

/** The server's price for an item, or the reason it cannot be bought by this user now. */
async function priceItem(c: Context<AppEnv>, user: User, item: PurchaseItem, method: Purchase["method"]): Promise<Priced> {
  if (item.kind === "template") {
    const [template] = await c.var.db.select().from(catalogueTemplates).where(eq(catalogueTemplates.id, item.templateId));
    if (!template) throw apiError(404, `Template with ID ${item.templateId} not found`);
    if (!template.isPremium || template.downloadPriceCents <= 0) throw apiError(409, "This template is free: download it instead.");
    if (plans[user.subscriptionTier].premiumTemplatesIncluded) throw apiError(409, "Your plan includes premium templates: download it instead.");
    const [owned] = await c.var.db.select({ id: templatePurchases.id }).from(templatePurchases).where(and(eq(templatePurchases.userId, user.id), eq(templatePurchases.templateId, template.id)));
    if (owned) throw apiError(409, TEMPLATE_OWNED);
    return { purpose: "template", plan: null, period: null, templateId: template.id, templateName: template.name, usdCents: template.downloadPriceCents };
  }
  const sources = await liveSources(c, user.id);
  if (sources.some((s) => s.provider === "card")) throw apiError(409, ALREADY_ON_CARD);
  const prepaid = sources.find((s) => s.provider === "mpesa");
  if (prepaid) {
    const until = longDate(prepaid.currentPeriodEnd);
    const current = plans[prepaid.tier].name;
    // Paying by card for what M-Pesa already paid would charge twice for the same days.
    if (method === "card" && tierRank(item.tier) <= tierRank(prepaid.tier)) {
      throw apiError(409, `Your ${current} plan is paid by M-Pesa until ${until}. You can move to card payments when it ends, or renew it by M-Pesa.`);
    }
    if (method === "mpesa" && tierRank(item.tier) < tierRank(prepaid.tier) && prepaid.currentPeriodEnd.getTime() > Date.now()) {
      throw apiError(409, `Your ${current} plan is paid until ${until}. You can move to ${plans[item.tier].name} when it ends.`);
    }
  }
  return { purpose: "subscription", plan: item.tier, period: item.period, templateId: null, templateName: null, usdCents: planPriceCents(item.tier, item.period) };
}

/** How long a payment may wait for its checkout or prompt to be made before it counts as abandoned. */
const STARTING_MS = 60_000;

/** What an open payment is for: one plan at a time, whatever the method, or one template. */
const openItem = (priced: Priced) => (priced.purpose === "template" ? `template:${priced.templateId}` : "plan");

/**
 * Another attempt's payment for the same thing, still open, is closed before a new one starts: a card checkout is
 * expired at Stripe (so its page can no longer take money), an M-Pesa prompt is asked about. When it cannot be
 * closed (the checkout is being completed, the prompt is still on the phone) the payer is told and nothing new
 * starts, so one thing is never paid for twice.
 */
async function closeEarlier(c: Context<AppEnv>, user: User, priced: Priced, key: string): Promise<void> {
  const db = c.var.db;
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.openItem, openItem(priced)), eq(payments.status, "pending"), ne(payments.idempotencyKey, key)));
  if (!open) return;
  // Still being started by another request (its checkout or prompt not yet made): that one goes ahead. One left
  // half-started by a request that died is given up after a minute.
  if (!open.providerReference) {
    if (Date.now() - open.createdAt.getTime() < STARTING_MS) throw apiError(409, PAYMENT_UNDER_WAY);
    await settleFailed(db, open.id, "Replaced by a newer payment.", null);
    return;
  }
  if (open.provider === "mpesa") {
    const now = await checkPayment(db, c.env, open);
    if (now.status === "pending") throw apiError(409, MPESA_PROMPT_WAITING);
    if (now.status === "successful") throw apiError(409, priced.purpose === "template" ? TEMPLATE_OWNED : PAYMENT_UNDER_WAY);
    return;
  }
  // (Card payments switched off since: its page is gone with the keys.)
  const stripe = stripeConfigured(c.env) ? await stripeClient(c.env) : null;
  if (stripe) {
    const session = await stripeCall("checkout lookup", () => stripe.checkout.sessions.retrieve(open.providerReference!));
    // Paid, or being paid: the webhook settles it; a second checkout would charge twice.
    if (session.status === "complete") throw apiError(409, PAYMENT_UNDER_WAY);
    if (session.status === "open") await stripeCall("checkout expiry", () => stripe.checkout.sessions.expire(open.providerReference!));
  }
  await settleFailed(db, open.id, "Replaced by a newer payment.", null);
}

/** The pending payment for this attempt: made now, or the one an earlier try with the same key made. */
async function pendingPayment(c: Context<AppEnv>, user: User, key: string, priced: Priced, values: Omit<typeof payments.$inferInsert, "id" | "userId" | "idempotencyKey" | "openItem">): Promise<{ payment: Payment; fresh: boolean }> {
  const [earlier] = await c.var.db.select().from(payments).where(eq(payments.idempotencyKey, key));
  if (earlier) {
    if (earlier.userId !== user.id) throw apiError(409, "Please try again.");
    return { payment: earlier, fresh: false };
  }
  await closeEarlier(c, user, priced, key);
  // Either unique index may refuse the row: the same key (a retry racing this one) or another open payment for
  // the same thing (a second tab racing this one).
  const [made] = await c.var.db
    .insert(payments)
    .values({ id: newId("payment"), userId: user.id, idempotencyKey: key, openItem: openItem(priced), ...values })
    .onConflictDoNothing()
    .returning();
  if (made) return { payment: made, fresh: true };
  const [raced] = await c.var.db.select().from(payments).where(eq(payments.idempotencyKey, key));
  if (raced && raced.userId === user.id) return { payment: raced, fresh: false };
  throw apiError(409, PAYMENT_UNDER_WAY);
}

export interface PurchaseStart {
  payment: PaymentView;
  /** Card: Stripe's page, where the payer goes next. */
  redirectUrl: string | null;
}

/**
 * Starts a purchase. `returnPath` is the app page the payer comes back to from Stripe (`?checkout=done&session_id=`
 * or `?checkout=cancelled` are added).
 */
export async function startPurchase(c: Context<AppEnv>, user: User, purchase: Purchase, returnPath: string): Promise<PurchaseStart> {
  // The offline default: a method with no keys says so before anything else happens.
  const stripe = purchase.method === "card" ? await stripeClient(c.env) : null;
  if (purchase.method === "mpesa" && !mpesaConfigured(c.env)) throw apiError(503, MPESA_NOT_CONFIGURED);
  const priced = await priceItem(c, user, purchase.item, purchase.method);
  if (purchase.method === "mpesa") return startMpesa(c, user, priced, purchase.idempotencyKey, purchase.phone);
  return startCard(c, stripe!, user, priced, purchase.idempotencyKey, returnPath);
}

function describe(priced: Priced): string {
  return describePurchase(priced.purpose, priced.plan, priced.period, priced.templateName);
}

function basics(priced: Priced) {
  return { purpose: priced.purpose, plan: priced.plan, period: priced.period, templateId: priced.templateId, usdCents: priced.usdCents };
}

async function startCard(c: Context<AppEnv>, stripe: Stripe, user: User, priced: Priced, key: string, returnPath: string): Promise<PurchaseStart> {
  const { payment, fresh } = await pendingPayment(c, user, key, priced, { ...basics(priced), provider: "card", amountCents: priced.usdCents, currency: "usd" });
  if (!fresh) return { payment: paymentView(payment, priced.templateName), redirectUrl: payment.status === "pending" ? payment.checkoutUrl : null };
  const origin = new URL(c.req.url).origin;
  const sep = returnPath.includes("?") ? "&" : "?";
  try {
    const customer = await ensureCustomer(c.var.db, stripe, user);
    const price = priced.plan && priced.period && priced.plan !== "free" ? await planPrice(stripe, priced.plan, priced.period) : undefined;
    const session = await openCheckout(stripe, payment, customer, { price, name: describe(priced) }, {
      success: `${origin}${returnPath}${sep}checkout=done&session_id={CHECKOUT_SESSION_ID}`,
      cancel: `${origin}${returnPath}${sep}checkout=cancelled`,
    });
    const [updated] = await c.var.db
      .update(payments)
      .set({ providerReference: session.id, checkoutUrl: session.url, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning();
    if (!updated) {
      // Given up on while its page was being made (a newer attempt replaced it): the page must take no money.
      await stripeCall("checkout expiry", () => stripe.checkout.sessions.expire(session.id));
      throw apiError(409, PAYMENT_UNDER_WAY);
    }
    return { payment: paymentView(updated, priced.templateName), redirectUrl: session.url };
  } catch (err) {
    await settleFailed(c.var.db, payment.id, "The card payment could not be started.", null);
    throw err;
  }
}

async function startMpesa(c: Context<AppEnv>, user: User, priced: Priced, key: string, phoneInput: string): Promise<PurchaseStart> {
  const phone = normaliseKenyanPhone(phoneInput);
  if ("problem" in phone) throw apiError(400, phone.problem, { phone: phone.problem });
  // Each push rings the payer's phone: a few a minute is plenty for a person, and stops a script ringing strangers.
  await hit(c.var.db, `mpesa:user:${user.id}`, { max: 5, windowSeconds: 600 });
  const shillings = kesAmount(priced.usdCents, kesPerUsd(c.env));
  const { payment, fresh } = await pendingPayment(c, user, key, priced, { ...basics(priced), provider: "mpesa", amountCents: shillings * 100, currency: "kes", phone: phone.msisdn });
  if (!fresh) return { payment: paymentView(payment, priced.templateName), redirectUrl: null };
  try {
    const pushed = await pushPayment(c.var.db, c.env, payment, describe(priced), new URL(c.req.url).origin);
    return { payment: paymentView(pushed, priced.templateName), redirectUrl: null };
  } catch (err) {
    if (err instanceof DarajaError) throw apiError(502, err.message);
    throw err;
  }
}
