// The admin dashboard's Websites tab: every website, searched by its name, address or owner, a page at a time; and
// instead of editing someone's site, a take-down for abuse: the site goes offline at once, its owner reads the
// reason on their account page and cannot publish it again until an administrator restores it.
import { and, desc, eq, or, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { takedownSchema, websiteIdParamSchema, websiteListQuerySchema, WEBSITES_PAGE_SIZE } from "../../schema/admin";
import { builderTemplates } from "../../schema/builder-templates";
import { users, websites } from "../../schema/tables";
import { requireAdmin } from "../auth/require";
import { auditRow } from "../audit";
import { afterResponse, type AppEnv } from "../env";
import { apiError } from "../errors";
import { clientIp } from "../edge/limits";
import { restore, takeDown } from "../sites/publish";
import { sendEmail } from "../edge/outbox";
import { validate } from "../validate";
import { siteAddress } from "./websites";

const columns = {
  id: websites.id,
  name: websites.name,
  subdomain: websites.subdomain,
  publishedVersionId: websites.publishedVersionId,
  takenDownAt: websites.takenDownAt,
  takedownReason: websites.takedownReason,
  createdAt: websites.createdAt,
  // The template the site started from is all the type it has; an AI design has none.
  templateId: sql<number | null>`json_extract(${websites.document}, '$.templateId')`,
  // The owner's visitors' page views over the last 30 days, from the Worker's own counts.
  views30: sql<number>`(select coalesce(sum(views), 0) from site_daily_stats where site_daily_stats.website_id = websites.id and site_daily_stats.day >= strftime('%Y-%m-%d', 'now', '-29 days'))`.mapWith(Number),
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

function siteQuery(c: Context<AppEnv>) {
  return c.var.db.select(columns).from(websites).innerJoin(users, eq(users.id, websites.userId));
}
type Row = Awaited<ReturnType<typeof siteQuery>>[number];

function card(c: Context<AppEnv>, row: Row) {
  const type = builderTemplates.find((t) => t.id === row.templateId)?.name ?? "AI design";
  const status = row.takenDownAt ? ("taken_down" as const) : row.publishedVersionId ? ("published" as const) : ("draft" as const);
  return {
    id: row.id,
    name: row.name,
    creator: `${row.firstName} ${row.lastName}`.trim(),
    creatorEmail: row.email,
    createdAt: row.createdAt.toISOString(),
    type,
    status,
    address: status === "published" && row.subdomain ? siteAddress(c, row.subdomain) : null,
    takedownReason: row.takedownReason,
    views30: row.views30,
  };
}

async function oneSite(c: Context<AppEnv>, id: string) {
  const [row] = await siteQuery(c).where(eq(websites.id, id));
  if (!row) throw apiError(404, "Website not found");
  return row;
}

export const adminWebsites = new Hono<AppEnv>()
  .get("/", validate("query", websiteListQuerySchema), async (c) => {
    const { search, page } = c.req.valid("query");
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const match = search
      ? or(
          sql`lower(${websites.name}) like ${pattern} escape '\\'`,
          sql`${websites.subdomain} like ${pattern} escape '\\'`,
          sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} escape '\\'`,
          sql`${users.email} like ${pattern} escape '\\'`,
          eq(websites.id, search),
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      siteQuery(c)
        .where(and(match))
        .orderBy(desc(websites.createdAt), desc(websites.id))
        .limit(WEBSITES_PAGE_SIZE)
        .offset((page - 1) * WEBSITES_PAGE_SIZE),
      c.var.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(websites).innerJoin(users, eq(users.id, websites.userId)).where(and(match)),
    ]);
    return c.json({ websites: rows.map((r) => card(c, r)), total: total?.n ?? 0, page, pageSize: WEBSITES_PAGE_SIZE }, 200);
  })
  .post("/:id/takedown", validate("param", websiteIdParamSchema), validate("json", takedownSchema), async (c) => {
    const admin = requireAdmin(c);
    const site = await oneSite(c, c.req.valid("param").id);
    const { reason } = c.req.valid("json");
    // The mark and the pointer's removal in one statement, then the host cache (publish.ts).
    await takeDown(c.env, c.var.db, site, reason, auditRow(c.var.db, { actorId: admin.id, action: "website.taken_down", targetType: "website", targetId: site.id, detail: `${site.name}: ${reason}`, ip: clientIp(c.req.raw.headers) }), afterResponse(c));
    return c.json(card(c, await oneSite(c, site.id)), 200);
  })
  .post("/:id/restore", validate("param", websiteIdParamSchema), async (c) => {
    const admin = requireAdmin(c);
    const site = await oneSite(c, c.req.valid("param").id);
    // What was live goes live again, every cache with it (publish.ts), and the owner is told.
    const live = await restore(c.env, c.var.db, site, auditRow(c.var.db, { actorId: admin.id, action: "website.restored", targetType: "website", targetId: site.id, detail: site.name, ip: clientIp(c.req.raw.headers) }), afterResponse(c));
    await tellOwner(c, site.id, live);
    return c.json(card(c, await oneSite(c, site.id)), 200);
  });

/** The owner hears that their site is back, and where (or, when no version was kept, that it waits for a publish). */
async function tellOwner(c: Context<AppEnv>, siteId: string, live: boolean): Promise<void> {
  const [row] = await c.var.db
    .select({ name: websites.name, subdomain: websites.subdomain, userId: users.id, email: users.email, firstName: users.firstName })
    .from(websites)
    .innerJoin(users, eq(websites.userId, users.id))
    .where(eq(websites.id, siteId));
  if (!row) return;
  const where = live && row.subdomain ? ` It is online again at ${siteAddress(c, row.subdomain)}.` : " Publish it again from your dashboard to put it back online.";
  await sendEmail(
    c.var.db,
    c.env,
    { userId: row.userId, to: row.email, kind: "website-restored", subject: `Your website ${row.name} is restored`, body: `Hello ${row.firstName},\n\nAn administrator has restored your website ${row.name}.${where}\n\nSitewright` },
    afterResponse(c),
  );
}
