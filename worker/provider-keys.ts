// Provider keys an administrator sets from the dashboard: kept in admin_settings encrypted (AES-256-GCM under a key
// derived with HKDF from SETTINGS_SECRET, else from PASSWORD_PEPPER under its own label), never sent back whole (the
// dashboard sees the last four characters), and laid over the environment for every request, so a new key takes
// effect without a redeploy. Each Worker instance rereads them at most every 30 seconds; the instance that stored a
// key forgets its copy at once.
import { inArray } from "drizzle-orm";
import { providerKeys, type ProviderKeyId } from "../schema/admin";
import { adminSettings } from "../schema/tables";
import type { Db } from "./db";
import { deploymentSecret } from "./env";
import { base64, fromBase64 } from "./bytes";
import { STORED_KEYS_MS } from "./edge/lifetimes";

export interface SealedKey {
  iv: string;
  data: string;
  last4: string;
}

const settingName = (id: ProviderKeyId) => `providerKey:${id}`;
const encoder = new TextEncoder();

export class NoSettingsSecretError extends Error {}

async function encryptionKey(env: Pick<Env, "SETTINGS_SECRET" | "PASSWORD_PEPPER">): Promise<CryptoKey> {
  const secret = deploymentSecret(env);
  if (!secret) throw new NoSettingsSecretError("Set SETTINGS_SECRET (or PASSWORD_PEPPER) to store keys.");
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: encoder.encode("sitewright provider keys v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

export async function sealKey(env: Pick<Env, "SETTINGS_SECRET" | "PASSWORD_PEPPER">, id: ProviderKeyId, plain: string): Promise<SealedKey> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  // The key's name is bound in as associated data: a sealed Stripe key cannot be replayed as the AI key.
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(id) }, await encryptionKey(env), encoder.encode(plain));
  return { iv: base64(iv), data: base64(new Uint8Array(data)), last4: plain.slice(-4) };
}

export async function openKey(env: Pick<Env, "SETTINGS_SECRET" | "PASSWORD_PEPPER">, id: ProviderKeyId, sealed: SealedKey): Promise<string> {
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(sealed.iv), additionalData: encoder.encode(id) }, await encryptionKey(env), fromBase64(sealed.data));
  return new TextDecoder().decode(plain);
}

export async function storeKey(db: Db, env: Env, id: ProviderKeyId, plain: string, by: string): Promise<SealedKey> {
  const sealed = await sealKey(env, id, plain);
  await db
    .insert(adminSettings)
    .values({ key: settingName(id), value: sealed, updatedBy: by })
    .onConflictDoUpdate({ target: adminSettings.key, set: { value: sealed, updatedBy: by, updatedAt: new Date() } });
  cache = null;
  return sealed;
}

export async function storedKeys(db: Db): Promise<Partial<Record<ProviderKeyId, SealedKey>>> {
  const rows = await db.select().from(adminSettings).where(inArray(adminSettings.key, providerKeys.map((k) => settingName(k.id))));
  return Object.fromEntries(rows.map((r) => [r.key.slice("providerKey:".length), r.value as SealedKey]));
}

let cache: { at: number; overrides: Partial<Env> } | null = null;

/** The environment with the stored keys laid over it (a stored key wins over the deployed one). */
export async function withStoredKeys(env: Env, db: Db, now = Date.now()): Promise<Env> {
  if (!cache || now - cache.at > STORED_KEYS_MS) {
    const overrides: Partial<Record<string, string>> = {};
    let stored: Awaited<ReturnType<typeof storedKeys>>;
    try {
      stored = await storedKeys(db);
    } catch (err) {
      // The database is out of reach: the deployed settings serve this request, and the next one asks again.
      console.warn("stored keys unavailable:", err instanceof Error ? err.message : err);
      return env;
    }
    for (const key of providerKeys) {
      const sealed = stored[key.id];
      if (!sealed) continue;
      try {
        overrides[key.env] = await openKey(env, key.id, sealed);
      } catch {
        // Sealed under another secret (the secret was changed): the deployed setting stands until the key is set again.
        console.error(`the stored ${key.id} key cannot be decrypted with this SETTINGS_SECRET; using the environment's`);
      }
    }
    cache = { at: now, overrides: overrides as Partial<Env> };
  }
  return Object.keys(cache.overrides).length ? { ...env, ...cache.overrides } : env;
}

/** Forgets the cached keys (tests, and after a key is stored). */
export function forgetStoredKeys(): void {
  cache = null;
}
