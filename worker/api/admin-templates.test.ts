import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { newId } from "../../schema/ids";
import { catalogueTemplates, websites } from "../../schema/tables";
import { catalogueEntries } from "../../site/catalogue/entries";
import worker from "../index";
import { call, signedInUser } from "../test/client";
import { db } from "../test/factories";
import { NOT_A_ZIP, ZIP_TOO_LARGE } from "./admin-templates";

const page = (body: string, head = '<link rel="stylesheet" href="style.css">') =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Studio</title>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
const goodBody =
  '<h1><!-- sitewright:name -->Acme Studio<!-- /sitewright:name --></h1>\n<p><!-- sitewright:tagline -->We make things<!-- /sitewright:tagline --></p>\n' +
  '<p><a data-sitewright="email" href="mailto:hello@example.com"><!-- sitewright:email -->hello@example.com<!-- /sitewright:email --></a></p>';

function zip(files: Record<string, string | Uint8Array>): Uint8Array {
  const tree: Zippable = {};
  for (const [path, body] of Object.entries(files)) tree[path] = typeof body === "string" ? strToU8(body) : body;
  return zipSync(tree);
}

const goodZip = () => zip({ "studio/index.html": page(goodBody), "studio/style.css": "body{margin:2rem}", "studio/preview.png": Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) });

const listing = "name=Acme%20Studio&description=A%20small%20studio%20page%20to%20start%20from&category=portfolio";

function upload(cookie: string | undefined, bytes: Uint8Array, query = listing, type = "application/zip") {
  return call(`/api/admin/templates?${query}`, { method: "POST", rawBody: bytes, headers: { "Content-Type": type }, cookie });
}

async function templateKeys(): Promise<string[]> {
  const listed = await env.FILES.list({ prefix: "templates/" });
  return listed.objects.map((o) => o.key);
}

async function admin() {
  return signedInUser({ role: "admin" });
}

describe("uploading a template", () => {
  it("is for administrators only, asked before the body is read", async () => {
    expect((await upload(undefined, goodZip())).status).toBe(401);
    const user = await signedInUser({ subscriptionTier: "enterprise" });
    const refused = await upload(user.cookie, goodZip());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "You need to be logged in as an admin to access this page." });
    const { cookie } = await admin();
    const crossSite = await call(`/api/admin/templates?${listing}`, { method: "POST", rawBody: goodZip(), headers: { "Content-Type": "application/zip", Origin: "https://evil.example" }, cookie });
    expect(crossSite.status).toBe(403);
  });

  it("lists a good template, serves its preview from the sites host, and fills its download from a user's site", async () => {
    const { cookie } = await admin();
    const res = await upload(cookie, goodZip(), `${listing}&premium=true&price=1500`);
    expect(res.status).toBe(201);
    const added = (await res.json()) as { id: string; source: string; isPremium: boolean; priceCents: number; previewImage: string; previewUrl: string };
    expect(added).toMatchObject({ source: "upload", isPremium: true, priceCents: 1500 });
    expect(added.previewImage).toBe(`http://templates.localhost/${added.id}/preview.png`);
    // The folder everything sat in is gone; the files keep their types.
    const stored = await env.FILES.get(`templates/${added.id}/style.css`);
    expect(stored?.httpMetadata?.contentType).toBe("text/css; charset=utf-8");
    await stored?.arrayBuffer();

    const catalogue = (await (await call("/api/templates?tier=premium")).json()) as { id: string; name: string; inBuilder: boolean }[];
    expect(catalogue.find((t) => t.id === added.id)).toMatchObject({ name: "Acme Studio", inBuilder: false });
    const preview = await worker.fetch(new Request(`http://templates.localhost/${added.id}/`), env);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Security-Policy")).toContain("sandbox allow-scripts");
    expect(await preview.text()).toContain("Acme Studio");
    const notInBuilder = await call(`/api/templates/${added.id}/document`, { cookie });
    expect(notInBuilder.status).toBe(409);

    // A premium user downloads it with their own site's details in place of the placeholders.
    const buyer = await signedInUser({ subscriptionTier: "premium" });
    const siteId = newId("website");
    const doc = catalogueEntries.find((e) => e.slug === "mkate-bakery")!.document;
    await db.insert(websites).values({ id: siteId, userId: buyer.user.id, name: "Mine", document: { ...doc, content: { ...doc.content, siteName: "Otieno & <Sons>", tagline: "Tools that last" } } });
    const download = await call(`/api/templates/${added.id}/download?websiteId=${siteId}`, { method: "POST", cookie: buyer.cookie });
    expect(download.status).toBe(200);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const html = strFromU8(files["otieno-sons/index.html"]!);
    expect(html).toContain("<!-- sitewright:name -->Otieno &amp; &lt;Sons&gt;<!-- /sitewright:name -->");
    expect(html).toContain("Tools that last");
    expect(Object.keys(files).sort()).toEqual(["otieno-sons/index.html", "otieno-sons/preview.png", "otieno-sons/style.css"]);
  });

  it.each([
    ["a file type templates may not hold", () => zip({ "index.html": page(goodBody), "run.exe": "MZ" }), /"run\.exe" is not a file type a template may hold/],
    ["a path that climbs out of the template", () => zip({ "index.html": page(goodBody), "../evil.html": page(goodBody) }), /\.\./],
    ["invalid HTML", () => zip({ "index.html": page(`${goodBody}<div><p>broken</div></p>`), "style.css": "p{}" }), /^"index\.html" is not valid HTML: line \d+: /],
    ["a resource loaded without https", () => zip({ "index.html": page(goodBody, '<link rel="stylesheet" href="http://cdn.example.com/x.css">') }), /^"index\.html" line \d+ loads "http:\/\/cdn\.example\.com\/x\.css" without https/],
    ["no index.html", () => zip({ "about.html": page(goodBody) }), /index\.html/],
    ["no name placeholder", () => zip({ "index.html": page("<h1>Acme</h1>"), "style.css": "" }), /sitewright:name/],
    ["a zip bomb", () => zip({ "index.html": page(goodBody), "style.css": "", "zeros.txt": new Uint8Array(8 * 1024 * 1024) }), /./],
  ])("refuses %s with a clear message and writes nothing", async (_what, make, message) => {
    const { cookie } = await admin();
    const before = await templateKeys();
    const rowsBefore = (await db.select({ id: catalogueTemplates.id }).from(catalogueTemplates)).length;
    const res = await upload(cookie, make());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
    expect((await db.select({ id: catalogueTemplates.id }).from(catalogueTemplates)).length).toBe(rowsBefore);
    expect(await templateKeys()).toEqual(before);
  });

  it("refuses what is not a ZIP, one that is too large, and a listing without its fields", async () => {
    const { cookie } = await admin();
    const notZip = await upload(cookie, strToU8(page(goodBody)), listing, "text/html");
    expect(notZip.status).toBe(415);
    expect(await notZip.json()).toEqual({ message: NOT_A_ZIP });
    const large = await upload(cookie, new Uint8Array(6 * 1024 * 1024));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: ZIP_TOO_LARGE });
    const nameless = await upload(cookie, goodZip(), "description=A%20small%20studio%20page&category=portfolio");
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toMatchObject({ message: "Please give the template a name" });
    const priceless = await upload(cookie, goodZip(), `${listing}&premium=true`);
    expect(await priceless.json()).toMatchObject({ message: "A premium template needs a price of at least $1.00 (100 cents)." });
  });
});

describe("deleting a template", () => {
  it("removes an upload's listing and files, and keeps the built-in ones", async () => {
    const { cookie } = await admin();
    const added = (await (await upload(cookie, goodZip())).json()) as { id: string };
    expect((await templateKeys()).filter((k) => k.startsWith(`templates/${added.id}/`))).toHaveLength(3);
    const res = await call(`/api/admin/templates/${added.id}`, { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect((await templateKeys()).filter((k) => k.startsWith(`templates/${added.id}/`))).toEqual([]);
    expect(await db.select().from(catalogueTemplates).where(eq(catalogueTemplates.id, added.id))).toEqual([]);
    const preview = await worker.fetch(new Request(`http://templates.localhost/${added.id}/`), env);
    expect(preview.status).toBe(404);
    await preview.arrayBuffer();

    const [builtin] = await db.select().from(catalogueTemplates).where(eq(catalogueTemplates.source, "builtin")).limit(1);
    const refused = await call(`/api/admin/templates/${builtin!.id}`, { method: "DELETE", cookie });
    expect(refused.status).toBe(409);
    const user = await signedInUser();
    expect((await call(`/api/admin/templates/${builtin!.id}`, { method: "DELETE", cookie: user.cookie })).status).toBe(403);
  });
});
