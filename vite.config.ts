// Builds the SPA from web/ into dist/web, which wrangler serves as static assets.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const require = createRequire(import.meta.url);

/**
 * The five site fonts (regular and bold, latin) from the npm @fontsource packages, copied to dist/web/fonts/.
 * From there the app serves them to the live preview, and the Worker reads them when it publishes or zips a site:
 * one copy, never a font CDN.
 */
function siteFonts(): Plugin {
  const families = ["inter", "roboto", "montserrat", "poppins", "open-sans"];
  return {
    name: "site-fonts",
    apply: "build",
    generateBundle() {
      for (const family of families) {
        for (const weight of [400, 700]) {
          const file = `${family}-latin-${weight}-normal.woff2`;
          this.emitFile({
            type: "asset",
            fileName: `fonts/${file}`,
            source: readFileSync(require.resolve(`@fontsource/${family}/files/${file}`)),
          });
        }
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
