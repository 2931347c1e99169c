// Serves published sites by hostname: look the host up (edge/host-cache.ts), then stream the file of the published
// version from R2. Nothing here can reach /api: a site host never enters the API app.
import { contentTypeFor } from "../../schema/content-types";
import { cacheControlFor, defaultCacheHints, isImmutable } from "../../site/caching";
import type { Db } from "../db";
import { clientIp } from "../edge/limits";
import type { HostKind } from "../hosts";
import { FORM_PATH } from "../../schema/forms";
import { findGuard, guardedPage, receiveContactForm } from "./forms";
import { notFoundPage, takenDownPage, unavailablePage } from "./not-found-page";
import { FLUSH_AFTER_MS, flushVisits, holdView } from "../edge/visits";
import { EDGE_CACHE_PREFIX, recentVersionWith, remember, resolveSite, type SitePointer } from "../edge/host-cache";

/*
 * Small published files are remembered too: keyed by their immutable version, they can never be stale bytes; only
 * small ones, and a bounded number.
 */
const FILE_MEMORY_MAX_BYTES = 128 * 1024;
const FILE_MEMORY_ENTRIES = 200;
const fileMemory = new Map<string, PublishedFile>();

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
