// Confirm instead of guess: the AI builder reads the description first, asks when it is unsure of the kind of site
// or its name, shows what it understood on a card beside the designs, makes new designs from each correction,
// and saves the brief with the site. Driven as a new visitor would, by mouse and by keyboard alone.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, baseUrl, chooseDarkTheme, expectConsoleError, fillSignUp, openPage } from "./harness";

/** Every body the page posts to these API paths, in order, as JSON. */
function recordPosts(page: Page, ...paths: string[]) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && paths.includes(path)) posts.push({ path, body: request.postDataJSON() as Record<string, unknown> });
  });
  return posts;
}

async function describeSite(page: Page, words: string) {
  await page.getByRole("textbox", { name: "Describe your website" }).fill(words);
  await page.getByRole("button", { name: "Generate Website" }).click();
}

const preview = (page: Page) => page.frameLocator('iframe[title="Website preview"]');
/** The designs this browser keeps, under the signed-in owner's key or a visitor's (web/lib/owned-storage.ts). */
const storedSite = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k === "sitewright.generated" || k.startsWith("sitewright.generated:"));
    return JSON.parse((key && localStorage.getItem(key)) ?? "null") as { websiteId?: string; brief?: Record<string, unknown> };
  });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");
const card = (page: Page) => page.getByRole("region", { name: "What we understood" });

/** On the result page, once it shows the designs and the card. */
async function results(page: Page) {
  await page.waitForURL("**/ai-builder-result");
  await card(page).waitFor();
}

describe("the AI builder confirms instead of guessing", () => {
  it("asks what kind an unclear description is before designing, and writes a piano tuner's site from the words given", async () => {
    const page = await openPage("/ai-builder");
    const posts = recordPosts(page, "/api/brief", "/api/generate-website");
    await describeSite(page, "need a website for my business asap");

    const question = page.getByRole("heading", { level: 2, name: "What kind of website is this?" });
    await question.waitFor();
    await expect.poll(() => focusedText(page)).toBe("What kind of website is this?");
    expect(posts.map((p) => p.path)).toEqual(["/api/brief"]);
    expect(await page.getByRole("group", { name: "What kind of website is this?" }).getByRole("button").allTextContents()).toEqual(["Business", "Something else"]);

    // Back keeps the words; asking again asks the same.
    await page.getByRole("button", { name: "Back" }).click();
    const description = page.getByRole("textbox", { name: "Describe your website" });
    expect(await description.inputValue()).toBe("need a website for my business asap");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("placeholder") ?? "")).toMatch(/^A bakery called/);
    await page.getByRole("button", { name: "Generate Website" }).click();
    await question.waitFor();

    await page.getByRole("button", { name: "Something else" }).click();
    await page.getByRole("listbox", { name: "Kinds of website we know" }).waitFor();
    await page.getByRole("combobox", { name: "Describe it in a few words" }).fill("piano tuner");
    await page.getByText("None of the kinds we know matches. Use your own words below.").waitFor();
    expect(posts.map((p) => p.path)).toEqual(["/api/brief", "/api/brief"]);
    await page.getByRole("button", { name: "Use “piano tuner”" }).click();

    await results(page);
    const sent = posts.find((p) => p.path === "/api/generate-website")!.body;
    expect((sent.brief as { kind: unknown }).kind).toEqual({ id: "other", noun: "piano tuner", archetype: "service", confidence: 1, from: "", guesses: [] });
    const tagline = (await page.locator("h1 + p").textContent()) ?? "";
    await expect.poll(() => preview(page).locator("#home").textContent()).toBeTruthy();
    const hero = (await preview(page).locator("#home").textContent()) ?? "";
    expect(`${tagline} ${hero}`).toMatch(/piano tun(?:er|ing)/i);
    expect(await card(page).getByTestId("brief-kind").textContent()).toBe("Piano tuner");
  });

  it("designs a clear description at once, with its quoted tagline, and makes new designs from a corrected kind", async () => {
    const page = await openPage("/ai-builder");
    const posts = recordPosts(page, "/api/brief", "/api/generate-website");
    await describeSite(page, 'A bakery called Crumb & Co in Nairobi selling sourdough and cakes, with the tagline "Baked before sunrise"');
    await results(page);
    expect(posts.map((p) => p.path)).toEqual(["/api/brief", "/api/generate-website"]);
    expect(await page.locator("h1 + p").textContent()).toBe("Baked before sunrise");
    await expect.poll(() => preview(page).locator("body").textContent()).toContain("Baked before sunrise");

    const details = card(page);
    expect(await details.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Crumb & Co");
    expect(await details.getByTestId("brief-kind").textContent()).toBe("Bakery");
    expect(await details.getByRole("textbox", { name: "Place" }).inputValue()).toBe("Nairobi");
    expect(await details.getByRole("group", { name: "What you offer" }).getByRole("listitem").allTextContents()).toEqual(["sourdough", "cakes"]);
    const update = details.getByRole("button", { name: "Update designs" });
    expect(await update.isDisabled()).toBe(true);

    await page.getByRole("radio", { name: /Design 2/ }).click();
    const before = await preview(page).locator("main").textContent();
    await details.getByRole("button", { name: "Change kind of website" }).click();
    await details.getByRole("combobox", { name: "Describe it in a few words" }).fill("cafe");
    await details.getByRole("option", { name: "Cafe", exact: true }).click();
    expect(await details.getByTestId("brief-kind").textContent()).toBe("Cafe");
    await update.click();
    await expect.poll(() => page.getByRole("radio", { name: /Design 1/ }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => preview(page).locator("main").textContent()).not.toBe(before);
    expect(await details.getByRole("button", { name: "Update designs" }).isDisabled()).toBe(true);
    const last = posts.at(-1)!;
    expect(last.path).toBe("/api/generate-website");
    expect(last.body.round).toBe(0);
    expect((last.body.brief as { kind: unknown }).kind).toEqual({ id: "cafe", noun: "cafe", archetype: "food", confidence: 1, from: "", guesses: [] });
    // Kept in this browser: a reload shows the corrected card.
    await page.reload();
    await card(page).getByTestId("brief-kind").waitFor();
    expect(await card(page).getByTestId("brief-kind").textContent()).toBe("Cafe");
    expect(((await storedSite(page)).brief as { kind: { id: string } }).kind.id).toBe("cafe");
  });

  it("keeps the designs it has when new ones cannot be made, with the spec's words", async () => {
    const page = await openPage("/ai-builder");
    await describeSite(page, "A bakery called Crumb & Co in Nairobi selling sourdough and cakes");
    await results(page);
    const before = await preview(page).locator("main").textContent();
    await page.route("**/api/generate-website", async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ message: "upstream" }) });
    });
    // The stand-in's 502 is the failure under test.
    expectConsoleError(`502 for POST ${new URL("/api/generate-website", baseUrl).href}`);
    const details = card(page);
    await details.getByRole("textbox", { name: "Place" }).fill("Kisumu");
    await details.getByRole("button", { name: "Update designs" }).click();
    await details.getByRole("button", { name: "Updating designs..." }).waitFor();
    await page.getByText("Generation failed").first().waitFor();
    await details.getByText("There was a problem generating your website. Please try again.").waitFor();
    expect(await preview(page).locator("main").textContent()).toBe(before);
    // The correction is still there, to try again with one click.
    expect(await details.getByRole("textbox", { name: "Place" }).inputValue()).toBe("Kisumu");
    expect(await details.getByRole("button", { name: "Update designs" }).isEnabled()).toBe(true);
  });

  it("sends the guided tab's category and style with the description, and the card shows what was read", async () => {
    const page = await openPage("/ai-builder");
    const posts = recordPosts(page, "/api/brief");
    await page.getByRole("tab", { name: "Guided Builder" }).click();
    await page.getByRole("combobox", { name: "Website category" }).selectOption("business");
    await page.getByRole("combobox", { name: "Colour scheme" }).selectOption("vibrant");
    await describeSite(page, "A florist called Petal Studio in Eldoret");
    await results(page);
    expect(posts[0]!.body).toEqual({ prompt: "A florist called Petal Studio in Eldoret | Category: Business | Style: Vibrant" });
    expect(await card(page).getByRole("textbox", { name: "Name" }).inputValue()).toBe("Petal Studio");
    expect(await card(page).getByTestId("brief-kind").textContent()).toBe("Florist");
  });

  it("saves the brief with the site, as corrected, for a signed-in owner", async () => {
    const page = await openPage("/signup");
    await fillSignUp(page, { firstName: "Amina", lastName: "Otieno", email: `brief-${Date.now()}@example.com`, password: "sourdough-every-day" });
    await page.getByText("Account created!").first().waitFor();
    await page.goto(new URL("/ai-builder", page.url()).href);
    await describeSite(page, "A bakery called Crumb & Co in Nairobi selling sourdough and cakes");
    await results(page);

    const details = card(page);
    await details.getByRole("textbox", { name: "Place" }).fill("Mombasa");
    await details.getByRole("button", { name: "Update designs" }).click();
    await expect.poll(async () => ((await storedSite(page)).brief as { place: { value: string } }).place.value).toBe("Mombasa");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("button", { name: "Saved" }).waitFor();
    expect(await details.getByText("Saved with your website.").isVisible()).toBe(true);

    const { websiteId } = await storedSite(page);
    const saved = await page.evaluate(async (id) => (await fetch(`/api/websites/${id}`, { credentials: "include" })).json(), websiteId!);
    // (The name's confidence is the learned weights' likelihood: sure enough that the card did not ask.)
    expect(saved.brief.name).toMatchObject({ value: "Crumb & Co", from: "Crumb & Co" });
    expect(saved.brief.name.confidence).toBeGreaterThanOrEqual(0.45);
    expect(saved.brief.kind.id).toBe("bakery");
    // The server looked the typed place up, so prices and phone numbers follow it.
    expect(saved.brief.place).toEqual({ value: "Mombasa", country: "KE", confidence: 1, from: "" });
    expect(saved.brief).toEqual((await storedSite(page)).brief);

    // A reload while signed in finds the same designs, saved, under this account's own key.
    await page.reload();
    await page.getByRole("button", { name: "Saved" }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("sitewright.generated")))).toEqual([expect.stringMatching(/^sitewright\.generated:usr_/)]);
  });

  it("reads a brief for designs stored before briefs were kept", async () => {
    const page = await openPage("/ai-builder");
    await describeSite(page, "A bakery called Crumb & Co in Nairobi selling sourdough and cakes");
    await results(page);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("sitewright.generated")!);
      delete stored.brief;
      delete stored.writer;
      localStorage.setItem("sitewright.generated", JSON.stringify(stored));
    });
    await page.reload();
    await card(page).getByTestId("brief-kind").waitFor();
    expect(await card(page).getByTestId("brief-kind").textContent()).toBe("Bakery");
    expect(((await storedSite(page)).brief as { name: { value: string } }).name.value).toBe("Crumb & Co");
  });

  it("works by keyboard alone on a 360 px phone, without sideways scroll, in light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await openPage("/ai-builder", { width: 360, height: 740 });
      if (colorScheme === "dark") await chooseDarkTheme(page);
      const posts = recordPosts(page, "/api/generate-website");
      await describeSite(page, "need a website for my business asap. Ask Maria about prices.");
      await page.getByRole("heading", { name: "What kind of website is this?" }).waitFor();
      await expect.poll(() => focusedText(page)).toBe("What kind of website is this?");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // Past the guesses to Something else, then search the list with the arrow keys.
      const guesses = await page.getByRole("group", { name: "What kind of website is this?" }).getByRole("button").count();
      for (let i = 0; i < guesses; i++) await page.keyboard.press("Tab");
      expect(await focusedText(page)).toBe("Something else");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
      await page.keyboard.type("flor");
      await page.getByRole("option", { name: "Florist" }).waitFor();
      await page.keyboard.press("ArrowDown");
      expect(await page.getByRole("option", { name: "Florist" }).getAttribute("aria-selected")).toBe("true");
      expect(await axeViolations(page), colorScheme).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.keyboard.press("Enter");

      // Then the name, typed over, and Enter.
      await page.getByRole("heading", { name: "Is this the name of your website?" }).waitFor();
      await expect.poll(() => focusedText(page)).toBe("Is this the name of your website?");
      await page.keyboard.press("Tab");
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Maria's Flowers");
      await page.keyboard.press("Enter");
      await results(page);
      const brief = posts[0]!.body.brief as { kind: { id: string; confidence: number }; name: unknown };
      expect(brief.kind).toMatchObject({ id: "florist", confidence: 1 });
      expect(brief.name).toEqual({ value: "Maria's Flowers", confidence: 1, from: "" });

      // On a phone the card is one line until opened.
      const details = card(page);
      await details.getByText("Maria's Flowers · Florist").waitFor();
      await details.getByRole("button", { name: "Edit details" }).focus();
      await page.keyboard.press("Enter");
      await details.getByRole("textbox", { name: "Name" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
  });
});
