// Loose files

import { type Zippable, zipSync } from "fflate";
import { looseExtensions, templateUploadLimits } from "./limits";
import { CONTROL, extensionOf } from "./paths";
import { refuse, show, sizeText } from "./words";

/** Files packed by packLooseFiles get this time, so the same files always pack to the same bytes. */
export const PACK_TIME = new Date(Date.UTC(2026, 0, 1));

export function packLooseFiles(files: { name: string; bytes: Uint8Array }[]): { ok: true; zip: Uint8Array } | { ok: false; problem: string } {
  if (files.length === 0) return refuse("No files were chosen.");
  const seen = new Map<string, string>();
  const tree: Zippable = {};
  for (const { name, bytes } of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (name === "" || CONTROL.test(name) || name.includes("/") || name.includes("\\") || name === "." || name === "..") {
      return refuse(`${show(name)} is not a plain file name.`);
    }
    const ext = extensionOf(name);
    if (ext === "zip") return refuse(`${show(name)} is a ZIP; upload a ZIP on its own, not together with other files.`);
    if (ext === null || !looseExtensions.includes(`.${ext}`)) {
      return refuse(`${show(name)} cannot be uploaded loose; pick only .html, .css and .js files, or put everything (pictures and fonts too) in one .zip.`);
    }
    const before = seen.get(name.toLowerCase());
    if (before !== undefined) return refuse(`${show(before)} and ${show(name)} have the same name.`);
    seen.set(name.toLowerCase(), name);
    tree[name] = [bytes, { mtime: PACK_TIME, level: 6 }];
  }
  const zip = zipSync(tree);
  const max = templateUploadLimits.maxZipBytes;
  if (zip.length > max) return refuse(`The chosen files come to ${sizeText(zip.length)} packed; a template may be at most ${sizeText(max)}.`);
  return { ok: true, zip };
}
