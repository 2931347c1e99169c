// Failures say what happened and what to do, and the work stays where it is: saving offline, and saving after the
// session ended (logged out in another tab).
import { describe, expect, it } from "vitest";
import { OFFLINE, SESSION_ENDED } from "../schema/messages";
import { baseUrl, expectConsoleError, logIn, openSignedIn, seededAccount, toast } from "./harness";

describe("messages when something fails", () => {
  it("says so offline and when the session ended, keeps the work, and saves once things are back", async () => {
    const account = seededAccount("premium");
    const page = await openSignedIn(account, "/builder");
    await page.getByRole("radio", { name: /^Business/ }).click();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    const name = `Kept Through Trouble ${Date.now()}`;
    await page.getByLabel("Site name").fill(name);
    const save = page.getByRole("button", { name: "Save", exact: true });

    await page.context().setOffline(true);
    expectConsoleError("Failed to load resource: net::ERR_INTERNET_DISCONNECTED");
    await save.click();
    await toast(page, "Save failed", OFFLINE);
    expect(await page.getByLabel("Site name").inputValue()).toBe(name);
    await page.context().setOffline(false);

    // Logged out elsewhere (another tab of this browser): the next save says what to do.
    await page.evaluate(() => fetch("/api/logout", { method: "POST" }));
    await save.click();
    await toast(page, "Save failed", SESSION_ENDED);
    expect(await page.getByLabel("Site name").inputValue()).toBe(name);
    // Logged in again (in another tab), the same work saves.
    const tab = await page.context().newPage();
    await tab.goto(new URL("/login", baseUrl).href);
    await logIn(tab, account.email, account.password);
    await tab.waitForURL((url) => url.pathname === "/");
    await tab.close();
    await save.click();
    await toast(page, "Website saved");
    expect(await page.getByLabel("Site name").inputValue()).toBe(name);
  }, 60_000);
});
