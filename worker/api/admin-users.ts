// The admin dashboard's Users tab: the accounts, searched and filtered on the server a page at a time; a change of
// plan, role or status; and deletion. Every change is written to the audit log in the same batch. An admin can
// neither remove their own admin role, stop their own account nor delete it (the dashboard would lock them out).
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DELETE_SELF,
  CANNOT_DEMOTE_SELF,
  USER_NOT_FOUND,
  userIdParamSchema,
  userListQuerySchema,
  userUpdateSchema,
  USERS_PAGE_SIZE,
} from "../../schema/admin";
import { assets, chatMessages, generatedImages, imageCreditUsage, oauthIdentities, payments, sessions, subscriptions, users, websites, type User } from "../../schema/tables";
import { requireAdmin } from "../auth/require";
import { auditRow } from "../audit";
import type { Db } from "../db";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { grantTier } from "../payments/tier";
import { clientIp } from "../edge/limits";
import { deleteFiles, removeWebsite } from "../sites/publish";
import { uploadKey } from "../../schema/uploads";
import { validate } from "../validate";

export const PAYS_BY_CARD = "This user pays by card: cancel their subscription first (Billing, or the Stripe dashboard), then delete the account.";

// Written out: inside a one-table query drizzle names columns without their table, and "id" would be the site's.
const websiteCount = sql<number>`(select count(*) from websites where websites.user_id = users.id)`.mapWith(Number);

/** A search matches a name, an email or an id; `%` and `_` in it are letters, not wildcards. */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} escape '\\'`,
    sql`${users.email} like ${pattern} escape '\\'`,
    eq(users.id, search),
  );
}

const statusConditions = {
  all: undefined,
  active: eq(users.active, true),
  inactive: eq(users.active, false),
  premium: eq(users.subscriptionTier, "premium"),
  enterprise: eq(users.subscriptionTier, "enterprise"),
} as const;

function listed(row: Pick<User, "id" | "firstName" | "lastName" | "email" | "subscriptionTier" | "role" | "active" | "createdAt"> & { websites: number }) {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    tier: row.subscriptionTier,
    role: row.role,
    status: row.active ? ("active" as const) : ("inactive" as const),
    websites: row.websites,
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  subscriptionTier: users.subscriptionTier,
  role: users.role,
  active: users.active,
  createdAt: users.createdAt,
  websites: websiteCount,
};

async function liveUser(db: Db, id: string) {
  const [row] = await db.select(columns).from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw apiError(404, USER_NOT_FOUND);
  return row;
}

export const adminUsers = new Hono<AppEnv>()
  .get("/", validate("query", userListQuerySchema), async (c) => {
    const { search, status, page } = c.req.valid("query");
    const where = and(isNull(users.deletedAt), searchCondition(search), statusConditions[status]);
    const [rows, [total]] = await Promise.all([
      c.var.db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(USERS_PAGE_SIZE)
        .offset((page - 1) * USERS_PAGE_SIZE),
      c.var.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(where),
    ]);
    return c.json({ users: rows.map(listed), total: total?.n ?? 0, page, pageSize: USERS_PAGE_SIZE }, 200);
  })
  .patch("/:id", validate("param", userIdParamSchema), validate("json", userUpdateSchema), async (c) => {
    const admin = requireAdmin(c);
    const { id } = c.req.valid("param");
    const change = c.req.valid("json");
    const before = await liveUser(c.var.db, id);
    if (id === admin.id && change.role === "user") throw apiError(403, CANNOT_DEMOTE_SELF);
    if (id === admin.id && change.active === false) throw apiError(403, CANNOT_DEACTIVATE_SELF);

    const said: string[] = [];
    if (change.tier && change.tier !== before.subscriptionTier) said.push(`plan ${before.subscriptionTier} -> ${change.tier}`);
    if (change.role && change.role !== before.role) said.push(`role ${before.role} -> ${change.role}`);
    if (change.active !== undefined && change.active !== before.active) said.push(change.active ? "reactivated" : "deactivated");
    const now = new Date();
    const writes = [
      c.var.db
        .update(users)
        .set({ ...(change.role && { role: change.role }), ...(change.active !== undefined && { active: change.active }), updatedAt: now })
        .where(eq(users.id, id)),
      // A stopped account is signed out everywhere at once, not when its sessions expire.
      ...(change.active === false ? [c.var.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)))] : []),
      ...(said.length > 0 ? [auditRow(c.var.db, { actorId: admin.id, action: "user.updated", targetType: "user", targetId: id, detail: said.join("; "), ip: clientIp(c.req.raw.headers) })] : []),
    ] as const;
    await c.var.db.batch(writes);
    if (change.tier) await grantTier(c.var.db, id, change.tier);
    return c.json(listed(await liveUser(c.var.db, id)), 200);
  })
  .delete("/:id", validate("param", userIdParamSchema), async (c) => {
    const admin = requireAdmin(c);
    const { id } = c.req.valid("param");
    if (id === admin.id) throw apiError(403, CANNOT_DELETE_SELF);
    await liveUser(c.var.db, id);
    const [card] = await c.var.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, id), eq(subscriptions.provider, "card"), inArray(subscriptions.status, ["active", "past_due", "incomplete"]), eq(subscriptions.cancelAtPeriodEnd, false)))
      .limit(1);
    if (card) throw apiError(409, PAYS_BY_CARD);

    // Offline first: every site leaves the web (and the host cache) before anything else goes.
    const sites = await c.var.db.select({ id: websites.id, subdomain: websites.subdomain, publishedVersionId: websites.publishedVersionId }).from(websites).where(eq(websites.userId, id));
    for (const site of sites) await removeWebsite(c.env, c.var.db, site);

    // The row stays, emptied, so the payments it made stay in the books without saying whose they were.
    const now = new Date();
    await c.var.db.batch([
      c.var.db
        .update(users)
        .set({ firstName: "Deleted", lastName: "user", email: `deleted-${id}@deleted.invalid`, passwordHash: null, profileImageUrl: null, active: false, deletedAt: now, planEndsAt: null, updatedAt: now })
        .where(eq(users.id, id)),
      c.var.db.delete(sessions).where(eq(sessions.userId, id)),
      c.var.db.delete(oauthIdentities).where(eq(oauthIdentities.userId, id)),
      c.var.db.delete(chatMessages).where(eq(chatMessages.userId, id)),
      c.var.db.delete(generatedImages).where(eq(generatedImages.userId, id)),
      c.var.db.delete(imageCreditUsage).where(eq(imageCreditUsage.userId, id)),
      c.var.db.delete(assets).where(eq(assets.userId, id)),
      c.var.db.update(payments).set({ phone: null }).where(eq(payments.userId, id)),
      auditRow(c.var.db, { actorId: admin.id, action: "user.deleted", targetType: "user", targetId: id, detail: `${sites.length} websites removed`, ip: clientIp(c.req.raw.headers) }),
    ]);
    await deleteFiles(c.env.FILES, uploadKey(id, ""));
    return c.json({ ok: true as const }, 200);
  });
