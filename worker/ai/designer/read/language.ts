// Which language a description is written in, from its common words. Briefs are short and often mix languages
// ("tunauza vitenge in Eastleigh"), where letter statistics guess badly; the small words each language cannot do
// without ("na", "ya", "wa"; "le", "des", "pour"; "dey", "wetin") say it even in a dozen words. English is the
// default: a brief with too few known words is read as English, with low confidence.

/** Words common in each language and rare in the others (English loanwords left out: they prove nothing). */
const lexicons: Record<string, string> = {
  en: "the a an and of to in for with is are we i my our on at by from that this it be you your our me us they can will have has need want make please website site which who new",
  sw: "na ya wa za la kwa ni katika kwenye sisi mimi yetu yangu wetu wangu tunauza tunafanya tuna nina karibu bei nzuri sana pia kila siku au lakini kama hii huu hiyo duka chakula watoto habari asante tafadhali mteja wateja kazi huduma tunapatikana kununua kuuza bidhaa vya vyote mtaa nyumba maji safi",
  sheng: "msee manze poa sana mathe buda doh mbao mali safi fiti niaje wasee",
  fr: "le la les des du un une et est pour avec dans sur nous je mon ma mes notre nos vous votre qui que au aux chez ce cette sont être avoir très aussi notre site boutique vente nous vendons",
  pcm: "dey wetin na una abeg wahala sabi wey dem go come don oga small-small plenty sharp sharp make we no be im pikin chop sef ehn shey na im",
  pt: "o os as um uma é para com em na nos nas do da dos das nós eu meu minha nosso nossa que por mais muito também loja site vendemos somos fazemos",
  de: "der die das und ist für mit in im ein eine wir ich mein meine unser unsere sie nicht auch von zu den dem des sind bei auf aus nach oder webseite seite laden",
  es: "el la los las un una y es para con en del de que por nosotros yo mi mis nuestro nuestra somos vendemos tienda sitio muy también queremos algo",
  it: "il lo la gli le un una e è per con nel nella del della di che siamo noi io mio mia nostro nostra anche negozio sito",
  nl: "de het een en is voor met in van wij ik mijn onze ons zijn ook niet bij op winkel",
  hi: "hai hain ka ki ke ko aur mein main hum hamara hamari mera meri yeh woh se par bhi nahi kya karte karta dukaan ghar khana wala wali",
  yo: "ati ni fun wa mi wa ile ounje oja e ku owo jowo omo eyin awa",
  ha: "da na ta ne ce mu ni su kuma ga wannan shi ita gida abinci kasuwa",
  id: "dan yang yg di untuk dengan kami saya ini itu dari ke adalah juga toko jual tolong aja",
  tl: "ang ng mga sa at para kami ako ito na ay namin aming tindahan",
  zu: "futhi ukuthi ngi si ku ka nga lapho abantu",
};

const words = Object.fromEntries(Object.entries(lexicons).map(([code, list]) => [code, new Set(list.split(" "))]));

/** A small word of another language, never of English ("mais", "yg", "na"): a phrase with one is not English. */
export function foreignWord(word: string): boolean {
  const w = word.toLowerCase();
  return !words.en!.has(w) && Object.entries(words).some(([code, set]) => code !== "en" && set.has(w));
}

/**
 * Whether a sentence of an English brief is itself English: another language's small words do not outnumber
 * English ones ("Vil gerne have en simpel side med priser" is not), nor do words in letters of other alphabets.
 */
export function readsAsEnglish(sentence: string): boolean {
  const tokens = sentence.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];
  const english = tokens.filter((t) => words.en!.has(t)).length;
  const other = tokens.filter(foreignWord).length;
  // ("prostą stronę, dużo czarnego": words in letters English never borrows, beyond names, are another language.)
  const lettered = (sentence.match(/(?<![\p{L}])\p{Ll}*[\u0100-\u024f\u0370-\u03ff\u0400-\u04ff]\p{L}*/gu) ?? []).filter((w) => /^\p{Ll}/u.test(w)).length;
  return !(other >= 2 && other > english) && lettered < 2;
}

export interface Language {
  code: string;
  /** Some of it is in another language: "partly in Swahili". */
  mixed: boolean;
  confidence: number;
}

/** Languages whose readers the offline designer writes for in English: the card says so (docs/decisions/0029). */
export const languageNames: Record<string, string> = {
  en: "English", sw: "Swahili", sheng: "Sheng", fr: "French", pcm: "Nigerian Pidgin", pt: "Portuguese", de: "German", es: "Spanish",
  it: "Italian", nl: "Dutch", hi: "Hindi", yo: "Yoruba", ha: "Hausa", id: "Indonesian", tl: "Tagalog", zu: "Zulu",
};

export function detectLanguage(text: string): Language {
  // Quoted texts are the customer's exact words for the page, not the language they are writing to us in.
  const unquoted = text.replace(/[“"«「『][^”"»」』]*[”"»」』]/g, " ");
  const tokens = (unquoted.toLowerCase().match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []).filter((t) => t.length > 0);
  if (tokens.length === 0) return { code: "en", mixed: false, confidence: 0 };
  const script = scriptLanguage(unquoted);
  if (script) return script;
  const counts: Record<string, number> = {};
  for (const token of tokens) {
    for (const [code, set] of Object.entries(words)) if (set.has(token)) counts[code] = (counts[code] ?? 0) + 1;
  }
  // Sheng is Swahili's street cousin: counted with it.
  if (counts.sheng) counts.sw = (counts.sw ?? 0) + counts.sheng;
  delete counts.sheng;
  const ranked = Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] === "en" ? -1 : b[0] === "en" ? 1 : 0));
  const [top, second] = ranked;
  if (!top) return { code: "en", mixed: false, confidence: 0.3 };
  const share = (n: number) => n / tokens.length;
  // English function words are short and shared ("a", "in", "to" are Swahili, Tagalog or Italian too): another
  // language must lead clearly before it is the brief's language.
  // One small word proves nothing ("no call out fee" is English): another language needs two of its words.
  const leader = top[0] !== "en" && ((counts.en ?? 0) >= top[1] * 0.8 || top[1] < 2) ? (["en", counts.en ?? 0] as [string, number]) : top;
  const other = leader[0] === top[0] ? second : top;
  const mixed = !!other && other[1] >= 2 && share(other[1]) >= 0.12;
  return { code: leader[0], mixed, confidence: Math.min(1, share(leader[1]) * 3) };
}

/**
 * Alphabets that say the language on their own, or nearly: a brief written mostly in one of them is in its language
 * ("Сайт для нашей мастерской", "סטודיו קדים", "정원 한옥"), which no list of small words here knows. Cyrillic serves
 * several languages; Russian is the one most briefs in it are written in. Kana before Han: Japanese writes both.
 */
const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Cyrillic}/gu, "ru"], [/\p{Script=Greek}/gu, "el"], [/\p{Script=Hebrew}/gu, "he"], [/\p{Script=Arabic}/gu, "ar"],
  [/\p{Script=Devanagari}/gu, "hi"], [/\p{Script=Bengali}/gu, "bn"], [/\p{Script=Tamil}/gu, "ta"], [/\p{Script=Telugu}/gu, "te"],
  [/\p{Script=Gujarati}/gu, "gu"], [/\p{Script=Gurmukhi}/gu, "pa"], [/\p{Script=Kannada}/gu, "kn"], [/\p{Script=Malayalam}/gu, "ml"],
  [/\p{Script=Sinhala}/gu, "si"], [/\p{Script=Thai}/gu, "th"], [/\p{Script=Lao}/gu, "lo"], [/\p{Script=Khmer}/gu, "km"],
  [/\p{Script=Myanmar}/gu, "my"], [/\p{Script=Georgian}/gu, "ka"], [/\p{Script=Armenian}/gu, "hy"], [/\p{Script=Ethiopic}/gu, "am"],
  [/\p{Script=Hangul}/gu, "ko"], [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, "ja"], [/\p{Script=Han}/gu, "zh"],
];

/** The language of the alphabet most of a text's letters are in, when that is not the Latin one. */
export function scriptLanguage(text: string): Language | null {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (!letters) return null;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  for (const [re, code] of SCRIPTS) {
    const n = (text.match(re) ?? []).length;
    // (Japanese is read by its kana, however much Han it holds.)
    const own = code === "ja" && n ? n + (text.match(/\p{Script=Han}/gu) ?? []).length : n;
    if (own > latin && own >= letters * 0.4) return { code, mixed: latin >= letters * 0.12, confidence: Math.min(1, own / letters + 0.2) };
  }
  return null;
}
