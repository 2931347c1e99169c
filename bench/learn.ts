// Logistic regression for the reader's learned choosers (bench/name-weights.ts, bench/kind-weights.ts): plain
// batch gradient descent with a little L2, small enough to read and deterministic.
import { softmax, weighted } from "../worker/ai/designer/read/learned";

export interface Row {
  x: number[];
  label: boolean;
}

/** Weights that make `weighted(x)` the log-odds of each row's label. */
export function fit(rows: readonly Row[], epochs = 3000): { w: number[]; b: number } {
  const n = rows[0]?.x.length ?? 0;
  const w = new Array<number>(n).fill(0);
  let b = 0;
  const rate = 0.5;
  const l2 = 0.001;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gw = new Array<number>(n).fill(0);
    let gb = 0;
    for (const r of rows) {
      const p = 1 / (1 + Math.exp(-weighted(r.x, { bias: b, weights: w })));
      const err = p - (r.label ? 1 : 0);
      for (let i = 0; i < n; i++) gw[i]! += err * r.x[i]!;
      gb += err;
    }
    for (let i = 0; i < n; i++) w[i]! -= rate * (gw[i]! / rows.length + l2 * w[i]!);
    b -= (rate * gb) / rows.length;
  }
  return { w, b };
}

export const rounded = (v: number, places = 3) => Math.round(v * 10 ** places) / 10 ** places;

export interface LabelledWords {
  /** The example's features, each once. */
  features: readonly string[];
  /** The index of its class. */
  label: number;
}

/**
 * Softmax regression over sparse features (a word present or not): weights per feature and class whose sum, with
 * the biases, is each class's log-odds. Adagrad over the examples in their order, a little L2: deterministic.
 */
export function fitSoftmax(rows: readonly LabelledWords[], classes: number, epochs = 30, l2 = 1e-3): { bias: number[]; weights: Map<string, number[]> } {
  const weights = new Map<string, number[]>();
  const squares = new Map<string, number[]>();
  const bias = new Array<number>(classes).fill(0);
  const biasSquares = new Array<number>(classes).fill(1e-8);
  const rate = 0.3;
  for (const r of rows) for (const f of r.features) if (!weights.has(f)) (weights.set(f, new Array<number>(classes).fill(0)), squares.set(f, new Array<number>(classes).fill(1e-8)));
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const r of rows) {
      const p = softmax(r.features, bias, weights);
      for (let k = 0; k < classes; k++) {
        const g = p[k]! - (k === r.label ? 1 : 0);
        biasSquares[k]! += g * g;
        bias[k]! -= (rate * g) / Math.sqrt(biasSquares[k]!);
        for (const f of r.features) {
          const w = weights.get(f)!;
          const s = squares.get(f)!;
          const gw = g + l2 * w[k]!;
          s[k]! += gw * gw;
          w[k]! -= (rate * gw) / Math.sqrt(s[k]!);
        }
      }
    }
  }
  return { bias, weights };
}


export interface OffsetWords {
  /** What another model already says: the example's log-odds before these weights. */
  offset: number;
  /** The example's features, each once. */
  features: readonly string[];
  label: boolean;
}

/**
 * Logistic regression over sparse features on top of another model's log-odds: one weight per feature (seen at least
 * `least` times) that corrects it. Adagrad over the examples in their order, a little L2: deterministic.
 */
export function fitOffset(rows: readonly OffsetWords[], least = 3, epochs = 15, l2 = 1e-3): Map<string, number> {
  const seen = new Map<string, number>();
  for (const r of rows) for (const f of r.features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const weights = new Map<string, number>();
  const squares = new Map<string, number>();
  const rate = 0.2;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const r of rows) {
      const kept = r.features.filter((f) => seen.get(f)! >= least);
      const score = r.offset + kept.reduce((sum, f) => sum + (weights.get(f) ?? 0), 0);
      const g = 1 / (1 + Math.exp(-score)) - (r.label ? 1 : 0);
      for (const f of kept) {
        const w = weights.get(f) ?? 0;
        const gw = g + l2 * w;
        const s = (squares.get(f) ?? 1e-8) + gw * gw;
        squares.set(f, s);
        weights.set(f, w - (rate * gw) / Math.sqrt(s));
      }
    }
  }
  return weights;
}
