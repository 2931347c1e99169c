import { describe, expect, it } from "vitest";
import { deployFiles, deployHosts } from "./deploy";
import { sitePolicy } from "./headers";

const cache = { html: "no-cache", immutable: "public, max-age=31536000, immutable" };
const hashed = ["styles.3f9a1c2b.css", "script.0a1b2c3d.js"];

describe("deploy hosts", () => {
  it("are Netlify, Vercel and Cloudflare Pages, each with steps", () => {
    expect(deployHosts.map((h) => [h.id, h.name])).toEqual([["netlify", "Netlify"], ["vercel", "Vercel"], ["cloudflare", "Cloudflare Pages"]]);
    expect(deployHosts.map((h) => h.steps.length)).toEqual([4, 5, 5]);
  });

  it("writes Cloudflare Pages' _headers with our security headers, pages revalidating and hashed files kept a year", () => {
    const files = deployFiles("cloudflare", cache, hashed);
    expect(Object.keys(files)).toEqual(["_headers", "DEPLOY.txt"]);
    expect(files._headers).toBe(
      "/*\n" +
        "  X-Content-Type-Options: nosniff\n" +
        "  Referrer-Policy: strict-origin-when-cross-origin\n" +
        "  X-Frame-Options: DENY\n" +
        "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()\n" +
        `  Content-Security-Policy: ${sitePolicy}\n` +
        "\n/\n  Cache-Control: no-cache\n" +
        "\n/index.html\n  Cache-Control: no-cache\n" +
        "\n/styles.3f9a1c2b.css\n  Cache-Control: public, max-age=31536000, immutable\n" +
        "\n/script.0a1b2c3d.js\n  Cache-Control: public, max-age=31536000, immutable\n" +
        "\n/fonts/*\n  Cache-Control: public, max-age=31536000, immutable\n" +
        "\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
  });

  it("writes netlify.toml and the _headers a dropped folder is read for, with the document's page caching", () => {
    const files = deployFiles("netlify", { ...cache, html: "public, max-age=300" }, hashed);
    expect(Object.keys(files)).toEqual(["netlify.toml", "_headers", "DEPLOY.txt"]);
    const toml = files["netlify.toml"]!;
    expect(toml.startsWith('# Netlify settings for this folder: no build, publish it as it is.\n[build]\n  publish = "."\n\n[[headers]]\n  for = "/*"\n')).toBe(true);
    expect(toml).toContain(`    Content-Security-Policy = "${sitePolicy}"\n`);
    expect(toml).toContain('[[headers]]\n  for = "/"\n  [headers.values]\n    Cache-Control = "public, max-age=300"\n');
    expect(toml).toContain('[[headers]]\n  for = "/index.html"\n  [headers.values]\n    Cache-Control = "public, max-age=300"\n');
    expect(toml).toContain('[[headers]]\n  for = "/styles.3f9a1c2b.css"\n  [headers.values]\n    Cache-Control = "public, max-age=31536000, immutable"\n');
    expect(toml).toContain('[[headers]]\n  for = "/assets/*"\n  [headers.values]\n    Cache-Control = "public, max-age=31536000, immutable"\n');
    expect(files._headers).toContain("/\n  Cache-Control: public, max-age=300\n");
    expect(files._headers).toContain("/fonts/*\n  Cache-Control: public, max-age=31536000, immutable\n");
  });

  it("writes vercel.json with clean URLs and the same headers", () => {
    const config = JSON.parse(deployFiles("vercel", cache, hashed)["vercel.json"]!);
    expect(config).toEqual({
      cleanUrls: true,
      headers: [
        {
          source: "/(.*)",
          headers: [
            { key: "X-Content-Type-Options", value: "nosniff" },
            { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
            { key: "X-Frame-Options", value: "DENY" },
            { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
            { key: "Content-Security-Policy", value: sitePolicy },
          ],
        },
        { source: "/", headers: [{ key: "Cache-Control", value: cache.html }] },
        { source: "/index.html", headers: [{ key: "Cache-Control", value: cache.html }] },
        { source: "/styles.3f9a1c2b.css", headers: [{ key: "Cache-Control", value: cache.immutable }] },
        { source: "/script.0a1b2c3d.js", headers: [{ key: "Cache-Control", value: cache.immutable }] },
        { source: "/fonts/(.*)", headers: [{ key: "Cache-Control", value: cache.immutable }] },
        { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: cache.immutable }] },
      ],
    });
  });

  it("numbers the host's steps in DEPLOY.txt", () => {
    expect(deployFiles("vercel", cache, hashed)["DEPLOY.txt"]).toBe(
      "Put this website online with Vercel\n===================================\n\n" +
        deployHosts[1]!.steps.map((s, i) => `${i + 1}. ${s}`).join("\n") +
        "\n",
    );
  });
});
