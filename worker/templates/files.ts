// A catalogue template's files: a built-in one rendered from its document by the one renderer (fonts from the app's
// own assets), an uploaded one read from R2 under templates/<id>/. The same files serve the live preview and,
// zipped and optionally filled with one of the user's sites, the download.
import { strToU8, zipSync, type Zippable } from "fflate";
import type { WebsiteDocument } from "../../schema/site-document";
import type { CatalogueTemplate } from "../../schema/tables";
import { fillTemplateDocument, siteDetails } from "../../site/catalogue/fill";
import { fillPlaceholders } from "../../site/template-files";
import { folderName, zipSite } from "../../site/zip";
import type { Db } from "../db";
import { buildSite } from "../sites/build";

export type TemplateFiles = Record<string, string | Uint8Array>;

/** Uploaded files are kept under their template's prefix, by their path in the template. */
export function templateFileKey(template: Pick<CatalogueTemplate, "filesKey">, path: string): string {
  return `${template.filesKey}${path}`;
}

/** Every file of an uploaded template, by path. */
export async function uploadedFiles(env: Env, template: Pick<CatalogueTemplate, "filesKey">): Promise<Record<string, Uint8Array>> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ prefix: template.filesKey, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const entries = await Promise.all(
    keys.map(async (key) => {
      const object = await env.FILES.get(key);
      return object ? ([key.slice(template.filesKey.length), new Uint8Array(await object.arrayBuffer())] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((e): e is NonNullable<typeof e> => e !== null));
}

/** The ZIP a download answers, named after the template. With `site`, its name, tagline and contact details are in. */
export async function templateZip(env: Env, db: Db, template: CatalogueTemplate, site?: WebsiteDocument): Promise<Uint8Array> {
  if (template.source === "builtin" && template.document) {
    const document = template.document;
    const filled = site ? fillTemplateDocument(document, site) : document;
    // A built-in template has no uploaded pictures, so no owner's uploads are looked up.
    const built = await buildSite(env, db, "", filled);
    return zipSite(built.site, built.binaries, site ? site.content.siteName : template.name);
  }
  const files = await uploadedFiles(env, template);
  const details = site ? siteDetails(site) : null;
  const folder = folderName(site ? site.content.siteName : template.name);
  const tree: Zippable = {};
  for (const path of Object.keys(files).sort()) {
    const bytes = files[path]!;
    const html = details && /\.html?$/.test(path);
    tree[`${folder}/${path}`] = html ? strToU8(fillPlaceholders(new TextDecoder().decode(bytes), details)) : bytes;
  }
  return zipSync(tree, { mtime: new Date(Date.UTC(2026, 0, 1)) });
}

export function zipDownload(zip: Uint8Array, name: string): Response {
  return new Response(zip, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${folderName(name)}.zip"`,
      "Content-Length": String(zip.byteLength),
    },
  });
}
