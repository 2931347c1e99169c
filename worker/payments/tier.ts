// A user's tier, worked out from where their plans come from (card subscriptions, prepaid M-Pesa periods, an
// administrator's grant) and written to users.subscription_tier, which every limit on the server reads. It is
// always derived, never set by hand, so events arriving twice or out of order cannot leave a tier behind.
import { eq, sql, type SQL } from "drizzle-orm";
import { adminGrant, DAY_MS, GRACE_DAYS, tierRank } from "../../schema/payments";
import { DOMAIN_PLAN_LAPSED } from "../../schema/domains";
import { plans, tiers, type Tier } from "../../schema/plans";
import { domains, subscriptions, users, type Subscription } from "../../schema/tables";
import { runBatch, type Db, type Statement } from "../db";

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

/** A source's rank and a tier's custom-domain allowance, in SQL: from the plans catalogue, which is code. */
const RANK = sql.raw(`case tier ${tiers.map((t) => `when '${t}' then ${tierRank(t)}`).join(" ")} else 0 end`);
const ALLOWANCE = sql.raw(`${tiers.map((t) => `when '${t}' then ${plans[t].customDomains}`).join(" ")} else 0 end`);

/**
 * The statements that work the user's tier out again from their plan sources and store it, with when it may next
 * change, and stop serving the custom domains past the tier's allowance: plain SQL, so they join any batch (one
 * round trip, no lock held between statements) and always read the sources as that batch leaves them. The same
 * rule as `tierInForce` (a test holds the two to the same answers).
 */
export function tierStatements(db: Db, userId: string, now = new Date()) {
  const t = now.getTime();
  const live = sql`select tier, current_period_start as s, current_period_end as e from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${subscriptions.status} in ('active', 'past_due')`;
  const best = (when: SQL) => sql`(select tier from (${live}) where ${when} order by ${RANK} desc limit 1)`;
  const tier = sql`coalesce(${best(sql`s <= ${t} and ${t} < e`)}, ${best(sql`s <= ${t} and e <= ${t} and ${t} < e + ${GRACE_MS}`)}, 'free')`;
  const changesAt = sql`(select min(m) from (select s as m from (${live}) union all select e from (${live}) union all select e + ${GRACE_MS} from (${live})) where m > ${t})`;
  const allowance = sql`case (select subscription_tier from ${users} where ${users.id} = ${userId}) ${ALLOWANCE}`;
  return [
    db.run(sql`update ${users} set subscription_tier = ${tier}, plan_ends_at = ${changesAt}, updated_at = ${t} where ${users.id} = ${userId}`),
    // Custom domains past the plan's allowance (the newest first) stop being served: a plan's domains never outlive
    // it. They stay listed, and verifying one brings it back once a plan allows it again.
    db.run(
      sql`update ${domains} set status = 'error', last_error = ${DOMAIN_PLAN_LAPSED}, updated_at = ${t} where ${domains.userId} = ${userId} and ${domains.kind} = 'custom' and ${domains.status} <> 'error' and ${domains.id} not in (select id from ${domains} where user_id = ${userId} and kind = 'custom' order by created_at, id limit ${allowance})`,
    ),
  ] as const;
}

/**
 * Works the user's tier out again and stores it, in one batch with any change to their sources (`changes`, run
 * first); answers the tier now stored.
 */
export async function syncTier(db: Db, userId: string, now = new Date(), changes: readonly Statement[] = []): Promise<Tier> {
  await runBatch(db, [...changes, ...tierStatements(db, userId, now)]);
  const [row] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId));
  return row?.tier ?? "free";
}

/**
 * Sets the administrator's grant for a user (the offline default's way to change a plan, and the admin
 * dashboard's): a tier above Free is a source of its own; Free withdraws it. Paid plans stay in force beside it,
 * so the user's tier is the higher of the two. Answers the tier the user now has.
 */
export async function grantTier(db: Db, userId: string, tier: Tier, now = new Date()): Promise<Tier> {
  const key = `admin:${userId}`;
  const grant = tier === "free" ? null : adminGrant(userId, tier, now);
  const change = !grant
    ? db.update(subscriptions).set({ status: "canceled", updatedAt: now }).where(eq(subscriptions.providerSubscriptionId, key))
    : db
        .insert(subscriptions)
        .values(grant)
        .onConflictDoUpdate({
          target: subscriptions.providerSubscriptionId,
          set: { tier, status: "active", currentPeriodStart: now, currentPeriodEnd: grant.currentPeriodEnd, updatedAt: now },
        });
  // The grant and the tier it makes, in one batch: one round trip, atomic, no lock held in between.
  return syncTier(db, userId, now, [change]);
}
