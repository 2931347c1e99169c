// The inspection.
//
// A ZIP is judged before a byte of it is inflated, from its own central directory read here (sizes, ratios,
// paths, types, flags); then each file is inflated against its declared size, never past it, and checked against
// its CRC-32; then the site itself: index.html, every local reference present, nothing loaded over plain http,
// well-formed placeholders, valid HTML (html-validate). The first problem found is the answer.

import { lineFinder, tokenize } from "./html";
import { crc32, inflateExactly } from "./inflate";
import { type HtmlChecker, type PlaceholderField, type TemplateFile, type TemplateInspection, placeholderFields, ratioFloorBytes, templateFileTypes, templateUploadLimits, textTypes } from "./limits";
import { extensionOf, isJunk, isSymlink, pathProblem } from "./paths";
import { checkPlaceholders, markerOf } from "./placeholders";
import { type Site, cssProblem, htmlProblem, jsProblem } from "./references";
import { htmlValidateChecker } from "./validator";
import { refuse, show, sizeText, typeList } from "./words";
import { type Entry, LOCAL, readDirectory, u16, u32, utf8 } from "./zip";

export interface InspectOptions {
  /** What checks each page's HTML; html-validate with templateHtmlRules unless given. */
  checkHtml?: HtmlChecker;
}

export interface Kept {
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
