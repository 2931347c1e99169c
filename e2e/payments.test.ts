// Buying a plan the way a customer does: from the pricing page through sign-up to the checkout, by card on
// Stripe's page (the stand-in) and by M-Pesa with the prompt answered on the payer's phone (the stand-in), and
// the new plan's limits working at once.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axeViolations, chooseDarkTheme, fillSignUp, openPage, openSignedIn, seededAccount, toast } from "./harness";

const phoneUrl = inject("mpesaPhoneUrl");

/** A new account made through /signup with `plan` chosen: it lands on billing with that plan's checkout open. */
async function signUpFor(plan: string, firstName: string): Promise<Page> {
  const page = await openPage(`/signup?plan=${plan}`);
  const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
  await fillSignUp(page, { firstName, lastName: "Wambui", email, password: "correct horse battery" });
  await page.waitForURL((url) => url.pathname === "/account/billing", { timeout: 15_000 });
  return page;
}

/** The payer answers the M-Pesa prompt sent to `msisdn` on their phone (the stand-in's page). */
async function answerOnPhone(page: Page, msisdn: string, answer: string) {
  const phone = await page.context().newPage();
  await phone.goto(phoneUrl);
  const prompt = phone.getByRole("listitem").filter({ hasText: msisdn });
  await prompt.getByRole("button", { name: answer }).click();
  await phone.waitForURL(phoneUrl);
  await phone.close();
}

describe("buying a plan", () => {
  it("takes a new user from the pricing page through sign-up to a card payment, after which downloads work", async () => {
    const pricing = await openPage("/pricing");
    await pricing.getByRole("link", { name: "Choose Basic" }).click();
    await pricing.waitForURL((url) => url.pathname === "/signup" && url.searchParams.get("plan") === "basic");
    await pricing.close();

    const page = await signUpFor("basic", "Achieng");
    const dialog = page.getByRole("dialog", { name: "Basic, billed monthly" });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Continue to secure payment" }).click();
    // Stripe's page (the stand-in's), then back to billing.
    await page.waitForURL((url) => url.pathname.startsWith("/pay/cs_test_"));
    await page.getByRole("button", { name: "Pay $5.00" }).click();
    await page.waitForURL((url) => url.pathname === "/account/billing");
    await toast(page, "Payment received", "You are on Basic now.");
    await page.getByRole("heading", { name: "Basic", level: 2 }).waitFor();
    await page.getByText(/^Paid by card, billed monthly\. Renews on \d{1,2} \w+ \d{4}\.$/).waitFor();
    const history = page.getByRole("table");
    await history.getByRole("cell", { name: "Basic plan, one month", exact: true }).waitFor();
    await history.getByRole("cell", { name: "$5.00", exact: true }).waitFor();

    // What Basic allows, at once: the builder's ZIP download.
    await page.goto(new URL("/builder", page.url()).href);
    await page.getByRole("radio", { name: /^Blog/ }).click();
    await page.getByRole("button", { name: /Step 5: Export/ }).click();
    const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download ZIP" }).click()]);
    expect(zip.suggestedFilename()).toBe("the-slow-kitchen.zip");
  }, 60_000);

  it("buys Premium by M-Pesa: 'Check your phone' until the payer answers, then the plan", async () => {
    const page = await signUpFor("premium", "Kamau");
    const dialog = page.getByRole("dialog", { name: "Premium, billed monthly" });
    await dialog.getByRole("tab", { name: "M-Pesa" }).click();
    // A number that is not Kenyan is refused before anything is sent.
    await dialog.getByLabel("M-Pesa phone number").fill("+1 415 555 0100");
    await dialog.getByRole("button", { name: "Pay KES 1,950 with M-Pesa" }).click();
    await dialog.getByText("Enter a Kenyan mobile number, like 0712 345 678").waitFor();
    await dialog.getByLabel("M-Pesa phone number").fill("+254 722 000 111");
    await dialog.getByRole("button", { name: "Pay KES 1,950 with M-Pesa" }).click();
    await dialog.getByRole("heading", { name: "Check your phone" }).waitFor();
    await dialog.getByText("0722 000 111").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await answerOnPhone(page, "254722000111", "Pay (enter PIN)");
    await toast(page, "Payment received", "You are on Premium now.");
    await page.getByRole("heading", { name: "Premium", level: 2 }).waitFor();
    await page.getByText(/^Paid by M-Pesa, billed monthly\. Paid until \d{1,2} \w+ \d{4}\.$/).waitFor();
    await page.getByRole("table").getByRole("cell", { name: "KES 1,950", exact: true }).waitFor();

    // The receipt, ready to print.
    await page.getByRole("link", { name: /^Receipt for Premium plan, one month/ }).click();
    await page.getByRole("heading", { name: "Receipt" }).waitFor();
    await page.getByText("M-Pesa 0722 000 111").waitFor();
    await page.getByText(/^SW[A-Z0-9]{6,}$/).waitFor();
  }, 60_000);

  it("says so when the payer cancels the M-Pesa prompt, and lets them try again", async () => {
    const page = await signUpFor("basic", "Njeri");
    const dialog = page.getByRole("dialog", { name: "Basic, billed monthly" });
    await dialog.getByRole("tab", { name: "M-Pesa" }).click();
    await dialog.getByLabel("M-Pesa phone number").fill("0733 000 222");
    await dialog.getByRole("button", { name: "Pay KES 650 with M-Pesa" }).click();
    await dialog.getByRole("heading", { name: "Check your phone" }).waitFor();
    await answerOnPhone(page, "254733000222", "Cancel");
    const alert = dialog.getByRole("alert");
    await alert.getByText("The payment did not go through").waitFor();
    await alert.getByText("You cancelled the payment on your phone.").waitFor();
    await dialog.getByRole("button", { name: "Try again" }).click();
    // The number is kept for the next try.
    expect(await dialog.getByLabel("M-Pesa phone number").inputValue()).toBe("0733 000 222");
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("heading", { name: "Free", level: 2 }).waitFor();
    await page.getByRole("table").getByText("You cancelled the payment on your phone.").waitFor();
  }, 60_000);

  it("sends a signed-in free user's 'Upgrade to Premium' straight to its checkout, in light and dark", async () => {
    const page = await openSignedIn(seededAccount("free"), "/");
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Upgrade to Premium" }).click();
    await page.waitForURL((url) => url.pathname === "/account/billing");
    const dialog = page.getByRole("dialog", { name: "Premium, billed monthly" });
    await dialog.getByRole("tab", { name: "Card" }).waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await axeViolations(page)).toEqual([]);
    await chooseDarkTheme(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
