// Answers that arrive as they are made: a client that accepts application/x-ndjson gets JSON lines (progress, pieces
// of text) and then the answer as the last line. Once the first line has gone out the status is sent, so a failure
// travels as the last line too, in the one error shape ({message}).
import type { Context } from "hono";
import type { AppEnv } from "../env";

export const NDJSON = "application/x-ndjson";

export function wantsLines(c: Context<AppEnv>): boolean {
  return (c.req.header("Accept") ?? "").includes(NDJSON);
}

export type WriteLine = (value: object) => Promise<void>;

/** Streams what `work` writes; when it throws, `failure(err)` is the last line. */
export function jsonLines(c: Context<AppEnv>, work: (line: WriteLine) => Promise<void>, failure: (err: unknown) => { message: string }) {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const line: WriteLine = (value) => writer.write(encoder.encode(`${JSON.stringify(value)}\n`));
  const done = (async () => {
    try {
      await work(line);
    } catch (err) {
      await line(failure(err));
    } finally {
      await writer.close();
    }
  })();
  try {
    c.executionCtx.waitUntil(done);
  } catch {
    // No execution context (a direct call in tests): the stream keeps the work alive by itself.
  }
  return c.body(readable, 200, { "Content-Type": NDJSON, "Cache-Control": "no-store" });
}
