// Builds the SPA from web/ into dist/web, which wrangler serves as static assets.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, defineConfig, type Plugin, type Rollup } from "vite";
import { contentHash } from "./site/caching";
import { allFonts, fontHashes } from "./site/fonts";
import { PRERENDERED_ATTRIBUTE, prerendered, screens } from "./web/route-paths";

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
 * (docs/decisions/0012). The public pages in `prerendered` also arrive drawn: a second, server-side build of
 * web/prerender.tsx renders them, and the markup goes into their <div id="root"> for the browser to hydrate
 * (docs/decisions/0019). Any other path gets 404.html, the bare page, which draws the not-found screen.
 */
function routePages(): Plugin {
  let ssrBuild = false;
  let configFile: string | undefined;
  let mode = "production";
  return {
    name: "route-pages",
    apply: "build",
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
      configFile = config.configFile;
      mode = config.mode;
    },
    async writeBundle(options, bundle) {
      if (ssrBuild) return;
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
      if (!entry) this.error("route-pages: the build has no entry chunk");
      const loadedByEntry = withImports([entry.fileName]);
      const html = readFileSync(join(outDir, "index.html"), "utf8");
      const entryScript = `<script type="module" crossorigin src="/${entry.fileName}">`;
      if (!html.includes(entryScript)) this.error(`route-pages: index.html has no ${entryScript}`);
      const cssFiles = [...(entry.viteMetadata?.importedCss ?? [])];
      if (cssFiles.length !== 1) this.error(`route-pages: expected the entry to import one stylesheet, not ${cssFiles.length}`);
      const stylesheet = `<link rel="stylesheet" crossorigin href="/${cssFiles[0]}">`;
      if (!html.includes(stylesheet)) this.error(`route-pages: index.html has no ${stylesheet}`);
      const css = readFileSync(join(outDir, cssFiles[0]!), "utf8");
      writeFileSync(join(outDir, "404.html"), html);
      const render = await prerenderer(configFile, mode);
      for (const [path, file] of Object.entries(screens)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/web/routes/${file}.tsx`));
        if (!chunk) this.error(`route-pages: no chunk for web/routes/${file}.tsx`);
        const drawn = (prerendered as readonly string[]).includes(path);
        // A drawn page needs no script to be seen, so its scripts download at low priority: nothing the first paint
        // needs waits behind them. A bare page shows nothing until they have run, so they come first.
        const priority = drawn ? ' fetchpriority="low"' : "";
        const links = [...withImports([chunk.fileName])]
          .filter((name) => !loadedByEntry.has(name))
          .map((name) => `<link rel="modulepreload" crossorigin href="/${name}"${priority}>`);
        let page = html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
        if (drawn) {
          page = page.replace(entryScript, () => entryScript.replace("<script ", `<script${priority} `));
          const root = '<div id="root"></div>';
          if (!page.includes(root)) this.error(`route-pages: index.html must contain ${root}`);
          const markup = await render(`/${path}`);
          page = page.replace(root, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="/${path}">${markup}</div>`);
          // Its styles inline too (13 KB of gzip): the page then paints from its HTML alone, with no stylesheet
          // to wait for behind the scripts that share the connection. Screens opened later find them in place.
          // The link stays, disabled (never fetched): Vite's loader of lazy chunks looks for it before adding the
          // same stylesheet again, which would make the browser restyle the whole page a second time.
          page = page.replace(stylesheet, () => `<style>${css}</style>${stylesheet.replace(">", " disabled>")}`);
        }
        const target = join(outDir, path === "" ? "index.html" : `${path}.html`);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, page);
      }
    },
  };
}

/** Builds web/prerender.tsx for Node (beside node_modules, so its imports resolve) and loads its render(). */
async function prerenderer(configFile: string | undefined, mode: string): Promise<(path: string) => Promise<string>> {
  const outDir = fileURLToPath(new URL("./dist/prerender", import.meta.url));
  await build({
    configFile,
    mode,
    logLevel: "warn",
    build: { ssr: "prerender.tsx", outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const module = (await import(pathToFileURL(join(outDir, "prerender.js")).href)) as { render(path: string): Promise<string> };
  return module.render;
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
    plugins: [react(), tailwindcss(), siteFonts(), routePages()],
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
      rollupOptions: {
        output: {
          // The entry lists every chunk a screen needs, by file name, to preload them together: shared chunks (icons,
          // components) go by their hash alone, which keeps that list, on every page's first load, short. Screens
          // keep their names, so a network panel still says which page is loading.
          chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes("/web/routes/") ? "assets/[name]-[hash].js" : "assets/[hash].js"),
        },
      },
    },
  };
});
