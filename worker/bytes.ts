// Bytes as text, one way each: hex for digests and keys, base64 for stored secrets and hashes, base64url for
// tokens and cookies (no padding). Workers have btoa/atob and Web Crypto, not Node's Buffer.

export function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function base64(bytes: ArrayBuffer | Uint8Array): string {
  let s = "";
  // One character at a time: spreading a large array into fromCharCode overflows the stack.
  for (const b of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s);
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
}

export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return base64(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array {
  return fromBase64(text.replaceAll("-", "+").replaceAll("_", "/"));
}

/** The SHA-256 digest of a text (UTF-8) or bytes. */
export async function sha256(data: string | Uint8Array): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", (typeof data === "string" ? new TextEncoder().encode(data) : data) as BufferSource);
}
