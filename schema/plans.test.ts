import { describe, expect, it } from "vitest";
import { DOWNLOAD_UPGRADE } from "./messages";
import {
  defaultWebsiteLimits,
  DOWNLOAD_HINT,
  DOWNLOAD_PLANS,
  formatDollars,
  homePlans,
  limitsFromMeta,
  limitsMetaContent,
  planCta,
  planFeatures,
  plans,
  planSummary,
  popularTier,
  pricingPlans,
  signupPath,
  tiers,
  websitesText,
  withWebsiteLimits,
  YEARLY_SAVING,
} from "./plans";

describe("plan catalogue", () => {
  it("prices the year at twelve months less 20%", () => {
    expect(tiers.map((t) => [t, plans[t].monthlyCents, plans[t].yearlyCents])).toEqual([
      ["free", 0, 0],
      ["basic", 500, 4800],
      ["premium", 1500, 14400],
      ["enterprise", 3900, 37440],
    ]);
  });

  it("keeps the limits settled in the architecture", () => {
    expect(tiers.map((t) => [plans[t].websites, plans[t].imagesPerMonth, plans[t].customDomains, plans[t].canDownload])).toEqual([
      [3, 5, 0, false],
      [5, 50, 0, true],
      [25, 200, 1, true],
      [null, null, 5, true],
    ]);
  });

  it("derives the card features from the limits", () => {
    expect(planFeatures(plans.free)).toEqual([
      { label: "3 websites", included: true, websites: true },
      { label: "5 AI images a month", included: true },
      { label: "Free subdomain", included: true },
      { label: "Custom domain", included: false },
      { label: "Download your site as HTML/CSS/JS", included: false },
      { label: "Premium templates included", included: false },
      { label: "Team members", included: false },
      { label: "Community support", included: true },
    ]);
    expect(planFeatures(plans.enterprise).slice(0, 4)).toEqual([
      { label: "Unlimited websites", included: true, websites: true },
      { label: "Unlimited AI images a month", included: true },
      { label: "Free subdomain", included: true },
      { label: "5 custom domains", included: true },
    ]);
    expect(planFeatures(plans.premium)[3]).toEqual({ label: "1 custom domain", included: true });
  });

  it("lays an administrator's website limits over the catalogue, and nothing else", () => {
    expect(withWebsiteLimits(defaultWebsiteLimits)).toBe(plans);
    const set = withWebsiteLimits({ free: 4, premium: 30 });
    expect([set.free.websites, set.premium.websites, set.basic.websites, set.enterprise.websites]).toEqual([4, 30, 5, null]);
    expect({ ...set.free, websites: 3 }).toEqual(plans.free);
    expect(planFeatures(set.free)[0]).toEqual({ label: "4 websites", included: true, websites: true });
    expect(limitsFromMeta(limitsMetaContent({ free: 4, premium: 30 }))).toEqual({ free: 4, premium: 30 });
    expect([limitsFromMeta(null), limitsFromMeta("free=4")]).toEqual([null, null]);
    expect([websitesText(1, "feature"), websitesText(null, "feature"), websitesText(30, "cell"), websitesText(null, "cell")]).toEqual(["1 website", "Unlimited websites", "30", "Unlimited"]);
  });

  it("formats whole dollars without cents and others with two decimals", () => {
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(1500)).toBe("$15");
    expect(formatDollars(37440)).toBe("$374.40");
    expect(formatDollars(1999)).toBe("$19.99");
  });
});

describe("words derived from the catalogue", () => {
  it("names in the download hint only plans that can download, and every plan but Free can", () => {
    const named = DOWNLOAD_PLANS.split(" and ");
    expect(named).toEqual(["Basic", "Premium"]);
    for (const name of named) expect(tiers.find((t) => plans[t].name === name && plans[t].canDownload)).toBeDefined();
    expect(tiers.filter((t) => !plans[t].canDownload)).toEqual(["free"]);
    expect(DOWNLOAD_HINT).toBe("Available on Basic and Premium plans");
    expect(DOWNLOAD_UPGRADE).toBe("Website downloads are available on Basic and Premium plans");
  });

  it("links every paid plan to sign-up with the plan preselected", () => {
    expect(tiers.map(signupPath)).toEqual(["/signup", "/signup?plan=basic", "/signup?plan=premium", "/signup?plan=enterprise"]);
    expect(tiers.map(planCta)).toEqual(["Start for Free", "Choose Basic", "Choose Premium", "Choose Enterprise"]);
  });

  it("marks one popular plan, shown on both the home and the pricing page", () => {
    expect(popularTier).toBe("premium");
    expect(homePlans).toContain(popularTier);
    expect(pricingPlans).toContain(popularTier);
  });

  it("sums a plan up from its limits", () => {
    expect(planSummary(plans.enterprise)).toBe("unlimited websites and images, 5 custom domains, team members and priority support");
    expect(planSummary(plans.basic)).toBe("5 websites, 50 AI images a month");
    expect(YEARLY_SAVING).toBe("Save 20%");
  });
});
