// Escaping for HTML text and attribute values: the only way user or model text reaches a page.
import { isAllowedUrl } from "../schema/site-document";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

const UPLOADS = "/assets/";

/**
 * One render's URL writer. `safeUrl` answers a URL escaped for an attribute, or null when it is not one we allow
 * (checked again at render time). A document names its uploads `/assets/<file>`; the page asks for them under
 * `assetBase` instead (relative `assets/` in a published site or ZIP, the app's /api/uploads/ in the preview),
 * and `uploads` notes each file a page shows, so publish and export copy exactly those.
 */
export function urlWriter(assetBase: string) {
  const uploads = new Set<string>();
  const safeUrl = (value: string | undefined): string | null => {
    if (!value) return null;
    const trimmed = value.trim();
    if (!isAllowedUrl(trimmed)) return null;
    if (!trimmed.startsWith(UPLOADS)) return esc(trimmed);
    const file = trimmed.slice(UPLOADS.length);
    uploads.add(file);
    return esc(assetBase + file);
  };
  return { safeUrl, uploads };
}

export type SafeUrl = ReturnType<typeof urlWriter>["safeUrl"];
