// Version history: every publish is a version with a summary; the owner lists them, opens one, and rolls back in
// one step; old versions are pruned; and a rollback racing publishes always leaves the site on one whole version,
// served as the database says.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { templateDocument } from "../../schema/builder-templates";
import { newId } from "../../schema/ids";
import type { WebsiteDocument } from "../../schema/site-document";
import { siteVersions, websites } from "../../schema/tables";
import { call, signedInUser } from "../test/client";
import { db } from "../test/factories";
import { publishVersion, rollBack, VERSIONS_KEPT } from "./publish";

const get = (url: string) => exports.default.fetch(new Request(url));

interface Version {
  id: string;
  summary: string;
  publishedAt: string;
  live: boolean;
}

function named(doc: WebsiteDocument, tagline: string): WebsiteDocument {
  return { ...doc, content: { ...doc.content, tagline } };
}

async function ownSite() {
  const owner = await signedInUser();
  const label = `v${newId("website").slice(5, 15)}`;
  const id = newId("website");
  await db.insert(websites).values({ id, userId: owner.user.id, name: label, document: templateDocument(2), subdomain: label });
  return { owner, site: { id, name: label, subdomain: label }, url: `http://${label}.localhost/` };
}

describe("version history", () => {
  it("keeps each publish with a summary, opens any version, and rolls back in one step", async () => {
    const { owner, site, url } = await ownSite();
    const first = templateDocument(2);
    const second = { ...first, content: { ...first.content, sections: first.content.sections.filter((s) => s.type !== "testimonials") } };
    const third = { ...second, style: { ...second.style, colors: { ...second.style.colors, primary: "#123456" } } };
    const v1 = await publishVersion(env, db, site, first, { "index.html": "<p>one</p>" });
    await publishVersion(env, db, site, second, { "index.html": "<p>two</p>" });
    await publishVersion(env, db, site, third, { "index.html": "<p>three</p>" });
    expect(await (await get(url)).text()).toBe("<p>three</p>");

    const versions = (await (await call(`/api/websites/${site.id}/versions`, { cookie: owner.cookie })).json()) as Version[];
    expect(versions.map((v) => [v.summary, v.live])).toEqual([
      ["New colours", true],
      [expect.stringMatching(/^Removed Testimonials/), false],
      ["First version", false],
    ]);
    const opened = (await (await call(`/api/websites/${site.id}/versions/${v1.versionId}`, { cookie: owner.cookie })).json()) as { data: WebsiteDocument };
    expect(opened.data).toEqual(first);

    const res = await call(`/api/websites/${site.id}/versions/${v1.versionId}/rollback`, { method: "POST", cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await (await get(url)).text()).toBe("<p>one</p>");
    const after = (await (await call(`/api/websites/${site.id}/versions`, { cookie: owner.cookie })).json()) as Version[];
    expect(after.map((v) => v.live)).toEqual([false, false, true]);
  });

  it("rolls back only to the site's own versions, and only for its owner", async () => {
    const mine = await ownSite();
    const theirs = await ownSite();
    await publishVersion(env, db, mine.site, templateDocument(2), { "index.html": "<p>mine</p>" });
    const foreign = await publishVersion(env, db, theirs.site, templateDocument(2), { "index.html": "<p>theirs</p>" });
    const across = await call(`/api/websites/${mine.site.id}/versions/${foreign.versionId}/rollback`, { method: "POST", cookie: mine.owner.cookie });
    expect(across.status).toBe(404);
    expect(await (await get(mine.url)).text()).toBe("<p>mine</p>");
    expect((await call(`/api/websites/${theirs.site.id}/versions`, { cookie: mine.owner.cookie })).status).toBe(404);
    expect((await call(`/api/websites/${theirs.site.id}/versions/${foreign.versionId}/rollback`, { method: "POST", cookie: mine.owner.cookie })).status).toBe(404);
    expect((await call(`/api/websites/${mine.site.id}/versions/not-a-version/rollback`, { method: "POST", cookie: mine.owner.cookie })).status).toBe(400);
  });

  it(`keeps the newest ${VERSIONS_KEPT} versions and deletes the files of older ones`, async () => {
    const { site } = await ownSite();
    const made = [];
    for (let i = 0; i < VERSIONS_KEPT + 2; i++) made.push(await publishVersion(env, db, site, named(templateDocument(2), `Take ${i}`), { "index.html": `<p>${i}</p>` }));
    const kept = await db.select({ id: siteVersions.id }).from(siteVersions).where(eq(siteVersions.websiteId, site.id));
    expect(kept.map((v) => v.id).sort()).toEqual(made.slice(2).map((v) => v.versionId).sort());
    for (const gone of made.slice(0, 2)) expect((await env.FILES.list({ prefix: `sites/${site.id}/${gone.versionId}/` })).objects).toEqual([]);
  }, 30_000);

  it("ends on one whole version, served as the database says, when a rollback races publishes", async () => {
    const { site, url } = await ownSite();
    const v1 = await publishVersion(env, db, site, named(templateDocument(2), "one"), { "index.html": "<p>one</p>" });
    await Promise.all([
      rollBack(env, db, site, v1.versionId),
      publishVersion(env, db, site, named(templateDocument(2), "two"), { "index.html": "<p>two</p>" }),
      rollBack(env, db, site, v1.versionId),
      publishVersion(env, db, site, named(templateDocument(2), "three"), { "index.html": "<p>three</p>" }),
    ]);
    const [row] = await db.select({ current: websites.publishedVersionId }).from(websites).where(eq(websites.id, site.id));
    const [version] = await db.select().from(siteVersions).where(eq(siteVersions.id, row!.current!));
    const tagline = (version!.document as WebsiteDocument).content.tagline;
    expect(["one", "two", "three"]).toContain(tagline);
    expect(await (await get(url)).text()).toBe(`<p>${tagline}</p>`);
  }, 30_000);
});

describe("the builder's saves", () => {
  it("keeps the last 20 saves with their documents, for the owner alone", async () => {
    const owner = await signedInUser();
    const start = named(templateDocument(2), "save 0");
    const created = (await (await call("/api/websites", { body: { name: "Saves", data: start }, cookie: owner.cookie })).json()) as { id: string; revision: number };
    let revision = created.revision;
    for (let i = 1; i <= 21; i++) {
      const res = await call(`/api/websites/${created.id}`, { method: "PUT", body: { data: named(start, `save ${i}`), baseRevision: revision }, cookie: owner.cookie });
      revision = ((await res.json()) as { revision: number }).revision;
    }
    const list = (await (await call(`/api/websites/${created.id}/revisions`, { cookie: owner.cookie })).json()) as { revision: number; current: boolean }[];
    expect(list.map((r) => r.revision)).toEqual(Array.from({ length: 20 }, (_, i) => 22 - i));
    expect(list.map((r) => r.current)).toEqual([true, ...Array(19).fill(false)]);
    const old = (await (await call(`/api/websites/${created.id}/revisions/3`, { cookie: owner.cookie })).json()) as { data: WebsiteDocument };
    expect(old.data.content.tagline).toBe("save 2");
    expect((await call(`/api/websites/${created.id}/revisions/2`, { cookie: owner.cookie })).status).toBe(404);
    const stranger = await signedInUser();
    expect((await call(`/api/websites/${created.id}/revisions`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/websites/${created.id}/revisions/3`, { cookie: stranger.cookie })).status).toBe(404);
  }, 30_000);
});
