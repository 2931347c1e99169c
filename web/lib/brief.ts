// The AI builder's side of the structured brief (schema/brief.ts): what the reading guessed, and every correction
// the customer makes to it, each a new brief whose field says the customer set it (confidence 1, `from` empty).
// Types only from the schema: this module is loaded by the AI builder's page, which carries no validation library.
import type { Archetype, Brief, Kind, RequestedSection } from "../../schema/brief";

/** Who writes the site (POST /api/brief): a model writes in the brief's language, the built-in designer in English. */
export type Writer = "model" | "designer";

/** What the reading asks before designing when it is unsure. */
export type Question = "kind" | "name";

/** A kind of site the catalogue knows (GET /api/brief/kinds): its id, its noun, its shape and its other names. */
export interface CatalogueKind {
  id: string;
  noun: string;
  archetype: Archetype;
  words: string[];
}

/** A kind the customer chose: a catalogue entry, or "other" with their own words. */
export interface KindChoice {
  id: string;
  noun: string;
  archetype: Archetype;
}

/** The spec's wording when the designs will be in English though the description is not. */
export const ENGLISH_NOTE = "Your site will be written in English; your own words are kept as you wrote them.";

/** Whether the card should say the site will be in English: the built-in designer writes English only. */
export function writtenInEnglish(brief: Brief, writer: Writer | undefined): boolean {
  return writer === "designer" && brief.language.code !== "en";
}

/** "funeral home" -> "Funeral home": nouns as button and chip labels. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The reading's best three guesses at the kind, most likely first: its own reading, then its other guesses. */
export function kindGuesses(brief: Brief): { id: string; noun: string }[] {
  const all = [{ id: brief.kind.id, noun: brief.kind.noun }, ...brief.kind.guesses.map(({ id, noun }) => ({ id, noun }))];
  const seen = new Set<string>();
  return all.filter((g) => g.noun.trim() !== "" && !seen.has(g.noun.toLowerCase()) && seen.add(g.noun.toLowerCase())).slice(0, 3);
}

/** A kind as the customer set it: sure, and read from no words of the description. */
export function chosenKind(choice: KindChoice): Kind {
  return { id: choice.id, noun: choice.noun.trim(), archetype: choice.archetype, confidence: 1, from: "", guesses: [] };
}

export function withKind(brief: Brief, choice: KindChoice): Brief {
  return { ...brief, kind: chosenKind(choice) };
}

/** The name as the customer set it; empty or null: the site has no name yet. */
export function withName(brief: Brief, value: string | null): Brief {
  const name = value?.trim() ?? "";
  return { ...brief, name: name ? { value: name, confidence: 1, from: "" } : null };
}

/** The place as the customer typed it; empty: none. Its country is left for the server to look up (generate.ts). */
export function withPlace(brief: Brief, value: string): Brief {
  const place = value.trim();
  return { ...brief, place: place ? { value: place, country: null, confidence: 1, from: "" } : null };
}

/**
 * The card's brief: its draft with the name and place as typed, where they differ from the brief it was given
 * (words typed and then typed back leave the reading's own field, with its country, as it was).
 */
export function withTyped(draft: Brief, given: Brief, typed: { name: string; place: string }): Brief {
  const named = typed.name.trim() === (given.name?.value ?? "") ? { ...draft, name: given.name } : withName(draft, typed.name);
  return typed.place.trim() === (given.place?.value ?? "") ? { ...named, place: given.place } : withPlace(named, typed.place);
}

export function withOffer(brief: Brief, name: string): Brief {
  const offer = name.trim();
  if (!offer || brief.offers.some((o) => o.name.toLowerCase() === offer.toLowerCase())) return brief;
  return { ...brief, offers: [...brief.offers, { name: offer, from: "" }] };
}

export function withSection(brief: Brief, kind: RequestedSection): Brief {
  if (brief.sections.some((s) => s.kind === kind)) return brief;
  return { ...brief, sections: [...brief.sections, { kind, from: "" }] };
}

/** The same list without its item at `index`. */
export function without<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * The catalogue's kinds matching what the customer typed: every word typed begins a word of the kind's noun or
 * other names ("hair sal" finds the hair salon), those whose noun begins with the words first.
 */
export function matchKinds(kinds: readonly CatalogueKind[], query: string): CatalogueKind[] {
  const typed = words(query);
  if (typed.length === 0) return [...kinds];
  const phrase = typed.join(" ");
  const matching = kinds.filter((k) => {
    const known = [k.noun, ...k.words].flatMap(words);
    return typed.every((t) => known.some((w) => w.startsWith(t)));
  });
  const rank = (k: CatalogueKind) => (k.noun.toLowerCase().startsWith(phrase) ? 0 : 1);
  return matching.sort((a, b) => rank(a) - rank(b));
}

/** The catalogue's kind named exactly by these words (its noun or one of its other names), if there is one. */
export function kindNamed(kinds: readonly CatalogueKind[], query: string): CatalogueKind | undefined {
  const phrase = words(query).join(" ");
  return phrase ? kinds.find((k) => [k.noun, ...k.words].some((w) => words(w).join(" ") === phrase)) : undefined;
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** One line of what the brief says, for the card folded on a phone: "Crumb & Co · Bakery · Nairobi". */
export function briefSummary(brief: Brief): string {
  return [brief.name?.value, capitalised(brief.kind.noun), brief.place?.value].filter(Boolean).join(" · ");
}
