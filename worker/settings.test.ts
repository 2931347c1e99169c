import { describe, expect, it } from "vitest";
import { adminSettings } from "../schema/tables";
import { getSettings, websiteLimit } from "./settings";
import { db } from "./test/factories";

describe("admin settings", () => {
  it("override the plan's website limits for free and premium only", async () => {
    await db.delete(adminSettings);
    expect(await websiteLimit(db, "free")).toBe(3);
    expect(await websiteLimit(db, "premium")).toBe(25);
    await db.insert(adminSettings).values([
      { key: "maxWebsitesFree", value: 4 },
      { key: "maxWebsitesPremium", value: 40 },
    ]);
    expect(await websiteLimit(db, "free")).toBe(4);
    expect(await websiteLimit(db, "premium")).toBe(40);
    expect(await websiteLimit(db, "basic")).toBe(5);
    expect(await websiteLimit(db, "enterprise")).toBeNull();
    await db.delete(adminSettings);
  });

  it("ignores a stored value of the wrong type", async () => {
    await db.insert(adminSettings).values({ key: "maxWebsitesFree", value: "lots" });
    expect((await getSettings(db)).maxWebsitesFree).toBe(3);
    await db.delete(adminSettings);
  });
});
