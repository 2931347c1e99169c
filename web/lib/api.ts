// The one way the SPA talks to /api: cookies always ride along (the session is an HttpOnly cookie), bodies are
// JSON (a picture for /api/uploads goes as its own bytes), and every failure becomes an ApiError carrying the
// server's message (spec section 8).
import type { SWRConfiguration } from "swr";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

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

function nonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

/** The server's words for a failure: `message`, else `error`, else the status text (also when the body is not JSON). */
async function readErrorMessage(res: Response): Promise<string> {
  const fallback = res.statusText || `Request failed with status ${res.status}`;
  try {
    const body: unknown = await res.json();
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

async function throwIfNotOk(res: Response): Promise<Response> {
  if (!res.ok) throw new ApiError(res.status, await readErrorMessage(res));
  return res;
}

function requestBody(body: unknown): RequestInit {
  if (body === undefined) return {};
  if (body instanceof Blob) return { headers: { "Content-Type": body.type }, body };
  return { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

/**
 * Sends one request and resolves to the ok Response (read it with `.json()`); rejects with ApiError otherwise.
 * A Blob or File body is sent as it is, under its own type; anything else as JSON. `signal` lets a caller cancel
 * (the AI builder's Cancel button).
 */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(path, { method, credentials: "include", signal, ...requestBody(body) });
  return throwIfNotOk(res);
}

/** The server's own words when it gave some (a plan limit, say), else the spec's message for the situation. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}

/** Default SWR fetcher: the key is the path; GET it and read JSON. */
export async function fetcher<T = unknown>(path: string): Promise<T> {
  const res = await apiRequest("GET", path);
  return (await res.json()) as T;
}

/** For data that only exists when signed in: a 401 means "nobody", not an error. */
export async function fetcherOrNullOn401<T = unknown>(path: string): Promise<T | null> {
  const res = await fetch(path, { credentials: "include" });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** App-wide SWR behaviour from the spec: no retries, no refetch on focus or reconnect, no polling, never stale by time. */
export const swrConfig = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  revalidateIfStale: false,
} satisfies SWRConfiguration;
