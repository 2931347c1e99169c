// Reading a description into the structured brief (schema/brief.ts): every part found with how sure the reading is
// and the words it came from. Pure and fast (no tagger to load): the AI builder reads a brief on every keystroke's
// pause, and a cold Worker answers its first design in a few milliseconds (bench/generate.ts).
import { ASK_BELOW, BRIEF_LIMITS, briefSchema, type Brief, type ExactRole } from "../../../../schema/brief";
import { categories as categoryOptions, colourSchemes, type Category, type Scheme } from "../../../../schema/prompt";
import { countryOfMoney, type Country } from "../countries";
import type { Trade } from "../trade";
import { weighedArchetype } from "./archetypes";
import { detectLanguage, scriptLanguage } from "./language";
import { BADGE_LEAD, BADGE_WORDS, findQuotes, galleryGroups, TITLE_OF_PART, labelledTexts, listedSections, namedLabels, namedPlans, unquotedButtons, variantsIn } from "./exact";
import { findFacts, type Fact } from "./facts";
import { COMMON_WORDS } from "./common-words";
import { ENGLISH_NOUN_WORDS, kindIndex, readKind, type KindContext } from "./kind";
import { CELEBRATION, readName, type NameContext, type NameReading } from "./name";
import { readOffers } from "./offers";
import { readPlace, type PlaceReading } from "./place";
import { readPeople } from "./people";
import { instructionSpans, lookWishes, requestedSectionsIn, sectionWords, wantsStickyHeader } from "./requests";
import { notes, statements } from "./statements";
import { readStats } from "./stats";
import { clean, escapeRe, hash, namesOverlap, splitSuffixes, type Span } from "./text";
import * as v from "valibot";

/** A quarter of a town said as one: "quartier Mermoz", "bairro Boa Viagem", "Stadtteil Ehrenfeld". */
const QUARTER = /^(?:quartier|quarter|district|neighbou?rhood|bairro|barrio|colonia|stadtteil|kelurahan|kecamatan|mtaa|estate of)\s+\p{Lu}/iu;

/** Words for where something is found, not what is sold: "a lagoon", "a market". */
const WHERE_WORDS = /\b(?:market|lagoon|lake|river|beach|bay|island|islands|valley|hills?|mountains?|road|street|avenue|square|mall|station|village|district|estate|province|county|region)\b/i;

export { hash } from "./text";

function labelToValue<T extends string>(label: string | undefined, values: readonly { value: T; label: string }[]): T | null {
  if (!label) return null;
  const key = label.toLowerCase().replace(/[^a-z]/g, "");
  return values.find((o) => o.value === key || o.label.toLowerCase().replace(/[^a-z]/g, "") === key)?.value ?? null;
}

/** A price by the period: "$29/mo", "£120 per year". */
const PERIOD = /\/\s*(?:mo|month|yr|year|week|term)|\bper\s+(?:month|year|week|term|quarter)/i;
/** The words that call a list plans to choose between. */
const PLAN_WORDS = /\b(?:plans?|tiers?|packages?|memberships?|subscriptions?|passes|tickets?)\b/i;

const schemeWords: [Scheme, RegExp][] = [
  ["dark", /\b(?:dark|black|night|moody|neon)\b/i],
  ["vibrant", /\b(?:vibrant|colou?rful|bright|bold|fun|lively|playful)\b/i],
  ["minimal", /\b(?:minimal|minimalist|clean|simple|calm|quiet|off-white|understated|dignified|sober|plain|schlicht)\b/i],
  ["corporate", /\b(?:corporate|professional|serious|trustworthy)\b/i],
  ["creative", /\b(?:creative|artistic|quirky|hand-?made feel)\b/i],
  ["gradient", /\b(?:gradient|futuristic)\b/i],
  ["modern", /\b(?:modern|sleek|contemporary|fresh)\b/i],
];

/**
 * The building a business is in, said as one: "in a converted 1870s Methodist chapel", "inside an old bank", "out of a
 * restored railway carriage". Only with a word that says the building had another life before.
 */
function housingIn(text: string): Span[] {
  const found: Span[] = [];
  for (const m of text.matchAll(/\b(?:in|inside|within|out of|from)\s+(?:a|an|the|our)\s+((?:(?:converted|former|old|restored|disused|renovated|refurbished|repurposed|historic|listed|\d{4}s|\d{2}th[- ]century|victorian|georgian|edwardian|colonial|abandoned)\s+)+(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)(?=\s*(?:[,.;:!?()—–-]|$)|\s+(?:in|on|at|near|by|with|and|from|since|where|which|that|built|dating)\b)/giu)) {
    const start = m.index + m[0].length - m[1]!.length;
    found.push({ start, end: start + m[1]!.length, text: m[1]! });
  }
  return found;
}

/** Who it serves: "for busy parents", "for small shops in Lagos" (people, in the plural). */
function audienceIn(text: string): { value: string; span: Span } | null {
  for (const m of text.matchAll(/\bfor\s+((?:[\p{Ll}][\p{L}'-]*\s*){1,5}?)(?=[,.;:!?]|\s+(?:in|who|that|with|and|at|near|across|based|looking|to|from)\b|$)/gu)) {
    const found = m[1]!.trim();
    if (/^(?:a|an|the|my|our|me|us|him|her|them|it|this|that|sale|hire|free|you|everyone|people|years?|months?|days?|weeks?|hours?|ages|life|good|now|later|less|more|sure|example|instance)\b/i.test(found)) continue;
    const last = found.split(/\s+/).at(-1)!;
    if (!/s$/.test(last) || /(?:ss|us|is|ness|ics|ies?s)$/.test(last) && !/ies$/.test(last)) continue;
    // People or the businesses they run, not occasions or things ("for parties and wakes", "for repairs").
    if (!AUDIENCE_END.test(last)) continue;
    const start = m.index + m[0].indexOf(found);
    return { value: found.toLowerCase(), span: { start, end: start + found.length, text: found } };
  }
  // "app de turnos para peluquerías y barberías", "app pra feirante", "eine App für Pflegeheime": who a thing is
  // for, in other languages, when the words are people or the businesses they run.
  for (const m of text.matchAll(/(?<![\p{L}])(?:para|pra|pour|für|fuer|per|untuk|kwa|dla|voor)\s+((?:(?:los|las|el|la|les|o|os|a|as|die|den|kleine|pequeños|pequenos|pequeñas|petits|petites)\s+)?[\p{Ll}\p{Lu}][\p{L}'-]*(?:\s+(?:y|e|et|und|i|na|dan|en|&)\s+[\p{Ll}\p{Lu}][\p{L}'-]*)?)/gu)) {
    const found = m[1]!.trim();
    if (!FOREIGN_AUDIENCE.test(found.split(/\s+/).at(-1)!)) continue;
    const start = m.index + m[0].indexOf(found);
    return { value: found.toLowerCase(), span: { start, end: start + found.length, text: found } };
  }
  return null;
}

/** People and the businesses they run, in the languages briefs come in (plural or, for trades, singular). */
const FOREIGN_AUDIENCE = /^(?:\p{L}+(?:erías|erias|arias|rías|eros|eras|istas|antes?|entes?|ores|oras|eurs|euses|iers|ières|istes|ants|ents|ärzte|betriebe|heime|praxen|händler|handwerker|pflegedienste|kunden|familien|eltern|kinder|schulen|vereine)|negocios|negócios|empresas|emprendedores|empreendedores|lojas|tiendas|restaurantes|clínicas|clinicas|escuelas|escolas|salões|salones|bares|hoteles|hotéis|familias|famílias|niños|crianças|clientes|pacientes|médicos|commerces|entreprises|artisans|restaurants|boutiques|écoles|familles|enfants|clients|patients|Pflege|Pflegeheime|Praxen|Betriebe|Kunden|Familien|Eltern|Kinder|Schulen|Vereine|Unternehmen|Restaurants|Cafés|Friseure|Ärzte|Händler|Handwerker|usaha|umkm|pedagang|warung|toko|sekolah|keluarga|anak|wafanyabiashara|wakulima|biashara|firm|sklepów|restauracji|szkół|rodzin|dzieci|klientów|bedrijven|winkels|ondernemers|klanten|gezinnen|kinderen)$/iu;

const AUDIENCE_END = /(?:ers|ors|ists|ians|ents|ants|ees|men|people|folks?|families|kids|children|teens|youth|parents|mums|moms|dads|couples|brides|grooms|students|pupils|learners|patients|clients|customers|guests|tourists|travellers|travelers|visitors|members|athletes|players|riders|businesses|companies|firms|shops|stores|startups|schools|churches|restaurants|cafes|cafés|salons|smes|agencies|landlords|professionals|beginners|seniors|elders|adults|toddlers|babies|pets|dogs|cats|horses|animals|homes|households|offices|teams|clubs|charities|ngos|hospitals|clinics|hotels|bars|venues|gyms|brands|creators|artists|couples)$/i;

/** A command to install or run a tool, with its argument and perhaps one more ("npx sluggo prune"). */
const INSTALL_COMMAND = /(?<![\w-])(?:npx|npm (?:i|install)|pnpm (?:add|dlx)|yarn (?:add|dlx)|pip3? install|pipx install|brew install|cargo install|go install|gem install|composer require|docker (?:run|pull)|apt(?:-get)? install|winget install|choco install|curl -[a-zA-Z]+)\s+[^\s,;)`'"]+(?:\s+(?!(?:and|or|to|then|for|with|in|on|the|a|is|it|you|we|&)(?:\s|$))[^\s,;)`'"]+)?/g;

const PERSONAL = /\b(?:cv|c\.v\.|resume|résumé|curriculum vitae|about me|personal (?:site|website|page|brand|portfolio)|my portfolio|hire me|my (?:work|projects|experience|skills)|online cv|memorial (?:page|site|website)|tribute (?:page|site))\b/i;

export interface Reading {
  brief: Brief;
  trade: Trade | null;
}

/** What the name reader is given for a description: its text and what else was found in it first. */
export function nameContextOf(prompt: string, trades: readonly Trade[]) {
  const cleaned = clean(prompt);
  const { text, category: categoryLabel, style } = splitSuffixes(cleaned);
  const category: Category | null = labelToValue(categoryLabel, categoryOptions);
  const language = detectLanguage(text);
  // (A brief in another alphabet with sentences in English, "Open 10:00-22:00 every day", is read for its English
  // sentences as an English one is: its Latin letters are English.)
  const english = language.code === "en" || (language.mixed && !!scriptLanguage(text));
  const quotes = findQuotes(text);
  const quoteSpans: Span[] = quotes.map((q) => ({ start: q.start, end: q.end, text: q.text }));
  const facts = findFacts(text);
  const index = kindIndex(trades);
  const personal = category === "personal" || category === "portfolio" || PERSONAL.test(text);
  // Plan names ("Solo", "Studio", "Chain") and quoted texts are never the place or the name.
  const listed = namedPlans(text);
  const planSpans: Span[] = listed.map((p) => p.span);
  const firstPlace = readPlace(text, [...quoteSpans, ...planSpans], null, english);
  const variants = variantsIn(text);
  // A product's choices ("Savanna Sand, Lake Blue, Forest") are never its name.
  const factSpans: Span[] = [...facts.filter((f) => f.kind !== "link" && f.kind !== "address").map((f) => ({ start: f.start, end: f.end, text: f.text })), ...variants.map((v) => v.span)];
  const swahili = language.code === "sw" || (language.mixed && /\b(?:na|ya|wa|kwa|ni|tuna\w*|sisi|yetu)\b/i.test(text));
  const context: NameContext = { text, quotes, places: firstPlace?.all ?? [], vocabulary: index.vocabulary, personal, facts: factSpans, swahili, english };
  return { context, text, style, category, language, english, quotes, quoteSpans, facts, index, personal, listed, planSpans, variants };
}

/** What the kind reader is given for a description: the name's context, the name, and what is not evidence. */
export function kindContextOf(prompt: string, trades: readonly Trade[]) {
  const named = nameContextOf(prompt, trades);
  const { context, text, category, english, quoteSpans, facts, personal, planSpans } = named;
  const sectionMentions = sectionWords(text);
  const instructions = instructionSpans(text, sectionMentions);
  const name = readName(context);
  const place = byMoney(readPlace(text, [...quoteSpans, ...planSpans], name?.span ?? null, english) ?? whereNamed(name), facts);
  const audience = audienceIn(text);
  const ignore = [...quoteSpans, ...instructions, ...(audience ? [audience.span] : []), ...(place?.all ?? [])];
  // ("Jacob's bar mitzvah": a celebration's name says what the site is; only whose it is is no evidence of the kind.)
  const celebration = name ? CELEBRATION.exec(name.span.text) : null;
  const nameSpan = name && celebration ? { ...name.span, end: name.span.start + celebration.index, text: name.span.text.slice(0, celebration.index) } : (name?.span ?? null);
  const kindContext: KindContext = { text, ignore, instructions, name: nameSpan, audience: audience?.span ?? null, housing: housingIn(text), category, personal, english };
  return { ...named, sectionMentions, instructions, name, place, audience, kindContext };
}

/** Reads a description (with the guided builder's " | Category: ..." and " | Style: ..." when present). */
export function readBrief(prompt: string, trades: readonly Trade[]): Reading {
  const { context, text, style, category, language, english, quotes, quoteSpans, facts, index, personal, listed, planSpans, variants, sectionMentions, instructions, name, place, audience, kindContext } = kindContextOf(prompt, trades);
  // A kind outside the catalogue takes the shape every word of the brief gives it; the guided builder's category and
  // a catalogue kind say theirs.
  const rulesKind = readKind(kindContext, trades);
  const kind = !rulesKind.trade && !category ? { ...rulesKind, archetype: weighedArchetype(text, rulesKind.archetype) } : rulesKind;

  // Exact texts: quotes with a role (or none: a sentence in quotes is a tagline, then text), unquoted buttons,
  // and the short labels briefs name ("Read more", "Most popular").
  const exact: Brief["exact"] = [];
  const addExact = (text_: string, role: ExactRole, from: string, target?: string) => {
    const known = exact.find((e) => e.text === text_);
    if (!known) exact.push({ text: text_.slice(0, 200), role, from: from.slice(0, 200), ...(target ? { target: target.slice(0, 80) } : {}) });
    else if (target) known.target = target.slice(0, 80);
  };
  for (const q of quotes) {
    if (q.role === "name" || q.inner.text === name?.value) continue;
    // A question in quotes ("Is my money held by the app?") is a line of the page, never its tagline.
    // Nor is a priced item ("Classic 20 min - NPR 9,500").
    const priced = facts.some((f) => f.kind === "price" && q.inner.start <= f.start && f.end <= q.inner.end);
    // "people see 'plow' and call us": one lower-case word in quotes, with nothing saying what it is for, is a word
    // mentioned, not a text for the page.
    if (!q.role && /^\p{Ll}[\p{Ll}'’-]*$/u.test(q.inner.text)) continue;
    const role: ExactRole = q.role ?? (exact.some((e) => e.role === "tagline") || q.inner.text.split(/\s+/).length < 3 || /\?$/.test(q.inner.text) || priced ? "text" : "tagline");
    // ("'Karibu Bibi's' as the title of the about section": the section it titles.)
    const titles = role === "section-title" ? TITLE_OF_PART.exec(text.slice(q.end, q.end + 60))?.[1] : undefined;
    addExact(q.inner.text, role, text.slice(Math.max(0, q.start - 40), q.end), titles);
  }
  for (const b of unquotedButtons(text)) if (!quotes.some((q) => q.start <= b.start && b.end <= q.end)) addExact(b.text, "button", b.text);
  // "an install snippet (brew install tallyho)", "`npx tinydeploy ./dist`": a command is shown exactly as written.
  for (const m of text.matchAll(INSTALL_COMMAND)) {
    if (!exact.some((e) => e.text.includes(m[0]))) addExact(m[0].replace(/[.]+$/, ""), "text", m[0]);
  }
  for (const l of labelledTexts(text)) if (!quotes.some((q) => q.start < l.span.end && l.span.start < q.end)) addExact(l.text, l.role, l.span.text);
  for (const l of namedLabels(text)) addExact(l.text, l.role, l.span.text);
  // "Sections: About, Projects, Skills (AutoCAD, MX Road)": each a section with the customer's title, and its
  // bracketed words as its content.
  for (const l of listedSections(text)) {
    addExact(l.title, "section-title", l.span.text);
    if (l.detail && !exact.some((e) => e.text === l.detail)) exact.push({ text: l.detail.slice(0, 200), role: "text", target: l.title.slice(0, 80), from: l.span.text.slice(0, 200) });
  }
  // The gallery's groups are its captions, as written ("grouped into 3 categories: Restoration, Commissions, Lamps").
  const groups = galleryGroups(text);
  for (const title of groups?.titles ?? []) if (!exact.some((e) => e.text === title)) exact.push({ text: title.slice(0, 200), role: "text", target: "gallery", from: groups!.span.text.slice(0, 200) });
  // Each choice is shown as written, under what varies ("Colours: Savanna Sand, Lake Blue, Forest").
  for (const v of variants) for (const value of v.values) if (!exact.some((e) => e.text === value)) exact.push({ text: value.slice(0, 200), role: "text", target: v.label, from: v.span.text.slice(0, 200) });

  // A plan called "Free" needs no price saying so.
  // "Services with prices: check-up 150 zł, Scaling & polishing 250 zł": a priced list of services, treatments or
  // dishes is what the customer offers, not plans to choose between.
  // ("Treatments with prices: Anti-wrinkle 1 area (£199), ..., HydraFacial (£160)": the sentence says what the list
  // is, however far back it starts.)
  const listStart = listed.length ? listed[0]!.span.start : 0;
  const sentenceStart = Math.max(...[".", "!", "?", "\n"].map((c) => text.lastIndexOf(c, listStart - 1))) + 1;
  const listLead = listed.length ? text.slice(Math.max(0, Math.min(listStart - 60, sentenceStart), listStart - 240), listStart) : "";
  const offerList = /(?<![\p{L}])(?:services|servicios|serviços|prestations|huduma|treatments|menu|menú|cardápio|carte|dishes|products|produtos|productos|produits|produkte|prodotti|bidhaa|items|repairs|courses|classes|shop|store|loja|tienda|boutique|duka)(?![\p{L}])/iu.test(listLead) && !PLAN_WORDS.test(listLead);
  // ("best sellers: Monstera £34, Snake plant £22, Pothos £14": a shop's or a kitchen's priced list is its goods and
  // dishes. Only a period, a badge, the word for plans, a price list asked for or courses and sessions ("barista
  // training: Basic Barista 3 days TSh 350,000, ...") make such a list plans: "Veg box £18/week".)
  const goods = (kind.archetype === "shop" || kind.archetype === "food") && !exact.some((e) => e.role === "badge") && !listed.some((p) => p.badge || PERIOD.test(text.slice(p.span.start, p.span.end + 8)) || PLAN_WORDS.test(p.name)) && !PLAN_WORDS.test(listLead) && !/\b(?:price ?list|prices|pricing|rates|training|courses?|classes|lessons|workshops?|tours?|sessions?|treatments?|services?)\b/i.test(listLead);
  const plans: Brief["plans"] = (offerList || goods ? [] : listed).map((p) => ({ name: p.name, ...(p.price && p.price.toLowerCase() !== p.name.toLowerCase() ? { price: p.price } : {}), ...(p.badge ? { badge: p.badge.slice(0, 30) } : {}), features: p.note ? [p.note] : [] }));
  // A badge written in a plan's note ("Pack $29/mo (50 monitors, Most popular)") is an exact text on that plan.
  for (const p of plans) if (p.badge && !exact.some((e) => e.text.toLowerCase() === p.badge!.toLowerCase())) exact.push({ text: p.badge, role: "badge", target: p.name, from: p.name });
  // A badge goes on the plan it is written beside: "Studio £29/mo (mark as Most popular)", "Pro tier 'Most popular'".
  for (const badge of exact.filter((e) => e.role === "badge")) {
    const at = text.indexOf(badge.text);
    const near = (offerList ? [] : listed)
      .map((p, i) => ({ i, d: at >= p.span.end ? at - p.span.end : p.span.start - (at + badge.text.length) }))
      .filter((x) => x.d >= 0 && x.d < 50)
      .sort((a, b) => a.d - b.d)[0];
    // "put Family as most popular" names "Family 600W" by its first word.
    const called = (p: { name: string }) => escapeRe(p.name.replace(/\s+(?:\d|\().*$/, ""));
    const named = plans.findIndex((p) => new RegExp(`\\b${called(p)}\\b[^.;]{0,30}${escapeRe(badge.text)}|${escapeRe(badge.text)}[^.;]{0,20}\\b${called(p)}\\b`, "i").test(text));
    // A badge the plan list already put on its plan ("Pro $8/mo (...) marked Most popular") stays there.
    const already = plans.findIndex((p) => p.badge?.toLowerCase() === badge.text.toLowerCase());
    // "Growth ($49/mo, 5M characters) marked "Most popular"": marked so, it is the plan just before; "put "Most
    // booked" on the middle one": the plan in that place.
    const marked = new RegExp(`(?<![\\p{L}])(?:mark as|${BADGE_LEAD})\\s*(?:as\\s*)?["“„'‘]?$`, "iu").test(text.slice(Math.max(0, at - 24), at)) ? listed.findLastIndex((p) => p.span.end <= at && at - p.span.end < 30) : -1;
    const place = new RegExp(`${escapeRe(badge.text)}["”'’]?\\s+(?:on|for|to)\\s+the\\s+(first|second|middle|third|last)\\s+(?:one|tier|plan|package|option)\\b`, "i").exec(text)?.[1]?.toLowerCase();
    const nth = place && plans.length >= 2 ? { first: 0, second: 1, third: 2, middle: Math.floor((plans.length - 1) / 2), last: plans.length - 1 }[place]! : -1;
    const target = already >= 0 ? already : marked >= 0 && !offerList ? marked : nth >= 0 && nth < plans.length ? nth : named >= 0 ? named : near?.i;
    if (target !== undefined && plans[target]) {
      plans[target]!.badge = badge.text.slice(0, 30);
      badge.target = plans[target]!.name;
    } else {
      // "put 'Most popular' on monthly": the offer it is put on.
      const on = new RegExp(`${escapeRe(badge.text)}["”'’]?\\s+(?:on|for|to)\\s+(?:the\\s+)?([\\p{L}\\d -]{2,30}?)(?=[,.;!?]|\\s+(?:and|tier|plan|option|package)\\b|$)`, "iu").exec(text)?.[1];
      // "highlight hot desk as best value": the offer it is put on comes before "as".
      const as = new RegExp(`\\b(?:mark|label|tag|flag|highlight|make|put|set|show)\\s+(?:the\\s+)?([\\p{L}\\d'’ -]{2,30}?)\\s+as\\s+(?:a\\s+|the\\s+)?["“']?${escapeRe(badge.text)}`, "iu").exec(text)?.[1];
      if (on ?? as) badge.target = (on ?? as)!.trim();
    }
  }

  // "artists: Marta, Kenji, Lucas" are the team, not three things on offer.
  const people = readPeople(text, quoteSpans);
  const offerSkip = [...quoteSpans, ...instructions, ...people.map((p) => p.span)];
  // Never an offer: where it is ("We dey sell ankara ... for Balogun market, Lagos Island"; only places in its own
  // country: "ankara" the cloth is no offer of Turkey's capital), a plan, or one named after an instruction to label
  // the plans ("Label the plans Starter"), or the name when the name is sure (a name the card will ask about may be
  // one of the offers).
  const placeNames = new Set((place?.towns ?? []).filter((t) => place?.country && t.country.code === place.country.code).map((t) => t.text.toLowerCase()));
  // ("Marovo lagoon", "Honiara central market Sat": a name nobody's trade uses, then a lagoon or a market, is a
  // place it is found or sells; "Beach weddings", "River cruises" are offers.)
  const first = (o: { name: string }) => o.name.split(/\s+/)[0]!;
  const namedPlace = (o: { name: string; price?: string }) =>
    !o.price && /^\p{Lu}/u.test(o.name) && WHERE_WORDS.test(o.name.slice(first(o).length)) && !COMMON_WORDS.has(first(o).toLowerCase()) && !ENGLISH_NOUN_WORDS.has(first(o).toLowerCase()) && !index.vocabulary.has(first(o).toLowerCase());
  // ("quartier Mermoz", "bairro Boa Viagem": a quarter said as one is where, in any language.)
  const isPlace = (o: { name: string; price?: string }) => placeNames.has(o.name.toLowerCase()) || (!!place && o.name.toLowerCase() === place.value.toLowerCase()) || namedPlace(o) || /^(?:can|we|will|also)\s+(?:ship|deliver|post)\b/i.test(o.name) || (!o.price && QUARTER.test(o.name));
  const isPlan = (o: { name: string }) => plans.some((p) => p.name === o.name || (o.name.endsWith(` ${p.name}`) && /\b(?:plans?|tiers?|packages?|label|call|name)\b/i.test(o.name.slice(0, -p.name.length))));
  const isName = (o: { name: string }) => !!name && name.confidence >= ASK_BELOW.name && o.name === name.value;
  // ("ballyhoura bees - honey 12 euro/jar": the name before a dash is who offers it, not part of what.)
  const named = name ? new RegExp(`^${escapeRe(name.value)}\\s*[-–—:,]\\s*`, "i") : null;
  // ("gâteaux d'anniversaire à Dakar": where it is made is no part of what is offered.)
  const there = place ? new RegExp(`\\s+(?:à|in|en|em|di|na|au)\\s+${escapeRe(place.span.text)}$`, "i") : null;
  const read = readOffers(text, facts, offerSkip).map((o) => {
    const lead = named?.exec(o.name)?.[0];
    const own = lead && o.name.length > lead.length ? { ...o, name: o.name.slice(lead.length) } : o;
    return there && there.test(own.name) && own.name.replace(there, "").length > 2 ? { ...own, name: own.name.replace(there, "") } : own;
  });
  // A priced list that is a shop's goods keeps the names and prices its list gave ("Bone Straight 20" (UGX 850,000)").
  // (The words read before the same price may name it more fully: "Schweinsbraten mit Knödel 11,90 €".)
  const shelf = (goods && !offerList ? listed : []).map((p) => {
    const fuller = read.find((o) => o.price === p.price && o.name.toLowerCase().endsWith(` ${p.name.toLowerCase()}`));
    return fuller ?? { name: p.name, ...(p.price ? { price: p.price } : {}), ...(p.note ? { description: p.note } : {}), from: p.span.text };
  });
  const offers = [...shelf, ...read.filter((o) => !shelf.some((g) => namesOverlap(g.name, o.name)))].filter((o) => !o.where && !isPlace(o) && !isPlan(o) && !isName(o));
  // The market or lagoon read among the offers is where a visitor finds it: the page says so ("Onitsha main market").
  // (Not where it comes from: "carvings from Marovo lagoon".)
  const origin = (o: { name: string }) => /\bfrom\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, text.indexOf(o.name) - 10), Math.max(0, text.indexOf(o.name))));
  const where = read.filter((o) => o.where || (namedPlace(o) && !origin(o))).map((o) => o.name.replace(/\s+(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?\.?$/i, "")).filter((w) => !facts.some((f) => f.text.toLowerCase().includes(w.toLowerCase())));
  // "Cross-country 45 min NPR 15,500 (Most popular)": a badge written right after a priced offer goes on it.
  for (const o of offers) {
    const at = text.indexOf(o.from);
    const badge = at >= 0 && o.price ? new RegExp(`^\\s*[(,–—-]?\\s*["“'‘]?(${BADGE_WORDS.source})`, "i").exec(text.slice(at + o.from.length, at + o.from.length + 40))?.[1] : undefined;
    if (badge && !exact.some((e) => e.role === "badge" && e.target)) exact.push({ text: badge, role: "badge", target: o.name.slice(0, 80), from: o.from });
  }
  // ("Preise: Basis (kostenlos), Team (4 € pro Person/Monat)": a plan called Team asks for no team.)
  const planNamed = ({ span }: { span: { start: number; end: number } }) => plans.some((p) => text.slice(span.start, span.end).toLowerCase() === p.name.toLowerCase() && planSpans.some((s) => s.start <= span.start && span.end <= s.end));
  const requested = requestedSectionsIn(text, quoteSpans, sectionMentions.filter((m) => !planNamed(m)));
  // A button says what the page must have: "Add to cart" a product, "Get tickets" tickets, "Donate" a way to give.
  const BUTTON_ASKS: [RegExp, (typeof requested)[number]["kind"]][] = [
    [/\b(?:add to (?:cart|basket|bag)|buy(?: now| it)?|pre-?order|order now|comprar(?! bilhete| ingresso| entrada)|acheter|nunua|kaufen)\b/i, "product"],
    // (An RSVP answers an invitation: it is booked, never bought.)
    [/\b(?:tickets?|register|bilhete|ingresso|entrada|billet|boleto)\b/i, "tickets"],
    [/\b(?:donate|give|donat|spenden|faire un don|doar|toa mchango|support us)\b/i, "donate"],
    [/\b(?:subscribe|newsletter|sign me up|join the list|s'abonner|abonnieren|assinar)\b/i, "newsletter"],
    [/\b(?:book|reserve|réserver|reservar|reserva|agendar|buchen|appointment|rendez-vous|schedule a|rsvp)\b/i, "booking"],
  ];
  for (const e of exact.filter((x) => x.role === "button")) {
    const kind = BUTTON_ASKS.find(([re]) => re.test(e.text))?.[1];
    if (kind && !requested.some((r) => r.kind === kind)) requested.push({ kind, from: e.from });
  }
  if (plans.length && !requested.some((r) => r.kind === "pricing" || r.kind === "tickets")) requested.push({ kind: "pricing", count: plans.length, from: plans.map((p) => p.name).join(", ") });
  for (const r of requested) if ((r.kind === "pricing" || r.kind === "tickets") && plans.length) r.count = plans.length;
  // "Day pass KSh 500, hot desk KSh 8,000/month, membership €250/yr": prices by the period or pass are plans.
  const periodic = offers.filter((o) => o.price && (PERIOD.test(`${o.price} ${o.from}`) || /\b(?:pass|membership|plan|package|subscription|season ticket)\b/i.test(`${o.name} ${o.from}`)));
  if (periodic.length >= 2 && !requested.some((r) => r.kind === "pricing" || r.kind === "tickets")) requested.push({ kind: "pricing", from: periodic.map((o) => o.from).join("; ").slice(0, 200) });
  // A section title given in quotes ("sections "Experience", "Projects"") is a section the brief asks for.
  const scheme = labelToValue(style, colourSchemes) ?? schemeWords.find(([, re]) => re.test(instructions.map((i) => i.text).join(" ")))?.[0] ?? null;

  const cut = (value: string, max: number) => value.slice(0, max).trim();
  const LIST = BRIEF_LIMITS.list;
  // The customer's short notes about the business ("unlimited km, full insurance") are points the page makes, in
  // their words, unless the words are already read as something else.
  const taken = [...quoteSpans, ...facts, ...(name ? [name.span] : []), ...(place?.all ?? []), ...(audience ? [audience.span] : [])];
  const story = statements(text, [...quoteSpans, ...instructions], english).map((x) => cut(x, 240)).slice(0, LIST);
  // (A point the story already tells is not said twice.)
  const said = [...offers.map((o) => o.name.toLowerCase()), ...story.map((x) => x.toLowerCase())];
  const points = notes(text, taken, instructions, english && !language.mixed, (w) => COMMON_WORDS.has(w) || ENGLISH_NOUN_WORDS.has(w) || index.vocabulary.has(w) || index.vocabulary.has(w.replace(/s$/, ""))).filter((n) => !said.some((o) => n.text.toLowerCase().includes(o) || o.includes(n.text.toLowerCase())) && !n.text.toLowerCase().includes(kind.noun.toLowerCase()));
  const brief: Brief = {
    version: 1,
    description: text,
    language: { code: language.code, mixed: language.mixed, confidence: round(language.confidence) },
    name: name ? { value: cut(name.value, 80), confidence: round(name.confidence), from: cut(name.span.text, 200) } : null,
    person: personal && (kind.archetype === "person" || !!name?.person || PERSONAL.test(text)),
    kind: { id: kind.trade?.id ?? "other", noun: cut(kind.noun, 60) || "business", archetype: kind.archetype, confidence: round(kind.confidence), from: cut(kind.from, 200), guesses: kind.guesses.map((g) => ({ ...g, noun: cut(g.noun, 60) })) },
    place: place ? { value: cut(place.value, 80), country: place.country?.code ?? null, confidence: round(place.confidence), from: cut(place.span.text, 200) } : placeOfMoney(facts),
    audience: audience ? { value: cut(audience.value, 80), from: cut(audience.span.text, 200) } : null,
    offers: offers.slice(0, LIST).map((o) => ({ name: cut(o.name, 80), ...(o.price ? { price: cut(o.price, 40) } : {}), ...(o.description ? { description: cut(o.description, 200) } : {}), from: cut(o.from, 200) })),
    people: people.map((p) => ({ name: cut(p.name, 60), ...(p.role ? { role: cut(p.role, 60) } : {}), from: cut(p.span.text, 200) })),
    stats: readStats(text).map((x) => ({ value: cut(x.value, 24), label: cut(x.label, 60), from: cut(x.from, 200) })),
    plans: plans.slice(0, LIST).map((p) => ({ ...p, name: cut(p.name, 60), ...(p.price ? { price: cut(p.price, 40) } : {}) })),
    // (A point keeps the customer's words, set as the page sets text: "Prochaine : 14 mars" without the space French
    // puts before a colon.)
    facts: [...facts.slice(0, LIST).map((f) => ({ kind: f.kind, text: cut(f.text, 200), from: cut(text.slice(Math.max(0, f.start - 30), f.end), 200) })), ...where.map((w) => ({ kind: "address" as const, text: cut(w, 200), from: cut(w, 200) })), ...points.map((n) => ({ kind: "note" as const, text: cut(n.text.replace(/\s+([:;!?])/g, "$1"), 200), from: cut(n.text, 200) }))].slice(0, LIST),
    sections: requested.slice(0, LIST).map((r) => ({ kind: r.kind, ...(r.count ? { count: Math.min(24, r.count) } : {}), ...(r.title ? { title: r.title } : {}), from: cut(r.from, 200) })),
    exact: exact.slice(0, LIST),
    look: { scheme, wishes: lookWishes(text).map((w) => cut(w, 80)).slice(0, LIST), stickyHeader: wantsStickyHeader(text) },
    instructions: instructions.map((i) => cut(i.text, 200)).slice(0, LIST),
    story,
  };
  // Everything above is cut to the schema's limits, so a reading always passes it: a brief is never a 500.
  return { brief: v.parse(briefSchema, brief), trade: kind.trade };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * "Chuks Vulcanizer & Tyre Service for Ojota", "Batik Tulis Sekar Jagad di Laweyan": a town no list knows, cut from
 * the end of the name, is still where the business is.
 */
function whereNamed(name: NameReading | null): PlaceReading | null {
  const town = name?.town;
  return town ? { value: town.text, country: null, confidence: 0.5, span: town, all: [town], towns: [] } : null;
}

/**
 * "Boston Bay, Portland ... JMD 900", "exportamos a Estados Unidos ... COP 80.000": where the prices are decides the
 * country when the places named point elsewhere (a country they sell to is not where they are, and a town's name is
 * shared by many countries).
 */
function byMoney(place: PlaceReading | null, facts: readonly Fact[]): PlaceReading | null {
  const prices = facts.filter((f) => f.kind === "price").map((f) => f.text);
  // ("Maasai women from Kajiado ... KSh 2,500": a town no list knows is in the country only its money names.)
  if (place && !place.country) {
    const only = countryOfMoney(prices, { mainUser: false });
    return only ? { ...place, country: only, confidence: 0.6 } : place;
  }
  const money = countryOfMoney(prices);
  if (!place?.country || !money || place.country === money) return place;
  return { ...place, value: countryNamed(place.value, place.country) ? money.name : place.value, country: money, confidence: 0.6 };
}

/**
 * "Quarter chicken J$1,200" with no place named: money only one country uses says where it is, so its phone and prices
 * take that country's form (dollars or euros, which many use, say nothing).
 */
function placeOfMoney(facts: readonly Fact[]): Brief["place"] {
  const prices = facts.filter((f) => f.kind === "price");
  const money = countryOfMoney(prices.map((f) => f.text), { mainUser: false });
  return money ? { value: money.name, country: money.code, confidence: 0.5, from: prices[0]!.text.slice(0, 200) } : null;
}

/** Whether a place as written is the country itself ("Estados Unidos", "the US"), not a town in it. */
function countryNamed(value: string, country: Country): boolean {
  const key = value.toLowerCase().replace(/^the\s+/, "");
  return [country.name, ...country.aliases].some((n) => n.toLowerCase() === key);
}

/** The same description always reads the same way: designs are seeded from it. */
export function seedOf(brief: Pick<Brief, "description">): number {
  return hash(brief.description.toLowerCase());
}
