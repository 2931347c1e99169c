import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, inject, it } from "vitest";
import { newId } from "../../schema/ids";
import { adminSettings, catalogueTemplates, templateDownloads, websites } from "../../schema/tables";
import { catalogueEntries } from "../../site/catalogue/entries";
import { createDb } from "../db";
import worker from "../index";
import { call, signedInUser } from "../test/client";
import { db } from "../test/factories";
import { customerOf, deliverAll, key, sessionOf, stripeControl } from "../test/payments";
import { LOGIN_REQUIRED, PURCHASE_REQUIRED } from "./templates";
import { syncBuiltinCatalogue } from "../templates/catalogue";

interface View {
  id: string;
  slug: string;
  name: string;
  category: string;
  isPremium: boolean;
  priceCents: number;
  downloads: number;
  previewImage: string | null;
  previewUrl: string;
  inBuilder: boolean;
  source: string;
  access: string;
}

async function list(query = "", cookie?: string): Promise<View[]> {
  const res = await call(`/api/templates${query}`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as View[]).filter((t) => t.source === "builtin");
}

async function bySlug(slug: string, cookie?: string): Promise<View> {
  const found = (await list("", cookie)).find((t) => t.slug === slug);
  if (!found) throw new Error(`no template ${slug}`);
  return found;
}

const FREE = "fern-and-clay";
const PREMIUM = "mkate-bakery";

function zipOf(res: Response) {
  return res.arrayBuffer().then((buffer) => unzipSync(new Uint8Array(buffer)));
}

async function downloadsOf(id: string): Promise<number> {
  const [row] = await db.select({ n: catalogueTemplates.downloads }).from(catalogueTemplates).where(eq(catalogueTemplates.id, id));
  return row!.n;
}

describe("the catalogue", () => {
  it("holds the built-in templates: every category, free and premium, with preview pictures and live previews", async () => {
    const all = await list();
    expect(all.map((t) => t.slug).sort()).toEqual(catalogueEntries.map((e) => e.slug).sort());
    expect(new Set(all.map((t) => t.category))).toEqual(new Set(["business", "portfolio", "ecommerce", "blog", "landing", "marketing"]));
    const mkate = all.find((t) => t.slug === PREMIUM)!;
    expect(mkate).toMatchObject({ name: "Mkate Bakery", isPremium: true, priceCents: 1900, inBuilder: true, previewImage: "/template-previews/mkate-bakery.jpg" });
    expect(mkate.previewUrl).toBe(`http://templates.localhost/${mkate.id}/`);
    expect(all.filter((t) => t.isPremium).every((t) => t.priceCents >= 900)).toBe(true);
    expect(all.filter((t) => !t.isPremium).every((t) => t.priceCents === 0)).toBe(true);
  });

  it("filters by category, by tab and by words, taking the words literally", async () => {
    expect((await list("?category=blog")).map((t) => t.category).every((c) => c === "blog")).toBe(true);
    expect((await list("?category=blog")).length).toBeGreaterThanOrEqual(2);
    expect((await list("?tier=free")).every((t) => !t.isPremium)).toBe(true);
    expect((await list("?tier=premium")).every((t) => t.isPremium)).toBe(true);
    expect((await list("?search=BAKERY")).map((t) => t.slug)).toContain(PREMIUM);
    // "%" is a character to find, not a wildcard: only templates whose words hold one ("20% off").
    expect((await list("?search=%25")).length).toBeLessThan((await list("")).length);
    expect(await list("?search=%25zz")).toEqual([]);
    expect(await list("?search=zzzz-nothing")).toEqual([]);
    // Words people look for: a trade the description names ("restaurant"), or what a template's own pages are
    // about ("yoga" for the retreat), but not the document's field names ("siteName").
    expect((await list("?search=restaurant")).map((t) => t.slug)).toContain(PREMIUM);
    expect((await list("?search=yoga")).map((t) => t.slug)).toContain("diani-sunrise-retreat");
    expect(await list("?search=sitename")).toEqual([]);
    expect((await call("/api/templates?category=cooking")).status).toBe(400);
  });

  it("tells each visitor what they may do with a premium template", async () => {
    expect((await bySlug(PREMIUM)).access).toBe("login");
    expect((await bySlug(FREE)).access).toBe("free");
    const free = await signedInUser();
    expect((await bySlug(PREMIUM, free.cookie)).access).toBe("purchase");
    const basic = await signedInUser({ subscriptionTier: "basic" });
    expect((await bySlug(PREMIUM, basic.cookie)).access).toBe("purchase");
    const premium = await signedInUser({ subscriptionTier: "premium" });
    expect((await bySlug(PREMIUM, premium.cookie)).access).toBe("included");
  });

  it("writes the built-in entries once, updates them when they change, and keeps their download counts", async () => {
    const own = createDb({ DATABASE_URL: inject("sweepDbUrl") });
    await own.delete(adminSettings).where(eq(adminSettings.key, "catalogue.builtin"));
    const entries = catalogueEntries.slice(0, 3);
    expect(await syncBuiltinCatalogue(own, entries)).toBe(3);
    expect(await syncBuiltinCatalogue(own, entries)).toBe(0);
    await own.update(catalogueTemplates).set({ downloads: 41 }).where(eq(catalogueTemplates.slug, entries[0]!.slug));
    const renamed = [{ ...entries[0]!, name: "Renamed" }, ...entries.slice(1)];
    expect(await syncBuiltinCatalogue(own, renamed)).toBe(3);
    const [row] = await own.select().from(catalogueTemplates).where(eq(catalogueTemplates.slug, entries[0]!.slug));
    expect(row).toMatchObject({ name: "Renamed", downloads: 41, source: "builtin" });
  });
});

describe("opening a template in the builder", () => {
  it("gives a free template's document to anyone, and a premium one only to those who may have it", async () => {
    const free = await bySlug(FREE);
    const open = await call(`/api/templates/${free.id}/document`);
    expect(open.status).toBe(200);
    expect(((await open.json()) as { document: { content: { siteName: string } } }).document.content.siteName).toBe(catalogueEntries.find((e) => e.slug === FREE)!.document.content.siteName);
    const premium = await bySlug(PREMIUM);
    const anonymous = await call(`/api/templates/${premium.id}/document`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: LOGIN_REQUIRED });
    const freeUser = await signedInUser();
    const refused = await call(`/api/templates/${premium.id}/document`, { cookie: freeUser.cookie });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ message: PURCHASE_REQUIRED });
    const premiumUser = await signedInUser({ subscriptionTier: "enterprise" });
    expect((await call(`/api/templates/${premium.id}/document`, { cookie: premiumUser.cookie })).status).toBe(200);
  });

  it("answers 404 in the spec's words for a template that is not there", async () => {
    const res = await call("/api/templates/tpl_0000000000000000/document");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Template with ID tpl_0000000000000000 not found" });
  });
});

describe("downloading a template", () => {
  it("answers a ZIP of plain files that opens from disk, counted once per person", async () => {
    const free = await bySlug(FREE);
    const before = await downloadsOf(free.id);
    const visitor = { headers: { "CF-Connecting-IP": "198.51.100.7" } };
    const res = await call(`/api/templates/${free.id}/download`, { method: "POST", ...visitor });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="fern-clay.zip"');
    const files = await zipOf(res);
    const index = Object.keys(files).find((f) => f.endsWith("/index.html"))!;
    expect(index).toBe("fern-clay/index.html");
    expect(strFromU8(files[index]!)).toContain("Fern &amp; Clay");
    expect(Object.keys(files).some((f) => f.endsWith(".woff2"))).toBe(true);
    await call(`/api/templates/${free.id}/download`, { method: "POST", ...visitor });
    expect(await downloadsOf(free.id)).toBe(before + 1);
    // The visitor is counted by a hash of their address, never the address itself.
    const rows = await db.select().from(templateDownloads).where(eq(templateDownloads.templateId, free.id));
    expect(rows.some((r) => r.downloader.includes("198.51.100.7"))).toBe(false);
  });

  it("counts each of many people downloading at once exactly once", async () => {
    const free = await bySlug("field-notes-from-the-rift");
    const people = await Promise.all(Array.from({ length: 8 }, () => signedInUser()));
    const before = await downloadsOf(free.id);
    const answers = await Promise.all([...people, ...people].map((p) => call(`/api/templates/${free.id}/download`, { method: "POST", cookie: p.cookie })));
    expect(answers.map((r) => r.status)).toEqual(Array(16).fill(200));
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    expect(await downloadsOf(free.id)).toBe(before + 8);
  });

  it("fills the files with one of the user's own sites, and nobody else's", async () => {
    const free = await bySlug(FREE);
    const { user, cookie } = await signedInUser();
    const siteId = newId("website");
    const document = catalogueEntries.find((e) => e.slug === "kisumu-lakeside-half")!.document;
    await db.insert(websites).values({ id: siteId, userId: user.id, name: "Mine", document: { ...document, content: { ...document.content, siteName: "Wanjiku Pottery", tagline: "Bowls from Limuru" } } });
    const res = await call(`/api/templates/${free.id}/download?websiteId=${siteId}`, { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="wanjiku-pottery.zip"');
    const html = strFromU8((await zipOf(res))["wanjiku-pottery/index.html"]!);
    expect(html).toContain("Wanjiku Pottery");
    expect(html).toContain("Bowls from Limuru");
    const stranger = await signedInUser();
    expect((await call(`/api/templates/${free.id}/download?websiteId=${siteId}`, { method: "POST", cookie: stranger.cookie })).status).toBe(404);
  });

  it("refuses a premium template to visitors and to users who have not bought it", async () => {
    const premium = await bySlug(PREMIUM);
    const anonymous = await call(`/api/templates/${premium.id}/download`, { method: "POST" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: LOGIN_REQUIRED });
    const { cookie } = await signedInUser({ subscriptionTier: "basic" });
    const refused = await call(`/api/templates/${premium.id}/download`, { method: "GET", cookie });
    expect(refused.status).toBe(402);
  });
});

describe("buying a template", () => {
  it("needs an account", async () => {
    const premium = await bySlug(PREMIUM);
    const res = await call(`/api/templates/${premium.id}/purchase`, { body: { method: "card", idempotencyKey: key() } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: LOGIN_REQUIRED });
  });

  it("sells it through the purchase primitive, once, and then answers its download link", async () => {
    const premium = await bySlug("signal-and-story");
    const { user, cookie } = await signedInUser();
    const res = await call(`/api/templates/${premium.id}/purchase`, { body: { method: "card", idempotencyKey: key() }, cookie });
    expect(res.status).toBe(201);
    const started = (await res.json()) as { downloadUrl: null; redirectUrl: string; payment: { amount: number; description: string } };
    expect(started.payment).toMatchObject({ amount: premium.priceCents, description: "Template: Signal & Story" });
    await stripeControl("/__pay", { session: sessionOf(started.redirectUrl) });
    await deliverAll(await customerOf(user.id));
    expect((await bySlug("signal-and-story", cookie)).access).toBe("owned");
    const again = await call(`/api/templates/${premium.id}/purchase`, { body: { method: "card", idempotencyKey: key() }, cookie });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ downloadUrl: `/api/templates/${premium.id}/download`, payment: null, redirectUrl: null });
    const download = await call(`/api/templates/${premium.id}/download`, { method: "GET", cookie });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
  });

  it("gives a plan that includes premium templates the download without a payment", async () => {
    const premium = await bySlug("nile-lines-studio");
    const { cookie } = await signedInUser({ subscriptionTier: "premium" });
    const res = await call(`/api/templates/${premium.id}/purchase`, { body: { method: "mpesa", phone: "0712345678", idempotencyKey: key() }, cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { downloadUrl: string }).downloadUrl).toBe(`/api/templates/${premium.id}/download`);
  });
});

describe("the live preview on the sites host", () => {
  const get = (url: string) => worker.fetch(new Request(url, { redirect: "manual" }), env);

  it("serves a template's pages sandboxed, framed only by the app", async () => {
    const free = await bySlug(FREE);
    const res = await get(`http://templates.localhost/${free.id}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const policy = res.headers.get("Content-Security-Policy")!;
    expect(policy).toContain("sandbox allow-scripts");
    expect(policy).toContain("frame-ancestors http://localhost http://127.0.0.1");
    expect(policy).toContain("connect-src 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const html = await res.text();
    expect(html).toContain("Fern &amp; Clay");
    const font = /href="(fonts\/[^"]+\.woff2)"/.exec(html)![1]!;
    const fontRes = await get(`http://templates.localhost/${free.id}/${font}`);
    expect(fontRes.headers.get("Content-Type")).toBe("font/woff2");
    expect(fontRes.headers.get("Access-Control-Allow-Origin")).toBe("*");
    await fontRes.arrayBuffer();
  });

  it("redirects the folder to its slash, and answers 404 to anything else", async () => {
    const free = await bySlug(FREE);
    const bare = await get(`http://templates.localhost/${free.id}`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get("Location")).toBe(`http://templates.localhost/${free.id}/`);
    for (const path of [`/${free.id}/../x`, `/${free.id}/nope.html`, "/tpl_0000000000000000/", "/", "/api/templates"]) {
      const res = await get(`http://templates.localhost${path}`);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });

  it("is a name nobody can take for a site", async () => {
    const { cookie, user } = await signedInUser();
    const siteId = newId("website");
    await db.insert(websites).values({ id: siteId, userId: user.id, name: "Mine", document: catalogueEntries[0]!.document });
    const res = await call("/api/domains", { body: { websiteId: siteId, subdomain: "templates" }, cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "This name is reserved" });
    expect(await db.select().from(websites).where(and(eq(websites.id, siteId), eq(websites.subdomain, "templates")))).toEqual([]);
  });
});
