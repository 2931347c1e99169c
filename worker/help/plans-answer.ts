// Questions about the plans themselves (what they cost, what each includes, which one has a thing) answered for
// anyone from the catalogue the server keeps, with the administrator's limits (settings.ts): the same numbers the
// pricing page says, never a log-in prompt. In English, or in Swahili when the question is.
import type { ChatAnswer } from "../../schema/chat";
import { formatDollars, tiers, YEARLY_DISCOUNT, type Plan, type Tier } from "../../schema/plans";
import type { Language } from "./language";

type Feature = "price" | "yearly" | "websites" | "images" | "domains" | "download" | "templates" | "free" | "currency";

const planNames: Record<Tier, RegExp> = {
  free: /\bfree (plan|tier|version|account|package)\b|\b(plan|tier|package|version) (ya |wa )?(free|bure)\b|\bmpango wa bure\b|\bfor free\b|\bwithout paying\b|\bis it free\b|\bni bure\b|\bfree\?/i,
  basic: /\bbasic\b/i,
  premium: /\bprem(ium|iun|uim|ium)?\b|\bpremuim\b/i,
  enterprise: /\benterp?rise?\b|\bentreprise\b/i,
};

const features: Record<Feature, RegExp> = {
  price: /\b(price|prices|pricing|cost|costs|costing|fee|fees|how much|hw much|hoe much|much is|expensive|cheap|bei|gharama|ngapi|inagharimu|shilingi|dola)\b|\$/i,
  yearly: /\b(year|yearly|annual|annually|per annum|mwaka)\b/i,
  websites: /\b(web ?sites?|sites?|tovuti|pages?)\b/i,
  images: /\b(images?|credits?|pictures?|photos?|picha)\b/i,
  domains: /\b(domains?|domain name|kikoa|vikoa|\.co\.ke|\.com)\b/i,
  download: /\b(download|downloads|zip|export|html|source code|code|pakua|kupakua)\b/i,
  templates: /\b(templates?|themes?|violezo|kiolezo)\b/i,
  free: /\b(free|bure|without paying|no cost|nothing)\b/i,
  currency: /\b(shillings?|shilingi|ksh|kes|naira|ngn|rupees?|inr|cedis?|rand|currency|local money|dollars?|usd)\b/i,
};

/** Words that make a question one about choosing or comparing plans, even without a price or a feature. */
const aboutPlans =
  /\b(plans?|tiers?|packages?|subscriptions?|mpango|mipango|kifurushi|vifurushi|difference|diffrence|differ|vs\.?|versus|compare|comparison|better|upgrade|what do i get|what does .* (include|come with|give)|whats? included|include[sd]?)\b/i;

const helpFirst = /\b(trial|refund|refunds|money[- ]back|cancel|cancelling|canceling|commitment|locked in|contract|receipts?|invoices?|charged twice|pay with|pay by|pay using|paying with|how (do|can) i pay|lipa kwa|kulipa kwa|nalipaje|nitalipaje|sitisha|ghairi|risiti)\b/i;

/** The plans a question names ("pro" names none: it gets every plan). */
export function plansNamed(question: string): Tier[] {
  return tiers.filter((t) => planNames[t].test(question));
}

function featuresAsked(question: string): Set<Feature> {
  return new Set((Object.keys(features) as Feature[]).filter((f) => features[f].test(question)));
}

/**
 * Whether a question asks about the plans themselves: a plan by name, or prices, or which plan has a thing. Not a
 * how-to ("how do I publish") nor a question about the asker's own figures (the caller asks that first).
 */
export function isPlanQuestion(question: string): boolean {
  // Trials, refunds, cancelling and paying are the help pages' to answer.
  if (helpFirst.test(question)) return false;
  const named = plansNamed(question).length > 0;
  const asked = featuresAsked(question);
  if (asked.has("price") || asked.has("currency")) return true;
  if (named && (asked.size > 0 || aboutPlans.test(question))) return true;
  if (named && /\b(what|wat|wht|how|is|does|do|can|naweza|je)\b/i.test(question)) return true;
  if (aboutPlans.test(question) && (asked.size > 0 || /\b(which|what|wat|wich|plans|mipango)\b/i.test(question))) return true;
  // "How many websites can I make?", "is there a limit on images": a limit is a plan's.
  return /\b(how|hw) many (more )?(ai |free |custom )?(web ?sites?|sites?|images?|pictures?|credits?|domains?)\b|\b(limit|limits|maximum|max)\b[^?.!]*\b(web ?sites?|sites?|images?|domains?)\b|\btovuti ngapi\b/i.test(question);
}

interface Words {
  month: string;
  free: (plan: Plan) => string;
  paid: (plan: Plan) => string;
  websites: (n: number | null) => string;
  images: (n: number | null) => string;
  domains: (n: number) => string;
  yearly: (plan: Plan) => string;
  saving: string;
  download: (plans: string) => string;
  domainsOn: (list: string) => string;
  templatesIncluded: (plans: string) => string;
  templatesBought: (plans: string) => string;
  currency: string;
  compare: string;
  and: string;
  more: (paid: Plan[]) => string;
}

const en: Words = {
  month: "a month",
  free: (p) => `The ${p.name} plan costs nothing, for as long as you like: ${en.websites(p.websites)}, ${en.images(p.imagesPerMonth)} and a free subdomain.`,
  paid: (p) =>
    `${p.name} costs ${formatDollars(p.monthlyCents)} a month or ${formatDollars(p.yearlyCents)} a year: ${en.websites(p.websites)}, ${en.images(p.imagesPerMonth)}, ${en.domains(p.customDomains)}${p.canDownload ? ", downloads of your site as HTML/CSS/JS" : ""}${p.premiumTemplatesIncluded ? ", premium templates at no extra cost" : ""}${p.teamMembers ? ", team members" : ""}${p.prioritySupport ? " and priority support" : ""}.`,
  websites: (n) => (n === null ? "unlimited websites" : `${n} ${n === 1 ? "website" : "websites"}`),
  images: (n) => (n === null ? "unlimited AI images" : `${n} AI images a month`),
  domains: (n) => (n === 0 ? "no custom domain (a free subdomain)" : `${n} custom ${n === 1 ? "domain" : "domains"}`),
  yearly: (p) => `${p.name} ${formatDollars(p.yearlyCents)} a year`,
  saving: `Paying yearly saves ${YEARLY_DISCOUNT * 100}%`,
  download: (list) => `Downloading your site as HTML/CSS/JS comes with ${list}; the Free plan cannot download.`,
  domainsOn: (list) => `Your own domain needs ${list}. Free and Basic publish on a free subdomain only.`,
  templatesIncluded: (list) => `Premium templates are included at no extra cost on ${list}`,
  templatesBought: (list) => `on ${list} each premium template is bought at its price (free templates are free on every plan).`,
  currency: "Prices are in US dollars. Paying by M-Pesa, the button shows the amount in Kenyan shillings at the server's exchange rate; a card is charged in dollars.",
  compare: "Every plan is compared side by side on Pricing.",
  and: "and",
  more: (paid) => `For more, upgrade: ${list(paid.map((p) => `${p.name} (${formatDollars(p.monthlyCents)} a month) has ${en.websites(p.websites)} and ${en.images(p.imagesPerMonth)}`), "and")}.`,
};

const sw: Words = {
  month: "kwa mwezi",
  free: (p) => `Ndiyo, mpango wa ${p.name} ni bure, kwa muda wowote unaotaka: ${sw.websites(p.websites)}, ${sw.images(p.imagesPerMonth)} na kikoa kidogo (subdomain) cha bure.`,
  paid: (p) =>
    `Mpango wa ${p.name} unagharimu ${formatDollars(p.monthlyCents)} kwa mwezi au ${formatDollars(p.yearlyCents)} kwa mwaka: ${sw.websites(p.websites)}, ${sw.images(p.imagesPerMonth)}, ${sw.domains(p.customDomains)}${p.canDownload ? ", kupakua tovuti yako kama HTML/CSS/JS" : ""}${p.premiumTemplatesIncluded ? ", violezo (templates) vya premium bila malipo ya ziada" : ""}${p.teamMembers ? ", wanachama wa timu" : ""}${p.prioritySupport ? " na msaada wa kipaumbele" : ""}.`,
  websites: (n) => (n === null ? "tovuti bila kikomo" : `tovuti ${n}`),
  images: (n) => (n === null ? "picha za AI bila kikomo" : `picha ${n} za AI kwa mwezi`),
  domains: (n) => (n === 0 ? "hakuna kikoa (domain) chako mwenyewe (kikoa kidogo cha bure tu)" : n === 1 ? "kikoa (domain) chako mwenyewe 1" : `vikoa (domains) vyako mwenyewe ${n}`),
  yearly: (p) => `${p.name} ${formatDollars(p.yearlyCents)} kwa mwaka`,
  saving: `Ukilipa kwa mwaka unaokoa ${YEARLY_DISCOUNT * 100}%`,
  download: (list) => `Kupakua tovuti yako kama HTML/CSS/JS kunapatikana kwenye ${list}; mpango wa Free hauwezi kupakua.`,
  domainsOn: (list) => `Kikoa (domain) chako mwenyewe kinahitaji ${list}. Free na Basic zinachapisha kwenye kikoa kidogo (subdomain) cha bure tu.`,
  templatesIncluded: (list) => `Violezo (templates) vya premium ni bure kwenye ${list}`,
  templatesBought: (list) => `kwenye ${list} unanunua kila kiolezo cha premium kwa bei yake (violezo vya bure ni bure kwenye kila mpango).`,
  currency: "Bei ziko kwa dola za Marekani. Ukilipa kwa M-Pesa, kitufe kinaonyesha kiasi kwa shilingi za Kenya kwa kiwango cha ubadilishaji cha seva; kadi inakatwa kwa dola.",
  compare: "Mipango yote inalinganishwa kando kwa kando kwenye ukurasa wa Pricing.",
  and: "na",
  more: (paid) => `Kwa zaidi, panda mpango: ${list(paid.map((p) => `${p.name} (${formatDollars(p.monthlyCents)} kwa mwezi) una ${sw.websites(p.websites)} na ${sw.images(p.imagesPerMonth)}`), "na")}.`,
};

function list(names: string[], and: string): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

function planLine(p: Plan, w: Words): string {
  return p.monthlyCents === 0 ? w.free(p) : w.paid(p);
}

/** The answer to a question about the plans, from `catalogue` (the administrator's limits laid over the plans). */
export function planAnswer(question: string, catalogue: Record<Tier, Plan>, language: Language): ChatAnswer {
  const w = language === "sw" ? sw : en;
  const named = plansNamed(question);
  const asked = featuresAsked(question);
  const all = tiers.map((t) => catalogue[t]);
  const lines: string[] = [];
  const withPrice = (p: Plan, extra: string) => `${p.name} (${formatDollars(p.monthlyCents)} ${w.month}, ${extra})`;

  if (asked.has("domains") && named.every((t) => catalogue[t].customDomains === 0)) {
    const having = all.filter((p) => p.customDomains > 0);
    lines.push(w.domainsOn(list(having.map((p) => withPrice(p, w.domains(p.customDomains))), w.and)));
  }
  if (asked.has("download") && named.every((t) => !catalogue[t].canDownload)) {
    lines.push(w.download(list(all.filter((p) => p.canDownload).map((p) => `${p.name} (${formatDollars(p.monthlyCents)} ${w.month})`), w.and)));
  }
  if (asked.has("templates")) {
    const included = all.filter((p) => p.premiumTemplatesIncluded).map((p) => p.name);
    const bought = all.filter((p) => !p.premiumTemplatesIncluded).map((p) => p.name);
    lines.push(`${w.templatesIncluded(list(included, w.and))}; ${w.templatesBought(list(bought, w.and))}`);
  }
  // The plans the question names, or every plan when it names none (a price list, "how many websites").
  const shown = named.length > 0 ? named.map((t) => catalogue[t]) : lines.length > 0 && !asked.has("price") ? [] : all;
  for (const p of shown) lines.push(planLine(p, w));
  // Free alone, asked about its limits ("more than 3 websites without paying"): what the next plans give.
  if (named.length === 1 && named[0] === "free" && (asked.has("websites") || asked.has("images"))) {
    lines.push(w.more(all.filter((p) => p.monthlyCents > 0 && p.tier !== "enterprise")));
  }
  if (asked.has("yearly") || (asked.has("price") && shown.length > 1)) {
    lines.push(`${w.saving}: ${list(all.filter((p) => p.monthlyCents > 0).map((p) => w.yearly(p)), w.and)}.`);
  }
  if (asked.has("currency")) lines.push(w.currency);
  lines.push(w.compare);
  return { message: lines.join(" "), sources: [{ title: language === "sw" ? "Mipango na bei" : "Plans and pricing", heading: "", route: "/pricing" }] };
}
