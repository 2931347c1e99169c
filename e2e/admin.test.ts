// The admin dashboard as the platform's administrator uses it, on the real data: find a user, change their plan
// and stop their account (which signs them out), delete an account, in light and dark, on a desktop and a phone.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_INACTIVE } from "../schema/admin";
import { axeViolations, chooseDarkTheme, fillSignUp, logIn, openPage, openSignedIn, seededAccount, toast } from "./harness";

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
