// The response headers a published site needs wherever it is served: by our Worker (worker/index.ts) or by a
// static host from the files in its deploy ZIP (deploy.ts). One list, so every copy of a site runs under one policy.

/** A site is static HTML: its own script, styles and fonts, pictures from anywhere on https, no frames, no API. */
export const sitePolicy =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; " +
  "connect-src 'self'; manifest-src 'self'; form-action 'self' mailto:; base-uri 'none'; frame-ancestors 'none'";

/**
 * What a static host should send with every file. No Strict-Transport-Security: these hosts serve HTTPS
 * themselves, and pinning a user's own domain to HTTPS for a year is the domain owner's call, not the ZIP's.
 */
export const siteHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Content-Security-Policy": sitePolicy,
};
