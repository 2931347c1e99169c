// The weights that choose a brief's kind among every candidate the reader finds (kind.ts, kindFeatures), and that
// say how sure the choice is (surenessFeatures), learned by logistic regression on spent sets
// (bench/kind-weights.ts, docs/decisions/0044). Data only.
export const KIND_WEIGHTS = {
  /** One weight per feature, in kindFeatures' order. */
  choose: { bias: -2.949, weights: [0.976, 0.157, 0.538, 0.78, 0.328, 0.239, -1.062, 1.213, 0.295, 0.015, 0.115, 0.255, 0.385, 0.52, 0.455, 0.791, -0.527, 0.026, 0.901, 0.708, -0.168, 0.354, -0.191, 0.759, -0.16, 0.972, 0.509, -0.02, -0.098, 0.242, -0.513, -0.155, -0.164, 0.385, -0.574, -0.198] },
  /** One weight per feature, in surenessFeatures' order; below the threshold the card asks. */
  sure: { bias: 2.369, weights: [1.944, 0.033, -0.536, -0.18, -0.253, -1.179, -0.313, -0.536, -0.253, 0.74, 0.324, 0.37, -1.02, -0.509, -0.038, 0.068, -0.141, -0.578, 0.013, 0.031, -1.111, 0.393, -0.124, -1.161, -0.873, 0.366, 0.51, 0.122, -0.885, 0.169, -1.309, -0.368, 0.505, 0.778, 0.19, 0.519, -0.034, 0.026, -0.144, -0.243, 0.104], threshold: 0 },
};
