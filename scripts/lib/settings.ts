// The Worker's settings `npm start` takes from its environment (STRIPE_SECRET_KEY=... npm start), and the local
// payment stand-ins it can run instead of real providers (PAYMENT_STAND_INS=1 npm start): Stripe's Checkout and
// Daraja's phone prompt, on this machine, so the whole payment flow can be tried with no account anywhere.
import { randomBytes } from "node:crypto";
import { startDarajaStandIn } from "../../worker/test/stand-ins/daraja";
import { STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET, startStripeStandIn } from "../../worker/test/stand-ins/stripe";

/** Every setting of the Worker that may come from the environment (worker/secrets.d.ts says what each does). */
export const workerSettings = [
  "APP_URL",
  "AI_BASE_URL",
  "AI_API_KEY",
  "AI_MODEL",
  "AI_IMAGE_MODEL",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "GOOGLE_ISSUER",
  "DOH_URL",
  "CF_API_TOKEN",
  "CF_ZONE_ID",
  "CF_API_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_URL",
  "MPESA_CONSUMER_KEY",
  "MPESA_CONSUMER_SECRET",
  "MPESA_SHORTCODE",
  "MPESA_PASSKEY",
  "MPESA_CALLBACK_TOKEN",
  "MPESA_ENV",
  "MPESA_API_URL",
  "MPESA_KES_PER_USD",
  "EMAIL_API_URL",
  "EMAIL_API_KEY",
  "EMAIL_FROM",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET_KEY",
  "TURNSTILE_VERIFY_URL",
] as const;

export function settingsFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of workerSettings) if (env[key]) out[key] = env[key]!;
  return out;
}

export interface PaymentStandIns {
  vars: Record<string, string>;
  /** Where the payer answers M-Pesa prompts (the stand-in's phone page). */
  phoneUrl: string;
  stop(): Promise<void>;
}

/** Starts the Stripe and Daraja stand-ins for an app at `appUrl`, and answers the settings that point the app at them. */
export async function startPaymentStandIns(appUrl: string): Promise<PaymentStandIns> {
  const stripe = await startStripeStandIn({ webhookUrl: `${appUrl}/api/webhooks/stripe` });
  const daraja = await startDarajaStandIn();
  return {
    vars: {
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      MPESA_CONSUMER_KEY: "test-key",
      MPESA_CONSUMER_SECRET: "test-secret",
      MPESA_SHORTCODE: "174379",
      MPESA_PASSKEY: "stand-in-passkey",
      MPESA_CALLBACK_TOKEN: randomBytes(16).toString("hex"),
      MPESA_API_URL: daraja.url,
    },
    phoneUrl: `${daraja.url}/phone`,
    stop: async () => {
      await stripe.stop();
      await daraja.stop();
    },
  };
}
