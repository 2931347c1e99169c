// The main job, as a new visitor does it: describe a site, get designs, save through sign-up, publish, visit.
import { describe, expect, it } from "vitest";
import { axeViolations, baseUrl, chooseDarkTheme, expectConsoleError, fillSignUp, openPage, openSignedIn, seededAccount } from "./harness";

const prompt = "A bakery called Crumb & Co in Nairobi selling sourdough, croissants and cakes";

async function generate(page: Awaited<ReturnType<typeof openPage>>) {
  const generateButton = page.getByRole("button", { name: "Generate Website" });
  expect(await generateButton.isDisabled()).toBe(true);
  await page.getByRole("textbox", { name: "Describe your website" }).fill(prompt);
  await generateButton.click();
  await page.waitForURL("**/ai-builder-result");
  await page.getByRole("heading", { level: 1, name: "Crumb & Co" }).waitFor();
}

describe("AI builder", () => {
  it("an anonymous visitor generates, saves through sign-up, publishes and opens the live site", async () => {
    const page = await openPage("/ai-builder");
    await generate(page);
    const frame = page.frameLocator('iframe[title="Website preview"]');
    await expect.poll(() => frame.locator(".brand span").textContent()).toBe("Crumb & Co");
    expect(await page.getByTestId("address-bar").textContent()).toBe("preview · Crumb & Co");

    // Pick the second design, then save: the account dialog keeps the site and the way back.
    await page.getByRole("radio", { name: /Design 2/ }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("dialog").getByText("Publishing, custom domains and premium templates need an account.").waitFor();
    await page.getByRole("link", { name: "Create a Free Account" }).click();

    await page.waitForURL("**/signup");
    const email = `baker-${Date.now()}@example.com`;
    await fillSignUp(page, { firstName: "Amina", lastName: "Otieno", email, password: "sourdough-every-day" });
    await page.getByText("Account created!").first().waitFor();

    // Back on the result page, the pending save finishes by itself.
    await page.waitForURL("**/ai-builder-result");
    await page.getByRole("button", { name: "Saved" }).waitFor();
    expect(await page.getByRole("radio", { name: /Design 2/ }).getAttribute("aria-checked")).toBe("true");

    // The design still holds sample texts (reviews, prices, contact details): publishing asks first.
    await page.getByRole("button", { name: "Publish Now" }).click();
    const question = page.getByRole("alertdialog", { name: "Publish with sample texts?" });
    await question.getByText(/^\d+ sample texts to replace\. The designer wrote them as examples/).waitFor();
    await question.getByRole("button", { name: "Review them first" }).click();
    await question.waitFor({ state: "hidden" });
    expect(await page.getByRole("button", { name: "Publish Now" }).isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Publish Now" }).click();
    await question.getByRole("button", { name: "Publish anyway" }).click();
    await page.getByRole("button", { name: "Published" }).waitFor();
    await page.getByText("Website published!").first().waitFor();
    const address = (await page.getByTestId("address-bar").textContent()) ?? "";
    expect(address).toMatch(/^crumbco\d*\.localhost:\d+$/);
    expect(await page.getByRole("button", { name: "Copy URL" }).isEnabled()).toBe(true);

    const live = await page.context().newPage();
    await live.goto(`http://${address}/`);
    expect(await live.locator(".brand span").textContent()).toBe("Crumb & Co");
    expect(await live.title()).toBe("Crumb & Co | Official Website");
    expect(await live.locator("h1").count()).toBe(1);
  });

  it("refines instead of restarting: more designs, one section rewritten, samples listed, Create New keeps the words", async () => {
    const page = await openPage("/ai-builder");
    await generate(page);
    const frame = page.frameLocator('iframe[title="Website preview"]');
    const palette = () => page.getByRole("radio", { name: /Design 1/ }).locator("span span").first().getAttribute("style");
    const before = await palette();
    await page.getByRole("button", { name: "More designs" }).click();
    await expect.poll(palette).not.toBe(before);
    await expect.poll(() => frame.locator(".brand span").textContent()).toBe("Crumb & Co");

    // The first section after the hero, written again in place: other words, every other section untouched.
    await page.getByLabel("Section to rewrite").selectOption({ index: 1 });
    const chosen = await page.getByLabel("Section to rewrite").inputValue();
    const words = () => frame.locator(`#${chosen}`).textContent();
    // The preview loads a new page behind the one on show: read it once nothing is loading.
    const settled = () => page.locator('[data-device][aria-busy="true"]').waitFor({ state: "detached" });
    await settled();
    const wordsBefore = await words();
    const others = () => frame.locator(`main > section:not(#${chosen})`).allTextContents();
    const othersBefore = await others();
    await page.getByRole("button", { name: "Rewrite section" }).click();
    await page.getByText("Section rewritten").first().waitFor();
    await expect.poll(words).not.toBe(wordsBefore);
    expect(await others()).toEqual(othersBefore);

    // Nothing generated is out of reach: Back brings the old words back, Forward the new, and the session's list
    // every set made (the first designs, more designs, the rewrite).
    await settled();
    const wordsAfter = await words();
    const sets = page.getByRole("navigation", { name: "Earlier designs" }).getByRole("button");
    expect(await sets.allTextContents()).toEqual(["1. First designsCrumb & Co", "2. More designsCrumb & Co", expect.stringMatching(/^3\. Rewrote /)]);
    await page.goBack();
    await expect.poll(words).toBe(wordsBefore);
    await page.goForward();
    await expect.poll(words).toBe(wordsAfter);
    await sets.first().click();
    await expect.poll(palette).toBe(before);
    await page.goBack();
    await expect.poll(words).toBe(wordsAfter);

    // The sample texts are counted, and each opens in the builder at its own field.
    const samples = page.getByRole("region", { name: /\d+ sample texts to replace/ });
    await samples.getByText("Show them").click();
    const first = samples.getByRole("button").first();
    const label = (await first.textContent()) ?? "";
    expect(label).not.toBe("");
    await first.click();
    await page.waitForURL((url) => url.pathname === "/builder" && url.hash.startsWith("#edit-"));
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[id^=edit-]")?.id)).toBe(new URL(page.url()).hash.slice(1));

    // Create New starts from the words already typed.
    await page.goto(`${baseUrl}/ai-builder-result`);
    await page.getByRole("link", { name: "Create New" }).click();
    await page.waitForURL("**/ai-builder");
    expect(await page.getByRole("textbox", { name: "Describe your website" }).inputValue()).toBe(prompt);
  });

  it("opens the chosen design in the manual builder with Edit, ready to change", async () => {
    const page = await openPage("/ai-builder");
    await generate(page);
    await page.getByRole("radio", { name: /Design 3/ }).click();
    await page.getByRole("link", { name: "Edit" }).click();
    await page.waitForURL((url) => url.pathname === "/builder");
    await page.getByRole("heading", { name: "Customize Style" }).waitFor();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    expect(await page.getByLabel("Site name").inputValue()).toBe("Crumb & Co");
    await page.getByLabel("Tagline").fill("Baked before sunrise");
    const frame = page.frameLocator('iframe[title="Website preview"]');
    await expect.poll(() => frame.locator('meta[name="description"]').getAttribute("content")).toBe("Baked before sunrise");
  });

  it("sends a free user who wants to download to the pricing page", async () => {
    const free = seededAccount("free");
    const page = await openSignedIn(free, "/ai-builder");
    await generate(page);
    await page.getByText("Available on Basic and Premium plans").waitFor();
    await page.getByRole("button", { name: "Upgrade to Download" }).click();
    await page.waitForURL("**/pricing");
    await page.getByText("Website downloads are available on Basic and Premium plans").first().waitFor();
  });

  it("cancels a generation in progress and shows the spec's toast on failure", async () => {
    const page = await openPage("/ai-builder");
    await page.route("**/api/generate-website", async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ message: "upstream" }) }).catch(() => {});
    });
    await page.getByRole("textbox", { name: "Describe your website" }).fill(prompt);
    await page.getByRole("button", { name: "Generate Website" }).click();
    await page.getByRole("progressbar", { name: "Generation progress" }).waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Generate Website" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Describe your website" }).inputValue()).toBe(prompt);

    // The stand-in's 502 is the failure under test.
    expectConsoleError(`502 for POST ${new URL("/api/generate-website", baseUrl).href}`);
    await page.getByRole("button", { name: "Generate Website" }).click();
    await page.getByText("There was a problem generating your website. Please try again.").first().waitFor({ timeout: 10_000 });
    expect(await page.getByText("Generation failed").first().isVisible()).toBe(true);
  });

  it("moves between the two ways of describing with the arrow keys, keeping the description, in light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await openPage("/ai-builder");
      if (colorScheme === "dark") await chooseDarkTheme(page);
      await page.getByRole("textbox", { name: "Describe your website" }).fill(prompt);
      // Radix moves focus (and so the choice) just after the key event, hence the polls.
      await page.getByRole("tab", { name: "Text Prompt" }).press("ArrowRight");
      await expect.poll(() => page.getByRole("tab", { name: "Guided Builder" }).getAttribute("aria-selected")).toBe("true");
      await page.getByRole("combobox", { name: "Website category" }).selectOption("event");
      expect(await page.getByRole("textbox", { name: "Describe your website" }).inputValue()).toBe(prompt);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await page.getByRole("tab", { name: "Guided Builder" }).press("ArrowLeft");
      await expect.poll(() => page.getByRole("tab", { name: "Text Prompt" }).getAttribute("aria-selected")).toBe("true");
      expect(await page.getByRole("combobox", { name: "Website category" }).count()).toBe(0);
    }
  });
});
