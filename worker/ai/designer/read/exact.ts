// The customer's exact words for the page: quoted taglines, headlines, button labels, badges and section titles,
// and the plans they name with their prices. Each is kept character for character and placed where it was asked
// for (compose.ts); a quoted name is the site's name, not a text.
import type { ExactRole } from "../../../../schema/brief";
import { capitalise } from "../words";
import { escapeRe, type Span } from "./text";

export interface Quote extends Span {
  /** What the words before and after it say it is; "name" for "called '...'"; null when nothing says. */
  role: ExactRole | "name" | null;
  /** Where the quoted words are, without their marks. */
  inner: Span;
}

const QUOTES: [string, string][] = [["“", "”"], ["«", "»"], ["„", "“"], ["„", "”"], ["‘", "’"], ["「", "」"], ["『", "』"], ['"', '"']];

/** Every quoted stretch, in any of the usual quote marks; single straight quotes only where they cannot be apostrophes. */
export function findQuotes(text: string): Quote[] {
  const found: Quote[] = [];
  const taken = (start: number, end: number) => found.some((q) => q.start < end && start < q.end);
  // Inches are no quotes: 'Monstera 6" $38, Pothos 4" $18' (a mark after a number, before a price or a size).
  const marks = text.replace(/(\d)"(?=\s?(?:[$€£¥₹]|\p{Sc}|\d|x\s?\d|×))/gu, "$1\u2033");
  for (const [open, close] of QUOTES) {
    const re = new RegExp(`${escapeRe(open)}([^${escapeRe(close)}${escapeRe(open)}\\n]{1,160}?)${escapeRe(close)}`, "g");
    for (const m of marks.matchAll(re)) push(m.index, m[0].length, text.slice(m.index + open.length, m.index + m[0].length - close.length));
  }
  // 'Like this', but not the apostrophes of "Kemi's" or "customers' "; 'Karibu Bibi's' keeps its own.
  for (const m of text.matchAll(/(^|[\s(:=,])'((?:[^'\n]|(?<=\p{L})'(?=\p{L})){1,160}?)'(?=$|[\s),.;:!?-])/gu)) {
    const start = m.index + m[1]!.length;
    push(start, m[0].length - m[1]!.length, m[2]!);
  }
  function push(start: number, length: number, inner: string) {
    const trimmed = inner.trim();
    if (!trimmed || taken(start, start + length) || !/\p{L}|\d/u.test(trimmed)) return;
    const innerStart = start + 1 + inner.indexOf(trimmed);
    found.push({ start, end: start + length, text: text.slice(start, start + length), role: null, inner: { start: innerStart, end: innerStart + trimmed.length, text: trimmed } });
  }
  found.sort((a, b) => a.start - b.start);
  let previous: Quote | null = null;
  // ("View my work" (scrolls to projects) and "Download CV": a note in brackets between them keeps the list.)
  const listed = (gap: string) => /^\s*(?:\([^()]{0,60}\)\s*)?(?:,|and|or|&|\+|\/|,\s*and)?\s*$/i.test(gap);
  for (const q of found) {
    // A quote listed right after another ("Experience", "Projects" and "Education") is of the same kind.
    const gap = previous ? text.slice(previous.end, q.start) : null;
    q.role = previous && previous.role && gap !== null && listed(gap) ? previous.role : roleOf(text, q);
    previous = q;
  }
  // ""Get started" + "Star on GitHub" buttons": a plural after the last of a list names them all.
  let carry: Quote["role"] = null;
  for (let i = found.length - 1; i >= 0; i--) {
    const q = found[i]!;
    // ("Buttons: "A" and "B"" and "Buttons "A" and "B"" open the next list instead.)
    const plural = /^["”'’]?\s*(buttons|btns|ctas|badges|sections|headings)\b(?!\s*[:"“'‘«])/i.exec(text.slice(q.end, q.end + 20))?.[1]?.toLowerCase();
    if (plural) carry = q.role = /^(?:buttons|btns|ctas)$/.test(plural) ? "button" : plural === "badges" ? "badge" : "section-title";
    else if (carry && i < found.length - 1 && listed(text.slice(q.end, found[i + 1]!.start))) q.role = carry;
    else carry = null;
  }
  return found;
}

/** Claims that single out one plan or product, in the languages briefs come in: "Most popular", "Más popular". */
export const PLAN_CLAIMS = /^(?:most popular|most booked|most loved|most liked|best deal|great value|top pick|our pick|staff favou?rite|fan favou?rite|customer favou?rite|best value|best seller|bestseller|recommended|popular|new|sale|sold out|limited edition|staff pick|beliebt|am beliebtesten|beliebteste wahl|paling laris|terlaris|paling populer|en popüler|najpopularniejszy|empfohlen|populaire|le plus populaire|recommandé|mais popular|más popular|recomendado|maarufu)$/i;

/** "Called" in the other languages briefs come in, just before a name: "naam hai", "se llama", "tunaitwa", "sunan shi", "adı". */
export const NAMED_IN_OTHER_LANGUAGES = /(?:^|[\s,(])(?:naam(?:\s+(?:hai|hain|he|h))?|name\s+hai|se\s+llama|se\s+chama|s['’]appelle|appel[ée]e?|chamad[oa]|hei(?:ß|ss)t|namens|si\s+chiama|chiamat[oa]|heet|genaamd|(?:tu|wa|a|i)naitwa|jina\s+(?:(?:langu|letu|lake|la)\s+)?ni|sunan(?:sa|shi|ta|mu)?(?:\s+(?:shi|ta|mu|sa))?|adı|adını|ismi|bernama|namanya|pangalan|tên\s+là|называется|под\s+названием|nazywa\s+się|pod\s+nazwą|zove\s+se)\s*:?\s*["“'‘«]?$/iu;

/** Words before (or just after) a quote that say what it is, nearest first. */
const ROLE_WORDS: [ExactRole | "name", RegExp][] = [
  ["name", /\b(?:called|named|calling it|name(?:\s+is|'s|\s*[:=])?|brand(?:\s+name)?(?:\s+is)?|known as|trading as|t\/a)\s*$/i],
  ["name", NAMED_IN_OTHER_LANGUAGES],
  ["tagline", /\b(?:tag\s?-?line|slogan|motto|strap\s?-?line|catch\s?-?phrase|tagline\s+(?:is|should be|of)|lema|devise|leitspruch|kauli mbiu)\b[^.!?]{0,25}$/i],
  ["subheading", /\b(?:sub\s?-?heading|sub\s?-?title|sub\s?-?headline|subline|underneath|under it|below it|line under|sub(?=\s*:))\b[^.!?]{0,25}$/i],
  ["headline", /^\s*(?:(?:site|page|main|big)\s+)?title\s*:\s*$|\b(?:headline|heading|hero(?:\s+(?:text|title|line|section))?|main title|big (?:text|title|line|words)|title at the top|banner|título(?: grande)?|titulo(?: grande)?|titre|überschrift|oben groß|kichwa)\b[^.!?]{0,25}$/i],
  ["button", /\b(?:buttons?|btns?|ctas?|call[\s-]to[\s-]action|link|botão|botao|bouton|knopf|button mit|botón|boton|kitufe|butang|tombol|pulsante)\b[^.!?]{0,25}$/i],
  ["badge", /\b(?:badges?|ribbons?|label(?:led)?|tag(?:ged)?|mark(?:ed)?(?:\s+(?:it|this|that|them))?(?:\s+as)?|flag(?:ged)?|highlight(?:ed)?(?:\s+(?:as|with))?|sticker)\b[^.!?]{0,20}$/i],
  ["section-title", /\b(?:section|part|heading for|title(?:d)?|headed|strip)\b[^.!?]{0,25}$/i],
  // ("a button saying 'Book a home visit'": what the button says is the button's.)
  // ("Button should say "See case studies"": what it should say is still the button's.)
  ["text", /(?<!\b(?:buttons?|btns?|ctas?|badges?|headlines?|headings?|taglines?|banners?|titles?|labels?)\s+(?:(?:that|which|should|must|will|would|can|could|to|shall)\s+)?)\b(?:say|says|saying|read|reads|text|(?<!\b(?:hero|tag|strap|punch|head|sub)[\s-]?)line|sentence|quote|words|message|note|write|written|mention)\b[^.!?]{0,20}$/i],
];
/** "use 'Karibu Bibi's' as the title of the about section": a title given for a part by name, and that part. */
export const TITLE_OF_PART = /^["”'’]?\s*as\s+(?:the\s+)?(?:title|heading)\s+(?:of|for)\s+(?:the\s+|our\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:section|part|page)\b/iu;

const ROLE_AFTER: [ExactRole | "name", RegExp][] = [
  // Only words that label this quote directly ("'Book now' button", "'X' as the tagline"): not the next item of a
  // list after a comma.
  ["tagline", /^["”'’]?\s*(?:as|is|for)?\s*(?:(?:the|our|my|a)\s+)?(?:tag\s?-?line|slogan|motto|strap\s?-?line)\b/i],
  ["headline", /^["”'’]?\s*(?:as|is|for)?\s*(?:(?:the|our|my|a)\s+)?(?:headline|heading|hero)\b/i],
  // "'Book now' green button", but not "'Handwerk mit Herz' und Button": the next item.
  ["button", /^["”'’]?\s*(?:as\s+(?:the|a|our)\s+)?(?:(?!(?:and|und|et|y|e|na|or|then|plus)\b)\w+\s+)?(?:buttons?|btns?|ctas?|links?)\b(?!\s*[:"“'‘«])/i],
  ["badge", /^["”'’]?\s*(?:as\s+(?:the|a)\s+)?(?:badge|ribbon|label|tag)\b/i],
  // ("a 'friends we love' bit with their logos": a part of the page, by any word for one.)
  ["section-title", /^["”'’]?\s*(?:section|bit|block|area|corner|strip|panel|as\s+(?:the|a)\s+section)\b/i],
  ["section-title", TITLE_OF_PART],
];

function roleOf(text: string, quote: Quote): Quote["role"] {
  // "'Read more'", "'Book now'": words only a button says.
  if (/^(?:read more|learn more|see more|view more|find out more|book now|order now|buy now|shop now|get started|sign up|subscribe|donate(?: now)?|register(?: now)?|join us|call us|add to (?:cart|basket|bag)|get tickets|rsvp)$/i.test(quote.inner.text)) return "button";
  // "put 'Most popular' on monthly": a claim like this is a badge wherever it is quoted.
  if (PLAN_CLAIMS.test(quote.inner.text)) return "badge";
  const after = text.slice(quote.end, quote.end + 40);
  // "sections called "Experience", "Projects"": a section's name, not the site's.
  const lead = text.slice(Math.max(0, quote.start - 50), quote.start);
  if (/\b(?:sections?|pages?|tabs?|headings?|parts?|menu items?|links?)\s+(?:called|named|titled|labell?ed|headed|like|:)?\s*:?\s*$/i.test(lead)) return "section-title";
  // ("Hero line: "… effortless." Button should say …": a quote that ends its sentence is not labelled by the next one.)
  const ended = /[.!?]$/.test(quote.inner.text) && /^["”'’]?\s+\p{Lu}/u.test(after);
  if (!ended) for (const [role, re] of ROLE_AFTER) if (re.test(after)) return role;
  // Only the words since the last sentence end (or quote) speak for this one.
  const before = text.slice(Math.max(0, quote.start - 60), quote.start).split(/[.!?]\s|[”"»’]/).pop() ?? "";
  let best: { role: Quote["role"]; at: number } | null = null;
  for (const [role, re] of ROLE_WORDS) {
    const m = re.exec(before);
    if (!m) continue;
    // The nearest word wins: "a button under the headline saying '...'" is a... headline? no: the button's.
    if (!best || m.index > best.at) best = { role, at: m.index };
  }
  return best?.role ?? null;
}

/**
 * Button labels written without quotes: "a Book Now button", "a button that says Book a table", "with an Add to
 * cart button". The label is the capitalised run right before "button", or the words after "says".
 */
export function unquotedButtons(text: string): Span[] {
  const found: Span[] = [];
  const SMALL = "(?:to|a|an|the|my|our|your|for|of|in|on|me|us|now|more|it|up|free|here)";
  // "a Book Now button", "a download CV button": capitalised words, or a verb that starts a label.
  const VERB = "(?:download|book|call|order|buy|get|see|view|join|shop|donate|contact|register|subscribe|apply|start|try|request|reserve|enquire|hire|watch|listen|read|learn|visit|explore|discover|sign up|chat)";
  const before = new RegExp(`\\b((?:\\p{Lu}[\\p{L}'’!-]*|${VERB}(?=\\s+(?:\\p{Lu}|${SMALL}\\s)))(?:\\s+(?:\\p{Lu}[\\p{L}'’!-]*|${SMALL}))*?)\\s+(?:button|btn|cta)\\b`, "gu");
  for (const m of text.matchAll(before)) {
    const label = m[1]!.replace(/^(?:A|An|The|Big|Large|Clear|Bright|Green|Red|Blue|One)\s+/, "");
    if (label.split(/\s+/).length > 5 || /^(?:I|We|My|Our|Main|Primary|Secondary|Big|Large|Small|Second|First|Another|Other|CTA|Call|Header|Hero|Top|Bottom|Sticky|Floating|WhatsApp|Whatsapp)$/.test(label)) continue;
    const start = m.index + m[0].indexOf(label);
    found.push({ start, end: start + label.length, text: label });
  }
  // "a book a tour button", "download my cv button": a verb and up to three words right before "button".
  for (const m of text.matchAll(new RegExp(`\\b(${VERB}(?:\\s+\\p{Ll}[\\p{Ll}'’]*){0,3})\\s+(?:button|btn|cta)\\b`, "giu"))) {
    const label = m[1]!;
    const start = m.index;
    if (!found.some((f) => f.start <= start && start < f.end) && !/\b(?:a|the|big|main)$/.test(label)) found.push({ start, end: start + label.length, text: label });
  }
  // "App Store and Google Play buttons": two labels, each in capitals, before "buttons".
  const LABEL = "\\p{Lu}[\\p{L}'’!-]*(?:\\s+\\p{Lu}[\\p{L}'’!-]*){0,3}";
  for (const m of text.matchAll(new RegExp(`\\b(${LABEL})\\s+(?:and|&)\\s+(${LABEL})\\s+(?:buttons|btns|badges)\\b`, "gu"))) {
    for (const label of [m[1]!, m[2]!]) {
      const start = m.index + m[0].indexOf(label);
      if (!found.some((f) => f.start <= start && start < f.end)) found.push({ start, end: start + label.length, text: label });
    }
  }
  const after = /\b(?:button|btn|cta)\s+(?:that\s+|which\s+)?(?:says|saying|reads|reading|labell?ed|with the (?:text|words))\s+(\p{Lu}[^,.;!?"“”\n]{0,30}?)(?=\s+(?:and|which|that|in|at|on|linking|going|to\s+(?:the|a|our|my))\b|[,.;!?"“”\n]|$)/giu;
  for (const m of text.matchAll(after)) {
    const label = m[1]!.trim();
    const start = m.index + m[0].lastIndexOf(label);
    if (!found.some((f) => f.start === start)) found.push({ start, end: start + label.length, text: label });
  }
  return found;
}

/** What a label before an unquoted text says it is: "Tagline: ...", "Button label - ...", "the headline should read ...". */
const LABELS: [ExactRole, string][] = [
  ["tagline", "tag\\s?-?line|slogan|motto|strap\\s?-?line|catch\\s?-?phrase|lema|devise|leitspruch|kauli mbiu"],
  ["subheading", "sub\\s?-?heading|sub\\s?-?title|sub\\s?-?headline|subline"],
  ["headline", "headline|heading|hero(?:\\s+(?:text|title|line|heading|headline))?|main title|big title|banner text|título|titulo|titre|überschrift|kichwa"],
  ["button", "(?:main\\s+|primary\\s+|hero\\s+|cta\\s+)?(?:button|btn|cta)(?:\\s+(?:label|text|title|should say|says))?|call[\\s-]to[\\s-]action|botão|botao|bouton|knopf|botón|boton"],
  ["badge", "badge|ribbon|sticker"],
  // "Footer must say: Prepared and paid for by ...": a line the law or the customer needs on the page, word for word.
  ["text", "footer(?:\\s+(?:text|line|note))?|disclaimer|legal (?:line|notice)"],
];

/**
 * Texts written after a label, without quotes: "Tagline: Fresh bread every morning.", "Button label - Order now",
 * "the headline should read Warm loaves, honest prices". The text runs to the end of the sentence or line, and must
 * read as a text (capitalised, two to fourteen words, no request words in it).
 */
export function labelledTexts(text: string): { text: string; role: ExactRole; span: Span }[] {
  const out: { text: string; role: ExactRole; span: Span }[] = [];
  for (const [role, words] of LABELS) {
    const re = new RegExp(`(?<![\\p{L}])(?:${words})(?:\\s+(?:should|must|will|can|could)\\s+(?:read|say|be)|\\s+(?:reads|says|is))?\\s*(?::|[–—]|\\s-\\s|\\s(?=\\p{Lu})(?<=(?:read|say|reads|says|be|is)\\s))\\s*(\\p{Lu}[^\\n"“”«»„]{0,120}?)(?=\\.(?:\\s|$)|[;\\n]|,\\s*(?:and\\s+)?(?:a\\s+|the\\s+)?(?:${LABELS.map(([, w]) => w).join("|")})\\b|\\s+(?:and|with)\\s+(?:a|an|the)\\s|$)`, "giu");
    for (const m of text.matchAll(re)) {
      let value = m[1]!.trim().replace(/[,:]+$/, "");
      // "Button: Book now (green)": what is in brackets after it describes it.
      value = value.replace(/\s*\([^)]*\)\s*$/, "").trim();
      const n = value.split(/\s+/).length;
      if (n > 14 || value.length < 2 || /\b(?:something|somewhere|like|maybe|etc|e\.g|i\.e|whatever|you choose|up to you|idk)\b/i.test(value)) continue;
      if (/^(?:I|We|My|Our|The|A|An|It|This|That|Please|Pls|Should|Must|With|For|In|On|At|To|And|But)$/.test(value.split(/\s+/)[0]!) && n > 6) continue;
      const start = m.index + m[0].lastIndexOf(value);
      // (A line of text is a sentence: its full stop is part of it.)
      if (role === "text" && text[start + value.length] === ".") value += ".";
      out.push({ text: value, role, span: { start, end: start + value.length, text: value } });
    }
  }
  return out;
}

/** A product's choices: "3 colour options (Savanna Sand, Lake Blue, Forest)", "switches: Linear, Tactile or Silent". */
export interface Variants {
  /** What varies, as a heading for the list: "Colours", "Switches". */
  label: string;
  values: string[];
  span: Span;
}

const VARIES = "colou?rs?|sizes?|flavou?rs?|scents?|finish(?:es)?|switch(?:es)?|styles?|materials?|fabrics?|designs?|patterns?|editions?|models?|versions?|roasts?|blends?|options|variants|choices";

export function variantsIn(text: string): Variants[] {
  const out: Variants[] = [];
  const re = new RegExp(`\\b(?:(?:\\d+|two|three|four|five|six)\\s+)?(${VARIES})(?:\\s+(?:options|choices|variants|swatches))?\\s*(?::|\\(|[–—-]|\\bin\\b)\\s*([^)\\n.;:]{3,140})`, "giu");
  for (const m of text.matchAll(re)) {
    const values = m[2]!
      .split(/\s*(?:,|\/|\bor\b|\band\b|&)\s*/)
      .map((v) => v.trim().replace(/["“”'‘’]/g, ""))
      .filter((v) => /^\p{Lu}/u.test(v) && v.split(/\s+/).length <= 3);
    if (values.length < 2) continue;
    const word = m[1]!.toLowerCase();
    const label = /^(?:options|variants|choices)$/.test(word) ? "Options" : capitalise(/s$/.test(word) ? word : word.replace(/(?:ch|sh)$/, "$&e").concat("s"));
    out.push({ label: label.replace(/^Colors$/, "Colours"), values, span: { start: m.index, end: m.index + m[0].length, text: m[0] } });
  }
  return out;
}

/**
 * Sections listed after a colon: "Sections: About, Experience timeline, Projects (cards with photo), Skills (AutoCAD
 * Civil 3D, MX Road), Certifications (PMP 2021), and Contact". Each capitalised item is a section title; what its
 * brackets say is its content, unless it describes the layout.
 */
export function listedSections(text: string): { title: string; detail?: string; span: Span }[] {
  const out: { title: string; detail?: string; span: Span }[] = [];
  for (const m of text.matchAll(/\b(?<!(?:a|an|the|one|landing|single|my|our)\s+)(?:sections|pages|tabs|menu items|site structure)(?:\s+(?:needed|wanted|required|to have|i need|we need))?\s*:\s*/gi)) {
    let at = m.index + m[0].length;
    let depth = 0;
    let item = "";
    let itemStart = at;
    const items: { raw: string; start: number }[] = [];
    for (; at < text.length; at++) {
      const c = text[at]!;
      if (c === "(") depth++;
      if (c === ")") depth = Math.max(0, depth - 1);
      if (depth === 0 && (/[.;\n!?]/.test(c) && !/\d/.test(text[at + 1] ?? ""))) break;
      if (depth === 0 && c === ",") {
        items.push({ raw: item, start: itemStart });
        item = "";
        itemStart = at + 1;
        continue;
      }
      item += c;
    }
    items.push({ raw: item, start: itemStart });
    for (const { raw, start } of items) {
      const detail = /\(([^)]{2,120})\)/.exec(raw)?.[1]?.trim();
      // "FAQ with five questions": the title is what comes before what it holds.
      const title = raw.replace(/\([^)]*\)/g, " ").replace(/^\s*(?:and|&|plus|also|a|an|the)\s+/i, "").replace(/\s+(?:with|including|incl\.?|showing|that|which|where|for)\s.*$/i, "").replace(/\s+/g, " ").trim().replace(/^and\s+/i, "");
      if (!/^\p{Lu}/u.test(title) || title.split(" ").length > 4 || /[\d"“”\p{Sc}]/u.test(title) || /^(?:Home|Homepage|Home page|Landing)$/i.test(title)) continue;
      // ("FAQ (at least 5 questions)", "Publications (the 5 most recent, I'll paste them in)": what it holds, or a
      // note to us, is never its text.)
      const layout = detail && /\b(?:cards?|grid|photos?|pictures?|images?|with|list|button|form|map|section|slider|carousel|timeline|icons?|links?|columns?|at least|at most|min(?:imum)?|max(?:imum)?|questions|most recent|paste|send|tbc|tbd|later)\b|\b(?:i|we)['’]ll\b/i.test(detail);
      out.push({ title, ...(detail && !layout ? { detail } : {}), span: { start, end: start + raw.length, text: raw.trim() } });
    }
  }
  return out;
}

/**
 * "a gallery grouped into 3 categories: Restoration, Commissions, Lamps", "a grid of work split into Books, Editorial,
 * Murals": the groups the customer's pictures fall into, each named as written.
 */
export function galleryGroups(text: string): { titles: string[]; span: Span } | null {
  const m = /\b(?:gallery|galleries|portfolio|grid of (?:my |our )?(?:work|photos|pictures|projects)|(?:my|our|the) work|photos|pictures)\b[^.!?\n:]{0,40}?\b(?:grouped|split|divided|sorted|organi[sz]ed|broken)\s+(?:up\s+)?(?:into|by)\s+(?:(?:\d+|two|three|four|five|six)\s+)?(?:categories|sections|groups|parts|tabs)?\s*:?\s*((?:\p{Lu}[\p{L}'’&-]*(?:\s+\p{L}[\p{L}'’&-]*){0,2}\s*(?:,|\band\b|&)\s*){1,7}(?:and\s+|&\s+)?\p{Lu}[\p{L}'’&-]*(?:\s+\p{L}[\p{L}'’&-]*){0,2})/u.exec(text);
  if (!m) return null;
  const titles = m[1]!.split(/\s*(?:,|\band\b|&)\s*/).map((t) => t.trim()).filter(Boolean);
  return titles.length >= 2 ? { titles, span: { start: m.index, end: m.index + m[0].length, text: m[0] } } : null;
}

/** "with a date and Read more", "a Most popular badge": short capitalised phrases the page is to carry as written. */
export function namedLabels(text: string): { text: string; role: ExactRole; span: Span }[] {
  const out: { text: string; role: ExactRole; span: Span }[] = [];
  for (const m of text.matchAll(/\b(Read more|Read More|Learn more|Learn More|See more|View more|Find out more)\b/g)) {
    out.push({ text: m[1]!, role: "button", span: { start: m.index, end: m.index + m[1]!.length, text: m[1]! } });
  }
  for (const m of text.matchAll(/\b(Most [Pp]opular|Best [Vv]alue|Best [Ss]eller|Recommended|Popular|New|Sale|Limited [Ee]dition|Sold [Oo]ut)\s+(?:badge|ribbon|label|tag|sticker)\b/g)) {
    out.push({ text: m[1]!, role: "badge", span: { start: m.index, end: m.index + m[1]!.length, text: m[1]! } });
  }
  // ... and "highlight hot desk as best value", "put Family as most popular": the plan between the verb and "as".
  for (const m of text.matchAll(/\b(?:mark(?:ed)?|label(?:l?ed)?|tag(?:ged)?|flag(?:ged)?|highlight(?:ed)?|make|badge|put|set|show)\s+(?:(?:this|that|it|the|one|this one|that one|middle one|pro|it as)\s+)*(?:(?:the\s+)?[\p{L}\d'’-]+(?:\s[\p{L}\d'’-]+){0,2}\s+as\s+|as\s+)?(?:a\s+|the\s+)?["“']?(Most [Pp]opular|most popular|Best [Vv]alue|best value|Recommended|Popular|Best [Ss]eller)\b/gu)) {
    const start = m.index + m[0].lastIndexOf(m[1]!);
    out.push({ text: m[1]!, role: "badge", span: { start, end: start + m[1]!.length, text: m[1]! } });
  }
  return out;
}

export interface NamedPlan {
  name: string;
  price?: string;
  /** "Hobby (Free, 100k characters/month)": what the plan comes with, written after its price. */
  note?: string;
  /** "Pack $29/mo (50 monitors, Most popular)": the badge written in its note. */
  badge?: string;
  span: Span;
}

/** Words that mark one plan above the others, as written in a plan's note. */
export const BADGE_WORDS = /(?<![\p{L}])(?:most popular|best value|best seller|bestseller|recommended|top pick|popular choice|best deal|customer favou?rite|most chosen|paling laris|terlaris|paling populer|mais popular|más popular|le plus populaire|beliebteste wahl|am beliebtesten|empfohlen|recomendado|recommandé|najpopularniejszy|en popüler|maarufu zaidi)(?![\p{L}])/iu;
/** The words that put a badge on what comes before: "marked", "with a", "dengan label", "com selo", "mit Label". */
export const BADGE_LEAD = "marked|labell?ed|tagged|flagged|with(?:\\s+an?)?|(?:bitte\\s+)?als|dengan label|dengan lencana|com (?:o )?selo|con (?:la )?etiqueta|con el sello|avec (?:le )?badge|avec l'étiquette|mit (?:dem )?(?:Label|Badge)|z etykietą";
/** A badge given in so many words, whatever it says: 'badge "Most loved"', "label: 'Team pick'". */
const NAMED_BADGE_WORDS = String.raw`\s*[-–—(]?\s*(?:with\s+(?:an?\s+|the\s+)?)?(?:badge|label|tag|ribbon)\s*:?\s*["“„'‘]([^"”“'’]{2,30})["”“'’]`;
const NAMED_BADGE = new RegExp(`^${NAMED_BADGE_WORDS}`, "iu");
/** A badge written between two plans ("Pro $8 (Most popular), Team $20"): it does not break their list. */
const BADGE_BETWEEN = new RegExp(`^\\s*[-–—(]?\\s*(?:(?:(?:${BADGE_LEAD})(?:\\s+as)?\\s+)?["“„'‘]?(?:${BADGE_WORDS.source})["”“'’]?(?:\\s+(?:badge|label|tag|ribbon|markieren|marcar|marquer|tandai))?|${NAMED_BADGE_WORDS})\\s*(?:\\)|[-–—](?=\\s*,))?`, "iu");

/**
 * Money written in letters before an amount: an ISO code in capitals ("KES", "COP"), and the ways people shorten
 * their own ("KSh", "Rp", "Rs.") in the cases people type them, so a word of a name ("Latte Art 1 day") is never read
 * as money. Kept small: this pattern is compiled once per isolate and read on every keystroke's pause.
 */
const CURRENCY_LETTERS = [
  "\\p{Lu}{3}",
  ...[...new Set("usd eur gbp kes ngn ghs zar inr ugx tzs rwf ksh kshs sh shs tsh tshs ush ushs rs rp r n k gh mk zk le br birr cfa fcfa dh dhs rm kr zł zl ft lei kč s us nz hk mx a c e".split(" "))]
    .flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase(), w === "ksh" ? "KSh" : w === "tsh" ? "TSh" : w === "ush" ? "USh" : ""])
    .filter(Boolean),
]
  .filter((w, i, all) => all.indexOf(w) === i)
  .sort((a, b) => b.length - a.length)
  .join("|");
/** Words before an amount that say it is the least: "from", "ab", "dès", "desde". */
const FROM_WORDS = "(?:from|From|ab|Ab|dès|desde|Desde|von|vanaf|od)\\s";

/** A plan's price: money, "free", or the words plans use when there is none ("contact us", "enquire"). */
/** "Harga:", "Precios:", "Planos:", "Preise:": a list of plans labelled in another language. */
const PLAN_LABELS = "harga|paket|precios|planes|paquetes|preços|precos|planos|pacotes|tarifs|prix|formules|preise|pakete|tarife|cennik|ceny|plany|pakiety|fiyatlar|paketler|bei|vifurushi";
/** "kostenlos", "grátis": free, as a plan's price in other languages. */
const FREE_WORDS = "[Kk]ostenlos|[Gg]ratis|[Gg]rátis|[Gg]ratuit|[Gg]ratuito|[Gg]ratuita|[Dd]armowy|[Dd]armowe|[Üü]cretsiz|[Bb]ure";
/** "auf Anfrage", "sur demande", "sob consulta": a price given on asking, in other languages. */
const ON_REQUEST = "[Aa]uf [Aa]nfrage|[Ss]ur demande|[Ss]ur devis|[Ss]ob consulta|[Aa] consultar|[Bb]ajo pedido|[Nn]a zapytanie|[Tt]eklif üzerine";
/** "/bulan", "/mes", "/mês", "/mois", "/Monat", "/mies.": a month or a year, as other languages write it after a price. */
const OTHER_PERIODS = "bulan|mes|mês|mois|Monat|mies|miesiąc|ay|mwezi|año|ano|an|Jahr|tahun|rok|yıl|usuario|usuário|utilisateur|Nutzer|Person|persona|pessoa";
const PLAN_PRICE = `(?:free|Free|FREE|${FREE_WORDS}|${ON_REQUEST}|[Cc]ontact(?: us| sales)?|[Ee]nquire|[Ii]nquire|[Cc]ustom|[Oo]n request|[Gg]et in touch|[Ll]et's talk|[Tt]alk to (?:us|sales)|[Cc]all us|[Aa]sk us|[Gg]et a quote|POA|(?!\\d[\\d,.]*\\s?(?:[wWvVlLgG]|[kK][wW]|[kK][vV][aA]|[aA][hH]|[mM][aA][hH]|[mM][lL]|[kK][gG]|[cC][mM]|[mM][mM]|GB|TB|gb|tb|hp|HP|in|ft)\\b)(?:${FROM_WORDS})?(?:(?:${CURRENCY_LETTERS})(?![\\p{L}])(?:\\s(?=[^\\s()\\d,;\\p{L}]))?)?[^\\s()\\d,;\\p{L}]{0,3}\\s?\\d(?:\\d|[,.](?=\\d)|\\s(?=\\d{3}\\b))*(?:\\s?[kK]\\b)?(?:\\s?(?:[^\\s\\w(),;/.]{1,2}|zł|zl|kr|lei|kč|Kč|Ft|лв)(?![\\p{L}\\d])|[^\\s(),;/]{0,4})(?:\\s?(?:\\/|per|pro|a)\\s?(?:mo|month|yr|year|term|semester|season|user|seat|week|night|session|team|staff|site|page|person|hour|hr|day|item|class|lesson|group|student|child|${OTHER_PERIODS})\\.?){0,2}(?:\\s(?:each|pp|per person|a head)\\b)?)`;

/**
 * One plan in a list. Its name: a capitalised word, perhaps with a word or two more ("Early bird", "Day Pass"), and a
 * count ("Table of 10", "Private office for 4 from"). Then its price in brackets, after a dash, or after what it
 * comes with ("Traditional (makeup + gele) ₦250,000", "Starter 10 hrs KSh 8,000"); a note may follow ("Pack $29/mo
 * (50 monitors, Most popular)"). Compiled once: `matchAll` reads it from a fresh copy each time.
 *
 * The price pattern is large (every currency's letters), and compiling it is most of a cold isolate's first read, so
 * it is written once, after whichever of the three openers came: group 2 is the bracket, group 3 the dash, group 4
 * what it comes with. Each opener's ending is then chosen by which group took part. A backreference to a group that
 * did not take part matches nothing: `(?!\2)` holds only when the bracket opened (no ending starts with "("),
 * `(?!\3)` when the dash did (the price itself takes up to four dashes after it), and `(?=\2)(?=\3)` only when
 * neither did (the third ending starts with none of "(:=–—-"). Every spent brief reads the same as with three copies.
 */
// ("Bone Straight 20" (UGX 850,000)": a size written after the name is part of it, never its price.)
const PLAN_ITEM = new RegExp(`(\\p{Lu}[\\p{L}+-]*(?:\\s(?:&\\s)?[\\p{L}+-]+){0,4}?(?:\\s(?:for|of|x)\\s\\d+)?(?:\\s\\d+(?:[.,]\\d+)?(?:["”](?=\\s*\\()|\\s?(?:cm|mm|ml|kg)\\b))?(?:\\s(?:from|starting at)(?:\\s\\p{Lu}{3})?)?)["”'’]?\\s*(?:(\\()\\s*|([:=–—-])\\s*|((?:\\s*\\([^)]{1,60}\\))?(?:\\s+\\d[\\d,.]*\\s?(?:hrs?|hours?|days?|nights?|sessions?|classes|lessons|people|guests|pax|sites?|users?|staff|seats?|members?|pages?|photos?|min|mins|W|kW|kVA|GB|TB|ml|L|kg|g)\\b)?)\\s+)(${PLAN_PRICE})(?:(?!\\2)\\s*(?:[,;]\\s+[^()]{1,60}|(?<=${FREE_WORDS}|free|Free)\\s+[^()]{1,60})?\\)|(?!\\3)|(?=\\2)(?=\\3)(?=[\\s,;.)]|$)\\s*(?:\\/\\s*(?:mo|month|yr|year)\\b)?)(?:\\s*\\([^)]{0,80}\\))?`, "gu");

/** The words that call a list plans: "Pricing:", "3 tiers", "paket". */
const CALLED_PLANS = new RegExp(`(?<![\\p{L}])(?:tiers?|plans?|packages?|pricing|prices|memberships?|subscriptions?|options|levels|${PLAN_LABELS})(?![\\p{L}])`, "iu");
/** Plans in one list are joined by commas, "and", "or", slashes or nothing else. */
const PLANS_JOINED = /^\s*(?:,|;|\/|\b(?:and|or|e|y|et|und|i|dan|ve|oraz|na)\b|,\s*(?:and|e|y|et|und|i|dan|ve)\b|\|)?\s*["“'‘]?$/i;

/**
 * Plans written out: "Starter (Free), Pro ($29/mo) and Business ($99/mo)", "Basic $10, Standard $20, Premium $35",
 * "Silver - KSh 2,000". At least two, each a capitalised name with its price.
 */
export function namedPlans(text: string): NamedPlan[] {
  const item = PLAN_ITEM;
  const runs: NamedPlan[][] = [];
  let run: NamedPlan[] = [];
  let lastEnd = -1;
  // "Pricing: Free $0, Team ...", "Plans: Free, Pro ₹299/mo": the list's label is not a plan (blanked, so
  // positions stay); a bare "Free" in the list is the free plan.
  const written = text;
  text = text.replace(new RegExp(`(?<![\\p{L}])(?:pricing|plans?|tiers?|packages?|prices|rates|options|memberships?|${PLAN_LABELS})\\s*[:–—-]\\s*`, "giu"), (m) => " ".repeat(m.length));
  const matches = [...text.matchAll(item)];
  for (const f of text.matchAll(/(?<=^|[\s,;]["“'‘]?)(Free|Gratis|Grátis|Gratuit|Gratuito|Kostenlos|Darmowy|Ücretsiz)["”'’]?(\s*\([^)]{1,30}\))?(?=\s*(?:[,;]|\s(?:and|or|e|y|et|und|i|dan|ve)\b))/g)) {
    if (!matches.some((m) => m.index <= f.index && f.index < m.index + m[0].length)) matches.push(Object.assign([f[0], f[1], undefined, undefined, undefined, "free"], { index: f.index, input: text, groups: undefined, comes: f[2]?.trim().slice(1, -1).trim() }) as unknown as RegExpExecArray);
  }
  // Whether the words before a list call it plans.
  const planned = (r: NamedPlan[]) => CALLED_PLANS.test(written.slice(Math.max(0, r[0]!.span.start - 80), r[0]!.span.start));
  // "Must have: 3 packages – "Start" 350 zł ...": a bare number beside priced plans is a count, not a plan.
  const priced = (p: NamedPlan) => /[^\d\s,.]/.test(p.price ?? "");
  matches.sort((a, b) => a.index - b.index);
  for (const m of matches) {
    const price = (m[5] ?? "").trim().replace(/[\s.,;:–—-]+$/, "");
    if (!new RegExp(`\\d|free|contact|enquire|inquire|custom|request|touch|talk|poa|${FREE_WORDS}|${ON_REQUEST}`, "i").test(price)) continue;
    // "Team $4/user/mo - Most popular, Business $8": a badge between two plans is the first one's, not a break.
    const gap = lastEnd < 0 ? "" : text.slice(lastEnd, m.index).replace(BADGE_BETWEEN, "");
    const joined = PLANS_JOINED.test(gap);
    // ("Starter" Free up to 10 staff, "Kitchen" $4/month: a few words on what the plan gives, before the comma, are
    // its note and no break in the list. Only after a real price, and never money: "Viñedo 10 ha $49/mo" is no plan
    // priced "10".)
    const gives = run.length && !joined && priced(run.at(-1)!) ? /^\s*([\p{Ll}\d][^,;.()"“”:!?$€£₦₹¥₱—–]{0,40}?)\s*(?=[,;]|\b(?:and|or)\b)/u.exec(gap) : null;
    // (Said of plans only: "Swiss lace from ₦45,000 per 5 yards, George wrapper ₦85,000" is a shelf, and "per 5
    // yards" belongs to the price.)
    const noted = !!gives && planned(run.slice(-1)) && !/\b(?:we|i|you|our|my|please|pls|want|need|is|are)\b|\/\s*\p{L}|^(?:per|a|an|each|the)\b/iu.test(gives[1]!) && PLANS_JOINED.test(gap.slice(gives[0].length));
    if (noted) run.at(-1)!.note ??= gives![1]!;
    if (run.length && !joined && !noted) {
      runs.push(run);
      run = [];
    }
    // "Label the plans Starter": the name is the capitalised words after the request; "Website copy from AUD
    // $1,200": "from AUD" belongs to the price.
    let name = m[1]!;
    let lead = "";
    const from = /\s+((?:from|starting at|starts at|only|just)(?:\s+\p{Lu}{3})?)$/u.exec(name);
    if (from && from.index > 0) {
      name = name.slice(0, from.index);
      lead = `${from[1]} `;
    }
    // What it comes with, written between the name and the price, is part of what is sold: "Standard 1 hr".
    const note = (m[4] ?? "").trim();
    const ws = name.split(" ");
    const at = ws.findLastIndex((w, i) => i > 0 && /^\p{Lu}/u.test(w) && /^\p{Ll}+$/u.test(ws[i - 1]!));
    if (at > 0) name = ws.slice(at).join(" ");
    // A badge in the plan's note or in quotes right after it: "(most popular, up to 100 docs)", "$140 pp "Most popular"".
    const badge = BADGE_WORDS.exec(`${m[0]} ${/^\s*["“'‘]?([^"”'’.,;]{0,20})/.exec(text.slice(m.index + m[0].length))?.[1] ?? ""}`)?.[0] ?? NAMED_BADGE.exec(text.slice(m.index + m[0].length))?.[1];
    if (note) name = `${name} ${note}`;
    // (Read after the bracket's price, with no pattern built per plan: this runs on every pause in typing.)
    const bracket = m[2] ? m[0].slice(m[0].indexOf("(") + 1).trimStart() : "";
    const comes = m[2] && bracket.startsWith(m[5]!) ? /^(?:\s*[,;]\s+|\s+)([^()]{1,60})\)/.exec(bracket.slice(m[5]!.length))?.[1]?.trim() : undefined;
    // ("Gratis (1 perangkat)": what the free plan comes with, in its brackets.)
    const said = comes ?? (m as { comes?: string }).comes;
    const with_ = said && !(badge && said.toLowerCase() === badge.toLowerCase()) ? said : undefined;
    run.push({ name, price: lead + price, ...(badge ? { badge } : {}), ...(with_ ? { note: with_ } : {}), span: { start: m.index, end: m.index + m[0].length, text: m[0] } });
    // (A full stop the price took ends the list: "... from RWF 650,000. Meeting room RWF 15,000" is another.)
    lastEnd = m.index + m[0].replace(/\.?\s*$/, "").length;
  }
  runs.push(run);
  // A list of times or years is not a price list: each price carries money, or the words before say plans.
  const money = /free|gratis|grátis|gratuit|kostenlos|contact|enquire|inquire|custom|request|touch|talk|poa|[^\s\d.,\/]|\/\s*(?:mo|month|yr|year)/i;
  for (const [i, r] of runs.entries()) if (r.some(priced)) runs[i] = r.filter(priced);
  // "Mon–Fri 9–5, Sat 10–2": opening hours, not plans (days by name, times by range).
  const hours = (p: NamedPlan) => /^\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?\s?[–—-]\s?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?$/i.test(p.price ?? "") || /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?$/i.test(p.name);
  const best = runs
    .filter((r) => r.length >= 2 && !r.some(hours) && (planned(r) || r.every((p) => money.test(p.price!.replace(/\d[\d,.]*\s?(?:k|K)?/, "")) && !/^(?:am|pm|h|hrs?)$/i.test(p.price!.replace(/[\d\s,.:]/g, "")))))
    .sort((a, b) => b.length - a.length)[0];
  return best ?? namedTiers(written);
}

/**
 * Tiers named without prices: "3 pricing tiers please (Single driveway / Double driveway / Commercial)", "packages:
 * Bronze, Silver and Gold". Their names are the customer's; their prices are for the customer to add.
 */
function namedTiers(text: string): NamedPlan[] {
  const m = /\b(?:tiers?|plans?|packages?|levels|memberships?)\b[^.:;()"“]{0,25}?(?:\(\s*|:\s*)([^().;:\n]{3,120})/iu.exec(text);
  if (!m) return [];
  const list = m[1]!.replace(/\s*\)?\s*$/, "");
  const names = list.split(/\s*(?:\/|,|;|\s(?:and|or|&)\s)\s*/).map((n) => n.trim()).filter(Boolean);
  // Each a short capitalised name; two to six of them; and not a sentence that happens to follow a colon.
  if (names.length < 2 || names.length > 6 || !names.every((n) => /^\p{Lu}[\p{L}\d+'’-]*(?:\s[\p{L}\d+'’-]+){0,3}$/u.test(n))) return [];
  const at = m.index + m[0].length - m[1]!.length;
  return names.map((name) => {
    const start = text.indexOf(name, at);
    return { name, span: { start, end: start + name.length, text: name } };
  });
}
