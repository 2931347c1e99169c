import { describe, expect, it } from "vitest";
import { deployFiles, deployHosts } from "./deploy";
import { sitePolicy } from "./headers";

const cache = { html: "public, max-age=0, must-revalidate", assets: "public, max-age=3600" };

describe("deploy hosts", () => {
  it("are Netlify, Vercel and Cloudflare Pages, each with steps", () => {
    expect(deployHosts.map((h) => [h.id, h.name])).toEqual([["netlify", "Netlify"], ["vercel", "Vercel"], ["cloudflare", "Cloudflare Pages"]]);
    expect(deployHosts.map((h) => h.steps.length)).toEqual([4, 5, 5]);
  });

  it("writes Cloudflare Pages' _headers with our security headers and the document's caching", () => {
    const files = deployFiles("cloudflare", cache);
    expect(Object.keys(files)).toEqual(["_headers", "DEPLOY.txt"]);
    expect(files._headers).toBe(
      "/*\n" +
        "  X-Content-Type-Options: nosniff\n" +
        "  Referrer-Policy: strict-origin-when-cross-origin\n" +
        "  X-Frame-Options: DENY\n" +
        "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()\n" +
        `  Content-Security-Policy: ${sitePolicy}\n` +
        "\n/\n  Cache-Control: public, max-age=0, must-revalidate\n" +
        "\n/fonts/*\n  Cache-Control: public, max-age=3600\n" +
        "\n/assets/*\n  Cache-Control: public, max-age=3600\n",
    );
  });

  it("writes netlify.toml and the _headers a dropped folder is read for", () => {
    const files = deployFiles("netlify", { html: "public, max-age=300", assets: "public, max-age=86400" });
    expect(Object.keys(files)).toEqual(["netlify.toml", "_headers", "DEPLOY.txt"]);
    const toml = files["netlify.toml"]!;
    expect(toml.startsWith('# Netlify settings for this folder: no build, publish it as it is.\n[build]\n  publish = "."\n\n[[headers]]\n  for = "/*"\n')).toBe(true);
    expect(toml).toContain(`    Content-Security-Policy = "${sitePolicy}"\n`);
    expect(toml).toContain('[[headers]]\n  for = "/"\n  [headers.values]\n    Cache-Control = "public, max-age=300"\n');
    expect(toml).toContain('[[headers]]\n  for = "/assets/*"\n  [headers.values]\n    Cache-Control = "public, max-age=86400"\n');
    expect(files._headers).toContain("/fonts/*\n  Cache-Control: public, max-age=86400\n");
  });

  it("writes vercel.json with clean URLs and the same headers", () => {
    const config = JSON.parse(deployFiles("vercel", cache)["vercel.json"]!);
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
        { source: "/fonts/(.*)", headers: [{ key: "Cache-Control", value: cache.assets }] },
        { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: cache.assets }] },
      ],
    });
  });

  it("numbers the host's steps in DEPLOY.txt", () => {
    expect(deployFiles("vercel", cache)["DEPLOY.txt"]).toBe(
      "Put this website online with Vercel\n===================================\n\n" +
        deployHosts[1]!.steps.map((s, i) => `${i + 1}. ${s}`).join("\n") +
        "\n",
    );
  });
});
