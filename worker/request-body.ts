// Request body limits: who is asking is checked first, a declared size over the limit is refused from the header,
// and a body without one is never held beyond the limit (docs/decisions/0011).
import type { MiddlewareHandler } from "hono";
import { apiError } from "./errors";

/**
 * A body read chunk by chunk and kept only up to `maxSize` bytes; null when it was longer. Past the limit the rest is
 * read and dropped, never cancelled (see bodyLimit).
 */
export async function readAtMost(body: ReadableStream<Uint8Array>, maxSize: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size <= maxSize) chunks.push(value);
  }
  if (size > maxSize) return null;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A declared body size, or null when there is none (chunked) or it is not a number. */
export function declaredLength(headers: Headers): number | null {
  const header = headers.get("Content-Length");
  if (header === null || headers.has("Transfer-Encoding")) return null;
  return /^\d+$/.test(header) ? Number(header) : null;
}

/**
 * At most `maxSize` body bytes, else a 413 with `message`. Put it after the checks of who is asking: it is the
 * first to read. A Content-Length over the limit is refused from the header, before a byte is read (the runtime
 * discards the unread body). A body without one (chunked) is read chunk by chunk and kept only up to the limit;
 * past it the rest is read and dropped, never cancelled: wrangler dev's proxy streams the body into the Worker,
 * and a body cancelled under it fails the proxy's request, answers 503 and can stop the local runtime.
 */
export function bodyLimit(maxSize: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const length = declaredLength(c.req.raw.headers);
    if (length !== null) {
      if (length > maxSize) throw apiError(413, message);
      return next();
    }
    const bytes = await readAtMost(body, maxSize);
    if (!bytes) throw apiError(413, message);
    // The handler reads the bytes already in hand, with the same headers.
    c.req.raw = new Request(c.req.raw, { body: bytes });
    await next();
  };
}
