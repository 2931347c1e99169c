// Uploaded templates (site/template-files.ts): every refusal with its exact words, a good template accepted as
// its files, loose files packed, placeholders filled. Ordinary ZIPs come from fflate; the ones no honest tool
// writes (symbolic links, lying sizes, encryption flags, ZIP64 markers, "..", bombs) are written byte by byte.
import { deflateSync, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  crc32,
  fillPlaceholders,
  inflateExactly,
  inspectTemplateZip,
  packLooseFiles,
  placeholderFields,
  templateFileTypes,
  templateUploadLimits,
  uploadExtensions,
  type TemplateInspection,
} from "./template-files";

const MB = 1024 * 1024;
const TIME = new Date(Date.UTC(2026, 0, 1));

/** A ZIP as an ordinary tool writes it. */
function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  const tree: Zippable = {};
  for (const [path, content] of Object.entries(files)) tree[path] = [typeof content === "string" ? strToU8(content) : content, { mtime: TIME }];
  return zipSync(tree);
}

interface Raw {
  name: string;
  /** The bytes as they sit in the archive. */
  data: Uint8Array;
  method?: number;
  crc?: number;
  size?: number;
  compressedSize?: number;
  flags?: number;
  externalAttributes?: number;
  extra?: Uint8Array;
  localName?: string;
  /** The name's bytes in the central directory, when they are not its UTF-8. */
  nameBytes?: Uint8Array;
}

/** A ZIP written byte by byte: whatever the entries say, true or not. */
function rawZip(entries: Raw[], end: { disk?: number; zip64Locator?: boolean; total?: number } = {}): Uint8Array {
  const parts: Uint8Array[] = [];
  let offset = 0;
  const push = (bytes: Uint8Array) => {
    parts.push(bytes);
    offset += bytes.length;
  };
  const offsets: number[] = [];
  for (const e of entries) {
    offsets.push(offset);
    const name = strToU8(e.localName ?? e.name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, e.flags ?? 0, true);
    local.setUint16(8, e.method ?? 0, true);
    local.setUint32(14, e.crc ?? crc32(e.data), true);
    local.setUint32(18, e.compressedSize ?? e.data.length, true);
    local.setUint32(22, e.size ?? e.data.length, true);
    local.setUint16(26, name.length, true);
    push(new Uint8Array(local.buffer));
    push(name);
    push(e.data);
  }
  const cdStart = offset;
  entries.forEach((e, i) => {
    const name = e.nameBytes ?? strToU8(e.name);
    const extra = e.extra ?? new Uint8Array(0);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, (3 << 8) | 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, e.flags ?? 0, true);
    central.setUint16(10, e.method ?? 0, true);
    central.setUint32(16, e.crc ?? crc32(e.data), true);
    central.setUint32(20, e.compressedSize ?? e.data.length, true);
    central.setUint32(24, e.size ?? e.data.length, true);
    central.setUint16(28, name.length, true);
    central.setUint16(30, extra.length, true);
    central.setUint32(38, e.externalAttributes ?? 0o100644 << 16, true);
    central.setUint32(42, offsets[i]!, true);
    push(new Uint8Array(central.buffer));
    push(name);
    push(extra);
  });
  const cdSize = offset - cdStart;
  if (end.zip64Locator) {
    const locator = new DataView(new ArrayBuffer(20));
    locator.setUint32(0, 0x07064b50, true);
    push(new Uint8Array(locator.buffer));
  }
  const eocd = new DataView(new ArrayBuffer(22));
  eocd.setUint32(0, 0x06054b50, true);
  eocd.setUint16(4, end.disk ?? 0, true);
  eocd.setUint16(8, end.total ?? entries.length, true);
  eocd.setUint16(10, end.total ?? entries.length, true);
  eocd.setUint32(12, cdSize, true);
  eocd.setUint32(16, cdStart, true);
  push(new Uint8Array(eocd.buffer));
  const out = new Uint8Array(offset);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const bytesOf = (content: string | Uint8Array) => (typeof content === "string" ? strToU8(content) : content);
const stored = (name: string, content: string | Uint8Array, more: Partial<Raw> = {}): Raw => ({ name, data: bytesOf(content), ...more });
function deflated(name: string, content: string | Uint8Array, more: Partial<Raw> = {}): Raw {
  const bytes = bytesOf(content);
  return { name, data: deflateSync(bytes), method: 8, crc: crc32(bytes), size: bytes.length, ...more };
}

const problem = (result: TemplateInspection) => (result.ok ? "(accepted)" : result.problem);

/** A small valid page; `body` goes inside <main>. */
function page(body: string, { head = "", name = true }: { head?: string; name?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Acme Bakery</title>
${head}</head>
<body>
<main>
${name ? "<h1><!-- sitewright:name -->Acme Bakery<!-- /sitewright:name --></h1>\n" : ""}${body}
</main>
</body>
</html>
`;
}

const inspectFiles = async (files: Record<string, string | Uint8Array>) => problem(await inspectTemplateZip(zipOf(files)));
const inspectRaw = async (entries: Raw[], end?: Parameters<typeof rawZip>[1]) => problem(await inspectTemplateZip(rawZip(entries, end)));
const index = page("<p>Fresh bread.</p>");

const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);

describe("the ZIP's list of files, read before anything is unpacked", () => {
  it("refuses bytes that are not a ZIP", async () => {
    expect(problem(await inspectTemplateZip(strToU8("<!doctype html><title>x</title>")))).toBe("The file is not a ZIP archive.");
    expect(problem(await inspectTemplateZip(new Uint8Array(0)))).toBe("The file is not a ZIP archive.");
  });

  it("refuses a ZIP over 5 MB without reading it", async () => {
    expect(problem(await inspectTemplateZip(new Uint8Array(6 * MB)))).toBe("The ZIP is 6 MB; a template may be at most 5 MB.");
  });

  it("refuses ZIP64, whether marked by its locator, an entry's sizes or an entry's extra field", async () => {
    const message = "The ZIP uses the ZIP64 format, which only archives over 4 GB need; zip the template again with ordinary settings.";
    expect(await inspectRaw([stored("index.html", index)], { zip64Locator: true })).toBe(message);
    expect(await inspectRaw([stored("index.html", index, { size: 0xffffffff, compressedSize: 0xffffffff })])).toBe(message);
    const extra = new Uint8Array([1, 0, 16, 0, ...new Uint8Array(16)]);
    expect(await inspectRaw([stored("index.html", index, { extra })])).toBe(message);
  });

  it("refuses a ZIP split across several files", async () => {
    expect(await inspectRaw([stored("index.html", index)], { disk: 1 })).toBe("The ZIP is split across several files; upload it as one file.");
  });

  it("refuses more than 200 files", async () => {
    const files: Record<string, string> = { "index.html": index };
    for (let i = 0; i < 200; i++) files[`f${i}.txt`] = "x";
    expect(await inspectFiles(files)).toBe("The ZIP holds 201 files; a template may have at most 200.");
  });

  it("refuses more than 1000 entries of any kind before reading one", async () => {
    const folders = Array.from({ length: 1001 }, (_, i) => stored(`d${i}/`, ""));
    expect(await inspectRaw(folders)).toBe("The ZIP holds 1001 entries; a template may have at most 200 files (and 1000 entries with folders and system files).");
  });

  it("refuses an encrypted file", async () => {
    expect(await inspectRaw([stored("index.html", index, { flags: 1 })])).toBe('"index.html" is encrypted; zip the template again without a password.');
  });

  it("refuses compression methods other than stored and deflate", async () => {
    expect(await inspectRaw([stored("index.html", index, { method: 12 })])).toBe(
      '"index.html" is compressed with method 12; only stored and deflated files can be read, so zip the template again with ordinary settings.',
    );
  });

  it("refuses a file declaring 1 GB, from the declaration alone", async () => {
    const bomb = deflated("big.png", new Uint8Array(1000), { size: 1024 * MB });
    expect(await inspectRaw([stored("index.html", index), bomb])).toBe('"big.png" is 1 GB unpacked; a file may be at most 5 MB.');
  });

  it("refuses 50 MB of zeros declared honestly, from the declaration alone", async () => {
    const bomb = deflated("zeros.txt", new Uint8Array(50 * MB));
    expect(await inspectRaw([stored("index.html", index), bomb])).toBe('"zeros.txt" is 50 MB unpacked; a file may be at most 5 MB.');
  });

  it("refuses a file that unpacks to more than 100 times its packed size", async () => {
    const bomb = deflated("zeros.txt", new Uint8Array(4 * MB));
    const ratio = Math.round((4 * MB) / bomb.data.length);
    expect(ratio).toBeGreaterThan(100);
    expect(await inspectRaw([stored("index.html", index), bomb])).toBe(
      `"zeros.txt" unpacks to ${ratio} times its packed size; more than 100 times is refused as a ZIP bomb.`,
    );
  });

  it("refuses a ZIP that unpacks to more than 100 times its size, even when each file is too small to count", async () => {
    const entries = [stored("index.html", index), ...Array.from({ length: 100 }, (_, i) => deflated(`f${i}.txt`, new Uint8Array(64 * 1024)))];
    const zip = rawZip(entries);
    const total = strToU8(index).length + 100 * 64 * 1024;
    expect(problem(await inspectTemplateZip(zip))).toBe(
      `The ZIP unpacks to ${Math.round(total / zip.length)} times its size; more than 100 times is refused as a ZIP bomb.`,
    );
  });

  it("refuses files that come to more than 20 MB together", async () => {
    // Declared, never unpacked: 50 KB of bytes each said to unpack to 4.5 MB.
    const big = (i: number) => stored(`img/${i}.png`, new Uint8Array(50 * 1024), { method: 8, size: 4.5 * MB });
    expect(await inspectRaw([stored("index.html", index), ...[1, 2, 3, 4, 5].map(big)])).toBe(
      "The files come to 22.5 MB unpacked; a template may come to at most 20 MB.",
    );
  });

  it("refuses a stored file whose two sizes differ", async () => {
    expect(await inspectRaw([stored("index.html", index, { size: 10 })])).toBe('The ZIP is damaged: "index.html" is stored with two different sizes.');
  });
});

describe("paths", () => {
  const refusalOf = (name: string, more: Partial<Raw> = {}) => inspectRaw([stored("index.html", index), stored(name, "x", more)]);

  it("refuses absolute paths, Unix and Windows", async () => {
    expect(await refusalOf("/etc/passwd.txt")).toBe('"/etc/passwd.txt" is an absolute path; paths in a template must be relative to its folder.');
    expect(await refusalOf("C:\\site\\a.txt")).toBe('"C:\\\\site\\\\a.txt" is an absolute path; paths in a template must be relative to its folder.');
    expect(await refusalOf("\\\\server\\share\\a.txt")).toBe(
      '"\\\\\\\\server\\\\share\\\\a.txt" is an absolute path; paths in a template must be relative to its folder.',
    );
  });

  it("refuses backslashes", async () => {
    expect(await refusalOf("css\\site.css")).toBe('"css\\\\site.css" contains a backslash; folders in a ZIP are separated by "/".');
  });

  it("refuses .. and . segments and empty folder names", async () => {
    expect(await refusalOf("../evil.html")).toBe('"../evil.html" contains "..", which could point outside the template.');
    expect(await refusalOf("css/../../evil.html")).toBe('"css/../../evil.html" contains "..", which could point outside the template.');
    expect(await refusalOf("./a.txt")).toBe('"./a.txt" contains a "." folder; write the path without it.');
    expect(await refusalOf("css//a.css")).toBe('"css//a.css" contains an empty folder name ("//").');
    expect(await refusalOf("../")).toBe('".." contains "..", which could point outside the template.');
  });

  it("refuses control characters", async () => {
    expect(await refusalOf("a\u0000.txt")).toBe('The file name "a\\u0000.txt" contains a control character.');
    expect(await refusalOf("a\n.txt")).toBe('The file name "a\\n.txt" contains a control character.');
  });

  it("refuses paths longer than 200 characters and deeper than 8 folders", async () => {
    const long = `${"a".repeat(197)}.txt`;
    expect(await refusalOf(long)).toBe(`"${"a".repeat(60)}…" is 201 characters long; a path may have at most 200.`);
    expect(await refusalOf("1/2/3/4/5/6/7/8/ok.txt")).toBe("(accepted)");
    expect(await refusalOf("1/2/3/4/5/6/7/8/9/a.txt")).toBe('"1/2/3/4/5/6/7/8/9/a.txt" is 9 folders deep; a template may go at most 8 folders deep.');
  });

  it("refuses the same path twice, also when only capitals differ", async () => {
    expect(await inspectRaw([stored("index.html", index), stored("a.txt", "1"), stored("a.txt", "2")])).toBe('"a.txt" is in the ZIP twice.');
    expect(await inspectRaw([stored("index.html", index), stored("img/Logo.png", png), stored("img/logo.png", png)])).toBe(
      '"img/Logo.png" and "img/logo.png" differ only in capitals; a template needs names that differ in letters.',
    );
  });

  it("refuses symbolic links", async () => {
    expect(await refusalOf("secrets", { externalAttributes: 0o120777 << 16 })).toBe('"secrets" is a symbolic link; put the file itself in the ZIP.');
    expect(await refusalOf("logo.png", { externalAttributes: (0o120777 << 16) >>> 0 })).toBe('"logo.png" is a symbolic link; put the file itself in the ZIP.');
  });

  it("refuses file types a template may not hold", async () => {
    const allowed =
      ".html, .css, .js, .mjs, .json, .webmanifest, .txt, .svg, .png, .jpg, .jpeg, .gif, .webp, .avif, .ico, .woff, .woff2";
    expect(await refusalOf("contact.php")).toBe(`"contact.php" is not a file type a template may hold (.php); allowed: ${allowed}.`);
    expect(await refusalOf("LICENSE")).toBe(`"LICENSE" is not a file type a template may hold (it has no extension); allowed: ${allowed}.`);
    expect(await refusalOf(".htaccess")).toBe(`".htaccess" is not a file type a template may hold (it has no extension); allowed: ${allowed}.`);
    expect(await refusalOf("old.htm")).toBe(`"old.htm" is not a file type a template may hold (.htm); allowed: ${allowed}.`);
  });

  it("refuses a file name that is not UTF-8", async () => {
    // The é as Latin-1 (0xE9), as old Windows tools write it.
    const nameBytes = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x2e, 0x74, 0x78, 0x74]);
    expect(await inspectRaw([stored("index.html", index), stored("caf\u00e9.txt", "x", { nameBytes })])).toBe(
      'The file name "caf\u00e9.txt" in the ZIP is not UTF-8; zip the template again with a tool that writes UTF-8 names.',
    );
  });
});

describe("unpacking", () => {
  it("refuses a file that unpacks to more than its entry declares, stopping there", async () => {
    // 50 MB of zeros behind a declaration of 100 KB: the ratio looks honest, the stream is not.
    const bomb = deflated("bomb.txt", new Uint8Array(50 * MB), { size: 100 * 1024 });
    const started = Date.now();
    expect(await inspectRaw([stored("index.html", index), bomb])).toBe(
      '"bomb.txt" unpacks to more than the 102400 bytes its entry declares; the ZIP is damaged or forged.',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses a file that unpacks to less than its entry declares", async () => {
    expect(await inspectRaw([stored("index.html", index), deflated("a.txt", "hello", { size: 6 })])).toBe(
      '"a.txt" unpacks to less than the 6 bytes its entry declares; the ZIP is damaged or forged.',
    );
  });

  it("refuses a wrong checksum, stored or deflated", async () => {
    expect(await inspectRaw([stored("index.html", index), stored("a.txt", "hello", { crc: 1 })])).toBe(
      'The ZIP is damaged: "a.txt" does not match its checksum.',
    );
    expect(await inspectRaw([stored("index.html", index), deflated("a.txt", "hello", { crc: 1 })])).toBe(
      'The ZIP is damaged: "a.txt" does not match its checksum.',
    );
  });

  it("refuses a deflate stream that cannot be unpacked", async () => {
    const broken: Raw = { name: "a.txt", data: new Uint8Array([0xff, 0xff, 0xff]), method: 8, size: 5, crc: crc32(strToU8("hello")) };
    expect(await inspectRaw([stored("index.html", index), broken])).toBe('The ZIP is damaged: "a.txt" cannot be unpacked.');
  });

  it("refuses an entry whose local header names another file", async () => {
    expect(await inspectRaw([stored("index.html", index), stored("a.txt", "hello", { localName: "b.txt" })])).toBe(
      'The ZIP is damaged: the data of "a.txt" is not where its entry says.',
    );
  });

  it("refuses two files sharing bytes", async () => {
    // a.txt is stored as its own bytes plus b.txt's header and data, with a checksum to match: a valid file that
    // overlaps another, the trick that lets a small ZIP unpack the same bytes many times.
    const honest = rawZip([stored("index.html", index), stored("a.txt", "hello"), stored("b.txt", "world")]);
    const start = 30 + "index.html".length + strToU8(index).length + 30 + "a.txt".length;
    const spanned = honest.subarray(start, start + 5 + 30 + "b.txt".length + 5);
    const zip = rawZip([stored("index.html", index), stored("a.txt", "hello", { size: spanned.length, compressedSize: spanned.length, crc: crc32(spanned) }), stored("b.txt", "world")]);
    expect(problem(await inspectTemplateZip(zip))).toBe('"a.txt" and "b.txt" share bytes in the ZIP, a trick of ZIP bombs; zip the template again.');
  });

  it("never holds more than the declared size, whatever the stream unpacks to", () => {
    const stream = deflateSync(new Uint8Array(50 * MB));
    expect(inflateExactly(stream, 1000)).toEqual({ ok: false, reason: "longer" });
    expect(inflateExactly(stream, 50 * MB + 1)).toEqual({ ok: false, reason: "shorter" });
    const exact = inflateExactly(deflateSync(strToU8("hello")), 5);
    expect(exact.ok && new TextDecoder().decode(exact.bytes)).toBe("hello");
  });

  it("computes the standard CRC-32", () => {
    expect(crc32(strToU8("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

const goodIndex = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Bakery</title>
<link rel="stylesheet" href="css/site.css">
<link rel="stylesheet" href="https://fonts.example.com/css2?family=Lora">
<link rel="icon" href="img/logo.png">
<style>.hero { background: url('img/hero.jpg') center / cover; }</style>
</head>
<body>
<header>
<IMG SRC="img/logo.png" alt="Acme Bakery logo" width="64" height="64">
<h1><!--sitewright:name-->Acme Bakery<!--/sitewright:name--></h1>
<p style="color: #555"><!-- sitewright:tagline -->Bread baked before sunrise<!-- /sitewright:tagline --></p>
<nav><a href="about.html#team">About us</a> <a href="#contact">Contact</a> <a href="./">Home</a></nav>
</header>
<main>
<img class="hero" src="img/hero.jpg" srcset="img/hero.jpg 1x, img/hero%402x.jpg 2x" alt="Fresh loaves">
<p>Friends: <a href="http://example.org/">the mill</a><br/>Since 1990 &amp; proud.</p>
<section id="contact">
<h2>Contact</h2>
<p>Email <a data-sitewright="email" href="mailto:hello@acme.example"><!-- sitewright:email -->hello@acme.example<!-- /sitewright:email --></a></p>
<p>Call <a data-sitewright="phone" href="tel:+15550100"><!-- sitewright:phone -->+1 555 0100<!-- /sitewright:phone --></a></p>
<p><!-- sitewright:address -->1 Mill Lane<!-- /sitewright:address --></p>
<button>Order</button>
</section>
</main>
<script src="js/site.js"></script>
</body>
</html>
`;

const goodAbout = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>About</title>
<link rel="stylesheet" href="css/site.css?v=2">
</head>
<body>
<main id="team">
<h1>About <!-- sitewright:name -->Acme Bakery<!-- /sitewright:name --></h1>
<p><a href="index.html">Back</a></p>
</main>
</body>
</html>
`;

const goodCss = `@import "fonts.css";
/* url(http://commented.example/out.png) is a comment */
body { font-family: Lora, serif; }
.logo { background-image: url(../img/logo.png); }
`;
const goodFontsCss = `@font-face { font-family: Lora; src: url("../fonts/lora.woff2") format("woff2"); }
`;
const goodJs = `import("https://cdn.example.com/module.js");
fetch("data/menu.json").then((r) => r.json());
`;

const goodTemplate: Record<string, string | Uint8Array> = {
  "acme/": new Uint8Array(0),
  "acme/index.html": goodIndex,
  "acme/about.html": goodAbout,
  "acme/css/site.css": goodCss,
  "acme/css/fonts.css": goodFontsCss,
  "acme/js/site.js": goodJs,
  "acme/data/menu.json": "[]",
  "acme/img/": new Uint8Array(0),
  "acme/img/logo.png": png,
  "acme/img/hero.jpg": new Uint8Array([0xff, 0xd8, 0xff]),
  "acme/img/hero@2x.jpg": new Uint8Array([0xff, 0xd8, 0xff, 0]),
  "acme/fonts/lora.woff2": new Uint8Array([0x77, 0x4f, 0x46, 0x32]),
  "acme/preview.png": png,
  "acme/.DS_Store": new Uint8Array([0, 0, 0, 1]),
  "acme/img/Thumbs.db": new Uint8Array([1]),
  "__MACOSX/acme/._index.html": new Uint8Array([0, 5, 22, 7]),
};

/** The good template's files without its folder (and without `except`). */
function unfolded(except: string[] = []): Record<string, string | Uint8Array> {
  return Object.fromEntries(
    Object.entries(goodTemplate)
      .filter(([p]) => p.startsWith("acme/") && p !== "acme/" && !except.includes(p.slice("acme/".length)))
      .map(([p, c]) => [p.slice("acme/".length), c]),
  );
}

describe("a good template", () => {
  it("is accepted as its files: top folder stripped, system files dropped, types and preview named", async () => {
    const result = await inspectTemplateZip(zipOf(goodTemplate));
    expect(problem(result)).toBe("(accepted)");
    if (!result.ok) return;
    expect(result.files.map((f) => [f.path, f.contentType])).toEqual([
      ["about.html", "text/html; charset=utf-8"],
      ["css/fonts.css", "text/css; charset=utf-8"],
      ["css/site.css", "text/css; charset=utf-8"],
      ["data/menu.json", "application/json"],
      ["fonts/lora.woff2", "font/woff2"],
      ["img/hero.jpg", "image/jpeg"],
      ["img/hero@2x.jpg", "image/jpeg"],
      ["img/logo.png", "image/png"],
      ["index.html", "text/html; charset=utf-8"],
      ["js/site.js", "text/javascript; charset=utf-8"],
      ["preview.png", "image/png"],
    ]);
    expect(new TextDecoder().decode(result.files.find((f) => f.path === "index.html")!.bytes)).toBe(goodIndex);
    expect(result.files.find((f) => f.path === "img/logo.png")!.bytes).toEqual(png);
    expect(result.preview).toBe("preview.png");
    expect(result.placeholders).toEqual(["name", "tagline", "email", "phone", "address"]);
  });

  it("is accepted zipped from inside its folder, without a preview", async () => {
    const result = await inspectTemplateZip(zipOf(unfolded(["preview.png"])));
    expect(result.ok ? [result.preview, result.files.length] : result.problem).toEqual([null, 10]);
  });

  it("names only the placeholders index.html uses", async () => {
    const result = await inspectTemplateZip(zipOf({ "index.html": index }));
    expect(result.ok && result.placeholders).toEqual(["name"]);
  });

  it("keeps the contents of stored and deflated files alike", async () => {
    const result = await inspectTemplateZip(rawZip([stored("index.html", index), deflated("a.txt", "hello hello hello")]));
    expect(result.ok && result.files.map((f) => new TextDecoder().decode(f.bytes))).toEqual(["hello hello hello", index]);
  });
});

describe("the site's structure", () => {
  it("refuses a template without index.html at the top", async () => {
    expect(await inspectFiles({ "home.html": index })).toBe("The template has no index.html at its top level.");
    expect(await inspectFiles({ "outer/site/index.html": index, "outer/site/a.css": "" })).toBe(
      'The template has no index.html at its top level (there is "site/index.html"); zip the folder that holds index.html, or its contents.',
    );
  });

  it("refuses a page's reference to a file that is not in the template, naming both", async () => {
    expect(await inspectFiles({ "index.html": page('<img src="img/logo.png" alt="Logo">') })).toBe(
      '"index.html" line 10 refers to "img/logo.png" (img/logo.png), which is not in the template.',
    );
    expect(await inspectFiles({ "index.html": index, "pages/a.html": page('<p><a href="../about.html">About</a></p>') })).toBe(
      '"pages/a.html" line 10 refers to "../about.html" (about.html), which is not in the template.',
    );
    expect(await inspectFiles({ "index.html": page('<video poster="still.jpg" src="clip.webm"></video>') })).toBe(
      '"index.html" line 10 refers to "still.jpg" (still.jpg), which is not in the template.',
    );
    expect(await inspectFiles({ "index.html": page('<img src="a.png" srcset="a.png 1x, b.png 2x" alt="A">'), "a.png": png })).toBe(
      '"index.html" line 10 refers to "b.png" (b.png), which is not in the template.',
    );
  });

  it("refuses a stylesheet's reference to a missing file, in url() and @import", async () => {
    const head = '<link rel="stylesheet" href="css/site.css">\n';
    expect(await inspectFiles({ "index.html": page("", { head }), "css/site.css": "body {}\n.a { background: url('../img/bg.png'); }\n" })).toBe(
      '"css/site.css" line 2 refers to "../img/bg.png" (img/bg.png), which is not in the template.',
    );
    expect(await inspectFiles({ "index.html": page("", { head }), "css/site.css": '@import url("reset.css");\n' })).toBe(
      '"css/site.css" line 1 refers to "reset.css" (css/reset.css), which is not in the template.',
    );
    expect(await inspectFiles({ "index.html": page('<p style="background: url(dot.png)">Hi</p>') })).toBe(
      '"index.html" line 10 refers to "dot.png" (dot.png), which is not in the template.',
    );
  });

  it("refuses a reference whose capitals differ from the file's", async () => {
    expect(await inspectFiles({ "index.html": page('<img src="img/Logo.PNG" alt="Logo">'), "img/logo.png": png })).toBe(
      '"index.html" line 10 refers to "img/Logo.PNG", but the file is "img/logo.png"; names must match in capitals too.',
    );
  });

  it("refuses references from the site's root, which break in a folder, suggesting the relative path", async () => {
    expect(await inspectFiles({ "index.html": index, "blog/post.html": page('<p><a href="/">Home</a> <img src="/img/a.png" alt="A"></p>'), "img/a.png": png })).toBe(
      '"blog/post.html" line 10 refers to "/" from the site\'s root, which breaks in a folder; write "../index.html" instead.',
    );
  });

  it("refuses a reference that climbs out of the template", async () => {
    expect(await inspectFiles({ "index.html": page('<img src="../secret.png" alt="A">') })).toBe(
      '"index.html" line 10 refers to "../secret.png", which points outside the template.',
    );
  });

  it("refuses <base>, which changes where every reference points", async () => {
    expect(await inspectFiles({ "index.html": page("", { head: '<base href="https://acme.example/">\n' }) })).toBe(
      '"index.html" line 6: <base> changes where every link of the page points; remove it and write each path relative to its file.',
    );
  });

  it("ignores fragments, queries, mailto:, tel:, data: and other sites", async () => {
    const body = `<p><a href="#top">Top</a> <a href="?lang=fr">French</a> <a href="mailto:a@b.example">Mail</a> <a href="tel:+1555">Call</a>
<a href="https://other.example/x.html">Other</a> <a href="//other.example/">Other</a> <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="dot"></p>`;
    expect(await inspectFiles({ "index.html": page(body) })).toBe("(accepted)");
  });

  it("refuses text files that are not UTF-8", async () => {
    expect(await inspectFiles({ "index.html": index, "a.css": new Uint8Array([0x63, 0x61, 0x66, 0xe9]) })).toBe(
      '"a.css" is not saved as UTF-8 text; save it as UTF-8 and zip the template again.',
    );
  });
});

describe("external files over https only", () => {
  const message = (file: string, line: number, url: string) =>
    `"${file}" line ${line} loads "${url}" without https; external files must be loaded over https://.`;

  it("refuses scripts, stylesheets, pictures and frames over http or without a scheme", async () => {
    expect(await inspectFiles({ "index.html": page("", { head: '<script src="http://cdn.example.com/a.js"></script>\n' }) })).toBe(
      message("index.html", 6, "http://cdn.example.com/a.js"),
    );
    expect(await inspectFiles({ "index.html": page("", { head: '<link rel="stylesheet" href="//cdn.example.com/a.css">\n' }) })).toBe(
      message("index.html", 6, "//cdn.example.com/a.css"),
    );
    expect(await inspectFiles({ "index.html": page('<img src="https://a.example/x.png" srcset="http://a.example/x2.png 2x" alt="X">') })).toBe(
      message("index.html", 10, "http://a.example/x2.png"),
    );
    expect(await inspectFiles({ "index.html": page('<iframe src="HTTP://maps.example/embed" title="Map"></iframe>') })).toBe(
      message("index.html", 10, "HTTP://maps.example/embed"),
    );
    expect(await inspectFiles({ "index.html": page('<form action="http://forms.example/send"><button>Send</button></form>') })).toBe(
      message("index.html", 10, "http://forms.example/send"),
    );
  });

  it("refuses http in stylesheets, style elements and style attributes", async () => {
    const head = '<link rel="stylesheet" href="a.css">\n';
    expect(await inspectFiles({ "index.html": page("", { head }), "a.css": '\n@import "http://fonts.example/a.css";\n' })).toBe(
      message("a.css", 2, "http://fonts.example/a.css"),
    );
    expect(await inspectFiles({ "index.html": page("", { head: "<style>\n.a { background: url(http://x.example/a.png) }\n</style>\n" }) })).toBe(
      message("index.html", 7, "http://x.example/a.png"),
    );
    expect(await inspectFiles({ "index.html": page('<p style="background: url(\'//x.example/a.png\')">Hi</p>') })).toBe(
      message("index.html", 10, "//x.example/a.png"),
    );
  });

  it("refuses http imports and fetches in scripts and script files", async () => {
    const head = '<script src="a.js"></script>\n';
    expect(await inspectFiles({ "index.html": page("", { head }), "a.js": 'const x = 1;\nfetch("http://api.example/menu");\n' })).toBe(
      message("a.js", 2, "http://api.example/menu"),
    );
    expect(await inspectFiles({ "index.html": page("", { head: '<script type="module">\nimport { a } from "http://cdn.example/a.js";\n</script>\n' }) })).toBe(
      message("index.html", 7, "http://cdn.example/a.js"),
    );
    expect(await inspectFiles({ "index.html": page("", { head: "<script>import(`//cdn.example/b.js`);</script>\n" }) })).toBe(
      message("index.html", 6, "//cdn.example/b.js"),
    );
  });

  it("lets visitors click plain http links", async () => {
    expect(await inspectFiles({ "index.html": page('<p><a href="http://old.example/">Our old site</a></p>') })).toBe("(accepted)");
  });
});

describe("valid HTML", () => {
  it("refuses a page html-validate finds errors in, naming the file, the line and its message", async () => {
    const body = "<div>One</span></div>\n<ul><p>Three</p></ul>";
    expect(await inspectFiles({ "index.html": page(body) })).toBe(
      `"index.html" is not valid HTML: line 10: Stray end tag '</span>'; line 11: <p> element is not permitted as content under <ul>.`,
    );
  });

  it("names at most three problems", async () => {
    const body = '<img src="a.png"><img src="a.png"><img src="a.png"><img src="a.png">';
    expect(await inspectFiles({ "index.html": page(body), "a.png": png })).toBe(
      '"index.html" is not valid HTML: line 10: <img> is missing required "alt" attribute; line 10: <img> is missing required "alt" attribute; line 10: <img> is missing required "alt" attribute (and 1 more).',
    );
  });

  it("checks every page, not only index.html", async () => {
    expect(await inspectFiles({ "index.html": index, "about.html": "<title>About</title>\n<p>About</p>" })).toBe(
      '"about.html" is not valid HTML: line 1: Document is missing doctype.',
    );
  });

  afterEach(() => {
    vi.doUnmock("html-validate/browser");
    vi.resetModules();
  });

  it("refuses rather than skip the check where html-validate cannot start (workerd, or a page without unsafe-eval)", async () => {
    vi.resetModules();
    vi.doMock("html-validate/browser", () => ({
      HtmlValidate: class {
        constructor() {
          throw new EvalError("Code generation from strings disallowed for this context");
        }
      },
    }));
    const fresh = await import("./template-files");
    expect(problem(await fresh.inspectTemplateZip(zipOf({ "index.html": index })))).toBe(
      "The pages could not be checked for valid HTML here: the validator did not start (EvalError).",
    );
  });

  it("takes another checker when given one", async () => {
    const seen: string[] = [];
    const result = await inspectTemplateZip(zipOf({ "index.html": index }), {
      checkHtml: async (path) => {
        seen.push(path);
        return [{ line: 2, message: "Nope" }];
      },
    });
    expect([problem(result), seen]).toEqual(['"index.html" is not valid HTML: line 2: Nope.', ["index.html"]]);
  });
});

describe("placeholders in uploaded pages", () => {
  const withBody = (body: string) => inspectFiles({ "index.html": page(body) });

  it("refuses an index.html without the name placeholder", async () => {
    expect(await inspectFiles({ "index.html": page("<p>Hi</p>", { name: false }) })).toBe(
      '"index.html" has no name placeholder; mark the business name as <!-- sitewright:name -->Name<!-- /sitewright:name -->.',
    );
  });

  it("refuses an unknown field", async () => {
    expect(await withBody("<p><!-- sitewright:slogan -->Hi<!-- /sitewright:slogan --></p>")).toBe(
      '"index.html" line 10: "slogan" is not a placeholder field; use name, tagline, email, phone or address.',
    );
  });

  it("refuses a comment that looks like a placeholder but is not written as one", async () => {
    expect(await withBody("<p><!-- sitewright: tagline -->Hi<!-- /sitewright:tagline --></p>")).toBe(
      '"index.html" line 10: the comment <!-- sitewright: tagline --> is not a placeholder; write <!-- sitewright:field --> or <!-- /sitewright:field -->.',
    );
  });

  it("refuses a placeholder that is never closed, closed twice, or closed as another", async () => {
    expect(await withBody("<p><!-- sitewright:tagline -->Hi</p>")).toBe(
      '"index.html" line 10: placeholder "tagline" holds HTML tags or comments; it may hold plain text only.',
    );
    expect(await inspectFiles({ "index.html": `${index}<!-- sitewright:tagline -->` })).toBe(
      '"index.html" line 14: placeholder "tagline" is never closed with <!-- /sitewright:tagline -->.',
    );
    expect(await withBody("<p>Hi<!-- /sitewright:tagline --></p>")).toBe(
      '"index.html" line 10: <!-- /sitewright:tagline --> closes a placeholder that was not opened.',
    );
    expect(await withBody("<p><!-- sitewright:tagline -->Hi<!-- /sitewright:email --></p>")).toBe(
      '"index.html" line 10: <!-- /sitewright:email --> closes "email", but the open placeholder is "tagline".',
    );
  });

  it("refuses nested placeholders and tags inside one", async () => {
    expect(await withBody("<p><!-- sitewright:tagline -->Hi <!-- sitewright:email -->a@b.example<!-- /sitewright:email --><!-- /sitewright:tagline --></p>")).toBe(
      '"index.html" line 10: placeholder "email" starts inside placeholder "tagline"; close "tagline" first.',
    );
    expect(await withBody("<p><!-- sitewright:tagline -->Hi <strong>there</strong><!-- /sitewright:tagline --></p>")).toBe(
      '"index.html" line 10: placeholder "tagline" holds HTML tags or comments; it may hold plain text only.',
    );
  });

  it("refuses a placeholder inside <title>, where comments are text", async () => {
    const html = index.replace("<title>Acme Bakery</title>", "<title><!-- sitewright:name -->Acme<!-- /sitewright:name --></title>");
    expect(await inspectFiles({ "index.html": html })).toBe(
      `"index.html" line 5: a placeholder is inside <title>, where comments are not comments; placeholders go in the page's text.`,
    );
  });

  it("refuses link placeholders other than email and phone, and on anything but <a>", async () => {
    expect(await withBody('<p><a data-sitewright="name" href="index.html">Home</a></p>')).toBe(
      '"index.html" line 10: data-sitewright="name" is not a link placeholder; use data-sitewright="email" or data-sitewright="phone".',
    );
    expect(await withBody('<p data-sitewright="email">a@b.example</p>')).toBe(
      '"index.html" line 10: data-sitewright goes on an <a> element, not on <p>.',
    );
  });

  it("checks placeholders in every page", async () => {
    expect(await inspectFiles({ "index.html": index, "about.html": page("<p><!-- sitewright:nmae -->x<!-- /sitewright:nmae --></p>") })).toBe(
      '"about.html" line 10: "nmae" is not a placeholder field; use name, tagline, email, phone or address.',
    );
  });
});

describe("packing loose files", () => {
  const file = (name: string, text: string) => ({ name, bytes: strToU8(text) });

  it("accepts what the upload area accepts", () => {
    expect(uploadExtensions).toEqual([".html", ".css", ".js", ".zip"]);
  });

  it("packs .html, .css and .js files into a ZIP that is accepted as a template", async () => {
    const packed = packLooseFiles([
      file("style.css", "body { margin: 0; }"),
      file("index.html", page("", { head: '<link rel="stylesheet" href="style.css">\n<script src="app.js"></script>\n' })),
      file("app.js", "console.log(1);"),
    ]);
    expect(packed.ok).toBe(true);
    if (!packed.ok) return;
    expect(Object.keys(unzipSync(packed.zip))).toEqual(["app.js", "index.html", "style.css"]);
    const result = await inspectTemplateZip(packed.zip);
    expect(result.ok && result.files.map((f) => f.path)).toEqual(["app.js", "index.html", "style.css"]);
  });

  it("packs the same files to the same bytes", () => {
    const a = packLooseFiles([file("index.html", index), file("a.css", "")]);
    const b = packLooseFiles([file("a.css", ""), file("index.html", index)]);
    expect(a.ok && b.ok && a.zip).toEqual(b.ok && b.zip);
  });

  it("refuses other types, ZIPs among loose files, repeated names, odd names and nothing at all", () => {
    expect(packLooseFiles([file("index.html", index), { name: "logo.png", bytes: png }])).toEqual({
      ok: false,
      problem: '"logo.png" cannot be uploaded loose; pick only .html, .css and .js files, or put everything (pictures and fonts too) in one .zip.',
    });
    expect(packLooseFiles([file("index.html", index), { name: "site.zip", bytes: png }])).toEqual({
      ok: false,
      problem: '"site.zip" is a ZIP; upload a ZIP on its own, not together with other files.',
    });
    expect(packLooseFiles([file("index.html", index), file("INDEX.html", index)])).toEqual({
      ok: false,
      problem: '"INDEX.html" and "index.html" have the same name.',
    });
    expect(packLooseFiles([file("css/a.css", "")])).toEqual({ ok: false, problem: '"css/a.css" is not a plain file name.' });
    expect(packLooseFiles([])).toEqual({ ok: false, problem: "No files were chosen." });
  });

  it("refuses loose files that pack to more than 5 MB", () => {
    const noise = new Uint8Array(6 * MB);
    let x = 1;
    for (let i = 0; i < noise.length; i++) noise[i] = (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 24;
    expect(packLooseFiles([{ name: "big.js", bytes: noise }])).toEqual({
      ok: false,
      problem: "The chosen files come to 6 MB packed; a template may be at most 5 MB.",
    });
  });
});

describe("filling placeholders", () => {
  const template = `<h1><!-- sitewright:name -->Acme Bakery<!-- /sitewright:name --></h1>
<p><!--sitewright:tagline-->Fresh bread<!--/sitewright:tagline--></p>
<a class="mail" data-sitewright="email" href="mailto:hello@acme.example"><!-- sitewright:email -->hello@acme.example<!-- /sitewright:email --></a>
<a data-sitewright="phone"><!-- sitewright:phone -->+1 555 0100<!-- /sitewright:phone --></a>
<footer><!-- sitewright:name -->Acme Bakery<!-- /sitewright:name --> &middot; <!-- sitewright:address -->1 Mill Lane<!-- /sitewright:address --></footer>
`;

  it("fills every field given, each everywhere it appears, escaped", () => {
    expect(
      fillPlaceholders(template, { name: "Tom & Jerry's <Café>", tagline: "Cakes", email: "tom+shop@example.com", phone: "+254 (712) 345-678", address: '2 "Oak" Road' }),
    ).toBe(`<h1><!-- sitewright:name -->Tom &amp; Jerry&#39;s &lt;Café&gt;<!-- /sitewright:name --></h1>
<p><!--sitewright:tagline-->Cakes<!--/sitewright:tagline--></p>
<a class="mail" data-sitewright="email" href="mailto:tom+shop@example.com"><!-- sitewright:email -->tom+shop@example.com<!-- /sitewright:email --></a>
<a data-sitewright="phone" href="tel:+254712345678"><!-- sitewright:phone -->+254 (712) 345-678<!-- /sitewright:phone --></a>
<footer><!-- sitewright:name -->Tom &amp; Jerry&#39;s &lt;Café&gt;<!-- /sitewright:name --> &middot; <!-- sitewright:address -->2 &quot;Oak&quot; Road<!-- /sitewright:address --></footer>
`);
  });

  it("escapes characters in a link that would break out of its href", () => {
    const html = '<a data-sitewright="email" href="mailto:x@y.example">Mail</a>';
    expect(fillPlaceholders(html, { email: 'a"onclick="b@example.com' })).toBe('<a data-sitewright="email" href="mailto:a%22onclick%3D%22b@example.com">Mail</a>');
  });

  it("leaves a field alone when no value is given, or only spaces", () => {
    const filled = fillPlaceholders(template, { name: "Zed", email: "  ", phone: undefined });
    expect(filled).toBe(template.replaceAll("<!-- sitewright:name -->Acme Bakery<!--", "<!-- sitewright:name -->Zed<!--"));
  });

  it("can fill a filled page again", () => {
    const once = fillPlaceholders(template, { name: "One", email: "one@example.com", phone: "1" });
    const twice = fillPlaceholders(once, { name: "Two", email: "two@example.com", phone: "2" });
    expect(twice).toBe(fillPlaceholders(template, { name: "Two", email: "two@example.com", phone: "2" }));
    expect(fillPlaceholders(twice, { name: "Two", email: "two@example.com", phone: "2" })).toBe(twice);
  });

  it("returns a page without placeholders exactly as it was", () => {
    const html = `<!DOCTYPE html>\r\n<html><head><title>Acme <!-- sitewright:name --></title><script>if (a < b) x = "<!-- sitewright:name -->";</script></head>\r\n<body data-x='1'>  <p>Caf\u00e9 &amp; co</p>\t<!-- a comment --><a href="mailto:x@y.example">x</a></body></html>`;
    expect(fillPlaceholders(html, { name: "Zed", tagline: "T", email: "e@example.com", phone: "1", address: "A" })).toBe(html);
  });

  it("reads a large page in one pass", () => {
    const html = `${"<script>x()</script><style>a{}</style>".repeat(50_000)}<p><!-- sitewright:name -->A<!-- /sitewright:name --></p>`;
    const started = Date.now();
    expect(fillPlaceholders(html, { name: "Zed" }).endsWith("<!-- sitewright:name -->Zed<!-- /sitewright:name --></p>")).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("leaves marker pairs that are not well formed untouched", () => {
    const html = "<p><!-- sitewright:name -->A <b>B</b><!-- /sitewright:name --></p><p><!-- sitewright:name -->C<!-- /sitewright:tagline --></p>";
    expect(fillPlaceholders(html, { name: "Zed", tagline: "T" })).toBe(html);
  });

  it("fills a template's pages as the inspection saw them", async () => {
    const result = await inspectTemplateZip(zipOf(goodTemplate));
    if (!result.ok) throw new Error(result.problem);
    const html = new TextDecoder().decode(result.files.find((f) => f.path === "index.html")!.bytes);
    const filled = fillPlaceholders(html, { name: "Zed's", email: "zed@example.com" });
    expect(filled).toContain("<!--sitewright:name-->Zed&#39;s<!--/sitewright:name-->");
    expect(filled).toContain('<a data-sitewright="email" href="mailto:zed@example.com"><!-- sitewright:email -->zed@example.com<!-- /sitewright:email --></a>');
    expect(filled).toContain("<title>Acme Bakery</title>");
    expect(await inspectFiles({ ...unfolded(), "index.html": filled })).toBe("(accepted)");
  });
});

describe("the module's tables", () => {
  it("has the limits the format promises", () => {
    expect(templateUploadLimits).toEqual({
      maxZipBytes: 5 * MB,
      maxEntries: 200,
      maxEntryBytes: 5 * MB,
      maxTotalBytes: 20 * MB,
      maxRatio: 100,
      maxPathLength: 200,
      maxDepth: 8,
    });
    expect(placeholderFields).toEqual(["name", "tagline", "email", "phone", "address"]);
    expect(Object.keys(templateFileTypes)).not.toContain("htm");
  });
});
