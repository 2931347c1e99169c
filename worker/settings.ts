// Admin settings: defaults in code, overrides in admin_settings. The two website limits here override the plan
// catalogue's websites column at run time (architecture.md, "Plans").
import { inArray } from "drizzle-orm";
import { plans, type Limit, type Tier } from "../schema/plans";
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
