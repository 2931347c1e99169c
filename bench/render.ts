// Render and ZIP time per builder template and for a maximal document, with the bytes of HTML+CSS+JS.
// Targets: render < 5 ms, zip < 10 ms, HTML+CSS+JS < 30 KB. Baseline in the same run: JSON.stringify of the
// same document, the least any renderer must do. Run: node --import tsx bench/render.ts
import { builderTemplates, templateDocument } from "../schema/builder-templates";
import { defaultDocument, sectionTypes, type WebsiteDocument } from "../schema/site-document";
import { render } from "../site/render";
import { zipSite } from "../site/zip";
import { median } from "./lib";

function maximal(): WebsiteDocument {
  const doc = defaultDocument();
  const words = "Fresh sourdough, baked every morning in Nairobi by people who care about bread. ";
  doc.content.sections = Array.from({ length: 30 }, (_, i) => ({
    id: `s${i}`,
    type: sectionTypes[i % sectionTypes.length]!,
    title: `Section ${i}`,
    heading: `Heading ${i}`,
    subheading: words,
    content: words.repeat(8),
    features: Array.from({ length: 6 }, (_, j) => `Feature ${j}`),
    items: Array.from({ length: 6 }, (_, j) => ({ title: `Item ${j}`, description: words, content: words, link: "mailto:hi@example.com" })),
  }));
  Object.assign(doc.settings.components, { contactForm: true, gallery: true, socialLinks: true });
  Object.assign(doc.settings.effects, { parallax: true, fadeIn: true });
  return doc;
}

function time(fn: () => unknown, rounds = 200): number {
  for (let i = 0; i < 20; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

const cases: [string, WebsiteDocument][] = [
  ...builderTemplates.map((t) => [t.name, templateDocument(t.id)] as [string, WebsiteDocument]),
  ["maximal (30 sections)", maximal()],
];
const fakeFonts = (paths: string[]) => Object.fromEntries(paths.map((p) => [p, new Uint8Array(24_000)]));

console.log("template                 baseline ms  render ms  zip ms  html+css+js KB");
for (const [name, doc] of cases) {
  const baseline = time(() => JSON.stringify(doc));
  const site = render(doc, { year: 2026 });
  const rendering = time(() => render(doc, { year: 2026 }));
  const fonts = fakeFonts(Object.keys(site.fonts));
  const zipping = time(() => zipSite(site, fonts, name), 50);
  const kb = ["index.html", site.styles, site.script].reduce((n, f) => n + new TextEncoder().encode(site.files[f] ?? "").length, 0) / 1024;
  console.log(
    `${name.padEnd(24)} ${baseline.toFixed(3).padStart(11)}  ${rendering.toFixed(3).padStart(9)}  ${zipping.toFixed(2).padStart(6)}  ${kb.toFixed(1).padStart(14)}`,
  );
}
