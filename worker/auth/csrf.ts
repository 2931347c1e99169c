// Cross-site request forgery guard for state-changing /api calls. A browser lets any site POST a form or a
// text/plain fetch to us with our cookies; it never lets a foreign page send application/json without a CORS
// preflight (which we never grant), and it always tells us the caller's origin. So: a body must be JSON, and the
// request must come from our own origin.
import type { MiddlewareHandler } from "hono";
import { apiError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function csrfGuard(options: { exempt?: (path: string) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.exempt?.(c.req.path)) return next();
    const hasBody = c.req.header("Content-Length") !== undefined ? c.req.header("Content-Length") !== "0" : c.req.raw.body !== null;
    const mediaType = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
    if (hasBody && mediaType !== "application/json") {
      throw apiError(415, "Requests must send JSON (Content-Type: application/json).");
    }
    const origin = c.req.header("Origin");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    const ownOrigin = new URL(c.req.url).origin;
    const sameOrigin = origin !== undefined ? origin === ownOrigin : fetchSite === "same-origin";
    if (!sameOrigin) throw apiError(403, "This request did not come from this site.");
    await next();
  };
}
