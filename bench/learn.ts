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

