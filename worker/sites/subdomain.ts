// Free subdomains: derived from the site's name the way the spec says (lower-case, a-z and 0-9 only), never a
// name we need for ourselves, and unique: a taken name gets the smallest free number after it.
import { and, eq, gt, isNull, like, ne } from "drizzle-orm";
import { reservedSubdomains } from "../../schema/domains";
import { subdomainRedirects, websites } from "../../schema/tables";
import type { Db } from "../db";

const MAX_LENGTH = 40;

export function baseSubdomain(siteName: string): string {
  const base = siteName.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, MAX_LENGTH);
  return base === "" ? "site" : base;
}

/** The subdomain for a site: its current one if it has one, else the first free name from its name. */
export async function chooseSubdomain(db: Db, siteId: string, siteName: string): Promise<string> {
  const base = baseSubdomain(siteName);
  const [inUse, redirecting] = await Promise.all([
    db.select({ label: websites.subdomain }).from(websites).where(and(like(websites.subdomain, `${base}%`), ne(websites.id, siteId))),
    // An address another site gave up still redirects its visitors for a while: not free yet.
    db
      .select({ label: subdomainRedirects.label })
      .from(subdomainRedirects)
      .where(and(like(subdomainRedirects.label, `${base}%`), ne(subdomainRedirects.websiteId, siteId), gt(subdomainRedirects.expiresAt, new Date()))),
  ]);
  const taken = new Set([...inUse, ...redirecting].map((r) => r.label));
  if (!reservedSubdomains.has(base) && !taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, MAX_LENGTH - String(n).length)}${n}`;
    if (!taken.has(candidate) && !reservedSubdomains.has(candidate)) return candidate;
  }
}

/** How often a claim is retried when another site takes the chosen name first; each retry picks a fresh name. */
const CLAIM_ATTEMPTS = 20;

export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if (/UNIQUE constraint failed/.test(e.message)) return true;
  return false;
}

/**
 * Gives the site its free subdomain for good, before anything is built: the first free name from its name, taken
 * by one conditional write. The unique index decides a race between two sites wanting the same name; the loser
 * picks the next free one. A site that already has a name keeps it (also when two of its own publishes race).
 */
export async function claimSubdomain(db: Db, siteId: string, siteName: string): Promise<string> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const current = await currentSubdomain(db, siteId);
    if (current) return current;
    const candidate = await chooseSubdomain(db, siteId, siteName);
    try {
      await db.update(websites).set({ subdomain: candidate }).where(and(eq(websites.id, siteId), isNull(websites.subdomain)));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error(`no free subdomain for ${siteId} after ${CLAIM_ATTEMPTS} attempts`);
}

async function currentSubdomain(db: Db, siteId: string): Promise<string | null> {
  const [row] = await db.select({ subdomain: websites.subdomain }).from(websites).where(eq(websites.id, siteId));
  return row?.subdomain ?? null;
}
