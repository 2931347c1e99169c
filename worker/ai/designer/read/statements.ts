// The customer's own sentences about their business, ready for the page: "Family firm since 1979, my grandfather
// started it." Only statements of fact in English go through (never a wish about the website, a greeting or a joke
// about it), tidied for capitals and full stops and otherwise left as written, so their facts stay theirs.
import { foreignWord, readsAsEnglish } from "./language";
import type { Span } from "./text";

const NOT_COPY = /\b(?:website|web ?site|site|web ?page|page|landing|design|designer|tech guy|lol|lmao|haha|pls|plz|please|asap|urgent|budget|domain|hosting|seo|google|template|builder|make it|keep it|i want|we want|i need|we need|would like|i'd like|we'd like|wanna|sections?|buttons?|pages|testimonials|colou?rs?|font|theme|layout|tagline|slogan|headline|logo|tiers?|pricing|packages?|plans?|price list|mark this|badge|photos? of|pictures? of|gallery|faq|whatsapp|call|phone|email|e-mail|tel|contact|name is|name's|called|named|jina|nataka|tunataka|abeg|wan|i go|dey|una|sabi|would be nice|you can (?:put|use|add|show|make|take)|you could|for you|let me|nothing fancy|essential|(?:calendar|form|page|photos?) needed|later|the name|in the name|mascot|pastel|serif|animations?|palette|downloadable|should have|comparison table|as cards)\b|https?:|@|\d{3}[\s-]?\d{3}[\s-]?\d{3}|\?/i;
/**
 * "We're NOT a steakhouse", "we don't sell new generators": said to stop us guessing wrong, not for visitors; and
 * what tells us what to do ("Put our pic", "Say that big").
 */
const DENIAL = /\b(?:not|never)\b|(?:n['’]t|\b(?:dont|doesnt|didnt|cant|wont|isnt|arent|havent))\s+(?:sell|do|use|train|advertise|promote|confuse|mix|have|offer|make|mean|stock|carry|want|need|put|show|list|take|repair|fix|cater)\b|^(?:put|show|list|embed|say|make|keep|add|use|give|think|include|mention|highlight|display|write|no need)\b|\bno\s+(?:tables|rooms|classes|sales|memberships|prices|repairs|food|toys|hunts|vinyl)\b|^(?:want|need|looking for|photos?|pictures?|pics)\b/i;
/**
 * What else says a sentence is about the website: which currency or languages it shows ("prices in USD", "so English
 * and Portuguese"), what it must not look like or be taken for ("nothing too corporate", "don't mix it up with a
 * gym"), and parts asked for in passing ("so put a map", "footer must say").
 */
const LANGUAGES = "english|spanish|portuguese|german|french|italian|italiano|greek|norwegian|polish|japanese|chinese|arabic|swahili|kiswahili|dutch|russian|turkish|hindi|korean|danish|swedish";
const ABOUT_THE_SITE = new RegExp(
  [
    String.raw`\bprices?\s+(?:also\s+|shown\s+)?in\s+\p{L}`,
    String.raw`\b(?:${LANGUAGES})\b\s+(?:only|first|second|ok|version|too|for (?:tourists|visitors|guests|foreigners))\b`,
    String.raw`\b(?:so|text in|site in|website in|menu in|content in|can u do|can you do)\s+(?:${LANGUAGES})\b`,
    // ("Can you put a before and after bit with pictures", "#PriyaGotArjuned should be on the top": asked of us.)
    String.raw`^(?:can|could|would|will) (?:you|u)\b|\bshould (?:be|go|sit|appear) (?:on|at|in) the (?:top|bottom|header|footer)\b`,
    String.raw`\b(?:mix(?:ed)? (?:it |us |them )?up|confuse (?:us|it|them)|bear with|avoid making|keep (?:him|her|them|it|project names)\b|white space|imagery|footer|must say|would (?:help|love)|nothing too|one-product|name it|say that|show (?:some|those|these|that|our|it)\b|(?:put|add|also) (?:a|an|the) (?:little )?map|a map|calendar|enquiry form|checkout|online (?:booking|shop|store))`,
  ].join("|"),
  "iu",
);
/** An aside that speaks to us ("(I'll send them)", "(team)", "(so write that)"), not of the business. */
const ASIDE_TO_US = /\b(?:i|we)['’]ll\b|\b(?:you|team|trademark|tbc|tbd|todo|optional|later)\b|\b(?:write|put|say|mention|add|show|include|note)\s+(?:that|this|it)\b/i;
const OPENERS = /^(?:ok(?:ay)?|so|hi|hello|hey|basically|well|um|erm|yeah|yes|right|anyway|also|and|but|oh|btw)\b[\s,!.:-]*/i;

const SENTENCES = /(?:[^.!?\n"“”]|\.(?=\d)|"[^"\n]*"|“[^”\n]*”)+[.!?]*/g;
/** A verb or a word that makes a run of words a sentence, not a note. */
const SENTENCE_WORD = /\b(?:is|are|was|were|has|have|had|we|i|our|my|she|he|they|it|since|for|every|each|do|does|did|make|makes|made|run|runs|ran|started|opened|began|been|can|will|come|comes|bring|brings|keep|keeps|love|loves|know|known|help|helps|get|gets|\p{Ll}{3,}ing)\b/iu;

export function statements(text: string, skip: readonly Span[], english: boolean): string[] {
  if (!english) return [];
  const out: string[] = [];
  for (const m of text.matchAll(SENTENCES)) {
    const start = m.index;
    const end = start + m[0].length;
    // A sentence with an instruction or a quoted text in it is about the website, not the business.
    if (skip.some((s) => s.start < end && start < s.end)) continue;
    // Asides in brackets that speak of the website are notes to us ("(map would be nice)", "(blog style cards)");
    // the rest say more about the business ("(min 20 people)", "(Via del Pratello)").
    let sentence = m[0].replace(/\s*\(([^)]*)\)/g, (aside, inner: string) => (NOT_COPY.test(inner) || SITE_TALK.test(inner) || ASIDE_TO_US.test(inner) || DENIAL.test(inner.trim()) ? "" : aside)).trim();
    for (let i = 0; i < 3; i++) sentence = sentence.replace(OPENERS, "").trim();
    if (sentence.length < 20 || sentence.length > 240 || NOT_COPY.test(sentence) || ABOUT_THE_SITE.test(sentence) || DENIAL.test(sentence) || !readsAsEnglish(sentence)) continue;
    // A list of words is a note, not a sentence: it needs a verb-like word or a comma-free run of prose.
    if (!SENTENCE_WORD.test(sentence)) continue;
    sentence = sentence
      .replace(/\bi\b/g, "I")
      .replace(/\bim\b/g, "I'm")
      .replace(/\bive\b/g, "I've")
      .replace(/\s+/g, " ")
      .replace(/\s+([,.!?;:])/g, "$1")
      .replace(/[!]{2,}/g, "!")
      .replace(/^(\p{Ll})/u, (c) => c.toUpperCase());
    if (!/[.!?]$/.test(sentence)) sentence += ".";
    out.push(sentence);
  }
  return out.slice(0, 6);
}

/**
 * What the customer notes about the business in a list of short phrases, not sentences ("unlimited km, full
 * insurance, airport delivery free"): each phrase as a point of its own, as written. Phrases the brief says something
 * else with (a price, a place, an offer, an instruction, a name) are left to what reads them.
 */
export function notes(text: string, skip: readonly Span[], instructions: readonly Span[], english: boolean, known: (word: string) => boolean): Span[] {
  // (english: a brief wholly in English, whose phrases may be points in their own right.)
  const out: Span[] = [];
  for (const m of text.matchAll(SENTENCES)) {
    const sentenceText = m[0];
    if (SENTENCE_WORD.test(sentenceText.replace(/\s*\([^)]*\)/g, "")) && !/[,;]/.test(sentenceText)) continue;
    const found: Span[] = [];
    let aboutTheSite = false;
    // (A comma inside a number, "8,000+ records", is not between phrases.)
    for (const p of sentenceText.matchAll(/(?:[^,;()\n]|(?<=\d),(?=\d{3}))+/g)) {
      const raw = p[0];
      const phrase = raw.trim().replace(/^(?:and|&|\+|also|plus)\s+/i, "").replace(/[.!?:]+$/, "").trim();
      const start = m.index + p.index + raw.indexOf(phrase);
      const span = { start, end: start + phrase.length, text: phrase };
      // A list that says anything about the website ("dark look w/ purple, speakers grid") is a list of wishes:
      // none of its phrases is about the business.
      if (NOT_COPY.test(phrase) || SITE_TALK.test(phrase) || instructions.some((s) => s.start < span.end && span.start < s.end)) {
        aboutTheSite = true;
        continue;
      }
      const words = phrase.split(/\s+/);
      if (words.length < 2 || words.length > 6 || phrase.length > 60) continue;
      // (A phrase that starts by saying where or which is part of something else: "opposite the mall", "the one".)
      if (/^(?:in|at|near|opposite|from|to|by|on|off|behind|next|along|inside|outside|around|across|between|of|the|a|an|which|who|that|so|but|or|if|when|then|than|as|because|while|where|with|no|not|only|just|very|more|less|all|any|some|this|these|those|its|their|your|you|about|maybe|like)\b/i.test(phrase)) continue;
      if (!(english ? englishPoint(phrase, words, known) : numberedPoint(phrase)) || DENIAL.test(phrase)) continue;
      if (skip.some((s) => s.start < span.end && span.start < s.end)) continue;
      found.push(span);
    }
    if (!aboutTheSite) out.push(...found);
  }
  return out;
}

/** A phrase of an English brief that is a point of its own: English words, one the reader knows, no verb. */
function englishPoint(phrase: string, words: readonly string[], known: (word: string) => boolean): boolean {
  // English words only: the offline page is written in English, and a phrase in another language is quoted
  // elsewhere, never made a point of the page.
  // ("12 seats, 3,000+ LPs": a point may open on its number.)
  if (!/^[\p{Ll}\d]/u.test(phrase) || !words.every((w) => /^[a-zé\d'’&%/,.+-]+$/i.test(w) && !foreignWord(w))) return false;
  // ("elder of St. Mary's": a title's full stop is not the end of the phrase.)
  if (/\b(?:St|Mt|Mr|Mrs|Ms|Dr|Rev|Prof|No|Fr|Sr|Jr)$/.test(phrase)) return false;
  // (The offline reader knows no language well enough to tell English from a brief in its own tongue, so a phrase
  // needs one word it knows for English: "puesto 112" and "tutup Isnin" are not points of the page.)
  if (!words.some((w) => known(w.toLowerCase()) || ENGLISH_FORM.test(w))) return false;
  return !SENTENCE_WORD.test(phrase);
}

/**
 * A phrase of a brief in another language that is a point of its own: one with a number in it ("2-6 Spieler", "60
 * Minuten", "Od 1994 roku"), a fact shown in the customer's own words, never worked into an English sentence.
 */
const numberedPoint = (phrase: string) => /\d/.test(phrase) && /\p{L}{2}/u.test(phrase) && !ASKS.test(phrase);

/**
 * What asks the builder for something in the languages briefs come in ("mindestens 6 Orgeln", "mínimo 10 fotos",
 * "Quiero 3 reseñas", "Tolong tampilkan 6 produk"): a count asked for, never a fact of the business.
 */
const ASKS = /(?:^|[^\p{L}])(?:at least|minimum|min|mindestens|wenigstens|au moins|al menos|m[ií]nimo|pelo menos|almeno|co najmniej|minimal|en az|angalau|quiero|queremos|necesito|preciso|quero|je veux|nous voulons|ich m[öo]chte|wir m[öo]chten|bitte|tolong|tampilkan|mohon|poner|pon|mostrar|mostre|zeigen|montrer|afficher|itinerario|itinerary|fotos|photos|bilder|rese[nñ]as|avis|bewertungen|depoimentos|testimonios|produk|productos|produtos|produits|produkte|secciones|seções|sections|abschnitte|preguntas|perguntas|questions|fragen)(?![\p{L}])/iu;

/** English word endings few other languages share, and the small words notes are made of ("max 10 people"). */
const ENGLISH_FORM = /^(?:\p{Ll}{3,}(?:ed|ly|tion|tions|ment|ments|ness|able|ible|ful|less|ship|ery|ies|ity)|max|min|maximum|minimum|people|persons|guests|adults|kids|children|extra|included|includes|available|welcome|only|per|pickup|pick-up|drop-off)$/u;

/** Words that say a phrase is about the website, its look or its sections, not the business. */
const SITE_TALK = new RegExp(
  String.raw`\b(?:look|looks|vibes?|style|accent|background|headings?|font|monospace|minimal|minimalist|clean|elegant|sleek|modern|black|white|gold|golden|pink|green|purple|blue|red|orange|yellow|grey|gray|navy|teal|beige|cream|pastel|neon|grid|strip|rows?|cards?|feed|form|calendar|countdown|sign-?up|box|area|links?|icons?|pics|photos?|pictures?|images?|videos?|logos?|sponsors?|testimonials?|reviews?|portfolio|case studies|placeholders?|ok|okay|fine|maybe|idk|decide|bilingu\p{L}*|${LANGUAGES}|waitlist|download|progress bar|top|bottom|hero|obviously|needed|map|team of|blog|newsletter|instagram|facebook|tiktok|twitter|youtube|linkedin|menu|prices?|pricing|faq|booking|contact|about|gallery|slider|carousel|banner|popup|chat|widget|checkout|cart|login|members? area|dashboard|app store|google play|book(?:ings?)? (?:via|through|on|online)|web|to (?:show|display|feature|include|list|add)|[a-z]{2}\/[a-z]{2})\b`,
  "iu",
);
