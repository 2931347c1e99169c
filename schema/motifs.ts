// The art motifs: what a generated picture is about (site/art/ draws each one; the designer's trade catalogue
// names the motifs that suit a trade). A closed list, so a document can only ask for art the renderer knows.
export const motifs = [
  // Food and drink
  "coffee", "bread", "cake", "utensils", "wine", "pizza", "fish", "wheat",
  // Care, health and fitness
  "scissors", "sparkles", "tooth", "stethoscope", "pill", "lotus", "dumbbell", "paw",
  // Trades and homes
  "wrench", "bolt", "droplet", "broom", "hammer", "paint-roller", "house", "key", "car", "leaf",
  // Professional services
  "scale", "chart", "briefcase", "shield",
  // Creative work
  "camera", "pen-tool", "code", "music", "mic", "film", "palette", "book",
  // Events
  "rings", "ticket", "calendar", "party",
  // Learning and community
  "graduation", "pencil", "church", "hands-heart", "globe", "tree",
  // Shops
  "shirt", "gem", "vase", "gift", "shopping-bag", "cpu", "smartphone",
  // Travel and places
  "bed", "plane", "compass", "sun", "mountain", "wave",
  // Apps and technology
  "rocket", "cloud", "wallet",
] as const;

export type Motif = (typeof motifs)[number];
