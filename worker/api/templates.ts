// /api/templates: the catalogue (search, category, free or premium), one template, its document for the builder,
// its download (a ZIP, counted once per person) and its purchase (through the payments purchase primitive). Who may
// have a premium template is decided here, on the server, for every route: the screen's buttons only mirror it.
import { and, desc, eq, like, or, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { paymentChoiceSchema } from "../../schema/payments";
import { plans } from "../../schema/plans";
import type { WebsiteDocument } from "../../schema/site-document";
import { catalogueTemplates, templateCategories, templateDownloads, templatePurchases, websites, type CatalogueTemplate, type User } from "../../schema/tables";
import { requireUser } from "../auth/require";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { startPurchase } from "../payments/purchase";
import { clientIp, hit, limitIp } from "../edge/limits";
import { templateZip, zipDownload } from "../templates/files";
import { templatesOrigin } from "../templates/preview";
import { validate } from "../validate";
import { hex, sha256 } from "../bytes";

export const LOGIN_REQUIRED = "Login required";
export const PURCHASE_REQUIRED = "Buy this template, or choose a plan that includes premium templates, to download it.";
export const NOT_IN_BUILDER = "This template is HTML to download: it cannot be opened in the builder.";

const templateNotFound = (id: string) => apiError(404, `Template with ID ${id} not found`);

const idSchema = v.object({ id: v.pipe(v.string(), v.regex(/^tpl_[0-9a-z]{16}$/, "Template not found")) });
const listSchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search is at most 100 characters"))),
  category: v.optional(v.picklist(["all", ...templateCategories], "Unknown category")),
  tier: v.optional(v.picklist(["all", "free", "premium"], "Unknown tab")),
});
/** The spec's download call has an empty body: what to fill the files with comes in the address. */
const downloadSchema = v.object({
  /** One of the user's sites whose name, tagline and contact details go into the files. */
  websiteId: v.optional(v.pipe(v.string(), v.regex(/^site_[0-9a-z]{16}$/, "Website not found"))),
});

/** What this visitor may do with a template: have it (free, included in the plan, bought), buy it, or log in first. */
export type Access = "free" | "included" | "owned" | "purchase" | "login";

function accessOf(template: CatalogueTemplate, user: User | null, owned: boolean): Access {
  if (!template.isPremium || template.downloadPriceCents <= 0) return "free";
  if (!user) return "login";
  if (plans[user.subscriptionTier].premiumTemplatesIncluded) return "included";
  return owned ? "owned" : "purchase";
}

const mayHave = (access: Access) => access === "free" || access === "included" || access === "owned";

/** Where the catalogue's live previews are: the sites host, never the app's own origin. */
function previewOrigin(c: Context<AppEnv>): string {
  return templatesOrigin(new URL(c.req.url), c.env);
}

/** A template as every screen shows it: the listing, its picture and where its live preview is. */
export function catalogueView(c: Context<AppEnv>, t: CatalogueTemplate) {
  const previewUrl = `${previewOrigin(c)}/${t.id}/`;
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    description: t.description,
    category: t.category,
    isPremium: t.isPremium,
    priceCents: t.downloadPriceCents,
    downloads: t.downloads,
    dateAdded: t.createdAt.toISOString(),
    // Built-in pictures ship with the app; an uploaded one is the template's own file, served with its preview.
    previewImage: t.previewImage ? (t.previewImage.startsWith("/") ? t.previewImage : `${previewUrl}${t.previewImage}`) : null,
    previewUrl,
    inBuilder: t.source === "builtin",
    source: t.source,
  };
}

function view(c: Context<AppEnv>, t: CatalogueTemplate, access: Access) {
  return { ...catalogueView(c, t), access };
}

export type TemplateView = ReturnType<typeof view>;

async function ownedIds(c: Context<AppEnv>, user: User | null): Promise<Set<string>> {
  if (!user) return new Set();
  const rows = await c.var.db.select({ id: templatePurchases.templateId }).from(templatePurchases).where(eq(templatePurchases.userId, user.id));
  return new Set(rows.map((r) => r.id));
}

async function findTemplate(c: Context<AppEnv>, id: string): Promise<{ template: CatalogueTemplate; access: Access }> {
  const [template] = await c.var.db.select().from(catalogueTemplates).where(eq(catalogueTemplates.id, id));
  if (!template) throw templateNotFound(id);
  const user = c.var.user;
  const owned = user ? (await ownedIds(c, user)).has(id) : false;
  return { template, access: accessOf(template, user, owned) };
}

/** Refuses a template the visitor may not have, in the words the screen shows. */
function requireAccess(access: Access): void {
  if (access === "login") throw apiError(401, LOGIN_REQUIRED);
  if (access === "purchase") throw apiError(402, PURCHASE_REQUIRED);
}

/** Who is downloading, once: the user, or a visitor's address hashed (never kept raw). */
async function downloaderOf(c: Context<AppEnv>): Promise<string> {
  if (c.var.user) return c.var.user.id;
  return `ip:${hex(await sha256(`${c.env.PASSWORD_PEPPER ?? ""}:${clientIp(c.req.raw.headers)}`))}`;
}

async function download(c: Context<AppEnv>, id: string, websiteId: string | undefined): Promise<Response> {
  const { template, access } = await findTemplate(c, id);
  requireAccess(access);
  // Zipping costs: a person needs a few a minute; a script fetching everything does not get to.
  await hit(c.var.db, `template-download:${c.var.user?.id ?? limitIp(c.req.raw.headers)}`, { max: 30, windowSeconds: 600 });
  let site: WebsiteDocument | undefined;
  if (websiteId) {
    const user = requireUser(c);
    const [row] = await c.var.db.select({ document: websites.document }).from(websites).where(and(eq(websites.id, websiteId), eq(websites.userId, user.id)));
    if (!row) throw apiError(404, "Website not found");
    site = row.document;
  }
  const zip = await templateZip(c.env, c.var.db, template, site);
  // Counted once per person: a new row, and only then one more download, in one batch (the count moves only when
  // the insert just before it added a row).
  const downloader = await downloaderOf(c);
  await c.var.db.batch([
    c.var.db.insert(templateDownloads).values({ templateId: template.id, downloader }).onConflictDoNothing(),
    c.var.db.update(catalogueTemplates).set({ downloads: sql`${catalogueTemplates.downloads} + 1` }).where(and(eq(catalogueTemplates.id, template.id), sql`changes() = 1`)),
  ]);
  return zipDownload(zip, site ? site.content.siteName : template.name);
}

export const templatesApi = new Hono<AppEnv>()
  .get("/", validate("query", listSchema), async (c) => {
    const { search, category = "all", tier = "all" } = c.req.valid("query");
    const filters: SQL[] = [];
    if (category !== "all") filters.push(eq(catalogueTemplates.category, category));
    if (tier !== "all") filters.push(eq(catalogueTemplates.isPremium, tier === "premium"));
    if (search) {
      // LIKE with the user's words taken literally: % and _ are escaped.
      const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      // A built-in template's own words count too: "yoga" finds the retreat whose pages are about yoga.
      filters.push(or(sql`lower(${catalogueTemplates.name}) like ${pattern} escape '\\'`, sql`lower(${catalogueTemplates.description}) like ${pattern} escape '\\'`, like(catalogueTemplates.category, pattern), sql`exists (select 1 from json_tree(${catalogueTemplates.document}, '$.content') where type = 'text' and key in ('tagline', 'title', 'heading', 'subheading', 'content', 'description') and lower(value) like ${pattern} escape '\\')`)!);
    }
    const [rows, owned] = await Promise.all([
      c.var.db
        .select()
        .from(catalogueTemplates)
        .where(filters.length > 0 ? and(...filters) : undefined)
        .orderBy(desc(catalogueTemplates.downloads), desc(catalogueTemplates.createdAt), catalogueTemplates.name),
      ownedIds(c, c.var.user),
    ]);
    return c.json(rows.map((t) => view(c, t, accessOf(t, c.var.user, owned.has(t.id)))), 200);
  })
  .get("/:id", validate("param", idSchema), async (c) => {
    const { template, access } = await findTemplate(c, c.req.valid("param").id);
    return c.json(view(c, template, access), 200);
  })
  .get("/:id/document", validate("param", idSchema), async (c) => {
    const { template, access } = await findTemplate(c, c.req.valid("param").id);
    if (template.source !== "builtin" || !template.document) throw apiError(409, NOT_IN_BUILDER);
    requireAccess(access);
    return c.json({ document: template.document, name: template.name }, 200);
  })
  // POST as the spec's call; GET for the download link a purchase answers, opened in a new tab.
  .post("/:id/download", validate("param", idSchema), validate("query", downloadSchema), async (c) => download(c, c.req.valid("param").id, c.req.valid("query").websiteId))
  .get("/:id/download", validate("param", idSchema), validate("query", downloadSchema), async (c) => download(c, c.req.valid("param").id, c.req.valid("query").websiteId))
  .post("/:id/purchase", validate("param", idSchema), validate("json", paymentChoiceSchema), async (c) => {
    if (!c.var.user) throw apiError(401, LOGIN_REQUIRED);
    const user = c.var.user;
    const id = c.req.valid("param").id;
    const { template, access } = await findTemplate(c, id);
    // Owned already (or free, or in the plan): nothing to pay, here is the file.
    if (mayHave(access)) return c.json({ downloadUrl: `/api/templates/${template.id}/download`, payment: null, redirectUrl: null }, 200);
    const started = await startPurchase(c, user, { ...c.req.valid("json"), item: { kind: "template", templateId: template.id } }, "/templates");
    return c.json({ downloadUrl: null, ...started }, 201);
  });
