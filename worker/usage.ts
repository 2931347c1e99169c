// A signed-in user's plan usage: websites kept, this month's AI images, custom domains. One reading for the
// account and billing screens and for the help assistant's answers about the asker's own account.
import { count, eq } from "drizzle-orm";
import { plans, type Usage } from "../schema/plans";
import { domains, websites, type User } from "../schema/tables";
import { imageCredits } from "./credits";
import type { Db } from "./db";
import { websiteLimit } from "./settings";

export async function accountUsage(db: Db, user: User): Promise<Usage> {
  const [[siteCount], [customCount], credits, sitesAllowed] = await Promise.all([
    db.select({ n: count() }).from(websites).where(eq(websites.userId, user.id)),
    db.select({ n: count() }).from(domains).where(eq(domains.userId, user.id)),
    imageCredits(db, user),
    websiteLimit(db, user.subscriptionTier),
  ]);
  return {
    websites: { used: siteCount?.n ?? 0, limit: sitesAllowed },
    imageCredits: credits,
    customDomains: { used: customCount?.n ?? 0, limit: plans[user.subscriptionTier].customDomains },
  };
}
