// The ZIP a user downloads: the rendered files and fonts in one folder that opens from disk and uploads to any
// static host as it is. Deterministic: fixed file times, sorted entries.
import { strToU8, zipSync, type Zippable } from "fflate";
import type { RenderedSite } from "./render";

/** Files get this time so the same site always zips to the same bytes. */
const FIXED_TIME = new Date(Date.UTC(2026, 0, 1));

export function folderName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "website";
}

const readme = (name: string) => `${name}
${"=".repeat(Math.min(name.length, 60))}

This folder is a complete static website.

- To look at it, open index.html in any browser.
- To put it online, upload everything in this folder, as it is, to any static host
  (Cloudflare Pages, Netlify, Vercel, GitHub Pages, or your own web server).

Files:
  index.html    the page
  styles.css    the look (colours, fonts, layout)
  script.js     small optional effects; the page works without it
  fonts/        the fonts, so no font service is needed
  robots.txt    tells search engines they may index the site
`;

export function zipSite(site: RenderedSite, fonts: Record<string, Uint8Array>, name: string): Uint8Array {
  const folder = folderName(name);
  const entries: Record<string, Uint8Array> = { "README.txt": strToU8(readme(name)) };
  for (const [path, text] of Object.entries(site.files)) entries[path] = strToU8(text);
  for (const [path, bytes] of Object.entries(fonts)) entries[path] = bytes;
  const tree: Zippable = {};
  for (const path of Object.keys(entries).sort()) {
    // woff2 is already compressed: storing it saves time and nothing else.
    tree[`${folder}/${path}`] = [entries[path]!, { mtime: FIXED_TIME, level: path.endsWith(".woff2") ? 0 : 6 }];
  }
  return zipSync(tree);
}
