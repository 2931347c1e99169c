// Which of the eight shapes of site a kind takes: the catalogue's entries by their field, and a kind outside the
// catalogue by its head noun ("farrier" a service, "tiffin service" food, "esports team" an organisation).
import { archetypes, type Archetype } from "../../../../schema/brief";
import type { Category } from "../../../../schema/prompt";
import type { Trade } from "../trade";
import { ARCHETYPE_WEIGHTS } from "./archetype-weights";
import { softmax } from "./learned";

const BY_TRADE: Record<string, Archetype> = {
  restaurant: "food", bakery: "food", cafe: "food", butcher: "shop", "food-truck": "food", catering: "food", farm: "shop", bar: "venue",
  hotel: "venue", coworking: "venue", "event-venue": "venue", "art-gallery": "venue", gym: "venue", "yoga-studio": "venue",
  saas: "software", "fintech-app": "software", "mobile-app": "software", florist: "shop", pharmacy: "shop",
  school: "organisation", "language-school": "organisation", "coding-bootcamp": "organisation", daycare: "organisation", "driving-school": "service",
  tutor: "person", "music-lessons": "service", "sports-club": "organisation", band: "person", dj: "person", musician: "person",
};

const BY_CATEGORY: Record<Category, Archetype> = {
  business: "service", portfolio: "person", ecommerce: "shop", blog: "person", personal: "person", event: "event", educational: "organisation", nonprofit: "organisation",
};

export function tradeArchetype(trade: Trade): Archetype {
  return BY_TRADE[trade.id] ?? BY_CATEGORY[trade.category];
}

/** A place people come to ("desert camp", "escape rooms", "smoke sauna", "fado house"): a venue, whatever else it is. */
const PLACE_TO_COME = /\b(?:(?:desert|tented|safari|bush|beach|surf|running|runners|training|summer|bedouin|luxury|eco|glamping|tree|river|lake|mountain|base|fishing|hunting)\s+camp|escape rooms?|escape game|saunas?|bathhouse|bath house|hammam|hamam|hot springs?|houseboats?|houseboat hire|casa particular|glamping|freehouse|fado house|cellar door|puppet theatre|teatrino)$/i;

/**
 * "surf school", "salsa academy", "cricket academy": a school for a skill is a business that teaches it, not an
 * institution. Only a school for general schooling ("primary school", "girls' academy", "Islamic college") is one.
 */
export function skillSchool(noun: string): boolean {
  const m = /(?:^|\s)([\p{L}'’-]+)\s+(?:school|academy|camp|escuela|escola|école)$/iu.exec(noun);
  return !!m && !PLACE_TO_COME.test(noun) && !/^(?:primary|secondary|high|middle|elementary|international|girls['’]?|boys['’]?|community|public|private|grammar|nursery|day|boarding|junior|senior|catholic|islamic|christian|montessori|model|village|mission|prep|preparatory|polytechnic|technical|vocational|medical|nursing|law|business|heights|hill|valley|city|county|state|national|the|our|my|a|new|old|st|saint)$/i.test(m[1]!) && !/^\p{Lu}/u.test(m[1]!);
}

/** Head nouns by the shape they take; the last word of a phrase decides ("drone survey company": service). */
const HEADS: [Archetype, RegExp][] = [
  // ("desert camp", "summer camp", "escape rooms", "smoke sauna", "fado house": a place people come to.)
  ["venue", PLACE_TO_COME],
  ["software", /\b(?:app|apps|application|platform|tool|tools|api|sdk|cli|library|plugin|extension|saas|software|dashboard|bot|chatbot|marketplace|engine|framework|startup|start-up|website builder|game)$/i],
  ["event", /\b(?:conference|festival|wedding|party|night|gala|tournament|fundraiser|concert|show|summit|meetup|meet-up|expo|fair|exhibition|launch|ceremony|memorial|funeral|celebration|reunion|retreat|hackathon|race|marathon|match|league|cup|workshop series|bootcamp|camp|trip|tour|crawl|quiz|screening|recital|premiere|birthday|anniversary|baby shower|bridal shower|graduation|burial|send-off|sendoff|harambee)$/i],
  // ("taco shop", "kebab stall", "dumpling house": a shop for food to eat is a kitchen, not a shelf.)
  // ("phone repair shop", "tattoo shop", "hanbok rental shop": a shop where work is done is a service.)
  ["service", /\b(?:repair|repairs|servicing|service|tattoo|rental|hire|barber|laundry|print|printing|framing|alterations?|tailoring|engraving)\s+(?:shop|kiosk|stall|store|shack|hut|spot)$/i],
  ["food", /\b(?:jerk|pork|chicken|fish|seafood|rice|curry|suya|chops|nyama|hotdog|hot dog|wings|ribs|fries|juice|smoothie|dessert|cake|pancake|bagel|sushi|poke|pho|bao|bbq|barbecue|grill|food|snack|street food)\s+(?:spot|shack|joint|stand|stall|hut|corner|place|pit stop|pit|centre|center)$/i],
  ["food", /\b(?:taco|tacos|kebab|chip|chippy|noodle|noodles|pie|pizza|donut|doughnut|sandwich|burger|dumpling|dumplings|ramen|roti|waffle|crepe|crêpe|fried chicken|fish and chip|soup|arepa|empanada|pupusa|shawarma|falafel|bubble tea|boba)\s+(?:shop|shops|stall|stand|house|hut|spot|place|bar|joint|cart)$/i],
  // ("pupusería", "salteñería", "churrascaria", "gelateria", "crêperie": a place named for the food it serves.)
  ["food", /(?:^|\s)(?:pupus|salteñ|cevich|picant|taqu|pizz|gelat|panad|helad|churrasc|pastel|sorvet|cervej|cr[eê]p|boulang|p[aâ]tiss|tortill|empanad|parrill|marisqu|poll|churr|sanguch|hamburgues|cafet|jugu|lanchon|petisc|oster|rosticc|arep|tapas|chocolat)\p{L}*(?:er[ií]a|ar[ií]a|erie)$/iu],
  ["food", /\b(?:restaurant|cafe|café|kitchen|bakery|bakehouse|truck|van|catering|caterer|caterers|food|foods|eatery|diner|grill|bbq|barbecue|braai|pizzeria|takeaway|take-away|canteen|buka|mama put|nyama choma|joint|tiffin|tiffin service|meal prep|meals|juice bar|smoothie bar|ice cream|gelato|chocolatier|confectioner|brewery|distillery|winery|roastery|dhaba|tea stall|chai|bistro|brasserie|patisserie|deli|delicatessen|snacks|chops|small chops|suya|shawarma|pop-up)$/i],
  ["shop", /\b(?:[a-z]*mongers?|shop|store|boutique|mart|supermarket|minimart|kiosk|duka|stall|outlet|market|emporium|provisions|pharmacy|chemist|dealer|dealership|wholesaler|retailer|supplier|suppliers|merchant|seller|vendor|brand|label|collection|line|range|products|goods|wares|merch|merchandise|lamp|bottle|bag|bags|shoes|sneakers|jewellery|jewelry|cosmetics|skincare|candles|soap|perfume|fragrance|clothing|clothes|fabrics|vitenge|kitenge|ankara|thrift|mitumba|gear|supplies|equipment|oils?|jams?|sarees|saris|perfumes|fragrances|bales|textiles|crafts|handicrafts|baskets|ceramics|beads|rugs|carpets|spices|teas|wines|spirits|sauces|preserves|pickles|chutneys|nuts|seedlings|bulbs|toys|books|vinyl|prints|posters|stickers|stationery|garments|sandals|wallets|belts|hats|knives|spares|spare parts|parts|tyres|tires|batteries|accessories|soaps|incense|honey|beeswax|cheeses|ghee|flour|grains|feeds|fertili[sz]ers?|furniture|mattresses|lamps|tiles|paints|timber|hammocks|blankets|quilts)$/i],
  // "kintsugi repair studio", "furniture restoration workshop": a place where work is done is a service.
  ["service", /\b(?:repair|repairs|restoration|workshop|studio|garage|service|services|hire|rental|rentals|cleaning|installation|installer|installers|maintenance|clinic|practice)$/i],
  // (A club of members, "chess club", "rowing club", is an organisation; a club people go out to is a venue.)
  ["venue", /\b(?:(?:night|jazz|comedy|beach|supper|cocktail|karaoke|blues|dance|strip)\s+club|nightclub|lounge|bar|pub|venue|hall|gallery|museum|hotel|lodge|guesthouse|guest house|hostel|resort|camp|campsite|spa|gym|arena|stadium|court|pitch|park|garden|gardens|zoo|cinema|theatre|theater|bnb|airbnb|apartment|apartments|villa|cottage|retreat centre|coworking|co-working|space|centre|center|range|rink|pool|arcade|escape room)$/i],
  // ("shearing team", "roofing crew": a team named for its work does it for customers.)
  ["service", /\b\p{L}{3,}ing\s+(?:team|crew|gang|squad)$/iu],
  ["organisation", /\b(?:charity|foundation|initiative|trust|ngo|non-profit|nonprofit|church|mosque|temple|synagogue|parish|ministry|fellowship|congregation|association|society|club|union|cooperative|co-op|sacco|chama|group|network|alliance|federation|council|committee|movement|campaign|school|academy|college|university|institute|team|esports team|squad|choir|orchestra|troupe|league|collective|community|residents|hoa|party|scouts|guides)$/i],
  ["person", /\b(?:me|cv|resume|résumé|portfolio|biography|bio|blog|newsletter|podcast|vlog|zine|academic|\p{L}+ologist|engineer|developer|designer|writer|author|artist|photographer|videographer|musician|singer|rapper|producer|dj|actor|actress|model|dancer|poet|illustrator|architect|consultant|coach|trainer|tutor|teacher|lecturer|professor|doctor|nurse|surgeon|dentist|lawyer|advocate|accountant|therapist|counsellor|counselor|speaker|influencer|creator|youtuber|podcaster|blogger|freelancer|student|graduate|researcher|scientist|journalist|chef|comedian|mc|emcee|pastor|politician|candidate|athlete|footballer|player|makeup artist|stylist)$/iu],
];

/** What a software product's description says about it, whatever its noun ("invoicing + VAT-ready receipts"). */
const SOFTWARE_SIGNS = /\b(?:app|apps|saas|software|sign ?up|log ?in|download|app store|google play|play store|android|ios|api|dashboard|integrations?|per user|\/user|free trial|start free|try it free|works offline|open source|npm|pip install|github|browser extension|chrome|mit licen[sc]ed|licen[sc]ed under|install snippet|go get|cargo add|brew install|self-hosted|docker(?: image)?|agpl|gpl|hosted (?:in|on)|in the cloud|cloud-based|landing page|subscription|users|try \p{L}+ free|per month|\/mo(?:nth)?|\/monat|\/mes)(?![\p{L}])/giu;

/** What a seller of goods says: it sells, stocks or ships things, in any of the languages briefs come in. */
const GOODS_SIGNS = /\b(?:we sell|i sell|we dey sell|i dey sell|dey sell|selling|we stock|wholesale|we ship|ship (?:worldwide|nationwide|abroad|internationally)|per kg|a jar|per jar|a tray|per tray|order online|shop online|vendemos|vendo|je vends|nous vendons|on vend|tunauza|ninauza|wir verkaufen|verkaufen|kami menjual|jual|vendiamo|export(?:s|ing)?|ships|free shipping|handmade|hand-made|made to order|made by hand|for sale|we make|i make|we build|i build|hacemos|fazemos|nous fabriquons|bales?|(?:we |dey )?deliver (?:nationwide|countrywide|anywhere|all over)|shipping (?:nationwide|worldwide|included)|\d+\s?(?:kg|g|ml|l|litre|liter)\s+(?:jar|bottle|bag|pack|tin|sack|tub))\b/i;
/** What someone who does the work says: fixes, repairs, installs, teaches, cleans. */
const SERVICE_SIGNS = /\b(?:we (?:fix|repair|install|service|clean|teach|train|build|paint|drill|deliver parcels|move)|i (?:fix|repair|install|service|clean|teach|train|build|paint)|repairs?\b|reparaties?|reparación|réparations?|reparos?|reparatur(?:en)?|reparamos|arreglamos|consertamos|fixed|we restore|installation|servicing|lessons|classes|cours|workshops|tours|for hire|verhuur|restorations?|restauro|set-?ups?|rehairs?|alterations|dissertation binding|thesis binding)\b/i;

/** Whether the brief speaks of work done for customers ("repairs too", "pottery classes"), not only of goods. */
export function speaksOfWork(text: string): boolean {
  return SERVICE_SIGNS.test(text);
}

/** An offer named as work ("Screen replacement", "Ding repairs", "Tuning"), not as goods. */
const WORK_NAMES = /\b(?:repairs?|repaired|replacements?|servicing|service|installations?|installed|fitting|tuning|lessons?|classes|courses?|alterations?|restorations?|cleaning|fixing|fixed|damage|set-?ups?|rehairs?|reparaci[oó]n(?:es)?|reparamos|conserto|réparations?|reparatur(?:en)?)\b/i;
/** The verbs that say what is done to a thing, and what is sold or made: the nearest before an offer says which. */
const WORK_VERBS = /\b(?:fix|fixes|repair|install|installs|service|clean|cleans|teach|teaches|restore|restores|tune|tunes|mend|mends|reparamos|arreglamos|consertamos|réparons|reparieren)\b/giu;
const GOODS_VERBS = /\b(?:sell|sells|stock|stocks|make|makes|build|builds|carry|carries|import|export|supply|supplies|fabricamos|hacemos|vendemos|vendo|fazemos|vendons|vends|verkaufen|tunauza)\b/giu;

/**
 * Whether a shop's offer is work done for customers rather than goods on its shelf: named as work, or listed after a
 * verb of work ("We fix phones, screens, and we sell chargers": phones and screens are repairs, chargers are goods), or
 * before one ("Tyres fixed while you wait").
 */
export function isWork(offer: { name: string; from: string }): boolean {
  if (WORK_NAMES.test(offer.name)) return true;
  const at = offer.from.toLowerCase().indexOf(offer.name.toLowerCase());
  if (at < 0) return false;
  // ("Tyres fixed while you wait": the work said after the thing.)
  if (/^\p{L}*\s+(?:fixed|repaired|serviced|replaced|installed|tuned|cleaned|restored|mended)\b/iu.test(offer.from.slice(at + offer.name.length))) return true;
  const before = offer.from.slice(0, at);
  const last = (re: RegExp) => Math.max(-1, ...[...before.matchAll(re)].map((m) => m.index));
  const work = last(WORK_VERBS);
  return work >= 0 && work > last(GOODS_VERBS);
}

/** A brief written by one person about themselves ("I'm Lina, a sworn translator"), with no "we" anywhere. */
const SPEAKS_AS_ONE = /(?:^|[^\p{L}])(?:i['’]m|i am|im|my name is|je suis|je m['’]appelle|soy|sou|ich bin|mimi ni|naitwa|sono|i work|i teach|i play|i guide)\s/iu;
const SPEAKS_AS_MANY = /(?:^|[^\p{L}])(?:we|we['’]re|we['’]ve|our|us|team|nous|notre|somos|nosso|nossa|nuestro|nuestra|wir|unser|sisi|kami|staff|employees)(?![\p{L}])/iu;
/** Someone whose work is themselves, by the last word of their noun ("sworn translator", "trekking guide"); not a maker. */
const ONE_WHO = /(?:guide|tutor|coach|interpreter|translator|artist|player|dancer|singer|poet|doula|midwife|nurse|chef|griot|sherpa|mc|dj|therapist|psychologist|consultant|photographer|videographer|writer|author|designer|developer|teacher|trainer|instructor|musician|performer|illustrator|architect|lawyer|advocate|accountant|counsel+or|mediator|celebrant|officiant|comedian|magician|storyteller|researcher|speaker)$/;

/** The shape a noun's own head word gives it ("phone repair shop": a service), or null when its head says none. */
export function headArchetype(noun: string): Archetype | null {
  const phrase = noun.toLowerCase().trim();
  if (skillSchool(phrase)) return "service";
  return HEADS.find(([, re]) => re.test(phrase))?.[0] ?? null;
}

export function archetypeOf(noun: string, ctx: { category: Category | null; personal: boolean; text?: string }): Archetype {
  if (ctx.personal) return "person";
  const phrase = noun.toLowerCase().trim();
  // ("violin maker", "loukoumi workshop", "kente weaver", "honey business": one who makes goods and sells them, in a
  // brief that speaks of selling, is a shop.)
  if (ctx.text && /(?:maker|makers|workshop|atelier|taller|weaver|weavers|luthier|saddler|saddlery|perfumer|chocolatier|confectioner|business)$/.test(phrase) && GOODS_SIGNS.test(ctx.text) && !SERVICE_SIGNS.test(ctx.text)) return "shop";
  // One person writing about their own work is the site's person: it speaks as "I", about them.
  if (ctx.text && ONE_WHO.test(phrase) && !/(?:shop|store|centre|center|company|service|services)$/.test(phrase) && SPEAKS_AS_ONE.test(ctx.text) && !SPEAKS_AS_MANY.test(ctx.text)) return "person";
  // (A school for a skill, and the makers and people above, end on none of each other's words: the order is free.)
  const head = headArchetype(phrase);
  if (head) return head;
  if (ctx.category) return BY_CATEGORY[ctx.category];
  // A noun we do not know, in a description that speaks of sign-ups, app stores and per-user prices: software.
  if (ctx.text && new Set((ctx.text.match(SOFTWARE_SIGNS) ?? []).map((m) => m.toLowerCase())).size >= 2) return "software";
  // A noun we do not know for a business that says it sells goods ("je vends du poisson", "we sell cloves, vanilla"):
  // a shop.
  if (ctx.text && GOODS_SIGNS.test(ctx.text) && !SERVICE_SIGNS.test(ctx.text)) return "shop";
  // Someone who does a thing ("farrier", "locksmith", "piano tuner") runs a service.
  return "service";
}

/**
 * What a brief's shape is weighed on: each of its words once (lower case, without a possessive "'s"), and the shape
 * the rules above gave its kind ("r:service"), whose weight says how far the words must outweigh them.
 */
export function shapeFeatures(text: string, rules: Archetype): string[] {
  const words = (text.toLowerCase().normalize("NFC").match(/\p{L}[\p{L}'’-]*/gu) ?? []).map((w) => w.replace(/['’]s$/, "").replace(/’/g, "'"));
  return [...new Set(words), `r:${rules}`];
}

let table: Map<string, number[]> | null = null;

/** The learned weights, unpacked on first use: "honey": "1:0.9 4:-0.6" is a weight of 0.9 for shop, -0.6 for person. */
function shapeWeights(): Map<string, number[]> {
  table ??= new Map(
    Object.entries(ARCHETYPE_WEIGHTS.features).map(([feature, packed]) => {
      const w = ARCHETYPE_WEIGHTS.bias.map(() => 0);
      for (const pair of packed.split(" ")) {
        const [k, v] = pair.split(":");
        w[Number(k)] = Number(v);
      }
      return [feature, w];
    }),
  );
  return table;
}

/**
 * The shape of a kind outside the catalogue, weighing every word of the brief ("honey 12 euro/jar", "per night",
 * "members", "fish n chips") with the rules' reading of its noun: a honey seller whose noun says nothing
 * ("ballyhoura bees") is a shop, not the service the rules fall back to (docs/decisions/0052). Below an even
 * chance the rules keep it.
 */
export function weighedArchetype(text: string, rules: Archetype): Archetype {
  const p = softmax(shapeFeatures(text, rules), ARCHETYPE_WEIGHTS.bias, shapeWeights());
  const best = p.indexOf(Math.max(...p));
  return p[best]! >= 0.5 ? archetypes[best]! : rules;
}
