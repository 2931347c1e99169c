// Reading a description the way people write one: who the site is for (a name given in any of the usual ways, or a
// person's name), what they do (a trade from the catalogue, or the description's own noun), where, for whom, what
// they offer, and the guided builder's ' | Category: ...' and ' | Style: ...'. compromise (a small, well-kept
// English tagger) finds proper nouns, people and places; a few patterns read the phrasings it does not.
import type nlpType from "compromise/three";
import { categories as categoryOptions, colourSchemes, PROMPT_MAX, type Category, type Scheme } from "../../../schema/prompt";
import type { Trade } from "./trade";
import { placeBefore } from "./places";
import { singular } from "./words";

type Nlp = typeof nlpType;

export interface Brief {
  /** The description without the guided builder's suffixes. */
  text: string;
  /** The name the description gives, as written; null when it gives none. */
  name: string | null;
  /** Whether that name is a person's (a portfolio or personal site), which changes how the copy speaks. */
  personal: boolean;
  category: Category;
  /** The colour mood asked for, if any; otherwise the trade's own moods decide. */
  scheme: Scheme | null;
  /** The catalogue's entry for what the site is about, when one matches. */
  trade: Trade | null;
  /** What it is, as a singular noun phrase for "a ___": the trade's noun or the description's own. */
  noun: string;
  place: string | null;
  audience: string | null;
  /** What the description says it offers, in its own words. */
  offers: string[];
  /** What the person does, for a personal site: "paediatrician", "nurse". */
  role: string | null;
  /** A charity's cause ("helping street children"), an event's or a blog's subject ("plant-based cooking"). */
  purpose: string | null;
  /** Stable per description: the same words always give the same designs. */
  seed: number;
}

/** FNV-1a: a small, stable hash, so the same prompt always gives the same designs. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function clean(prompt: string): string {
  // Control characters would look broken in a heading; the rest is kept as the user wrote it (the renderer escapes).
  return prompt.slice(0, PROMPT_MAX).replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
}

/** The description without the guided builder's " | Category: ..." and " | Style: ..." suffixes. */
export function splitSuffixes(prompt: string): { text: string; category?: string; style?: string } {
  const parts = prompt.split("|").map((p) => p.trim());
  const out: { text: string; category?: string; style?: string } = { text: parts[0] ?? "" };
  for (const part of parts.slice(1)) {
    const m = /^(category|style)\s*:\s*(.+)$/i.exec(part);
    if (m?.[1]?.toLowerCase() === "category") out.category = m[2];
    else if (m?.[1]?.toLowerCase() === "style") out.style = m[2];
    // Anything else after a bar is more description.
    else if (part) out.text = `${out.text} ${part}`.trim();
  }
  return out;
}

function labelToValue<T extends string>(label: string | undefined, values: readonly { value: T; label: string }[]): T | null {
  if (!label) return null;
  const key = label.toLowerCase().replace(/[^a-z]/g, "");
  return values.find((v) => v.value === key || v.label.toLowerCase().replace(/[^a-z]/g, "") === key)?.value ?? null;
}

const categoryWords: [Category, RegExp][] = [
  ["ecommerce", /\b(shop|store|sell|selling|sells|products?|e-?commerce|online shop|boutique|merch)\b/i],
  ["portfolio", /\b(portfolio|my work|showcase)\b/i],
  ["event", /\b(conference|wedding|festival|summit|meetup|concert|gala|event|expo|retreat|hackathon)\b/i],
  ["educational", /\b(school|course|courses|tutor|tutoring|academy|bootcamp|lessons?|classes|university|college|training)\b/i],
  ["nonprofit", /\b(charity|non-?profit|foundation|volunteers?|ngo|donat\w*|fundrais\w*|community (?:group|choir|garden|centre|center|project)|choir)\b/i],
  ["blog", /\b(blog|journal|newsletter|articles)\b/i],
  ["personal", /\b(resume|cv|about me|personal (?:site|website|page)|my name is)\b/i],
];

const schemeWords: [Scheme, RegExp][] = [
  ["dark", /\b(dark|night|black|moody)\b/i],
  ["vibrant", /\b(vibrant|colou?rful|bright|bold|fun|lively)\b/i],
  ["minimal", /\b(minimal|minimalist|clean|simple|calm|quiet)\b/i],
  ["gradient", /\b(gradient|futuristic)\b/i],
  ["corporate", /\b(corporate|professional|serious)\b/i],
  ["creative", /\b(creative|artistic|playful|quirky)\b/i],
  ["modern", /\b(modern|sleek|contemporary|fresh)\b/i],
];

const MONTHS_AND_DAYS = /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter)$/i;
/** Capitalised words that open a description without naming anything. */
const NOT_NAMES = /^(i|i'm|im|we|we're|my|our|a|an|the|this|it|please|make|create|build|need|want|website|site|page|web|landing|portfolio|online|home|homepage|hello|hi)$/i;
/** Words that say what kind of page it is, not what the business does. */
const GENERIC = /^(website|site|web site|homepage|home page|landing page|page|portfolio|online shop|online store|shop|store|blog|business|company|brand|startup|organisation|organization|one[- ]pager|presence)$/i;

/** "Kofi's Kicks, sneaker store in Accra", "7th Heaven Bakes: cupcakes", "Grace's Ceramics - mugs": a name, then what it is. */
const LEADING_NAME = /^([^-–—:,]{2,50}?)(?:\s*[:,]\s+|\s+[-–—]\s+)/;
const QUOTED = [/“([^”]{2,80})”/, /«([^»]{2,80})»/, /‘([^’]{2,80})’/, /"([^"]{2,80})"/, /(?:^|[\s(])'([^']{2,80})'(?=[\s),.;:!?]|$)/];
const BOUNDARY = "(?=\\s+\\p{Ll}+ing\\b|\\s+(?:in|at|on|from|selling|sells|offering|offers|for|that|which|with|who|where|based|located|and|near|about|to|serving|run|owned|making|helping|specialising|specializing)\\b|\\s+[-–—]\\s|[,.;:!?()]|$)";
// Case-sensitive on purpose (the boundary's "-ing" word must be lower-case: "The Singing Kettle" is one name).
const CALLED = new RegExp(`\\b(?:[Cc]alled|[Nn]amed|[Nn]ame is|[Nn]ame's|[Bb]rand is|[Kk]nown as)\\s+(.{1,80}?)${BOUNDARY}`, "u");

function trimName(found: string): string {
  return found.trim().replace(/^(?:the\s+)?["“‘'«]|["”’'»]$/g, "").replace(/[.,;:!?]+$/, "").trim();
}

/** Words that make a capitalised name a business's rather than a person's. */
const BUSINESS_WORDS = /\b(?:Studio|Studios|Co|Company|Ltd|Limited|Group|Shop|Store|Kitchen|Cafe|Café|Bakery|Bakes|Salon|Clinic|Hotel|House|Lodge|Agency|Academy|School|Club|Centre|Center|Foundation|Trust|Works|Labs|Media|Design|Designs|Photography|Films|Events|Bar|Restaurant|Farm|Garage|Gym|Market|Services|Solutions|Consulting|Collective|Project|Press|Records|Festival|Conference|Summit)\b/;

/** Words that may follow a name without making it an adjective ("Fade Masters in Brixton", "NDOTO making streetwear"). */
const NAME_FOLLOWERS = /^(?:in|at|on|near|by|for|from|of|and|or|with|is|are|was|has|have|will|which|that|who|where|based|located|run|owned|sells|makes|offers|serves|does|needs|wants|opens|opened|started|since|plays|bakes|cooks|teaches|builds|fixes|repairs|designs|creates|grows|brings|helps|provides|specialises|specializes|shoots|photographs|organises|organizes|hosts|delivers|runs|website|site|page|homepage|portfolio|shop|store|blog)$/;

/** Every word capitalised, a number, or a small joining word: "Kofi's Kicks", "7th Heaven Bakes", "Petal & Stem". */
function looksLikeName(candidate: string): boolean {
  const words = candidate.split(/\s+/);
  return words.length <= 6 && words.every((w) => /^[\p{Lu}\d]/u.test(w) || /^(?:&|and|of|the|de|la|du|von|van|on|by|y|e)$/i.test(w)) && /^[\p{Lu}\d]/u.test(words[0]!);
}

/** "Called X", "named X", a quoted name in any quote style. */
function explicitName(text: string): string | null {
  const called = CALLED.exec(text)?.[1];
  if (called) {
    const quoted = QUOTED.map((re) => re.exec(called)?.[1]).find(Boolean);
    const name = trimName(quoted ?? called);
    if (name) return name;
  }
  for (const re of QUOTED) {
    const found = re.exec(text)?.[1];
    if (found && found.trim().length > 1) return trimName(found);
  }
  return null;
}

interface Tagged {
  people: string[];
  places: string[];
  /** Runs of capitalised words (with the digits and possessives that belong to them), in order. */
  proper: string[];
  /** Noun phrases, in order. */
  nouns: string[];
}

function tag(nlp: Nlp, text: string): Tagged {
  const doc = nlp(text);
  const strip = (list: string[]) =>
    list.map((s) => s.replace(/^[\s"“‘'(]+|[\s"”’'),.;:!?–—-]+$/g, "").replace(/^(?:of|in|at|on|from|the)\s+/i, "").replace(/,.*$/, "")).filter(Boolean);
  return {
    people: strip(doc.people().out("array") as string[]),
    places: strip(doc.places().out("array") as string[]),
    proper: strip(doc.match("#ProperNoun+ (#Value|#Cardinal|#Ordinal)?").out("array") as string[]),
    nouns: strip(doc.nouns().out("array") as string[]),
  };
}

/** A place: "in Kisumu", "based in Cape Town", "across Lagos", the tagger's places. Months are not places. */
function findPlace(text: string, tagged: Tagged): string | null {
  const re = /\b(?:in|at|based in|located in|from|across|near|around|throughout)\s+(?:the\s+(?=[A-Z]))?((?:[A-Z][\p{L}'’.-]*)(?:\s+(?:[A-Z][\p{L}'’.-]*|de|del|la|upon|on|es))*?)(?=\s+(?:[a-z]|\d)|[,.;:!?()]|\s*$|\s+[-–—])/gu;
  for (const m of text.matchAll(re)) {
    const place = m[1]!.replace(/['’]s$/, "").replace(/[.]+$/, "");
    if (!MONTHS_AND_DAYS.test(place) && place.split(" ").length <= 4) return withThe(place, text);
  }
  const tagged_ = tagged.places.find((p) => !MONTHS_AND_DAYS.test(p)) ?? placeBefore(text);
  return tagged_ ? withThe(tagged_, text) : null;
}

/** "the UK", "the Netherlands", "the Masai Mara": a place the description itself writes with "the" keeps it. */
function withThe(place: string, text: string): string {
  return new RegExp(`\\bthe\\s+${place.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(text) ? `the ${place}` : place;
}

/** Whole-word, singular or plural: "bakeries" finds "bakery", "yoga studios" finds "yoga studio". */
function keywordPattern(keyword: string): RegExp {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const plural = /y$/.test(keyword) && !/[aeiou]y$/.test(keyword) ? `(?:${escaped}|${escaped.slice(0, -1)}ies)` : `${escaped}(?:s|es)?`;
  return new RegExp(`(^|[^\\p{L}])(${plural})(?![\\p{L}])`, "iu");
}

const patternCache = new Map<string, RegExp>();

/**
 * The catalogue entry the description is about. Longer keywords are more specific ("wedding photographer" over
 * "wedding"); a match inside "for ..." names the audience, not the trade ("an app for small shops").
 */
export function findTrade(text: string, trades: readonly Trade[], offers: readonly string[] = []): Trade | null {
  let best: { trade: Trade; score: number } | null = null;
  for (const trade of trades) {
    for (const keyword of trade.keywords) {
      let re = patternCache.get(keyword);
      if (!re) patternCache.set(keyword, (re = keywordPattern(keyword)));
      const m = re.exec(text);
      if (!m) continue;
      const before = text.slice(0, m.index + m[1]!.length);
      const forClause =
        /\b(?:for|to)\s+(?:(?:busy|young|local|small|new|first-time|older|all)\s+)*(?:[\p{L}-]+\s+){0,2}$/iu.test(before) && !/\b(?:for|to)\s+(?:a|an|my|our)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(before);
      // "an architect offering new homes and extensions": what it offers is not what it is.
      const offerClause = /\b(?:offering|offers|selling|sells|with|doing|making|specialising in|specializing in)\s+(?:[\p{L}'-]+,?\s+){0,6}$/iu.test(before.slice(0, m.index + m[1]!.length));
      const score = keyword.length * 10 - (forClause || offerClause ? 200 : 0) - m.index / 100;
      if (!best || score > best.score) best = { trade, score };
    }
  }
  if (best && best.score > 0) return best.trade;
  return tradeByOffers(text, trades, offers);
}

/** No trade named: the one whose offers the description lists ("cupcakes and celebration cakes": a bakery). */
function tradeByOffers(text: string, trades: readonly Trade[], offers: readonly string[]): Trade | null {
  const wordsOf = (t: string) => new Set((t.toLowerCase().match(/\p{L}+/gu) ?? []).map(singular));
  const words = wordsOf(text);
  // What each listed offer is, by its last word: "building materials" offers materials, not buildings.
  const offered = new Set(offers.map((o) => singular((o.toLowerCase().match(/\p{L}+/gu) ?? []).at(-1) ?? "")));
  const headsOf = (trade: Trade) => new Set(trade.offers.map((o) => singular((o.name.toLowerCase().match(/\p{L}+/gu) ?? []).at(-1) ?? "")));
  const owners = new Map<string, number>();
  for (const trade of trades) for (const head of headsOf(trade)) owners.set(head, (owners.get(head) ?? 0) + 1);
  let best: { trade: Trade; hits: number } | null = null;
  for (const trade of trades) {
    const hits = [...headsOf(trade)].filter((h) => h.length > 3 && words.has(h));
    // Two of its offers named anywhere, or one only it offers named among the offers ("...: cupcakes and
    // celebration cakes"); a lone word elsewhere proves little ("mobile car wash" is not a face wash).
    const sure = hits.length >= 2 || hits.some((h) => owners.get(h) === 1 && offered.has(h));
    if (sure && hits.length > (best?.hits ?? 0)) best = { trade, hits: hits.length };
  }
  return best?.trade ?? null;
}

/** A list as people write it: "sourdough, pastries and birthday cakes". */
function splitList(text: string): string[] {
  return text
    .split(/,|;|\band\b|\bplus\b|&(?=\s)|\//)
    .map((s) => s.trim().replace(/^(?:and|or|also|some|many|great|the|a|an)\s+/i, "").replace(/[.!?]+$/, "").trim())
    .filter((s) => s.length > 1 && s.length <= 60 && !GENERIC.test(s));
}

/** What it offers, in the description's words: "selling X, Y and Z", "offering ...", "- X and Y" after a name. */
function findOffers(text: string): string[] {
  const m =
    /\b(?:selling|sells|sell|(?:we|i)\s+(?:make|sell|offer|bake|teach|provide|do|cook|build|design|repair|fix|grow)|doing|does|shoots|shooting|photographs|photographing|plays|playing|repairs|repairing|fixes|fixing|builds|building|cooks|cooking|designs|designing|creates|creating|hosts|hosting|organises|organizes|organising|organizing|offering|offers|specialising in|specializing in|specialises in|specializes in|making|makes|baking|bakes|teaching|teaches|providing|provides|with|featuring|serving up|known for)\s+([^.;|!?]+)/i.exec(text) ??
    /^[^-–—:]{2,60}?(?:\s*:\s+|\s+[-–—]\s+)([^.;|!?]+)/.exec(text);
  if (!m?.[1] || /^(?:a|an|the|my|our)\s/i.test(m[1])) return [];
  // The list ends where the description moves on to where or for whom.
  const list = m[1].split(/\s+(?:in|at|for|to|near|across|based|located|from|who|that|which|with)\s+(?=[A-Z]|\p{Ll})/u)[0]!;
  return splitList(list).slice(0, 4);
}

/** "for busy parents", "for small shops in Lagos": who it serves, unless that is whom the site belongs to. */
function findAudience(text: string, name: string | null, nlp: Nlp): string | null {
  for (const m of text.matchAll(/\bfor\s+((?:[\p{Ll}][\p{L}'-]*\s*){1,5}?)(?=[,.;:!?]|\s+(?:in|who|that|with|and|at|near|across|based|looking|to)\b|$)/gu)) {
    const found = m[1]!.trim();
    if (/^(a|an|the|my|our|me|us|him|her|them|it|this|that|sale|hire|free|you|everyone|people)\b/i.test(found)) continue;
    if (name && found.toLowerCase() === name.toLowerCase()) continue;
    if (GENERIC.test(found)) continue;
    // Who it serves is people, said in the plural: "busy parents", not "anxiety" or "online counselling".
    if (!nlp(found).has("#Plural")) continue;
    return found.toLowerCase();
  }
  return null;
}

/** "Dr. Jane Mwangi, paediatrician", "a CV for a nurse looking for work": what a person does. */
function findRole(text: string, name: string | null): string | null {
  const after = name ? new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},\\s+(?:(?:a|an|the)\\s+)?(?!(?:a|an|the|based|located|from|who|with|and|in|at|near)\\b)(\\p{Ll}[\\p{Ll} -]{1,40}?)(?=[,.;:!?]|\\s+(?:in|at|based|from|who|with|for)\\b|$)`, "u").exec(text)?.[1] : undefined;
  const forA = /\bfor\s+(?:a|an)\s+(\p{Ll}[\p{Ll}-]{2,30}(?:\s+\p{Ll}[\p{Ll}-]{2,30})?)(?=[,.;:!?]|\s+(?:in|at|based|from|who|with|looking|called|named)\b|$)/u.exec(text)?.[1];
  const iAm = /\bI(?:'m|’m| am)\s+(?:a|an)\s+(\p{Ll}[\p{Ll}-]{2,30}(?:\s+\p{Ll}[\p{Ll}-]{2,30})?)(?=[,.;:!?]|\s+(?:in|at|based|from|who|with|and|looking)\b|$)/u.exec(text)?.[1];
  const role = (after ?? iAm ?? forA)?.trim();
  return role && !GENERIC.test(role) ? role : null;
}

/** A charity's cause, an event's or a blog's subject: "helping street children", "about plant-based cooking". */
function findPurpose(text: string, nlp: Nlp): string | null {
  // "a company that restores vintage motorbikes" -> "restoring vintage motorbikes"
  const clause = /\b(?:that|who|which)\s+((?:[\p{Ll}]+s)\s+[^,.;:!?|]{3,60}?)(?=\s+(?:in|across|around|throughout|near|for)\s|[,.;:!?|]|$)/u.exec(text)?.[1];
  if (clause) {
    const doc = nlp(clause);
    // Only the clause's own verb: the tagger may also read "motorbikes" as one.
    (doc.verbs().first() as ReturnType<typeof doc.verbs>).toGerund();
    const gerund = doc.text().replace(/^is\s+/, "");
    if (/^\p{Ll}+ing\s/u.test(gerund)) return gerund;
  }
  const m =
    /\b((?:helping|supporting|protecting|feeding|teaching|rescuing|empowering|training|housing|connecting|celebrating|bringing|raising money for|fighting)\s+[^,.;:!?|]{3,70}?)(?=\s+(?:in|across|around|throughout|near)\s+[A-Z]|[,.;:!?|]|$)/.exec(text) ??
    /\babout\s+([\p{Ll}][^,.;:!?|]{2,60}?)(?=\s+for\b|\s+in\s+[A-Z]|[,.;:!?|]|$)/u.exec(text) ??
    /\b(?:startup|start-up|company|business|organisation|organization|group|team|initiative|project|brand|social enterprise)\s+(\p{Ll}+ing\s+[^,.;:!?|]{3,70}?)(?=\s+(?:in|across|around|throughout|near)\s+\p{Lu}|[,.;:!?|]|$)/u.exec(text);
  return m?.[1]?.trim() ?? null;
}

/** The description's own noun for what it is, when the catalogue has none: "a vintage motorbike workshop". */
function ownNoun(text: string, tagged: Tagged, exclude: (string | null)[], nlp: Nlp): string | null {
  const skip = exclude.filter((s): s is string => !!s).map((s) => s.toLowerCase());
  let general: string | null = null;
  for (const [i, phrase] of tagged.nouns.entries()) {
    // "a vintage motorbike workshop", or the description's opening words ("mobile car wash in Eldoret").
    const opening = i === 0 && text.startsWith(phrase) && (/^\p{Ll}/u.test(phrase) || /^\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(phrase)) ? [phrase, phrase] : null;
    const m = /^(?:a|an|my|our|the)\s+(.+)$/i.exec(phrase) ?? opening;
    if (!m) continue;
    const noun = m[1]!
      .replace(/\s+(?:in|at|for|called|named|with|that|which|based)\b.*$/i, "")
      // "startup building solar lamps": what it does is its purpose, not part of what it is.
      .replace(/\s+\p{Ll}+ing\b.*$/u, "")
      .replace(/\b(?:website|site|web site|homepage|landing page|page)\b/gi, "")
      .trim();
    if (/^(?:startup|start-up|company|brand|agency|social enterprise)$/i.test(noun)) general ??= noun.toLowerCase();
    if (noun.length < 3 || GENERIC.test(noun) || skip.some((s) => noun.toLowerCase().includes(s))) continue;
    if (/^[A-Z]/.test(noun) && !/^[A-Z][a-z]+$/.test(noun.split(" ")[0]!)) continue;
    // Lower-case, but a people's or a place's adjective keeps its capital: "Kenyan coffee exporter".
    return noun.split(" ").map((w, j) => (j === 0 && nlp(w).has("#Demonym") ? w : w.toLowerCase())).join(" ");
  }
  // "a startup", "a company": says little, but it is what the description calls itself.
  return general;
}

/** "Kofi's Kicks, sneaker store in Accra": the words after a leading name say what it is. */
function nounAfterName(text: string, name: string | null): string | null {
  if (!name || !text.startsWith(name)) return null;
  const m = /^\s*[,:–—-][\s,:–—-]*(?:a|an|the|my|our)?\s*((?:[\p{Ll}][\p{L}-]*\s?){1,3}?)(?=\s+(?:in|at|for|with|selling|that|which|based|near)\b|[,.;:!?]|$)/u.exec(text.slice(name.length));
  const noun = m?.[1]?.trim();
  return noun && !GENERIC.test(noun) ? noun : null;
}

/** A name from the tagger: a person's name for a personal site, otherwise the first run of capitals that is not a place. */
function taggedName(text: string, tagged: Tagged, place: string | null, personalSite: boolean): { name: string; personal: boolean } | null {
  const person = tagged.people.find((p) => p.includes(" ") && !MONTHS_AND_DAYS.test(p));
  if (person && (personalSite || /^(?:i am|i'm|my name is|me,?)\s/i.test(text) || new RegExp(`,\\s*${person.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*,`).test(text))) {
    return { name: person, personal: true };
  }
  // "X, a bakery in ...", "X - handmade mugs": a name set off from what it is.
  const apposition =
    /(?:^|\bfor\s+|\bof\s+|\bcalled\s+)([^,;:()]{2,50}?),\s+(?:a|an|my|our|the)\s/i.exec(text)?.[1] ?? LEADING_NAME.exec(text)?.[1];
  // "Wanjiru's tailoring shop, ...": the owner's name and the trade make the name ("Wanjiru's Tailoring Shop").
  const owned = /^(\p{Lu}[\p{L}-]+['’]s)\s+((?:\p{Ll}[\p{L}-]*\s?){1,3}?)(?=[,.;:!?]|\s+(?:in|at|near|we|that|which|for|selling|offering|with)\b|$)/u.exec(text);
  if (owned && !GENERIC.test(owned[2]!.trim())) return { name: `${owned[1]} ${owned[2]!.trim().replace(/\b\p{Ll}/gu, (c) => c.toUpperCase())}`, personal: false };
  const couple = /\b(?:wedding|marriage|engagement)\s+(?:of|for)\s+(\p{Lu}[\p{L}'-]+)\s+(?:and|&)\s+(\p{Lu}[\p{L}'-]+)/u.exec(text);
  if (couple) return { name: `${couple[1]} & ${couple[2]}`, personal: false };
  const bare = place?.replace(/^the\s+/, "") ?? null;
  for (const candidate of [apposition, ...tagged.proper]) {
    if (!candidate) continue;
    // "The Green Fork" keeps its "The"; "the bakery" and "my Studio 54" do not.
    const name = trimName(candidate.replace(/^(?:a|an|the|my|our|My|Our|A|An)\s+/, ""));
    const first = name.split(/\s+/)[0] ?? "";
    if (!name || (NOT_NAMES.test(first) && !(first === "The" && name.includes(" "))) || MONTHS_AND_DAYS.test(name)) continue;
    if (bare && (name === bare || bare.includes(name) || (name.includes(bare) && name.length - bare.length < 6))) continue;
    // "Swahili food", "teaching English": a word used as an adjective or an object is not the site's name.
    const at = text.indexOf(name);
    if (at >= 0 && /\b\p{Ll}+ing\s+(?:\p{L}+\s+(?:and|or|&)\s+)?$/u.test(text.slice(0, at))) continue;
    const next = /^\s+(\p{Ll}[\p{L}-]*)/u.exec(text.slice(at + name.length))?.[1];
    if (at >= 0 && next && !NAME_FOLLOWERS.test(next) && !/ing$/.test(next)) continue;
    // "a yoga studio", "Interior design studio": descriptions, not names.
    if (!looksLikeName(name) || /^(?:a|an)\s/i.test(candidate)) continue;
    const personLike = /^\p{Lu}[\p{Ll}'-]+(?:\s+\p{Lu}[\p{Ll}'-]+){1,2}$/u.test(name.replace(/^(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+/, "")) && !BUSINESS_WORDS.test(name);
    return { name, personal: (!!person && name === person) || (personalSite && personLike) };
  }
  if (person && tagged.people.length && !place?.includes(person)) return { name: person, personal: true };
  return null;
}

/** Reads a description. `nlp` is compromise, passed in so the Worker loads it only when a design is asked for. */
export function readBrief(prompt: string, trades: readonly Trade[], nlp: Nlp): Brief {
  const cleaned = clean(prompt);
  const { text, category: categoryLabel, style } = splitSuffixes(cleaned);
  const tagged = tag(nlp, text);
  const listed = findOffers(text);
  const trade = findTrade(text, trades, listed);
  const category =
    labelToValue(categoryLabel, categoryOptions) ?? trade?.category ?? categoryWords.find(([, re]) => re.test(text))?.[0] ?? "business";
  const scheme = labelToValue(style, colourSchemes) ?? schemeWords.find(([, re]) => re.test(text))?.[0] ?? null;
  const place = findPlace(text, tagged);
  const personalSite = category === "portfolio" || category === "personal";
  const explicit = explicitName(text);
  const found = explicit ? { name: explicit, personal: personalSite && tagged.people.includes(explicit) } : taggedName(text, tagged, place, personalSite);
  // "Mama Njeri", "Dr. Jane Mwangi", "The Rusty Nails": a title written before the name is part of it.
  const titled = found?.name ? new RegExp(`\\b((?:The|Mama|Baba|Auntie|Aunty|Uncle|Dr\\.?|Mr\\.?|Mrs\\.?|Ms\\.?|Chef|Coach)\\s+)${found.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).exec(text)?.[1] : undefined;
  const name = found?.name ? `${titled ?? ""}${found.name}`.slice(0, 80) : null;
  const offers = listed.filter((o) => !name || !o.toLowerCase().includes(name.toLowerCase()));
  let audience = findAudience(text, name, nlp);
  const noun = trade?.noun ?? ownNoun(text, tagged, [name, place], nlp) ?? nounAfterName(text, name) ?? null;
  if (audience && noun && (noun.includes(audience) || audience.includes(noun))) audience = null;
  return {
    text,
    name,
    // "The Rusty Nails" is a band, however much its name looks like a person's.
    personal: (found?.personal ?? false) && titled?.trim() !== "The",
    category,
    scheme,
    trade,
    noun: noun ?? "",
    place,
    audience,
    offers,
    role: personalSite ? findRole(text, name) : null,
    purpose: findPurpose(text, nlp),
    seed: hash(cleaned.toLowerCase()),
  };
}
