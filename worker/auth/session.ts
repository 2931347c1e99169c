// Sessions: a random 256-bit id in the `__Host-session` cookie, stored only as its SHA-256 in libSQL, with a
// 30-day sliding expiry. The __Host- prefix makes the browser refuse the cookie unless it is Secure, Path=/ and
// has no Domain, so no other host (a published site included) can set or overwrite it.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { PublicUser } from "../../schema/accounts";
import { sessions, users, type User } from "../../schema/tables";
import type { Db } from "../db";
import type { AppEnv } from "../env";
import { syncTier } from "../payments/tier";
import { base64url, hex, sha256 } from "../bytes";

export const SESSION_COOKIE = "__Host-session";
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Extend the expiry at most once a day, so most requests cost no write. */
const SLIDE_AFTER_MS = DAY_MS;
const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export async function hashSessionId(id: string): Promise<string> {
  return hex(await sha256(id));
}

export function sessionCookie(id: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export const clearedSessionCookie = sessionCookie("", 0);

/** Removes the optional whitespace of the Cookie header (RFC 6265: space and horizontal tab), nothing else. */
function trimOws(text: string): string {
  return text.replace(/^[ \t]+|[ \t]+$/g, "");
}

/**
 * The session id from the Cookie header, or null. Exactly one cookie with exactly our name counts: a second
 * `__Host-session` (planted by a man-in-the-middle on plain http, or by a buggy proxy) or a look-alike name
 * (`__host-session`, `__Host-session ` ...) makes the request anonymous rather than guessing which to trust.
 */
export function readSessionId(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const values: string[] = [];
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = trimOws(part.slice(0, eq));
    // String.prototype.trim also strips Unicode spaces (U+00A0, U+2000...), which would let a cookie named
    // "\u00a0__Host-session", settable by any sibling host, pass for ours: only the separators of RFC 6265 go.
    if (name !== SESSION_COOKIE && name.trim().toLowerCase() === SESSION_COOKIE.toLowerCase()) return null;
    if (name === SESSION_COOKIE) values.push(trimOws(part.slice(eq + 1)));
  }
  if (values.length !== 1) return null;
  const [value] = values;
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export async function createSession(db: Db, userId: string, userAgent: string | undefined): Promise<string> {
  const id = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await db.insert(sessions).values({
    idHash: await hashSessionId(id),
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    userAgent: userAgent?.slice(0, 300),
  });
  return id;
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.idHash, await hashSessionId(id)));
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    subscriptionTier: user.subscriptionTier,
    emailVerified: user.emailVerified,
  };
}

/** Loads the signed-in user (or null) into `c.var.user` and slides the session's expiry. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  const id = readSessionId(c.req.header("Cookie"));
  if (id) {
    const idHash = await hashSessionId(id);
    const now = new Date();
    const [row] = await c.var.db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.active, true)))
      .limit(1);
    if (row) {
      // A prepaid plan (or its grace) ended since the tier was last worked out: work it out before anything reads it.
      if (row.user.planEndsAt && row.user.planEndsAt <= now) {
        const tier = await syncTier(c.var.db, row.user.id, now);
        const [fresh] = await c.var.db.select().from(users).where(eq(users.id, row.user.id));
        row.user = fresh ?? { ...row.user, subscriptionTier: tier };
      }
      c.set("user", row.user);
      c.set("sessionId", id);
      if (now.getTime() - row.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
        await c.var.db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) })
          .where(eq(sessions.idHash, idHash));
        c.header("Set-Cookie", sessionCookie(id, SESSION_MAX_AGE_SECONDS), { append: true });
      }
    }
  }
  await next();
};


/** Starts a fresh session (a new id at every sign-in defeats session fixation) and revokes the one presented. */
export async function signIn(c: Context<AppEnv>, userId: string): Promise<void> {
  if (c.var.sessionId) await revokeSession(c.var.db, c.var.sessionId);
  const id = await createSession(c.var.db, userId, c.req.header("User-Agent"));
  c.header("Set-Cookie", sessionCookie(id, SESSION_MAX_AGE_SECONDS), { append: true });
}
