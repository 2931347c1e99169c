import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { newId } from "../../schema/ids";
import { emailOutbox, payments, subscriptions, users, type NewPayment } from "../../schema/tables";
import { createDb } from "../db";
import { sendEmail } from "../edge/outbox";
import { db as sharedDb } from "../test/factories";
import { answerPrompt } from "../test/payments";
import { stkPush } from "./daraja";
import { sweepPayments } from "./sweep";

const day = 24 * 60 * 60 * 1000;
const emailUrl = inject("emailUrl");
// The sweep acts on every pending payment it finds, so it runs on a database of its own.
const sweepEnv = { ...env, DATABASE_URL: inject("sweepDbUrl") };
const db = createDb(sweepEnv);

async function user(tier: "free" | "premium" = "free") {
  const id = newId("user");
  const [row] = await db.insert(users).values({ id, firstName: "Wanjiru", lastName: "Test", email: `${id}@example.com`, subscriptionTier: tier }).returning();
  return row!;
}

async function pendingPayment(userId: string, values: Partial<NewPayment>) {
  const [row] = await db
    .insert(payments)
    .values({ id: newId("payment"), userId, provider: "mpesa", amountCents: 65000, currency: "kes", usdCents: 500, purpose: "subscription", plan: "basic", period: "monthly", idempotencyKey: crypto.randomUUID(), ...values })
    .returning();
  return row!;
}

async function pushed(): Promise<string> {
  const { checkoutRequestId } = await stkPush(sweepEnv as Parameters<typeof stkPush>[0], { phone: "254712345678", amount: 650, reference: "Sitewright", description: "Basic plan", callbackUrl: "http://localhost/api/webhooks/mpesa/x" });
  return checkoutRequestId;
}

async function prepaid(userId: string, tier: "premium", endsAt: Date) {
  await db.insert(subscriptions).values({ id: newId("subscription"), userId, tier, period: "monthly", provider: "mpesa", providerSubscriptionId: `mpesa:${userId}`, status: "active", currentPeriodStart: new Date(endsAt.getTime() - 30 * day), currentPeriodEnd: endsAt });
}

async function paymentRow(id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function tierOf(id: string) {
  const [row] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, id));
  return row!.tier;
}

describe("the payments sweep", () => {
  it("settles an M-Pesa payment whose payer left and whose callback never came", async () => {
    const buyer = await user();
    const ref = await pushed();
    const payment = await pendingPayment(buyer.id, { providerReference: ref, phone: "254712345678" });
    await answerPrompt(ref, 0);
    // Too soon: the payer may still be looking at the prompt.
    await sweepPayments(sweepEnv, new Date(), db);
    expect((await paymentRow(payment.id)).status).toBe("pending");
    const report = await sweepPayments(sweepEnv, new Date(Date.now() + 2 * 60_000), db);
    expect(report.mpesaChecked).toBe(1);
    expect((await paymentRow(payment.id)).status).toBe("successful");
    expect(await tierOf(buyer.id)).toBe("basic");
  });

  it("gives up on a prompt nobody answered in an hour, and on a checkout nobody finished in a day", async () => {
    const buyer = await user();
    const mpesa = await pendingPayment(buyer.id, { providerReference: await pushed(), phone: "254712345678" });
    const card = await pendingPayment(buyer.id, { provider: "card", providerReference: `cs_test_${crypto.randomUUID()}`, currency: "usd", amountCents: 500 });
    await sweepPayments(sweepEnv, new Date(Date.now() + 2 * 60 * 60_000), db);
    expect(await paymentRow(mpesa.id)).toMatchObject({ status: "failed", failureReason: "M-Pesa did not confirm this payment. If money left your account, contact support with your M-Pesa message." });
    expect((await paymentRow(card.id)).status).toBe("pending");
    await sweepPayments(sweepEnv, new Date(Date.now() + 26 * 60 * 60_000), db);
    expect(await paymentRow(card.id)).toMatchObject({ status: "failed", failureReason: "The checkout was not completed." });
  });

  it("works out tiers whose grace has ended, without waiting for their owner to come back", async () => {
    const lapsed = await user("premium");
    const end = new Date(Date.now() - 4 * day);
    await prepaid(lapsed.id, "premium", end);
    await db.update(users).set({ planEndsAt: new Date(end.getTime() + 3 * day) }).where(eq(users.id, lapsed.id));
    const report = await sweepPayments(sweepEnv, new Date(), db);
    expect(report.tiersRechecked).toBe(1);
    expect(await tierOf(lapsed.id)).toBe("free");
    const [row] = await db.select({ planEndsAt: users.planEndsAt }).from(users).where(eq(users.id, lapsed.id));
    expect(row!.planEndsAt).toBeNull();
  });

  it("reminds the owner once, a few days before a prepaid plan ends", async () => {
    const owner = await user("premium");
    const end = new Date(Date.now() + 12 * day);
    await prepaid(owner.id, "premium", end);
    await sweepPayments(sweepEnv, new Date(end.getTime() - 10 * day), db);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, owner.id))).toEqual([]);
    const twoDaysBefore = new Date(end.getTime() - 2 * day);
    expect((await sweepPayments(sweepEnv, twoDaysBefore, db)).reminded).toBe(1);
    expect((await sweepPayments(sweepEnv, twoDaysBefore, db)).reminded).toBe(0);
    const sent = await db.select().from(emailOutbox).where(eq(emailOutbox.userId, owner.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: owner.email, kind: "plan-reminder", status: "queued" });
    expect(sent[0]!.subject).toMatch(/^Your Premium plan ends on \d{1,2} \w+ \d{4}$/);
    expect(sent[0]!.body).toBe(
      [
        "Hello Wanjiru,",
        "",
        `Your Premium plan, paid by M-Pesa, ends on ${long(end)}. To keep it, renew it by M-Pesa or card from Billing, in your account.`,
        "",
        `If you do nothing, you keep Premium until ${long(new Date(end.getTime() + 3 * day))}; then your account moves to the Free plan. Your websites stay saved.`,
        "",
        "Sitewright",
      ].join("\n"),
    );
  });
});

function long(d: Date) {
  return d.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

describe("email", () => {
  // A deployment without Queues: the request sends (the queue's consumer is tested in worker/email.test.ts).
  const configured = { ...env, OUTBOX: undefined, EMAIL_API_URL: emailUrl, EMAIL_API_KEY: "re_test", EMAIL_FROM: "Sitewright <billing@example.com>" };

  it("keeps every message in the outbox, and sends it through the configured service", async () => {
    const to = `reader-${crypto.randomUUID()}@example.com`;
    expect(await sendEmail(sharedDb, configured, { userId: null, to, subject: "Hello", body: "Text", kind: "test" })).toBe("sent");
    const sent = (await (await fetch(emailUrl.replace(/\/emails$/, "/__sent"))).json()) as { to: string[]; from: string; subject: string; text: string }[];
    expect(sent.find((m) => m.to[0] === to)).toEqual({ from: "Sitewright <billing@example.com>", to: [to], subject: "Hello", text: "Text" });
    const [row] = await sharedDb.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(row).toMatchObject({ status: "sent", error: null });
  });

  it("records a refusal, and keeps the message when no service is configured", async () => {
    const refused = `refused-${crypto.randomUUID()}@example.com`;
    expect(await sendEmail(sharedDb, { ...configured, EMAIL_API_KEY: "wrong" }, { userId: null, to: refused, subject: "S", body: "B", kind: "test" })).toBe("failed");
    const queued = `queued-${crypto.randomUUID()}@example.com`;
    expect(await sendEmail(sharedDb, env, { userId: null, to: queued, subject: "S", body: "B", kind: "test" })).toBe("queued");
    const [failed] = await sharedDb.select().from(emailOutbox).where(eq(emailOutbox.to, refused));
    expect(failed).toMatchObject({ status: "failed", error: "The email service answered 401." });
    const [kept] = await sharedDb.select().from(emailOutbox).where(eq(emailOutbox.to, queued));
    expect(kept).toMatchObject({ status: "queued", sentAt: null });
  });
});
