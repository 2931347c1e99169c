// Turns a document into the files of a static site (the one renderer in site/), with the font bytes read from
// the app's own assets, where the build put them (vite.config.ts), and the pictures it shows from the owner's
// uploads in R2. Used by publish and by the ZIP export.
import { and, eq, inArray } from "drizzle-orm";
import type { WebsiteDocument } from "../../schema/site-document";
import { assets } from "../../schema/tables";
import { render, type RenderedSite } from "../../site/render";
import { uploadKey } from "../../schema/uploads";
import type { Db } from "../db";
import { apiError } from "../errors";

export const MISSING_IMAGE = "This website uses an image that is no longer available. Remove it and try again.";

export async function fontBytes(env: Env, fonts: RenderedSite["fonts"]): Promise<Record<string, Uint8Array>> {
  // The build put each font in the app's fonts/ folder under the same content-hashed name it has in a site.
  const entries = await Promise.all(
    Object.keys(fonts).map(async (outPath) => {
      const res = await env.ASSETS.fetch(new Request(`https://assets.invalid/${outPath}`));
      if (!res.ok) throw new Error(`font ${outPath} is missing from the build (${res.status})`);
      return [outPath, new Uint8Array(await res.arrayBuffer())] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The pictures a page shows, as `assets/<file>` -> bytes. Only the owner's own uploads can be copied: a document
 * may name any `/assets/...` path, but the lookup is by the owner's R2 keys, so another user's picture (or one
 * deleted since) is simply not there, and the whole build is refused before anything is written.
 */
async function uploadBytes(env: Env, db: Db, ownerId: string, files: string[]): Promise<Record<string, Uint8Array>> {
  if (files.length === 0) return {};
  const keys = files.map((file) => uploadKey(ownerId, file));
  const rows = await db.select({ r2Key: assets.r2Key }).from(assets).where(and(eq(assets.userId, ownerId), inArray(assets.r2Key, keys)));
  if (rows.length !== keys.length) throw apiError(400, MISSING_IMAGE);
  const entries = await Promise.all(
    files.map(async (file, i) => {
      const object = await env.FILES.get(keys[i]!);
      if (!object) throw apiError(400, MISSING_IMAGE);
      return [`assets/${file}`, new Uint8Array(await object.arrayBuffer())] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** `published`: the address it is published at, and its form goes to the owner's inbox; else the files of a copy to take away. */
export async function buildSite(env: Env, db: Db, ownerId: string, document: WebsiteDocument, published?: { baseUrl: string }) {
  const site = render(document, { year: new Date().getUTCFullYear(), ...(published && { baseUrl: published.baseUrl, forms: "inbox" as const }) });
  const [fonts, pictures] = await Promise.all([fontBytes(env, site.fonts), uploadBytes(env, db, ownerId, site.assets)]);
  const binaries = { ...fonts, ...pictures };
  return { site, binaries, files: { ...site.files, ...binaries } as Record<string, string | Uint8Array> };
}
