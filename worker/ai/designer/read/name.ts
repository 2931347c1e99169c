// The site's name, as the customer writes it: "called ...", a quoted name, a name set off at the start ("Adeyemi &
// Sons Funeral Services, Ibadan"), "a website for ...", a person's name for their own site. Whole: titles ("Dr.",
// "Mama"), joining words in any language ("Nyumba ya Bahari", "Casa do Pão"), digits, apostrophes and ampersands
// belong to it; an owner after "by" does not. Each reading carries how sure it is, so the card can ask.
import { countryByCode, findCountry, placesIn } from "../countries";
import { regions } from "../countries-data";
import { MONEY } from "./facts";
import { ENGLISH_NOUN_WORDS, ENGLISH_NOUNS, NAME_TRADES } from "./kind";
import { TRADE_NOUNS } from "./trade-nouns-data";
import { COMMON_WORDS } from "./common-words";
import { NAMED_IN_OTHER_LANGUAGES, type Quote } from "./exact";
import { highest, likelihood, weighted, type Weights } from "./learned";
import { NAME_WEIGHTS } from "./name-weights";
import { escapeRe, greets, type Span } from "./text";

export interface NameReading {
  value: string;
  confidence: number;
  span: Span;
  /** Whether it is a person's name (the site speaks as "I" when it is about them). */
  person: boolean;
  /** A town cut from the end of the name ("... Tyre Service for Ojota"): where the business is, when no list knows it. */
  town?: Span;
}

// ("DJ" and "MC" never take a full stop: "not a DJ. Kojo Mensah" is two sentences.)
const TITLE = "(?:(?:Er|Adv|Dra|Sra|Sr|Lic|Ing|Abg|Chez|Dr|Mr|Mrs|Ms|Mx|Prof|Rev|Pastor|Fr|Sr|Sheikh|Imam|Chef|Coach|Mama|Baba|Mzee|Auntie|Aunty|Uncle|Madam|Oga|Alhaji|Alhaja|Chief|Mallam|Ustadh|Engr|Eng|Hon|Sir|Dame|Lady|Saint|St)\\.?|(?:Dj|DJ|Mc|MC)(?!\\.))";
/** One word of a name: capitalised, a number ("54", "7th", "2"), an all-caps brand, or an ampersand. */
const WORD = "(?:(?:St|Mt|Ft|No)\\.|(?:Ol|Lil)['’](?=\\s)|[dl]['’]\\p{Lu}[\\p{L}\\p{M}]*|(?:\\p{Lu}\\.){2,}(?=\\s+\\p{Lu})|(?:al|an|el|ul|ad|as|at|ar|ash|ibn)-\\p{Lu}[\\p{L}\\p{M}'’]*|\\d+\\.\\d+|\\p{Lu}[\\p{L}\\p{M}\\d'’.&/-]*[\\p{L}\\p{M}\\d]|\\p{Lu}|\\d+(?:st|nd|rd|th)?(?:\\p{L}*)|&|\\+)(?:['’]s|(?<=s)['’]|(?<=\\p{Ll}in)['’](?=\\s))?";
/** Small words that join a name's parts: "of", "the", "ya", "wa", "de", "do", "van", "and". */
/** What a celebration's name ends on after whose it is: "'s wedding", "'s 40th birthday", "'s traditional engagement". */
export const CELEBRATION = /\s+(?:\d+(?:st|nd|rd|th)\s+|traditional\s+|white\s+|surprise\s+)?(?:wedding|bar mitzvah|bat mitzvah|birthday(?: party| bash)?|engagement(?: party)?|baby shower|christening|naming ceremony|graduation(?: party)?|retirement(?: party)?|anniversary(?: party)?|send-off|housewarming|hen do|stag do)(?![\p{L}])/u;
/** A celebration the brief opens on, or one the site is for, with whose it is: "Priya & Daniel's wedding". */
const CELEBRATION_NAME = new RegExp(`(?:^\\s*|\\b(?:for|site for|website for|page for)\\s+)((?:\\p{Lu}[\\p{L}'’-]+\\s+(?:&|and|\\+)\\s+)?\\p{Lu}[\\p{L}'’-]+['’]s${CELEBRATION.source})`, "gu");
/** A state's or province's postal letters ("TX", "BC", "NSW"). */
const regionCode = (code: string) => Object.values(regions).some((r) => code in r);
const JOIN = "(?:of|for|by|the|over|upon|on(?=\\s+(?!(?:Android|iOS|iPhone|iPad|Windows|Mac|Linux|Shopify|Instagram|TikTok|YouTube|Spotify|Etsy|Amazon|Facebook|WhatsApp|Steam|Netflix)\\b)\\p{Lu}[\\p{L}'’-]*(?![\\p{L}'’-])(?![\\s-]+\\p{Lu}))|with|ni|de|del|da|do|dos|das|du|des|della|di|lui|u|på|zum|zur|la|le|les|el|al|ul|ibn|bin|binti|van|von|der|den|ya|wa|na|za|kwa|ki|ka|ke|y|e|and|'n'|’n’|n'|'n|’n|n|en|et|och|und)";
const RUN = new RegExp(`(?<![\\p{L}\\d])(?:${TITLE}\\s+)?${WORD}(?:\\s+(?:${JOIN}\\s+)*${WORD})*`, "gu");

/** Every run of capitalised words in the text, with where it is. */
export function capitalisedRuns(text: string): Span[] {
  return [...text.matchAll(RUN)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
}

const SENTENCE_STARTERS = /^(?:Organised|Organized|Hosted|Presented|Name|Right|Alright|Well|Anyway|Hmm|Um|Erm|Yeah|Yep|I|I'm|Im|We|We're|Our|My|A|An|The|This|It|It's|Its|Please|Pls|Hi|Hello|Hey|Need|Want|Looking|Make|Create|Build|Website|Site|Page|Landing|Hello|Just|So|Also|And|But|Yes|No|Ok|Okay|Sell|Selling|We've|I've|Am|Can|Could|Would|Do|Does|For|In|At|On|With|From|To|Of|By|Small|New|Local|Family|Plus|Then|Simple|Modern|Dark|Clean|Free|Best|Top|Only|Mostly|Currently|Based|Located|Open|Opened|Since|Every|Each|Also|Add|Include|Put|Show|Use|Give|Keep|Have|Has|Tag|Tagline|Slogan|Button|Headline|Section|Colours|Colors|Theme|Style|Look|Contact|Call|Email|Phone|Whatsapp|WhatsApp|Price|Prices|Pricing|Hours|Menu|About|Gallery|Reviews|Faq|FAQ|Che|Buenas|Bom|Boa|Guten|Hujambo|Mambo|Shikamoo|Oga|Madam|Sir|Good|Kindly|Greetings|Na|Sisi|Mimi|Sasa|Hamara|Hamari|Humara|Mera|Meri|Apna|Bonjour|Salut|Hola|Olá|Ola|Oi|Hallo|Habari|Jambo|Salaam|Namaste|Abeg|Oya|Niko|Tuko|Tuna|Karibu|Nous|Je|Nosso|Nossa|Somos|Wir|Ich|Unser|Unsere|Mi|Nuestro|Nuestra|Wetin|Una|Dem|Hier|Bitte|Por|Para|Pour|Avec|Kwa|Ni|Ndio|Pia|Lakini|Tafadhali|Asante|Merci|Danke|Gracias|Obrigado|Obrigada|Thanks|Thank|Cheers|Depuis|Desde|Seit|Tangu|Sejak|Dal|Sinds|Od|Webseite|Strona|Sito|Sitio|Página|Pagina|Wij|Ik|Onze|Mijn|Hii|Tél|Annem|Benim|Bizim|Kami|Saya|Sono|Siamo|Créée|Créé|Fondée|Fondé|Gegründet|Fundada|Fundado|Ke|Est|Estd|Founded|Established|Landingpage|Homepage|Website|Prowadzimy|Jesteśmy|Mamy|Oferujemy|Robimy|Tenemos|Temos|Vendemos|Hacemos|Fazemos|Ofrecemos|Oferecemos|Bieten|Biz|Merhaba)$/;

/** Whether a run is made only of everyday words: "Funeral Services", "Website For My Shop". */
function everyday(name: string, vocabulary: ReadonlySet<string>): boolean {
  if (/\d|&|\+/.test(name)) return false;
  const words = name.replace(/['’]s\b/g, "").toLowerCase().split(/\s+/);
  if (/['’]s\b/.test(name)) return false;
  return words.every((w) => COMMON_WORDS.has(w.replace(/\.$/, "")) || vocabulary.has(w) || vocabulary.has(w.replace(/(?:es|s)$/, "")) || /^(?:of|the|and|de|la|ya|wa|na|za|y|e)$/.test(w));
}

/** Words about the website itself: "Website for ...", "Portfolio for ...", "Logo for ...". */
const SITE_WORDS = /^(?:website|web|site|page|webpage|homepage|landing|portfolio|cv|resume|résumé|blog|logo|online|presence|store|shop|one-pager|design|redesign|something|it)$/i;

/** Whether a name ends on what it is ("... Cricket Club", "... Send-Off Services"): a place after it is only where. */
function endsInTrade(name: string, vocabulary: ReadonlySet<string>): boolean {
  const last = name.split(/\s+/).at(-1)!.toLowerCase();
  return NAME_TRADES.test(last) || (last.length > 4 && vocabulary.has(last));
}

/** Words a firm's name ends with that say no trade: a town after them is where it is ("Al-Rehmat Enterprises Faisalabad"). */
const FIRM_END = /^(?:enterprises?|ventures?|holdings|industries|traders|trading|group|hub|co|company|ltd|limited|llc|inc|plc|gmbh|sarl|pty|corp|corporation|international|investments?)$/i;

function tidy(name: string): string {
  return name
    .replace(/^[\s"“‘'«(]+|[\s"”’'»),.;:!?-]+$/g, "")
    // ("Rumah Batik Sekar Jagad di Jl. Prawirotaman": where it stands, after a joining word, is not the name.)
    .replace(/\s+(?:di|en|in|at|na|em|à|a|u|på|am|im)\s+(?:Jl|Jln|Jalan|Calle|Rua|Av|Avda|Avenida|Via|Ul|Str|Strada|Rue)\.?(?:\s.*)?$/u, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Drops words that open a sentence without being part of the name ("We Are", "My", "Website for", "Portfolio for"). */
function trimLead(name: string, vocabulary: ReadonlySet<string>): string {
  let words = name.split(" ");
  // A describing word that opens a name is the name's ("Clean Slate Laser", "Open Sesame Locksmiths"), unless what
  // follows is everyday words, or, after "Open", when it is open ("Open Mon-Sat").
  const describes = (ws: string[]) =>
    /^(?:The|New|Top|Big|Little|Old|Clean|Simple|Modern|Dark|Free|Best|Small|Local|Fresh|Good|Great|First|Open)$/.test(ws[0]!) &&
    !everyday(ws.slice(1).join(" "), vocabulary) &&
    !(ws[0] === "Open" && /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Daily|Every|Till|Until|From|Late|Weekdays|Weekends|Seven|24|7)/.test(ws[1]!));
  while (words.length > 1 && (SENTENCE_STARTERS.test(words[0]!) || /^(?:Building|Organi[sz]ing|Launching|Introducing|Presenting|Hosting|Running|Opening|Starting|Creating|Making|Announcing|Welcome|Welcoming|Celebrating|Planning)$/.test(words[0]!)) && !describes(words)) words = words.slice(1);
  // "Website for Mama Chidi Provisions", "Portfolio for Linh Tran": what comes after the last joining word that
  // follows only everyday words.
  const lastFor = words.findLastIndex((w) => /^(?:For|for|At|In|Called|Named|By|by)$/.test(w));
  // ("Food for Thought Turkana" is one name: what comes before "for" there is not about the website.)
  const aboutSite = (ws: string[]) => ws.some((w) => SITE_WORDS.test(w)) || SENTENCE_STARTERS.test(ws[0]!);
  if (lastFor >= 0 && lastFor < words.length - 1 && (lastFor === 0 || (everyday(words.slice(0, lastFor).join(" "), vocabulary) && aboutSite(words.slice(0, lastFor))))) words = words.slice(lastFor + 1);
  while (words.length > 1 && /^(?:for|by|of|and|the|ni|na|ya)$/.test(words[0]!)) words = words.slice(1);
  // "Annual Hope Gala 2026 for St. Brigid's Children's Hospice": an event's name ends before whom it is for (but
  // "Run for Rhinos" is all name).
  const eventFor = words.findIndex((w, i) => w === "for" && i > 1 && /^(?:Gala|Ball|Dinner|Lunch|Breakfast|Run|Walk|Ride|Swim|Race|Marathon|Concert|Festival|Fair|Auction|Cup|Tournament|Challenge|Appeal|Drive|Night|Day|Week|Bash|Party|Fun Day|\d{4})$/.test(words[i - 1]!));
  if (eventFor > 0) words = words.slice(0, eventFor);
  return words.join(" ");
}

export interface NameContext {
  text: string;
  /** Facts found in the description (prices, dates, phones): never part of a name. */
  facts: readonly Span[];
  /** Whether the brief is partly Swahili, whose verbs open sentences with a capital ("Tunahitaji"). */
  swahili: boolean;
  /** Whether the brief is in English: a sentence of capitalised words in another language is often just a sentence. */
  english: boolean;
  quotes: readonly Quote[];
  /** Places the description names: a place alone is not a name. */
  places: readonly Span[];
  /** Words of the trade catalogue and common trades: a run of only these describes, it does not name. */
  vocabulary: ReadonlySet<string>;
  /** Whether the site is about one person (a CV, a portfolio). */
  personal: boolean;
}

/** Months as other languages write them: "15 Agosti 2027", "22 de outubro". */
const FOREIGN_MONTH = /\b(?:januari|februari|machi|aprili|mei|juni|julai|agosti|septemba|oktoba|novemba|desemba|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|enero|febrero|marzo|mayo|junio|julio|septiembre|octubre|noviembre|diciembre|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|décembre|januar|februar|märz|oktober|dezember)\b/i;
const DATEISH = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days$|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b.*\d|\d.*\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|^(?:january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

/** Languages and their adjectives: "Dutch & English spoken" names no one. */
const LANGUAGES = /^(?:(?:English|French|Dutch|German|Spanish|Portuguese|Italian|Swahili|Kiswahili|Arabic|Hindi|Urdu|Bengali|Bangla|Tamil|Telugu|Malayalam|Marathi|Gujarati|Punjabi|Kannada|Nepali|Sinhala|Yoruba|Igbo|Hausa|Pidgin|Creole|Patois|Zulu|Xhosa|Afrikaans|Sotho|Tswana|Shona|Ndebele|Amharic|Tigrinya|Oromo|Somali|Twi|Ga|Ewe|Fante|Wolof|Luganda|Kinyarwanda|Kirundi|Lingala|Kikuyu|Luo|Kalenjin|Giriama|Chinese|Mandarin|Cantonese|Japanese|Korean|Tagalog|Filipino|Malay|Indonesian|Vietnamese|Thai|Polish|Russian|Ukrainian|Turkish|Greek|Hebrew|Persian|Farsi|Dari|Pashto|Kurdish|Romanian|Hungarian|Czech|Swedish|Norwegian|Danish|Finnish)(?:\s*(?:,|&|and|\+)\s*)?)+$/;
const PERSON = /^(?:(?:Dr|Mr|Mrs|Ms|Prof|Rev|Pastor|Engr|Eng|Chef|Coach|Hon)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+(?:van|von|de|da|dos|du|bin|binti|wa|al|el)?\s*\p{Lu}[\p{Ll}'’-]+){1,3}$/u;

const PRICED_NEXT = new RegExp(`^\\s+(?:from\\s+|ab\\s+|dès\\s+|desde\\s+)?${MONEY}`, "iu");

/** Every reading of the name the rules find, each with how sure its rule is. */
/** Words for the business itself, whatever it does. */
const BUSINESS_NOUN = "(?:company|organi[sz]ation|business|church|school|shop|store|brand|club|workshop|studio|atelier|firm|practice|salon|bakery|restaurant|farm|homestay|guesthouse|lodge|gallery|kitchen|label|agency|centre|center|clinic)";
/** "our company is", "My workshop is": what the business is called follows. */
const BUSINESS_IS = new RegExp(`\\b(?:my|our)\\s+(?:[\\p{L}-]+\\s+)?${BUSINESS_NOUN}\\s+is\\s+(?:called\\s+)?(?:the\\s+)?$`, "iu");
/** "the workshop is called", "my shop is named", or "called" in another language ("inaitwa", "se llama"). */
const BUSINESS_CALLED = new RegExp(`\\b(?:the|my|our)\\s+(?:[\\p{L}-]+\\s+)?${BUSINESS_NOUN}\\s+(?:is\\s+)?(?:called|named)\\s+$|${NAMED_IN_OTHER_LANGUAGES.source}`, "iu");

export function nameCandidates(ctx: NameContext): NameReading[] {
  const { text, quotes, vocabulary } = ctx;
  const candidates: NameReading[] = [];
  const add = (value: string, start: number, confidence: number, person = false) => {
    const tidied = tidy(value);
    if (tidied.length < 2 || tidied.length > 80) return;
    const at = text.indexOf(tidied, start);
    const s = at >= 0 ? at : start;
    candidates.push({ value: tidied, confidence, span: { start: s, end: s + tidied.length, text: tidied }, person });
  };
  const isPlace = (span: Span) => ctx.places.some((p) => p.start <= span.start && span.end <= p.end + 1);

  // 0. Typed all in lower case and set off like a name at the very start: "the blue door, kingston.", "goldleaf &
  // gumption — hand lettered signs". A weak reading (the card asks): only a name that says "the", "&" or "n" is read so.
  const low = /^\s*((?:the\s+)?[\p{Ll}\d][\p{L}\d'’.]*(?:\s+(?:&|n|[\p{Ll}\d][\p{L}\d'’.]*)){1,5})\s*(?:[,.]|\s[-–—]\s)/u.exec(text);
  const lowWords = low?.[1]!.split(/\s+/) ?? [];
  // ("piano tuning & repairs", "jazz pianist & composer": words of a trade only describe it; a name has its own.)
  const ownWord = (w: string) => !/^(?:&|n)$/.test(w) && ![w, w.replace(/s$/, "")].some((x) => COMMON_WORDS.has(x) || vocabulary.has(x) || ENGLISH_NOUN_WORDS.has(x)) && !/(?:ing|er|or|ist|ian|ion|ry|ty|repairs?)$/.test(w) && !findCountry(w);
  // ("matatu graffiti & branding", "letter cutter & stone carver": ending on the work or the worker, a description.)
  // ("braids & locs": two things in the plural are what it offers.)
  // ("sparkle & shine window cleaning": two words of its own joined by "&" name it, whatever trade follows.)
  const pair = /^(\S+)\s+(?:&|n)\s+(\S+)/.exec(low?.[1] ?? "");
  const ownPair = !!pair && ownWord(pair[1]!) && ownWord(pair[2]!);
  const lowDescribes = (!ownPair && /(?:ing|er|or|ist|ian|ion|repairs?|services?|supplies|works)$/.test(lowWords.at(-1) ?? "")) || /^(?:\S+\s+)*\S+[^s]s\s+(?:&|n)\s+(?:\S+\s+)*\S+[^s]s$/.test(low?.[1] ?? "");
  if (low && (/^the\s/.test(low[1]!) || (/\s(?:&|n)\s/.test(low[1]!) && lowWords.some(ownWord) && !lowDescribes)) && !lowWords.some((w) => /^(?:i|we|my|our|me|us|need|needs|want|website|site|page|for|in|at|on|is|are|hi|hello|pls|please|make|build|looking)$/.test(w))) {
    const kept = lowWords.length > 2 && findCountry(lowWords.at(-1)!) ? lowWords.slice(0, -1) : lowWords;
    add(kept.map((w, i) => (i > 0 && /^(?:&|n|and|of|the|de|la)$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(" "), low.index + low[0].indexOf(low[1]!), 0.5);
  }

  // 0. In a script with no capitals ("סטודיו קדים – קרמיקה ביפו", "阿嬤的灶腳 – 台南的古早味便當店"), the words at the
  // very start, set off by a dash, are the name: the place a capitalised name would stand.
  const caseless = /^\s*((?:[\p{Lo}\d][\p{Lo}\p{M}\d'’.&-]*)(?:\s+[\p{Lo}\d][\p{Lo}\p{M}\d'’.&-]*){0,4})\s+[-–—]\s/u.exec(text);
  if (caseless) add(caseless[1]!, caseless.index + caseless[0].indexOf(caseless[1]!), 0.8);

  // 1. Said outright: "called X", "named X", a quoted name.
  for (const q of quotes) if (q.role === "name") add(q.inner.text, q.inner.start, 0.95);
  // ("matcha & mochi kiosk in siam square bkk — 'Moshi Moshi', open 11-21": a short capitalised quote set off by a
  // dash, saying nothing else it is, names it.)
  for (const q of quotes) if (q.role === null && /[—–]\s*$|\s-\s*$/.test(ctx.text.slice(Math.max(0, q.start - 3), q.start)) && /^\p{Lu}[\p{L}\d'’&.-]*(?:\s+[\p{Lu}&][\p{L}\d'’&.-]*){0,3}$/u.test(q.inner.text)) add(q.inner.text, q.inner.start, 0.8);
  const called = new RegExp(`\\b(?:[Cc]alled|[Nn]amed|[Nn]ame is|[Nn]ame's|[Cc]all it|[Cc]alling it|[Nn]ame it|[Bb]rand(?: name)? is|[Kk]nown as|[Tt]rading as|[Uu]nder the name|[Gg]oes by|[Jj]ina (?:langu |letu )?ni|[Ii]naitwa|[Ss]'appelle|[Cc]hamad[oa]|[Hh]ei(?:ß|ss)t|[Ss]e llama|[Ss]e chama|[Nn]azywa się|[Nn]aam hai|[Nn]ama (?:usaha|toko|bisnis|tempat|kami|perusahaan)|[Nn]amanya)\\s+(?!["“‘'«])((?:${TITLE}\\s+)?(?:[\\p{L}\\d&'’+/-]|\\.(?=[\\p{L}\\d]))+(?:\\s+(?:${JOIN}\\s+)*(?:(?:al|el|ul|ad|an|ar|as|at|ash|ibn)-\\p{Lu}[\\p{L}'’-]*|\\p{Lu}(?:[\\p{L}\\d&'’+/-]|\\.(?=[\\p{L}\\d]))*|\\d+\\p{L}*|&))*)`, "gu");
  for (const m of text.matchAll(called)) {
    const value = m[1]!;
    if (/^(?:after|for|by|as|the|a|an|in|on|at|to|it|that|this|so|something|anything)\b/.test(value)) continue;
    // "My name's Dale and I run ...": the person, not the business; and "I" is never part of a name.
    // ("Under the name Clay by Adaeze I make bowls": the writer's "I" starts the next clause.)
    const own = (/\b[Nn]ame(?:'s| is)\s*$/.test(m[0].slice(0, m[0].length - value.length).trim()) ? value.replace(/\s+(?:and|&)\s+I\b.*$/, "") : value).replace(/\s+I$/, "");
    // "called mama chidi provisions": lower-case is still the name the customer gave, if less sure.
    const lower = /^\p{Ll}/u.test(own);
    const words = lower ? own.split(/\s+(?=in|at|on|for|and|with|we|i|selling|that|which|who|based|located)\b/)[0]! : own;
    // "my name is X" names the person: the business's own name, when given, comes first.
    const personal = /\b[Nn]ame(?:'s| is)\s+$/.test(text.slice(Math.max(0, m.index), m.index + m[0].indexOf(value)));
    add(lower ? words.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()) : words, m.index + m[0].indexOf(value), lower ? 0.6 : personal && !ctx.personal ? 0.6 : 0.95, personal);
  }
  // "our CLI tool: shipwright (lowercase, it's a dev tool)": a product's own name, as written.
  for (const m of text.matchAll(/\b(?:tool|app|cli|library|package|product|extension|plugin|bot|api|sdk|framework)\s*[:—–]\s*(\p{Ll}[\p{L}\d._-]{2,30})(?=[\s,.;:(]|$)/gu)) {
    if (!COMMON_WORDS.has(m[1]!) && !vocabulary.has(m[1]!)) add(m[1]!, m.index + m[0].length - m[1]!.length, 0.8);
  }
  // "Name: Klavierservice Brandl", "Kampuni: Kisima Bora Drilling Ltd", "Haraka Riders ndio jina".
  for (const m of text.matchAll(/\b(?:[Nn]ame|[Bb]usiness name|[Cc]ompany|[Bb]rand|[Kk]ampuni|[Jj]ina|[Nn]om|[Nn]ome|[Nn]ombre|[Ff]irma|[Nn]azwa|[Nn]amn|[Nn]avn|[Nn]imi|[Nn]ázev|[Nn]év|[Ii]sim|[Nn]ama)(\s*[:=–-]|\s+(?:na|ni|is)\b)\s*((?:(?:Dr|Dra|Mr|Mrs|Ms|Mx|Er|Adv|Lic|Ing|Eng|Engr|Prof|Rev|St|Sr|Sra)\.\s+)?(?:(?:Dr|Mr|Mrs|Ms|St)\.\s|[^.,;!?\n(]){2,60})/gu)) {
    // After "name:" the rest of the clause is the name; after "name is" only its capitalised words are.
    const raw = /[:=–-]/.test(m[1]!) ? m[2]! : (new RegExp(`^(?:${TITLE}\\s+)?${WORD}(?:\\s+(?:${JOIN}\\s+)*${WORD})*`, "u").exec(m[2]!)?.[0] ?? "");
    const value = raw.trim().replace(/\s+(?:and|&)\s+I\b.*$/, "").split(/\s+(?:in|at|based|located|na|ya|wa)\s+(?=\p{Ll})/u)[0]!;
    if (!value) continue;
    if (/^\p{Lu}|^\d/u.test(value)) add(value, m.index + m[0].indexOf(value), /\bname\s+is\s*$/i.test(m[0].slice(0, m[0].indexOf(m[2]!))) && !ctx.personal ? 0.6 : 0.95);
  }
  for (const m of text.matchAll(/((?:\p{Lu}[\p{L}\d&'’.-]*\s+){0,4}\p{Lu}[\p{L}\d&'’.-]*)\s+(?:ndio|ndiyo|ni)\s+jina\b/gu)) add(m[1]!, m.index, 0.9);
  // "Okonkwo, Bello & Partners", "Smith, Jones and Co": partners' names in a row are one firm.
  // Surnames, that is: not "OK, Sat & Sun" nor "EU, UK and Canada".
  for (const m of text.matchAll(/\b(\p{Lu}[\p{L}'’-]+(?:,\s+\p{Lu}[\p{L}'’-]+)+\s+(?:&|and)\s+(?:Partners|Associates|Co\.?|Company|Sons|Daughters|\p{Lu}[\p{L}'’-]+))\b/gu)) {
    // "Sian Pryce, Powys & Shropshire": a first name before the first surname makes it a person and places.
    if (/\p{Lu}[\p{L}'’-]*\s+$/u.test(text.slice(Math.max(0, m.index - 20), m.index)) || LANGUAGES.test(m[1]!)) continue;
    const parts = m[1]!.split(/,\s+|\s+(?:&|and)\s+/);
    const firm = /^(?:Partners|Associates|Co\.?|Company|Sons|Daughters)$/.test(parts.at(-1)!);
    if ((firm ? parts.slice(0, -1) : parts).every((w) => /^\p{Lu}\p{Ll}{2,}/u.test(w) && !findCountry(w) && !/^(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/.test(w) && !COMMON_WORDS.has(w.toLowerCase()))) add(m[1]!, m.index, 0.85);
  }
  // "Priya weds Arjun", "Tunde and Aisha's wedding", "wedding of Achieng and Tom": a couple is named together.
  for (const m of text.matchAll(/\b(\p{Lu}[\p{Ll}'’-]+)\s+(?:weds|&|and|\+|x)\s+(\p{Lu}[\p{Ll}'’-]+)(?=['’]s\s+wedding|\s+(?:wedding|💍|are getting married|getting married|tie the knot)|\s*$|\s*[!.,]|\s*\p{Extended_Pictographic})/gu)) {
    // "Bittu Tent House & Caterers": the end of a longer name, or trade words, are no couple.
    const given = (w: string) => !COMMON_WORDS.has(w.toLowerCase()) && !vocabulary.has(w.toLowerCase()) && !vocabulary.has(w.toLowerCase().replace(/s$/, ""));
    const within = /\p{Lu}[\p{L}'’-]*\s+$/u.test(text.slice(Math.max(0, m.index - 20), m.index));
    if (/\bweds\b/.test(m[0]) || (/wedding|married|shaadi|nikah/i.test(text) && given(m[1]!) && given(m[2]!) && !within && !LANGUAGES.test(m[0].trim()))) add(`${m[1]} & ${m[2]}`, m.index, 0.85);
  }
  // "Priya & Daniel's wedding — 12 April", "Jacob's bar mitzvah", "Ola & Kemi's traditional engagement": a celebration
  // the brief opens on, or one the site is for, is named with whose it is, as written.
  for (const m of text.matchAll(CELEBRATION_NAME)) {
    add(m[1]!, m.index + m[0].length - m[1]!.length, 0.95);
  }
  for (const m of text.matchAll(/\b(?:wedding|marriage|engagement|shaadi|nikah)\s+(?:website\s+)?(?:of|for)\s+(\p{Lu}[\p{Ll}'’-]+)\s+(?:and|&)\s+(\p{Lu}[\p{Ll}'’-]+)/giu)) add(`${m[1]} & ${m[2]}`, m.index, 0.9);
  // A person's name with a nickname in quotes: Margaret "Peggy" Doyle-Hart.
  for (const m of text.matchAll(/\b(\p{Lu}[\p{Ll}'’-]+\s+["“'‘]\p{Lu}[\p{Ll}]+(?:\s\p{Lu}[\p{Ll}]+)?["”'’]\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu)) add(m[1]!, m.index, 0.85, true);
  for (const q of quotes) {
    if (q.role !== null) continue;
    // A nickname inside a name ("Peggy"), read whole above.
    if (/\p{Lu}[\p{Ll}'’-]+\s+$/u.test(text.slice(Math.max(0, q.start - 20), q.start)) && /^\s+\p{Lu}/u.test(text.slice(q.end, q.end + 3))) continue;
    const words = q.inner.text.split(/\s+/);
    // A short quoted title is a name ('a tech conference "DevFest Coast"'); a sentence in quotes is a text.
    if (/^(?:read more|learn more|see more|view more|find out more|book now|order now|buy now|shop now|contact us|get started|sign up|subscribe|donate|register|join us|call us)$/i.test(q.inner.text)) continue;
    // A quoted title is a name only beside what it names: 'a tech conference "DevFest Coast"', 'our app "Pesa"'.
    // Elsewhere a quote is a text for the page (a section title, a button, a heading).
    const lead = text.slice(Math.max(0, q.start - 30), q.start).toLowerCase();
    // ("workshop hai 'Rang Mahal Truck Art'", "our shop is 'Kitab Ghar'": past a word that only joins them.)
    const near = /([\p{L}-]+)\s+(?:(?:is|ni|ndio|hai|hain|est|é|es|ist|ilikuwa)\s+)?[:,]?\s*$/u.exec(lead) ?? /([\p{L}-]+)\s*[:,]?\s*$/u.exec(lead);
    const beside = near?.[1] ?? "";
    const names = vocabulary.has(beside) || beside in TRADE_NOUNS || /^(?:dj|mc|shop|store|business|company|brand|app|startup|studio|restaurant|cafe|café|bar|salon|event|conference|festival|summit|band|school|church|charity|project|label|podcast|blog|newsletter|book|novel|product|clinic|agency|firm|group|club|team|farm|bakery|hotel|venue|gallery|magazine|channel|show|series|album|night|party|workshop|atelier|homestay|guesthouse|lodge|kitchen|stall|kiosk|boutique|factory|mill|press|ensemble|choir|troupe|cooperative|society|association|foundation|initiative|academy|institute|centre|center|spa|gym|garage|yard|service|enterprise)$/u.test(beside);
    // On a person's own site a quoted book, album or show is their work, not the site's name.
    const work = ctx.personal && /^(?:book|novel|album|show|series|podcast|single|ep|film|play|collection|poem|memoir|blog|newsletter)$/.test(beside);
    // ("Сайт для нашей мастерской «Ипак Йўли»", "Pracownia Renowacji Mebli „Stara Szafa”": in another language,
    // a short title quoted right after a word names what that word is, whatever the word.)
    // (Near the start, where a name is given: a quote further on is a text for the page.)
    const foreign = !ctx.english && q.start < 80 && /^\p{L}{3,}$/u.test(beside);
    if (words.length <= 5 && /^(?:[\p{Lu}\d]|\p{Lo})/u.test(q.inner.text) && !/[.!?]$/.test(q.inner.text) && (names || foreign)) add(q.inner.text, q.inner.start, work ? 0.5 : 0.75);
  }

  // 2. Capitalised runs, by where they stand.
  for (const run of capitalisedRuns(text)) {
    if (quotes.some((q) => q.start <= run.start && run.end <= q.end)) continue;
    // "The Surgery — barber shop in Dublin": everyday words, but set off as a title at the very start.
    if (run.start <= 2 && /^The\s+\p{Lu}[\p{Ll}'’]+(?:\s+\p{Lu}[\p{Ll}'’]+)?$/u.test(run.text) && /^\s*[-–—:]\s*\p{Ll}/u.test(text.slice(run.end))) {
      add(run.text, run.start, 0.9);
      continue;
    }
    let value = trimLead(tidy(run.text).replace(/^(?:\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|h)\s+|[&+]\s*)/i, ""), vocabulary)
      // "Run for Rhinos 10K & 21K": distances and counts after a name are not part of it.
      .replace(/(?:\s+(?:&\s+)?\d+(?:k|K|km|m|mi)\b)+$/u, "")
      .replace(/\s+(?:for|by|of|and|&)$/i, "");
    // "Wildlands Taxidermy by Greg Holt": the owner after "by" is not the name; "Cakes by Adwoa" is one name.
    const owner = /^(.*?)\s+(?:by|By)\s+.*$/.exec(value);
    if (owner && owner[1]!.includes(" ") && !everyday(owner[1]!, vocabulary)) value = owner[1]!;
    // A date, a time, a number with its unit, a phone number, an acronym or a shouted word: not names.
    if ((FOREIGN_MONTH.test(value) && /\d/.test(value)) || DATEISH.test(value) || /^[\d\s+()./:-]+(?:\p{L}{1,3})?$/u.test(value) || /^\d+(?:st|nd|rd|th|s|ml|l|kg|g|km|m|k|L|ML|KG)?(?:\s+\p{Lu}{1,2})?$/u.test(value)) continue;
    // "Q3 2026", "Créée en 2006", "Gegründet 1998": when, not who; "Lebenslauf-Website": the website itself.
    if (/^Q[1-4]\s+\d{4}$|-(?:Website|Webseite|Site|Seite)$/u.test(value) || (/\b(?:19|20)\d{2}$/.test(value) && /^(?:Créée|Créé|Fondée|Fondé|Gegründet|Fundada|Fundado|Ke|Est|Estd|Founded|Established|Since|Seit|Depuis|Desde|Tangu|Sejak|Dal|Sinds|Od)\b/u.test(value))) continue;
    // "M-Pesa Paybill 522 418 Account KANISA", "IBAN DE89 ...": how to pay, not who is paid.
    if (/\b(?:Paybill|PayBill|Till|Account|Acc|IBAN|SWIFT|BIC|Sort Code|M-?Pesa|MPESA|EcoCash|MoMo|GCash)\b/.test(value)) continue;
    if (LANGUAGES.test(value) || /\d{5,}/.test(value) || /^(?:Senior|Junior|Head|Lead|Chief|Assistant|Deputy)\s+(?:Pastor|Rev|Manager|Engineer|Teacher)/.test(value)) continue;
    // "EU, UK and Canada": places, however many.
    const parts = value.split(/\s*(?:,|\band\b|&|\/)\s*/);
    if (parts.length >= 2 && parts.every((p) => (!!findCountry(p) && p.split(" ").length <= 2) || /^(?:EU|EEA|Europe|Africa|Asia|America|Americas|Middle East|Gulf|Caribbean|Scandinavia|Nordics|Balkans)$/.test(p))) continue;
    // "Team of 3 in Bengaluru": how many, not a name.
    if (/^(?:Team|Group|Family|Crew|Band|Squad|Staff|Class|Batch) of\b/.test(value)) continue;
    // "KEINE Eventlocation", "NOT a bank": what it is not.
    if (/^(?:KEIN|KEINE|KEINEN|NICHT|NOT|NO|NEVER|PAS|NÃO|NAO|SIO|Kein|Keine|Keinen|Nicht)\s/.test(value)) continue;
    // ("Créée en 2006" less its first word: a name never opens on a joining word.)
    if (/^(?:en|in|em|no|na|seit|since|de|da|do|of|for|and)\s/.test(value)) continue;
    if (/^(?:The\s+)?\d+(?:st|nd|rd|th)?$/.test(value) || /^(?:\p{Lu}{2,5}s?|DON'?T|NOT|PLS|ASAP|FREE|NEW|SALE|NB|PS)$/u.test(value)) continue;
    // "Download CV", "Join the Keepers": a button's words; "Testimonials 3", "Morning 6": a request or a time.
    if (/^(?:Download|Join|Get|Book|Shop|Buy|Order|Try|Start|Sign|Subscribe|Donate|View|See|Read|Learn|Watch|Listen|Request|Reserve|Claim|Apply|Register|Chat|Send|Visit|Explore|Discover|Follow|Contact|Call)\b/.test(value) && value.split(" ").length <= 4 && !/\b(?:called|named)\s+$/i.test(text.slice(Math.max(0, run.start - 10), run.start))) continue;
    if (/^(?:Testimonials|Reviews|Gallery|Photos|Pictures|Morning|Evening|Afternoon|Night|Tel|Mob|Cell|Fax|Sections?|Pages?|Features|Services|Products|Prices|Pricing|Team|Stats|Logos|Partners)(?:\s+\d+)?$/.test(value) || /^G['’]day$/i.test(value)) continue;
    if (SENTENCE_STARTERS.test(value) || greets(value) || (ctx.swahili && /^(?:Tuna|Nina|Tuli|Tuta|Wana|Ana|Ali|Ame|Tume|Nime|Uta|Ita)\p{Ll}{3,}/u.test(value))) continue;
    // "Keys with Ms. Lim": a title's full stop does not end the name.
    const titled = /\s(?:Dr|Ms|Mr|Mrs|Mx|Prof|St|Sr|Sra|Dra)$/.test(value) ? /^\.\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)/u.exec(text.slice(run.start + run.text.indexOf(value) + value.length)) : null;
    if (titled) value = `${value}. ${titled[1]}`;
    else if (/\s(?:Dr|Ms|Mr|Mrs|Prof)$/.test(value)) continue;
    // "Cerrajería Los 3 Candados en Guadalajara", "Saddar Strikers Cricket Club Karachi", "Gen Doctor for Aba" (Pidgin
    // "in"): where it is, after the name.
    const placed = /^(.+?)\s+(?:(?:en|à|a|em|in|no|na|au|aux|for)\s+)?(\p{Lu}[\p{L}'’-]+)$/u.exec(value);
    if (placed && placed[1]!.includes(" ") && !everyday(placed[1]!, vocabulary) && (ctx.places.some((p) => p.text === placed[2]) || (/\s(?:en|à|em|in|au|aux|for)\s+\p{Lu}[\p{L}'’-]+$/u.test(value) && findCountry(placed[2]!))) && (/\s(?:en|à|em|in|au|aux|for)\s+\p{Lu}[\p{L}'’-]+$/u.test(value) || endsInTrade(placed[1]!, vocabulary))) value = placed[1]!;
    // "Al-Rehmat Enterprises Faisalabad", "Kamwala Hub Lusaka": a known town after a firm's last word is where it is.
    else if (placed && placed[1]!.includes(" ") && FIRM_END.test(placed[1]!.split(/\s+/).at(-1)!) && findCountry(placed[2]!)) value = placed[1]!;
    // "pls build site 4 Iya Basira Amala Spot": "4" is "for".
    if (/^4\s/.test(value) && /\b(?:site|website|page|web|one)\s+$/i.test(text.slice(Math.max(0, run.start - 12), run.start + run.text.indexOf(value)))) value = value.slice(2);
    const start = run.start + run.text.indexOf(value);
    // "HackLagos '25": an edition's year, shortened, is part of the name.
    const edition = /^\s['’]\d{2}(?![\d\p{L}])/u.exec(text.slice(start + value.length));
    if (edition) value += edition[0];
    const span = { start, end: start + value.length, text: value };
    // "Dzień dobry.": a name never opens a greeting.
    if (greets(text.slice(start, start + 40))) continue;
    // ("Farrier - Lexington KY": a trade's word alone says what it is, not what it is called; "Kiosk — a POS app" is a name.)
    if (!value || isPlace(span) || everyday(value, vocabulary) || /^\d+$/.test(value) || ((ENGLISH_NOUNS.has(value.toLowerCase()) || value.toLowerCase() in TRADE_NOUNS) && !/^\s*[-–—:,]\s*(?:a|an|the)\s/i.test(text.slice(span.end)))) continue;
    // "Canterbury NZ", "Austin TX": a place with its country's or state's letters.
    // ("Kilifi Pirates RFC": letters that are no country's or state's are the club's own.)
    const coded = /^(.+?)\s+(\p{Lu}{2,3})$/u.exec(value);
    const codeOfPlace = !!coded && (!!countryByCode(coded[2]!) || regionCode(coded[2]!));
    if (coded && codeOfPlace && (isPlace({ start, end: start + coded[1]!.length, text: coded[1]! }) || findCountry(coded[1]!))) continue;
    // ("Lexington KY & Bluegrass": a town and its state's letters open the run.)
    const region = /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\s+(\p{Lu}{2})\s+[&+,]/u.exec(value)?.[1];
    if (region && regionCode(region)) continue;
    // "Dublin 7", "Colombo 05": a town and its district's number; "Adum Kumasi": a district, then its town.
    const lastWord = value.split(" ").at(-1)!;
    const first = value.split(" ")[0]!;
    if (/^\p{Lu}\p{Ll}+\s\d{1,2}$/u.test(value) && findCountry(value.replace(/\s\d+$/, ""))) continue;
    // (or a brand and its town, "Sprachwerk Köln": weak either way, so any other reading wins).
    if (value.split(" ").length === 2 && findCountry(lastWord) && findCountry(first) && /^\p{Lu}\p{Ll}+$/u.test(first)) continue;
    const district = value.split(" ").length === 2 && !!findCountry(lastWord) && /^\p{Lu}\p{Ll}+$/u.test(first) && !findCountry(first) && !COMMON_WORDS.has(first.toLowerCase()) && !vocabulary.has(first.toLowerCase());
    // "'Overdue' is taken", "Two Guys & a Truck... that's taken": a name they cannot have.
    if (/^\s*["”’']?\s*(?:\(taken\)|(?:is|was)\s+(?:already\s+)?taken|[.…]*\s*(?:that's|thats|that is|it's|its)\s+(?:already\s+)?taken)/i.test(text.slice(span.end, span.end + 30))) continue;
    if (/^[\d\s&]+(?:and[\d\s&]+)*$/.test(value)) continue;
    // "Atlas. Casablanca. 0661 ...": a town said as a sentence of its own.
    if (!/\s|\d|&/.test(value) && findCountry(value) && /(?:^|[.!?]\s*)$/.test(text.slice(Math.max(0, start - 3), start)) && /^\s*(?:[.!]|$)/.test(text.slice(start + value.length))) continue;
    // "KG 7 Ave", "Wrangelstraße 88", "Av.": a street, not a name.
    if (/(?:stra(?:ß|ss)e|weg|gasse|platz|allee|ufer|damm|straat|gracht|laan|plein|kade|dijk|ulica|vej|gatan|gade)\s+\d+\p{L}?$|\s\d+\s+(?:Ave|Av|St|Rd|Str|Blvd|Dr|Ln)$|^(?:Av|Ave|Rd|St|Str|Blvd|Ln|Trav|Rua|Calle|Via)$/iu.test(value)) continue;
    // "Filling from 300 zł", "Check-up 150 zł": a thing in a price list, not what the site is called.
    if (PRICED_NEXT.test(text.slice(span.end, span.end + 30))) continue;
    // Prices, dates and phone numbers are facts, whatever their capitals ("KSh 2,500", "Rp 1.200.000").
    if (ctx.facts.some((f) => f.start < span.end && span.start < f.end)) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(span.end, span.end + 40);
    const person = PERSON.test(value) && !/['’]s$/.test(value);
    const several = value.includes(" ") || /\d|&/.test(value);
    // A place after "in", "at", "from": where, not who ("in Adum", "@ Makola").
    // (After "from", a name that is no known place may be the seller's: "flowers from Rose Garden".)
    if (/(?:\b(?:in|at|near|around|off|along|opposite|behind|to|via|à|em|en)\s+(?:the\s+)?|@\s*)$/i.test(before) && !/\b(?:called|named)\s/i.test(before)) continue;
    if (/\bfrom\s+(?:the\s+)?$/i.test(before) && (!several || findCountry(value))) continue;
    const opensSentence = start === 0 || /[.!?:;\n]\s*$/.test(before);
    const endsSentence = /^\s*(?:[.!?]|$)/.test(after) || /^\s*\p{Extended_Pictographic}/u.test(after);
    let confidence = several ? 0.5 : 0.4;
    // One capitalised word opening a sentence of lower-case words is usually just the sentence's first word.
    if (opensSentence && !several && /^\s+\p{Ll}/u.test(after) && !/^\s+(?:is|are|was|has|sells|makes|offers|does|provides|helps)\b/.test(after)) confidence = 0.3;
    const atStart = run.start <= 2 || start <= 2;
    // "Mambo! Kilele Coffee Roasters, Arusha": set off after a greeting is set off at the start.
    const greeted = several && /[!,.:]\s*$/.test(text.slice(0, start)) && start < 40 && greets(text.slice(0, start).replace(/[\s!,.:]+$/, ""));
    // "Academic website please", "Church website": a word describing the website, not its name.
    if (!several && /^\p{Lu}\p{Ll}+$/u.test(value) && /^\s+(?:website|site|web ?page|page|landing page|homepage|portfolio|cv)\b/i.test(after)) continue;
    // "KeyMaster's", "SpeedyBoda": a capital inside a word, or an owner's word opening the brief, is made up as a name.
    if (!several && (/^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}/u.test(value) || (atStart && /['’]s$/.test(value)))) confidence = Math.max(confidence, 0.7);
    // ("Saltbush Soap Co. – handmade soap": the full stop is the company's.)
    // ("JOLLOF WARS ACCRA 2027 🍚🔥 — ...": emoji between the name and its dash.)
    const setOff = (/(?:Co|Ltd|Inc|Bros|Corp)$/.test(value) ? after.replace(/^\./, "") : after).replace(/^\s*[\p{Extended_Pictographic}\u200d\ufe0f]+/u, "");
    if ((atStart || greeted) && /^\s*(?:[,:–—(-]|\s(?:is|are|was)\s|\s+(?:in|at|located|based)\s|$)/u.test(setOff)) confidence = several ? 0.9 : 0.85;
    else if (atStart && /^\s*\p{Ll}/u.test(after)) confidence = 0.7;
    // "Rumah Batik Sekar Jagad." said as a sentence of its own, or "— Casa Loro Hostel 🦜": a name set apart.
    if (opensSentence && endsSentence && start > 2) confidence = Math.max(confidence, several ? (ctx.english ? 0.85 : 0.6) : 0.6);
    if (/\s[-–—]\s*$/.test(before) && (endsSentence || /^\s*[,(]/.test(after)) && several) confidence = Math.max(confidence, 0.8);
    if (/\b(?:website|site|web ?page|page|landing ?page|landingpage|homepage|webseite|página|pagina|sitio|portfolio|cv|resume|one-?pager|logo|blog|shop|store)\s+(?:for|of|für|fuer|do|da|de|del|pour|para|pra|dla)\s+(?:the\s+)?$/i.test(before)) confidence = Math.max(confidence, 0.85);
    if (/^\s*,\s+(?:a|an|the|my|our|we|is)\s/i.test(after)) confidence = Math.max(confidence, 0.8);
    // "my practice: Nadeesha Perera Architects", "Our shop: Kitab Ghar": what follows the colon is what it is called.
    if ((/\b(?:my|our|the)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s*:\s*$/u.test(before) || /\b(?:site|website|page|landing page|homepage)\s*:\s*$/i.test(before)) && several) confidence = Math.max(confidence, 0.85);
    // "Nadeesha Perera Architects (NPA)": a name followed by its own initials.
    const initials = /^\s*\((\p{Lu}{2,6})\)/u.exec(after)?.[1];
    if (initials && initials === value.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join("")) confidence = Math.max(confidence, 0.9);
    // "we're going with Late Fees Pending", "OK we're actually X": the name they settled on.
    if (/\b(?:going with|go with|went with|settled on|we're actually|we are actually|actually called|new name is|now called|renamed(?: it)?(?: to)?)\s+["“']?$/i.test(before) && several) confidence = Math.max(confidence, 0.92);
    // "for our architecture studio, Taller Ochoa Arquitectos": what "our studio" is called.
    if (several && /\b(?:my|our)\s+(?:[\p{L}-]+\s+){0,3}[\p{L}-]+,\s*$/u.test(before)) confidence = Math.max(confidence, 0.85);
    // "Atelier Moreau, Lyon." : a name, then its town, ending the sentence.
    const town = /^\s*,\s*(\p{Lu}[\p{L}'’-]+)\s*(?:[.!]|$)/u.exec(after)?.[1];
    if (several && town && opensSentence && ctx.places.some((p) => p.text === town) && !/\s(?:Road|Rd|Street|St|Avenue|Ave|Plaza|Mall|Market|Estate|Park|Club|Hotel|Centre|Center|Square|Lane|Way|Drive|Close|Crescent|Hall|Grounds|Stadium|Station|Hospital|Church|Towers?|House|Building)$/.test(value)) confidence = Math.max(confidence, 0.6);
    // "Tofo Scuba here – dive centre ...", "Kojo here!": who is writing, by the name they go by.
    if (/^\s+here\b/i.test(after)) confidence = Math.max(confidence, 0.85);
    if (/\b(?:i am|i'm|im|my name is|name's|this is|it's me,?|meet|je suis|je m'appelle|sou|soy|ich bin|naitwa|jina langu ni)\s+$/i.test(before)) confidence = Math.max(confidence, person ? 0.9 : 0.6);
    // "I run Wild Heritage Taxidermy", "owner of Blue Door": the business they run is the site's name.
    // ("pemilik Sewa Tenda Berkah Jaya", "My workshop is Rizwan Lapidary Works", "Studio: Atelier Azul Cobalto".)
    if (/\b(?:i|we)\s+(?:run|own|started|opened|founded|manage|operate|lead|direct|coach)\s+$|\b(?:we're|we are|i'm|i am)\s+(?:organi[sz]ing|hosting|launching|building|running|putting on)\s+$|\b(?:owner|founder|manager|director|leader|secretary|chair|pastor) of\s+(?:the\s+)?$|\b(?:pemilik|dueñ[oa] de|propietari[oa] de|propriétaire (?:de|du)|dono d[aoe]|dona d[aoe]|mmiliki wa|inhaber(?:in)? (?:von|der|des))\s+$|\b(?:this is|welcome to)\s+(?:the\s+)?$/i.test(before) && several && !person) confidence = Math.max(confidence, 0.85);
    // (After "my workshop is", a name that looks like a person's is the workshop's all the same.)
    if (BUSINESS_IS.test(before) && several) confidence = Math.max(confidence, 0.85);
    // "We are Nganya Kings Art": a we is never one person, however the name looks.
    if (/\b(?:we are|we're|sisi ni|sisi ndio|tunaitwa|nous sommes|somos|wir sind|nosotros somos)\s+(?:the\s+)?$/i.test(before) && several) confidence = Math.max(confidence, 0.85);
    // A person who says "I am" on a business's site is its owner: the business's own name comes first.
    if (person && !ctx.personal && /\b(?:i am|i'm|im)\s+$/i.test(before)) confidence = Math.min(confidence, 0.7);
    if (/\bfor\s+$/i.test(before) && person) confidence = Math.max(confidence, 0.75);
    // "Author website for me: Inês Valadares Coutinho", "CV for me - Jonas Reimann": the person the site is for.
    if (/\b(?:for me|für mich|pour moi|para mim|para mí|per me)\s*[:,–—-]\s*$/i.test(before) && person) confidence = Math.max(confidence, 0.85);
    // "Greg Holt" in "Wildlands Taxidermy by Greg Holt": the owner, a weak reading; in "virtual assistant services
    // by Faith Wambui" or "Words by Bec", what comes before "by" is no name, so the person is the brand.
    if (/\b(?:by|owner|owned by|run by|founded by|started by|with)\s+$/i.test(before)) {
      const lead = /([\p{L}'’ ]{0,40})\s+by\s+$/u.exec(before)?.[1]?.trim() ?? "";
      // No capital after the first word: a description ("Virtual assistant services"), not a name.
      confidence = person && lead && !/\s\p{Lu}/u.test(lead) ? 0.75 : Math.min(confidence, 0.35);
    }
    // "Kofi's tailoring shop": the owner's name and the trade make the name.
    const owned = /^\s+((?:\p{Ll}[\p{L}-]*\s?){1,3}?)(?=[,.;:!?]|\s+(?:in|at|near|we|that|which|for|selling|offering|with|and|is)\b|$)/u.exec(after);
    if (/['’]s$/.test(value) && owned) {
      const trade = owned[1]!.trim();
      if (trade.split(" ").some((w) => vocabulary.has(w)) && !/^(?:website|site|page|new|first|own)$/.test(trade)) {
        add(`${value} ${trade.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase())}`, start, 0.7);
        continue;
      }
    }
    if (!ctx.personal && person && confidence < 0.6) confidence = 0.4;
    if (district && !(atStart && /^\s*[-–—:,(]/.test(after))) confidence = Math.min(confidence, 0.45);
    add(value, start, confidence, person);
  }
  // "pgsnap — open source CLI", "k8sview - desktop app", "kibo bottle: ...": a brand in lower case, set off at the start.
  // ("pgsnap: open-source CLI": a colon may follow the name with no space.)
  const lowerStart = /^((?:the\s+)?[\p{Ll}\d][\p{L}\d.+'’-]{1,30}(?:\s[\p{Ll}\d][\p{L}\d.+'’-]{1,20})?)(?:\s+[-–—]|\s*:|\s+\p{Extended_Pictographic}+)\s+(?=\p{Ll})/u.exec(text);
  // "traditional signwriter — ...": a describing word and a trade's agent noun say what it is, not what it is called.
  const describes = (phrase: string) => { const ws = phrase.split(" "); return ws.length === 2 && (COMMON_WORDS.has(ws[0]!.toLowerCase()) || /(?:al|ful|ive|ous|ic|ed|ing|ry|ly|ent|ant)$/.test(ws[0]!)) && /(?:er|or|ist|ian|smith|wright|maker|man|woman)$/.test(ws[1]!); };
  if (lowerStart && !describes(lowerStart[1]!) && !everyday(lowerStart[1]!.replace(/^\p{Ll}/u, (c) => c.toUpperCase()), vocabulary) && !COMMON_WORDS.has(lowerStart[1]!.toLowerCase())) {
    const words = lowerStart[1]!.split(" ");
    // One made-up word ("pgsnap") keeps its case; two ordinary ones ("kibo bottle") are written as a name.
    // "the butchers daughter" is written "The Butcher's Daughter" by its owner, but we keep their spelling.
    add(words.length === 1 ? words[0]! : words.map((x) => x.replace(/^\p{Ll}/u, (c) => c.toUpperCase())).join(" "), 0, 0.8);
  }
  // "kasi cutz barber, soweto", "studio nine nicosia - classes", "ink by yuki — tattoo artist": a short lower-case
  // opening set off by a comma or a dash, less its trade and its town at the end, is the name as they write it.
  const opening = /^((?:[\p{Ll}\d][\p{L}\d'’-]*\s){1,3}[\p{Ll}\d][\p{L}\d'’-]*)\s*(?:,|\s[-–—]|:|\s[✦•|]|\s\p{Extended_Pictographic}+)\s+\p{Ll}/u.exec(text);
  if (opening && !lowerStart) {
    const ws = opening[1]!.split(" ");
    while (ws.length > 1 && findCountry(ws.at(-1)!)) ws.pop();
    // "rami's mobile tyres", "kev's farrier service": an owner's name and the trade make the name, as in
    // "Kofi's tailoring shop" below; and the trade stays when dropping it would leave "kwame the".
    const owners = /^\p{L}+['’]s$/u.test(ws[0]!);
    if (ws.length > 2 && !owners && !/^(?:the|of|and|n|&|de|da|la|el|by)$/.test(ws.at(-2)!) && (vocabulary.has(ws.at(-1)!) || vocabulary.has(ws.at(-1)!.replace(/s$/, "")))) ws.pop();
    const made = (w: string) => !COMMON_WORDS.has(w) && !vocabulary.has(w) && !vocabulary.has(w.replace(/s$/, "")) && !findCountry(w) && /^\p{L}{3,}/u.test(w);
    const stop = /^(?:in|at|on|for|from|with|near|and|or|my|our|your|i|we|need|needs|want|wants|website|site|page|web|hi|hello|hey|pls|please|looking|new|make|build|create|is|are|to|a|an)$|ing$/;
    // It opens on a word of its own ("kasi", "tuk"), not on a trade's ("chimney sweep", "piano tuning").
    // ("nails by folake", "tattoos by ximena": the work and who does it, by a name of their own.)
    const byWho = ws.length === 3 && ws[1] === "by" && made(ws[2]!) && !ENGLISH_NOUN_WORDS.has(ws[2]!) && !/(?:ment|tion|ness|ing)$|^(?:request|order|hand|post|mail|phone|email|whatsapp|dm|text)$/.test(ws[2]!) && !stop.test(ws[0]!);
    if (ws.length >= 2 && (made(ws[0]!) || byWho) && !ws.some((w, i) => stop.test(w) && !(owners && i > 0 && /ing$/.test(w))) && (owners || ws.at(-2) === "the" || !/(?:er|or|ist|ian|sweeps?|smith|wright|maker)$/.test(ws.at(-1)!)) && !ws.slice(0, -1).some((w) => findCountry(w))) {
      add(ws.map((w) => (/^(?:by|of|the|and|n|de|da|la|el)$/.test(w) ? w : w.replace(/^\p{Ll}/u, (c) => c.toUpperCase()))).join(" "), 0, 0.6);
    }
  }
  // "pgsnap is an open-source CLI", "landing for pgwatchdog": a made-up word in lower case said to be the thing, or
  // what the page is for.
  const madeUp = (w: string) => !COMMON_WORDS.has(w) && !vocabulary.has(w) && !ENGLISH_NOUN_WORDS.has(w) && !findCountry(w) && !everyday(w.replace(/^\p{Ll}/u, (c) => c.toUpperCase()), vocabulary);
  const isA = /^([\p{Ll}\d][\p{L}\d.+_-]{2,30})\s+is\s+(?:an?|the)\s+/u.exec(text);
  if (isA && madeUp(isA[1]!)) add(isA[1]!, 0, 0.8);
  for (const m of text.matchAll(/\b(?:landing(?: ?page)?|docs(?: site)?|site|website|page)\s+for\s+([\p{Ll}][\p{L}\d._-]{2,30})(?=\s*[,.;:—–-]|$)/gu)) if (madeUp(m[1]!) && !/ing$/.test(m[1]!)) add(m[1]!, m.index + m[0].lastIndexOf(m[1]!), 0.85);
  // "landing page for `grepfast`", "docs for `tidyenv`": a code name in backticks, said as what the page is for.
  for (const m of text.matchAll(/\b(?:for|called|named|introducing|meet)\s+`([\p{L}\d._-]{2,30})`/giu)) add(m[1]!, m.index + m[0].indexOf(m[1]!), 0.9);
  return candidates;
}

/** A title written before the name is part of it: "Dr. Priya Raman", "Mama Njeri". */
export function withTitle(value: string, text: string): string {
  const titled = new RegExp(`\\b(${TITLE})\\s+${escapeRe(value)}`, "u").exec(text);
  return titled && !value.startsWith(titled[1]!) ? `${titled[1]} ${value}` : value;
}

export function readName(ctx: NameContext): NameReading | null {
  const best = choose(nameCandidates(ctx), ctx);
  if (!best) return null;
  // "Fundi wa viatu Mombasa", "loja a granel no Porto": a town the weights are unsure of, alone, is where the business
  // is, not what it is called (the site is named from its kind and place instead).
  if (best.confidence < 0.5 && townAlone(best.value)) return null;
  const finished = finish(withTitle(best.value, ctx.text), best.span, ctx);
  best.value = finished.name;
  if (finished.town) best.town = finished.town;
  return best;
}

/** A name that is one known town and nothing else ("Mombasa", "Lyon 7e"). */
function townAlone(value: string): boolean {
  const mentions = placesIn(value);
  return mentions.length === 1 && mentions[0]!.index === 0 && /^(?:\s+\d{1,2}(?:e|er|ème)?)?$/.test(value.slice(mentions[0]!.text.length));
}

/** A firm's or a volume's abbreviation, whose dot does not end the name ("Nig. Ltd", "Pvt. Ltd.", "Vol. 3"). */
const ABBREVIATED = /(?:^|\s)(?:Vol|Nig|Pvt|Ltd|Co|Inc|Corp|Bros|Hnos|Pty|Sdn|Intl|Ent|S\.A|S\.L|S\.A\.S|Cía|No)$/;
const ABBREVIATION_TAIL = /^\.(?:\s+(?:Ltd|Limited|Inc|LLC|PLC|Pty|Bhd|Co|\d{1,3})\b\.?)?/;
/** "Tapicería Hnos. Quispe": brothers or sons abbreviated, then whose. */
const FAMILY_TAIL = /^\.\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?/u;

/**
 * The last touches on the chosen name: an abbreviation's dot and what follows it ("Himal Structural Consultants
 * Pvt. Ltd."); never a lower-case article before it ("la Finca La Esperanza"), the writer beside it ("Wade Tillman
 * and I"), or where a business that names its trade is ("Mama Titi Event Hall for Ikorodu": the town is kept apart).
 */
function finish(value: string, span: Span, ctx: NameContext): { name: string; town?: Span } {
  let name = value;
  let town: Span | undefined;
  const at = ctx.text.indexOf(name, Math.max(0, span.start - 10));
  if (at >= 0 && ABBREVIATED.test(name)) name += (/(?:Hnos|Bros)$/.test(name) ? FAMILY_TAIL.exec(ctx.text.slice(at + name.length))?.[0] : undefined) ?? ABBREVIATION_TAIL.exec(ctx.text.slice(at + name.length))?.[0] ?? "";
  name = name.replace(/^(?:(?:la|el|le|les|los|las|il|lo|o|a|die|der|das)\s+|[ld]['’])(?=\p{Lu})/u, "").replace(/\s+(?:and|&)\s+(?:I|me|I've|I'm|I'll|I'd)$/, "");
  // "Soy Valeria Ruiz", "Naitwa Rehema Said": "I am" before a person's name.
  const iAm = /^(?:Soy|Sou|Naitwa|Ninaitwa|Ich bin|Je suis)\s+(?=\p{Lu}[\p{L}'’-]+\s+\p{Lu})/u.exec(name);
  if (iAm && (!ctx.english || !/^(?:Soy|Sou)\b/.test(iAm[0]))) name = name.slice(iAm[0].length);
  // ("Ich bin Jonas Werner": the name reader starts after "Ich"; "bin" there is "am", not the Arabic "son of".)
  else if (at >= 4 && /^bin\s+\p{Lu}/u.test(name) && /\bIch\s+$/i.test(ctx.text.slice(Math.max(0, at - 6), at))) name = name.slice(4);
  const where = /^(.+?)\s+(for|in|at|di|à|em|en|na)\s+(\p{Lu}[\p{L}'’ -]*)$/u.exec(name);
  // A town the reader does not know is still where it is after "di", "en", "em" or "à" ("Sanggar Gamelan Sekar Laras
  // di Yogyakarta", "Academia de Béisbol Hermanos Peña en San Pedro de Macorís"), or after Pidgin "for" when the
  // name has said its trade ("Big Man Phone Doctor for Mokolo").
  const known = where && ctx.places.some((p) => p.text === where[3] || where[3]!.startsWith(p.text));
  const foreign = where && /^(?:di|en|em|à)$/.test(where[2]!) && where[3]!.split(" ").length <= 4;
  // ("Bayanihan Books for Kids": for whom, not where.)
  const whom = where && /^(?:Kids|Children|Women|Men|Ladies|Gents|Girls|Boys|Babies|Teens|Everyone|All|Life|Pets|Dogs|Cats|Change|Good|Hope|Peace|You)$/.test(where[3]!);
  if (where && where[1]!.includes(" ") && !whom && (foreign || (endsInTrade(where[1]!, ctx.vocabulary) && (known || where[2] === "for")))) {
    name = where[1]!;
    const start = ctx.text.indexOf(where[3]!, span.start);
    if (start >= 0) town = { start, end: start + where[3]!.length, text: where[3]! };
  }
  // "Quickturn Locksmiths 24hr": when it is open, not what it is called.
  if (/\s\S/.test(name)) name = name.replace(/\s+(?:24\s?(?:hrs?|hours|h)|24\/7|24-7)$/i, "");
  // "Bodrum Sünger Avcılığı Festivali'ni düzenliyoruz": a Turkish case ending after the apostrophe is grammar, not name.
  if (/[ğışİ]/u.test(ctx.text)) name = name.replace(/(?<=\p{L}{3})['’](?:n[iıuü]n?|[yn]?[iıuü]|[dt][ae]n?|[yn]?[ae]|[iıuü]n)$/u, "");
  return town ? { name, town } : { name };
}

/**
 * What a reading's place in the brief says about it, as numbers: how sure the rule that found it was, where it
 * stands, what it looks like and what is said around it. A small model learned on the development briefs weighs
 * them (name-weights.ts, docs/decisions/0043).
 */
export function nameFeatures(c: NameReading, ctx: NameContext): number[] {
  const { text, vocabulary } = ctx;
  const words = c.value.split(/\s+/);
  const before = text.slice(Math.max(0, c.span.start - 30), c.span.start);
  const after = text.slice(c.span.end, c.span.end + 20);
  const lower = (w: string) => w.toLowerCase().replace(/['’]s$/, "");
  const known = words.filter((w) => COMMON_WORDS.has(lower(w)) || vocabulary.has(lower(w))).length / words.length;
  const occurrences = text.split(c.value).length - 1;
  const quoted = ctx.quotes.some((q) => q.inner.start <= c.span.start && c.span.end <= q.inner.end);
  return [
    c.confidence,
    c.confidence >= 0.85 ? 1 : 0,
    c.span.start < 3 ? 1 : 0,
    c.span.start < 60 ? 1 : 0,
    Math.min(1, c.span.start / Math.max(1, text.length)),
    words.length === 1 ? 1 : 0,
    words.length >= 4 ? 1 : 0,
    PERSON.test(c.value) ? 1 : 0,
    PERSON.test(c.value) && ctx.personal ? 1 : 0,
    endsInTrade(c.value, vocabulary) ? 1 : 0,
    known,
    /\d/.test(c.value) ? 1 : 0,
    /^[\p{Lu}\d\s&'’.-]+$/u.test(c.value) && /\p{Lu}{2}/u.test(c.value) ? 1 : 0,
    /&/.test(c.value) ? 1 : 0,
    /['’]s\b/.test(c.value) ? 1 : 0,
    words.some((w) => findCountry(w)) || !!findCountry(c.value) ? 1 : 0,
    quoted ? 1 : 0,
    /\b(?:called|named|name is|name's|name:|known as|trading as|under the name|goes by|esmo|se llama|s'appelle|inaitwa|jina|heißt|chama|naam)\s*["“'‘]?$/i.test(before) || NAMED_IN_OTHER_LANGUAGES.test(before) ? 1 : 0,
    /\b(?:for|pour|für|para|pro|per|4)\s+(?:the\s+|die\s+|den\s+|la\s+|le\s+|o\s+|a\s+)?["“'‘]?$/i.test(before) ? 1 : 0,
    /\b(?:i am|i'm|im|je suis|sono|sou|soy|ich bin|mimi ni|naitwa|me llamo|mi chiamo)\s+$/i.test(before) ? 1 : 0,
    /\b(?:we are|we're|wir sind|somos|nous sommes|siamo|sisi ni|kami)\s+(?:the\s+)?$/i.test(before) ? 1 : 0,
    /\b(?:in|at|near|à|em|en|no|na|dans|bei|im)\s+$/i.test(before) ? 1 : 0,
    /^\s*[-–—:]/.test(after) ? 1 : 0,
    /^\s*,/.test(after) ? 1 : 0,
    /^\s*\(/.test(after) ? 1 : 0,
    occurrences > 1 ? 1 : 0,
    /^\p{Ll}/u.test(c.value) ? 1 : 0,
    ctx.english ? 0 : 1,
    // One of a list of capitalised things ("...: Lemon Grass, Sea Salt & Sage, Cedar"): an item, seldom the name.
    /^\s*,\s*\p{Lu}[\p{L}'’&-]*(?:\s+[\p{L}'’&-]+){0,3}\s*,/u.test(after) || /,\s*\p{Lu}[\p{L}'’&-]*(?:\s+[\p{L}'’&-]+){0,3}\s*,\s*$/u.test(before) ? 1 : 0,
  ];
}

/** Readings less sure than this are not weighed at all: a capitalised word is as likely a street or a surname. */
export const NAME_MIN_CONFIDENCE = 0.3;

/** How much a reading's features say it is the name, by a set of weights (the shipped ones, or ones being learned). */
export function nameScore(x: readonly number[], w: Weights = NAME_WEIGHTS): number {
  return weighted(x, w);
}

/** The reading the learned weights like best, or none when none is likely enough. */
function choose(candidates: NameReading[], ctx: NameContext): NameReading | null {
  const weighed = candidates.filter((c) => c.confidence >= NAME_MIN_CONFIDENCE);
  const best = highest(weighed, (c) => nameScore(nameFeatures(c, ctx)), (c) => c.span.start);
  if (!best || best.score < NAME_WEIGHTS.threshold) return null;
  // "My name is Elie Haddad ... the workshop is called Dar al-Oud Haddad": on a business's site, the name the
  // business is called by outright, whoever is writing.
  // (Only what the business itself is called: not "a bar called The Gutter" inside it, nor "nights called Kalam".)
  const called = !ctx.personal && best.item.person ? weighed.find((c) => !c.person && c.confidence >= 0.95 && /^\p{Lu}\S*\s+\S/u.test(c.value) && BUSINESS_CALLED.test(ctx.text.slice(Math.max(0, c.span.start - 40), c.span.start))) : undefined;
  const score = called ? nameScore(nameFeatures(called, ctx)) : best.score;
  // How likely the weights think it is the name: what the card asks by.
  if (called && score >= NAME_WEIGHTS.threshold) return { ...called, confidence: likelihood(score) };
  return { ...best.item, confidence: likelihood(best.score) };
}
