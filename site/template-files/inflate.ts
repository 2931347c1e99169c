// Inflating, never past the declared size

import { Inflate } from "fflate";
import { KB } from "./limits";

/** Compressed bytes handed to the inflater at a time: one push can produce at most ~1032 times this (DEFLATE's limit). */
export const INFLATE_STEP = 4 * KB;

export class TooLong extends Error {}

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

export let crcTable: Uint32Array | null = null;

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
