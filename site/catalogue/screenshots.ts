// Screenshots of every catalogue template, for a person to look at (and for the catalogue's preview pictures):
//
//   node --import tsx site/catalogue/screenshots.ts [outdir] [slug ...]
//
// Each entry is rendered with render() into a temporary folder and served, with the site fonts from the
// @fontsource packages, by a small HTTP server on 127.0.0.1; Debian's Chromium (through playwright-core) pictures
// the whole page and its first screen at 1280x800 and at 390x844 (<slug>.desktop.png, <slug>.desktop-top.png,
// <slug>.mobile.png, <slug>.mobile-top.png). Pictures go to outdir (default /tmp/catalogue-shots), never the
// repository. Motion is off (reduced motion), so fade-in sections are shown, not caught half-way.
//
// This file sits in the site project, whose type-check has no Node types on purpose (site code also runs in
// browsers and the Worker). So the few Node APIs used here are described below and loaded by a name TypeScript
// does not resolve, rather than adding Node's types to the whole project.
import { chromium } from "playwright-core";
import { allFonts } from "../fonts";
import { render } from "../render";
import { catalogueEntries } from "./entries";

interface Request {
  url?: string;
}
interface Response {
  writeHead(status: number, headers: Record<string, string>): void;
  end(body?: Uint8Array | string): void;
}
interface Server {
  listen(port: number, host: string, done: () => void): void;
  address(): { port: number };
  close(): void;
}
interface NodeApis {
  http: { createServer(handler: (req: Request, res: Response) => void): Server };
  fs: {
    mkdtemp(prefix: string): Promise<string>;
    mkdir(path: string, options: { recursive: true }): Promise<unknown>;
    writeFile(path: string, data: string): Promise<void>;
    readFile(path: string): Promise<Uint8Array>;
    rm(path: string, options: { recursive: true; force: true }): Promise<void>;
  };
  os: { tmpdir(): string };
  path: { join(...parts: string[]): string; dirname(path: string): string; normalize(path: string): string };
  module: { createRequire(from: string): { resolve(id: string): string } };
}

const load = (name: string): Promise<unknown> => import(name);
const node = {
  http: (await load("node:http")) as NodeApis["http"],
  fs: (await load("node:fs/promises")) as NodeApis["fs"],
  os: (await load("node:os")) as NodeApis["os"],
  path: (await load("node:path")) as NodeApis["path"],
  module: (await load("node:module")) as NodeApis["module"],
};
const argv = (globalThis as unknown as { process: { argv: string[] } }).process.argv;

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;
const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  svg: "image/svg+xml",
  woff2: "font/woff2",
  txt: "text/plain; charset=utf-8",
};

const outdir = argv[2] ?? "/tmp/catalogue-shots";
const only = argv.slice(3);
const entries = catalogueEntries.filter((e) => only.length === 0 || only.includes(e.slug));

// The site fonts by the name the CSS asks for (/fonts/<file>), from the npm packages, as vite.config.ts copies them.
const requireFrom = node.module.createRequire(import.meta.url);
const fonts = new Map(allFonts.map((font) => [font.file, requireFrom.resolve(font.source)]));

const root = await node.fs.mkdtemp(node.path.join(node.os.tmpdir(), "catalogue-"));
for (const entry of entries) {
  const site = render(entry.document, { year: 2026, fontBase: "/fonts/" });
  for (const [path, text] of Object.entries(site.files)) {
    const file = node.path.join(root, entry.slug, path);
    await node.fs.mkdir(node.path.dirname(file), { recursive: true });
    await node.fs.writeFile(file, text);
  }
}

const server = node.http.createServer((req, res) => {
  void (async () => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
    const font = path.startsWith("/fonts/") ? fonts.get(path.slice("/fonts/".length)) : undefined;
    const local = node.path.normalize(node.path.join(root, path.endsWith("/") ? `${path}index.html` : path));
    const file = font ?? (local.startsWith(`${root}/`) ? local : undefined);
    try {
      if (!file) throw new Error("outside the site");
      const body = await node.fs.readFile(file);
      res.writeHead(200, { "content-type": TYPES[file.split(".").pop() ?? ""] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("Not found");
    }
  })();
});
await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  await node.fs.mkdir(outdir, { recursive: true });
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce", deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const entry of entries) {
      await page.goto(`${origin}/${entry.slug}/`, { waitUntil: "load" });
      // Lazy pictures below the first screen would otherwise be missing from a full-page picture.
      await page.evaluate(async () => {
        const pictures = Array.from(document.images);
        for (const picture of pictures) picture.loading = "eager";
        await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
        await document.fonts.ready;
      });
      // The whole page, and the first screen alone (what a catalogue card or a visitor sees first).
      for (const [suffix, fullPage] of [["", true], ["-top", false]] as const) {
        const file = node.path.join(outdir, `${entry.slug}.${viewport.name}${suffix}.png`);
        await page.screenshot({ path: file, fullPage });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  await node.fs.rm(root, { recursive: true, force: true });
}
