// The weights that choose a brief's name among the readings the rules find (name.ts, nameFeatures), learned by
// logistic regression on the development briefs (bench/name-weights.ts, docs/decisions/0043). Data only.
export const NAME_WEIGHTS = {
  bias: -3.897,
  /** One weight per feature, in nameFeatures' order; the first is the rule's own confidence. */
  weights: [2.238, 1.566, 1.142, 1.873, -0.392, -1.685, 0.719, 1.025, 0.087, 0.054, -0.045, -0.791, 0.705, 0.39, 0.781, -1.019, -0.554, 2.782, 0.309, 0.587, 0.46, -0.009, 1.112, 0.393, 0.312, 0.33, 0.204, 0.428, -0.573],
  /** Below this score no reading is sure enough to be the name. */
  threshold: -3.1,
};
