// A site an administrator takes down: every visitor of every address gets one neutral page, from every cache; a
// restore serves again the version that was live, and tells the owner.
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { templateDocument } from "../../schema/builder-templates";
import { newId } from "../../schema/ids";
import { emailOutbox, websites } from "../../schema/tables";
import { call, signedInUser } from "../test/client";
import { db } from "../test/factories";
import { publishVersion } from "./publish";

const get = (url: string) => exports.default.fetch(new Request(url));

async function publishedSite() {
  const owner = await signedInUser({ firstName: "Otieno" });
  const label = `t${newId("website").slice(5, 15)}`;
  const id = newId("website");
  await db.insert(websites).values({ id, userId: owner.user.id, name: `Shop ${label}`, document: templateDocument(2), subdomain: label });
  const site = { id, name: `Shop ${label}`, subdomain: label };
  await publishVersion(env, db, site, templateDocument(2), { "index.html": "<p>first</p>" });
  const live = await publishVersion(env, db, site, templateDocument(2), { "index.html": "<p>live</p>" });
  return { owner, site, live, url: `http://${label}.localhost/` };
}

describe("a site taken down", () => {
  it("shows its visitors a neutral page on every path, and a restore serves the version that was live and tells the owner", async () => {
    const { owner, site, url } = await publishedSite();
    const admin = await signedInUser({ role: "admin" });
    const as = (path: string, body?: unknown) => call(path, { method: "POST", cookie: admin.cookie, ...(body ? { body } : {}) });
    expect((await as(`/api/admin/websites/${site.id}/takedown`, { reason: "Phishing page reported by visitors." })).status).toBe(200);

    for (const path of ["", "about.html", "styles.css"]) {
      const res = await get(url + path);
      expect(res.status).toBe(410);
      const page = await res.text();
      expect(page).toContain("<h1>This site is unavailable</h1>");
      // Nothing of why, nothing that points at the owner or invites a republish.
      expect(page).not.toMatch(/phishing|publish|dashboard|There is no website here/i);
    }

    expect((await as(`/api/admin/websites/${site.id}/restore`)).status).toBe(200);
    const back = await get(url);
    expect([back.status, await back.text()]).toEqual([200, "<p>live</p>"]);
    const [told] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.to, owner.user.email), eq(emailOutbox.kind, "website-restored")));
    expect(told).toMatchObject({ subject: `Your website ${site.name} is restored` });
    expect(told!.body).toContain(`It is online again at http://${site.subdomain}.localhost`);
  });

  it("after a restore of a site whose version is gone, waits for a publish and says so", async () => {
    const { owner, site, url } = await publishedSite();
    const admin = await signedInUser({ role: "admin" });
    await call(`/api/admin/websites/${site.id}/takedown`, { method: "POST", cookie: admin.cookie, body: { reason: "Spam links everywhere." } });
    await db.update(websites).set({ takenDownVersionId: "ver_gone0000000000" }).where(eq(websites.id, site.id));
    await call(`/api/admin/websites/${site.id}/restore`, { method: "POST", cookie: admin.cookie });
    expect((await get(url)).status).toBe(404);
    const [told] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.to, owner.user.email), eq(emailOutbox.kind, "website-restored")));
    expect(told!.body).toContain("Publish it again from your dashboard to put it back online.");
  });
});
