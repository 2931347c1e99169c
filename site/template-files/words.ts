// Words for the administrator

import { KB, MB, templateFileTypes } from "./limits";

/** A path as the administrator sees it in a message: quoted, control characters visible, long ones shortened. */
export function show(path: string): string {
  return JSON.stringify(path.length > 80 ? `${path.slice(0, 60)}…` : path);
}

export function sizeText(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  const round = (n: number) => String(Math.round(n * 10) / 10);
  if (bytes < 1024 * MB) return `${round(bytes / MB)} MB`;
  return `${round(bytes / (1024 * MB))} GB`;
}

export const fieldList = "name, tagline, email, phone or address";
export const typeList = Object.keys(templateFileTypes).map((e) => `.${e}`).join(", ");

export const refuse = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });
