// What worker/test/global-setup.ts hands to the Worker tests through vitest's provide/inject.
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    dbUrl: string;
    /** An empty database of its own, for a test that counts every row (admin stats). */
    countingDbUrl: string;
    /** Another, for the admin dashboard's payments and analytics totals. */
    insightsDbUrl: string;
    /** And its settings and logs (stored provider keys apply to every request of a database). */
    consoleDbUrl: string;
    /** Another, for the payments sweep, which acts on every pending payment it finds. */
    sweepDbUrl: string;
    oidcUrl: string;
    openAiUrl: string;
    /** A second OpenAI stand-in, for the image tests alone. */
    openAiImagesUrl: string;
    /** A third, for the help assistant's tests. */
    openAiChatUrl: string;
    /** A fourth, for the model path's own tests (worker/ai/model/), so they never take the generate route's answers. */
    openAiModelUrl: string;
    /** The DNS-over-HTTPS and Cloudflare custom-hostnames stand-ins (stand-ins/domains.ts). */
    dohUrl: string;
    cfApiUrl: string;
    /** The Daraja (M-Pesa) stand-in (stand-ins/daraja.ts). */
    darajaUrl: string;
    /** The Stripe stand-in (stand-ins/stripe.ts). */
    stripeUrl: string;
    /** The email API stand-in (stand-ins/email.ts). */
    emailUrl: string;
    /** The Turnstile siteverify stand-in (stand-ins/turnstile.ts). */
    turnstileUrl: string;
  }
}
