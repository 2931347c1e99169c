// Turns a document into the files of a static site (the one renderer in site/), with the font bytes read from
// the app's own assets, where the build put them (vite.config.ts). Used by publish and by the ZIP export.
import type { WebsiteDocument } from "../../schema/site-document";
import { render, type RenderedSite } from "../../site/render";

export async function fontBytes(env: Env, fonts: RenderedSite["fonts"]): Promise<Record<string, Uint8Array>> {
  const entries = await Promise.all(
    Object.entries(fonts).map(async ([outPath, source]) => {
      const file = source.slice(source.lastIndexOf("/") + 1);
      const res = await env.ASSETS.fetch(new Request(`https://assets.invalid/fonts/${file}`));
      if (!res.ok) throw new Error(`font ${file} is missing from the build (${res.status})`);
      return [outPath, new Uint8Array(await res.arrayBuffer())] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export async function buildSite(env: Env, document: WebsiteDocument, baseUrl?: string) {
  const site = render(document, { year: new Date().getUTCFullYear(), baseUrl });
  const fonts = await fontBytes(env, site.fonts);
  return { site, fonts, files: { ...site.files, ...fonts } as Record<string, string | Uint8Array> };
}
