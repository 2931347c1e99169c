// Where the site is: a known town, region or country anywhere in the brief ("Kariobangi North", "Lagos, Nigeria",
// "co. meath", "Billings MT"), else a capitalised place after "in", "based in", "from". The country decides
// prices and phone numbers (countries.ts).
import { findCountry, placesIn, type Country } from "../countries";
import { COMMON_WORDS } from "./common-words";
import { escapeRe, type Span } from "./text";

export interface PlaceReading {
  value: string;
  country: Country | null;
  confidence: number;
  span: Span;
  /** Every place named, for the name reader (a place alone is not a name). */
  all: Span[];
  /** The towns, regions and countries the brief names, each with its country: never one of its offers. */
  towns: { text: string; country: Country }[];
}

const NOT_PLACES = /^(?:Home|Instagram|Facebook|TikTok|WhatsApp|Google|Play|Store|App|Trustpilot|Yelp|TripAdvisor|Tripadvisor|Airbnb|Booking|Etsy|Amazon|Jumia|Shopify|YouTube|Youtube|LinkedIn|Linkedin|Twitter|Spotify|Bandcamp|SoundCloud|Fiverr|Upwork|Behance|Dribbble|GitHub|Github|Uber|Bolt|Glovo|Deliveroo|Zomato|Swiggy|Checkatrade|Houzz|Treatwell|Fresha|Calendly|Eventbrite|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|January|February|March|April|May|June|July|August|September|October|November|December|Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili|Christmas|Easter|Ramadan|Eid|English|French|Swahili|Business|Town|City)$/;

/**
 * Words before a town that say the business is not there: "there is another Green Hill Nest in Kandy, not us", "we
 * moved from Leeds", "bands abroad (New York, Toronto, London) can book me".
 */
const ELSEWHERE = /\b(?:another|other than|unlike|moved from|formerly in|used to be in|abroad|overseas|internationally|worldwide)\b[^.;!?]{0,40}$|\b(?:through|via)\s+(?:a|an|our|my|his|her|their)\s+\p{L}+\s+(?:in|from)\s+$|\b(?:send|sends|sending|receive|receives|receiving|import|imports|importing|imported|sourced)\b[^.;!?]{0,30}\b(?:from|to)\s+(?:the\s+)?(?:[\p{L}]+,\s*)*$|\b(?:travel(?:l?ing)?|trip|tour(?:ing)?|fly(?:ing)?|going|go)\s+to\s+(?:the\s+)?(?:[\p{L}'’-]+\s+){0,3}(?:in\s+)?$/iu;
/**
 * Words before a town that say its customers are there: "buyers are in EU, US, Japan", "we export to clubs in UK",
 * "guests are coming from Toronto and London" (where the wedding's guests live, not where it is).
 */
const CUSTOMERS_THERE = /\b(?:buyers|customers|clients|importers|markets?|students|learners|diaspora|fans|followers|brands|retailers|distributors|guests|visitors|relatives|attendees|delegates)\s+(?:are\s+|will be\s+)?(?:(?:mostly|mainly|often|summer|holiday|weekend|rich|wealthy|young|local|people|visitors|tourists|families|coming|flying|travell?ing|driving|in)\s+){0,3}(?:in|from|across|fe|fi)\s+[\p{L} ,&]{0,40}$|\b(?:export(?:s|ing|ed)?|ship(?:s|ping|ped)?|sell(?:s|ing)?|deliver(?:s|ing)?)\s+(?:\w+\s+){0,3}?to\s+(?:[\p{L} ]+,\s*)*(?:the\s+)?$|\b(?:export(?:s|ing|ed)?|ship(?:s|ping|ped)? (?:abroad|overseas))\s+(?:\w+\s+){0,3}?to\s+[\p{L} ,]{0,40}$|(?:^|[^\p{L}])(?:envoie|envoyons|envoyer|expédions|exportons|livrons|enviamos|exportamos|mandamos|despachamos|enviam|exportam|verschicken|versenden|liefern)\s+(?:\p{L}+\s+){0,2}?(?:aux|au|en|à|a|para|al|nach|in)\s+(?:(?:la|le|les|el|los|o|os|die|den)\s+)?(?:[\p{L}]+\s*(?:,|et|y|e|und)\s*(?:(?:aux|au|en|à|a|al|para|nach|la|le|les|el|los)\s+)?)*$/iu;

export function readPlace(text: string, skip: readonly Span[], name: Span | null, english: boolean): PlaceReading | null {
  const inSkip = (s: Span) => skip.some((k) => k.start <= s.start && s.end <= k.end) || (!!name && name.start <= s.start && s.end <= name.end);
  const mentions = placesIn(text);
  const known = mentions.map((p) => ({ span: { start: p.index, end: p.index + p.text.length, text: p.text }, country: p.country as Country | null }));
  const all = known.map((k) => k.span);
  const market = (span: Span) => ELSEWHERE.test(text.slice(Math.max(0, span.start - 50), span.start)) || CUSTOMERS_THERE.test(text.slice(Math.max(0, span.start - 60), span.start));
  const said: { span: Span; country: Country | null }[] = [];
  // "in Kariobangi North", "based in Freiburg-Herdern": the words after the preposition, capitalised.
  // Other languages' words for where: "iko Kariobangi North" (Swahili), "we dey Lekki" (Pidgin), "em Recife",
  // "à Dakar", "Bezirk Freiburg-Herdern".
  // ("à" is no ASCII letter, so no \b can come before it.)
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])(?:in|at|based in|located in|from|across|near|around|throughout|serving|iko|tuko|tupo|ipo|yuko|we dey|dey for|em|à|en|[Bb]ezirk|im|aus)\s+(?:the\s+(?=\p{Lu}))?((?:\p{Lu}[\p{L}'’-]*(?:\.(?=\p{L}))?)(?:[ -]+(?:\p{Lu}[\p{L}'’-]*|de|del|la|of|upon|on|es|na|ya))*)/gu)) {
    // ("45 km from Essaouira on the road to Agadir": a joining word the name could take ends it, not the place.)
    // ("delivery in Almaty Tue & Fri": the days after the town are when, not where.)
    const value = m[1]!.replace(/['’]s$/, "").replace(/[.]+$/, "").replace(/(?:[ -]+(?:de|del|la|of|upon|on|es|na|ya))+$/, "").replace(/(?:\s+(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day)?s?)+$/, "");
    const start = m.index + m[0].lastIndexOf(m[1]!);
    const span = { start, end: start + value.length, text: value };
    // ("Prices in US dollars", "in UK sizes", "from KSh 2,500": a currency or a standard, not where.)
    if (/^\s+(?:dollars?|cents|currency|prices?|time|english|spelling|format|sizes?|standard)\b|^\s?\d|^\$/i.test(text.slice(span.end, span.end + 12))) continue;
    // ("featured in Vogue UK", "as seen in the Evening Standard": where it was written about, not where it is.)
    if (/\b(?:featured|seen|published|mentioned|reviewed|written up|listed|covered|interviewed)\s+(?:in|on|at)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, start - 24), start))) continue;
    if (NOT_PLACES.test(value) || value.split(/\s+/).length > 4 || inSkip(span) || market(span)) continue;
    // ("at the Methodist church", "at St Mary's hall": a word no list knows before a building says which building.)
    // ("at Monroe's": a possessive is a person's or a pub's, not a town's.)
    const country = findCountry(value, { anyTown: !/['’]s$/.test(m[1]!) });
    // ("im Chidinma Eze, a civil engineer": in an English brief "im" is "I'm"; German "im Allgäu" says where.)
    if (english && !country && /^im\s/.test(m[0]) && /(?:^|[.!?,]\s*|\b(?:hi|hey|hello|g'?day|so|and)\s+)$/i.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    if (!country && /^\s+(?:church|chapel|cathedral|mosque|temple|hall|centre|center|school|college|hospital|hotel|mall|club|stadium|library|museum|building|office|station|gym|pub|bar|cafe|café|restaurant)\b/i.test(text.slice(span.end, span.end + 14))) continue;
    said.push({ span, country });
  }
  // "Andheri East mein" (Hindi: the place comes before "in").
  for (const m of text.matchAll(/((?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s+(?:mein|me|mei)\b/gu)) {
    const span = { start: m.index, end: m.index + m[1]!.length, text: m[1]! };
    if (!NOT_PLACES.test(span.text) && !inSkip(span)) said.push({ span, country: findCountry(span.text) ?? known.find((k) => k.span.start === span.start)?.country ?? null });
  }
  // "co. meath", "Co Kerry": an Irish county.
  for (const m of text.matchAll(/\b[Cc]o\.?\s+(?:Antrim|Armagh|Carlow|Cavan|Clare|Cork|Derry|Donegal|Down|Dublin|Fermanagh|Galway|Kerry|Kildare|Kilkenny|Laois|Leitrim|Limerick|Longford|Louth|Mayo|Meath|Monaghan|Offaly|Roscommon|Sligo|Tipperary|Tyrone|Waterford|Westmeath|Wexford|Wicklow)\b/gi)) {
    said.push({ span: { start: m.index, end: m.index + m[0].length, text: m[0] }, country: findCountry("Ireland") });
  }
  // A town named in passing, with nothing saying it is where the business is ("Solo $9/mo", "Studio"), is weak:
  // it counts after "in", "at", "from", "near", a comma, or at the start, or when it names a country or region.
  const usable = known.filter((k, i) => {
    if (inSkip(k.span) || market(k.span)) return false;
    const mention = mentions[i]!;
    // "Welsh language option": a people's adjective says which country, never where the business is.
    if (mention.kind === "demonym") return false;
    // ("3 packages (Strike, Spare, Split)": one town among names in a bracketed list is a name like the others.)
    const open = text.lastIndexOf("(", k.span.start);
    const close = text.indexOf(")", k.span.end);
    const bracketed = open >= 0 && close > 0 && !text.slice(open + 1, k.span.start).includes(")") && !text.slice(k.span.end, close).includes("(");
    if (bracketed && text.slice(open + 1, close).split(/,|\band\b|&/).length >= 3 && known.filter((x) => x.span.start > open && x.span.end <= close).length === 1) return false;
    if (mention.kind !== "city" || k.span.text.includes(" ")) return true;
    // ("... our customers love. Bristol. Domestic cleaning": a town said as a sentence of its own.)
    const alone = /[.!?]\s*$/.test(text.slice(Math.max(0, k.span.start - 3), k.span.start)) && /^\s*[.!]/.test(text.slice(k.span.end, k.span.end + 2));
    // ("cabane à sucre": in lower case after another language's "at", a town's name is a word.)
    if (/^\p{Ll}/u.test(k.span.text) && /(?<![\p{L}])(?:à|em|en|na|no|ya|im|in der)\s+$/iu.test(text.slice(Math.max(0, k.span.start - 8), k.span.start))) return false;
    return k.span.start === 0 || alone || /(?:(?<![\p{L}])(?:in|at|from|near|around|across|based|located|serving|of|to|outside|around|ya|na|no|à|em|en|in der|im|east|west|north|south|central|downtown|greater|inner)|[,(—–-]|\b(?:Street|St|Road|Rd|Avenue|Ave))\s*$/iu.test(text.slice(Math.max(0, k.span.start - 14), k.span.start));
  });
  // A place in a sentence that says where ("in Ikeja") beats a place named in passing; a known one beats a guess.
  // "based in", "iko", "we dey" say where the business is, even of a quarter no list knows.
  const strong = said.find((s) => /\b(?:based in|located in|iko|tuko|tupo|ipo|yuko|we dey|bezirk)\s+$/i.test(text.slice(Math.max(0, s.span.start - 12), s.span.start)));
  // "Home base is Port of Spain", "based out of Kumasi": where it is, said outright, before any town named in passing.
  const home = /\b(?:home base is|home base:|based out of|headquartered in|our base is)\s+((?:\p{Lu}[\p{L}'’-]*)(?:\s+(?:of|de|del|la)?\s*\p{Lu}[\p{L}'’-]*){0,3})/u.exec(text);
  if (home) {
    const start = home.index + home[0].length - home[1]!.length;
    const country = findCountry(home[1]!, { anyTown: true });
    if (country) said.unshift({ span: { start, end: start + home[1]!.length, text: home[1]! }, country });
  }
  // ("Block 13 ground Karachi.": a known town ending a clause is where the clause says it is, when nothing else says.)
  // ("Fundi wa viatu Mombasa, tunashona ...": so does one ending the brief's first clause.)
  const ending = known.find((k, i) => mentions[i]!.kind !== "demonym" && !inSkip(k.span) && !market(k.span) && (/^\s*(?:[.;\n]|$)/.test(text.slice(k.span.end, k.span.end + 2)) || (/^,/.test(text.slice(k.span.end)) && !/[,.;:!?\n]/.test(text.slice(0, k.span.start)))) && k.span.text.length >= 5 && !COMMON_WORDS.has(k.span.text.toLowerCase()));
  // ("Sialkot Star Sports (Pvt.) Ltd": a town opening a name of three words or more says where, when nothing else in
  // the brief does and the name names no other place or people; "Pedal & Pancake Tours", "Riad Dar Zitoun", "Seoul
  // Glow Milano" and "Lalibela Garden Ethiopian Restaurant" do not.)
  const inName = name ? known.filter((k) => k.span.start >= name.start && k.span.end <= name.end) : [];
  const opening = inName.length === 1 && inName[0]!.span.start === name!.start && name!.text.split(/\s+/).length >= 3 ? inName[0] : undefined;
  const named = opening && opening.country && !market(opening.span) && mentions[known.indexOf(opening)]!.kind === "city" ? opening : undefined;
  // ("walking tours in soweto ... guide born and raised in Orlando West": a known town written in lower case after
  // "in", before any place said in capitals, is where the business is; one in capitals is already among those said.)
  const firstSaid = said.find((s) => s.country);
  const earlier = usable.find((k) => /\b(?:in|at)\s+$/i.test(text.slice(Math.max(0, k.span.start - 4), k.span.start)) && /^\p{Ll}/u.test(k.span.text) && (!firstSaid || k.span.start < firstSaid.span.start));
  // ("Reefscape Maldives", "Clear Fields Laos": a country in the name says where, when nothing else does.)
  const nameCountry = inName.find((k) => mentions[known.indexOf(k)]!.kind === "country" && !market(k.span));
  // ("Festival Sabar de Dakar ... griots de Thiès, Kaolack et Saint-Louis": the town the name says it is of, before
  // towns named in passing.)
  // (Only an event's or an institution's name: "Jewel of Meru Tanzanite" is a stone's name, not a town's.)
  const institution = !!name && /\b(?:festival|fest|carnival|university|college|school|club|church|association|society|union|federation|league|cup|marathon|conference|summit|expo|fair|chamber|museum|theatre|theater|orchestra|choir|council|parish)\b/i.test(name.text);
  const ofTown = !institution ? undefined : inName.find((k) => k.country && mentions[known.indexOf(k)]!.kind === "city" && /\b(?:de|of|du|di|da|do|del|della|in)\s+$/i.test(text.slice(Math.max(0, k.span.start - 6), k.span.start)));
  // ("locksmiths auckland 24/7", "kemp town brighton, crate digging": a known town a lower-case note names with no
  // word before it is where the note's business is, when nothing else says.)
  // (Only before a stop, a number, "&" or a dash: "cabane à sucre Chez Ti-Paul" and "website banani hai" are words.)
  const loose = !english ? undefined : known.find((k, i) => mentions[i]!.kind !== "demonym" && /^\p{Ll}/u.test(k.span.text) && /^\s*(?:[,.;:!&\d–—-]|$)/.test(text.slice(k.span.end, k.span.end + 3)) && !inSkip(k.span) && !market(k.span) && !COMMON_WORDS.has(k.span.text.toLowerCase()));
  const best = earlier ?? firstSaid ?? strong ?? ofTown ?? usable[0] ?? said[0] ?? ending ?? named ?? nameCountry ?? loose;
  if (!best) return null;
  // The country: the best place's, else any other place's named in the brief ("Ikeja ... Lagos").
  const country = best.country ?? usable.find((k) => k.country)?.country ?? known.find((k) => k.country)?.country ?? null;
  // "the US", "the Netherlands", "the Masai Mara": a place the brief writes with "the" keeps it.
  const the = /\bthe\s+$/i.test(text.slice(Math.max(0, best.span.start - 4), best.span.start));
  // "Andheri East", "Nairobi CBD": a quarter of a known town keeps its side; "East Legon, Accra": the town after a
  // comma is part of how the customer says where.
  let value = best.span.text;
  // ("lyon 7e", "dublin 15", "Dakar (Ouakam)": so do a district's number and a quarter in brackets.)
  const side = /^\s+(?:East|West|North|South|Central|CBD|Town|Island)\b|^\s+\d{1,2}(?:e|er|ème)?(?=\s*(?:[,;)!\n]|\.(?!\d)|$))|^\s+\((?:\p{Lu}[\p{L}'’-]+)(?:\s\p{Lu}[\p{L}'’-]+)?\)/u.exec(text.slice(best.span.end));
  if (side && !value.endsWith(side[0].trim())) value += side[0];
  const after = text.slice(best.span.start + value.length);
  const town = usable.find((k) => k.span.start > best.span.start && new RegExp(`^,\\s*${escapeRe(k.span.text)}$`).test(text.slice(best.span.start + value.length, k.span.end)));
  if (town && after.startsWith(",")) value = text.slice(best.span.start, town.span.end);
  // ("Orlando East, Soweto": the town after the comma says which country, not a namesake of the quarter before it.)
  const where = town && after.startsWith(",") && town.country ? town.country : country;
  return { value: the ? `the ${value}` : value, country: where, confidence: best.country ? 0.9 : 0.6, span: best.span, all: [...all, ...said.map((s) => s.span)], towns: mentions.map((m) => ({ text: m.text, country: m.country })) };
}
