// AI images as a user meets them: the generator in the builder with its credits, a picture added to a section and
// published, and the AI builder's image slots.
import { describe, expect, it } from "vitest";
import { appReady, axeViolations, fillSignUp, openPage, toast } from "./harness";
import { ILLUSTRATIONS_ONLY } from "../schema/images";

async function newUser(path: string) {
  const page = await openPage("/signup");
  await fillSignUp(page, { firstName: "Nyambura", lastName: "Kariuki", email: `images-${Date.now()}@example.com`, password: "correct horse battery" });
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto(new URL(path, page.url()).href);
  await appReady(page);
  return page;
}

describe("AI images", () => {
  it("generates a picture in the builder, adds it to the hero, and publishes it to the live site", async () => {
    const page = await newUser("/builder");
    await page.getByRole("radio", { name: /^Landing Page/ }).click();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    await page.getByRole("button", { name: "Generate with AI for the hero image" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate an image with AI" });
    await dialog.getByText("0 of 5").waitFor();
    // Before a credit is spent: without an image model, illustrations, not photos.
    await dialog.getByRole("note").getByText(ILLUSTRATIONS_ONLY).waitFor();
    // A prompt is needed first.
    await dialog.getByRole("button", { name: "Generate" }).click();
    await toast(page, "Please enter a prompt", "Describe the image you want to generate");
    await dialog.getByLabel("Prompt").fill("A sunny bakery window with fresh bread, warm colours");
    await dialog.getByLabel("Size").selectOption("1792x1024");
    await dialog.getByRole("button", { name: "Generate" }).click();
    await toast(page, "Image generated");
    await dialog.getByText("1 of 5").waitFor();
    const made = dialog.getByRole("img", { name: /^Generated from:/ });
    await expect.poll(() => made.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1792);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Add to section" }).click();
    await toast(page, "Image added");
    const src = await page.getByRole("img", { name: "Current hero image" }).getAttribute("src");
    expect(src).toMatch(/^\/api\/uploads\/ast_[0-9a-z]{16}\.svg$/);
    const file = src!.slice("/api/uploads/".length);

    await page.getByRole("button", { name: /Step 5: Export/ }).click();
    await page.getByRole("button", { name: "Publish Now" }).click();
    await toast(page, "Website published!");
    const address = (await page.getByRole("link", { name: /localhost/ }).first().getAttribute("href")) ?? "";
    const live = await openPage(`${address}/`);
    const hero = live.locator(".hero img").first();
    expect(await hero.getAttribute("src")).toBe(`assets/${file}`);
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1792);
  }, 60_000);

  it("fills the AI builder's hero and about slots, and the designs use them", async () => {
    const page = await newUser("/ai-builder");
    await page.getByText("Add AI-Generated Images").click();
    await page.getByRole("button", { name: "Generate hero image" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate an image with AI" });
    await dialog.getByLabel("Prompt").fill("Mount Kenya at sunrise");
    await dialog.getByRole("button", { name: "Generate" }).click();
    await dialog.getByRole("button", { name: "Add to section" }).click();
    await page.getByRole("img", { name: "Chosen hero image" }).waitFor();
    // The same picture for the about section, from the user's images.
    await page.getByRole("button", { name: "Your images for the about image" }).click();
    const library = page.getByRole("dialog", { name: "Your images" });
    await library.getByRole("button", { name: "Mount Kenya at sunrise" }).click();
    await page.getByRole("img", { name: "Chosen about image" }).waitFor();
    const hero = await page.getByRole("img", { name: "Chosen hero image" }).getAttribute("src");

    // Named, so the builder designs at once (without a name, it would ask whether "Mount Kenya" is one first).
    await page.getByRole("textbox", { name: "Describe your website" }).fill("A hiking guide called Summit Trails in Nanyuki leading trips up Mount Kenya, with our story and how to book");
    await page.getByRole("button", { name: "Generate Website" }).click();
    await page.waitForURL((url) => url.pathname === "/ai-builder-result", { timeout: 20_000 });
    // Every design carries the chosen picture in its hero (the preview asks the app for it, by the same name).
    const file = hero!.split("/").pop()!;
    const preview = page.frameLocator('iframe[title="Website preview"]');
    await expect.poll(async () => (await preview.locator(".hero img").first().getAttribute("src"))?.endsWith(`/${file}`)).toBe(true);
  }, 60_000);

  it("sends a visitor who wants a picture to make an account first, keeping what they typed", async () => {
    const page = await openPage("/ai-builder");
    await page.getByRole("textbox", { name: "Describe your website" }).fill("A tea room in Limuru");
    await page.getByText("Add AI-Generated Images").click();
    await page.getByRole("button", { name: "Generate hero image" }).click();
    await page.getByRole("dialog", { name: "Create an account to continue" }).waitFor();
    await page.reload();
    await appReady(page);
    await expect.poll(() => page.getByRole("textbox", { name: "Describe your website" }).inputValue()).toBe("A tea room in Limuru");
  });
});
