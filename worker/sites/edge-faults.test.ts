// The edge's faults around publishing and serving: KV refusing writes (429) or failing reads, R2 deletes failing,
// the database failing under a visitor, and an admin's takedown racing the owner's publish. Whatever fails, the
// database decides what is published, nothing it points at is deleted, and a visitor never gets the app's JSON.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newId } from "../../schema/ids";
import { defaultDocument } from "../../schema/site-document";
import { siteVersions, websites } from "../../schema/tables";
import { expectConsoleError } from "../../test/guards";
import { createUser, db } from "../test/factories";
import { publishVersion, takeDown, TakenDown, unpublish } from "./publish";
import { hostCacheKey, lookupSite } from "../edge/host-cache";
import { claimSubdomain } from "./subdomain";

/** A site with its subdomain claimed, as the publish route claims it before building. */
async function claimed<T extends { id: string; name: string; subdomain: string | null }>(site: T): Promise<T & { subdomain: string }> {
  return { ...site, subdomain: site.subdomain ?? (await claimSubdomain(db, site.id, site.name)) };
}


const get = (url: string) => exports.default.fetch(new Request(url));
const doc = defaultDocument();
const refused = () => Promise.reject(new Error("KV PUT failed: 429 Too Many Requests"));

async function newSite(name: string) {
  const user = await createUser();
  const id = newId("website");
  await db.insert(websites).values({ id, userId: user.id, name: `${name} ${id.slice(5, 11)}`, document: defaultDocument() });
  return { id, name: `${name} ${id.slice(5, 11)}`, subdomain: null as string | null };
}

const pointer = async (siteId: string) => (await db.select({ v: websites.publishedVersionId }).from(websites).where(eq(websites.id, siteId)))[0]?.v ?? null;
const filesOf = async (siteId: string) => (await env.FILES.list({ prefix: `sites/${siteId}/` })).objects.map((o) => o.key).sort();
/** Collects what a publish leaves for after the response, to await it as the runtime would. */
function afterwards() {
  const work: Promise<unknown>[] = [];
  return { later: (p: Promise<unknown>) => void work.push(p), done: () => Promise.all(work) };
}

afterEach(() => vi.restoreAllMocks());

describe("publishing when KV refuses writes", () => {
  it("keeps the publish, and every file the database points at, when the cache write is refused", async () => {
    const site = await newSite("Refused");
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>one</p>" });
    vi.spyOn(env.CACHE, "put").mockImplementation(refused);
    const v2 = await publishVersion(env, db, { ...site, subdomain: v1.subdomain }, doc, { "index.html": "<p>two</p>" });
    expect(await pointer(site.id)).toBe(v2.versionId);
    expect(await filesOf(site.id)).toEqual([`sites/${site.id}/${v1.versionId}/index.html`, `sites/${site.id}/${v2.versionId}/index.html`].sort());
    expect(await lookupSite(db, { kind: "subdomain", hostname: v1.hostname, label: v1.subdomain }, env.SITES_HOST)).toEqual({ siteId: site.id, versionId: v2.versionId });
  });

  it("refreshes the host cache after the response when the first write was refused", async () => {
    const site = await newSite("Retried");
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>one</p>" });
    const put = env.CACHE.put.bind(env.CACHE);
    vi.spyOn(env.CACHE, "put").mockImplementationOnce(refused).mockImplementation(put);
    const { later, done } = afterwards();
    const v2 = await publishVersion(env, db, { ...site, subdomain: v1.subdomain }, doc, { "index.html": "<p>two</p>" }, later);
    await done();
    expect(await env.CACHE.get(hostCacheKey(v1.hostname), "json")).toEqual({ site: { siteId: site.id, versionId: v2.versionId } });
    expect(await (await get(`http://${v1.hostname}/`)).text()).toBe("<p>two</p>");
  });

  it("takes the site offline in the database even when the cache write is refused", async () => {
    const site = await newSite("Offline");
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>on</p>" });
    vi.spyOn(env.CACHE, "put").mockImplementation(refused);
    await unpublish(env, db, { id: site.id, subdomain: v1.subdomain });
    expect(await pointer(site.id)).toBeNull();
    expect(await filesOf(site.id)).toEqual([`sites/${site.id}/${v1.versionId}/index.html`]);
  });

  it("keeps the publish when pruning old versions fails", async () => {
    const site = await newSite("Prune");
    let last = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>0</p>" });
    vi.spyOn(env.FILES, "delete").mockRejectedValue(new Error("R2 is down"));
    for (let i = 1; i <= 11; i++) last = await publishVersion(env, db, { ...site, subdomain: last.subdomain }, doc, { "index.html": `<p>${i}</p>` });
    expect(await pointer(site.id)).toBe(last.versionId);
    expect(await (await get(`http://${last.hostname}/`)).text()).toBe("<p>11</p>");
  });
});

describe("a takedown racing a publish", () => {
  it("never leaves the site live and marked: the publish in flight is refused and leaves nothing behind", async () => {
    const site = await newSite("Race");
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>one</p>" });
    // The takedown lands while the new version's files are being written.
    const put = env.FILES.put.bind(env.FILES);
    let takenDown: Promise<void> | null = null;
    vi.spyOn(env.FILES, "put").mockImplementation(async (key, value, options) => {
      takenDown ??= takeDown(env, db, { id: site.id, subdomain: v1.subdomain }, "spam", db.update(websites).set({ updatedAt: new Date() }).where(eq(websites.id, site.id)));
      await takenDown;
      return put(key, value, options);
    });
    await expect(publishVersion(env, db, { ...site, subdomain: v1.subdomain }, doc, { "index.html": "<p>two</p>" })).rejects.toBeInstanceOf(TakenDown);
    const [row] = await db.select().from(websites).where(eq(websites.id, site.id));
    expect([row?.publishedVersionId, row?.takedownReason]).toEqual([null, "spam"]);
    expect((await db.select({ id: siteVersions.id }).from(siteVersions).where(eq(siteVersions.websiteId, site.id))).map((v) => v.id)).toEqual([v1.versionId]);
    expect(await filesOf(site.id)).toEqual([`sites/${site.id}/${v1.versionId}/index.html`]);
    // Its visitors get the neutral page of a site taken down.
    expect((await get(`http://${v1.hostname}/`)).status).toBe(410);
  });
});

describe("serving under faults", () => {
  it("never writes KV for a visitor, for a published host or an unknown one", async () => {
    const site = await newSite("Quiet");
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>hi</p>" });
    await env.CACHE.delete(hostCacheKey(v1.hostname));
    const put = vi.spyOn(env.CACHE, "put");
    expect(await (await get(`http://${v1.hostname}/`)).text()).toBe("<p>hi</p>");
    expect((await get(`http://nobody-${site.id.slice(5, 11)}.localhost/`)).status).toBe(404);
    expect(put).not.toHaveBeenCalled();
  });

  it("serves from the database when KV fails to answer", async () => {
    const site = await newSite("KvDown");
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>still here</p>" });
    vi.spyOn(env.CACHE, "get").mockRejectedValue(new Error("KV GET failed: 500"));
    const res = await get(`http://${v1.hostname}/`);
    expect([res.status, await res.text()]).toEqual([200, "<p>still here</p>"]);
  });

  it("answers a plain page, not the app's JSON, when storage fails under a visitor", async () => {
    const site = await newSite("R2Down");
    const v1 = await publishVersion(env, db, await claimed(site), doc, { "index.html": "<p>hi</p>" });
    vi.spyOn(env.FILES, "get").mockRejectedValue(new Error("R2 GET failed: 503"));
    expectConsoleError(/^serving r2down\S+ failed: R2 GET failed: 503$/);
    const res = await get(`http://${v1.hostname}/missing-${site.id.slice(5, 11)}.html`);
    expect([res.status, res.headers.get("Content-Type"), res.headers.get("Retry-After")]).toEqual([503, "text/html; charset=utf-8", "60"]);
    expect(await res.text()).toContain("This website is taking a short break");
  });
});
