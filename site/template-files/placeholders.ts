// Placeholders

import { esc } from "../escape";
import { type Token, decodeEntities, lineFinder, tokenize } from "./html";
import { type PlaceholderField, placeholderFields } from "./limits";
import { fieldList, show } from "./words";

/** A comment that is meant as a placeholder marker: it starts with "sitewright:" or "/sitewright:". */
export const MARKER_LIKE = /^\s*\/?\s*sitewright\s*:/i;
export const MARKER = /^\s*(\/?)sitewright:([A-Za-z0-9_-]+)\s*$/;
export const MARKER_IN_TEXT = /<!--\s*\/?\s*sitewright\s*:/i;

export const isField = (value: string): value is PlaceholderField => (placeholderFields as readonly string[]).includes(value);

export interface Marker {
  close: boolean;
  field: PlaceholderField;
}

export function markerOf(token: Token): Marker | null {
  if (token.kind !== "comment") return null;
  const m = MARKER.exec(token.body);
  return m && isField(m[2]!) ? { close: m[1] === "/", field: m[2] } : null;
}

export const LINK_FIELDS = ["email", "phone"] as const;

/** The first placeholder problem in a page, or the fields it uses. */
export function checkPlaceholders(path: string, html: string, tokens: Token[]): { problem: string } | { fields: Set<PlaceholderField> } {
  const line = lineFinder(html);
  const at = (offset: number) => `${show(path)} line ${line(offset)}`;
  const fields = new Set<PlaceholderField>();
  let open: { field: PlaceholderField; token: Token } | null = null;
  for (const token of tokens) {
    if (token.kind === "raw" && MARKER_IN_TEXT.test(html.slice(token.start, token.end))) {
      const offset = token.start + html.slice(token.start, token.end).search(MARKER_IN_TEXT);
      return { problem: `${at(offset)}: a placeholder is inside <${token.parent}>, where comments are not comments; placeholders go in the page's text.` };
    }
    if (token.kind === "start") {
      const attr = token.attrs.find((a) => a.name === "data-sitewright");
      if (attr) {
        const value = decodeEntities(attr.value ?? "").trim();
        if (!(LINK_FIELDS as readonly string[]).includes(value)) {
          return { problem: `${at(attr.start)}: data-sitewright="${value}" is not a link placeholder; use data-sitewright="email" or data-sitewright="phone".` };
        }
        if (token.name !== "a") return { problem: `${at(attr.start)}: data-sitewright goes on an <a> element, not on <${token.name}>.` };
        fields.add(value as PlaceholderField);
      }
    }
    const isMarkerLike = token.kind === "comment" && MARKER_LIKE.test(token.body);
    if (isMarkerLike) {
      const m = MARKER.exec(token.body);
      if (!m) {
        return { problem: `${at(token.start)}: the comment <!--${token.body}--> is not a placeholder; write <!-- sitewright:field --> or <!-- /sitewright:field -->.` };
      }
      const field = m[2]!;
      if (!isField(field)) return { problem: `${at(token.start)}: "${field}" is not a placeholder field; use ${fieldList}.` };
      const closing = m[1] === "/";
      if (!open) {
        if (closing) return { problem: `${at(token.start)}: <!-- /sitewright:${field} --> closes a placeholder that was not opened.` };
        open = { field, token };
        fields.add(field);
        continue;
      }
      if (!closing) return { problem: `${at(token.start)}: placeholder "${field}" starts inside placeholder "${open.field}"; close "${open.field}" first.` };
      if (field !== open.field) return { problem: `${at(token.start)}: <!-- /sitewright:${field} --> closes "${field}", but the open placeholder is "${open.field}".` };
      open = null;
      continue;
    }
    if (open) {
      return { problem: `${at(open.token.start)}: placeholder "${open.field}" holds HTML tags or comments; it may hold plain text only.` };
    }
  }
  if (open) return { problem: `${at(open.token.start)}: placeholder "${open.field}" is never closed with <!-- /sitewright:${open.field} -->.` };
  return { fields };
}

/** The value to fill in, or null when none is given (absent, or only spaces). */
export function given(values: Partial<Record<PlaceholderField, string>>, field: PlaceholderField): string | null {
  const value = values[field];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function linkHref(field: (typeof LINK_FIELDS)[number], value: string): string | null {
  if (field === "email") return `mailto:${encodeURIComponent(value).replace(/%40/g, "@").replace(/%2B/gi, "+")}`;
  const digits = value.replace(/[^0-9+]/g, "");
  return /[0-9]/.test(digits) ? `tel:${digits}` : null;
}

/**
 * The page with each given field filled in: the text between a field's comments (HTML-escaped), and the href of
 * each `<a data-sitewright="email|phone">`. Comments stay, so a filled page can be filled again; a field without a
 * value and everything outside the placeholders are left exactly as they were.
 */
export function fillPlaceholders(html: string, values: Partial<Record<PlaceholderField, string>>): string {
  const tokens = tokenize(html);
  const edits: { start: number; end: number; text: string }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const open = markerOf(token);
    const next = tokens[i + 1];
    const close = next && markerOf(next);
    if (open && !open.close && close && close.close && close.field === open.field) {
      const value = given(values, open.field);
      if (value !== null) edits.push({ start: token.end, end: next.start, text: esc(value) });
      i++;
      continue;
    }
    if (token.kind !== "start" || token.name !== "a") continue;
    const attr = token.attrs.find((a) => a.name === "data-sitewright");
    const field = attr && LINK_FIELDS.find((f) => f === decodeEntities(attr.value ?? "").trim());
    if (!attr || !field) continue;
    const value = given(values, field);
    const href = value === null ? null : linkHref(field, value);
    if (href === null) continue;
    const text = `href="${esc(href)}"`;
    const existing = token.attrs.find((a) => a.name === "href");
    if (existing) edits.push({ start: existing.start, end: existing.end, text });
    else edits.push({ start: attr.end, end: attr.end, text: ` ${text}` });
  }
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    parts.push(html.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(html.slice(at));
  return parts.join("");
}
