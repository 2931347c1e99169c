import { describe, expect, inject, it } from "vitest";
import { accessToken, DarajaError, darajaConfigured, resultWords, stkPassword, stkPush, stkQuery } from "./daraja";

const url = inject("darajaUrl");
const settings = { MPESA_CONSUMER_KEY: "test-key", MPESA_CONSUMER_SECRET: "test-secret", MPESA_SHORTCODE: "174379", MPESA_PASSKEY: "passkey", MPESA_API_URL: url };

async function script(path: string, body: unknown) {
  expect((await fetch(`${url}${path}`, { method: "POST", body: JSON.stringify(body) })).status).toBe(200);
}

async function calls() {
  return (await (await fetch(`${url}/__calls`)).json()) as { path: string; auth?: string; body: Record<string, unknown> | null }[];
}

const push = { phone: "254712345678", amount: 650.4, reference: "SITEWRIGHT-PREMIUM", description: "Premium plan, one month", callbackUrl: "https://app.example.com/api/payments/mpesa/callback/tok" };

describe("the Daraja client", () => {
  it("is configured only with all four settings", () => {
    expect(darajaConfigured(settings)).toBe(true);
    expect(darajaConfigured({ ...settings, MPESA_PASSKEY: "" })).toBe(false);
  });

  it("makes the STK password from short code, pass key and a Kenyan-time timestamp", () => {
    const { timestamp, password } = stkPassword(settings, new Date("2026-11-23T21:30:05Z"));
    expect(timestamp).toBe("20261124003005");
    expect(atob(password)).toBe("174379passkey20261124003005");
  });

  it("sends the prompt with a token it keeps for the hour, in whole shillings, with Daraja's length limits", async () => {
    const token = await accessToken(settings);
    const first = await stkPush(settings, push);
    const second = await stkPush(settings, push);
    expect(first.checkoutRequestId).toMatch(/^ws_CO_test_\d+_[a-z0-9]+$/);
    expect(second.checkoutRequestId).not.toBe(first.checkoutRequestId);
    const sent = (await calls()).filter((c) => c.path === "/mpesa/stkpush/v1/processrequest").slice(-2);
    expect(sent.map((c) => c.auth)).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
    expect(sent[0]!.body).toMatchObject({
      BusinessShortCode: "174379",
      TransactionType: "CustomerPayBillOnline",
      Amount: 650,
      PartyA: "254712345678",
      PartyB: "174379",
      PhoneNumber: "254712345678",
      CallBackURL: push.callbackUrl,
      AccountReference: "SITEWRIGHT-P",
      TransactionDesc: "Premium plan,",
    });
  });

  it("reports a refused prompt in Daraja's words, and refused credentials plainly", async () => {
    await script("/__script", { pushRefusal: { status: 400, body: { requestId: "r", errorCode: "400.002.02", errorMessage: "Bad Request - Invalid PhoneNumber" } } });
    await expect(stkPush(settings, push)).rejects.toThrow(new DarajaError("M-Pesa could not send the prompt: Bad Request - Invalid PhoneNumber"));
    await script("/__script", { pushRefusal: null });
    await expect(accessToken({ ...settings, MPESA_CONSUMER_SECRET: "wrong" })).rejects.toThrow("M-Pesa refused our credentials. Please try again later.");
  });

  it("reports a payment as pending while the payer decides, then paid or failed in plain words", async () => {
    const { checkoutRequestId } = await stkPush(settings, push);
    expect(await stkQuery(settings, checkoutRequestId)).toEqual({ state: "pending" });
    await script("/__result", { id: checkoutRequestId, code: 0 });
    expect(await stkQuery(settings, checkoutRequestId)).toEqual({ state: "paid" });
    const { checkoutRequestId: cancelled } = await stkPush(settings, push);
    await script("/__result", { id: cancelled, code: 1032 });
    expect(await stkQuery(settings, cancelled)).toEqual({ state: "failed", code: 1032, reason: "You cancelled the payment on your phone." });
  });

  it("says what went wrong for every common result code", () => {
    expect([1032, 1037, 2001, 1, 1019, 1001, 9999].map(resultWords)).toEqual([
      "You cancelled the payment on your phone.",
      "Your phone could not be reached. Check that it is on and has signal, then try again.",
      "The M-Pesa PIN was wrong. Please try again.",
      "Your M-Pesa balance is not enough for this payment.",
      "The payment request expired before it was completed. Please try again.",
      "Another M-Pesa payment is in progress on your phone. Finish it, then try again.",
      "M-Pesa could not complete the payment. Please try again.",
    ]);
  });

  it("says so when M-Pesa does not answer", async () => {
    await expect(stkPush({ ...settings, MPESA_API_URL: "http://127.0.0.1:9" }, push)).rejects.toThrow("M-Pesa did not answer. Please try again in a minute.");
  });
});
