// The admin dashboard's Analytics tab, computed from the data for a period (the last day, week, 30 days or 365
// days up to now): four figures each against the period before it, revenue over the period in equal buckets, the
// plans users are on now, and what people ask the help assistant most (the same words in any case, with or
// without a question mark, count as one question).
import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { plans, tiers } from "../../schema/plans";
import { chatMessages, payments, subscriptions, users, websites } from "../../schema/tables";
import type { Db } from "../db";
import type { AppEnv } from "../env";
import { validate } from "../validate";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const analyticsPeriods = {
  day: { length: DAY, buckets: 24 },
  week: { length: 7 * DAY, buckets: 7 },
  month: { length: 30 * DAY, buckets: 30 },
  year: { length: 365 * DAY, buckets: 12 },
} as const;
export type AnalyticsPeriod = keyof typeof analyticsPeriods;

const querySchema = v.object({ period: v.optional(v.picklist(Object.keys(analyticsPeriods) as AnalyticsPeriod[], "Choose day, week, month or year"), "month") });

/** The change from `previous` to `value` in percent, one decimal; null when there was nothing before to compare. */
export function trend(value: number, previous: number): number | null {
  if (previous === 0) return value === 0 ? 0 : null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

const figure = (value: number, previous: number) => ({ value, previous, trend: trend(value, previous) });
const n = (query: Promise<{ n: number }[]>) => query.then((rows) => rows[0]?.n ?? 0);
const countAll = sql<number>`count(*)`.mapWith(Number);

/** Paid plans in force at `at`: a period that had begun and not ended (the status is today's). */
function activeSubscriptions(db: Db, at: number) {
  return n(
    db
      .select({ n: sql<number>`count(distinct ${subscriptions.userId})`.mapWith(Number) })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.provider, ["card", "mpesa"]),
          inArray(subscriptions.status, ["active", "past_due", "canceled", "expired"]),
          lt(subscriptions.currentPeriodStart, new Date(at)),
          gte(subscriptions.currentPeriodEnd, new Date(at)),
        ),
      ),
  );
}

function revenueBetween(db: Db, from: number, to: number) {
  return n(
    db
      .select({ n: sql<number>`coalesce(sum(${payments.usdCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.status, "successful"), gte(payments.paidAt, new Date(from)), lt(payments.paidAt, new Date(to)))),
  );
}

export async function analytics(db: Db, period: AnalyticsPeriod, now = Date.now()) {
  const { length, buckets } = analyticsPeriods[period];
  const from = now - length;
  const before = from - length;
  const bucket = length / buckets;
  const liveUsers = isNull(users.deletedAt);

  const [usersNow, usersBefore, sitesNow, sitesBefore, revenueNow, revenueBefore, subsNow, subsBefore, series, distribution, questions] = await Promise.all([
    n(db.select({ n: countAll }).from(users).where(and(liveUsers, lt(users.createdAt, new Date(now))))),
    n(db.select({ n: countAll }).from(users).where(and(liveUsers, lt(users.createdAt, new Date(from))))),
    n(db.select({ n: countAll }).from(websites).where(and(gte(websites.createdAt, new Date(from)), lt(websites.createdAt, new Date(now))))),
    n(db.select({ n: countAll }).from(websites).where(and(gte(websites.createdAt, new Date(before)), lt(websites.createdAt, new Date(from))))),
    revenueBetween(db, from, now),
    revenueBetween(db, before, from),
    activeSubscriptions(db, now),
    activeSubscriptions(db, from),
    db
      .select({ slot: sql<number>`cast((${payments.paidAt} - ${from}) / ${bucket} as integer)`.mapWith(Number), cents: sql<number>`sum(${payments.usdCents})`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.status, "successful"), gte(payments.paidAt, new Date(from)), lt(payments.paidAt, new Date(now))))
      .groupBy(sql`1`),
    db.select({ tier: users.subscriptionTier, n: countAll }).from(users).where(liveUsers).groupBy(users.subscriptionTier),
    db
      // With max() in the same select, SQLite takes the bare column from the row that holds the max: the question as
      // it was last typed.
      .select({ question: chatMessages.content, latest: sql`max(${chatMessages.createdAt})`, count: countAll })
      .from(chatMessages)
      .where(and(eq(chatMessages.role, "user"), gte(chatMessages.createdAt, new Date(from)), lt(chatMessages.createdAt, new Date(now))))
      .groupBy(sql`lower(trim(${chatMessages.content}, ' ?!.'))`)
      .orderBy(sql`count(*) desc`, sql`2 desc`)
      .limit(10),
  ]);

  const cents = new Map(series.map((s) => [s.slot, s.cents]));
  return {
    period,
    from: new Date(from).toISOString(),
    to: new Date(now).toISOString(),
    cards: {
      users: figure(usersNow, usersBefore),
      websites: figure(sitesNow, sitesBefore),
      revenue: { ...figure(revenueNow / 100, revenueBefore / 100) },
      subscriptions: figure(subsNow, subsBefore),
    },
    revenueSeries: Array.from({ length: buckets }, (_, i) => ({ start: new Date(from + i * bucket).toISOString(), revenue: (cents.get(i) ?? 0) / 100 })),
    distribution: tiers.map((tier) => ({ tier, name: plans[tier].name, users: distribution.find((d) => d.tier === tier)?.n ?? 0 })),
    topQuestions: questions.map((q) => ({ question: q.question, count: q.count })),
  };
}

export type Analytics = Awaited<ReturnType<typeof analytics>>;

export const adminAnalytics = new Hono<AppEnv>().get("/", validate("query", querySchema), async (c) => {
  return c.json(await analytics(c.var.db, c.req.valid("query").period), 200);
});
