// The admin dashboard as the platform's administrator uses it, on the real data: find a user, change their plan
// and stop their account (which signs them out), delete an account, in light and dark, on a desktop and a phone.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { ACCOUNT_INACTIVE, takenDownMessage } from "../schema/admin";
import { defaultDocument } from "../schema/site-document";
import { axeViolations, chooseDarkTheme, expectConsoleError, fillSignUp, logIn, openPage, openSignedIn, seededAccount, toast } from "./harness";

const password = "correct horse battery";

/** A new account, signed up in its own browser; answers its page (signed in) and its email. */
async function newMember(firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const page = await openPage("/signup");
  await fillSignUp(page, { firstName, lastName: "Member", email, password });
  await page.waitForURL((url) => url.pathname === "/");
  return { page, email };
}

const usersTable = (page: Page) => page.getByRole("table");
const rowOf = (page: Page, email: string) => usersTable(page).getByRole("row").filter({ hasText: email });

/** Searches for one account and waits until the table shows just it. */
async function search(page: Page, words: string) {
  await page.getByLabel("Search users").fill(words);
  await expect.poll(() => page.getByText(/^Showing \d+–\d+ of \d+$/).textContent()).toMatch(/ of 1$/);
}

describe("the Users tab", () => {
  it("finds a user, changes their plan and stops their account, then deletes it", async () => {
    const member = await newMember("Wanjiru");
    const page = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
    await page.getByRole("tab", { name: "Users", selected: true }).waitFor();
    await search(page, member.email);
    const row = rowOf(page, member.email);
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([expect.stringMatching(/^usr_/), expect.stringMatching(/^Wanjiru Member\nJoined /), member.email, "Free", "Active", "0", expect.stringContaining("Edit")]);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole("button", { name: "Edit Wanjiru Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Wanjiru Member" });
    await dialog.getByLabel("Plan").selectOption("premium");
    await dialog.getByRole("switch", { name: /Active/ }).click();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await toast(page, "User updated", "Wanjiru Member's account is saved.");
    await expect.poll(() => row.getByRole("cell").nth(3).innerText()).toBe("Premium");
    expect(await row.getByRole("cell").nth(4).innerText()).toBe("Inactive");
    // The status filter finds it among the inactive.
    await page.getByLabel("Status").selectOption("inactive");
    await expect.poll(() => rowOf(page, member.email).count()).toBe(1);

    // The member is signed out at once, and their password no longer lets them in.
    await member.page.reload();
    await member.page.getByRole("link", { name: "Log In" }).first().waitFor();
    await logIn(member.page, member.email, password);
    await toast(member.page, "Error", ACCOUNT_INACTIVE);

    await rowOf(page, member.email).getByRole("button", { name: "Delete Wanjiru Member" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Wanjiru Member?" });
    await confirm.getByRole("button", { name: "Delete user" }).click();
    await toast(page, "User deleted", "Wanjiru Member has been removed.");
    await page.getByText("No users match.").waitFor();
  }, 60_000);

  it("does not offer an admin ways to lock themselves out", async () => {
    const admin = seededAccount("enterprise", "admin");
    const page = await openSignedIn(admin, "/admin");
    await search(page, admin.email);
    const row = rowOf(page, admin.email);
    expect(await row.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    await row.getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Edit/ });
    await dialog.getByText("This is your account: you cannot remove your own admin role or deactivate yourself.").waitFor();
    expect(await dialog.getByLabel("Role").count()).toBe(0);
  });

  it("reads well on a phone in the dark theme", async () => {
    const page = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
    await chooseDarkTheme(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole("list", { name: /^Users, page 1 of/ });
    await cards.getByRole("listitem").first().waitFor();
    expect(await usersTable(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** A published site of the member's own, made through the API as the builder makes one. */
async function publishedSite(page: Page, name: string) {
  return page.evaluate(
    async ({ name, data }) => {
      const headers = { "Content-Type": "application/json" };
      const created = (await (await fetch("/api/websites", { method: "POST", headers, body: JSON.stringify({ name, data }) })).json()) as { id: string };
      const published = (await (await fetch(`/api/websites/${created.id}/publish`, { method: "POST" })).json()) as { address: string };
      return { id: created.id, address: published.address };
    },
    { name, data: { ...defaultDocument(), content: { ...defaultDocument().content, siteName: name } } },
  );
}

describe("the other tabs", () => {
  it("takes a website down with a reason its owner reads, and restores it", async () => {
    const member = await newMember("Baraka");
    const name = `Baraka Shop ${Date.now()}`;
    const site = await publishedSite(member.page, name);
    const page = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
    await page.getByRole("tab", { name: "Websites" }).click();
    await page.getByLabel("Search websites").fill(name);
    const card = page.getByRole("list", { name: "Websites" }).getByRole("listitem").filter({ hasText: name });
    await card.getByText("Published").waitFor();
    expect(await card.getByText("Baraka Member").count()).toBe(1);
    expect(await card.getByRole("link", { name: `View ${name}` }).getAttribute("href")).toBe(site.address);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole("button", { name: `Take down ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Take down ${name}?` });
    await dialog.getByRole("button", { name: "Take down" }).click();
    await dialog.getByText("Say why the website is taken down: its owner will read it.").waitFor();
    await dialog.getByLabel("Reason").fill("Sells counterfeit goods.");
    await dialog.getByRole("button", { name: "Take down" }).click();
    await toast(page, "Website taken down");
    await card.getByText("Taken down").waitFor();
    // Off the web at once, behind a neutral page (the 410 is the behaviour under test).
    expectConsoleError(`410 for GET ${site.address}/`);
    const visitor = await openPage("/");
    expect((await visitor.goto(site.address))?.status()).toBe(410);
    await visitor.getByRole("heading", { name: "This site is unavailable" }).waitFor();

    await member.page.goto(new URL("/account", member.page.url()).href);
    await member.page.getByText("Taken down by an administrator: Sells counterfeit goods. It cannot be published until they restore it.").waitFor();
    const refused = await member.page.evaluate(async (id) => (await (await fetch(`/api/websites/${id}/publish`, { method: "POST" })).json()) as { message: string }, site.id);
    expect(refused.message).toBe(takenDownMessage("Sells counterfeit goods."));

    await card.getByRole("button", { name: `Restore ${name}` }).click();
    await toast(page, "Website restored", `${name} is online again, and its owner was told.`);
    // What was live is live again.
    await card.getByText("Published").waitFor();
    expect((await visitor.goto(site.address))?.status()).toBe(200);
  }, 60_000);

  it("lists payments by method and exports them as CSV", async () => {
    const page = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
    await page.getByRole("tab", { name: "Payments" }).click();
    await page.getByRole("term").filter({ hasText: "Revenue" }).waitFor();
    await page.getByLabel("Method").selectOption("mpesa");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^payments-mpesa-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("Transaction ID,Date,User,Email,Amount (USD),Plan,Method,Status");
    expect(csv.split("\r\n").slice(1).filter(Boolean).every((line) => line.includes(",mpesa,"))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("draws the analytics with charts, in dark, and changes period", async () => {
    const page = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
    await chooseDarkTheme(page);
    await page.getByRole("tab", { name: "Analytics" }).click();
    await page.getByRole("img", { name: /^Revenue over time: \$/ }).waitFor();
    await page.getByRole("img", { name: /^Users by plan: Free \d+, Basic \d+, Premium \d+, Enterprise \d+$/ }).waitFor();
    for (const term of ["Total users", "Websites generated", "Revenue", "Active subscriptions"]) await page.getByRole("term").filter({ hasText: term }).waitFor();
    expect(await page.getByRole("table", { name: "Revenue over time" }).getByRole("row").count()).toBe(31);
    await page.getByLabel("Period").selectOption("week");
    await expect.poll(() => page.getByRole("table", { name: "Revenue over time" }).getByRole("row").count()).toBe(8);
    await page.getByText(/vs the week before|No change from the week before|New: none in the week before/).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("stores a provider key without showing it, saves the limits, and logs every change", async () => {
    const page = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Update Second AI provider" }).click();
    await page.getByLabel("New Second AI provider key").fill("short");
    await page.getByRole("button", { name: "Save key" }).click();
    await page.getByText("A key is at least 8 characters").waitFor();
    await page.getByLabel("New Second AI provider key").fill("sk-e2e-images-key-4321");
    await page.getByRole("button", { name: "Save key" }).click();
    await toast(page, "Key updated");
    await page.getByLabel("Ends in 4321").waitFor();
    expect(await page.content()).not.toContain("sk-e2e-images-key");
    // Put back as it was: the other browser tests make pictures offline.
    await page.getByRole("button", { name: "Remove Second AI provider key" }).click();
    await toast(page, "Key removed");

    await page.getByLabel("Max websites per free user").fill("0");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Max websites per free user must be at least 1").waitFor();
    await page.getByLabel("Max websites per free user").fill("3");
    await page.getByLabel("Max websites per premium user").fill("26");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Settings saved");
    // What the administrator set is what the pages say: in the build's markup the browser adopts, and in what it draws.
    const visitor = await openPage("/pricing");
    await visitor.getByRole("row", { name: /^Websites/ }).getByRole("cell", { name: "26", exact: true }).waitFor();
    await visitor.goto(new URL("/signup?plan=premium", visitor.url()).href);
    await visitor.getByText("26 websites", { exact: true }).waitFor();
    await visitor.close();
    await page.getByLabel("Max websites per premium user").fill("25");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Settings saved");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Security Log" }).click();
    const log = page.getByRole("dialog", { name: "Security Log" });
    await log.getByText("Second AI provider key set (ending 4321)").waitFor();
    await log.getByText("maxWebsitesPremium 26 -> 25").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Notifications" }).click();
    await page.getByRole("dialog", { name: "Notifications" }).getByText(/^New account: /).first().waitFor();
  });
});

describe("every tab", () => {
  /** What shows once each tab has its data. */
  const ready: Record<string, (page: Page) => Promise<unknown>> = {
    Users: (page) => page.getByText(/^Showing \d+–\d+ of \d+$/).waitFor(),
    Payments: (page) => page.getByRole("term").filter({ hasText: "Revenue" }).waitFor(),
    Websites: (page) => page.getByLabel("Search websites").waitFor(),
    Templates: (page) => page.getByRole("heading", { name: /^Catalogue/ }).waitFor(),
    Analytics: (page) => page.getByRole("img", { name: /^Revenue over time/ }).waitFor(),
    Settings: (page) => page.getByRole("button", { name: "Save Settings" }).waitFor(),
  };

  it.each([
    ["light", 1280],
    ["dark", 1280],
    ["light", 390],
    ["dark", 390],
  ] as const)("reads well in %s at %i pixels wide", async (theme, width) => {
    const page = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
    if (theme === "dark") await chooseDarkTheme(page);
    await page.setViewportSize({ width, height: 900 });
    for (const [tab, shown] of Object.entries(ready)) {
      await page.getByRole("tab", { name: tab }).click();
      await shown(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${tab} fits`).toBeLessThanOrEqual(width);
      expect(await axeViolations(page), tab).toEqual([]);
    }
  }, 90_000);
});
