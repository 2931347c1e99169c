// Builds the SPA from web/ into dist/web, which wrangler serves as static assets.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { dirname, join } from "node:path";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { contentHash } from "./site/caching";
import { allFonts, fontHashes } from "./site/fonts";
import { screens } from "./web/route-paths";

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

/**
 * Each page gets its own copy of index.html (pricing.html, account/billing.html: the assets service answers
 * /pricing with pricing.html) that also preloads its screen's chunk and that chunk's imports. Without it the
 * browser learns of the screen only once the entry has run, one more round trip before the first paint
 * (docs/decisions/0012). index.html itself preloads the home screen; it also answers unknown paths, which then
 * fetch a little code they do not run.
 */
function routePreloads(): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (start: string[], into = new Set<string>()) => {
        for (const name of start) {
          if (into.has(name)) continue;
          into.add(name);
          withImports(byFile.get(name)?.imports ?? [], into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error("route-preloads: the build has no entry chunk");
      const loadedByEntry = withImports([entry.fileName]);
      const html = readFileSync(join(outDir, "index.html"), "utf8");
      for (const [path, file] of Object.entries(screens)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/web/routes/${file}.tsx`));
        if (!chunk) this.error(`route-preloads: no chunk for web/routes/${file}.tsx`);
        const links = [...withImports([chunk.fileName])]
          .filter((name) => !loadedByEntry.has(name))
          .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`);
        const target = join(outDir, path === "" ? "index.html" : `${path}.html`);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`));
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
    plugins: [react(), tailwindcss(), siteFonts(), routePreloads()],
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
