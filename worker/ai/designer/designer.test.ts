// The built-in designer judged as its buyer would: over the hand-written corpus and hundreds of descriptions built
// from the catalogue, every design is valid, reads cleanly, marks what it made up, invents no social links, and
// the three designs of a description differ from each other and from other descriptions' designs.
import { beforeAll, describe, expect, it } from "vitest";
import { documentFieldErrors, type Section, type WebsiteDocument } from "../../../schema/site-document";
import { designerCorpus } from "../../../test/designer-corpus";
import { designWebsites, loadTagger, readDescription, rewriteSection } from ".";
import { trades } from "./trades";
import { defects, withArticle } from "./words";

/** Every text a visitor reads, with where it is. */
function texts(doc: WebsiteDocument): [string, string][] {
  const out: [string, string][] = [["siteName", doc.content.siteName], ["tagline", doc.content.tagline]];
  for (const s of doc.content.sections) {
    for (const key of ["title", "heading", "subheading", "content"] as const) if (s[key]) out.push([`${s.id}.${key}`, s[key]!]);
    if (s.action) out.push([`${s.id}.action`, s.action.label]);
    (s.items ?? []).forEach((item, i) => {
      for (const key of ["title", "description", "content", "price"] as const) if (item[key]) out.push([`${s.id}.${i}.${key}`, item[key]!]);
      for (const f of item.features ?? []) out.push([`${s.id}.${i}.feature`, f]);
    });
  }
  return out;
}

/** What a careful reader would flag in one design. */
function problems(doc: WebsiteDocument): string[] {
  const found: string[] = [];
  const errors = documentFieldErrors(doc);
  if (errors) found.push(`invalid: ${JSON.stringify(errors)}`);
  for (const [where, text] of texts(doc)) for (const d of defects(text)) found.push(`${where}: ${d} in ${JSON.stringify(text)}`);
  for (const s of doc.content.sections) {
    if (s.type !== "hero" && !s.content?.trim() && !s.items?.length) found.push(`${s.id}: empty section`);
    if (s.type === "testimonials" || s.type === "team" || s.type === "stats" || s.type === "pricing" || s.type === "hours") {
      if (!s.sample && (s.items ?? []).some((i) => !i.sample)) found.push(`${s.id}: made-up ${s.type} not marked as sample`);
    }
    if (s.type === "contact") {
      for (const item of s.items ?? []) if (/^(?:mailto|tel):/.test(item.link ?? "") && !item.sample) found.push(`${s.id}: contact detail "${item.content}" not marked as sample`);
    }
    for (const item of s.items ?? []) if (item.price && !item.sample && !s.sample) found.push(`${s.id}: price "${item.price}" not marked as sample`);
  }
  if (doc.content.socialLinks?.length || doc.settings.components.socialLinks) found.push("invented social links");
  return found;
}

const look = (d: WebsiteDocument) => JSON.stringify([d.style.colors, d.style.fonts, d.style.layout, d.style.look]);

/** Descriptions built from the catalogue, in the shapes people write them: 5 per trade. */
const names = ["Crumb & Co", "Studio 54", "Mama Oliech's Kitchen", "Blue Door", "7th Heaven", "Kahawa Corner"];
const places = ["Nairobi", "Kisumu", "Leeds", "Lagos", "Cape Town", "Kampala", "Accra", "Lisbon"];
const built = trades.flatMap((trade, i) => {
  const keyword = trade.keywords[0]!;
  const name = names[i % names.length]!;
  const place = places[i % places.length]!;
  const offers = trade.offers.slice(0, 2).map((o) => o.name.toLowerCase());
  return [
    { prompt: `${withArticle(keyword)} called ${name} in ${place}`, trade: trade.id, name },
    { prompt: `${name}, ${withArticle(keyword)} in ${place} offering ${offers.join(" and ")}`, trade: trade.id, name },
    { prompt: `website for my ${keyword} "${name}"`, trade: trade.id, name },
    { prompt: `${withArticle(keyword)} in ${place} | Style: Dark`, trade: trade.id, name: null },
    { prompt: `I need a site for ${withArticle(keyword)} for ${trade.customers} | Category: ${trade.category === "ecommerce" ? "E-commerce" : trade.category === "nonprofit" ? "Non-profit" : trade.category}`, trade: trade.id, name: null },
  ];
});

// The English tagger loads once per isolate (about a second in the test runtime): not part of any one test.
beforeAll(() => loadTagger(), 30_000);

/** Hundreds of whole designs per test: given room, since a slow machine is not a failure of the words. */
const MANY = 60_000;

describe("the built-in designer", () => {
  it(`writes clean, honest designs for the ${designerCorpus.length} descriptions of the corpus`, async () => {
    const found: string[] = [];
    for (const prompt of designerCorpus) {
      for (const [i, d] of (await designWebsites(prompt)).entries()) found.push(...problems(d).map((p) => `${prompt} #${i + 1}: ${p}`));
    }
    expect(found).toEqual([]);
  }, MANY);

  it(`reads the name and trade of ${built.length} descriptions built from the catalogue, and writes them cleanly`, async () => {
    expect(built.length).toBeGreaterThanOrEqual(300);
    const found: string[] = [];
    for (const { prompt, trade, name } of built) {
      const brief = await readDescription(prompt);
      if (brief.trade?.id !== trade) found.push(`${prompt}: read as ${brief.trade?.id ?? "no trade"}`);
      if (name && brief.name !== name) found.push(`${prompt}: named ${JSON.stringify(brief.name)}`);
      for (const [i, d] of (await designWebsites(prompt)).entries()) found.push(...problems(d).map((p) => `${prompt} #${i + 1}: ${p}`));
    }
    expect(found).toEqual([]);
  }, MANY);

  it("gives three designs that differ in every visible choice, and other descriptions other designs", async () => {
    const seen = new Map<string, string>();
    for (const prompt of designerCorpus) {
      const designs = await designWebsites(prompt);
      expect(new Set(designs.map((d) => d.style.look?.hero)).size).toBe(3);
      expect(new Set(designs.map((d) => d.style.colors.primary)).size).toBe(3);
      expect(new Set(designs.map((d) => `${d.style.fonts.heading}/${d.style.fonts.body}`)).size).toBeGreaterThanOrEqual(2);
      const key = designs.map(look).join("|");
      expect(seen.get(key), `${prompt} shares its designs with ${seen.get(key)}`).toBeUndefined();
      seen.set(key, prompt);
    }
  });

  it("gives the same designs for the same description, and three new ones for 'More designs' under the same name", async () => {
    const prompt = designerCorpus[0]!;
    expect(await designWebsites(prompt)).toEqual(await designWebsites(prompt));
    const first = await designWebsites(prompt);
    const more = await designWebsites(prompt, 1);
    expect(more.map(look)).not.toEqual(first.map(look));
    for (const d of more) expect(first.map(look)).not.toContain(look(d));
    expect(more.map((d) => d.content.siteName)).toEqual(first.map((d) => d.content.siteName));
  });

  it("rewrites one section in place with other words, keeping its id and kind", async () => {
    const prompt = "Studio 54, a yoga studio in Leeds for busy parents";
    const [design] = await designWebsites(prompt);
    const about = design!.content.sections.find((s) => s.type === "features") as Section;
    const { section: rewritten } = await rewriteSection(prompt, "features", about.id, 1);
    expect([rewritten.id, rewritten.type]).toEqual([about.id, "features"]);
    expect(rewritten).not.toEqual(about);
    expect(problems({ ...design!, content: { ...design!.content, sections: [rewritten] } })).toEqual([]);
  });
});
