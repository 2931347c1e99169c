// Account settings and proving an address: a name saved; a password changed only with the current one, signing out
// every other device; a new email only from a link sent to it, the same answer for a taken address; sign-up's
// confirmation link; and the attacks on each.
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  ALREADY_VERIFIED,
  EMAIL_CONFIRMED,
  EMAIL_LINK_INVALID,
  EMAIL_TAKEN,
  emailChanged,
  emailChangeSent,
  NO_PASSWORD,
  PASSWORD_CHANGED,
  PROFILE_SAVED,
  SAME_EMAIL,
  verifySent,
  WRONG_PASSWORD,
} from "../../schema/accounts";
import { newId } from "../../schema/ids";
import { auditLog, emailLinks, emailOutbox, passwordResets, users } from "../../schema/tables";
import { createSession, SESSION_COOKIE } from "../auth/session";
import { call, sessionFrom } from "../test/client";
import { createUser, createUserWithPassword, db } from "../test/factories";
import { SIGNUP_FAILED } from "./auth";

const PASSWORD = "correct horse battery";
const me = async (cookie: string) => (await (await call("/api/auth/user", { cookie })).json()) as { id: string; email: string; emailVerified: boolean } | null;

async function person() {
  const user = await createUserWithPassword(PASSWORD, { email: `${newId("user")}@example.com` });
  const session = async (device: string) => `${SESSION_COOKIE}=${await createSession(db, user.id, device)}`;
  return { user, cookie: await session("laptop"), phone: await session("phone") };
}

/** The emails sent to `to`, oldest first. */
const mailTo = (to: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.createdAt);

/** The confirmation link's token in the last email of `kind` to `to`, as its reader would click it. */
async function emailedToken(to: string, kind: string): Promise<string> {
  const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind))).orderBy(desc(emailOutbox.createdAt)).limit(1);
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "")?.[1];
  if (!token) throw new Error(`no ${kind} link emailed to ${to}`);
  return token;
}

const confirm = (token: string) => call("/api/auth/confirm-email", { body: { token } });

describe("the name", () => {
  it("is saved for the signed-in user alone, with the sign-up form's rules", async () => {
    const { user, cookie } = await person();
    const res = await call("/api/account/profile", { method: "PATCH", body: { firstName: "  Wanjiru ", lastName: "Kamau" }, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: PROFILE_SAVED, user: { id: user.id, firstName: "Wanjiru", lastName: "Kamau" } });
    const short = await call("/api/account/profile", { method: "PATCH", body: { firstName: "W", lastName: "Kamau" }, cookie });
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain("First name must be at least 2 characters");
    expect((await call("/api/account/profile", { method: "PATCH", body: { firstName: "Anon", lastName: "Ymous" } })).status).toBe(401);
    // Another site's page cannot change it (the CSRF rule: same-origin requests only).
    const forged = await call("/api/account/profile", { method: "PATCH", body: { firstName: "Mallory", lastName: "Evil" }, cookie, headers: { Origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect([row!.firstName, row!.lastName]).toEqual(["Wanjiru", "Kamau"]);
  });
});

describe("the password", () => {
  it("changes only with the current one, signs out every other device, voids open reset links, and tells the owner", async () => {
    const { user, cookie, phone } = await person();
    await call("/api/auth/forgot-password", { body: { email: user.email } });
    const wrong = await call("/api/account/password", { body: { currentPassword: "not it", password: "new password 2" }, cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: WRONG_PASSWORD });
    expect(await me(phone)).not.toBeNull();

    const res = await call("/api/account/password", { body: { currentPassword: PASSWORD, password: "new password 2" }, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: PASSWORD_CHANGED });
    expect((await me(cookie))?.id).toBe(user.id);
    expect(await me(phone)).toBeNull();
    expect((await call("/api/login", { body: { email: user.email, password: PASSWORD } })).status).toBe(401);
    expect((await call("/api/login", { body: { email: user.email, password: "new password 2" } })).status).toBe(200);
    expect((await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).every((r) => r.usedAt !== null)).toBe(true);
    expect((await mailTo(user.email)).map((m) => m.kind)).toEqual(["password-reset", "password-changed"]);
    const [logged] = await db.select().from(auditLog).where(and(eq(auditLog.action, "password.changed"), eq(auditLog.targetId, user.id)));
    expect(logged).toMatchObject({ actorId: user.id });
  });

  it("stops someone guessing the current password from a stolen session", async () => {
    const { cookie } = await person();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call("/api/account/password", { body: { currentPassword: `guess ${i}`, password: "taken over 1" }, cookie })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The right password is held back too, until the window passes: a guesser cannot tell it apart.
    expect((await call("/api/account/password", { body: { currentPassword: PASSWORD, password: "taken over 1" }, cookie })).status).toBe(429);
  });

  it("tells an account that signs in with Google how to set one", async () => {
    const user = await createUser({ email: `${newId("user")}@example.com`, passwordHash: null, emailVerified: true });
    const cookie = `${SESSION_COOKIE}=${await createSession(db, user.id, "test")}`;
    const res = await call("/api/account/password", { body: { currentPassword: "anything", password: "new password 2" }, cookie });
    expect(await res.json()).toEqual({ message: NO_PASSWORD });
  });
});

describe("a new email address", () => {
  it("takes effect only from the link sent to it; the old address is told, and logs in no more", async () => {
    const { user, cookie } = await person();
    const next = `new-${newId("user")}@example.com`;
    const res = await call("/api/account/email", { body: { email: next.toUpperCase(), password: PASSWORD }, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: emailChangeSent(next) });
    // Nothing changed yet.
    expect((await me(cookie))?.email).toBe(user.email);
    expect((await mailTo(user.email)).map((m) => m.kind)).toEqual(["email-change-asked"]);
    expect((await mailTo(user.email))[0]!.body).toContain(`asked to use ${next} for it`);

    const done = await confirm(await emailedToken(next, "email-change"));
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: emailChanged(next), email: next });
    expect(await me(cookie)).toMatchObject({ email: next, emailVerified: true });
    expect((await call("/api/login", { body: { email: user.email, password: PASSWORD } })).status).toBe(401);
    expect((await call("/api/login", { body: { email: next, password: PASSWORD } })).status).toBe(200);
    const [logged] = await db.select().from(auditLog).where(and(eq(auditLog.action, "email.changed"), eq(auditLog.targetId, user.id)));
    expect(logged?.detail).toBe(`Email changed to ${next}, confirmed from that address`);
  });

  it("needs the current password, and refuses the address the account already has", async () => {
    const { user, cookie } = await person();
    const next = `new-${newId("user")}@example.com`;
    expect(await (await call("/api/account/email", { body: { email: next, password: "wrong one" }, cookie })).json()).toEqual({ message: WRONG_PASSWORD });
    expect(await (await call("/api/account/email", { body: { email: user.email, password: PASSWORD }, cookie })).json()).toEqual({ message: SAME_EMAIL });
    expect(await db.select().from(emailLinks).where(eq(emailLinks.userId, user.id))).toEqual([]);
    expect(await mailTo(next)).toEqual([]);
  });

  it("answers the same for an address another account has, sends it no link, and tells its owner", async () => {
    const { user, cookie } = await person();
    const other = await person();
    const res = await call("/api/account/email", { body: { email: other.user.email, password: PASSWORD }, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: emailChangeSent(other.user.email) });
    expect(await db.select().from(emailLinks).where(eq(emailLinks.userId, user.id))).toEqual([]);
    expect((await mailTo(other.user.email)).map((m) => m.kind)).toEqual(["email-change-refused"]);
  });

  it("is not taken from an address that another account took meanwhile, and the link says so", async () => {
    const { user, cookie } = await person();
    const next = `new-${newId("user")}@example.com`;
    await call("/api/account/email", { body: { email: next, password: PASSWORD }, cookie });
    const token = await emailedToken(next, "email-change");
    await createUser({ email: next });
    const res = await confirm(token);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: EMAIL_TAKEN });
    expect((await me(cookie))?.email).toBe(user.email);
  });

  it("works once, at the same moment too, and not past its day or after a newer change", async () => {
    const { user, cookie } = await person();
    const first = `first-${newId("user")}@example.com`;
    const second = `second-${newId("user")}@example.com`;
    await call("/api/account/email", { body: { email: first, password: PASSWORD }, cookie });
    await call("/api/account/email", { body: { email: second, password: PASSWORD }, cookie });
    const [a, b] = [await emailedToken(first, "email-change"), await emailedToken(second, "email-change")];
    const both = await Promise.all([confirm(b), confirm(b)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    // Once one new address is confirmed, the account's other open change links are void.
    expect(await (await confirm(a)).json()).toEqual({ message: EMAIL_LINK_INVALID });
    expect((await me(cookie))?.email).toBe(second);

    const third = `third-${newId("user")}@example.com`;
    await call("/api/account/email", { body: { email: third, password: PASSWORD }, cookie });
    const late = await emailedToken(third, "email-change");
    await db.update(emailLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailLinks.email, third));
    expect((await confirm(late)).status).toBe(400);
    expect((await confirm("A".repeat(43))).status).toBe(400);
    expect((await me(cookie))?.email).toBe(second);
    expect(user.email).not.toBe(second);
  });

  it("stops a caller sending change emails in a loop", async () => {
    const { cookie } = await person();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call("/api/account/email", { body: { email: `loop-${i}-${newId("user")}@example.com`, password: PASSWORD }, cookie })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("confirming the address at sign-up", () => {
  const signUp = (email: string) => call("/api/signup", { body: { firstName: "Neema", lastName: "Otieno", email, password: PASSWORD } });

  it("sends a link at sign-up; the account works at once, and the link confirms it", async () => {
    const email = `neema-${newId("user")}@example.com`;
    const res = await signUp(email);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email, emailVerified: false });
    const cookie = sessionFrom(res);
    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({ kind: "email-verify", subject: "Confirm your email address for Sitewright" });
    expect(mail!.body).toContain("The link works once, within 24 hours.");

    // "Send again" sends a new link, a few times an hour at most.
    const again = await call("/api/account/verify-email", { method: "POST", cookie });
    expect(await again.json()).toEqual({ message: verifySent(email) });
    expect((await call("/api/account/verify-email", { method: "POST", cookie })).status).toBe(200);
    expect((await call("/api/account/verify-email", { method: "POST", cookie })).status).toBe(200);
    expect((await call("/api/account/verify-email", { method: "POST", cookie })).status).toBe(429);

    // Opened on another device, signed out: the link is the proof.
    const done = await confirm(await emailedToken(email, "email-verify"));
    expect(await done.json()).toEqual({ message: EMAIL_CONFIRMED, email });
    expect((await me(cookie))?.emailVerified).toBe(true);
    expect(await (await call("/api/account/verify-email", { method: "POST", cookie })).json()).toEqual({ message: ALREADY_VERIFIED });
  });

  it("does not confirm an address the account has left since the link was sent", async () => {
    const email = `left-${newId("user")}@example.com`;
    const cookie = sessionFrom(await signUp(email));
    const token = await emailedToken(email, "email-verify");
    const next = `next-${newId("user")}@example.com`;
    await call("/api/account/email", { body: { email: next, password: PASSWORD }, cookie });
    await confirm(await emailedToken(next, "email-change"));
    expect(await (await confirm(token)).json()).toEqual({ message: EMAIL_LINK_INVALID });
  });

  it("says a taken address is taken, and tells its owner once a day, not once a try", async () => {
    const { user } = await person();
    for (let i = 0; i < 3; i++) {
      const res = await signUp(user.email);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: SIGNUP_FAILED });
    }
    expect((await mailTo(user.email)).map((m) => [m.kind, m.subject])).toEqual([["signup-attempt", "Someone tried to sign up with your email address"]]);
  });
});
