// Cross-site request forgery guard for state-changing /api calls. A browser lets any site POST a form or a
// text/plain fetch to us with our cookies; it never lets a foreign page send application/json without a CORS
// preflight (which we never grant), and it always tells us the caller's origin. So: a body must be JSON (or, on a
// route named in `bodies`, another type that equally needs a preflight), and the request must come from our own
// origin.
import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The body types a route may send instead of JSON, and what to say when it sends another. */
export interface BodyRule {
  types: readonly string[];
  message: string;
}

/** A request body's media type, lower-case and without parameters ("" when none is given). */
export function bodyType(c: Context): string {
  return c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
}

const jsonOnly: BodyRule = { types: ["application/json"], message: "Requests must send JSON (Content-Type: application/json)." };

export function csrfGuard(
  options: {
    exempt?: (path: string) => boolean;
    /**
     * Routes ("POST /api/uploads") whose bodies are not JSON. Only types that are not CORS-safelisted belong here
     * (never text/plain, multipart/form-data or application/x-www-form-urlencoded): those too need a preflight.
     */
    bodies?: Record<string, BodyRule>;
  } = {},
): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.exempt?.(c.req.path)) return next();
    const hasBody = c.req.header("Content-Length") !== undefined ? c.req.header("Content-Length") !== "0" : c.req.raw.body !== null;
    const mediaType = bodyType(c);
    const rule = options.bodies?.[`${c.req.method} ${c.req.path}`] ?? jsonOnly;
    if (hasBody && !rule.types.includes(mediaType)) throw apiError(415, rule.message);
    const origin = c.req.header("Origin");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    const ownOrigin = new URL(c.req.url).origin;
    const sameOrigin = origin !== undefined ? origin === ownOrigin : fetchSite === "same-origin";
    if (!sameOrigin) throw apiError(403, "This request did not come from this site.");
    await next();
  };
}
