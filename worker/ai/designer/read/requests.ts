// What the brief asks the page to have and how it should look: sections with their counts ("an FAQ with 4
// questions", "3 tiers", "at least 4 article cards"), a sticky header, look wishes, and the stretches of the
// description that are instructions to us, which the site must never show as its own words.
import type { RequestedSection } from "../../../../schema/brief";
import { NUMBER, toNumber, type Span } from "./text";

/** The people a team section shows, by what they are called. */
const PEOPLE = "staff|jury|authors|farmers|entrenadores|profesores|professeurs|professores|pilots|judges|mentors|coaches|instructors|teachers|tutors|trainers|guides|doctors|dentists|therapists|stylists|barbers|artists|musicians|players|speakers|performers|volunteers|trustees|elders|pastors|committee|board|founders|lawyers|advocates|vets|nurses|chefs|crew|roster|facilitators|hosts|organisers|organizers";

/** The words that name each kind of section, as a customer asks for it. */
const SECTION_WORDS: [RequestedSection, RegExp, "strong" | "weak"][] = [
  ["faq", /\b(?:faqs?|f\.a\.q\.?s?|frequently asked questions|questions? (?:and|&) answers?|q\s?&\s?a|common questions)\b/i, "strong"],
  ["pricing", /\b(?:pricing(?: table| section| plans?| tiers?| page)?|price (?:plans?|tiers?|packages)|(?:membership|subscription) (?:plans?|tiers?|options|levels)|tiers|packages|plans(?= (?:section|table|with|:|starting))|pricing tiers)\b/i, "weak"],
  ["menu", /\b(?:(?:food|drinks?|lunch|dinner|breakfast|full|our|the|a|daily|weekly|cocktail|wine|set|tasting|digital) menu|menu (?:section|page|with|of|and)|menu|card[áa]pio|men[úu]|speisekarte|menyu)\b/i, "weak"],
  // A price list is priced cards ("Quick Shine R180, Full Valet R450"), whatever the trade.
  ["pricing", /\b(?:[a-z]+\s+(?:&|and)\s+(?:prices|rates)|price ?list|list of (?:prices|rates)|(?:services|treatments) (?:and|&|with) (?:prices|rates)|(?:our|my|the) (?:rates|prices)|rates(?= section| page|\s*[,.:;]|$)|rate card|prices? (?:section|page|list)|preisliste|lista de precios|tabela de pre[çc]os|grille tarifaire)\b/i, "weak"],
  ["services", /\b(?:list of services|services (?:section|list|page|and prices|with prices)|service menu|what (?:we|i) (?:offer|do)|(?:mes|nos|mis|meus|nossos|unsere|meine) (?:services|servicios|serviços|leistungen)|preisliste|huduma)\b/i, "weak"],
  ["pricing", /\b(?:tarifs|precios|preços|preise|bei zetu|(?:mes|nos) prix)\b/i, "weak"],
  // ("events, prices and a gallery", "galeri foto, harga, sama kontak WA": prices, listed among the page's parts.)
  ["pricing", /(?<=(?:^|[,:;(/+]|\band|&|\bwith)\s*)(?:prices|harga|bei)(?=\s*(?:[,.;+&/]|\band\b|\bsama\b|$))/i, "weak"],
  ["gallery", /\b(?:gallery|galleries|photo (?:grid|wall|section|album)|(?:photos|pictures|pics|images|videos)(?: of (?:our|my|the|past|recent|her|him|them))?|lookbook|portfolio|portfólio|show ?reels?|demo reels?|audio samples|sound samples|video (?:clips?|section|gallery)|v[íi]deos|видео|showcase (?:of|section)|past (?:work|projects)|(?:our|my) work|screenshots?|case studies|mostly photos|instagram feed|fotos?|fotograf[ií]as|galer[ií]as?|galerie|galeri(?: foto)?|bilder|picha|sowar)\b/i, "weak"],
  ["reviews", /\b(?:reviews?|testimonials?|what (?:our |my )?(?:customers|clients|people|patients|guests|students|parents) say|ratings|kind words|avis clients|rese[ñn]as|depoimentos|avalia[çc][õo]es|bewertungen|testimonios)\b/i, "weak"],
  // ("Team of 3 pharmacists", "Team mit 5 Personen", "Team: 3 partners", "meet the weavers": the team, asked for.)
  ["team", /\bteam(?=\s*(?:of\s+\d|mit\b|ya\b|:|\(|\+|with\b))|\bmeet (?:the|our) \p{L}+s\b/iu, "weak"],
  ["team", /\b(?:(?:our|the|my|meet the|meet our) (?:team|staff|people|crew|doctors|coaches|teachers|trainers|stylists|players|squad|members|volunteers|artists|speakers|judges|mentors|committee|pastors|leaders|board)|team (?:section|page|members|photos)|roster|squad list|staff (?:list|section)|meet the team|line-?up of (?:players|coaches)|speakers?(?: grid| section| list| photos| line-?up)?|oradores|palestrantes|intervenants|referent(?:en|innen)|committee members|board members|per artist|each artist|the artists|(?:our|the) pastors)\b/i, "weak"],
  // "schedule, judges, prizes", "safety & pilots section", "staff (principal + vice principals)": the people, listed,
  // counted or described ("our 4 teachers with photos", "volunteer team", "Keynote speakers (6)"); never a figure
  // ("12 trainers, 3 branches") nor a greeting ("Hey team,").
  ["team", new RegExp(`(?<=(?:^|[,:;(/+]|\\band|&|\\bwith|\\bplus|\\bthen)\\s*)(?:(?:our|the|my|all)\\s+(?:(?:${NUMBER})\\s+)?)?(?!(?:hey|hi|hello|dear|thanks)\\b)(?:[\\p{L}-]+\\s+)?(?:${PEOPLE}|team)(?=\\s*(?:section|page|list|bios?|profiles?|photos?|grid|cards?|with\\b|[,.(&;:]|and\\b|$))`, "iu"), "weak"],
  ["hours", /\b(?:opening (?:hours|times)|open(?:ing)? hours|business hours|hours of operation|working hours|hours section|timings)\b/i, "strong"],
  // ("hours + contact", "our hours, prices and a history page": the hours, listed among the page's parts.)
  ["hours", /(?<=(?:^|[,:;(/+]|\band|&|\bwith|\bour|\bthe)\s*)hours(?=\s*(?:[,.;+&/]|\band\b|$))/i, "weak"],
  ["contact", /\b(?:contact (?:form|section|page|details|info|us)|contact(?=\s*(?:[,.;+&/]|\band\b|$))|get in touch|reach (?:us|me)|enquiry form|inquiry form|whats ?app (?:button|link|us|me|number)|click[\s-]to[\s-](?:call|chat|whatsapp))\b/i, "weak"],
  ["booking", /\b(?:book(?:ing)? (?:form|online|button|section|system|page|calendar|widget|link|a (?:table|slot|session|class|room|appointment|call|visit|lesson|consultation|viewing|stay))|bookings|appointments? (?:form|booking|online)|(?:make|take|accept) (?:a |an )?(?:booking|reservation|appointment)s?|reserve (?:a )?(?:table|spot|room)|reservations?|(?:people|customers|clients|patients|guests) (?:can|could|should be able to) book|to book|rsvp)\b/i, "weak"],
  ["tickets", /\b(?:tickets?|register(?: now| here)?|registration|sign[\s-]?up form|buy (?:a )?ticket|bilhetes?|billets?|billetterie|entradas|boletos|eintrittskarten|tiketi|ingressos?)\b/i, "weak"],
  ["donate", /\b(?:donat(?:e|es|ed|ion|ions|ing|ors?)|give (?:online|now|today)|giving|tithes?|offerings?|support (?:us|our work)(?: (?:by|with))?|sponsor a (?:child|student|tree|girl|boy|family)|pledges?|harambee|fundrais(?:e|ing)|contribut(?:e|ions?)|zakat|sadaqa|gift aid|ways to give)\b/i, "weak"],
  ["articles", /\b(?:articles?|blog(?: posts?| section| feed)?|(?:latest|recent|newest|past) (?:posts|news|stories|issues|articles|updates|sermons)|news(?: posts| section| feed| and updates)?|article cards|posts? (?:grid|cards|list)|journal (?:entries|posts)|announcements|updates section|sermons|publications|(?:meeting )?minutes|stories from|past issues|issues listed|recipes? (?:posts|cards)|case studies)\b/i, "weak"],
  ["product", /\b(?:add to (?:cart|basket|bag)|buy (?:now|it now|button)|pre-?order(?: now)?|order now|shop now button|product (?:pages?|section|cards?|landing|grid|list|photos)|online (?:shop|store)|web ?shop|e-?shop|shop (?:page|section|with)|sell (?:them |it |everything )?online|one-product store|(?:a|the|our) shop for|(?:product )?catalog(?:ue)?s?|katalog|cat[áa]logo|(?:a|an) (?:small )?(?:online )?shop(?=\s*(?:[,.;&+]|and\b|page|section|too|$)))\b/i, "strong"],
  ["logos", /\b(?:logo (?:strip|bar|wall|row|grid|cloud)|[\p{L}]+s?'? logos|logos (?:of|dos|des|de)|trusted by|as (?:seen|featured) (?:in|on)|featured in|(?:our|my) (?:clients|partners|sponsors)(?: (?:include|section|logos))?|sponsors?(?: section| strip| logos|hip logos)|companies (?:we've|we have|i've|i have) worked with|brands (?:we've|we have|i've|i have) worked with|(?:license|licence|certification|accreditation) badges)\b/iu, "weak"],
  // "a strip 'Me han visto en' with ...", "a sponsor strip (Alma Co-op, ...)": a strip of names is a logo strip.
  ["logos", /\b(?:(?:logo|sponsor|partner|client|press|media)s?\s+)?strip\b(?=\s*["“'‘(]|\s+with\b)/i, "weak"],
  ["logos", /(?<=(?:^|[,:;(/]|\band|&|\bwith|\bplus)\s*)(?:sponsors|partners|partner logos|clients)(?=\s*(?:section|strip|row|grid|\(|[,.&;:]|and\b|$))/i, "weak"],
  ["stats", /\b(?:stats|statistics|numbers section|figures|counters?|(?:key|our) numbers|impact numbers|by the numbers)\b/i, "weak"],
  ["schedule", /\b(?:schedule|programme|program(?! manager)|agenda|timetable|line-?up|itinerary|fixtures|class times|order of (?:service|events)|running order)\b/i, "weak"],
  // "Events: Mehendi – 18 Feb, 4pm; Sangeet – 18 Feb, 8pm": a list of what happens when.
  ["schedule", /\b(?:events|the (?:day|weekend)|timings)\s*:(?=\s*\p{Lu}[^.;]{0,40}\d)/iu, "strong"],
  ["newsletter", /\b(?:newsletter|mailing list|email list|subscribe (?:form|box|button)|sign up for (?:updates|news))\b/i, "strong"],
  ["map", /\b(?:map|google maps?|directions|how to find us|location section|find us)\b/i, "weak"],
  ["about", /\b(?:about (?:us|me|section|page|the (?:team|company|church|school|club))|our story|my story|(?:short |a )?bio(?:graphy)?|who (?:we|i) are|history section|qui(?:é|e)nes somos|quem somos|qui sommes-nous|über uns|sobre n(?:ó|o)s(?:otros)?|kuhusu (?:sisi|mimi))\b/i, "weak"],
];

/** Words that make a clause an instruction to the builder rather than a fact about the business. */
const DIRECTIVE = /\b(?:want|wants|wanted|need|needs|would like|'d like|like to have|quero|queremos|quiero|necesito|necesitamos|preciso|precisamos|coloca|coloque|colocar|pon|ponga|poner|je veux|nous voulons|je voudrais|j'aimerais|nous aimerions|mettez|mettre|ajoutez|ich möchte|wir möchten|ich brauche|wir brauchen|nataka|tunataka|naomba|tafadhali|weka|mau|ingin|tolong|3ayez|3ayza|3ayzeen|wantem|i wan|we wan|abeg|please|pls|plz|make (?:it|the|sure)|add|include|put|show|display|list|use|should (?:have|be|show|say|include)|must (?:have|be|show|say|include)|needs? (?:to|a|an)|has to|want (?:a|an|the|it|to)|give (?:it|me|us)|with (?:a|an|some|the)|have (?:a|an)|keep it|no (?:stock|photos|images)|at least|at most|section|button|header|footer|tagline|slogan|headline|heading|sub-?heading|colou?rs?|fonts?|theme|background|layout|grid|cards?|tiers?|logo strip|strip of logos|strip|logos|navigation|nav bar|dark mode|light mode|accent|website|web ?site|site|page|landing|one-?pager)\b/i;

/** "4 questions", "at least 3 tiers", "three article cards": the number next to the section's own noun. */
const COUNT_NOUNS: Partial<Record<RequestedSection, string>> = {
  faq: "(?:questions?|faqs?|q\\s?&\\s?as?|qs)",
  pricing: "(?:tiers?|plans?|packages?|pricing (?:tiers|plans|options)|price (?:tiers|points|plans|options)|(?:plan|ticket|membership|package) options|levels|memberships?)",
  articles: "(?:articles?|article cards?|cards?|posts?|blog posts?|stories)",
  gallery: "(?:photos?|pictures?|images?|pics|tiles?|projects?|pieces|works|looks|examples|shots|photographs|fotos?|fotograf[ií]as|bilder|picha)",
  reviews: "(?:reviews?|testimonials?|quotes)",
  team: "(?:team members?|members?|people|staff|jury|farmers|coaches|doctors|players|teachers|speakers|authors|artists|performers|panell?ists|judges|mentors|instructors|guides|trainers)",
  logos: "(?:logos?|clients|partners|sponsors)",
  services: "(?:services?|treatments?|items?)",
  menu: "(?:dishes|items|meals)",
  stats: "(?:stats|numbers|figures)",
  product: "(?:products?|items?)",
};

export interface Requested {
  kind: RequestedSection;
  count?: number;
  /** A heading the request implies ("judges" -> "Meet the judges"). */
  title?: string;
  from: string;
}

/** The heading for a team asked for by what its people are called. */
function teamTitle(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!new RegExp(`^(?:${PEOPLE})$`).test(w)) return undefined;
  return ({ roster: "Roster", committee: "The committee", board: "The board", staff: "Our staff", crew: "The crew" } as Record<string, string>)[w] ?? `Meet the ${w}`;
}

/** The clause around a position: from the last sentence break before it to the next. */
function clauseAround(text: string, at: number, end: number): Span {
  const before = text.slice(0, at);
  const start = Math.max(...[/[.;!?\n]\s*(?=[^.;!?\n]*$)/.exec(before)].map((m) => (m ? m.index + m[0].length : 0)));
  const rest = /[.;!?\n]|$/.exec(text.slice(end))!;
  return { start, end: end + rest.index, text: text.slice(start, end + rest.index) };
}

/** A section word standing alone as an item of a list ("bookings by the hour, photos, contact."). */
const LIST_ITEM = { before: /(?:^|[,;:+&/]|\band|\bthen|\bet|\by|\be|\bund|\bna)\s*$/iu, after: /^[^,;:+&/.!?\n]{0,20}(?:[,;:+&/.!?\n]|\s(?:and|et|y|e|und|na)\b|$)/iu };

/** One place a section word stands in the brief, with the clause around it. */
export interface SectionMatch {
  kind: RequestedSection;
  strength: "strong" | "weak";
  word: string;
  span: { start: number; end: number };
  clause: Span;
}

/**
 * Every section word in the brief, in SECTION_WORDS' order and then the brief's: read once per brief, for the
 * instructions and for the requests (which leave out the words inside quotes).
 */
export function sectionWords(text: string): SectionMatch[] {
  const out: SectionMatch[] = [];
  for (const [kind, re, strength] of SECTION_WORDS) {
    for (const m of text.matchAll(new RegExp(re.source, `${re.flags.replace("g", "")}g`))) {
      const span = { start: m.index, end: m.index + m[0].length };
      out.push({ kind, strength, word: m[0], span, clause: clauseAround(text, span.start, span.end) });
    }
  }
  return out;
}

/**
 * The clauses that list the page's parts without saying so ("bookings by the hour, photos, contact."): two or more
 * kinds of section, each an item of the clause's list, make the clause a request like any "we want".
 */
function sectionLists(text: string, matches: readonly SectionMatch[]): Set<number> {
  const kinds = new Map<number, Set<RequestedSection>>();
  for (const { kind, span, clause } of matches) {
    if (!LIST_ITEM.before.test(text.slice(clause.start, span.start)) || !LIST_ITEM.after.test(text.slice(span.end, clause.end + 1))) continue;
    kinds.set(clause.start, (kinds.get(clause.start) ?? new Set()).add(kind));
  }
  return new Set([...kinds].filter(([, k]) => k.size >= 2).map(([start]) => start));
}

/** "our 4 teachers with photos", "product cards with pictures": how another part shows its things, no gallery. */
const SHOWN_WITH = new RegExp(`\\b(?:${PEOPLE}|team|cards?|menu|products?|items?|listings?|rooms?|dishes|profiles?|bios?|reviews?|testimonials?)\\s+with\\s+(?:a\\s+|their\\s+|short\\s+)?$`, "i");

/** The parts of a page a clause asks for by opening on them: never prices, which open a list of the customer's own. */
const OPENING_ASKS = new Set<RequestedSection>(["gallery", "team", "reviews", "faq", "logos", "stats", "articles"]);

export function requestedSectionsIn(text: string, skip: readonly Span[], words: readonly SectionMatch[]): Requested[] {
  const found: Requested[] = [];
  // Where each was first asked for: the list comes back in the brief's order.
  const at = new Map<Requested, number>();
  const matches = words.filter(({ span }) => !skip.some((s) => s.start <= span.start && span.end <= s.end));
  const lists = sectionLists(text, matches);
  // (A brief that gives its page's order lists the parts of the page: "1. hero 2. projects gallery 3. packages".)
  const ordered = listsItsOrder(text);
  for (const { kind, strength, word, span, clause } of matches) {
    if (kind === "menu" && /\b(?:nav(?:igation)?|hamburger|drop-?down|mobile|sticky|burger|top)\s+menu\b|\bmenu\s+(?:bar|button|icon|that)\b/i.test(clause.text)) continue;
    // ("Gallery 10 photos.", "Team of 3 pharmacists.": a clause that opens on the part of the page asks for it.)
    // ("Precios en soles: rocoto relleno S/ 28" tells the prices, shown with what they price; "Line-up (4 DJs): ..."
    // tells who plays.)
    const opens = OPENING_ASKS.has(kind) && /^\s*(?:(?:a|an|the|also|plus|then)\s+)?$/i.test(text.slice(clause.start, span.start));
    if (strength === "weak" && !DIRECTIVE.test(clause.text) && !lists.has(clause.start) && !opens && !ordered) continue;
    if (kind === "gallery" && SHOWN_WITH.test(text.slice(Math.max(0, span.start - 40), span.start))) continue;
    // "not entrance tickets", "no booking needed": what the brief rules out is not asked for.
    if (/\b(?:not|no|without|n't)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(text.slice(Math.max(0, span.start - 30), span.start))) continue;
    const count = countFor(kind, clause.text) ?? countAfter(text.slice(span.end, span.end + 60)) ?? countRightAfter(kind, text.slice(span.end, clause.end));
    // Said twice ("online shop ... a grid of at least 8 products"): the second may give the count.
    const earlier = found.find((f) => f.kind === kind);
    if (earlier) {
      if (!earlier.count && count) earlier.count = count;
      continue;
    }
    // ("speakers section", "speaker grid": the people's word, without the word for the section.)
    // ("our 4 teachers with photos": the people's word wherever it stands in the words asked with.)
    const title = kind === "team" ? word.trim().split(/\s+/).map(teamTitle).find(Boolean) : undefined;
    const request: Requested = { kind, ...(count ? { count } : {}), ...(title ? { title } : {}), from: clause.text.trim().slice(0, 200) };
    found.push(request);
    at.set(request, span.start);
  }
  // "Nairobi FIFA & Tekken squad, 6 players. need roster": the team shows everyone the brief counts.
  const team = found.find((f) => f.kind === "team" && !f.count);
  const people = team && new RegExp(`(?<![\\p{Sc}\\d/.,])\\b(${NUMBER})[\\s-](?:${PEOPLE}|members)\\b`, "iu").exec(text);
  if (team && people) {
    const n = toNumber(people[1]!);
    if (n && n >= 2 && n <= 12) team.count = n;
  }
  // "3 reviews", "4 questions", "6 photos": a number before a section's own noun asks for that many.
  for (const [kind, noun] of Object.entries(COUNT_NOUNS) as [RequestedSection, string][]) {
    const existing = found.find((f) => f.kind === kind);
    if (existing?.count) continue;
    const m = new RegExp(`(?<![\\p{Sc}\\d/.,$€£₦₹])\\b(?:at least\\s+|around\\s+|about\\s+)?(${NUMBER})\\s+(?:[\\p{L}-]+\\s+){0,2}${noun}\\b`, "iu").exec(text);
    if (!m || kind === "services" || kind === "menu" || kind === "team" || kind === "stats") continue;
    // "37 products in stock" is a figure; "a grid of at least 8 products" asks for cards.
    if (kind === "product" && !DIRECTIVE.test(clauseAround(text, m.index, m.index + m[0].length).text)) continue;
    const clause = clauseAround(text, m.index, m.index + m[0].length);
    // ("Team: 3 partners and 4 associates": partners in a team are people, not logos.)
    if (kind === "logos" && /\bteam\b/i.test(clause.text)) continue;
    // "we've drilled 37 wells", "60+ animals": a figure about the business, not a request (a request lists what
    // the page shows, or says so).
    if (!DIRECTIVE.test(clause.text) && !/(?:^|,|:)\s*(?:a\s+|an\s+)?(?:at least\s+)?\S+\s+(?:[\p{L}-]+\s+){0,2}\S+\s*(?:,|\.|$)/u.test(text.slice(Math.max(0, m.index - 2), m.index + m[0].length + 1))) continue;
    const count = toNumber(m[1]!);
    if (count && count > 1 && existing) existing.count = count;
    else if (count && count > 1) {
      const request: Requested = { kind, count, from: clause.text.trim().slice(0, 200) };
      found.push(request);
      at.set(request, m.index);
    }
  }
  return found.sort((a, b) => at.get(a)! - at.get(b)!);
}

/** Money written after a number: "Team (4 € pro Person)" is a price, never a team of four. */
const MONEY_AFTER = "\\p{Sc}|(?:eur|euros?|usd|dollars?|ksh|kes|rs|rp|zł|zl|kr|lei|tl)(?![\\p{L}])";

/** Words for "about" or "at least" before a count, in the languages briefs come in. */
const ABOUT = "(?:at least|min(?:imum)?\\.?|about|around|up to|roughly|approx\\.?|maybe|like|some|unas|unos|uns|umas|cerca de|sekitar|etwa|ca\\.|angalau)";

/** "portfolio gallery with before/after (at least 10)", "portfolio (minimum 12 pieces)": a count in brackets after the section. */
function countAfter(rest: string): number | undefined {
  // (Never across "and" to another part's count: "a schedule and meet the presenters (8 of them)".)
  // ("(unas 20 fotos)", "(sekitar 10 foto)", "(very important, at least 12)": about how many, in any words.)
  const m = new RegExp(`^(?:(?!\\band\\b)[^().,;]){0,25}\\(\\s*(?:[^()\\d]{0,25}?\\b${ABOUT}\\s+|(?:${ABOUT})?\\s*)(${NUMBER})\\b(?!\\s*(?:${MONEY_AFTER}))[^)]{0,20}\\)`, "iu").exec(rest);
  const n = m ? toNumber(m[1]!) : null;
  return n && n >= 2 && n <= 24 ? n : undefined;
}

/**
 * "Gallery of 6", "galería de 8 fotos", "Gallery ya picha 8", "Coaches: 4", "meet the presenters (8 of them)", and a
 * team counted in parts, "Team: 3 partners and 4 associates": the number right after the part of the page asked for.
 */
function countRightAfter(kind: RequestedSection, rest: string): number | undefined {
  const parts = kind === "team" ? new RegExp(`^\\s*[:(]?\\s*(${NUMBER})\\s+\\p{L}+\\s*(?:and|\\+|&)\\s*(${NUMBER})\\s+\\p{L}+`, "iu").exec(rest) : null;
  if (parts) return (toNumber(parts[1]!) ?? 0) + (toNumber(parts[2]!) ?? 0) || undefined;
  // ("gallery of my best 10 walls", "galeria com 10 fotos", "grid of like 12 jobs": whose, which and about how many
  // may come between.)
  const m = new RegExp(`^\\s*(?:(?:of|with|com|con|mit|de|ya(?:\\s+\\p{L}+)?)\\s+(?:(?:my|our|the|his|her|their|best|latest|recent|favourite|favorite|${ABOUT})\\s+){0,3}|[:(]\\s*)?(${NUMBER})(?!\\s*(?:[.,:/-]\\d|%|am\\b|pm\\b|h\\b|years?\\b|yrs?\\b|min|${MONEY_AFTER}))\\b`, "iu").exec(rest);
  const n = m ? toNumber(m[1]!) : null;
  return n && n >= 2 && n <= 24 ? n : undefined;
}

function countFor(kind: RequestedSection, clause: string): number | undefined {
  const noun = COUNT_NOUNS[kind];
  if (!noun) return undefined;
  // A number right after money or a slash is a price ("£5/£10/£25 options"), not a count.
  const m = new RegExp(`(?<![\\p{Sc}\\d/.,$€£₦₹])\\b(?:${ABOUT}\\s+|exactly\\s+|only\\s+)?(${NUMBER})\\s+(?:[\\p{L}-]+\\s+){0,2}${noun}\\b`, "iu").exec(clause) ?? new RegExp(`${noun}\\s*[:(]?\\s*(${NUMBER})(?![.,]\\d|\\s*(?:${MONEY_AFTER}))\\b`, "iu").exec(clause);
  const n = m ? toNumber(m[1]!) : null;
  // "a FAQ" is one section, not one question.
  return n && n >= 2 && n <= 24 ? n : undefined;
}

/** Whether the brief gives the order of its page's parts: "Sections in this order: ...", "Page structure: 1. ... 2. ...". */
export function listsItsOrder(text: string): boolean {
  // (Never "Layout: minimal": a look, not an order.)
  return /\b(?:in (?:this|that|the following) order|(?:page|site) structure)|(?:^|\n|\s)1[.)]\s[^\n]*?(?:\n|\s)2[.)]\s/i.test(text);
}

/** The stretches of the description that tell the builder what to do (and must never appear on the page). */
export function instructionSpans(text: string, words: readonly SectionMatch[]): Span[] {
  const spans: Span[] = [];
  // Clauses, split at sentence ends and at commas or "and" that start a new directive.
  const re = /[^.;!?\n]+/g;
  for (const m of text.matchAll(re)) {
    const sentence = m[0];
    const parts = sentence.split(/(?<=,)\s+|\s+(?=(?:and|also|plus|but)\s)/);
    let at = m.index;
    for (const part of parts) {
      const start = text.indexOf(part, at);
      at = start + part.length;
      const trimmed = part.trim().replace(/^(?:and|also|plus|but)\s+/i, "");
      if (trimmed.length < 3) continue;
      if (isInstruction(trimmed)) spans.push({ start, end: start + part.length, text: trimmed.replace(/[,\s]+$/, "") });
    }
  }
  // "Booking calendar + reviews.": a clause that lists only the page's parts asks for them, verb or not (one with
  // prices or figures in it lists the business's own things too, and they are its offers).
  for (const start of sectionLists(text, words)) {
    const clause = words.find((m) => m.clause.start === start)!.clause;
    if (/\d/.test(clause.text) || clause.text.split(/\s+/).length > 12) continue;
    if (!spans.some((s) => s.start <= clause.start && clause.end <= s.end)) spans.push({ start: clause.start, end: clause.end, text: clause.text.trim() });
  }
  return spans.sort((a, b) => a.start - b.start);
}

const STRUCTURE = /\b(?:section|page|button|header|footer|tagline|slogan|headline|heading|sub-?heading|colou?rs?|fonts?|theme|background|layout|grid|cards?|tiers?|logo strip|logos|navigation|nav ?bar|dark mode|light mode|accent|design|style|look|faq|gallery|testimonials|form|map|link|whatsapp button|hero|banner|icons?|photos?|pictures?|images?|badge|cta|call to action|sticky)\b/i;
const COMMAND = /^(?:i (?:want|need|would like)|we (?:want|need|would like)|i'd like|we'd like|please|pls|plz|make|add|include|put|show|display|list|use|give|keep|have|need|want|no |don'?t|do not|should|must|can you|could you|also (?:add|include|want|need|show))\b|\b(?:should (?:have|be|show|say|include|look)|must (?:have|be|show|include)|needs? to (?:have|be|show)|has to (?:have|be)|at least \d|at most \d|\d+ tiers)\b/i;

/** The languages a brief asks its site to be written in, by their names in English and in their own words. */
const LANGUAGES = "english|spanish|french|portuguese|german|italian|greek|norwegian|danish|swedish|finnish|dutch|polish|swahili|kiswahili|arabic|bahasa|hindi|urdu|turkish|russian|ukrainian|chinese|mandarin|japanese|korean|vietnamese|thai|malay|indonesian|tagalog|filipino|amharic|yoruba|igbo|hausa|zulu|afrikaans|creole|sheng|pidgin|italiano|español|espanol|português|portugues|français|francais|deutsch|polsku|angielsku|inglés|ingles|inglês|anglais|englisch|norsk";
/**
 * "Tudo em português", "NEED WEBSITE GREEK AND ENGLISH": a language named as one ("in English", "em português",
 * "Bahasa + English", "Sheng is fine"), never a people's adjective ("German law firms", "Silk Road English Center").
 */
const SITE_LANGUAGE = new RegExp(`\\b(?:in|em|en|po|auf|na|into)\\s+(?:${LANGUAGES})\\b|\\b(?:${LANGUAGES})\\s*(?:\\+|/|&|\\band\\b|\\bi\\b|\\by\\b|\\be\\b|\\bund\\b|\\bet\\b)\\s*(?:po\\s+)?(?:${LANGUAGES})\\b|\\b(?:${LANGUAGES})\\s+(?:is fine|only|version|translation)\\b`, "i");
const ABOUT_THE_SITE = /\b(?:site|website|web site|page|strona|stronę|the copy|everything|tudo|todo|tout|alles|is fine|main text|translation|translated|write it)\b/i;
/** What a business does in a language ("we teach English and Spanish", "menus in Greek") is no instruction. */
const DOES_IN_A_LANGUAGE = /\b(?:teach|teaching|lessons?|classes|courses?|tutor|tutoring|school|speak|spoken|translator|interpreter|menus?|services?|mass|sermons?|books?|novels?|poems?|songs?|sing|podcast|episodes?|tours?|guides?|apps?|software|keyboard|recogni[sz]\w*|transcri\w*|api|library|model|nlp|tool)\b/i;

function isInstruction(clause: string): boolean {
  if (COMMAND.test(clause) && STRUCTURE.test(clause)) return true;
  if (SITE_LANGUAGE.test(clause) && ABOUT_THE_SITE.test(clause) && !DOES_IN_A_LANGUAGE.test(clause)) return true;
  // "with a gallery and an FAQ with 4 questions", "3 pricing tiers": a request without a verb.
  if (/^(?:with|plus|and)\s+(?:a|an|some|the|\d)/i.test(clause) && STRUCTURE.test(clause)) return true;
  return /\b(?:sticky header|dark (?:background|theme|mode)|light (?:background|theme)|accent colou?r|font|colou?r scheme|off-white|minimal(?:ist)? (?:design|look|style)|tiers?\b.*\b(?:most popular|highlighted))\b/i.test(clause);
}

/** A header that stays at the top: "sticky header", "fixed nav", "menu that stays at the top". */
export function wantsStickyHeader(text: string): boolean {
  return /\b(?:sticky|fixed|floating|pinned)\s+(?:header|nav(?:igation)?|menu|top ?bar|nav ?bar)\b|\b(?:header|nav(?:igation)?|menu)\s+(?:that\s+)?(?:stays|sticks|remains)\b/i.test(text);
}

/** What the brief says about the look, as written: "warm off-white", "one accent colour", "dark". */
export function lookWishes(text: string): string[] {
  const wishes: string[] = [];
  const re = /\b((?:(?:very|really|super|quite|more|a bit)\s+)?(?:dark|black|light|bright|warm|cool|soft|muted|earthy|pastel|bold|vibrant|colou?rful|minimal(?:ist)?|clean|simple|elegant|luxur(?:y|ious)|playful|modern|classic|rustic|retro|vintage|corporate|professional|calm|fresh|girly|masculine|premium|sleek|neon|gold(?:en)?|off-white|cream|beige|navy|green|blue|red|pink|purple|orange|yellow|teal|brown|grey|gray|monochrome|black and white|one accent colou?r|single accent colou?r)(?:[\s-]+(?:and|&)?\s*(?:off-white|white|cream|gold|green|blue|black|red|pink|purple|orange|yellow|teal|brown|grey|gray|navy|beige|earthy|minimal|clean|modern|elegant|bold))*(?:\s+(?:colou?rs?|colou?r scheme|palette|theme|background|look|feel|vibe|design|style|tones?|accents?))?)\b/gi;
  for (const m of text.matchAll(re)) {
    const wish = m[1]!.trim();
    const clause = clauseAround(text, m.index, m.index + m[0].length).text;
    // A colour word counts when it is about the site ("dark background", "make it warm"), not the business ("green tea").
    if (!/\b(?:colou?rs?|palette|theme|background|look|feel|vibe|design|style|tones?|accent|site|website|page|make it|keep it|should be|want it|minimal|dark|off-white)\b/i.test(clause)) continue;
    if (!/\b(?:colou?rs?|palette|theme|background|look|feel|vibe|design|style|tones?|accents?)\b/i.test(wish) && !/^(?:dark|minimal(?:ist)?|clean|elegant|bold|vibrant|colou?rful|playful|modern|warm|off-white|professional|corporate|sleek|calm|bright|luxur(?:y|ious))$/i.test(wish)) continue;
    if (!wishes.some((w) => w.toLowerCase().includes(wish.toLowerCase()))) wishes.push(wish);
  }
  return wishes.slice(0, 6);
}
