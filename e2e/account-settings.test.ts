// A new account as its owner meets it: a gentle banner until the address is confirmed from the emailed link (read
// from the outbox, as the administrator sees it with no email service); then the name, the email (confirmed from
// the new address) and the password changed on /account. At phone and desktop width, light and dark.
import { describe, expect, it } from "vitest";
import { emailChanged, emailChangeSent, EMAIL_CONFIRMED, PASSWORD_CHANGED, WRONG_PASSWORD } from "../schema/accounts";
import { axeViolations, chooseDarkTheme, emailedLink, fillSignUp, logIn, openPage, toast } from "./harness";

const banner = "Confirm your email address";

describe("account settings", () => {
  it("asks gently for the address, confirms it from the link, and changes name, email and password", async () => {
    const stamp = Date.now();
    const email = `settings-${stamp}@example.com`;
    const page = await openPage("/signup", { width: 390, height: 844 });
    await fillSignUp(page, { firstName: "Neema", lastName: "Mushi", email, password: "the first password" });
    await page.waitForURL((url) => url.pathname === "/");
    // The banner says what to do and stands aside: the app is there to use.
    const reminder = page.getByRole("complementary", { name: banner });
    await reminder.getByText(`we sent a link to ${email}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await reminder.getByRole("button", { name: "Send the link again" }).click();
    await toast(page, "Link sent");
    await reminder.getByRole("button", { name: "Later" }).click();
    expect(await reminder.count()).toBe(0);

    // The link, opened in another browser, confirms the address; the banner goes for good.
    const link = await emailedLink(email, "email-verify", "/confirm-email");
    const elsewhere = await openPage(new URL(link).pathname + new URL(link).search, { width: 1280, height: 800 });
    await elsewhere.getByRole("status").getByText(EMAIL_CONFIRMED).waitFor();
    await chooseDarkTheme(elsewhere);
    expect(await axeViolations(elsewhere)).toEqual([]);
    await elsewhere.close();

    await page.goto(new URL("/account", page.url()).href);
    const details = page.getByRole("region", { name: "Name, email and password" });
    await details.waitFor();
    expect(await page.getByRole("complementary", { name: banner }).count()).toBe(0);

    // The name.
    const name = details.getByRole("form", { name: "Your name" });
    await name.getByLabel("First name").fill("Neema Grace");
    await name.getByRole("button", { name: "Save name" }).click();
    await toast(page, "Name saved");
    await page.getByRole("region", { name: "Profile" }).getByText("Neema Grace Mushi").waitFor();

    // The email: the current password first; nothing changes until the new address confirms.
    const next = `settings-new-${stamp}@example.com`;
    const change = details.getByRole("form", { name: "Email address" });
    await change.getByLabel("New email address").fill(next);
    await change.getByLabel("Current password").fill("not my password");
    await change.getByRole("button", { name: "Send confirmation link" }).click();
    await change.getByRole("alert").getByText(WRONG_PASSWORD).waitFor();
    await change.getByLabel("Current password").fill("the first password");
    await change.getByRole("button", { name: "Send confirmation link" }).click();
    await toast(page, "Check your new inbox", emailChangeSent(next));
    const confirmLink = await emailedLink(next, "email-change", "/confirm-email");
    await page.goto(confirmLink);
    await page.getByRole("status").getByText(emailChanged(next)).waitFor();
    await page.getByRole("link", { name: "Go to your account" }).click();
    await page.getByText(next, { exact: true }).first().waitFor();

    // The password: every other device is logged out.
    const other = await openPage("/login", { width: 1280, height: 800 });
    await logIn(other, next, "the first password");
    await other.waitForURL((url) => url.pathname !== "/login");
    await chooseDarkTheme(page);
    const password = details.getByRole("form", { name: "Password" });
    await password.getByLabel("Current password").fill("the first password");
    await password.getByLabel("New password").fill("a second password");
    await password.getByRole("button", { name: "Change password" }).click();
    await toast(page, "Password changed", PASSWORD_CHANGED);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await other.reload();
    await other.getByRole("link", { name: "Log In" }).first().waitFor();
    await logIn(other, next, "a second password");
    await other.waitForURL((url) => url.pathname !== "/login");
  }, 90_000);
});
