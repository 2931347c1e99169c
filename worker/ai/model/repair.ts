// Mending a model's design against the brief (check.ts): the customer's own words are put where they asked for them,
// a section or a plan the model left out (or left short) is taken from the built-in designer's design of the same
// brief, and instruction text is cut out. A problem the built-in design has as well (a badge with nothing to sit on)
// is not held against the model: it is held to what the built-in designer is held to, no more.
import * as v from "valibot";
import type { Brief } from "../../../schema/brief";
import { documentLimits, websiteDocumentSchema, type Section, type SectionItem, type WebsiteDocument } from "../../../schema/site-document";
import { buttonLabels, check, contains, fit, heroOf, holds, itemFields, norm, problemKey, samplePhones, sectionFields, sectionTexts, sectionTypeFor, textsOf, withoutPhone, type Problem, type ProblemKind } from "./check";

/** The order fixes are made in: what moves sections comes before what writes into them. */
const ORDER: ProblemKind[] = [
  "instruction", "phone", "name", "section", "count", "plan", "plan-price", "plan-badge",
  "headline", "subheading", "tagline", "section-title", "button", "badge", "text", "fact", "sample-fact",
];
const byOrder = (a: Problem, b: Problem) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind);

/** `design` with every problem fixed that can be fixed without asking the model again; the input is left as it was. */
export function repairDesign(brief: Brief, design: WebsiteDocument, builtIn: WebsiteDocument): WebsiteDocument {
  const doc = structuredClone(design);
  // Twice: a section taken from the built-in design can bring a problem of its own that the second pass fixes.
  for (let pass = 0; pass < 2; pass++) {
    const problems = check(brief, doc).sort(byOrder);
    if (!problems.length) break;
    for (const p of problems) {
      // An earlier fix may have mended this one too (a section taken whole brings its facts with it).
      if (check(brief, doc).some((q) => problemKey(q) === problemKey(p))) fix(brief, doc, builtIn, p);
    }
  }
  return doc;
}

export interface Settled {
  /** Designs with nothing left a customer would see, each valid against the site schema. */
  accepted: WebsiteDocument[];
  /** What was wrong with the rest, as the model should hear it ("designs.1: ..."). */
  problems: string[];
}

/**
 * Repairs each design, checks it again and keeps the ones that pass both the brief and the schema. `positions` says
 * where each design stood in the model's answer, for the problems it is told about.
 */
export function settle(brief: Brief, designs: WebsiteDocument[], builtIn: WebsiteDocument, positions = designs.map((_, i) => i)): Settled {
  const excused = new Set(check(brief, builtIn).map(problemKey));
  const held = (doc: WebsiteDocument) => check(brief, doc).filter((p) => !excused.has(problemKey(p)));
  const accepted: WebsiteDocument[] = [];
  const problems: string[] = [];
  designs.forEach((design, i) => {
    const repaired = repairDesign(brief, design, builtIn);
    const left = held(repaired);
    const valid = v.safeParse(websiteDocumentSchema, repaired);
    if (left.length === 0 && valid.success) return accepted.push(valid.output);
    // The model sees its own answer, so it hears what was wrong with that, not with our mended copy.
    const own = held(design);
    const at = positions[i] ?? i;
    problems.push(...(own.length ? own : left).map((p) => `designs.${at}: ${p.message}`));
    if (!valid.success) problems.push(...valid.issues.slice(0, 5).map((issue) => `designs.${at}.${v.getDotPath(issue) ?? ""}: ${issue.message}`));
  });
  return { accepted, problems };
}

function fix(brief: Brief, doc: WebsiteDocument, builtIn: WebsiteDocument, p: Problem) {
  const sections = doc.content.sections;
  const t = p.subject;
  switch (p.kind) {
    case "instruction":
      return dropText(doc, builtIn, t);
    case "phone":
      return dropPhone(doc, builtIn, t);
    case "name":
      return rename(doc, brief.name!.value);
    case "section": {
      const type = sectionTypeFor[p.subject as keyof typeof sectionTypeFor];
      const theirs = builtIn.content.sections.find((s) => s.type === type);
      if (theirs) insert(doc, theirs);
      return;
    }
    case "count": {
      const request = brief.sections.find((s) => s.kind === p.subject)!;
      const type = sectionTypeFor[request.kind];
      const ours = sections.filter((s) => s.type === type).sort((a, b) => (b.items?.length ?? 0) - (a.items?.length ?? 0))[0];
      const theirs = builtIn.content.sections.find((s) => s.type === type && (s.items?.length ?? 0) >= request.count!);
      if (ours && theirs) sections.splice(sections.indexOf(ours), 1, { ...structuredClone(theirs), id: ours.id });
      return;
    }
    case "plan":
      return addPlan(brief, doc, builtIn, t);
    case "plan-price":
    case "plan-badge": {
      const plan = brief.plans.find((x) => x.name === t)!;
      const item = planItem(doc, t);
      if (!item) return;
      if (p.kind === "plan-price") item.price = fit(plan.price!, documentLimits.price);
      else item.badge = fit(plan.badge!, documentLimits.badge);
      return;
    }
    case "headline":
      heroFor(doc, builtIn).heading = fit(t, documentLimits.title);
      return;
    case "subheading":
      heroFor(doc, builtIn).subheading = fit(t, documentLimits.subheading);
      return;
    case "tagline":
      doc.content.tagline = fit(t, documentLimits.tagline);
      return;
    case "section-title":
      return titleSection(brief, doc, builtIn, t);
    case "button":
      return addButton(brief, doc, builtIn, t);
    case "badge": {
      const target = brief.exact.find((e) => e.role === "badge" && e.text === t)?.target;
      const items = sections.flatMap((s) => s.items ?? []);
      const item =
        (target ? items.find((i) => i.title && norm(i.title).toLowerCase() === norm(target).toLowerCase()) : undefined) ??
        sections.filter((s) => s.type === "pricing" || s.type === "product").flatMap((s) => s.items ?? []).find((i) => !i.badge);
      if (item) item.badge = fit(t, documentLimits.badge);
      else heroFor(doc, builtIn).badge = fit(t, documentLimits.badge);
      return;
    }
    case "text":
      return addText(doc, builtIn, t);
    case "fact":
      return addFact(doc, builtIn, t);
    case "sample-fact":
      return unmarkFact(brief, doc, t);
  }
}

/** A section taken from the built-in design: given an id of its own, before the contact section, switched on. */
function insert(doc: WebsiteDocument, section: Section, at?: number) {
  const sections = doc.content.sections;
  const copy = { ...structuredClone(section), id: uniqueId(doc, section.id) };
  const contact = sections.findIndex((s) => s.type === "contact");
  const index = at ?? (contact > 0 ? contact : sections.length);
  sections.splice(Math.max(sections[0]?.type === "hero" ? 1 : 0, index), 0, copy);
  if (copy.type === "contact") doc.settings.components.contactForm = true;
  if (copy.type === "gallery") doc.settings.components.gallery = true;
  return copy;
}

function uniqueId(doc: WebsiteDocument, base: string): string {
  let id = base;
  for (let n = 2; doc.content.sections.some((s) => s.id === id); n++) id = `${base.slice(0, 36)}-${n}`;
  return id;
}

/** The hero, taken from the built-in design when the model's page has none. */
function heroFor(doc: WebsiteDocument, builtIn: WebsiteDocument): Section {
  const hero = heroOf(doc);
  if (hero) return hero;
  const theirs = heroOf(builtIn) ?? { id: "home", type: "hero" as const };
  return insert(doc, theirs, 0);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `needle` anywhere in a text, any case, any run of whitespace between its words. */
const pattern = (needle: string, flags = "gi") => new RegExp(norm(needle).split(" ").map(escape).join("\\s+"), flags);

/** A sentence with `needle` cut out; nothing when what is left is a scrap ("as asked."), not a sentence. */
function cut(sentence: string, needle: string, scrap = 3): string {
  const rest = sentence
    .replace(pattern(needle), " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/g, "$1")
    .replace(/^[\s,;:.!?-]+/, "")
    .replace(/[,;:]\s*([.!?]?)$/, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
  return (rest.match(/\p{L}+/gu)?.length ?? 0) >= scrap ? rest : "";
}

/** A text without `needle`: a sentence that is mostly the instruction goes whole, else the instruction's words go. */
export function without(text: string, needle: string): string {
  const found = (s: string) => pattern(needle, "i").test(s);
  if (!found(text)) return text;
  const out = text
    .split(/\n{2,}/)
    .map((par) => par.split(/(?<=[.!?])\s+/).map((s) => (found(s) ? cut(s, needle) : s)).filter((s) => s).join(" "))
    .filter((par) => par.trim())
    .join("\n\n");
  // An instruction of more than one sentence: its words go wherever they are.
  return (found(out) ? cut(out, needle, 1) : out).trim();
}

/**
 * Every text of the page's sections through `edit`, shortened to its field's limit: a field left empty goes, an item
 * left with nothing to say goes, and so does a section (not the hero) left with nothing to show.
 */
function rewrite(doc: WebsiteDocument, edit: (text: string) => string) {
  const fields = <T extends Section | SectionItem>(x: T, limits: Record<string, number>) => {
    const record = x as Record<string, unknown>;
    for (const [key, max] of Object.entries(limits)) {
      if (typeof record[key] !== "string") continue;
      const value = edit(record[key] as string);
      if (value.trim()) record[key] = fit(value, max);
      else delete record[key];
    }
    if (x.features) {
      x.features = x.features.map((f) => fit(edit(f), documentLimits.feature)).filter((f) => f.trim());
      if (!x.features.length) delete x.features;
    }
    if (x.action) {
      const label = edit(x.action.label).trim();
      if (label) x.action.label = fit(label, documentLimits.buttonLabel);
      else delete x.action;
    }
  };
  // Only what the edit emptied goes: a contact section that never had more than a title stays as the model wrote it.
  const says = (i: SectionItem) => !!(i.title || i.description || i.content || i.price || i.features?.length);
  const shows = (s: Section) => !!(s.content || s.items?.length || s.features?.length || s.action || s.image || s.art);
  doc.content.sections = doc.content.sections.filter((s) => {
    const showed = shows(s);
    fields(s, sectionFields);
    if (s.items) {
      s.items = s.items.filter((i) => {
        const said = says(i);
        fields(i, itemFields);
        return !said || says(i) || !!(i.image || i.art);
      });
      if (!s.items.length) delete s.items;
    }
    return s.type === "hero" || !showed || shows(s);
  });
}

/** Instruction text out of every field; a field that must have words and is left with none takes the built-in design's. */
function dropText(doc: WebsiteDocument, builtIn: WebsiteDocument, needle: string) {
  const cut = (text: string) => without(text, needle);
  rewrite(doc, cut);
  doc.content.siteName = cut(doc.content.siteName) || builtIn.content.siteName;
  doc.content.tagline = cut(doc.content.tagline) || builtIn.content.tagline;
  doc.settings.seo.metaTitle = cut(doc.settings.seo.metaTitle);
  doc.settings.seo.metaDescription = cut(doc.settings.seo.metaDescription);
  if (doc.content.socialLinks) doc.content.socialLinks = doc.content.socialLinks.filter((l) => cut(l.label) === l.label);
  const hero = heroOf(doc);
  if (hero && !hero.heading) hero.heading = heroOf(builtIn)?.heading;
  if (hero && !hero.heading) delete hero.heading;
}

/** A made-up US number out: its section taken from the built-in design, else the items and words that carry it. */
function dropPhone(doc: WebsiteDocument, builtIn: WebsiteDocument, number: string) {
  const sections = doc.content.sections;
  const carries = (text: string) => samplePhones(text).some((found) => norm(found) === number);
  for (const s of [...sections]) {
    if (s.type === "hero" || !sectionTexts(s, { links: true }).some((p) => carries(p.text))) continue;
    const theirs = builtIn.content.sections.find((b) => b.type === s.type && !sectionTexts(b, { links: true }).some((p) => samplePhones(p.text).length));
    if (theirs) sections.splice(sections.indexOf(s), 1, { ...structuredClone(theirs), id: s.id });
    else if (s.items) s.items = s.items.filter((i) => !sectionTexts({ ...s, items: [i] }, { links: true }).some((p) => p.item && carries(p.text)));
  }
  // What is left (a hero's words, a line of text): the number alone goes.
  rewrite(doc, (text) => (carries(text) ? withoutPhone(text, number).replace(/[ \t]{2,}/g, " ").trim() : text));
}

/** The customer's name for the site, everywhere the model wrote another. */
function rename(doc: WebsiteDocument, name: string) {
  const old = doc.content.siteName;
  doc.content.siteName = fit(name, documentLimits.siteName);
  // A name of one or two letters would match inside words: only the site's name itself changes then.
  if (norm(old).length < 3) return;
  const swap = (text: string) => text.replaceAll(old, name);
  rewrite(doc, swap);
  doc.content.tagline = fit(swap(doc.content.tagline), documentLimits.tagline);
  doc.settings.seo.metaTitle = fit(swap(doc.settings.seo.metaTitle), 120);
  doc.settings.seo.metaDescription = fit(swap(doc.settings.seo.metaDescription), 300);
}

function planItem(doc: WebsiteDocument, name: string): SectionItem | undefined {
  return doc.content.sections
    .filter((s) => s.type === "pricing")
    .flatMap((s) => s.items ?? [])
    .find((i) => i.title && norm(i.title).toLowerCase() === norm(name).toLowerCase());
}

/** A named plan where the brief puts it: from the built-in pricing section, else as the brief describes it. */
function addPlan(brief: Brief, doc: WebsiteDocument, builtIn: WebsiteDocument, name: string) {
  const theirs = builtIn.content.sections.find((s) => s.type === "pricing");
  const pricing = doc.content.sections.find((s) => s.type === "pricing");
  if (!pricing) {
    if (theirs) insert(doc, theirs);
    return;
  }
  const plan = brief.plans.find((x) => x.name === name)!;
  const item: SectionItem = structuredClone(theirs?.items?.find((i) => i.title && norm(i.title).toLowerCase() === norm(name).toLowerCase())) ?? {
    title: fit(plan.name, documentLimits.title),
    ...(plan.price ? { price: fit(plan.price, documentLimits.price) } : {}),
    ...(plan.badge ? { badge: fit(plan.badge, documentLimits.badge) } : {}),
    ...(plan.features.length ? { features: plan.features.slice(0, documentLimits.planFeatures) } : {}),
  };
  const items = (pricing.items ??= []);
  items.splice(Math.min(brief.plans.indexOf(plan), items.length), 0, item);
  if (items.length > documentLimits.items) items.length = documentLimits.items;
}

/** A title the customer gave: on the section it names, else on the built-in design's section that carries it. */
function titleSection(brief: Brief, doc: WebsiteDocument, builtIn: WebsiteDocument, title: string) {
  const fitted = fit(title, documentLimits.title);
  const request = brief.sections.find((s) => s.title === title);
  if (request) {
    const section = doc.content.sections.find((s) => s.type === sectionTypeFor[request.kind]);
    if (section) section.title = fitted;
    return;
  }
  const theirs = builtIn.content.sections.find((s) => holds(s.title, title, documentLimits.title));
  if (!theirs) return;
  const claimed = new Set([...brief.exact.filter((e) => e.role === "section-title").map((e) => norm(e.text)), ...brief.sections.flatMap((s) => (s.title ? [norm(s.title)] : []))]);
  const free = doc.content.sections.find((s) => s.type === theirs.type && s.type !== "hero" && !(s.title && claimed.has(norm(s.title))));
  if (free) free.title = fitted;
  else insert(doc, theirs);
}

/** Where a new button goes: the contact section, else the first section after the hero. */
function link(doc: WebsiteDocument): string {
  const to = doc.content.sections.find((s) => s.type === "contact") ?? doc.content.sections.find((s) => s.type !== "hero") ?? doc.content.sections[0];
  return `#${to?.id ?? "contact"}`;
}

/** A button text the customer gave: on the hero's or a band's button whose words are not theirs too, else a new one. */
function addButton(brief: Brief, doc: WebsiteDocument, builtIn: WebsiteDocument, text: string) {
  const label = fit(text, documentLimits.buttonLabel);
  const theirs = (l: string) => brief.exact.some((e) => e.role === "button" && holds(l, e.text, documentLimits.buttonLabel));
  const hero = heroFor(doc, builtIn);
  const free = [hero, ...doc.content.sections.filter((s) => s.type === "cta")].find((s) => !s.action || !theirs(s.action.label));
  if (free) {
    free.action = { label, link: free.action?.link ?? link(doc) };
    return;
  }
  const band = builtIn.content.sections.find((s) => s.type !== "hero" && buttonLabels([s]).some((l) => holds(l, text, documentLimits.buttonLabel)));
  if (band) insert(doc, band);
}

/** The customer's words for the page: in the about text, else in the built-in section that has them, else their own. */
function addText(doc: WebsiteDocument, builtIn: WebsiteDocument, text: string) {
  const about = doc.content.sections.find((s) => s.type === "content" && !s.sample) ?? doc.content.sections.find((s) => s.type === "content");
  if (about && (about.content?.length ?? 0) + text.length + 2 <= documentLimits.text) {
    about.content = about.content ? `${about.content}\n\n${text}` : text;
    return;
  }
  const theirs = builtIn.content.sections.find((s) => s.type !== "hero" && sectionTexts(s).some((p) => norm(p.text).includes(norm(text))));
  insert(doc, theirs ?? { id: "about", type: "content", content: text });
}

/** A fact of the customer's: in the contact section as its own line, else where the built-in design has it. */
function addFact(doc: WebsiteDocument, builtIn: WebsiteDocument, text: string) {
  const contact = doc.content.sections.find((s) => s.type === "contact");
  if (contact && (contact.items?.length ?? 0) < documentLimits.items) {
    (contact.items ??= []).push({ content: text });
    return;
  }
  const theirs = builtIn.content.sections.find((s) => s.type !== "hero" && sectionTexts(s).some((p) => contains(p.text, text)));
  if (theirs) insert(doc, theirs);
  else addText(doc, builtIn, text);
}

/** A fact marked as a sample is the customer's own: its item (or section) loses the mark; the invented rest keep one. */
function unmarkFact(brief: Brief, doc: WebsiteDocument, text: string) {
  const isFact = (p: { text: string }) => brief.facts.some((f) => norm(p.text).toLowerCase().includes(norm(f.text).toLowerCase()));
  for (const p of textsOf(doc)) {
    if (!p.sample || !norm(p.text).toLowerCase().includes(norm(text).toLowerCase())) continue;
    if (p.item) delete p.item.sample;
    if (p.section?.sample) {
      delete p.section.sample;
      for (const item of p.section.items ?? []) {
        const own = sectionTexts({ ...p.section, items: [item] }).some((x) => x.item && isFact(x));
        if (!own) item.sample = true;
      }
    }
  }
}
