// The outbox when a request dies mid-send: a message claimed ("sending") by a request whose isolate went away is
// taken back by the schedule and sent, while one claimed a moment ago is left to the sender that has it.
import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { newId } from "../schema/ids";
import { emailOutbox } from "../schema/tables";
import { deliverQueued } from "./email";
import { db } from "./test/factories";

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
    await deliverQueued(db, configured, now);
    const after = await db.select({ id: emailOutbox.id, status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.id, rows.map((r) => r.id)));
    // Taken back into the queue (and sent, when the run reached them: other tests' messages may come first).
    expect(rows.map((r) => after.find((a) => a.id === r.id)?.status === "sending")).toEqual([false, false, true]);
  });
});
