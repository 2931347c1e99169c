import { describe, expect, it } from "vitest";
import { imageCreditUsage } from "../../schema/tables";
import { creditMonth } from "../credits";
import { call, signedInUser } from "../test/client";
import { db, publicFields } from "../test/factories";

describe("GET /api/account", () => {
  it("answers the plan, its limits and what the user has used", async () => {
    const { user, cookie } = await signedInUser({ subscriptionTier: "basic" });
    await db.insert(imageCreditUsage).values({ userId: user.id, month: creditMonth(), used: 7 });
    const res = await call("/api/account", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user: publicFields(user),
      plan: { tier: "basic", name: "Basic", canDownload: true, premiumTemplatesIncluded: false },
      usage: {
        websites: { used: 0, limit: 5 },
        imageCredits: { used: 7, limit: 50, remaining: 43 },
        customDomains: { used: 0, limit: 0 },
      },
    });
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/account")).status).toBe(401);
    expect((await call("/api/image-credits")).status).toBe(401);
  });
});

describe("GET /api/image-credits", () => {
  it("counts only this month's use, and says unlimited as null", async () => {
    const free = await signedInUser({ subscriptionTier: "free" });
    await db.insert(imageCreditUsage).values({ userId: free.user.id, month: "2001-01", used: 5 });
    expect(await (await call("/api/image-credits", { cookie: free.cookie })).json()).toEqual({ used: 0, limit: 5, remaining: 5, illustrations: true });
    const enterprise = await signedInUser({ subscriptionTier: "enterprise" });
    expect(await (await call("/api/image-credits", { cookie: enterprise.cookie })).json()).toEqual({
      used: 0,
      limit: null,
      remaining: null,
      illustrations: true,
    });
  });
});
