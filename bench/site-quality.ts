// Lighthouse (mobile) for every builder template as published: the median of 3 runs per category, in a table.
// The target is 100 everywhere. Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Run: node --import tsx bench/site-quality.ts [runs]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { builderTemplates, templateDocument } from "../schema/builder-templates";
import { render } from "../site/render";
import { median, serveFolder, writeSite } from "./lib";

const runs = Number(process.argv[2] ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const dir = mkdtempSync(join(tmpdir(), "sitewright-lh-"));
for (const t of builderTemplates) writeSite(render(templateDocument(t.id), { year: 2026 }), join(dir, String(t.id)));
const server = await serveFolder(dir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const rows: string[][] = [];
const problems: string[] = [];
try {
  for (const t of builderTemplates) {
    const scores: Record<string, number[]> = Object.fromEntries(categories.map((c) => [c, []]));
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}/${t.id}/`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] });
      if (!result) throw new Error("lighthouse gave no result");
      for (const c of categories) scores[c]!.push(Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
      if (i === 0) {
        for (const audit of Object.values(result.lhr.audits)) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual") {
            problems.push(`${t.name}: ${audit.id} (${audit.score})`);
          }
        }
      }
    }
    rows.push([t.name, ...categories.map((c) => String(median(scores[c]!)))]);
  }
} finally {
  chrome.kill();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

const header = ["template", ...categories];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
console.log(`Lighthouse, mobile, median of ${runs} run(s)`);
console.log(line(header));
for (const r of rows) console.log(line(r));
if (problems.length) console.log(`\nAudits below full marks (first run):\n  ${problems.join("\n  ")}`);
