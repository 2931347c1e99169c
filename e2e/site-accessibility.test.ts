// Every builder template, rendered exactly as published, checked by axe-core in Chromium in light and dark mode.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builderTemplates, templateDocument } from "../schema/builder-templates";
import { render } from "../site/render";
import { axeViolations, openPage } from "./harness";

const require = createRequire(import.meta.url);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sitewright-a11y-"));
  for (const template of builderTemplates) {
    const site = render(templateDocument(template.id), { year: 2026 });
    const root = join(dir, String(template.id));
    for (const [path, text] of Object.entries(site.files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    for (const [path, source] of Object.entries(site.fonts)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      copyFileSync(require.resolve(source), join(root, path));
    }
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("generated sites are accessible", () => {
  const cases = builderTemplates.flatMap((t) => (["light", "dark"] as const).map((scheme) => ({ name: t.name, id: t.id, scheme })));
  it.each(cases)("$name in $scheme mode has no axe violations", async ({ id, scheme }) => {
    const page = await openPage(`file://${join(dir, String(id), "index.html")}`, { colorScheme: scheme, width: 390, height: 844 });
    // Every section shown, as a visitor scrolling through would see it (fade-in effects included).
    await page.evaluate(() => document.querySelectorAll(".reveal").forEach((el) => el.classList.add("is-visible")));
    await page.waitForTimeout(700); // the fade-in transition is 0.6 s
    expect(await axeViolations(page)).toEqual([]);
  });
});
