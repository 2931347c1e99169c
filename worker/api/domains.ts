// /api/domains: a user's free addresses (the `subdomain` of their sites) and custom domains (the `domains` table).
// Every query is scoped to the signed-in owner; someone else's domain answers 404 exactly like a missing one.
import { and, asc, eq, gt, isNotNull, ne, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  alternateHost,
  cleanSubdomain,
  CUSTOM_DOMAIN_FAILED,
  customDomainLimitMessage,
  DELETE_DOMAIN_FAILED,
  DNS_TTL,
  type DnsRecord,
  DOMAIN_ALREADY_ADDED,
  DOMAIN_NOT_FOUND,
  DOMAIN_TAKEN,
  parseCustomDomain,
  REDIRECT_DAYS,
  SUBDOMAIN_TAKEN,
  subdomainProblem,
  subdomainProblemText,
  txtName,
  txtValue,
} from "../../schema/domains";
import { newId } from "../../schema/ids";
import { WEBSITE_NOT_FOUND } from "../../schema/messages";
import { plans } from "../../schema/plans";
import { domains, subdomainRedirects, websites, type Domain, type User, type Website } from "../../schema/tables";
import { requireUser } from "../auth/require";
import { checkCustomDomain, dnsTargets } from "../domains/check";
import { cloudflareConfigured, CloudflareError, createCustomHostname, deleteCustomHostname } from "../domains/cloudflare";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { hit } from "../edge/limits";
import { appHosts } from "../hosts";
import { forgetHosts } from "../edge/host-cache";
import { isUniqueViolation } from "../sites/subdomain";
import { validate } from "../validate";
import { hostAddress, ownSite, siteAddress } from "./websites";

const websiteId = v.pipe(v.string(WEBSITE_NOT_FOUND), v.regex(/^site_[0-9a-z]{16}$/, "Please choose a website"));
const subdomainSchema = v.strictObject({ websiteId, subdomain: v.pipe(v.string("Please enter a subdomain"), v.maxLength(200)) });
const customSchema = v.strictObject({ websiteId, customDomain: v.pipe(v.string("Please enter a domain"), v.maxLength(300)) });
const checkSchema = v.object({ subdomain: v.pipe(v.string(), v.maxLength(200)), websiteId: v.optional(v.string()) });
/** A custom domain's id, or a site's id for its free address. */
const idSchema = v.object({ id: v.pipe(v.string(), v.regex(/^(?:dom|site)_[0-9a-z]{16}$/, DOMAIN_NOT_FOUND)) });

/** A custom domain is not looked up again within this many seconds (the screen re-checks every 20). */
const RECHECK_FLOOR_MS = 10_000;

function ownHosts(env: Env) {
  return { appHosts: appHosts(env), sitesHost: env.SITES_HOST };
}

function subdomainEntry(c: Context<AppEnv>, site: Website & { subdomain: string }) {
  const published = site.publishedVersionId !== null;
  return {
    id: site.id,
    kind: "subdomain" as const,
    websiteId: site.id,
    websiteName: site.name,
    subdomain: site.subdomain,
    customDomain: null,
    hostname: `${site.subdomain}.${c.env.SITES_HOST}`,
    address: siteAddress(c, site.subdomain),
    // A free address is live once the site is published; until then there is nothing to open.
    status: published ? ("active" as const) : ("pending" as const),
    note: published ? null : "Publish the website to put it live at this address.",
    certificateStatus: null,
    lastCheckedAt: null,
    records: [] as DnsRecord[],
  };
}

function customEntry(c: Context<AppEnv>, domain: Domain, websiteName: string) {
  const targets = dnsTargets(c.env);
  const apex = domain.hostname.split(".").length === 2;
  const host = apex ? "@" : domain.hostname.split(".")[0]!;
  return {
    id: domain.id,
    kind: "custom" as const,
    websiteId: domain.websiteId,
    websiteName,
    subdomain: null,
    customDomain: domain.hostname,
    hostname: domain.hostname,
    address: hostAddress(c, domain.hostname),
    status: domain.status,
    note: domain.lastError,
    certificateStatus: domain.certificateStatus,
    lastCheckedAt: domain.lastCheckedAt?.toISOString() ?? null,
    // The DNS guide for this domain: where it must point, and the TXT record with its own token.
    records: <DnsRecord[]>[
      ...(apex
        ? targets.ips.map((ip) => ({ type: "A", name: "@", value: ip, ttl: DNS_TTL }))
        : [{ type: "CNAME", name: host, value: targets.cname, ttl: DNS_TTL }]),
      ...(apex ? [{ type: "CNAME", name: "www", value: targets.cname, ttl: DNS_TTL }] : []),
      { type: "TXT", name: txtName(domain.hostname), value: txtValue(domain.verificationToken ?? ""), ttl: DNS_TTL },
    ],
  };
}

export type DomainEntry = ReturnType<typeof subdomainEntry> | ReturnType<typeof customEntry>;

async function listEntries(c: Context<AppEnv>, user: User): Promise<DomainEntry[]> {
  const [sites, custom] = await Promise.all([
    c.var.db.select().from(websites).where(and(eq(websites.userId, user.id), isNotNull(websites.subdomain))),
    c.var.db
      .select({ domain: domains, websiteName: websites.name })
      .from(domains)
      .innerJoin(websites, eq(domains.websiteId, websites.id))
      .where(eq(domains.userId, user.id)),
  ]);
  return [
    ...sites.map((site) => subdomainEntry(c, site as Website & { subdomain: string })),
    ...custom.map((row) => customEntry(c, row.domain, row.websiteName)),
  ].sort((a, b) => a.hostname.localeCompare(b.hostname));
}

/** available, or why not: the same answer the screen shows while the user types and the server gives on save. */
async function subdomainAvailability(c: Context<AppEnv>, label: string, forSite?: string) {
  const problem = subdomainProblem(label);
  if (problem) return { status: problem === "reserved" ? ("reserved" as const) : ("invalid" as const), message: subdomainProblemText[problem] };
  const own = ownHosts(c.env);
  if (own.appHosts.includes(`${label}.${own.sitesHost}`)) return { status: "reserved" as const, message: subdomainProblemText.reserved };
  const [inUse] = await c.var.db.select({ id: websites.id }).from(websites).where(eq(websites.subdomain, label)).limit(1);
  const [held] = await c.var.db
    .select({ id: subdomainRedirects.websiteId })
    .from(subdomainRedirects)
    .where(and(eq(subdomainRedirects.label, label), gt(subdomainRedirects.expiresAt, new Date())))
    .limit(1);
  const holder = inUse?.id ?? held?.id;
  if (holder && holder !== forSite) return { status: "taken" as const, message: SUBDOMAIN_TAKEN };
  return { status: "available" as const, message: null };
}

export const domainsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = requireUser(c);
    return c.json(await listEntries(c, user), 200);
  })
  .get("/hosts", (c) => {
    // What the screen needs to check a domain as it is typed, with the same rules as the server.
    requireUser(c);
    return c.json(ownHosts(c.env), 200);
  })
  .get("/subdomain-check", validate("query", checkSchema), async (c) => {
    requireUser(c);
    const { subdomain, websiteId: forSite } = c.req.valid("query");
    const label = cleanSubdomain(subdomain);
    const answer = await subdomainAvailability(c, label, forSite);
    return c.json({ subdomain: label, hostname: `${label}.${c.env.SITES_HOST}`, ...answer }, 200);
  })
  .post("/", validate("json", subdomainSchema), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid("json");
    const site = await ownSite(c, user, body.websiteId);
    const label = cleanSubdomain(body.subdomain);
    const answer = await subdomainAvailability(c, label, site.id);
    if (answer.status !== "available") throw apiError(answer.status === "taken" ? 409 : 400, answer.message, { subdomain: answer.message });
    if (site.subdomain === label) return c.json(subdomainEntry(c, { ...site, subdomain: label }), 200);
    const old = site.subdomain;
    const expiresAt = new Date(Date.now() + REDIRECT_DAYS * 24 * 60 * 60 * 1000);
    try {
      // One batch: the site takes its new address and its old one starts redirecting, or neither happens. The
      // unique index on websites.subdomain settles a race for the same name.
      await c.var.db.batch([
        c.var.db.delete(subdomainRedirects).where(eq(subdomainRedirects.label, label)),
        c.var.db.update(websites).set({ subdomain: label, updatedAt: new Date() }).where(and(eq(websites.id, site.id), eq(websites.userId, user.id))),
        ...(old && site.publishedVersionId
          ? [
              c.var.db
                .insert(subdomainRedirects)
                .values({ label: old, websiteId: site.id, expiresAt })
                .onConflictDoUpdate({ target: subdomainRedirects.label, set: { websiteId: site.id, expiresAt } }),
            ]
          : []),
      ]);
    } catch (err) {
      if (isUniqueViolation(err)) throw apiError(409, SUBDOMAIN_TAKEN, { subdomain: SUBDOMAIN_TAKEN });
      throw err;
    }
    await forgetHosts(c.env, [`${label}.${c.env.SITES_HOST}`, ...(old ? [`${old}.${c.env.SITES_HOST}`] : [])]);
    return c.json(subdomainEntry(c, { ...site, subdomain: label }), 201);
  })
  .post("/custom", validate("json", customSchema), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid("json");
    const site = await ownSite(c, user, body.websiteId);
    const limit = plans[user.subscriptionTier].customDomains;
    const parsed = parseCustomDomain(body.customDomain, ownHosts(c.env));
    if ("problem" in parsed) throw apiError(400, parsed.problem, { customDomain: parsed.problem });
    const { hostname } = parsed;
    const [mine] = await c.var.db.select({ id: domains.id }).from(domains).where(and(eq(domains.userId, user.id), eq(domains.hostname, hostname)));
    if (mine) throw apiError(409, DOMAIN_ALREADY_ADDED, { customDomain: DOMAIN_ALREADY_ADDED });
    await hit(c.var.db, `domains:add:${user.id}`, { max: 20, windowSeconds: 3600 });
    const id = newId("domain");
    const token = newId("domain").slice(4);
    const now = Date.now();
    // One statement checks the plan's allowance and inserts, so two quick adds cannot both slip under it.
    const inserted = await c.var.db.run(sql`
      insert into domains (id, user_id, website_id, kind, hostname, status, verification_token, created_at, updated_at)
      select ${id}, ${user.id}, ${site.id}, 'custom', ${hostname}, 'pending', ${token}, ${now}, ${now}
      where (select count(*) from domains where user_id = ${user.id}) < ${limit}`);
    if (inserted.rowsAffected === 0) throw apiError(403, customDomainLimitMessage(limit));
    if (cloudflareConfigured(c.env)) {
      try {
        const registered = await createCustomHostname(c.env, hostname);
        await c.var.db.update(domains).set({ cfHostnameId: registered.id, certificateStatus: registered.certificateStatus }).where(eq(domains.id, id));
      } catch (err) {
        // Nothing half-made: without its Cloudflare hostname the domain could never go live.
        await c.var.db.delete(domains).where(eq(domains.id, id));
        if (err instanceof CloudflareError) throw apiError(502, `${CUSTOM_DOMAIN_FAILED}. ${err.message}`);
        throw err;
      }
    }
    const [row] = await c.var.db.select().from(domains).where(eq(domains.id, id));
    // Someone else's active claim stays until this one proves control with its own token (POST /:id/verify).
    const [other] = await c.var.db
      .select({ id: domains.id })
      .from(domains)
      .where(and(eq(domains.hostname, hostname), eq(domains.status, "active"), ne(domains.userId, user.id)));
    const entry = customEntry(c, row!, site.name);
    return c.json({ ...entry, note: other ? DOMAIN_TAKEN : entry.note }, 201);
  })
  .delete("/:id", validate("param", idSchema), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    if (id.startsWith("site_")) {
      // Giving up a free address: the site stops answering there at once; publishing again picks a new one.
      const site = await ownSite(c, user, id).catch(() => {
        throw apiError(404, DOMAIN_NOT_FOUND);
      });
      if (!site.subdomain) throw apiError(404, DOMAIN_NOT_FOUND);
      await c.var.db.batch([
        c.var.db.update(websites).set({ subdomain: null, updatedAt: new Date() }).where(and(eq(websites.id, site.id), eq(websites.userId, user.id))),
        c.var.db.delete(subdomainRedirects).where(eq(subdomainRedirects.websiteId, site.id)),
      ]);
      await forgetHosts(c.env, [`${site.subdomain}.${c.env.SITES_HOST}`]);
      return c.json({ ok: true as const }, 200);
    }
    const [domain] = await c.var.db.select().from(domains).where(and(eq(domains.id, id), eq(domains.userId, user.id)));
    if (!domain) throw apiError(404, DOMAIN_NOT_FOUND);
    if (domain.cfHostnameId && cloudflareConfigured(c.env)) {
      try {
        await deleteCustomHostname(c.env, domain.cfHostnameId);
      } catch (err) {
        if (err instanceof CloudflareError) throw apiError(502, `${DELETE_DOMAIN_FAILED}. ${err.message}`);
        throw err;
      }
    }
    await c.var.db.delete(domains).where(and(eq(domains.id, domain.id), eq(domains.userId, user.id)));
    await forgetHosts(c.env, [domain.hostname, alternateHost(domain.hostname)]);
    return c.json({ ok: true as const }, 200);
  })
  .post("/:id/verify", validate("param", idSchema), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    const [row] = await c.var.db
      .select({ domain: domains, websiteName: websites.name })
      .from(domains)
      .innerJoin(websites, eq(domains.websiteId, websites.id))
      .where(and(eq(domains.id, id), eq(domains.userId, user.id)));
    if (!row) throw apiError(404, id.startsWith("site_") ? "Free subdomains need no verification" : DOMAIN_NOT_FOUND);
    const { domain } = row;
    // Only the domains the plan allows (the oldest first) may go live.
    const limit = plans[user.subscriptionTier].customDomains;
    const older = await c.var.db.select({ id: domains.id }).from(domains).where(and(eq(domains.userId, user.id), eq(domains.kind, "custom"))).orderBy(asc(domains.createdAt), asc(domains.id)).limit(limit);
    if (!older.some((d) => d.id === domain.id)) throw apiError(403, customDomainLimitMessage(limit));
    // The screen asks every 20 seconds while a domain is pending; a burst of clicks costs one lookup.
    if (domain.lastCheckedAt && Date.now() - domain.lastCheckedAt.getTime() < RECHECK_FLOOR_MS) {
      return c.json(customEntry(c, domain, row.websiteName), 200);
    }
    // The screen's own re-checks (every 20 s, up to five domains) stay well inside this; a script does not.
    await hit(c.var.db, `domains:verify:${user.id}`, { max: 1000, windowSeconds: 3600 });
    const check = await checkCustomDomain(c.env, domain);
    // A live domain stays live through a lookup that could not be made (the resolver down, a timeout).
    if (domain.status === "active" && check.status === "pending") check.status = "active";
    const now = new Date();
    const changes = { status: check.status, lastError: check.error, certificateStatus: check.certificateStatus, lastCheckedAt: now, updatedAt: now };
    if (check.status === "active") {
      // Control proved with this claim's own token: an older claim by another account gives way, in the same batch.
      await c.var.db.batch([
        c.var.db
          .update(domains)
          .set({ status: "error", lastError: "Another account proved control of this domain.", updatedAt: now })
          .where(and(eq(domains.hostname, domain.hostname), eq(domains.status, "active"), ne(domains.id, domain.id))),
        c.var.db.update(domains).set({ ...changes, verifiedAt: domain.verifiedAt ?? now }).where(eq(domains.id, domain.id)),
      ]);
      await forgetHosts(c.env, [domain.hostname, alternateHost(domain.hostname)]);
    } else {
      await c.var.db.update(domains).set(changes).where(eq(domains.id, domain.id));
      // A domain that was live and no longer checks out stops being served.
      if (domain.status === "active") await forgetHosts(c.env, [domain.hostname, alternateHost(domain.hostname)]);
    }
    const [updated] = await c.var.db.select().from(domains).where(eq(domains.id, domain.id));
    return c.json(customEntry(c, updated!, row.websiteName), 200);
  });
