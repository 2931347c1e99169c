// From a brief to three whole website documents: the trade's section plan, copy composed from the catalogue in
// the brief's own terms, sample content marked as such, art recipes in place of photographs, and three looks.
import type { Scheme } from "../../../schema/prompt";
import { applySeoAutofill, defaultDocument, documentLimits, type Section, type SectionItem, type WebsiteDocument } from "../../../schema/site-document";
import type { Brief } from "./brief";
import { genericTrade } from "./generic";
import { countryOf } from "./places";
import { pick, random, threeDesigns, type DesignChoice, type Rng } from "./look";
import type { PlanSection, Trade } from "./trade";
import { capitalise, clip, fill, fillable, inFirstPersonSingular, inPlace, listText, singular, titleCase, withArticle, type Slots } from "./words";

/** Everything a section writer needs: the brief, the trade, the slots, and this design's random stream. */
interface Writer {
  brief: Brief;
  trade: Trade;
  name: string;
  slots: Slots;
  r: Rng;
  /** "we" or, for one person's site, "I". */
  voice: (text: string) => string;
  /** Whether the site speaks as one person (headings choose "About me" over "Who we are"). */
  one: boolean;
  /** Headings already on this page: two sections never share one (each names its own landmark). */
  headings: Set<string>;
  seed: number;
}

const people = [
  "Amina Otieno", "Daniel Reyes", "Grace Wanjiku", "Tomás Silva", "Priya Nair", "Kwame Mensah", "Lena Fischer", "Sofia Rossi",
  "Joseph Kamau", "Mei Chen", "Fatima Bello", "Oliver Hughes", "Achieng Odhiambo", "Chidi Okafor", "Hannah Brooks", "Yusuf Ali",
];

/** A sample price in the place's currency (the catalogue's are dollars). */
function price(usd: number, place: string | null): string {
  return countryOf(place).price(usd);
}

const items = <T>(list: readonly T[], start: number, count: number): T[] => Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(start + i) % list.length]!);

/** Longest section title that still makes a tidy navigation link. */
const NAV_TITLE = 24;

function heading(w: Writer, options: string[], kind: "headline" | "section" = "section"): string {
  // "Hello, I'm {name}" only where the name is a person's.
  let usable = options.filter((o) => reads(w, o) && (w.brief.personal || !/\bI(?:'m| am)\s+\{name\}/.test(o)));
  // A section's title is also its link in the navigation: a long name makes it a sentence there.
  if (kind === "section" && usable.some((o) => fill(o, w.slots).length <= NAV_TITLE)) usable = usable.filter((o) => fill(o, w.slots).length <= NAV_TITLE);
  const fresh = usable.filter((o) => !w.headings.has(fill(o, w.slots)));
  const chosen = clip(fill(pick(w.r, fresh.length ? fresh : usable.length ? usable : ["Welcome to {name}"]), w.slots), documentLimits.title);
  w.headings.add(chosen);
  return chosen;
}

function sentence(w: Writer, template: string): string {
  return w.voice(fill(template, w.slots));
}

/**
 * Whether a template reads well for this brief: its slots can be filled (a line naming {place} needs a place),
 * and it does not say the name and the noun when the name already holds the noun ("Eldoret Car Wash is a car
 * wash that...").
 */
function reads(w: Writer, template: string): boolean {
  if (!fillable(template, w.slots)) return false;
  const { name, noun } = w.slots;
  return !(template.includes("{name}") && template.includes("{noun}") && name && noun && name.toLowerCase().includes(noun.toLowerCase()));
}

/** One of the templates that reads well for this brief. */
function pickFillable(w: Writer, templates: readonly string[]): string {
  const usable = templates.filter((t) => reads(w, t));
  return pick(w.r, usable.length ? usable : templates.map((t) => t.replace(/\s*\{place\}/g, "")));
}

/** The brief's own offers first (in its words), then the catalogue's, without saying one thing twice. */
function offerList(w: Writer): { name: string; description: string; price?: number }[] {
  const head = (name: string) => singular((name.toLowerCase().match(/\p{L}+/gu) ?? []).at(-1) ?? "");
  const fromBrief = w.brief.offers.map((o) => {
    // "handmade mugs" is the catalogue's "Hand-thrown mugs": its description and price, in the owner's words.
    const known = w.trade.offers.find((t) => t.name.toLowerCase().includes(o.toLowerCase()) || o.toLowerCase().includes(t.name.toLowerCase()) || head(t.name) === head(o));
    return known ? { ...known, name: capitalise(o) } : { name: capitalise(o), description: "" };
  });
  const rest = w.trade.offers.filter((t) => !fromBrief.some((b) => b.name.toLowerCase() === t.name.toLowerCase() || (b.description !== "" && b.description === t.description)));
  // The catalogue's most typical offers lead; which of the rest follow varies by design and rewrite.
  const start = 2 + Math.floor(w.r() * Math.max(1, rest.length - 2));
  return [...fromBrief, ...rest.slice(0, 2), ...rest.slice(start), ...rest.slice(2, start)];
}

const motif = (w: Writer, i: number) => w.trade.motifs[i % w.trade.motifs.length]!;
const artSeed = (w: Writer, i: number) => (w.seed + i * 7919) >>> 0;

/** The description's own purpose in one sentence that suits the kind of site. */
function purposeLine(w: Writer): string {
  const purpose = w.brief.purpose!;
  const where = w.brief.place && !purpose.includes(w.brief.place) ? ` ${inPlace(w.brief.place)}` : "";
  if (/^\p{Ll}+ing\s/u.test(purpose)) {
    if (w.brief.category === "nonprofit") return `Our work is ${purpose}${where}.`;
    return `We specialise in ${purpose}${where}.`;
  }
  if (w.brief.category === "blog") return `This blog is about ${purpose}.`;
  if (w.brief.category === "event") return `This year it is all about ${purpose}.`;
  return `We care most about ${purpose}${where}.`;
}

const writers: Record<PlanSection, (w: Writer, id: string) => Section> = {
  features: (w, id) => ({
    id,
    type: "features",
    title: heading(w, w.one ? ["How I work", "Why work with me"] : ["Why choose {name}", "Why {customers} choose us", "What sets us apart", "Why people choose us"]),
    items: items(w.trade.benefits, Math.floor(w.r() * 2), 3).map((b, i) => ({ title: b.title, description: w.voice(b.description), art: { motif: motif(w, i), seed: artSeed(w, i) } })),
  }),
  services: (w, id) => {
    const list = offerList(w).slice(0, 6);
    return {
      id,
      type: "services",
      title: w.trade.offersTitle,
      // An introduction in the trade's words (who it is for, when the description says).
      content: w.brief.audience ? `For ${w.brief.audience}${w.brief.place ? ` ${inPlace(w.brief.place)}` : ""}.` : sentence(w, pickFillable(w, w.trade.intros)),
      items: list.map((o): SectionItem => ({
        title: o.name,
        ...(o.description ? { description: w.voice(o.description) } : {}),
        ...(o.price ? { price: price(o.price, w.brief.place), sample: true } : {}),
      })),
    };
  },
  gallery: (w, id) => ({
    id,
    type: "gallery",
    title: heading(w, w.brief.category === "portfolio" ? ["Selected work", "Recent work"] : w.brief.category === "ecommerce" ? ["From the shop", "A closer look"] : ["A closer look", "Around {name}", "Take a look"]),
    items: offerList(w)
      .slice(0, 4)
      .map((o, i) => ({ title: o.name, art: { motif: motif(w, i), seed: artSeed(w, i + 10) } })),
  }),
  testimonials: (w, id) => ({
    id,
    type: "testimonials",
    title: heading(w, ["What {customers} say", "Kind words", "In their words"]),
    items: items(w.trade.reviews, Math.floor(w.r() * 4), 3).map((quote, i) => ({
      content: quote,
      title: people[(w.seed + i * 5) % people.length]!,
      description: w.brief.place ?? capitalise(w.trade.customers.replace(/s$/, "")),
      sample: true as const,
    })),
  }),
  content: (w, id) => {
    const paragraphs = items(w.trade.about, Math.floor(w.r() * 2), 2).map((p) => sentence(w, p));
    if (w.brief.purpose) paragraphs.push(w.voice(purposeLine(w)));
    else if (w.brief.audience) paragraphs.push(w.voice(`We are here for ${w.brief.audience}${w.brief.place ? ` ${inPlace(w.brief.place)}` : ""}.`));
    return {
      id,
      type: "content",
      title: heading(w, w.one ? ["About me", "A little about me"] : ["Our story", "About {name}", "Who we are"]),
      content: clip(paragraphs.join("\n\n"), documentLimits.text),
    };
  },
  faq: (w, id) => ({
    id,
    type: "faq",
    title: heading(w, ["Questions, answered", "Good to know", "Frequently asked questions"]),
    items: items(w.trade.questions, Math.floor(w.r() * w.trade.questions.length), 5).map((q) => ({ title: q.question, content: w.voice(q.answer) })),
    sample: true,
  }),
  stats: (w, id) => ({
    id,
    type: "stats",
    title: heading(w, ["In numbers", "{name} in numbers", "At a glance"]),
    items: w.trade.stats.slice(0, 4).map((s) => ({ title: s.value, description: s.label, sample: true as const })),
  }),
  cta: (w, id) => ({
    id,
    type: "cta",
    title: heading(w, w.trade.headlines.filter((h) => !h.includes("{place}")).slice(-2), "headline"),
    content: sentence(w, pickFillable(w, w.trade.intros)),
    action: { label: w.trade.cta.primary, link: "#contact" },
  }),
  team: (w, id) => ({
    id,
    type: "team",
    title: heading(w, ["Meet the team", "The people behind {name}", "Who you will meet"]),
    items: w.trade.team.slice(0, 3).map((role, i) => ({ title: people[(w.seed + i * 3 + 1) % people.length]!, description: role, art: { motif: motif(w, i), seed: artSeed(w, i + 20) }, sample: true as const })),
  }),
  hours: (w, id) => ({
    id,
    type: "hours",
    title: heading(w, w.trade.openingHours ? ["Opening hours", "When to find us", "Visit us"] : ["When we work", "Hours"]),
    content: w.brief.place ? w.voice(`Find us ${inPlace(w.brief.place)}.`) : undefined,
    items: w.trade.openingHours
      ? [
          { title: "Monday to Friday", description: "8:00 to 18:00", sample: true },
          { title: "Saturday", description: "9:00 to 16:00", sample: true },
          { title: "Sunday", description: "Closed", sample: true },
        ]
      : [
          { title: "Monday to Friday", description: "By appointment", sample: true },
          { title: "Weekends", description: "On request", sample: true },
        ],
  }),
  pricing: (w, id) => {
    const offers = offerList(w);
    const base = offers.find((o) => o.price)?.price ?? 20;
    const tiers: [string, number][] = [["Starter", 1], ["Standard", 2.5], ["Complete", 5]];
    return {
      id,
      type: "pricing",
      title: heading(w, ["Plans and prices", "Choose your plan", "Simple pricing"]),
      items: tiers.map(([title, factor], i) => ({
        title,
        price: price(base * factor, w.brief.place),
        features: offers.slice(0, i + 2).map((o) => o.name),
        sample: true as const,
      })),
    };
  },
  contact: (w, id) => {
    const phone = countryOf(w.brief.place).phone;
    return {
      id,
      type: "contact",
      title: heading(w, w.one ? ["Get in touch", "Say hello", "Let's talk"] : ["Get in touch", "Contact us", "Say hello"]),
      content: w.voice(pick(w.r, [`We would love to hear from you.`, `Write or call: we usually reply within a day.`, `Questions, bookings or just a hello: we are happy to help.`])),
      items: [
        { title: "Email", content: "hello@example.com", link: "mailto:hello@example.com", sample: true },
        // A blog, a portfolio or a personal page is reached by email; a business is called as well.
        ...(w.brief.category === "blog" || w.brief.category === "personal" || w.brief.category === "portfolio" ? [] : [{ title: "Phone", content: phone, link: `tel:${phone.replace(/\s/g, "")}`, sample: true as const }]),
        ...(w.brief.place ? [{ title: "Where", content: w.brief.place }] : []),
      ],
    };
  },
};

/** The three designs' section plans: the trade's own, then two reorderings that keep the story readable. */
function plans(plan: readonly PlanSection[], r: Rng): PlanSection[][] {
  const body = plan.filter((s) => s !== "contact");
  const swap = (list: PlanSection[]) => {
    const out = [...list];
    const i = Math.floor(r() * Math.max(1, out.length - 1));
    if (out.length > 1) [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
    return out;
  };
  const shorter = body.filter((s, i) => i < 2 || (s !== "stats" && s !== "team")).slice(0, 5);
  return [
    [...body, "contact"],
    [...swap(body), "contact"],
    [...swap(shorter.includes("testimonials") ? shorter : [...shorter.slice(0, 4), "testimonials"]), "contact"],
  ];
}

/**
 * The site's name: the description's, or, when it gives none, one that fits (from the place and the trade),
 * the same in every round so 'More designs' does not rename the business.
 */
function siteName(brief: Brief, trade: Trade): string {
  if (brief.name) return brief.name;
  const r = random((brief.seed ^ 0x5bd1e995) >>> 0);
  const noun = titleCase(trade.noun);
  const place = brief.place?.replace(/^the\s+/, "") ?? null;
  // A person's site with no name: say what they do, never "Your Name".
  if (brief.category === "personal" || (brief.category === "portfolio" && !place)) {
    const role = titleCase(brief.role ?? trade.practitioner);
    return clip(role.toLowerCase() === trade.noun.toLowerCase() ? role : `${role} · ${noun}`, documentLimits.siteName);
  }
  // A blog about something is named after it; a business that restores motorbikes after what it works on.
  // ("restoring vintage motorbikes for collectors": "Vintage Motorbikes").
  // "teaching Excel to accountants": "Excel for Accountants".
  const teaching = brief.purpose && /^teaching\s+(.+?)\s+to\s+(.+)$/.exec(brief.purpose);
  const subject = teaching ? `${teaching[1]} for ${teaching[2]}` : brief.purpose?.replace(/^\p{Ll}+ing\s+/u, "").replace(/\s+(?:for|to|with|in|at|across)\s.*$/u, "");
  if (subject && (brief.category === "blog" || !brief.trade) && subject.split(" ").length <= 4) return clip(titleCase(place && brief.category !== "blog" ? `${place} ${subject}` : subject), documentLimits.siteName);
  const options = place ? [`${place} ${noun}`] : [`Corner ${noun}`, `Good Day ${noun}`, `North Street ${noun}`, `Bright Side ${noun}`];
  return clip(pick(r, options), documentLimits.siteName);
}

function heroSection(w: Writer): Section {
  const headline = heading(w, w.brief.personal ? [...w.trade.headlines.filter((h) => !/\bwe\b|\bour\b/i.test(h)), "Hello, I'm {name}"] : w.trade.headlines, "headline");
  return {
    id: "home",
    type: "hero",
    heading: headline,
    subheading: clip(sentence(w, pickFillable(w, w.trade.intros)), documentLimits.subheading),
    action: { label: w.trade.cta.primary, link: "#contact" },
    art: { motif: motif(w, 0), seed: artSeed(w, 0) },
  };
}

/** "A bakery in Kisumu. Sourdough and birthday cakes.": what it is, where, and what it offers or for whom. */
function tagline(w: Writer): string {
  const what = capitalise(withArticle(w.brief.role ?? (w.brief.personal ? w.trade.practitioner : w.trade.noun)));
  const first = `${what}${w.brief.place ? ` ${inPlace(w.brief.place)}` : ""}${!w.brief.offers.length && w.brief.audience ? ` for ${w.brief.audience}` : ""}`;
  const offers = w.brief.offers.length ? ` ${capitalise(listText(w.brief.offers.slice(0, 3)))}.` : "";
  return clip(`${first}.${offers}`, documentLimits.tagline);
}

function document(w: Writer, plan: PlanSection[], choice: DesignChoice): WebsiteDocument {
  const doc = defaultDocument();
  const used = new Set<string>(["home"]);
  const sections = [heroSection(w), ...plan.map((kind) => writers[kind](w, idFor(kind, used)))].filter((s) => s.type === "hero" || hasContent(s));
  doc.style = { colors: choice.colors, fonts: choice.fonts, layout: choice.layout, look: choice.look };
  doc.content.siteName = w.name;
  doc.content.tagline = tagline(w);
  doc.content.sections = sections;
  doc.settings.components = {
    navigation: true,
    footer: true,
    contactForm: sections.some((s) => s.type === "contact"),
    gallery: sections.some((s) => s.type === "gallery"),
    // No social links are invented: an address someone else owns must never go live from a guess.
    socialLinks: false,
  };
  doc.settings.effects = { parallax: false, fadeIn: w.r() < 0.5, smoothScroll: true };
  return applySeoAutofill(doc);
}

const sectionIds: Record<PlanSection, string> = {
  features: "why-us", services: "offers", gallery: "gallery", testimonials: "reviews", content: "about", faq: "questions",
  stats: "numbers", cta: "start", team: "team", hours: "hours", pricing: "pricing", contact: "contact",
};

function idFor(kind: PlanSection, used: Set<string>): string {
  let id = sectionIds[kind];
  for (let n = 2; used.has(id); n++) id = `${sectionIds[kind]}-${n}`;
  used.add(id);
  return id;
}

/** A section with nothing in it is left out rather than published empty. */
function hasContent(section: Section): boolean {
  return !!(section.content?.trim() || section.items?.length || section.features?.length);
}

function speaksAsOne(trade: Trade): boolean {
  return [...trade.about, ...trade.intros].some((line) => /\b(?:I|I'm|I've|my)\b/.test(line));
}

/** What every design of one round shares: the trade, the name, the slots and the voice. */
function basis(brief: Brief, round: number): Omit<Writer, "r" | "headings"> {
  const trade = brief.trade ?? genericTrade(brief.category, brief.noun);
  const name = siteName(brief, trade);
  return {
    brief,
    trade,
    name,
    slots: { name, place: brief.place, customers: trade.customers, noun: trade.noun },
    // One person's site speaks as "I", and so does a trade the catalogue writes in the first person (a counsellor).
    voice: brief.personal || speaksAsOne(trade) ? inFirstPersonSingular : (text: string) => text,
    one: brief.personal || speaksAsOne(trade),
    seed: (brief.seed ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0,
  };
}

/** The three designs for a brief. `round` 0 is the first three; 'More designs' asks for round 1, 2... */
export function compose(brief: Brief, round = 0): WebsiteDocument[] {
  const base = basis(brief, round);
  const r = random(base.seed);
  const moods: Scheme[] = brief.scheme ? [brief.scheme] : base.trade.moods.length ? base.trade.moods : ["modern"];
  const choices = threeDesigns(moods, base.seed);
  const sectionPlans = plans(base.trade.plan, r);
  return choices.map((choice, i) => document({ ...base, r: random(base.seed + i + 1), seed: (base.seed + i * 104729) >>> 0, headings: new Set() }, sectionPlans[i]!, choice));
}

/** One section of the brief's site written again (round n), with the id it already has, for 'Rewrite'. */
export function composeSection(brief: Brief, type: Section["type"], id: string, round: number): Section {
  const base = basis(brief, round);
  const w: Writer = { ...base, r: random(base.seed), headings: new Set() };
  const section = type === "hero" ? heroSection(w) : writers[type](w, id);
  return { ...section, id };
}
