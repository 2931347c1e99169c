// The people a brief names as its team ("Partners: CA Rajesh Mehta, CA Kavita Shah", "artists: Marta, Kenji,
// Lucas", "3 selectors (Ricky Thunder, Bigga, Lady Skye)"): the customer's own people, shown instead of sample
// portraits. Only a list under a word for people counts; a lone name is more likely the owner or the site's name.
import type { Span } from "./text";

/** Words for the people of a business, plural, as a list is labelled. */
const ROLES =
  "partners|practitioners|clinicians|surgeons|specialists|founders|co-?founders|owners|directors|staff|team|crew|members|band members|artists|tattoo artists|stylists|barbers|chefs|cooks|teachers|tutors|coaches|trainers|instructors|doctors|dentists|nurses|therapists|vets|lawyers|advocates|pilots|guides|drivers|selectors|djs|mcs|singers|musicians|dancers|fadistas|players|speakers|hosts|judges|mentors|pastors|priests|imams|elders|trustees|committee|board|volunteers|facilitators|organi[sz]ers|comedians|performers|captains|skippers|makers|weavers|carvers|designers|photographers|agents|associates|consultants|engineers|architects|surveyors|midwives|physios|physiotherapists|masseurs|masseuses|cleaners|mechanics|electricians|plumbers|carpenters|builders";

/** A title before a name ("Dr.", "CA", "Kru", "Chef"), kept with it. */
const TITLE = "(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|Fr|Sr|Sra|St|Kru|Chef|Coach|Pastor|Imam|Sheikh|Mama|Baba|Mzee|DJ|MC|CA|Eng|Hon)\\.?\\s+)?";
// A word, or an initial with its dot ("J."): a dot after a word ends the sentence, not the name.
const WORD = "\\p{Lu}(?:[\\p{L}'’-]+|\\.)";
// ("Dr. Amara Osei (GMC registered, founder)": a note in brackets after a name is about them.)
const NAME = `${TITLE}${WORD}(?:\\s+(?:(?:de|da|dos|van|von|der|al|el|bin|ibn|la|le)\\s+)?${WORD}){0,3}(?:\\s*\\([^()]{1,40}\\))?`;
const JOIN = "\\s*(?:,\\s*(?:and\\s+|&\\s*)?|&|\\+|/|\\band\\b|\\by\\b|\\bet\\b|\\be\\b|\\bund\\b|\\bna\\b)\\s*";
// (Not case-blind: with it, \p{Lu} would take any letter. A label may start its sentence, so its first letter is either.)
const LABELS = ROLES.split("|").map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join("|");
// Not a label inside a firm's name ("Bello & Partners", "Mehta & Shah Associates") or a thing's ("audio players");
// and the list ends where its clause does ("(PhD and MSc students)" names no one).
const LIST = new RegExp(
  `(?<![\\p{L}]|&\\s|\\band\\s|\\b(?!(?:Our|The|My|Meet|Their|All|Two|Three|Four|Five|Six)\\s)\\p{Lu}[\\p{L}'’-]*\\s|\\b(?:audio|video|music|media|cd|dvd|mp3|record)\\s)(${LABELS})\\s*(?:are|include|:|\\(|–|—|-)\\s*(${NAME}(?:${JOIN}${NAME}){1,11})(?=\\s*(?:[.,;:)!?\\n]|$))`,
  "gu",
);

/** Words that look like names in a list but are days, months or the page's parts. */
const NOT_NAMES = /^(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?|tuesday|wednesday|thursday|saturday|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|and|the|our|all|with|plus|contact|about|gallery|prices?|menu|booking|reviews|faq|home|services)$/i;

export interface Person {
  name: string;
  /** What they are to the business, from the list's label ("Partner", "Selector"). */
  role?: string;
  span: Span;
}

/** "partners" -> "Partner"; a word for the whole group ("staff", "crew", "board") gives no role. */
function roleOf(label: string): string | undefined {
  const w = label.toLowerCase().replace(/\s+/g, " ");
  if (/^(?:staff|team|crew|committee|board|members|band members)$/.test(w)) return undefined;
  const one = w.replace(/ies$/, "y").replace(/(?<=(?:ch|sh|ss|x))es$/, "").replace(/wives$/, "wife").replace(/s$/, "");
  const spelled = { djs: "DJ", mcs: "MC" }[w] ?? one;
  return spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

export function readPeople(text: string, skip: readonly Span[]): Person[] {
  const people: Person[] = [];
  for (const m of text.matchAll(LIST)) {
    const start = m.index + m[0].length - m[2]!.length;
    if (skip.some((s) => s.start <= m.index && m.index < s.end)) continue;
    const names = m[2]!
      .replace(/\s*\([^()]*\)/g, "")
      .split(new RegExp(JOIN, "u"))
      .map((n) => n.trim().replace(/[.’']+$/, ""))
      .filter((n) => n.length >= 2 && !/\d/.test(n) && !n.split(/\s+/).some((w) => NOT_NAMES.test(w)));
    if (names.length < 2) continue;
    const role = roleOf(m[1]!);
    for (const name of names) {
      if (people.some((p) => p.name === name)) continue;
      people.push({ name, ...(role ? { role } : {}), span: { start, end: start + m[2]!.length, text: m[0] } });
    }
  }
  return people.slice(0, 12);
}
