// The plan catalogue as this app's pages say it: schema/plans.ts with the website limits an administrator set,
// which the Worker hands over in a meta element of every page (worker/page-limits.ts). Read once, before React
// draws or adopts anything, so the markup and the page agree. Pages import `plans` from here, never the schema's.
import { plans as catalogue, withWebsiteLimits, type Plan, type Tier } from "../../schema/plans";

/** "free=4;premium=25" from the page, or null (the build's prerender, or no limits set). */
function limitsOnPage(): { free: number; premium: number } | null {
  if (typeof document === "undefined") return null;
  const content = document.querySelector('meta[name="sitewright-limits"]')?.getAttribute("content");
  const free = /free=(\d+)/.exec(content ?? "")?.[1];
  const premium = /premium=(\d+)/.exec(content ?? "")?.[1];
  return free && premium ? { free: Number(free), premium: Number(premium) } : null;
}

const limits = limitsOnPage();

export const plans: Record<Tier, Plan> = limits ? withWebsiteLimits(limits) : catalogue;
