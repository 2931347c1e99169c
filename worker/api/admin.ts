// Admin-only API. Every route checks the admin role on the server: the SPA's own check is only a convenience.
import { count } from "drizzle-orm";
import { Hono } from "hono";
import { users, websites } from "../../schema/tables";
import { requireAdmin } from "../auth/require";
import type { AppEnv } from "../env";
import { adminTemplates } from "./admin-templates";
import { adminActivity } from "./admin-activity";
import { adminAnalytics } from "./admin-analytics";
import { adminPayments } from "./admin-payments";
import { adminSettingsApi } from "./admin-settings";
import { adminUsers } from "./admin-users";
import { adminWebsites } from "./admin-websites";

export const admin = new Hono<AppEnv>()
  .use(async (c, next) => {
    requireAdmin(c);
    await next();
  })
  .route("/templates", adminTemplates)
  .route("/users", adminUsers)
  .route("/payments", adminPayments)
  .route("/analytics", adminAnalytics)
  .route("/websites", adminWebsites)
  .route("/settings", adminSettingsApi)
  .route("/", adminActivity)
  .get("/stats", async (c) => {
    const [[userCount], [websiteCount]] = await Promise.all([
      c.var.db.select({ n: count() }).from(users),
      c.var.db.select({ n: count() }).from(websites),
    ]);
    return c.json({ users: userCount?.n ?? 0, websites: websiteCount?.n ?? 0 }, 200);
  });
