// What the brief says it offers, in its own words, with the prices it gives: "brisket plate $19", "Shoulder mount
// starts at $750", "we sell raw honey, beeswax candles and honeycomb", "Stimmung ab € 120".
import { PRICE_TAIL, type Fact } from "./facts";
import { escapeRe, greets, namesOverlap, overlaps, type Span } from "./text";

export interface OfferReading {
  name: string;
  price?: string;
  /** What the customer wrote about it in brackets: "The Printing Press (75 min, hardest)". */
  description?: string;
  /** Read among the offers, but where the business is: "..., Old Town Mombasa". */
  where?: true;
  from: string;
}

const LEAD = /^(?:(?:everything|all sorts|things|stuff|services|products)\s*:\s*|(?:(?:a |the |our |my )?(?:price ?list|prices|rates|rate card|pricing|packages|plans|menu|need|needs|must have)\s*[:–—-]\s*)+|(?:and|or|also|plus|some|many|great|the|a|an|our|my|fresh|all|any|e\.?g\.?|eg|like|such as|including|incl\.?|i\.?e\.?|for example|for instance|par exemple|por ejemplo|por exemplo|zum beispiel|z\.\s?b\.|from|at|for|is|are|costs?|only|just|starts?|starting|priced|ab|dès|a partir de|desde|(?:sold|available|comes?|packed)\s+(?:in|as))\s+|(?:we|i)\s+(?:also\s+)?(?:dey\s+)?(?:sell|offer|make|bake|supply|stock|carry|rear|raise|grow|breed|brew|cook|serve)\s+|(?:tuna|nina)(?:uza|suka|pika|fanya|tengeneza|shona|toa|leta)\s+|(?:hacemos|vendemos|ofrecemos|fabricamos|hago|vendo|ofrezco|fazemos|oferecemos|faço|learn)\s+)/i;
// ("selling handmade jamdani sarees online": how it is sold is no part of what.)
const TAIL = /\s+(?:online|from|at|for|is|are|costs?|only|just|starts?(?:\s+at)?|starting(?:\s+at)?|priced(?:\s+at)?|ab|dès|desde|a partir de|à partir de|=|-|–|—|:|@|\$|€|£|₦|₹)$/i;
const NOT_OFFERS = /^(?:(?:(?:an?|a few|few|some|several|lots of|plenty of|more|a couple of|\d+)\s+)?(?:faq|faqs|questions|opening hours|hours|gallery|photos|pictures|reviews|testimonials|contact(?: form| details)?|map|booking(?: form)?|about(?: us| me)?|newsletter|sign-?up|section|sections|button|logo|logos|menu bar|header|footer)(?:\s.*)?|price|prices|pricing|cost|fee|fees|rate|rates|budget|it|this|that|they|we|i|one|each|everything|anything|tickets?|entry|total|deposit|salary|website|site|page|number|phone|call|tel|whatsapp|contact|email|mpesa|m-pesa|till|paybill|plans?|tiers?|packages?|raised|needed|goal|target|from|mulai|desde|onwards|up|donations?|stop)$/i;

function tidy(name: string): string {
  let n = name.trim().replace(/^[\s,;:(•*-]+|[\s,;:)•*-]+$/g, "");
  for (let i = 0; i < 3; i++) n = n.replace(LEAD, "").replace(TAIL, "").trim();
  return n.replace(/\s+/g, " ");
}

/** "sponsor strip (Alma Co-op", "Riverbend Implement)": a piece cut at a bracket is the list inside it. */
function unbracketed(piece: string): string {
  if (/\([^)]*$/.test(piece)) return piece.slice(piece.lastIndexOf("(") + 1);
  if (/^[^(]*\)/.test(piece)) return piece.slice(0, piece.indexOf(")"));
  return piece;
}

function good(name: string): boolean {
  const words = name.split(/\s+/);
  // "3 months", "10 sessions", "1-month chicks", a "500g" pack: a number with its unit is a fine offer; a bare
  // number is not.
  // "free shipping above 100 €", "orders over $50": a condition, not a thing sold.
  if (/^free (?:shipping|delivery)|\b(?:above|over|under|below|minimum|orders?|up to)$/i.test(name)) return false;
  // ("client logos", "a booking button": a part of the page asked for is no offer.)
  if (/\b(?:logos?|logo strip|testimonials|faqs?|buttons?|sections?|forms?|widgets?)$/i.test(name) && !/^(?:logo|custom|business|web|registration|application|order)\b/i.test(name)) return false;
  // ("winner prize", "1st prize": what a winner takes home is no offer.)
  if (/\b(?:prizes?|jackpot|purse|prize (?:money|fund|pool))$/i.test(name)) return false;
  // "we do NOT sell land", "people call asking for plots": what the business does not do, or a sentence about it.
  if (/^(?:not|no|never|don'?t|doesn'?t|we don'?t|we do not|people|customers|everyone)\b|\bNOT\b/.test(name)) return false;
  // "serve Lexington + Scott county", "covering Nairobi": where it works, not what it does.
  if (/^(?:serve|serves|serving|covering|cover|based|located)\b|\b(?:county|district|province|region|parish)$/i.test(name)) return false;
  // "€2,500 second", "third": a prize's place, not something sold.
  if (/^(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|runners?[- ]up)(?:\s+(?:place|prize))?$/i.test(name)) return false;
  // "min 30 people", "minimum order 5 kg": a condition of the offers, not one of them; "insured to $20M" is a fact.
  if (/^(?:min|minimum|max|maximum|at least|up to|no more than|insured|covered|bonded|licensed|rated)\b/i.test(name)) return false;
  // "Cuba St Wellington", "Gloucester Rd": where it is, not what it sells.
  if (/\b(?:St|Street|Rd|Road|Ave|Avenue|Lane|Ln|Blvd|Boulevard)\b(?:\s+\p{Lu}[\p{L}-]*)?$/u.test(name)) return false;
  // "services (traditional burials": a piece cut inside brackets is half of two things.
  if (/\([^)]*$|^[^(]*\)/.test(name)) return false;
  return name.length >= 2 && name.length <= 60 && words.length <= 6 && /\p{L}/u.test(name) && !NOT_OFFERS.test(name) && (!/^\d/.test(name) || /^\d+(?:\s+|-)\p{L}{3,}/u.test(name) || /^\d+(?:[.,]\d+)?\s?(?:g|kg|ml|cl|l|lb|lbs|oz)$/i.test(name)) && !/\b(?:website|site|page|button|section|colou?r|headline|tagline)\b/i.test(name);
}

/** What a price is counted by, written right after it: "pp", "per hour", "/person", "a night". */
const PRICE_UNIT = /^\s*(?:pp\b|p\.p\.|per (?:person|pax|head|hour|hr|night|day|kg|month|week|class|session|lesson|adult|child|student|couple|group|signature)\b|each\b|\/\s?\p{L}+|a (?:night|day|month|week|head|person|kg|lesson|class|session)\b)/iu;

const UNIT_TAIL = new RegExp(`${PRICE_TAIL}$`, "u");

/** "jollof + chicken N3,500": each price with the words it prices. */
function pricedOffers(text: string, prices: readonly Fact[], skip: readonly Span[]): OfferReading[] {
  const out: OfferReading[] = [];
  for (const fact of prices) {
    // ("€110 per tuning": the fact keeps what the price is counted by; here the words after the amount name the offer.)
    const tail = UNIT_TAIL.exec(fact.text)?.[0] ?? "";
    const price = tail ? { ...fact, text: fact.text.slice(0, -tail.length), end: fact.end - tail.length } : fact;
    if (!/\d/.test(price.text)) continue;
    // "Berber pouf (leather, unstuffed) 89 €": a note in brackets between the name and its price is not the name.
    // "Basic 3kVA (₦1,850,000)": a price in brackets prices the words before the bracket.
    const before = text.slice(Math.max(0, price.start - 90), price.start).replace(/\s*\([^()]*\)\s*$/, " ").replace(/\s*\(\s*(?:(from|ab|dès|desde|à partir de|a partir de)\s+)?$/i, (_, from?: string) => (from ? ` ${from} ` : "")).slice(-60);
    // Back to the nearest break: a comma, a full stop, a colon or "like".
    const piece = before.split(/[,.;:(!?\n]|\s(?:like|e\.g\.|eg|such as|and|plus|with|while|but)\s|\s[-–—]\s(?=\S+\s+\S+\s+\S+)/i).pop() ?? "";
    let name = tidy(piece);
    // "Composite filling from 300 zł", "Shoulder mount starts at $750": the price keeps its "from".
    const lead = /\s(from|starts? at|starting at|ab|dès|desde|à partir de|a partir de)\s*$/i.exec(piece)?.[1];
    // "€95 pp", "US$15 per hour", "$34.99/person": what the price is for is part of the price.
    const unit = PRICE_UNIT.exec(text.slice(price.end, price.end + 30))?.[0] ?? "";
    // ("entry Rs 15,000": what it costs to take part is on offer, priced; "winner prize Rs 3 lakh" is not.)
    const entry = /^(?:entry|entry fee|registration|registration fee)$/i.test(name);
    if (!good(name) && !entry) {
      // "N5,000 for a family ticket", "$19 a plate"; and where the price opens its part of a list, the words
      // right after it ("25 OMR adults, 12 OMR kids", "$140 tuning").
      const rest = text.slice(price.end + unit.length, price.end + unit.length + 50);
      const opens = piece.trim() === "" || /^\s*$/.test(before.slice(-2));
      const after = (unit || !opens ? /^\s*(?:for|per|a)\s+(?:a|an|the)?\s*([\p{L}][\p{L}\s'-]{1,40}?)(?=[,.;:!?)]|\s+(?:and|or|with|in|at)\b|$)/u : /^\s*(?:(?:for|per|vir|pour|para|für)\s+)?(?:(?:a|an|the)\s+)?([\p{L}][\p{L}\s'-]{1,30}?)(?=[,.;:!?)(]|\s+(?:and|or|with|in|at|incl)\b|$)/u).exec(rest);
      // Words after a price that say how, when or how much, not what ("up", "onwards", "per head", "this month").
      const how = /^(?:incl|including|inc|incluindo|termasuk|max|min|approx|ca|plus|extra|only|each|total|per|pro|por|kwa|na|ny|la|le|el|l'|up|onwards|upwards|and up|weekends?|weekdays?|this|that|next|last|raised|prize|million|thousand|billion|lakh|crore|k|m|international|nationwide|worldwide|elsewhere|single|double|off|discount|deposit|cash|fee|fees|pool|monthly|yearly|daily|weekly|a month|a year)\b/i;
      name = after && !how.test(after[1]!) && (unit || !opens || after[1]!.trim().split(/\s+/).length <= 3) ? tidy(after[1]!) : "";
      if (!good(name)) continue;
    }
    const start = text.lastIndexOf(name, price.start);
    if (start >= 0 && skip.some((s) => overlaps(s, { start, end: start + name.length }))) continue;
    const shown = `${lead ? `${/^start/i.test(lead) ? "from" : lead.toLowerCase()} ` : ""}${price.text}${unit.trimEnd()}`;
    if (!out.some((o) => o.name.toLowerCase() === name.toLowerCase())) out.push({ name, price: shown, from: text.slice(Math.max(0, start), price.end).slice(0, 200) });
  }
  return out;
}

/** What introduces a list of offers: "we sell ...", "menu: ...", "6 soaps, each $12: ..." (a count of things, not of plans). */
const OFFER_VERBS = /\b(?:(?:we|i)\s+(?:also|now)\s+(?:sell|offer|make|do|bake|fix|repair|install|supply|sew|cook|serve|brew|grow|breed|rent|stock|carry|deliver|teach|provide|build|carve|weave|print|host)|(?:carving|weaving|knitting|sewing|brewing|roasting|distilling|forging|crafting|producing|growing|breeding|tailoring|hand-?carving|hand-?weaving)|(?:shop|store|boutique|stall) for|sell|sells|selling|we do|i do|we make|i make|we offer|i offer|offering|offers|we bake|i bake|we fix|i fix|we repair|i repair|we install|i install|we supply|we sew|we cook|we serve|serving|we brew|we grow|we breed|we rent|we hire out|we stock|we carry|we deliver|we teach|i teach|we provide|i provide|providing|specialis(?:e|ing|es) in|specializ(?:e|ing|es) in|services include|services:|our services|products:|menu:|including|dishes:|we handle|handling|(?:\d+|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:[\p{L}-]+\s+){0,2}(?!(?:plans|tiers|packages|options|passes|tickets|memberships|subscriptions|questions|faqs|photos|pictures|images|reviews|testimonials|sections|pages|buttons|cards|stats|levels|rounds|days|weeks|months|years)\b)[\p{L}-]+s(?:,?\s+each\s+\S+)?\s*:)\s+/giu;

/** The quoted names a list starts with, in order: "'The Lost Galleon' (Easy), 'Lola's Attic' (Medium) and ...". */
function quotedList(rest: string): string[] {
  const items: string[] = [];
  const item = /^\s*(?:,\s*|and\s+|&\s*)?["“'‘]((?:[^"”'‘’]|['’](?=\p{L}))+?)["”'’](?!\p{L})(?:\s*\([^)]{0,40}\))?/u;
  for (let m = item.exec(rest); m && items.length < 12; m = item.exec(rest)) {
    items.push(m[1]!.trim());
    rest = rest.slice(m[0].length);
  }
  return items;
}

/** "we sell raw honey, heather honey, beeswax candles and honeycomb": the list after the verb. */
function listedOffers(text: string, skip: readonly Span[]): OfferReading[] {
  const out: OfferReading[] = [];
  for (const m of text.matchAll(OFFER_VERBS)) {
    const at = m.index + m[0].length;
    // "please don't say we do watch batteries", "we don't sell new phones": what it does not do.
    // ("instead of selling beans cheap", "we used to sell phones": what it no longer does.)
    // ("People think I sell Easter eggs to eat": what others wrongly think it does.)
    if (/\b(?:don['’]?t|do not|doesn['’]?t|does not|never|not|no longer|instead of|rather than|used to|stopped|(?:people|everyone|they|customers|folks|some)\s+(?:always\s+|often\s+|still\s+)?(?:think|thinks|assume|assumes|believe|believes|expect|expects|ask if|confuse us))\b[^.;!?]*$/i.test(text.slice(Math.max(0, m.index - 30), m.index + m[0].length))) continue;
    // "4 rooms: 'The Lost Galleon' (Easy), 'Lola's Attic' (Medium)": a counted list of quoted names is the offers,
    // each name as written.
    const quoted = /:\s*$/.test(m[0]) ? quotedList(text.slice(at)) : [];
    if (quoted.length >= 2) {
      for (const name of quoted) if (!out.some((o) => o.name === name)) out.push({ name, from: `${m[0]}${quoted.join(", ")}`.trim().slice(0, 200) });
      continue;
    }
    if (skip.some((s) => s.start <= at && at < s.end)) continue;
    // "I do NOT give legal advice or do immigration forms": the list after a "not" is what it does not do.
    if (/^\s*(?:not|never|no longer)\b/i.test(text.slice(at))) continue;
    // ("Roasted beans 250g COP 32.000": a full stop between figures is no sentence's end.)
    const rest = /^(?:[^.;!?\n]|\.(?=\d))+/.exec(text.slice(at))?.[0] ?? "";
    // The list ends where the description moves on to where, for whom or when.
    // ("overhaul from £395, dial restoration": "from" before a price is part of the item.)
    const list = rest.split(/\s+(?:in|at|by|to|near|across|based|located|from(?!\s+(?:[$€£₦₹₵¥₱₩₫]|\d|[a-z]{1,3}\$?\s?\d|ksh))|who|that|which|where|when|while|whom|for (?:the|your|all|every)|since|every|daily|because|so|but)\s+|,\s*(?:we|i|they|you|it|our|my|he|she)\b/i)[0]!;
    // ("6 soaps, each $12: Lemon Myrtle, Charcoal & Clay": an ampersand between capitals is inside a name.)
    // ("knotless na dreadlocks", "pain et croissants": "and" in the brief's other languages.)
    // ("our CDs (MK 8,000 each)", "nails (gel, acrylic)": a comma between figures, or inside an item's note in
    // brackets, parts nothing; "our services (burials, cremations)" and "a sponsor strip (Alma Co-op, Prairie
    // State Bank)", names in capitals, are lists themselves.)
    const masked = list.replace(/(\d),(?=\d{3}(?!\d))/g, "$1\u0001").replace(/\([^)]*\)/g, (m, at: number) => (/^\s*$/.test(list.slice(0, at)) || (!/\d/.test(m) && /\p{Lu}/u.test(m)) ? m : m.replace(/[,/&+]|\b(?:and|or|plus)\b/g, (x) => "\u0002".repeat(x.length))));
    const pieces: string[] = [];
    let from = 0;
    for (const sep of masked.matchAll(/,|\bplus\b|&(?=\s+\p{Ll})|\s\+\s|\/|\band\b|\bor\b|\s(?:na|et|und)\s/gu)) {
      pieces.push(list.slice(from, sep.index));
      from = sep.index + sep[0].length;
    }
    pieces.push(list.slice(from));
    for (const piece of pieces) {
      const raw = unbracketed(piece);
      const name = tidy(raw.replace(/\([^)]*\)/g, ""));
      const note = /\(([^)]{2,80})\)/.exec(raw)?.[1]?.trim();
      if (good(name) && !out.some((o) => o.name.toLowerCase() === name.toLowerCase())) out.push({ name, ...(note ? { description: note } : {}), from: `${m[0]}${list}`.trim().slice(0, 200) });
    }
  }
  return out;
}

/**
 * "a services section (Home moves, Office moves, Storage)", "ministries (Youth, Men, Women)", "our programs (3: Rider
 * Training, Helmet Drive)": the section's items.
 */
function bracketedOffers(text: string): OfferReading[] {
  const out: OfferReading[] = [];
  for (const m of text.matchAll(/\b(?:services|ministries|programmes|programs|classes|courses|treatments|activities|departments|practice areas|products|categories|collections|tours|packages|workshops)(?:\s+(?:section|page|list))?\s*\(\s*(?:\d{1,2}\s*:\s*)?(\p{Lu}[^()]{2,160})\)/giu)) {
    for (const raw of m[1]!.split(/,|;|\band\b|\s\+\s/)) {
      const name = tidy(raw);
      // Capitalised items only: "(Home moves, Office moves)" lists them, "(insurance, piano moves, etc)" talks about them.
      if (good(name) && /^\p{Lu}/u.test(name) && !/^etc\b/i.test(name) && !out.some((o) => o.name.toLowerCase() === name.toLowerCase())) out.push({ name, from: m[0].slice(0, 200) });
    }
  }
  return out;
}

/**
 * "Bibi Mwanaisha Spices, Stone Town. cloves, vanilla pods, cinnamon, pilau masala", "Ramkrishna Silk House —
 * Banarasi silk sarees, dupattas, brocade": a sentence or a dash's clause that is only a list of things is what it
 * sells or does.
 */
function bareLists(text: string, skip: readonly Span[]): OfferReading[] {
  const out: OfferReading[] = [];
  for (const m of text.matchAll(/(?:^|[.!?\n]\s+|\s[-–—]\s+|:\s+)([^.!?\n:–—]{8,200}?)(?=\s*(?:[.!?\n]|\s[-–—]\s|$))/gu)) {
    const clause = m[1]!;
    const start = m.index + m[0].length - clause.length;
    if (skip.some((s) => overlaps(s, { start, end: start + clause.length }))) continue;
    // ("Need a website for the mela: schedule, a map, a booking form": what the website should have.)
    if (/\b(?:website|site|page|need|want|include|add|sections?)\b[^.!?\n]*$/i.test(text.slice(Math.max(0, start - 80), start))) continue;
    // Things, not places, days or people: mostly lower case, short, no figures and no verbs. The list ends where
    // the sentence goes on ("..., pilau masala, we ship abroad").
    // ("Dark, mysterious, neon yellow accents": how it should look is no list of things sold.)
    const plain = (x: string) => x.split(/\s+/).filter((w) => w !== "and").length <= 4 && !/\d/.test(x) && !/\b(?:we|i|our|my|you|she|he|her|his|their|is|are|was|open|call|closed|from|near|in|at|also|plus|etc|mon|tue|wed|thu|fri|sat|sun|website|site|page|section|button|colou?rs?|logos?|photos?|form|map|faq|put|add|make|show|include|use|need|want|please|pls|give|list|have|dark|light|minimal|mysterious|accents?|palette|fonts?|bright|warm|cool|elegant|modern|clean|bold|playful|vibe|feel|look|style|theme|neon|pastel|earthy|muted|white|black|gold|cream|vintage|sleek|simple|professional|friendly|wir|sind|ist|kein|keine|nicht|das|nous|sommes|est|sont|pas|somos|sou|não|nao|sisi|ni|hatu\p{L}*|ich|bin|aus|dem|suis|soy|estoy|mimi|saya|aku|kami|sono)\b/iu.test(x);
    // ("figuras, lámparas, llamitas de sal, y bloques de sal": "and" in the brief's other languages too.)
    // (A note in brackets, "teething necklaces (certified)", is no part of the thing's name.)
    const split = clause.split(/,|\s&\s|\s\+\s|\band\b|\s(?:na|et|und|y|e)\s/).map((x) => tidy(x.replace(/\s*\([^)]*\)/g, ""))).filter(Boolean);
    // ("Raw and polished amber necklaces": a lone word before "and" describes the thing after it.)
    const all = split.reduce<string[]>((out, x, i) => {
      const prev = split[i - 1];
      if (prev && !prev.includes(" ") && x.includes(" ") && /^\p{Ll}/u.test(x) && new RegExp(`\\b${escapeRe(prev)}\\s+and\\s+${escapeRe(x.split(" ")[0]!)}`, "i").test(clause)) out[out.length - 1] = `${prev} and ${x}`;
      else out.push(x);
      return out;
    }, []);
    // ("..., hard dough bread, and sorrel at Christmas": the last thing, without when or where it is had.)
    const last = all.at(-1);
    const bare = last?.replace(/\s+(?:at|on|in|during)\s+(?:\p{Lu}[\p{L}'’-]*|weekends?|holidays?|(?:the\s+)?season)(?:\s.*)?$/u, "");
    if (last && bare && bare !== last && all.length >= 4 && plain(bare)) all[all.length - 1] = bare;
    // ("Hallo, ich bin Jonas, ...": a greeting opens a sentence about who writes, not a list of things.)
    if (all[0] && greets(all[0])) continue;
    // ("..., aso ebi, wedding gowns sewn to measure": the last item may run a little longer.)
    const cut = all.findIndex((x, i) => !plain(x) && !(i === all.length - 1 && i >= 2 && x.split(/\s+/).length <= 6 && plain(x.split(/\s+/).slice(0, 4).join(" "))));
    const items = cut < 0 ? all : all.slice(0, cut);
    // (Three things or more make the list; what follows them may say more about them: "..., rings, earrings, all
    // set in 925 silver".)
    if (items.length < 3 || (cut >= 0 && cut < 3 && !/^(?:we|i|they|and we|also)\b/i.test(all[cut]!))) continue;
    if (items.filter((x) => /^\p{Ll}/u.test(x)).length < Math.ceil(items.length / 2)) continue;
    // ("nasi pecel & rawon, Madiun", "bridal & party henna, Old Town Mombasa": a name in capitals closing a list of
    // things in lower case is where it is.)
    if (items.slice(0, -1).every((x) => /^\p{Ll}/u.test(x)) && /^\p{Lu}/u.test(items.at(-1)!) && !/\s\p{Ll}/u.test(items.at(-1)!)) {
      const where = items.pop()!;
      if (!out.some((o) => o.name.toLowerCase() === where.toLowerCase())) out.push({ name: where, where: true, from: clause.slice(0, 200) });
    }
    for (const name of items) if (good(name) && !out.some((o) => o.name.toLowerCase() === name.toLowerCase())) out.push({ name, from: clause.slice(0, 200) });
  }
  return out;
}

export function readOffers(text: string, facts: readonly Fact[], skip: readonly Span[]): OfferReading[] {
  const priced = pricedOffers(text, facts.filter((f) => f.kind === "price"), skip);
  const bracketed = bracketedOffers(text).filter((b) => !priced.some((p) => p.name.toLowerCase() === b.name.toLowerCase()));
  const listed = [...bracketed, ...listedOffers(text, skip), ...bareLists(text, skip)].filter((l, i, all) => all.findIndex((x) => x.name.toLowerCase() === l.name.toLowerCase()) === i).filter((l) => !priced.some((p) => namesOverlap(p.name, l.name)));
  // ("cosmetic and culinary argan oil" beside "cosmetic" and "culinary argan oil": two readings of one list.)
  const once = listed.filter((l) => !l.name.split(/\s+and\s+/).every((part, _, parts) => parts.length === 2 && listed.some((o) => o !== l && o.name.toLowerCase() === part.toLowerCase())));
  // A list of priced things is the customer's own catalogue: it comes whole, before words read around it.
  return (priced.length >= 3 ? [...priced, ...once] : [...once, ...priced]).slice(0, 12);
}
