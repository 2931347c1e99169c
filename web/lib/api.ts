// The one way the SPA talks to /api: a typed Hono client built from the Worker's own routes (AppType), so every
// path, input and answer is checked by the compiler against the server. Cookies always ride along (the session is
// an HttpOnly cookie); every failure becomes an ApiError carrying the server's message (spec section 8); every
// body is read or cancelled, so no answer holds a connection open for the life of the page.
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../worker/app";

export const api = hc<AppType>("/api", { init: { credentials: "include" } });

/** A non-ok answer from /api. `response.data.message` mirrors the shape screens written against axios expect. */
export class ApiError extends Error {
  readonly status: number;
  readonly response: { data: { message: string } };

  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.response = { data: { message } };
  }
}

/** Any answer of the typed client. */
export type AnyResponse = ClientResponse<unknown, number, string>;

/** The JSON of the success answers a call can give (its error answers are ApiErrors). */
export type OkJson<R> = R extends ClientResponse<infer T, infer S, infer F> ? (S extends SuccessStatusCode ? (F extends "json" ? T : never) : never) : never;

function nonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

/** The server's words for a failure: `message`, else `error`, else the status text (also when the body is not JSON). */
async function readErrorMessage(res: AnyResponse): Promise<string> {
  const fallback = res.statusText || `Request failed with status ${res.status}`;
  const text = await res.text().catch(() => "");
  try {
    const body: unknown = JSON.parse(text);
    if (body !== null && typeof body === "object") {
      const { message, error } = body as { message?: unknown; error?: unknown };
      if (nonEmptyString(message)) return message;
      if (nonEmptyString(error)) return error;
    }
  } catch {
    // Not JSON (an HTML error page from a proxy, an empty body): the status text is all we have.
  }
  return fallback;
}

export async function okOrThrow<R extends AnyResponse>(request: Promise<R> | R): Promise<R> {
  const res = await request;
  if (!res.ok) throw new ApiError(res.status, await readErrorMessage(res));
  return res;
}

/** Sends a call and answers its JSON: `const site = await read(api.websites.$post({ json }))`. */
export async function read<R extends AnyResponse>(request: Promise<R> | R): Promise<OkJson<R>> {
  const res = await okOrThrow(request);
  return (await res.json()) as OkJson<R>;
}

/** For data that only exists when signed in: a 401 means "nobody", not an error. */
export async function readOrNullOn401<R extends AnyResponse>(request: Promise<R> | R): Promise<OkJson<R> | null> {
  const res = await request;
  if (res.status === 401) {
    await res.body?.cancel();
    return null;
  }
  return read(res);
}

/** Sends a call whose answer is not needed (log-out, delete): throws on failure, and the body is released. */
export async function send(request: Promise<AnyResponse> | AnyResponse): Promise<void> {
  const res = await okOrThrow(request);
  await res.body?.cancel();
}
