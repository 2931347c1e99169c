// The signed-in user's plan, limits and usage, for the account and billing screens and the image dialog.
import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { plans } from "../../schema/plans";
import { domains, websites } from "../../schema/tables";
import { requireUser } from "../auth/require";
import { toPublicUser } from "../auth/session";
import { imageCredits } from "../credits";
import type { AppEnv } from "../env";
import { websiteLimit } from "../settings";

export const account = new Hono<AppEnv>()
  .get("/account", async (c) => {
    const user = requireUser(c);
    const plan = plans[user.subscriptionTier];
    const [[siteCount], [customCount], credits, sitesAllowed] = await Promise.all([
      c.var.db.select({ n: count() }).from(websites).where(eq(websites.userId, user.id)),
      c.var.db.select({ n: count() }).from(domains).where(eq(domains.userId, user.id)),
      imageCredits(c.var.db, user),
      websiteLimit(c.var.db, user.subscriptionTier),
    ]);
    return c.json(
      {
        user: toPublicUser(user),
        plan: { tier: plan.tier, name: plan.name, canDownload: plan.canDownload, premiumTemplatesIncluded: plan.premiumTemplatesIncluded },
        usage: {
          websites: { used: siteCount?.n ?? 0, limit: sitesAllowed },
          imageCredits: credits,
          customDomains: { used: customCount?.n ?? 0, limit: plan.customDomains },
        },
      },
      200,
    );
  })
  .get("/image-credits", async (c) => {
    return c.json(await imageCredits(c.var.db, requireUser(c)), 200);
  });
