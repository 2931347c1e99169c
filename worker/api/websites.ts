// /api/websites: a user's saved sites. Every query is scoped to the signed-in owner; someone else's site answers
// 404 exactly like a missing one, so ids cannot be probed.
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import * as v from "valibot";
import { BRIEF_INVALID, briefSchema, type Brief } from "../../schema/brief";
import { newId } from "../../schema/ids";
import { DOWNLOAD_UPGRADE, PUBLISH_FAILED, WEBSITE_CHANGED, WEBSITE_NOT_FOUND } from "../../schema/messages";
import { plans } from "../../schema/plans";
import { websiteDocumentSchema, type WebsiteDocument } from "../../schema/site-document";
import { siteVersions, websiteRevisions, websites, type User, type Website } from "../../schema/tables";
import type { Db } from "../db";
import { deployHostIds, type DeployHostId } from "../../site/deploy";
import { cacheHints } from "../../site/render";
import { folderName, zipSite } from "../../site/zip";
import { requireUser } from "../auth/require";
import { afterResponse, type AppEnv } from "../env";
import { apiError } from "../errors";
import { websiteLimit } from "../settings";
import { buildSite } from "../sites/build";
import { publishVersion, removeWebsite, rollBack, TakenDown, unpublish } from "../sites/publish";
import { siteAnalytics } from "../edge/visits";
import { claimSubdomain } from "../sites/subdomain";
import { validate } from "../validate";
import { takenDownMessage } from "../../schema/admin";


const nameSchema = v.pipe(
  v.string("Please give your website a name"),
  v.trim(),
  v.minLength(1, "Please give your website a name"),
  v.maxLength(80, "Website names can be at most 80 characters"),
);
/** The brief an AI design was made from (schema/brief.ts): optional, checked whole, saved with the site. */
const briefField = v.optional(v.nullable(v.pipe(v.unknown(), v.check((value) => v.is(briefSchema, value), BRIEF_INVALID), v.transform((value) => value as Brief))));
const createSchema = v.strictObject({ name: nameSchema, data: websiteDocumentSchema, brief: briefField });
const updateSchema = v.strictObject({
  name: v.optional(nameSchema),
  data: v.optional(websiteDocumentSchema),
  brief: briefField,
  /** The revision this change was made on (from the last read or save): a newer one on the server refuses it. */
  baseRevision: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export const idSchema = v.object({ id: v.pipe(v.string(), v.regex(/^site_[0-9a-z]{16}$/, WEBSITE_NOT_FOUND)) });
const VERSION_NOT_FOUND = "That version of the website no longer exists.";
const analyticsQuerySchema = v.object({ days: v.optional(v.picklist(["7", "30", "90"], "Choose 7, 30 or 90 days"), "30") });
const REVISION_NOT_FOUND = "That save of the website is no longer kept.";
const revisionParamSchema = v.object({ ...idSchema.entries, revision: v.pipe(v.string(), v.regex(/^\d{1,9}$/, REVISION_NOT_FOUND), v.transform(Number)) });
const versionParamSchema = v.object({ ...idSchema.entries, versionId: v.pipe(v.string(), v.regex(/^ver_[0-9a-z]{16}$/, VERSION_NOT_FOUND)) });
/** `?host=netlify` prepares the ZIP for that host (site/deploy.ts); without it, the plain ZIP. */
const exportQuerySchema = v.object({ host: v.optional(v.picklist(deployHostIds, "Unknown hosting service")) });

/** A host's address on the same scheme and port as this request (`http://shop.example.com:8787`). */
export function hostAddress(c: Context<AppEnv>, hostname: string): string {
  const url = new URL(c.req.url);
  return `${url.protocol}//${hostname}${url.port ? `:${url.port}` : ""}`;
}

/** Where a published site lives at its free address (`http://x.localhost:8787`). */
export function siteAddress(c: Context<AppEnv>, subdomain: string): string {
  return hostAddress(c, `${subdomain}.${c.env.SITES_HOST}`);
}

function summary(c: Context<AppEnv>, site: Website) {
  const published = site.publishedVersionId !== null && site.subdomain !== null;
  return {
    id: site.id,
    name: site.name,
    status: published ? ("published" as const) : ("draft" as const),
    revision: site.revision,
    subdomain: site.subdomain,
    address: published && site.subdomain ? siteAddress(c, site.subdomain) : null,
    publishedAt: site.publishedAt?.toISOString() ?? null,
    /** Why an administrator took it off the web, when one did (the owner sees it and cannot publish meanwhile). */
    takedownReason: site.takenDownAt ? site.takedownReason : null,
    createdAt: site.createdAt.toISOString(),
    updatedAt: site.updatedAt.toISOString(),
  };
}

function full(c: Context<AppEnv>, site: Website) {
  return { ...summary(c, site), data: site.document, brief: site.brief ?? null };
}

/** How many of a website's saves the builder can go back to. */
export const REVISIONS_KEPT = 20;

/** Keeps a save's document as a revision, and forgets those past the newest REVISIONS_KEPT. */
async function keepRevision(db: Db, site: Website): Promise<void> {
  await db.batch([
    db.insert(websiteRevisions).values({ id: newId("revision"), websiteId: site.id, revision: site.revision, name: site.name, document: site.document }).onConflictDoNothing(),
    db.delete(websiteRevisions).where(and(eq(websiteRevisions.websiteId, site.id), lte(websiteRevisions.revision, site.revision - REVISIONS_KEPT))),
  ]);
}

/** The user's own site, or 404 exactly as for a missing one. */
export async function ownSite(c: Context<AppEnv>, user: User, id: string): Promise<Website> {
  const [site] = await c.var.db.select().from(websites).where(and(eq(websites.id, id), eq(websites.userId, user.id))).limit(1);
  if (!site) throw apiError(404, WEBSITE_NOT_FOUND);
  return site;
}

function requireDownload(user: User): void {
  if (!plans[user.subscriptionTier].canDownload) throw apiError(403, DOWNLOAD_UPGRADE);
}

async function zipResponse(c: Context<AppEnv>, user: User, document: WebsiteDocument, name: string, host?: DeployHostId): Promise<Response> {
  const { site, binaries } = await buildSite(c.env, c.var.db, user.id, document);
  const zip = zipSite(site, binaries, name, host && { host, cache: cacheHints(document) });
  return new Response(zip, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${folderName(name)}${host ? `-${host}` : ""}.zip"`,
      "Content-Length": String(zip.byteLength),
    },
  });
}

export const websitesApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    const rows = await c.var.db
      .select({
        site: websites,
        // Written out: inside a one-table select drizzle names columns without their table, which a subquery needs.
        unread: sql<number>`(select count(*) from form_messages where form_messages.website_id = websites.id and form_messages.read_at is null)`.mapWith(Number),
      })
      .from(websites)
      .where(eq(websites.userId, user.id))
      .orderBy(desc(websites.updatedAt));
    // The account page's list: each site with how many contact-form messages wait unread (api/messages.ts).
    return c.json(rows.map((row) => ({ ...summary(c, row.site), unreadMessages: row.unread })), 200);
  })
  .post("/", validate("json", createSchema), async (c) => {
    const user = requireUser(c);
    const { name, data, brief } = c.req.valid("json");
    const limit = await websiteLimit(c.var.db, user.subscriptionTier);
    const id = newId("website");
    const now = Date.now();
    // One statement checks the limit and inserts, so two quick saves cannot both slip under it.
    const result = await c.var.db.run(sql`
      insert into websites (id, user_id, name, document, brief, created_at, updated_at)
      select ${id}, ${user.id}, ${name}, ${JSON.stringify(data)}, ${brief ? JSON.stringify(brief) : null}, ${now}, ${now}
      where ${limit === null ? 1 : sql`(select count(*) from websites where user_id = ${user.id}) < ${limit}`}`);
    if (result.rowsAffected === 0) {
      throw apiError(
        403,
        `You have reached the limit of ${limit} websites on the ${plans[user.subscriptionTier].name} plan. Delete one or upgrade to save more.`,
      );
    }
    const site = await ownSite(c, user, id);
    await keepRevision(c.var.db, site);
    return c.json(full(c, site), 201);
  })
  .post("/export", validate("query", exportQuerySchema), validate("json", websiteDocumentSchema), async (c) => {
    const user = requireUser(c);
    requireDownload(user);
    const document = c.req.valid("json");
    return zipResponse(c, user, document, document.content.siteName, c.req.valid("query").host);
  })
  .get("/:id", validate("param", idSchema), async (c) => {
    const user = requireUser(c);
    return c.json(full(c, await ownSite(c, user, c.req.valid("param").id)), 200);
  })
  .put("/:id", validate("param", idSchema), validate("json", updateSchema), async (c) => {
    const user = requireUser(c);
    const site = await ownSite(c, user, c.req.valid("param").id);
    const { name, data, brief, baseRevision } = c.req.valid("json");
    // One conditional write: of two saves made on the same revision, exactly one lands; the other learns why.
    const [updated] = await c.var.db
      .update(websites)
      .set({ name: name ?? site.name, document: data ?? site.document, ...(brief !== undefined ? { brief } : {}), revision: sql`${websites.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(websites.id, site.id), eq(websites.userId, user.id), eq(websites.revision, baseRevision)))
      .returning();
    if (!updated) throw apiError(409, WEBSITE_CHANGED);
    await keepRevision(c.var.db, updated);
    return c.json(full(c, updated), 200);
  })
  .delete("/:id", validate("param", idSchema), async (c) => {
    const user = requireUser(c);
    const site = await ownSite(c, user, c.req.valid("param").id);
    await removeWebsite(c.env, c.var.db, site);
    return c.json({ ok: true as const }, 200);
  })
  .post("/:id/publish", validate("param", idSchema), async (c) => {
    const user = requireUser(c);
    const site = await ownSite(c, user, c.req.valid("param").id);
    if (site.takenDownAt) throw apiError(403, takenDownMessage(site.takedownReason ?? ""));
    const document = site.document;
    try {
      // The subdomain is claimed first so the pages can name their own address (canonical link, sitemap).
      const subdomain = site.subdomain ?? (await claimSubdomain(c.var.db, site.id, site.name));
      const { files } = await buildSite(c.env, c.var.db, user.id, document, { baseUrl: `${siteAddress(c, subdomain)}/` });
      await publishVersion(c.env, c.var.db, { ...site, subdomain }, document, files, afterResponse(c));
    } catch (err) {
      // A refusal with its own message (a picture that is gone) reaches the user as it is.
      if (err instanceof HTTPException) throw err;
      // Taken down while it was building: the mark decides.
      if (err instanceof TakenDown) throw apiError(403, takenDownMessage((await ownSite(c, user, site.id)).takedownReason ?? ""));
      console.error(`publish ${site.id} failed:`, err);
      throw apiError(500, PUBLISH_FAILED);
    }
    return c.json(full(c, await ownSite(c, user, site.id)), 200);
  })
  .post("/:id/unpublish", validate("param", idSchema), async (c) => {
    const user = requireUser(c);
    const site = await ownSite(c, user, c.req.valid("param").id);
    await unpublish(c.env, c.var.db, site, afterResponse(c));
    return c.json(full(c, await ownSite(c, user, site.id)), 200);
  })
  // Who came to the published site: views and visitors per day, top referrers and countries (counted as it serves).
  .get("/:id/analytics", validate("param", idSchema), validate("query", analyticsQuerySchema), async (c) => {
    const user = requireUser(c);
    const site = await ownSite(c, user, c.req.valid("param").id);
    return c.json(await siteAnalytics(c.var.db, site.id, Number(c.req.valid("query").days)), 200);
  })
  // The builder's saves, newest first; their documents one at a time (a restore opens one in the builder).
  .get("/:id/revisions", validate("param", idSchema), async (c) => {
    const user = requireUser(c);
    const site = await ownSite(c, user, c.req.valid("param").id);
    const rows = await c.var.db
      .select({ revision: websiteRevisions.revision, name: websiteRevisions.name, savedAt: websiteRevisions.createdAt })
      .from(websiteRevisions)
      .where(eq(websiteRevisions.websiteId, site.id))
      .orderBy(desc(websiteRevisions.revision))
      .limit(REVISIONS_KEPT);
    return c.json(rows.map((r) => ({ revision: r.revision, name: r.name, savedAt: r.savedAt.toISOString(), current: r.revision === site.revision })), 200);
  })
  .get("/:id/revisions/:revision", validate("param", revisionParamSchema), async (c) => {
    const user = requireUser(c);
    const { id, revision } = c.req.valid("param");
    const site = await ownSite(c, user, id);
    const [row] = await c.var.db.select().from(websiteRevisions).where(and(eq(websiteRevisions.websiteId, site.id), eq(websiteRevisions.revision, revision)));
    if (!row) throw apiError(404, REVISION_NOT_FOUND);
    return c.json({ revision: row.revision, name: row.name, savedAt: row.createdAt.toISOString(), data: row.document }, 200);
  })
  // The published versions, newest first (the newest VERSIONS_KEPT and the one being served are kept).
  .get("/:id/versions", validate("param", idSchema), async (c) => {
    const user = requireUser(c);
    const site = await ownSite(c, user, c.req.valid("param").id);
    const rows = await c.var.db
      .select({ id: siteVersions.id, summary: siteVersions.summary, createdAt: siteVersions.createdAt })
      .from(siteVersions)
      .where(eq(siteVersions.websiteId, site.id))
      .orderBy(desc(siteVersions.createdAt), desc(siteVersions.id));
    return c.json(rows.map((r) => ({ id: r.id, summary: r.summary, publishedAt: r.createdAt.toISOString(), live: r.id === site.publishedVersionId })), 200);
  })
  .get("/:id/versions/:versionId", validate("param", versionParamSchema), async (c) => {
    const user = requireUser(c);
    const { id, versionId } = c.req.valid("param");
    const site = await ownSite(c, user, id);
    const [version] = await c.var.db.select().from(siteVersions).where(and(eq(siteVersions.id, versionId), eq(siteVersions.websiteId, site.id)));
    if (!version) throw apiError(404, VERSION_NOT_FOUND);
    return c.json({ id: version.id, summary: version.summary, publishedAt: version.createdAt.toISOString(), data: version.document }, 200);
  })
  // Puts an earlier version back on the web in one step; the draft in the builder is left as it is.
  .post("/:id/versions/:versionId/rollback", validate("param", versionParamSchema), async (c) => {
    const user = requireUser(c);
    const { id, versionId } = c.req.valid("param");
    const site = await ownSite(c, user, id);
    if (site.takenDownAt) throw apiError(403, takenDownMessage(site.takedownReason ?? ""));
    if (!(await rollBack(c.env, c.var.db, site, versionId, afterResponse(c)))) {
      // The version is not this site's, or the site was taken down a moment ago.
      const now = await ownSite(c, user, id);
      if (now.takenDownAt) throw apiError(403, takenDownMessage(now.takedownReason ?? ""));
      throw apiError(404, VERSION_NOT_FOUND);
    }
    return c.json(full(c, await ownSite(c, user, site.id)), 200);
  })
  .get("/:id/export", validate("param", idSchema), validate("query", exportQuerySchema), async (c) => {
    const user = requireUser(c);
    requireDownload(user);
    const site = await ownSite(c, user, c.req.valid("param").id);
    return zipResponse(c, user, site.document, site.name, c.req.valid("query").host);
  });

