// The built-in designer: three complete website designs from a plain-words description, with no AI service at all.
// Deterministic (the same description always gives the same designs), fast, and written in the description's own
// terms. The English tagger loads on the first design asked of this isolate, not when the Worker starts.
import type { Section, WebsiteDocument } from "../../../schema/site-document";
import { readBrief, type Brief } from "./brief";
import { compose, composeSection } from "./compose";
import { trades } from "./trades";

let tagger: Promise<typeof import("compromise/three").default> | undefined;

export function loadTagger() {
  tagger ??= import("compromise/three").then((m) => m.default);
  return tagger;
}

export async function readDescription(prompt: string): Promise<Brief> {
  return readBrief(prompt, trades, await loadTagger());
}

/** Three designs for a description; `round` 1, 2... are 'More designs' for the same description. */
export async function designWebsites(prompt: string, round = 0): Promise<WebsiteDocument[]> {
  return compose(await readDescription(prompt), round);
}

/**
 * One section written again for the same description; `round` picks a different wording each time. Given the
 * section as it stands (`current`), later rounds are tried, up to `lastRound`, until the words differ from it.
 * Answers the section and the round that wrote it. The description is read once, whatever the tries.
 */
export async function rewriteSection(
  prompt: string,
  type: Section["type"],
  id: string,
  round: number,
  current?: Section,
  lastRound = round,
): Promise<{ section: Section; round: number }> {
  const brief = await readDescription(prompt);
  const same = JSON.stringify(current);
  let tried = round;
  let section = composeSection(brief, type, id, tried);
  while (current && JSON.stringify(section) === same && tried < lastRound) section = composeSection(brief, type, id, ++tried);
  return { section, round: tried };
}

export { guidance } from "./guidance";
export { compose as designsFor };
