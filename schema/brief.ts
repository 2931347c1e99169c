// The structured brief: what a customer's description says, read once and then shared by everything that writes a
// site from it (the built-in designer, a model, 'More designs', section rewrites, the builder's card). Every field
// says how sure the reading is and which words it came from, so the AI builder can show it, ask when unsure, and
// let the customer correct it; the corrected brief is what the designs are made from, and it is saved with the site.
// Plain valibot and data: the AI builder's card imports this module.
import * as v from "valibot";
import { colourSchemes, PROMPT_MAX } from "./prompt";

/** The shapes of site a kind outside the catalogue is written from (docs/decisions/0029). */
export const archetypes = ["service", "shop", "food", "venue", "person", "organisation", "event", "software"] as const;
export type Archetype = (typeof archetypes)[number];

export const archetypeLabels: Record<Archetype, string> = {
  service: "A service business",
  shop: "A shop",
  food: "Food and drink",
  venue: "A place people visit",
  person: "A person",
  organisation: "An organisation",
  event: "An event",
  software: "Software or an app",
};

/** What a brief can ask the page to have. Each becomes a section kind (or a button) when the site is written. */
export const requestedSections = [
  "about", "services", "menu", "pricing", "gallery", "reviews", "faq", "team", "hours", "contact",
  "booking", "tickets", "donate", "articles", "product", "logos", "stats", "schedule", "newsletter", "map",
] as const;
export type RequestedSection = (typeof requestedSections)[number];

export const requestedSectionLabels: Record<RequestedSection, string> = {
  about: "About", services: "Services", menu: "Menu", pricing: "Pricing plans", gallery: "Gallery", reviews: "Reviews",
  faq: "FAQ", team: "Team", hours: "Opening hours", contact: "Contact", booking: "Booking", tickets: "Tickets",
  donate: "Donations", articles: "Articles", product: "Product", logos: "Client logos", stats: "Figures",
  schedule: "Schedule", newsletter: "Newsletter", map: "Map and directions",
};

/** Where an exact text goes on the page. */
export const exactRoles = ["tagline", "headline", "subheading", "button", "badge", "section-title", "text"] as const;
export type ExactRole = (typeof exactRoles)[number];

/**
 * "other" is what vouches for the business ("fully licensed and insured"); "note" is a short point the customer lists
 * about it ("unlimited km, full insurance, airport delivery free").
 */
export const factKinds = ["since", "years", "hours", "date", "price", "phone", "email", "address", "link", "other", "note"] as const;
export type FactKind = (typeof factKinds)[number];

export const BRIEF_INVALID = "The details of your website could not be read. Please describe it again.";

export const BRIEF_LIMITS = { text: 200, list: 24, noun: 60 } as const;

const text = (max: number = BRIEF_LIMITS.text) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const short = text();
const confidence = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
/** The words of the description a field was read from; empty when the customer set it on the card. */
const from = v.optional(v.pipe(v.string(), v.maxLength(BRIEF_LIMITS.text)), "");
const list = <T extends v.GenericSchema>(item: T) => v.optional(v.pipe(v.array(item), v.maxLength(BRIEF_LIMITS.list)), []);

export const kindSchema = v.strictObject({
  /** A catalogue entry's id, or "other" (then `noun` is the customer's own word for it). */
  id: v.pipe(v.string(), v.regex(/^(?:other|[a-z0-9-]{2,40})$/)),
  /** As a singular noun phrase for "a ___": "funeral home", "farrier". */
  noun: v.pipe(text(BRIEF_LIMITS.noun), v.minLength(1)),
  archetype: v.picklist(archetypes),
  confidence,
  from,
  /** The best other readings, most likely first: what the card offers when it asks. */
  guesses: list(v.strictObject({ id: v.string(), noun: text(BRIEF_LIMITS.noun), score: confidence })),
});
export type Kind = v.InferOutput<typeof kindSchema>;

export const briefSchema = v.strictObject({
  version: v.literal(1),
  /** The description as the customer wrote it (tidied), for a model and for reading again. */
  description: v.pipe(v.string(), v.maxLength(PROMPT_MAX)),
  language: v.strictObject({
    /** ISO 639-1 ("en", "sw", "fr"), or "pcm" for Nigerian Pidgin. */
    code: v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/)),
    /** Whether some of it is in another language than `code` ("partly in Swahili"). */
    mixed: v.boolean(),
    confidence,
  }),
  name: v.nullable(v.strictObject({ value: v.pipe(text(80), v.minLength(1)), confidence, from })),
  /** Whether the site is about one person (a CV, a portfolio): it speaks as "I". */
  person: v.boolean(),
  kind: kindSchema,
  place: v.nullable(
    v.strictObject({
      value: v.pipe(text(80), v.minLength(1)),
      /** ISO 3166-1 alpha-2, when known: prices and phone numbers follow it. */
      country: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
      confidence,
      from,
    }),
  ),
  audience: v.nullable(v.strictObject({ value: v.pipe(text(80), v.minLength(1)), from })),
  offers: list(
    v.strictObject({
      name: v.pipe(text(80), v.minLength(1)),
      /** The price as the customer wrote it ("KSh 500", "$89"): a fact, shown as given. */
      price: v.optional(text(40)),
      description: v.optional(text()),
      from,
    }),
  ),
  /** The people the brief names as its team ("Partners: CA Rajesh Mehta, CA Kavita Shah"), with their role. */
  people: list(v.strictObject({ name: v.pipe(text(60), v.minLength(1)), role: v.optional(text(60)), from })),
  /** Figures the customer asked to show ("Numbers to show: 2,400 girls trained, 18 schools"), each as written. */
  stats: list(v.strictObject({ value: v.pipe(text(24), v.minLength(1)), label: v.pipe(text(60), v.minLength(1)), from })),
  /** Plans or tiers the customer named ("Starter (Free), Pro ($29/mo)"), in their order. */
  plans: list(
    v.strictObject({
      name: v.pipe(text(60), v.minLength(1)),
      price: v.optional(text(40)),
      badge: v.optional(text(30)),
      features: list(text(120)),
    }),
  ),
  facts: list(v.strictObject({ kind: v.picklist(factKinds), text: v.pipe(short, v.minLength(1)), from })),
  sections: list(
    v.strictObject({
      kind: v.picklist(requestedSections),
      /** How many items the customer asked for ("an FAQ with 4 questions"). */
      count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24))),
      /** A title given for it. */
      title: v.optional(text(80)),
      from,
    }),
  ),
  exact: list(
    v.strictObject({
      text: v.pipe(short, v.minLength(1)),
      role: v.picklist(exactRoles),
      /** What a badge or a button belongs to ("Pro", "Desk lamp"), when the brief says. */
      target: v.optional(text(80)),
      from,
    }),
  ),
  look: v.strictObject({
    /** One of the builder's colour schemes, when the brief's words choose one. */
    scheme: v.nullable(v.picklist(colourSchemes.map((s) => s.value))),
    /** The look wishes as written ("warm off-white", "one accent colour"). */
    wishes: list(text(80)),
    stickyHeader: v.boolean(),
  }),
  /** Words of the description that tell the builder what to do, never to be shown on the page. */
  instructions: list(short),
  /** The customer's own sentences about the business, tidied and otherwise as written: the about section's words. */
  story: list(text(240)),
});
export type Brief = v.InferOutput<typeof briefSchema>;

/** Below this the card asks before designing (docs/decisions/0029 says how it was set). */
export const ASK_BELOW = { kind: 0.5, name: 0.45 } as const;

/** The questions the card asks first, when the reading is unsure: none when it is sure enough. */
export function questionsFor(brief: Brief): ("kind" | "name")[] {
  const asks: ("kind" | "name")[] = [];
  if (brief.kind.confidence < ASK_BELOW.kind) asks.push("kind");
  if (brief.name && brief.name.confidence < ASK_BELOW.name) asks.push("name");
  return asks;
}
