// The ZIP's central directory, read by hand: nothing is inflated until every entry has passed.

import { maxRecords, templateUploadLimits } from "./limits";
import { show } from "./words";

export const u16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
export const u32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

export const EOCD = 0x06054b50;
export const ZIP64_LOCATOR = 0x07064b50;
export const CENTRAL = 0x02014b50;
export const LOCAL = 0x04034b50;

export interface Entry {
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

export interface Directory {
  entries: Entry[];
  /** Where the central directory starts: every file's data lies before it. */
  start: number;
}

export const utf8 = new TextDecoder("utf-8", { fatal: true });
export const latin1 = new TextDecoder("latin1");

export function readDirectory(zip: Uint8Array): Directory | { problem: string } {
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
