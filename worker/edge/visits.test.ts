// Visitor analytics: exact counts on a scripted set of visits, no address kept, counting done by serving pages
// (not files, not HEAD), and each site's numbers for its owner alone.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { templateDocument } from "../../schema/builder-templates";
import { newId } from "../../schema/ids";
import { siteDailySources, siteDailyStats, siteDailyVisitors, visitorSalts, websites } from "../../schema/tables";
import { call, signedInUser } from "../test/client";
import { db } from "../test/factories";
import { publishVersion } from "../sites/publish";
import worker from "../index";
import { consumeVisits, countVisit, daySalt, FLUSH_AFTER_MS, flushVisits, siteAnalytics, utcDay, visitorHash, type CountedView, type Visit } from "./visits";
import { claimSubdomain } from "../sites/subdomain";

/** A site with its subdomain claimed, as the publish route claims it before building. */
async function claimed<T extends { id: string; name: string; subdomain: string | null }>(site: T): Promise<T & { subdomain: string }> {
  return { ...site, subdomain: site.subdomain ?? (await claimSubdomain(db, site.id, site.name)) };
}


async function newSite() {
  const owner = await signedInUser();
  const label = `a${newId("website").slice(5, 15)}`;
  const id = newId("website");
  await db.insert(websites).values({ id, userId: owner.user.id, name: label, document: templateDocument(2), subdomain: label });
  return { owner, site: { id, name: label, subdomain: label as string | null }, host: `${label}.localhost` };
}

describe("counting visits", () => {
  it("counts views, daily visitors, referrers and countries exactly, and keeps no address", async () => {
    const { site, host } = await newSite();
    const day1 = new Date("2026-11-20T09:00:00Z");
    const day2 = new Date("2026-11-21T09:00:00Z");
    const ann = { ip: "203.0.113.10", userAgent: "Mozilla/5.0 (Android) Chrome/130" };
    const ben = { ip: "198.51.100.20", userAgent: "Mozilla/5.0 (iPhone) Safari/18" };
    const visit = (who: { ip: string; userAgent: string }, at: Date, extra: Partial<Visit> = {}) => countVisit(db, { siteId: site.id, host, referer: null, country: null, at, ...who, ...extra });
    await visit(ann, day1, { referer: "https://www.google.com/search?q=bakery", country: "KE" });
    await visit(ann, day1, { referer: `http://${host}/about.html`, country: "KE" });
    await visit(ann, day1, { country: "KE" });
    await visit(ben, day1, { referer: "https://t.co/abc", country: "UG" });
    await visit(ben, day1, { referer: "not a url", country: "ug" });
    await visit({ ip: "192.0.2.1", userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }, day1, { referer: "https://google.com/" });
    await visit(ann, day2, { referer: "https://google.com/", country: "KE" });

    const stats = await db.select().from(siteDailyStats).where(eq(siteDailyStats.websiteId, site.id)).orderBy(siteDailyStats.day);
    expect(stats.map((s) => [s.day, s.views, s.visitors])).toEqual([
      ["2026-11-20", 5, 2],
      ["2026-11-21", 1, 1],
    ]);
    const sources = await db.select().from(siteDailySources).where(eq(siteDailySources.websiteId, site.id));
    const of = (kind: string) => sources.filter((s) => s.kind === kind).map((s) => [s.day, s.value, s.count]).sort();
    expect(of("referrer")).toEqual([
      ["2026-11-20", "google.com", 1],
      ["2026-11-20", "t.co", 1],
      ["2026-11-21", "google.com", 1],
    ]);
    expect(of("country")).toEqual([
      ["2026-11-20", "KE", 3],
      ["2026-11-20", "UG", 1],
      ["2026-11-21", "KE", 1],
    ]);

    // No address anywhere, and the same visitor is someone else the next day.
    const everything = JSON.stringify([stats, sources, await db.select().from(siteDailyVisitors).where(eq(siteDailyVisitors.websiteId, site.id))]);
    for (const ip of [ann.ip, ben.ip, "192.0.2.1"]) expect(everything).not.toContain(ip);
    expect(await visitorHash(await daySalt(db, "2026-11-20"), ann.ip, ann.userAgent)).not.toBe(await visitorHash(await daySalt(db, "2026-11-21"), ann.ip, ann.userAgent));

    const report = await siteAnalytics(db, site.id, 7, new Date("2026-11-22T12:00:00Z"));
    expect(report.days.map((d) => [d.day, d.views])).toEqual([
      ["2026-11-16", 0],
      ["2026-11-17", 0],
      ["2026-11-18", 0],
      ["2026-11-19", 0],
      ["2026-11-20", 5],
      ["2026-11-21", 1],
      ["2026-11-22", 0],
    ]);
    expect(report.totals).toEqual({ views: 6, visitors: 3 });
    expect(report.referrers).toEqual([
      { value: "google.com", count: 2 },
      { value: "t.co", count: 1 },
    ]);
    expect(report.countries).toEqual([
      { value: "KE", count: 4 },
      { value: "UG", count: 1 },
    ]);
  });

  it("counts the pages the Worker serves, not files or HEAD requests", async () => {
    const { site, host } = await newSite();
    await publishVersion(env, db, await claimed(site), templateDocument(2), { "index.html": "<p>hi</p>", "styles.css": "p{}" });
    const get = (path: string, method = "GET") => exports.default.fetch(new Request(`http://${host}${path}`, { method, headers: { "CF-Connecting-IP": "203.0.113.99", "User-Agent": "Mozilla/5.0 Test" } }));
    expect((await get("/")).status).toBe(200);
    expect((await get("/styles.css")).status).toBe(200);
    expect((await get("/", "HEAD")).status).toBe(200);
    // The count is written a moment after the answer has gone, by the VISITS queue's consumer, with whatever else
    // came meanwhile.
    await expect
      .poll(async () => (await db.select().from(siteDailyStats).where(eq(siteDailyStats.websiteId, site.id))).map((s) => [s.views, s.visitors]), { timeout: FLUSH_AFTER_MS + 8_000, interval: 500 })
      .toEqual([[1, 1]]);
    // A later view, after that write, is written in its turn.
    expect((await get("/")).status).toBe(200);
    await expect
      .poll(async () => (await db.select().from(siteDailyStats).where(eq(siteDailyStats.websiteId, site.id))).map((s) => [s.views, s.visitors]), { timeout: FLUSH_AFTER_MS + 8_000, interval: 500 })
      .toEqual([[2, 1]]);
  }, 30_000);

  it("shows a site's numbers to its owner alone", async () => {
    const { owner, site } = await newSite();
    const res = await call(`/api/websites/${site.id}/analytics?days=7`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { days: unknown[] }).days).toHaveLength(7);
    expect((await call(`/api/websites/${site.id}/analytics?days=365`, { cookie: owner.cookie })).status).toBe(400);
    const stranger = await signedInUser();
    expect((await call(`/api/websites/${site.id}/analytics`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it("hashes visitors under a random salt for the day, the same in every instance, and never one made from a secret", async () => {
    const day = "2031-02-03";
    const salt = await daySalt(db, day);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    // Another instance (a new copy of the module's memory would read the row) gets the same salt from the database.
    const [row] = await db.select().from(visitorSalts).where(eq(visitorSalts.day, day));
    expect(row?.salt).toBe(salt);
    expect(await daySalt(db, "2031-02-04")).not.toBe(salt);
  });
});

describe("the VISITS queue", () => {
  it("carries the counted page views without the visitors' address, in one send a moment later, and nothing for a crawler", async () => {
    const { site, host } = await newSite();
    await publishVersion(env, db, await claimed(site), templateDocument(2), { "index.html": "<p>hi</p>" });
    // Views another test left in this instance's hold go where they were headed first.
    await flushVisits(db, env.VISITS);
    const sends: unknown[][] = [];
    const waits: Promise<unknown>[] = [];
    const queue = { sendBatch: async (messages: { body: unknown }[]) => void sends.push(messages.map((m) => m.body)) } as unknown as Queue<CountedView>;
    const ctx = { waitUntil: (p: Promise<unknown>) => void waits.push(p), passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    const get = (ua: string, ip: string) => worker.fetch(new Request(`http://${host}/`, { headers: { "CF-Connecting-IP": ip, "User-Agent": ua, Referer: "https://www.google.com/search" } }), { ...env, VISITS: queue }, ctx);
    expect((await get("Mozilla/5.0 Test", "203.0.113.42")).status).toBe(200);
    expect((await get("Googlebot/2.1", "203.0.113.42")).status).toBe(200);
    expect((await get("Mozilla/5.0 Test", "198.51.100.7")).status).toBe(200);
    // Each waitUntil may add the next (the count, then the hand-over it schedules): wait until none is left.
    for (let seen = 0; seen < waits.length; ) {
      const now = waits.length;
      await Promise.all(waits.slice(seen));
      seen = now;
    }
    const view = { siteId: site.id, day: utcDay(new Date()), visitor: expect.stringMatching(/^[0-9a-f]{32}$/), referrer: "google.com", country: null };
    expect(sends).toEqual([[view, view]]);
    const [first, second] = sends[0] as { visitor: string }[];
    expect(first?.visitor).not.toBe(second?.visitor);
    expect(JSON.stringify(sends)).not.toContain("203.0.113.42");
  });

  it("writes a delivery of views in one batch and acknowledges it", async () => {
    const { site } = await newSite();
    const day = "2026-11-21";
    const view = (visitor: string, referrer: string | null) => ({ body: { siteId: site.id, day, visitor, referrer, country: "KE" } });
    const ackAll = vi.fn();
    await consumeVisits(db, { queue: "sitewright-visits", messages: [view("a", "t.co"), view("a", null), view("b", "t.co")], ackAll } as unknown as MessageBatch<CountedView>);
    expect(ackAll).toHaveBeenCalledOnce();
    const report = await siteAnalytics(db, site.id, 30, new Date("2026-11-21T12:00:00Z"));
    expect(report.days.find((d) => d.day === day)).toEqual({ day, views: 3, visitors: 2 });
    expect(report.referrers).toEqual([{ value: "t.co", count: 2 }]);
  });
});
