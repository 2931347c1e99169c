// "Forgot password?" as its owner meets it: asked from the log-in page, the link read from the email (the outbox,
// as the administrator sees it with no email service), a new password chosen, this browser signed in and another
// one signed out; the link refused a second time. At phone and desktop width, light and dark.
import { describe, expect, it } from "vitest";
import { RESET_LINK_INVALID, RESET_SENT } from "../schema/accounts";
import { axeViolations, chooseDarkTheme, emailedLink, fillSignUp, logIn, openPage, toast } from "./harness";

describe("forgot password", () => {
  it("sends a link that sets a new password once, signs this browser in and the other one out", async () => {
    const email = `reset-${Date.now()}@example.com`;
    const other = await openPage("/signup");
    await fillSignUp(other, { firstName: "Neema", lastName: "Mushi", email, password: "the old password" });
    await other.waitForURL((url) => url.pathname === "/");

    const page = await openPage("/login", { width: 390, height: 844 });
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByRole("status").getByText(RESET_SENT).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const link = await emailedLink(email, "password-reset", "/reset-password");
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await chooseDarkTheme(page);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByText("Password must be at least 8 characters").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("New password", { exact: true }).fill("a brand new password");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await toast(page, "Password changed");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(async () => ((await (await fetch("/api/auth/user")).json()) as { email: string } | null)?.email)).toBe(email);

    // The other browser was signed out; the old password no longer works, the new one does.
    await other.reload();
    await other.getByRole("link", { name: "Log In" }).first().waitFor();
    await logIn(other, email, "the old password");
    await other.getByText("Invalid email or password.").first().waitFor();

    // The link works once.
    const again = await openPage(new URL(link).pathname + new URL(link).search, { width: 1280, height: 800 });
    await again.getByLabel("New password", { exact: true }).fill("yet another password");
    await again.getByRole("button", { name: "Save the new password" }).click();
    await again.getByRole("alert").getByText(RESET_LINK_INVALID).waitFor();
    await again.getByRole("link", { name: "Send me a new link" }).waitFor();
  }, 90_000);
});
