// Visitor analytics without cookies or scripts: when the Worker serves a page of a published site it counts the
// view, the visitor (a hash of address and browser under a random salt for the UTC day, deleted once the day is
// over, so no address is kept and nobody is followed across days), the referring site and the country. Each instance
// holds the counted views (never the address) for a second after the first of them and then puts them on the VISITS
// queue in one send; the queue's consumer writes a hundred at a time and retries, so counting never slows serving and
// a database fault loses nothing. Without the queue, the instance writes the views itself at that moment.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { siteDailySources, siteDailyStats, visitorSalts } from "../../schema/tables";
import type { Db } from "../db";
import { hmacKey } from "../hmac";
import { hex } from "../bytes";

export interface Visit {
  siteId: string;
  /** The visitor's address (never stored). */
  ip: string;
  userAgent: string;
  /** The page's own host: a link from the site to itself is not a referrer. */
  host: string;
  referer: string | null;
  country: string | null;
  at: Date;
}

const encoder = new TextEncoder();

/** Crawlers are not visitors. */
const crawler = /bot|crawler|spider|slurp|facebookexternalhit|embedly|quora link preview/i;

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The day's visitor id: HMAC-SHA-256 of address and browser under the day's salt (the key is made once per day per
 * instance: importing a key per view would cost more than the view).
 */
export async function visitorHash(salt: string, ip: string, userAgent: string): Promise<string> {
  const key = await hmacKey(`visitors\u0000${salt}`);
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${ip}\u0000${userAgent}`))).slice(0, 32);
}

/** This instance's copy of the days' salts (a day or two at a time). */
const salts = new Map<string, string>();

/**
 * The UTC day's random salt: made by the first instance to count a visit that day (an insert that loses a race
 * changes nothing) and read by every other, so all instances hash a visitor alike. Deleted by the purge after the
 * day, and with it any way back from that day's hashes.
 */
export async function daySalt(db: Db, day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  const fresh = hex(crypto.getRandomValues(new Uint8Array(32)));
  await db.insert(visitorSalts).values({ day, salt: fresh }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day));
  const salt = row?.salt ?? fresh;
  if (salts.size >= 4) salts.clear();
  salts.set(day, salt);
  return salt;
}

function referrerHost(referer: string | null, host: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer).hostname.toLowerCase();
    return from && from !== host.toLowerCase() ? from.replace(/^www\./, "").slice(0, 253) : null;
  } catch {
    return null;
  }
}

/**
 * One page view as it is counted: the day's visitor id, never the address. What a request puts on the VISITS queue,
 * and what an instance tallies without one.
 */
export interface CountedView {
  siteId: string;
  day: string;
  visitor: string;
  referrer: string | null;
  country: string | null;
}

/** A page view as counted, or null for a crawler. */
export async function countedView(db: Db, visit: Visit): Promise<CountedView | null> {
  if (crawler.test(visit.userAgent)) return null;
  const day = utcDay(visit.at);
  const visitor = await visitorHash(await daySalt(db, day), visit.ip, visit.userAgent);
  const country = visit.country && /^[A-Z]{2}$/.test(visit.country) ? visit.country : null;
  return { siteId: visit.siteId, day, visitor, referrer: referrerHost(visit.referer, visit.host), country };
}

/** One site's day, as counted since the last write. */
interface Tally {
  siteId: string;
  day: string;
  views: number;
  visitors: Set<string>;
  sources: Map<string, number>;
}

function addView(tallies: Map<string, Tally>, view: CountedView): void {
  const key = `${view.siteId} ${view.day}`;
  let tally = tallies.get(key);
  if (!tally) tallies.set(key, (tally = { siteId: view.siteId, day: view.day, views: 0, visitors: new Set(), sources: new Map() }));
  tally.views += 1;
  tally.visitors.add(view.visitor);
  if (view.referrer) tally.sources.set(`referrer ${view.referrer}`, (tally.sources.get(`referrer ${view.referrer}`) ?? 0) + 1);
  if (view.country) tally.sources.set(`country ${view.country}`, (tally.sources.get(`country ${view.country}`) ?? 0) + 1);
}

/** Writes tallies in one batch: every site and day of them, or (when it fails) none, so a retry counts nothing twice. */
async function writeTallies(db: Db, tallies: Iterable<Tally>): Promise<void> {
  const statements = [...tallies].flatMap((t) => {
    const visitors = [...t.visitors];
    const source = (kindValue: string, count: number) => {
      const [kind, ...rest] = kindValue.split(" ");
      return db.run(sql`
        insert into site_daily_sources (website_id, day, kind, value, count) values (${t.siteId}, ${t.day}, ${kind}, ${rest.join(" ")}, ${count})
        on conflict (website_id, day, kind, value) do update set count = count + excluded.count`);
    };
    return [
      db.run(sql`insert into site_daily_visitors (website_id, day, visitor) values ${sql.join(visitors.map((v) => sql`(${t.siteId}, ${t.day}, ${v})`), sql`, `)} on conflict do nothing`),
      // changes(): how many of those visitors the statement before added, that is, who was not counted today yet.
      db.run(sql`
        insert into site_daily_stats (website_id, day, views, visitors) values (${t.siteId}, ${t.day}, ${t.views}, changes())
        on conflict (website_id, day) do update set views = views + excluded.views, visitors = visitors + excluded.visitors`),
      ...[...t.sources].map(([kindValue, count]) => source(kindValue, count)),
    ];
  });
  if (statements.length) await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
}

/**
 * The views this instance has counted and not yet handed on. A request only adds its view here; the first view since
 * the last hand-over schedules the next one a moment later (in waitUntil, which the platform lets finish after the
 * answer), so a busy page costs one queue send a second per instance rather than one per view.
 */
let pending: CountedView[] = [];
/** Views are handed on this long after the first of them... */
export const FLUSH_AFTER_MS = 1_000;
/** ...or as soon as this many wait: a queue's batch holds at most 100 messages. */
const FLUSH_AT_VIEWS = 100;

/**
 * Counts one page view (a crawler counts nothing); answers whether a hand-over should be scheduled (the first view
 * since the last one) or is due now.
 */
export async function holdView(db: Db, visit: Visit): Promise<"schedule" | "due" | "waiting" | "ignored"> {
  const view = await countedView(db, visit);
  if (!view) return "ignored";
  pending.push(view);
  if (pending.length >= FLUSH_AT_VIEWS) return "due";
  return pending.length === 1 ? "schedule" : "waiting";
}

/**
 * Hands on what this instance has counted: to the VISITS queue when there is one (its consumer writes and retries),
 * otherwise written here in one batch. What fails to go is dropped, not retried.
 */
export async function flushVisits(db: Db, queue?: Queue<CountedView>): Promise<void> {
  const views = pending;
  pending = [];
  if (views.length === 0) return;
  if (queue) {
    for (let i = 0; i < views.length; i += FLUSH_AT_VIEWS) await queue.sendBatch(views.slice(i, i + FLUSH_AT_VIEWS).map((body) => ({ body })));
    return;
  }
  const tallies = new Map<string, Tally>();
  for (const view of views) addView(tallies, view);
  await writeTallies(db, tallies.values());
}

/**
 * The VISITS queue's consumer: the views requests counted, written together (up to a hundred a delivery). A
 * delivery that fails to write wrote nothing, and the queue delivers it again.
 */
export async function consumeVisits(db: Db, batch: MessageBatch<CountedView>): Promise<void> {
  const tallies = new Map<string, Tally>();
  for (const message of batch.messages) addView(tallies, message.body);
  await writeTallies(db, tallies.values());
  batch.ackAll();
}

/** Counts one page view and writes at once (tests, and callers that cannot wait). */
export async function countVisit(db: Db, visit: Visit): Promise<void> {
  if ((await holdView(db, visit)) !== "ignored") await flushVisits(db);
}

/** A site's visits over the last `days` days (today included), with its top referrers and countries. */
export async function siteAnalytics(db: Db, siteId: string, days: number, now = new Date()) {
  const from = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const [rows, sources] = await Promise.all([
    db.select().from(siteDailyStats).where(and(eq(siteDailyStats.websiteId, siteId), gte(siteDailyStats.day, from))),
    db
      .select({ kind: siteDailySources.kind, value: siteDailySources.value, count: sql<number>`sum(${siteDailySources.count})`.mapWith(Number) })
      .from(siteDailySources)
      .where(and(eq(siteDailySources.websiteId, siteId), gte(siteDailySources.day, from)))
      .groupBy(siteDailySources.kind, siteDailySources.value)
      .orderBy(desc(sql`3`)),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000));
    const row = byDay.get(day);
    return { day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
  });
  const top = (kind: string) => sources.filter((s) => s.kind === kind).slice(0, 10).map((s) => ({ value: s.value, count: s.count }));
  return {
    days: series,
    totals: { views: series.reduce((n, d) => n + d.views, 0), visitors: series.reduce((n, d) => n + d.visitors, 0) },
    referrers: top("referrer"),
    countries: top("country"),
  };
}
