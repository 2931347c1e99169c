// Rows kept only for a while, deleted by the schedule once nothing can read them: expired sessions, rate-limit
// windows long closed, addresses given up past their redirect days, and the daily visitor hashes of days that are
// over, with those days' random salts (they only tell a second view today from a first; yesterday's are kept for
// counts flushed around midnight), and password-reset links past their time.
import { lt } from "drizzle-orm";
import { emailLinks, passwordResets, rateLimits, sessions, siteDailyVisitors, subdomainRedirects, visitorSalts } from "../schema/tables";
import type { Db } from "./db";
import { utcDay } from "./edge/visits";

const DAY_MS = 24 * 60 * 60 * 1000;
/** As long as the longest limit's window (a day: sign-up's notice to an address's owner): a row this old counts nothing. */
const LIMIT_ROWS_KEPT_MS = DAY_MS;

export interface PurgeReport {
  sessions: number;
  limits: number;
  redirects: number;
  visitors: number;
  resets: number;
  emailLinks: number;
}

export async function purgeExpired(db: Db, now = Date.now()): Promise<PurgeReport> {
  const yesterday = utcDay(new Date(now - DAY_MS));
  const [s, l, r, v, p, e] = await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, new Date(now))),
    db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - LIMIT_ROWS_KEPT_MS))),
    db.delete(subdomainRedirects).where(lt(subdomainRedirects.expiresAt, new Date(now))),
    db.delete(siteDailyVisitors).where(lt(siteDailyVisitors.day, yesterday)),
    // With its salt gone, a past day's hashes cannot be worked back to anyone.
    db.delete(visitorSalts).where(lt(visitorSalts.day, yesterday)),
    db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(now))),
    db.delete(emailLinks).where(lt(emailLinks.expiresAt, new Date(now))),
  ]);
  return { sessions: s.rowsAffected, limits: l.rowsAffected, redirects: r.rowsAffected, visitors: v.rowsAffected, resets: p.rowsAffected, emailLinks: e.rowsAffected };
}
