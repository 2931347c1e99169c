// The production deploy, proved offline: `wrangler deploy --dry-run --env production` must bundle the Worker with
// no configuration warning, bind everything the local Worker binds (bindings and vars are not inherited by an
// environment, so a missing one would deploy a Worker that fails on its first request), and name real hosts
// rather than the local ones. Run: node --import tsx scripts/deploy-check.ts  (CI runs it after the tests' build.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dryRunDeploy } from "./lib/wrangler";

/** The names wrangler lists under "Your Worker has access to the following bindings", with what it shows of each. */
export function boundNames(output: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of output.matchAll(/^env\.([A-Z0-9_]+)(?:\s+\(([^)]*)\))?/gm)) names.set(m[1]!, (m[2] ?? "").replace(/^"|"$/g, ""));
  return names;
}

/** What is wrong with a production dry run, given the local one's output; empty when it would deploy. */
export function deployProblems(local: string, production: string): string[] {
  const problems: string[] = [];
  if (/WARNING/.test(production)) problems.push(`wrangler warns about the configuration:\n${production.slice(production.indexOf("WARNING"), production.indexOf("WARNING") + 600)}`);
  const mine = boundNames(local);
  const theirs = boundNames(production);
  for (const name of mine.keys()) if (!theirs.has(name)) problems.push(`env.${name} is bound locally but not in [env.production]`);
  for (const name of ["APP_HOSTS", "SITES_HOST", "APP_URL"]) {
    const value = theirs.get(name);
    if (!value) problems.push(`[env.production.vars] ${name} is not set`);
    else if (/localhost|127\.0\.0\.1/.test(value)) problems.push(`[env.production.vars] ${name} names a local host (${value})`);
  }
  if (!theirs.has("AI")) problems.push("[env.production.ai] is missing: a Cloudflare deploy designs with Workers AI");
  return problems;
}

if (process.argv[1]?.endsWith("deploy-check.ts")) {
  const out = mkdtempSync(join(tmpdir(), "sitewright-deploy-check-"));
  try {
    const local = dryRunDeploy(join(out, "local"));
    const production = dryRunDeploy(join(out, "production"), ["--env", "production"]);
    if (local.status !== 0 || production.status !== 0) {
      console.error(local.output, production.output);
      throw new Error("wrangler deploy --dry-run failed");
    }
    const problems = deployProblems(local.output, production.output);
    for (const p of problems) console.error(`- ${p}`);
    if (problems.length) process.exit(1);
    console.log(`Production dry run: ${[...boundNames(production.output).keys()].join(", ")} bound; ready to deploy.`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
