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

export default defineConfig(({ command }) => {
  // Every build is the production build, whoever runs it. Vite follows NODE_ENV when it is already set, and the
  // browser tests build through vite's API inside vitest (NODE_ENV=test): that shipped React's development build
  // and dev JSX (50 KB more gzip, and slower) to the very pages those tests check. Vite reads NODE_ENV after
  // loading this file, and its docs name the config as the place to set it.
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    root: "web",
    publicDir: "public",
    plugins: [react(), tailwindcss(), siteFonts()],
    build: {
      outDir: "../dist/web",
      emptyOutDir: true,
      // .vite/manifest.json maps each source module to its chunk and that chunk's imports: the JavaScript size
      // budget test reads the home page's first load from it.
      manifest: true,
      // Every browser the app supports preloads modules itself; the polyfill was dead weight in the entry.
      modulePreload: { polyfill: false },
      // Routes are split with React.lazy; the entry holds react-dom, react-router, swr and the app's frame.
      chunkSizeWarningLimit: 400,
    },
  };
});
