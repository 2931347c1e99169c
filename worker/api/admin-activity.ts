// The admin dashboard's Notifications and Security Log buttons. Notifications: the platform's latest events, read
// from the rows themselves (sign-ups, payments received and failed, domains verified). Security Log: the audit log,
// every administrator's action and every security event (a burst of failed log-ins, a rate limit reached), with who,
// what and when, a page at a time.
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { MAX_PAGE } from "../../schema/admin";
import { auditLog, domains, payments, users } from "../../schema/tables";
import type { AppEnv } from "../env";
import { validate } from "../validate";

/** How many events the Notifications panel shows. */
export const EVENTS_SHOWN = 30;
const AUDIT_PAGE_SIZE = 25;
const pageQuery = v.object({ page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, "Page must be a number"), v.transform(Number), v.minValue(1), v.maxValue(MAX_PAGE)), "1") });

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const methodName = { card: "card", mpesa: "M-Pesa" } as const;

export interface PlatformEvent {
  kind: "signup" | "payment" | "payment_failed" | "domain_verified";
  text: string;
  at: string;
}

export const adminActivity = new Hono<AppEnv>()
  .get("/events", async (c) => {
    const db = c.var.db;
    const [signups, paid, failed, verified] = await Promise.all([
      db.select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`, email: users.email, at: users.createdAt }).from(users).where(isNull(users.deletedAt)).orderBy(desc(users.createdAt)).limit(EVENTS_SHOWN),
      db
        .select({ cents: payments.usdCents, method: payments.provider, at: payments.paidAt, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(and(eq(payments.status, "successful"), isNotNull(payments.paidAt)))
        .orderBy(desc(payments.paidAt))
        .limit(EVENTS_SHOWN),
      db
        .select({ cents: payments.usdCents, method: payments.provider, at: payments.updatedAt, reason: payments.failureReason, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.status, "failed"))
        .orderBy(desc(payments.updatedAt))
        .limit(EVENTS_SHOWN),
      db.select({ hostname: domains.hostname, at: domains.verifiedAt }).from(domains).where(isNotNull(domains.verifiedAt)).orderBy(desc(domains.verifiedAt)).limit(EVENTS_SHOWN),
    ]);
    const events: PlatformEvent[] = [
      ...signups.map((u) => ({ kind: "signup" as const, text: `New account: ${u.name} (${u.email})`, at: u.at })),
      ...paid.map((p) => ({ kind: "payment" as const, text: `Payment received: ${dollars(p.cents)} from ${p.name} by ${methodName[p.method]}`, at: p.at! })),
      ...failed.map((p) => ({ kind: "payment_failed" as const, text: `Payment failed: ${dollars(p.cents)} from ${p.name} by ${methodName[p.method]}${p.reason ? ` (${p.reason})` : ""}`, at: p.at })),
      ...verified.map((d) => ({ kind: "domain_verified" as const, text: `Domain verified: ${d.hostname}`, at: d.at! })),
    ]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, EVENTS_SHOWN)
      .map((e) => ({ ...e, at: e.at.toISOString() }));
    return c.json({ events }, 200);
  })
  .get("/audit", validate("query", pageQuery), async (c) => {
    const { page } = c.req.valid("query");
    const [rows, [total]] = await Promise.all([
      c.var.db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          detail: auditLog.detail,
          ip: auditLog.ip,
          at: auditLog.createdAt,
          actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          actorEmail: users.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE),
      c.var.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog),
    ]);
    return c.json(
      {
        entries: rows.map((r) => ({ id: r.id, action: r.action, target: r.targetId ? `${r.targetType} ${r.targetId}` : r.targetType, detail: r.detail, ip: r.ip, who: r.actorName ? `${r.actorName} (${r.actorEmail})` : "System or visitor", at: r.at.toISOString() })),
        total: total?.n ?? 0,
        page,
        pageSize: AUDIT_PAGE_SIZE,
      },
      200,
    );
  });
