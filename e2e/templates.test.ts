// The template catalogue as visitors, buyers and the administrator use it: find, preview, download, buy, open in
// the builder, upload.
import { strToU8, zipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, chooseDarkTheme, fillSignUp, openPage, openSignedIn, seededAccount, toast } from "./harness";

/** The names on the cards now on screen. */
async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole("region", { name: "Templates found" }).getByRole("heading", { level: 2 }).allTextContents();
}

describe("the template catalogue", () => {
  it("finds templates by words, category and tab, previews one live, and gives a visitor a free one", async () => {
    const page = await openPage("/templates");
    await page.getByRole("heading", { name: "Mkate Bakery", level: 2 }).waitFor();
    expect((await cardNames(page)).length).toBeGreaterThanOrEqual(16);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Search templates").fill("bakeries");
    await expect.poll(() => cardNames(page)).toEqual(["Mkate Bakery"]);
    expect(new URL(page.url()).searchParams.get("search")).toBe("bakeries");
    await page.getByLabel("Search templates").fill("no such template anywhere");
    await page.getByText("No templates found").waitFor();
    await page.getByRole("button", { name: "Show all templates" }).click();

    await page.getByLabel("Category").selectOption("blog");
    await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole("region", { name: "Templates found" }).getByText(/^Blog ·/).count()).toBe((await cardNames(page)).length);
    await page.getByRole("tab", { name: "Premium" }).click();
    await expect.poll(() => cardNames(page)).toEqual(["Ledger & Lamp"]);
    await page.getByRole("tab", { name: "Free" }).click();
    await expect.poll(async () => (await cardNames(page)).includes("Ledger & Lamp")).toBe(false);

    // The full-size live preview comes from the sites host, in a sandbox.
    await page.getByRole("link", { name: "Preview Field Notes from the Rift" }).click();
    await page.waitForURL((url) => url.pathname === "/templates/preview");
    const frame = page.getByTitle("Live preview of Field Notes from the Rift");
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts");
    expect(new URL((await frame.getAttribute("src"))!).hostname).toBe("templates.localhost");
    await page.frameLocator('iframe[title="Live preview of Field Notes from the Rift"]').getByRole("heading", { level: 1 }).first().waitFor();
    await page.getByRole("radio", { name: "Mobile" }).click();
    await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().width)).toBe(390);

    await page.getByRole("button", { name: "Download", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Field Notes from the Rift" });
    const [zip] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download" }).click()]);
    expect(zip.suggestedFilename()).toBe("field-notes-from-the-rift.zip");
    await toast(page, "Download started");
    // Its work done, the dialog closes.
    await dialog.waitFor({ state: "detached" });
  }, 60_000);

  it("keeps a premium template from visitors: 'Login required'", async () => {
    const page = await openPage("/templates?tier=premium");
    await page.getByRole("button", { name: "Purchase $19.00 Mkate Bakery" }).click();
    const dialog = page.getByRole("dialog", { name: "Mkate Bakery" });
    await dialog.getByText(/^Login required\./).waitFor();
    expect(await dialog.getByRole("button", { name: "Purchase $19.00" }).isDisabled()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Use this template" }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("sells a premium template to a new user by card, who then downloads it and opens it in the builder", async () => {
    const page = await openPage("/signup");
    await fillSignUp(page, { firstName: "Atieno", lastName: "Odhiambo", email: `atieno-${Date.now()}@example.com`, password: "correct horse battery" });
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto(new URL("/templates?tier=premium", page.url()).href);
    await page.getByRole("button", { name: "Purchase $24.00 Okello & Nsubuga Advocates" }).click();
    const dialog = page.getByRole("dialog", { name: "Okello & Nsubuga Advocates" });
    await dialog.getByText("Premium and Enterprise plans include every premium template.").waitFor();
    await dialog.getByRole("button", { name: "Purchase $24.00" }).click();
    const checkout = page.getByRole("dialog", { name: "Okello & Nsubuga Advocates template" });
    await checkout.getByRole("button", { name: "Continue to secure payment" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/pay/"));
    await page.getByRole("button", { name: "Pay $24.00" }).click();
    await page.waitForURL((url) => url.pathname === "/templates");
    await toast(page, "Purchase successful");
    const owned = page.getByRole("dialog", { name: "Okello & Nsubuga Advocates" });
    await owned.getByText("You own this template.").waitFor();
    const [zip] = await Promise.all([page.waitForEvent("download"), owned.getByRole("button", { name: "Download" }).click()]);
    expect(zip.suggestedFilename()).toBe("okello-nsubuga-advocates.zip");
    await owned.waitFor({ state: "detached" });
    // Opened again from its card, now a download: Escape closes it, and it opens once more.
    await page.getByRole("button", { name: "Download Okello & Nsubuga Advocates" }).click();
    await owned.getByText("You own this template.").waitFor();
    await page.keyboard.press("Escape");
    await owned.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Download Okello & Nsubuga Advocates" }).click();
    await owned.getByRole("button", { name: "Use this template" }).click();
    await page.waitForURL((url) => url.pathname === "/builder");
    await toast(page, "Template ready");
    await page.getByRole("heading", { name: "Customize Style" }).waitFor();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    expect(await page.getByLabel("Site name").inputValue()).toBe("Okello & Nsubuga Advocates");
  }, 60_000);

  it("lets the administrator upload a template, refuses a broken one, and deletes it, in light and dark", async () => {
    const page = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
    await page.getByRole("tab", { name: "Templates" }).click();
    const form = page.getByRole("region", { name: "Upload a template" });
    const html = (body: string) =>
      `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Coast Cafe</title>\n<link rel="stylesheet" href="style.css">\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
    const good = zipSync({
      "index.html": strToU8(html("<h1><!-- sitewright:name -->Coast Cafe<!-- /sitewright:name --></h1>\n<p>Coffee by the sea.</p>")),
      "style.css": strToU8("body{font-family:sans-serif}"),
    });
    const broken = zipSync({
      "index.html": strToU8(html("<h1><!-- sitewright:name -->Coast Cafe<!-- /sitewright:name --></h1><div><p>oops</div></p>")),
      "style.css": strToU8("body{font-family:sans-serif}"),
    });
    const name = `Coast Cafe ${Date.now()}`;
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Description").fill("A one-page site for a seaside cafe.");
    await form.getByLabel("Category").selectOption("business");

    await form.getByLabel("Files").setInputFiles({ name: "broken.zip", mimeType: "application/zip", buffer: Buffer.from(broken) });
    await form.getByRole("button", { name: "Upload template" }).click();
    await form.getByRole("alert").getByText(/^"index\.html" is not valid HTML: line \d+: /).waitFor();

    await form.getByLabel("Files").setInputFiles({ name: "coast.zip", mimeType: "application/zip", buffer: Buffer.from(good) });
    await form.getByRole("button", { name: "Upload template" }).click();
    await toast(page, "Template uploaded", `${name} is in the catalogue.`);
    const catalogue = page.getByRole("region", { name: /^Catalogue/ });
    await catalogue.getByRole("button", { name: `Delete ${name}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await chooseDarkTheme(page);
    expect(await axeViolations(page)).toEqual([]);

    const visitor = await openPage(`/templates?search=${encodeURIComponent(name)}`);
    await expect.poll(() => cardNames(visitor)).toEqual([name]);

    await catalogue.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Template deleted");
    await catalogue.getByRole("button", { name: `Delete ${name}` }).waitFor({ state: "detached" });
  }, 60_000);
});
