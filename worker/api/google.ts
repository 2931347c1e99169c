// /api/auth/google: start Google sign-in, and its callback. Browser navigations, so answers are redirects;
// failures land on /login?error=<code>, which the log-in screen explains.
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { newId } from "../../schema/ids";
import { oauthIdentities, users, type User } from "../../schema/tables";
import { finishLogin, googleConfig, startLogin, type GoogleIdentity, type PendingLogin } from "../auth/google";
import { signIn } from "../auth/session";
import type { AppEnv } from "../env";
import type { Db } from "../db";
import { base64url, fromBase64url } from "../bytes";

export const OAUTH_COOKIE = "__Host-oauth";
const OAUTH_COOKIE_SECONDS = 600;

export type GoogleError = "google-not-configured" | "google-failed" | "google-email-unverified" | "google-account-exists" | "account-inactive";

const failed = (c: Context<AppEnv>, error: GoogleError) => c.redirect(`/login?error=${error}`, 302);

/** Only a path on this site: never `//evil.example` or `https://...`, which would make us an open redirect. */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  return value.slice(0, 500);
}

function redirectUri(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/api/auth/google/callback`;
}

function readPending(cookieHeader: string | undefined): PendingLogin | null {
  const match = cookieHeader?.split(";").map((p) => p.trim()).find((p) => p.startsWith(`${OAUTH_COOKIE}=`));
  if (!match) return null;
  try {
    const json = new TextDecoder().decode(fromBase64url(match.slice(OAUTH_COOKIE.length + 1)));
    const value = JSON.parse(json) as Partial<PendingLogin>;
    if (typeof value.state !== "string" || typeof value.nonce !== "string" || typeof value.verifier !== "string") return null;
    return { state: value.state, nonce: value.nonce, verifier: value.verifier, returnTo: safeReturnTo(value.returnTo) };
  } catch {
    return null;
  }
}

function pendingCookie(pending: PendingLogin | null): string {
  const value = pending ? base64url(new TextEncoder().encode(JSON.stringify(pending))) : "";
  return `${OAUTH_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${pending ? OAUTH_COOKIE_SECONDS : 0}`;
}

/** The user for a verified Google identity: found by Google's subject, linked, or created. */
async function userFor(db: Db, identity: GoogleIdentity): Promise<User | GoogleError> {
  const [linked] = await db
    .select({ user: users })
    .from(oauthIdentities)
    .innerJoin(users, eq(oauthIdentities.userId, users.id))
    .where(and(eq(oauthIdentities.provider, "google"), eq(oauthIdentities.subject, identity.subject)))
    .limit(1);
  if (linked) return linked.user;
  if (!identity.email || !identity.emailVerified) return "google-email-unverified";

  const [existing] = await db.select().from(users).where(eq(users.email, identity.email)).limit(1);
  if (existing) {
    // Linking to an account whose owner never proved the email would hand it to whoever controls that Google
    // account; only accounts with a verified email are linked.
    if (!existing.emailVerified) return "google-account-exists";
    await db.insert(oauthIdentities).values({
      id: newId("identity"),
      userId: existing.id,
      provider: "google",
      subject: identity.subject,
      email: identity.email,
    });
    return existing;
  }

  const [first, ...rest] = (identity.name ?? identity.email.split("@")[0] ?? "").split(" ");
  const user = {
    id: newId("user"),
    firstName: (identity.givenName ?? first ?? "").slice(0, 60) || "Google",
    lastName: (identity.familyName ?? rest.join(" ")).slice(0, 60) || "User",
    email: identity.email,
    emailVerified: true,
    profileImageUrl: identity.picture,
  };
  const [created] = await db.batch([
    db.insert(users).values(user).returning(),
    db.insert(oauthIdentities).values({
      id: newId("identity"),
      userId: user.id,
      provider: "google",
      subject: identity.subject,
      email: identity.email,
    }),
  ]);
  return created[0]!;
}

export const google = new Hono<AppEnv>()
  .get("/", async (c) => {
    const config = googleConfig(c.env);
    if (!config) return failed(c, "google-not-configured");
    try {
      const { url, pending } = await startLogin(config, redirectUri(c), safeReturnTo(c.req.query("returnTo")));
      c.header("Set-Cookie", pendingCookie(pending));
      return c.redirect(url, 302);
    } catch (err) {
      console.warn("google sign-in could not start:", err instanceof Error ? err.message : err);
      return failed(c, "google-failed");
    }
  })
  .get("/callback", async (c) => {
    const config = googleConfig(c.env);
    if (!config) return failed(c, "google-not-configured");
    const pending = readPending(c.req.header("Cookie"));
    // The pending login is single-use, whatever happens next.
    c.header("Set-Cookie", pendingCookie(null), { append: true });
    const code = c.req.query("code");
    if (!pending || !code || c.req.query("state") !== pending.state) return failed(c, "google-failed");
    let identity: GoogleIdentity;
    try {
      identity = await finishLogin(config, redirectUri(c), code, pending);
    } catch (err) {
      console.warn("google sign-in refused:", err instanceof Error ? err.message : err);
      return failed(c, "google-failed");
    }
    const user = await userFor(c.var.db, identity);
    if (typeof user === "string") return failed(c, user);
    if (!user.active) return failed(c, "account-inactive");
    await signIn(c, user.id);
    return c.redirect(pending.returnTo, 302);
  });
