// Calls the Worker the way the SPA does: same origin, JSON bodies (or raw ones, for uploads), and the session
// cookie when given.
import { exports } from "cloudflare:workers";
import type { users } from "../../schema/tables";
import { createSession, SESSION_COOKIE } from "../auth/session";
import { createUserWithPassword, db } from "./factories";

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as it is (image bytes, a form), with only the Content-Type given in `headers`. */
  rawBody?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  /** Cancels the request, as a visitor closing the page does. */
  signal?: AbortSignal;
}

// Each test file gets its own client address, so per-IP limits in one file do not spill into another: one of
// 65,000 in the benchmarking range, so two files of a run almost never share one.
const ip = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Origin: "http://localhost", "CF-Connecting-IP": ip, ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(options.body);
  }
  return exports.default.fetch(
    new Request(`http://localhost${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body, redirect: "manual", ...(options.signal ? { signal: options.signal } : {}) }),
  );
}

/** `__Host-session=<id>` from a response's Set-Cookie, ready to send back. */
export function sessionFrom(res: Response): string {
  const match = /__Host-session=([^;]*)/.exec(res.headers.get("Set-Cookie") ?? "");
  if (!match) throw new Error("no session cookie was set");
  return `__Host-session=${match[1]}`;
}

/**
 * A new user with these fields (password "correct horse battery"), signed in; answers the user and the cookie to
 * send. The session is made as a log-in makes it, without the log-in route: its per-address limit is for people,
 * and a test file signs in far more users than one person would (the log-in itself is tested in api/auth.test.ts).
 */
export async function signedInUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUserWithPassword("correct horse battery", overrides);
  const id = await createSession(db, user.id, "test");
  return { user, cookie: `${SESSION_COOKIE}=${id}` };
}

/** A real 1x1 PNG. */
export const tinyPng = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);

/** Uploads `bytes` as the SPA does; answers the response and, on success, its body. */
export async function uploadImage(cookie: string | undefined, bytes: Uint8Array = tinyPng, type = "image/png") {
  const res = await call("/api/uploads", { method: "POST", rawBody: bytes, headers: { "Content-Type": type }, cookie });
  const body = res.status === 201 ? ((await res.clone().json()) as { id: string; url: string; contentType: string; size: number }) : null;
  return { res, body };
}

/**
 * A body of `size` bytes handed out in 64 KB chunks only as the Worker asks for them, which records how much was
 * asked for and whether the Worker cancelled the rest: the way to tell "refused before reading" from "read, then
 * refused".
 */
export function watchedBody(size: number, first: Uint8Array = tinyPng.subarray(0, 8)) {
  const watch = { pulled: 0, cancelled: false };
  const chunkSize = 64 * 1024;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (watch.pulled >= size) return controller.close();
        const chunk = new Uint8Array(Math.min(chunkSize, size - watch.pulled));
        if (watch.pulled === 0) chunk.set(first.subarray(0, chunk.byteLength));
        watch.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        watch.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, watch };
}
