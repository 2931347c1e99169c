// The plan catalogue: the one source for prices, limits and gates. The server enforces these numbers and every
// page shows them, so the product never advertises a limit it does not keep (see architecture.md "Plans").

export const tiers = ["free", "basic", "premium", "enterprise"] as const;
export type Tier = (typeof tiers)[number];

export const billingPeriods = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** `null` means unlimited. */
export type Limit = number | null;

export interface Plan {
  tier: Tier;
  name: string;
  description: string;
  /** Price of one month, in US cents. */
  monthlyCents: number;
  /** Price of one year, in US cents: monthly x 12 x 0.8, so "Save 20%" is true. */
  yearlyCents: number;
  websites: Limit;
  imagesPerMonth: Limit;
  customDomains: number;
  /** Whether the user may download a generated site as a ZIP. */
  canDownload: boolean;
  /** Premium catalogue templates are free to download on this plan (otherwise bought at their price). */
  premiumTemplatesIncluded: boolean;
  prioritySupport: boolean;
  teamMembers: boolean;
}

/** "Save 20%" on yearly billing, everywhere it is said. */
export const YEARLY_DISCOUNT = 0.2;
export const YEARLY_SAVING = `Save ${YEARLY_DISCOUNT * 100}%`;

function plan(p: Omit<Plan, "yearlyCents">): Plan {
  return { ...p, yearlyCents: Math.round(p.monthlyCents * 12 * (1 - YEARLY_DISCOUNT)) };
}

export const plans: Record<Tier, Plan> = {
  free: plan({
    tier: "free",
    name: "Free",
    description: "For trying ideas and personal pages.",
    monthlyCents: 0,
    websites: 3,
    imagesPerMonth: 5,
    customDomains: 0,
    canDownload: false,
    premiumTemplatesIncluded: false,
    prioritySupport: false,
    teamMembers: false,
  }),
  basic: plan({
    tier: "basic",
    name: "Basic",
    description: "For a small business or a portfolio that needs its files.",
    monthlyCents: 500,
    websites: 5,
    imagesPerMonth: 50,
    customDomains: 0,
    canDownload: true,
    premiumTemplatesIncluded: false,
    prioritySupport: false,
    teamMembers: false,
  }),
  premium: plan({
    tier: "premium",
    name: "Premium",
    description: "For professionals with several sites and their own domain.",
    monthlyCents: 1500,
    websites: 25,
    imagesPerMonth: 200,
    customDomains: 1,
    canDownload: true,
    premiumTemplatesIncluded: true,
    prioritySupport: true,
    teamMembers: false,
  }),
  enterprise: plan({
    tier: "enterprise",
    name: "Enterprise",
    description: "For teams and agencies running many sites.",
    monthlyCents: 3900,
    websites: null,
    imagesPerMonth: null,
    customDomains: 5,
    canDownload: true,
    premiumTemplatesIncluded: true,
    prioritySupport: true,
    teamMembers: true,
  }),
};

/**
 * The website limits an administrator may set (admin settings) over the catalogue's. The server keeps them, and
 * every page and the help assistant say them: the Worker lays them over this catalogue (withWebsiteLimits) and
 * hands them to the browser with each page (web/lib/plans.ts).
 */
export interface WebsiteLimits {
  free: number;
  premium: number;
}

export const defaultWebsiteLimits: WebsiteLimits = { free: plans.free.websites ?? 3, premium: plans.premium.websites ?? 25 };

export function sameLimits(a: WebsiteLimits, b: WebsiteLimits): boolean {
  return a.free === b.free && a.premium === b.premium;
}

/** The meta element that hands a page the administrator's limits (worker/page-limits.ts, web/lib/plans.ts). */
export const LIMITS_META = "sitewright-limits";

/** The limits as the meta element says them: "free=4;premium=25". */
export function limitsMetaContent(limits: WebsiteLimits): string {
  return `free=${limits.free};premium=${limits.premium}`;
}

/** The limits a meta element says, or null when it says none (or not in that form). */
export function limitsFromMeta(content: string | null | undefined): WebsiteLimits | null {
  const free = /free=(\d+)/.exec(content ?? "")?.[1];
  const premium = /premium=(\d+)/.exec(content ?? "")?.[1];
  return free && premium ? { free: Number(free), premium: Number(premium) } : null;
}

/** The catalogue with an administrator's website limits. */
export function withWebsiteLimits(limits: WebsiteLimits): Record<Tier, Plan> {
  if (sameLimits(limits, defaultWebsiteLimits)) return plans;
  return { ...plans, free: { ...plans.free, websites: limits.free }, premium: { ...plans.premium, websites: limits.premium } };
}

/**
 * Where a page says a plan's website limit, the element carries this attribute ("<tier> feature" or "<tier> cell"),
 * so the Worker can say an administrator's limit in the prerendered markup the browser then adopts (websitesText).
 */
export const WEBSITES_MARK = "data-websites";
export type WebsitesForm = "feature" | "cell";

/** This month's AI images as used so far. */
export interface Credits {
  used: number;
  /** null: unlimited. */
  limit: number | null;
  remaining: number | null;
}

/** A signed-in user's plan as used: websites kept, this month's AI images, custom domains. */
export interface Usage {
  websites: { used: number; limit: Limit };
  imageCredits: Credits;
  customDomains: { used: number; limit: number };
}

export interface PlanFeature {
  label: string;
  included: boolean;
  /** The website limit, said in a marked element (WEBSITES_MARK). */
  websites?: true;
}

const limitText = (n: Limit) => (n === null ? "Unlimited" : String(n));

function count(limit: Limit, one: string, many: string): string {
  if (limit === null) return `Unlimited ${many}`;
  return `${limit} ${limit === 1 ? one : many}`;
}

/** A website limit as a plan card ("3 websites") or the comparison table ("3") says it. */
export function websitesText(limit: Limit, form: WebsitesForm): string {
  return form === "feature" ? count(limit, "website", "websites") : limitText(limit);
}

/** The feature list shown on plan cards, derived from the limits so the two can never disagree. */
export function planFeatures(p: Plan): PlanFeature[] {
  return [
    { label: websitesText(p.websites, "feature"), included: true, websites: true },
    { label: `${count(p.imagesPerMonth, "AI image", "AI images")} a month`, included: true },
    { label: "Free subdomain", included: true },
    {
      label: p.customDomains === 0 ? "Custom domain" : count(p.customDomains, "custom domain", "custom domains"),
      included: p.customDomains > 0,
    },
    { label: "Download your site as HTML/CSS/JS", included: p.canDownload },
    { label: "Premium templates included", included: p.premiumTemplatesIncluded },
    { label: "Team members", included: p.teamMembers },
    { label: p.prioritySupport ? "Priority support" : "Community support", included: true },
  ];
}

/** "$5", "$374.40": whole dollars without cents, otherwise two decimals. */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** The one plan every page marks POPULAR: the upgrade most customers need (their own domain, templates). */
export const popularTier: Tier = "premium";
/** The cards each page shows (the spec's choice per page); the comparison table shows every tier. */
export const homePlans: readonly Tier[] = ["free", "premium", "enterprise"];
export const pricingPlans: readonly Tier[] = ["free", "basic", "premium"];

/** Where a plan's sign-up button leads: the sign-up page preselects the plan named in `?plan=`. */
export function signupPath(tier: Tier): string {
  return tier === "free" ? "/signup" : `/signup?plan=${tier}`;
}

/** Where a signed-in user buys a plan: billing, with the checkout for it open (Free has nothing to buy). */
export function checkoutPath(tier: Tier, period: BillingPeriod = "monthly"): string {
  if (tier === "free") return "/account/billing";
  return `/account/billing?plan=${tier}${period === "yearly" ? "&period=yearly" : ""}`;
}

/** The call to action on a plan's card. */
export function planCta(tier: Tier): string {
  return tier === "free" ? "Start for Free" : `Choose ${plans[tier].name}`;
}

/**
 * The spec's hint beside 'Upgrade to Download', and the end of its 'Upgrade required' toast. The plans it names
 * are checked against `canDownload` by plans.test.ts, so the words cannot drift from the catalogue.
 */
export const DOWNLOAD_PLANS = "Basic and Premium";
export const DOWNLOAD_HINT = `Available on ${DOWNLOAD_PLANS} plans`;

/** The comparison table's rows: a label and each plan's value (true/false for included or not). */
export const comparisonRows: readonly { label: string; value: (p: Plan) => string | boolean; websites?: true }[] = [
  { label: "Websites", value: (p) => websitesText(p.websites, "cell"), websites: true },
  { label: "AI images a month", value: (p) => limitText(p.imagesPerMonth) },
  { label: "Free subdomain", value: () => true },
  { label: "Custom domains", value: (p) => (p.customDomains === 0 ? false : String(p.customDomains)) },
  { label: "Download as HTML/CSS/JS", value: (p) => p.canDownload },
  { label: "Premium templates included", value: (p) => p.premiumTemplatesIncluded },
  { label: "Team members", value: (p) => p.teamMembers },
  { label: "Priority support", value: (p) => p.prioritySupport },
];

/** One sentence on what a plan adds, from its limits ("unlimited websites and images, 5 custom domains, ..."). */
export function planSummary(p: Plan): string {
  const parts = [
    p.websites === null && p.imagesPerMonth === null ? "unlimited websites and images" : `${limitText(p.websites)} websites, ${limitText(p.imagesPerMonth)} AI images a month`,
    p.customDomains > 0 ? `${p.customDomains} custom domain${p.customDomains === 1 ? "" : "s"}` : null,
    p.teamMembers ? "team members" : null,
    p.prioritySupport ? "priority support" : null,
  ].filter((x): x is string => x !== null);
  const last = parts.pop();
  return parts.length > 0 ? `${parts.join(", ")} and ${last}` : (last ?? "");
}
