// Learns the weights that give a kind outside the catalogue its shape from every word of the brief
// (worker/ai/designer/read/archetype-weights.ts): a softmax regression over the brief's words and the rules' shape,
// on the sets named, checked on the sets after "--check".
//
// Run: node --import tsx bench/archetype-weights.ts dev held-out-4 ... --check held-out-30 [--write]
//   Prints, for every checked set, how many shapes the rules get right and how many the weighed reading does. --write
//   saves the weights, each under 0.5 dropped. Never train on a set that is still held out.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { archetypes, type Archetype } from "../schema/brief";
import { kindContextOf } from "../worker/ai/designer/read";
import { shapeFeatures } from "../worker/ai/designer/read/archetypes";
import { readKind } from "../worker/ai/designer/read/kind";
import { softmax } from "../worker/ai/designer/read/learned";
import { trades } from "../worker/ai/designer/trades";
import { casesOf } from "./brief-judge";
import { fitSoftmax, rounded, type LabelledWords } from "./learn";

const args = process.argv.slice(2);
const at = args.indexOf("--check");
const train = (at < 0 ? args : args.slice(0, at)).filter((a) => !a.startsWith("--"));
const check = at < 0 ? [] : args.slice(at + 1).filter((a) => !a.startsWith("--"));

interface Example extends LabelledWords {
  rules: Archetype;
  /** Whether the kind is outside the catalogue: only those take the weighed shape. */
  other: boolean;
}

function examples(prefix: string): Example[] {
  return casesOf(prefix).flatMap((c) => {
    const label = archetypes.indexOf(c.archetype as Archetype);
    if (label < 0) return [];
    const { kindContext } = kindContextOf(c.text, trades);
    const kind = readKind(kindContext, trades);
    return [{ features: shapeFeatures(kindContext.text, kind.archetype), label, rules: kind.archetype, other: !kind.trade }];
  });
}

const rows = train.flatMap(examples);
// A word seen in fewer than five briefs says more about those briefs than about shapes.
const seen = new Map<string, number>();
for (const r of rows) for (const f of r.features) seen.set(f, (seen.get(f) ?? 0) + 1);
const kept = rows.map((r) => ({ ...r, features: r.features.filter((f) => f.startsWith("r:") || seen.get(f)! >= 5) }));
const fitted = fitSoftmax(kept, archetypes.length);
// Small weights dropped, the rest to one place: what ships.
const shipped = new Map<string, number[]>();
for (const [f, w] of fitted.weights) {
  const strong = w.map((v) => (Math.abs(v) >= 0.5 ? Math.round(v * 10) / 10 : 0));
  if (strong.some((v) => v !== 0)) shipped.set(f, strong);
}
const bias = fitted.bias.map((v) => rounded(v, 2));

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
for (const set of check) {
  const xs = examples(set);
  let rules = 0;
  let weighed = 0;
  for (const x of xs) {
    const p = softmax(x.features, bias, shipped);
    const best = p.indexOf(Math.max(...p));
    const pick = x.other && p[best]! >= 0.5 ? best : archetypes.indexOf(x.rules);
    if (archetypes.indexOf(x.rules) === x.label) rules++;
    if (pick === x.label) weighed++;
  }
  console.log(`${set.padEnd(14)} ${xs.length} briefs: shape right by the rules ${pct(rules, xs.length)}, weighed ${pct(weighed, xs.length)}`);
}
console.log(`${shipped.size} features, ${[...shipped.values()].flat().filter((v) => v !== 0).length} weights`);

if (args.includes("--write")) {
  const file = join(import.meta.dirname, "../worker/ai/designer/read/archetype-weights.ts");
  const head = readFileSync(file, "utf8").split("export const ARCHETYPE_WEIGHTS")[0];
  const packed = [...shipped]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([f, w]) => `    ${JSON.stringify(f)}: "${w.flatMap((v, k) => (v ? [`${k}:${v}`] : [])).join(" ")}",`);
  writeFileSync(file, `${head}export const ARCHETYPE_WEIGHTS = {\n  /** One per shape, in the schema's order. */\n  bias: [${bias.join(", ")}],\n  /** Per feature, "shape:weight" for each weight kept. */\n  features: {\n${packed.join("\n")}\n  } as Record<string, string>,\n};\n`);
}
