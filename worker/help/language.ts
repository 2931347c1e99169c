// Which language a help question is in: English, or Swahili (with the Sheng and English words Kenyans mix in).
// The assistant answers a Swahili question in Swahili where its Swahili help pages reach (docs/help/sw/).

export type Language = "en" | "sw";

/** Words that are Swahili and not English (nor a product word both use, like "M-Pesa" or "domain"). */
const swahiliWords = new Set(
  ("je ni ya wa za la kwa na kama lakini au bado sasa hii hiyo hizi hizo huu ile kuna hakuna ndio ndiyo hapana sana tu pia " +
    "naweza unaweza inawezekana nataka tunataka nini gani ngapi vipi aje jinsi wapi lini kwa nini mimi wewe yangu wangu changu " +
    "yako wako chako zangu zako mwenyewe bei gharama pesa shilingi dola bure mpango mipango kifurushi tovuti kikoa vikoa picha " +
    "lipa kulipa kulipia malipo nilipe nalipaje nitalipaje simu namba mwezi mwaka siku saa akaunti ingia jisajili chapisha " +
    "kuchapisha nitachapishaje pakua kupakua unganisha kuunganisha weka ongeza ondoa futa badilisha msaada tafadhali asante " +
    "habari jambo sawa iko ikona inakaa inagharimu inauzwa niko uko tuko hiki hicho kitu vitu biashara duka langu lako")
    .split(" "),
);

/** Verb forms with Swahili subject and tense prefixes ("nimelipa", "nitachapisha", "haijapita"). */
const swahiliVerb = /^(ni|u|a|tu|m|wa|i|ku|ha|hai|si)(na|me|ta|li|ja|ki|nge)?[a-z]{3,}(a|e|i)$/;
const englishWords = new Set("i a the is are my me do does can how what when where why which with to for of and it on in".split(" "));

export function languageOf(question: string): Language {
  const words = question.toLowerCase().split(/[^a-z']+/).filter(Boolean);
  if (words.length === 0) return "en";
  let swahili = 0;
  let english = 0;
  for (const word of words) {
    if (swahiliWords.has(word)) swahili++;
    else if (englishWords.has(word)) english++;
    else if (word.length > 5 && swahiliVerb.test(word) && /^(nime|nita|nili|tume|tuta|hai|ina|una|ana|kuu|kul|kup|kut|kuw)/.test(word)) swahili++;
  }
  return swahili >= 2 && swahili > english ? "sw" : swahili >= 1 && english === 0 && words.length <= 4 ? "sw" : "en";
}
