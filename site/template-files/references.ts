// References and the https rule

import { type Token, decodeEntities, lineFinder } from "./html";
import { show } from "./words";

/** Attributes whose URL the browser loads by itself (the https rule). `href` loads on anything but a link. */
export const LOADING = new Set(["src", "srcset", "imagesrcset", "poster", "data", "action", "formaction"]);
export const CLICKED = new Set(["a", "area"]);
/** Attributes whose local URL must be a file of the template. */
export const REFERENCING = new Set(["src", "href", "xlink:href", "srcset", "imagesrcset", "poster"]);
export const JS_TYPES = /^\s*(|text\/javascript|application\/javascript|module)\s*$/i;

/** Leading and trailing spaces trimmed, backslashes as browsers read them. */
export const cleanUrl = (url: string) => url.trim().replace(/\\/g, "/");
export const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);
export const isInsecure = (url: string) => /^http:/i.test(url) || url.startsWith("//");

export function srcsetUrls(value: string): string[] {
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

export const dirOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

/** `to` written relative to the folder of `from` (both template paths). */
export function relativePath(from: string, to: string): string {
  const fromDirs = dirOf(from).split("/").filter(Boolean);
  const toParts = to.split("/");
  let common = 0;
  while (common < fromDirs.length && common < toParts.length - 1 && fromDirs[common] === toParts[common]) common++;
  return "../".repeat(fromDirs.length - common) + toParts.slice(common).join("/");
}

export interface Site {
  paths: Set<string>;
  lowerPaths: Map<string, string>;
}

/** The problem with a local reference from `from`, or null when it names a file of the template (or is not local). */
export function referenceProblem(site: Site, where: string, from: string, raw: string): string | null {
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
export const withoutCssComments = (css: string) => css.replace(/\/\*[\s\S]*?(\*\/|$)/g, (m) => m.replace(/[^\n]/g, " "));

export const CSS_URL = /\burl\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s"']*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;

/** The first problem with a stylesheet's URLs: insecure ones, and local ones naming no file of the template. */
export function cssProblem(site: Site, css: string, file: string, from: string, lineOf: (offset: number) => number): string | null {
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

export const JS_LOAD = /\b(?:import|from|fetch)\s*(?:\(\s*)?(["'`])([^"'`\r\n]*)\1/g;

export function jsProblem(js: string, file: string, lineOf: (offset: number) => number): string | null {
  for (const m of js.matchAll(JS_LOAD)) {
    const url = m[2]!;
    if (isInsecure(cleanUrl(url))) return `${show(file)} line ${lineOf(m.index)} loads "${url}" without https; external files must be loaded over https://.`;
  }
  return null;
}

export function htmlProblem(site: Site, path: string, html: string, tokens: Token[]): string | null {
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
