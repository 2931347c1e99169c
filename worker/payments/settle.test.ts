// Settling in batches: what a batch was built on is checked as it runs, so racing settles neither grant twice nor
// lose what the other granted, and a batch a guard stops changes nothing.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newId } from "../../schema/ids";
import { payments, subscriptions, users, webhookEvents } from "../../schema/tables";
import { guard, runBatch } from "../db";
import { createUser, db } from "../test/factories";
import { addPeriod, settlePaid } from "./settle";

const now = new Date("2026-11-24T12:00:00Z");

async function pendingMpesa(userId: string) {
  const id = newId("payment");
  await db.insert(payments).values({ id, userId, provider: "mpesa", amountCents: 65000, currency: "kes", usdCents: 500, purpose: "subscription", plan: "basic", period: "monthly", status: "pending", idempotencyKey: newId("payment") });
  return id;
}

describe("a batch's guard", () => {
  it("stops the batch when what it was built on no longer holds, and nothing in it is kept", async () => {
    const user = await createUser({ firstName: "Before" });
    const rename = db.update(users).set({ firstName: "After" }).where(eq(users.id, user.id));
    expect(await runBatch(db, [rename, guard(db, sql`1 = 0`)])).toBe(false);
    expect((await db.select({ name: users.firstName }).from(users).where(eq(users.id, user.id)))[0]!.name).toBe("Before");
    expect(await runBatch(db, [rename, guard(db, sql`1 = 1`)])).toBe(true);
    expect((await db.select({ name: users.firstName }).from(users).where(eq(users.id, user.id)))[0]!.name).toBe("After");
  });

  it("lets a real error through as an error", async () => {
    await expect(runBatch(db, [db.run(sql`select * from no_such_table`)])).rejects.toThrow(/no such table/);
  });
});

describe("settling in batches", () => {
  it("two M-Pesa periods settled at the same moment both count: the second is worked out again from the first", async () => {
    const user = await createUser();
    const [a, b] = [await pendingMpesa(user.id), await pendingMpesa(user.id)];
    const settled = await Promise.all([
      settlePaid(db, a, { eventId: `ws_${a}` }, { provider: "mpesa", eventId: `ws_${a}` }, now),
      settlePaid(db, b, { eventId: `ws_${b}` }, { provider: "mpesa", eventId: `ws_${b}` }, now),
    ]);
    expect(settled.map((p) => p?.status)).toEqual(["successful", "successful"]);
    const [source] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, `mpesa:${user.id}`));
    expect(source!.currentPeriodEnd).toEqual(addPeriod(addPeriod(now, "monthly"), "monthly"));
    expect((await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, user.id)))[0]!.tier).toBe("basic");
  });

  it("settles a payment once however many settle it at once, and records each event once", async () => {
    const user = await createUser();
    const id = await pendingMpesa(user.id);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => settlePaid(db, id, { eventId: `ws_${id}` }, { provider: "mpesa", eventId: `ws_${id}_${i % 2}` }, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const [source] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, `mpesa:${user.id}`));
    expect(source!.currentPeriodEnd).toEqual(addPeriod(now, "monthly"));
    expect(await db.select().from(webhookEvents).where(and(eq(webhookEvents.provider, "mpesa"), sql`${webhookEvents.eventId} like ${`ws_${id}_%`}`))).toHaveLength(2);
  });
});
