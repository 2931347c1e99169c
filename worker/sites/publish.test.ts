import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { templateDocument } from "../../schema/builder-templates";
import { newId } from "../../schema/ids";
import { defaultDocument } from "../../schema/site-document";
import { siteVersions, websites } from "../../schema/tables";
import { lookSample } from "../../site/look-samples";
import { createUser, db } from "../test/factories";
import { buildSite } from "./build";
import { publishVersion, unpublish } from "./publish";
import { baseSubdomain, chooseSubdomain, claimSubdomain } from "./subdomain";

/** A site with its subdomain claimed, as the publish route claims it before building. */
async function claimed<T extends { id: string; name: string; subdomain: string | null }>(site: T): Promise<T & { subdomain: string }> {
  return { ...site, subdomain: site.subdomain ?? (await claimSubdomain(db, site.id, site.name)) };
}


const get = (url: string, headers?: HeadersInit) => exports.default.fetch(new Request(url, { headers }));
/** The document of the tests that publish hand-written files: caching off. */
const doc = defaultDocument();
const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";

async function newSite(name: string) {
  const user = await createUser();
  const id = newId("website");
  await db.insert(websites).values({ id, userId: user.id, name, document: defaultDocument() });
  return { id, name, subdomain: null as string | null, ownerId: user.id };
}

describe("subdomains", () => {
  it("keeps only a-z and 0-9 of the lower-cased name", () => {
    expect(baseSubdomain("Crumb & Co. Bakery!")).toBe("crumbcobakery");
    expect(baseSubdomain("Café 24/7")).toBe("caf247");
    expect(baseSubdomain("!!!")).toBe("site");
  });

  it("never hands out a reserved name", async () => {
    const site = await newSite("Admin");
    expect(await chooseSubdomain(db, site.id, "Admin")).toBe("admin2");
    expect(await chooseSubdomain(db, site.id, "W.W.W")).toBe("www2");
  });

  it("numbers a name that is taken", async () => {
    const name = `Taken ${newId("website").slice(5, 11)}`;
    const first = await newSite(name);
    const one = await publishVersion(env, db, await claimed(first), doc, { "index.html": "1" });
    const second = await newSite(name);
    const two = await publishVersion(env, db, await claimed(second), doc, { "index.html": "2" });
    expect(two.subdomain).toBe(`${one.subdomain}2`);
  });
});

describe("publishing same-named sites at once", () => {
  it("gives every site its own free name instead of failing", async () => {
    const name = `Race ${newId("website").slice(5, 11)}`;
    const sites = await Promise.all(Array.from({ length: 5 }, () => newSite(name)));
    const results = await Promise.allSettled(sites.map(async (site, i) => publishVersion(env, db, await claimed(site), doc, { "index.html": `<p>${i}</p>` })));
    const base = baseSubdomain(name);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    const names = results.map((r) => (r as PromiseFulfilledResult<{ subdomain: string }>).value.subdomain);
    expect([...names].sort()).toEqual([base, `${base}2`, `${base}3`, `${base}4`, `${base}5`]);
    for (const [i, sub] of names.entries()) expect(await (await get(`http://${sub}.localhost/`)).text()).toBe(`<p>${i}</p>`);
  }, 30_000); // each lost race costs a few round trips to sqld, slow on a busy machine

  it("removes the new version's files when the switch-over fails", async () => {
    const site = await newSite(`Flipfail ${newId("website").slice(5, 11)}`);
    const spy = vi.spyOn(db, "batch").mockRejectedValueOnce(new Error("database is down"));
    await expect(publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>new</p>" })).rejects.toThrow("database is down");
    spy.mockRestore();
    expect((await env.FILES.list({ prefix: `sites/${site.id}/` })).objects).toEqual([]);
  });
});

describe("publishing", () => {
  it("writes the version, points the site at it and serves it on its subdomain", async () => {
    const site = await newSite(`Shop ${newId("website").slice(5, 11)}`);
    const result = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<h1>v1</h1>", "styles.css": "h1{}" });
    expect(result.hostname).toBe(`${result.subdomain}.localhost`);
    const [row] = await db.select().from(websites).where(eq(websites.id, site.id));
    expect(row?.publishedVersionId).toBe(result.versionId);
    const [version] = await db.select().from(siteVersions).where(eq(siteVersions.id, result.versionId));
    expect(version?.files["index.html"]).toEqual({ size: 11, etag: expect.stringMatching(/^[0-9a-f]{32}$/), contentType: "text/html; charset=utf-8" });
    expect(await (await get(`http://${result.hostname}/`)).text()).toBe("<h1>v1</h1>");
  });

  it("switches to a republished version at once and keeps the subdomain", async () => {
    const site = await newSite(`Flip ${newId("website").slice(5, 11)}`);
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>one</p>" });
    expect(await (await get(`http://${v1.hostname}/`)).text()).toBe("<p>one</p>");
    const v2 = await publishVersion(env, db, { ...site, subdomain: v1.subdomain }, doc, { "index.html": "<p>two</p>" });
    expect(v2.subdomain).toBe(v1.subdomain);
    expect(await (await get(`http://${v1.hostname}/`)).text()).toBe("<p>two</p>");
  });

  it("leaves the old version serving and no files behind when writing fails", async () => {
    const site = await newSite(`Fail ${newId("website").slice(5, 11)}`);
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>old</p>" });
    const put = env.FILES.put.bind(env.FILES);
    const spy = vi.spyOn(env.FILES, "put").mockImplementation(async (key, value, options) => {
      if (String(key).endsWith("styles.css")) throw new Error("R2 is down");
      return put(key, value, options);
    });
    await expect(
      publishVersion(env, db, { ...site, subdomain: v1.subdomain }, doc, { "index.html": "<p>new</p>", "styles.css": "x" }),
    ).rejects.toThrow("R2 is down");
    spy.mockRestore();
    expect(await (await get(`http://${v1.hostname}/`)).text()).toBe("<p>old</p>");
    const listed = await env.FILES.list({ prefix: `sites/${site.id}/` });
    expect(listed.objects.map((o) => o.key)).toEqual([`sites/${site.id}/${v1.versionId}/index.html`]);
  });

  it("stops serving at once when unpublished", async () => {
    const site = await newSite(`Off ${newId("website").slice(5, 11)}`);
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>on</p>" });
    expect((await get(`http://${v1.hostname}/`)).status).toBe(200);
    await unpublish(env, db, { id: site.id, subdomain: v1.subdomain });
    expect((await get(`http://${v1.hostname}/`)).status).toBe(404);
  });
});

describe("caching across a republish", () => {
  it("links a new stylesheet name, keeps hashed files a year and revalidates the page by ETag", async () => {
    const site = await newSite(`Cache ${newId("website").slice(5, 11)}`);
    const document = templateDocument(2);
    const first = await buildSite(env, db, site.ownerId, document);
    const v1 = await publishVersion(env, db, await claimed(site), document, first.files);
    const address = `http://${v1.hostname}`;

    const page = await get(`${address}/`);
    expect(page.headers.get("Cache-Control")).toBe("no-cache");
    const etag = page.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const html = await page.text();
    expect(html).toContain(`<link rel="stylesheet" href="${first.site.styles}">`);
    expect(first.site.styles).toMatch(/^styles\.[0-9a-f]{8}\.css$/);

    const css = await get(`${address}/${first.site.styles}`);
    expect(css.status).toBe(200);
    expect(css.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(css.headers.get("Cache-Control")).toBe(YEAR_IMMUTABLE);
    expect(await css.text()).toBe(first.site.files[first.site.styles]);
    const js = await get(`${address}/${first.site.script}`);
    expect(js.headers.get("Cache-Control")).toBe(YEAR_IMMUTABLE);
    await js.arrayBuffer();
    const fontPath = Object.keys(first.site.fonts)[0]!;
    expect(fontPath).toMatch(/^fonts\/[a-z-]+-latin-400-normal\.[0-9a-f]{8}\.woff2$/);
    const font = await get(`${address}/${fontPath}`);
    expect([font.status, font.headers.get("Content-Type"), font.headers.get("Cache-Control")]).toEqual([200, "font/woff2", YEAR_IMMUTABLE]);
    await font.arrayBuffer();

    const unchanged = await get(`${address}/`, { "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect([unchanged.headers.get("ETag"), unchanged.headers.get("Cache-Control")]).toEqual([etag, "no-cache"]);
    expect(await unchanged.text()).toBe("");

    const recoloured = structuredClone(document);
    recoloured.style.colors.primary = "#0f766e";
    const second = await buildSite(env, db, site.ownerId, recoloured);
    await publishVersion(env, db, { ...site, subdomain: v1.subdomain }, recoloured, second.files);

    // The browser's copy of the page is out of date now: the same question gets the new page, under a new ETag.
    const changed = await get(`${address}/`, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    const newHtml = await changed.text();
    expect(second.site.styles).not.toBe(first.site.styles);
    expect(newHtml).toContain(`<link rel="stylesheet" href="${second.site.styles}">`);
    expect(newHtml).not.toContain(first.site.styles);
    const newCss = await get(`${address}/${second.site.styles}`);
    expect(newCss.headers.get("Cache-Control")).toBe(YEAR_IMMUTABLE);
    expect(await newCss.text()).toContain("#0f766e");
    // The script did not change, so its name did not either: returning visitors keep their copy.
    expect(second.site.script).toBe(first.site.script);
    // A page of the first version still loading (or kept by a browser) gets its own stylesheet, not a 404.
    const oldCss = await get(`${address}/${first.site.styles}`);
    expect([oldCss.status, oldCss.headers.get("Cache-Control")]).toEqual([200, YEAR_IMMUTABLE]);
    expect(await oldCss.text()).toBe(first.site.files[first.site.styles]);
  });

  it("publishes the generated art and serves it as SVG, kept a year under its hashed name", async () => {
    const site = await newSite(`Art ${newId("website").slice(5, 11)}`);
    const document = lookSample({ hero: "split", corners: "round", sections: "banded" });
    const built = await buildSite(env, db, site.ownerId, document);
    const published = await publishVersion(env, db, await claimed(site), document, built.files);
    const address = `http://${published.hostname}`;
    expect(await (await get(`${address}/`)).text()).toContain(`<img src="${built.site.art.find((p) => p.startsWith("art/hero."))}" alt=""`);
    expect(built.site.art.length).toBeGreaterThan(0);
    for (const path of built.site.art) {
      const res = await get(`${address}/${path}`);
      expect([res.status, res.headers.get("Content-Type"), res.headers.get("Cache-Control")]).toEqual([200, "image/svg+xml", YEAR_IMMUTABLE]);
      expect(await res.text()).toBe(built.site.files[path]);
    }
  });

  it("serves a recent version's hashed files and uploads, but never its other files or made-up names", async () => {
    const site = await newSite(`Older ${newId("website").slice(5, 11)}`);
    const v1 = await publishVersion(env, db, await claimed(site), doc, {
      "index.html": "<p>one</p>",
      "about.html": "<p>about</p>",
      "styles.11111111.css": "p{color:red}",
      "assets/ast_aaaaaaaaaaaaaaaa.png": "png",
    });
    await publishVersion(env, db, { ...site, subdomain: v1.subdomain }, doc, { "index.html": "<p>two</p>", "styles.22222222.css": "p{color:blue}" });
    const status = async (path: string) => {
      const res = await get(`http://${v1.hostname}/${path}`);
      return [res.status, await res.text()];
    };
    expect(await status("styles.11111111.css")).toEqual([200, "p{color:red}"]);
    expect(await status("styles.22222222.css")).toEqual([200, "p{color:blue}"]);
    expect(await status("assets/ast_aaaaaaaaaaaaaaaa.png")).toEqual([200, "png"]);
    expect((await status("about.html"))[0]).toBe(404);
    expect((await status("styles.33333333.css"))[0]).toBe(404);
    expect(await status("")).toEqual([200, "<p>two</p>"]);
  });

  it("keeps the page five minutes when the document's Caching is on, and hashed files a year either way", async () => {
    const site = await newSite(`Kept ${newId("website").slice(5, 11)}`);
    const document = templateDocument(2);
    document.settings.performance.caching = true;
    const { site: rendered, files } = await buildSite(env, db, site.ownerId, document);
    const { hostname } = await publishVersion(env, db, await claimed(site), document, files);
    const page = await get(`http://${hostname}/`);
    expect(page.headers.get("Cache-Control")).toBe("public, max-age=300");
    await page.arrayBuffer();
    const robots = await get(`http://${hostname}/robots.txt`);
    expect(robots.headers.get("Cache-Control")).toBe("public, max-age=300");
    await robots.arrayBuffer();
    const css = await get(`http://${hostname}/${rendered.styles}`);
    expect(css.headers.get("Cache-Control")).toBe(YEAR_IMMUTABLE);
    await css.arrayBuffer();
  });
});
