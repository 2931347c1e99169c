// One writer per kind of section, each working from the brief first (the customer's offers, facts, plans, exact
// texts and counts) and the catalogue or the archetype's copy second. Anything the designer makes up (a review, a
// person, a price, a date, an answer) is marked `sample: true`; what the customer said never is.
import type { Brief } from "../../../../schema/brief";
import { documentLimits, type Section, type SectionItem } from "../../../../schema/site-document";
import { samplePhone, samplePrice, type Country } from "../countries";
import { pick, type Rng } from "../look";
import type { ArchetypeCopy } from "../archetypes";
import type { Offer, PlanSection, Trade } from "../trade";
import { capitalise, clip, inPlace, singular } from "../words";
import { isWork, speaksOfWork } from "../read/archetypes";
import { TIME_LEAD } from "../read/facts";
import { escapeRe } from "../read/text";
import { fillSlots, fits, type Slots } from "./slots";
import { TITLE_KINDS } from "./titles";

export type Copy = Trade | (ArchetypeCopy & { id?: undefined; category?: undefined; keywords?: undefined; plural?: undefined });

/** The section kinds a page can have after its hero: the catalogue's plan kinds and the ones briefs ask for. */
export type Kind = PlanSection | "articles" | "product" | "logos" | "schedule" | `custom:${string}`;

export interface Writer {
  brief: Brief;
  trade: Trade | null;
  copy: Copy;
  slots: Slots;
  country: Country | null;
  r: Rng;
  /** 0 for the first designs; each 'More designs' and rewrite moves it on. */
  round: number;
  /** "we", or "I" for one person's site. */
  voice: (text: string) => string;
  one: boolean;
  /** Headings and introductory lines already on this page: two sections never share one. */
  headings: Set<string>;
  seed: number;
  /** The section titles the customer gave, by kind. */
  titles: ReadonlyMap<Kind, string>;
  /** The site's name as the header shows it: the customer's, or one made from the kind and place. */
  siteName: string;
}

const samplePeople = [
  "Amina Otieno", "Daniel Reyes", "Grace Wanjiku", "Tomás Silva", "Priya Nair", "Kwame Mensah", "Lena Fischer", "Sofia Rossi",
  "Joseph Kamau", "Mei Chen", "Fatima Bello", "Oliver Hughes", "Achieng Odhiambo", "Chidi Okafor", "Hannah Brooks", "Yusuf Ali",
];

const NAV_TITLE = 24;

/** The usable templates of a list, filled: those whose slots this brief can fill. */
export function usable(w: Writer, templates: readonly string[]): string[] {
  return templates.filter((t) => fits(t, w.slots)).map((t) => fillSlots(t, w.slots));
}

export function heading(w: Writer, options: readonly string[], kind: "headline" | "section" = "section"): string {
  let filled = usable(w, options).filter((o) => w.brief.person || !/\bI(?:'m| am)\s/.test(o));
  if (kind === "section" && filled.some((o) => o.length <= NAV_TITLE)) filled = filled.filter((o) => o.length <= NAV_TITLE);
  const fresh = filled.filter((o) => !w.headings.has(o));
  const chosen = clip(pick(w.r, fresh.length ? fresh : filled.length ? filled : [w.slots.name]), documentLimits.title);
  w.headings.add(chosen);
  return chosen;
}

/** A section's title: the customer's own when they gave one for it, else one of ours. */
function titled(w: Writer, kind: Kind, options: readonly string[]): string {
  const own = w.titles.get(kind);
  if (own) {
    w.headings.add(own);
    return own;
  }
  return heading(w, options);
}

const requestKinds: Partial<Record<Brief["sections"][number]["kind"], Kind[]>> = {
  about: ["content"], services: ["services"], menu: ["services"], gallery: ["gallery"], reviews: ["testimonials"], faq: ["faq"],
  team: ["team"], hours: ["hours"], contact: ["contact"], articles: ["articles"], product: ["product"], logos: ["logos"], stats: ["stats"],
  pricing: ["pricing"], tickets: ["pricing"], schedule: ["schedule"],
};

export function sentence(w: Writer, templates: readonly string[]): string {
  const options = usable(w, templates);
  return options.length ? w.voice(pick(w.r, options)) : "";
}

/**
 * A line under a heading. A kind outside the catalogue says what the customer offers, else what they called it
 * ("Custom boards from Saltline Shapes, in Byron Bay."), before a line any business could use ("Tell us what you
 * need."), which is left for when the brief gives neither.
 */
export function intro(w: Writer): string {
  const telling = w.copy.intros.filter((t) => /\{(?:offers|Offers|noun|Noun|aNoun)\}/.test(t));
  // (Each line once on a page: the services under the hero do not repeat its words.)
  const fresh = (templates: readonly string[]) => usable(w, templates).filter((l) => !w.headings.has(l));
  const options = !w.trade && fresh(telling).length ? fresh(telling) : fresh(w.copy.intros).length ? fresh(w.copy.intros) : usable(w, w.copy.intros);
  const line = options.length ? w.voice(pick(w.r, options)) : "";
  w.headings.add(line);
  return line;
}

/** How many items the customer asked for in a section of this kind, if they said. */
export function countFor(w: Writer, kind: Kind): number | undefined {
  return w.brief.sections.find((s) => s.count && requestKinds[s.kind]?.includes(kind))?.count;
}

const art = (w: Writer, i: number) => ({ motif: w.copy.motifs[i % w.copy.motifs.length]!, seed: (w.seed + i * 7919) >>> 0 });
const items = <T>(list: readonly T[], start: number, count: number): T[] => Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(start + i) % list.length]!);

/** A sample price where the catalogue knows a typical one: in the brief's currency, marked as a sample. */
function price(w: Writer, usd: number | undefined): string | undefined {
  return usd ? samplePrice(usd, w.country) : undefined;
}

/** The customer's offers first (with their prices, as facts), then, for a catalogue kind, its typical ones as samples. */
/** The customer's offers, then (when they name fewer than three, or `fill` asks for `limit`) marked samples. */
export function offerItems(w: Writer, limit = 6, fill = false): SectionItem[] {
  const head = (name: string) => singular((name.toLowerCase().match(/\p{L}+/gu) ?? []).at(-1) ?? "");
  const theirs: SectionItem[] = w.brief.offers.map((o) => {
    const known = w.trade?.offers.find((t) => t.name.toLowerCase() === o.name.toLowerCase() || head(t.name) === head(o.name));
    const description = o.description ?? (known ? w.voice(known.description) : undefined);
    return { title: capitalise(o.name), ...(description ? { description } : {}), ...(o.price ? { price: o.price } : {}) };
  });
  // "Sunset dhow cruise ... USD 45 per person": the one price a brief gives for the one thing it does, when the
  // thing is the customer's own kind and nothing else is named.
  const prices = factsOf(w, "price").filter((f) => /\d/.test(f.text));
  if (!theirs.length && !w.trade && prices.length === 1 && !w.brief.plans.length && !/^(?:business|service|services|company|shop|store|brand|project)$/i.test(w.brief.kind.noun)) {
    theirs.push({ title: capitalise(w.brief.kind.noun), price: prices[0]!.text });
  }
  if (theirs.length >= limit || (!fill && (theirs.length >= 3 || (theirs.length > 0 && !w.trade)))) return theirs.slice(0, limit);
  const fromCopy: Offer[] = w.trade ? w.trade.offers : w.copy.offers;
  // A sample about what the customer already named ("Tyres and alignment" beside their "Tyres fitted from £45")
  // would sit beside the real thing with a made-up price: only samples of other things fill the list.
  // (Nor beside their plans: "Day pass" at a made-up price under their "Day pass RWF 10,000".)
  const named = new Set([...theirs.map((t) => t.title ?? ""), ...w.brief.plans.map((p) => p.name)].flatMap((t) => (t.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map(singular)));
  const rest = fromCopy.filter((o) => !(o.name.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((word) => named.has(singular(word))));
  const start = w.trade ? 0 : 0;
  const ours = items(rest, start, limit - theirs.length).map(
    (o): SectionItem => ({
      title: fillSlots(o.name, w.slots),
      description: w.voice(fillSlots(o.description, w.slots)),
      // A made-up price beside the customer's own ("Membership £11" under their "Subs £120/yr") misleads: samples
      // are priced only when the customer gave no prices.
      ...(w.trade && "price" in o && o.price && !theirs.some((t) => t.price) ? { price: price(w, o.price) } : {}),
      sample: true,
    }),
  );
  return [...theirs, ...ours];
}

/** The facts of some kinds, in the order the brief gives them. */
export const factsOf = (w: Writer, ...kinds: Brief["facts"][number]["kind"][]) => w.brief.facts.filter((f) => kinds.includes(f.kind));

/** The brief's words just before a fact ("Sangeet – " before "18 Feb, 8pm", "prize pool " before "Rs 5 lakh"). */
export const wordsBefore = (f: Brief["facts"][number]) => f.from.slice(0, f.from.length - f.text.length);

/** How long the business has been going, each year once: "Est. 1921" and "since 1921" say one thing. */
export const yearsOf = (w: Writer) =>
  factsOf(w, "since", "years").filter((f, i, all) => {
    const year = f.kind === "since" ? /\d{4}/.exec(f.text)?.[0] : undefined;
    return !year || all.findIndex((g) => g.kind === "since" && g.text.includes(year)) === i;
  });

/** "Mon-Sat 10am-10pm" -> ["Mon-Sat", "10am-10pm"]; "24 hours" -> ["Open", "24 hours"]. */
/** "sauf lundi", "Pazar kapalı", "cerrado los lunes": a day shut, in the customer's words. */
const CLOSED_DAY = /^(?:sauf|fermé|fermeture|cerrad|fechad|tutup|libur)|(?:ruhetag|geschlossen|kapalı|tutup|libur|nieczynne|zamknięte)$/iu;

const LEAD_ONLY = new RegExp(`^(?:${TIME_LEAD})$`, "iu");

function hoursRow(text: string): SectionItem {
  // "Sunday off", "Mon closed": a day the business is shut.
  const shut = /^(.*?\p{L})\s+(?:closed|off)$/iu.exec(text);
  if (shut && !/\d/.test(shut[1]!)) return { title: capitalise(shut[1]!.trim()), description: "Closed" };
  if (CLOSED_DAY.test(text)) return { title: "Closed", description: text };
  // "till 3am Fri & Sat", "until midnight": the days it is for, or "Open", and the closing time in their words.
  const till = /^((?:till|until|til)\s+\S+)(?:\s+(?:on\s+)?(.+))?$/iu.exec(text);
  if (till) return { title: till[2] ? capitalise(till[2]) : "Open", description: till[1]! };
  // ("segunda e sexta às 19h", "Do-Sa ab 18 Uhr", "Jumatatu hadi Jumamosi saa 2 asubuhi": the word that brings in the
  // time goes with the time.)
  const m = /^(.*?\p{L}\.?)\s*,?\s*((?:(?:from|às|as|à|ab|um|dès|desde las|desde|a las|a partir d[ea]s?|saa|jam|pukul|(?:pagi|siang|sore|malam)\s+jam)\s+)?\d.*)$/iu.exec(text);
  // ("de 6h à 21h", "bis 23 Uhr": a time with only its own word before it is when it is open, on no named day.)
  if (m && LEAD_ONLY.test(m[1]!.trim())) return { title: "Open", description: text };
  // ("7pm a 2am", "6h à 20h", "7:30am to 8pm Mon-Sat": a time and the word joining it to the next are no days.)
  if (m && /\p{L}/u.test(m[1]!) && !/^(?:open|from|\d{1,2}h)$/i.test(m[1]!.trim()) && !/^\d.*\s(?:a|à|às|bis|hasta|to|till|until|til)$/i.test(m[1]!.trim())) return { title: capitalise(m[1]!.trim()), description: m[2]!.trim() };
  // "15:30-17:30, Monday to Saturday": the times first, then the days they are for.
  const after = /^(\d.*?\d(?:\s?(?:am|pm|h|hrs))?)\s*,?\s+((?:mon|tue|wed|thu|fri|sat|sun|daily|every day|weekdays|weekends)\p{L}*.*)$/iu.exec(text);
  if (after) return { title: capitalise(after[2]!.trim()), description: after[1]!.trim() };
  return { title: "Open", description: text };
}

/**
 * The opening hours as rows, one per time said. A time said in two pieces is one row ("daily 7am–10pm", "7:00-9:00
 * and 15:30-17:30, Monday to Saturday"), and a day said alone beside real opening times is about something else
 * ("koeksisters on Sundays", "a vinyl night every first Friday"), not when the doors open.
 */
function hoursRows(facts: readonly Brief["facts"][number][]): SectionItem[] {
  const rows: { item: SectionItem; text: string }[] = [];
  for (const f of facts) {
    const item = hoursRow(f.text);
    const before = wordsBefore(f);
    const prev = rows.at(-1);
    const joined = prev && new RegExp(`${escapeRe(prev.text)}\\s*(?:,|and|&)?\\s*$`, "iu").test(before);
    if (prev && joined && !/\d/.test(prev.text) && item.title === "Open" && /^\d/.test(f.text)) {
      prev.item = { title: capitalise(prev.text), description: f.text };
      prev.text = f.text;
      continue;
    }
    // ("7pm a 2am todos los días": the days after the times.)
    if (prev && joined && prev.item.title === "Open" && /^\d/.test(prev.text) && !/\d/.test(f.text) && !/\b(?:closed|off)$/i.test(f.text) && !CLOSED_DAY.test(f.text)) {
      prev.item = { title: capitalise(f.text), description: prev.text };
      prev.text = f.text;
      continue;
    }
    if (prev && joined && prev.item.title === "Open" && /^\d/.test(prev.text) && item.title !== "Open" && /^\d/.test(item.description ?? "")) {
      prev.item = { title: item.title, description: `${prev.text} and ${item.description}` };
      prev.text = f.text;
      continue;
    }
    rows.push({ item, text: f.text });
  }
  const timed = rows.some((r) => /\d|24\/7/.test(r.text));
  const loneDay = /^(?:(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?s?|tue|wed|thu|sat|sun)\.?$/i;
  return rows.filter((r) => !(timed && loneDay.test(r.text.trim()))).map((r) => r.item);
}

/** Whether a shop's services stand beside its shelf: it does work too, and names goods enough for a shelf. */
export function besideShelf(brief: Brief): boolean {
  return brief.kind.archetype === "shop" && speaksOfWork(brief.description) && shopGoods(brief).length >= 2;
}

/** Asking the visitor to book or reserve: "Book a table", "Can I book a table?", "Reserve a table". */
export const BOOKS = /\b(?:book(?!s\b|shop|store|let)|reserv)/i;

/** Whether the customer says there are no bookings: "No bookings", "no reservations", "walk-ins only". */
export function saysNoBookings(brief: Brief): boolean {
  return brief.facts.some((f) => /^(?:no (?:bookings?|reservations?|booking needed)|walk[- ]?ins? only)$/i.test(f.text));
}

/** The things a shop's customer lists that can be put on a shelf: not how it trades ("wholesale", "delivery"). */
export function shopGoods(brief: Brief): Brief["offers"] {
  // (A shop that also does work keeps the work for its services: "We fix phones" is no phone on the shelf.)
  const works = speaksOfWork(brief.description);
  return brief.offers.filter((o) => !(works && isWork(o)) && !/^(?:wholesale|retail|delivery|free delivery|shipping|waybill|pick-?up|collection|custom orders?|orders?|repairs?|alterations|installation|consultations?|gift wrapping|returns)$|^(?:ship|ships|shipping|we ship|deliver|delivery|free delivery)\b/i.test(o.name.trim()));
}

const writers: Record<PlanSection | "articles" | "product" | "logos" | "schedule", (w: Writer, id: string) => Section> = {
  features: (w, id) => {
    // What vouches for them ("Fully licensed and insured", "Registered with EBK") first, then the points they list
    // ("unlimited km, full insurance"), in their words, up to six; samples only make up three.
    const own = factsOf(w, "other", "note").slice(0, 6);
    // (A list of points is not all reasons to choose: "park fees extra" is worth knowing.)
    const points = own.some((f) => f.kind === "note");
    return {
      id,
      type: "features",
      // (A page may already have "Good to know" questions and "At a glance" numbers: a third title keeps each landmark's
      // name its own.)
      title: heading(w, points ? ["Good to know", "At a glance", "Worth knowing"] : w.one ? ["How I work", "Why work with me"] : ["Why choose {name}", "Why {customers} choose us", "What sets us apart", "Why people choose us"]),
      items: [
        ...own.map((f) => ({ title: clip(capitalise(f.text), documentLimits.title) })),
        ...items(w.copy.benefits, Math.floor(w.r() * 2), 3).map((b) => ({ title: fillSlots(b.title, w.slots), description: w.voice(fillSlots(b.description, w.slots)), sample: true })),
      ]
        // (A section the page has only for the customer's points holds nothing else.)
        .slice(0, own.length && !w.copy.plan.includes("features") ? own.length : Math.max(3, own.length))
        .map((item, i) => ({ ...item, art: art(w, i) })),
    };
  },
  services: (w, id) => {
    const menu = w.brief.sections.some((s) => s.kind === "menu");
    return {
      id,
      type: "services",
      // (Beside a shop's shelf, the work it also does is what they do, never a second "Shop".)
      title: titled(w, "services", menu ? ["Menu", "Our menu"] : w.headings.has(w.copy.offersTitle) || besideShelf(w.brief) ? ["What we do", "Services"] : [w.copy.offersTitle]),
      content: w.brief.audience ? `For ${w.brief.audience.value}${w.slots.place ? ` ${inPlace(w.slots.place)}` : ""}.` : intro(w),
      // Every offer the customer lists (up to twelve), however many the design would show by default.
      items: offerItems(w, Math.max(6, countFor(w, "services") ?? 0, Math.min(12, w.brief.offers.length)), !!countFor(w, "services")),
    };
  },
  schedule: (w, id) => {
    // "Mehendi – 18 Feb, 4pm; Sangeet – 18 Feb, 8pm": each time under what happens then.
    const rows = factsOf(w, "date", "hours").map((f): SectionItem => {
      const before = wordsBefore(f);
      const label = /(?:^|[;,.(:]\s*)(\p{Lu}[\p{L}'’ &-]{1,30}?)\s*[–—:-]\s*$/u.exec(before)?.[1];
      if (label) return { title: label.trim(), description: f.text };
      // A date is whole ("14 February 2026", not "14 February" over "2026"); a deadline keeps what it is for
      // ("RSVP by 15 December").
      const by = /(?:^|[\s"“'‘(])((?:\p{L}+\s+){0,2}(?:by|until|before|deadline:?))\s*$/iu.exec(before)?.[1];
      if (f.kind === "date") return by ? { title: capitalise(by), description: f.text } : { title: f.text };
      return hoursRow(f.text);
    });
    const word = /line-?up/i.test(w.brief.sections.find((s) => s.kind === "schedule")?.from ?? "") ? "Line-up" : w.brief.kind.archetype === "organisation" ? "Times" : "Programme";
    return {
      id,
      type: "services",
      title: titled(w, "schedule", [word, "Schedule"]),
      items: rows.length ? rows : [
        { title: "First item", description: "Add the time and what happens", sample: true },
        { title: "Second item", description: "Add the time and what happens", sample: true },
        { title: "Third item", description: "Add the time and what happens", sample: true },
      ],
    };
  },
  gallery: (w, id) => {
    // The groups the customer named caption the pictures first ("Restoration", "Commissions", "Lamps").
    const groups = w.brief.exact.filter((e) => e.role === "text" && e.target === "gallery").map((e) => e.text);
    const count = Math.max(countFor(w, "gallery") ?? 4, groups.length);
    const names = [...new Set([...groups, ...offerItems(w, 12).map((o) => o.title!).filter(Boolean)])];
    // More pictures asked for than things named: plain captions, never another trade's work.
    const captions = ["Up close", "At work", "The details", "Behind the scenes", "Finished", "On location", "In use", "Before and after", "A favourite", "From the archive", "Fresh out", "Made by hand", "Close to home", "The result", "All together"];
    for (const c of captions) if (names.length < count && !names.includes(c)) names.push(c);
    return {
      id,
      type: "gallery",
      title: titled(w, "gallery", w.brief.kind.archetype === "person" ? ["Selected work", "Recent work"] : w.brief.kind.archetype === "shop" ? ["From the shop", "A closer look"] : ["A closer look", "Around {name}", "Take a look"]),
      items: Array.from({ length: count }, (_, i) => ({ title: names[i] ?? `Picture ${i + 1}`, art: art(w, i + 10) })),
    };
  },
  testimonials: (w, id) => {
    const count = countFor(w, "testimonials") ?? 3;
    const quotes = usable(w, w.copy.reviews);
    // One starting quote, then the next ones in turn: no review is said twice while others are left unsaid.
    const start = Math.floor(w.r() * quotes.length);
    return {
      id,
      type: "testimonials",
      title: titled(w, "testimonials", ["What {customers} say", "Kind words", "In their words"]),
      items: Array.from({ length: Math.min(count, 12) }, (_, i) => ({
        content: quotes[(start + i) % Math.max(1, quotes.length)] ?? "A review from a customer goes here.",
        title: samplePeople[(w.seed + i * 5) % samplePeople.length]!,
        description: w.slots.place ?? capitalise(w.copy.customers.replace(/s$/, "")),
        sample: true as const,
      })),
    };
  },
  content: (w, id) => {
    const opening = sentence(w, w.copy.about);
    // The customer's own sentences about the business, then their exact words asked for as text.
    const story = w.brief.story.filter((s) => !opening.includes(s));
    // (A text meant for another section or a product's choices goes there, not here.)
    const texts = w.brief.exact.filter((e) => e.role === "text" && !e.target && e.text.split(/\s+/).length >= 3).map((e) => e.text);
    const since = yearsOf(w).filter((f) => !story.some((s) => s.toLowerCase().includes(f.text.toLowerCase())));
    const facts = since.map((f) => (f.kind === "since" ? `${capitalise(f.text)}.` : /\b(?:years?|yrs?|decades?)$/i.test(f.text) ? `${capitalise(f.text)} of experience.` : `${capitalise(f.text)}.`));
    const paragraphs = [[opening, ...facts].filter(Boolean).join(" "), ...story.length ? [story.join(" ")] : [], ...texts];
    if (!story.length && w.trade) paragraphs.push(sentence(w, w.trade.about.filter((a) => a !== opening)));
    return {
      id,
      type: "content",
      title: titled(w, "content", w.one ? ["About me", "A little about me"] : ["Our story", "About {name}", "Who we are"]),
      content: clip(paragraphs.filter((p) => p.trim()).map((p) => w.voice(p)).join("\n\n"), documentLimits.text),
    };
  },
  faq: (w, id) => {
    const count = countFor(w, "faq") ?? 5;
    // (A page that says "No bookings" asks no "Can I book a table?".)
    const unbooked = saysNoBookings(w.brief);
    const pool = [...w.copy.questions, ...extraQuestions].filter((q) => fits(q.question, w.slots) && fits(q.answer, w.slots) && !(unbooked && BOOKS.test(q.question)));
    const start = Math.floor(w.r() * Math.max(1, w.copy.questions.length));
    // (The kind's questions and the common ones may ask the same thing, "Where is {name}?": each is asked once.)
    const filled = [...items(pool.slice(0, w.copy.questions.length), start, w.copy.questions.length), ...pool.slice(w.copy.questions.length)].map((q) => ({ title: fillSlots(q.question, w.slots), content: w.voice(fillSlots(q.answer, w.slots)) }));
    const chosen = filled.filter((q, i) => filled.findIndex((x) => x.title.toLowerCase() === q.title.toLowerCase()) === i).slice(0, count);
    return {
      id,
      type: "faq",
      title: titled(w, "faq", ["Questions, answered", "Good to know", "Frequently asked questions"]),
      items: chosen,
      sample: true,
    };
  },
  stats: (w, id) => {
    const facts = yearsOf(w).concat(w.brief.facts.filter((f) => f.kind === "hours" && /24/.test(f.text)));
    // The customer's own figures first ("2,400 — girls trained"), then how long it has been going.
    const own = [
      ...w.brief.stats.map((x): SectionItem => ({ title: x.value, description: /^(?:of|in|on|per|a|an)\s/.test(x.label) ? x.label : capitalise(x.label) })),
      ...facts.map((f): SectionItem => ({ title: capitalise(f.text), description: f.kind === "since" ? "In business" : f.kind === "years" ? "Experience" : "Open" })),
    ];
    const samples = (w.trade?.stats ?? [{ value: "100+", label: `happy ${w.copy.customers}` }, { value: "5", label: "years of experience" }]).map((s): SectionItem => ({ title: s.value, description: s.label, sample: true }));
    return {
      id,
      type: "stats",
      title: titled(w, "stats", ["In numbers", "{name} in numbers", "At a glance"]),
      // (Figures of the customer's own, two or more, need no sample beside them.)
      items: w.brief.stats.length >= 2 ? own : [...own, ...samples].slice(0, Math.max(3, own.length)),
    };
  },
  cta: (w, id) => {
    const buttons = w.brief.exact.filter((e) => e.role === "button");
    // What the band is for: a donation, a newsletter, a booking, or the kind's own next step.
    const asked = w.brief.sections.map((s) => s.kind);
    const purpose = asked.includes("donate") ? "donate" : asked.includes("newsletter") ? "newsletter" : asked.includes("booking") ? "booking" : null;
    const own = buttons.find((b) => (purpose === "donate" ? /donat|give|support|sponsor|tithe|offering/i : purpose === "newsletter" ? /subscrib|sign ?up|join|newsletter/i : /book|reserve|appoint/i).test(b.text))?.text;
    const label = own ?? (purpose === "donate" ? "Donate" : purpose === "newsletter" ? "Subscribe" : purpose === "booking" ? "Book now" : (buttons[1]?.text ?? buttons[0]?.text ?? w.copy.cta.primary));
    const title = purpose === "donate" ? heading(w, ["Support our work", "Give today", "Help {name} do more"]) : purpose === "newsletter" ? heading(w, ["Get the newsletter", "Stay in the loop", "Subscribe to {name}"]) : purpose === "booking" ? heading(w, ["Book with {name}", "Make a booking", "Book your place"]) : heading(w, w.copy.headlines.filter((h) => !h.includes("{place}") && !h.includes("{inPlace}")).slice(-2), "headline");
    const content =
      purpose === "donate" ? sentence(w, ["Every gift helps {name} do more.", "Your support keeps {name} going."]) : purpose === "newsletter" ? sentence(w, ["News from {name}, straight to your inbox.", "Get every update from {name}."]) : purpose === "booking" ? sentence(w, ["Send {name} your date to book.", "Tell {name} when suits you."]) : sentence(w, w.copy.intros);
    return { id, type: "cta", title, content: content || title, action: { label: clip(label, documentLimits.buttonLabel), link: "#contact" } };
  },
  team: (w, id) => {
    const named = w.brief.people;
    const count = Math.max(countFor(w, "team") ?? (named.length ? 0 : 3), named.length);
    // ("Meet the speakers": each sample is a speaker, not the kind's usual "Host" or "Guest".)
    const people = /^Meet the (\p{L}+)$/u.exec(w.brief.sections.find((s) => s.kind === "team")?.title ?? "")?.[1];
    const roles = people ? [capitalise(singular(people))] : w.copy.team.length ? w.copy.team : ["Team member"];
    // The customer's own people first, as named; sample portraits only to make up a count asked for.
    const own = named.map((p, i) => ({ title: p.name, ...(p.role ? { description: p.role } : {}), art: art(w, i + 20) }));
    const samples = Array.from({ length: Math.max(0, Math.min(count, 12) - own.length) }, (_, i) => ({ title: samplePeople[(w.seed + i * 3 + 1) % samplePeople.length]!, description: roles[i % roles.length]!, art: art(w, own.length + i + 20), sample: true as const }));
    return {
      id,
      type: "team",
      title: titled(w, "team", ["Meet the team", "The people behind {name}", "Who you will meet"]),
      items: [...own, ...samples].slice(0, 12),
    };
  },
  hours: (w, id) => {
    const given = hoursRows(factsOf(w, "hours"));
    // ("at Landmark Centre": the customer's words, as a line of its own.)
    const address = factsOf(w, "address").map((f) => capitalise(f.text));
    const where = address.length ? address : w.slots.place ? [`${capitalise(inPlace(w.slots.place))}.`] : [];
    // An event has its dates, not weekly opening hours: without times of its own it says only where it is.
    if (!given.length && w.brief.kind.archetype === "event") return { id, type: "hours", title: titled(w, "hours", ["Getting there", "Where to find us"]), ...(where.length ? { content: where.join("\n\n") } : {}), items: [] };
    return {
      id,
      type: "hours",
      title: titled(w, "hours", w.copy.openingHours || given.length ? ["Opening hours", "When to find us", "Visit us"] : ["When we work", "Hours"]),
      ...(where.length ? { content: where.join("\n\n") } : {}),
      items: given.length
        ? given
        : w.copy.openingHours
          ? [
              { title: "Monday to Friday", description: "8:00 to 18:00", sample: true },
              { title: "Saturday", description: "9:00 to 16:00", sample: true },
              { title: "Sunday", description: "Closed", sample: true },
            ]
          : [
              { title: "Monday to Friday", description: "By appointment", sample: true },
              { title: "Weekends", description: "On request", sample: true },
            ],
    };
  },
  pricing: (w, id) => {
    const ticket = w.brief.kind.archetype === "event" || w.brief.sections.some((s) => s.kind === "tickets");
    if (w.brief.plans.length) {
      return {
        id,
        type: "pricing",
        title: titled(w, "pricing", ticket ? ["Tickets", "Get your ticket"] : ["Plans and prices", "Choose your plan", "Pricing"]),
        items: w.brief.plans.map((p) => ({
          title: p.name,
          ...(p.price ? { price: p.price } : {}),
          ...(p.badge ? { badge: p.badge } : {}),
          ...(p.features.length ? { features: p.features } : {}),
        })),
      };
    }
    // "Day pass KSh 500, hot desk KSh 8,000/month": the customer's own priced offers are the plans; sample tiers,
    // marked, only fill up to the number of tiers asked for.
    const priced = w.brief.offers.filter((o) => o.price).slice(0, 8);
    const asked = countFor(w, "pricing");
    const count = Math.min(8, Math.max(priced.length, asked ?? (priced.length ? 0 : 3)));
    const names = (ticket ? ["Early bird", "Standard", "VIP", "Group", "Student", "Day pass"] : ["Starter", "Standard", "Complete", "Premium", "Business", "Enterprise"]).filter((n) => !priced.some((o) => o.name.toLowerCase() === n.toLowerCase()));
    const offers = offerItems(w, 8);
    const base = w.trade?.offers.find((o) => o.price)?.price ?? 20;
    const own: SectionItem[] = priced.map((o) => {
      const badge = w.brief.exact.find((e) => e.role === "badge" && e.target && o.name.toLowerCase().startsWith(e.target.toLowerCase()))?.text;
      return { title: capitalise(o.name), price: o.price!, ...(badge ? { badge } : {}) };
    });
    const samples: SectionItem[] = Array.from({ length: count - own.length }, (_, i) => ({
      title: names[i]!,
      price: samplePrice(base * [1, 2.5, 5, 8, 12, 20][i]!, w.country),
      features: offers.slice(0, i + 2).map((o) => o.title!).filter(Boolean),
      sample: true as const,
    }));
    return {
      id,
      type: "pricing",
      title: titled(w, "pricing", ticket ? ["Tickets", "Get your ticket"] : own.length ? ["Prices", "Plans and prices", "Choose your plan"] : ["Plans and prices", "Choose your plan", "Simple pricing"]),
      items: [...own, ...samples],
    };
  },
  contact: (w, id) => {
    const emails = factsOf(w, "email");
    const phones = factsOf(w, "phone");
    const links = factsOf(w, "link");
    const address = factsOf(w, "address");
    const sample = samplePhone(w.country);
    const contactItems: SectionItem[] = [
      ...(emails.length ? emails.map((e) => ({ title: "Email", content: e.text, link: `mailto:${e.text}` })) : [{ title: "Email", content: "hello@example.com", link: "mailto:hello@example.com", sample: true as const }]),
      ...phones.map((p) => ({ title: "Phone", content: p.text, link: `tel:${p.text.replace(/[^\d+]/g, "")}` })),
      // A person's site is reached by email; a business is called as well, at a number in its country's format
      // when the brief gives none (and none at all where that format is unknown).
      ...(!phones.length && sample && !w.brief.person ? [{ title: "Phone", content: sample, link: `tel:${sample.replace(/[^\d+]/g, "")}`, sample: true as const }] : []),
      ...links.map((l) => ({ title: "Online", content: l.text, ...(/^https:\/\//.test(l.text) ? { link: l.text } : {}) })),
      ...(address.length ? address.map((a) => ({ title: "Address", content: capitalise(a.text) })) : w.slots.place ? [{ title: "Where", content: w.slots.place }] : []),
    ];
    return {
      id,
      type: "contact",
      title: titled(w, "contact", w.one ? ["Get in touch", "Say hello", "Let's talk"] : ["Get in touch", "Contact us", "Say hello"]),
      content: sentence(w, contactLines),
      items: contactItems.slice(0, 8),
    };
  },
  articles: (w, id) => {
    const count = countFor(w, "articles") ?? 3;
    const label = w.brief.exact.find((e) => e.role === "button" && /read|more|learn/i.test(e.text))?.text ?? "Read more";
    const titles = usable(w, articleTitles);
    return {
      id,
      type: "articles",
      title: titled(w, "articles", ["Latest articles", "From the journal", "News and stories"]),
      items: Array.from({ length: Math.min(count, 12) }, (_, i) => ({
        title: titles[(i + w.round) % titles.length] ?? `Article ${i + 1}`,
        description: "The article in a sentence or two.",
        date: sampleDates[(i + w.round) % sampleDates.length]!,
        action: { label: clip(label, documentLimits.buttonLabel), link: `#${id}` },
        art: art(w, i + 30),
        sample: true as const,
      })),
    };
  },
  product: (w, id) => {
    const buy = w.brief.exact.find((e) => e.role === "button" && /cart|basket|bag|buy|order|shop|pre-?order|get (?:it|yours|one)/i.test(e.text))?.text;
    const badge = w.brief.exact.find((e) => e.role === "badge" && !w.brief.plans.some((p) => p.badge === e.text))?.text;
    const priced = w.brief.offers.filter((o) => o.price);
    const asked = countFor(w, "product");
    // "an online shop for kangas", "a grid of at least 8 products": a shop, unless the brief is about one product.
    const oneProduct = /\b(?:one|single|our|the|a|only)\s+(?:product|item)\b(?!s)|\bone-product\b|\blanding page for\b|\bone and only\b/i.test(w.brief.description) && !asked;
    const shop = /\b(?:online (?:shop|store)|web ?shop|e-?shop|shop (?:page|section|with)|sell (?:them |it |everything )?online|products? (?:grid|cards|list))\b/i.test(w.brief.description) || w.brief.kind.archetype === "shop";
    // A shop's goods as cards, each with its price and a button; one product as a showcase.
    if ((asked ?? 0) >= 2 || priced.length >= 2 || (!oneProduct && shop) || (w.brief.offers.length >= 3 && w.brief.kind.archetype === "shop" && w.brief.name?.value !== w.siteName)) {
      const shelf = shopGoods(w.brief);
      const goods = [...shelf.filter((o) => o.price), ...shelf.filter((o) => !o.price)].slice(0, Math.max(12, asked ?? 0));
      const want = Math.min(12, Math.max(goods.length, asked ?? 3));
      // Too few of the customer's own goods for the grid asked for: sample cards, marked, in the brief's currency.
      const base = w.trade?.offers.find((o) => o.price)?.price ?? 20;
      const samples = ["Best seller", "New arrival", "Gift set", "Classic", "Limited edition", "Customer favourite", "Bundle", "Seasonal pick", "Essentials", "Starter set", "Special order", "Collector's piece"];
      const cards: SectionItem[] = goods.map((o) => ({ title: capitalise(o.name), ...(o.price ? { price: o.price } : {}) }));
      // (A catalogue shop's own typical goods come first: a bookshop's samples are books, not a "Gift set".)
      const typical = (w.trade?.offers ?? []).filter((t) => t.price && !cards.some((c) => c.title!.toLowerCase() === t.name.toLowerCase()));
      for (const t of typical) if (cards.length < want) cards.push({ title: t.name, description: w.voice(t.description), price: samplePrice(t.price!, w.country), sample: true });
      for (let i = 0; cards.length < want; i++) cards.push({ title: samples[i % samples.length]!, price: samplePrice(base * [1, 1.5, 2, 3][i % 4]!, w.country), sample: true });
      return {
        id,
        type: "product",
        // (Never "Order online": the button asks them to get in touch, and not every shop sells on its site.)
        title: titled(w, "product", ["What we sell", "From the shop", "Shop"]),
        items: cards.map((c, i) => ({
          ...c,
          ...(i === 0 && badge ? { badge } : {}),
          action: { label: clip(buy ?? "Order", documentLimits.buttonLabel), link: "#contact" },
          art: art(w, 40 + i),
        })),
      };
    }
    const price_ = factsOf(w, "price").find((f) => /\d/.test(f.text))?.text;
    const features = w.brief.offers.filter((o) => !o.price).map((o) => capitalise(o.name)).slice(0, 6);
    return {
      id,
      type: "product",
      title: titled(w, "product", ["The {noun}", "Meet {name}", "Get yours"]),
      items: [
        {
          title: w.siteName,
          ...(price_ ? { price: price_ } : {}),
          description: w.brief.story[0] ?? sentence(w, w.copy.intros),
          ...(features.length ? { features } : {}),
          ...(badge ? { badge } : {}),
          action: { label: clip(buy ?? "Order now", documentLimits.buttonLabel), link: "#contact" },
          art: art(w, 40),
        },
      ],
    };
  },
  logos: (w, id) => {
    const clauses = logoClauses(w.brief);
    const named = logoNames(clauses);
    // The names given are the strip; placeholders only make up a count asked for, or stand in for none.
    const count = Math.max(named.length, countFor(w, "logos") ?? (named.length ? 0 : 4));
    // "sponsor logos", "our partners": whose logos they are names the strip and its placeholders.
    const from = clauses.join(" ");
    const whose = /\bsponsor/i.test(from) ? "Sponsor" : /\bpartner/i.test(from) ? "Partner" : /\b(?:press|media|featured|as seen)/i.test(from) ? "Publication" : "Client";
    const titles = { Sponsor: ["Our sponsors", "With thanks to our sponsors"], Partner: ["Our partners", "Working with"], Publication: ["As seen in", "In the press"], Client: ["Trusted by", "Clients include", "As seen with"] }[whose];
    return {
      id,
      type: "logos",
      title: titled(w, "logos", titles),
      items: Array.from({ length: Math.min(count, 12) }, (_, i) => (named[i] ? { title: named[i]! } : { title: `${whose} ${i + 1}`, sample: true as const })),
    };
  },
};

/** Where the brief speaks of its logo strip: the request, or the words around a title given for it ("a strip 'Featured in' with: ..."). */
function logoClauses(brief: Brief): string[] {
  const titled = brief.exact.filter((e) => e.role === "section-title" && TITLE_KINDS.some(([re, k]) => k === "logos" && re.test(e.text.trim())));
  // A request's words are kept cut short: read on to the end of its sentence, where the last names are.
  const whole = (from: string) => {
    const at = brief.description.indexOf(from);
    if (at < 0) return from;
    const rest = brief.description.slice(at, at + 400);
    return rest.slice(0, Math.max(from.length, rest.search(/[.;!?\n](?:\s|$)/) + 1 || rest.length));
  };
  const after = (text: string) => {
    const end = brief.description.indexOf(text) + text.length;
    return brief.description.slice(end, end + 160);
  };
  return [...brief.sections.filter((s) => s.kind === "logos").map((s) => whole(s.from)), ...titled.map((e) => after(e.text))];
}

/** "a client logos strip (Anglo, AfriSam, Sibanye)": the companies the brief names beside its logo strip. */
function logoNames(clauses: readonly string[]): string[] {
  for (const clause of clauses) {
    // The names come after what asks for the strip, not after an earlier "with" ("a shop with ... and a strip ...").
    const from = clause.slice(Math.max(0, clause.search(/strip|logos?\b|sponsor|client|partner|featured|seen|press/i)));
    const m = /\(([^)]{3,160})\)|(?:include|including|like|such as|from|with|:)\s+([^.;]{3,160})/i.exec(from);
    if (!m) continue;
    // A dash ends the list: what follows is about it ("Guinness Nigeria – show their logos").
    const names = (m[1] ?? m[2]!)
      .split(/\s[–—-]\s/)[0]!
      .split(/,|\band\b|&|\//)
      .map((s) => s.trim().replace(/^(?:e\.?g\.?|eg)\s+/i, ""))
      // A name is capitalised words and the small words that join them ("Colegio Santa Rita del Sur"), never a
      // sentence in brackets ("I'll send them").
      .filter((s) => s.split(/\s+/).every((w) => /^(?:\p{Lu}|\d|&)/u.test(w) || /^(?:of|de|del|des|du|da|do|dos|la|le|el|y|e|et|and|the|van|von|der|für|for|on|in)$/.test(w)) && !/^(?:I|I'll|I'm|I've|We|We'll|We're)\b/.test(s) && s.length <= 48 && s.split(/\s+/).length <= 6 && !/\b(?:logos?|faqs?|questions?|button|section|page|gallery|contact|form|list|profiles?|photos?)\b/i.test(s))
      .slice(0, 12);
    if (names.length) return names;
  }
  return [];
}

const contactLines = ["Write or call {name}.", "Questions? Ask {name}.", "Get in touch with {name}.", "{name} would love to hear from you."];
const articleTitles = ["News from {name}", "Inside {name}", "What's new at {name}", "A week at {name}", "Behind the scenes at {name}", "Questions about {noun}, answered", "Our first year at {name}", "Meet the people of {name}"];
const sampleDates = ["2026-10-14", "2026-09-30", "2026-09-12", "2026-08-27", "2026-08-05", "2026-07-18", "2026-06-30", "2026-06-09"];
/** More questions, for a brief that asks for more than the copy holds: each names the business. */
const extraQuestions = [
  { question: "Where is {name}?", answer: "{name} is {inPlace}." },
  { question: "How do I contact {name}?", answer: "Use the contact details on this page." },
  { question: "Is {name} open on weekends?", answer: "See the hours, or ask us." },
  { question: "Does {name} offer gift vouchers?", answer: "Ask {name}." },
  { question: "How do I pay {name}?", answer: "{name} will tell you the ways to pay." },
  { question: "Can I book {name} for a group?", answer: "Yes: tell {name} what you need." },
  { question: "Does {name} work with businesses?", answer: "Ask {name} about your plans." },
  { question: "How far ahead should I book {name}?", answer: "As early as you can: {name} will confirm." },
];

export function writeSection(w: Writer, kind: Kind, id: string): Section {
  if (kind.startsWith("custom:")) {
    const title = kind.slice("custom:".length);
    w.headings.add(title);
    return { id, type: "content", title, content: "Your words for this section go here.", sample: true };
  }
  return writers[kind as keyof typeof writers](w, id);
}
