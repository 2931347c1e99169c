// HMAC-SHA-256 keys made from a string, remembered by this instance: importing a key costs more than the signing it
// is for, and the visitor counts and the contact forms sign on the serving path.
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
/** A few at a time: the deployment's form key and a day's visitor key or two. */
const KEYS_KEPT = 8;

export function hmacKey(material: string): Promise<CryptoKey> {
  let key = keys.get(material);
  if (!key) {
    if (keys.size >= KEYS_KEPT) keys.clear();
    key = crypto.subtle.importKey("raw", encoder.encode(material), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(material, key);
  }
  return key;
}
