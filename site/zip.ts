// The ZIP a user downloads: the rendered files, fonts and pictures in one folder that opens from disk and uploads
// to any static host as it is; for one named host it also carries that host's settings and steps (deploy.ts).
// Deterministic: fixed file times, sorted entries.
import { strToU8, zipSync, type Zippable } from "fflate";
import type { CacheHints } from "./caching";
import { deployFiles, deployHost, type DeployHostId } from "./deploy";
import type { RenderedSite } from "./render";

/** Files get this time so the same site always zips to the same bytes. */
const FIXED_TIME = new Date(Date.UTC(2026, 0, 1));

/** Already-compressed formats: storing them saves time and nothing else. */
const STORED = /\.(woff2|png|jpe?g|webp|gif)$/;

export function folderName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "website";
}

/** What README.txt says about each file a host ZIP adds. */
function hostFileLines(files: string[], hostName: string): string {
  return files
    .map((f) => `  ${f.padEnd(13)} ${f === "DEPLOY.txt" ? `the steps to put this folder online with ${hostName}` : `security and caching settings for ${hostName}`}\n`)
    .join("");
}

const readme = (name: string, site: RenderedSite, host?: { name: string; files: string[] }) => `${name}
${"=".repeat(Math.min(name.length, 60))}

This folder is a complete static website.

- To look at it, open index.html in any browser.
${
  host
    ? `- To put it online with ${host.name}, follow the steps in DEPLOY.txt.\n`
    : `- To put it online, upload everything in this folder, as it is, to any static host
  (Cloudflare Pages, Netlify, Vercel, GitHub Pages, or your own web server).\n`
}
Files:
  index.html    the page
  styles.*.css  the look (colours, fonts, layout)
  script.*.js   small optional effects; the page works without it
  fonts/        the fonts, so no font service is needed
${site.assets.length > 0 ? "  assets/       your pictures\n" : ""}${site.art.length > 0 ? "  art/          the illustrations drawn for this site\n" : ""}  robots.txt    tells search engines they may index the site
${host ? hostFileLines(host.files, host.name) : ""}
The letters and digits in some names (like ${site.styles}) change whenever the file
does, so browsers may keep those files for a long time: keep the names as they are.
`;

/**
 * `binaries` are the fonts and pictures by path. With `deploy`, the ZIP is prepared for that host: its settings
 * files (headers and caching, from the document's cache hints) and DEPLOY.txt.
 */
export function zipSite(
  site: RenderedSite,
  binaries: Record<string, Uint8Array>,
  name: string,
  deploy?: { host: DeployHostId; cache: CacheHints },
): Uint8Array {
  const folder = folderName(name);
  const extra = deploy ? deployFiles(deploy.host, deploy.cache, [site.styles, site.script, ...site.art]) : {};
  const host = deploy ? { name: deployHost(deploy.host).name, files: Object.keys(extra).sort() } : undefined;
  const entries: Record<string, Uint8Array> = { "README.txt": strToU8(readme(name, site, host)) };
  for (const [path, text] of Object.entries({ ...site.files, ...extra })) entries[path] = strToU8(text);
  for (const [path, bytes] of Object.entries(binaries)) entries[path] = bytes;
  const tree: Zippable = {};
  for (const path of Object.keys(entries).sort()) {
    tree[`${folder}/${path}`] = [entries[path]!, { mtime: FIXED_TIME, level: STORED.test(path) ? 0 : 6 }];
  }
  return zipSync(tree);
}
