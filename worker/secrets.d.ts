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
    /**
     * The Workers AI model site generation uses when the deploy has the AI binding and no AI_API_KEY (default
     * @cf/meta/llama-3.3-70b-instruct-fp8-fast; worker/ai/model/workers-ai.ts).
     */
    AI_WORKERS_MODEL?: string;
    /** The image model on that endpoint (default dall-e-3). Without AI_API_KEY, images come from the offline generator. */
    AI_IMAGE_MODEL?: string;
    /** A second AI provider for images only (its own endpoint and key); unset, images use AI_BASE_URL and AI_API_KEY. */
    AI_IMAGE_BASE_URL?: string;
    AI_IMAGE_API_KEY?: string;
    /**
     * Encrypts the provider keys an administrator stores from the dashboard (AES-GCM, key derived with HKDF).
     * Unset: derived from PASSWORD_PEPPER instead, under its own label.
     */
    SETTINGS_SECRET?: string;
    /** DNS-over-HTTPS resolver (JSON API) for custom-domain checks; defaults to Cloudflare's public one. */
    DOH_URL?: string;
    /** Cloudflare for SaaS: with both set, custom domains are registered as custom hostnames with certificates. */
    CF_API_TOKEN?: string;
    CF_ZONE_ID?: string;
    /** The Cloudflare API's address; tests point it at a loopback stand-in. */
    CF_API_URL?: string;
    /**
     * The app's public address (https://app.example.com): links in emails, and where Daraja calls back. Unset: the
     * address of the request at hand (emails sent by the scheduled sweep then name the page instead of linking).
     */
    APP_URL?: string;
    /** Card payments (Stripe Checkout, subscriptions, the customer portal). Both are needed; unset: not configured. */
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    /** Stripe's API address; tests and the local stand-ins point it at loopback. */
    STRIPE_API_URL?: string;
    /** M-Pesa (Safaricom Daraja STK push). All five are needed; unset: not configured. */
    MPESA_CONSUMER_KEY?: string;
    MPESA_CONSUMER_SECRET?: string;
    MPESA_SHORTCODE?: string;
    MPESA_PASSKEY?: string;
    /** The secret last part of the callback path Daraja posts results to (/api/webhooks/mpesa/<token>). */
    MPESA_CALLBACK_TOKEN?: string;
    /** "production" for the live Daraja API; anything else means the sandbox. */
    MPESA_ENV?: string;
    /** Daraja's API address; tests and the local stand-ins point it at loopback. */
    MPESA_API_URL?: string;
    /** Shillings per US dollar for M-Pesa prices (default 130). */
    MPESA_KES_PER_USD?: string;
    /** An HTTP email API (Resend's shape: POST { from, to, subject, text } with a bearer key). Unset: the outbox. */
    EMAIL_API_URL?: string;
    EMAIL_API_KEY?: string;
    EMAIL_FROM?: string;
    /** Cloudflare Turnstile on contact forms: both keys set, forms carry its widget and every message is verified. */
    TURNSTILE_SITE_KEY?: string;
    TURNSTILE_SECRET_KEY?: string;
    /** Turnstile's siteverify address; tests point it at a loopback stand-in. */
    TURNSTILE_VERIFY_URL?: string;
    /**
     * The outbox's queue (wrangler.toml [[queues.producers]]): emails are sent by its consumer, with retries and a
     * dead-letter queue. Optional: a deployment without Queues sends from the request and the schedule.
     */
    OUTBOX?: Queue<{ id: string }>;
    /** Counted page views (wrangler.toml): written by the queue's consumer. Optional: without it each instance tallies. */
    VISITS?: Queue<import("./edge/visits").CountedView>;
    /** Bursts from one address (wrangler.toml [[ratelimits]]): optional, the durable limits in libSQL hold without it. */
    BURST?: RateLimit;
  }
}
