// Lighthouse (mobile) for every builder template as published, one site per hero style with generated art
// (site/look-samples.ts), the page with every kind of section (site/showcase.ts) and a sample of the built-in
// designer's designs from the corpus (one of each hero composition): the median of 3 runs per category, in a table.
// The target is 100 everywhere. Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Run: node --import tsx bench/site-quality.ts [runs]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { builderTemplates, templateDocument } from "../schema/builder-templates";
import { lookSamples } from "../site/look-samples";
import { render } from "../site/render";
import { showcaseDocument } from "../site/showcase";
import { designerCorpus } from "../test/designer-corpus";
import { designWebsites } from "../worker/ai/designer";
import { auditsBelowFullMarks, launchChrome, median, serveFolder, table, writeSite } from "./lib";

const runs = Number(process.argv[2] ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const dir = mkdtempSync(join(tmpdir(), "sitewright-lh-"));
// Every hero style and section style at least once, on both palettes.
const looks = lookSamples().filter((_, i) => i % 5 === 0);
const sites = [
  ...builderTemplates.map((t) => ({ name: t.name, folder: String(t.id), doc: templateDocument(t.id) })),
  ...looks.map((l, i) => ({ name: l.name, folder: `look-${i}`, doc: l.doc })),
  { name: "Every kind of section", folder: "showcase", doc: showcaseDocument() },
];
// The designer's: the first design of each hero composition met along the corpus, and a dark one.
const designed = new Map<string, { name: string; folder: string; doc: (typeof sites)[number]["doc"] }>();
for (const [p, prompt] of designerCorpus.entries()) {
  for (const [i, doc] of (await designWebsites(prompt)).entries()) {
    const key = /Dark/.test(prompt) ? "dark" : doc.style.look!.hero;
    if (!designed.has(key)) designed.set(key, { name: `${prompt.slice(0, 40)} #${i + 1}`, folder: `designed-${p}-${i}`, doc });
  }
}
sites.push(...designed.values());
for (const s of sites) writeSite(render(s.doc, { year: 2026 }), join(dir, s.folder));
const server = await serveFolder(dir);
const chrome = await launchChrome();

const rows: string[][] = [];
const problems: string[] = [];
try {
  for (const t of sites) {
    const scores: Record<string, number[]> = Object.fromEntries(categories.map((c) => [c, []]));
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}/${t.folder}/`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] });
      if (!result) throw new Error("lighthouse gave no result");
      for (const c of categories) scores[c]!.push(Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
      if (i === 0) problems.push(...auditsBelowFullMarks(result.lhr).map((a) => `${t.name}: ${a}`));
    }
    rows.push([t.name, ...categories.map((c) => String(median(scores[c]!)))]);
  }
} finally {
  chrome.kill();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`Lighthouse, mobile, median of ${runs} run(s)`);
console.log(table(["site", ...categories], rows));
if (problems.length) console.log(`\nAudits below full marks (first run):\n  ${problems.join("\n  ")}`);
