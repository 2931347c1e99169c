// Security headers for every response. The app and published sites get different policies: a site is static
// HTML that needs no API, no frames and no scripts but its own (site/headers.ts, shared with the deploy ZIPs); the
// app needs its API and a sandboxed preview.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import { siteScripts } from "../site/script";
import { base64, sha256 } from "./bytes";

const common: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=31536000",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** A script's hash as a Content-Security-Policy source. */
async function cspHash(text: string): Promise<string> {
  return `'sha256-${base64(await sha256(text))}'`;
}

let scriptHashes: Promise<string> | undefined;

/**
 * The app's policy. The live preview is an `<iframe srcdoc>`, which inherits this policy, and runs the sites'
 * one script inline: exactly that script's two forms are allowed by hash, nothing else inline. The template
 * catalogue frames its live previews (and shows uploaded preview pictures) from `previewOrigin`, on the sites host.
 */
export async function appPolicy(previewOrigin: string): Promise<string> {
  scriptHashes ??= Promise.all([cspHash(siteScripts.readable), cspHash(siteScripts.minified)]).then((hashes) => hashes.join(" "));
  return (
    `default-src 'self'; script-src 'self' ${await scriptHashes}; style-src 'self' 'unsafe-inline'; ` +
    `img-src 'self' data: blob: https: ${previewOrigin}; font-src 'self' data:; connect-src 'self'; frame-src 'self' blob: data: ${previewOrigin}; ` +
    "object-src 'none'; base-uri 'self'; form-action 'self' https://checkout.stripe.com https://accounts.google.com; " +
    "frame-ancestors 'none'"
  );
}

export function withSecurityHeaders(res: Response, policy: string): Response {
  // Responses from ASSETS.fetch and R2 have immutable headers: copy before changing.
  const out = new Response(res.body, res);
  for (const [name, value] of Object.entries(common)) out.headers.set(name, value);
  // A handler that knows its page better (e.g. the site 404 with its inline style) may set its own policy.
  if (!out.headers.has("Content-Security-Policy")) out.headers.set("Content-Security-Policy", policy);
  out.headers.set("X-Frame-Options", "DENY");
  return out;
}

export function securityHeaders(policy: (c: Context<AppEnv>) => Promise<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res = withSecurityHeaders(c.res, await policy(c));
  };
}
