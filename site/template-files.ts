// Uploaded catalogue templates as files (docs/template-format.md): whether a ZIP an administrator uploads is an
// acceptable template, and the user's details filled into its placeholders at download time. Pure: bytes in,
// answers out, no I/O. Runs in the browser, Node and workerd: Web APIs and fflate only.
//
// A ZIP is judged before a byte of it is inflated, from its own central directory read here (sizes, ratios,
// paths, types, flags); then each file is inflated against its declared size, never past it, and checked against
// its CRC-32; then the site itself: index.html, every local reference present, nothing loaded over plain http,
// well-formed placeholders, valid HTML (html-validate). The first problem found is the answer.
import { Inflate, zipSync, type Zippable } from "fflate";
import { esc } from "./escape";
import { contentTypes } from "../schema/content-types";

const KB = 1024;
const MB = 1024 * KB;

export const templateUploadLimits: {
  maxZipBytes: number;
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  maxRatio: number;
  maxPathLength: number;
  maxDepth: number;
} = {
  maxZipBytes: 5 * MB,
  maxEntries: 200,
  maxEntryBytes: 5 * MB,
  maxTotalBytes: 20 * MB,
  maxRatio: 100,
  maxPathLength: 200,
  maxDepth: 8,
};

/**
 * Files this small are never held to the ratio: they cannot cost memory, and a few lines of repeated text (a CSS
 * reset, an empty JSON array padded with spaces) can pack very small.
 */
export const ratioFloorBytes = 64 * KB;

/** Central directory records read at most (files, folders and system files together), before any is looked at. */
const maxRecords = templateUploadLimits.maxEntries * 5;

/** What the upload area accepts; loose files are packed into one ZIP (packLooseFiles) before sending. */
export const uploadExtensions: readonly string[] = [".html", ".css", ".js", ".zip"];

/** What may be picked loose, without a ZIP. */
const looseExtensions = uploadExtensions.filter((e) => e !== ".zip");

/**
 * File types allowed inside a template, by extension (lower case, no dot) -> Content-Type. Pages are `.html` only
 * (not `.htm`): static hosts map `/about` and folders to `.html`, and one spelling keeps references predictable.
 */
export const templateFileTypes: Record<string, string> = Object.fromEntries(
  ["html", "css", "js", "mjs", "json", "webmanifest", "txt", "svg", "png", "jpg", "jpeg", "gif", "webp", "avif", "ico", "woff", "woff2"].map((ext) => [ext, contentTypes[ext]!]),
);

/** Types read as text (and so required to be UTF-8, as their Content-Type says). */
const textTypes = new Set(["html", "css", "js", "mjs", "json", "webmanifest", "txt"]);

export interface TemplateFile {
  path: string;
  bytes: Uint8Array;
  contentType: string;
}

export const placeholderFields = ["name", "tagline", "email", "phone", "address"] as const;
export type PlaceholderField = (typeof placeholderFields)[number];

export type TemplateInspection =
  | { ok: true; files: TemplateFile[]; preview: string | null; placeholders: PlaceholderField[] }
  | { ok: false; problem: string };

/** An HTML checker: the problems in one page, each with its line (1-based) and message. */
export type HtmlChecker = (path: string, html: string) => Promise<{ line: number; message: string }[]>;

/**
 * html-validate's recommended preset, less the rules that police style rather than validity or accessibility
 * (docs/template-format.md lists them with the reason for each): a hand-written template is not refused for
 * upper-case tags, `<br/>`, inline styles or a `<button>` without a type.
 */
export const templateHtmlRules: Record<string, "off" | "error" | ["error", Record<string, unknown>]> = {
  "attr-case": "off",
  "attr-quotes": "off",
  "attribute-boolean-style": "off",
  "attribute-empty-style": "off",
  "doctype-style": "off",
  "element-case": "off",
  "long-title": "off",
  "no-conditional-comment": "off",
  "no-implicit-button-type": "off",
  "no-implicit-close": "off",
  "no-implicit-input-type": "off",
  "no-inline-style": "off",
  "no-redundant-aria-label": "off",
  "no-redundant-for": "off",
  "no-redundant-role": "off",
  "no-trailing-whitespace": "off",
  "no-utf8-bom": "off",
  "prefer-button": "off",
  "prefer-tbody": "off",
  "script-type": "off",
  "tel-non-breaking": "off",
  "void-style": "off",
  // Added: a page without <!doctype html> is shown in quirks mode, and a fragment is not a page.
  "missing-doctype": "error",
  // Kept, at what HTML itself requires: only an ambiguous `&` is an error, and an id only needs to be one word.
  "no-raw-characters": ["error", { relaxed: true }],
  "valid-id": ["error", { relaxed: true }],
};

// ---------------------------------------------------------------------------------------------------------------
// Words for the administrator

/** A path as the administrator sees it in a message: quoted, control characters visible, long ones shortened. */
function show(path: string): string {
  return JSON.stringify(path.length > 80 ? `${path.slice(0, 60)}…` : path);
}

function sizeText(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  const round = (n: number) => String(Math.round(n * 10) / 10);
  if (bytes < 1024 * MB) return `${round(bytes / MB)} MB`;
  return `${round(bytes / (1024 * MB))} GB`;
}

const fieldList = "name, tagline, email, phone or address";
const typeList = Object.keys(templateFileTypes).map((e) => `.${e}`).join(", ");

const refuse = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

// ---------------------------------------------------------------------------------------------------------------
// The ZIP's central directory, read by hand: nothing is inflated until every entry has passed.

const u16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

interface Entry {
  name: string;
  nameBytes: Uint8Array;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  externalAttributes: number;
  localOffset: number;
  zip64Extra: boolean;
}

interface Directory {
  entries: Entry[];
  /** Where the central directory starts: every file's data lies before it. */
  start: number;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const latin1 = new TextDecoder("latin1");

function readDirectory(zip: Uint8Array): Directory | { problem: string } {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (u32(zip, i) === EOCD && i + 22 + u16(zip, i + 20) === zip.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { problem: "The file is not a ZIP archive." };
  const disk = u16(zip, eocd + 4);
  const cdDisk = u16(zip, eocd + 6);
  const onDisk = u16(zip, eocd + 8);
  const total = u16(zip, eocd + 10);
  const cdSize = u32(zip, eocd + 12);
  const cdStart = u32(zip, eocd + 16);
  const zip64Problem = "The ZIP uses the ZIP64 format, which only archives over 4 GB need; zip the template again with ordinary settings.";
  if ((eocd >= 20 && u32(zip, eocd - 20) === ZIP64_LOCATOR) || total === 0xffff || onDisk === 0xffff || cdSize === 0xffffffff || cdStart === 0xffffffff) {
    return { problem: zip64Problem };
  }
  if (disk !== 0 || cdDisk !== 0 || onDisk !== total) return { problem: "The ZIP is split across several files; upload it as one file." };
  if (total > maxRecords) {
    return { problem: `The ZIP holds ${total} entries; a template may have at most ${templateUploadLimits.maxEntries} files (and ${maxRecords} entries with folders and system files).` };
  }
  if (cdStart + cdSize > eocd) return { problem: "The ZIP is damaged: its list of files lies outside the archive." };

  const entries: Entry[] = [];
  let p = cdStart;
  const end = cdStart + cdSize;
  for (let n = 0; n < total; n++) {
    if (p + 46 > end || u32(zip, p) !== CENTRAL) return { problem: "The ZIP is damaged: its list of files is cut short." };
    const nameLength = u16(zip, p + 28);
    const extraLength = u16(zip, p + 30);
    const commentLength = u16(zip, p + 32);
    const next = p + 46 + nameLength + extraLength + commentLength;
    if (next > end) return { problem: "The ZIP is damaged: its list of files is cut short." };
    const nameBytes = zip.subarray(p + 46, p + 46 + nameLength);
    let name: string;
    try {
      name = utf8.decode(nameBytes);
    } catch {
      return { problem: `The file name ${show(latin1.decode(nameBytes))} in the ZIP is not UTF-8; zip the template again with a tool that writes UTF-8 names.` };
    }
    let zip64Extra = false;
    const extra = zip.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength);
    for (let x = 0; x + 4 <= extra.length; x += 4 + u16(extra, x + 2)) if (u16(extra, x) === 0x0001) zip64Extra = true;
    entries.push({
      name: name.normalize("NFC"),
      nameBytes,
      flags: u16(zip, p + 8),
      method: u16(zip, p + 10),
      crc: u32(zip, p + 16),
      compressedSize: u32(zip, p + 20),
      size: u32(zip, p + 24),
      externalAttributes: u32(zip, p + 38),
      localOffset: u32(zip, p + 42),
      zip64Extra,
    });
    p = next;
  }
  return { entries, start: cdStart };
}

// ---------------------------------------------------------------------------------------------------------------
// Paths

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A refusal for a path as it is written in the ZIP, or null. Directory names arrive without their final "/". */
function pathProblem(path: string): string | null {
  const { maxPathLength, maxDepth } = templateUploadLimits;
  if (path === "") return "The ZIP holds a file with an empty name.";
  if (CONTROL.test(path)) return `The file name ${show(path)} contains a control character.`;
  if (path.startsWith("/") || path.startsWith("\\") || /^[A-Za-z]:/.test(path)) {
    return `${show(path)} is an absolute path; paths in a template must be relative to its folder.`;
  }
  if (path.includes("\\")) return `${show(path)} contains a backslash; folders in a ZIP are separated by "/".`;
  const length = [...path].length;
  if (length > maxPathLength) return `${show(path)} is ${length} characters long; a path may have at most ${maxPathLength}.`;
  const segments = path.split("/");
  if (segments.includes("..")) return `${show(path)} contains "..", which could point outside the template.`;
  if (segments.includes(".")) return `${show(path)} contains a "." folder; write the path without it.`;
  if (segments.includes("")) return `${show(path)} contains an empty folder name ("//").`;
  if (segments.length - 1 > maxDepth) return `${show(path)} is ${segments.length - 1} folders deep; a template may go at most ${maxDepth} folders deep.`;
  return null;
}

/** System files a ZIP tool adds on its own: dropped without a word. */
function isJunk(path: string): boolean {
  const segments = path.split("/");
  const base = segments[segments.length - 1]!;
  return segments.includes("__MACOSX") || base === ".DS_Store" || base.startsWith("._") || /^(thumbs\.db|desktop\.ini)$/i.test(base);
}

function extensionOf(path: string): string | null {
  const base = path.slice(path.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot <= 0 ? null : base.slice(dot + 1).toLowerCase();
}

const isSymlink = (entry: Entry) => ((entry.externalAttributes >>> 16) & 0o170000) === 0o120000;

// ---------------------------------------------------------------------------------------------------------------
// Inflating, never past the declared size

/** Compressed bytes handed to the inflater at a time: one push can produce at most ~1032 times this (DEFLATE's limit). */
const INFLATE_STEP = 4 * KB;

class TooLong extends Error {}

/**
 * Inflates a raw DEFLATE stream that should come to exactly `size` bytes. Output goes into a buffer of `size`
 * bytes; the stream is fed 4 KB at a time and stopped at the first output past `size`, so memory stays within the
 * declared size plus what one 4 KB step can produce (about 4 MB), whatever the stream would unpack to. `size` is
 * allocated up front: check it against the limits first.
 */
export function inflateExactly(compressed: Uint8Array, size: number): { ok: true; bytes: Uint8Array } | { ok: false; reason: "longer" | "shorter" | "damaged" } {
  const out = new Uint8Array(size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > size) throw new TooLong();
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    if (compressed.length === 0) inflater.push(compressed, true);
    for (let at = 0; at < compressed.length; at += INFLATE_STEP) {
      const end = Math.min(at + INFLATE_STEP, compressed.length);
      inflater.push(compressed.subarray(at, end), end === compressed.length);
    }
  } catch (error) {
    return { ok: false, reason: error instanceof TooLong ? "longer" : "damaged" };
  }
  return written === size ? { ok: true, bytes: out } : { ok: false, reason: "shorter" };
}

let crcTable: Uint32Array | null = null;

export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------------------------------------------------------
// HTML, read just enough: tags with their attributes, comments, and the raw text of script, style and title.

interface Attr {
  /** Lower case. */
  name: string;
  /** As written (entities not decoded); null for a bare attribute. */
  value: string | null;
  start: number;
  end: number;
}

type Token =
  | { kind: "comment"; start: number; end: number; body: string }
  | { kind: "start"; name: string; start: number; end: number; attrs: Attr[] }
  | { kind: "end"; name: string; start: number; end: number }
  | { kind: "raw"; parent: string; start: number; end: number }
  | { kind: "other"; start: number; end: number };

/** Elements whose content is text up to their end tag, not markup. */
const RAW = new Set(["script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes"]);

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const n = html.length;
  const letter = (ch: string | undefined) => ch !== undefined && /[A-Za-z]/.test(ch);
  const space = (ch: string | undefined) => ch !== undefined && /[\s]/.test(ch);
  let i = 0;
  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    i = lt;
    if (html.startsWith("<!--", i)) {
      const bodyStart = i + 4;
      let close: number;
      let end: number;
      if (html.startsWith(">", bodyStart)) [close, end] = [bodyStart, bodyStart + 1];
      else if (html.startsWith("->", bodyStart)) [close, end] = [bodyStart, bodyStart + 2];
      else {
        const found = html.indexOf("-->", bodyStart);
        [close, end] = found < 0 ? [n, n] : [found, found + 3];
      }
      tokens.push({ kind: "comment", start: i, end, body: html.slice(bodyStart, close) });
      i = end;
      continue;
    }
    const next = html[i + 1];
    if (next === "!" || next === "?") {
      const gt = html.indexOf(">", i);
      const end = gt < 0 ? n : gt + 1;
      tokens.push({ kind: "other", start: i, end });
      i = end;
      continue;
    }
    if (next === "/" && letter(html[i + 2])) {
      let p = i + 2;
      while (p < n && !space(html[p]) && html[p] !== "/" && html[p] !== ">") p++;
      const name = html.slice(i + 2, p).toLowerCase();
      const gt = html.indexOf(">", p);
      const end = gt < 0 ? n : gt + 1;
      tokens.push({ kind: "end", name, start: i, end });
      i = end;
      continue;
    }
    if (!letter(next)) {
      i++;
      continue;
    }
    let p = i + 1;
    while (p < n && !space(html[p]) && html[p] !== "/" && html[p] !== ">") p++;
    const name = html.slice(i + 1, p).toLowerCase();
    const attrs: Attr[] = [];
    for (;;) {
      while (p < n && (space(html[p]) || html[p] === "/")) p++;
      if (p >= n) break;
      if (html[p] === ">") {
        p++;
        break;
      }
      const start = p;
      if (html[p] === "=") p++;
      while (p < n && !space(html[p]) && html[p] !== "/" && html[p] !== ">" && html[p] !== "=") p++;
      const attrName = html.slice(start, p).toLowerCase();
      let q = p;
      while (q < n && space(html[q])) q++;
      let value: string | null = null;
      if (html[q] === "=") {
        q++;
        while (q < n && space(html[q])) q++;
        const quote = html[q];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, q + 1);
          value = html.slice(q + 1, close < 0 ? n : close);
          p = close < 0 ? n : close + 1;
        } else {
          let e = q;
          while (e < n && !space(html[e]) && html[e] !== ">") e++;
          value = html.slice(q, e);
          p = e;
        }
      }
      attrs.push({ name: attrName, value, start, end: p });
    }
    tokens.push({ kind: "start", name, start: i, end: p, attrs });
    i = p;
    if (RAW.has(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, "gi");
      close.lastIndex = p;
      const end = close.exec(html)?.index ?? n;
      tokens.push({ kind: "raw", parent: name, start: p, end });
      i = end;
    }
  }
  return tokens;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);?/gi, (match, ref: string) => {
    if (ref[0] !== "#") return entities[ref.toLowerCase()] ?? match;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

/** Line numbers (1-based) of offsets in a text. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Placeholders

/** A comment that is meant as a placeholder marker: it starts with "sitewright:" or "/sitewright:". */
const MARKER_LIKE = /^\s*\/?\s*sitewright\s*:/i;
const MARKER = /^\s*(\/?)sitewright:([A-Za-z0-9_-]+)\s*$/;
const MARKER_IN_TEXT = /<!--\s*\/?\s*sitewright\s*:/i;

const isField = (value: string): value is PlaceholderField => (placeholderFields as readonly string[]).includes(value);

interface Marker {
  close: boolean;
  field: PlaceholderField;
}

function markerOf(token: Token): Marker | null {
  if (token.kind !== "comment") return null;
  const m = MARKER.exec(token.body);
  return m && isField(m[2]!) ? { close: m[1] === "/", field: m[2] } : null;
}

const LINK_FIELDS = ["email", "phone"] as const;

/** The first placeholder problem in a page, or the fields it uses. */
function checkPlaceholders(path: string, html: string, tokens: Token[]): { problem: string } | { fields: Set<PlaceholderField> } {
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
function given(values: Partial<Record<PlaceholderField, string>>, field: PlaceholderField): string | null {
  const value = values[field];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function linkHref(field: (typeof LINK_FIELDS)[number], value: string): string | null {
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

// ---------------------------------------------------------------------------------------------------------------
// References and the https rule

/** Attributes whose URL the browser loads by itself (the https rule). `href` loads on anything but a link. */
const LOADING = new Set(["src", "srcset", "imagesrcset", "poster", "data", "action", "formaction"]);
const CLICKED = new Set(["a", "area"]);
/** Attributes whose local URL must be a file of the template. */
const REFERENCING = new Set(["src", "href", "xlink:href", "srcset", "imagesrcset", "poster"]);
const JS_TYPES = /^\s*(|text\/javascript|application\/javascript|module)\s*$/i;

/** Leading and trailing spaces trimmed, backslashes as browsers read them. */
const cleanUrl = (url: string) => url.trim().replace(/\\/g, "/");
const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);
const isInsecure = (url: string) => /^http:/i.test(url) || url.startsWith("//");

function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i]!)) i++;
    let j = i;
    while (j < value.length && !/\s/.test(value[j]!)) j++;
    let url = value.slice(i, j);
    const endsCandidate = url.endsWith(",");
    url = url.replace(/,+$/, "");
    if (url) urls.push(url);
    i = j;
    if (!endsCandidate) {
      let depth = 0;
      while (i < value.length && (value[i] !== "," || depth > 0)) {
        if (value[i] === "(") depth++;
        if (value[i] === ")") depth--;
        i++;
      }
    }
  }
  return urls;
}

const dirOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/** `to` written relative to the folder of `from` (both template paths). */
function relativePath(from: string, to: string): string {
  const fromDirs = dirOf(from).split("/").filter(Boolean);
  const toParts = to.split("/");
  let common = 0;
  while (common < fromDirs.length && common < toParts.length - 1 && fromDirs[common] === toParts[common]) common++;
  return "../".repeat(fromDirs.length - common) + toParts.slice(common).join("/");
}

interface Site {
  paths: Set<string>;
  lowerPaths: Map<string, string>;
}

/** The problem with a local reference from `from`, or null when it names a file of the template (or is not local). */
function referenceProblem(site: Site, where: string, from: string, raw: string): string | null {
  const url = cleanUrl(decodeEntities(raw));
  if (url === "" || hasScheme(url) || url.startsWith("//")) return null;
  const target = url.replace(/[?#].*$/, "");
  if (target === "") return null;
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // Left as written: a stray "%" is part of the name.
  }
  const root = decoded.startsWith("/");
  const parts = (root ? "" : dirOf(from)).split("/").filter(Boolean);
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (parts.length === 0) return `${where} refers to "${raw.trim()}", which points outside the template.`;
      parts.pop();
    } else parts.push(segment);
  }
  let resolved = parts.join("/");
  if (decoded.endsWith("/") || /(^|\/)\.{1,2}$/.test(decoded) || resolved === "") resolved = resolved ? `${resolved}/index.html` : "index.html";
  if (root) {
    return `${where} refers to "${raw.trim()}" from the site's root, which breaks in a folder; write "${relativePath(from, resolved)}" instead.`;
  }
  if (site.paths.has(resolved)) return null;
  const otherCase = site.lowerPaths.get(resolved.toLowerCase());
  if (otherCase) return `${where} refers to "${raw.trim()}", but the file is "${otherCase}"; names must match in capitals too.`;
  return `${where} refers to "${raw.trim()}" (${resolved}), which is not in the template.`;
}

/** CSS with its comments blanked out (same length, same lines). */
const withoutCssComments = (css: string) => css.replace(/\/\*[\s\S]*?(\*\/|$)/g, (m) => m.replace(/[^\n]/g, " "));

const CSS_URL = /\burl\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s"']*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;

/** The first problem with a stylesheet's URLs: insecure ones, and local ones naming no file of the template. */
function cssProblem(site: Site, css: string, file: string, from: string, lineOf: (offset: number) => number): string | null {
  const text = withoutCssComments(css);
  for (const m of text.matchAll(CSS_URL)) {
    const url = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? "";
    const where = `${show(file)} line ${lineOf(m.index)}`;
    if (isInsecure(cleanUrl(url))) return `${where} loads "${url}" without https; external files must be loaded over https://.`;
    const problem = referenceProblem(site, where, from, url);
    if (problem) return problem;
  }
  return null;
}

const JS_LOAD = /\b(?:import|from|fetch)\s*(?:\(\s*)?(["'`])([^"'`\r\n]*)\1/g;

function jsProblem(js: string, file: string, lineOf: (offset: number) => number): string | null {
  for (const m of js.matchAll(JS_LOAD)) {
    const url = m[2]!;
    if (isInsecure(cleanUrl(url))) return `${show(file)} line ${lineOf(m.index)} loads "${url}" without https; external files must be loaded over https://.`;
  }
  return null;
}

function htmlProblem(site: Site, path: string, html: string, tokens: Token[]): string | null {
  const line = lineFinder(html);
  for (const [i, token] of tokens.entries()) {
    if (token.kind === "start" && token.name === "base") {
      return `${show(path)} line ${line(token.start)}: <base> changes where every link of the page points; remove it and write each path relative to its file.`;
    }
    if (token.kind === "start") {
      for (const attr of token.attrs) {
        if (attr.value === null) continue;
        if (attr.name === "style") {
          const problem = cssProblem(site, decodeEntities(attr.value), path, path, () => line(attr.start));
          if (problem) return problem;
          continue;
        }
        const isHref = attr.name === "href" || attr.name === "xlink:href";
        const loads = LOADING.has(attr.name) || (isHref && !CLICKED.has(token.name));
        const refers = REFERENCING.has(attr.name);
        if (!loads && !refers) continue;
        const where = `${show(path)} line ${line(attr.start)}`;
        const value = decodeEntities(attr.value);
        const urls = attr.name === "srcset" || attr.name === "imagesrcset" ? srcsetUrls(value) : [value];
        for (const url of urls) {
          if (loads && isInsecure(cleanUrl(url))) return `${where} loads "${url.trim()}" without https; external files must be loaded over https://.`;
          if (refers) {
            const problem = referenceProblem(site, where, path, url);
            if (problem) return problem;
          }
        }
      }
    }
    if (token.kind === "raw" && (token.parent === "style" || token.parent === "script")) {
      const text = html.slice(token.start, token.end);
      const lineOf = (offset: number) => line(token.start + offset);
      if (token.parent === "style") {
        const problem = cssProblem(site, text, path, path, lineOf);
        if (problem) return problem;
      } else {
        const opener = tokens[i - 1];
        const type = opener?.kind === "start" ? opener.attrs.find((a) => a.name === "type")?.value ?? "" : "";
        if (JS_TYPES.test(type)) {
          const problem = jsProblem(text, path, lineOf);
          if (problem) return problem;
        }
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// html-validate, loaded when first needed

let checker: Promise<HtmlChecker> | null = null;

/**
 * html-validate's browser build (no file system) with the template rules. It compiles JSON schemas with
 * `new Function` when loaded, so it cannot start where code generation is forbidden: workerd, or a page whose CSP
 * has no 'unsafe-eval'. There the import fails, and inspectTemplateZip refuses rather than skip the check.
 */
export function htmlValidateChecker(): Promise<HtmlChecker> {
  checker ??= (async () => {
    const { HtmlValidate } = await import("html-validate/browser");
    const validator = new HtmlValidate({ extends: ["html-validate:recommended"], rules: templateHtmlRules });
    return async (path: string, html: string) => {
      const report = await validator.validateString(html, path);
      return report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => ({ line: m.line, message: m.message })));
    };
  })();
  checker.catch(() => {
    checker = null;
  });
  return checker;
}

// ---------------------------------------------------------------------------------------------------------------
// The inspection

export interface InspectOptions {
  /** What checks each page's HTML; html-validate with templateHtmlRules unless given. */
  checkHtml?: HtmlChecker;
}

interface Kept {
  entry: Entry;
  path: string;
  ext: string;
}

export async function inspectTemplateZip(zip: Uint8Array, options: InspectOptions = {}): Promise<TemplateInspection> {
  const limits = templateUploadLimits;
  if (zip.length > limits.maxZipBytes) return refuse(`The ZIP is ${sizeText(zip.length)}; a template may be at most ${sizeText(limits.maxZipBytes)}.`);
  const directory = readDirectory(zip);
  if ("problem" in directory) return refuse(directory.problem);

  // 1. Every entry, from the directory alone.
  const kept: Kept[] = [];
  const seen = new Map<string, string>();
  let total = 0;
  for (const entry of directory.entries) {
    const isDirectory = entry.name.endsWith("/");
    const path = isDirectory ? entry.name.slice(0, -1) : entry.name;
    const problem = pathProblem(path);
    if (problem) return refuse(problem);
    if (isDirectory || isJunk(path)) continue;
    if (isSymlink(entry)) return refuse(`${show(path)} is a symbolic link; put the file itself in the ZIP.`);
    const ext = extensionOf(path);
    if (ext === null || !(ext in templateFileTypes)) {
      return refuse(`${show(path)} is not a file type a template may hold (${ext === null ? "it has no extension" : `.${ext}`}); allowed: ${typeList}.`);
    }
    const key = path.toLowerCase();
    const before = seen.get(key);
    if (before !== undefined) {
      return refuse(before === path ? `${show(path)} is in the ZIP twice.` : `${show(before)} and ${show(path)} differ only in capitals; a template needs names that differ in letters.`);
    }
    seen.set(key, path);
    if (entry.flags & 1) return refuse(`${show(path)} is encrypted; zip the template again without a password.`);
    if (entry.method !== 0 && entry.method !== 8) {
      return refuse(`${show(path)} is compressed with method ${entry.method}; only stored and deflated files can be read, so zip the template again with ordinary settings.`);
    }
    if (entry.zip64Extra || entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) {
      return refuse("The ZIP uses the ZIP64 format, which only archives over 4 GB need; zip the template again with ordinary settings.");
    }
    if (entry.size > limits.maxEntryBytes) return refuse(`${show(path)} is ${sizeText(entry.size)} unpacked; a file may be at most ${sizeText(limits.maxEntryBytes)}.`);
    if (entry.method === 0 && entry.compressedSize !== entry.size) return refuse(`The ZIP is damaged: ${show(path)} is stored with two different sizes.`);
    if (entry.size > ratioFloorBytes && entry.size > entry.compressedSize * limits.maxRatio) {
      const ratio = entry.compressedSize === 0 ? "an unlimited number of" : String(Math.round(entry.size / entry.compressedSize));
      return refuse(`${show(path)} unpacks to ${ratio} times its packed size; more than ${limits.maxRatio} times is refused as a ZIP bomb.`);
    }
    total += entry.size;
    kept.push({ entry, path, ext });
  }
  if (kept.length > limits.maxEntries) return refuse(`The ZIP holds ${kept.length} files; a template may have at most ${limits.maxEntries}.`);
  if (total > limits.maxTotalBytes) return refuse(`The files come to ${sizeText(total)} unpacked; a template may come to at most ${sizeText(limits.maxTotalBytes)}.`);
  if (total > ratioFloorBytes && total > zip.length * limits.maxRatio) {
    return refuse(`The ZIP unpacks to ${Math.round(total / zip.length)} times its size; more than ${limits.maxRatio} times is refused as a ZIP bomb.`);
  }

  // 2. Where each file's data is: inside the archive, before the directory, and no two files sharing bytes.
  const placed: { kept: Kept; start: number; end: number }[] = [];
  for (const k of kept) {
    const { entry, path } = k;
    const at = entry.localOffset;
    const damaged = refuse(`The ZIP is damaged: the data of ${show(path)} is not where its entry says.`);
    if (at + 30 > directory.start || u32(zip, at) !== LOCAL) return damaged;
    const nameLength = u16(zip, at + 26);
    const start = at + 30 + nameLength + u16(zip, at + 28);
    const end = start + entry.compressedSize;
    const localName = zip.subarray(at + 30, at + 30 + nameLength);
    if (end > directory.start || localName.length !== entry.nameBytes.length || localName.some((b, i) => b !== entry.nameBytes[i])) return damaged;
    if (u16(zip, at + 6) & 1) return refuse(`${show(path)} is encrypted; zip the template again without a password.`);
    placed.push({ kept: k, start: at, end });
  }
  placed.sort((a, b) => a.start - b.start);
  for (let i = 1; i < placed.length; i++) {
    if (placed[i]!.start < placed[i - 1]!.end) {
      return refuse(`${show(placed[i - 1]!.kept.path)} and ${show(placed[i]!.kept.path)} share bytes in the ZIP, a trick of ZIP bombs; zip the template again.`);
    }
  }

  // 3. Unpacked, never past the declared size, and checked.
  const unpacked = new Map<Kept, Uint8Array>();
  for (const { kept: k, end } of placed) {
    const { entry, path } = k;
    const data = zip.subarray(end - entry.compressedSize, end);
    let bytes: Uint8Array;
    if (entry.method === 0) bytes = data.slice();
    else {
      const result = inflateExactly(data, entry.size);
      if (!result.ok) {
        if (result.reason === "damaged") return refuse(`The ZIP is damaged: ${show(path)} cannot be unpacked.`);
        return refuse(
          `${show(path)} unpacks to ${result.reason === "longer" ? "more" : "less"} than the ${entry.size} bytes its entry declares; the ZIP is damaged or forged.`,
        );
      }
      bytes = result.bytes;
    }
    if (crc32(bytes) !== entry.crc) return refuse(`The ZIP is damaged: ${show(path)} does not match its checksum.`);
    unpacked.set(k, bytes);
  }

  // 4. The site: one top folder stripped, index.html at the top.
  const top = kept[0]?.path.split("/")[0];
  const strip = kept.length > 0 && kept.every((k) => k.path.includes("/") && k.path.split("/")[0] === top);
  const files: TemplateFile[] = kept
    .map((k) => ({ path: strip ? k.path.slice(top!.length + 1) : k.path, bytes: unpacked.get(k)!, contentType: templateFileTypes[k.ext]! }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const site: Site = { paths: new Set(files.map((f) => f.path)), lowerPaths: new Map(files.map((f) => [f.path.toLowerCase(), f.path])) };
  if (!site.paths.has("index.html")) {
    const nested = files.map((f) => f.path).filter((p) => p.endsWith("/index.html")).sort((a, b) => a.split("/").length - b.split("/").length)[0];
    return refuse(
      nested
        ? `The template has no index.html at its top level (there is ${show(nested)}); zip the folder that holds index.html, or its contents.`
        : "The template has no index.html at its top level.",
    );
  }

  // 5. Text: UTF-8, placeholders, references and the https rule.
  const texts = new Map<string, string>();
  for (const file of files) {
    const ext = extensionOf(file.path)!;
    if (!textTypes.has(ext)) continue;
    try {
      texts.set(file.path, utf8.decode(file.bytes));
    } catch {
      return refuse(`${show(file.path)} is not saved as UTF-8 text; save it as UTF-8 and zip the template again.`);
    }
  }
  let placeholders: Set<PlaceholderField> = new Set();
  const pages = files.filter((f) => extensionOf(f.path) === "html").map((f) => f.path);
  for (const path of pages) {
    const html = texts.get(path)!;
    const tokens = tokenize(html);
    const checked = checkPlaceholders(path, html, tokens);
    if ("problem" in checked) return refuse(checked.problem);
    if (path === "index.html") placeholders = checked.fields;
    const problem = htmlProblem(site, path, html, tokens);
    if (problem) return refuse(problem);
  }
  for (const file of files) {
    const ext = extensionOf(file.path)!;
    const text = texts.get(file.path);
    if (text === undefined) continue;
    const problem =
      ext === "css" ? cssProblem(site, text, file.path, file.path, lineFinder(text)) : ext === "js" || ext === "mjs" ? jsProblem(text, file.path, lineFinder(text)) : null;
    if (problem) return refuse(problem);
  }
  const index = texts.get("index.html")!;
  if (!tokenize(index).some((t) => markerOf(t)?.field === "name")) {
    return refuse(`"index.html" has no name placeholder; mark the business name as <!-- sitewright:name -->Name<!-- /sitewright:name -->.`);
  }

  // 6. Valid HTML.
  let check: HtmlChecker;
  try {
    check = options.checkHtml ?? (await htmlValidateChecker());
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    return refuse(`The pages could not be checked for valid HTML here: the validator did not start (${name}).`);
  }
  for (const path of pages) {
    const problems = await check(path, texts.get(path)!);
    if (problems.length > 0) {
      const first = problems.slice(0, 3).map((p) => `line ${p.line}: ${p.message}`);
      const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : "";
      return refuse(`${show(path)} is not valid HTML: ${first.join("; ")}${more}.`);
    }
  }

  const preview = ["preview.png", "preview.jpg", "preview.jpeg", "preview.webp"].find((p) => site.paths.has(p)) ?? null;
  return { ok: true, files, preview, placeholders: placeholderFields.filter((f) => placeholders.has(f)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Loose files

/** Files packed by packLooseFiles get this time, so the same files always pack to the same bytes. */
const PACK_TIME = new Date(Date.UTC(2026, 0, 1));

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
