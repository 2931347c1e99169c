// Free subdomains: derived from the site's name the way the spec says (lower-case, a-z and 0-9 only), never a
// name we need for ourselves, and unique: a taken name gets the smallest free number after it.
import { and, eq, like, ne } from "drizzle-orm";
import { websites } from "../../schema/tables";
import type { Db } from "../db";

/** Names that would look like part of the platform (phishing bait) or clash with our own hosts. */
export const reservedSubdomains = new Set([
  "www", "api", "app", "admin", "administrator", "mail", "smtp", "imap", "ftp", "ns1", "ns2", "static", "assets",
  "cdn", "status", "support", "help", "docs", "billing", "auth", "login", "signup", "account", "accounts",
  "dashboard", "localhost", "sitewright", "root", "security", "abuse", "postmaster", "webmaster",
]);

const MAX_LENGTH = 40;

export function baseSubdomain(siteName: string): string {
  const base = siteName.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, MAX_LENGTH);
  return base === "" ? "site" : base;
}

/** The subdomain for a site: its current one if it has one, else the first free name from its name. */
export async function chooseSubdomain(db: Db, siteId: string, siteName: string): Promise<string> {
  const base = baseSubdomain(siteName);
  const taken = new Set(
    (
      await db
        .select({ subdomain: websites.subdomain })
        .from(websites)
        .where(and(like(websites.subdomain, `${base}%`), ne(websites.id, siteId)))
    ).map((r) => r.subdomain),
  );
  if (!reservedSubdomains.has(base) && !taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, MAX_LENGTH - String(n).length)}${n}`;
    if (!taken.has(candidate) && !reservedSubdomains.has(candidate)) return candidate;
  }
}

export async function currentSubdomain(db: Db, siteId: string): Promise<string | null> {
  const [row] = await db.select({ subdomain: websites.subdomain }).from(websites).where(eq(websites.id, siteId));
  return row?.subdomain ?? null;
}
