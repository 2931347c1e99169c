// Account settings and proving an address. Name, email and password change on /account; a new email takes effect
// only from a link sent to it (the old address is told), and a password change proves the current one and signs
// out every other session. Sign-up sends a link that confirms the address; the app asks for it with a banner,
// never a wall. Links are single-use, kept only as their hash (auth/links.ts), and every email goes through the
// outbox, so without an email service they wait there.
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  ALREADY_VERIFIED,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  EMAIL_CONFIRMED,
  EMAIL_LINK_INVALID,
  EMAIL_TAKEN,
  emailChanged,
  emailChangeSent,
  NO_PASSWORD,
  PASSWORD_CHANGED,
  PROFILE_SAVED,
  profileSchema,
  SAME_EMAIL,
  verifySent,
  WRONG_PASSWORD,
  type EmailConfirmed,
} from "../../schema/accounts";
import { emailLinks, emailOutbox, passwordResets, sessions, users, type User } from "../../schema/tables";
import { auditRow } from "../audit";
import { appLink, linkTokenHash, newLinkToken } from "../auth/links";
import { hashPassword, pepperOf, verifyPassword } from "../auth/password";
import { requireUser } from "../auth/require";
import { hashSessionId, toPublicUser } from "../auth/session";
import { guard, runBatch, type Db } from "../db";
import { dispatchAfterResponse, outboxRow, type Email } from "../edge/outbox";
import { clientIp, hit, limitIp } from "../edge/limits";
import { afterResponse, type AppEnv } from "../env";
import { apiError } from "../errors";
import { validate } from "../validate";

/** How long a link that proves an address works. */
export const EMAIL_LINK_HOURS = 24;

const limits = {
  // Guessing the current password: a person mistypes a few times.
  passwordPerUser: { max: 5, windowSeconds: 15 * 60 },
  // Each ask sends two emails.
  emailChangePerUser: { max: 5, windowSeconds: 60 * 60 },
  verifyPerUser: { max: 3, windowSeconds: 60 * 60 },
  confirmPerIp: { max: 20, windowSeconds: 15 * 60 },
};

type Statement = Parameters<typeof runBatch>[1][number];

/** A link proving `email` for `user`, and the email that carries it, as statements for one batch. */
async function linkStatements(c: Context<AppEnv>, user: User, purpose: "verify" | "change", email: string): Promise<{ statements: Statement[]; message: Email & { id: string } }> {
  const token = newLinkToken();
  const link = appLink(c, "/confirm-email", token);
  const message = outboxRow({
    userId: user.id,
    to: email,
    kind: purpose === "verify" ? "email-verify" : "email-change",
    subject: purpose === "verify" ? "Confirm your email address for Sitewright" : "Confirm your new email address for Sitewright",
    body: [
      `Hello ${user.firstName},`,
      "",
      purpose === "verify"
        ? "Please confirm that this is your email address, so that you can always get back into your Sitewright account:"
        : "You asked to use this address for your Sitewright account. Confirm it here, and you will log in with it from then on:",
      link,
      "",
      `The link works once, within ${EMAIL_LINK_HOURS} hours. If you did not ask for it, ignore this email.`,
      "",
      "Sitewright",
    ].join("\n"),
  });
  const statements: Statement[] = [
    c.var.db.insert(emailLinks).values({ tokenHash: await linkTokenHash(token), userId: user.id, purpose, email, expiresAt: new Date(Date.now() + EMAIL_LINK_HOURS * 3_600_000) }),
    c.var.db.insert(emailOutbox).values(message),
  ];
  return { statements, message };
}

/** Sends the link that confirms a new account's address (sign-up), and the banner's "Send again". */
export async function sendVerifyLink(c: Context<AppEnv>, user: User): Promise<void> {
  const { statements, message } = await linkStatements(c, user, "verify", user.email);
  await runBatch(c.var.db, statements);
  await dispatchAfterResponse(c.var.db, c.env, message, afterResponse(c));
}

/** A notice to an account's own address (a changed password, a new address asked for). */
function notice(user: User, kind: string, subject: string, lines: string[]): Email & { id: string } {
  return outboxRow({ userId: user.id, to: user.email, kind, subject, body: [`Hello ${user.firstName},`, "", ...lines, "", "Sitewright"].join("\n") });
}

/** The current password, proved (with its own limit), before a change of email or password. */
async function provePassword(c: Context<AppEnv>, user: User, password: string): Promise<void> {
  if (!user.passwordHash) throw apiError(400, NO_PASSWORD);
  await hit(c.var.db, `password-check:user:${user.id}`, limits.passwordPerUser);
  if (!(await verifyPassword(password, user.passwordHash, pepperOf(c.env)))) throw apiError(400, WRONG_PASSWORD);
}

async function send(c: Context<AppEnv>, messages: (Email & { id: string })[]): Promise<void> {
  for (const message of messages) await dispatchAfterResponse(c.var.db, c.env, message, afterResponse(c));
}

export const accountSettings = new Hono<AppEnv>()
  .patch("/account/profile", validate("json", profileSchema), async (c) => {
    const user = requireUser(c);
    const { firstName, lastName } = c.req.valid("json");
    const [saved] = await c.var.db.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    return c.json({ message: PROFILE_SAVED, user: toPublicUser(saved!) }, 200);
  })
  .post("/account/password", validate("json", changePasswordSchema), async (c) => {
    const user = requireUser(c);
    const { currentPassword, password } = c.req.valid("json");
    await provePassword(c, user, currentPassword);
    const now = new Date();
    const thisSession = c.var.sessionId ? await hashSessionId(c.var.sessionId) : "";
    const told = notice(user, "password-changed", "Your Sitewright password was changed", [
      "The password of your Sitewright account was just changed, and every other device was logged out.",
      'If this was not you, use "Forgot password?" on the log-in page at once to choose a new one.',
    ]);
    // One batch: the new password, every other session ended, every open reset link of the account unusable.
    await runBatch(c.var.db, [
      c.var.db.update(users).set({ passwordHash: await hashPassword(password, pepperOf(c.env)), updatedAt: now }).where(eq(users.id, user.id)),
      c.var.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.idHash, thisSession))),
      c.var.db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt))),
      auditRow(c.var.db, { actorId: user.id, action: "password.changed", targetType: "user", targetId: user.id, detail: "Password changed from account settings; other sessions signed out", ip: clientIp(c.req.raw.headers) }),
      c.var.db.insert(emailOutbox).values(told),
    ]);
    await send(c, [told]);
    return c.json({ message: PASSWORD_CHANGED }, 200);
  })
  .post("/account/email", validate("json", changeEmailSchema), async (c) => {
    const user = requireUser(c);
    const { email, password } = c.req.valid("json");
    if (email === user.email) throw apiError(400, SAME_EMAIL);
    await provePassword(c, user, password);
    await hit(c.var.db, `email-change:user:${user.id}`, limits.emailChangePerUser);
    const told = notice(user, "email-change-asked", "A new email address was asked for your Sitewright account", [
      `Someone signed in to your Sitewright account asked to use ${email} for it from now on. Nothing changes until that address confirms.`,
      'If this was not you, change your password at once (or use "Forgot password?" on the log-in page).',
    ]);
    const [owner] = await c.var.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    // The answer is the same whether or not the address has an account; its owner is told, and nothing more.
    if (owner) {
      const taken = outboxRow({
        userId: owner.id,
        to: email,
        kind: "email-change-refused",
        subject: "Your address was offered for another Sitewright account",
        body: ["Hello,", "", "Someone asked to use this address for another Sitewright account. It already belongs to yours, so nothing changed.", "", "Sitewright"].join("\n"),
      });
      await runBatch(c.var.db, [c.var.db.insert(emailOutbox).values(taken), c.var.db.insert(emailOutbox).values(told)]);
      await send(c, [taken, told]);
    } else {
      const { statements, message } = await linkStatements(c, user, "change", email);
      await runBatch(c.var.db, [...statements, c.var.db.insert(emailOutbox).values(told)]);
      await send(c, [message, told]);
    }
    return c.json({ message: emailChangeSent(email) }, 200);
  })
  .post("/account/verify-email", async (c) => {
    const user = requireUser(c);
    if (user.emailVerified) return c.json({ message: ALREADY_VERIFIED }, 200);
    await hit(c.var.db, `verify:user:${user.id}`, limits.verifyPerUser);
    await sendVerifyLink(c, user);
    return c.json({ message: verifySent(user.email) }, 200);
  })
  .post("/auth/confirm-email", validate("json", confirmEmailSchema), async (c) => {
    await hit(c.var.db, `confirm:ip:${limitIp(c.req.raw.headers)}`, limits.confirmPerIp);
    return c.json(await confirm(c.var.db, await linkTokenHash(c.req.valid("json").token), clientIp(c.req.raw.headers)), 200);
  });

/**
 * Uses a link: confirms the address it was sent to, or makes it the account's new address. One batch: the link is
 * used once (whoever races), and the address changes only while nobody else has it; otherwise nothing happens.
 */
async function confirm(db: Db, tokenHash: string, ip: string | null): Promise<EmailConfirmed> {
  const now = new Date();
  const open = and(eq(emailLinks.tokenHash, tokenHash), isNull(emailLinks.usedAt), gt(emailLinks.expiresAt, now));
  const [link] = await db.select().from(emailLinks).where(open);
  if (!link) throw apiError(400, EMAIL_LINK_INVALID);
  const useLink = [db.update(emailLinks).set({ usedAt: now }).where(open), guard(db, sql`changes() = 1`)] as const;
  if (link.purpose === "verify") {
    // Only while the address is still the account's: a link to an address the account has since left proves nothing.
    const done = await runBatch(db, [
      ...useLink,
      db.update(users).set({ emailVerified: true, updatedAt: now }).where(and(eq(users.id, link.userId), eq(users.email, link.email))),
      guard(db, sql`changes() = 1`),
    ]);
    if (!done) throw apiError(400, EMAIL_LINK_INVALID);
    return { message: EMAIL_CONFIRMED, email: link.email };
  }
  let done: boolean;
  try {
    done = await runBatch(db, [
      ...useLink,
      db.run(sql`update users set email = ${link.email}, email_verified = 1, updated_at = ${now.getTime()} where id = ${link.userId} and not exists (select 1 from users where email = ${link.email})`),
      guard(db, sql`changes() = 1`),
      // Every other open change link of the account goes: one new address at a time.
      db.update(emailLinks).set({ usedAt: now }).where(and(eq(emailLinks.userId, link.userId), eq(emailLinks.purpose, "change"), isNull(emailLinks.usedAt))),
      auditRow(db, { actorId: link.userId, action: "email.changed", targetType: "user", targetId: link.userId, detail: `Email changed to ${link.email}, confirmed from that address`, ip }),
    ]);
  } catch {
    // Taken between the check and the write (the address is unique): nothing was written.
    done = false;
  }
  if (done) return { message: emailChanged(link.email), email: link.email };
  const [still] = await db.select({ usedAt: emailLinks.usedAt }).from(emailLinks).where(open);
  throw apiError(still ? 409 : 400, still ? EMAIL_TAKEN : EMAIL_LINK_INVALID);
}
