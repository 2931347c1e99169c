// The signed-in user's plan, limits and usage, for the account and billing screens and the image dialog.
import { Hono } from "hono";
import { plans } from "../../schema/plans";
import { requireUser } from "../auth/require";
import { toPublicUser } from "../auth/session";
import { imageCredits } from "../credits";
import { drawsIllustrations } from "../ai/images";
import type { AppEnv } from "../env";
import { accountUsage } from "../usage";

export const account = new Hono<AppEnv>()
  .get("/account", async (c) => {
    const user = requireUser(c);
    const plan = plans[user.subscriptionTier];
    const usage = await accountUsage(c.var.db, user);
    return c.json(
      {
        user: toPublicUser(user),
        plan: { tier: plan.tier, name: plan.name, canDownload: plan.canDownload, premiumTemplatesIncluded: plan.premiumTemplatesIncluded },
        usage,
      },
      200,
    );
  })
  .get("/image-credits", async (c) => {
    // Said before a credit is spent: without an image provider, pictures are illustrations, not photos.
    return c.json({ ...(await imageCredits(c.var.db, requireUser(c))), illustrations: drawsIllustrations(c.env) }, 200);
  });
