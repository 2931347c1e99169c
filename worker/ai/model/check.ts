// What a customer would see is wrong with a design made from their confirmed brief: their name spelt otherwise, an
// exact text missing from where they asked for it, a section or a plan left out, our instructions printed on the
// page, their own facts shown as samples, a made-up American phone number on a site in Nairobi. The model is held
// to this list (repair.ts fixes what it can, then asks the model again); each problem is written so the model can act on it.
import type { Brief, RequestedSection } from "../../../schema/brief";
import { requestedSectionLabels } from "../../../schema/brief";
import { documentLimits, type Section, type SectionItem, type SectionType, type WebsiteDocument } from "../../../schema/site-document";

/** What each kind of request becomes on the page (the built-in designer maps them the same way). */
export const sectionTypeFor: Record<RequestedSection, SectionType> = {
  about: "content", services: "services", menu: "services", schedule: "services", pricing: "pricing", tickets: "pricing",
  gallery: "gallery", reviews: "testimonials", faq: "faq", team: "team", hours: "hours", map: "hours", contact: "contact",
  booking: "contact", donate: "cta", newsletter: "cta", articles: "articles", product: "product", logos: "logos", stats: "stats",
};

/** Kinds of section whose count of items means nothing (an about text, a call-to-action band). */
const UNCOUNTED: ReadonlySet<SectionType> = new Set(["content", "cta", "hero"]);

export type ProblemKind =
  | "name" | "headline" | "subheading" | "tagline" | "button" | "badge" | "section-title" | "text"
  | "section" | "count" | "plan" | "plan-price" | "plan-badge" | "instruction" | "fact" | "sample-fact" | "phone";

export interface Problem {
  kind: ProblemKind;
  /** What it is about (the text, the plan, the section kind): with `kind`, the problem's identity. */
  subject: string;
  /** One sentence, for the model's next round and for the logs. */
  message: string;
}

export const problemKey = (p: Problem) => `${p.kind}:${p.subject}`;

/** Whitespace as a reader sees it: runs of spaces and line breaks are one space. */
export const norm = (text: string) => text.replace(/\s+/g, " ").trim();
const same = (a: string | undefined, b: string) => a !== undefined && norm(a) === norm(b);
const sameName = (a: string | undefined, b: string) => a !== undefined && norm(a).toLowerCase() === norm(b).toLowerCase();

/** A text shortened to a field's limit the way the built-in designer shortens it (at a word, with an ellipsis). */
export function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "").trimEnd()}…`;
}
/** Whether a field holds an exact text: as written, or shortened to the field's limit. */
export const holds = (value: string | undefined, text: string, max: number) => same(value, text) || same(value, fit(text, max));

export interface Placed {
  text: string;
  /** Under a sample mark (its item's or its section's): the builder asks the owner to replace it. */
  sample: boolean;
  section: Section | null;
  item: SectionItem | null;
}

/** The text fields of a section and of an item, with their limits: what a visitor reads, besides features and buttons. */
export const sectionFields = { title: documentLimits.title, heading: documentLimits.title, subheading: documentLimits.subheading, content: documentLimits.text } as const;
export const itemFields = { title: documentLimits.title, description: documentLimits.description, content: documentLimits.text, price: documentLimits.price, date: documentLimits.date, badge: documentLimits.badge } as const;

/** Every text a visitor reads in one section (`links` adds where its buttons and items point). */
export function sectionTexts(s: Section, { links = false } = {}): Placed[] {
  const out: Placed[] = [];
  const add = (text: string | undefined, sample: boolean, item: SectionItem | null) => {
    if (text) out.push({ text, sample, section: s, item });
  };
  const sample = !!s.sample;
  for (const key of Object.keys(sectionFields) as (keyof typeof sectionFields)[]) add(s[key], sample, null);
  for (const f of s.features ?? []) add(f, sample, null);
  add(s.action?.label, sample, null);
  if (links) add(s.action?.link, sample, null);
  for (const i of s.items ?? []) {
    const itemSample = sample || !!i.sample;
    for (const key of Object.keys(itemFields) as (keyof typeof itemFields)[]) add(i[key], itemSample, i);
    for (const f of i.features ?? []) add(f, itemSample, i);
    add(i.action?.label, itemSample, i);
    if (links) for (const t of [i.link, i.action?.link]) add(t, itemSample, i);
  }
  return out;
}

/** Every text a visitor reads on the page, with where it sits. `seo` adds the search result's title and description. */
export function textsOf(doc: WebsiteDocument, { seo = false, links = false } = {}): Placed[] {
  const site = (text: string): Placed => ({ text, sample: false, section: null, item: null });
  return [
    site(doc.content.siteName),
    site(doc.content.tagline),
    ...doc.content.sections.flatMap((s) => sectionTexts(s, { links })),
    ...(doc.content.socialLinks ?? []).map((l) => site(l.label)),
    ...(seo ? [site(doc.settings.seo.metaTitle), site(doc.settings.seo.metaDescription)] : []),
  ].filter((p) => p.text);
}

export const contains = (hay: string, needle: string) => norm(hay).toLowerCase().includes(norm(needle).toLowerCase());

/** "+1 555 0100", "+1 (555) 123-4567", "tel:+15550100": the numbers film and fiction use, never a real one. */
const US_SAMPLE_PHONE = /\+\s*1[\s.()-]*555(?:[\s.()-]*\d){4,7}/g;
export const samplePhones = (text: string): string[] => [...text.matchAll(US_SAMPLE_PHONE)].map((m) => m[0]);
export const withoutPhone = (text: string, number: string) => text.replace(US_SAMPLE_PHONE, (m) => (norm(m) === number ? "" : m));

export const heroOf = (doc: WebsiteDocument) => doc.content.sections.find((s) => s.type === "hero");
/** Every button a visitor can press: the hero's, the call-to-action bands', each item's. */
export function buttonLabels(sections: readonly Section[]): string[] {
  const out: string[] = [];
  for (const s of sections) {
    if ((s.type === "hero" || s.type === "cta") && s.action) out.push(s.action.label);
    for (const i of s.items ?? []) if (i.action) out.push(i.action.label);
  }
  return out;
}

/** The problems a customer would see in `doc`, each once, in the order they would notice them. */
export function check(brief: Brief, doc: WebsiteDocument): Problem[] {
  const problems = new Map<string, Problem>();
  const add = (kind: ProblemKind, subject: string, message: string) => {
    const p = { kind, subject, message };
    if (!problems.has(problemKey(p))) problems.set(problemKey(p), p);
  };
  const sections = doc.content.sections;
  const hero = heroOf(doc);
  const visible = textsOf(doc);

  if (brief.name && !holds(doc.content.siteName, brief.name.value, documentLimits.siteName)) {
    add("name", brief.name.value, `The site's name must be "${brief.name.value}" exactly (it is "${doc.content.siteName}").`);
  }

  for (const e of brief.exact) {
    const t = e.text;
    if (e.role === "headline" && !holds(hero?.heading, t, documentLimits.title)) {
      add("headline", t, `The hero's heading must be "${t}", character for character.`);
    } else if (e.role === "subheading" && !holds(hero?.subheading, t, documentLimits.subheading)) {
      add("subheading", t, `The hero's subheading must be "${t}", character for character.`);
    } else if (e.role === "tagline" && !holds(doc.content.tagline, t, documentLimits.tagline) && !holds(hero?.heading, t, documentLimits.title) && !holds(hero?.subheading, t, documentLimits.subheading)) {
      add("tagline", t, `The tagline "${t}" is missing: use it as content.tagline or in the hero, character for character.`);
    } else if (e.role === "button" && !buttonLabels(sections).some((l) => holds(l, t, documentLimits.buttonLabel))) {
      add("button", t, `The button "${t}" is missing: use it as the label of the hero's, a call-to-action's or an item's button.`);
    } else if (e.role === "badge") {
      const items = sections.flatMap((s) => s.items ?? []);
      const target = e.target ? items.find((i) => sameName(i.title, e.target!)) : undefined;
      // A badge for no plan or product ("Now enrolling") may sit above the hero's heading.
      const carried = target ? holds(target.badge, t, documentLimits.badge) : items.some((i) => holds(i.badge, t, documentLimits.badge)) || holds(hero?.badge, t, documentLimits.badge);
      if (!carried) add("badge", t, `The badge "${t}" is missing: put it on ${target ? `the item "${target.title}"` : "a plan or a product, or on the hero,"} as its badge.`);
    } else if (e.role === "section-title" && !sections.some((s) => holds(s.title, t, documentLimits.title))) {
      add("section-title", t, `A section must be titled "${t}", character for character.`);
    } else if (e.role === "text" && !visible.some((p) => norm(p.text).includes(norm(t)))) {
      add("text", t, `The text "${t}" must appear on the page, character for character.`);
    }
  }

  for (const request of brief.sections) {
    const type = sectionTypeFor[request.kind];
    const label = requestedSectionLabels[request.kind];
    const found = sections.filter((s) => s.type === type);
    if (!found.length) {
      add("section", request.kind, `The customer asked for a section for ${label} (type "${type}"); there is none.`);
      continue;
    }
    const most = Math.max(...found.map((s) => s.items?.length ?? 0));
    if (request.count && !UNCOUNTED.has(type) && most < request.count) {
      add("count", request.kind, `The section for ${label} must have ${request.count} items; it has ${most}.`);
    }
    if (request.title && !found.some((s) => holds(s.title, request.title!, documentLimits.title))) {
      add("section-title", request.title, `The section for ${label} must be titled "${request.title}", character for character.`);
    }
  }

  const planItems = sections.filter((s) => s.type === "pricing").flatMap((s) => s.items ?? []);
  for (const plan of brief.plans) {
    const item = planItems.find((i) => sameName(i.title, plan.name));
    if (!item) {
      add("plan", plan.name, `The plan "${plan.name}" is missing from the pricing section.`);
      continue;
    }
    if (plan.price && !same(item.price, plan.price)) {
      add("plan-price", plan.name, `The plan "${plan.name}" must cost "${plan.price}" as written${item.price ? ` (it says "${item.price}")` : ""}.`);
    }
    if (plan.badge && !holds(item.badge, plan.badge, documentLimits.badge)) {
      add("plan-badge", plan.name, `The plan "${plan.name}" must carry the badge "${plan.badge}".`);
    }
  }

  const everything = textsOf(doc, { seo: true });
  for (const instruction of brief.instructions) {
    if (norm(instruction) && everything.some((p) => contains(p.text, instruction))) {
      add("instruction", instruction, `"${instruction}" is an instruction to you, never text for the page: remove it.`);
    }
  }

  for (const fact of brief.facts) {
    const at = visible.filter((p) => contains(p.text, fact.text));
    if (!at.length) add("fact", fact.text, `The customer's fact "${fact.text}" must appear on the page as given.`);
    else if (at.some((p) => p.sample)) add("sample-fact", fact.text, `"${fact.text}" is the customer's own fact, not a sample: never mark it "sample": true.`);
  }

  const country = brief.place?.country ?? null;
  if (country !== "US" && country !== "CA") {
    for (const p of textsOf(doc, { links: true })) {
      for (const found of samplePhones(p.text)) {
        if (brief.facts.some((f) => contains(f.text, found))) continue;
        const where = country ? `the site is in ${country}` : "the site is not in the US or Canada";
        add("phone", norm(found), `"${norm(found)}" is an invented US number and ${where}: use a sample in the country's own format, marked "sample": true.`);
      }
    }
  }
  return [...problems.values()];
}
