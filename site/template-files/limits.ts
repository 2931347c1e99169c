// What an uploaded template may be: the limits on a ZIP and its files, the file types and the placeholders it may
// use, the shapes the inspection answers with, and the HTML rules its pages are held to.

import { contentTypes } from "../../schema/content-types";

export const KB = 1024;
export const MB = 1024 * KB;

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
export const maxRecords = templateUploadLimits.maxEntries * 5;

/** What the upload area accepts; loose files are packed into one ZIP (packLooseFiles) before sending. */
export const uploadExtensions: readonly string[] = [".html", ".css", ".js", ".zip"];

/** What may be picked loose, without a ZIP. */
export const looseExtensions = uploadExtensions.filter((e) => e !== ".zip");

/**
 * File types allowed inside a template, by extension (lower case, no dot) -> Content-Type. Pages are `.html` only
 * (not `.htm`): static hosts map `/about` and folders to `.html`, and one spelling keeps references predictable.
 */
export const templateFileTypes: Record<string, string> = Object.fromEntries(
  ["html", "css", "js", "mjs", "json", "webmanifest", "txt", "svg", "png", "jpg", "jpeg", "gif", "webp", "avif", "ico", "woff", "woff2"].map((ext) => [ext, contentTypes[ext]!]),
);

/** Types read as text (and so required to be UTF-8, as their Content-Type says). */
export const textTypes = new Set(["html", "css", "js", "mjs", "json", "webmanifest", "txt"]);

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
