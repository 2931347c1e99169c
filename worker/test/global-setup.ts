// Runs in Node before the workerd tests: a throwaway sqld with the migrations applied (the Worker's
// DATABASE_URL), two more for tests that need a database to themselves, and the loopback stand-ins for outside
// services.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations, connect } from "../../scripts/lib/database";
import { startSqld } from "../../scripts/lib/sqld";
import { syncBuiltinCatalogue } from "../templates/catalogue";
import { startDarajaStandIn } from "./stand-ins/daraja";
import { startDomainStandIns } from "./stand-ins/domains";
import { startEmailStandIn } from "./stand-ins/email";
import { startOidcProvider } from "./stand-ins/oidc-provider";
import { startTurnstileStandIn } from "./stand-ins/turnstile";
import { startOpenAiStandIn } from "./stand-ins/openai-server";
import { startStripeStandIn } from "./stand-ins/stripe";

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "sitewright-test-db-"));
  const sqld = await startSqld(join(dir, "test.sqld"));
  await applyMigrations(connect(sqld.url));
  // The built-in templates, as a deploy step writes them (never a visitor's request).
  await syncBuiltinCatalogue(connect(sqld.url));
  project.provide("dbUrl", sqld.url);
  // Test files run side by side on the shared database, so only a database of its own gives exact totals.
  const countingSqld = await startSqld(join(dir, "counting.sqld"));
  await applyMigrations(connect(countingSqld.url));
  project.provide("countingDbUrl", countingSqld.url);
  // And one for the admin dashboard's payments and analytics, whose totals count every row.
  const insightsSqld = await startSqld(join(dir, "insights.sqld"));
  await applyMigrations(connect(insightsSqld.url));
  project.provide("insightsDbUrl", insightsSqld.url);
  // And one for its settings and logs: keys stored there change how every request of that database runs.
  const consoleSqld = await startSqld(join(dir, "console.sqld"));
  await applyMigrations(connect(consoleSqld.url));
  project.provide("consoleDbUrl", consoleSqld.url);
  // The payments sweep acts on every pending payment of its database: on the shared one it would settle other
  // files' payments under their feet.
  const sweepSqld = await startSqld(join(dir, "sweep.sqld"));
  await applyMigrations(connect(sweepSqld.url));
  project.provide("sweepDbUrl", sweepSqld.url);
  const oidc = await startOidcProvider({ "test-client": "test-secret" });
  project.provide("oidcUrl", oidc.url);
  const openAi = await startOpenAiStandIn();
  project.provide("openAiUrl", openAi.url);
  // The images tests script a stand-in of their own: two files scripting one queue at once would take each other's.
  const openAiImages = await startOpenAiStandIn();
  project.provide("openAiImagesUrl", openAiImages.url);
  const openAiChat = await startOpenAiStandIn();
  project.provide("openAiChatUrl", openAiChat.url);
  const openAiModel = await startOpenAiStandIn();
  project.provide("openAiModelUrl", openAiModel.url);
  const domainServices = await startDomainStandIns();
  project.provide("dohUrl", domainServices.dohUrl);
  project.provide("cfApiUrl", domainServices.cfApiUrl);
  const daraja = await startDarajaStandIn();
  project.provide("darajaUrl", daraja.url);
  // No webhook address: the Worker under test has no listening port, so tests read the signed events from the
  // stand-in and deliver them themselves, in whatever order and number the test is about.
  const stripe = await startStripeStandIn();
  project.provide("stripeUrl", stripe.url);
  const email = await startEmailStandIn();
  project.provide("emailUrl", email.url);
  const turnstile = await startTurnstileStandIn();
  project.provide("turnstileUrl", turnstile.url);
  return async () => {
    await turnstile.stop();
    await email.stop();
    await stripe.stop();
    await daraja.stop();
    await domainServices.stop();
    await openAiModel.stop();
    await openAiChat.stop();
    await openAiImages.stop();
    await openAi.stop();
    await oidc.stop();
    await sweepSqld.stop();
    await consoleSqld.stop();
    await insightsSqld.stop();
    await countingSqld.stop();
    await sqld.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
