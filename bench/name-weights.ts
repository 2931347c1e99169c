// Learns the weights that choose a brief's name among the readings the rules find (worker/ai/designer/read/
// name-weights.ts): logistic regression over nameFeatures, on the sets named, checked on the sets after "--check".
//
// Run: node --import tsx bench/name-weights.ts dev held-out-4 --check held-out-5 held-out-6 [--write]
//   Prints how many names each choice gets right on every set: the rules' own confidence (what the designer did
//   before) and the learned weights. --write saves the weights. Never train on a set that is still held out.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { nameContextOf } from "../worker/ai/designer/read";
import { highest } from "../worker/ai/designer/read/learned";
import { NAME_MIN_CONFIDENCE, nameCandidates, nameFeatures, nameScore, withTitle } from "../worker/ai/designer/read/name";
import { trades } from "../worker/ai/designer/trades";
import { casesOf, nameKey as key } from "./brief-judge";
import { fit, rounded, type Row as LearnRow } from "./learn";
interface Row extends LearnRow {
  value: string;
  start: number;
}
interface Example {
  rows: Row[];
  gold: string[] | null;
}

const args = process.argv.slice(2);
const at = args.indexOf("--check");
const train = (at < 0 ? args : args.slice(0, at)).filter((a) => !a.startsWith("--"));
const check = at < 0 ? [] : args.slice(at + 1).filter((a) => !a.startsWith("--"));

function examples(prefix: string): Example[] {
  const out: Example[] = [];
  for (const c of casesOf(prefix)) {
    const { context } = nameContextOf(c.text, trades);
    const gold = c.name === null ? null : [c.name, ...(c.nameAlternatives ?? [])].map(key);
    const rows = nameCandidates(context)
      .filter((r) => r.confidence >= NAME_MIN_CONFIDENCE)
      .map((r) => ({ x: nameFeatures(r, context), label: !!gold && gold.includes(key(withTitle(r.value, context.text))), value: r.value, start: r.span.start }));
    out.push({ rows, gold });
  }
  return out;
}

const score = (w: number[], b: number, x: number[]) => nameScore(x, { bias: b, weights: w });

/** How many examples the weights name right, chosen as the designer chooses (name.ts): none below the threshold. */
function accuracy(set: Example[], w: number[], b: number, threshold: number): number {
  let right = 0;
  for (const e of set) {
    const best = highest(e.rows, (r) => score(w, b, r.x), (r) => r.start);
    const chosen = best && best.score >= threshold ? best.item : null;
    if (e.gold === null ? chosen === null : !!chosen?.label) right++;
  }
  return right;
}

const trainSet = train.flatMap(examples);
const { w, b } = fit(trainSet.flatMap((e) => e.rows));
// The threshold that names the most training briefs right (a name is better than none only when it is likely).
let threshold = -Infinity;
let most = -1;
for (let t = -6; t <= 2; t += 0.1) {
  const right = accuracy(trainSet, w, b, t);
  if (right > most) [most, threshold] = [right, t];
}
// The rules' own choice: the surest reading, none below 0.4.
const rules = { w: [10], b: 0, threshold: 4 };
console.log("set            cases  rules' choice  learned");
for (const prefix of [...train, ...check]) {
  const set = examples(prefix);
  const tag = train.includes(prefix) ? " (trained on)" : "";
  console.log(`${(prefix + tag).padEnd(26)} ${String(set.length).padStart(5)}  ${String(accuracy(set, rules.w, rules.b, rules.threshold)).padStart(13)}  ${String(accuracy(set, w, b, threshold)).padStart(7)}`);
}
const weights = w.map((v) => rounded(v));
console.log(JSON.stringify({ bias: rounded(b), weights, threshold: rounded(threshold, 2) }));
if (args.includes("--write")) {
  const file = join(import.meta.dirname, "../worker/ai/designer/read/name-weights.ts");
  const head = readFileSync(file, "utf8").split("export const NAME_WEIGHTS")[0];
  writeFileSync(
    file,
    `${head}export const NAME_WEIGHTS = {\n  bias: ${rounded(b)},\n  /** One weight per feature, in nameFeatures' order; the first is the rule's own confidence. */\n  weights: [${weights.join(", ")}],\n  /** Below this score no reading is sure enough to be the name. */\n  threshold: ${rounded(threshold, 2)},\n};\n`,
  );
}
