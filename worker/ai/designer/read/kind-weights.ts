// The weights that choose a brief's kind among every candidate the reader finds (kind.ts, kindFeatures), and that
// say how sure the choice is (surenessFeatures), learned by logistic regression on spent sets
// (bench/kind-weights.ts, docs/decisions/0044). Data only.
export const KIND_WEIGHTS = {
  /** One weight per feature, in kindFeatures' order. */
  choose: { bias: -2.939, weights: [0.98, 0.145, 0.555, 0.761, 0.351, 0.261, -1.052, 1.231, 0.311, 0.036, 0.081, 0.255, 0.388, 0.481, 0.452, 0.81, -0.521, 0.052, 0.914, 0.72, -0.205, 0.393, -0.183, 0.735, -0.157, 0.999, 0.534, -0.018, -0.154, 0.248, -0.512, -0.129, -0.171, 0.391, -0.556, -0.199] },
  /** One weight per feature, in surenessFeatures' order; below the threshold the card asks. */
  sure: { bias: 0.081, weights: [0.763, 0.06, -0.112, 0.794, 0.251, -0.308, -0.301, -0.112, 0.251, 0.201, -0.164, -1.277, 0.277, -0.216, -0.064, 0.104, 0.034, 0, 0.514, 0.381, -0.161, 0.016, 0.02, -0.163, -0.358, -0.233, 0.225, 0.899, -0.145, 0.021, -0.37, -0.633, 0.469, 0.574, 0.306, -0.106, 0, -0.294, 0.265, -0.429, 0.123], threshold: 0.2 },
};
