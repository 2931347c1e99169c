// Serves published sites by hostname: look the host up (KV cache, libSQL truth), then stream the file of the
// published version from R2. Nothing here can reach /api: a site host never enters the API app.
import { and, eq, isNotNull } from "drizzle-orm";
import { domains, websites } from "../../schema/tables";
import type { Db } from "../db";
import type { HostKind } from "../hosts";
import { notFoundPage } from "./not-found-page";

export interface SitePointer {
  siteId: string;
  versionId: string;
}

/** KV holds a host's pointer for at most this long; publishing rewrites the entry at once. */
const HOST_CACHE_SECONDS = 60;

export function hostCacheKey(hostname: string): string {
  return `host:${hostname}`;
}

export async function lookupSite(db: Db, host: Exclude<HostKind, { kind: "app" }>): Promise<SitePointer | null> {
  const [viaDomain] = await db
    .select({ siteId: websites.id, versionId: websites.publishedVersionId })
    .from(domains)
    .innerJoin(websites, eq(domains.websiteId, websites.id))
    .where(and(eq(domains.hostname, host.hostname), eq(domains.status, "active"), isNotNull(websites.publishedVersionId)))
    .limit(1);
  if (viaDomain?.versionId) return { siteId: viaDomain.siteId, versionId: viaDomain.versionId };
  if (host.kind !== "subdomain") return null;
  const [site] = await db
    .select({ siteId: websites.id, versionId: websites.publishedVersionId })
    .from(websites)
    .where(and(eq(websites.subdomain, host.label), isNotNull(websites.publishedVersionId)))
    .limit(1);
  return site?.versionId ? { siteId: site.siteId, versionId: site.versionId } : null;
}

async function resolveSite(env: Env, db: Db, host: Exclude<HostKind, { kind: "app" }>) {
  const key = hostCacheKey(host.hostname);
  const cached = await env.CACHE.get<{ site: SitePointer | null }>(key, "json");
  if (cached) return cached.site;
  const site = await lookupSite(db, host);
  // Unknown hosts are cached too, so a flood of made-up names cannot each cost a database query.
  await env.CACHE.put(key, JSON.stringify({ site }), { expirationTtl: HOST_CACHE_SECONDS });
  return site;
}

const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  webmanifest: "application/manifest+json",
};

export function contentTypeFor(path: string): string {
  const ext = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return contentTypes[ext] ?? "application/octet-stream";
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
 * One published file, from the Workers cache when this edge has it, else from R2 (then cached). The key holds the
 * immutable version, so a cached file is never stale: a republish simply asks for new keys.
 */
async function publishedFile(env: Env, site: SitePointer, path: string, ctx?: ExecutionContext): Promise<Response | null> {
  const key = new Request(`${EDGE_CACHE_PREFIX}${site.siteId}/${site.versionId}/${path}`);
  const cached = await caches.default.match(key);
  if (cached) return cached;
  const object = await env.FILES.get(`sites/${site.siteId}/${site.versionId}/${path}`);
  if (!object) return null;
  const fresh = new Response(object.body, {
    headers: { "Content-Type": contentTypeFor(path), ETag: object.httpEtag, "Cache-Control": "public, max-age=86400" },
  });
  const store = caches.default.put(key, fresh.clone());
  if (ctx) ctx.waitUntil(store);
  else await store;
  return fresh;
}

export async function serveSite(
  request: Request,
  env: Env,
  db: Db,
  host: Exclude<HostKind, { kind: "app" }>,
  ctx?: ExecutionContext,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const site = await resolveSite(env, db, host);
  const paths = candidatePaths(new URL(request.url).pathname);
  if (!site || !paths) return notFoundPage(request.method);
  for (const path of paths) {
    const file = await publishedFile(env, site, path, ctx);
    if (!file) continue;
    const etag = file.headers.get("ETag") ?? "";
    const headers = new Headers({
      "Content-Type": contentTypeFor(path),
      ETag: etag,
      // Pages revalidate so a republish shows at once; other files are addressed by version and may be kept.
      "Cache-Control": path.endsWith(".html") ? "public, max-age=0, must-revalidate" : "public, max-age=3600",
    });
    if (request.headers.get("If-None-Match") === etag) {
      await file.body?.cancel();
      return new Response(null, { status: 304, headers });
    }
    if (request.method === "HEAD") {
      await file.body?.cancel();
      return new Response(null, { status: 200, headers });
    }
    return new Response(file.body, { status: 200, headers });
  }
  return notFoundPage(request.method);
}
