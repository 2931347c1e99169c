// Accounts: sign-up, log-in, log-out and the current user. Answers never reveal whether an email has an account.
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { loginSchema, signupSchema } from "../../schema/accounts";
import { newId } from "../../schema/ids";
import { users } from "../../schema/tables";
import { googleConfig } from "../auth/google";
import { hashPassword, pepperOf, verifyPassword } from "../auth/password";
import { clearedSessionCookie, revokeSession, signIn, toPublicUser } from "../auth/session";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { clearHits, emailLimitKey, hit, limitIp } from "../edge/limits";
import { validate } from "../validate";
import { sendVerifyLink } from "./account-settings";
import { sendEmail } from "../edge/outbox";
import { afterResponse } from "../env";
import { ACCOUNT_INACTIVE } from "../../schema/admin";

export const LOGIN_FAILED = "Invalid email or password.";
export const SIGNUP_FAILED = "We could not create an account with these details. If you already have one, log in.";

const limits = {
  signupPerIp: { max: 20, windowSeconds: 60 * 60 },
  // The owner of an address someone tried to sign up with hears of it once a day, not once a try.
  signupNoticePerEmail: { max: 1, windowSeconds: 24 * 60 * 60 },
  loginPerIp: { max: 60, windowSeconds: 15 * 60 },
  loginPerAccount: { max: 5, windowSeconds: 15 * 60 },
};

// Verified against when the email is unknown, so an unknown email costs the same PBKDF2 time as a known one.
const DECOY_HASH = "pbkdf2-sha256$100000$c2l0ZXdyaWdodGRlY295AA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/**
 * Sign-up says an address is taken (ADR 0039: the account opens at once, without a wall, so a taken address cannot
 * answer like a new one). Whoever probes is held to the sign-up limit, and the address's owner is told, once a day.
 */
async function tellOwnerOfSignup(c: Context<AppEnv>, email: string): Promise<void> {
  const [owner] = await c.var.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!owner?.active) return;
  try {
    await hit(c.var.db, `signup:notice:${await emailLimitKey(email)}`, limits.signupNoticePerEmail);
  } catch {
    return;
  }
  await sendEmail(c.var.db, c.env, {
    userId: owner.id,
    to: owner.email,
    kind: "signup-attempt",
    subject: "Someone tried to sign up with your email address",
    body: [
      `Hello ${owner.firstName},`,
      "",
      "Someone just tried to create a new Sitewright account with this address, which already has one: yours. Nothing changed.",
      'If it was you, log in instead, or use "Forgot password?" on the log-in page if you do not remember your password.',
      "",
      "Sitewright",
    ].join("\n"),
  }, afterResponse(c));
}

export const auth = new Hono<AppEnv>()
  .post("/signup", validate("json", signupSchema), async (c) => {
    await hit(c.var.db, `signup:ip:${limitIp(c.req.raw.headers)}`, limits.signupPerIp);
    const input = c.req.valid("json");
    const passwordHash = await hashPassword(input.password, pepperOf(c.env));
    const [user] = await c.var.db
      .insert(users)
      .values({ id: newId("user"), firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) {
      await tellOwnerOfSignup(c, input.email);
      throw apiError(409, SIGNUP_FAILED);
    }
    await signIn(c, user.id);
    await sendVerifyLink(c, user);
    return c.json(toPublicUser(user), 201);
  })
  .post("/login", validate("json", loginSchema), async (c) => {
    const input = c.req.valid("json");
    await hit(c.var.db, `login:ip:${limitIp(c.req.raw.headers)}`, limits.loginPerIp);
    const accountKey = `login:email:${await emailLimitKey(input.email)}`;
    await hit(c.var.db, accountKey, limits.loginPerAccount);
    const [user] = await c.var.db.select().from(users).where(eq(users.email, input.email)).limit(1);
    const ok = await verifyPassword(input.password, user?.passwordHash ?? DECOY_HASH, pepperOf(c.env));
    if (!user || !ok) throw apiError(401, LOGIN_FAILED);
    // Only the right password learns that the account was stopped.
    if (!user.active) throw apiError(403, ACCOUNT_INACTIVE);
    await clearHits(c.var.db, accountKey);
    await signIn(c, user.id);
    return c.json(toPublicUser(user), 200);
  })
  .post("/logout", async (c) => {
    if (c.var.sessionId) await revokeSession(c.var.db, c.var.sessionId);
    c.header("Set-Cookie", clearedSessionCookie);
    return c.json({ ok: true as const }, 200);
  })
  .get("/auth/providers", (c) => {
    // Lets the log-in screen say plainly when Google sign-in is not set up on this instance.
    return c.json({ google: googleConfig(c.env) !== null }, 200);
  })
  .get("/auth/user", (c) => {
    // Nobody signed in is an answer, not a failure: null with 200, so an anonymous visitor's browser logs no
    // failed request on every page (ADR 0012).
    const user = c.var.user;
    return c.json(user ? toPublicUser(user) : null, 200);
  });
