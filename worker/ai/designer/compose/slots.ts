// Filling the copy's slots with the brief's own words. A template is used only when every slot it names has a value
// ({inPlace} needs a place, {offers} needs offers the customer named), so nothing reads "in ." or "a  shop".
import { capitalise, inPlace, listText, withArticle } from "../words";

export interface Slots {
  name: string;
  /** Whether `name` is the customer's own (else it is "the farrier", and a line saying both reads badly). */
  named: boolean;
  /** What it is, as a singular noun phrase: "funeral home", "farrier"; or what it offers, in the plural (`things`). */
  noun: string;
  /** Whether `noun` names what it offers ("hand-shaped surfboards"): no "a" goes before it, and nothing "is" it. */
  things?: boolean;
  place: string | null;
  customers: string;
  /** What the customer says they offer, lower-case for the middle of a sentence: "raw honey and beeswax candles". */
  offers: string | null;
}

const SLOT = /\{(name|noun|Noun|aNoun|place|inPlace|customers|offers|Offers)\}/g;

function value(key: string, s: Slots): string | null {
  switch (key) {
    case "name":
      return s.name;
    case "noun":
      return s.noun;
    case "Noun":
      return capitalise(s.noun);
    case "aNoun":
      return s.things ? null : withArticle(s.noun);
    case "place":
      return s.place;
    case "inPlace":
      return s.place ? inPlace(s.place) : null;
    case "customers":
      return s.customers;
    case "offers":
      return s.offers;
    case "Offers":
      return s.offers ? capitalise(s.offers) : null;
    default:
      return null;
  }
}

/** Whether every slot a template names has a value; "Reliable {noun} from {name}" needs a real name. */
export function fits(template: string, s: Slots): boolean {
  // "Reliable farrier from the farrier", "Umoja Dairy Cooperative Society is a dairy cooperative society": a line
  // that says the name and the noun needs a name that does not already say the noun.
  const core = s.noun.replace(/\s+business$/, "").toLowerCase();
  if ((!s.named || s.name.toLowerCase().includes(core)) && /\{name\}/.test(template) && /\{(?:noun|Noun|aNoun)\}/.test(template)) return false;
  if (s.things && /\b[Aa]n? \{noun\}/.test(template)) return false;
  return [...template.matchAll(SLOT)].every((m) => value(m[1]!, s) !== null) && !/\{[a-zA-Z]+\}/.test(template.replace(SLOT, ""));
}

/** Fills a template; "a {noun}" takes the article its noun needs, "in {place}" the preposition its place needs. */
export function fillSlots(template: string, s: Slots): string {
  let t = template;
  if (s.place) t = t.replace(/\bin \{place\}/g, "{inPlace}");
  t = t.replace(/\b([Aa])n? \{noun\}/g, (_, a: string) => (a === "A" ? "{ANoun}" : "{aNoun}"));
  // "Write or call Zinhle's Glow Co.": a name that ends on its own full stop ends the sentence too.
  if (s.name.endsWith(".")) t = t.replace(/\{name\}\./g, "{name}");
  // The name's own full stop ("Co.") starts no sentence: it stands aside, as a mark no rule below touches, while the
  // sentence is tidied, and takes a capital only where it opens one.
  const out = t.replace(/\{ANoun\}/g, capitalise(withArticle(s.noun))).replace(/\{name\}/g, NAME).replace(SLOT, (_, key: string) => value(key, s) ?? "");
  // Every sentence starts with a capital, whatever slot opens it ("... before starting. The farrier ...").
  const tidy = capitalise(out.replace(/\s+/g, " ").replace(/\s+([,.!?:;])/g, "$1").trim()).replace(/([.!?]\s+)(\p{Ll})/gu, (_, gap: string, c: string) => gap + c.toUpperCase());
  return tidy.replace(/(^|[.!?]\s+)\u0000/g, (_, gap: string) => gap + capitalise(s.name)).replaceAll(NAME, s.name);
}

const NAME = "\u0000";

/** The customer's offers as a phrase for a sentence: "raw honey, heather honey and beeswax candles". */
export function offersPhrase(offers: readonly { name: string }[]): string | null {
  const names = offers.slice(0, 3).map((o) => (/^\p{Lu}\p{Ll}/u.test(o.name) && !/\s\p{Lu}/u.test(o.name) ? o.name.toLowerCase() : o.name));
  const phrase = listText(names);
  return phrase && phrase.length <= 70 ? phrase : null;
}
