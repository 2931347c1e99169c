// One JSON error shape for every /api failure. The spec's client reads `message`, else `error`, else the
// status text, so `message` always carries the human text; `fields` names the bad inputs of a 400.
import type { Context } from "hono";
import { SERVER_FAILED } from "../schema/messages";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface ErrorBody {
  message: string;
  fields?: Record<string, string>;
}

/** Throw from any handler: `throw apiError(404, "Website not found")`. */
export function apiError(status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
  const body: ErrorBody = fields ? { message, fields } : { message };
  return new HTTPException(status, { res: Response.json(body, { status }), message });
}

export function onError(err: Error, c: Context): Response {
  if (err instanceof HTTPException) {
    // apiError carries its own JSON; a bare HTTPException (e.g. from a Hono middleware) gets the shape here.
    if (err.res) return err.res;
    return c.json({ message: err.message || "Request failed" } satisfies ErrorBody, err.status);
  }
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, err);
  return c.json({ message: SERVER_FAILED } satisfies ErrorBody, 500);
}

export function notFoundJson(c: Context): Response {
  return c.json({ message: "Not found" } satisfies ErrorBody, 404);
}
