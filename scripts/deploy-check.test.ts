import { describe, expect, it } from "vitest";
import { boundNames, deployProblems } from "./deploy-check";

// wrangler's own listing, as `wrangler deploy --dry-run` prints it.
const listing = (...rows: string[]) => `Your Worker has access to the following bindings:\nBinding   Resource\n${rows.join("\n")}\n--dry-run: exiting now.`;
const local = listing('env.CACHE (00000000000000000000000000000000)   KV Namespace', "env.FILES (sitewright-files)   R2 Bucket", "env.ASSETS   Assets", 'env.APP_HOSTS ("localhost,127.0.0.1")   Environment Variable', 'env.SITES_HOST ("localhost")   Environment Variable');
const production = (...drop: string[]) =>
  listing(
    ...[
      'env.CACHE (00000000000000000000000000000000)   KV Namespace',
      "env.FILES (sitewright-files)   R2 Bucket",
      "env.AI   AI",
      "env.ASSETS   Assets",
      'env.APP_HOSTS ("app.example.com")   Environment Variable',
      'env.APP_URL ("https://app.example.com")   Environment Variable',
      'env.SITES_HOST ("example-sites.net")   Environment Variable',
    ].filter((row) => !drop.some((d) => row.startsWith(`env.${d} `))),
  );

describe("the production deploy check", () => {
  it("reads wrangler's list of bindings with their values", () => {
    expect(boundNames(production())).toEqual(
      new Map([["CACHE", "00000000000000000000000000000000"], ["FILES", "sitewright-files"], ["AI", ""], ["ASSETS", ""], ["APP_HOSTS", "app.example.com"], ["APP_URL", "https://app.example.com"], ["SITES_HOST", "example-sites.net"]]),
    );
  });

  it("passes a production environment that binds what the local one does, with real hosts", () => {
    expect(deployProblems(local, production())).toEqual([]);
  });

  it("names each binding the production environment forgot, a local host, a missing var and the model", () => {
    const bad = production("FILES", "APP_URL", "AI").replace("app.example.com", "localhost");
    expect(deployProblems(local, bad)).toEqual([
      "env.FILES is bound locally but not in [env.production]",
      "[env.production.vars] APP_HOSTS names a local host (localhost)",
      "[env.production.vars] APP_URL is not set",
      "[env.production.ai] is missing: a Cloudflare deploy designs with Workers AI",
    ]);
  });

  it("fails on wrangler's warning that something is not inherited", () => {
    const warned = `▲ [WARNING] Processing wrangler.toml configuration:\n  - "vars" exists at the top level, but not on "env.production".\n${production()}`;
    expect(deployProblems(local, warned)).toHaveLength(1);
    expect(deployProblems(local, warned)[0]).toContain('"vars" exists at the top level, but not on "env.production"');
  });
});
