// Small text helpers every part of the reader shares: tidying a description, the guided builder's suffixes, spans.
import { PROMPT_MAX } from "../../../../schema/prompt";

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
  const parts = prompt.split(/\s\|\s|^\||\|$/).map((p) => p.trim());
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

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A stretch of the description: where it starts and ends, and what it says. */
export interface Span {
  start: number;
  end: number;
  text: string;
}

export const overlaps = (a: Pick<Span, "start" | "end">, b: Pick<Span, "start" | "end">) => a.start < b.end && b.start < a.end;
/** Whether one name holds the other, whatever the case: "Kashmir willow" and "Kashmir willow bats". */
export const namesOverlap = (a: string, b: string) => a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase());

/** Numbers people write as words, for "three tiers" and "an FAQ with five questions". */
const numberWords: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  a: 1, an: 1, single: 1, couple: 2, few: 3,
};
export const NUMBER = "(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
export function toNumber(word: string): number | null {
  const n = /^\d+$/.test(word) ? Number(word) : numberWords[word.toLowerCase()];
  return n === undefined || !Number.isFinite(n) ? null : n;
}

/** "the rest of the sentence": a clause ends at these. */
export const CLAUSE_END = /[.;!?\n]|,\s|\s(?:and|but|also|plus)\s/;

/** Singular of a word for matching (not printing): "cakes" -> "cake", "bakeries" -> "bakery", "boxes" -> "box". */
export function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

const GREETING = /^(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|ciao|salut|bonjour|bonsoir|hola|buenas|buenos d[ií]as|oi|ol[aá]|hallo|moin|servus|gr[üu][ßs]+ gott|habari|jambo|mambo|sasa|niaje|salaam|salam|muraho|mbote|mhoro|amakuru|assalamu alaikum|namaste|namaskar|ayubowan|akwaaba|sannu|bawo|kedu|dzień dobry|cześć|hej|hei|ahoj|merhaba|selam|shalom|aloha|kumusta|kamusta|sawubona|dumela|molo|yo|sup|wagwan|vanakkam|assalam o alaikum|assalamu alaikum|as-salamu alaykum|salam alaikum|sat sri akal|ni hao|konnichiwa|annyeong|xin chào|xin chao|sawasdee|salve|privet|marhaba|ahlan|habari yako|jambo sana|good day|karibu|murakoze|asante|merci|danke|gracias|obrigado|obrigada|buongiorno|buonasera|guten tag|guten morgen|goedemiddag|goedemorgen|goedendag|dobrý den|dobry den|dobar dan|zdravo|szia|jó napot|kalimera|geia sas|hyvää päivää|god dag|goddag|bom dia|boa tarde|boa noite|buenas tardes|buenas noches|shikamoo|hujambo|mwaramutse|oli otya|ndewo|e kaaro|e kasan|barka da safiya|mingalaba|selamat pagi|selamat siang|magandang araw|chào|sat shri akal|khamma ghani|ram ram|adaab|nomoshkar|namaskaram|wanakkam|helo|përshëndetje|pershendetje|tungjatjeta|bonjou|bonswa|talofa|kia ora|bula vinaka|mālō e lelei|malo e lelei|hallå|moikka|terve|labas|sveiki|čau|ćao|pozdrav|salamu|yassou|mabuhay|sabaidee|kaixo|dia duit|shwmae|bună ziua|buna ziua|szervusz|halló|góðan dag|god morgon|tjena|bon dia|bondia|mbolo|ekaabo|kaabo|apa kabar|selamat datang|assalamualaikum|sat sri akaal|namaskara|ola que tal)$/i;
/** Greetings that are also names or words elsewhere ("Halo Arc", "Bula Bistro"): one only when set off ("Halo, saya ..."). */
const SET_OFF_GREETING = /^(?:halo|hai|bula|moi|hoi|tere|bok|alo|cau)[!,]$/i;
/** "Hi", "Dzień dobry", "Habari yako!": a greeting in any language, alone or opening the phrase, is never a name or a kind. */
export function greets(phrase: string): boolean {
  const ws = phrase.trim().split(/\s+/);
  if (SET_OFF_GREETING.test(ws[0]!)) return true;
  for (let n = 1; n <= Math.min(3, ws.length); n++) {
    const last = ws[n - 1]!;
    if (GREETING.test(ws.slice(0, n).join(" ").replace(/[!,.:;]+$/, ""))) return true;
    // A greeting ends at its punctuation: "Hi, Mama Njeri" is not one three words long.
    if (/[!,.:;]$/.test(last)) return false;
  }
  return false;
}
