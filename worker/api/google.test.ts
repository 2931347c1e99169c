import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { newId } from "../../schema/ids";
import { oauthIdentities, users } from "../../schema/tables";
import worker from "../index";
import { call, sessionFrom } from "../test/client";
import { createUser, db, publicFields } from "../test/factories";

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** Starts sign-in at the Worker; answers the provider's authorize URL and our pending-login cookie. */
async function start(query = "") {
  const res = await call(`/api/auth/google${query}`);
  expect(res.status).toBe(302);
  const cookie = /__Host-oauth=[^;]+/.exec(res.headers.get("Set-Cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no pending-login cookie");
  return { authorizeUrl: new URL(res.headers.get("Location")!), cookie };
}

/** Plays the user at the loopback provider; answers our callback path with code and state. */
async function authorize(authorizeUrl: URL, identity: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(identity)) authorizeUrl.searchParams.set(k, v);
  const res = await fetch(authorizeUrl, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("Location")!);
  return `${back.pathname}${back.search}`;
}

async function signInWithGoogle(identity: Record<string, string>, query = "") {
  const { authorizeUrl, cookie } = await start(query);
  const callbackPath = await authorize(authorizeUrl, identity);
  return call(callbackPath, { cookie });
}

const person = () => ({ test_sub: newId("identity"), test_email: `${newId("user")}@gmail.example` });

describe("Google sign-in", () => {
  it("redirects to the provider with PKCE (S256), state and nonce", async () => {
    const { authorizeUrl, cookie } = await start();
    expect(authorizeUrl.origin).toBe(env.GOOGLE_ISSUER);
    const q = authorizeUrl.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe("test-client");
    expect(q.get("redirect_uri")).toBe("http://localhost/api/auth/google/callback");
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get("nonce")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatch(/^__Host-oauth=/);
  });

  it("creates a verified account on first sign-in, signs in and returns to the page asked for", async () => {
    const who = person();
    const res = await signInWithGoogle(who, "?returnTo=%2Fai-builder-result");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/ai-builder-result");
    const me = await call("/api/auth/user", { cookie: sessionFrom(res) });
    const [row] = await db.select().from(users).where(eq(users.email, who.test_email));
    expect(await me.json()).toEqual({
      id: row?.id,
      firstName: "Wanjiru",
      lastName: "Kamau",
      email: who.test_email,
      profileImageUrl: "https://example.com/avatar.png",
      role: "user",
      subscriptionTier: "free",
      emailVerified: true,
    });
    expect(row?.emailVerified).toBe(true);
    expect(row?.passwordHash).toBeNull();
  });

  it("finds the same account by Google's subject next time, even if the email changed", async () => {
    const who = person();
    const first = await (await call("/api/auth/user", { cookie: sessionFrom(await signInWithGoogle(who)) })).json();
    const again = await signInWithGoogle({ ...who, test_email: `${newId("user")}@other.example` });
    const second = await (await call("/api/auth/user", { cookie: sessionFrom(again) })).json();
    expect(second).toEqual(first);
  });

  it("never links to a password account whose email is unverified", async () => {
    const owner = await createUser({ email: `${newId("user")}@gmail.example`, emailVerified: false, passwordHash: "x" });
    const res = await signInWithGoogle({ test_sub: newId("identity"), test_email: owner.email });
    expect(res.headers.get("Location")).toBe("/login?error=google-account-exists");
    expect(res.headers.get("Set-Cookie")).not.toContain("__Host-session");
    expect(await db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, owner.id))).toEqual([]);
  });

  it("links to an existing account whose email is verified", async () => {
    const owner = await createUser({ email: `${newId("user")}@gmail.example`, emailVerified: true });
    const res = await signInWithGoogle({ test_sub: newId("identity"), test_email: owner.email });
    expect(res.headers.get("Location")).toBe("/");
    expect(await (await call("/api/auth/user", { cookie: sessionFrom(res) })).json()).toEqual(publicFields(owner));
  });

  it("refuses a Google account whose email Google has not verified", async () => {
    const res = await signInWithGoogle({ ...person(), test_email_verified: "false" });
    expect(res.headers.get("Location")).toBe("/login?error=google-email-unverified");
  });

  it("refuses a callback whose state does not match", async () => {
    const { authorizeUrl, cookie } = await start();
    const callbackPath = (await authorize(authorizeUrl, person())).replace(/state=[^&]+/, "state=forged");
    const res = await call(callbackPath, { cookie });
    expect(res.headers.get("Location")).toBe("/login?error=google-failed");
    expect(res.headers.get("Set-Cookie")).toBe("__Host-oauth=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0");
  });

  it("refuses a callback with no pending login (no cookie)", async () => {
    const { authorizeUrl } = await start();
    const res = await call(await authorize(authorizeUrl, person()));
    expect(res.headers.get("Location")).toBe("/login?error=google-failed");
  });

  it("refuses a replayed authorization code", async () => {
    const { authorizeUrl, cookie } = await start();
    const callbackPath = await authorize(authorizeUrl, person());
    expect((await call(callbackPath, { cookie })).headers.get("Location")).toBe("/");
    const replay = await call(callbackPath, { cookie });
    expect(replay.headers.get("Location")).toBe("/login?error=google-failed");
    expect(warn).toHaveBeenCalledWith("google sign-in refused:", "token endpoint answered 400");
  });

  it.each([
    ["an ID token for another audience", "wrong-audience", 'unexpected "aud" claim value'],
    ["an ID token with the wrong nonce", "wrong-nonce", "ID token nonce does not match"],
    ["an unsigned ID token (alg: none)", "alg-none", '"alg" (Algorithm) Header Parameter value not allowed'],
    ["an ID token from another issuer", "wrong-issuer", 'unexpected "iss" claim value'],
    ["an ID token signed by a key the provider does not publish", "other-key", "signature verification failed"],
  ])("refuses %s", async (_name, mode, reason) => {
    const res = await signInWithGoogle({ ...person(), test_mode: mode });
    expect(res.headers.get("Location")).toBe("/login?error=google-failed");
    expect(res.headers.get("Set-Cookie")).not.toContain("__Host-session");
    expect(warn).toHaveBeenCalledWith("google sign-in refused:", reason);
  });

  it("never redirects off-site after sign-in", async () => {
    const res = await signInWithGoogle(person(), "?returnTo=%2F%2Fevil.example%2Fsteal");
    expect(res.headers.get("Location")).toBe("/");
  });

  it("sends /auth/google, the spec's link, into the flow with its query", async () => {
    const res = await call("/auth/google?returnTo=%2Fdomains");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/api/auth/google?returnTo=%2Fdomains");
  });

  it("explains when Google sign-in is not configured", async () => {
    const bare = { ...env, GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined };
    const res = await worker.fetch(new Request("http://localhost/api/auth/google"), bare);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?error=google-not-configured");
    const providers = await worker.fetch(new Request("http://localhost/api/auth/providers"), bare);
    expect(await providers.json()).toEqual({ google: false });
    expect(await (await call("/api/auth/providers")).json()).toEqual({ google: true });
  });
});
