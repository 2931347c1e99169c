// The front door as an anonymous visitor meets it: the first pages open without a console error or a failed
// request, and the home page's first load stays inside its JavaScript budget (ADR 0012).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { root } from "../scripts/lib/process";
import { baseUrl, openPage } from "./harness";

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
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[screen]!.file}">`);
    expect(html).toContain('<div id="root"></div>');
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
