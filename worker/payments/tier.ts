// A user's tier, worked out from where their plans come from (card subscriptions, prepaid M-Pesa periods, an
// administrator's grant) and written to users.subscription_tier, which every limit on the server reads. It is
// always derived, never set by hand, so events arriving twice or out of order cannot leave a tier behind.
import { and, eq, ne, sql } from "drizzle-orm";
import { adminGrant, DAY_MS, GRACE_DAYS, tierRank } from "../../schema/payments";
import { DOMAIN_PLAN_LAPSED } from "../../schema/domains";
import { plans, type Tier } from "../../schema/plans";
import { domains, subscriptions, users, type Subscription } from "../../schema/tables";
import type { Db } from "../db";

/** A transaction or the database: anything the payments code writes through. */
export type Writer = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export const GRACE_MS = GRACE_DAYS * DAY_MS;

type Source = Pick<Subscription, "tier" | "status" | "currentPeriodStart" | "currentPeriodEnd">;

const counts = (s: Source) => s.status === "active" || s.status === "past_due";

/**
 * The tier in force at `now`, the source that gives it, and when the answer may next change. A source counts from
 * its start to its end, and through the grace days after its end only while no other source is fully in force
 * (grace softens a lapse; it never outranks a plan that is paid).
 */
export function tierInForce<S extends Source>(sources: S[], now: Date): { tier: Tier; source: S | null; inGrace: boolean; changesAt: Date | null } {
  const t = now.getTime();
  const live = sources.filter(counts);
  const started = live.filter((s) => s.currentPeriodStart.getTime() <= t);
  const paid = started.filter((s) => t < s.currentPeriodEnd.getTime());
  const grace = started.filter((s) => t >= s.currentPeriodEnd.getTime() && t < s.currentPeriodEnd.getTime() + GRACE_MS);
  const pool = paid.length > 0 ? paid : grace;
  const best = pool.reduce<S | null>((a, s) => (a === null || tierRank(s.tier) > tierRank(a.tier) ? s : a), null);
  const moments = live.flatMap((s) => [s.currentPeriodStart.getTime(), s.currentPeriodEnd.getTime(), s.currentPeriodEnd.getTime() + GRACE_MS]).filter((m) => m > t);
  return {
    tier: best?.tier ?? "free",
    source: best,
    inGrace: best !== null && paid.length === 0,
    changesAt: moments.length > 0 ? new Date(Math.min(...moments)) : null,
  };
}

/** Works the user's tier out again and stores it; run inside the transaction that changed their sources. */
export async function syncTier(db: Writer, userId: string, now = new Date()): Promise<Tier> {
  const sources = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const { tier, changesAt } = tierInForce(sources, now);
  await db.update(users).set({ subscriptionTier: tier, planEndsAt: changesAt, updatedAt: now }).where(eq(users.id, userId));
  // Custom domains past the plan's allowance (the newest first) stop being served: a plan's domains never outlive
  // it. They stay listed, and verifying one brings it back once a plan allows it again.
  await db
    .update(domains)
    .set({ status: "error", lastError: DOMAIN_PLAN_LAPSED, updatedAt: now })
    .where(
      and(
        eq(domains.userId, userId),
        eq(domains.kind, "custom"),
        ne(domains.status, "error"),
        sql`${domains.id} not in (select id from domains where user_id = ${userId} and kind = 'custom' order by created_at, id limit ${plans[tier].customDomains})`,
      ),
    );
  return tier;
}

/**
 * Sets the administrator's grant for a user (the offline default's way to change a plan, and the admin
 * dashboard's): a tier above Free is a source of its own; Free withdraws it. Paid plans stay in force beside it,
 * so the user's tier is the higher of the two. Answers the tier the user now has.
 */
export async function grantTier(db: Db, userId: string, tier: Tier, now = new Date()): Promise<Tier> {
  return db.transaction(async (tx) => {
    const key = `admin:${userId}`;
    if (tier === "free") {
      await tx.update(subscriptions).set({ status: "canceled", updatedAt: now }).where(eq(subscriptions.providerSubscriptionId, key));
    } else {
      const grant = adminGrant(userId, tier, now);
      await tx
        .insert(subscriptions)
        .values(grant)
        .onConflictDoUpdate({
          target: subscriptions.providerSubscriptionId,
          set: { tier, status: "active", currentPeriodStart: now, currentPeriodEnd: grant.currentPeriodEnd, updatedAt: now },
        });
    }
    return syncTier(tx, userId, now);
  });
}
