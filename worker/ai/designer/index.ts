// The built-in designer: reads a description into the structured brief (read/), then writes three complete
// website designs from it (compose/), with no AI service at all. Deterministic (the same brief always gives the
// same designs) and fast: nothing to load on a cold isolate but its own data.
import type { Brief } from "../../../schema/brief";
import type { Section, WebsiteDocument } from "../../../schema/site-document";
import { compose, composeSection } from "./compose";
import { readBrief, type Reading } from "./read";
import { tradeArchetype } from "./read/archetypes";
import type { Trade } from "./trade";
import { trades } from "./trades";

export type { Reading } from "./read";

/** The structured brief of a description, and the catalogue entry its kind names. */
export async function readDescription(prompt: string): Promise<Reading> {
  return readBrief(prompt, trades);
}

/** The catalogue entry a brief's kind names, or null for "other" (or an id the catalogue no longer has). */
export function tradeOf(brief: Brief): Trade | null {
  return trades.find((t) => t.id === brief.kind.id) ?? null;
}

/** The kinds of site the catalogue knows, for the card's searchable list: id, noun and shape, with other names. */
export function catalogueKinds(): { id: string; noun: string; archetype: Brief["kind"]["archetype"]; words: string[] }[] {
  return trades.map((t) => ({ id: t.id, noun: t.noun, archetype: tradeArchetype(t), words: t.keywords.slice(0, 6) }));
}

/** Three designs for a brief; `round` 1, 2... are 'More designs'. */
export function designsFromBrief(brief: Brief, round = 0): WebsiteDocument[] {
  return compose(brief, tradeOf(brief), round);
}

/** Three designs for a description, read here. */
export async function designWebsites(prompt: string, round = 0): Promise<WebsiteDocument[]> {
  return designsFromBrief((await readDescription(prompt)).brief, round);
}

/**
 * One section written again for the same brief. Later rounds are tried, up to `lastRound`, until the words differ
 * from `current`; if every round writes the same words, the items are turned so the text still changes.
 */
export function rewriteSection(brief: Brief, type: Section["type"], id: string, round: number, current?: Section, lastRound = round): { section: Section; round: number } {
  const trade = tradeOf(brief);
  const same = (s: Section) => !!current && wordsOf(s) === wordsOf(current);
  let tried = round;
  let section = composeSection(brief, trade, type, id, tried);
  while (same(section) && tried < lastRound) section = composeSection(brief, trade, type, id, ++tried);
  if (same(section)) section = turned(section);
  return { section, round: tried };
}

/** A section's words, the way a reader sees them: what a rewrite must change. */
function wordsOf(s: Section): string {
  return JSON.stringify([s.title, s.heading, s.subheading, s.content, s.items?.map((i) => [i.title, i.description, i.content])]);
}

/** The same section with its items in another order and its lead sentence moved, so no rewrite returns it as it was. */
function turned(s: Section): Section {
  if (s.items && s.items.length > 1) return { ...s, items: [...s.items.slice(1), s.items[0]!] };
  if (s.content?.includes("\n\n")) {
    const parts = s.content.split("\n\n");
    return { ...s, content: [...parts.slice(1), parts[0]!].join("\n\n") };
  }
  return s.subheading && s.heading ? { ...s, heading: s.subheading.replace(/[.]$/, ""), subheading: s.heading } : s;
}

export { guidance } from "./guidance";
