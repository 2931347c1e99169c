// `npm test` runs three projects: pure code in Node, the Worker inside workerd (with a throwaway sqld and the
// KV/R2 bindings from wrangler.toml), and the SPA's components in a DOM environment.
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["schema/**/*.test.ts", "site/**/*.test.ts", "scripts/**/*.test.ts", "test/**/*.test.ts"],
          setupFiles: ["test/setup.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                DATABASE_URL: inject("dbUrl"),
                PASSWORD_PEPPER: "test-pepper",
                GOOGLE_ISSUER: inject("oidcUrl"),
                GOOGLE_CLIENT_ID: "test-client",
                GOOGLE_CLIENT_SECRET: "test-secret",
                DOH_URL: inject("dohUrl"),
                // Payments are configured against the stand-ins (stand-ins/stripe.ts, stand-ins/daraja.ts); the
                // offline default is tested with these removed.
                STRIPE_SECRET_KEY: "sk_test_standin",
                STRIPE_WEBHOOK_SECRET: "whsec_standin",
                STRIPE_API_URL: inject("stripeUrl"),
                MPESA_CONSUMER_KEY: "test-key",
                MPESA_CONSUMER_SECRET: "test-secret",
                MPESA_SHORTCODE: "174379",
                MPESA_PASSKEY: "test-passkey",
                MPESA_CALLBACK_TOKEN: "test-callback-token",
                MPESA_API_URL: inject("darajaUrl"),
              },
              // A second fence behind the guarded fetch (worker/test/setup.ts): workerd itself only connects to
              // loopback, so nothing that bypasses the global fetch can leave the machine either.
              outboundService: { network: { allow: ["local"] } },
            },
          })),
        ],
        // As wrangler.toml's [alias]: inside workerd, ajv's code generation is forbidden (worker/templates/ajv-shim.ts).
        resolve: { alias: { ajv: new URL("./worker/templates/ajv-shim.ts", import.meta.url).pathname } },
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts", "test/guards.test.ts"],
          setupFiles: ["worker/test/setup.ts"],
          globalSetup: ["worker/test/global-setup.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "happy-dom",
          // Components are tested as React trees: the DOM must not load iframe pages, fetch files or run page scripts.
          environmentOptions: {
            happyDOM: {
              settings: { disableIframePageLoading: true, disableJavaScriptEvaluation: true, disableCSSFileLoading: true },
            },
          },
          include: ["web/**/*.test.{ts,tsx}", "test/guards.test.ts"],
          setupFiles: ["test/setup.ts"],
        },
      },
    ],
  },
});
