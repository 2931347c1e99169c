// /api/payments: start a purchase (a plan, or a template through the same primitive), follow one while the payer
// answers on their phone, and confirm a card checkout when the payer returns from Stripe. Owner only: another
// user's payment answers 404 exactly like a missing one.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { PAYMENT_NOT_FOUND, purchaseSchema } from "../../schema/payments";
import { catalogueTemplates, payments } from "../../schema/tables";
import { requireUser } from "../auth/require";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { confirmCheckout } from "../payments/card";
import { checkPayment, QUERY_SPACING_MS } from "../payments/mpesa";
import { paymentView, startPurchase } from "../payments/purchase";
import { stripeClient } from "../payments/stripe";
import { validate } from "../validate";

const idSchema = v.object({ id: v.pipe(v.string(), v.regex(/^pay_[0-9a-z]{16}$/, PAYMENT_NOT_FOUND)) });
const confirmSchema = v.strictObject({ sessionId: v.pipe(v.string(), v.regex(/^cs_[A-Za-z0-9_]{1,200}$/, PAYMENT_NOT_FOUND)) });

async function templateName(db: AppEnv["Variables"]["db"], templateId: string | null): Promise<string | null> {
  if (!templateId) return null;
  const [row] = await db.select({ name: catalogueTemplates.name }).from(catalogueTemplates).where(eq(catalogueTemplates.id, templateId));
  return row?.name ?? null;
}

export const paymentsApi = new Hono<AppEnv>()
  .post("/", validate("json", purchaseSchema), async (c) => {
    const user = requireUser(c);
    const purchase = c.req.valid("json");
    // The payer returns to the page the item is bought from; never to an address the request names.
    const returnPath = purchase.item.kind === "plan" ? "/account/billing" : "/templates";
    return c.json(await startPurchase(c, user, purchase, returnPath), 201);
  })
  .get("/:id", validate("param", idSchema), async (c) => {
    const user = requireUser(c);
    const [found] = await c.var.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, c.req.valid("param").id), eq(payments.userId, user.id)));
    if (!found) throw apiError(404, PAYMENT_NOT_FOUND);
    let payment = found;
    // While the payer answers the prompt, each look asks Daraja (spaced out), so no callback is needed to finish.
    const due = !payment.checkedAt || Date.now() - payment.checkedAt.getTime() >= QUERY_SPACING_MS;
    if (payment.provider === "mpesa" && payment.status === "pending" && due) payment = await checkPayment(c.var.db, c.env, payment);
    return c.json(paymentView(payment, await templateName(c.var.db, payment.templateId)), 200);
  })
  .post("/card/confirm", validate("json", confirmSchema), async (c) => {
    const user = requireUser(c);
    const stripe = await stripeClient(c.env);
    const outcome = await confirmCheckout(c.var.db, stripe, c.req.valid("json").sessionId, { userId: user.id });
    if (!outcome) throw apiError(404, PAYMENT_NOT_FOUND);
    return c.json(paymentView(outcome.payment, await templateName(c.var.db, outcome.payment.templateId)), 200);
  });
