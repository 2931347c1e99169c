// Email from the platform (plan reminders, payment notices, contact-form messages). Every message is written to the
// outbox first; with an email service configured (EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM: an HTTP API in Resend's
// shape) it is then sent and marked sent or failed, and without one it waits there for the administrator to read.
import { and, asc, eq, gte, isNull, lt, or } from "drizzle-orm";
import { newId } from "../schema/ids";
import { emailOutbox } from "../schema/tables";
import type { Db } from "./db";

export interface Email {
  userId: string | null;
  to: string;
  subject: string;
  body: string;
  kind: string;
  /** Where replies go instead of the sender (a contact form's message: the visitor who wrote it). */
  replyTo?: string | null;
}

type EmailSettings = Pick<Env, "EMAIL_API_URL" | "EMAIL_API_KEY" | "EMAIL_FROM">;

const DEADLINE_MS = 10_000;

export function emailConfigured(env: EmailSettings): boolean {
  return Boolean(env.EMAIL_API_URL && env.EMAIL_API_KEY && env.EMAIL_FROM);
}

/** Keeps the message in the outbox and sends it when a service is configured; answers its final status. */
export async function sendEmail(db: Db, env: EmailSettings, email: Email): Promise<"queued" | "sent" | "failed"> {
  const row = outboxRow(email);
  await db.insert(emailOutbox).values(row);
  return (await sendQueued(db, env, row)) ?? "queued";
}

/** The outbox row for a message, to write in the same transaction as what it tells of; then sent by sendQueued. */
export function outboxRow(email: Email) {
  return { id: newId("email"), ...email };
}

/** How long a claim may last before the schedule takes the message back. */
const RECLAIM_MS = 10 * 60 * 1000;

/** A message queued this long ago or more is not sent late any more: it stays in the outbox for the administrator. */
const DELIVER_WITHIN_MS = 24 * 60 * 60 * 1000;

/** Sends what waits in the outbox (oldest first, up to `limit`), when a service is configured; answers how many. */
export async function deliverQueued(db: Db, env: EmailSettings, now = Date.now(), limit = 20): Promise<number> {
  if (!emailConfigured(env)) return 0;
  // A message taken by a request that died before it finished (an isolate evicted mid-send) goes back in the
  // queue: a send takes seconds (DEADLINE_MS), so one still "sending" after RECLAIM_MS never will. At worst, one
  // the service took just before the request died is sent twice; none is lost.
  await db
    .update(emailOutbox)
    .set({ status: "queued", claimedAt: null })
    .where(and(eq(emailOutbox.status, "sending"), or(isNull(emailOutbox.claimedAt), lt(emailOutbox.claimedAt, new Date(now - RECLAIM_MS)))));
  const waiting = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), gte(emailOutbox.createdAt, new Date(now - DELIVER_WITHIN_MS))))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit);
  let sent = 0;
  for (const row of waiting) if (await sendQueued(db, env, row)) sent += 1;
  return sent;
}

/**
 * Sends one queued message, when a service is configured: the row is claimed first (queued -> sending), so a
 * message that the schedule and the request that wrote it both try to send goes out once. Answers null when there
 * is no service or another sender has it.
 */
export async function sendQueued(db: Db, env: EmailSettings, email: Email & { id: string }): Promise<"sent" | "failed" | null> {
  if (!emailConfigured(env)) return null;
  const claimed = await db
    .update(emailOutbox)
    .set({ status: "sending", claimedAt: new Date() })
    .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "queued")))
    .returning({ id: emailOutbox.id });
  if (claimed.length === 0) return null;
  let error: string | null = null;
  try {
    const res = await fetch(env.EMAIL_API_URL!, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.EMAIL_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: env.EMAIL_FROM,
        to: [email.to],
        // A header is one line, whatever a visitor typed into a form.
        subject: email.subject.replace(/[\r\n\u2028\u2029]+/g, " "),
        text: email.body,
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
    await res.body?.cancel();
    if (!res.ok) error = `The email service answered ${res.status}.`;
  } catch {
    error = "The email service did not answer.";
  }
  await db
    .update(emailOutbox)
    .set(error ? { status: "failed", error } : { status: "sent", sentAt: new Date() })
    .where(eq(emailOutbox.id, email.id));
  return error ? "failed" : "sent";
}
