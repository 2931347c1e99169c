// Pictures of the catalogue's built-in templates, taken from the templates themselves in Debian's Chromium:
//
//   node --import tsx scripts/template-previews.ts              the catalogue's preview pictures: the first screen
//                                                               at 1280x800, as 640x400 JPEGs in
//                                                               web/public/template-previews/, and manifest.json
//                                                               with the hash of what each was taken from
//   node --import tsx scripts/template-previews.ts --review DIR  whole pages and first screens at desktop and phone
//                                                               width, for a person to look at (never committed)
//   ... [slug ...]                                              only these templates
//
// Each template is rendered with render(), served with the site fonts from the @fontsource packages by a small
// HTTP server on 127.0.0.1, and pictured with motion reduced, every picture decoded and the fonts loaded. A test
// (template-previews.test.ts) fails when a template changes and its picture was not taken again.
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { chromium } from "playwright-core";
import { catalogueEntries, type CatalogueEntry } from "../site/catalogue/entries";
import { allFonts } from "../site/fonts";
import { render } from "../site/render";
import { root } from "./lib/process";

export const PREVIEWS_DIR = join(root, "web/public/template-previews");
export const PREVIEW_YEAR = 2026;

/** What a preview picture shows: the rendered page, its styles and art. A change to any of them needs a new picture. */
export function previewHash(entry: CatalogueEntry): string {
  const site = render(entry.document, { year: PREVIEW_YEAR, fontBase: "/fonts/" });
  const hash = createHash("sha256");
  for (const path of Object.keys(site.files).sort()) hash.update(path).update("\0").update(site.files[path]!).update("\0");
  return hash.digest("hex").slice(0, 16);
}

const TYPES: Record<string, string> = { html: "text/html; charset=utf-8", css: "text/css; charset=utf-8", js: "text/javascript; charset=utf-8", svg: "image/svg+xml", woff2: "font/woff2", txt: "text/plain; charset=utf-8" };
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

async function main() {
  const args = process.argv.slice(2);
  const reviewAt = args.indexOf("--review");
  const reviewDir = reviewAt >= 0 ? args[reviewAt + 1] : undefined;
  const only = args.filter((a, i) => a !== "--review" && i !== reviewAt + 1);
  const entries = catalogueEntries.filter((e) => only.length === 0 || only.includes(e.slug));

  // The site fonts by the name the CSS asks for (/fonts/<file>), from the npm packages, as vite.config.ts copies them.
  const requireFrom = createRequire(import.meta.url);
  const fonts = new Map(allFonts.map((font) => [font.file, requireFrom.resolve(font.source)]));
  const siteRoot = await mkdtemp(join(tmpdir(), "catalogue-"));
  for (const entry of entries) {
    const site = render(entry.document, { year: PREVIEW_YEAR, fontBase: "/fonts/" });
    for (const [path, text] of Object.entries(site.files)) {
      const file = join(siteRoot, entry.slug, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
      const font = path.startsWith("/fonts/") ? fonts.get(path.slice("/fonts/".length)) : undefined;
      const local = normalize(join(siteRoot, path.endsWith("/") ? `${path}index.html` : path));
      const file = font ?? (local.startsWith(`${siteRoot}/`) ? local : undefined);
      try {
        if (!file) throw new Error("outside the site");
        const body = await readFile(file);
        res.writeHead(200, { "content-type": TYPES[file.split(".").pop() ?? ""] ?? "application/octet-stream" });
        res.end(body);
      } catch {
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("Not found");
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: FLAGS });
  const shots = reviewDir
    ? [
        { width: 1280, height: 800, scale: 1, name: "desktop" },
        { width: 390, height: 844, scale: 1, name: "mobile" },
      ]
    : [{ width: 1280, height: 800, scale: 0.5, name: "preview" }];
  try {
    const manifestFile = join(PREVIEWS_DIR, "manifest.json");
    const manifest: Record<string, string> = reviewDir ? {} : JSON.parse(await readFile(manifestFile, "utf8").catch(() => "{}"));
    await mkdir(reviewDir ?? PREVIEWS_DIR, { recursive: true });
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: shot.scale, reducedMotion: "reduce" });
      const page = await context.newPage();
      for (const entry of entries) {
        await page.goto(`${origin}/${entry.slug}/`, { waitUntil: "load" });
        // Lazy pictures below the first screen would otherwise be missing from a whole-page picture.
        await page.evaluate(async () => {
          const pictures = Array.from(document.images);
          for (const picture of pictures) picture.loading = "eager";
          await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
          await document.fonts.ready;
        });
        if (reviewDir) {
          for (const [suffix, fullPage] of [["", true], ["-top", false]] as const) {
            const file = join(reviewDir, `${entry.slug}.${shot.name}${suffix}.png`);
            await page.screenshot({ path: file, fullPage });
            console.log(file);
          }
        } else {
          const file = join(PREVIEWS_DIR, `${entry.slug}.jpg`);
          await page.screenshot({ path: file, type: "jpeg", quality: 78 });
          manifest[entry.slug] = previewHash(entry);
          console.log(file);
        }
      }
      await context.close();
    }
    if (!reviewDir) {
      const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
      await writeFile(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
    }
  } finally {
    await browser.close();
    server.close();
    await rm(siteRoot, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
