// Lighthouse (mobile, default throttling) on the app's front door: per route the four category scores, layout
// shift, largest paint, blocking time, the JavaScript the page loads before anyone touches it, and the console
// errors a visitor would see. The targets: performance 95+, the other three 100, CLS 0, JS under 100 KB gzip.
// Starts the app itself (a fresh build, a throwaway database, a free port) unless given the address of one.
// Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Run: node --import tsx bench/app-quality.ts [runs] [base-url]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { freePort } from "../scripts/lib/process";
import { startStack, type Stack } from "../scripts/lib/stack";
import { auditsBelowFullMarks, launchChrome, median, table } from "./lib";

const runs = Number(process.argv[2] ?? 3);
const givenUrl = process.argv[3];
const routes = ["/", "/pricing", "/ai-builder"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

let stack: Stack | undefined;
let dir: string | undefined;
if (!givenUrl) {
  dir = mkdtempSync(join(tmpdir(), "sitewright-app-lh-"));
  stack = await startStack({
    dataDir: join(dir, "data"),
    persistTo: join(dir, "wrangler"),
    port: await freePort(),
    watch: false,
    output: { logFile: join(dir, "wrangler.log") },
  });
}
const baseUrl = givenUrl ?? stack!.url;
const chrome = await launchChrome();

/** Each script's size gzipped here, so the number means the same whether or not the server compresses. */
const gzipSizes = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  const known = gzipSizes.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  gzipSizes.set(url, size);
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: string[][] = [];
const problems: string[] = [];
const consoleErrors: string[] = [];
try {
  for (const route of routes) {
    const scores: Record<string, number[]> = Object.fromEntries(categories.map((c) => [c, []]));
    const cls: number[] = [];
    const lcp: number[] = [];
    const tbt: number[] = [];
    let scripts: NetworkRequest[] = [];
    let first = true;
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(new URL(route, baseUrl).href, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (!result) throw new Error("lighthouse gave no result");
      const { lhr } = result;
      // A run Lighthouse could not finish (a timeout on a busy machine) is reported, not averaged in as zeros.
      if (lhr.runtimeError) {
        problems.push(`${route}: run ${i + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      for (const c of categories) scores[c]!.push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      if (first) {
        first = false;
        problems.push(...auditsBelowFullMarks(lhr).map((a) => `${route}: ${a}`));
        const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
        scripts = requests.filter((r) => r.resourceType === "Script");
        const errors = (lhr.audits["errors-in-console"]?.details as { items?: { description?: string; url?: string }[] } | undefined)?.items ?? [];
        consoleErrors.push(...errors.map((e) => `${route}: ${e.description ?? ""} ${e.url ?? ""}`.trim()));
      }
    }
    if (first) {
      rows.push([route, ...categories.map(() => "-"), "-", "-", "-", "-", "-", "-", "-"]);
      continue;
    }
    const transferred = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    let gzipped = 0;
    for (const r of scripts) gzipped += await gzipSize(r.url);
    const errorCount = consoleErrors.filter((e) => e.startsWith(`${route}: `)).length;
    rows.push([
      route,
      ...categories.map((c) => String(median(scores[c]!))),
      median(cls).toFixed(3),
      `${Math.round(median(lcp))} ms`,
      `${Math.round(median(tbt))} ms`,
      String(scripts.length),
      kb(gzipped),
      kb(transferred),
      String(errorCount),
    ]);
  }
} finally {
  chrome.kill();
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

console.log(`Lighthouse, mobile, default throttling, median of ${runs} run(s), ${baseUrl}`);
console.log(
  table(["route", "perf", "a11y", "best-pr", "seo", "CLS", "LCP", "TBT", "scripts", "JS KB gzip", "JS KB sent", "console errors"], rows),
);
console.log("(JS: every script the page loaded without interaction; gzip: each gzipped at level 9; sent: bytes on the wire.)");
if (consoleErrors.length) console.log(`\nConsole errors (first good run):\n  ${consoleErrors.join("\n  ")}`);
if (problems.length) console.log(`\nFailed runs, and audits below full marks (first good run):\n  ${problems.join("\n  ")}`);
