// Publishing: write a new immutable version to R2 in full, then flip the site's pointer in libSQL, then refresh
// the host cache in KV. A failure before the flip leaves the old version serving and nothing half-written.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { newId } from "../../schema/ids";
import type { WebsiteDocument } from "../../schema/site-document";
import { describeChange } from "../../site/version-summary";
import { domains, siteVersions, websites, type VersionFile } from "../../schema/tables";
import { cacheControlFor, cacheHints } from "../../site/caching";
import type { Db } from "../db";
import { contentTypeFor, forgetHost, forgetVersions, hostCacheKey, type SitePointer } from "./serve";
import { claimSubdomain } from "./subdomain";

/** Positive host entries can live long: every publish and unpublish rewrites them. */
const HOST_CACHE_SECONDS = 60 * 60;

export interface PublishResult {
  versionId: string;
  subdomain: string;
  hostname: string;
}

async function md5Hex(body: string | Uint8Array): Promise<string> {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const digest = await crypto.subtle.digest("MD5", bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Every host that serves the site: its free subdomain and its active custom domains. */
async function siteHosts(env: Env, db: Db, siteId: string, subdomain: string | null): Promise<string[]> {
  const rows = await db.select({ hostname: domains.hostname, status: domains.status }).from(domains).where(eq(domains.websiteId, siteId));
  const hosts = rows.filter((r) => r.status === "active").map((r) => r.hostname);
  if (subdomain) hosts.push(`${subdomain}.${env.SITES_HOST}`);
  return hosts;
}

async function refreshHostCache(env: Env, hosts: string[], site: SitePointer | null): Promise<void> {
  for (const host of hosts) forgetHost(host);
  await Promise.all(
    hosts.map((host) => env.CACHE.put(hostCacheKey(host), JSON.stringify({ site }), { expirationTtl: HOST_CACHE_SECONDS })),
  );
}

export async function publishVersion(
  env: Env,
  db: Db,
  site: { id: string; name: string; subdomain: string | null },
  document: WebsiteDocument,
  files: Record<string, string | Uint8Array>,
): Promise<PublishResult> {
  const versionId = newId("version");
  // Each file carries the Cache-Control it is served with, so a version keeps the caching it was published with.
  const hints = cacheHints(document);
  const prefix = `sites/${site.id}/${versionId}/`;
  const manifest: Record<string, VersionFile> = {};
  // allSettled, not all: every write must have finished before a failure's clean-up runs.
  const writes = await Promise.allSettled(
    Object.entries(files).map(async ([path, body]) => {
      const contentType = contentTypeFor(path);
      // R2 checks the MD5 we send, so a corrupted upload fails here instead of being served.
      const md5 = await md5Hex(body);
      const httpMetadata = { contentType, cacheControl: cacheControlFor(path, hints) };
      const object = await env.FILES.put(prefix + path, body, { httpMetadata, md5 });
      manifest[path] = { size: object?.size ?? 0, etag: object?.etag ?? md5, contentType };
    }),
  );
  // Nothing points at this version until the batch below: on any failure before it, R2 must keep no orphans.
  const removeFiles = () => env.FILES.delete(Object.keys(files).map((path) => prefix + path)).catch(() => {});
  const failure = writes.find((w): w is PromiseRejectedResult => w.status === "rejected");
  if (failure) {
    await removeFiles();
    throw failure.reason;
  }

  try {
    const subdomain = site.subdomain ?? (await claimSubdomain(db, site.id, site.name));
    const now = new Date();
    const [previous] = await db.select({ document: siteVersions.document }).from(siteVersions).where(eq(siteVersions.websiteId, site.id)).orderBy(desc(siteVersions.createdAt)).limit(1);
    const summary = describeChange((previous?.document as WebsiteDocument | undefined) ?? null, document);
    await db.batch([
      db.insert(siteVersions).values({ id: versionId, websiteId: site.id, document, files: manifest, summary, createdAt: now }),
      db.update(websites).set({ publishedVersionId: versionId, publishedAt: now, updatedAt: now }).where(eq(websites.id, site.id)),
    ]);
    await servePointer(env, db, site.id, subdomain);
    await pruneVersions(env, db, site.id);
    return { versionId, subdomain, hostname: `${subdomain}.${env.SITES_HOST}` };
  } catch (err) {
    // The pointer did not move (the batch is one transaction): this version's files would be orphans.
    await removeFiles();
    throw err;
  }
}

/**
 * Points every host of the site at what the database says is published now, and checks again after writing: two
 * flips at once (a publish and a rollback) may write the cache in either order, and the last check puts it right.
 */
async function servePointer(env: Env, db: Db, siteId: string, subdomain: string | null): Promise<void> {
  forgetVersions(siteId);
  const hosts = await siteHosts(env, db, siteId, subdomain);
  let written: string | null | undefined;
  for (let round = 0; round < 3; round++) {
    const [row] = await db.select({ versionId: websites.publishedVersionId }).from(websites).where(eq(websites.id, siteId));
    const current = row?.versionId ?? null;
    if (current === written) return;
    await refreshHostCache(env, hosts, current ? { siteId, versionId: current } : null);
    written = current;
  }
}

/** How many published versions a site keeps (the one being served is always kept, however old). */
export const VERSIONS_KEPT = 10;

/** Deletes the versions past the newest VERSIONS_KEPT, rows first (nothing can roll back to them), then files. */
async function pruneVersions(env: Env, db: Db, siteId: string): Promise<void> {
  const [site] = await db.select({ current: websites.publishedVersionId }).from(websites).where(eq(websites.id, siteId));
  const old = await db.select({ id: siteVersions.id }).from(siteVersions).where(eq(siteVersions.websiteId, siteId)).orderBy(desc(siteVersions.createdAt), desc(siteVersions.id)).offset(VERSIONS_KEPT).limit(100);
  const doomed = old.map((v) => v.id).filter((id) => id !== site?.current);
  if (doomed.length === 0) return;
  await db.delete(siteVersions).where(and(eq(siteVersions.websiteId, siteId), inArray(siteVersions.id, doomed)));
  for (const id of doomed) await deleteFiles(env.FILES, `sites/${siteId}/${id}/`);
}

/**
 * Serves an earlier version again: one statement moves the pointer, and only to a version of this site, so the
 * site is always on a whole version whatever else runs at the same time.
 */
export async function rollBack(env: Env, db: Db, site: { id: string; subdomain: string | null }, versionId: string): Promise<boolean> {
  const now = new Date();
  const moved = await db
    .update(websites)
    .set({ publishedVersionId: versionId, publishedAt: now, updatedAt: now })
    .where(and(eq(websites.id, site.id), sql`exists (select 1 from site_versions where site_versions.id = ${versionId} and site_versions.website_id = ${site.id})`))
    .returning({ id: websites.id });
  if (moved.length === 0) return false;
  await servePointer(env, db, site.id, site.subdomain);
  return true;
}

/** Takes the site offline at once; its versions stay in R2 for a later republish. */
export async function unpublish(env: Env, db: Db, site: { id: string; subdomain: string | null }): Promise<void> {
  await db.update(websites).set({ publishedVersionId: null, updatedAt: new Date() }).where(eq(websites.id, site.id));
  await servePointer(env, db, site.id, site.subdomain);
}

/** Deletes a website for good: offline first (cache included), then its rows; the files go last, and a failure
 * there harms nobody. */
export async function removeWebsite(env: Env, db: Db, site: { id: string; subdomain: string | null; publishedVersionId: string | null }): Promise<void> {
  if (site.publishedVersionId) await unpublish(env, db, site);
  await db.delete(websites).where(eq(websites.id, site.id));
  await deleteFiles(env.FILES, `sites/${site.id}/`);
}

/** Deletes every file under `prefix`, a listing page at a time. */
export async function deleteFiles(bucket: R2Bucket, prefix: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix, cursor });
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((o) => o.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}
