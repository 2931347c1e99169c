// A published site's contact form as its visitor and its owner use it: the visitor (without JavaScript) sends a
// message and lands on the site's thank-you page; the owner reads it under Messages on the account page, marks it
// read, downloads the CSV and deletes it. (Publishing a bad version and rolling back: versions.test.ts.)
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { templateDocument } from "../schema/builder-templates";
import { axeViolations, chooseDarkTheme, fillSignUp, openPage, toast } from "./harness";

describe("contact forms", () => {
  it("takes a visitor's message from the live site to its owner's inbox", async () => {
    const page = await openPage("/signup");
    await fillSignUp(page, { firstName: "Akinyi", lastName: "Owner", email: `akinyi-${Date.now()}@example.com`, password: "correct horse battery" });
    await page.waitForURL((url) => url.pathname === "/");
    const name = `Akinyi Advisory ${Date.now()}`;
    const site = await page.evaluate(
      async ({ name, data }) => {
        const created = (await (await fetch("/api/websites", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name, data }) })).json()) as { id: string };
        const published = (await (await fetch(`/api/websites/${created.id}/publish`, { method: "POST" })).json()) as { address: string };
        return { id: created.id, address: published.address };
      },
      { name, data: templateDocument(2) },
    );

    // The visitor's browser runs no script: the form is plain HTML and the answer a page.
    const visitor = await openPage(`${site.address}/`, { javaScriptEnabled: false, width: 390, height: 844 });
    const form = visitor.locator("form.contact-form");
    await form.getByLabel("Your name").fill("Baraka Otieno");
    await form.getByLabel("Your email").fill("baraka@example.com");
    await form.getByLabel("Message").fill("Hello! Could we book a call next Tuesday about our bakery's accounts?");
    // A person takes a few seconds to write; a message sent faster is taken for a robot's (worker/sites/forms.ts).
    await visitor.waitForTimeout(3_200);
    await form.getByRole("button", { name: "Send message" }).click();
    await visitor.waitForURL((url) => url.pathname === "/thank-you.html");
    await visitor.getByRole("heading", { level: 1, name: "Thank you" }).waitFor();
    expect(await visitor.getByRole("link", { name: "Back to Summit Advisory" }).getAttribute("href")).toBe("/");
    const thanks = await openPage(`${site.address}/thank-you.html`);
    expect(await axeViolations(thanks)).toEqual([]);

    await page.goto(new URL("/account", page.url()).href);
    await chooseDarkTheme(page);
    const button = page.getByRole("button", { name: `Messages of ${name} 1 new` });
    await button.click();
    const dialog = page.getByRole("dialog", { name: `Messages of ${name}` });
    const message = dialog.getByRole("article", { name: "Message from Baraka Otieno" });
    await message.waitFor();
    expect(await message.innerText()).toContain("Hello! Could we book a call next Tuesday about our bakery's accounts?");
    expect(await message.getByRole("link", { name: "baraka@example.com" }).getAttribute("href")).toBe("mailto:baraka@example.com");
    expect(await dialog.getByText("1 message, 1 unread").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await message.getByRole("button", { name: "Mark as read the message from Baraka Otieno" }).click();
    await dialog.getByText("1 message, 0 unread").waitFor();

    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^akinyi-advisory-\d+-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv).toMatch(/^Received \(UTC\),Name,Email,Message,Read\r\n\d{4}-\d{2}-\d{2} \d{2}:\d{2},Baraka Otieno,baraka@example.com,Hello! Could we book a call next Tuesday about our bakery's accounts\?,yes\r\n$/);
    await toast(page, "Export ready");

    await message.getByRole("button", { name: "Delete the message from Baraka Otieno" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await dialog.getByText(/^No messages yet\./).waitFor();
    // Closed, the button says nothing waits unread any more.
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: `Messages of ${name}`, exact: true }).waitFor();
  }, 60_000);
});
