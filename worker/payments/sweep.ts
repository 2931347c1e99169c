// The payments sweep, run by the Worker's schedule (wrangler.toml [triggers]): what no request would otherwise
// finish. It asks Daraja about M-Pesa payments whose payer closed the page and whose callback never came, gives
// up on checkouts nobody finished, works out again the tiers whose prepaid period or grace has ended, and
// reminds owners a few days before a prepaid plan ends.
import { and, eq, gt, isNull, lte, lt } from "drizzle-orm";
import { DAY_MS, longDate, REMINDER_DAYS } from "../../schema/payments";
import { plans } from "../../schema/plans";
import { payments, subscriptions, users } from "../../schema/tables";
import { createDb, type Db } from "../db";
import { sendEmail } from "../edge/outbox";
import { checkPayment } from "./mpesa";
import { settleFailed } from "./settle";
import { GRACE_MS, syncTier } from "./tier";

/** Work per run, so one run stays short; the next run takes the rest. */
const BATCH = 50;
/** An M-Pesa prompt the payer has not answered in this long is asked about by the sweep. */
const MPESA_ASK_AFTER_MS = 60_000;
/** ...and given up on after this long (Daraja's own prompt times out within two minutes). */
const MPESA_GIVE_UP_AFTER_MS = 60 * 60_000;
/** Stripe's Checkout pages expire after 24 hours. */
const CHECKOUT_GIVE_UP_AFTER_MS = 25 * 60 * 60_000;

export interface SweepReport {
  mpesaChecked: number;
  abandoned: number;
  tiersRechecked: number;
  reminded: number;
  /** Queued emails (payment notices) sent. */
}

export async function sweepPayments(env: Env, now = new Date(), db: Db = createDb(env)): Promise<SweepReport> {
  const report: SweepReport = { mpesaChecked: 0, abandoned: 0, tiersRechecked: 0, reminded: 0 };

  const waiting = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), eq(payments.provider, "mpesa"), lt(payments.createdAt, new Date(now.getTime() - MPESA_ASK_AFTER_MS))))
    .limit(BATCH);
  for (const payment of waiting) {
    const checked = await checkPayment(db, env, payment, {}, now);
    report.mpesaChecked += 1;
    if (checked.status === "pending" && now.getTime() - payment.createdAt.getTime() > MPESA_GIVE_UP_AFTER_MS) {
      await settleFailed(db, payment.id, "M-Pesa did not confirm this payment. If money left your account, contact support with your M-Pesa message.", null, now);
      report.abandoned += 1;
    }
  }

  const unfinished = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, "pending"), eq(payments.provider, "card"), lt(payments.createdAt, new Date(now.getTime() - CHECKOUT_GIVE_UP_AFTER_MS))))
    .limit(BATCH);
  for (const { id } of unfinished) {
    await settleFailed(db, id, "The checkout was not completed.", null, now);
    report.abandoned += 1;
  }

  const due = await db.select({ id: users.id }).from(users).where(lte(users.planEndsAt, now)).limit(BATCH);
  for (const { id } of due) {
    await syncTier(db, id, now);
    report.tiersRechecked += 1;
  }

  const ending = await db
    .select({ source: subscriptions, user: users })
    .from(subscriptions)
    .innerJoin(users, eq(subscriptions.userId, users.id))
    .where(
      and(
        eq(subscriptions.provider, "mpesa"),
        eq(subscriptions.status, "active"),
        isNull(subscriptions.remindedAt),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + REMINDER_DAYS * DAY_MS)),
      ),
    )
    .limit(BATCH);
  for (const { source, user } of ending) {
    // Marked first: a reminder is better missed once than sent on every run.
    const [marked] = await db
      .update(subscriptions)
      .set({ remindedAt: now })
      .where(and(eq(subscriptions.id, source.id), isNull(subscriptions.remindedAt)))
      .returning();
    if (!marked) continue;
    const plan = plans[source.tier].name;
    const end = longDate(source.currentPeriodEnd);
    const billing = env.APP_URL ? `${env.APP_URL.replace(/\/$/, "")}/account/billing` : "Billing, in your account";
    await sendEmail(db, env, {
      userId: user.id,
      to: user.email,
      kind: "plan-reminder",
      subject: `Your ${plan} plan ends on ${end}`,
      body: [
        `Hello ${user.firstName},`,
        "",
        `Your ${plan} plan, paid by M-Pesa, ends on ${end}. To keep it, renew it by M-Pesa or card from ${billing}.`,
        "",
        `If you do nothing, you keep ${plan} until ${longDate(new Date(source.currentPeriodEnd.getTime() + GRACE_MS))}; then your account moves to the Free plan. Your websites stay saved.`,
        "",
        "Sitewright",
      ].join("\n"),
    });
    report.reminded += 1;
  }
  return report;
}
