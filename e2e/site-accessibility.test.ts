// Every builder template, a page with every kind of section (in a light and a dark palette) and every look with
// generated art, rendered exactly as published and served over loopback HTTP (so its fonts, stylesheet and
// pictures load as they do online), checked by axe-core in Chromium; and the site header: one compact row with a
// Menu on a phone, working with scripts off, the row of links from tablet width, and the sticky header.
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builderTemplates, templateDocument } from "../schema/builder-templates";
import type { WebsiteDocument } from "../schema/site-document";
import { lookSamples } from "../site/look-samples";
import { render } from "../site/render";
import { showcaseDocument } from "../site/showcase";
import { designerCorpus } from "../test/designer-corpus";
import { designWebsites } from "../worker/ai/designer";
import { axeViolations, openPage } from "./harness";

const require = createRequire(import.meta.url);
const types: Record<string, string> = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  woff2: "font/woff2",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  svg: "image/svg+xml",
};

const darkShowcase = showcaseDocument();
darkShowcase.style.colors = { primary: "#38bdf8", secondary: "#1e293b", accent: "#f472b6", background: "#0f172a", text: "#e2e8f0" };
const sites = [
  ...builderTemplates.map((t) => ({ name: t.name, path: String(t.id), doc: templateDocument(t.id) })),
  { name: "Every kind of section", path: "showcase", doc: showcaseDocument() },
  { name: "Every kind of section, dark palette", path: "showcase-dark", doc: darkShowcase },
];
const looks = lookSamples().map((sample, i) => ({ ...sample, folder: `look-${i}` }));
// Every design the built-in designer makes from the corpus of descriptions.
const generated: { name: string; path: string; doc: WebsiteDocument }[] = [];
for (const [p, prompt] of designerCorpus.entries()) {
  for (const [i, doc] of (await designWebsites(prompt)).entries()) generated.push({ name: `${prompt} #${i + 1}`, path: `designed-${p}-${i}`, doc });
}

// Each site at /<path>/..., each look sample's at /look-<n>/..., fonts read from the packages they ship in.
const files = new Map<string, string | Buffer>();
for (const { path: root, doc } of [...sites, ...looks.map((l) => ({ path: l.folder, doc: l.doc })), ...generated]) {
  const site = render(doc, { year: 2026 });
  for (const [path, text] of Object.entries(site.files)) files.set(`/${root}/${path}`, text);
  for (const [path, source] of Object.entries(site.fonts)) files.set(`/${root}/${path}`, readFileSync(require.resolve(source)));
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname.replace(/\/$/, "/index.html");
    const body = files.get(path);
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": types[path.slice(path.lastIndexOf(".") + 1)] ?? "application/octet-stream" });
    res.end(body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

const colours = () =>
  [document.body, document.querySelector(".site-header")!].map((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);

describe("generated sites are accessible", () => {
  it.each(sites)("$name has no axe violations, and looks the same to a visitor who prefers dark", async ({ path }) => {
    const page = await openPage(`${origin}/${path}/`, { width: 390, height: 844 });
    await page.evaluate(() => document.fonts.ready);
    // Every section shown, as a visitor scrolling through would see it (fade-in effects included).
    await page.evaluate(() => document.querySelectorAll(".reveal").forEach((el) => el.classList.add("is-visible")));
    // Every answer open, so its text is checked too.
    await page.evaluate(() => document.querySelectorAll("details").forEach((el) => (el.open = true)));
    await page.waitForTimeout(700); // the fade-in transition is 0.6 s
    expect(await axeViolations(page)).toEqual([]);
    // A generated site has one colour scheme (no prefers-color-scheme rules), so one axe run covers both; should a
    // dark variant appear, this fails and the dark case needs its own run.
    const light = await page.evaluate(colours);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await page.evaluate(colours)).toEqual(light);
  });
});

describe("every look with generated art is accessible", () => {
  it.each(looks)("$name has no axe violations on a phone and a desktop, and every picture loads", async ({ folder }) => {
    for (const width of [390, 1280]) {
      const page = await openPage(`${origin}/${folder}/`, { width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      // Lazy pictures load as a visitor scrolls to them: load them all, then check none failed.
      await page.evaluate(() => document.querySelectorAll("img").forEach((img) => img.setAttribute("loading", "eager")));
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
      expect(await page.evaluate(() => Array.from(document.images).filter((img) => img.naturalWidth === 0).map((img) => img.src))).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

describe("every design the built-in designer makes from the corpus is accessible", () => {
  it(`has no axe violations on a phone, over ${designerCorpus.length * 3} designs`, async () => {
    const page = await openPage(`${origin}/${generated[0]!.path}/`, { width: 390, height: 844 });
    const found: string[] = [];
    for (const design of generated) {
      await page.goto(`${origin}/${design.path}/`);
      // Every section shown and every answer open, at once: the fade-in is the same check with a wait.
      await page.addStyleTag({ content: "*{transition:none!important}" });
      await page.evaluate(() => {
        document.querySelectorAll(".reveal").forEach((el) => el.classList.add("is-visible"));
        document.querySelectorAll("details").forEach((el) => (el.open = true));
      });
      found.push(...(await axeViolations(page)).map((v) => `${design.name}: ${v}`));
    }
    expect(found).toEqual([]);
  }, 600_000);
});

describe("the site header on a phone and a desktop", () => {
  const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
  /** The links screen readers meet in the page's navigation (hidden lists are not in the accessibility tree). */
  const navLinks = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link").allTextContents();
  const links = ["Home", "In numbers", "Menu", "Take it home", "From the counter", "Our story", "Catering"];
  /** Chromium's own accessibility tree (what a screen reader is given): each "Menu" disclosure button, and whether it is open. */
  async function menuButtons(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    await cdp.detach();
    return nodes
      .filter((n) => !n.ignored && n.role?.value === "DisclosureTriangle" && n.name?.value === "Menu")
      .map((n) => n.properties?.find((p) => p.name === "expanded")?.value.value);
  }

  it("is one compact row on a phone, whose Menu opens with scripts off and by keyboard, with one navigation", async () => {
    for (const width of [360, 390, 414]) {
      // Scripts off: the fonts (preloaded, so in place by the load event) are the page's own.
      const page = await openPage(`${origin}/showcase/`, { width, height: 800, javaScriptEnabled: false });
      const header = await box(page, ".site-header");
      expect(header.height).toBeLessThanOrEqual(72);
      // The name on the left, the Menu on the right, on one line; no link rows until it opens.
      const [brand, menu] = [await box(page, ".brand"), await box(page, ".site-menu summary")];
      expect(Math.abs(brand.y + brand.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(2);
      expect(brand.x).toBeLessThan(menu.x);
      expect(menu.x + menu.width).toBeLessThanOrEqual(width);
      expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(1);
      expect(await navLinks(page)).toEqual([]);
      // A button named Menu, collapsed (Chromium exposes a <summary> as a disclosure button).
      await expect.poll(() => menuButtons(page)).toEqual([false]);
      // Keyboard: skip link, name, then the Menu; Enter opens it.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Menu");
      await page.keyboard.press("Enter");
      await expect.poll(() => menuButtons(page)).toEqual([true]);
      expect(await navLinks(page)).toEqual(links);
      expect(await page.getByRole("link", { name: "Catering", exact: true }).isVisible()).toBe(true);
      // The header itself keeps its height: the links open in a panel over the page.
      expect((await box(page, ".site-header")).height).toBe(header.height);
      await page.keyboard.press("Enter");
      expect(await navLinks(page)).toEqual([]);
    }
    // Open, as a visitor with scripts sees it (axe needs them), on the light and the dark palette.
    for (const path of ["showcase", "showcase-dark"]) {
      const page = await openPage(`${origin}/${path}/`, { width: 390, height: 844 });
      await page.locator(".site-menu summary").click();
      expect(await axeViolations(page)).toEqual([]);
    }
  }, 90_000);

  it("keeps its links in a row from tablet width, with no Menu", async () => {
    for (const width of [768, 1280]) {
      const page = await openPage(`${origin}/showcase/`, { width, height: 800, javaScriptEnabled: false });
      expect(await page.locator(".site-menu").isVisible()).toBe(false);
      expect(await navLinks(page)).toEqual(links);
      expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Catering" }).isVisible()).toBe(true);
    }
  });

  it("stays at the top while scrolling, lands a chosen section below it, and the menu closes after the choice", async () => {
    const page = await openPage(`${origin}/showcase/`, { width: 390, height: 844 });
    await page.locator(".site-menu summary").click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Catering" }).click();
    await page.waitForFunction(() => window.scrollY > 1000 && location.hash === "#plans");
    // Smooth scrolling: wait until the page has stopped moving.
    await page.waitForFunction(() => new Promise((done) => { const y = window.scrollY; setTimeout(() => done(window.scrollY === y), 200); }));
    expect(await page.evaluate(() => (document.querySelector("details.site-menu") as HTMLDetailsElement).open)).toBe(false);
    const header = await box(page, ".site-header");
    expect(header.y).toBe(0);
    const heading = await box(page, "#plans-title");
    expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});
