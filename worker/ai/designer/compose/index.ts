// From a brief to three whole website documents, to the letter: every exact text where it was asked for, every
// requested section with its count, the customer's facts as facts, their offers and sentences as the copy, and the
// catalogue's (or the archetype's) words only around them. Then three looks, and for 'More designs' other angles.
import type { Brief } from "../../../../schema/brief";
import type { Scheme } from "../../../../schema/prompt";
import { applySeoAutofill, defaultDocument, documentLimits, type Section, type WebsiteDocument } from "../../../../schema/site-document";
import { archetypeCopy } from "../archetypes";
import { countryByCode } from "../countries";
import { pick, random, threeDesigns, type DesignChoice } from "../look";
import { speaksOfWork } from "../read/archetypes";
import { listsItsOrder, sectionWords } from "../read/requests";
import { englishNoun } from "../read/kind";
import { BADGE_WORDS, PLAN_CLAIMS } from "../read/exact";
import type { PlanSection, Trade } from "../trade";
import { capitalise, clip, inFirstPersonSingular, inPlace, listText, singular, titleCase, withArticle } from "../words";
import { offersPhrase, type Slots } from "./slots";
import { besideShelf, BOOKS, factsOf, heading, intro, saysNoBookings, sentence, usable, wordsBefore, writeSection, yearsOf, type Copy, type Kind, type Writer } from "./writers";
import { TITLE_KINDS } from "./titles";

/** What each kind of request becomes on the page. */
const requestedKinds: Record<Brief["sections"][number]["kind"], Kind | null> = {
  about: "content", services: "services", menu: "services", pricing: "pricing", gallery: "gallery", reviews: "testimonials", faq: "faq",
  team: "team", hours: "hours", contact: "contact", booking: "contact", tickets: "pricing", donate: "cta", articles: "articles",
  product: "product", logos: "logos", stats: "stats", schedule: "schedule", newsletter: "cta", map: "hours",
};

/** Whether the brief asks for any of these parts of the page. */
const asks = (brief: Brief, ...kinds: Brief["sections"][number]["kind"][]) => brief.sections.some((s) => kinds.includes(s.kind));

/** The page's sections the brief asks for. */
const askedKinds = (brief: Brief) => new Set<Kind>(brief.sections.map((s) => requestedKinds[s.kind]).filter((k): k is Kind => !!k));

const sectionIds: Record<string, string> = {
  features: "why-us", services: "offers", gallery: "gallery", testimonials: "reviews", content: "about", faq: "questions", stats: "numbers",
  cta: "start", team: "team", hours: "hours", pricing: "pricing", contact: "contact", articles: "articles", product: "product", logos: "clients", schedule: "schedule",
};

function idFor(kind: Kind, used: Set<string>): string {
  const base = kind.startsWith("custom:") ? kind.slice(7).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 30) || "section" : sectionIds[kind]!;
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}


/** The kinds that are what someone writes or records: "blog", "recipes blog", "podcast", "newsletter". */
const WRITTEN = /\b(?:blog|vlog|podcast|newsletter|zine|webcomic)$/i;

/** The sections after the hero: the kind's usual plan, everything the brief asks for, and what its facts need. */
function plan(w: Omit<Writer, "r" | "headings">): Kind[] {
  const b = w.brief;
  const kinds: Kind[] = [...w.copy.plan];
  const add = (k: Kind, before: Kind | null = "contact") => {
    if (kinds.includes(k)) return;
    const at = before ? kinds.indexOf(before) : -1;
    if (at >= 0) kinds.splice(at, 0, k);
    else kinds.push(k);
  };
  for (const s of b.sections) {
    const k = requestedKinds[s.kind];
    if (k) add(k);
  }
  // The customer's section titles: a known kind takes the title; any other becomes a section of its own.
  for (const [kind] of w.titles) add(kind);
  // Plans, or a badge put on one of the priced offers ("4 weeks $1,500 (best deal)"): priced cards show it.
  if (b.plans.length || b.exact.some((e) => e.role === "badge" && e.target && b.offers.some((o) => o.price && o.name.toLowerCase().startsWith(e.target!.toLowerCase())))) add("pricing");
  // A blog, a podcast or a newsletter is its posts: the latest of them, as marked samples until the first are written.
  if (WRITTEN.test(b.kind.noun) || w.trade?.category === "blog") add("articles", kinds[1] ?? "contact");
  if (factsOf(w as Writer, "hours").length) add("hours");
  // The points the customer listed about the business have their place on the page.
  if (factsOf(w as Writer, "note").length) add("features");
  if (yearsOf(w as Writer).length >= 2) add("stats", kinds[1] ?? "contact");
  if (b.story.length) add("content", kinds[1] ?? "contact");
  // The people the customer named ("Partners: CA Rajesh Mehta, CA Kavita Shah") are shown as the team.
  if (b.people.length >= 2) add("team");
  // A shop shows its goods as goods, each with a price and a way to order, not as services: the customer's own
  // first, and marked samples in the brief's currency for the rest of the shelf.
  // (A shop that also does work, "repairs too", "pottery classes", keeps its services beside the goods it names.)
  const shop = b.kind.archetype === "shop";
  const works = shop && speaksOfWork(b.description);
  if (shop && !asks(b, "services", "menu") && (!works || besideShelf(b))) add("product", kinds[1] ?? "contact");
  // A product page leads with its product, and has no shop shelves of made-up goods around it; a shop keeps the
  // pictures of its goods.
  if (kinds.includes("product")) {
    const keep = kinds.filter((k) => k !== "product" && (k !== "services" || works || asks(b, "services", "menu")) && (k !== "gallery" || shop || asks(b, "gallery")));
    kinds.splice(0, kinds.length, "product", ...keep);
  }
  // "Sections in this order: hero, 3 features, one testimonial, pricing, FAQ": the parts the customer listed take the
  // places the plan gives them, in the customer's order (the plan's own parts keep theirs).
  if (listsItsOrder(b.description)) {
    const words = sectionWords(b.description);
    const requested = askedKinds(b);
    const at = (k: Kind) => (k.startsWith("custom:") ? b.description.indexOf(k.slice(7)) : requested.has(k) ? (words.find((m) => requestedKinds[m.kind] === k)?.span.start ?? -1) : -1);
    const places = kinds.flatMap((k, i) => (k !== "contact" && at(k) >= 0 ? [i] : []));
    const inOrder = places.map((i) => kinds[i]!).sort((x, y) => at(x) - at(y));
    places.forEach((i, j) => (kinds[i] = inOrder[j]!));
  }
  if (!kinds.includes("contact")) kinds.push("contact");
  return kinds.filter((k, i) => kinds.indexOf(k) === i);
}

/** The titles the customer gave, by the kind of section each names ("Experience" is a section of its own). */
function titlesOf(brief: Brief): Map<Kind, string> {
  const titles = new Map<Kind, string>();
  for (const s of brief.sections) {
    const kind = requestedKinds[s.kind];
    if (s.title && kind && !titles.has(kind)) titles.set(kind, s.title);
  }
  for (const e of brief.exact.filter((x) => x.role === "section-title")) {
    // (A title given for a part by name, "as the title of the about section", goes on that part.)
    const known = TITLE_KINDS.find(([re]) => re.test(e.text.trim()) || (!!e.target && re.test(e.target.trim())))?.[1];
    const kind: Kind = known && !titles.has(known) ? known : `custom:${e.text}`;
    if (!titles.has(kind)) titles.set(kind, e.text);
  }
  return titles;
}

/** The three designs' plans: the full one, then two reorderings; a section the brief asked for is never dropped. */
function plans(kinds: Kind[], w: Omit<Writer, "r" | "headings">, r: () => number): Kind[][] {
  const asked = askedKinds(w.brief);
  const body = kinds.filter((k) => k !== "contact");
  // (The order the customer gave stays in every design.)
  const ordered = listsItsOrder(w.brief.description);
  const fixed = (k: Kind) => k === "product" || (ordered && asked.has(k));
  const swap = (list: Kind[]) => {
    const out = [...list];
    const i = Math.floor(r() * Math.max(1, out.length - 1));
    if (out.length > 1 && !fixed(out[i]!) && !fixed(out[i + 1]!)) [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
    return out;
  };
  const shorter = body.filter((k, i) => i < 2 || asked.has(k) || k.startsWith("custom:") || (k !== "stats" && k !== "team"));
  return [[...body, "contact"], [...swap(body), "contact"], [...swap(shorter), "contact"]];
}

/** The site's name: the brief's, or one made from what it is and where, never from stray words. */
export function siteName(brief: Brief, copy: Copy): string {
  if (brief.name) return brief.name.value;
  const place = brief.place ? titleCase(brief.place.value.replace(/^the\s+/i, "")) : null;
  const noun = titleCase(brief.kind.noun);
  return clip(place ? `${noun} ${inPlace(place)}` : noun === titleCase(copy.noun) ? `Your ${noun}` : noun, documentLimits.siteName);
}

/** Where a button goes: the section its words are about, else the contact section. */
function target(label: string, ids: readonly string[]): string {
  const l = label.toLowerCase();
  const by: [RegExp, string][] = [
    [/ticket|register/, "pricing"], [/price|plan|pricing/, "pricing"], [/menu/, "offers"], [/work|portfolio|gallery|photos/, "gallery"],
    [/cart|basket|buy|order|shop/, "product"], [/read|article|blog|news/, "articles"], [/faq|question/, "questions"],
    // ("See the drinks", "See our cuts": what is on offer.)
    [/^(?:see|browse|view) (?:the|our) /, "offers"],
  ];
  for (const [re, id] of by) if (re.test(l) && ids.includes(id)) return `#${id}`;
  return ids.includes("contact") ? "#contact" : `#${ids[0] ?? "contact"}`;
}

/** What the hero says, by angle: 0 the kind's own line, 1 what it offers, 2 its facts and place. 'More designs' turns it. */
function heroLines(w: Writer): { heading: string; sub: string } {
  const b = w.brief;
  const exact = (role: string) => b.exact.find((e) => e.role === role)?.text;
  const headline = exact("headline");
  const tagline = exact("tagline");
  const subheading = exact("subheading");
  const angle = w.round % 3;
  const facts = [...factsOf(w, "since", "years", "date").filter((f) => f.kind === "date" || yearsOf(w).includes(f)), ...b.facts.filter((f) => f.kind === "hours" && /24|every day|daily/i.test(f.text))].map((f) => f.text);
  // ("Blog for hire", "Hello, I'm the blog": what is written is read, not hired, and is not its writer.)
  const written = WRITTEN.test(b.kind.noun) && !w.trade;
  const own = written ? ["Read the latest from {name}", "Welcome to {name}", "{Noun} {inPlace}"] : w.brief.person ? [...w.copy.headlines.filter((h) => !/\bwe\b|\bour\b/i.test(h)), "Hello, I'm {name}"] : w.copy.headlines;
  const offerLines = w.slots.offers ? ["{Offers} from {name}", "{Offers}, {inPlace}", "{name}: {offers}"] : [];
  const placeLines = ["{name}, {inPlace}", "{Noun} {inPlace}"];
  const placed = placeLines.some((p) => usable(w, [p]).length);
  // A kind outside the catalogue has no lines of its own but the archetype's ("Good work, done properly"): its first
  // design leads with what the customer called it and where ("Violin maker in Cremona").
  // (With no place, what they called it and whose it is: "Motorbike rental from Loop Riders Ha Giang".)
  // ("Tiffin service from Aai's Tiffin" says it twice: a name that says what it is keeps the archetype's lines.)
  const nounWord = w.brief.kind.noun.toLowerCase().split(/\s+/)[0] ?? "";
  const named = usable(w, ["{Noun} from {name}"]).length && !w.siteName.toLowerCase().includes(nounWord) ? ["{Noun} from {name}"] : own;
  const where = placed ? placeLines : w.trade ? own : named;
  const offered = offerLines.length ? offerLines : own;
  const pools = w.trade ? [own, offered, where] : [where, offered, own];
  const chosen = headline ?? (tagline && !subheading ? tagline : null) ?? heading(w, pools[angle]!, "headline");
  w.headings.add(chosen);
  const factLine = facts.length ? `${capitalise(listText(facts.slice(0, 2)))}.` : "";
  const sub =
    subheading ??
    (tagline && tagline !== chosen ? tagline : null) ??
    (angle === 2 && factLine ? `${factLine} ${intro(w)}`.trim() : intro(w));
  return { heading: clip(chosen, documentLimits.title), sub: clip(sub, documentLimits.subheading) };
}

function hero(w: Writer, ids: readonly string[]): Section {
  const { heading: h, sub } = heroLines(w);
  const button = w.brief.exact.find((e) => e.role === "button" && !/read more|learn more/i.test(e.text))?.text;
  const label = clip(button ?? w.copy.cta.primary, documentLimits.buttonLabel);
  return { id: "home", type: "hero", heading: h, subheading: sub, action: { label, link: target(label, ids) }, art: { motif: w.copy.motifs[0]!, seed: w.seed >>> 0 } };
}

/** "A farrier in Co. Meath. Shoeing and remedial work.": what it is, where, and what it offers. */
function tagline(w: Writer): string {
  const exact = w.brief.exact.find((e) => e.role === "tagline")?.text;
  if (exact) return clip(exact, documentLimits.tagline);
  const what = capitalise(w.slots.things ? w.slots.noun : withArticle(w.slots.noun));
  const first = `${what}${w.slots.place ? ` ${inPlace(w.slots.place)}` : ""}`;
  // What it offers, else its first fact ("Since 1987", "24/7"), else one line of its kind's own.
  const fact = yearsOf(w).concat(w.brief.facts.filter((f) => f.kind === "hours" && /24|daily|every day/i.test(f.text)))[0]?.text;
  const more = w.slots.offers ? capitalise(w.slots.offers) : fact ? capitalise(fact) : "";
  return clip(`${first}.${more ? ` ${more}.` : ""}`, documentLimits.tagline);
}

/** Exact texts not yet on the page go where they were asked for, or into the about section as the customer wrote them. */
function placeLeftovers(w: Writer, doc: WebsiteDocument) {
  const text = JSON.stringify(doc.content);
  const sections = doc.content.sections;
  // Words for a section the customer named ("Skills (AutoCAD Civil 3D, MX Road)") are that section's content.
  const titled = (target: string) => sections.find((s) => s.type === "content" && s.title?.toLowerCase() === target.toLowerCase());
  for (const e of w.brief.exact.filter((x) => x.role === "text" && x.target && titled(x.target))) {
    const section = titled(e.target!)!;
    section.content = section.sample ? e.text : clip(`${section.content ? `${section.content}\n\n` : ""}${e.text}`, documentLimits.text);
    delete section.sample;
  }
  // A product's choices, together under what varies: "Colours: Savanna Sand, Lake Blue, Forest".
  const product = sections.find((s) => s.type === "product")?.items?.[0];
  const choices = w.brief.exact.filter((e) => e.role === "text" && e.target && !titled(e.target) && !text.includes(JSON.stringify(e.text).slice(1, -1)));
  if (product) {
    for (const label of new Set(choices.map((e) => e.target!))) {
      product.features = [...(product.features ?? []), `${label}: ${choices.filter((e) => e.target === label).map((e) => e.text).join(", ")}`].slice(0, documentLimits.planFeatures);
    }
  }
  const placed = JSON.stringify(doc.content);
  for (const e of w.brief.exact) {
    if (placed.includes(JSON.stringify(e.text).slice(1, -1))) continue;
    if (e.role === "button") {
      const band = sections.find((s) => s.type === "cta" && !s.action?.label.includes(e.text));
      if (band?.action && !w.brief.exact.some((x) => x.role === "button" && x.text === band.action!.label)) band.action.label = clip(e.text, documentLimits.buttonLabel);
      else {
        const title = sentenceTitle(w);
        sections.splice(Math.max(1, sections.length - 1), 0, { id: uniqueId(sections, "start"), type: "cta", title, content: sentence(w, w.copy.intros) || title, action: { label: clip(e.text, documentLimits.buttonLabel), link: target(e.text, sections.map((s) => s.id)) } });
      }
    } else if (e.role === "badge") {
      const item = sections.find((s) => s.type === "pricing" || s.type === "product")?.items?.find((i) => !i.badge);
      // "badge on top: 'Accepting new NHS patients'": a claim about the whole business sits above the hero's heading.
      const hero = sections.find((s) => s.type === "hero");
      if (item && (e.target || PLAN_CLAIMS.test(e.text) || BADGE_WORDS.test(e.text))) item.badge = clip(e.text, documentLimits.badge);
      else if (hero && !hero.badge) hero.badge = clip(e.text, documentLimits.badge);
      else if (item) item.badge = clip(e.text, documentLimits.badge);
      else {
        // A second claim ("CQC Registered" after "Save Face Accredited") stands first among what vouches for it.
        const features = sections.find((s) => s.type === "features");
        if (features) features.items = [{ title: clip(e.text, documentLimits.title) }, ...(features.items ?? [])].slice(0, Math.max(3, features.items?.length ?? 0));
        else addToStory(w, sections, e.text);
      }
    } else {
      // A short name ("Team") is a product's option or a plan's; a sentence belongs in the story.
      if (product && e.text.split(/\s+/).length <= 3) {
        product.features = [...(product.features ?? []), e.text].slice(0, documentLimits.planFeatures);
        continue;
      }
      addToStory(w, sections, e.text);
    }
  }
}

/** Words with no other place go in the page's story: the customer's own section first, else one made for them. */
function addToStory(w: Writer, sections: Section[], text: string) {
  let story = sections.find((s) => s.type === "content" && !s.sample) ?? sections.find((s) => s.type === "content");
  if (!story) {
    story = { id: uniqueId(sections, "about"), type: "content", title: heading(w, w.one ? ["About me"] : ["About {name}", "Our story"]), content: "" };
    sections.splice(Math.max(1, sections.length - 1), 0, story);
  }
  story.content = clip(`${story.content ? `${story.content}\n\n` : ""}${text}`, documentLimits.text);
}

function sentenceTitle(w: Writer): string {
  return heading(w, ["Ready when you are", "Get started with {name}", "Next steps"]);
}

function uniqueId(sections: Section[], base: string): string {
  let id = base;
  for (let n = 2; sections.some((s) => s.id === id); n++) id = `${base}-${n}`;
  return id;
}

/** Every fact not yet on the page: the contact section holds the rest, so none is lost. */
function placeFacts(w: Writer, doc: WebsiteDocument) {
  const text = JSON.stringify(doc.content).toLowerCase();
  // (A year the business started is on the page when the page says the year: "est. 1921" is "since 1921".)
  // (An hours row shows its fact in two cells: "Segunda, quarta e sexta" | "às 19h".)
  const rows = doc.content.sections.filter((s) => s.type === "hours").flatMap((s) => (s.items ?? []).map((i) => `${i.title ?? ""} ${i.description ?? ""}`.toLowerCase()));
  const missing = w.brief.facts.filter((f) => !text.includes(JSON.stringify(f.text.toLowerCase()).slice(1, -1)) && !(f.kind === "since" && text.includes(/\d{4}/.exec(f.text)![0])) && !(f.kind === "hours" && rows.includes(f.text.toLowerCase())));
  if (!missing.length) return;
  const contact = doc.content.sections.find((s) => s.type === "contact");
  if (!contact) return;
  const good = missing.filter((f) => f.kind !== "phone" && f.kind !== "email");
  if (good.length) contact.items = [...(contact.items ?? []), { title: "Good to know", content: good.map((f) => capitalise(labelled(f))).join(" · ") }].slice(0, documentLimits.items);
}

/** A prize said with what it is ("Prize pool SAR 500,000"): an amount alone on the page would read as a price. */
function labelled(f: Brief["facts"][number]): string {
  const before = wordsBefore(f);
  const label = f.kind === "price" ? /((?:(?:winner|winners|first|1st|second|2nd|grand|top|cash)\s+)?prizes?(?:\s+(?:pool|fund|money))?)\s*(?:of|is|:|–|-)?\s*$/i.exec(before)?.[1] : undefined;
  // ("Live jazz the first Sunday of the month": a day that comes round each month, with what happens on it.)
  const what = f.kind === "date" && /^(?:the|every|each|jeden|jeder|am)?\s*(?:first|1st|second|2nd|third|3rd|fourth|4th|last|ersten|zweiten|dritten|letzten)\s/i.test(f.text) ? /(?:^|[.,;:!?(—–]\s*)(?:(?:a|an|our|and)\s+)?((?:[\p{L}'’-]+\s+){1,4})$/u.exec(before)?.[1]?.trim() : undefined;
  if (what && !/^(?:open|closed|we|i|on|and|or)\b/i.test(what)) return `${what} ${f.text}`;
  return label ? `${label} ${f.text}` : f.text;
}

/**
 * The customer's noun as one thing, for "a ___": an activity or a plural becomes a business of it ("invoicing" ->
 * "invoicing app", "airport transfers" -> "airport transfers service"), in the words its shape of site uses.
 */
export function countNoun(noun: string, archetype: Brief["kind"]["archetype"]): string {
  // "taxidermy business" -> "taxidermy service", "funeral services business" -> "funeral service".
  if (/\S\s+business$/.test(noun)) {
    const core = noun.replace(/\s+business$/, "");
    if (/\sservices$/.test(core)) return core.replace(/services$/, "service");
    // "locksmiths business" (a firm named "... Locksmiths") -> "locksmith": the people who do it, one of them.
    // ("weavers" said of a group of women stays the group's.)
    const who = core.split(" ").at(-1)!;
    if (/[^s]s$/.test(who) && /(?:er|or|ist|ian|smith|wright)$/.test(singular(who))) return `${core.slice(0, -who.length)}${singular(who)}`;
    noun = core;
  }
  const last = noun.split(" ").at(-1)!;
  // ("wild honey and beeswax": two things joined are what it offers, never "a wild honey and beeswax".)
  const activity = /ing$/.test(last) || (/s$/.test(last) && !/(?:ss|us|is|ics|ness|ous)$/.test(last)) || /\s(?:and|&|\+)\s/.test(noun);
  if (!activity) return noun;
  const kind: Record<Brief["kind"]["archetype"], string> = { service: "service", shop: "shop", food: "kitchen", venue: "venue", person: "work", organisation: "group", event: "event", software: "app" };
  return `${noun} ${kind[archetype]}`;
}

function speaksAsOne(copy: Copy): boolean {
  return [...copy.about, ...copy.intros].some((line) => /\b(?:I|I'm|I've|my)\b/.test(line));
}

/** What every design of one round shares. */
export function basis(brief: Brief, trade: Trade | null, round: number): Omit<Writer, "r" | "headings"> {
  const given: Copy = trade ?? archetypeCopy[brief.kind.archetype];
  // ("No bookings, walk-ins only": a page that says so never asks the visitor to book; it shows what there is.)
  const copy: Copy = saysNoBookings(brief) && BOOKS.test(given.cta.primary) ? { ...given, cta: { ...given.cta, primary: given.cta.secondary } } : given;
  const name = siteName(brief, copy);
  const english = brief.language.code === "en";
  // Offline the site is in English: a noun from another language is never put in an English sentence.
  const own = !trade && (english || englishNoun(brief.kind.noun)) && brief.kind.id === "other";
  const counted = trade ? trade.noun : own ? countNoun(brief.kind.noun, brief.kind.archetype) : copy.noun;
  // "Hand-shaped surfboards from Saltline Shapes", never "a hand-shaped surfboards service": things offered, in the
  // plural, are said as they are, and no line says the business is one of them.
  const things = own && counted.startsWith(`${brief.kind.noun} `) && !/ing$/.test(brief.kind.noun);
  const noun = things ? brief.kind.noun : counted;
  const slots: Slots = {
    // With no name given, sentences say "the farrier" rather than repeat a made-up name.
    name: brief.name ? name : `the ${counted}`,
    named: !!brief.name,
    noun,
    things,
    place: brief.place ? (/^\p{Ll}/u.test(brief.place.value) ? titleCase(brief.place.value) : brief.place.value) : null,
    customers: copy.customers,
    offers: english ? offersPhrase(brief.offers) : null,
  };
  const one = brief.person || speaksAsOne(copy);
  return {
    brief,
    trade,
    copy,
    slots,
    country: brief.place?.country ? countryByCode(brief.place.country) : null,
    round,
    voice: one ? inFirstPersonSingular : (text: string) => text,
    one,
    seed: (hashSeed(brief) ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0,
    titles: titlesOf(brief),
    siteName: name,
  };
}

function hashSeed(brief: Brief): number {
  let h = 0x811c9dc5;
  const text = brief.description.toLowerCase();
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function document(w: Writer, kinds: Kind[], choice: DesignChoice): WebsiteDocument {
  const doc = defaultDocument();
  const used = new Set<string>(["home"]);
  const ids = kinds.map((k) => idFor(k, used));
  // The hero first: its lines are the page's first words, and the sections below do not repeat them.
  const top = hero(w, ids);
  const written = kinds.map((k, i) => ({ kind: k, section: writeSection(w, k, ids[i]!) }));
  // A title the customer gave for a section of its own that another section already has ("Experience" on a CV
  // whose services are headed "Experience") is that section: never two landmarks with one name.
  const titles = written.filter((x) => !x.kind.startsWith("custom:")).map((x) => x.section.title?.toLowerCase());
  const kept = written.filter((x) => !x.kind.startsWith("custom:") || !titles.includes(x.section.title?.toLowerCase())).map((x) => x.section);
  const sections: Section[] = withoutRepeats(w, [top, ...kept]).filter((s) => s.type === "hero" || hasContent(s));
  doc.style = { colors: choice.colors, fonts: choice.fonts, layout: choice.layout, look: choice.look };
  doc.content.siteName = clip(w.siteName, documentLimits.siteName);
  doc.content.tagline = tagline(w);
  doc.content.sections = sections;
  doc.settings.components = {
    navigation: true,
    footer: true,
    contactForm: sections.some((s) => s.type === "contact"),
    gallery: sections.some((s) => s.type === "gallery"),
    socialLinks: false,
    ...(w.brief.look.stickyHeader ? { stickyHeader: true } : {}),
  };
  doc.settings.effects = { parallax: false, fadeIn: w.r() < 0.5, smoothScroll: true };
  placeLeftovers(w, doc);
  placeFacts(w, doc);
  return applySeoAutofill(doc);
}

/**
 * The customer's priced offers are shown once, not as services and again as price cards ("Day pass ₦5,000" under
 * "Tickets" and again under "Programme"): as the list when the customer asked for a list of services or a menu and
 * not for prices, as the cards when they asked for prices or tickets, or for neither, or it is an event; both when
 * both were asked for. The other section keeps only what it adds, or goes.
 */
function withoutRepeats(w: Writer, sections: Section[]): Section[] {
  const own = (s: Section | undefined) => (s?.items ?? []).filter((i) => !i.sample && i.price);
  const cards = sections.find((s) => s.type === "pricing");
  // (A shop that also does work lists the work, not again the goods on its shelf.)
  const shelf = new Set((sections.find((s) => s.type === "product")?.items ?? []).filter((i) => !i.sample).map((i) => i.title?.toLowerCase()));
  const shown = sections.find((s) => s.type === "services");
  const rest = shown && shelf.size && !asks(w.brief, "services", "menu") ? (shown.items ?? []).filter((i) => i.sample || !shelf.has(i.title?.toLowerCase())) : undefined;
  if (rest && rest.length < shown!.items!.length) sections = withItems(sections, shown!, rest);
  const list = sections.find((s) => s.type === "services");
  const twice = new Set(own(cards).map((i) => i.title?.toLowerCase()).filter((t) => own(list).some((i) => i.title?.toLowerCase() === t)));
  if (!twice.size) return sections;
  // (Both asked for by name: both shown, as asked.)
  if (asks(w.brief, "services", "menu") && asks(w.brief, "pricing", "tickets")) return sections;
  const listWins = asks(w.brief, "services", "menu") && w.brief.kind.archetype !== "event";
  const drop = listWins ? cards! : list!;
  const items = (drop.items ?? []).filter((i) => !(i.price && twice.has(i.title?.toLowerCase())));
  return withItems(sections, drop, items);
}

/** The page with one section's items replaced, and that section gone when none of the customer's own are left. */
function withItems(sections: Section[], section: Section, items: NonNullable<Section["items"]>): Section[] {
  return sections.flatMap((s) => (s !== section ? [s] : items.some((i) => !i.sample) ? [{ ...s, items }] : []));
}

function hasContent(section: Section): boolean {
  return !!(section.content?.trim() || section.items?.length || section.features?.length);
}

/** The three designs for a brief; `round` 0 first, then one per 'More designs'. */
export function compose(brief: Brief, trade: Trade | null, round = 0): WebsiteDocument[] {
  const base = basis(brief, trade, round);
  const r = random(base.seed);
  const moods: Scheme[] = brief.look.scheme ? [brief.look.scheme] : base.copy.moods.length ? base.copy.moods : ["modern"];
  const choices = threeDesigns(moods, base.seed);
  const kinds = plan(base);
  return plans(kinds, base, r).map((p, i) => document({ ...base, r: random(base.seed + i + 1), seed: (base.seed + i * 104729) >>> 0, headings: new Set() }, p, choices[i]!));
}

/** One section written again (round n), keeping its id: 'Rewrite' on the result page and in the builder. */
export function composeSection(brief: Brief, trade: Trade | null, type: Section["type"], id: string, round: number): Section {
  const base = basis(brief, trade, round);
  const w: Writer = { ...base, r: random(base.seed), headings: new Set() };
  const kinds = plan(base);
  const kind: Kind = type === "services" && id.startsWith("schedule") ? "schedule" : (kinds.find((k) => k === type || (k.startsWith("custom:") && type === "content" && id === idFor(k, new Set()))) ?? (type as Kind));
  const section = type === "hero" ? hero(w, kinds.map((k) => idFor(k, new Set()))) : writeSection(w, kind, id);
  return { ...section, id };
}

export { pick };
