// Small grammar for composed copy: articles, lists, slots, capitals, and the owner's voice (we or I). Every
// sentence the designer writes goes through these, so a name, a place or a trade can fill any slot and still read.

/** "a bakery", "an ice cream parlour", "an hour", "a university". */
export function withArticle(noun: string): string {
  const word = noun.trim().toLowerCase();
  const an = /^(?:[aeio]|u(?!ni|s[aeiou]|r[aeiou]|til|ku)|hour|honest|heir|mba|nhs|seo|fbi|sms|x-ray|faq)/.test(word) && !/^(?:one|once|eu|ewe)/.test(word);
  return `${an ? "an" : "a"} ${noun.trim()}`;
}

export const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** Capitalises each word that is not a small joining word: "ceramics studio" -> "Ceramics Studio". */
export function titleCase(s: string): string {
  return s
    .split(" ")
    .map((w, i) => (i > 0 && /^(?:and|or|of|the|a|an|in|on|at|for|to|by|with|&)$/i.test(w) ? w.toLowerCase() : capitalise(w)))
    .join(" ");
}

/** "sourdough", "sourdough and cakes", "sourdough, pastries and cakes". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export type Slots = Partial<Record<"name" | "place" | "customers" | "noun", string | null>>;

/** Whether every slot a template names has a value. */
export function fillable(template: string, slots: Slots): boolean {
  return [...template.matchAll(/\{(\w+)\}/g)].every((m) => !!slots[m[1] as keyof Slots]);
}

/** Fills {name}, {place}, {customers} and {noun}; a missing slot is a programming error, caught by the tests. */
export function fill(template: string, slots: Slots): string {
  let adjusted = slots.place ? template.replace(/\bin \{place\}/g, inPlace("{place}", slots.place)) : template;
  // "a {noun}" takes the article its noun needs: "an independent shop", "a sneaker store".
  if (slots.noun) {
    const article = withArticle(slots.noun).split(" ")[0]!;
    adjusted = adjusted.replace(/\b([Aa])n? \{noun\}/g, (_, a: string) => `${a === "A" ? capitalise(article) : article} {noun}`);
  }
  return capitalise(adjusted.replace(/\{(\w+)\}/g, (_, key: string) => slots[key as keyof Slots] ?? `{${key}}`));
}

/** A plural's singular for matching words, not for printing: "cakes" -> "cake", "bakeries" -> "bakery", "boxes" -> "box". */
export function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** "in Nairobi", "at Lake Naivasha", "on Mount Kenya": the preposition a place takes. */
export function inPlace(place: string, actual = place): string {
  if (/^(?:Lake|River|Beach|Bay)\b/.test(actual)) return `at ${place}`;
  if (/^(?:Mount|Mt\.?)\s/.test(actual)) return `on ${place}`;
  return `in ${place}`;
}

/** Cuts at a word boundary with an ellipsis, for the few places a user's own words might be too long. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "").trimEnd()}…`;
}

const firstPerson: [RegExp, string][] = [
  [/\bwe're\b/gi, "I'm"],
  [/\bwe've\b/gi, "I've"],
  [/\bwe'll\b/gi, "I'll"],
  [/\bwe are\b/gi, "I am"],
  [/\bwe were\b/gi, "I was"],
  [/\bwe\b/gi, "I"],
  [/\bours\b/gi, "mine"],
  [/\bour\b/gi, "my"],
  [/\bourselves\b/gi, "myself"],
  [/\bus\b/gi, "me"],
];

/** The owner's voice for a one-person site: "We photograph weddings" -> "I photograph weddings". */
export function inFirstPersonSingular(text: string): string {
  let out = text;
  for (const [re, to] of firstPerson) {
    out = out.replace(re, (match, offset: number) => {
      const atStart = offset === 0 || /[.!?]\s+$/.test(out.slice(0, offset));
      const word = to === "I" || to.startsWith("I'") ? to : atStart || match.charAt(0) === match.charAt(0).toUpperCase() ? capitalise(to) : to;
      return word;
    });
  }
  return out;
}

/**
 * What a careful reader would notice: a doubled word or article, an unfilled slot, a stray space or comma, a
 * wrong article. Used by the tests over hundreds of generated sites; empty when the text reads cleanly.
 */
export function defects(text: string): string[] {
  // Paragraphs are separated by a blank line (the renderer's rule); each is read on its own.
  if (text.includes("\n\n")) return text.split("\n\n").flatMap((paragraph) => defects(paragraph));
  const found: string[] = [];
  const doubled = /\b(\p{L}+)\s+\1\b/iu.exec(text);
  if (doubled && !/^(?:very|so|bye|no|ha|knock)$/i.test(doubled[1]!)) found.push(`doubled word "${doubled[0]}"`);
  if (/\b(?:a|an|the)\s+(?:a|an|the)\b/i.test(text)) found.push("doubled article");
  if (/[{}]|\bundefined\b|\bnull\b|\bNaN\b/.test(text)) found.push("unfilled slot");
  if (/\s{2,}|\s[,.;:!?]|,,|\.\.(?!\.)|^\s|\s$|\n/.test(text)) found.push("stray space or punctuation");
  for (const m of text.matchAll(/\b(a|an)\s+([\p{L}][\p{L}-]*)/giu)) {
    const expected = withArticle(m[2]!).split(" ")[0];
    if (expected !== m[1]!.toLowerCase()) found.push(`"${m[0]}"`);
  }
  // The same three words twice in one sentence: "for parties for parties", "by the team by the team".
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const words = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
    const seen = new Set<string>();
    for (let i = 0; i + 2 < words.length; i++) {
      const tri = words.slice(i, i + 3).join(" ");
      if (seen.has(tri)) {
        found.push(`repeated phrase "${tri}"`);
        break;
      }
      seen.add(tri);
    }
  }
  return found;
}
