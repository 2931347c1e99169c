// Admin-only API. Every route checks the admin role on the server: the SPA's own check is only a convenience.
import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { tiers } from "../../schema/plans";
import { users, websites } from "../../schema/tables";
import { requireAdmin } from "../auth/require";
import type { AppEnv } from "../env";
import { adminTemplates } from "./admin-templates";
import { adminUsers } from "./admin-users";
import { apiError } from "../errors";
import { grantTier } from "../payments/tier";
import { validate } from "../validate";

const userIdSchema = v.object({ id: v.pipe(v.string(), v.regex(/^usr_[0-9a-z]{16}$/, "User not found")) });
const tierSchema = v.strictObject({ tier: v.picklist(tiers, "Please choose a plan.") });

export const admin = new Hono<AppEnv>()
  .use(async (c, next) => {
    requireAdmin(c);
    await next();
  })
  .route("/templates", adminTemplates)
  .route("/users", adminUsers)
  .get("/stats", async (c) => {
    const [[userCount], [websiteCount]] = await Promise.all([
      c.var.db.select({ n: count() }).from(users),
      c.var.db.select({ n: count() }).from(websites),
    ]);
    return c.json({ users: userCount?.n ?? 0, websites: websiteCount?.n ?? 0 }, 200);
  })
  // Grants a plan without a payment (or takes the grant back with "free"). A plan the user pays for stays in force
  // beside it, so the answer is the tier the user has now, which may be higher than the grant.
  .put("/users/:id/tier", validate("param", userIdSchema), validate("json", tierSchema), async (c) => {
    const { id } = c.req.valid("param");
    const [user] = await c.var.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw apiError(404, "User not found");
    const granted = c.req.valid("json").tier;
    return c.json({ granted, tier: await grantTier(c.var.db, id, granted) }, 200);
  });
