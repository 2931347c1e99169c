import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import {
  customDomainLimitMessage,
  DOMAIN_NOT_FOUND,
  DOMAIN_PLAN_LAPSED,
  DOMAIN_TAKEN,
  SUBDOMAIN_TAKEN,
  subdomainProblemText,
  txtValue,
} from "../../schema/domains";
import { domains, subdomainRedirects, websites } from "../../schema/tables";
import worker from "../index";
import { call, signedInUser } from "../test/client";
import { createPublishedSite, db } from "../test/factories";
import { syncTier } from "../payments/tier";
import { lookupSite } from "../edge/host-cache";


const doh = inject("dohUrl").replace(/\/dns-query$/, "");
const cfApiUrl = inject("cfApiUrl");
// The token the Cloudflare stand-in accepts (stand-ins/domains.ts).
const cfEnv = { ...env, CF_API_TOKEN: "cf-test-token", CF_ZONE_ID: "zone-1", CF_API_URL: cfApiUrl };

async function script(path: string, body: unknown) {
  const res = await fetch(`${doh}${path}`, { method: "POST", body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

/** A unique made-up domain per test, so tests sharing the stand-in's records never see each other's. */
function domainName(tag: string) {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}.example.com`;
}

interface Entry {
  id: string;
  kind: string;
  hostname: string;
  status: string;
  note: string | null;
  certificateStatus: string | null;
  records: { type: string; name: string; value: string; ttl: number }[];
}

function get(url: string, headers: Record<string, string> = {}) {
  return worker.fetch(new Request(url, { headers, redirect: "manual" }), env);
}

async function premiumOwnerWithSite(body = "<p>shop</p>", tier: "premium" | "enterprise" = "premium") {
  const { user, cookie } = await signedInUser({ subscriptionTier: tier });
  const { siteId } = await createPublishedSite(`s${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`, { "index.html": body }, user);
  return { user, cookie, siteId };
}

async function addCustom(cookie: string, websiteId: string, customDomain: string, workerEnv: Env = env) {
  return worker.fetch(
    new Request("http://localhost/api/domains/custom", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ websiteId, customDomain }),
    }),
    workerEnv,
  );
}

async function verify(cookie: string, id: string, workerEnv: Env = env) {
  // The server looks a domain up at most every 10 seconds; tests move its last look back instead of waiting.
  await db.run(`update domains set last_checked_at = null where id = '${id}'`);
  const res = await worker.fetch(
    new Request(`http://localhost/api/domains/${id}/verify`, { method: "POST", headers: { Origin: "http://localhost", Cookie: cookie } }),
    workerEnv,
  );
  return { res, entry: (await res.json()) as Entry };
}

/** The records that make `hostname` verified for `token` and pointing at us (the local CUSTOM_DOMAIN_IPS). */
function goodRecords(hostname: string, ...tokens: string[]) {
  return { [`_sitewright.${hostname}`]: { TXT: tokens.map(txtValue) }, [hostname]: { A: ["127.0.0.1"] } };
}

function tokenOf(entry: Entry) {
  return entry.records.find((r) => r.type === "TXT")!.value.replace("sitewright-verify=", "");
}

describe("who may see and change domains", () => {
  it("answers 401 to nobody and 404 for someone else's site or domain", async () => {
    expect((await call("/api/domains")).status).toBe(401);
    const owner = await premiumOwnerWithSite();
    const added = (await (await addCustom(owner.cookie, owner.siteId, domainName("own"))).json()) as Entry;
    const stranger = await signedInUser({ subscriptionTier: "premium" });
    expect(((await (await call("/api/domains", { cookie: stranger.cookie })).json()) as Entry[]).map((e) => e.id)).toEqual([]);
    for (const [method, path] of [["DELETE", `/api/domains/${added.id}`], ["POST", `/api/domains/${added.id}/verify`], ["DELETE", `/api/domains/${owner.siteId}`]] as const) {
      const res = await call(path, { method, cookie: stranger.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ message: DOMAIN_NOT_FOUND });
    }
    const onTheirSite = await addCustom(stranger.cookie, owner.siteId, domainName("theirs"));
    expect(onTheirSite.status).toBe(404);
    const renameTheirs = await call("/api/domains", { cookie: stranger.cookie, body: { websiteId: owner.siteId, subdomain: "mine" } });
    expect(renameTheirs.status).toBe(404);
    // The owner still has both, untouched.
    const list = (await (await call("/api/domains", { cookie: owner.cookie })).json()) as Entry[];
    expect(list.map((e) => e.kind).sort()).toEqual(["custom", "subdomain"]);
  });
});

describe("free subdomains", () => {
  it("answers available, taken and reserved as the user types, cleaned the spec's way", async () => {
    const { cookie, siteId } = await premiumOwnerWithSite();
    const check = async (subdomain: string) =>
      (await (await call(`/api/domains/subdomain-check?subdomain=${encodeURIComponent(subdomain)}&websiteId=${siteId}`, { cookie })).json()) as {
        subdomain: string;
        status: string;
        hostname: string;
      };
    const free = `Fresh_${crypto.randomUUID().slice(0, 6)}!`;
    const cleaned = free.toLowerCase().replace(/[^a-z0-9-]/g, "");
    expect(await check(free)).toMatchObject({ subdomain: cleaned, status: "available", hostname: `${cleaned}.localhost` });
    expect((await check("admin")).status).toBe("reserved");
    expect((await check("-bad")).status).toBe("invalid");
    const [other] = await db.select({ subdomain: websites.subdomain }).from(websites).where(eq(websites.id, (await createPublishedSite(`taken${Date.now()}`, {})).siteId));
    expect((await check(other!.subdomain!)).status).toBe("taken");
    // The site's own address is available to it.
    const [own] = await db.select({ subdomain: websites.subdomain }).from(websites).where(eq(websites.id, siteId));
    expect((await check(own!.subdomain!)).status).toBe("available");
  });

  it("refuses reserved and taken names with the spec's messages", async () => {
    const { cookie, siteId } = await premiumOwnerWithSite();
    const reserved = await call("/api/domains", { cookie, body: { websiteId: siteId, subdomain: "www" } });
    expect(reserved.status).toBe(400);
    expect(await reserved.json()).toMatchObject({ message: subdomainProblemText.reserved });
    const { siteId: otherSite } = await createPublishedSite(`other${Date.now()}`, {});
    const [other] = await db.select({ subdomain: websites.subdomain }).from(websites).where(eq(websites.id, otherSite));
    const taken = await call("/api/domains", { cookie, body: { websiteId: siteId, subdomain: other!.subdomain } });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: SUBDOMAIN_TAKEN });
  });

  it("moves a site to a new address and sends its old address's visitors there for 30 days, then frees it", async () => {
    const { cookie, siteId } = await premiumOwnerWithSite("<p>moved here</p>");
    const [before] = await db.select({ subdomain: websites.subdomain }).from(websites).where(eq(websites.id, siteId));
    const fresh = `new${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
    const res = await call("/api/domains", { cookie, body: { websiteId: siteId, subdomain: fresh } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: "subdomain", subdomain: fresh, status: "active", hostname: `${fresh}.localhost` });
    expect(await (await get(`http://${fresh}.localhost/`)).text()).toBe("<p>moved here</p>");
    const old = await get(`http://${before!.subdomain}.localhost/about/?x=1`);
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe(`http://${fresh}.localhost/about/?x=1`);
    // Nobody else can take the old name while it redirects.
    const rival = await premiumOwnerWithSite();
    expect((await call("/api/domains", { cookie: rival.cookie, body: { websiteId: rival.siteId, subdomain: before!.subdomain } })).status).toBe(409);
    // After 30 days the redirect is gone and the name is free.
    const [redirect] = await db.select().from(subdomainRedirects).where(eq(subdomainRedirects.label, before!.subdomain!));
    expect(redirect!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(redirect!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
    await db.update(subdomainRedirects).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(subdomainRedirects.label, before!.subdomain!));
    await env.CACHE.delete(`host:${before!.subdomain}.localhost`);
    const taken = await call("/api/domains", { cookie: rival.cookie, body: { websiteId: rival.siteId, subdomain: before!.subdomain } });
    expect(taken.status).toBe(201);
  });
});

describe("custom domains", () => {
  it("follows the plan catalogue: none on free and basic, one on premium, five on enterprise", async () => {
    for (const tier of ["free", "basic"] as const) {
      const { user, cookie } = await signedInUser({ subscriptionTier: tier });
      const { siteId } = await createPublishedSite(null, {}, user);
      const res = await addCustom(cookie, siteId, domainName(tier));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: customDomainLimitMessage(0) });
    }
    const premium = await premiumOwnerWithSite();
    expect((await addCustom(premium.cookie, premium.siteId, domainName("one"))).status).toBe(201);
    const second = await addCustom(premium.cookie, premium.siteId, domainName("two"));
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual({ message: customDomainLimitMessage(1) });
    const enterprise = await premiumOwnerWithSite("<p>e</p>", "enterprise");
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => addCustom(enterprise.cookie, enterprise.siteId, domainName(`e${n}`))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 403]);
  });

  it.each([
    ["http://shop.example.com", "Enter the domain without http:// or https://"],
    ["shop.localhost", "localhost cannot be a custom domain"],
    ["localhost", "Enter a full domain, like example.com"],
    ["192.168.1.10", "Enter a domain name, not an IP address"],
    ["[::1]", "Enter just the domain, like www.example.com"],
    ["mine.localhost", "localhost cannot be a custom domain"],
    ["shop.example.com/path", "Enter just the domain, like www.example.com"],
    ["bad_name.example.com", "This is not a valid domain name"],
    [`${"a".repeat(64)}.example.com`, "This is not a valid domain name"],
  ])("refuses %j: %s", async (input, message) => {
    const { cookie, siteId } = await premiumOwnerWithSite();
    const res = await addCustom(cookie, siteId, input);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, fields: { customDomain: message } });
  });

  it("stores an international name in its punycode form, lower-case", async () => {
    const { cookie, siteId } = await premiumOwnerWithSite();
    const res = await addCustom(cookie, siteId, "Café-Kisumu.Example");
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ hostname: "xn--caf-kisumu-d7a.example", status: "pending" });
  });

  it("gives a DNS guide with this domain's own token, pending until the records are there, then serves the site", async () => {
    const { cookie, siteId } = await premiumOwnerWithSite("<p>my shop</p>");
    const hostname = domainName("shop");
    const entry = (await (await addCustom(cookie, siteId, hostname)).json()) as Entry;
    const token = tokenOf(entry);
    expect(token).toMatch(/^[0-9a-z]{16}$/);
    expect(entry.records).toEqual([
      { type: "CNAME", name: hostname.split(".")[0], value: "proxy.localhost", ttl: 3600 },
      { type: "TXT", name: `_sitewright.${hostname}`, value: `sitewright-verify=${token}`, ttl: 3600 },
    ]);
    expect((await get(`http://${hostname}/`)).status).toBe(404);

    await script("/__records", {});
    let checked = await verify(cookie, entry.id);
    expect(checked.entry).toMatchObject({ status: "pending", note: expect.stringContaining(`No TXT record at _sitewright.${hostname} yet`) });

    await script("/__records", { [`_sitewright.${hostname}`]: { TXT: ["sitewright-verify=someone-elses"] } });
    checked = await verify(cookie, entry.id);
    expect(checked.entry).toMatchObject({ status: "error", note: expect.stringContaining("holds a different value") });

    await script("/__records", { [`_sitewright.${hostname}`]: { TXT: [txtValue(token)] }, [hostname]: { A: ["203.0.113.9"] } });
    checked = await verify(cookie, entry.id);
    expect(checked.entry).toMatchObject({ status: "error", note: expect.stringContaining("does not point at us yet") });

    await script("/__records", goodRecords(hostname, token));
    checked = await verify(cookie, entry.id);
    expect(checked.entry).toMatchObject({ status: "active", note: null });
    const page = await get(`http://${hostname}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("<p>my shop</p>");
    expect(page.headers.get("Content-Security-Policy")).toBe((await get(`http://${(await db.select().from(websites).where(eq(websites.id, siteId)))[0]!.subdomain}.localhost/`)).headers.get("Content-Security-Policy"));
    // The other form of the name sends visitors to the one the owner chose.
    const www = await get(`http://www.${hostname}/menu?a=1`);
    expect(www.status).toBe(301);
    expect(www.headers.get("Location")).toBe(`http://${hostname}/menu?a=1`);

    // Deleting it stops serving at once.
    expect((await call(`/api/domains/${entry.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await get(`http://${hostname}/`)).status).toBe(404);
  });

  it("does not outlive the plan that allowed it: the plan's end stops it and verifying is refused", async () => {
    const { user, cookie, siteId } = await premiumOwnerWithSite("<p>paid for</p>");
    const hostname = domainName("lapsed");
    const entry = (await (await addCustom(cookie, siteId, hostname)).json()) as Entry;
    await script("/__records", goodRecords(hostname, tokenOf(entry)));
    expect((await verify(cookie, entry.id)).entry.status).toBe("active");
    // The plan ends: no source gives more than Free any more.
    expect(await syncTier(db, user.id)).toBe("free");
    const [row] = await db.select().from(domains).where(eq(domains.id, entry.id));
    expect([row?.status, row?.lastError]).toEqual(["error", DOMAIN_PLAN_LAPSED]);
    expect(await lookupSite(db, { kind: "custom", hostname }, env.SITES_HOST)).toBeNull();
    const again = await verify(cookie, entry.id);
    expect([again.res.status, (again.entry as unknown as { message: string }).message]).toEqual([403, customDomainLimitMessage(0)]);
  });

  it("stops serving a custom domain at once when its site is deleted", async () => {
    const { cookie, siteId } = await premiumOwnerWithSite("<p>going away</p>");
    const hostname = domainName("gone");
    const entry = (await (await addCustom(cookie, siteId, hostname)).json()) as Entry;
    await script("/__records", goodRecords(hostname, tokenOf(entry)));
    expect((await verify(cookie, entry.id)).entry.status).toBe("active");
    expect(await (await get(`http://${hostname}/`)).text()).toBe("<p>going away</p>");
    expect((await call(`/api/websites/${siteId}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await get(`http://${hostname}/`)).status).toBe(404);
    expect(((await (await call("/api/domains", { cookie })).json()) as Entry[]).map((e) => e.hostname)).not.toContain(hostname);
  });

  it("says so in plain words when the resolver is slow or failing, and keeps the domain pending", async () => {
    const { cookie, siteId } = await premiumOwnerWithSite();
    const entry = (await (await addCustom(cookie, siteId, domainName("slow"))).json()) as Entry;
    await script("/__records", {});
    await script("/__status", { status: 2 });
    expect((await verify(cookie, entry.id)).entry).toMatchObject({ status: "pending", note: "The DNS lookup failed. Please try again." });
    await script("/__delay", { ms: 6000 });
    expect((await verify(cookie, entry.id)).entry).toMatchObject({ status: "pending", note: "The DNS lookup did not answer in time. Please try again." });
    await script("/__records", {});
  }, 20_000);

  it("cannot be taken from its owner without proof: a second account's claim goes live only with its own token", async () => {
    const first = await premiumOwnerWithSite("<p>first</p>");
    const hostname = domainName("contested");
    const firstEntry = (await (await addCustom(first.cookie, first.siteId, hostname)).json()) as Entry;
    await script("/__records", goodRecords(hostname, tokenOf(firstEntry)));
    expect((await verify(first.cookie, firstEntry.id)).entry.status).toBe("active");

    const second = await premiumOwnerWithSite("<p>second</p>");
    const claim = await addCustom(second.cookie, second.siteId, hostname);
    expect(claim.status).toBe(201);
    const secondEntry = (await claim.json()) as Entry;
    expect(secondEntry).toMatchObject({ status: "pending", note: DOMAIN_TAKEN });
    expect(tokenOf(secondEntry)).not.toBe(tokenOf(firstEntry));
    // The first owner's token in DNS proves nothing for the second account.
    expect((await verify(second.cookie, secondEntry.id)).entry.status).toBe("error");
    expect(await (await get(`http://${hostname}/`)).text()).toBe("<p>first</p>");

    // Whoever controls the DNS decides: with the second token published, the second claim goes live.
    await script("/__records", goodRecords(hostname, tokenOf(firstEntry), tokenOf(secondEntry)));
    expect((await verify(second.cookie, secondEntry.id)).entry.status).toBe("active");
    expect(await (await get(`http://${hostname}/`)).text()).toBe("<p>second</p>");
    const firstList = (await (await call("/api/domains", { cookie: first.cookie })).json()) as Entry[];
    expect(firstList.find((e) => e.id === firstEntry.id)).toMatchObject({ status: "error", note: "Another account proved control of this domain." });
  });
});

describe("custom domains with Cloudflare for SaaS", () => {
  async function calls() {
    return (await (await fetch(`${doh}/__calls`)).json()) as { method: string; path: string; body: { hostname?: string } | null }[];
  }

  it("registers the hostname, is active only when hostname and certificate are, and removes it on delete", async () => {
    const { cookie, siteId } = await premiumOwnerWithSite("<p>saas</p>");
    const hostname = domainName("saas");
    const entry = (await (await addCustom(cookie, siteId, hostname, cfEnv)).json()) as Entry;
    expect(entry.certificateStatus).toBe("pending_validation");
    const created = (await calls()).filter((c) => c.method === "POST" && c.body?.hostname === hostname);
    expect(created).toHaveLength(1);

    await script("/__records", goodRecords(hostname, tokenOf(entry)));
    let checked = await verify(cookie, entry.id, cfEnv);
    expect(checked.entry).toMatchObject({ status: "pending", certificateStatus: "pending_validation" });
    expect(checked.entry.note).toContain("certificate pending validation");
    expect((await get(`http://${hostname}/`)).status).toBe(404);

    await script("/__hostnames", { [hostname]: { status: "active", ssl: "pending_issuance" } });
    checked = await verify(cookie, entry.id, cfEnv);
    expect(checked.entry).toMatchObject({ status: "pending", certificateStatus: "pending_issuance" });

    await script("/__hostnames", { [hostname]: { status: "active", ssl: "active" } });
    checked = await verify(cookie, entry.id, cfEnv);
    expect(checked.entry).toMatchObject({ status: "active", certificateStatus: "active", note: null });
    expect(await (await get(`http://${hostname}/`)).text()).toBe("<p>saas</p>");

    const [stored] = await db.select({ cfHostnameId: domains.cfHostnameId }).from(domains).where(eq(domains.id, entry.id));
    const removed = await worker.fetch(
      new Request(`http://localhost/api/domains/${entry.id}`, { method: "DELETE", headers: { Origin: "http://localhost", Cookie: cookie } }),
      cfEnv,
    );
    expect(removed.status).toBe(200);
    expect((await calls()).filter((c) => c.method === "DELETE").map((c) => c.path)).toContain(`/client/v4/zones/zone-1/custom_hostnames/${stored!.cfHostnameId}`);
    expect((await get(`http://${hostname}/`)).status).toBe(404);
  });

  it("keeps nothing when Cloudflare refuses the hostname", async () => {
    const { cookie, siteId } = await premiumOwnerWithSite();
    await script("/__refuse", { message: "Custom hostname is not allowed" });
    const res = await addCustom(cookie, siteId, domainName("refused"), cfEnv);
    await script("/__refuse", { message: null });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "Failed to add custom domain. Cloudflare refused the domain: Custom hostname is not allowed" });
    const list = (await (await call("/api/domains", { cookie })).json()) as Entry[];
    expect(list.filter((e) => e.kind === "custom")).toEqual([]);
  });
});
