// The host cache: which published version a hostname serves, found fastest first in this instance's memory, KV
// (written only by publishers), this data centre's Cache API copy of database answers, and the database, which is
// the truth. How long each may be stale is in lifetimes.ts. Publishing, domains and takedowns forget what changed.
import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import { alternateHost } from "../../schema/domains";
import { domains, siteVersions, subdomainRedirects, websites } from "../../schema/tables";
import type { Db } from "../db";
import type { HostKind } from "../hosts";
import { HOST_EDGE_SECONDS, HOST_MEMORY_MS, VERSION_MEMORY_MS } from "./lifetimes";

export interface SitePointer {
  siteId: string;
  versionId: string;
}

/** What a host serves: a site's published version, a permanent redirect to another host, or nothing (null). */
export type HostTarget = SitePointer | { redirectTo: string } | { takenDown: true };

export function hostCacheKey(hostname: string): string {
  return `host:${hostname}`;
}

async function activeDomainSite(db: Db, hostname: string): Promise<SitePointer | null> {
  const [row] = await db
    .select({ siteId: websites.id, versionId: websites.publishedVersionId })
    .from(domains)
    .innerJoin(websites, eq(domains.websiteId, websites.id))
    .where(and(eq(domains.hostname, hostname), eq(domains.status, "active"), isNotNull(websites.publishedVersionId)))
    .limit(1);
  return row?.versionId ? { siteId: row.siteId, versionId: row.versionId } : null;
}

/** Whether the host names a site an administrator took down (by its subdomain or a domain of it). */
async function isTakenDown(db: Db, host: Exclude<HostKind, { kind: "app" }>): Promise<boolean> {
  const bySubdomain = host.kind === "custom" ? [] : await db.select({ id: websites.id }).from(websites).where(and(eq(websites.subdomain, host.label), isNotNull(websites.takenDownAt))).limit(1);
  if (bySubdomain.length) return true;
  const byDomain = await db
    .select({ id: websites.id })
    .from(domains)
    .innerJoin(websites, eq(domains.websiteId, websites.id))
    .where(and(eq(domains.hostname, host.hostname), isNotNull(websites.takenDownAt)))
    .limit(1);
  return byDomain.length > 0;
}

export async function lookupSite(db: Db, host: Exclude<HostKind, { kind: "app" }>, sitesHost: string, now = new Date()): Promise<HostTarget | null> {
  const viaDomain = await activeDomainSite(db, host.hostname);
  if (viaDomain) return viaDomain;
  if (host.kind === "custom") {
    if (await isTakenDown(db, host)) return { takenDown: true };
    // example.com and www.example.com: the one the owner did not connect sends visitors to the one they did.
    const [other] = await db
      .select({ hostname: domains.hostname })
      .from(domains)
      .where(and(eq(domains.hostname, alternateHost(host.hostname)), eq(domains.status, "active")))
      .limit(1);
    return other ? { redirectTo: other.hostname } : null;
  }
  const [site] = await db
    .select({ siteId: websites.id, versionId: websites.publishedVersionId })
    .from(websites)
    .where(and(eq(websites.subdomain, host.label), isNotNull(websites.publishedVersionId)))
    .limit(1);
  if (site?.versionId) return { siteId: site.siteId, versionId: site.versionId };
  if (await isTakenDown(db, host)) return { takenDown: true };
  // An address the site gave up for a new one keeps sending its visitors on for REDIRECT_DAYS.
  const [moved] = await db
    .select({ subdomain: websites.subdomain })
    .from(subdomainRedirects)
    .innerJoin(websites, eq(subdomainRedirects.websiteId, websites.id))
    .where(and(eq(subdomainRedirects.label, host.label), gt(subdomainRedirects.expiresAt, now), isNotNull(websites.publishedVersionId)))
    .limit(1);
  return moved?.subdomain ? { redirectTo: `${moved.subdomain}.${sitesHost}` } : null;
}

/*
 * This isolate's memory, in front of KV and the Workers cache, each a round trip per request on the hottest path
 * there is. Host pointers are kept briefly: publishing in this isolate forgets them at once, and other isolates
 * see a change within HOST_MEMORY_MS, sooner than KV itself carries it round the world.
 */
const HOST_MEMORY_ENTRIES = 1_000;
const hostMemory = new Map<string, { site: HostTarget | null; until: number }>();

/** Adds an entry, dropping the oldest (Maps keep insertion order) when full. */
export function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max && !map.has(key)) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** Publishing and unpublishing call this so the isolate that made the change serves it at once. */
export function forgetHost(hostname: string): void {
  hostMemory.delete(hostname);
}

/**
 * A host's site changed (a domain connected or removed, an address renamed): every cache looks it up again (the
 * edge caches of other data centres within HOST_EDGE_SECONDS).
 */
export async function forgetHosts(env: Env, hostnames: string[]): Promise<void> {
  for (const hostname of hostnames) forgetHost(hostname);
  await Promise.all(hostnames.flatMap((hostname) => [env.CACHE.delete(hostCacheKey(hostname)), caches.default.delete(hostEdgeKey(hostname))]));
}

/** Edge-cache keys live under a host that never resolves, so they can never collide with a real URL. */
export const EDGE_CACHE_PREFIX = "https://edge-cache.invalid/";

/** Where this data centre keeps a database answer for a host. */
const hostEdgeKey = (hostname: string) => new Request(`${EDGE_CACHE_PREFIX}host/${encodeURIComponent(hostname)}`);

/*
 * A content-hashed file (or an upload) has the same bytes in every version that holds it, so it may be served
 * from a site's recent versions when the published one lacks it. That closes the moments when a page and its
 * stylesheet come from different versions: a page fetched just before a republish asking for its old stylesheet
 * just after, a page kept five minutes by a browser with Caching on, or an isolate that still points at the
 * previous version (up to HOST_MEMORY_MS) asked for the new page's files. Which version holds which file is read
 * from the versions' manifests, remembered like host pointers, so made-up names cost no R2 read.
 */
const RECENT_VERSIONS = 3;
const versionMemory = new Map<string, { versions: { id: string; paths: Set<string> }[]; until: number }>();

/** Publishing calls this so the isolate that made the change knows the new version's files at once. */
export function forgetVersions(siteId: string): void {
  versionMemory.delete(siteId);
}

export async function recentVersionWith(db: Db, site: SitePointer, path: string): Promise<SitePointer | null> {
  let known = versionMemory.get(site.siteId);
  if (!known || known.until <= Date.now()) {
    const rows = await db
      .select({ id: siteVersions.id, files: siteVersions.files })
      .from(siteVersions)
      .where(eq(siteVersions.websiteId, site.siteId))
      .orderBy(desc(siteVersions.createdAt))
      .limit(RECENT_VERSIONS + 1);
    known = { versions: rows.map((r) => ({ id: r.id, paths: new Set(Object.keys(r.files)) })), until: Date.now() + VERSION_MEMORY_MS };
    remember(versionMemory, site.siteId, known, HOST_MEMORY_ENTRIES);
  }
  const holder = known.versions.find((v) => v.id !== site.versionId && v.paths.has(path));
  return holder ? { siteId: site.siteId, versionId: holder.id } : null;
}

/**
 * Where a host's answer is found, fastest first: this isolate's memory (HOST_MEMORY_MS), KV (written only by
 * publishing, docs/decisions/0031), this data centre's cache of database answers (HOST_EDGE_SECONDS), the database.
 * A visitor's request never writes KV: a miss costs one read of the database, remembered here and in the edge cache,
 * and a KV that refuses or fails is passed over.
 */
export async function resolveSite(env: Env, db: Db, host: Exclude<HostKind, { kind: "app" }>, ctx?: ExecutionContext) {
  const known = hostMemory.get(host.hostname);
  if (known && known.until > Date.now()) return known.site;
  let site: HostTarget | null | undefined;
  try {
    site = (await env.CACHE.get<{ site: HostTarget | null }>(hostCacheKey(host.hostname), "json"))?.site;
  } catch (err) {
    console.warn("host cache not read:", err instanceof Error ? err.message : err);
  }
  if (site === undefined) {
    const key = hostEdgeKey(host.hostname);
    const edge = await caches.default.match(key);
    if (edge) site = ((await edge.json()) as { site: HostTarget | null }).site;
    else {
      site = await lookupSite(db, host, env.SITES_HOST);
      const store = caches.default.put(key, new Response(JSON.stringify({ site }), { headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${HOST_EDGE_SECONDS}` } }));
      if (ctx) ctx.waitUntil(store.catch(() => {}));
      else await store.catch(() => {});
    }
  }
  remember(hostMemory, host.hostname, { site, until: Date.now() + HOST_MEMORY_MS }, HOST_MEMORY_ENTRIES);
  return site;
}
