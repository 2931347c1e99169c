// The admin dashboard's Payments tab: every payment the payments capability recorded, newest first, filtered by
// method, a page at a time, with the totals for the filter; and the same rows as a CSV download.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { PAYMENTS_CSV_MAX, PAYMENTS_PAGE_SIZE, paymentListQuerySchema, type PaymentMethodFilter } from "../../schema/admin";
import { plans } from "../../schema/plans";
import { catalogueTemplates, payments, users } from "../../schema/tables";
import type { Db } from "../db";
import type { AppEnv } from "../env";
import { csvResponse } from "../csv";
import { validate } from "../validate";

function methodCondition(method: PaymentMethodFilter): SQL | undefined {
  return method === "all" ? undefined : eq(payments.provider, method);
}

async function paymentRows(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deletedAt: users.deletedAt,
      usdCents: payments.usdCents,
      purpose: payments.purpose,
      plan: payments.plan,
      period: payments.period,
      template: catalogueTemplates.name,
      method: payments.provider,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(catalogueTemplates, eq(catalogueTemplates.id, payments.templateId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    date: (r.paidAt ?? r.createdAt).toISOString(),
    // A deleted account's payments stay in the books without saying whose they were.
    user: r.deletedAt ? "Deleted user" : `${r.firstName} ${r.lastName}`.trim(),
    email: r.deletedAt ? null : r.email,
    amount: r.usdCents / 100,
    plan: r.purpose === "template" ? `Template: ${r.template ?? "removed"}` : r.plan ? `${plans[r.plan].name}${r.period === "yearly" ? " (yearly)" : ""}` : "",
    method: r.method,
    status: r.status,
  }));
}

export type AdminPayment = Awaited<ReturnType<typeof paymentRows>>[number];

export const adminPayments = new Hono<AppEnv>()
  .get("/", validate("query", paymentListQuerySchema), async (c) => {
    const { method, page } = c.req.valid("query");
    const where = methodCondition(method);
    const [rows, [totals]] = await Promise.all([
      paymentRows(c.var.db, where, PAYMENTS_PAGE_SIZE, (page - 1) * PAYMENTS_PAGE_SIZE),
      c.var.db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          successful: sql<number>`coalesce(sum(case when ${payments.status} = 'successful' then 1 else 0 end), 0)`.mapWith(Number),
          failed: sql<number>`coalesce(sum(case when ${payments.status} = 'failed' then 1 else 0 end), 0)`.mapWith(Number),
          revenueCents: sql<number>`coalesce(sum(case when ${payments.status} = 'successful' then ${payments.usdCents} else 0 end), 0)`.mapWith(Number),
        })
        .from(payments)
        .where(and(where)),
    ]);
    const t = totals ?? { count: 0, successful: 0, failed: 0, revenueCents: 0 };
    return c.json(
      { payments: rows, total: t.count, totals: { successful: t.successful, failed: t.failed, revenue: t.revenueCents / 100 }, page, pageSize: PAYMENTS_PAGE_SIZE },
      200,
    );
  })
  .get("/export", validate("query", paymentListQuerySchema), async (c) => {
    const { method } = c.req.valid("query");
    const rows = await paymentRows(c.var.db, methodCondition(method), PAYMENTS_CSV_MAX, 0);
    const header = ["Transaction ID", "Date", "User", "Email", "Amount (USD)", "Plan", "Method", "Status"];
    const day = new Date().toISOString().slice(0, 10);
    return csvResponse(c, `payments-${method}-${day}.csv`, header, rows.map((r) => [r.id, r.date, r.user, r.email, r.amount.toFixed(2), r.plan, r.method, r.status]));
  });
