// The front door as an anonymous visitor meets it: the first pages open without a console error or a failed
// request, and the home page's first load stays inside its JavaScript budget (ADR 0012).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { root } from "../scripts/lib/process";
import { appReady, baseUrl, openPage } from "./harness";

/** The home route's first load may weigh this much JavaScript, gzipped: entry, its preloads, the home chunk. */
const HOME_FIRST_LOAD_BUDGET = 100 * 1024;

/** Console errors and answers of 400 or more, from before the first request on. */
function recordProblems(): { problems: string[]; watch: (page: Page) => void } {
  const problems: string[] = [];
  return {
    problems,
    watch: (page) => {
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console: ${message.text()}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ""}`));
    },
  };
}

describe("an anonymous visitor", () => {
  it.each([
    ["/", "Describe your website. Get it built in seconds."],
    ["/pricing", "Pricing"],
    ["/ai-builder", "AI Website Builder"],
  ])("opens %s with no console error and no failed request", async (path, heading) => {
    const { problems, watch } = recordProblems();
    const page = await openPage(path, { width: 390, height: 844, beforeGoto: watch });
    await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    // Everything a visitor's first moments load, including the header's menus once the pointer moves.
    await page.mouse.move(10, 10);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
});

interface ManifestChunk {
  file: string;
  imports?: string[];
}

describe("the home page's first load", () => {
  it.each([
    ["/", "routes/home.tsx"],
    ["/pricing", "routes/pricing.tsx"],
    ["/account/billing", "routes/account-billing.tsx"],
  ])("%s answers HTML that fetches its screen's code at once", async (path, screen) => {
    const manifest = JSON.parse(readFileSync(join(root, "dist/web/.vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
    const res = await fetch(new URL(path, baseUrl));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/${manifest[screen]!.file}"( fetchpriority="low")?>`));
  });

  it.each([
    ["/", "Describe your website. Get it built in seconds."],
    ["/pricing", "Pricing"],
    ["/terms", "Terms of Service"],
  ])("%s arrives drawn, its styles inline, its one script at low priority", async (path, heading) => {
    const html = await (await fetch(new URL(path, baseUrl))).text();
    expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
    expect(html.replace(/<[^>]+>/g, "")).toContain(heading);
    expect(html).toMatch(/<style>[^<]*\.dark/);
    // The stylesheet's link stays for the lazy screens' loader to find, disabled so nothing fetches it.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css" disabled>/);
    // Only the entry, and it downloads behind anything the paint might need. An inline script (React's streaming
    // helpers) would be refused by the policy.
    expect(html.match(/<script[^>]*>/g)).toEqual([expect.stringMatching(/^<script fetchpriority="low" type="module" crossorigin src="\/assets\/index-[^"]+\.js">$/)]);
  });

  it("a page that depends on the visitor arrives bare, its scripts first", async () => {
    const html = await (await fetch(new URL("/account/billing", baseUrl))).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("fetchpriority");
  });

  it(`stays under ${HOME_FIRST_LOAD_BUDGET / 1024} KB of JavaScript, gzipped`, () => {
    // The build the browser tests serve (made by the global setup): its manifest maps modules to chunks.
    const dist = join(root, "dist/web");
    const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
    const html = readFileSync(join(dist, "index.html"), "utf8");
    const files = new Set<string>();
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) add(imported);
    };
    add("index.html");
    add("routes/home.tsx");
    // What index.html itself asks for must be in that set: the entry and every modulepreload.
    const requested = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g)].map((m) => m[1]);
    expect(requested.length).toBeGreaterThan(0);
    for (const file of requested) expect(files).toContain(file);
    const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
    expect(bytes).toBeLessThan(HOME_FIRST_LOAD_BUDGET);
  });
});

describe("a page the build drew", () => {
  it("reads with scripts turned off", async () => {
    const page = await openPage("/pricing", { width: 390, height: 844, javaScriptEnabled: false });
    await page.getByRole("heading", { level: 1, name: "Pricing", exact: true }).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Compare plans" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Start for Free" }).isVisible()).toBe(true);
  });

  it("is adopted by React, not drawn again, and then works", async () => {
    const page = await openPage("/pricing", {
      beforeGoto: async (p) => {
        await p.addInitScript(() => {
          // Before React starts (it waits for the first paint), remember the heading the HTML brought.
          document.addEventListener("DOMContentLoaded", () => {
            (window as unknown as { drawn: Element | null }).drawn = document.querySelector("h1");
          });
        });
      },
    });
    // openPage has waited for React to be live (appReady): the drawn page's toggle would not answer before.
    await page.getByRole("radio", { name: "Yearly" }).click();
    await page.getByText("billed yearly").first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { drawn: Element | null }).drawn === document.querySelector("h1"))).toBe(true);
  });

  it("fills the AI builder's form from the last request after a reload, as after 'Create New'", async () => {
    const request = { tab: "prompt", description: "A tea room called Chai Corner in Eldoret", category: "", scheme: "" };
    const page = await openPage("/ai-builder", {
      beforeGoto: async (p) => {
        await p.addInitScript((stored) => localStorage.setItem("sitewright.generated", JSON.stringify(stored)), { designs: [{ id: "x" }], request });
      },
    });
    await expect.poll(() => page.getByRole("textbox").first().inputValue()).toBe(request.description);
  });

  it("keeps words typed into the AI builder before its scripts arrived, and generates from them", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await openPage("/ai-builder", {
      waitUntil: "commit",
      // Holds the app's script back, as a slow connection would, while the visitor starts typing.
      beforeGoto: async (p) => {
        await p.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    const field = page.getByRole("textbox", { name: "Describe your website" });
    await field.fill("A bakery called Nakuru Crust selling sourdough bread");
    release();
    await appReady(page);
    expect(await field.inputValue()).toBe("A bakery called Nakuru Crust selling sourdough bread");
    await page.getByRole("button", { name: "Generate Website" }).click();
    await page.waitForURL("**/ai-builder-result");
  });
});
