// English words one letter away from a word of the catalogue's keywords ("plates" and "pilates", "diving" and
// "driving", "roster" and "roaster"): real words, never put right as misspellings. Found in a list of English words
// by bench/not-typos.ts. Data only.
export const NOT_TYPOS = new Set(
  `altercations alternations animals auction backing balking banding barking basking blanking braking broiler
  caching cambers cantering ceremonials chanter clashes clauses cleanser cleansing cloths constable cording
  corrector countable deriving divers diving driers drives fritter fronted galley garbage graphite groupie idioms
  leaner marking marquis masking medial mediation panning particulars patient photons plates plating plotter
  poplar raster reactor render roadster roster shavings sheared signer signing singling slinging steamer stinger
  stinging sturgeon suppliers swinger swinging wintery writhing`.split(/\s+/),
);
