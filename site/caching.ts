// How long browsers and hosts may keep each file of a site (docs/decisions/0010): files named by their content
// (styles.<hash>.css, script.<hash>.js, fonts) and uploads (unguessable, never rewritten) for a year; pages and
// the other unhashed files (robots.txt, sitemap.xml) are asked about again, cheaply, by ETag. One policy for our
// own hosting (worker/sites) and for the deploy ZIPs' host settings (deploy.ts).
import type { WebsiteDocument } from "../schema/site-document";

/** A year, and the promise that the bytes behind this name never change. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Caching off (the default): a page is checked on every visit, so a republish shows at once (304 when unchanged). */
const PAGE_FRESH = "no-cache";

/**
 * Caching on: browsers keep the page five minutes between visits, as the switch's hint says. Such a page names
 * files that are immutable for a year, which the browser fetched along with it, so it never mixes versions.
 */
const PAGE_KEPT = "public, max-age=300";

/** Cache-Control for pages and for the files that never change. */
export interface CacheHints {
  html: string;
  immutable: string;
}

export function cacheHints(doc: WebsiteDocument): CacheHints {
  return { html: doc.settings.performance.caching ? PAGE_KEPT : PAGE_FRESH, immutable: IMMUTABLE };
}

/** What a version published before its document had a say (or a bare test version) gets: caching off. */
export const defaultCacheHints: CacheHints = { html: PAGE_FRESH, immutable: IMMUTABLE };

const HASH_LENGTH = 8;
const HASHED = new RegExp(`\\.[0-9a-f]{${HASH_LENGTH}}\\.[a-z0-9]+$`);

/**
 * A short hash of some bytes (FNV-1a, then murmur3's finaliser to spread the bits), synchronous because the
 * renderer is. It only has to tell one version of a file from the next, not resist an attacker: 32 bits make a
 * clash between two versions of one site's stylesheet a one-in-four-billion event.
 */
export function contentHash(data: string | Uint8Array): string {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  let h = 0x811c9dc5;
  for (const byte of bytes) h = Math.imul(h ^ byte, 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0).toString(16).padStart(HASH_LENGTH, "0");
}

/** "styles.css" and its hash -> "styles.3f9a1c2b.css". */
export function hashedName(name: string, hash: string): string {
  const dot = name.lastIndexOf(".");
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

/** Whether the bytes at `path` can never change: a content-hashed name, or an upload (its own unguessable id). */
export function isImmutable(path: string): boolean {
  return path.startsWith("assets/") || HASHED.test(path);
}

/** The Cache-Control for one file of a site, by its path in the site. */
export function cacheControlFor(path: string, hints: CacheHints): string {
  return isImmutable(path) ? hints.immutable : hints.html;
}
