import { describe, expect, it } from "vitest";
import { newId } from "../../schema/ids";
import { call, sessionFrom } from "../test/client";
import { createUserWithPassword, publicFields } from "../test/factories";
import { LOGIN_FAILED, SIGNUP_FAILED } from "./auth";

const uniqueEmail = () => `${newId("user")}@example.com`;
const signupBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Amina",
  lastName: "Otieno",
  email: uniqueEmail(),
  password: "long enough pass",
  ...overrides,
});

/** GET /api/auth/user with `cookie`: its status and body. */
async function currentUser(cookie?: string) {
  const res = await call("/api/auth/user", cookie === undefined ? {} : { cookie });
  return { status: res.status, body: (await res.json()) as { id?: string } | null };
}

/** What GET /api/auth/user answers when nobody is signed in. */
const nobody = { status: 200, body: null };

describe("POST /api/signup", () => {
  it("creates the account, signs it in and answers the user", async () => {
    const email = uniqueEmail();
    const res = await call("/api/signup", { body: signupBody({ email: `  ${email.toUpperCase()} ` }) });
    expect(res.status).toBe(201);
    const user = await res.json();
    expect(user).toEqual({
      id: expect.stringMatching(/^usr_/),
      firstName: "Amina",
      lastName: "Otieno",
      email,
      profileImageUrl: null,
      role: "user",
      subscriptionTier: "free",
      emailVerified: false,
    });
    const me = await call("/api/auth/user", { cookie: sessionFrom(res) });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(user);
  });

  it("sets the session cookie with every protective attribute", async () => {
    const res = await call("/api/signup", { body: signupBody() });
    expect(res.headers.get("Set-Cookie")).toMatch(
      /^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=2592000$/,
    );
  });

  it.each([
    ["firstName", { firstName: "A" }, "First name must be at least 2 characters"],
    ["lastName", { lastName: " B " }, "Last name must be at least 2 characters"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["password", { password: "short" }, "Password must be at least 8 characters"],
  ])("rejects a bad %s with the spec's message", async (field, overrides, message) => {
    const res = await call("/api/signup", { body: signupBody(overrides) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, fields: { [field]: message } });
  });

  it("answers a duplicate sign-up, in any case, without saying the account exists", async () => {
    const email = uniqueEmail();
    expect((await call("/api/signup", { body: signupBody({ email }) })).status).toBe(201);
    const again = await call("/api/signup", { body: signupBody({ email: email.toUpperCase() }) });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: SIGNUP_FAILED });
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password", async () => {
    const user = await createUserWithPassword("correct horse battery");
    const res = await call("/api/login", { body: { email: user.email.toUpperCase(), password: "correct horse battery" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(publicFields(user));
    expect((await currentUser(sessionFrom(res))).body?.id).toBe(user.id);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const user = await createUserWithPassword("correct horse battery");
    const wrong = await call("/api/login", { body: { email: user.email, password: "wrong horse" } });
    const unknown = await call("/api/login", { body: { email: uniqueEmail(), password: "wrong horse" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: LOGIN_FAILED });
    expect(await unknown.json()).toEqual({ message: LOGIN_FAILED });
  });

  it.each([
    [{ email: "nope", password: "x" }, "email", "Please enter a valid email address"],
    [{ email: "a@example.com", password: "" }, "password", "Password is required"],
  ])("rejects %j with the spec's message", async (body, field, message) => {
    const res = await call("/api/login", { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, fields: { [field]: message } });
  });

  it("issues a new session id at sign-in and revokes the one presented (no session fixation)", async () => {
    const user = await createUserWithPassword("correct horse battery");
    const first = sessionFrom(await call("/api/login", { body: { email: user.email, password: "correct horse battery" } }));
    const second = sessionFrom(
      await call("/api/login", { body: { email: user.email, password: "correct horse battery" }, cookie: first }),
    );
    expect(second).not.toBe(first);
    expect(await currentUser(first)).toEqual(nobody);
    expect((await currentUser(second)).body?.id).toBe(user.id);
  });

  it("locks an account after five failures, even for the right password, with Retry-After", async () => {
    const user = await createUserWithPassword("correct horse battery");
    for (let i = 0; i < 5; i++) {
      expect((await call("/api/login", { body: { email: user.email, password: `wrong ${i}` } })).status).toBe(401);
    }
    const locked = await call("/api/login", { body: { email: user.email, password: "correct horse battery" } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(850);
    expect(Number(locked.headers.get("Retry-After"))).toBeLessThanOrEqual(900);
    expect(await locked.json()).toEqual({ message: "Too many attempts. Please wait a few minutes and try again." });
  });
});

describe("sessions", () => {
  async function signedIn() {
    const user = await createUserWithPassword("correct horse battery");
    const cookie = sessionFrom(await call("/api/login", { body: { email: user.email, password: "correct horse battery" } }));
    return { user, cookie };
  }

  it("answers null, not an error, when signed out", async () => {
    expect(await currentUser()).toEqual(nobody);
  });

  it("revokes the session at log-out and clears the cookie", async () => {
    const { user, cookie } = await signedIn();
    expect((await currentUser(cookie)).body?.id).toBe(user.id);
    const res = await call("/api/logout", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBe("__Host-session=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0");
    expect(await currentUser(cookie)).toEqual(nobody);
  });

  it("ignores look-alike cookie names", async () => {
    const { cookie } = await signedIn();
    const value = cookie.split("=")[1];
    for (const lookalike of [`__host-session=${value}`, `__Host-Session=${value}`, `__Host-session=${value}; __HOST-SESSION=x`]) {
      expect(await currentUser(lookalike)).toEqual(nobody);
    }
  });

  it("ignores a session cookie name with any Unicode space around it", async () => {
    const { cookie } = await signedIn();
    const value = cookie.split("=")[1];
    // Header values are byte strings: U+00A0 and U+0085 are the spaces that can reach the Worker as they are.
    for (const space of ["\u00a0", "\u0085", "\u000b", "\u000c"]) {
      expect(await currentUser(`${space}__Host-session=${value}`)).toEqual(nobody);
      expect(await currentUser(`__Host-session${space}=${value}`)).toEqual(nobody);
    }
  });

  it("rejects a request carrying two session cookies", async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    expect(await currentUser(`${cookie}; ${other.cookie}`)).toEqual(nobody);
    expect(await currentUser(`${cookie}; ${cookie}`)).toEqual(nobody);
  });

  it("rejects a made-up session id", async () => {
    expect(await currentUser(`__Host-session=${"A".repeat(43)}`)).toEqual(nobody);
  });

  it("still refuses signed-in-only routes with 401 when signed out", async () => {
    const res = await call("/api/account");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please log in to continue." });
  });
});

describe("CSRF guard", () => {
  it("refuses a text/plain body even from our own origin", async () => {
    const res = await call("/api/login", {
      body: { email: "a@example.com", password: "x" },
      headers: { "Content-Type": "text/plain" },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: "Requests must send JSON (Content-Type: application/json)." });
  });

  it("refuses a JSON request from a foreign origin", async () => {
    const res = await call("/api/signup", { body: signupBody(), headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "This request did not come from this site." });
  });

  it("refuses a body-less log-out from a foreign origin, so nobody can sign a user out", async () => {
    const res = await call("/api/logout", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });

  it("accepts Sec-Fetch-Site: same-origin when there is no Origin header, and refuses neither", async () => {
    const viaFetchSite = await call("/api/logout", { method: "POST", headers: { Origin: "", "Sec-Fetch-Site": "same-origin" } });
    expect(viaFetchSite.status).toBe(200);
    const neither = await call("/api/logout", { method: "POST", headers: { Origin: "" } });
    expect(neither.status).toBe(403);
  });
});
