// Password hashing: PBKDF2-SHA256 through WebCrypto (the Workers runtime caps iterations at 100,000), a random
// per-user salt, and a secret pepper applied with HMAC first, so a stolen database alone cannot be cracked.
// The scheme and count are stored with each hash so they can be raised later without breaking old hashes.
import { base64, fromBase64 } from "../bytes";

const SCHEME = "pbkdf2-sha256";
export const PASSWORD_ITERATIONS = 100_000;

/** The deployment's pepper: a Worker without one must not hash a single password. */
export function pepperOf(env: { PASSWORD_PEPPER?: string }): string {
  if (!env.PASSWORD_PEPPER) throw new Error("PASSWORD_PEPPER is not set");
  return env.PASSWORD_PEPPER;
}

const encoder = new TextEncoder();

async function derive(password: string, pepper: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const hmacKey = await crypto.subtle.importKey("raw", encoder.encode(pepper), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const peppered = await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(password));
  const baseKey = await crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    baseKey,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, pepper, salt, PASSWORD_ITERATIONS);
  return `${SCHEME}$${PASSWORD_ITERATIONS}$${base64(salt)}$${base64(hash)}`;
}

export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  const [scheme, count, salt, hash] = stored.split("$");
  const iterations = Number(count);
  if (scheme !== SCHEME || !salt || !hash || !Number.isInteger(iterations) || iterations < 1) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, pepper, fromBase64(salt), iterations);
  // Compare every byte so the time taken does not tell how much matched.
  let diff = expected.length ^ actual.length;
  for (let i = 0; i < expected.length; i++) diff |= (expected[i] ?? 0) ^ (actual[i] ?? 0);
  return diff === 0;
}
