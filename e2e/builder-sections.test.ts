// The optional kinds of section as a builder user adds them: an FAQ and pricing plans, a product, articles and a logo
// strip, filled in the Add Content step, appear in the live preview, and the FAQ opens with no script of ours
// involved. Then a design with sample texts: the step counts them, jumps to each, and the count falls as they are
// replaced.
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { showcaseDocument } from "../site/showcase";
import { axeViolations, chooseDarkTheme, openPage } from "./harness";

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title="Website preview"]');

async function addSection(page: Page, kind: string) {
  await page.getByLabel("Section type").selectOption({ label: kind });
  await page.getByRole("button", { name: "Add Section" }).click();
}

describe("more kinds of section in the builder", () => {
  it("adds an FAQ and pricing plans, fills them, and sees them in the preview", async () => {
    const page = await openPage("/builder");
    await page.getByRole("radio", { name: /^Business/ }).click();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    await page.getByRole("heading", { name: "Add Content" }).waitFor();
    const count = await page.getByRole("listitem", { name: /^Section \d+:/ }).count();

    await addSection(page, "FAQ");
    const faq = page.getByRole("listitem", { name: `Section ${count + 1}: Questions` });
    await faq.getByLabel("Question (question 1)").fill("Do you deliver?");
    await faq.getByLabel("Answer (question 1)").fill("Yes, anywhere in Nairobi.");

    await addSection(page, "Pricing plans");
    const pricing = page.getByRole("listitem", { name: `Section ${count + 2}: Pricing` });
    for (const [i, name, price] of [[1, "Starter", "$10"], [2, "Growth", "$25"], [3, "Scale", "$60"]] as const) {
      await pricing.getByLabel(`Plan name (plan ${i})`).fill(name);
      await pricing.getByLabel(`Price (plan ${i})`).fill(price);
    }
    await pricing.getByLabel("Feature 1 (plan 2)", { exact: true }).fill("Five pages");
    await pricing.getByLabel("Button link (optional) (plan 2)").fill("mailto:sales@example.com");

    const site = preview(page);
    const question = site.locator("#faq-1 details summary");
    await expect.poll(() => question.textContent()).toBe("Do you deliver?");
    await expect.poll(() => site.locator("#pricing-1 .plan h3").allTextContents()).toEqual(["Starter", "Growth", "Scale"]);
    const growth = site.locator("#pricing-1 .plan.featured");
    // The last edit has reached the preview, so every earlier one has too.
    await expect.poll(() => growth.getByRole("link", { name: "Choose Growth" }).getAttribute("href")).toBe("mailto:sales@example.com");
    expect(await growth.locator(".plan-price").textContent()).toBe("$25");
    expect(await growth.locator(".ticks li").allTextContents()).toEqual(["Five pages"]);

    // The answer is on the page, folded until its question is clicked (a <details>, no script).
    const answer = site.getByText("Yes, anywhere in Nairobi.");
    expect(await answer.isVisible()).toBe(false);
    // Clicked in the phone view: the desktop view is the page scaled down, which pointer coordinates do not follow.
    await page.getByRole("radio", { name: "Mobile" }).click();
    await question.click();
    await expect.poll(() => answer.isVisible()).toBe(true);
  }, 90_000);

  it("adds a product with its buy button, articles and a logo strip, and sees them in the preview", async () => {
    const page = await openPage("/builder");
    await page.getByRole("radio", { name: /^Business/ }).click();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    await page.getByRole("heading", { name: "Add Content" }).waitFor();
    const count = await page.getByRole("listitem", { name: /^Section \d+:/ }).count();

    await addSection(page, "Product");
    const product = page.getByRole("listitem", { name: `Section ${count + 1}: Shop` });
    await product.getByLabel("Name (product 1)").fill("Strategy day");
    await product.getByLabel("Price (product 1)").fill("$900");
    await product.getByLabel("Badge (optional) (product 1)").fill("New");
    await product.getByLabel("Button label (product 1)").fill("Book a day");
    await product.getByLabel("Button link (product 1)").fill("https://example.com/book?day=1&from=site");

    await addSection(page, "Articles");
    const articles = page.getByRole("listitem", { name: `Section ${count + 2}: Latest news` });
    await articles.getByLabel("Title (article 1)").fill("Five pricing mistakes");
    await articles.getByLabel("Date (article 1)").fill("2026-03-14");

    await addSection(page, "Logo strip");
    const logos = page.getByRole("listitem", { name: `Section ${count + 3}: Trusted by` });
    await logos.getByLabel("Company name (logo 1)").fill("Mvule Architects");

    const site = preview(page);
    await expect.poll(() => site.locator("#logos-1 .wordmark").allTextContents()).toEqual(["Mvule Architects"]);
    expect(await site.locator("#articles-1 article h3").allTextContents()).toEqual(["Five pricing mistakes"]);
    expect(await site.locator("#articles-1 time").getAttribute("datetime")).toBe("2026-03-14");
    const single = site.locator("#product-1 .product-single");
    expect(await single.locator(".badge").textContent()).toBe("New");
    expect(await single.locator(".product-price").textContent()).toBe("$900");
    expect(await single.getByRole("link", { name: "Book a day (Strategy day)" }).getAttribute("href")).toBe("https://example.com/book?day=1&from=site");
    // The strip is proof, not a place to go: the navigation leaves it out.
    expect(await site.locator('.site-nav a[href="#logos-1"]').count()).toBe(0);
  }, 90_000);

  it("lists the sample texts, jumps to one, and counts down as they are replaced, accessible in light and dark", async () => {
    // A design opened for editing, as the AI builder hands it over: kept as the builder's draft, on step 3. Put in
    // place before the page first loads: written into an open builder, it raced the builder's own draft saving.
    const page = await openPage("/builder", {
      beforeGoto: async (p) => {
        await p.addInitScript((document) => window === window.top && localStorage.setItem("sitewright.builder", JSON.stringify({ document, step: 3 })), showcaseDocument());
      },
    });
    await page.getByRole("heading", { name: "7 sample texts to replace" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Catering: Feast" }).click();
    const planName = page.getByLabel("Plan name (plan 3)");
    expect(await planName.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(" day");
    await page.getByRole("heading", { name: "6 sample texts to replace" }).waitFor();
    expect(await planName.inputValue()).toBe("Feast day");
    expect(await page.getByRole("button", { name: "Catering: Feast" }).count()).toBe(0);

    await chooseDarkTheme(page);
    expect(await axeViolations(page)).toEqual([]);
  }, 90_000);
});
