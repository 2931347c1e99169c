// What kind of site the brief is about, weighing all the evidence instead of taking the first two matching words.
// The strongest evidence is what the description says the thing *is* ("we are a family-run funeral home", "website
// for my shop", "Adeyemi & Sons Funeral Services, ..."): its head noun. Then what it sells or does, and the
// catalogue's words elsewhere, each weighted by how few kinds share them. Words inside the name, an audience ("for
// hair salons"), a quote or an instruction ("with a menu") count for little or nothing; a kind the head noun
// contradicts loses. A head noun the catalogue does not know is the kind, in the customer's words ("farrier").
// The result carries a confidence; below ASK_BELOW.kind the AI builder asks (docs/decisions/0029).
import { ASK_BELOW, type Archetype } from "../../../../schema/brief";
import type { Category } from "../../../../schema/prompt";
import type { Trade } from "../trade";
import { findCountry, placesIn } from "../countries";
import { TRADE_NOUNS } from "./trade-nouns-data";
import { archetypeOf, headArchetype, skillSchool, tradeArchetype } from "./archetypes";
import { COMMON_WORDS } from "./common-words";
import { NOT_TYPOS } from "./not-typos";
import { KIND_WEIGHTS } from "./kind-weights";
import { KIND_WORD_WEIGHTS } from "./kind-word-weights";
import { likelihood, weighted, type Weights } from "./learned";
import { greets, singular, type Span } from "./text";

export interface KindReading {
  trade: Trade | null;
  /** A singular noun phrase for "a ___": the catalogue's noun, or the customer's own. */
  noun: string;
  archetype: Archetype;
  confidence: number;
  from: string;
  guesses: { id: string; noun: string; score: number }[];
  /** For a person's site: what they do ("civil engineer"), when the brief says. */
  role: string | null;
}

export interface KindContext {
  text: string;
  /** Quotes, audiences, places and instructions: their words are not evidence of the kind. */
  ignore: readonly Span[];
  /** Where the description gives instructions: a head noun there ("our faq", "a stats strip") is about the site. */
  instructions: readonly Span[];
  name: Span | null;
  /** Who it is for ("invoicing for freelancers"): a kind said there is theirs, never the site's. */
  audience?: Span | null;
  /** The building it is in ("in a converted Methodist chapel"): a kind said there is the building's, never the site's. */
  housing?: readonly Span[];
  /** The guided builder's category, when chosen. */
  category: Category | null;
  personal: boolean;
  /** Whether the brief is in English: only then is its own noun used on the page. */
  english: boolean;
}

/** Heads that say "a business" without saying which: the rest of the brief decides. */
const GENERIC_HEADS = new Set(
  "business businesses company shop store brand startup start-up firm service services enterprise enterprises venture ventures hustle biashara organisation organization project thing page website site outfit operation establishment place spot joint stall kiosk duka outlet team group solutions solution ltd limited holdings international global co inc llc industries concepts investments agencies consult consulting stuff things products goods".split(" "),
);
/** Words that end a phrase about the website, not the business: "our faq", "a stats strip", "a booking form". */
const STRUCTURE_END = /^(?:section|sections|page|pages|faq|faqs|strip|table|form|calendar|archive|grid|button|buttons|header|footer|email|emails|contact|contacts|socials|social|link|links|logo|logos|photo|photos|picture|pictures|image|images|gallery|map|list|card|cards|banner|slider|video|videos|menu|tagline|slogan|headline|heading|colours|colors|colour|color|font|fonts|theme|design|look|layout|number|numbers|phone|address|details|info|information|stats|prices|price|tiers|plans|reviews|testimonials|text|copy|description|bio|hours|schedule|domain|name|account|handle|insta|instagram|facebook|tiktok|whatsapp|twitter|youtube|spec|specs|screenshots|screenshot|signup|sign-up|subscription|subscribe|archive|countdown|license|licence|permit|certificate|timeline|box|block|widget|carousel|feed|embed|popup|ticker|counter|site|website|webpage|homepage)$/i;
/** Leading words that describe rather than classify: "small family-run bakery" is a bakery. */
const FLUFF = /^(?:small|little|tiny|new|brand-new|local|family|family-run|family-owned|independent|young|growing|big|busy|best|top|leading|affordable|cheap|premium|luxury|professional|certified|licensed|friendly|reliable|trusted|popular|established|own|online|one-man|one-woman|solo|registered|boutique|upcoming|aspiring|budding|freelance|experienced|qualified|part-time|full-time|humble|modest|cool|nice|great|good|lovely|beautiful|proper|legit|real|simple|basic|clean|modern|quick|sleek|minimal|one-page|single-page|static|custom|responsive|decent|fancy|pretty|elegant|beautiful|classy|stylish|fresh|bright|dark|colorful|colourful|fun|weekly|monthly|daily|annual|yearly|second|first|official|full|complete|whole|little|traditional|authentic|original|genuine|award-winning|leading|premier|local|international)$/i;
/** Where a noun phrase ends: a preposition, a clause, a verb form. */
const BOUNDARY = /^(?:in|w|at|on|for|pra|pour|für|dla|voor|from|with|by|near|outside|inside|beyond|opposite|behind|beside|à|au|aux|dans|près|em|no|na|nos|nas|bei|im|cerca|junto|to|that|which|who|whom|whose|where|when|called|named|based|located|run|owned|since|but|so|because|we|i|me|my|our|it|is|are|was|were|has|have|had|will|can|selling|offering|making|doing|providing|serving|specialising|specializing|helping|looking|targeting|focusing|focused|catering|operating|working|trading|known|like|plus|also|just|who's|thats|that's|here|there|too|as|than|if|around|across|within|along|about|over|under|out|off|up|via|per|through|into|onto|between|among|during|until|till|without|towards|toward|every|each|all|any|some|please|pls|asap|etc|lol|need|needs|want|wants|website|site|webpage|page|landing|homepage|one-pager|portfolio|organised|organized|hosted|held|presented|sponsored|powered|founded|established|managed|supported|brought|created|made|built|started|opened|launched|written|produced|directed|curated|led|owned|operated|registered|licensed|certified|approved|trusted|loved|rated)$/i;
/** "of" belongs inside these: "school of music", "house of prayer". */
const OF_HEADS = /^(?:school|academy|college|house|institute|centre|center|church|society|association|museum|festival|league|union|federation|chamber|hall|temple|ministry|order|bureau|council|department|friends|kingdom|palace|world|land|city)$/i;

/** Words that name what it is, in the places a description says so. Each with how much we trust that place. */
const HEAD_PATTERNS: [RegExp, number][] = [
  [/\b(?:i am|i'm|im|iam|i m|we are|we're|were|we r|i run|we run|i own|we own|i operate|we operate|i manage|we manage|this is|it is|it's|its|i work as|i'm working as|i started|we started|i opened|we opened|i launched|we launched)\s+(?:(?:just|basically|really|also|now|currently|still)\s+)?(?:a|an|the|one)\s+/gi, 1],
  [/\b(?:[Ii] am|[Ii]'m|[Ii]m|[Ii] work as|[Ii]'m working as)\s+(?=\p{Ll})/gu, 0.9],
  // "website for my bakery" (not "website for the Blue Door": that is a name).
  [/\b(?:website|web ?site|site|web ?page|page|landing page|homepage|home page|one-?pager|online presence|online store|online shop)\s+(?:for|of|about|4)\s+(?:a|an|my|our)\s+/gi, 1],
  [/\b(?:my|our)\s+(?=(?:[\p{L}-]+\s+){0,4}?(?:business|shop|store|company|firm|brand|practice|clinic|salon|restaurant|cafe|bakery|farm|school|church|club|agency|centre|center|service|services|hotel|lodge|venue|startup|organisation|organization|charity|foundation|group|team|band|app|tool|platform|product|event|conference|festival|wedding|party|night|blog|podcast|channel|portfolio|cv|resume)\b)/giu, 0.9],
  [/\b(?:a|an)\s+(?=(?:[\p{L}'’&-]+\s+){0,4}?(?:called|named)\b)/giu, 1],
  [/\b(?:need|want|looking for|build|make|create|design)\s+(?:me\s+|us\s+)?(?:a\s+)?(?:new\s+)?(?:website|site|page|landing page)\s+for\s+(?:a|an|my|our|the)?\s*/gi, 0.9],
  [/\b(?:my|our)\s+/gi, 0.45],
  // "site pour mon restaurant", "meu salão", "mi tienda", "unser Laden", "hamara tiffin service".
  [/\b(?:mon|ma|notre|meu|minha|nosso|nossa|mi|nuestro|nuestra|mein|meine|meinen|unser|unsere|unseren|hamara|hamari|humara|mera|meri)\s+/gi, 0.9],
  // "Chairside, a booking app", "Migrato — a CLI", "Maji Safi Initiative is a small charity".
  [/(?<=[\p{Lu}\d][\p{L}\d'’&.)-]*)(?:,|\s[-–—]|:)\s+(?:a|an|our|my)\s+/giu, 0.95],
  [/\b(?:this|it)\s+is\s+(?:(?:just|basically|really|also|now|currently|still|actually)\s+)?(?:a|an|my|our)\s+/gi, 0.95],
  [/\b(?:it's|its)\s+(?:(?:just|basically|really|also|now|currently|still|actually)\s+)?(?:a|an)\s+/gi, 0.95],
  // "Maji Safi Initiative is a small charity", "Shipping Notes is my weekly newsletter": the name, then what it is.
  [/(?<=[\p{Lu}\d][\p{L}\d'’&.)-]*)\s+(?:is|are)\s+(?:(?:just|basically|really|also|now|currently|still|actually)\s+)?(?:a|an|my|our)\s+/gu, 0.95],
  // "Dr. Priya Raman, MD (Paediatrics), consultant paediatrician —": a comma, then a role.
  [/(?<=[\p{Lu})][\p{L}\d'’.)-]*),\s+(?=(?:\p{Ll}[\p{Ll}-]+\s+){0,2}\p{Ll}[\p{Ll}-]*(?:ian|er|ist|or|ant|ent|eer|ess|wright|smith|maker)\s*[,.(—–-])/gu, 0.85],
  // "Rafa Quiroga, tattoo artist", "Lens by Tolu, wedding photographer": a name, then a comma and what they are.
  [/(?<=\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+),\s+(?=\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+){0,3}\s*(?:[,.(—–-]|\s(?:in|at|based|from|for|with)\s))/gu, 0.9],
  [/\b(?:make|create|build|design|set up|do|want|need|like|get)\s+(?:me\s+|us\s+)?(?:a|an)\s+(?:new\s+|simple\s+|small\s+|quick\s+)?(?=[\p{L}-]+\s+(?:website|site|page|web ?page|landing page|homepage|one-?pager)\b)/giu, 0.9],
];

export interface Head {
  /** The noun phrase, lower-case, without leading fluff: "funeral home", "piano tuner". */
  phrase: string;
  /** As written, for the card's "from". */
  from: string;
  start: number;
  trust: number;
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** The noun phrase starting at `at`: up to five words, up to a boundary. */
function phraseAt(text: string, at: number, stop?: (at: number) => boolean): { phrase: string; end: number } | null {
  const rest = text.slice(at, at + 90);
  const tokens = [...rest.matchAll(/[\p{L}\d](?:[\p{L}\d'’&-]|\.(?=[\p{L}\d]))*|[,.;:!?()|–—+/]|\s-\s/gu)];
  const kept: string[] = [];
  let end = at;
  let skip = 0;
  for (const [i, t] of tokens.entries()) {
    if (/^\s*[,.;:!?()|–—-]\s*$/.test(t[0]) || kept.length >= 7) break;
    if (stop?.(at + t.index)) break;
    // "20 YEAR REUNION": a shouted word is an ordinary one.
    const word = /^\p{Lu}{4,}$/u.test(t[0].trim()) ? t[0].trim().toLowerCase() : t[0].trim();
    const next = tokens[i + 1]?.[0] ?? "";
    if (word === "+" || word === "/") {
      // "iPhone + Android habit tracker", "bed/breakfast": joins two parts of one phrase; but after a whole noun
      // ("dog walking + pet sitting", "motorbike rental + easy rider tours") it starts a second thing.
      const last = kept.at(-1)?.toLowerCase() ?? "";
      const whole = word === "+" && kept.length > 1 && (ING_NOUNS.test(last) || ACTIVITY_HEADS.test(last) || MORE_HEADS.test(last) || WHO_END.test(last));
      if (kept.length && !whole && /^[\p{L}\d]/u.test(next)) continue;
      break;
    }
    const lower = word.toLowerCase();
    // "esports team Team Bagyo PH", "my shop Jambo": a capitalised word after lower-case ones starts a name (but
    // "iPhone + Android habit tracker" joins its parts).
    const joined = /^[+&/]$/.test(tokens[i - 1]?.[0]?.trim() ?? "");
    if (kept.length && /^\p{Lu}/u.test(word) && !joined && kept.some((k) => /^[\p{Ll}\d]/u.test(k)) && !/^\p{Lu}+$/u.test(word)) break;
    // "reads your M-Pesa SMS", "lets staff swap shifts": a verb, then its object.
    if (kept.length === 0 && /^(?:your|you|the|a|an|my|our|their|his|her|its|them|it|people|staff|users|teams|anyone|everyone)$/i.test(next)) return null;
    // "65% aluminium keyboard", "a 2kB date library", "20 YEAR REUNION": a leading figure is not the noun.
    if (kept.length === 0 && /^\d[\d.,%]*(?:\p{L}{0,3})$/u.test(word) && /^[\p{L}]/u.test(next)) continue;
    // "a one page online CV": the size of the site, not what it is.
    // ("a single product page for Nordlys Candles": what the page is, not what they are.)
    if (kept.length === 0 && /^(?:one|single|1)$/.test(lower) && /^(?:pages?|product)$/i.test(next)) {
      skip = 1;
      continue;
    }
    if (skip) {
      skip = 0;
      continue;
    }
    if (kept.length === 0 && /^(?:not|no|never|just|also|really|very|so|too|quite|currently|now|still|looking|trying|going|gonna|about|here|there|ready|starting|planning|based|located|open|the|a|an)$/.test(lower)) return null;
    // "I am licensed Egyptologist tour guide": a describing word before the noun, not the end of it.
    if (kept.length === 0 && FLUFF.test(lower) && /^[\p{L}]/u.test(next) && !greets(`${word} ${next}`)) continue;
    if (lower === "of" && !(kept.length && OF_HEADS.test(kept[kept.length - 1]!))) break;
    if ((lower === "and" || lower === "&") && !(kept.length && next && !BOUNDARY.test(next) && /^[\p{L}\d]/u.test(next))) break;
    // "government licensed trekking guide", "state certified electrician": who licenses it, then the noun.
    if (/^(?:licensed|licenced|certified|registered|approved|accredited|trained|qualified|insured)$/.test(lower) && /^\p{Ll}[\p{Ll}-]+$/u.test(next) && !BOUNDARY.test(next)) {
      kept.length = 0;
      continue;
    }
    // ("catering to families" ends a phrase; "catering company", "trading company" is one.)
    if (BOUNDARY.test(lower) && !(ING_NOUNS.test(lower) && WHO_END.test(next.toLowerCase()))) break;
    // "a bakery selling ...", "a company restoring ...": a verb in -ing ends it, a trade in -ing does not.
    // "shearing contractor", "paragliding school": an activity naming the one who does it, not a verb.
    // "bouldering gym", "stargazing tours": an activity before who or where does it is one noun phrase too.
    // "hand bookbinding, custom journals": an activity ending its phrase is what it does, not a verb before an object.
    const ends = !next || /^\s*[,.;:!?()|–—]/.test(next);
    // "powerlifting & strength gym": an activity joined to another part of one phrase.
    const joinedOn = kept.length === 0 && /^\s*(?:&|and|\+)\s/.test(rest.slice(t.index + t[0].length)) && lower.length > 6 && !/thing$/.test(lower) && !COMMON_WORDS.has(lower);
    if (/ing$/.test(lower) && !ING_NOUNS.test(lower) && !joinedOn && !(kept.length > 0 && ends && lower.length > 6) && !(kept.length === 0 && !/thing$/.test(lower) && !COMMON_WORDS.has(lower) && /^\p{Ll}/u.test(next) && WHO_END.test(next.toLowerCase()) && !/^(?:business|services?|company|shop|store)$/i.test(next)) && !/^(?:contractors?|school|company|services?|club|shop|studio|team|business|crew|centre|center|academy|instructors?|guides?|tours?|lessons|classes|supplies|equipment|agency|firm|workshop|specialists?|experts?|outfit|operators?|hire|rentals?|gear|sessions|courses?|camp|holidays?|trips?|experiences?|coach|outfitters?)$/i.test(next)) {
      if (kept.length === 0) return null;
      break;
    }
    kept.push(word);
    end = at + t.index + t[0].length;
  }
  // "language school teaching english and": a phrase never ends on a joining word.
  while (kept.length > 1 && /^(?:and|&|or|of|the|a|an)$/i.test(kept.at(-1)!)) kept.pop();
  if (!kept.length || /^(?:and|&|or|of|the|a|an|to|for|with)$/i.test(kept[0]!)) return null;
  // ("three days of taarab and benga": how long it lasts, not what it is.)
  if (/^(?:a|one|two|three|four|five|six|seven|eight|nine|ten|several|many|few)\s+(?:days?|nights?|weeks?|hours?|months?|years?|weekends?|evenings?)$/i.test(kept.join(" "))) return null;
  return { phrase: kept.join(" "), end };
}

/** Trades and activities that end in -ing and are nouns in a phrase ("catering company", "moving", "fundraising dinner"). */
const ING_NOUNS = /^(?:buying|clothing|catering|cleaning|plumbing|roofing|printing|painting|landscaping|tutoring|coaching|dancing|boxing|driving|wedding|building|bedding|lighting|engineering|accounting|bookkeeping|consulting|recruiting|marketing|publishing|banking|trading|farming|fishing|welding|tiling|fencing|paving|flooring|tailoring|hairdressing|nursing|counselling|counseling|housekeeping|dog-walking|walking|computing|recycling|camping|glamping|clubbing|boarding|brewing|roasting|framing|piercing|tattooing|threading|waxing|styling|grooming|training|swimming|surfing|diving|climbing|cycling|gaming|streaming|coding|learning|parenting|baking|cooking|sewing|knitting|crocheting|weaving|beading|lettering|signwriting|upholstering|moving|fundraising|drilling|surveying|mapping|sharpening|shoeing|tuning|detailing|valeting|washing|plastering|carpeting|glazing|scaffolding|skating|sailing|riding|hiking|wrestling|bowling|boxing|catering|dining|dancing|singing|housing|mentoring|caregiving|babysitting|dog-sitting|pet-sitting|photography|editing|proofreading|translating|interpreting|advertising|branding|networking|hosting|shipping|clearing|forwarding|warehousing|packaging|manufacturing|mining|logging|gardening|beekeeping|blacksmithing|woodworking|metalworking|leatherworking|ironing|laundering|piping|wiring|roofing|thatching|excavating|dredging|borehole|monitoring|scheduling|invoicing|budgeting|tracking|messaging|dating|parking|payroll|sourcing|importing|exporting|wholesaling|retailing|vending|tasting|ticketing|booking|learning|schooling|housesitting|cleaning)$/i;

/** Every place the description says what it is, strongest first. */
/** What someone who does the work is called, by the verb: the rest are the verb with -er ("tune" -> "tuner"). */
const AGENTS: Record<string, string> = { fix: "repair", repair: "repair", service: "servicing", sell: "seller", make: "maker", teach: "teacher", run: "runner", build: "builder", cut: "cutter", sew: "tailor", cook: "cook", rent: "rental", hire: "hire", drill: "driller", shoot: "photographer", photograph: "photographer", film: "videographer", organise: "organiser", organize: "organizer", host: "host", deliver: "delivery", plant: "planter", grow: "grower", brew: "brewer", roast: "roaster", braid: "braider", groom: "groomer", wash: "washer", clean: "cleaner", print: "printer", design: "designer", install: "installer", tune: "tuner", sharpen: "sharpener", shoe: "farrier", bake: "baker", paint: "painter", train: "trainer", coach: "coach", tutor: "tutor", translate: "translator", write: "writer", edit: "editor", plaster: "plasterer", weld: "welder", tile: "tiler", mount: "mounter", restore: "restorer", upholster: "upholsterer", breed: "breeder", keep: "keeper" };
const AGENT_VERBS = /\b(?:we|i|[Ww]e|I)\s+(?:(?:also|mostly|mainly|just|only|basically|dey|fit|don|go)\s+)?(fix|repair|service|sell|make|teach|build|cut|sew|cook|rent|hire out|drill|shoot|photograph|film|organise|organize|host|deliver|plant|grow|brew|roast|braid|groom|wash|clean|print|design|install|tune|sharpen|shoe|bake|paint|train|coach|tutor|translate|write|edit|plaster|weld|tile|restore|upholster|breed|keep)\s+/gu;


/** Between a name and what it is said to be: ", a", " is a", " from Romblon, a family", " — an". */
const SAID_OF_NAME = /^(?:\s+(?:from|in|of)\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)?(?:\s*,|\s+is|\s*[-–—:])\s+(?:a|an)\s+((?:[\p{Ll}-]+\s+){0,2})$/u;
/** Whether `gap` joins a name to what it is said to be, with only describing words ("family", "small") between. */
const saidOfName = (gap: string) => { const m = SAID_OF_NAME.exec(gap); return !!m && words(m[1]!).every((w) => FLUFF.test(w) || /^[\p{L}\d]+-(?:day|week|month|year|night)$/u.test(w)); };

/** Titles people go by: before another word in a name they make a nickname ("Doctor Pupusa", "Captain Crab"). */
const TITLES = /^(?:doctor|dr|professor|prof|captain|capt|mister|mr|mrs|ms|madam|mama|papa|baba|uncle|auntie|aunty|king|queen|prince|princess|sheikh|chief|sir|lady|general|major|colonel|pastor|reverend|rev|bishop|imam|mallam|saint|chef|coach|nurse|sergeant)$/;
/** Words that end a business name and say what it does ("Funeral Services", "Provisions", "Motors"). */
const EVENTS = /^(?:week|weekend|day|days|reunion|bonspiel|gala|festival|fest|conference|summit|congress|expo|fair|night|nights|party|cup|tournament|league|marathon|race|mela|concert|awards|wedding|championship|championships|open|derby|classic|showcase|jam|hackathon|retreat|camp|bootcamp|reunion|memorial)$/i;
export const NAME_TRADES = /^(?:week|weekend|reunion|bonspiel|championship|championships|fund|funds|derby|showcase|funeral|funerals|memorial|memorials|undertakers|morticians|gala|festival|fest|conference|summit|congress|expo|fair|night|nights|party|cup|tournament|league|marathon|race|mela|concert|awards|wedding|services?|provisions|motors|autos?|movers|removals|builders|construction|drilling|engineering|electricals?|plumbing|solar|energy|logistics|transport|travel|tours|safaris|foods?|kitchen|catering|bakery|bakehouse|distillery|brewery|winery|roastery|creamery|cidery|meadery|smokehouse|boatyard|sugarworks|bakes|cakes|pastries|grill|restaurant|cafe|café|lounge|bar|hotel|lodge|suites|apartments|homes|properties|realty|estates|clinic|pharmacy|chemist|dental|medical|hospital|centre|center|salon|parlour|parlor|spa|barbers?|beauty|fashions?|boutique|collections?|textiles|fabrics|prints|designs?|studios?|photography|films|media|productions|records|music|events|rentals|hire|academy|school|college|institute|church|chapel|ministries|ministry|mosque|masjid|temple|foundation|initiative|trust|charity|association|society|club|fc|united|cooperative|sacco|farms?|gardens|nursery|florists?|flowers|hardware|supplies|stores?|shop|mart|market|electronics|computers|tech|technologies|solutions|consulting|consultants|agency|law|legal|advocates|associates|partners|accountants|insurance|security|cleaning|cleaners|laundry|tailors?|upholstery|furniture|interiors|printing|signs|letters|art|gallery|taxidermy|surveys|mapping|locksmiths?|clowns?|magicians?|entertainers?|pets|vets?|veterinary|fitness|gym|yoga|dance|martial|arts|charters?|books|bookshop|booksellers|movers|packers|cruises|expeditions|outfitters|optics|opticians|optical|eyewear|braids|nails|lashes|tattoos?)$/i;

/** Things a business is named after that say its trade: "Fencing & Gates", "Doors & Windows". */
const WARES = /^(?:gates|doors|windows|blinds|curtains|kitchens|bathrooms|tiles|floors|glass|locks|keys|tyres|tires|batteries|generators|pumps|boreholes|fences|roofs|gutters|carpets|rugs|mattresses|beds|sofas|lamps|bikes|cycles|scooters|boats|cars|trucks|phones|laptops|shoes|bags|hats|watches|clocks|candles|soaps|spices|teas|wines|beers|honey|cheese|meats|fish|eggs|plants|seeds|feeds|tools|paints|frames|trophies)$/;

/** Whether a noun read from a brief in another language is English all the same ("Drilling" in "Kisima Bora Drilling Ltd"), so an English page may use it. */
export function englishNoun(noun: string): boolean {
  if (ENGLISH_NOUNS.has(noun.toLowerCase())) return true;
  return words(noun.toLowerCase()).every((w) => w === "business" || NAME_TRADES.test(w) || ING_NOUNS.test(w) || WARES.test(w) || ORGANISATIONS.test(w));
}

const ORGANISATIONS = /^(?:association|society|club|cooperative|co-operative|union|trust|foundation|initiative|network|collective|committee|council|federation|alliance|league|guild|circle|group|fellowship)$/;

export function heads(text: string, ignore: readonly Span[], name: Span | null, vocabulary: ReadonlySet<string> = new Set()): Head[] {
  const found: Head[] = [];
  const ignored = (at: number) => ignore.some((s) => s.start <= at && at < s.end);
  for (const [re, trust] of HEAD_PATTERNS) {
    for (const m of text.matchAll(new RegExp(re.source, re.flags))) {
      const at = m.index + m[0].length;
      if (ignored(at) || (name && at >= name.start && at < name.end)) continue;
      const p = phraseAt(text, at, ignored);
      if (!p) continue;
      // "an aftercare page", "a booking form": the phrase describes part of the website (but "make a memorial
      // page" says what the whole site is: that pattern looks for the website word on purpose).
      const nextWord = /^\s*([\p{L}-]+)/u.exec(text.slice(p.end))?.[1] ?? "";
      if (STRUCTURE_END.test(nextWord) && !(/(?:website|site|page|web ?page|landing page|homepage|one-?pager)/.test(re.source) && /^(?:website|site|page|webpage|homepage|one-pager)$/i.test(nextWord) && /\(\?=/.test(re.source))) continue;
      const phrase = stripFluff(p.phrase);
      // ("I'm writing for my mum", "Personal site for me", "site for us english + swahili": no trade.)
      if (!phrase || /^(?:not|no|i|i'm|im|we|we're|you|he|she|they|us|me|him|them|est|ltd|inc|co|personal|writing|asking|posting|wondering|hoping|reaching|texting|messaging|contacting|enquiring|inquiring)\b/i.test(phrase) || /^(?:story|stories|history|journey|work|projects|services|products|prices|events|news|gallery|photos|team|strength|mission|vision|values|skiddle|eventbrite|dice|linktree|insta|instagram|tiktok|facebook|page|pages|bit|lot|little|few|couple|guest book|guestbook|edition|calle|one|one page|one-page|marketing|landing|promo|promotional|info|informational|corporate|official|basic|proper)$/i.test(phrase) || /^(?:late\s+)?(?:grand)?(?:mother|father|mum|mom|dad|mama|papa|wife|husband|son|daughter|friend|friends|family|brother|sister|uncle|aunt|auntie|baby|kids|children|parents|grandparents|grandma|grandpa|granny|boyfriend|girlfriend|fiancé|fiancée|partner|boss|cousin|niece|nephew|neighbour|neighbor|church members|members|students|customers|clients)$/i.test(phrase) || /^(?:website|site|page|name|customers|clients|work|products|services|friends|family|people|own|first|new|mum|mom|dad|wife|husband|son|daughter|kids|children|boss|team|area|town|city|village|country|home|house|life|dream|passion|goal|aim|idea|vision|mission|logo|number|phone|email|location|address|prices|price|hours)$/i.test(phrase)) continue;
      if (found.some((f) => f.start === at)) continue;
      // "I'm the volunteer secretary of the Parkdale West Residents' Association": their role, not the site's kind.
      if (/^\s+(?:of|at|for)\s+(?:the\s+)?\p{Lu}/u.test(text.slice(p.end, p.end + 30))) continue;
      found.push({ phrase: phrase.toLowerCase(), from: text.slice(m.index, p.end), start: at, trust });
    }
  }
  if (name) {
    // "SkyGrid Surveys (Pty) Ltd — drone mapping & surveying", "Kofi's Kicks, sneaker store in Accra": what follows
    // the name, after a dash, colon or comma, says what it is; a list after it ("— brakes, tyres, oil") is its offers.
    // "(Barristers & Solicitors)" after a name says what it is, as much as a dash would.
    // "Stuffed & Mounted by Abby Kruger — taxidermy studio": whose it is comes between the name and what it is.
    const by = /^\s+by\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}(?=\s*[-–—:,(])/u.exec(text.slice(name.end))?.[0].length ?? 0;
    const end = name.end + by;
    const aside = /^\s*\(([^)]{3,40})\)/.exec(text.slice(end));
    // Not a place ("(Toronto)"), a short form ("(LPRA)", "(Pty)") or a translation ("(means children of the river)").
    const asideOk = aside && !/\d/.test(aside[1]!) && !findCountry(aside[1]!) && !/^\p{Lu}{2,6}s?$/u.test(aside[1]!.trim()) && !/^(?:pty|ltd|inc|llc|plc|gmbh|sarl|est|estd|formerly|aka|a\.k\.a|means|meaning|i\.e|e\.g|lit|literally|translated|translation|in english|english|pronounced|say|registered|reg|now|previously)\b/i.test(aside[1]!.trim());
    if (asideOk) found.push({ phrase: aside[1]!.toLowerCase().replace(/[^\p{L}&' -]/gu, " ").trim(), from: aside[0], start: end, trust: 0.8 });
    // ("Tofo Scuba here – dive centre": who is writing, then what it is.)
    // ("The Anchor, Salcombe – proper harbourside freehouse": its town, then what it is.)
    const after = /^\s*(?:\([^)]{1,40}\)\s*)?(?:,\s*\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\s*(?=[-–—:]))?(?:(?:ltd|inc|llc|limited|plc|gmbh|sarl|pty)\.?\s*)*(?:here\s*)?(?:[-–—:,]|\p{Extended_Pictographic}[\p{Extended_Pictographic}\u200d\ufe0f\s]*|\s(?:is|are))\s*(?:(?:is|are)\s+)?(?:(?:a|an|the|your|our|my)\s+)?/iu.exec(text.slice(end));
    const bare = /^\s+((?:\p{Ll}[\p{Ll}-]+\s?){1,3}?)(?=\s*(?:[!.,;:–—-]|\s(?:in|for|at|on)\s))/u.exec(text.slice(end));
    if (bare && !BOUNDARY.test(bare[1]!.trim().split(" ")[0]!) && !/^(?:is|are|was|we|i)$/.test(bare[1]!.trim().split(" ")[0]!)) {
      found.push({ phrase: bare[1]!.trim().toLowerCase(), from: text.slice(name.start, end + bare[0].length), start: end + bare[0].indexOf(bare[1]!), trust: 0.8 });
    }
    if (after && /[-–—:,]|\p{Extended_Pictographic}|\s(?:is|are)\s/u.test(after[0])) {
      // "Nodir Shishu Trust, registered NGO": what is registered is what it is ("registered in 2010" is not).
      const registered = /^registered\s+(?!(?:in|with|since|as|at|under|on|by|\d)\b)/i.exec(text.slice(end + after[0].length))?.[0].length ?? 0;
      const at = end + after[0].length + registered;
      // A place or another name after the comma ("Funeral Services, Ibadan", "Chez Ndèye – Saveurs du Sénégal") is not what it is.
      const first = /^[\p{L}\d]+/u.exec(text.slice(at))?.[0] ?? "";
      // ("Lakshmi Beauty Parlour, T Nagar Chennai": one capital letter is a place's initial, not an acronym.)
      const p = ignored(at) || (/^\p{Lu}/u.test(first) && (first !== first.toUpperCase() || first.length === 1) && !vocabulary.has(first.toLowerCase())) ? null : phraseAt(text, at, ignored);
      // "— balloon animals & face painting": two things it does, joined, are its offers, not what it is.
      const written = p ? text.slice(at, p.end) : "";
      const pair = /\s(?:&|and)\s/.test(written) && written.split(/\s(?:&|and)\s/).every((part) => /(?:[^s]s|ing)$/.test(part.trim())) && /[^s]s\s(?:&|and)\s|[^s]s$/.test(written.trim()) && !/(?:ers|ors|ists|ians)\b/.test(written);
      const listed = p && (pair || /^\s*,\s*[\p{L}]+(?:\s+[\p{L}]+)?\s*(?:,|\band\b|&)/u.test(text.slice(p.end, p.end + 40)));
      const phrase = p ? stripFluff(p.phrase) : "";
      if (p && phrase && !/^(?:i|i'm|im|we|we're|est|ltd|inc|since|open|call|tel|email|calle|rua|avenida|avenue|street|road|plot|block|sector|house|floor|suite|shop|stand|edition|anniversary|year|years|est|founded|reg)\b/i.test(phrase) && !STRUCTURE_END.test(/^\s*([\p{L}-]+)/u.exec(text.slice(p.end))?.[1] ?? "")) {
        found.push({ phrase: phrase.toLowerCase(), from: text.slice(name.start, p.end), start: at, trust: listed ? 0.5 : 0.9 });
      }
    }
    // "Adeyemi & Sons Funeral Services": the everyday words that end a name say what it does ("Maji Safi" says
    // nothing); a weak reading alone, so the card asks unless the rest of the brief agrees.
    // "Pan-African Paediatrics Congress 2027": the year after it is not part of what it is, nor is "Ltd".
    // "Al-Noor Islamic Centre of NW Calgary": where, after "of", is not what it is.
    const of = /\s+of\s+(?:the\s+)?((?:\p{Lu}[\p{L}.'’-]*\s*){1,3})$/u.exec(name.text);
    const named = of && (findCountry(of[1]!) || /\b(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Central|Greater)\b/.test(of[1]!)) ? name.text.slice(0, of.index) : name.text;
    const tail = named.replace(/(?:\s+(?:\d{2,4}|[IVX]+|\d+(?:st|nd|rd|th)|ltd\.?|inc\.?|llc|limited|plc|gmbh|\(pty\)|pty|co\.?|international|int'l|intl|global|worldwide|africa|kenya|nigeria|ghana|uganda|group|holdings|enterprises?|ventures|technologies|technology|tech|labs|digital|systems|software|e\.?v\.?|gh|ng|ke|ug|za|uk|hq))+$/i, "").split(/\s+/);
    // "4 Seasons Pest Control Durban": the town after the name says where, not what.
    while (tail.length > 2 && /^\p{Lu}/u.test(tail.at(-1)!) && findCountry(tail.at(-1)!)) tail.pop();
    // "Ridgeback Paragliding", "Tidal Kitesurfing": a long word in -ing ending a name is the activity it sells.
    const activityWord = (w: string) => /^\p{L}{7,}ing$/u.test(w) && !COMMON_WORDS.has(w) && !/^(?:something|anything|everything|morning|evening|building|thinking|clothing)$/.test(w);
    // ("Shine Doctor", "Spin Doctors Vinyl", "Phone Doctor": a doctor in a business's name is a nickname for a fixer.)
    const tradeWord = (w: string) => !/^doctors?$/.test(w) && (vocabulary.has(w) || vocabulary.has(singular(w)) || NAME_TRADES.test(w) || ING_NOUNS.test(w) || WARES.test(w) || activityWord(w));
    let kept: string[] = [];
    for (let i = tail.length - 1; i > 0; i--) {
      const w = tail[i]!.toLowerCase();
      // "Ironbark Fencing & Gates": the first of a pair says the trade ("fencing").
      if ((w === "&" || w === "and") && kept.length && i > 1 && /^\p{L}+$/u.test(tail[i - 1]!) && tradeWord(tail[i - 1]!.toLowerCase())) {
        kept = [tail[i - 1]!.toLowerCase()];
        break;
      }
      if (!/^\p{L}+$/u.test(w) || /['’]/.test(tail[i]!) || !tradeWord(w)) {
        // ("Bolt & Bar Locksmiths": a word paired by "&" with a word of the name is the name's, not the trade's.)
        if ((w === "&" || w === "and") && kept.length >= 2) kept.shift();
        break;
      }
      kept.unshift(w);
    }
    // "Parkdale West Residents' Association", "Blackrock Rowing Club": an organisation is named by whom it gathers or
    // what they do together, said in everyday words ("Nodir Shishu Trust" says nothing more than "trust").
    if (kept.length === 1 && ORGANISATIONS.test(kept[0]!) && tail.length > 2) {
      const w = tail[tail.length - 2]!;
      const bare = w.toLowerCase().replace(/['’]$/, "");
      // ("Tiyumtaba Shea Women's Cooperative": "women's cooperative".)
      if (/^\p{L}+(?:['’]s?)?$/u.test(w) && (/['’]s?$/.test(w) || /(?:ing|ers)$/.test(bare) || [bare, singular(bare)].some((x) => COMMON_WORDS.has(x) || vocabulary.has(x)))) kept.unshift(w.toLowerCase().replace(/’/g, "'"));
    }
    // "Kwame's Kenkey Joint", "Iya Basira Amala Spot", "Bayou Belle's Crawfish Shack": what it serves, then the kind of
    // place, ends the name.
    const last2 = tail.slice(-2).map((w) => w.toLowerCase());
    if (!kept.length && tail.length > 2 && /^(?:joint|spot|shack|corner|hut|stand|den|base)$/.test(last2[1]!) && /^\p{L}{3,}$/u.test(last2[0]!) && !COMMON_WORDS.has(last2[0]!)) kept = last2;
    // "Masjid Al-Noor", "Hotel Sunrise", "Grace Tabernacle Assembly": a name that holds what it is.
    if (!kept.length) {
      // ("Pupusería Doctor Pupusa", "Captain Crab": a title before another word is a nickname, not the trade.)
      const known = tail.map((w) => w.toLowerCase()).find((w, i) => vocabulary.has(w) && !COMMON_WORDS.has(w) && w.length > 3 && !/['’]/.test(w) && !(TITLES.test(w) && i < tail.length - 1));
      if (known && tail.length > 1) found.push({ phrase: known, from: name.text, start: name.start, trust: 0.55 });
    }
    // "Matopos Taxidermy & Trophy Services": a word that says the trade beats the "Services" at the end.
    // ("Big Sky Taxidermy & Wildlife Art": the trade before the "&", not the art after it.)
    if (kept.length === 1 && /^(?:services?|solutions|works|enterprises?|art|arts|designs?|media|creations)$/.test(kept[0]!)) {
      const trade = tail.slice(1, -1).map((w) => w.toLowerCase()).find((w) => NAME_TRADES.test(w) && !/^(?:services?|solutions|art|arts|designs?|media|creations)$/.test(w));
      if (trade) kept.splice(0, 1, trade);
    }
    // "Mwangaza Solutions", "Baraka Ndogo Services", "CA Rohit Deshpande & Associates": a word that could end any
    // business's name says nothing of what this one does; the rest of the brief must.
    if (kept.length === 1 && /^(?:services|solutions|associates|partners)$/.test(kept[0]!)) kept = [];
    if (kept.length) {
      // "Taxidermy", "Funeral Services", "Surveys": what it does, said as a business ("taxidermy business").
      const phrase = kept.join(" ");
      // An activity or a plural of one says what it does, not what it is: "taxidermy business", "surveys business".
      const last = kept.at(-1)!;
      const activity = /(?:ing|ery|ry|my|phy|services|surveys|supplies|works|logistics|solutions)$/.test(last) || (/s$/.test(last) && !/(?:ss|us|is)$/.test(last) && !EVENTS.test(last));
      // "Lamu Kite Week": an event is named by what happens at it ("kite week"), not by its place.
      // A gala, a festival or a conference is one alone; a week, a night or a cup is one of something.
      const prior = tail.length >= 2 ? tail[tail.length - 2]!.toLowerCase() : "";
      const before = EVENTS.test(last) && kept.length === 1 && prior && (vocabulary.has(prior) || /^(?:week|weekend|day|days|night|nights|open|classic|cup|jam|showcase|awards|camp|championship|championships|league|tournament)$/i.test(last)) ? `${prior} ` : "";
      // "O'Driscoll Solicitors", "Perera Architects": the people who do it, one of them.
      const people = kept.length === 1 && /(?:[^i]er|[^i]or|ist|ian|tect)s$/.test(last) && !/(?:services|supplies|works)$/.test(last);
      // "Mirada Divina Lash Studio", "Dar Al-Noor Quran Center": a word for a place of business says which with the word before it.
      const which = kept.length === 1 && (LONE_GENERIC.test(last) || /^(?:academy|school|club|institute|society|association|league)$/.test(last)) && tail.length > 2 && /^\p{L}{3,}$/u.test(prior) && !COMMON_WORDS.has(prior) && !findCountry(prior) && (vocabulary.has(prior) || vocabulary.has(singular(prior)) || ENGLISH_NOUN_WORDS.has(prior) || WARES.test(prior) || /^(?:quran|koran|bible|islamic|lash|brow|nail|ink|cloth|silk|jerk|yoga|dance|art|craft|design|print|photo|music|sound|film|hair|beauty|skin|wellness|health|learning|tuition|language|dental|eye|vision|hearing|bridal|community|youth|cultural|medical|garden)$/.test(prior)) ? `${prior} ` : "";
      // ("Bagpipe Makers", "Spice Traders": a maker or a trader says which with the word before it.)
      const whose = people && /^(?:makers|sellers|dealers|traders|growers|builders|suppliers|repairers|fitters|cutters|restorers|importers|exporters|merchants|producers|brewers|roasters)$/.test(last) && /^\p{L}{3,}$/u.test(prior) && !COMMON_WORDS.has(prior) && !findCountry(prior) ? `${prior} ` : "";
      const noun = people ? `${whose}${singular(last)}` : activity ? `${phrase} business` : `${which || before}${phrase}`;
      // "Bassline Society", "Umoja ... Society": a bare "society" or "club" could gather anyone: the card asks.
      // "New Covenant Bible Church", "Tiyumtaba Shea Women's Cooperative": an institution's name says what it is
      // more surely than what it runs ("we run a youth choir", "a literacy programme").
      // ("Cedar Hearts Gala": a gala, whatever band plays at it.)
      const institution = /^(?:church|chapel|cathedral|parish|mosque|masjid|temple|synagogue|gurdwara|school|academy|college|university|hospital|museum|library|cooperative|co-op|gala|festival|fest|conference|summit|congress|expo|fair|tournament|marathon|championship|championships|hackathon)$/.test(last) && !which;
      found.push({ phrase: noun, from: name.text, start: name.start, trust: institution ? 0.75 : !before && kept.length === 1 && ORGANISATIONS.test(last) ? 0.4 : 0.5 });
    }
  }
  // "we install solar panels", "I tune pianos", "we fix leaking roofs": the work, said as the one who does it
  // ("solar panel installer", "piano tuner", "roof fixer" is no word: "roof repair").
  for (const m of text.matchAll(AGENT_VERBS)) {
    const at = m.index + m[0].length;
    if (ignored(at)) continue;
    // The object, past describing words in -ing ("leaking roofs"): up to a comma or a preposition.
    const rest = text.slice(at).replace(/^(?:\p{Ll}+ing\s+)+/u, "");
    const object = phraseAt(rest, 0)?.phrase;
    if (!object || /\d/.test(object) || /^\p{Lu}/u.test(object) || BOUNDARY.test(object.split(" ")[0]!) || /^(?:it|them|things|stuff|everything|all|you|your|our|my|the|a|an)\b/.test(object)) continue;
    const verb = m[1]!.toLowerCase();
    // The thing worked on, by its last two words: "solar panels" -> "solar panel", "raw honey" -> "raw honey".
    const thing = object.split(" ").slice(-2).map(singular).join(" ");
    // ("I build steel-string guitars": one who builds instruments, furniture or bikes makes them; a builder builds
    // houses.)
    const role = verb === "build" && /(?:guitar|violin|viola|cello|banjo|ukulele|mandolin|bass|drum|harp|instrument|amp|amplifier|pedal|furniture|table|chair|cabinet|bicycle|bike|frame|keyboard|computer|pc|robot|drone|kite|surfboard|skateboard|knife|knive|saddle|clock|toy|puppet|loom)s?$/.test(thing) ? "maker" : AGENTS[verb];
    const agent = role ? `${thing} ${role}` : `${thing} ${verb.replace(/e$/, "")}er`;
    // Selling or making says little of what it is ("we sell t-shirts"): such agents only help a catalogue kind.
    const weak = /^(?:sell|make|deliver|host|organi[sz]e|run|rent|hire|keep|grow|print|write|edit|cook|host)$/.test(verb);
    found.push({ phrase: agent, from: text.slice(m.index, at + object.length), start: at, trust: weak ? 0.45 : 0.6 });
  }
  // "an online shop for kangas", "a store selling vinyl": a shop is what it sells.
  for (const m of text.matchAll(/\b(shop|store|boutique|stall|kiosk)\s+(?:for|selling|of)\s+((?:\p{Ll}[\p{Ll}-]+\s+){0,1}\p{Ll}[\p{Ll}-]+)/gu)) {
    if (ignored(m.index)) continue;
    found.push({ phrase: `${singular(m[2]!.split(" ").at(-1)!)} ${m[1]}`, from: m[0], start: m.index, trust: 0.85 });
  }
  // The opening words, when they are not a name: "mobile car wash in Eldoret", "24/7 emergency locksmith manchester.".
  const opening = /^[\s#@*!.-]*(?:\d+(?:[/:.]\d+)*\s+)?(?:(?:a|an|the)\s+(?=\p{L}{3}))?/iu.exec(text)!;
  if (!name || name.start > 2) {
    // "Tokyo kintsugi workshop": a place before the noun is where it is.
    const place = ignore.find((s) => s.start === opening[0].length);
    const from = place && /^\s+\p{Ll}/u.test(text.slice(place.end)) ? text.slice(place.end).search(/\S/) + place.end : opening[0].length;
    let p = phraseAt(text, from, ignored);
    // "pgsnap — open source CLI that ...": one word before a dash is a name written in lower case.
    // ("Farrier - Lexington KY": unless the word is a trade's and no "a ..." says otherwise.)
    const dash = p && !p.phrase.includes(" ") && /^\s*[-–—:]\s*(?:(?:a|an|the)\s+)?/i.exec(text.slice(p.end));
    const tradeOpens = !!dash && ENGLISH_NOUNS.has(p!.phrase.toLowerCase()) && !/(?:a|an|the)\s+$/i.test(dash[0]);
    if (p && dash && !tradeOpens && /[-–—:]/.test(dash[0])) p = phraseAt(text, p.end + dash[0].length, ignored);
    // "Building VinaData, SaaS for ...": words that run into the name are the name's, not what it is.
    if (p && name && p.end > name.start && opening[0].length < name.end) p = null;
    // "Ayubowan!", "Ciao,", "Dzień dobry.": a greeting in any language opens many briefs.
    if (p && (greets(p.phrase) || (/^\s*!/.test(text.slice(p.end)) && p.phrase.split(" ").length <= 2 && !p.phrase.split(" ").some((w) => vocabulary.has(w.toLowerCase()))))) p = null;
    if (p && !/^(?:i|we|i'm|we're|im|my|our|hi|hello|hey|ok|okay|so|right|alright|well|anyway|need|want|please|pls|looking|can|could|would|just|make|create|build|this|it|site|website|page|oi|ola|olá|hola|bonjour|salut|hallo|habari|jambo|abeg|namaste|yo|sasa|niaje|mambo|uncle|auntie|aunty|sir|madam|dear|good|greetings|kindly)\b/i.test(p.phrase)) {
      const phrase = stripFluff(p.phrase);
      if (phrase) found.push({ phrase: phrase.toLowerCase(), from: text.slice(0, p.end), start: from, trust: 0.8 });
    }
  }
  return found.sort((a, b) => b.trust - a.trust || a.start - b.start);
}

/**
 * The word before a matched keyword that makes the phrase another kind: "ramen" in "ramen bar", "dance" in "dance
 * school": a word another kind of the catalogue is named by. Not a describing word ("community choir"), a place or
 * its people ("Italian restaurant"), nor a word the kind itself uses in its names or offers ("cake bakery").
 */
function qualifiedBy(phrase: string, match: { trade: Trade; keyword: string }, index: KindIndex): string | null {
  const ws = words(stripFluff(phrase).toLowerCase());
  const before = ws.slice(0, Math.max(0, ws.length - words(match.keyword).length));
  // One word only: a longer run ("booking walk-in queue app") is a description, not a kind's name; and not a
  // plural ("cousins salon": whose it is).
  if (before.length !== 1 || /[^s]s$/.test(before[0]!)) return null;
  const known = (w: string) => !!index.keywordWords.get(match.trade)?.has(w) || !!index.offerHeads.get(match.trade)?.has(w);
  return before.find((w) => w.length >= 3 && /^\p{L}+$/u.test(w) && !FLUFF.test(w) && !COMMON_WORDS.has(w) && !known(singular(w)) && !placesIn(w).length) ?? null;
}

function stripFluff(phrase: string): string {
  let ws = words(phrase);
  while (ws.length > 1 && FLUFF.test(ws[0]!)) ws = ws.slice(1);
  if (ws.length === 1 && FLUFF.test(ws[0]!)) return "";
  return ws.join(" ");
}

/** The catalogue, indexed for matching: every keyword by its singular words, and how many kinds share each word. */
export interface KindIndex {
  keywords: { trade: Trade; keyword: string; words: string[] }[];
  /** Keywords by their first word (singular), for matching a text's words in one pass. */
  byFirst: Map<string, KindIndex["keywords"]>;
  /** word -> how many kinds use it in their keywords or offers: a word many kinds share proves little. */
  spread: Map<string, number>;
  vocabulary: Set<string>;
  /** Offer head words by trade. */
  offerHeads: Map<Trade, Set<string>>;
  /** The words of each trade's own keywords, singular. */
  keywordWords: Map<Trade, Set<string>>;
}

const indexes = new WeakMap<readonly Trade[], KindIndex>();

/** A text's words, lower-case and singular, with where each is: matched against keywords in one pass. */
export function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(/[\p{L}\d][\p{L}\p{M}\d'’&]*/gu)].map((m) => ({ word: fold(singular(m[0].toLowerCase().replace(/['’]s$/, ""))), start: m.index, end: m.index + m[0].length }));
}

/** "pâtisserie" and "patisserie", "cerrajería" and "cerrajeria": one word, whoever typed the accent. */
const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

/** The glossary of trades in other languages, by the first of its words as `wordsOf` reads them. */
let glossary: Map<string, { key: string; words: string[]; noun: string }[]> | null = null;
export const ENGLISH_NOUNS = new Set(Object.values(TRADE_NOUNS));
/** Every word of the glossary's English nouns ("tuner", "sweep"): English trade words whatever the brief. */
export const ENGLISH_NOUN_WORDS = new Set([...ENGLISH_NOUNS].flatMap((n) => n.split(/\s+/)));

/**
 * "Klavierstimmer in Wien", "je suis couturière", "Schornsteinfegermeister": a trade named in another language,
 * with its English noun. A long word also counts at the start of a compound ("Schornsteinfeger|meister").
 */
export function tradeNounsIn(text: string): { noun: string; start: number; end: number; text: string }[] {
  if (!glossary) {
    glossary = new Map();
    for (const [key, noun] of Object.entries(TRADE_NOUNS)) {
      const ws = wordsOf(key).map((w) => w.word);
      if (!ws.length) continue;
      glossary.set(ws[0]!, [...(glossary.get(ws[0]!) ?? []), { key, words: ws, noun }]);
    }
  }
  const tokens = wordsOf(text);
  const out: { noun: string; start: number; end: number; text: string }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // A short word's accents tell languages apart ("babá" is a nanny, "Baba" a father): typed without them, only
    // longer words still count.
    const as = (g: { key: string; words: string[] }) => g.key.length >= 6 || text.slice(t.start, tokens[i + g.words.length - 1]!.end).toLowerCase() === g.key;
    let hit = (glossary.get(t.word) ?? []).filter((g) => g.words.every((w, j) => tokens[i + j]?.word === w) && as(g)).sort((a, b) => b.words.length - a.words.length)[0];
    if (!hit && t.word.length >= 12) {
      for (let n = t.word.length - 4; n >= 7 && !hit; n--) hit = glossary.get(t.word.slice(0, n))?.find((g) => g.words.length === 1);
    }
    if (!hit) continue;
    const end = tokens[i + hit.words.length - 1]!.end;
    out.push({ noun: hit.noun, start: t.start, end, text: text.slice(t.start, end) });
    i += hit.words.length - 1;
  }
  return out;
}

export function kindIndex(trades: readonly Trade[]): KindIndex {
  let index = indexes.get(trades);
  if (index) return index;
  const spread = new Map<string, number>();
  const offerHeads = new Map<Trade, Set<string>>();
  const keywordWords = new Map<Trade, Set<string>>();
  for (const trade of trades) {
    const own = new Set<string>();
    for (const k of trade.keywords) for (const w of k.toLowerCase().split(/[\s-]+/)) own.add(singular(w));
    const heads = new Set(trade.offers.map((o) => singular((o.name.toLowerCase().match(/\p{L}+/gu) ?? []).at(-1) ?? "")).filter((h) => h.length > 3 && !COMMON_WORDS.has(h)));
    offerHeads.set(trade, heads);
    keywordWords.set(trade, own);
    for (const w of new Set([...own, ...heads])) spread.set(w, (spread.get(w) ?? 0) + 1);
  }
  const keywords = trades.flatMap((trade) => trade.keywords.map((keyword) => ({ trade, keyword, words: keyword.toLowerCase().split(/[\s-]+/).map((w) => fold(singular(w))) })));
  const byFirst = new Map<string, KindIndex["keywords"]>();
  for (const k of keywords) byFirst.set(k.words[0]!, [...(byFirst.get(k.words[0]!) ?? []), k]);
  const vocabulary = new Set<string>();
  for (const k of keywords) for (const w of k.keyword.toLowerCase().split(/[\s-]+/)) if (w.length >= 3) vocabulary.add(w);
  index = { keywords, byFirst, spread, vocabulary, offerHeads, keywordWords };
  indexes.set(trades, index);
  return index;
}

/** How much one keyword proves: a phrase more than a word, a word only one kind uses more than one many share. */
function specificity(index: KindIndex, k: KindIndex["keywords"][number]): number {
  if (k.words.length > 1) return 1;
  const shared = index.spread.get(k.words[0]!) ?? 1;
  const common = COMMON_WORDS.has(k.keyword) ? 0.5 : 1;
  return Math.min(1, 0.85 / Math.sqrt(shared)) * common;
}

/**
 * Whether `a` is `b` with one letter left out, added or two swapped: "resturant" is a restaurant, "plumbr" a
 * plumber. A letter changed for another makes another word too often ("sneaker", "speaker") to count.
 */
export function typoOf(a: string, b: string): boolean {
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** Edit distance, small strings only. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** A phrase with its misspelt words put right against the catalogue's vocabulary. */
function corrected(phrase: string, index: KindIndex): string {
  return words(phrase)
    .map((w) => {
      const lower = w.toLowerCase();
      if (lower.length < 6 || index.vocabulary.has(lower) || index.vocabulary.has(singular(lower)) || COMMON_WORDS.has(lower) || NOT_TYPOS.has(lower)) return w;
      const max = lower.length >= 9 ? 2 : 1;
      let best: string | null = null;
      // A typo keeps its first letter, and a longer word is not a typo of a word inside it ("esports", "sports").
      for (const v of index.vocabulary) if (v.length >= 6 && v[0] === lower[0] && !lower.includes(v) && !v.includes(lower) && typoOf(lower, v) && (!best || v.length > best.length)) best = v;
      void max;
      return best ?? w;
    })
    .join(" ");
}

/**
 * The catalogue's kinds a head phrase names: its longest ending that is a keyword ("family funeral home" -> "funeral
 * home"), else a keyword inside it followed by a word that only says where or how ("tailor shop", "dental clinic
 * Dr Mehta", "bike repair utrecht").
 */
function headMatches(phrase: string, index: KindIndex): { trade: Trade; keyword: string; exact: boolean }[] {
  const out: { trade: Trade; keyword: string; exact: boolean }[] = [];
  const parts = phrase.toLowerCase().split(/\s+(?:and|&|\+)\s+/);
  for (const part of parts.length > 1 ? [phrase.toLowerCase(), ...parts] : [phrase.toLowerCase()]) {
    const pw = words(part).map((w) => fold(singular(w)));
    let matched = false;
    for (let i = 0; i < pw.length && !matched; i++) {
      const tail = pw.slice(i);
      const hits = index.keywords.filter((k) => k.words.length === tail.length && k.words.every((w, j) => w === tail[j]));
      for (const h of hits) if (!out.some((o) => o.trade === h.trade)) out.push({ trade: h.trade, keyword: h.keyword, exact: i === 0 });
      matched = hits.length > 0;
    }
    if (matched) continue;
    // The longest keyword inside the phrase.
    let best: { k: KindIndex["keywords"][number]; at: number } | null = null;
    for (const k of index.keywords) {
      for (let i = 0; i + k.words.length <= pw.length; i++) {
        if (k.words.every((w, j) => w === pw[i + j]) && (!best || k.words.length > best.k.words.length)) best = { k, at: i };
      }
    }
    // Only when the words after it say where or what sort of place ("tailor shop", "dental clinic Dr Mehta"), not
    // another thing ("bookkeeping software", "yoga mat").
    const rest = best ? words(part).slice(best.at + best.k.words.length) : [];
    // ("restaurant sénégalais", "restaurante mexicano": the people's adjective after the noun says which kind of it.)
    if (best && rest.every((w) => TRAILERS.test(w) || /^\p{Lu}/u.test(w) || DEMONYM_AFTER.test(w)) && !out.some((o) => o.trade === best!.k.trade)) out.push({ trade: best.k.trade, keyword: best.k.keyword, exact: false });
  }
  return out;
}

/** Words after a trade's keyword that keep it the same trade: "tailor shop", "bike repair workshop". */
const TRAILERS = /^(?:shop|store|studio|clinic|centre|center|business|company|services?|practice|office|bureau|workshop|salon|firm|agency|house|place|spot|parlour|parlor|bar|kitchen|hub|point|corner|lounge|centre|co|ltd|inc|llc|and|&|repairs?|hire|rentals?|sales|supplies|works|team|crew|experts?|specialists?|pros?|professionals?|near|in|at)$/i;

/** A people's adjective as languages that put it after the noun write it: "sénégalais", "mexicano", "baiana". */
const DEMONYM_AFTER = /^\p{L}{4,}(?:ais|aise|ois|oise|ien|ienne|ano|ana|eño|eña|ês|esa|ense|ico|ica|isch|ische|ino|ina)$/u;

/** Negative evidence: words that rule a kind out whatever else matches (a funeral home is never a DJ). */
const RULED_OUT: Record<string, RegExp> = {
  dj: /\b(?:funeral|memorial|burial|hearse|casket|coffin|mourning|condolence|obituar)/i,
  band: /\b(?:funeral|burial|hearse|casket|coffin)/i,
  "event-planner": /\b(?:hearse|casket|coffin|embalm)/i,
  "animal-shelter": /\bballoon/i,
  "web-developer": /\b(?:rice|palm oil|beans|garri|provisions|groceries|foodstuff)\b/i,
  writer: /\b(?:sign ?writ|signwrit|sign painter|sign-writ)/i,
  school: /\b(?:club night|nightclub|rave|dj|gig|afterparty|after-party)\b/i,
  // "Shoe Clinic", "Phone Clinic": a repairer borrowing a doctor's word.
  clinic: /\b(?:shoe|sole|bag|phone|laptop|plant|bike|bicycle|watch|doll|sneaker|guitar|computer|gadget|tyre|tire|rug|carpet|denim|jeans|gen|generator|mobile|car|auto|pc|shine|spin|screen|tech|fix|lawn|pool|roof|record|vinyl|paint|dent|leak|drain|key|lock|boat|engine|battery|sound|speaker|pest|rust|scratch|glass|windscreen|wood|floor|tile|grout|sofa|couch|stain|board|surf|bass|drum|piano|camera|lens|fridge|appliance|ac|aircon|boiler|pipe|plumb|gutter|bin|tree|garden|wheel|rim|bumper|body)\s+(?:clinic|doctors?|hospital)/i,
  // "Equine Dental": a horse's teeth are a vet's work.
  dentist: /\b(?:equine|horse|pet|animal|dog|cat|veterinary|livestock)\s+dent/i,
  // "Mama Nkechi Soup Kitchen — we dey sell ...": a soup kitchen that sells is an eatery.
  "food-bank": /\b(?:we|i)\s+(?:dey\s+)?sell\b|\bprices?\b|\bmenu\b/i,
  // "ice bars for weddings": carved from ice, not a place to drink.
  bar: /\bice\s+(?:bars?|sculpt|carv)/i,
  // "we decorate weddings", "200+ weddings since 2016": a business that serves weddings, unless the couple speak.
  wedding: /^(?![\s\S]*\b(?:our (?:wedding|big day)|we(?:'re| are) getting married|weds|rsvp|save the date|(?:our|my) (?:fianc|bride|groom))|[\s\S]*\p{Lu}\p{Ll}+\s+(?:&|and)\s+\p{Lu}\p{Ll}+['’]s\s+wedding)[\s\S]*\b(?:weddings|mariages|bodas|casamentos|hochzeiten|harusi za|matrimoni)\b/iu,
};

export interface Scored {
  trade: Trade | null;
  noun: string;
  score: number;
  from: string;
  /** How surely the description said it is this (the head's trust), 0 when only its words elsewhere point here. */
  head: number;
}

/** What the brief says the site is: the rules' reading, then, with learned weights, the likeliest of every candidate. */
export function readKind(ctx: KindContext, trades: readonly Trade[]): KindReading {
  const { rules, candidates } = kindChoices(ctx, trades);
  return KIND_WEIGHTS.choose.weights.length ? chooseKind(rules, candidates, ctx, kindIndex(trades).vocabulary) : rules;
}

/** The rules' reading of the kind, and every candidate for it with the numbers the chooser weighs. */
export function kindChoices(ctx: KindContext, trades: readonly Trade[]): { rules: KindReading; candidates: KindCandidate[] } {
  const index = kindIndex(trades);
  const { text } = ctx;
  const scores = new Map<Trade, { score: number; from: string; head: number }>();
  /** `head`: the trust of the place the description said it (0 for a word elsewhere). */
  const credit = (trade: Trade, amount: number, from: string, head = 0) => {
    const s = scores.get(trade) ?? { score: 0, from, head: 0 };
    if (amount > 0 && s.score < amount) s.from = from;
    s.score += amount;
    s.head = Math.max(s.head, head);
    scores.set(trade, s);
  };
  const ignored = (start: number, end: number) => ctx.ignore.some((s) => s.start <= start && end <= s.end);
  const inName = (start: number, end: number) => !!ctx.name && ctx.name.start <= start && end <= ctx.name.end;

  // 1. What it says it is.
  const instructed = new Set(ctx.instructions);
  // A head inside an instruction is about the website ("add a booking form"), unless it names the whole site
  // ("Please help us create a memorial page for our dad").
  const namesSite = (h: Head) => /(?:^|\s)(?:cv|resume|résumé|portfolio|blog|newsletter|memorial|tribute|invitation|online shop|web shop|e-?shop)$/.test(h.phrase) || singular(words(h.phrase).at(-1)!) === words(h.phrase).at(-1)! && /^\s*(?:web\s?site|site|web ?page|page|landing page|homepage)\b/i.test(text.slice(text.indexOf(h.from, Math.max(0, h.start - h.from.length)) + h.from.length));
  const found = heads(text, ctx.ignore.filter((s) => !instructed.has(s)), ctx.name, index.vocabulary).filter((h) => h.trust >= 1 || namesSite(h) || !ctx.instructions.some((s) => s.start <= h.start && h.start < s.end));
  // "plumber in nairobi", "O/A level maths and physics tutor, Karachi": a brief that opens with one of the
  // catalogue's kinds says what it is, as much as "we are a ..." would (the customer's own words there may be a
  // name or a greeting, so only the catalogue's count).
  const lead = /^[\s\p{Extended_Pictographic}\u200d\ufe0f]*/u.exec(text)![0].length;
  const opening = !inName(lead, lead + 1) && !ignored(lead, lead + 1) ? phraseAt(text, lead, (at) => ignored(at, at + 1)) : null;
  const openingPhrase = opening ? stripFluff(opening.phrase).toLowerCase() : "";
  if (opening && !found.some((h) => h.start === lead) && headMatches(corrected(openingPhrase, index), index).length) {
    found.push({ phrase: openingPhrase, from: text.slice(lead, opening.end), start: lead, trust: 0.8 });
  }
  let own: { phrase: string; from: string; trust: number; like?: Trade } | null = null;
  // The first thing the description says it is counts most; later ones ("+ a little plant clinic") less.
  // A name's own last words are about the name, not a place in the description: they take no rank.
  const order = found.filter((h) => !(ctx.name && h.start === ctx.name.start && h.trust <= 0.55)).sort((a, b) => a.start - b.start);
  const said = new Set<string>();
  for (const head of found) {
    const rank = order.indexOf(head);
    head.trust *= rank <= 0 ? 1 : rank === 1 ? 0.75 : 0.6;
    const phrase = corrected(head.phrase, index);
    const matches = headMatches(phrase, index);
    const generic = GENERIC_HEADS.has(words(phrase).at(-1)!) && words(phrase).length === 1;
    // "ramen bar", "dance school", "sewing course": a word before the catalogue's noun that the kind does not know
    // names a different kind of the same sort. The customer's phrase then competes as their own noun, and the
    // catalogue's kind counts as a likeness (its sort of page), not as what it is.
    const sort = matches.length && !matches.some((m) => m.exact) ? qualifiedBy(phrase, matches[0]!, index) : null;
    if (matches.length) {
      // The same phrase found by two patterns ("Salsa Viva, a salsa school") is said once: it counts once.
      for (const m of matches) if (!said.has(`${m.trade.id} ${phrase}`)) credit(m.trade, 3 * head.trust * (m.exact ? 1 : 0.9), head.from, head.trust * (m.exact ? 1 : 0.9));
      for (const m of matches) said.add(`${m.trade.id} ${phrase}`);
      if (sort && ctx.english && head.trust >= 0.8 && (!own || head.trust > own.trust)) own = { phrase: headNoun(phrase), from: head.from, trust: head.trust, like: matches[0]!.trade };
    } else if (!generic) {
      // Words of the phrase that name a kind ("wedding cake business": cake, wedding) are some evidence.
      for (const k of index.keywords) if (k.words.length === 1 && words(phrase.toLowerCase()).map(singular).includes(k.words[0]!)) credit(k.trade, 0.8 * head.trust * specificity(index, k), head.from);
      // The customer's own noun, from a place that says what it is, in English (a noun in another language is
      // not put in an English page: the card asks instead).
      const last = words(phrase).at(-1)!;
      // A name's English trade words ("Kisima Bora Drilling Ltd") are English whatever the brief's language.
      const englishName = !!ctx.name && head.start === ctx.name.start && englishNoun(phrase);
      // ("ilike nice", "the sunday": a word that names no trade ends no noun for what it is.)
      // (Letters no English word has, "szkoła jazdy", "klubu szachowego": a noun in another language, whatever the
      // brief's language reads as.)
      const usableNoun = head.trust >= 0.48 && (ctx.english || englishName) && !/[łąęśżźćńőűşğıřěůßœøåæ]/i.test(phrase) && !foreignNoun(phrase) && !STRUCTURE_END.test(last) && !STRUCTURE_END.test(`${last}s`) && !NOT_A_TRADE_END.test(last) && !/\d/.test(phrase) && !(GENERIC_HEADS.has(last) && words(phrase).length === 1) && last.length > 2;
      // A lone everyday word ("my practice", "our studio") yields to any phrase that says which.
      const noun = headNoun(phrase);
      const lone = LONE_GENERIC.test(noun);
      const ownLone = !!own && LONE_GENERIC.test(own.phrase);
      if (usableNoun && (!own || (head.trust > own.trust && !(lone && !ownLone)) || (ownLone && !lone && head.trust >= 0.4))) own = { phrase: noun, from: head.from, trust: head.trust };
    }
  }

  // 1b. A trade named in another language ("Klavierstimmer", "couturière à Dakar"): its English noun, as sure as
  // the place it stands (what the description says it is, its opening, or a word further on).
  for (const hit of tradeNounsIn(text)) {
    if (ignored(hit.start, hit.end)) continue;
    // "Não sou academia nem nutricionista", "je ne suis pas traiteur": a trade denied in any language is not it.
    if (/(?:^|[^\p{L}])(?:not|no|não|nao|nem|ni|pas|kein|keine|keinen|sio|si|never|n't|non)\s+(?:(?:a|an|um|uma|un|une|ein|eine)\s+)?(?:[\p{L}-]+\s+){0,2}$/iu.test(text.slice(Math.max(0, hit.start - 40), hit.start))) continue;
    const said = found.some((h) => hit.start >= h.start - 1 && hit.start <= h.start + h.phrase.length + 1);
    // In the name ("Cerrajería Los 3 Candados", "Hufschmied Markus Leitner") it says the trade as a name does.
    const trust = inName(hit.start, hit.end) ? 0.55 : said ? 0.8 : hit.start < 60 ? 0.7 : 0.5;
    const matches = headMatches(hit.noun, index);
    if (matches.length) for (const m of matches) credit(m.trade, 3 * trust * 0.9, hit.text, trust * 0.9);
    // "jasa servis ac panggilan": the glossary's English for the words inside a phrase beats the phrase itself.
    // ("Women's Cooperative" already says more than "cooperative".)
    else if (own && own.phrase.endsWith(hit.noun) && own.phrase !== hit.noun) continue;
    else if (!own || trust > own.trust || (own.phrase.includes(hit.text.toLowerCase()) && !words(own.phrase.slice(own.phrase.indexOf(hit.text.toLowerCase()) + hit.text.length)).some((w) => w.length > 2 && (COMMON_WORDS.has(w) || index.vocabulary.has(w))))) own = { phrase: hit.noun, from: hit.text, trust: Math.max(trust, own?.trust ?? 0) };
  }
  // 2. The catalogue's words anywhere else, weighed by how few kinds share them. A word said five times proves
  // what it proves once: each keyword counts at its strongest place.
  const tokens = wordsOf(text);
  const strongest = new Map<KindIndex["keywords"][number], { amount: number; from: string }>();
  for (let i = 0; i < tokens.length; i++) {
    for (const k of index.byFirst.get(tokens[i]!.word) ?? []) {
      if (!k.words.every((w, j) => tokens[i + j]?.word === w)) continue;
      const start = tokens[i]!.start;
      const end = tokens[i + k.words.length - 1]!.end;
      if (ignored(start, end)) continue;
      if (found.some((h) => start >= h.start && start < h.start + h.phrase.length + 2)) continue;
      const amount = (inName(start, end) ? 0.35 : 0.8) * specificity(index, k);
      if (amount > (strongest.get(k)?.amount ?? 0)) strongest.set(k, { amount, from: text.slice(start, end) });
    }
  }
  for (const [k, { amount, from }] of strongest) credit(k.trade, amount, from);
  // 3. What it offers: the kinds whose own offers the brief names.
  const bodyWords = new Set(tokens.map((t) => t.word));
  for (const [trade, heads_] of index.offerHeads) {
    let hits = 0;
    for (const h of heads_) if (bodyWords.has(h)) hits += Math.min(1, 0.6 / Math.sqrt(index.spread.get(h) ?? 1));
    if (hits) credit(trade, Math.min(1.2, hits * 0.5), [...heads_].filter((h) => bodyWords.has(h)).join(", "));
  }
  // 4. Ruled out (by the catalogue's rules, or by the customer: "we're NOT a bed and breakfast"), and the guided
  // builder's category.
  const denied = [...text.matchAll(/\b(?:not|n't|never)\s+(?:an?\s+)?((?:[\p{L}&'-]+\s+){0,2}[\p{L}&'-]+)/giu)].map((m) => m[1]!.toLowerCase());
  // The kinds the brief rules out, tested once: the rules' scores and every candidate below leave them out.
  const ruledOut = new Set(Object.keys(RULED_OUT).filter((id) => RULED_OUT[id]!.test(text)));
  for (const [trade, s] of scores) {
    if (ruledOut.has(trade.id)) s.score = 0;
    if (denied.some((d) => trade.keywords.some((k) => ` ${d} `.includes(` ${k} `)))) s.score = 0;
    if (ctx.category && trade.category !== ctx.category) s.score *= 0.6;
  }

  const ranked: Scored[] = [...scores].map(([trade, s]) => ({ trade, noun: trade.noun, score: s.score, from: s.from, head: s.head }));
  // The customer's own noun competes as a kind of its own.
  if (own) ranked.push({ trade: null, noun: own.phrase, score: 3 * own.trust * 0.95, from: own.from, head: own.trust });
  ranked.sort((a, b) => b.score - a.score);
  const best = ranked[0];
  // A kind the customer's own phrase is a sort of ("bar" for "ramen bar") agrees with it rather than rivals it.
  const likeOf = own?.like && best?.trade === null && best.noun === own.phrase ? own.like : null;
  const second = ranked.find((r) => r !== best && r.trade !== best?.trade && !(r.trade === null && best?.trade === null) && r.trade !== likeOf);
  const generic = found.find((h) => GENERIC_HEADS.has(words(h.phrase).at(-1)!));
  let rules: KindReading;
  if (!best || best.score < 0.3) {
    const noun = generic ? words(generic.phrase).at(-1)! : "business";
    rules = { trade: null, noun, archetype: archetypeOf(noun, ctx), confidence: 0.1, from: generic?.from ?? "", guesses: ranked.slice(0, 3).map(guess), role: null };
  } else {
    let confidence = Math.round(sureness(best, second, ctx) * 100) / 100;
    // The customer's own noun names what the site is only when it names someone or somewhere ("farrier", "pressing
    // plant", "esports team"); a thing or an outing ("raw honey", "hawk walks", "hearse hire") is what it offers, and
    // the card asks rather than build a page about "a hawk walks".
    if (!best.trade && !namesWho(best.noun, index.vocabulary)) confidence = Math.min(confidence, ASK_BELOW.kind - 0.02);
    const archetype = best.trade ? tradeArchetype(best.trade) : likeOf ? tradeArchetype(likeOf) : archetypeOf(best.noun, ctx);
    rules = {
      trade: best.trade,
      noun: best.noun,
      archetype,
      confidence,
      from: best.from.slice(0, 200),
      guesses: ranked.filter((r) => r !== best).slice(0, 3).map(guess),
      role: null,
    };
  }
  return { rules, candidates: kindCandidates(ctx, index, ranked, rules, likeOf, ruledOut) };
}

/**
 * How sure a reading is, from where its evidence came (set on the development briefs; checked on held-out ones,
 * docs/decisions/0029): said outright and known to the catalogue is surest; said outright in the customer's own
 * words next; only hinted at by words elsewhere, least. A rival that was also said outright, or that scores
 * nearly as well, takes sureness away.
 */
export function sureness(best: Scored, second: Scored | undefined, ctx: Pick<KindContext, "english">): number {
  let sure = best.head > 0 ? (best.trade ? 0.45 : 0.3) + 0.4 * best.head : Math.min(0.5, 0.15 + 0.22 * best.score);
  // The catalogue's own words elsewhere agreeing with what it said it is.
  if (best.trade && best.head > 0 && best.score > 3 * best.head + 0.5) sure += 0.05;
  if (second) {
    if (second.head >= 0.8 && best.head < 1) sure *= 0.75;
    if (second.score / best.score > 0.6) sure *= 0.85;
  }
  if (!ctx.english && best.head === 0) sure *= 0.85;
  return Math.max(0, Math.min(0.95, sure));
}

/** Whether a noun names a maker, a doer or a place of business, by its last word. */
const WHO_END = /(?:er|or|ist|ian|smith|wright|man|men|ant|ent)$|^(?:sweeps?|shop|store|studio|school|club|team|squad|crew|band|company|firm|agency|service|services|centre|clinic|salon|bar|kitchen|farm|workshop|church|chapel|mosque|temple|ministry|society|association|cooperative|co-op|trust|foundation|charity|initiative|network|group|collective|academy|college|institute|practice|office|bureau|house|hall|hotel|lodge|camp|park|garden|gardens|nursery|market|cafe|café|bakery|brewery|distillery|winery|roastery|dairy|apiary|pharmacy|gallery|museum|library|theatre|cinema|venue|space|hub|lab|mill|factory|yard|depot|garage|station|truck|van|stall|kiosk|boutique|label|brand|app|tool|platform|game|podcast|channel|blog|magazine|festival|conference|summit|fair|expo|show|night|party|wedding|league|cup|race|marathon|retreat|course|classes|lessons|tours|safaris|trips|rentals|hire|business|enterprise|outfit|consultancy|sanctuary|rescue|home|homes|residence|guesthouse|hostel|resort|spa|gym|dojo|rink|arena|court|range|taxi|transport|logistics|delivery)$/;
/** Words that end no name of a trade: days, greetings, praise, fillers, people ("the sunday", "ilike nice", "120 women"). */
const NOT_A_TRADE_END = /^(?:summer|winter|spring|autumn|season|based|located|situated|necesito|necesitamos|pagina|página|para|sitio|quiero|queremos|tolong|bikin|bikinin|buatkan|minta|mohon|naomba|tafadhali|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|welcome|hello|hi|hey|thanks|please|nice|good|great|best|cool|awesome|amazing|lovely|ok|okay|like|love|yes|here|there|now|today|soon|again|too|also|only|just|more|much|very|really|comes|come|goes|go|get|make|does|do|is|are|was|were|open|closed|rare|old|new|fresh|local|official|available|ready|free|cheap|quality|coming|opening|launching|download|downloads|women|men|people|kids|children|members|families|volunteers|students|friends|guys|girls|boys|folks)$/;

/** Words that say a business is there without saying which, when they stand alone. */
const LONE_GENERIC = /^(?:night|nights|day|evening|weekend|edition|master|masters|thing|studio|workshop|atelier|practice|house|centre|center|shop|store|business|company|services?|group|team|brand|product|event|events|classes|lessons|course|home|place|space|hub|office|firm|agency|enterprise|outfit|venture|project|organisation|organization|collective|label|platform|tool|app|website|site)$/;
/** Who-does-what words the endings above miss. */
const LONE_WHO = /^(?:poet|clown|academic|memorial|tribute|blog|campaign|gala|coach|chef|cook|guide|nanny|doula|midwife|vet|medic|nurse|tutor|artisan|artist|mechanic|plumber|capoeira|kirana|cookbook|podcast|newsletter|zine|portfolio|cv|resume|lamp|bottle)$/;

function namesWho(noun: string, vocabulary: ReadonlySet<string>): boolean {
  const ws = words(noun.toLowerCase());
  const last = ws.at(-1) ?? "";
  // Not a noun phrase at all: the card asks.
  if (NOT_A_TRADE_END.test(last) || !/^[\p{L}-]{3,}$/u.test(last) || ws.some((w) => /\./.test(w))) return false;
  // A town ("kisumu", "t nagar") is where it is, not what.
  if (ws.some((w) => findCountry(w))) return false;
  // One word alone must be a word for who does what: an everyday word ("studio", "practice", "after") says a
  // business is there, not which; one nobody knows ("palenque", "harp", "bairro") may be a place or another
  // language's word. The card asks.
  if (ws.length === 1) return !LONE_GENERIC.test(last) && !(COMMON_WORDS.has(last) && !vocabulary.has(last)) && (WHO_END.test(last) || establishment(last) || LONE_WHO.test(last) || vocabulary.has(last) || vocabulary.has(singular(last)) || ENGLISH_NOUN_WORDS.has(last) || ING_NOUNS.test(last) || /(?:ery|try|phy|logy|ics|ism)$/.test(last));
  // "and watch repair", "under the clock", "free outdoor": a phrase opening on a joining word or a describing one is
  // a piece of a sentence; "father", "founder": a person in the story, not what the site is.
  if (/^(?:and|or|but|under|over|with|without|the|a|an|of|for|to|in|on|at|by|from|free|old|new|half)$/.test(ws[0]!) || FAMILY.test(last) || /^(?:founder|owner|ceo|manager|director|partner|secretary|chair|member|members)$/.test(last)) return false;
  // ("farm outside", "cinnamon straight", "free outdoor": a word that says where or how ends no noun.)
  if (/^(?:outside|inside|straight|outdoor|outdoors|indoor|indoors|abroad|nearby|daily|weekly|monthly|only|away|around|here|there|today|now|online|direct|fresh|local|together|again)$/.test(last)) return false;
  if (WHO_END.test(last) || vocabulary.has(last) || vocabulary.has(singular(last))) return true;
  // "hearse hire" (but "car hire", "marquee hire" are businesses by that name).
  if (last === "hire" && ws.length > 1 && !/^(?:car|van|bus|boat|bike|equipment|tool|plant|party|event|tent|marquee|chair|costume|dress|suit|skip|crane|minibus|coach)$/.test(ws.at(-2)!)) return false;
  // "hawk walks", "felucca rides", "headstones and memorials": things it offers, in the plural.
  if (/[^s]s$/.test(last) && !/(?:ss|us|is|ics|ness)$/.test(last) && !agents(last, vocabulary)) return false;
  // "bbq food truck not a mechanic brisket", "launch next month", "join": not a noun phrase for what it is.
  return !/\b(?:not|next|join|month|week|soon)\b/.test(noun) || /\b(?:week|festival)$/.test(noun);
}

const guess = (r: Scored) => ({ id: r.trade?.id ?? "other", noun: r.noun, score: Math.round(Math.min(1, r.score / 3) * 100) / 100 });

/** "family-run funeral home" -> "funeral home", "emergency locksmith manchester" -> "emergency locksmith". */
function headNoun(phrase: string): string {
  const ws = words(stripFluff(phrase).toLowerCase());
  // A town written in lower case after the noun is where, not what.
  while (ws.length > 1 && findCountry(ws.at(-1)!)) ws.pop();
  return ws.join(" ").slice(0, 60);
}

/** Work named by what is done, not by who does it: "snow removal", "pest control", "boiler repair" are services. */
const ACTIVITY_HEADS = /^(?:removal|removals|repair|repairs|maintenance|installation|installations|hire|rental|rentals|control|care|delivery|deliveries|transport|tuition|servicing|clearance|haulage|disposal|inspection|inspections|restoration|renovation|renovations|treatment|treatments|management|preparation|prep|support|protection|recovery|towing)$/;

/** People in the family: whose site it is, never what it is ("writing for my mum"). */
const FAMILY = /^(?:family|families|clan|mum|mom|mother|dad|father|mama|papa|wife|husband|son|daughter|brother|sister|uncle|aunt|auntie|aunty|granny|grandma|grandpa|grandmother|grandfather|cousin|niece|nephew|fiancé|fiancée|fiance|fiancee|partner|boyfriend|girlfriend|femme|mari|esposa|esposo|mujer|marido|frau|mann|neighbour|neighbor|friend|boss)$/;

/** Heads the endings above miss that end a noun for what a site is about: "chess tournament", "alumni union". */
const MORE_HEADS = /^(?:tournament|reunion|union|choir|singers|charter|charters|trek|treks|extension|cli|software|saas|plugin|library|framework|api|sdk|mill|tortilleria|shack|hut|stand|joint|den|parlour|parlor|spot|lab|cooperative|co-op|troupe|ensemble|orchestra|quartet|trio|duo|collective|bindery|pottery|forge|smithy|tannery|foundry|ranch|orchard|vineyard|estate|plantation|apiary|hatchery|kennel|kennels|cattery|stable|stables|stud|camp|campsite|glamping|hostel|inn|motel|villa|riad|guesthouse|dhaba|canteen|diner|bistro|brasserie|pub|tavern|taproom|eatery|buffet|grill|takeaway|stall|cart|truck|market|bazaar|fair|expo|show|gala|ball|party|wedding|funeral|memorial|reunion|festival|fest|concert|gig|tour|cruise|safari|expedition|retreat|workshop|course|class|bootcamp|hackathon|meetup|conference|summit|congress|league|cup|race|marathon|run|ride|walk|swim|triathlon|regatta|rally|derby|match|game|app|platform|tool|bot|newsletter|podcast|blog|vlog|channel|zine|magazine|journal|portfolio|cv|resume|shop|store|boutique|emporium|gallery|museum|archive|library|school|academy|college|institute|university|nursery|kindergarten|preschool|daycare|creche|clinic|hospital|pharmacy|dispensary|surgery|practice|firm|agency|studio|salon|spa|gym|dojo|club|society|association|church|mosque|temple|chapel|ministry|charity|foundation|trust|ngo|initiative|cooperative|group|team|band|crew|company|service|services)$/;

/**
 * A place of business named by its wares in Spanish, Portuguese, Italian or French ("pupusería", "salteñería",
 * "alfaiataria", "gelateria", "fromagerie"): the word English borrows too ("pizzeria", "taqueria"), so it may stand on
 * an English page. (A country or town ending so, "Bulgaria", "Nigeria", is where, not what.)
 */
export function establishment(word: string): boolean {
  return ESTABLISHMENT.test(word) && !/^(?:criteria|bacteria|hysteria|valeria|iberia|siberia|ingenier[ií]a)$/.test(word) && !findCountry(word);
}
/** (Of words in "-aria", only Portuguese's places: Spanish writes adjectives so, "cocina comunitaria".) */
const ESTABLISHMENT = /^(?:\p{L}{4,}(?:er[ií]a|erie)|(?:pad|churrasc|pastel|alfaiat|papel|livr|barbe|sapat|marcen|tabac|drog|chapel|relojo|joalh|ourives|lavand|cutel|carpint|vidraç|pizz|confeit|peix)aria)$/u;

/** Whether a word (lower case, and its singular) can end a noun for what a site is about. */
function isHeadWord(lower: string, w: string, vocabulary: ReadonlySet<string>): boolean {
  if (w.length < 3 || NOT_A_TRADE_END.test(w) || STRUCTURE_END.test(lower) || FLUFF.test(lower) || FAMILY.test(lower) || (BOUNDARY.test(lower) && COMMON_WORDS.has(lower)) || /^(?:and|the|for|with|from|our|your|you|not|but|all|any|are|was|has|had|its|his|her|one|two|off|out|per|via|yes|too|their|ours)$/.test(lower)) return false;
  // "catering" is a trade, though "catering to" is no noun: a word the lists know counts whatever else it can be.
  const known = vocabulary.has(w) || vocabulary.has(lower) || ENGLISH_NOUN_WORDS.has(w) || ENGLISH_NOUN_WORDS.has(lower);
  return known || ACTIVITY_HEADS.test(lower) || ING_NOUNS.test(lower) || establishment(lower) || (!BOUNDARY.test(lower) && (MORE_HEADS.test(w) || MORE_HEADS.test(lower) || (WHO_END.test(w) && w.length >= 5 && !COMMON_WORDS.has(w))));
}

/** A phrase ending on a head word, where it stands, and whether it is the longest one ending there. */
export interface HeadPhrase {
  phrase: string;
  start: number;
  end: number;
  head: string;
  whole: boolean;
}

/**
 * Every phrase in the brief that ends on a word for who does what, where, or what happens ("rapid chess
 * tournament", "pest control", "sign language interpreter"): the candidates for what it is, wherever the brief says
 * it. The chooser weighs them (kindFeatures).
 */
export function headPhrases(text: string, vocabulary: ReadonlySet<string>): HeadPhrase[] {
  const tokens = [...text.matchAll(/[\p{L}\d][\p{L}\p{M}\d'’-]*|[^\s\p{L}\d]/gu)];
  const out: HeadPhrase[] = [];
  const isWord = (t: string) => /^\p{L}[\p{L}\p{M}'’-]*$/u.test(t);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]![0];
    if (!isWord(t)) continue;
    const lower = t.toLowerCase().replace(/['’]s?$/, "");
    const w = singular(lower);
    if (!isHeadWord(lower, w, vocabulary)) continue;
    // ("three days of taarab", "two nights in the dunes": how long, not what.)
    if (/^(?:days?|nights?|weeks?|hours?|months?|years?|weekends?|evenings?)$/.test(lower) && /(?:^|\s)(?:a|one|two|three|four|five|six|seven|eight|nine|ten|several|few|\d+)\s+$/i.test(text.slice(Math.max(0, tokens[i]!.index - 10), tokens[i]!.index))) continue;
    // "I'm writing for my mum", "we're hiring": a verb after who is doing it, not a trade.
    if (/ing$/.test(lower) && /\b(?:i'm|im|i am|we're|we are|were|is|are|am|was|been|be)\s+$/i.test(text.slice(Math.max(0, tokens[i]!.index - 12), tokens[i]!.index))) continue;
    // The words before it that say which: up to three, back to a boundary, punctuation or a determiner.
    const ws = [lower];
    const starts = [tokens[i]!.index];
    for (let j = i - 1; j >= 0 && ws.length < 4; j--) {
      const p = tokens[j]![0];
      const between = text.slice(tokens[j]!.index + p.length, starts[0]);
      if (!isWord(p) || !/^\s+$/.test(between) || BOUNDARY.test(p) || FLUFF.test(p) || /^(?:a|an|the|this|that|your|their|his|her|its|and|or|&|of|de|la|le|el|du|des|di|da|do|van|von|i'm|im|we're|you're|it's|she's|he's|they're)$/i.test(p)) break;
      ws.unshift(p.toLowerCase().replace(/’/g, "'"));
      starts.unshift(tokens[j]!.index);
    }
    const end = tokens[i]!.index + t.length;
    for (let k = ws.length - 1; k >= 0; k--) {
      const phrase = ws.slice(k).join(" ");
      out.push({ phrase, start: starts[k]!, end, head: w, whole: k === 0 });
    }
  }
  return out;
}

/** Whether two readings name the same kind: the same catalogue kind, or both the customer's own and the same noun. */
const sameKind = (a: { trade: Trade | null; noun: string }, b: { trade: Trade | null; noun: string }) => (a.trade ? a.trade === b.trade : !b.trade && a.noun === b.noun);

/**
 * Whether a candidate is another kind than the chosen one, for the runner-up and the card's guesses: another
 * catalogue kind, or a noun of the customer's that is not the chosen one's ("catering company" in their words and the
 * catalogue's catering company are one kind here).
 */
const rivals = (c: { trade: Trade | null; noun: string }, chosen: { trade: Trade | null; noun: string }) => (c.trade ? c.trade !== chosen.trade : c.noun !== chosen.noun);

/** One thing the site may be, with where the brief says it and the numbers the chooser weighs (kindFeatures). */
export interface KindCandidate {
  trade: Trade | null;
  noun: string;
  from: string;
  start: number;
  /** A catalogue kind the customer's noun is a sort of ("bar" for "ramen bar"): its page shape. */
  like: Trade | null;
  x: number[];
}

const CUE_IS = /(?:\b(?:i am|i'm|im|we are|we're|is|are|it's|its|this is)\s+(?:(?:just|basically|really|also|now|a|an|the|one|my|our)\s+){0,2}|\b(?:a|an)\s+)$/i;
const CUE_MY = /\b(?:my|our|mon|ma|notre|meu|minha|nosso|nossa|mi|nuestro|nuestra|mein|meine|unser|unsere)\s+$/i;
const CUE_SITE = /\b(?:website|site|page|landing page|homepage)\s+(?:for|of|about|4)\s+(?:(?:a|an|my|our|the)\s+)?$/i;
const CUE_EMPLOYER = /\b(?:currently|previously|formerly|now|used to|worked|working|work|job|employed|intern(?:ed|ing)?)\s+(?:\w+\s+)?(?:at|for|with|in)\s+(?:(?:a|an|the|one)\s+)?(?:[\p{L}-]+\s+){0,2}$/iu;
const CUE_WORK = /\b(?:case stud(?:y|ies)|projects?|clients?|worked with|work for|portfolio pieces|past work|my work)\b[^.!?]{0,80}$/i;
const CUE_AFTER = /(?:[-–—:,(]|\|)\s*(?:(?:a|an|the|our|my)\s+)?$/;

/**
 * The numbers the chooser weighs for one candidate: what the rules made of it, where the brief says it and with
 * which words around it, and what sort of word ends it. Order matters: the weights (kind-weights.ts) follow it.
 */
function kindFeatures(
  c: { trade: Trade | null; noun: string; start: number; end: number; glossary: boolean; whole: boolean },
  ctx: KindContext,
  index: KindIndex,
  ranked: readonly Scored[],
  rules: KindReading,
  occurrences: (head: string) => number,
): number[] {
  const { text } = ctx;
  const r = ranked.find((x) => sameKind(c, x));
  const isBest = sameKind(c, rules);
  const ws = words(c.noun.toLowerCase());
  const last = ws.at(-1) ?? "";
  const head = singular(last);
  const before = c.start >= 0 ? text.slice(Math.max(0, c.start - 40), c.start) : "";
  const after = c.end >= 0 ? text.slice(c.end, c.end + 20) : "";
  const inName = !!ctx.name && c.start >= ctx.name.start && c.start < ctx.name.end;
  const ignoredAt = c.start >= 0 && ctx.ignore.some((s) => s.start <= c.start && c.start < s.end);
  const lexicon = index.vocabulary.has(head) || index.vocabulary.has(last) || ENGLISH_NOUN_WORDS.has(head) || ENGLISH_NOUN_WORDS.has(last);
  const count = c.start >= 0 ? Math.min(3, occurrences(head)) : 0;
  const support = c.trade && r ? Math.max(0, r.score - 3 * r.head) : 0;
  const b = (v: boolean) => (v ? 1 : 0);
  const nextWord = /^ (\p{Ll}[\p{Ll}-]+)/u.exec(after)?.[1] ?? "";
  return [
    Math.min(2, (r?.score ?? 0) / 3),
    r?.head ?? 0,
    b(isBest),
    isBest ? rules.confidence : 0,
    b(!!c.trade),
    b(!c.trade && namesWho(c.noun, index.vocabulary)),
    c.start >= 0 ? c.start / Math.max(1, text.length) : 1,
    b(c.start >= 0 && c.start < 60),
    b(inName),
    b(CUE_IS.test(before)),
    b(CUE_MY.test(before)),
    b(CUE_SITE.test(before)),
    b(!!ctx.name && c.start >= ctx.name.end && c.start - ctx.name.end < 6 && CUE_AFTER.test(text.slice(ctx.name.end, c.start))),
    b(lexicon),
    b(!lexicon && !MORE_HEADS.test(head) && WHO_END.test(head)),
    b(MORE_HEADS.test(head)),
    b(/[^s]s$/.test(last) && singular(last) !== last),
    b(COMMON_WORDS.has(head)),
    Math.min(4, ws.length) / 4,
    count / 3,
    b(ctx.english),
    b(ws.length === 1 && (LONE_GENERIC.test(last) || GENERIC_HEADS.has(last))),
    b(ignoredAt),
    b(/^\s+(?:in|at|from|based|near|serving|for)\b/i.test(after)),
    b(c.start >= 0 && /^\p{Lu}/u.test(text.slice(c.start))),
    Math.min(2, support) / 2,
    b(c.glossary),
    b(ctx.personal),
    b(EVENTS.test(last)),
    b(ctx.instructions.some((s) => s.start <= c.start && c.start < s.end)),
    // "wedding catering", "coffee shop": a noun before another says which; the last one says what.
    b(c.whole),
    // "currently at a fintech", "case studies: a banking app": where they work or what they made, not what the site is.
    b(CUE_EMPLOYER.test(before)),
    b(CUE_WORK.test(before.split(/[.!?]\s/).pop() ?? "")),
    // A person's own site is about what they do ("UX designer"), not about a catalogue business.
    b(ctx.personal && !c.trade && /(?:er|or|ist|ian|ant|ect)$/.test(head)),
    b(ctx.personal && !!c.trade && tradeArchetype(c.trade) !== "person"),
    b(!!nextWord && (index.vocabulary.has(nextWord) || index.vocabulary.has(singular(nextWord)) || ENGLISH_NOUN_WORDS.has(singular(nextWord)) || MORE_HEADS.test(nextWord))),
  ];
}

/**
 * Plural words for who does the work ("cheesemongers", "auctioneers", "kente weavers"): a word for a trade by its
 * ending, or one the lists know that ends like an agent ("sneakers", "prayers" and "posters" end so and are things).
 */
function agents(word: string, vocabulary: ReadonlySet<string>): boolean {
  const one = singular(word);
  return one !== word && (/\p{L}{3,}(?:monger|smith|wright|maker|eer|ier|ician|ist)$/u.test(one) || (/(?:er|or)$/.test(one) && (vocabulary.has(one) || ENGLISH_NOUN_WORDS.has(one)) && !COMMON_WORDS.has(one)));
}

/** "cheesemongers", "bell ringers": who they are, as one of them ("a cheesemonger"). */
function oneOf(noun: string, vocabulary: ReadonlySet<string>): string {
  const last = noun.split(" ").at(-1)!;
  // ("tango dancers and teachers" is two of them.)
  return agents(last, vocabulary) && !/\s(?:and|&)\s/.test(noun) ? `${noun.slice(0, -last.length)}${singular(last)}` : noun;
}

/** Goods made by hand: how, then the goods ("handmade X", groups 1 and 2), or the goods, then how ("X, made to order", 3 and 4). */
const HAND = "hand[- ]?(?:made|woven|loomed|carved|built|crafted|sewn|stitched|knitted|forged|thrown|painted|shaped|blown|bound|dyed|tooled|turned|beaded)";
const MADE_BY_HAND = new RegExp(`\\b(?:(${HAND}|handwoven)\\s+((?:[\\p{L}'-]+\\s+){0,1}[\\p{L}'-]+)|((?:[\\p{L}'-]+\\s+){0,1}[\\p{L}'-]+),?\\s+(${HAND}|made to order|made to measure|made by hand))\\b`, "giu");

/** Every candidate for what the site is: the rules' kinds and the customer's own noun, and every head phrase. */
function kindCandidates(ctx: KindContext, index: KindIndex, ranked: readonly Scored[], rules: KindReading, likeOf: Trade | null, ruledOut: ReadonlySet<string>): KindCandidate[] {
  const { text } = ctx;
  const out: KindCandidate[] = [];
  const seen = new Set<string>();
  // How often each head word starts a word of the brief: counted once per word, however many candidates end on it.
  const lower = text.toLowerCase();
  const counts = new Map<string, number>();
  const occurrences = (head: string) => {
    let n = counts.get(head);
    if (n === undefined) counts.set(head, (n = [...lower.matchAll(new RegExp(`\\b${head.replace(/[^\p{L}\d-]/gu, "")}`, "gu"))].length));
    return n;
  };
  const add = (c: { trade: Trade | null; noun: string; from: string; start: number; end: number; glossary: boolean; like: Trade | null; whole?: boolean }) => {
    const key = `${c.trade?.id ?? "other"}|${c.noun}|${c.start}`;
    // A kind the brief rules out is never one (a funeral home is never a DJ, whatever the words); another language's
    // words are quoted on an English page, never its noun ("taller de la familia", "Розова долина").
    // ("we are the Petrov family", "my mum": who runs it is never what it is.)
    if (seen.has(key) || (c.trade && ruledOut.has(c.trade.id)) || (!c.trade && (foreignNoun(c.noun) || FAMILY.test(words(c.noun).at(-1) ?? "")))) return;
    seen.add(key);
    out.push({ trade: c.trade, noun: c.noun, from: c.from, start: c.start, like: c.like, x: kindFeatures({ ...c, whole: c.whole ?? true }, ctx, index, ranked, rules, occurrences) });
  };
  const nameWords = new Set(ctx.name ? words(ctx.name.text.toLowerCase()) : []);
  for (const r of ranked.slice(0, 5)) {
    // ("owls chess club" from "Knight Owls Chess Club": the name's own words are not what it is.)
    if (!r.trade && words(r.noun).length > 2 && nameWords.has(words(r.noun)[0]!)) continue;
    // Where the brief says it, when it does: a kind only hinted at by words elsewhere ("place" among a race's
    // offers) has no place in the brief that says what it is.
    const at = r.from && r.head > 0 ? text.indexOf(r.from) : -1;
    add({ trade: r.trade, noun: r.noun, from: r.from, start: at, end: at >= 0 ? at + r.from.length : -1, glossary: false, like: r.trade ? null : r.noun === rules.noun ? likeOf : null });
  }
  if (!ranked.length) add({ trade: null, noun: rules.noun, from: rules.from, start: -1, end: -1, glossary: false, like: null });
  const englishWord = (w: string) => COMMON_WORDS.has(w) || index.vocabulary.has(w) || index.vocabulary.has(singular(w)) || ENGLISH_NOUN_WORDS.has(w) || ENGLISH_NOUN_WORDS.has(singular(w));
  for (const h of headPhrases(text, index.vocabulary)) {
    const phrase = corrected(h.phrase, index);
    const exact = headMatches(phrase, index).filter((m) => m.exact && words(m.keyword).length === words(phrase).length);
    const from = text.slice(h.start, h.end);
    const inName = !!ctx.name && h.start >= ctx.name.start && h.start < ctx.name.end;
    // ("Pupusería Doctor Pupusa": a title inside a name, before another of its words, is a nickname.)
    if (inName && TITLES.test(h.phrase) && h.end < ctx.name!.end - 1) continue;
    if (exact.length) {
      for (const m of exact) add({ trade: m.trade, noun: m.trade.noun, from, start: h.start, end: h.end, glossary: false, like: null });
      continue;
    }
    // "an it support company", "a place of worship": words that end phrases elsewhere ("it", "of") may be part of
    // the catalogue's name for the kind.
    for (const before of [/(\p{L}+)\s+$/u, /(\p{L}+\s+\p{L}+)\s+$/u].map((re) => re.exec(text.slice(Math.max(0, h.start - 30), h.start)))) {
      if (!before) continue;
      const wider = `${before[1]!.toLowerCase()} ${phrase}`;
      for (const m of headMatches(wider, index).filter((m) => m.exact && words(m.keyword).length === words(wider).length)) add({ trade: m.trade, noun: m.trade.noun, from: text.slice(h.start - before[0].length, h.end), start: h.start - before[0].length, end: h.end, glossary: false, like: null });
    }
    // "Knight Owls Chess Club": inside the name, only the words that say what it is ("chess club") are its kind.
    const two = words(h.phrase).slice(-2);
    // (Inside a name of three words or more, the last two: "Knight Owls | Chess Club", "Roots & Crowns | Loc Studio".)
    // ("Pupusería La Chulona": a name may open on what it is.)
    const own = !inName || (two.length === 1 && establishment(two[0]!)) ? h.phrase : two.length === 2 && nameWords.size >= 3 && !COMMON_WORDS.has(two[0]!) && /^\p{L}{3,}$/u.test(two[0]!) ? two.join(" ") : "";
    if (!own) continue;
    const bare = headNoun(own);
    // "snow removal" is a snow removal service; "thatching" a thatching business: a page is about someone who does it.
    const lastWord = words(bare).at(-1) ?? "";
    const activity = ACTIVITY_HEADS.test(lastWord) ? "service" : ING_NOUNS.test(lastWord) && !/^(?:wedding|building|bedding|clothing|lighting|housing|learning|parenting|dining|schooling|networking)$/.test(lastWord) ? "business" : "";
    const noun = activity ? `${bare} ${activity}` : bare;
    const ws = words(noun);
    // (A name's last word alone, "Kitchen", is the rules' to weigh: they know what a name ends with.)
    if (inName && ws.length < 2 && !establishment(noun)) continue;
    if (!noun || /[łąęśżźćńőűşğıřěůßœøåæ\d]/i.test(noun) || (ws.length === 1 && (LONE_GENERIC.test(noun) || GENERIC_HEADS.has(noun)))) continue;
    // Another language's words are not put on an English page: only a phrase of English words is the customer's noun.
    if (!ctx.english && !ws.every((w) => englishWord(w) || establishment(w))) continue;
    const like = headMatches(phrase, index)[0]?.trade ?? null;
    add({ trade: null, noun, from, start: h.start, end: h.end, glossary: false, like, whole: h.whole });
  }
  // "handmade surfboards", "hand-carved masks", "Orkney chairs, made to order": goods said to be made by hand are a
  // maker's ("surfboard maker", "mask carver"), not a shop's, however the brief names them.
  for (const m of text.matchAll(MADE_BY_HAND)) {
    const said = m[2] ?? m[3] ?? "";
    const object = said.toLowerCase().split(/\s+/);
    const last = object.at(-1) ?? "";
    if (singular(last) === last || !/^\p{L}[\p{L}'-]{2,}$/u.test(last) || /^(?:pieces|items|products|things|orders|designs|works|goods|gifts|options|sizes|styles|pairs|sets|ones)$/.test(last) || (COMMON_WORDS.has(singular(last)) && !index.vocabulary.has(singular(last)) && !WARES.test(last))) continue;
    const before = object.at(-2);
    const thing = [before && !COMMON_WORDS.has(before) && !/(?:ed|al|ic|ful|ous|ive)$|^hand|-/.test(before) ? before : "", singular(last)].filter(Boolean).join(" ");
    const how = (m[1] ?? m[4] ?? "").toLowerCase();
    const noun = `${thing} ${/wov|loom/.test(how) ? "weaver" : /carv/.test(how) ? "carver" : "maker"}`;
    if (!ctx.english && !words(thing).every(englishWord)) continue;
    const start = m.index + m[0].indexOf(said);
    add({ trade: null, noun, from: m[0], start, end: start + said.length, glossary: false, like: null });
  }
  for (const hit of tradeNounsIn(text)) {
    const exact = headMatches(hit.noun, index).filter((m) => m.exact);
    if (exact.length) for (const m of exact) add({ trade: m.trade, noun: m.trade.noun, from: hit.text, start: hit.start, end: hit.end, glossary: true, like: null });
    else add({ trade: null, noun: hit.noun, from: hit.text, start: hit.start, end: hit.end, glossary: true, like: headMatches(hit.noun, index)[0]?.trade ?? null });
  }
  return out;
}

/** Words of another language in a noun: another script, its joining words, or several accented words. */
function foreignNoun(noun: string): boolean {
  return /[^\p{Script=Latin}\p{N}\s'’&.\/-]/u.test(noun) || /(?:^|\s)(?:de|la|del|des|du|dla|za|bằng|von|der|die|das|und|och|og|ng|ang|kwa|ya|wa)(?:\s|$)/i.test(noun) || noun.split(/\s+/).filter((w) => /[^\x00-\x7f]/.test(w)).length >= 2;
}

/** The weighted score of one candidate: its log-odds of being what the site is. */
export function kindScore(x: readonly number[], w: Weights = KIND_WEIGHTS.choose): number {
  return weighted(x, w);
}

/**
 * What the second stage weighs to say how sure the chosen kind is: its score, its lead over the next kind, whether
 * the rules chose it too, how sure the rules were, and the chosen candidate's own features (a lead won by a word no
 * list knows, "femme" or "half way tree", is worth less than one won by "farrier").
 */
export function surenessFeatures(scored: readonly { candidate: KindCandidate; score: number }[], rules: KindReading): number[] {
  const [top, ...rest] = scored;
  if (!top) return [];
  const next = rest.find((o) => rivals(o.candidate, top.candidate));
  const agrees = sameKind(top.candidate, rules);
  return [top.score, top.score - (next?.score ?? -6), agrees ? 1 : 0, rules.confidence, agrees ? rules.confidence : 0, ...top.candidate.x];
}

/** As for the rules: the card asks about the customer's own noun unless it names who does what ("practice" alone, "hawk walks" do not). */
export function mustAsk(c: KindCandidate, vocabulary: ReadonlySet<string>): boolean {
  if (c.trade) return false;
  // One word alone must itself be a word for who or where ("farrier", "bakery"), not a word of one ("solar").
  const one = !c.noun.includes(" ") && !(WHO_END.test(c.noun) || establishment(c.noun) || LONE_WHO.test(c.noun) || MORE_HEADS.test(c.noun) || ING_NOUNS.test(c.noun) || /(?:ery|try|phy|logy|ics|ism)$/.test(c.noun));
  return one || !namesWho(c.noun, vocabulary);
}

/**
 * The words of the customer's own noun the chooser weighs one by one, on top of its features: its last word
 * ("kitchen", "basement" and "business" are seldom what a site is; "farrier" often is) and its length. A catalogue
 * kind has none: weights for its words would be a bias for or against that kind, learned from the
 * few briefs that named it ("Church St" is no church). Each is looked up in the learned table (kind-word-weights.ts).
 */
export function kindWords(c: { trade: Trade | null; noun: string }): string[] {
  if (c.trade) return [];
  const w = c.noun.toLowerCase().split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
  return [`h:${w.at(-1) ?? ""}`, `n:${Math.min(w.length, 4)}`];
}

/** What a candidate's words add to its score, by a table of learned weights (the shipped one, or one being learned). */
export function wordScore(c: { trade: Trade | null; noun: string }, table: Readonly<Record<string, number>> = KIND_WORD_WEIGHTS): number {
  return kindWords(c).reduce((sum, f) => sum + (table[f] ?? 0), 0);
}

/** The candidates by score, highest first; of equals, the one the brief says first. */
export function rankCandidates(candidates: readonly KindCandidate[], w: Weights = KIND_WEIGHTS.choose, table: Readonly<Record<string, number>> = KIND_WORD_WEIGHTS): { candidate: KindCandidate; score: number }[] {
  return candidates.map((candidate) => ({ candidate, score: kindScore(candidate.x, w) + wordScore(candidate, table) })).sort((a, b) => b.score - a.score || (a.candidate.start < 0 ? Infinity : a.candidate.start) - (b.candidate.start < 0 ? Infinity : b.candidate.start));
}

/**
 * Catalogue kinds whose words are for one sort of business under a broad noun: a family doctor's practice for
 * "clinic", a children's school for "school", a painter for "artist". The customer's more particular phrase ending
 * on that noun, with a word of a trade before it ("hair clinic", "sewing school", "mehndi artist"), is its own kind
 * in the catalogue's shape, so the page never speaks of vaccinations or pupils' homework to them. (A word no trade
 * list knows, "Heights Academy", "Campion College", is more likely a name.)
 */
const NARROW: Readonly<Record<string, RegExp>> = {
  clinic: /^clinic$/, school: /^(?:school|academy|college)$/, artist: /^artist$/, band: /^(?:choir|orchestra|ensemble|band)$/,
  // ("bonsai nursery", "phone repair shop", "pho garage", "capoeira academy": a head another trade shares.)
  daycare: /^nursery$/, "electronics-shop": /^(?:shop|store)$/, "car-repair": /^garage$/, gym: /^(?:gym|academy|academia)$/,
};

function particular(item: KindCandidate, candidates: readonly KindCandidate[], vocabulary: ReadonlySet<string>): KindCandidate | null {
  const head = item.trade && NARROW[item.trade.id];
  if (!head) return null;
  const keywords = new Set(item.trade!.keywords.map((k) => k.toLowerCase()));
  const own = candidates.find((c) => {
    if (c.trade || keywords.has(c.noun)) return false;
    const ws = c.noun.split(/\s+/);
    // ("aesthetics clinic", "fertility clinic": a field of its own, which the broad kind's copy would get wrong.)
    // ("jiu-jitsu academy", "mas band", "steel band": a discipline or a tradition of its own, likewise.)
    const field = (w: string) => /^(?:aesthetics?|cosmetic|skin|laser|hair|fertility|sleep|weight|pain|travel|sports?|dermatology|cardiology|orthopaedic|orthopedic|ivf|botox|jiu-jitsu|jiujitsu|bjj|karate|judo|taekwondo|kickboxing|mma|capoeira|fencing|archery|mas|steel|brass|marching|pipe|carnival|gospel|mariachi|samba|taiko|mehendi|mehndi|henna|bonsai|plant|tree|phone|mobile|repair|pho|noodle)$/.test(w);
    // ("surf school", "salsa academy": a school for a skill, whatever the skill.)
    if (item.trade!.id === "school" && ws.length === 2 && skillSchool(c.noun) && !keywords.has(ws[0]!)) return true;
    return ws.length >= 2 && head.test(ws.at(-1)!) && ws.slice(0, -1).every((w) => (vocabulary.has(w) || vocabulary.has(singular(w)) || field(w)) && !COMMON_WORDS.has(w) && !keywords.has(w));
  });
  return own ? { ...own, like: item.trade } : null;
}

/**
 * Catalogue kinds broader than others: a clinic is also a vet's, a dentist's or a psychologist's; a school also a
 * dance or language school; a wedding's own site also names the planners, venues and caterers who serve weddings;
 * a farm may be a farm tour. When the brief also reads as the narrower kind, nearly as likely, that is the page it
 * wants: the broad kind's copy (vaccinations, pupils' homework, "our big day") would be another trade's.
 */
const NARROWER: Readonly<Record<string, readonly string[]>> = {
  clinic: ["dentist", "pharmacy", "physiotherapist", "therapist", "vet", "massage-spa", "charity"],
  school: ["tutor", "music-lessons", "language-school", "coding-bootcamp", "driving-school", "sports-club", "charity"],
  wedding: ["event-planner", "event-venue", "wedding-photographer", "catering", "florist", "makeup-artist", "photographer", "videographer"],
  farm: ["tour-operator", "hotel", "retreat"],
  "bike-shop": ["tour-operator", "charity", "marathon", "hotel", "coworking"],
  "place-of-worship": ["charity", "festival"],
};
/** How much less likely (in log-odds) a narrower kind may be and still be chosen over the broad one (set on the spent sets). */
const NARROWER_MARGIN = 2;

function narrower(top: { candidate: KindCandidate; score: number }, ranked: readonly { candidate: KindCandidate; score: number }[]): KindCandidate | null {
  const ids = top.candidate.trade && NARROWER[top.candidate.trade.id];
  if (!ids) return null;
  return ranked.find((r) => r.candidate.trade && ids.includes(r.candidate.trade.id) && r.score >= top.score - NARROWER_MARGIN)?.candidate ?? null;
}

/**
 * The likeliest candidate, as sure as the second stage says: 0.5 at the threshold below which the card asks.
 */
/**
 * "Teta Hind's Kitchen, a Lebanese home-style restaurant", "JM Bangka Builders from Romblon, a family boatyard": what
 * the name is said to be, right after it, when the chosen kind is only a word inside the name; the catalogue's kind
 * when it is one of them ("a one-day conference" is a conference).
 */
function saidOfTheName(top: KindCandidate, ranked: readonly { candidate: KindCandidate }[], ctx: KindContext, vocabulary: ReadonlySet<string>): KindCandidate | undefined {
  const name = ctx.name;
  if (!name || !(top.start >= name.start && top.start + top.from.length <= name.end)) return undefined;
  const said = ranked
    .map((r) => r.candidate)
    .filter((c) => c.start >= name.end && !mustAsk(c, vocabulary) && (c.trade || vocabulary.has(words(c.noun).at(-1) ?? "")) && saidOfName(ctx.text.slice(name.end, c.start)) && !top.noun.endsWith(c.noun) && !(words(c.noun).length === 1 && (LONE_GENERIC.test(c.noun) || GENERIC_HEADS.has(c.noun))));
  return said.find((c) => c.trade) ?? said[0];
}

/** The nouns that end a software product's name for what it does ("farm planning app", "church management software"). */
const SOFTWARE_HEAD = /^(?:app|apps|software|platform|tool|system|bot|plugin|extension|saas)$/i;

/**
 * "iron temple gym", "a farm planning app": one kind's word before another kind's noun only says which one it is;
 * the noun that ends the phrase is what it is. (Never a word that could end any phrase: "coffee shop" is a cafe.)
 */
function modifies(c: KindCandidate, candidates: readonly KindCandidate[], text: string): boolean {
  // (Only a candidate read from its own place in the text: one scored from the whole brief has none.)
  const standsAt = (k: KindCandidate) => k.start >= 0 && text.slice(k.start, k.start + k.from.length) === k.from;
  if (!c.trade || !standsAt(c)) return false;
  const end = c.start + c.from.length;
  return candidates.some((d) => {
    if (!d.trade || d.trade === c.trade || d.start < end || !standsAt(d)) return false;
    const noun = d.from.trim().toLowerCase();
    // (A name after the word, "our mas band Jab Jab Junction", is whose it is, not a noun it describes.)
    if (!/^\p{Ll}/u.test(d.from.trim())) return false;
    return /^\s+(?:(?!(?:for|of|in|at|to|on|by|from|with|and|or|the|a|an|our|my|your|their|its|that|which|who|is|are)\s)[\p{Ll}-]+\s+){0,2}$/u.test(text.slice(end, d.start)) && (SOFTWARE_HEAD.test(noun) || !LONE_GENERIC.test(noun));
  });
}

function chooseKind(rules: KindReading, candidates: readonly KindCandidate[], ctx: KindContext, vocabulary: ReadonlySet<string>): KindReading {
  // ("Ledgerly (invoicing for freelancers in India)": the freelancers are its customers, whatever else is weak. "The
  // Chapel, a bouldering gym in a converted Methodist chapel": the chapel is the building, in its name too.)
  const within = (c: KindCandidate, s: Span) => c.start >= s.start && c.start < s.end;
  const housing = ctx.housing ?? [];
  const buildings = new Set(candidates.filter((c) => c.trade && housing.some((s) => within(c, s))).map((c) => c.trade));
  const a = ctx.audience;
  const theirs = candidates.filter((c) => !(a && within(c, a)) && !housing.some((s) => within(c, s)) && !(c.trade && buildings.has(c.trade)) && !modifies(c, candidates, ctx.text));
  const ranked = rankCandidates(theirs.length ? theirs : candidates);
  const top = ranked[0];
  if (!top) return rules;
  const chosen = saidOfTheName(top.candidate, ranked, ctx, vocabulary) ?? particular(top.candidate, candidates, vocabulary) ?? narrower(top, ranked) ?? top.candidate;
  // ("a group of 30 women weavers" are weavers, and said so.)
  const many = chosen.start >= 0 && /(?:\b(?:group|collective|team|family|cooperative|co-op|association|society|network|union) of|\d+)\s+(?:[\p{L}-]+\s+)?$/iu.test(ctx.text.slice(Math.max(0, chosen.start - 30), chosen.start));
  const item = chosen.trade || many ? chosen : { ...chosen, noun: oneOf(chosen.noun, vocabulary) };
  let confidence = likelihood(weighted(surenessFeatures(ranked, rules), KIND_WEIGHTS.sure) - KIND_WEIGHTS.sure.threshold);
  if (mustAsk(item, vocabulary)) confidence = Math.min(confidence, ASK_BELOW.kind - 0.02);
  const guesses: KindReading["guesses"] = [];
  for (const { candidate: c, score } of ranked.slice(1)) {
    const g = { id: c.trade?.id ?? "other", noun: c.noun, score: likelihood(score) };
    // A button on the card must name a kind: never "pour", "days" or "half day".
    if (rivals(c, item) && !mustAsk(c, vocabulary) && !guesses.some((x) => x.id === g.id && x.noun === g.noun) && guesses.length < 3) guesses.push(g);
  }
  // The customer's own noun takes the shape its head word gives ("phone repair shop" is a service), else the shape of
  // the catalogue kind it is a sort of, else what the brief says around it.
  const archetype = item.trade ? tradeArchetype(item.trade) : item.like ? (headArchetype(item.noun) ?? tradeArchetype(item.like)) : archetypeOf(item.noun, ctx);
  // ("invoicing", "cloud accounting", "invoicing expense tracking": software named by the work it does is that
  // work's software, on the card and on the page.)
  // ("invoicing business": the name reader's word for work named by what is done, which for software is software.)
  const work = archetype === "software" && !item.trade ? item.noun.replace(/^(\p{L}{3,}ing) business$/u, "$1") : item.noun;
  const noun = archetype === "software" && !item.trade && /\p{L}{3,}ing$/u.test(work) && !/\b(?:app|software|saas|platform|tool|cli|plugin|extension|library|framework|api|sdk|bot)\b/i.test(work) ? `${work} software` : item.noun;
  return { trade: item.trade, noun, archetype, confidence, from: item.from.slice(0, 200), guesses, role: rules.role };
}
