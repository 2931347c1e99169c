// /api/admin/templates: the catalogue as the administrator manages it: every template, uploading one (a ZIP, checked
// by site/template-files.ts: safe to unpack, a complete site, valid HTML5, placeholders, https only) and deleting
// one. Mounted under the admin API, so the role is checked on the server before anything here runs.
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { newId } from "../../schema/ids";
import { templateCategories, type TemplateCategory } from "../../schema/templates";
import { catalogueTemplates } from "../../schema/tables";
import { inspectTemplateZip, templateUploadLimits } from "../../site/template-files";
import { folderName } from "../../site/zip";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { bodyLimit } from "../request-body";
import { validate } from "../validate";
import { catalogueView } from "./templates";
import { requireAdmin } from "../auth/require";
import { auditRow } from "../audit";
import { clientIp } from "../edge/limits";
import { deleteFiles } from "../sites/publish";

export const UPLOAD_ROUTE = "POST /api/admin/templates";
export const ZIP_TYPES = ["application/zip", "application/x-zip-compressed"];
export const NOT_A_ZIP = "Upload the template as a .zip file, or as .html, .css and .js files (the page packs them into one).";
export const ZIP_TOO_LARGE = `A template may be at most ${templateUploadLimits.maxZipBytes / 1024 / 1024} MB zipped.`;

const idSchema = v.object({ id: v.pipe(v.string(), v.regex(/^tpl_[0-9a-z]{16}$/, "Template not found")) });

/** What the administrator says of the template: the listing's fields, in the address (the body is the ZIP). */
const field = (missing: string, min: number, max: number, label: string) =>
  v.pipe(v.optional(v.string(), ""), v.trim(), v.minLength(1, missing), v.minLength(min, `${label} needs at least ${min} characters`), v.maxLength(max, `${label} is at most ${max} characters`));
const uploadSchema = v.object({
  name: field("Please give the template a name", 2, 60, "The name"),
  description: field("Please describe the template", 10, 200, "The description"),
  category: v.pipe(
    v.optional(v.string(), ""),
    v.check((c) => (templateCategories as readonly string[]).includes(c), "Please choose a category"),
    v.transform((c) => c as TemplateCategory),
  ),
  premium: v.optional(v.picklist(["true", "false"]), "false"),
  /** US cents; a premium template costs something, a free one nothing. */
  price: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, "The price is in cents, like 1900"), v.transform(Number)), "0"),
});

export const adminTemplates = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await c.var.db.select().from(catalogueTemplates).orderBy(desc(catalogueTemplates.createdAt), catalogueTemplates.name);
    return c.json(rows.map((t) => catalogueView(c, t)), 200);
  })
  .post("/", validate("query", uploadSchema), bodyLimit(templateUploadLimits.maxZipBytes, ZIP_TOO_LARGE), async (c) => {
    const meta = c.req.valid("query");
    const isPremium = meta.premium === "true";
    if (isPremium && meta.price < 100) throw apiError(400, "A premium template needs a price of at least $1.00 (100 cents).", { price: "A premium template needs a price" });
    if (!isPremium && meta.price !== 0) throw apiError(400, "A free template has no price.", { price: "A free template has no price" });
    if (!ZIP_TYPES.includes((c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase())) throw apiError(415, NOT_A_ZIP);
    const zip = new Uint8Array(await c.req.arrayBuffer());
    const inspection = await inspectTemplateZip(zip);
    if (!inspection.ok) throw apiError(400, inspection.problem);

    const id = newId("template");
    const filesKey = `templates/${id}/`;
    // The files first, then the listing: a template is listed only once every file is in place, and a failure on
    // the way removes what was written.
    const written: string[] = [];
    try {
      for (const file of inspection.files) {
        const key = `${filesKey}${file.path}`;
        await c.env.FILES.put(key, file.bytes, { httpMetadata: { contentType: file.contentType } });
        written.push(key);
      }
      const slug = `${folderName(meta.name)}-${id.slice(-6)}`;
      const [[row]] = await c.var.db.batch([
        c.var.db
          .insert(catalogueTemplates)
          .values({ id, slug, source: "upload", name: meta.name, description: meta.description, category: meta.category, isPremium, downloadPriceCents: meta.price, filesKey, previewImage: inspection.preview })
          .returning(),
        auditRow(c.var.db, { actorId: requireAdmin(c).id, action: "template.uploaded", targetType: "template", targetId: id, detail: meta.name, ip: clientIp(c.req.raw.headers) }),
      ]);
      return c.json(catalogueView(c, row!), 201);
    } catch (err) {
      await Promise.all(written.map((key) => c.env.FILES.delete(key)));
      throw err;
    }
  })
  .delete("/:id", validate("param", idSchema), async (c) => {
    const [template] = await c.var.db.select().from(catalogueTemplates).where(eq(catalogueTemplates.id, c.req.valid("param").id));
    if (!template) throw apiError(404, "Template not found");
    if (template.source === "builtin") throw apiError(409, "Built-in templates ship with the app and cannot be deleted.");
    // The listing first (nobody can find it any more), then its files.
    await c.var.db.batch([
      c.var.db.delete(catalogueTemplates).where(eq(catalogueTemplates.id, template.id)),
      auditRow(c.var.db, { actorId: requireAdmin(c).id, action: "template.deleted", targetType: "template", targetId: template.id, detail: template.name, ip: clientIp(c.req.raw.headers) }),
    ]);
    await deleteFiles(c.env.FILES, template.filesKey);
    return c.json({ deleted: template.id }, 200);
  });
