// How a reading of a brief is judged against the answers a careful reader gave for it (bench/brief-cases/): shared
// by the evaluation and the scripts that learn the reader's weights.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Brief, RequestedSection } from "../schema/brief";
import type { Trade } from "../worker/ai/designer/trade";

export interface Case {
  id: string;
  text: string;
  name: string | null;
  nameAlternatives?: string[];
  kind: string[];
  archetype: string;
  notKinds?: string[];
  clear: boolean;
  country: string | null;
  currency: string | null;
  language: string;
  facts: string[];
  exact: { text: string; role: string }[];
  sections: { kind: RequestedSection; count?: number }[];
  instructions: string[];
}

const dir = join(import.meta.dirname, "brief-cases");

/** The set a file belongs to: "held-out-18a.json" and "held-out-18b.json" are "held-out-18"; every dev-* file is "dev". */
export const setOf = (file: string) => /^held-out-\d+/.exec(file)?.[0] ?? file.replace(/(?:-[a-z])?(?:-\d+)?\.json$/, "");

/**
 * The case files of a set, or of every set whose files start with `prefix`. A set's own name means that set only:
 * "held-out-1" is never held-out-18, which may still be held out.
 */
export function caseFiles(prefix = ""): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  const exact = files.filter((f) => setOf(f) === prefix);
  return exact.length ? exact : files.filter((f) => f.startsWith(prefix));
}

export function casesOf(prefix: string): Case[] {
  return caseFiles(prefix).flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Case[]);
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘]/g, "'")
    // "weavers' association", "women's group": the possessive mark is not part of the word.
    .replace(/(?<=\p{L})'s?(?!\p{L})/gu, "")
    .replace(/\b(?:website|web site|site|page|landing page|online)\b/g, " ")
    .replace(/[^a-z0-9&' ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (/ies$/.test(w) && w.length > 4 ? `${w.slice(0, -3)}y` : /[^su]s$/.test(w) && w.length > 3 ? w.slice(0, -1) : w))
    .join(" ");

/** "solar business" and "solar energy company" name the same kind: the generic last word says nothing. */
const specific = (s: string) => norm(s).replace(/ (?:business|company|service|firm|enterprise|brand|ltd|shop|store|studio|agency)$/, "") || norm(s);

/**
 * One word for the trade, whichever form names it: "thatching" and "thatcher", "installation" and "installer",
 * "bakery" and "baker", "bone-setter" and "bonesetter".
 */
const stem = (s: string) =>
  s
    .replace(/-/g, "")
    .split(" ")
    .map((w) => (w.length > 5 ? w.replace(/(?:ation|ing|ery|er|or|ist)$/, "") : w))
    .join(" ");

/** Whether two ways of naming a kind agree: equal, or one holds the other as whole words, in any form of each word. */
function sameKind(a: string, b: string): boolean {
  const x = stem(specific(a));
  const y = stem(specific(b));
  if (!x || !y) return false;
  // Ours may hold the wanted kind ("family funeral home" for "funeral home"), or end it ("club" for "chess club"),
  // but not only describe it: "fishing" is not a "fishing charter", nor "phone" a "phone repair shop".
  if (x === y || ` ${x} `.includes(` ${y} `) || ` ${y}`.endsWith(` ${x}`)) return true;
  // "yacht cleaning" and "yacht detailing cleaning": every word of the shorter in the longer, in two words or more.
  const [shorter, longer] = [x.split(" "), y.split(" ")].sort((p, q) => p.length - q.length);
  return shorter!.length >= 2 && shorter!.every((w) => longer!.includes(w));
}

export function kindRight(brief: Brief, trade: Trade | null, c: Case): boolean {
  const ours = trade ? [trade.noun, ...trade.keywords] : [brief.kind.noun];
  if (c.notKinds?.some((k) => ours.some((o) => norm(o) === norm(k)))) return false;
  return c.kind.some((k) => ours.some((o) => sameKind(o, k)));
}

export const nameKey = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").replace(/[.,]+$/, "").trim();

export function nameRight(brief: Brief, c: Case): boolean {
  if (c.name === null) return brief.name === null;
  if (!brief.name) return false;
  return [c.name, ...(c.nameAlternatives ?? [])].some((n) => nameKey(n) === nameKey(brief.name!.value));
}

