// The schedule's purge deletes what nothing can read any more, and nothing that still counts.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newId } from "../schema/ids";
import { passwordResets, rateLimits, sessions, siteDailyVisitors, subdomainRedirects, visitorSalts, websites } from "../schema/tables";
import { purgeExpired } from "./purge";
import { utcDay } from "./edge/visits";
import { createUser, db } from "./test/factories";
import { defaultDocument } from "../schema/site-document";

const HOUR = 60 * 60 * 1000;

describe("the purge", () => {
  it("deletes expired sessions, closed limit windows, ended redirects, visitor hashes and salts of past days and spent reset links only", async () => {
    const now = Date.now();
    const user = await createUser();
    const siteId = newId("website");
    await db.insert(websites).values({ id: siteId, userId: user.id, name: "Purge", document: defaultDocument() });
    const tag = siteId.slice(5);
    await db.insert(sessions).values([
      { idHash: `old-${tag}`, userId: user.id, expiresAt: new Date(now - HOUR) },
      { idHash: `live-${tag}`, userId: user.id, expiresAt: new Date(now + HOUR) },
    ]);
    await db.insert(rateLimits).values([
      { key: `old:${tag}`, windowStart: new Date(now - 25 * HOUR), count: 3 },
      { key: `live:${tag}`, windowStart: new Date(now - HOUR), count: 3 },
    ]);
    await db.insert(subdomainRedirects).values([
      { label: `old${tag}`, websiteId: siteId, expiresAt: new Date(now - HOUR) },
      { label: `live${tag}`, websiteId: siteId, expiresAt: new Date(now + HOUR) },
    ]);
    const days = [utcDay(new Date(now - 48 * HOUR)), utcDay(new Date(now - 24 * HOUR)), utcDay(new Date(now))];
    await db.insert(siteDailyVisitors).values(days.map((day) => ({ websiteId: siteId, day, visitor: `v-${tag}` })));
    // Far-off days, so other tests' salts are not in the way.
    const saltDays = [utcDay(new Date(now - 400 * 24 * HOUR)), utcDay(new Date(now - 24 * HOUR))];
    await db.insert(visitorSalts).values(saltDays.map((day) => ({ day, salt: `s-${tag}` }))).onConflictDoNothing();
    await db.insert(passwordResets).values([
      { tokenHash: `old-${tag}`, userId: user.id, expiresAt: new Date(now - HOUR) },
      { tokenHash: `live-${tag}`, userId: user.id, expiresAt: new Date(now + HOUR) },
    ]);

    await purgeExpired(db, now);

    expect((await db.select({ id: sessions.idHash }).from(sessions).where(inArray(sessions.idHash, [`old-${tag}`, `live-${tag}`]))).map((r) => r.id)).toEqual([`live-${tag}`]);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, [`old:${tag}`, `live:${tag}`]))).map((r) => r.key)).toEqual([`live:${tag}`]);
    expect((await db.select({ label: subdomainRedirects.label }).from(subdomainRedirects).where(eq(subdomainRedirects.websiteId, siteId))).map((r) => r.label)).toEqual([`live${tag}`]);
    expect((await db.select({ day: siteDailyVisitors.day }).from(siteDailyVisitors).where(eq(siteDailyVisitors.websiteId, siteId))).map((r) => r.day).sort()).toEqual(days.slice(1).sort());
    expect((await db.select({ day: visitorSalts.day }).from(visitorSalts).where(inArray(visitorSalts.day, saltDays))).map((r) => r.day)).toEqual([saltDays[1]]);
    expect((await db.select({ hash: passwordResets.tokenHash }).from(passwordResets).where(eq(passwordResets.userId, user.id))).map((r) => r.hash)).toEqual([`live-${tag}`]);
  });
});
