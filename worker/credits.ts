// Monthly AI image credits: the plan's allowance, counted per user per UTC calendar month.
import { and, eq } from "drizzle-orm";
import { plans } from "../schema/plans";
import { imageCreditUsage, type User } from "../schema/tables";
import type { Db } from "./db";

export function creditMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

export interface Credits {
  used: number;
  /** null: unlimited. */
  limit: number | null;
  remaining: number | null;
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
