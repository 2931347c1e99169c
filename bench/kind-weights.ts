// Learns the weights that choose a brief's kind among every candidate the reader finds, and that say how sure the
// choice is (worker/ai/designer/read/kind-weights.ts): two logistic regressions, over kindFeatures and then over
// surenessFeatures, on the sets named, checked on the sets after "--check".
//
// Run: node --import tsx bench/kind-weights.ts dev held-out-4 --check held-out-5 [--curve] [--keep-choose] [--write]
//   Prints, for every set, how many kinds each reading gets right, how many it asks about and how many it gets wrong
//   without asking: the rules' reading (what the designer did before) and the learned weights. --curve prints how
//   asking trades against being wrong on the checked sets; --write saves the weights. Never train on a set that is
//   still held out. --cost=N sets the threshold where a site written for the wrong kind costs N questions, instead of
//   asking no more often than the rules (docs/decisions/0045 has the curve; the shipped weights do not use it).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ASK_BELOW, type Brief } from "../schema/brief";
import { KIND_WEIGHTS } from "../worker/ai/designer/read/kind-weights";
import { kindContextOf } from "../worker/ai/designer/read";
import { kindChoices, kindIndex, kindScore, kindWords, mustAsk, rankCandidates, surenessFeatures } from "../worker/ai/designer/read/kind";
import { weighted, type Weights } from "../worker/ai/designer/read/learned";
import { trades } from "../worker/ai/designer/trades";
import { casesOf, kindRight } from "./brief-judge";
import { fit, fitOffset, rounded, type Row } from "./learn";

const args = process.argv.slice(2);
const at = args.indexOf("--check");
const train = (at < 0 ? args : args.slice(0, at)).filter((a) => !a.startsWith("--"));
const check = at < 0 ? [] : args.slice(at + 1).filter((a) => !a.startsWith("--"));

type Choices = ReturnType<typeof kindChoices>;
interface Example extends Choices {
  /** Whether each candidate is right, by the candidate. */
  right: Map<Choices["candidates"][number], boolean>;
  rulesRight: boolean;
}

const read = new Map<string, Example[]>();

/** A set's examples, read once: the trainer weighs each set several times. */
function examples(prefix: string): Example[] {
  const known = read.get(prefix);
  if (known) return known;
  const set = casesOf(prefix).map((c) => {
    const choices = kindChoices(kindContextOf(c.text, trades).kindContext, trades);
    const judge = (trade: (typeof choices.candidates)[number]["trade"], noun: string) => kindRight({ kind: { noun } } as Brief, trade, c);
    return { ...choices, right: new Map(choices.candidates.map((k) => [k, judge(k.trade, k.noun)])), rulesRight: judge(choices.rules.trade, choices.rules.noun) };
  });
  read.set(prefix, set);
  return set;
}

interface Chosen {
  right: boolean;
  x: number[];
  /** Whether the designer asks whatever the second stage says (mustAsk). */
  must: boolean;
}

/** For each example, the learned choice: whether it is right, and the second stage's features. */
function chosen(set: Example[], choose: Weights, table: Readonly<Record<string, number>>): Chosen[] {
  const { vocabulary } = kindIndex(trades);
  return set.map((e) => {
    const ranked = rankCandidates(e.candidates, choose, table);
    const top = ranked[0];
    return { right: !!top && e.right.get(top.candidate)!, x: surenessFeatures(ranked, e.rules), must: !top || mustAsk(top.candidate, vocabulary) };
  });
}

interface Tally {
  right: number;
  asked: number;
  wrongSure: number;
}

function tally(choices: Chosen[], sure: Weights, threshold: number): Tally {
  const t = { right: 0, asked: 0, wrongSure: 0 };
  for (const c of choices) {
    const asked = c.must || weighted(c.x, sure) < threshold;
    if (c.right) t.right++;
    if (asked) t.asked++;
    if (!c.right && !asked) t.wrongSure++;
  }
  return t;
}

const trainSet = train.flatMap(examples);
// --keep-choose: the shipped first stage as it is, to learn only what comes after it.
const first = args.includes("--keep-choose") ? null : fit(trainSet.flatMap((e) => e.candidates.map((k) => ({ x: k.x, label: e.right.get(k)! }))));
const choose = first ? { bias: first.b, weights: first.w } : KIND_WEIGHTS.choose;
// Then the customer's nouns' own words, on top of what the features say (the words the features cannot tell apart:
// "kitchen" and "campsite" are both a noun said after "a"), shrunk so that they settle close calls only: at full
// strength they overrule what the features know of where a word stands ("at the Kindersley Curling Club" is where a
// bonspiel is, not what it is).
const SHRINK = 0.3;
const table: Record<string, number> = Object.fromEntries(
  [...fitOffset(trainSet.flatMap((e) => e.candidates.map((k) => ({ offset: kindScore(k.x, choose), features: kindWords(k), label: e.right.get(k)! }))))]
    .map(([f, w]): [string, number] => [f, rounded(SHRINK * w, 2)])
    .filter(([, w]) => Math.abs(w) >= 0.05),
);
const trainChosen = chosen(trainSet, choose, table);
const second = fit(trainChosen.filter((c) => !c.must).map((c): Row => ({ x: c.x, label: c.right })));
const sure = { bias: second.b, weights: second.w };
// The threshold: on the training sets written like fresh ones (the held-out sets among them; the development sets
// were tuned on and read too easily), the one that is wrong and sure least while asking no more often than the
// rules did. Asking more is a choice for the customer, not for the weights.
const fresh = train.filter((p) => p.startsWith("held-out"));
const calibrationSet = fresh.length ? fresh.flatMap(examples) : trainSet;
const calibration = chosen(calibrationSet, choose, table);
const rulesAsked = calibrationSet.filter((e) => e.rules.confidence < ASK_BELOW.kind).length;
let threshold = -4;
let least = Infinity;
// --cost=N: instead, the threshold that costs least when a site written for the wrong kind costs N questions.
const costArg = args.find((a) => a.startsWith("--cost="));
const cost = costArg ? Number(costArg.slice("--cost=".length)) : null;
for (let t = -4; t <= 4; t += 0.05) {
  const r = tally(calibration, sure, t);
  if (cost !== null) {
    const c = r.asked + cost * r.wrongSure;
    if (c < least) [least, threshold] = [c, t];
  } else if (r.asked <= rulesAsked && r.wrongSure < least) [least, threshold] = [r.wrongSure, t];
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`.padStart(6);
console.log("set                        cases   rules: right  asked  sure+wrong   learned: right  asked  sure+wrong");
for (const prefix of [...train, ...check]) {
  const set = examples(prefix);
  const tag = train.includes(prefix) ? " (trained on)" : "";
  const r = { right: set.filter((e) => e.rulesRight).length, asked: set.filter((e) => e.rules.confidence < ASK_BELOW.kind).length, wrongSure: set.filter((e) => !e.rulesRight && e.rules.confidence >= ASK_BELOW.kind).length };
  const l = tally(chosen(set, choose, table), sure, threshold);
  console.log(`${(prefix + tag).padEnd(26)} ${String(set.length).padStart(5)}   ${pct(r.right, set.length)} ${pct(r.asked, set.length)} ${pct(r.wrongSure, set.length)}       ${pct(l.right, set.length)} ${pct(l.asked, set.length)} ${pct(l.wrongSure, set.length)}`);
}
if (args.includes("--curve")) {
  const checked = chosen(check.flatMap(examples), choose, table);
  for (let t = -1; t <= 3.01; t += 0.25) {
    const r = tally(checked, sure, t);
    console.log(`  threshold ${t.toFixed(2)}: asked ${pct(r.asked, checked.length)}, sure and wrong ${pct(r.wrongSure, checked.length)}`);
  }
}
const data = (w: Weights) => `{ bias: ${rounded(w.bias)}, weights: [${w.weights.map((v) => rounded(v)).join(", ")}]`;
console.log(`choose ${data(choose)} }\nsure ${data(sure)}, threshold: ${rounded(threshold, 2)} }`);
if (args.includes("--write")) {
  const words = join(import.meta.dirname, "../worker/ai/designer/read/kind-word-weights.ts");
  const wordsHead = readFileSync(words, "utf8").split("export const KIND_WORD_WEIGHTS")[0];
  const entries = Object.entries(table).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([f, w]) => `  ${JSON.stringify(f)}: ${w},`);
  writeFileSync(words, `${wordsHead}export const KIND_WORD_WEIGHTS: Readonly<Record<string, number>> = {\n${entries.join("\n")}\n};\n`);
  const file = join(import.meta.dirname, "../worker/ai/designer/read/kind-weights.ts");
  const head = readFileSync(file, "utf8").split("export const KIND_WEIGHTS")[0];
  writeFileSync(
    file,
    `${head}export const KIND_WEIGHTS = {\n  /** One weight per feature, in kindFeatures' order. */\n  choose: ${data(choose)} },\n  /** One weight per feature, in surenessFeatures' order; below the threshold the card asks. */\n  sure: ${data(sure)}, threshold: ${rounded(threshold, 2)} },\n};\n`,
  );
}
