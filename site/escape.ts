// Escaping for HTML text and attribute values: the only way user or model text reaches a page.
import { isAllowedUrl } from "../schema/site-document";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

/** The URL escaped for an attribute, or null when it is not one we allow (checked again at render time). */
export function safeUrl(value: string | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return isAllowedUrl(trimmed) ? esc(trimmed) : null;
}
