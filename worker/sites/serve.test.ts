import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newId } from "../../schema/ids";
import { domains } from "../../schema/tables";
import { createPublishedSite, db } from "../test/factories";
import { unpublish } from "./publish";
import { candidatePaths, etagMatches } from "./serve";
import { hostCacheKey } from "../edge/host-cache";

const get = (url: string, headers?: HeadersInit) => exports.default.fetch(new Request(url, { headers }));

describe("candidatePaths", () => {
  it("maps folders to their index page and tries a page folder for extension-less paths", () => {
    expect(candidatePaths("/")).toEqual(["index.html"]);
    expect(candidatePaths("/about/")).toEqual(["about/index.html"]);
    expect(candidatePaths("/about")).toEqual(["about", "about/index.html"]);
    expect(candidatePaths("/styles.css")).toEqual(["styles.css"]);
  });

  it("refuses paths that climb out of the site", () => {
    expect(candidatePaths("/../secret")).toBeNull();
    expect(candidatePaths("/%2e%2e/other-site/index.html")).toBeNull();
    expect(candidatePaths("/a/..%5Cb")).toBeNull();
    expect(candidatePaths("/%E0%A4%A")).toBeNull();
  });
});

describe("etagMatches", () => {
  it("compares If-None-Match weakly, in a list or as *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
    expect(etagMatches('""', "")).toBe(false);
  });
});

describe("serving a published site", () => {
  it("serves each file with its content type and an ETag", async () => {
    await createPublishedSite("typed", { "index.html": "<p>x</p>", "styles.css": "p{}", "script.js": "1" });
    const css = await get("http://typed.localhost/styles.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(css.headers.get("ETag")).toMatch(/^"[0-9a-f]+"$/);
    const js = await get("http://typed.localhost/script.js");
    expect(js.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
  });

  it("keeps hashed files and uploads a year and revalidates the rest, for versions stored without a policy", async () => {
    await createPublishedSite("policy", {
      "index.html": "<p>x</p>",
      "styles.css": "p{}",
      "styles.3f9a1c2b.css": "p{}",
      "assets/ast_aaaaaaaaaaaaaaaa.png": "png",
      "robots.txt": "User-agent: *\n",
    });
    const cacheControl = async (path: string) => (await get(`http://policy.localhost/${path}`)).headers.get("Cache-Control");
    expect(await cacheControl("")).toBe("no-cache");
    expect(await cacheControl("styles.css")).toBe("no-cache");
    expect(await cacheControl("robots.txt")).toBe("no-cache");
    expect(await cacheControl("styles.3f9a1c2b.css")).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl("assets/ast_aaaaaaaaaaaaaaaa.png")).toBe("public, max-age=31536000, immutable");
  });

  it("keeps a version's small files in memory: later requests need neither R2 nor the edge cache", async () => {
    const { siteId, versionId } = await createPublishedSite("remembered", { "index.html": "<p>kept</p>" });
    expect(await (await get("http://remembered.localhost/")).text()).toBe("<p>kept</p>");
    await env.FILES.delete(`sites/${siteId}/${versionId}/index.html`);
    await caches.default.delete(`https://edge-cache.invalid/${siteId}/${versionId}/index.html`);
    const again = await get("http://remembered.localhost/");
    expect(again.status).toBe(200);
    expect(await again.text()).toBe("<p>kept</p>");
  });

  it("answers 304 when the browser already has the file", async () => {
    await createPublishedSite("etag", { "index.html": "<p>cached</p>" });
    const first = await get("http://etag.localhost/");
    const etag = first.headers.get("ETag")!;
    await first.arrayBuffer();
    const again = await get("http://etag.localhost/", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe("no-cache");
    expect(await again.text()).toBe("");
    const other = await get("http://etag.localhost/", { "If-None-Match": '"0123456789abcdef0123456789abcdef"' });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe("<p>cached</p>");
  });

  it("shows the friendly 404 for a missing file of a real site", async () => {
    await createPublishedSite("partial", { "index.html": "<p>home</p>" });
    const res = await get("http://partial.localhost/nope.html");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("There is no website here yet");
  });

  it("keeps serving a version from the edge cache without going back to R2", async () => {
    const { siteId, versionId } = await createPublishedSite("edgecached", { "index.html": "<p>cached at the edge</p>" });
    expect(await (await get("http://edgecached.localhost/")).text()).toBe("<p>cached at the edge</p>");
    await env.FILES.delete(`sites/${siteId}/${versionId}/index.html`);
    expect(await (await get("http://edgecached.localhost/")).text()).toBe("<p>cached at the edge</p>");
  });

  it("refuses to write to a site", async () => {
    await createPublishedSite("readonly", { "index.html": "<p>home</p>" });
    const res = await exports.default.fetch(new Request("http://readonly.localhost/", { method: "POST", body: "x" }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("serves an active custom domain and not a pending one", async () => {
    const { user, siteId } = await createPublishedSite("withdomain", { "index.html": "<p>custom</p>" });
    await db.insert(domains).values([
      { id: newId("domain"), userId: user.id, websiteId: siteId, kind: "custom", hostname: "www.crumb.example", status: "active" },
      { id: newId("domain"), userId: user.id, websiteId: siteId, kind: "custom", hostname: "pending.crumb.example", status: "pending" },
    ]);
    expect(await (await get("http://www.crumb.example/")).text()).toBe("<p>custom</p>");
    expect((await get("http://pending.crumb.example/")).status).toBe(404);
  });

  it("keeps a database answer in this data centre's cache, not in KV, including for unknown hosts", async () => {
    const label = `edge${newId("website").slice(5, 11)}`;
    const { siteId, versionId } = await createPublishedSite(label, { "index.html": "<p>kv</p>" });
    await (await get(`http://${label}.localhost/`)).arrayBuffer();
    await (await get(`http://ghost-${label}.localhost/`)).arrayBuffer();
    const edge = async (host: string) => (await (await caches.default.match(`https://edge-cache.invalid/host/${host}`))?.json()) ?? "none";
    expect([await edge(`${label}.localhost`), await edge(`ghost-${label}.localhost`)]).toEqual([{ site: { siteId, versionId } }, { site: null }]);
    expect([await env.CACHE.get(hostCacheKey(`${label}.localhost`)), await env.CACHE.get(hostCacheKey(`ghost-${label}.localhost`))]).toEqual([null, null]);
  });

  it("stops serving once unpublished and the cache entry is refreshed", async () => {
    const { siteId } = await createPublishedSite("gone", { "index.html": "<p>bye</p>" });
    expect((await get("http://gone.localhost/")).status).toBe(200);
    await unpublish(env, db, { id: siteId, subdomain: "gone" });
    expect((await get("http://gone.localhost/")).status).toBe(404);
  });
});
