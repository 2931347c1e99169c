// Every design the built-in designer makes from the corpus, rendered as it would be published: valid HTML, every
// colour pair readable, and inside the byte budget (page code under 30 KB, generated art under 60 KB). Axe checks
// the same designs in a browser (e2e/site-accessibility.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import { HtmlValidate } from "html-validate";
import { beforeAll, describe, expect, it } from "vitest";
import type { WebsiteDocument } from "../schema/site-document";
import { AA, contrastRatio } from "../site/contrast";
import { render } from "../site/render";
import { bandColour, palette } from "../site/styles";
import { designWebsites } from "../worker/ai/designer";
import { designerCorpus } from "./designer-corpus";

const bytes = (text: string) => new TextEncoder().encode(text).length;
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  // As for every rendered site (site/render.test.ts): style preferences, not validity.
  rules: { "doctype-style": "off", "long-title": "off" },
});

/** The colour pairs a visitor reads on a generated page, by name. */
function pairs(doc: WebsiteDocument): [string, string, string][] {
  const p = palette(doc);
  const grounds: [string, string][] = [["background", p.background], ["surface", p.surface]];
  if (doc.style.look?.sections === "banded") grounds.push(["band", bandColour(doc)]);
  return [
    ...grounds.flatMap(([name, ground]): [string, string, string][] => [
      [`text on ${name}`, p.text, ground],
      [`muted on ${name}`, p.muted, ground],
    ]),
    ["link on background", p.link, p.background],
    ["text on primary", p.onPrimary, p.primary],
    ["text on secondary", p.onSecondary, p.secondary],
    ["text on accent", p.onAccent, p.accent],
  ];
}

/** The development briefs (bench/brief-cases/dev-*.json), first design of each: the long, detailed ones. */
const casesDir = new URL("../bench/brief-cases/", import.meta.url);
const devBriefs = readdirSync(casesDir)
  .filter((f) => f.startsWith("dev-"))
  .flatMap((f) => (JSON.parse(readFileSync(new URL(f, casesDir), "utf8")) as { text: string }[]).map((c) => c.text));

const designs: { prompt: string; index: number; doc: WebsiteDocument }[] = [];
beforeAll(async () => {
  for (const prompt of designerCorpus) (await designWebsites(prompt)).forEach((doc, index) => designs.push({ prompt, index, doc }));
  for (const prompt of devBriefs) designs.push({ prompt, index: 0, doc: (await designWebsites(prompt))[0]! });
}, 60_000);

describe("the designer's sites", () => {
  it("are valid HTML", async () => {
    const found: string[] = [];
    for (const { prompt, index, doc } of designs) {
      const report = await validator.validateString(render(doc, { year: 2026, baseUrl: "https://site.example/" }).files["index.html"]!);
      found.push(...report.results.flatMap((r) => r.messages.map((m) => `${prompt} #${index + 1}: ${m.ruleId}: ${m.message}`)));
    }
    expect(designs).toHaveLength(designerCorpus.length * 3 + devBriefs.length);
    expect(found).toEqual([]);
  }, 120_000);

  it("keep every colour pair readable (WCAG AA)", () => {
    const found = designs.flatMap(({ prompt, index, doc }) =>
      pairs(doc)
        .filter(([, fg, bg]) => contrastRatio(fg, bg) < AA)
        .map(([name, fg, bg]) => `${prompt} #${index + 1}: ${name} ${fg} on ${bg} is ${contrastRatio(fg, bg).toFixed(2)}`),
    );
    expect(found).toEqual([]);
  });

  it("stay inside the byte budget: page code under 30 KB, art under 60 KB", () => {
    const found: string[] = [];
    for (const { prompt, index, doc } of designs) {
      const site = render(doc, { year: 2026 });
      const code = bytes(site.files["index.html"]!) + bytes(site.files[site.styles]!) + bytes(site.files[site.script]!);
      const art = site.art.reduce((sum, path) => sum + bytes(site.files[path]!), 0);
      if (code >= 30_000) found.push(`${prompt} #${index + 1}: ${code} bytes of page code`);
      if (art >= 60_000) found.push(`${prompt} #${index + 1}: ${art} bytes of art`);
      if (site.art.length === 0) found.push(`${prompt} #${index + 1}: no pictures at all`);
    }
    expect(found).toEqual([]);
  });
});
