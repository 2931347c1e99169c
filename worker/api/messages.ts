// /api/websites/:id/messages: what visitors sent through a site's contact form (sites/forms.ts), for its owner alone:
// a page at a time with how many are unread, read or unread, delete, and all of them as a CSV. Every query names
// the owner's site, so another's messages answer 404 like missing ones.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { INBOX_PAGE_SIZE, MESSAGE_NOT_FOUND, inboxQuerySchema, messageParamSchema, messageReadSchema } from "../../schema/forms";
import { formMessages, type Website } from "../../schema/tables";
import { requireUser } from "../auth/require";
import { csvResponse } from "../csv";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import * as v from "valibot";
import { folderName } from "../../site/zip";
import { validate } from "../validate";
import { idSchema, ownSite } from "./websites";

const messageIdSchema = v.object({ ...idSchema.entries, ...messageParamSchema.entries });

const ofSite = (site: Website) => eq(formMessages.websiteId, site.id);

export const messagesApi = new Hono<AppEnv>()
  .get("/", validate("param", idSchema), validate("query", inboxQuerySchema), async (c) => {
    const site = await ownSite(c, requireUser(c), c.req.valid("param").id);
    const { page } = c.req.valid("query");
    const [rows, [totals]] = await Promise.all([
      c.var.db
        .select()
        .from(formMessages)
        .where(ofSite(site))
        .orderBy(desc(formMessages.createdAt), desc(formMessages.id))
        .limit(INBOX_PAGE_SIZE)
        .offset((page - 1) * INBOX_PAGE_SIZE),
      c.var.db
        .select({ total: count(), unread: sql<number>`coalesce(sum(case when ${formMessages.readAt} is null then 1 else 0 end), 0)`.mapWith(Number) })
        .from(formMessages)
        .where(ofSite(site)),
    ]);
    return c.json(
      {
        messages: rows.map((m) => ({ id: m.id, name: m.name, email: m.email, message: m.message, receivedAt: m.createdAt.toISOString(), read: m.readAt !== null })),
        total: totals?.total ?? 0,
        unread: totals?.unread ?? 0,
        page,
        pageSize: INBOX_PAGE_SIZE,
      },
      200,
    );
  })
  .get("/export", validate("param", idSchema), async (c) => {
    const site = await ownSite(c, requireUser(c), c.req.valid("param").id);
    const rows = await c.var.db.select().from(formMessages).where(ofSite(site)).orderBy(desc(formMessages.createdAt), desc(formMessages.id));
    return csvResponse(
      c,
      `${folderName(site.name)}-messages-${new Date().toISOString().slice(0, 10)}.csv`,
      ["Received (UTC)", "Name", "Email", "Message", "Read"],
      rows.map((m) => [m.createdAt.toISOString().replace("T", " ").slice(0, 16), m.name, m.email, m.message, m.readAt ? "yes" : "no"]),
    );
  })
  .patch("/:messageId", validate("param", messageIdSchema), validate("json", messageReadSchema), async (c) => {
    const { id, messageId } = c.req.valid("param");
    const site = await ownSite(c, requireUser(c), id);
    const { read } = c.req.valid("json");
    const [row] = await c.var.db
      .update(formMessages)
      // Marking read again keeps when it was first read.
      .set({ readAt: read ? sql`coalesce(${formMessages.readAt}, ${Date.now()})` : null })
      .where(and(ofSite(site), eq(formMessages.id, messageId)))
      .returning({ id: formMessages.id, readAt: formMessages.readAt });
    if (!row) throw apiError(404, MESSAGE_NOT_FOUND);
    return c.json({ id: row.id, read: row.readAt !== null }, 200);
  })
  .delete("/:messageId", validate("param", messageIdSchema), async (c) => {
    const { id, messageId } = c.req.valid("param");
    const site = await ownSite(c, requireUser(c), id);
    const deleted = await c.var.db.delete(formMessages).where(and(ofSite(site), eq(formMessages.id, messageId))).returning({ id: formMessages.id });
    if (deleted.length === 0) throw apiError(404, MESSAGE_NOT_FOUND);
    return c.json({ ok: true as const }, 200);
  });
