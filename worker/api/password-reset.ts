// "Forgot password?": a single-use link by email that lets the owner of the address choose a new password. The
// answer to asking is the same whether or not the address has an account; the link's token is random, kept only as
// its SHA-256 and good for 30 minutes once; a reset uses up every open link of the account, signs out every session
// and signs this browser in. The email goes through the outbox, so without an email service it waits there.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import { forgotPasswordSchema, RESET_LINK_INVALID, RESET_SENT, resetPasswordSchema } from "../../schema/accounts";
import { ACCOUNT_INACTIVE } from "../../schema/admin";
import { emailOutbox, passwordResets, sessions, users } from "../../schema/tables";
import { auditRow } from "../audit";
import { hashPassword, pepperOf } from "../auth/password";
import { signIn, toPublicUser } from "../auth/session";
import { appLink, linkTokenHash, newLinkToken } from "../auth/links";
import { guard, runBatch } from "../db";
import { dispatchAfterResponse, outboxRow } from "../edge/outbox";
import { clientIp, emailLimitKey, hit, limitIp } from "../edge/limits";
import { afterResponse, type AppEnv } from "../env";
import { apiError } from "../errors";
import { validate } from "../validate";

/** How long a link works. */
export const RESET_LINK_MINUTES = 30;

const limits = {
  // Each ask may send an email: a handful an hour per address and per caller is plenty for a person.
  askPerIp: { max: 10, windowSeconds: 60 * 60 },
  askPerEmail: { max: 3, windowSeconds: 60 * 60 },
  // Tokens are 256 random bits: guessing is hopeless, but a caller trying many is still stopped early.
  resetPerIp: { max: 20, windowSeconds: 15 * 60 },
};

export const passwordReset = new Hono<AppEnv>()
  .post("/auth/forgot-password", validate("json", forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid("json");
    await hit(c.var.db, `reset:ip:${limitIp(c.req.raw.headers)}`, limits.askPerIp);
    await hit(c.var.db, `reset:email:${await emailLimitKey(email)}`, limits.askPerEmail);
    const [user] = await c.var.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (user?.active) {
      const token = newLinkToken();
      const link = appLink(c, "/reset-password", token);
      const message = outboxRow({
        userId: user.id,
        to: user.email,
        kind: "password-reset",
        subject: "Choose a new password for Sitewright",
        body: [
          `Hello ${user.firstName},`,
          "",
          "Someone, we hope you, asked to reset the password of your Sitewright account. Choose a new one here:",
          link,
          "",
          `The link works once, within ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this email: your password stays as it is.`,
          "",
          "Sitewright",
        ].join("\n"),
      });
      // The link and its email together: never an email for a link that was not kept, nor a link nobody is told of.
      await c.var.db.batch([
        c.var.db.insert(passwordResets).values({ tokenHash: await linkTokenHash(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) }),
        c.var.db.insert(emailOutbox).values(message),
      ]);
      await dispatchAfterResponse(c.var.db, c.env, message, afterResponse(c));
    }
    return c.json({ message: RESET_SENT }, 200);
  })
  .post("/auth/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    await hit(c.var.db, `reset:use:ip:${limitIp(c.req.raw.headers)}`, limits.resetPerIp);
    const hash = await linkTokenHash(token);
    const now = new Date();
    const [link] = await c.var.db
      .select({ userId: passwordResets.userId, active: users.active })
      .from(passwordResets)
      .innerJoin(users, eq(passwordResets.userId, users.id))
      .where(and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
    if (!link) throw apiError(400, RESET_LINK_INVALID);
    if (!link.active) throw apiError(403, ACCOUNT_INACTIVE);
    const passwordHash = await hashPassword(password, pepperOf(c.env));
    // One batch: the link is used (once, whoever races), the password changes, every open link of the account is
    // used up and every session ends; or, when the link was used meanwhile, none of it.
    const done = await runBatch(c.var.db, [
      c.var.db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now))),
      guard(c.var.db, sql`changes() = 1`),
      c.var.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, link.userId)),
      c.var.db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, link.userId), isNull(passwordResets.usedAt))),
      c.var.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, link.userId), isNull(sessions.revokedAt))),
      auditRow(c.var.db, { actorId: link.userId, action: "password.reset", targetType: "user", targetId: link.userId, detail: "Password reset with an emailed link; every session signed out", ip: clientIp(c.req.raw.headers) }),
    ]);
    if (!done) throw apiError(400, RESET_LINK_INVALID);
    await signIn(c, link.userId);
    const [user] = await c.var.db.select().from(users).where(eq(users.id, link.userId));
    return c.json(toPublicUser(user!), 200);
  });
