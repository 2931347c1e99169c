// Publishing: write a new immutable version to R2 in full, then flip the site's pointer in libSQL, then refresh
// the host cache in KV. A failure before the flip leaves the old version serving and nothing half-written; once the
// flip commits the publish has happened, and the cache refresh and pruning are best effort, retried after the
// response (they never undo it). A taken-down site's pointer cannot move: the same statement checks the mark.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { newId } from "../../schema/ids";
import type { WebsiteDocument } from "../../schema/site-document";
import { describeChange } from "../../site/version-summary";
import { domains, siteVersions, websites, type VersionFile } from "../../schema/tables";
import { cacheControlFor, cacheHints } from "../../site/caching";
import type { Db } from "../db";
import { contentTypeFor } from "../../schema/content-types";
import { forgetHost, forgetVersions, hostCacheKey, type HostTarget, type SitePointer } from "../edge/host-cache";
import { hex } from "../bytes";
import { HOST_KV_SECONDS } from "../edge/lifetimes";

/**
 * Host entries are written only here, by publishing, and rewritten on every change. They live KV's shortest time, a
 * minute: a refresh that KV refused on every try then heals as soon as KV itself would carry a change round the
 * world, and a miss costs one database read per data centre a minute (serve.ts).
 */

/** Work that may finish after the response (the request's `waitUntil`); without one it is awaited. */
export type Later = (work: Promise<unknown>) => void;

/** KV takes one write a second per key: a refused refresh is tried again after that, a few times. */
const REFRESH_TRIES = 3;
const REFRESH_WAIT_MS = 1_100;

/** The site was taken down while this publish ran: nothing of it may go live. */
export class TakenDown extends Error {
  constructor() {
    super("taken down");
  }
}

export interface PublishResult {
  versionId: string;
  subdomain: string;
  hostname: string;
}

async function md5Hex(body: string | Uint8Array): Promise<string> {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const digest = await crypto.subtle.digest("MD5", bytes as BufferSource);
  return hex(digest);
}

/** Every host that serves the site: its free subdomain and its active custom domains. */
async function siteHosts(env: Env, db: Db, siteId: string, subdomain: string | null): Promise<string[]> {
  const rows = await db.select({ hostname: domains.hostname, status: domains.status }).from(domains).where(eq(domains.websiteId, siteId));
  const hosts = rows.filter((r) => r.status === "active").map((r) => r.hostname);
  if (subdomain) hosts.push(`${subdomain}.${env.SITES_HOST}`);
  return hosts;
}

async function refreshHostCache(env: Env, hosts: string[], site: HostTarget | null): Promise<void> {
  for (const host of hosts) forgetHost(host);
  await Promise.all(
    hosts.map((host) => env.CACHE.put(hostCacheKey(host), JSON.stringify({ site }), { expirationTtl: HOST_KV_SECONDS })),
  );
}

export async function publishVersion(
  env: Env,
  db: Db,
  /** With its subdomain claimed (the publish route claims it first, so the pages can name their own address). */
  site: { id: string; name: string; subdomain: string },
  document: WebsiteDocument,
  files: Record<string, string | Uint8Array>,
  later?: Later,
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

  const subdomain = site.subdomain;
  try {
    const now = new Date();
    const [previous] = await db.select({ document: siteVersions.document }).from(siteVersions).where(eq(siteVersions.websiteId, site.id)).orderBy(desc(siteVersions.createdAt)).limit(1);
    const summary = describeChange(previous?.document ?? null, document);
    // One transaction: the version row, and the pointer moved only while the site is not taken down.
    const [, moved] = await db.batch([
      db.insert(siteVersions).values({ id: versionId, websiteId: site.id, document, files: manifest, summary, createdAt: now }),
      db.update(websites).set({ publishedVersionId: versionId, publishedAt: now, updatedAt: now }).where(and(eq(websites.id, site.id), isNull(websites.takenDownAt))).returning({ id: websites.id }),
    ]);
    if (moved.length === 0) {
      await db.delete(siteVersions).where(eq(siteVersions.id, versionId));
      throw new TakenDown();
    }
  } catch (err) {
    // The pointer did not move: this version's files would be orphans.
    await removeFiles();
    throw err;
  }
  // Published. What follows only brings the caches and old versions in line, and never undoes it.
  await afterSwitch(env, db, site.id, subdomain, later, true);
  return { versionId, subdomain, hostname: `${subdomain}.${env.SITES_HOST}` };
}

/**
 * After the pointer moved: the host cache is refreshed and old versions pruned. A failure is logged and the
 * refresh tried again after the response, a second later (KV's limit per key); it is never the caller's error.
 */
async function afterSwitch(env: Env, db: Db, siteId: string, subdomain: string | null, later: Later | undefined, prune: boolean): Promise<void> {
  const attempt = async (): Promise<boolean> => {
    try {
      await servePointer(env, db, siteId, subdomain);
      return true;
    } catch (err) {
      console.warn(`host cache for ${siteId} not refreshed:`, err instanceof Error ? err.message : err);
      return false;
    }
  };
  const refreshed = await attempt();
  if (prune) await pruneVersions(env, db, siteId).catch((err) => console.warn(`versions of ${siteId} not pruned:`, err instanceof Error ? err.message : err));
  if (refreshed || !later) return;
  later(
    (async () => {
      for (let i = 1; i < REFRESH_TRIES; i++) {
        await scheduler.wait(REFRESH_WAIT_MS * i);
        if (await attempt()) return;
      }
    })(),
  );
}

/**
 * Points every host of the site at what the database says is published now, and checks again after writing: two
 * flips at once (a publish and a rollback) may write the cache in either order, and the last check puts it right.
 */
async function servePointer(env: Env, db: Db, siteId: string, subdomain: string | null): Promise<void> {
  forgetVersions(siteId);
  const hosts = await siteHosts(env, db, siteId, subdomain);
  let written: string | undefined;
  for (let round = 0; round < 3; round++) {
    const [row] = await db.select({ versionId: websites.publishedVersionId, takenDownAt: websites.takenDownAt }).from(websites).where(eq(websites.id, siteId));
    // A site taken down answers its neutral page on every address, from every cache.
    const target: HostTarget | null = row?.versionId ? { siteId, versionId: row.versionId } : row?.takenDownAt ? { takenDown: true } : null;
    const current = JSON.stringify(target);
    if (current === written) return;
    await refreshHostCache(env, hosts, target);
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
export async function rollBack(env: Env, db: Db, site: { id: string; subdomain: string | null }, versionId: string, later?: Later): Promise<boolean> {
  const now = new Date();
  const moved = await db
    .update(websites)
    .set({ publishedVersionId: versionId, publishedAt: now, updatedAt: now })
    .where(and(eq(websites.id, site.id), isNull(websites.takenDownAt), sql`exists (select 1 from site_versions where site_versions.id = ${versionId} and site_versions.website_id = ${site.id})`))
    .returning({ id: websites.id });
  if (moved.length === 0) return false;
  await afterSwitch(env, db, site.id, site.subdomain, later, false);
  return true;
}

/** Takes the site offline at once; its versions stay in R2 for a later republish. */
export async function unpublish(env: Env, db: Db, site: { id: string; subdomain: string | null }, later?: Later): Promise<void> {
  await db.update(websites).set({ publishedVersionId: null, updatedAt: new Date() }).where(eq(websites.id, site.id));
  await afterSwitch(env, db, site.id, site.subdomain, later, false);
}

/**
 * An admin's takedown: the mark and the pointer's removal in one statement, so a publish or rollback running at the
 * same time (which moves the pointer only while there is no mark) can never leave the site live and marked.
 */
export async function takeDown(env: Env, db: Db, site: { id: string; subdomain: string | null }, reason: string, audit: BatchItem<"sqlite">, later?: Later): Promise<void> {
  const now = new Date();
  // The version that was live is kept aside (the right-hand side reads the row as it was), for a restore.
  await db.batch([
    db.update(websites).set({ takenDownAt: now, takedownReason: reason, takenDownVersionId: sql`coalesce(${websites.publishedVersionId}, ${websites.takenDownVersionId})`, publishedVersionId: null, updatedAt: now }).where(eq(websites.id, site.id)),
    audit,
  ]);
  await afterSwitch(env, db, site.id, site.subdomain, later, false);
}

/**
 * An administrator's restore: the mark goes and the version that was live when it was taken down is served again
 * (when it is still kept), in one statement; then every cache, as after a publish. Answers whether it is live.
 */
export async function restore(env: Env, db: Db, site: { id: string; subdomain: string | null }, audit: BatchItem<"sqlite">, later?: Later): Promise<boolean> {
  const now = new Date();
  const liveAgain = sql`(select id from site_versions where site_versions.id = ${websites.takenDownVersionId} and site_versions.website_id = ${site.id})`;
  await db.batch([
    db.update(websites).set({ takenDownAt: null, takedownReason: null, publishedVersionId: liveAgain, publishedAt: sql`case when ${liveAgain} is null then ${websites.publishedAt} else ${now.getTime()} end`, takenDownVersionId: null, updatedAt: now }).where(eq(websites.id, site.id)),
    audit,
  ]);
  await afterSwitch(env, db, site.id, site.subdomain, later, false);
  const [row] = await db.select({ versionId: websites.publishedVersionId }).from(websites).where(eq(websites.id, site.id));
  return Boolean(row?.versionId);
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
