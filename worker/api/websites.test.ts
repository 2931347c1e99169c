import { env, exports } from "cloudflare:workers";
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { defaultDocument, type WebsiteDocument } from "../../schema/site-document";
import { templateDocument } from "../../schema/builder-templates";
import { sitePolicy } from "../../site/headers";
import { FORM_GUARD } from "../../schema/forms";
import { render } from "../../site/render";
import { MISSING_IMAGE } from "../sites/build";
import { call, signedInUser, tinyPng, uploadImage } from "../test/client";
import { DOWNLOAD_UPGRADE, WEBSITE_CHANGED } from "../../schema/messages";
import { BRIEF_INVALID } from "../../schema/brief";
import { makeBrief } from "../test/briefs";

const visit = (url: string) => exports.default.fetch(new Request(url));

function bakery(): WebsiteDocument {
  const doc = templateDocument(2);
  return { ...doc, content: { ...doc.content, siteName: "Crumb & Co", tagline: "Sourdough baked in Nairobi every morning" } };
}

async function createSite(cookie: string, name = "Crumb & Co", data: WebsiteDocument = bakery()) {
  const res = await call("/api/websites", { body: { name, data }, cookie });
  expect(res.status).toBe(201);
  return (await res.json()) as {
    id: string;
    name: string;
    status: string;
    revision: number;
    subdomain: string | null;
    address: string | null;
    publishedAt: string | null;
    createdAt: string;
    updatedAt: string;
    data: WebsiteDocument;
  };
}

describe("saving websites", () => {
  it("saves a document and answers it with an id, as a draft", async () => {
    const { cookie } = await signedInUser();
    const data = bakery();
    const site = await createSite(cookie, "Crumb & Co", data);
    expect(site).toEqual({
      id: expect.stringMatching(/^site_[0-9a-z]{16}$/),
      name: "Crumb & Co",
      status: "draft",
      revision: 1,
      subdomain: null,
      address: null,
      publishedAt: null,
      takedownReason: null,
      createdAt: site.updatedAt,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data,
      brief: null,
    });
    // The list holds each site's summary (everything but the document and its brief) and its unread messages.
    const { data: _document, brief: _brief, ...summary } = site as typeof site & { brief: unknown };
    expect(await (await call("/api/websites", { cookie })).json()).toEqual([{ ...summary, unreadMessages: 0 }]);
  });

  it("keeps the brief an AI design was made from, for its owner only, and refuses one it cannot read", async () => {
    const { cookie } = await signedInUser();
    const brief = makeBrief({ exact: [{ text: "Fresh every morning", role: "tagline", from: "" }] });
    const res = await call("/api/websites", { body: { name: "Crumb & Co", data: bakery(), brief }, cookie });
    expect(res.status).toBe(201);
    const { id, revision } = (await res.json()) as { id: string; revision: number };
    expect(((await (await call(`/api/websites/${id}`, { cookie })).json()) as { brief: unknown }).brief).toEqual(brief);
    // A later save changes it; a save without one leaves it as it was.
    const corrected = makeBrief({ kind: { id: "cafe", noun: "cafe", archetype: "food", confidence: 1, from: "", guesses: [] } });
    const saved = await call(`/api/websites/${id}`, { method: "PUT", body: { brief: corrected, baseRevision: revision }, cookie });
    expect(saved.status).toBe(200);
    const again = await call(`/api/websites/${id}`, { method: "PUT", body: { name: "Crumb", baseRevision: revision + 1 }, cookie });
    expect(((await again.json()) as { brief: unknown }).brief).toEqual(corrected);
    // Someone else's site, brief and all, answers 404.
    const other = await signedInUser();
    expect((await call(`/api/websites/${id}`, { cookie: other.cookie })).status).toBe(404);
    const bad = await call("/api/websites", { body: { name: "Crumb & Co", data: bakery(), brief: { ...brief, kind: "bakery" } }, cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: BRIEF_INVALID, fields: { brief: BRIEF_INVALID } });
  });

  it("needs a signed-in user", async () => {
    const res = await call("/api/websites", { body: { name: "x", data: defaultDocument() } });
    expect(res.status).toBe(401);
  });

  it("names the bad fields of an invalid document", async () => {
    const { cookie } = await signedInUser();
    const data = defaultDocument();
    const bad = { ...data, style: { ...data.style, colors: { ...data.style.colors, primary: "red" } } };
    const res = await call("/api/websites", { body: { name: "Bad", data: bad }, cookie });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual(["data.style.colors.primary"]);
    expect(body.message).toBe(body.fields["data.style.colors.primary"]);
  });

  it("enforces the plan's website limit", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "basic" });
    for (let i = 0; i < 5; i++) await createSite(cookie, `Site ${i}`);
    const res = await call("/api/websites", { body: { name: "One too many", data: bakery() }, cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "You have reached the limit of 5 websites on the Basic plan. Delete one or upgrade to save more.",
    });
  });

  it("updates name and document", async () => {
    const { cookie } = await signedInUser();
    const site = await createSite(cookie);
    const data = { ...site.data, content: { ...site.data.content, tagline: "Now with croissants" } };
    const res = await call(`/api/websites/${site.id}`, { method: "PUT", body: { name: "Crumb", data, baseRevision: 1 }, cookie });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as typeof site;
    expect(updated).toEqual({ ...site, name: "Crumb", data, revision: 2, updatedAt: updated.updatedAt });
    expect(updated.updatedAt >= site.updatedAt).toBe(true);
  });
});

describe("revisions", () => {
  it("starts at 1 and counts every save", async () => {
    const { cookie } = await signedInUser();
    const site = await createSite(cookie);
    expect(site.revision).toBe(1);
    for (const baseRevision of [1, 2]) {
      const res = await call(`/api/websites/${site.id}`, { method: "PUT", body: { name: `Crumb ${baseRevision}`, baseRevision }, cookie });
      expect(((await res.json()) as { revision: number }).revision).toBe(baseRevision + 1);
    }
    expect(((await (await call(`/api/websites/${site.id}`, { cookie })).json()) as { revision: number }).revision).toBe(3);
  });

  it("refuses a save made on an older revision with 409 and keeps the newer work", async () => {
    const { cookie } = await signedInUser();
    const site = await createSite(cookie);
    // Browser A saves on revision 1; browser B, still on revision 1, saves after it.
    const newer = structuredClone(site.data);
    newer.content.tagline = "Saved in browser A";
    expect((await call(`/api/websites/${site.id}`, { method: "PUT", body: { data: newer, baseRevision: 1 }, cookie })).status).toBe(200);
    const stale = structuredClone(site.data);
    stale.content.tagline = "Old draft in browser B";
    const res = await call(`/api/websites/${site.id}`, { method: "PUT", body: { data: stale, baseRevision: 1 }, cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: WEBSITE_CHANGED });
    const kept = (await (await call(`/api/websites/${site.id}`, { cookie })).json()) as { revision: number; data: WebsiteDocument };
    expect(kept.revision).toBe(2);
    expect(kept.data.content.tagline).toBe("Saved in browser A");
  });

  it("lets exactly one of two saves on the same revision land", async () => {
    const { cookie } = await signedInUser();
    const site = await createSite(cookie);
    const answers = await Promise.all(
      ["first", "second"].map((name) => call(`/api/websites/${site.id}`, { method: "PUT", body: { name, baseRevision: 1 }, cookie })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("needs the revision a save was based on", async () => {
    const { cookie } = await signedInUser();
    const site = await createSite(cookie);
    const res = await call(`/api/websites/${site.id}`, { method: "PUT", body: { name: "No base" }, cookie });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual(["baseRevision"]);
  });
});

describe("owner checks", () => {
  it("hides one user's site from another on every route", async () => {
    const owner = await signedInUser({ subscriptionTier: "premium" });
    const other = await signedInUser({ subscriptionTier: "premium" });
    const site = await createSite(owner.cookie);
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/websites/${site.id}`],
      ["PUT", `/api/websites/${site.id}`, { name: "Mine now", baseRevision: 1 }],
      ["POST", `/api/websites/${site.id}/publish`],
      ["POST", `/api/websites/${site.id}/unpublish`],
      ["GET", `/api/websites/${site.id}/export`],
      ["DELETE", `/api/websites/${site.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(path, { method, body, cookie: other.cookie });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(await res.json()).toEqual({ message: "Website not found" });
    }
    expect(await (await call("/api/websites", { cookie: other.cookie })).json()).toEqual([]);
    // Untouched: the owner still gets exactly what was saved.
    expect(await (await call(`/api/websites/${site.id}`, { cookie: owner.cookie })).json()).toEqual(site);
  });
});

describe("publishing", () => {
  it("publishes on a subdomain from the name and serves the rendered site there", async () => {
    const { cookie } = await signedInUser();
    const site = await createSite(cookie);
    const res = await call(`/api/websites/${site.id}/publish`, { method: "POST", cookie });
    expect(res.status).toBe(200);
    const published = (await res.json()) as { status: string; subdomain: string; address: string };
    expect(published.status).toBe("published");
    expect(published.subdomain).toMatch(/^crumbco\d*$/);
    expect(published.address).toBe(`http://${published.subdomain}.localhost`);
    const page = await visit(`${published.address}/`);
    expect(page.status).toBe(200);
    // The page is the renderer's, byte for byte, for this address (canonical link, sitemap) and this year, with the
    // time it was served written into its contact form (sites/forms.ts).
    const rendered = render(bakery(), { year: new Date().getUTCFullYear(), baseUrl: `${published.address}/`, forms: "inbox" });
    const served = await page.text();
    const started = /<input type="hidden" name="started" value="\d{13}\.[\w-]{43}">/;
    expect(served).toMatch(started);
    expect(served.replace(started, FORM_GUARD)).toBe(rendered.files["index.html"]);
    const css = await visit(`${published.address}/${rendered.styles}`);
    expect(css.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(await css.text()).toBe(rendered.files[rendered.styles]);
    // Each font the stylesheet names is served byte for byte as the app's build holds it.
    for (const path of Object.keys(rendered.fonts)) {
      const font = await visit(`${published.address}/${path}`);
      expect(font.headers.get("Content-Type")).toBe("font/woff2");
      // The build copies each font under the same content-hashed name.
      const built = await env.ASSETS.fetch(new Request(`https://assets.invalid/${path}`));
      expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array(await built.arrayBuffer()));
    }
  });

  it("gives two users who publish same-named sites at once each a free address", async () => {
    const name = `Twin ${crypto.randomUUID().slice(0, 8)}`;
    const owners = await Promise.all([signedInUser(), signedInUser()]);
    const sites = await Promise.all(owners.map(({ cookie }) => createSite(cookie, name)));
    const answers = await Promise.all(sites.map((site, i) => call(`/api/websites/${site.id}/publish`, { method: "POST", cookie: owners[i]!.cookie })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const subdomains = (await Promise.all(answers.map((r) => r.json() as Promise<{ subdomain: string }>))).map((p) => p.subdomain);
    const base = name.toLowerCase().replace(/[^a-z0-9]/g, "");
    expect([...subdomains].sort()).toEqual([base, `${base}2`]);
  });

  it("shows the new content at once after a change and a republish, then goes offline when unpublished", async () => {
    const { cookie } = await signedInUser();
    const site = await createSite(cookie);
    const first = (await (await call(`/api/websites/${site.id}/publish`, { method: "POST", cookie })).json()) as { address: string };
    const data = structuredClone(site.data);
    data.content.sections[0]!.heading = "Fresh croissants on Saturdays";
    await call(`/api/websites/${site.id}`, { method: "PUT", body: { data, baseRevision: site.revision }, cookie });
    await call(`/api/websites/${site.id}/publish`, { method: "POST", cookie });
    expect(await (await visit(`${first.address}/`)).text()).toContain("Fresh croissants on Saturdays");
    await call(`/api/websites/${site.id}/unpublish`, { method: "POST", cookie });
    expect((await visit(`${first.address}/`)).status).toBe(404);
  });

  it("deletes a site with its files and takes it offline", async () => {
    const { cookie } = await signedInUser();
    const site = await createSite(cookie);
    const published = (await (await call(`/api/websites/${site.id}/publish`, { method: "POST", cookie })).json()) as { address: string };
    expect((await call(`/api/websites/${site.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await visit(`${published.address}/`)).status).toBe(404);
    expect((await env.FILES.list({ prefix: `sites/${site.id}/` })).objects).toEqual([]);
    expect((await call(`/api/websites/${site.id}`, { cookie })).status).toBe(404);
  });
});

describe("downloads", () => {
  it("sends free users to upgrade", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "free" });
    const site = await createSite(cookie);
    const res = await call(`/api/websites/${site.id}/export`, { cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: DOWNLOAD_UPGRADE });
    const posted = await call("/api/websites/export", { body: bakery(), cookie });
    expect(posted.status).toBe(403);
  });

  it("gives basic users a ZIP of the rendered site with its fonts", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "basic" });
    const site = await createSite(cookie);
    const res = await call(`/api/websites/${site.id}/export`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="crumb-co.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    // One folder named after the site: the rendered files, their fonts and the README.
    const rendered = render(bakery(), { year: new Date().getUTCFullYear() });
    const expected = ["README.txt", ...Object.keys(rendered.files), ...Object.keys(rendered.fonts)].map((path) => `crumb-co/${path}`);
    expect(Object.keys(files).sort()).toEqual(expected.sort());
    for (const [path, text] of Object.entries(rendered.files)) expect(strFromU8(files[`crumb-co/${path}`]!), path).toBe(text);
  });

  it("exports posted document data, and names the bad fields of an invalid one", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "premium" });
    const ok = await call("/api/websites/export", { body: bakery(), cookie });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("application/zip");
    const bad = await call("/api/websites/export", { body: { ...bakery(), templateId: "two", extra: true }, cookie });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(["extra", "templateId"]);
  });
});

/** The bakery with an uploaded logo and hero picture. */
async function withPictures(cookie: string) {
  const logo = (await uploadImage(cookie)).body!;
  const hero = (await uploadImage(cookie, Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3), "image/jpeg")).body!;
  const data = bakery();
  data.content.logo = logo.url;
  data.content.sections[0]!.image = hero.url;
  return { data, logo: logo.url.slice("/assets/".length), hero: hero.url.slice("/assets/".length) };
}

describe("pictures in published and exported sites", () => {
  it("publishes a site with its uploaded pictures and serves them from the site's host", async () => {
    const { cookie } = await signedInUser();
    const { data, logo, hero } = await withPictures(cookie);
    const site = await createSite(cookie, "Crumb & Co", data);
    const published = (await (await call(`/api/websites/${site.id}/publish`, { method: "POST", cookie })).json()) as { address: string };
    const html = await (await visit(`${published.address}/`)).text();
    expect(html).toContain(`<img src="assets/${logo}" alt="" width="40" height="40">`);
    expect(html).toContain(`<img src="assets/${hero}" alt=""`);
    const picture = await visit(`${published.address}/assets/${logo}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toBe("image/png");
    expect(picture.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(tinyPng);
    expect((await visit(`${published.address}/assets/${hero}`)).headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("puts the pictures in the ZIP next to the page", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "basic" });
    const { data, logo, hero } = await withPictures(cookie);
    const site = await createSite(cookie, "Crumb & Co", data);
    const files = unzipSync(new Uint8Array(await (await call(`/api/websites/${site.id}/export`, { cookie })).arrayBuffer()));
    expect(files[`crumb-co/assets/${logo}`]).toEqual(tinyPng);
    expect(files[`crumb-co/assets/${hero}`]).toEqual(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3));
    expect(strFromU8(files["crumb-co/index.html"]!)).toContain(`<img src="assets/${logo}"`);
    expect(strFromU8(files["crumb-co/README.txt"]!)).toContain("  assets/       your pictures\n");
  });

  it("refuses to publish or export another user's picture, and keeps the old version serving", async () => {
    const owner = await signedInUser();
    const { data: theirs } = await withPictures(owner.cookie);
    const other = await signedInUser({ subscriptionTier: "premium" });
    const site = await createSite(other.cookie);
    const first = (await (await call(`/api/websites/${site.id}/publish`, { method: "POST", cookie: other.cookie })).json()) as { address: string };
    expect((await call(`/api/websites/${site.id}`, { method: "PUT", body: { data: theirs, baseRevision: 1 }, cookie: other.cookie })).status).toBe(200);
    const attempts = [
      await call(`/api/websites/${site.id}/publish`, { method: "POST", cookie: other.cookie }),
      await call(`/api/websites/${site.id}/export`, { cookie: other.cookie }),
      await call("/api/websites/export", { body: theirs, cookie: other.cookie }),
      await call("/api/websites/export?host=netlify", { body: theirs, cookie: other.cookie }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: MISSING_IMAGE });
    }
    const page = await (await visit(`${first.address}/`)).text();
    expect(page).toContain("Crumb &amp; Co");
    expect(page).not.toContain("assets/");
  });

  it("refuses a picture that was never uploaded", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "premium" });
    const data = bakery();
    data.content.logo = "/assets/ast_0000000000000000.png";
    const res = await call("/api/websites/export", { body: data, cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MISSING_IMAGE });
  });

  it("leaves out pictures of a hidden gallery, so they cannot block a publish", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "premium" });
    const data = bakery();
    data.settings.components.gallery = false;
    data.content.sections.push({ id: "hidden", type: "gallery", items: [{ title: "Gone", image: "/assets/ast_0000000000000000.png" }] });
    const res = await call("/api/websites/export", { body: data, cookie });
    expect(res.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer()))).some((n) => n.includes("/assets/"))).toBe(false);
  });
});

describe("deploy ZIPs", () => {
  async function hostZip(host: string) {
    const { cookie } = await signedInUser({ subscriptionTier: "basic" });
    const site = await createSite(cookie);
    const res = await call(`/api/websites/${site.id}/export?host=${host}`, { cookie });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = (name: string) => strFromU8(files[`crumb-co/${name}`]!);
    return { res, names: siteNames(Object.keys(files)), text };
  }
  /** The ZIP's files but its fonts, with the content-hashed stylesheet and script named by pattern. */
  const siteNames = (paths: string[]) =>
    paths
      .map((n) => n.replace(/^crumb-co\//, "").replace(/^(styles|script)\.[0-9a-f]{8}\./, "$1.<hash>."))
      .filter((n) => !n.startsWith("fonts/"));
  const siteFiles = ["README.txt", "index.html", "robots.txt", "script.<hash>.js", "styles.<hash>.css"];

  it("prepares a Netlify ZIP with netlify.toml, _headers and the steps", async () => {
    const { res, names, text } = await hostZip("netlify");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="crumb-co-netlify.zip"');
    expect(names.sort()).toEqual([...siteFiles, "DEPLOY.txt", "_headers", "netlify.toml"].sort());
    expect(text("netlify.toml")).toContain('[build]\n  publish = "."\n');
    expect(text("netlify.toml")).toContain('[[headers]]\n  for = "/*"\n  [headers.values]\n    X-Content-Type-Options = "nosniff"\n');
    expect(text("netlify.toml")).toContain(`    Content-Security-Policy = "${sitePolicy}"\n`);
    expect(text("netlify.toml")).toContain('[[headers]]\n  for = "/fonts/*"\n  [headers.values]\n    Cache-Control = "public, max-age=31536000, immutable"\n');
    expect(text("netlify.toml")).toContain('[[headers]]\n  for = "/"\n  [headers.values]\n    Cache-Control = "no-cache"\n');
    expect(text("_headers")).toContain("/*\n  X-Content-Type-Options: nosniff\n");
    expect(text("DEPLOY.txt")).toContain("2. Open https://app.netlify.com/drop and log in, or sign up for free.\n");
    expect(text("README.txt")).toContain("- To put it online with Netlify, follow the steps in DEPLOY.txt.\n");
  });

  it("prepares a Vercel ZIP with vercel.json", async () => {
    const { res, names, text } = await hostZip("vercel");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="crumb-co-vercel.zip"');
    expect(names.sort()).toEqual([...siteFiles, "DEPLOY.txt", "vercel.json"].sort());
    const config = JSON.parse(text("vercel.json")) as { cleanUrls: boolean; headers: { source: string; headers: { key: string; value: string }[] }[] };
    expect(config.cleanUrls).toBe(true);
    expect(config.headers.map((h) => h.source.replace(/^\/(styles|script)\.[0-9a-f]{8}\./, "/$1.<hash>."))).toEqual([
      "/(.*)",
      "/",
      "/index.html",
      "/styles.<hash>.css",
      "/script.<hash>.js",
      "/fonts/(.*)",
      "/assets/(.*)",
    ]);
    expect(config.headers[0]!.headers).toContainEqual({ key: "Content-Security-Policy", value: sitePolicy });
    expect(text("DEPLOY.txt")).toContain("vercel deploy --prod");
  });

  it("prepares a Cloudflare Pages ZIP with _headers", async () => {
    const { res, names, text } = await hostZip("cloudflare");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="crumb-co-cloudflare.zip"');
    expect(names.sort()).toEqual([...siteFiles, "DEPLOY.txt", "_headers"].sort());
    expect(text("_headers")).toContain(`/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n`);
    expect(text("_headers")).toContain(`  Content-Security-Policy: ${sitePolicy}\n`);
    expect(text("_headers")).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    expect(text("DEPLOY.txt")).toContain("Workers & Pages");
  });

  it("keeps the plain ZIP without host files", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "basic" });
    const site = await createSite(cookie);
    const files = unzipSync(new Uint8Array(await (await call(`/api/websites/${site.id}/export`, { cookie })).arrayBuffer()));
    expect(siteNames(Object.keys(files)).sort()).toEqual(siteFiles);
  });

  it("exports posted document data for a host", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "premium" });
    const res = await call("/api/websites/export?host=cloudflare", { body: bakery(), cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="crumb-co-cloudflare.zip"');
    expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())))).toContain("crumb-co/_headers");
  });

  it("sends free users to upgrade", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "free" });
    const site = await createSite(cookie);
    for (const res of [
      await call(`/api/websites/${site.id}/export?host=netlify`, { cookie }),
      await call("/api/websites/export?host=vercel", { body: bakery(), cookie }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: DOWNLOAD_UPGRADE });
    }
  });

  it("refuses an unknown host", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "basic" });
    const site = await createSite(cookie);
    for (const res of [
      await call(`/api/websites/${site.id}/export?host=github`, { cookie }),
      await call("/api/websites/export?host=", { body: bakery(), cookie }),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Unknown hosting service", fields: { host: "Unknown hosting service" } });
    }
  });
});
