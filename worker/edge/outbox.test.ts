// The outbox when a request dies mid-send: a message claimed ("sending") by a request whose isolate went away is
// taken back by the schedule and sent, while one claimed a moment ago is left to the sender that has it. And the
// OUTBOX queue: the request hands a message to it, and its consumer sends, retries and gives up as the queue says.
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, inject, it, vi } from "vitest";
import { newId } from "../../schema/ids";
import { emailOutbox } from "../../schema/tables";
import { consumeOutbox, deliverQueued, OUTBOX_ATTEMPTS, sendEmail, type OutboxMessage } from "./outbox";
import { db } from "../test/factories";

const configured = { ...env, EMAIL_API_URL: inject("emailUrl"), EMAIL_API_KEY: "re_test", EMAIL_FROM: "Sitewright <hello@example.com>" };

describe("the outbox", () => {
  it("takes back a message whose sender died long ago, and leaves one being sent now", async () => {
    const now = Date.now();
    const rows = [
      { id: newId("email"), claimedAt: new Date(now - 20 * 60_000) },
      { id: newId("email"), claimedAt: null },
      { id: newId("email"), claimedAt: new Date(now - 60_000) },
    ];
    await db.insert(emailOutbox).values(rows.map((r) => ({ ...r, to: "owner@example.com", subject: "Hello", body: "Hi", kind: "test", status: "sending" as const })));
    await deliverQueued(db, { ...configured, OUTBOX: undefined }, now);
    const after = await db.select({ id: emailOutbox.id, status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.id, rows.map((r) => r.id)));
    // Taken back into the queue (and sent, when the run reached them: other tests' messages may come first).
    expect(rows.map((r) => after.find((a) => a.id === r.id)?.status === "sending")).toEqual([false, false, true]);
  });
});

/** A delivery of queue messages as the Workers runtime hands them over, recording what the consumer answers. */
function delivery(ids: string[], attempts = 1) {
  const messages = ids.map((id) => ({ id: `msg-${id}`, timestamp: new Date(), body: { id }, attempts, ack: vi.fn(), retry: vi.fn() }));
  const batch = { queue: "sitewright-outbox", messages, ackAll: vi.fn(), retryAll: vi.fn() } as unknown as MessageBatch<OutboxMessage>;
  return { batch, messages };
}

async function waiting(to: string) {
  const id = newId("email");
  await db.insert(emailOutbox).values({ id, to, subject: "Hello", body: "Hi", kind: "test" });
  return id;
}

const statusOf = async (id: string) => (await db.select({ status: emailOutbox.status, error: emailOutbox.error }).from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

describe("the outbox's queue", () => {
  it("is handed each message by the request that wrote it, instead of the request sending it", async () => {
    const sent: unknown[] = [];
    const queue = { send: async (body: unknown) => void sent.push(body), sendBatch: async () => {} } as unknown as Queue<OutboxMessage>;
    const to = `queued-${crypto.randomUUID()}@example.com`;
    expect(await sendEmail(db, { ...configured, OUTBOX: queue }, { userId: null, to, subject: "S", body: "B", kind: "test" })).toBe("queued");
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(sent).toEqual([{ id: row!.id }]);
    expect(row!.status).toBe("queued");
  });

  it("sends a message through the email service and acknowledges it", async () => {
    const id = await waiting(`reader-${crypto.randomUUID()}@example.com`);
    const { batch, messages } = delivery([id]);
    await consumeOutbox(db, configured, batch);
    expect(await statusOf(id)).toEqual({ status: "sent", error: null });
    expect(messages[0]!.ack).toHaveBeenCalledOnce();
    expect(messages[0]!.retry).not.toHaveBeenCalled();
  });

  it("tries a refused send again later with the row waiting as queued, and after the last try marks it failed for the dead-letter queue", async () => {
    const refusing = { ...configured, EMAIL_API_KEY: "wrong" };
    const id = await waiting(`refused-${crypto.randomUUID()}@example.com`);
    const first = delivery([id], 1);
    await consumeOutbox(db, refusing, first.batch);
    expect(first.messages[0]!.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    expect(await statusOf(id)).toEqual({ status: "queued", error: "The email service answered 401." });
    const fourth = delivery([id], 4);
    await consumeOutbox(db, refusing, fourth.batch);
    expect(fourth.messages[0]!.retry).toHaveBeenCalledWith({ delaySeconds: 240 });
    const last = delivery([id], OUTBOX_ATTEMPTS);
    await consumeOutbox(db, refusing, last.batch);
    // Retried once more by the queue's rules, which is what moves it to the dead-letter queue.
    expect(last.messages[0]!.retry).toHaveBeenCalledOnce();
    expect(await statusOf(id)).toEqual({ status: "failed", error: "The email service answered 401." });
  });

  it("acknowledges a message whose row was sent already or is gone, sending nothing twice", async () => {
    const id = await waiting(`twice-${crypto.randomUUID()}@example.com`);
    await consumeOutbox(db, configured, delivery([id]).batch);
    const again = delivery([id, newId("email")]);
    await consumeOutbox(db, { ...configured, EMAIL_API_KEY: "wrong" }, again.batch);
    for (const m of again.messages) expect(m.ack).toHaveBeenCalledOnce();
    expect(await statusOf(id)).toEqual({ status: "sent", error: null });
  });
});
