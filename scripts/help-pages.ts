// The help pages (docs/help/*.md, written for users) as the module the Worker's help assistant reads
// (worker/help/pages.ts): front matter and `## ` passages, nothing else.
//
//   node --import tsx scripts/help-pages.ts
//
// A test (help-pages.test.ts) fails when the pages changed and this was not run again.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { HelpPage, HelpSection } from "../worker/help/types";
import { root } from "./lib/process";

export const HELP_DIR = join(root, "docs/help");
export const HELP_MODULE = join(root, "worker/help/pages.ts");

/** One page: its front matter, then each `## ` heading with the paragraphs under it (joined into one passage). */
export function parseHelpPage(slug: string, markdown: string): HelpPage {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown);
  if (!match) throw new Error(`docs/help/${slug}.md has no front matter`);
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split("\n")) {
    const field = /^(\w+):\s*(.*?)(?:\s+#.*)?$/.exec(line);
    if (field) meta[field[1]!] = field[2]!;
  }
  for (const key of ["title", "route", "summary", "keywords"]) if (!meta[key]) throw new Error(`docs/help/${slug}.md: front matter needs ${key}`);
  const sections: HelpSection[] = [];
  for (const block of match[2]!.split(/^## /m).slice(1)) {
    const [heading, ...rest] = block.split("\n");
    const text = rest.join("\n").trim().replace(/\s*\n\s*/g, " ");
    if (heading && text) sections.push({ heading: heading.trim(), text });
  }
  return { slug, title: meta.title!, route: meta.route!, summary: meta.summary!, keywords: meta.keywords!, sections };
}

/** The pages in English (docs/help/*.md), or in Swahili (docs/help/sw/*.md, the same slugs). */
export function readHelpPages(language: "en" | "sw" = "en"): HelpPage[] {
  const dir = language === "sw" ? join(HELP_DIR, "sw") : HELP_DIR;
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f !== "README.md")
    .sort()
    .map((f) => parseHelpPage(f.replace(/\.md$/, ""), readFileSync(join(dir, f), "utf8")));
}

export function helpModule(pages: HelpPage[], swahili: HelpPage[]): string {
  return (
    "// Made by scripts/help-pages.ts from docs/help/*.md and docs/help/sw/*.md: edit the pages, then run the script.\n" +
    "// The help assistant's knowledge: each page's front matter and its passages, with prices and limits still as\n" +
    "// placeholders, in English and (for the pages Swahili questions ask about most) in Swahili.\n" +
    'import type { HelpPage } from "./types";\n\n' +
    `export const helpPages: HelpPage[] = ${JSON.stringify(pages, null, 2)};\n\n` +
    `export const swahiliHelpPages: HelpPage[] = ${JSON.stringify(swahili, null, 2)};\n`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(HELP_MODULE, helpModule(readHelpPages(), readHelpPages("sw")));
  console.log(`wrote ${HELP_MODULE}`);
}
