// What the built-in designer knows about one kind of site: the words that name it, what it offers, how it talks
// to its customers, what its pictures show and which moods its colours take. Data, not code: the entries live in
// trades.ts and the designer composes copy from them (see docs/decisions for the rules a catalogue entry keeps).
import type { Category, Scheme } from "../../../schema/prompt";
import type { Motif } from "../../../schema/motifs";

/** The section kinds a trade's page plan can name, after its hero (which every site has). */
export type PlanSection =
  | "features" // benefits: why choose this business
  | "services" // offers with prices: a menu, a service list, products
  | "gallery"
  | "testimonials" // sample reviews
  | "content" // the about story
  | "faq"
  | "stats"
  | "cta" // a call-to-action band
  | "team"
  | "hours" // opening hours and where to find it
  | "pricing" // plans or packages
  | "contact";

export interface Offer {
  /** As a customer would read it on a menu or price list: "Sourdough loaf", "Emergency call-out". */
  name: string;
  /** One plain sentence about it, no brand names, nothing only one business could claim. */
  description: string;
  /** A typical price in US dollars (the designer converts and marks it as a sample); none where prices vary. */
  price?: number;
}

export interface Trade {
  /** Stable kebab-case id: "yoga-studio". */
  id: string;
  category: Category;
  /**
   * Lower-case words and phrases that name this trade in a description, most specific first ("yoga studio",
   * "yoga", "pilates"), in English and in the languages customers mix in ("boulangerie", "kinyozi"). Matched as
   * whole words, accents or not; a plural ("yoga studios") matches its singular. A word names one trade only.
   */
  keywords: string[];
  /** The trade as a singular noun phrase that fits "a ___" or "our ___": "yoga studio", "bakery". */
  noun: string;
  /** Its plural: "yoga studios", "bakeries". */
  plural: string;
  /** The person who does the work, for a one-person site: "yoga teacher", "baker". */
  practitioner: string;
  /** What this trade calls the people it serves, plural: "students", "guests", "customers", "patients". */
  customers: string;
  /** The heading over the offers: "Classes", "Our menu", "Services", "Shop". */
  offersTitle: string;
  /** Six to ten things it offers, the most typical first. */
  offers: Offer[];
  /** Calls to action in the imperative, short enough for a button (at most 24 characters). */
  cta: { primary: string; secondary: string };
  /** Three to six reasons to choose a good one, true of any good business of the trade. */
  benefits: { title: string; description: string }[];
  /** Four to six questions its customers ask, with answers any good business of the trade could give. */
  questions: { question: string; answer: string }[];
  /**
   * Hero headlines, four to six, in different shapes (a promise, a question, an invitation, a plain statement).
   * Slots: {name} the site's name, {place} where it is (a headline with {place} is used only when a place is
   * known), {customers}. No trailing full stop unless it is a sentence.
   */
  headlines: string[];
  /** Three or four one-sentence descriptions for under the headline, slots as for headlines. */
  intros: string[];
  /** Two or three opening paragraphs for the about section, slots as for headlines, in the owner's voice ("we"). */
  about: string[];
  /** Four short reviews in a customer's own voice, first person, specific to the trade. Shown as samples. */
  reviews: string[];
  /** Three or four figures a business of this kind might show ("12", "years in business"): shown as samples. */
  stats: { value: string; label: string }[];
  /** Roles of the people on a team section: "Head baker", "Pastry chef". */
  team: string[];
  /** Two to four art motifs that suit it, best first. */
  motifs: Motif[];
  /** Two or three colour moods that suit it, best first. */
  moods: Scheme[];
  /** The sections after the hero, in a typical order; the designer varies it between the three designs. */
  plan: PlanSection[];
  /** Whether visitors need opening hours (a shop, a clinic), rather than appointments or nothing at all. */
  openingHours: boolean;
}
