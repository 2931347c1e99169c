// Finds the English words the kind reader's spelling fixer would take for a misspelt catalogue word ("plates" for
// "pilates", "diving" for "driving", "roster" for "roaster") and writes them to
// worker/ai/designer/read/not-typos.ts, so the fixer leaves them alone.
//
// Run: node --import tsx bench/not-typos.ts /usr/share/dict/words [--write]
//   Any list of English words, one per line (Debian's wamerican gives /usr/share/dict/words). Run again after adding
//   keywords to the catalogue.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { COMMON_WORDS } from "../worker/ai/designer/read/common-words";
import { kindIndex, typoOf } from "../worker/ai/designer/read/kind";
import { trades } from "../worker/ai/designer/trades";

const [list] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!list) throw new Error("usage: bench/not-typos.ts <a list of English words> [--write]");
// Other spellings of the same word ("programer", "flutist"), and words so rare in a brief that it is a typo there
// ("pluming", "paining", "coking"): the fixer is right to put them right.
const sameWord = new Set(
  "programer programing flutist handcrafts madrasas artiest pluming paining panting coking cooing codding crooking cratering manged babier pottier muskier singeing garote sharked sharped brandying baring planing hating".split(" "),
);
const { vocabulary } = kindIndex(trades);
const found = new Map<string, string>();
for (const w of readFileSync(list, "utf8").split("\n")) {
  if (!/^[a-z]{6,}$/.test(w) || vocabulary.has(w) || COMMON_WORDS.has(w) || sameWord.has(w)) continue;
  // (The fixer's own test: six letters or more, the first kept, neither word inside the other.)
  const near = [...vocabulary].find((v) => v.length >= 6 && v[0] === w[0] && !w.includes(v) && !v.includes(w) && typoOf(w, v));
  if (near) found.set(w, near);
}
console.log(`${found.size} words: ${[...found].map(([w, v]) => `${w} (not ${v})`).join(", ")}`);
if (process.argv.includes("--write")) {
  const file = join(import.meta.dirname, "../worker/ai/designer/read/not-typos.ts");
  const head = readFileSync(file, "utf8").split("export const NOT_TYPOS")[0];
  const words = [...found.keys()].sort();
  const lines: string[] = [];
  for (let line = ""; words.length; ) {
    const w = words.shift()!;
    if (line && line.length + w.length + 1 > 112) (lines.push(line), (line = ""));
    line = line ? `${line} ${w}` : w;
    if (!words.length) lines.push(line);
  }
  writeFileSync(file, `${head}export const NOT_TYPOS = new Set(\n  \`${lines.join("\n  ")}\`.split(/\\s+/),\n);\n`);
}
