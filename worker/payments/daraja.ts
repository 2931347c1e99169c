// Safaricom Daraja (M-Pesa Express): OAuth, STK push and STK query, as a small fetch client. Sandbox or
// production by setting (MPESA_ENV); MPESA_API_URL points it at a loopback stand-in in tests. Nothing here grants
// anything: the payments code confirms every callback with stkQuery before it does.
import { DARAJA_TOKEN_MARGIN_MS } from "../edge/lifetimes";

const BASES = { sandbox: "https://sandbox.safaricom.co.ke", production: "https://api.safaricom.co.ke" } as const;
const DEADLINE_MS = 15_000;

export interface DarajaSettings {
  MPESA_CONSUMER_KEY?: string;
  MPESA_CONSUMER_SECRET?: string;
  MPESA_SHORTCODE?: string;
  MPESA_PASSKEY?: string;
  MPESA_ENV?: string;
  MPESA_API_URL?: string;
}

type Configured = DarajaSettings & Required<Pick<DarajaSettings, "MPESA_CONSUMER_KEY" | "MPESA_CONSUMER_SECRET" | "MPESA_SHORTCODE" | "MPESA_PASSKEY">>;

export function darajaConfigured(env: DarajaSettings): env is Configured {
  return Boolean(env.MPESA_CONSUMER_KEY && env.MPESA_CONSUMER_SECRET && env.MPESA_SHORTCODE && env.MPESA_PASSKEY);
}

/** A call Daraja refused or did not answer; the message is safe to show the payer. */
export class DarajaError extends Error {}

function baseUrl(env: DarajaSettings): string {
  if (env.MPESA_API_URL) return env.MPESA_API_URL.replace(/\/$/, "");
  return env.MPESA_ENV === "production" ? BASES.production : BASES.sandbox;
}

// Tokens last an hour; this isolate keeps one until a minute before it expires.
const tokens = new Map<string, { token: string; until: number }>();

async function call(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(DEADLINE_MS) });
  } catch {
    throw new DarajaError("M-Pesa did not answer. Please try again in a minute.");
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, body };
}

export async function accessToken(env: Configured): Promise<string> {
  const key = `${baseUrl(env)}|${env.MPESA_CONSUMER_KEY}|${env.MPESA_CONSUMER_SECRET}`;
  const known = tokens.get(key);
  if (known && known.until > Date.now()) return known.token;
  const { status, body } = await call(`${baseUrl(env)}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { Authorization: `Basic ${btoa(`${env.MPESA_CONSUMER_KEY}:${env.MPESA_CONSUMER_SECRET}`)}` },
  });
  if (status !== 200 || typeof body.access_token !== "string") throw new DarajaError("M-Pesa refused our credentials. Please try again later.");
  tokens.set(key, { token: body.access_token, until: Date.now() + Number(body.expires_in ?? 3599) * 1000 - DARAJA_TOKEN_MARGIN_MS });
  return body.access_token;
}

/** Daraja's timestamp (YYYYMMDDHHmmss, Kenyan time) and the password made from it. */
export function stkPassword(env: Configured, now = new Date()): { timestamp: string; password: string } {
  const eat = new Date(now.getTime() + 3 * 60 * 60 * 1000);
  const timestamp = eat.toISOString().replace(/[-T:]/g, "").slice(0, 14);
  return { timestamp, password: btoa(`${env.MPESA_SHORTCODE}${env.MPESA_PASSKEY}${timestamp}`) };
}

export interface StkPushRequest {
  /** 2547XXXXXXXX (schema/phone.ts). */
  phone: string;
  /** Whole shillings. */
  amount: number;
  /** Shown to the payer; Daraja keeps 12 characters. */
  reference: string;
  description: string;
  callbackUrl: string;
}

/** Sends the payment prompt to the payer's phone; answers Daraja's CheckoutRequestID, the payment's reference. */
export async function stkPush(env: Configured, request: StkPushRequest): Promise<{ checkoutRequestId: string; merchantRequestId: string }> {
  const { timestamp, password } = stkPassword(env);
  const { status, body } = await call(`${baseUrl(env)}/mpesa/stkpush/v1/processrequest`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await accessToken(env)}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      BusinessShortCode: env.MPESA_SHORTCODE,
      Password: password,
      Timestamp: timestamp,
      TransactionType: "CustomerPayBillOnline",
      Amount: Math.round(request.amount),
      PartyA: request.phone,
      PartyB: env.MPESA_SHORTCODE,
      PhoneNumber: request.phone,
      CallBackURL: request.callbackUrl,
      AccountReference: request.reference.slice(0, 12),
      TransactionDesc: request.description.slice(0, 13),
    }),
  });
  if (status !== 200 || body.ResponseCode !== "0" || typeof body.CheckoutRequestID !== "string") {
    const reason = typeof body.errorMessage === "string" ? body.errorMessage : typeof body.ResponseDescription === "string" ? body.ResponseDescription : null;
    throw new DarajaError(reason ? `M-Pesa could not send the prompt: ${reason}` : "M-Pesa could not send the prompt. Please try again.");
  }
  return { checkoutRequestId: body.CheckoutRequestID, merchantRequestId: String(body.MerchantRequestID ?? "") };
}

export type StkOutcome = { state: "paid" } | { state: "pending" } | { state: "failed"; code: number; reason: string };

/** Result codes in plain words, for the payer (Daraja's own descriptions are written for developers). */
export function resultWords(code: number): string {
  switch (code) {
    case 1032:
      return "You cancelled the payment on your phone.";
    case 1037:
      return "Your phone could not be reached. Check that it is on and has signal, then try again.";
    case 2001:
      return "The M-Pesa PIN was wrong. Please try again.";
    case 1:
      return "Your M-Pesa balance is not enough for this payment.";
    case 1019:
      return "The payment request expired before it was completed. Please try again.";
    case 1001:
      return "Another M-Pesa payment is in progress on your phone. Finish it, then try again.";
    default:
      return "M-Pesa could not complete the payment. Please try again.";
  }
}

/** Asks Daraja how a payment ended: the only answer the payments code trusts, whatever a callback says. */
export async function stkQuery(env: Configured, checkoutRequestId: string): Promise<StkOutcome> {
  const { timestamp, password } = stkPassword(env);
  const { status, body } = await call(`${baseUrl(env)}/mpesa/stkpushquery/v1/query`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await accessToken(env)}`, "Content-Type": "application/json" },
    body: JSON.stringify({ BusinessShortCode: env.MPESA_SHORTCODE, Password: password, Timestamp: timestamp, CheckoutRequestID: checkoutRequestId }),
  });
  // While the payer has not answered, Daraja says so as an error: "The transaction is being processed".
  if (body.errorCode === "500.001.1001") return { state: "pending" };
  if (status !== 200 || body.ResultCode === undefined) throw new DarajaError("M-Pesa did not say how the payment ended. We will ask again.");
  const code = Number(body.ResultCode);
  return code === 0 ? { state: "paid" } : { state: "failed", code, reason: resultWords(code) };
}
