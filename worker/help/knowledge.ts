// The help assistant's knowledge: every passage of the help pages (docs/help/, as worker/help/pages.ts) with prices
// and limits filled from the plan catalogue, in a MiniSearch index. A question finds its passages by their words,
// their stems and a few synonyms people use for the product's own terms; a question the help does not answer
// finds nothing strong enough, and says so.
import MiniSearch from "minisearch";
import { formatDollars, plans, tiers, type Plan, type Tier } from "../../schema/plans";
import type { Language } from "./language";
import { helpPages, swahiliHelpPages } from "./pages";
import type { HelpPage } from "./types";

export interface Passage {
  id: string;
  slug: string;
  title: string;
  route: string;
  heading: string;
  text: string;
}

export interface Found extends Passage {
  score: number;
  /** The share of the question's words (after stop words) the passage contains, 0 to 1. */
  coverage: number;
}

function limitText(value: number | null): string {
  return value === null ? "unlimited" : String(value);
}

/** `{{price:premium:monthly}}` and `{{limit:basic:images}}` as the catalogue says them now ("$15", "50"). */
export function fillPlaceholders(text: string, catalogue: Record<Tier, Plan> = plans): string {
  return text.replace(/\{\{(price|limit):(\w+):(\w+)\}\}/g, (whole, kind: string, tier: string, what: string) => {
    if (!(tiers as readonly string[]).includes(tier)) return whole;
    const plan = catalogue[tier as Tier];
    if (kind === "price") return what === "yearly" ? formatDollars(plan.yearlyCents) : what === "monthly" ? formatDollars(plan.monthlyCents) : whole;
    if (what === "websites") return limitText(plan.websites);
    if (what === "images") return limitText(plan.imagesPerMonth);
    if (what === "domains") return String(plan.customDomains);
    return whole;
  });
}

const stopwords = new Set(
  ("a an the and or but if of to in on at by for with from as is are was were be been being do does did done can could " +
    "should would will shall may might must i me my mine we our you your it its this that these those there here what " +
    "which who whom how why when where so not no yes up out about into over than then too very just also get got " +
    "im ive id dont doesnt cant isnt wont want need please help sitewright per " +
    // Swahili's small words, for the Swahili pages and questions.
    "je ni ya wa za la kwa na kama lakini au bado sasa hii hiyo huu ile kuna hakuna ndio ndiyo sana tu pia nini gani vipi aje " +
    "jinsi wapi lini mimi wewe yangu wangu changu yako wako chako naweza unaweza nataka tafadhali").split(" "),
);

/** Words people write for the product's own terms (mapped to the word the help pages use). */
const synonyms: Record<string, string> = {
  mpesa: "m-pesa", safaricom: "m-pesa", till: "m-pesa", paybill: "m-pesa", stk: "m-pesa",
  visa: "card", mastercard: "card", credit: "card", debit: "card", stripe: "card",
  url: "address", link: "address", web: "website", site: "website", page: "website", webpage: "website",
  godaddy: "registrar", namecheap: "registrar", registrar: "registrar", dns: "dns", cname: "dns", nameserver: "dns",
  price: "cost", prices: "cost", pricing: "cost", costs: "cost", expensive: "cost", cheap: "cost", much: "cost", fee: "cost",
  receipt: "receipts", invoice: "receipts", invoices: "receipts",
  refund: "money-back", refunds: "money-back", money: "money-back",
  greyed: "disabled", grayed: "disabled", disabled: "disabled",
  zip: "download", export: "download", code: "download", html: "download",
  photo: "image", picture: "image", pictures: "image", pic: "image", pics: "image", images: "image", photos: "image",
  logo: "logo", upgrade: "upgrade", downgrade: "downgrade", cancel: "cancel", unsubscribe: "cancel",
  selfhost: "self-host", selfhosting: "self-host", install: "self-host", deploy: "self-host", server: "self-host",
  template: "template", templates: "template", theme: "template", themes: "template",
  chatbot: "assistant", chat: "assistant", bot: "assistant",
  delete: "delete", remove: "delete", password: "password", login: "log", signin: "log", signup: "account", register: "account",
  publish: "publish", live: "publish", online: "publish", share: "share",
  instagram: "social", facebook: "social", twitter: "social", tiktok: "social", linkedin: "social", whatsapp: "social", youtube: "social",
  google: "search", bing: "search", seo: "search",
  sign: "account", env: "environment", variables: "environment", variable: "environment", config: "settings", configuration: "settings",
};

/** A light stem: enough that "domains", "domain's" and "domained" meet (no dictionary, no surprises). */
export function stem(word: string): string {
  let w = word.replace(/'s$/, "");
  let cut = false;
  if (w.length > 5 && w.endsWith("ing")) [w, cut] = [w.slice(0, -3), true];
  else if (w.length > 4 && w.endsWith("ied")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("ed")) [w, cut] = [w.slice(0, -2), true];
  else if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("es") && /(ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "logging" and "log", "shipped" and "ship": a doubled last consonant left by the cut goes.
  if (cut && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/[’']/g, "");
  if (lower.length < 2 || stopwords.has(lower)) return null;
  return stem(synonyms[lower] ?? lower);
}

// "m-pesa", "e-commerce", "www.example.com": words are split on what is not a letter or a digit, hyphens kept.
function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}-]+/u).flatMap((t) => (t.includes("-") ? [t, ...t.split("-")] : [t]));
}

export function passagesOf(pages: HelpPage[], catalogue: Record<Tier, Plan> = plans): Passage[] {
  return pages.flatMap((page) =>
    page.sections.map((section, i) => ({
      id: `${page.slug}#${i}`,
      slug: page.slug,
      title: page.title,
      route: page.route,
      heading: section.heading,
      text: fillPlaceholders(section.text, catalogue),
    })),
  );
}

export function buildIndex(passages: Passage[]): MiniSearch<Passage> {
  const index = new MiniSearch<Passage>({
    fields: ["heading", "text", "title"],
    storeFields: ["slug", "title", "route", "heading", "text"],
    tokenize,
    processTerm,
    searchOptions: { boost: { heading: 1.5, title: 1, text: 1 }, prefix: (term) => term.length > 4, fuzzy: (term) => (term.length > 5 ? 0.2 : false) },
  });
  index.addAll(passages);
  return index;
}

/** Whole pages, for ranking pages by all their words (a question often uses a page's words, not one passage's). */
interface PageDoc {
  id: string;
  title: string;
  summary: string;
  keywords: string;
  headings: string;
  text: string;
}

function buildPageIndex(pages: HelpPage[], catalogue: Record<Tier, Plan>): MiniSearch<PageDoc> {
  const index = new MiniSearch<PageDoc>({
    fields: ["title", "summary", "keywords", "headings", "text"],
    tokenize,
    processTerm,
    searchOptions: { boost: { title: 2, summary: 1.5, keywords: 2, headings: 2, text: 1 }, prefix: (term) => term.length > 4, fuzzy: (term) => (term.length > 5 ? 0.2 : false) },
  });
  index.addAll(
    pages.map((p) => ({ id: p.slug, title: p.title, summary: p.summary, keywords: p.keywords, headings: p.sections.map((s) => s.heading).join(". "), text: fillPlaceholders(p.sections.map((s) => s.text).join(" "), catalogue) })),
  );
  return index;
}

/** The indexes per language, for the catalogue they were filled from (an administrator's new limits make new ones). */
const built = new Map<string, { passages: MiniSearch<Passage>; pages: MiniSearch<PageDoc> }>();

function knowledge(language: Language, catalogue: Record<Tier, Plan>) {
  const key = `${language} ${catalogue.free.websites} ${catalogue.premium.websites}`;
  let index = built.get(key);
  if (!index) {
    const pages = language === "sw" ? swahiliHelpPages : helpPages;
    if (built.size >= 4) built.clear();
    built.set(key, (index = { passages: buildIndex(passagesOf(pages, catalogue)), pages: buildPageIndex(pages, catalogue) }));
  }
  return index;
}

/** How much a passage's page counts beside the passage itself (set on the retrieval test's questions). */
const PAGE_WEIGHT = 0.5;

/** How many of the question's own words (after stop words) a passage must contain to count as its answer. */
export const MIN_COVERAGE = 0.5;

/** The words of a question that count for matching. */
export function questionTerms(question: string): string[] {
  return [...new Set(question.split(/[^\p{L}\p{N}-]+/u).map(processTerm).filter((t): t is string => t !== null))];
}

/**
 * A question's best passages, best first: each passage's own score plus part of its page's, and the share of the
 * question's words (after stop words) the page contains.
 */
export function searchHelp(question: string, limit = 3, language: Language = "en", catalogue: Record<Tier, Plan> = plans): Found[] {
  const { passages, pages } = knowledge(language, catalogue);
  // Markup is not words: "<b>publish</b>" asks about publishing.
  question = question.replace(/<[^>]*>/g, " ");
  const asked = questionTerms(question).length || 1;
  const pageHits = new Map(pages.search(question).map((r) => [String(r.id), r]));
  return passages
    .search(question)
    .slice(0, 12)
    .map((r) => {
      const page = pageHits.get(r.slug as string);
      return {
        id: String(r.id),
        slug: r.slug as string,
        title: r.title as string,
        route: r.route as string,
        heading: r.heading as string,
        text: r.text as string,
        score: r.score + PAGE_WEIGHT * (page?.score ?? 0),
        coverage: new Set(page?.queryTerms ?? r.queryTerms).size / asked,
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/**
 * How sure the index must be before a passage counts as the answer: its score, and the share of the question's words
 * its page holds. Below either, the assistant says it does not know rather than quote something unrelated (set on
 * the retrieval test's questions, including those the help cannot answer).
 */
export const MIN_SCORE = 6;

export function isAnswer(found: Found | undefined): found is Found {
  return found !== undefined && found.score >= MIN_SCORE && found.coverage >= MIN_COVERAGE;
}
