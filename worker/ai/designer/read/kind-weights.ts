// The weights that choose a brief's kind among every candidate the reader finds (kind.ts, kindFeatures), and that
// say how sure the choice is (surenessFeatures), learned by logistic regression on spent sets
// (bench/kind-weights.ts, docs/decisions/0044). Data only.
export const KIND_WEIGHTS = {
  /** One weight per feature, in kindFeatures' order. */
  choose: { bias: -2.308, weights: [1.165, 0.387, 0.682, 0.943, -0.066, 0.082, -0.174, 1.477, 0.403, -0.02, 0.19, 0.501, 0.716, 0.766, 0.202, 0.605, -0.41, -0.154, -0.343, 1.112, 0.076, 0.172, -0.274, 0.356, -0.193, 1.053, 0.358, -0.157, 0.06, -0.006, -0.956, 0.211] },
  /** One weight per feature, in surenessFeatures' order; below the threshold the card asks. */
  sure: { bias: 0.337, weights: [0.745, -0.018, -0.33, 1.423, 0.244, 0.165, -0.075, -0.33, 0.244, 0.288, -0.157, -1.76, 0.062, 0.011, -0.195, 0.082, -0.401, -0.361, 0.572, 0.775, -0.024, -0.241, 0.037, -0.496, -0.452, -0.312, 0.274, 0.855, -0.247, -0.143, 0.574, -0.112, 0.105, 0.42, 0.5, -0.286, 0.185], threshold: 0.15 },
};
