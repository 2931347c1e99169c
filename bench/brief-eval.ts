// How well the designer reads and follows briefs it was not written for. Each case in bench/brief-cases/ was written
// by someone who never saw the designer's code, with the answers a careful reader would give (the name, the kind,
// the exact texts, facts and sections asked for). Held-out sets (held-out-*.json) are frozen and never tuned on;
// development sets (dev-*.json) are what the designer was tuned on, reported apart.
//
// Run: node --import tsx bench/brief-eval.ts [held-out-1] [--detail]
//   A set's name picks that set ("held-out-1" is never held-out-18); any other word picks the files whose names start
//   with it (default: every set, each reported on its own line).
//   --detail prints each failure; use it on development sets only, so held-out cases stay unread.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { questionsFor, type RequestedSection } from "../schema/brief";
import type { Section, SectionType, WebsiteDocument } from "../schema/site-document";
import { render } from "../site/render";
import { kindGuesses } from "../web/lib/brief";
import { designsFromBrief, readDescription } from "../worker/ai/designer";
import { trades } from "../worker/ai/designer/trades";
import { caseFiles, kindRight, nameRight, setOf, type Case } from "./brief-judge";

const dir = join(import.meta.dirname, "brief-cases");
const args = process.argv.slice(2);
const detail = args.includes("--detail");
/** Development sets only: how sure the reader was when it was right and when it was wrong, to set ASK_BELOW. */
const calibrate = args.includes("--calibrate");
const wanted = args.find((a) => !a.startsWith("--"));

const sets = new Map<string, Case[]>();
for (const f of caseFiles(wanted)) {
  const set = setOf(f);
  sets.set(set, [...(sets.get(set) ?? []), ...(JSON.parse(readFileSync(join(dir, f), "utf8")) as Case[])]);
}

/** The section types that satisfy a request, and the count a request is met by. */
const satisfies: Record<RequestedSection, SectionType[]> = {
  about: ["content"], services: ["services"], menu: ["services"], pricing: ["pricing"], gallery: ["gallery"], reviews: ["testimonials"],
  faq: ["faq"], team: ["team"], hours: ["hours"], contact: ["contact"], booking: ["contact", "cta"], tickets: ["pricing", "cta"],
  donate: ["cta", "pricing"], articles: ["articles"], product: ["product"], logos: ["logos"], stats: ["stats"], schedule: ["services", "hours"],
  newsletter: ["cta", "contact"], map: ["hours", "contact"],
};

function pageText(doc: WebsiteDocument): string {
  const files = render(doc, { year: 2026 }).files;
  return (files["index.html"] ?? "")
    .replace(/<(?:script|style)[\s\S]*?<\/(?:script|style)>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    // Phone numbers are rendered unbreakable ("555&#8209;0137"): read as the hyphen a visitor sees.
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/\u2011/g, "-")
    .replace(/\s+/g, " ");
}

interface Tally {
  cases: number;
  nameRight: number;
  nameAsked: number;
  kindRight: number;
  kindAsked: number;
  kindWrongSure: number;
  /** Sure and wrong with a catalogue kind: the page speaks another trade's copy. */
  otherTrade: number;
  /** Asked, and the right kind is one of the card's three buttons. */
  offeredRight: number;
  exact: [number, number];
  facts: [number, number];
  sections: [number, number];
  instructionsShown: number;
  wrongPhone: number;
  /** The brief's country is the writer's (prices and phone numbers follow it); no country when the writer gave none. */
  countryRight: number;
  /** The page's shape is the writer's (a kitchen, a shop, a service, a venue...): which sections and copy it gets. */
  shapeRight: number;
  /** Briefs that give their page's order ("Sections in this order: ..."), and those whose page keeps it. */
  ordered: [number, number];
}

/** A brief that says in what order its page's parts go. (The judge's own reading, not the designer's.) */
const GIVES_ORDER = /in this order|in the following order|page structure|(?:^|\s)1[.)]\s[\s\S]*?\s2[.)]\s/i;

const pct = (n: number, d: number) => (d === 0 ? "  -  " : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

console.log("set            cases  name ok  (asked)  kind ok  asked  sure+wrong  exact kept  facts kept  sections kept  instr. shown  +1 555 abroad  other trade  asked: right offered  country ok  shape ok");
for (const [set, cases] of sets) {
  const t: Tally = { cases: 0, nameRight: 0, nameAsked: 0, kindRight: 0, kindAsked: 0, kindWrongSure: 0, otherTrade: 0, offeredRight: 0, exact: [0, 0], facts: [0, 0], sections: [0, 0], instructionsShown: 0, wrongPhone: 0, countryRight: 0, shapeRight: 0, ordered: [0, 0] };
  const sureness: { confidence: number; right: boolean }[] = [];
  for (const c of cases) {
    const { brief, trade } = await readDescription(c.text);
    const asks = questionsFor(brief);
    const [doc] = designsFromBrief(brief, 0);
    const page = pageText(doc!);
    const lower = page.toLowerCase();
    const problems: string[] = [];
    t.cases++;
    const nOk = nameRight(brief, c);
    if (nOk) t.nameRight++;
    else problems.push(`name: ${JSON.stringify(brief.name?.value ?? null)} (${brief.name?.confidence ?? "-"}) want ${JSON.stringify(c.name)}`);
    if (asks.includes("name")) t.nameAsked++;
    const kOk = kindRight(brief, trade, c);
    sureness.push({ confidence: brief.kind.confidence, right: kOk });
    const asked = asks.includes("kind");
    if (kOk) t.kindRight++;
    if (asked) t.kindAsked++;
    if (!kOk && !asked) t.kindWrongSure++;
    if (!kOk && !asked && trade) t.otherTrade++;
    // The card's buttons, as the AI builder draws them: is the right kind one click away?
    const offered = kindGuesses(brief).map((g) => ({ trade: trades.find((x) => x.id === g.id) ?? null, noun: g.noun }));
    if (asked && offered.some((o) => kindRight({ ...brief, kind: { ...brief.kind, noun: o.noun } }, o.trade, c))) t.offeredRight++;
    if (!kOk || asked) problems.push(`kind: ${trade?.id ?? "other"} "${brief.kind.noun}" (${brief.kind.confidence}${asked ? ", asked" : ""}) want ${c.kind.join(" / ")}${c.clear ? "" : " (unclear)"}`);
    for (const e of c.exact) {
      t.exact[1]++;
      if (page.includes(e.text.replace(/\s+/g, " "))) t.exact[0]++;
      else problems.push(`exact missing: ${e.role} "${e.text}"`);
    }
    for (const f of c.facts) {
      t.facts[1]++;
      if (lower.includes(f.toLowerCase().replace(/\s+/g, " "))) t.facts[0]++;
      else problems.push(`fact missing: "${f}"`);
    }
    for (const s of c.sections) {
      t.sections[1]++;
      // Prices asked for are shown by priced plans, or by a list of the customer's own services or dishes with their
      // prices ("fades R80, kids R50" is a price list whichever section holds it).
      const priceList = (x: Section) => s.kind === "pricing" && (x.type === "services" || x.type === "product") && (x.items ?? []).some((i) => i.price && !i.sample);
      const found = doc!.content.sections.filter((x) => satisfies[s.kind].includes(x.type) || priceList(x));
      const enough = found.some((x) => !s.count || (priceList(x) ? (x.items ?? []).filter((i) => i.price && !i.sample).length : (x.items?.length ?? 0)) >= s.count);
      if (found.length && enough) t.sections[0]++;
      else problems.push(`section missing: ${s.kind}${s.count ? ` x${s.count}` : ""}`);
    }
    // The requested parts the page has, in the writer's order: each first found no earlier than the one before.
    if (GIVES_ORDER.test(c.text)) {
      t.ordered[1]++;
      const at = c.sections.map((s) => doc!.content.sections.findIndex((x) => satisfies[s.kind].includes(x.type))).filter((i) => i >= 0);
      if (at.every((i, k) => k === 0 || i >= at[k - 1]!)) t.ordered[0]++;
      else problems.push(`order: sections not in the order asked`);
    }
    for (const i of c.instructions) {
      if (i.length >= 6 && lower.includes(i.toLowerCase())) {
        t.instructionsShown++;
        problems.push(`instruction shown: "${i}"`);
      }
    }
    if (brief.kind.archetype === c.archetype) t.shapeRight++;
    else problems.push(`shape: ${brief.kind.archetype} want ${c.archetype}`);
    if ((brief.place?.country ?? null) === c.country) t.countryRight++;
    else problems.push(`country: ${brief.place?.country ?? "none"} (${JSON.stringify(brief.place?.value ?? null)}) want ${c.country ?? "none"}`);
    if (c.country && !["US", "CA"].includes(c.country) && page.includes("+1 555")) {
      t.wrongPhone++;
      problems.push("+1 555 phone outside North America");
    }
    if (detail && problems.length) console.log(`\n${c.id}: ${c.text.slice(0, 160)}\n  - ${problems.join("\n  - ")}`);
  }
  if (calibrate) {
    for (let at = 0.3; at <= 0.71; at += 0.05) {
      const sure = sureness.filter((x) => x.confidence >= at);
      console.log(`  ask below ${at.toFixed(2)}: asked ${pct(sureness.length - sure.length, sureness.length)}, sure and wrong ${pct(sure.filter((x) => !x.right).length, sureness.length)}`);
    }
  }
  console.log(
    `${set.padEnd(14)} ${String(t.cases).padStart(5)}  ${pct(t.nameRight, t.cases)}  ${pct(t.nameAsked, t.cases)}  ${pct(t.kindRight, t.cases)}  ${pct(t.kindAsked, t.cases)}  ${pct(t.kindWrongSure, t.cases).padStart(9)}  ${pct(...t.exact).padStart(9)}  ${pct(...t.facts).padStart(9)}  ${pct(...t.sections).padStart(12)}  ${String(t.instructionsShown).padStart(11)}  ${String(t.wrongPhone).padStart(12)}  ${pct(t.otherTrade, t.cases).padStart(10)}  ${pct(t.offeredRight, t.kindAsked).padStart(14)}  ${pct(t.countryRight, t.cases).padStart(14)}  ${pct(t.shapeRight, t.cases).padStart(8)}`,
  );
  if (t.ordered[1]) console.log(`${"".padEnd(14)} order kept on ${t.ordered[0]} of ${t.ordered[1]} pages whose brief gives it`);
}
console.log("\nGoals (held-out): confidently wrong kind <= 2%, kind asked <= 25%, name right >= 95%, exact texts and requested sections kept 100%.");
