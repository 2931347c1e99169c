// The admin dashboard's Settings tab: the provider keys (whether each is set, where from, and its last four
// characters; a new one is stored encrypted and used at once), the website limits per plan, the payment-email
// switch, and the email outbox (what the platform sent, or keeps for the administrator when no email service is
// configured). Every change is audited.
import { desc, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { generalSettingsSchema, MAX_PAGE, providerKeyParamSchema, providerKeys, providerKeySchema, type ProviderKeyId } from "../../schema/admin";
import { adminSettings, emailOutbox } from "../../schema/tables";
import { requireAdmin } from "../auth/require";
import { auditRow } from "../audit";
import { emailConfigured } from "../edge/outbox";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { forgetStoredKeys, NoSettingsSecretError, storedKeys, storeKey } from "../provider-keys";
import { clientIp } from "../edge/limits";
import { forgetSettings, getSettings, settingDefaults } from "../settings";
import { validate } from "../validate";

const OUTBOX_PAGE_SIZE = 20;
const outboxQuery = v.object({ page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, "Page must be a number"), v.transform(Number), v.minValue(1), v.maxValue(MAX_PAGE)), "1") });

/** Each key as the dashboard may see it: never the key itself. */
async function keyRows(c: { env: Env; var: { db: AppEnv["Variables"]["db"] } }, deployed: Env) {
  const stored = await storedKeys(c.var.db);
  return providerKeys.map((key) => {
    const sealed = stored[key.id];
    const fromEnv = deployed[key.env as keyof Env] as string | undefined;
    return {
      id: key.id,
      label: key.label,
      hint: key.hint,
      set: Boolean(sealed || fromEnv),
      source: sealed ? ("dashboard" as const) : fromEnv ? ("environment" as const) : null,
      last4: sealed?.last4 ?? (fromEnv ? fromEnv.slice(-4) : null),
    };
  });
}

const keyLabel = (id: ProviderKeyId) => providerKeys.find((k) => k.id === id)!.label;

export const adminSettingsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    return c.json({ keys: await keyRows(c, c.var.deployedEnv), general: await getSettings(c.var.db), email: { configured: emailConfigured(c.env) } }, 200);
  })
  .put("/general", validate("json", generalSettingsSchema), async (c) => {
    const admin = requireAdmin(c);
    const next = c.req.valid("json");
    const before = await getSettings(c.var.db);
    const changed = (Object.keys(settingDefaults) as (keyof typeof settingDefaults)[]).filter((k) => before[k] !== next[k]);
    if (changed.length > 0) {
      await c.var.db.batch([
        auditRow(c.var.db, { actorId: admin.id, action: "settings.updated", targetType: "settings", detail: changed.map((k) => `${k} ${before[k]} -> ${next[k]}`).join("; "), ip: clientIp(c.req.raw.headers) }),
        ...changed.map((key) =>
          c.var.db
            .insert(adminSettings)
            .values({ key, value: next[key], updatedBy: admin.id })
            .onConflictDoUpdate({ target: adminSettings.key, set: { value: next[key], updatedBy: admin.id, updatedAt: new Date() } }),
        ),
      ]);
    }
    forgetSettings();
    return c.json(await getSettings(c.var.db), 200);
  })
  .put("/keys/:id", validate("param", providerKeyParamSchema), validate("json", providerKeySchema), async (c) => {
    const admin = requireAdmin(c);
    const { id } = c.req.valid("param");
    let last4: string;
    try {
      last4 = (await storeKey(c.var.db, c.env, id, c.req.valid("json").value, admin.id)).last4;
    } catch (err) {
      if (err instanceof NoSettingsSecretError) throw apiError(503, err.message);
      throw err;
    }
    await auditRow(c.var.db, { actorId: admin.id, action: "key.updated", targetType: "key", targetId: id, detail: `${keyLabel(id)} key set (ending ${last4})`, ip: clientIp(c.req.raw.headers) });
    return c.json({ keys: await keyRows(c, c.var.deployedEnv) }, 200);
  })
  .delete("/keys/:id", validate("param", providerKeyParamSchema), async (c) => {
    const admin = requireAdmin(c);
    const { id } = c.req.valid("param");
    await c.var.db.batch([
      c.var.db.delete(adminSettings).where(inArray(adminSettings.key, [`providerKey:${id}`])),
      auditRow(c.var.db, { actorId: admin.id, action: "key.updated", targetType: "key", targetId: id, detail: `${keyLabel(id)} key removed from the dashboard`, ip: clientIp(c.req.raw.headers) }),
    ]);
    forgetStoredKeys();
    return c.json({ keys: await keyRows(c, c.var.deployedEnv) }, 200);
  })
  .get("/outbox", validate("query", outboxQuery), async (c) => {
    const { page } = c.req.valid("query");
    const [rows, [total]] = await Promise.all([
      c.var.db
        .select({ id: emailOutbox.id, to: emailOutbox.to, subject: emailOutbox.subject, body: emailOutbox.body, kind: emailOutbox.kind, status: emailOutbox.status, error: emailOutbox.error, createdAt: emailOutbox.createdAt })
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(OUTBOX_PAGE_SIZE)
        .offset((page - 1) * OUTBOX_PAGE_SIZE),
      c.var.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(emailOutbox),
    ]);
    return c.json({ emails: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: total?.n ?? 0, page, pageSize: OUTBOX_PAGE_SIZE }, 200);
  });
