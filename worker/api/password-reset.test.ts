// "Forgot password?" and the link it sends: the same answer for any address, a link that works once within 30
// minutes and only as sent, a reset that ends every other session, and the attacks on each.
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RESET_LINK_INVALID, RESET_SENT } from "../../schema/accounts";
import { newId } from "../../schema/ids";
import { auditLog, emailOutbox, passwordResets, users } from "../../schema/tables";
import { createSession, SESSION_COOKIE } from "../auth/session";
import { hex, sha256 } from "../bytes";
import { call, sessionFrom } from "../test/client";
import { createUserWithPassword, db } from "../test/factories";

const ask = (email: string, ip = "198.51.100.21") => call("/api/auth/forgot-password", { body: { email }, headers: { "CF-Connecting-IP": ip } });
const reset = (token: string, password: string, cookie?: string) => call("/api/auth/reset-password", { body: { token, password }, ...(cookie ? { cookie } : {}) });
const me = async (cookie: string) => ((await (await call("/api/auth/user", { cookie })).json()) as { id: string } | null)?.id ?? null;

/** The link the last reset email to `to` carries, as the reader would click it. */
async function emailedToken(to: string): Promise<string> {
  const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, "password-reset"))).orderBy(desc(emailOutbox.createdAt)).limit(1);
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "")?.[1];
  if (!token) throw new Error(`no reset link emailed to ${to}`);
  return token;
}

async function person() {
  const user = await createUserWithPassword("old password 1", { email: `${newId("user")}@example.com` });
  const cookie = `${SESSION_COOKIE}=${await createSession(db, user.id, "phone")}`;
  return { user, cookie };
}

describe("asking for a reset link", () => {
  it("answers the same for an address with an account and one without, and emails only the account's owner", async () => {
    const { user } = await person();
    const known = await ask(user.email.toUpperCase());
    const unknown = await ask(`nobody-${newId("user")}@example.com`);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual({ message: RESET_SENT });
    expect(await unknown.json()).toEqual({ message: RESET_SENT });
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail.map((m) => [m.kind, m.subject])).toEqual([["password-reset", "Choose a new password for Sitewright"]]);
    expect(mail[0]!.body).toContain("The link works once, within 30 minutes.");
    // The token is kept only as its hash.
    const token = await emailedToken(user.email);
    const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.tokenHash).toBe(hex(await sha256(token)));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("sends nothing to a stopped account, and says nothing about it", async () => {
    const { user } = await person();
    await db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(await (await ask(user.email)).json()).toEqual({ message: RESET_SENT });
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email))).toEqual([]);
  });

  it("stops a caller flooding one address with emails", async () => {
    const { user } = await person();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(user.email, `198.51.100.${30 + i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email))).toHaveLength(3);
  });
});

describe("choosing a new password with the link", () => {
  it("changes the password, signs this browser in and every other device out, and is logged", async () => {
    const { user, cookie: phone } = await person();
    await ask(user.email);
    const res = await reset(await emailedToken(user.email), "new password 2");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(user.id);
    expect(await me(sessionFrom(res))).toBe(user.id);
    expect(await me(phone)).toBeNull();
    expect((await call("/api/login", { body: { email: user.email, password: "old password 1" } })).status).toBe(401);
    expect((await call("/api/login", { body: { email: user.email, password: "new password 2" } })).status).toBe(200);
    const [logged] = await db.select().from(auditLog).where(and(eq(auditLog.action, "password.reset"), eq(auditLog.targetId, user.id)));
    expect(logged).toMatchObject({ actorId: user.id, targetType: "user" });
  });

  it("works once: a second use, even at the same moment, is refused and changes nothing", async () => {
    const { user } = await person();
    await ask(user.email);
    const token = await emailedToken(user.email);
    const both = await Promise.all([reset(token, "first choice 1"), reset(token, "second choice 2")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = both.find((r) => r.status === 400)!;
    expect(await refused.json()).toEqual({ message: RESET_LINK_INVALID });
    const winner = both[0]!.status === 200 ? "first choice 1" : "second choice 2";
    expect((await call("/api/login", { body: { email: user.email, password: winner } })).status).toBe(200);
    expect((await reset(token, "third choice 3")).status).toBe(400);
  });

  it("refuses a link past its 30 minutes, a made-up one, and an older link once a newer one was used", async () => {
    const { user } = await person();
    await ask(user.email);
    const older = await emailedToken(user.email);
    await ask(user.email, "198.51.100.40");
    const newer = await emailedToken(user.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, "brand new pass")).status).toBe(200);
    expect(await (await reset(older, "sneaky pass 1")).json()).toEqual({ message: RESET_LINK_INVALID });
    const made = "A".repeat(43);
    expect(await (await reset(made, "sneaky pass 1")).json()).toEqual({ message: RESET_LINK_INVALID });

    const other = await person();
    await ask(other.user.email);
    const expired = await emailedToken(other.user.email);
    await db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, other.user.id));
    expect((await reset(expired, "too late pass")).status).toBe(400);
  });

  it("holds a new password to the sign-up rules and a token to its shape, with the form's messages", async () => {
    const short = await reset("A".repeat(43), "short");
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain("Password must be at least 8 characters");
    const odd = await reset("not a token", "long enough pass");
    expect(JSON.stringify(await odd.json())).toContain(RESET_LINK_INVALID);
  });
});
