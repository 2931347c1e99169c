// Monthly AI image credits: the plan's allowance, counted per user per UTC calendar month.
import { and, eq, gt, sql } from "drizzle-orm";
import { plans, type Credits } from "../schema/plans";
import { imageCreditUsage, type User } from "../schema/tables";
import type { Db } from "./db";

export function creditMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

export async function imageCredits(db: Db, user: User, now = new Date()): Promise<Credits> {
  const [row] = await db
    .select({ used: imageCreditUsage.used })
    .from(imageCreditUsage)
    .where(and(eq(imageCreditUsage.userId, user.id), eq(imageCreditUsage.month, creditMonth(now))));
  const used = row?.used ?? 0;
  const limit = plans[user.subscriptionTier].imagesPerMonth;
  return { used, limit, remaining: limit === null ? null : Math.max(0, limit - used) };
}

/**
 * Spends one credit of `month`, or answers false when the month's allowance is used up. One statement does the
 * check and the spend, so any number of requests at once spend at most what is left.
 */
export async function spendCredit(db: Db, user: User, month: string): Promise<boolean> {
  const limit = plans[user.subscriptionTier].imagesPerMonth;
  if (limit !== null && limit <= 0) return false;
  const now = Date.now();
  const rows = await db.all<{ used: number }>(sql`
    insert into image_credit_usage (user_id, month, used, updated_at) values (${user.id}, ${month}, 1, ${now})
    on conflict (user_id, month) do update set used = image_credit_usage.used + 1, updated_at = ${now}
    ${limit === null ? sql`` : sql`where image_credit_usage.used < ${limit}`}
    returning used`);
  return rows.length > 0;
}

/** Gives back a credit spent in `month` (the provider failed), never below zero. */
export async function refundCredit(db: Db, userId: string, month: string): Promise<void> {
  await db
    .update(imageCreditUsage)
    .set({ used: sql`${imageCreditUsage.used} - 1`, updatedAt: new Date() })
    .where(and(eq(imageCreditUsage.userId, userId), eq(imageCreditUsage.month, month), gt(imageCreditUsage.used, 0)));
}
