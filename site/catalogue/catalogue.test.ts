// The template catalogue's content, held to what every generated site promises (test/designer-sites.test.ts):
// a valid document, valid HTML, every colour pair readable (WCAG AA) and inside the byte budget; and to what a
// catalogue needs: enough templates in every category, the builder's six free, the premium ones visibly richer.
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { builderTemplates, templateDocument } from "../../schema/builder-templates";
import { documentFieldErrors, documentLimits, type WebsiteDocument } from "../../schema/site-document";
import { templateCategories } from "../../schema/tables";
import { AA, contrastRatio } from "../contrast";
import { render } from "../render";
import { bandColour, mix, palette } from "../styles";
import { validCatalogueDocument } from "./document";
import { catalogueEntries } from "./entries";

const bytes = (text: string) => new TextEncoder().encode(text).length;
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  // As for every rendered site (site/render.test.ts): style preferences, not validity.
  rules: { "doctype-style": "off", "long-title": "off" },
});

const designs = catalogueEntries.filter((e) => e.builderTemplateId === undefined);
const premium = catalogueEntries.filter((e) => e.isPremium);
/** The kinds of section the six free builder templates use between them. */
const builderKinds = new Set(builderTemplates.flatMap((t) => t.defaultSections.map((s) => s.type)));
const kinds = (doc: WebsiteDocument) => [...new Set(doc.content.sections.map((s) => s.type))];

/** The grounds a page's sections sit on, by name (the band only when sections are banded). */
function grounds(doc: WebsiteDocument): [string, string][] {
  const p = palette(doc);
  const found: [string, string][] = [["background", p.background], ["surface", p.surface]];
  if (doc.style.look?.sections === "banded") found.push(["band", bandColour(doc)]);
  return found;
}

/** The colour pairs a visitor reads on a page, by name: the designer corpus test's, plus links on panels and the footer. */
function pairs(doc: WebsiteDocument): [string, string, string][] {
  const p = palette(doc);
  return [
    ...grounds(doc).flatMap(([name, ground]): [string, string, string][] => [
      [`text on ${name}`, p.text, ground],
      [`muted on ${name}`, p.muted, ground],
      [`link on ${name}`, p.link, ground],
    ]),
    ["text on primary", p.onPrimary, p.primary],
    ["text on secondary", p.onSecondary, p.secondary],
    ["text on accent", p.onAccent, p.accent],
    ["footer text", p.background, p.text],
  ];
}

/** Every text in a document's content, with where it is. */
function texts(value: unknown, path = "content"): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}.${i}`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`));
  return [];
}

describe("the template catalogue", () => {
  it("has at least 16 templates, each with its own kebab-case slug", () => {
    const slugs = catalogueEntries.map((e) => e.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(16);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((s) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s))).toEqual([]);
  });

  it("has at least two templates in every category, and no other categories", () => {
    const counts = Object.fromEntries(templateCategories.map((c) => [c, catalogueEntries.filter((e) => e.category === c).length]));
    expect(templateCategories.filter((c) => counts[c]! < 2)).toEqual([]);
    expect(catalogueEntries.filter((e) => !templateCategories.includes(e.category)).map((e) => e.slug)).toEqual([]);
  });

  it("includes the six builder templates, free, with the documents the builder itself makes", () => {
    for (const template of builderTemplates) {
      const entry = catalogueEntries.find((e) => e.builderTemplateId === template.id);
      expect(entry, template.name).toBeDefined();
      expect({ isPremium: entry!.isPremium, priceCents: entry!.priceCents, name: entry!.name }).toEqual({ isPremium: false, priceCents: 0, name: template.name });
      expect(entry!.document).toEqual(templateDocument(template.id));
    }
    expect(catalogueEntries.filter((e) => e.builderTemplateId !== undefined)).toHaveLength(6);
  });

  it("prices six to eight premium templates between $9 and $29, and every free one at nothing", () => {
    expect(premium.length).toBeGreaterThanOrEqual(6);
    expect(premium.length).toBeLessThanOrEqual(8);
    expect(premium.filter((e) => !Number.isInteger(e.priceCents) || e.priceCents < 900 || e.priceCents > 2900).map((e) => e.slug)).toEqual([]);
    expect(catalogueEntries.filter((e) => !e.isPremium && e.priceCents !== 0).map((e) => e.slug)).toEqual([]);
  });

  it("describes each template in one sentence of at most 120 characters that says who it is for", () => {
    const bad = catalogueEntries.filter((e) => e.description.length > 120 || !/^For [^.]+\.$/.test(e.description) || e.name.trim() === "");
    expect(bad.map((e) => `${e.slug}: ${e.description}`)).toEqual([]);
  });

  it("gives premium templates at least two kinds of section the free builder templates do not have", () => {
    const thin = premium.filter((e) => kinds(e.document).filter((k) => !builderKinds.has(k)).length < 2);
    expect(thin.map((e) => `${e.slug}: ${kinds(e.document).join(", ")}`)).toEqual([]);
  });

  it("gives every catalogue design five to nine sections", () => {
    const bad = designs.filter((e) => e.document.content.sections.length < 5 || e.document.content.sections.length > 9);
    expect(bad.map((e) => `${e.slug}: ${e.document.content.sections.length}`)).toEqual([]);
  });

  it("gives every template its own palette, and every catalogue design its own fonts, layout and look together", () => {
    const palettes = catalogueEntries.map((e) => JSON.stringify(e.document.style.colors));
    expect(new Set(palettes).size).toBe(catalogueEntries.length);
    const styles = designs.map((e) => JSON.stringify({ ...e.document.style, colors: null }));
    expect(new Set(styles).size).toBe(designs.length);
  });

  it("writes real copy: no placeholder words, brackets or braces anywhere in a template", () => {
    const placeholder = /lorem|ipsum|company name|your (business|company|name here)|placeholder|\btodo\b|xxx|[[\]{}<>]/i;
    const found = catalogueEntries.flatMap((e) =>
      texts(e.document.content)
        .filter(([, text]) => placeholder.test(text))
        .map(([path, text]) => `${e.slug} ${path}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("gives catalogue designs example.com email addresses and international phone links", () => {
    const email = /^(mailto:)?[a-z0-9.]+@example\.com(\?subject=[A-Za-z0-9%]+)?$/;
    const found = designs.flatMap((e) =>
      texts(e.document.content)
        .filter(([, text]) => (text.includes("@") && !email.test(text)) || (text.startsWith("tel:") && !/^tel:\+\d{10,13}$/.test(text)))
        .map(([path, text]) => `${e.slug} ${path}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("loads no pictures from anywhere: every picture is generated art", () => {
    const found = catalogueEntries.flatMap((e) => texts(e.document.content).filter(([path]) => /\.(image|logo)$/.test(path)).map(([path]) => `${e.slug} ${path}`));
    expect(found).toEqual([]);
  });

  it("refuses a document the schema refuses, naming the template and the field", () => {
    const broken = templateDocument(2);
    broken.style.colors.primary = "blue";
    expect(() => validCatalogueDocument("broken-business", broken)).toThrow(
      new Error('Catalogue template "broken-business" is not a valid website document:\n  style.colors.primary: Colour must be a hex value like #3b82f6'),
    );
  });
});

describe.each(catalogueEntries)("$slug ($category)", (entry) => {
  const doc = entry.document;
  const site = render(doc, { year: 2026 });

  it("passes the website document schema, under its byte limit", () => {
    expect(documentFieldErrors(doc)).toBeNull();
    expect(bytes(JSON.stringify(doc))).toBeLessThanOrEqual(documentLimits.bytes);
  });

  it("has its own search title and description", () => {
    const { metaTitle, metaDescription } = doc.settings.seo;
    expect(metaTitle.trim()).not.toBe("");
    expect(metaDescription.trim()).not.toBe("");
    expect(site.files["index.html"]).toContain(`<meta name="description" content="`);
  });

  it("renders to valid HTML, with and without a published address", async () => {
    for (const baseUrl of [undefined, "https://site.example/"]) {
      const report = await validator.validateString(render(doc, { year: 2026, baseUrl }).files["index.html"]!);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });

  it("keeps every colour pair it uses readable (WCAG AA), behind its patterns too", () => {
    const found = pairs(doc)
      .filter(([, fg, bg]) => contrastRatio(fg, bg) < AA)
      .map(([name, fg, bg]) => `${name}: ${fg} on ${bg} is ${contrastRatio(fg, bg).toFixed(2)}`);
    // Each pattern at its opacity, under every text that may sit on it, on every ground it may have.
    const p = palette(doc);
    const css = site.files[site.styles]!;
    for (const [, path, opacity] of css.matchAll(/background-image:url\("(art\/pattern\.[0-9a-f]{8}\.svg)"\);\s*opacity:\s*([\d.]+)/g)) {
      const ink = site.files[path!]!.match(/#[0-9a-f]{6}/)![0];
      const under: [string, string][] = [
        ...(ink === p.onSecondary ? ([[p.onSecondary, p.secondary]] as [string, string][]) : []),
        ...(ink === p.text ? grounds(doc).flatMap(([, g]): [string, string][] => [[p.text, g], [p.muted, g], [p.link, g]]) : []),
      ];
      expect(under.length, `pattern ${path} drawn in ${ink}`).toBeGreaterThan(0);
      for (const [fg, ground] of under) {
        const behind = mix(ground, ink, Number(opacity));
        if (contrastRatio(fg, behind) < AA) found.push(`${fg} over pattern ${path} on ${ground} is ${contrastRatio(fg, behind).toFixed(2)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("links every section but its call-to-action bands from the navigation, which shows at most seven", () => {
    const listed = doc.content.sections.filter((s) => s.type !== "cta" && (s.type !== "gallery" || doc.settings.components.gallery));
    // The row of links wide screens show (the phone's menu repeats it).
    const nav = site.files["index.html"]!.match(/<nav class="site-nav" aria-label="Main"><ul>(.*?)<\/ul>/)?.[1] ?? "";
    expect([...nav.matchAll(/href="#([a-z0-9-]+)"/g)].map((m) => m[1])).toEqual(listed.map((s) => s.id));
  });

  it("stays inside the byte budget: page code under 30 KB, art under 60 KB", () => {
    const code = bytes(site.files["index.html"]!) + bytes(site.files[site.styles]!) + bytes(site.files[site.script]!);
    const art = site.art.reduce((sum, path) => sum + bytes(site.files[path]!), 0);
    expect(code).toBeLessThan(30_000);
    expect(art).toBeLessThan(60_000);
  });

  if (entry.builderTemplateId === undefined) {
    it("shows generated pictures and has a look of its own", () => {
      expect(site.art.length).toBeGreaterThan(0);
      expect(doc.style.look).toBeDefined();
    });
  }
});
