// Secrets and per-machine settings that wrangler.toml cannot list (they are set with `wrangler secret put` in
// production and `--var` by scripts/dev.ts locally), so `wrangler types` cannot generate them.
declare namespace Cloudflare {
  interface Env {
    /** libSQL URL: the local sqld (http://127.0.0.1:PORT) or Turso (libsql://...). */
    DATABASE_URL: string;
    /** Turso auth token; unset for the local sqld. */
    DATABASE_AUTH_TOKEN?: string;
    /** Secret mixed into every password hash, so a leaked database alone cannot be cracked offline. */
    PASSWORD_PEPPER?: string;
    /** Google sign-in (OIDC). Without a client id and secret the button explains it is not configured. */
    GOOGLE_CLIENT_ID?: string;
    GOOGLE_CLIENT_SECRET?: string;
    /** The OIDC issuer; defaults to https://accounts.google.com (tests point it at a loopback provider). */
    GOOGLE_ISSUER?: string;
    /** Any OpenAI-compatible endpoint for generation, images and chat; without a key, the built-in offline ones. */
    AI_BASE_URL?: string;
    AI_API_KEY?: string;
    AI_MODEL?: string;
    /** DNS-over-HTTPS resolver (JSON API) for custom-domain checks; defaults to Cloudflare's public one. */
    DOH_URL?: string;
    /** Cloudflare for SaaS: with both set, custom domains are registered as custom hostnames with certificates. */
    CF_API_TOKEN?: string;
    CF_ZONE_ID?: string;
    /** The Cloudflare API's address; tests point it at a loopback stand-in. */
    CF_API_URL?: string;
  }
}
