// Lucide's icons, one module each (site/art/glyphs.ts imports them so, not through the package's index).
declare module "lucide/dist/esm/icons/*.mjs" {
  import type { IconNode } from "lucide";
  const icon: IconNode;
  export default icon;
}
