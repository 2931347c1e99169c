import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { lookSample } from "../site/look-samples";
import { openPage } from "./harness";

async function pickTemplate(page: Page, name: string) {
  await page.getByRole("radio", { name: new RegExp(`^${name}`) }).click();
  const frame = page.frameLocator('iframe[title="Website preview"]');
  return frame;
}

describe("the live preview", () => {
  it("shows the real rendered site, sandboxed, with its script and fonts running", async () => {
    const page = await openPage("/builder");
    const frame = await pickTemplate(page, "Business");
    await expect.poll(() => frame.locator("h1").textContent()).toBe("Grow with a plan you can trust");
    const iframe = page.locator('iframe[title="Website preview"]');
    expect(await iframe.getAttribute("sandbox")).toBe("allow-scripts");
    // The one inline script is allowed by its hash: it marks <html> with "js".
    await expect.poll(() => frame.locator("html").getAttribute("class")).toContain("js");
    // Opaque origin: the page cannot reach into the app.
    const reach = await frame.locator("body").evaluate(() => {
      try {
        return window.parent.document.title;
      } catch {
        return "blocked";
      }
    });
    expect(reach).toBe("blocked");
    const fontsLoaded = await frame.locator("body").evaluate(async () => {
      await document.fonts.ready;
      const faces: FontFace[] = [];
      document.fonts.forEach((f) => faces.push(f));
      return faces.some((f) => f.family.includes("Poppins") && f.status === "loaded");
    });
    expect(fontsLoaded).toBe(true);
  });

  it("shows the generated art, inlined as pictures the app's policy allows", async () => {
    const draft = JSON.stringify({ document: lookSample({ hero: "split", corners: "round", sections: "plain" }), step: 2 });
    const errors: string[] = [];
    const page = await openPage("/builder", {
      beforeGoto: async (p) => {
        p.on("console", (m) => m.type() === "error" && errors.push(m.text()));
        // Init scripts run in every frame: only the app's own holds the draft (the preview has no storage).
        await p.addInitScript((d) => window === window.top && localStorage.setItem("sitewright.builder", d), draft);
      },
    });
    const frame = page.frameLocator('iframe[title="Website preview"]');
    await expect.poll(() => frame.locator("h1").textContent()).toBe("Coffee worth crossing town for");
    const hero = frame.locator(".hero-visual img");
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    expect(await hero.getAttribute("src")).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    // The pattern behind the story comes from the inlined stylesheet, also as a data: picture.
    expect(await frame.locator("#about").evaluate((el) => getComputedStyle(el, "::before").backgroundImage)).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(errors).toEqual([]);
  });

  it("switches between mobile (256 px), tablet (350 px) and desktop widths", async () => {
    const page = await openPage("/builder");
    await pickTemplate(page, "Portfolio");
    const iframe = page.locator('iframe[title="Website preview"]');
    const width = async () => Math.round((await iframe.boundingBox())?.width ?? 0);
    // Desktop fills the preview's frame, inside its 1 px border (1280 px scaled down; sub-pixel rounding aside).
    const desktop = await iframe.evaluate((el) => el.closest("[data-device]")!.parentElement!.clientWidth);
    expect(Math.abs((await width()) - desktop)).toBeLessThanOrEqual(1);
    await page.getByRole("radio", { name: "Mobile" }).click();
    expect(await width()).toBe(256);
    await page.getByRole("radio", { name: "Tablet" }).click();
    expect(await width()).toBe(350);
    await page.getByRole("radio", { name: "Desktop" }).click();
    expect(Math.abs((await width()) - desktop)).toBeLessThanOrEqual(1);
    expect(Math.round((await iframe.boundingBox())?.height ?? 0)).toBe(500 - 2);
    // Laid out as a 1280 px desktop, scaled to the panel: what publishes is what the preview shows.
    await expect.poll(() => page.frameLocator('iframe[title="Website preview"]').locator("body").evaluate(() => window.innerWidth)).toBe(1280);
  });
});
