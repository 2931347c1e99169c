// The weights that choose a brief's kind among every candidate the reader finds (kind.ts, kindFeatures), and that
// say how sure the choice is (surenessFeatures), learned by logistic regression on spent sets
// (bench/kind-weights.ts, docs/decisions/0044). Data only.
export const KIND_WEIGHTS = {
  /** One weight per feature, in kindFeatures' order. */
  choose: { bias: -2.949, weights: [0.976, 0.157, 0.538, 0.78, 0.328, 0.239, -1.062, 1.213, 0.295, 0.015, 0.115, 0.255, 0.385, 0.52, 0.455, 0.791, -0.527, 0.026, 0.901, 0.708, -0.168, 0.354, -0.191, 0.759, -0.16, 0.972, 0.509, -0.02, -0.098, 0.242, -0.513, -0.155, -0.164, 0.385, -0.574, -0.198] },
  /** One weight per feature, in surenessFeatures' order; below the threshold the card asks. */
  sure: { bias: 0.217, weights: [0.783, 0.057, -0.182, 0.722, 0.315, -0.201, -0.38, -0.182, 0.315, 0.22, -0.127, -1.369, 0.193, -0.253, -0.141, 0.158, 0.075, -0.073, 0.529, 0.499, -0.178, 0.125, 0.006, -0.302, -0.285, -0.183, 0.254, 0.868, -0.144, 0.037, -0.355, -0.561, 0.396, 0.446, 0.335, -0.125, -0.077, -0.276, 0.16, -0.494, 0.124], threshold: 0.2 },
};
