import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions, users } from "../../schema/tables";
import { createUser, db } from "../test/factories";
import { addPeriod } from "./settle";
import { GRACE_MS, grantTier, syncTier, tierInForce } from "./tier";

const day = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-24T12:00:00Z");
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);

function source(tier: "basic" | "premium" | "enterprise", startDays: number, endDays: number, status: "active" | "past_due" | "canceled" | "incomplete" = "active") {
  return { tier, status, currentPeriodStart: at(startDays), currentPeriodEnd: at(endDays) };
}

describe("the tier in force", () => {
  it("is free with no sources, and changes nowhere", () => {
    expect(tierInForce([], now)).toEqual({ tier: "free", source: null, inGrace: false, changesAt: null });
  });

  it("is the highest paid source, and next changes at the earliest boundary ahead", () => {
    const basic = source("basic", -10, 20);
    const premium = source("premium", -1, 5);
    expect(tierInForce([basic, premium], now)).toEqual({ tier: "premium", source: premium, inGrace: false, changesAt: at(5) });
  });

  it("ignores cancelled, incomplete and not yet started sources", () => {
    const later = source("enterprise", 2, 30);
    const result = tierInForce([source("premium", -5, 5, "canceled"), source("enterprise", -5, 5, "incomplete"), later], now);
    expect(result).toEqual({ tier: "free", source: null, inGrace: false, changesAt: at(2) });
  });

  it("keeps a lapsed plan through its grace days, then lets it go", () => {
    const lapsed = source("premium", -31, -1);
    expect(tierInForce([lapsed], now)).toEqual({ tier: "premium", source: lapsed, inGrace: true, changesAt: new Date(at(-1).getTime() + GRACE_MS) });
    expect(tierInForce([lapsed], new Date(at(-1).getTime() + GRACE_MS)).tier).toBe("free");
  });

  it("never lets a plan in its grace days outrank one that is paid", () => {
    const lapsedPremium = source("premium", -31, -1);
    const paidBasic = source("basic", -1, 29);
    expect(tierInForce([lapsedPremium, paidBasic], now)).toMatchObject({ tier: "basic", inGrace: false });
  });

  it("counts a card plan that is past due (Stripe is still retrying the card)", () => {
    expect(tierInForce([source("premium", -5, 25, "past_due")], now).tier).toBe("premium");
  });
});

describe("a calendar period", () => {
  it.each([
    ["2026-01-31T10:00:00Z", "monthly", "2026-02-28T10:00:00.000Z"],
    ["2028-01-31T10:00:00Z", "monthly", "2028-02-29T10:00:00.000Z"],
    ["2026-11-24T12:00:00Z", "monthly", "2026-12-24T12:00:00.000Z"],
    ["2026-12-15T00:00:00Z", "monthly", "2027-01-15T00:00:00.000Z"],
    ["2028-02-29T08:00:00Z", "yearly", "2029-02-28T08:00:00.000Z"],
  ] as const)("from %s, %s, ends %s", (from, period, end) => {
    expect(addPeriod(new Date(from), period).toISOString()).toBe(end);
  });
});

describe("an administrator's grant", () => {
  it("sets the tier, and taking it back returns the user to what they pay for", async () => {
    const user = await createUser();
    expect(await grantTier(db, user.id, "premium")).toBe("premium");
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.subscriptionTier).toBe("premium");
    // A paid basic plan beside the grant: withdrawing the grant leaves basic, not free.
    await db.insert(subscriptions).values({ id: `sub_${crypto.randomUUID().slice(0, 16).replace(/-/g, "0")}`, userId: user.id, tier: "basic", period: "monthly", provider: "mpesa", providerSubscriptionId: `mpesa:${user.id}`, status: "active", currentPeriodStart: new Date(Date.now() - day), currentPeriodEnd: new Date(Date.now() + 20 * day) });
    expect(await grantTier(db, user.id, "free")).toBe("basic");
    expect(await grantTier(db, user.id, "enterprise")).toBe("enterprise");
    const grants = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, `admin:${user.id}`));
    expect(grants.map((g) => [g.tier, g.status])).toEqual([["enterprise", "active"]]);
  });
});

describe("the tier worked out in the database", () => {
  it("is the tier in force, and its next change, for every mix of sources (statuses, plans, periods past, present, ahead, in grace)", async () => {
    // A fixed pseudo-random walk: the same forty mixes every run.
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const tiers = ["basic", "premium", "enterprise"] as const;
    const statuses = ["active", "past_due", "canceled", "incomplete"] as const;
    for (let mix = 0; mix < 40; mix++) {
      const user = await createUser();
      const sources = Array.from({ length: Math.floor(next() * 4) }, (_, i) => {
        const start = Math.round(next() * 60 - 40);
        const end = start + 1 + Math.round(next() * 40);
        return {
          id: `sub_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`,
          userId: user.id,
          provider: "mpesa" as const,
          providerSubscriptionId: `mix:${user.id}:${i}`,
          period: "monthly" as const,
          ...source(tiers[Math.floor(next() * 3)]!, start, end, statuses[Math.floor(next() * 4)]!),
        };
      });
      if (sources.length) await db.insert(subscriptions).values(sources);
      const expected = tierInForce(sources, now);
      expect(await syncTier(db, user.id, now), `mix ${mix}`).toBe(expected.tier);
      const [row] = await db.select({ planEndsAt: users.planEndsAt }).from(users).where(eq(users.id, user.id));
      expect(row!.planEndsAt, `mix ${mix}`).toEqual(expected.changesAt);
    }
  });
});
