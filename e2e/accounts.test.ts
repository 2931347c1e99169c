// Accounts as a visitor meets them: sign up, the avatar menu, log out, log in, mistakes, plans and the admin area.
import { describe, expect, it } from "vitest";
import { plans } from "../schema/plans";
import { appReady, axeViolations, chooseDarkTheme, fillSignUp, logIn, openPage, openSignedIn, seededAccount as seeded } from "./harness";

describe("accounts", () => {
  it("signs up, shows the avatar menu, logs out and logs back in", async () => {
    const page = await openPage("/signup?plan=premium");
    expect(await page.getByRole("tab", { name: "Premium" }).getAttribute("aria-selected")).toBe("true");
    const email = `new-${Date.now()}@example.com`;
    await fillSignUp(page, { firstName: "Wanjiru", lastName: "Kamau", email, password: "a good long password" });
    await page.getByText("Account created!").first().waitFor();
    // The paid plan chosen goes on to its checkout; closing it leaves the new account on Free.
    await page.waitForURL((url) => url.pathname === "/account/billing");
    const checkout = page.getByRole("dialog", { name: "Premium, billed monthly" });
    await checkout.getByRole("button", { name: "Close" }).click();
    await checkout.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Free", level: 2 }).waitFor();

    const menu = page.getByRole("button", { name: "Account menu for Wanjiru Kamau" });
    await menu.click();
    await page.getByRole("menuitem", { name: "Log out" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Upgrade to Premium" }).isVisible()).toBe(true);
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByRole("link", { name: "Log In" }).first().waitFor();

    await logIn(page, email, "a good long password");
    await page.getByText("Welcome back!").first().waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Account menu for Wanjiru Kamau" }).waitFor();
  });

  it("shows the spec's messages under the fields", async () => {
    const page = await openPage("/signup");
    await fillSignUp(page, { firstName: "A", lastName: "B", email: "not-an-email", password: "short" }, false);
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "First name must be at least 2 characters",
      "Last name must be at least 2 characters",
      "Please enter a valid email address",
      "Password must be at least 8 characters",
      "You must agree to the terms and conditions",
    ]) {
      await page.getByText(message, { exact: true }).waitFor({ timeout: 5000 }).catch(() => {
        throw new Error(`missing message: ${message}`);
      });
    }
    expect(await page.getByLabel("First name").inputValue()).toBe("A");

    await page.goto(new URL("/login", page.url()).href);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByText("Please enter a valid email address", { exact: true }).waitFor();
    await page.getByText("Password is required", { exact: true }).waitFor();
  });

  it("says so when the password is wrong", async () => {
    const page = await openPage("/login");
    await logIn(page, seeded("basic").email, "not the password");
    await page.getByText("Invalid email or password.").first().waitFor();
    expect(await page.getByText("Error", { exact: true }).first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("marks the signed-in tier as the current plan, and offers upgrades only to the free tier", async () => {
    const page = await openSignedIn(seeded("premium"), "/pricing");
    await page.getByRole("button", { name: "Current Plan" }).waitFor();
    expect(await page.getByRole("button", { name: "Current Plan" }).count()).toBe(1);
    // Choosing goes straight to that plan's checkout on billing.
    expect(await page.getByRole("link", { name: "Choose Basic" }).getAttribute("href")).toBe("/account/billing?plan=basic");
    await page.getByRole("button", { name: /^Account menu/ }).click();
    // The menu is open (it may open a moment after the press, once its code is in) and offers no upgrade.
    await page.getByRole("menuitem", { name: "Log out" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Upgrade to Premium" }).count()).toBe(0);
  });

  it("shows the dashboard to the admin and 'Access Denied' to everyone else", async () => {
    const page = await openPage("/admin");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByText("You need to be logged in as an admin to access this page.").waitFor();

    const free = seeded("free");
    await logIn(page, free.email, free.password);
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0);
    await page.goto(new URL("/admin", page.url()).href);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();

    const adminPage = await openPage("/login");
    const admin = seeded("enterprise", "admin");
    await logIn(adminPage, admin.email, admin.password);
    await adminPage.waitForURL((url) => url.pathname === "/");
    await adminPage.getByRole("link", { name: "Admin", exact: true }).first().click();
    await adminPage.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  });

  it("lists the user's websites on the account page", async () => {
    const page = await openSignedIn(seeded("basic"), "/account");
    await page.getByRole("heading", { name: "Your websites" }).waitFor();
    await page.getByText("Basic plan").waitFor();
    await page.getByRole("meter", { name: "Websites" }).waitFor();
  });

  it("picks a plan and a billing period from the keyboard, with no axe violations in light or dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await openPage("/signup");
      if (colorScheme === "dark") await chooseDarkTheme(page);
      // Radix moves focus (and so the choice) just after the key event, hence the polls.
      await page.getByRole("tab", { name: "Free" }).press("ArrowRight");
      await expect.poll(() => page.getByRole("tab", { name: "Basic" }).getAttribute("aria-selected")).toBe("true");
      expect(await page.getByRole("tabpanel").textContent()).toContain(plans.basic.description);
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.getByText("You must agree to the terms and conditions").waitFor();
      expect(await axeViolations(page), `sign-up (${colorScheme})`).toEqual([]);

      await page.goto(new URL("/pricing", page.url()).href);
      await appReady(page);
      await page.getByRole("radio", { name: "Monthly" }).press("ArrowRight");
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Yearly");
      await page.keyboard.press("Space");
      await expect.poll(() => page.getByRole("radio", { name: "Yearly" }).getAttribute("aria-checked")).toBe("true");
      await page.getByText("billed yearly").first().waitFor();
      expect(await axeViolations(page), `pricing (${colorScheme})`).toEqual([]);
    }
  });
});
