import { describe, expect, it } from "vitest";
import { cacheControlFor, cacheHints, contentHash, defaultCacheHints, hashedName, isImmutable } from "./caching";
import { defaultDocument } from "../schema/site-document";

describe("content hashes", () => {
  it("are eight hex digits of the bytes, the same for a string and its UTF-8 bytes", () => {
    // Pinned: the recorded font hashes (site/fonts.ts) and every published name depend on the exact function.
    expect(contentHash("")).toBe("ab3e7c0b");
    expect(contentHash("body{color:red}")).toMatch(/^[0-9a-f]{8}$/);
    expect(contentHash("café")).toBe(contentHash(new Uint8Array([0x63, 0x61, 0x66, 0xc3, 0xa9])));
  });

  it("change with any byte", () => {
    const hashes = ["body{color:red}", "body{color:rec}", "body{color:red} ", "Body{color:red}"].map(contentHash);
    expect(new Set(hashes).size).toBe(4);
  });

  it("go before the extension", () => {
    expect(hashedName("styles.css", "3f9a1c2b")).toBe("styles.3f9a1c2b.css");
    expect(hashedName("inter-latin-400-normal.woff2", "1a0b85dc")).toBe("inter-latin-400-normal.1a0b85dc.woff2");
  });
});

describe("cache policy", () => {
  it("keeps hashed files and uploads for a year, and nothing else", () => {
    expect(["styles.3f9a1c2b.css", "script.0a1b2c3d.js", "fonts/inter-latin-400-normal.1a0b85dc.woff2", "assets/ast_aaaaaaaaaaaaaaaa.png"].map(isImmutable)).toEqual([true, true, true, true]);
    expect(["index.html", "styles.css", "fonts/inter-latin-400-normal.woff2", "robots.txt", "sitemap.xml", "styles.3f9a1c2.css"].map(isImmutable)).toEqual([false, false, false, false, false, false]);
  });

  it("lets the Caching switch decide only how long pages are kept", () => {
    const on = defaultDocument();
    on.settings.performance.caching = true;
    expect(cacheControlFor("index.html", cacheHints(defaultDocument()))).toBe("no-cache");
    expect(cacheControlFor("index.html", cacheHints(on))).toBe("public, max-age=300");
    expect(cacheControlFor("robots.txt", cacheHints(on))).toBe("public, max-age=300");
    expect(cacheControlFor("styles.3f9a1c2b.css", cacheHints(on))).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("styles.3f9a1c2b.css", defaultCacheHints)).toBe("public, max-age=31536000, immutable");
    expect(defaultCacheHints).toEqual(cacheHints(defaultDocument()));
  });
});
