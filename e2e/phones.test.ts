// Every screen on a phone, 360 to 414 pixels wide, as a signed-in customer on the free plan meets it: nothing wider
// than the screen (no sideways scroll) and every comparison column in view.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appReady, baseUrl, openSignedIn, seededAccount } from "./harness";

const screens = ["/", "/pricing", "/ai-builder", "/builder", "/templates", "/domains", "/account", "/account/billing", "/terms", "/privacy"];

/** How far the page scrolls sideways, and the last thing that reaches past the edge (clipped art does, harmlessly). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const past = Array.from(document.querySelectorAll("body *")).filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5);
    return { by: document.documentElement.scrollWidth - window.innerWidth, first: past.slice(-1).map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? "").trim().slice(0, 40)}"`) };
  });
}

describe("phones", () => {
  it("show every screen without sideways scroll at 360, 390 and 414 pixels", async () => {
    const page = await openSignedIn(seededAccount("free"), "/");
    for (const width of [360, 390, 414]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of screens) {
        await page.goto(new URL(path, baseUrl).href);
        await appReady(page);
        await page.locator("main h1").first().waitFor();
        const { by, first } = await overflow(page);
        expect(by, `${path} at ${width} px: ${first.join(", ")}`).toBe(0);
      }
    }
    // A generated design is shown as a phone shows it, with the switch to the other sizes.
    await page.goto(new URL("/ai-builder", baseUrl).href);
    await page.getByRole("textbox", { name: "Describe your website" }).fill("A bakery called Crumb & Co in Nairobi selling sourdough, croissants and cakes");
    await page.getByRole("button", { name: "Generate Website" }).click();
    await page.waitForURL("**/ai-builder-result");
    const sizes = page.getByRole("radiogroup", { name: "Preview size" });
    expect(await sizes.getByRole("radio", { name: "Mobile" }).getAttribute("aria-checked")).toBe("true");
    await sizes.getByRole("radio", { name: "Desktop" }).click();
    expect(await sizes.getByRole("radio", { name: "Desktop" }).getAttribute("aria-checked")).toBe("true");
    expect((await overflow(page)).by).toBe(0);

    // The comparison shows all four plans side by side.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(new URL("/pricing", baseUrl).href);
    for (const name of ["Free", "Basic", "Premium", "Enterprise"]) expect(await page.getByRole("columnheader", { name, exact: true }).isVisible()).toBe(true);
  }, 120_000);
});
