// The weights that choose a brief's kind among every candidate the reader finds (kind.ts, kindFeatures), and that
// say how sure the choice is (surenessFeatures), learned by logistic regression on spent sets
// (bench/kind-weights.ts, docs/decisions/0044). Data only.
export const KIND_WEIGHTS = {
  /** One weight per feature, in kindFeatures' order. */
  choose: { bias: -2.916, weights: [1.011, 0.137, 0.59, 0.896, 0.44, 0.345, -1.125, 1.194, 0.303, 0.011, 0.128, 0.208, 0.377, 0.41, 0.526, 0.88, -0.527, 0.039, 0.825, 0.76, -0.242, 0.443, -0.179, 0.748, -0.158, 1.061, 0.335, -0.053, -0.17, 0.238, -0.502, -0.073, -0.147, 0.342, -0.558, -0.189] },
  /** One weight per feature, in surenessFeatures' order; below the threshold the card asks. */
  sure: { bias: 0.269, weights: [0.805, 0.045, -0.276, 0.861, 0.428, -0.057, -0.287, -0.276, 0.428, 0.192, -0.078, -1.174, 0.194, -0.224, -0.061, 0.296, -0.174, -0.117, 0.577, 0.312, -0.098, 0.145, -0.054, -0.446, -0.495, -0.439, 0.043, 0.702, -0.235, 0.11, -0.088, -0.281, 0.371, 0.461, 0.406, -0.143, 0, -0.248, 0.225, -0.489, 0.27], threshold: 0.25 },
};
