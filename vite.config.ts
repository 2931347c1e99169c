// Builds the SPA from web/ into dist/web, which wrangler serves as static assets.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { contentHash } from "./site/caching";
import { allFonts, fontHashes } from "./site/fonts";

const require = createRequire(import.meta.url);

/**
 * The five site fonts (regular and bold, latin) from the npm @fontsource packages, copied to dist/web/fonts/ under
 * their content-hashed names. From there the app serves them to the live preview, and the Worker reads them when
 * it publishes or zips a site: one copy, never a font CDN. A font whose bytes no longer match its recorded hash
 * (after a package update) stops the build: the name promises browsers the bytes never change.
 */
function siteFonts(): Plugin {
  return {
    name: "site-fonts",
    apply: "build",
    generateBundle() {
      for (const font of allFonts) {
        const source = readFileSync(require.resolve(font.source));
        const hash = contentHash(source);
        if (hash !== fontHashes[font.npmFile]) this.error(`${font.source} changed: set its hash in site/fonts.ts (fontHashes) to "${hash}"`);
        this.emitFile({ type: "asset", fileName: `fonts/${font.file}`, source });
      }
    },
  };
}

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), siteFonts()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // Routes are split with React.lazy. The entry chunk is react-dom + react-router + swr (~110 KB gzip), the
    // floor for this stack; warn if any chunk grows past that.
    chunkSizeWarningLimit: 400,
  },
});
