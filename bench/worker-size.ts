// The Worker's production bundle, measured rather than assumed: `wrangler deploy --dry-run` bundles it offline,
// and this prints its raw and gzip size against Cloudflare's limits (3 MB gzip on the free plan, 10 MB paid) and
// what costs the most. Run: node --import tsx bench/worker-size.ts [--check]  (--check: fail over 3 MB, for CI)
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { dryRunDeploy } from "../scripts/lib/wrangler";

const FREE_LIMIT = 3 * 1024 * 1024;
const PAID_LIMIT = 10 * 1024 * 1024;
const check = process.argv.includes("--check");

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const out = mkdtempSync(join(tmpdir(), "sitewright-worker-size-"));
try {
  const wrangler = dryRunDeploy(out, ["--metafile", join(out, "meta.json")]);
  if (wrangler.status !== 0) {
    console.error(wrangler.output);
    throw new Error(`wrangler deploy --dry-run failed (exit ${wrangler.status})`);
  }
  // Every file wrangler would upload (the bundle and its source maps are what it writes; maps are not uploaded).
  const files = readdirSync(out, { recursive: true, encoding: "utf8" })
    .map((name) => join(out, name))
    .filter((path) => statSync(path).isFile() && /\.(m?js|wasm)$/.test(path));
  let raw = 0;
  let gzip = 0;
  for (const path of files) {
    const bytes = readFileSync(path);
    raw += bytes.byteLength;
    gzip += gzipSync(bytes, { level: 9 }).byteLength;
  }
  console.log(`Worker bundle (${files.map((f) => relative(out, f)).join(", ")})`);
  console.log(`  raw   ${kib(raw).padStart(12)}`);
  console.log(`  gzip  ${kib(gzip).padStart(12)}   ${((gzip / FREE_LIMIT) * 100).toFixed(1)}% of the free plan's 3 MB, ${((gzip / PAID_LIMIT) * 100).toFixed(1)}% of the paid 10 MB`);

  // The largest inputs by the bytes they leave in the bundle, grouped by package (or by our own folder).
  const meta = JSON.parse(readFileSync(join(out, "meta.json"), "utf8")) as {
    outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const byOwner = new Map<string, number>();
  for (const output of Object.values(meta.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      const owner = pkg ?? `${input.split("/")[0]}/ (ours)`;
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytesInOutput);
    }
  }
  console.log("\nLargest inputs (raw bytes in the bundle)");
  for (const [owner, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${owner.padEnd(36)} ${kib(bytes).padStart(12)}`);
  }

  if (check && gzip > FREE_LIMIT) {
    console.error(`\nThe Worker is ${kib(gzip)} gzip, over the free plan's 3 MB limit.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
