import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueEntries } from "../site/catalogue/entries";
import { PREVIEWS_DIR, previewHash } from "./template-previews";

const manifest = JSON.parse(readFileSync(join(PREVIEWS_DIR, "manifest.json"), "utf8")) as Record<string, string>;

describe("the catalogue's preview pictures", () => {
  it.each(catalogueEntries.map((e) => [e.slug, e] as const))("%s has a picture taken from the template as it is now", (slug, entry) => {
    // When this fails, the template changed: run `node --import tsx scripts/template-previews.ts <slug>`.
    expect(manifest[slug]).toBe(previewHash(entry));
    const jpeg = readFileSync(join(PREVIEWS_DIR, `${slug}.jpg`));
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it("keeps no picture of a template the catalogue no longer has", () => {
    const slugs = new Set(catalogueEntries.map((e) => e.slug));
    const files = readdirSync(PREVIEWS_DIR).filter((f) => f.endsWith(".jpg"));
    expect(files.filter((f) => !slugs.has(f.replace(/\.jpg$/, "")))).toEqual([]);
    expect(Object.keys(manifest).filter((slug) => !slugs.has(slug) || !existsSync(join(PREVIEWS_DIR, `${slug}.jpg`)))).toEqual([]);
  });
});
