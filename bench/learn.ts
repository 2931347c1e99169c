// Logistic regression for the reader's learned choosers (bench/name-weights.ts, bench/kind-weights.ts): plain
// batch gradient descent with a little L2, small enough to read and deterministic.
import { weighted } from "../worker/ai/designer/read/learned";

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
