// The plan catalogue as this app's pages say it: schema/plans.ts with the website limits an administrator set,
// which the Worker hands over in a meta element of every page (worker/page-limits.ts). Read once, before React
// draws or adopts anything, so the markup and the page agree. Pages import `plans` from here, never the schema's.
import { LIMITS_META, limitsFromMeta, plans as catalogue, withWebsiteLimits, type Plan, type Tier } from "../../schema/plans";

// Absent in the build's prerender, and when the administrator set no limits of their own.
const limits = typeof document === "undefined" ? null : limitsFromMeta(document.querySelector(`meta[name="${LIMITS_META}"]`)?.getAttribute("content"));

export const plans: Record<Tier, Plan> = limits ? withWebsiteLimits(limits) : catalogue;
