// Starts the real app for the browser tests: a fresh SPA build, a throwaway sqld database and wrangler dev on a
// free port, all in a temporary folder that is removed afterwards.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import type { SeededAccount } from "../scripts/lib/seed";
import { freePort, root } from "../scripts/lib/process";
import { startPaymentStandIns } from "../scripts/lib/settings";
import { startStack } from "../scripts/lib/stack";
import { startDomainStandIns } from "../worker/test/stand-ins/domains";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    accounts: SeededAccount[];
    /** The stand-in DNS-over-HTTPS resolver the app checks custom domains with (POST /__records scripts it). */
    dohUrl: string;
    /** The stand-in M-Pesa phone, where a test answers the payment prompt as the payer would. */
    mpesaPhoneUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "sitewright-e2e-"));
  const artifacts = join(root, "e2e/artifacts");
  mkdirSync(artifacts, { recursive: true });
  const domainServices = await startDomainStandIns();
  const port = await freePort();
  // Payments go to the same stand-ins `PAYMENT_STAND_INS=1 npm start` uses: Stripe's page and events, Daraja's
  // prompt and callback, all on loopback.
  const payments = await startPaymentStandIns(`http://127.0.0.1:${port}`);
  const stack = await startStack({
    dataDir: join(dir, "data"),
    persistTo: join(dir, "wrangler"),
    port,
    watch: false,
    output: { logFile: join(artifacts, "wrangler.log") },
    vars: { DOH_URL: domainServices.dohUrl, ...payments.vars },
  });
  project.provide("baseUrl", stack.url);
  project.provide("accounts", stack.seeded ?? []);
  project.provide("dohUrl", domainServices.dohUrl);
  project.provide("mpesaPhoneUrl", payments.phoneUrl);
  return async () => {
    await stack.stop();
    await payments.stop();
    await domainServices.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
