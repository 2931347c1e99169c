// M-Pesa payments through Daraja's STK push: the prompt to the payer's phone, and settling it. Daraja's callback
// is only a reason to ask: every outcome comes from the STK query, whoever prompted it (the callback, the payer's
// screen polling, the sweep), so a forged or replayed callback can never grant anything.
import { eq } from "drizzle-orm";
import { DEFAULT_KES_PER_USD } from "../../schema/payments";
import { payments, type Payment } from "../../schema/tables";
import type { Db } from "../db";
import { darajaConfigured, DarajaError, stkPush, stkQuery, type DarajaSettings } from "./daraja";
import { settleFailed, settlePaid } from "./settle";

type MpesaSettings = DarajaSettings & Pick<Env, "MPESA_CALLBACK_TOKEN" | "APP_URL" | "MPESA_KES_PER_USD">;

export function mpesaConfigured(env: MpesaSettings): boolean {
  const token = env.MPESA_CALLBACK_TOKEN;
  return darajaConfigured(env) && Boolean(token);
}

export function kesPerUsd(env: MpesaSettings): number {
  const rate = Number(env.MPESA_KES_PER_USD);
  return Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_KES_PER_USD;
}

/** Where Daraja posts the result: the public app address, then the secret token as the path's last part. */
export function callbackUrl(env: MpesaSettings, requestOrigin: string): string {
  const base = (env.APP_URL || requestOrigin).replace(/\/$/, "");
  return `${base}/api/webhooks/mpesa/${env.MPESA_CALLBACK_TOKEN}`;
}

/** Sends the prompt for a pending payment; a refusal marks it failed and is thrown in the payer's words. */
export async function pushPayment(db: Db, env: MpesaSettings, payment: Payment, description: string, requestOrigin: string): Promise<Payment> {
  if (!darajaConfigured(env) || !payment.phone) throw new DarajaError("M-Pesa is not configured.");
  try {
    const { checkoutRequestId } = await stkPush(env, {
      phone: payment.phone,
      amount: payment.amountCents / 100,
      reference: "Sitewright",
      description,
      callbackUrl: callbackUrl(env, requestOrigin),
    });
    const [updated] = await db.update(payments).set({ providerReference: checkoutRequestId, updatedAt: new Date() }).where(eq(payments.id, payment.id)).returning();
    return updated!;
  } catch (err) {
    const reason = err instanceof DarajaError ? err.message : "M-Pesa could not send the prompt. Please try again.";
    await settleFailed(db, payment.id, reason, null);
    throw new DarajaError(reason);
  }
}

/** How often one payment's outcome is asked for, at most (Daraja limits queries). */
export const QUERY_SPACING_MS = 3_000;

/**
 * Asks Daraja how a pending payment ended and settles it: paid grants (once per CheckoutRequestID), failed records
 * the reason, pending only notes the time. A Daraja that does not answer leaves the payment pending for the next
 * ask. Answers the payment as it is now.
 */
export async function checkPayment(db: Db, env: MpesaSettings, payment: Payment, details: { receiptNumber?: string | null } = {}, now = new Date()): Promise<Payment> {
  if (payment.status !== "pending" || !payment.providerReference || !darajaConfigured(env)) return payment;
  const reference = payment.providerReference;
  let outcome;
  try {
    outcome = await stkQuery(env, reference);
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    outcome = { state: "pending" as const };
  }
  if (outcome.state === "paid") {
    await settlePaid(db, payment.id, { eventId: reference, receiptNumber: details.receiptNumber ?? null }, { provider: "mpesa", eventId: reference }, now);
  } else if (outcome.state === "failed") {
    await settleFailed(db, payment.id, outcome.reason, reference, now);
  } else {
    await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, payment.id));
  }
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return current!;
}
