// Runs in Node before the workerd tests: a throwaway sqld with the migrations applied (the Worker's
// DATABASE_URL), a second one for the one test that counts every row, and the loopback stand-ins for outside
// services.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations, connect } from "../../scripts/lib/database";
import { startSqld } from "../../scripts/lib/sqld";
import { startDarajaStandIn } from "./stand-ins/daraja";
import { startDomainStandIns } from "./stand-ins/domains";
import { startOidcProvider } from "./stand-ins/oidc-provider";
import { startOpenAiStandIn } from "./stand-ins/openai-server";

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "sitewright-test-db-"));
  const sqld = await startSqld(join(dir, "test.sqld"));
  await applyMigrations(connect(sqld.url));
  project.provide("dbUrl", sqld.url);
  // Test files run side by side on the shared database, so only a database of its own gives exact totals.
  const countingSqld = await startSqld(join(dir, "counting.sqld"));
  await applyMigrations(connect(countingSqld.url));
  project.provide("countingDbUrl", countingSqld.url);
  const oidc = await startOidcProvider({ "test-client": "test-secret" });
  project.provide("oidcUrl", oidc.url);
  const openAi = await startOpenAiStandIn();
  project.provide("openAiUrl", openAi.url);
  const domainServices = await startDomainStandIns();
  project.provide("dohUrl", domainServices.dohUrl);
  project.provide("cfApiUrl", domainServices.cfApiUrl);
  const daraja = await startDarajaStandIn();
  project.provide("darajaUrl", daraja.url);
  return async () => {
    await daraja.stop();
    await domainServices.stop();
    await openAi.stop();
    await oidc.stop();
    await countingSqld.stop();
    await sqld.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
