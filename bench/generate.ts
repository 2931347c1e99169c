// The built-in designer's speed. Warm: p50/p95 of reading a description and writing all three designs, over the
// corpus, the development briefs and hundreds of descriptions in the catalogue's words (goal: p95 under 50 ms).
// Cold: the designer bundled as the Worker bundles it, loaded into a fresh process and asked for its first design,
// five times (goal: under 300 ms), against loading an empty module the same way. Baseline in the same run: building
// three default documents, the least any designer must do. Run: node --import tsx bench/generate.ts
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultDocument } from "../schema/site-document";
import { root } from "../scripts/lib/process";
import { designerCorpus } from "../test/designer-corpus";
import { designWebsites } from "../worker/ai/designer";
import { trades } from "../worker/ai/designer/trades";

const places = ["Nairobi", "Mombasa", "Lagos", "Cape Town", "Berlin", "Lisbon", "Toronto", "Manila", "Lima", "Kampala"];
const casesDir = join(root, "bench/brief-cases");
const devBriefs = readdirSync(casesDir)
  .filter((f) => f.startsWith("dev-"))
  .flatMap((f) => (JSON.parse(readFileSync(join(casesDir, f), "utf8")) as { text: string }[]).map((c) => c.text));
const prompts = [
  ...designerCorpus,
  ...devBriefs,
  ...trades.map((t, i) => `${t.keywords[0]} called "${places[i % places.length]} ${t.noun.split(" ")[0]}" in ${places[(i + 3) % places.length]}${i % 4 === 0 ? " | Style: Dark" : ""}`),
];

function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

async function measure(fn: (prompt: string) => unknown): Promise<number[]> {
  for (const p of prompts.slice(0, 10)) await fn(p);
  const samples: number[] = [];
  for (const p of prompts) {
    const t = performance.now();
    await fn(p);
    samples.push(performance.now() - t);
  }
  return samples;
}

/** Milliseconds from a fresh process starting to load `module` to the end of `call` (median of five). */
function cold(module: string, call: string): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const script = `const t = performance.now(); const m = await import(${JSON.stringify(module)}); ${call}; console.log(performance.now() - t);`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(run.stderr);
    times.push(Number(run.stdout.trim()));
  }
  return percentile(times, 0.5);
}

const baseline = await measure(() => [defaultDocument(), defaultDocument(), defaultDocument()]);
const designer = await measure((p) => designWebsites(p));
console.log(`${prompts.length} prompts          p50 ms   p95 ms`);
console.log(`baseline (3 defaults)  ${percentile(baseline, 0.5).toFixed(3).padStart(6)}   ${percentile(baseline, 0.95).toFixed(3).padStart(6)}`);
console.log(`built-in designer      ${percentile(designer, 0.5).toFixed(3).padStart(6)}   ${percentile(designer, 0.95).toFixed(3).padStart(6)}   (goal: p95 under 50 ms)`);

// The designer as the Worker ships it: one minified ESM bundle, evaluated on the first design an isolate makes.
const out = mkdtempSync(join(tmpdir(), "sitewright-designer-"));
try {
  const bundle = join(out, "designer.mjs");
  const build = spawnSync(join(root, "node_modules/.bin/esbuild"), ["worker/ai/designer/index.ts", "--bundle", "--format=esm", "--platform=neutral", "--minify", `--outfile=${bundle}`], { cwd: root, encoding: "utf8" });
  if (build.status !== 0) throw new Error(build.stderr);
  const empty = join(out, "empty.mjs");
  writeFileSync(empty, "export const nothing = 0;\n");
  const first = cold(bundle, `await m.designWebsites(${JSON.stringify(designerCorpus[0])})`);
  const floor = cold(empty, "void m.nothing");
  console.log(`cold: first design     ${first.toFixed(1)} ms from loading the bundle (goal: under 300 ms); loading an empty module: ${floor.toFixed(1)} ms`);
  console.log(`bundle size            ${(readFileSync(bundle).length / 1024).toFixed(1)} KiB minified`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
