// Serves published sites by hostname: look the host up (KV cache, libSQL truth), then stream the file of the
// published version from R2. Nothing here can reach /api: a site host never enters the API app.
import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import { alternateHost } from "../../schema/domains";
import { contentTypeFor } from "../../schema/content-types";
import { domains, siteVersions, subdomainRedirects, websites } from "../../schema/tables";
import { cacheControlFor, defaultCacheHints, isImmutable } from "../../site/caching";
import type { Db } from "../db";
import { clientIp } from "../edge/limits";
import type { HostKind } from "../hosts";
import { FORM_PATH } from "../../schema/forms";
import { findGuard, guardedPage, receiveContactForm } from "./forms";
import { notFoundPage, takenDownPage, unavailablePage } from "./not-found-page";
import { FLUSH_AFTER_MS, flushVisits, holdView } from "../edge/visits";
import { HOST_EDGE_SECONDS, HOST_MEMORY_MS, VERSION_MEMORY_MS } from "../edge/lifetimes";

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
 * see a change within HOST_MEMORY_MS, sooner than KV itself carries it round the world. Files are keyed by their
 * immutable version, so remembering them can never serve stale bytes; only small ones, and a bounded number.
 */
const HOST_MEMORY_ENTRIES = 1_000;
const FILE_MEMORY_MAX_BYTES = 128 * 1024;
const FILE_MEMORY_ENTRIES = 200;
const hostMemory = new Map<string, { site: HostTarget | null; until: number }>();
const fileMemory = new Map<string, PublishedFile>();

/** Adds an entry, dropping the oldest (Maps keep insertion order) when full. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
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

async function recentVersionWith(db: Db, site: SitePointer, path: string): Promise<SitePointer | null> {
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

async function resolveSite(env: Env, db: Db, host: Exclude<HostKind, { kind: "app" }>, ctx?: ExecutionContext) {
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

/** The R2 paths to try for a URL path, or null for a path that tries to climb out of the site. */
export function candidatePaths(pathname: string): string[] | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const parts = path.split("/").filter((p) => p !== "");
  if (parts.some((p) => p === "." || p === ".." || p.includes("\\") || p.includes("\0"))) return null;
  const joined = parts.join("/");
  if (joined === "" || path.endsWith("/")) return [`${joined ? `${joined}/` : ""}index.html`];
  const last = parts[parts.length - 1] ?? "";
  return last.includes(".") ? [joined] : [joined, `${joined}/index.html`];
}

/** Edge-cache keys live under a host that never resolves, so they can never collide with a real URL. */
const EDGE_CACHE_PREFIX = "https://edge-cache.invalid/";

/**
 * The edge-cache copy keeps the visitor's Cache-Control in this header: its own Cache-Control tells the Workers
 * cache how long to keep the copy, which a page that visitors must revalidate (`no-cache`) could not.
 */
const VISITOR_CACHE_CONTROL = "Site-Cache-Control";
/** The edge may keep any file a day: every key names an immutable version. */
const EDGE_CACHE_CONTROL = "public, max-age=86400";

interface PublishedFile {
  body: ReadableStream | ArrayBuffer | null;
  etag: string;
  cacheControl: string;
  /** Where a page's contact form wants its start time written (forms.ts), or -1: found once, when remembered. */
  guardAt: number;
}

/**
 * One published file: from this isolate's memory, else the Workers cache when this edge has it, else R2 (then
 * cached). Every key holds the immutable version, so nothing cached is ever stale: a republish asks for new keys.
 */
async function publishedFile(env: Env, site: SitePointer, path: string, ctx?: ExecutionContext): Promise<PublishedFile | null> {
  const id = `${site.siteId}/${site.versionId}/${path}`;
  const known = fileMemory.get(id);
  if (known) return known;
  const key = new Request(`${EDGE_CACHE_PREFIX}${id}`);
  let res = await caches.default.match(key);
  if (!res) {
    const object = await env.FILES.get(`sites/${id}`);
    if (!object) return null;
    const headers = new Headers({
      "Content-Type": contentTypeFor(path),
      "Content-Length": String(object.size),
      ETag: object.httpEtag,
      "Cache-Control": EDGE_CACHE_CONTROL,
    });
    // Publishing stores each file's policy (site/caching.ts); versions from before that get the default below.
    if (object.httpMetadata?.cacheControl) headers.set(VISITOR_CACHE_CONTROL, object.httpMetadata.cacheControl);
    res = new Response(object.body, { headers });
    const store = caches.default.put(key, res.clone());
    if (ctx) ctx.waitUntil(store);
    else await store;
  }
  const etag = res.headers.get("ETag") ?? "";
  const cacheControl = res.headers.get(VISITOR_CACHE_CONTROL) ?? cacheControlFor(path, defaultCacheHints);
  const size = Number(res.headers.get("Content-Length") ?? Infinity);
  // A page too big to remember goes out as it is: its form then asks the visitor to send once more (forms.ts).
  if (size > FILE_MEMORY_MAX_BYTES) return { body: res.body, etag, cacheControl, guardAt: -1 };
  const body = await res.arrayBuffer();
  const file = { body, etag, cacheControl, guardAt: path.endsWith(".html") ? findGuard(new Uint8Array(body)) : -1 };
  remember(fileMemory, id, file, FILE_MEMORY_ENTRIES);
  return file;
}

/** If-None-Match holds `*` or a list of tags, weak ones marked `W/`; it matches by weak comparison (RFC 9110). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null || etag === "") return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/**
 * Counts a page view in this instance's hold; the first view since the last hand-over schedules the next one a moment
 * after the answer has gone. A failure to count never reaches the visitor.
 */
async function countPageView(request: Request, env: Env, db: Db, siteId: string, host: string, ctx: ExecutionContext): Promise<void> {
  const handOver = () => flushVisits(db, env.VISITS).catch((err) => console.warn("visits not handed on:", err instanceof Error ? err.message : err));
  try {
    const next = await holdView(db, {
      siteId,
      ip: clientIp(request.headers),
      userAgent: request.headers.get("User-Agent") ?? "",
      host,
      referer: request.headers.get("Referer"),
      country: (request.cf?.country as string | undefined) ?? null,
      at: new Date(),
    });
    if (next === "due") await handOver();
    else if (next === "schedule") ctx.waitUntil(scheduler.wait(FLUSH_AFTER_MS).then(handOver));
  } catch (err) {
    console.warn("visit not counted:", err instanceof Error ? err.message : err);
  }
}

/** A published site's answer; when the database or storage fails, a plain page saying so (never the app's JSON). */
export async function serveSite(request: Request, env: Env, db: Db, host: Exclude<HostKind, { kind: "app" }>, ctx?: ExecutionContext): Promise<Response> {
  try {
    return await serve(request, env, db, host, ctx);
  } catch (err) {
    console.error(`serving ${host.hostname} failed:`, err instanceof Error ? err.message : err);
    return unavailablePage(request.method);
  }
}

async function serve(request: Request, env: Env, db: Db, host: Exclude<HostKind, { kind: "app" }>, ctx?: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  // The one thing a site host takes besides reading: its contact form (forms.ts).
  const isForm = request.method === "POST" && url.pathname === FORM_PATH;
  if (request.method !== "GET" && request.method !== "HEAD" && !isForm) {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const target = await resolveSite(env, db, host, ctx);
  if (target && "redirectTo" in target) {
    // 308 keeps a form's post a post.
    return new Response(null, { status: isForm ? 308 : 301, headers: { Location: `${url.protocol}//${target.redirectTo}${url.port ? `:${url.port}` : ""}${url.pathname}${url.search}` } });
  }
  if (target && "takenDown" in target) return takenDownPage(request.method);
  const site = target;
  if (isForm) return site ? receiveContactForm(request, env, db, site, ctx) : notFoundPage(request.method);
  const paths = candidatePaths(url.pathname);
  if (!site || !paths) return notFoundPage(request.method);
  for (const path of paths) {
    let file = await publishedFile(env, site, path, ctx);
    if (!file && isImmutable(path)) {
      const holder = await recentVersionWith(db, site, path);
      if (holder) file = await publishedFile(env, holder, path, ctx);
    }
    if (!file) continue;
    // Content-hashed files and uploads are kept a year; pages revalidate by ETag (docs/decisions/0010).
    const headers = new Headers({ "Content-Type": contentTypeFor(path), ETag: file.etag, "Cache-Control": file.cacheControl });
    const notModified = etagMatches(request.headers.get("If-None-Match"), file.etag);
    if (request.method === "GET" && path.endsWith(".html") && ctx) ctx.waitUntil(countPageView(request, env, db, site.siteId, url.hostname, ctx));
    if (notModified || request.method === "HEAD") {
      if (file.body instanceof ReadableStream) await file.body.cancel();
      return new Response(null, { status: notModified ? 304 : 200, headers });
    }
    // A page with a contact form is sent with the time it was served in the form. Its ETag stays the file's: a
    // browser that revalidates keeps its copy, whose older time is still a valid one.
    const body = file.guardAt >= 0 && file.body instanceof ArrayBuffer ? await guardedPage(env, site.siteId, file.body, file.guardAt) : file.body;
    return new Response(body, { status: 200, headers });
  }
  return notFoundPage(request.method);
}
