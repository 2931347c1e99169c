// Where a place named in a description is, and what a price and a phone number look like there: the country
// table in countries-data.ts, read by names as people write them ("nairobi cbd", "Memphis, TN", "Sao Paulo").
import { capitalisedOnly, countries, type Country, notPlaces, personNames, preferred, regions } from "./countries-data";
import { townPreferred, townRegions, towns } from "./towns-data";

export { countries, type Country } from "./countries-data";

/** What a mention names: the country itself (or an alias), a state or province, a town or district, or an adjective. */
export type PlaceKind = "country" | "region" | "city" | "demonym";

export interface PlaceMention {
  /** As written in the text. */
  text: string;
  /** Offset of `text` in the text. */
  index: number;
  country: Country;
  kind: PlaceKind;
}

const byCode = new Map(countries.map((c) => [c.code, c]));

/** The country with this ISO 3166-1 alpha-2 code, in any case; "UK", which ISO reserves for GB, is GB. */
export function countryByCode(code: string): Country | null {
  const upper = code.trim().toUpperCase();
  return byCode.get(upper === "UK" ? "GB" : upper) ?? null;
}

/** US, Canada and the other places of the North American Numbering Plan (+1): the Caribbean and US Pacific islands. */
export function isNorthAmerica(country: Country | null): boolean {
  return country?.phone?.code === "+1";
}

/** The country's sample phone number; null for no country (a site with no place gets no phone) or no numbering plan. */
export function samplePhone(country: Country | null): string | null {
  return country?.phone?.sample ?? null;
}

/** Money signs that belong to one country, as people write them. */
const MONEY_SIGNS: Record<string, string> = {
  "£": "GB", "₦": "NG", "gh₵": "GH", "₵": "GH", ksh: "KE", kshs: "KE", "r$": "BR", "₹": "IN", "₱": "PH", "₫": "VN", "฿": "TH", "zł": "PL", tsh: "TZ", ush: "UG", frw: "RW", "j$": "JM", "tt$": "TT", "bds$": "BB", "bd$": "BB", "ec$": "AG", "hk$": "HK", "nt$": "TW", "s/": "PE", "e£": "EG", "l$": "LR", "₺": "TR", "₩": "KR", "৳": "BD",
  "n$": "NA", "bz$": "BZ", "t$": "TO", "fj$": "FJ", "ws$": "WS", "si$": "SB", "g$": "GY",
  rm: "MY", rp: "ID", "s$": "SG", "nz$": "NZ", "c$": "CA", "₴": "UA", "₸": "KZ", "₾": "GE", "₼": "AZ", "֏": "AM",
};
/** Money a few places share, spent mostly in one ("GBP" in Britain, "ZAR" in South Africa); dollars, euros and CFA francs are everyone's. */
const MAIN_USER: Record<string, string> = { GBP: "GB", ZAR: "ZA", INR: "IN", AUD: "AU", NZD: "NZ", DKK: "DK", CHF: "CH", MAD: "MA", NOK: "NO", ILS: "IL", JOD: "JO" };
const byCurrency = new Map<string, Country[]>();
for (const c of countries) byCurrency.set(c.currency, [...(byCurrency.get(c.currency) ?? []), c]);

/**
 * The one country whose money the brief's prices are in ("JMD 900", "COP 80.000", "₦2,500"), or null when they use
 * money many countries share (dollars, euros, CFA francs) or none.
 */
export function countryOfMoney(prices: readonly string[], { mainUser = true } = {}): Country | null {
  for (const price of prices) {
    const code = /(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/.exec(price)?.[1];
    const users = code ? byCurrency.get(code) : undefined;
    if (users?.length === 1) return users[0]!;
    // (With mainUser false, "USD 75" names no country: many use it.)
    if (code && MAIN_USER[code] && mainUser) return countryByCode(MAIN_USER[code]!);
    const sign = /^(?:from\s+)?([^\d\s]{1,4})\s?\d/i.exec(price)?.[1]?.toLowerCase();
    if (sign && MONEY_SIGNS[sign]) return countryByCode(MONEY_SIGNS[sign]!);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Prices

// Formatters by locale, currency and digits: Intl.NumberFormat is slow to build and never changes, so one per
// combination lives as long as the isolate (nothing in it can go stale).
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${currency} ${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, f);
  }
  return f;
}

const dollars = { locale: "en-US", currency: "USD", perUsd: 1 } as const;

/** Minor-unit digits of the currency as Intl knows them: 0 for yen, won and CFA francs, else mostly 2. */
function currencyDigits(locale: string, currency: string): number {
  const key = `${locale} ${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, f);
  }
  return f.resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Whether prices are whole numbers there: the currency has no minor unit, or one unit is worth less than five US
 * cents (shillings, naira, rupees, pesos of Colombia), where nobody prices in fractions.
 */
function wholeUnits(c: { locale: string; currency: string; perUsd: number }): boolean {
  return c.perUsd >= 20 || currencyDigits(c.locale, c.currency) === 0;
}

/**
 * Rounded as shops price: to 0.50 below 10 units (1 where prices are whole), to 1 below 100, then to two
 * significant figures in halves: 5 or 10 in the hundreds, 50 or 100 in the thousands, 500 or 1,000 in the ten
 * thousands, and so on ("KSh 2,600", "₦15,000", "₹840").
 */
export function shopRound(amount: number, whole: boolean): number {
  if (!(amount > 0)) return 0;
  let step: number;
  if (amount < 10) step = whole ? 1 : 0.5;
  else if (amount < 100) step = 1;
  else {
    const magnitude = 10 ** Math.floor(Math.log10(amount));
    step = amount / magnitude < 5 ? magnitude / 20 : magnitude / 10;
  }
  // Rounded again to cents: 0.5 steps and float division leave 12.499999...
  return Math.round(Math.max(step, Math.round(amount / step) * step) * 100) / 100;
}

/**
 * An amount already in the country's currency, formatted in its locale ("Ksh 1,250", "89 €", "R$ 45,50"):
 * decimals only when the amount has a fraction and the currency is priced in fractions there. Dollars for no country.
 */
export function formatPrice(amount: number, country: Country | null): string {
  const c = country ?? dollars;
  const whole = wholeUnits(c);
  const value = whole ? Math.round(amount) : amount;
  const digits = Number.isInteger(value) ? 0 : currencyDigits(c.locale, c.currency);
  return formatter(c.locale, c.currency, digits).format(value);
}

/** A sample price from US dollars: converted at the rough rate, rounded as shops do, formatted as there. */
export function samplePrice(usd: number, country: Country | null): string {
  const c = country ?? dollars;
  return formatPrice(shopRound(usd * c.perUsd, wholeUnits(c)), country);
}

// ---------------------------------------------------------------------------------------------------------------
// Names in text

interface Candidate {
  country: Country;
  kind: PlaceKind;
}

interface Entry {
  /** Folded words of the name. */
  words: string[];
  /** The words of the name as written in the data, for the case rules. */
  form: string[];
  /** Primary first (from `preferred`), then in table order. */
  candidates: Candidate[];
  /** An all-capitals abbreviation ("UAE", "NYC"): matches only as written. */
  exact: boolean;
  /** A state or province code ("TN"): only after a comma or right after another place. */
  qualifier: boolean;
  /** An English word ("Reading") or an adjective ("Kenyan"): only with the capitals the data has. */
  capitalised: boolean;
  /** A first name ("Charlotte"): in free text only where a place is expected. */
  person: boolean;
  /** Names no place ("Latin America"). */
  none: boolean;
  /**
   * Only in the generated list (towns-data.ts), which knows no English words or first names: a place only where
   * the brief writes it as one (capitalised, after "in" or a comma, beside another place).
   */
  plain: boolean;
}

const FOLDED: Record<string, string> = { ł: "l", ø: "o", đ: "d", ð: "d", þ: "th", æ: "ae", œ: "oe", ß: "ss", ı: "i" };

/** Lower case without accents: "São Paulo" and "Sao Paulo", "Łódź" and "Lodz" read alike. */
function fold(word: string): string {
  const lower = word.toLowerCase();
  if (/^[a-z0-9]*$/.test(lower)) return lower;
  return lower.normalize("NFD").replace(/\p{M}/gu, "").replace(/[łøđðþæœßı]/g, (ch) => FOLDED[ch]!);
}

interface Word {
  raw: string;
  norm: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+|&/gu;

/** Words with their offsets; "St"/"St." reads as "Saint" and "&" as "and", so each spelling of a name is one. */
function words(text: string): Word[] {
  const out: Word[] = [];
  // The ʻokina of Hawaiian and Tongan names is a letter to Unicode but splits words as an apostrophe does
  // ("Nukuʻalofa"); replacing one code unit with another keeps the offsets.
  const plain = text.replace(/[ʻʼ]/g, "'");
  WORD.lastIndex = 0;
  for (let m = WORD.exec(plain); m; m = WORD.exec(plain)) {
    const folded = m[0] === "&" ? "and" : fold(m[0]);
    const norm = folded === "st" ? "saint" : folded === "ste" ? "sainte" : folded;
    out.push({ raw: m[0], norm, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The form names are compared in: folded words joined by spaces ("St. John's" and "Saint John's": "saint john s"). */
export function nameKey(name: string): string {
  return words(name).map((w) => w.norm).join(" ");
}

/** Every name in the table, by its first word; built on first use and kept for the isolate's life (it is data). */
let index: Map<string, Entry[]> | null = null;

function buildIndex(): Map<string, Entry[]> {
  const capital = new Set(capitalisedOnly.map(nameKey));
  const person = new Set(personNames.map(nameKey));
  const primary = new Map(Object.entries(preferred).map(([name, code]) => [nameKey(name), code]));
  const entries = new Map<string, Entry>();
  const add = (name: string, country: Country | null, kind: PlaceKind, qualifier = false) => {
    const ws = words(name);
    const key = ws.map((w) => w.norm).join(" ");
    if (!key) return;
    let entry = entries.get(key);
    if (!entry) {
      const letters = name.replace(/[^\p{L}]/gu, "");
      entry = {
        words: ws.map((w) => w.norm),
        form: ws.map((w) => w.raw),
        candidates: [],
        exact: letters.length > 1 && letters === letters.toUpperCase(),
        qualifier,
        capitalised: capital.has(key) || kind === "demonym",
        person: person.has(key),
        none: country === null,
        plain: false,
      };
      entries.set(key, entry);
    }
    // A name that is also written in full somewhere ("LA" the city and "LA" the state) needs no comma before it.
    if (!qualifier) entry.qualifier = false;
    if (country && !entry.candidates.some((c) => c.country === country)) entry.candidates.push({ country, kind });
  };
  for (const c of countries) {
    add(c.name, c, "country");
    for (const a of c.aliases) add(a, c, "country");
    for (const city of c.cities) add(city, c, "city");
    for (const d of c.demonyms) add(d, c, "demonym");
    for (const [abbr, region] of Object.entries(regions[c.code] ?? {})) {
      add(region, c, "region");
      add(abbr, c, "region", true);
    }
  }
  for (const phrase of notPlaces) add(phrase, null, "city");
  const byFirst = new Map<string, Entry[]>();
  for (const [key, entry] of entries) {
    const code = primary.get(key);
    if (code) entry.candidates.sort((a, b) => Number(b.country.code === code) - Number(a.country.code === code));
    const list = byFirst.get(entry.words[0]!);
    if (list) list.push(entry);
    else byFirst.set(entry.words[0]!, [entry]);
  }
  // Longest first, so "Papua New Guinea" is tried before "Guinea" and "New Mexico" before "Mexico".
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

/**
 * The generated towns and regions by folded name, each with its countries' codes ("gb", "gb us", regions as "GB"):
 * built on first use from data already folded, and an entry made only for a name a brief uses.
 */
let generated: Map<string, string> | null = null;

function buildGenerated(): Map<string, string> {
  const found = new Map<string, string>();
  for (const c of countries) {
    for (const [list, code] of [[towns[c.code], c.code.toLowerCase()], [townRegions[c.code], c.code]] as const) {
      for (const item of list?.split("|") ?? []) {
        // ("*monroe": a town named like a person, kept as "*" before its codes.)
        const key = item.replace(/^\*/, "");
        const had = found.get(key) ?? (item.startsWith("*") ? "*" : "");
        found.set(key, had && had !== "*" ? `${had} ${code}` : `${had}${code}`);
      }
    }
  }
  return found;
}

/** The entry of a generated name: its countries, the largest town's first, each a town (lower case) or a region. */
function generatedEntry(key: string, codes: string): Entry {
  const person = codes.startsWith("*");
  const candidates = codes.replace(/^\*/, "").split(" ").map((code) => ({ country: countryByCode(code)!, kind: (code === code.toLowerCase() ? "city" : "region") as PlaceKind }));
  const first = townPreferred[key];
  if (first) candidates.sort((a, b) => Number(b.country.code === first) - Number(a.country.code === first));
  return { words: key.split(" "), form: [], candidates, exact: false, qualifier: false, capitalised: true, person, none: false, plain: true };
}

/** Words a many-word town's name joins with in lower case: "Barrow in Furness", "Burton upon Trent". */
const JOINING = new Set(["in", "upon", "on", "under", "le", "la", "de", "del", "da", "do", "dos", "das", "di", "du", "des", "of", "the", "and", "am", "an", "der", "sur", "al", "el", "y", "e"]);

/** The longest generated name starting at word i, every word capitalised but the joining ones, the last capitalised. */
function generatedAt(ws: Word[], i: number, text: string): Match | null {
  if (!isUpper(ws[i]!.raw[0])) return null;
  generated ??= buildGenerated();
  for (let n = Math.min(5, ws.length - i); n >= 1; n--) {
    const span = ws.slice(i, i + n);
    if (!isUpper(span[n - 1]!.raw[0]) || span.some((w) => !isUpper(w.raw[0]) && !JOINING.has(w.norm))) continue;
    // (Words of one name are joined by spaces or hyphens only: "Leeds, Bradford" is two.)
    if (span.some((w, k) => k > 0 && !/^[\s-]+$/.test(text.slice(span[k - 1]!.end, w.start)))) continue;
    const key = span.map((w) => w.norm).join(" ");
    // ("St Michael's congregation", "Arnold's Bakery": a name with a possessive is a person's or a saint's; "Bayan-Ölgii",
    // "Bedford-Stuyvesant": one joined to more by a hyphen is part of a longer name.)
    const after = text.slice(span[n - 1]!.end, span[n - 1]!.end + 7);
    if (/^['’]s\b/.test(after) || (/^-\p{L}/u.test(after) && !/^-based\b/i.test(after)) || /\p{L}-$/u.test(text.slice(Math.max(0, span[0]!.start - 2), span[0]!.start))) continue;
    // ("SAMA sandbox", "NEMA licensed": capitals throughout are an abbreviation, not a town.)
    if (span.every((w) => w.raw.length > 1 && w.raw === w.raw.toUpperCase())) continue;
    // ("Campina Grande", "Kaya Mbeki", "San Antonio de Areco": a capitalised word after it makes a longer name.)
    const next = ws[i + n];
    if (next && isUpper(next.raw[0]) && /^ +$/.test(text.slice(span[n - 1]!.end, next.start)) && !/^[A-Z]{2,3}$/.test(next.raw)) continue;
    const codes = generated.get(key);
    if (codes) return { entry: generatedEntry(key, codes), text: text.slice(span[0]!.start, span[n - 1]!.end), index: span[0]!.start, from: i, to: i + n };
  }
  return null;
}

interface Match {
  entry: Entry;
  text: string;
  index: number;
  /** Word positions [from, to). */
  from: number;
  to: number;
}

const isUpper = (ch: string | undefined) => !!ch && ch !== ch.toLowerCase() && ch === ch.toUpperCase();

/** The case rules: abbreviations as written, English words and adjectives capitalised where the data is. */
function caseFits(entry: Entry, ws: Word[]): boolean {
  if (entry.exact) return entry.form.every((f, i) => ws[i]?.raw === f);
  if (!entry.capitalised) return true;
  return entry.form.every((f, i) => !isUpper(f[0]) || ws[i]?.norm === "the" || isUpper(ws[i]?.raw[0]));
}

/** Every known name in the text, longest first at each word, left to right, that fits the case rules. */
function scan(text: string, withTowns: boolean): { matches: Match[]; ws: Word[] } {
  index ??= buildIndex();
  const ws = words(text);
  const matches: Match[] = [];
  let i = 0;
  while (i < ws.length) {
    let found: Match | null = null;
    for (const entry of index.get(ws[i]!.norm) ?? []) {
      const n = entry.words.length;
      if (i + n > ws.length || entry.words.some((w, k) => ws[i + k]!.norm !== w)) continue;
      const span = ws.slice(i, i + n);
      if (!caseFits(entry, span)) continue;
      if (entry.qualifier) {
        const before = text.slice(ws[i - 1]?.end ?? 0, span[0]!.start);
        const last = matches[matches.length - 1];
        // ("Austin, TX", "Billings MT": after a town the list knows; "Timog, QC" in Quezon City is no Quebec.)
        // ("Caruaru PE": after a generated town, only a state of its own country; Canada's PE is not Pernambuco.)
        if (!(last && last.to === i && /^\s*,?\s*$/.test(before)) || (last.entry.plain && !last.entry.candidates.some((c) => entry.candidates.some((q) => q.country === c.country)))) continue;
      }
      // "San Antonio de Areco", "Santa Cruz de la Sierra": a town's name inside a longer one is not that town.
      // ("Boston Bay", "Durban Road": another place named after the town; "US$95", "NZ$40": money, not where.)
      if (/^(?:\s+(?:de|del|da|do|dos|das|di)\s+(?:la\s+)?\p{Lu}|\s+(?:Bay|Beach|Road|Rd|Street|St|Avenue|Ave|Lane|Heights|Point|Creek|Springs|Falls)\b|\$)/u.test(text.slice(span[n - 1]!.end, span[n - 1]!.end + 20))) continue;
      found = { entry, text: text.slice(span[0]!.start, span[n - 1]!.end), index: span[0]!.start, from: i, to: i + n };
      break;
    }
    if (withTowns) found ??= generatedAt(ws, i, text);
    if (found) {
      matches.push(found);
      i = found.to;
    } else i += 1;
  }
  return { matches: matches.filter((m) => !m.entry.none), ws };
}

/**
 * The country a place string is in ("Nairobi", "nairobi cbd", "the Masai Mara", "Lagos, Nigeria", "Memphis, TN",
 * "in kenya"), or null. Each name it holds votes for its countries; the country most names agree on wins, then one
 * a name means first (bare "Georgia" is the US state), then the later name, since a place string narrows left to
 * right ("Paris, Texas", "Hyderabad, Pakistan"). Adjectives ("Kenyan") are not places.
 *
 * The generated towns count only with `anyTown`, for a string the brief writes as a place ("in Harrogate"): whether
 * a word is a place at all ("Oss Família BJJ", "Aurora") is the hand-kept lists' to say.
 */
export function findCountry(place: string, { anyTown = false } = {}): Country | null {
  const votes = new Map<Country, { count: number; primary: boolean; last: number }>();
  for (const m of scan(place, anyTown).matches) {
    // ("Van Nuys", "Jagat Niwas Lakeside": a generated town counts only as the whole place or a part between commas.)
    if (m.entry.plain && !(/^[\s,]*$|,\s*$/.test(place.slice(0, m.index)) && /^[\s,.]*$|^\s*,/.test(place.slice(m.index + m.text.length)))) continue;
    m.entry.candidates.forEach((c, rank) => {
      if (c.kind === "demonym") return;
      const v = votes.get(c.country) ?? { count: 0, primary: false, last: -1 };
      votes.set(c.country, { count: v.count + 1, primary: v.primary || rank === 0, last: m.index });
    });
  }
  let best: Country | null = null;
  let top = { count: 0, primary: false, last: -1 };
  for (const [country, v] of votes) {
    const better = v.count !== top.count ? v.count > top.count : v.primary !== top.primary ? v.primary : v.last > top.last;
    if (better) [best, top] = [country, v];
  }
  return best;
}

// Words before a first name that make it a place: "in Charlotte", "from Sydney", "near George".
const PLACE_CUES = new Set(["in", "at", "near", "from", "around", "across", "outside", "throughout", "serving", "to", "of", "visit", "visiting"]);
/** The same in the languages briefs come in: "aus Freiberg", "à Rouen", "em Campinas", "di Yogyakarta", "w Gdyni". */
const FOREIGN_CUES = new Set(["aus", "bei", "nahe", "im", "a", "au", "pres", "em", "na", "no", "perto", "en", "cerca", "desde", "di", "dari", "w", "we", "z", "ze", "iko", "tuko", "tupo", "huko"]);

/**
 * Every town, region, country and national adjective named in free text, in order, with its country. Whole words
 * only; an English word that is also a town counts only capitalised and not as a sentence's first word ("Reading
 * is fun" is no town), a first name only where a place is expected. A name two countries share goes to the one
 * the rest of the text names too ("Atlanta, Georgia"), else to the one it means first.
 */
export function placesIn(text: string): PlaceMention[] {
  const { matches, ws } = scan(text, true);
  const kept = matches.filter((m, k) => {
    const next = matches[k + 1];
    const prev = matches[k - 1];
    // "Sydney, Australia", "Atlanta, Georgia": a name beside another place, after a comma, is a place too.
    // ("Kalamazoo MI": so is one a state's letters follow.)
    const besidePlace =
      (!!next && (/^\s*,\s*$/.test(text.slice(m.index + m.text.length, next.index)) || (next.entry.qualifier && next.from === m.to))) ||
      (!!prev && /^\s*,\s*$/.test(text.slice(prev.index + prev.text.length, m.index)));
    const before = text.slice(ws[m.from - 1]?.end ?? 0, m.index);
    // The word before it, when it says where: "in", "from", "aus", "à" (another language's only for a generated name).
    const prevWord = ws[m.from - 1]?.norm ?? "";
    const cue = PLACE_CUES.has(prevWord) || (m.entry.plain && FOREIGN_CUES.has(prevWord));
    if (m.entry.capitalised && m.entry.candidates.some((c) => c.kind !== "demonym")) {
      // ("Bristol. Domestic cleaning.": a town said as a sentence of its own is a place all the same.)
      const alone = /^\s*(?:[.!]|$)/.test(text.slice(m.index + m.text.length, m.index + m.text.length + 2));
      if ((m.from === 0 || /[.!?\n]/.test(before)) && !besidePlace && !alone) return false;
    }
    // ("Gulshan-e-Iqbal, Karachi": a word joined to more by "-e-" is a longer name, not the town it starts like.)
    if (/^-(?:e|i|ul|al|o)-\p{L}/iu.test(text.slice(m.index + m.text.length, m.index + m.text.length + 6))) return false;
    if (m.entry.person) {
      const based = ws[m.to]?.norm === "based";
      if (!cue && !based && !besidePlace) return false;
    }
    // ("Dennis & Son, Harrogate", "aus Freiberg in Sachsen", "a Dehradun-based tutor": a generated name counts where
    // the brief writes a place; "Arnold", "Bury" or "Aurora" elsewhere are a person, a verb, a shop's name.)
    if (m.entry.plain) {
      const based = /^-?based\b/i.test(text.slice(m.index + m.text.length).replace(/^\s+/, ""));
      if (!cue && !based && !besidePlace && !/(?:[,(]|\s[–—-])\s*$/.test(before)) return false;
    }
    return true;
  });
  const support = new Map<Country, number>();
  for (const m of kept) for (const c of m.entry.candidates) support.set(c.country, (support.get(c.country) ?? 0) + 1);
  return kept.map((m) => {
    const chosen = m.entry.candidates.reduce((best, c) => ((support.get(c.country) ?? 0) > (support.get(best.country) ?? 0) ? c : best));
    return { text: m.text, index: m.index, country: chosen.country, kind: chosen.kind };
  });
}
