// Email from the platform (plan reminders, payment notices, contact-form messages). Every message is written to the
// outbox first; with an email service configured (EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM: an HTTP API in Resend's
// shape) it is then sent and marked sent or failed, and without one it waits there for the administrator to read.
// Sending is the OUTBOX queue's work where the deployment has it (wrangler.toml): the queue retries a failed send
// with growing delays and parks a message that keeps failing in its dead-letter queue, whatever happens to the
// request that wrote it. Without the binding, the request sends after its response and the schedule catches up.
import { and, asc, eq, gte, isNull, lt, or } from "drizzle-orm";
import { newId } from "../../schema/ids";
import { emailOutbox } from "../../schema/tables";
import type { Db } from "../db";

export interface Email {
  userId: string | null;
  to: string;
  subject: string;
  body: string;
  kind: string;
  /** Where replies go instead of the sender (a contact form's message: the visitor who wrote it). */
  replyTo?: string | null;
}

type EmailSettings = Pick<Env, "EMAIL_API_URL" | "EMAIL_API_KEY" | "EMAIL_FROM" | "OUTBOX">;

/** A message on the OUTBOX queue: the outbox row to send. */
export interface OutboxMessage {
  id: string;
}

/** Tries per message, the first included (wrangler.toml's max_retries + 1): then the dead-letter queue has it. */
export const OUTBOX_ATTEMPTS = 6;

const DEADLINE_MS = 10_000;

export function emailConfigured(env: EmailSettings): boolean {
  return Boolean(env.EMAIL_API_URL && env.EMAIL_API_KEY && env.EMAIL_FROM);
}

/**
 * Keeps the message in the outbox and hands it to delivery, after the response when a request gives its `later`;
 * answers "sent" or "failed" when it was sent here and now.
 */
export async function sendEmail(db: Db, env: EmailSettings, email: Email, later?: (work: Promise<unknown>) => void): Promise<"queued" | "sent" | "failed"> {
  const row = outboxRow(email);
  await db.insert(emailOutbox).values(row);
  if (!later) return dispatchEmail(db, env, row);
  await dispatchAfterResponse(db, env, row, later);
  return "queued";
}

/**
 * Hands a message already in the outbox to delivery: to the OUTBOX queue when the deployment has one, else sent
 * here. A queue that refuses it leaves it queued for the schedule. Answers "queued" unless it was sent here.
 */
export async function dispatchEmail(db: Db, env: EmailSettings, email: Email & { id: string }): Promise<"queued" | "sent" | "failed"> {
  if (!emailConfigured(env)) return "queued";
  if (env.OUTBOX) {
    await env.OUTBOX.send({ id: email.id }).catch((err: unknown) => console.warn("outbox queue refused a message:", err instanceof Error ? err.message : err));
    return "queued";
  }
  return (await sendQueued(db, env, email)) ?? "queued";
}

/** The outbox row for a message, to write in the same transaction as what it tells of; then sent by sendQueued. */
export function outboxRow(email: Email) {
  return { id: newId("email"), ...email };
}

/** How long a claim may last before the schedule takes the message back. */
const RECLAIM_MS = 10 * 60 * 1000;

/** A message queued this long ago or more is not sent late any more: it stays in the outbox for the administrator. */
const DELIVER_WITHIN_MS = 24 * 60 * 60 * 1000;

/**
 * Hands a message already in the outbox to delivery after the response (`later`: the request's waitUntil), or now
 * when there is no request to outlive. A failure is logged: the message waits in the outbox for the schedule.
 */
export async function dispatchAfterResponse(db: Db, env: EmailSettings, email: Email & { id: string }, later: ((work: Promise<unknown>) => void) | undefined): Promise<void> {
  const sending = dispatchEmail(db, env, email).catch((err: unknown) => console.warn(`${email.kind} email not sent:`, err instanceof Error ? err.message : err));
  if (later) later(sending);
  else await sending;
}

/**
 * Sends what waits in the outbox (oldest first, up to `limit`), when a service is configured, or with the OUTBOX
 * queue puts it on the queue; answers how many were sent or queued.
 */
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
  if (env.OUTBOX && waiting.length) {
    await env.OUTBOX.sendBatch(waiting.map((row) => ({ body: { id: row.id } })));
    return waiting.length;
  }
  let sent = 0;
  for (const row of waiting) if (await sendQueued(db, env, row)) sent += 1;
  return sent;
}

/** The wait before a failed send is tried again: 30 s, 1, 2, 4, 8 minutes. */
const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 480);

/**
 * The OUTBOX queue's consumer: sends each message's row once (the claim in sendQueued keeps a message delivered
 * twice from being sent twice). A send the service refuses is tried again later, the row waiting as queued with
 * the error; after the last try the row is failed and the queue moves the message to its dead-letter queue.
 */
export async function consumeOutbox(db: Db, env: EmailSettings, batch: MessageBatch<OutboxMessage>): Promise<void> {
  for (const message of batch.messages) {
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, message.body.id));
    // Sent already, or gone: nothing to do. Not configured: it waits in the outbox, as without a queue.
    if (!row || row.status !== "queued" || !emailConfigured(env)) {
      message.ack();
      continue;
    }
    const last = message.attempts >= OUTBOX_ATTEMPTS;
    const result = await sendQueued(db, env, row, last ? "failed" : "queued");
    if (result === "failed") message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    else message.ack();
  }
}

/**
 * Sends one queued message, when a service is configured: the row is claimed first (queued -> sending), so a
 * message that the schedule and the request that wrote it both try to send goes out once. Answers null when there
 * is no service or another sender has it.
 */
export async function sendQueued(db: Db, env: EmailSettings, email: Email & { id: string }, onFailure: "failed" | "queued" = "failed"): Promise<"sent" | "failed" | null> {
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
    // A failure the queue will try again leaves the row queued (with why), ready for the next claim.
    .set(error ? { status: onFailure, error, claimedAt: null } : { status: "sent", sentAt: new Date() })
    .where(eq(emailOutbox.id, email.id));
  return error ? "failed" : "sent";
}
