// What the name and kind choosers share: a linear score over a candidate's features, the highest-scoring
// candidate, and the score as a likelihood (docs/decisions/0043, 0044).

/** A set of learned weights: one per feature, and a bias. */
export interface Weights {
  bias: number;
  weights: readonly number[];
}

/** How much a candidate's features say it is the one, by a set of weights (the shipped ones, or ones being learned). */
export function weighted(x: readonly number[], w: Weights): number {
  return w.bias + x.reduce((sum, v, i) => sum + v * (w.weights[i] ?? 0), 0);
}

/** A score as a likelihood between 0 and 1, to two places. */
export const likelihood = (score: number) => Math.round(100 / (1 + Math.exp(-score))) / 100;

/** The highest-scoring of some candidates; of equals, the earlier one (what a brief says first, it usually means). */
export function highest<T>(items: readonly T[], score: (item: T) => number, start: (item: T) => number): { item: T; score: number } | null {
  let best: { item: T; score: number } | null = null;
  for (const item of items) {
    const s = score(item);
    if (!best || s > best.score + 1e-9 || (Math.abs(s - best.score) <= 1e-9 && start(item) < start(best.item))) best = { item, score: s };
  }
  return best;
}

/** Each class's probability for some features, by biases and per-feature weights (features without weights count for nothing). */
export function softmax(features: readonly string[], bias: readonly number[], weights: ReadonlyMap<string, readonly number[]>): number[] {
  const s = [...bias];
  for (const f of features) weights.get(f)?.forEach((v, k) => (s[k]! += v));
  const top = Math.max(...s);
  const e = s.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
