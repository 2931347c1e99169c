// Paths

import { templateUploadLimits } from "./limits";
import { show } from "./words";
import { type Entry } from "./zip";

export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A refusal for a path as it is written in the ZIP, or null. Directory names arrive without their final "/". */
export function pathProblem(path: string): string | null {
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
export function isJunk(path: string): boolean {
  const segments = path.split("/");
  const base = segments[segments.length - 1]!;
  return segments.includes("__MACOSX") || base === ".DS_Store" || base.startsWith("._") || /^(thumbs\.db|desktop\.ini)$/i.test(base);
}

export function extensionOf(path: string): string | null {
  const base = path.slice(path.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot <= 0 ? null : base.slice(dot + 1).toLowerCase();
}

export const isSymlink = (entry: Entry) => ((entry.externalAttributes >>> 16) & 0o170000) === 0o120000;
