// Runs in Node before the workerd tests: a throwaway sqld with the migrations applied, its URL given to the
// Worker as DATABASE_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations, connect } from "../../scripts/lib/database";
import { startSqld } from "../../scripts/lib/sqld";

declare module "vitest" {
  export interface ProvidedContext {
    dbUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "sitewright-test-db-"));
  const sqld = await startSqld(join(dir, "test.sqld"));
  await applyMigrations(connect(sqld.url));
  project.provide("dbUrl", sqld.url);
  return async () => {
    await sqld.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
