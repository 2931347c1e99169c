// Admin settings: defaults in code, overrides in admin_settings. The two website limits here override the plan
// catalogue's websites column at run time (architecture.md, "Plans"): the server keeps them (websiteLimit, always
// read afresh) and every page and the help assistant say them (websiteLimits, remembered a moment per instance).
import { inArray } from "drizzle-orm";
import { plans, type Limit, type Tier, type WebsiteLimits } from "../schema/plans";
import { SETTINGS_MEMORY_MS } from "./edge/lifetimes";
import { adminSettings } from "../schema/tables";
import type { Db } from "./db";

export const settingDefaults = {
  maxWebsitesFree: plans.free.websites ?? 3,
  maxWebsitesPremium: plans.premium.websites ?? 25,
  paymentEmailNotifications: true,
};

export type Settings = typeof settingDefaults;
type SettingKey = keyof Settings;

export async function getSettings(db: Db): Promise<Settings> {
  const keys = Object.keys(settingDefaults) as SettingKey[];
  const rows = await db.select().from(adminSettings).where(inArray(adminSettings.key, keys));
  const settings: Settings = { ...settingDefaults };
  for (const row of rows) {
    const key = row.key as SettingKey;
    if (typeof row.value === typeof settingDefaults[key]) (settings as Record<SettingKey, unknown>)[key] = row.value;
  }
  return settings;
}

/** How many websites a user of this tier may keep (null: unlimited). */
export async function websiteLimit(db: Db, tier: Tier): Promise<Limit> {
  if (tier === "free") return (await getSettings(db)).maxWebsitesFree;
  if (tier === "premium") return (await getSettings(db)).maxWebsitesPremium;
  return plans[tier].websites;
}

/** This instance's copy of the administrator's website limits, for what pages and the assistant say. */
let remembered: { at: number; limits: WebsiteLimits } | null = null;

/** The website limits pages say: read at most every SETTINGS_MEMORY_MS per instance (edge/lifetimes.ts). */
export async function websiteLimits(db: Db, now = Date.now()): Promise<WebsiteLimits> {
  if (remembered && now - remembered.at < SETTINGS_MEMORY_MS) return remembered.limits;
  const settings = await getSettings(db);
  remembered = { at: now, limits: { free: settings.maxWebsitesFree, premium: settings.maxWebsitesPremium } };
  return remembered.limits;
}

/** An administrator changed the settings: this instance says the new limits at once. */
export function forgetSettings(): void {
  remembered = null;
}
