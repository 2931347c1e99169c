import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { newId } from "../../schema/ids";
import { siteVersions, websites } from "../../schema/tables";
import { createUser, db } from "../test/factories";
import { publishVersion, unpublish } from "./publish";
import { baseSubdomain, chooseSubdomain } from "./subdomain";

const get = (url: string) => exports.default.fetch(new Request(url));

async function newSite(name: string) {
  const user = await createUser();
  const id = newId("website");
  await db.insert(websites).values({ id, userId: user.id, name, document: {} });
  return { id, name, subdomain: null as string | null };
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
    const one = await publishVersion(env, db, first, {}, { "index.html": "1" });
    const second = await newSite(name);
    const two = await publishVersion(env, db, second, {}, { "index.html": "2" });
    expect(two.subdomain).toBe(`${one.subdomain}2`);
  });
});

describe("publishing same-named sites at once", () => {
  it("gives every site its own free name instead of failing", async () => {
    const name = `Race ${newId("website").slice(5, 11)}`;
    const sites = await Promise.all(Array.from({ length: 5 }, () => newSite(name)));
    const results = await Promise.allSettled(sites.map((site, i) => publishVersion(env, db, site, {}, { "index.html": `<p>${i}</p>` })));
    const base = baseSubdomain(name);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    const names = results.map((r) => (r as PromiseFulfilledResult<{ subdomain: string }>).value.subdomain);
    expect([...names].sort()).toEqual([base, `${base}2`, `${base}3`, `${base}4`, `${base}5`]);
    for (const [i, sub] of names.entries()) expect(await (await get(`http://${sub}.localhost/`)).text()).toBe(`<p>${i}</p>`);
  }, 30_000); // each lost race costs a few round trips to sqld, slow on a busy machine

  it("removes the new version's files when the switch-over fails", async () => {
    const site = await newSite(`Flipfail ${newId("website").slice(5, 11)}`);
    const spy = vi.spyOn(db, "batch").mockRejectedValueOnce(new Error("database is down"));
    await expect(publishVersion(env, db, site, {}, { "index.html": "<p>new</p>" })).rejects.toThrow("database is down");
    spy.mockRestore();
    expect((await env.FILES.list({ prefix: `sites/${site.id}/` })).objects).toEqual([]);
  });
});

describe("publishing", () => {
  it("writes the version, points the site at it and serves it on its subdomain", async () => {
    const site = await newSite(`Shop ${newId("website").slice(5, 11)}`);
    const result = await publishVersion(env, db, site, { v: 1 }, { "index.html": "<h1>v1</h1>", "styles.css": "h1{}" });
    expect(result.hostname).toBe(`${result.subdomain}.localhost`);
    const [row] = await db.select().from(websites).where(eq(websites.id, site.id));
    expect(row?.publishedVersionId).toBe(result.versionId);
    const [version] = await db.select().from(siteVersions).where(eq(siteVersions.id, result.versionId));
    expect(version?.files["index.html"]).toEqual({ size: 11, etag: expect.stringMatching(/^[0-9a-f]{32}$/), contentType: "text/html; charset=utf-8" });
    expect(await (await get(`http://${result.hostname}/`)).text()).toBe("<h1>v1</h1>");
  });

  it("switches to a republished version at once and keeps the subdomain", async () => {
    const site = await newSite(`Flip ${newId("website").slice(5, 11)}`);
    const v1 = await publishVersion(env, db, site, {}, { "index.html": "<p>one</p>" });
    expect(await (await get(`http://${v1.hostname}/`)).text()).toBe("<p>one</p>");
    const v2 = await publishVersion(env, db, { ...site, subdomain: v1.subdomain }, {}, { "index.html": "<p>two</p>" });
    expect(v2.subdomain).toBe(v1.subdomain);
    expect(await (await get(`http://${v1.hostname}/`)).text()).toBe("<p>two</p>");
  });

  it("leaves the old version serving and no files behind when writing fails", async () => {
    const site = await newSite(`Fail ${newId("website").slice(5, 11)}`);
    const v1 = await publishVersion(env, db, site, {}, { "index.html": "<p>old</p>" });
    const put = env.FILES.put.bind(env.FILES);
    const spy = vi.spyOn(env.FILES, "put").mockImplementation(async (key, value, options) => {
      if (String(key).endsWith("styles.css")) throw new Error("R2 is down");
      return put(key, value, options);
    });
    await expect(
      publishVersion(env, db, { ...site, subdomain: v1.subdomain }, {}, { "index.html": "<p>new</p>", "styles.css": "x" }),
    ).rejects.toThrow("R2 is down");
    spy.mockRestore();
    expect(await (await get(`http://${v1.hostname}/`)).text()).toBe("<p>old</p>");
    const listed = await env.FILES.list({ prefix: `sites/${site.id}/` });
    expect(listed.objects.map((o) => o.key)).toEqual([`sites/${site.id}/${v1.versionId}/index.html`]);
  });

  it("stops serving at once when unpublished", async () => {
    const site = await newSite(`Off ${newId("website").slice(5, 11)}`);
    const v1 = await publishVersion(env, db, site, {}, { "index.html": "<p>on</p>" });
    expect((await get(`http://${v1.hostname}/`)).status).toBe(200);
    await unpublish(env, db, { id: site.id, subdomain: v1.subdomain });
    expect((await get(`http://${v1.hostname}/`)).status).toBe(404);
  });
});
