// Fixed-window rate limits kept in libSQL (rate_limits), so every Worker instance sees the same counts.
// One upsert per check: the count and the window move together atomically.
import { sql } from "drizzle-orm";
import type { Db } from "../db";
import { auditRow, type AuditEntry } from "../audit";
import { apiError } from "../errors";
import { hex, sha256 } from "../bytes";

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowSeconds: number;
}

/** Counts a hit on `key`; throws 429 with Retry-After once the window's allowance is spent. */
export async function hit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const expired = now - windowMs;
  const rows = await db.all<{ count: number; window_start: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end
    returning count, window_start`);
  const row = rows[0];
  // The first refusal of a window goes to the Security Log, once: a burst of failed log-ins, or a limit reached.
  if (row && row.count === limit.max + 1) await auditRow(db, securityEvent(key, limit));
  if (row && row.count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000));
    const err = apiError(429, "Too many attempts. Please wait a few minutes and try again.");
    err.res?.headers.set("Retry-After", String(retryAfter));
    throw err;
  }
}

/** Whether a caller is within the burst allowance (the BURST Rate Limiting binding); always, without the binding. */
export async function withinBurst(env: Pick<Env, "BURST">, headers: Headers): Promise<boolean> {
  // Off the edge (npm start, the browser tests) no request says who sent it: everyone would share one bucket.
  if (!env.BURST || !headers.get("CF-Connecting-IP")) return true;
  try {
    return (await env.BURST.limit({ key: limitIp(headers) })).success;
  } catch {
    // The limiter failing must not take the app down with it: the durable limits still hold.
    return true;
  }
}

/** The answer to a burst: 429 with the app's error shape, to try again in ten seconds. */
export function burstRefused(): Response {
  return Response.json({ message: "Too many requests at once. Please wait a few seconds and try again." }, { status: 429, headers: { "Retry-After": "10", "Cache-Control": "no-store" } });
}

/** What the Security Log says of a limit reached on `key` (`login:email:<hash>`, `chat:ip:<address>`...). */
function securityEvent(key: string, limit: Limit): AuditEntry {
  const segments = key.split(":");
  const scope = segments[0] ?? "";
  // The words of the key up to its subject: "login email", "domains add", "chat session".
  const words = segments.slice(0, -1).join(" ") || scope;
  const subject = segments.at(-1) ?? "";
  const minutes = Math.round(limit.windowSeconds / 60);
  return {
    actorId: subject.startsWith("usr_") ? subject : null,
    action: scope === "login" ? "login.failed_burst" : "rate_limited",
    targetType: scope,
    detail: `${words}: more than ${limit.max} in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
    ip: segments.at(-2) === "ip" ? subject : null,
  };
}

/** Forgets the failures counted on `key` (after a successful log-in). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.run(sql`delete from rate_limits where key = ${key}`);
}

/** An email as a limit's key: hashed, so the limits table does not become a list of who tried which address. */
export async function emailLimitKey(email: string): Promise<string> {
  return hex(new Uint8Array(await sha256(email)).slice(0, 16));
}

/** The caller's address as Cloudflare reports it; locally there is none, so all callers share one bucket. */
export function clientIp(headers: Headers): string {
  return headers.get("CF-Connecting-IP") ?? "local";
}

/**
 * The address a caller's limits are counted on: an IPv4 address as it is; for IPv6 its /64, the block one home or
 * one server is given, whose other addresses its owner can rotate through freely.
 */
export function limitIp(headers: Headers): string {
  const ip = clientIp(headers);
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
