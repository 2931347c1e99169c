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
  }
}
