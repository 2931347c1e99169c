// The SPA shell and home page in a real browser: sections and their links, every route, the 404 screen, the
// mobile menu and the theme, driven the way a visitor would.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatDollars, plans } from "../schema/plans";
import { baseUrl, expectConsoleError, openPage } from "./harness";

/** Waits for the screen's h1 (screens load on demand) and returns its text. */
async function heading(page: Page): Promise<string> {
  const h1 = page.getByRole("heading", { level: 1 });
  await h1.waitFor();
  return (await h1.innerText()).trim();
}

/** After a navigation the old screen stays up until the new one's code has loaded: wait for the new h1 by name. */
async function waitForHeading(page: Page, name: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
}

/** The home page, once its (lazily loaded) content is on screen: the hero, then the sections after it. */
async function openHome(options?: Parameters<typeof openPage>[1]): Promise<Page> {
  const page = await openPage("/", options);
  await waitForHeading(page, HOME_HEADING);
  await page.getByRole("link", { name: "Start Creating" }).waitFor();
  return page;
}

const HOME_HEADING = "Describe your website. Get it built in seconds.";

async function href(page: Page, name: string): Promise<string | null> {
  return page.getByRole("link", { name, exact: true }).getAttribute("href");
}

describe("home page", () => {
  it("has one h1 and the hero's two calls to action", async () => {
    const page = await openPage("/");
    expect(await heading(page)).toBe(HOME_HEADING);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await href(page, "Generate with AI")).toBe("/ai-builder");
    expect(await href(page, "Manual Builder")).toBe("/builder");
    expect(await page.title()).toBe("Sitewright · Build a website by describing it");
  });

  it("shows the six features and the three steps with 'Create Your Website'", async () => {
    const page = await openHome();
    const features = page.getByRole("region", { name: "Everything you need to launch a great website" });
    expect(await features.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual([
      "AI-powered generation",
      "Intelligent design system",
      "Adaptive responsive design",
      "Clean, optimised code",
      "Flexible payment options",
      "AI content generation",
    ]);
    const steps = page.getByRole("region", { name: "From idea to live website in three steps" });
    // Each step's heading starts with a visually hidden "Step n:" for screen readers.
    expect(await steps.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Step 1: Describe your vision",
      "Step 2: Review AI designs",
      "Step 3: Customise and launch",
    ]);
    expect(await steps.getByRole("link", { name: "Create Your Website" }).getAttribute("href")).toBe("/ai-builder");
  });

  it("prices Free, Premium (POPULAR) and Enterprise from the plan catalogue, each linking to sign-up", async () => {
    const page = await openHome();
    const pricing = page.getByRole("region", { name: "Simple plans that grow with you" });
    expect(await pricing.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(["Free", "Premium", "Enterprise"]);

    const card = (name: string) =>
      pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
    expect(await card("Premium").getByText("POPULAR", { exact: true }).isVisible()).toBe(true);
    expect(await card("Free").getByText("POPULAR", { exact: true }).count()).toBe(0);
    expect(await card("Enterprise").getByText("POPULAR", { exact: true }).count()).toBe(0);

    for (const tier of ["free", "premium", "enterprise"] as const) {
      const price = card(plans[tier].name).getByText(formatDollars(plans[tier].monthlyCents), { exact: true });
      expect(await price.isVisible(), tier).toBe(true);
      expect(await card(plans[tier].name).getByText("/month", { exact: true }).isVisible(), tier).toBe(true);
    }
    expect(await card("Free").getByRole("link").getAttribute("href")).toBe("/signup");
    expect(await card("Premium").getByRole("link").getAttribute("href")).toBe("/signup?plan=premium");
    expect(await card("Enterprise").getByRole("link").getAttribute("href")).toBe("/signup?plan=enterprise");
  });

  it("shows the payment methods M-Pesa and Card Payments", async () => {
    const page = await openHome();
    const strip = page.getByRole("region", { name: "Pay the way that suits you" });
    expect(await strip.getByText("M-Pesa", { exact: true }).isVisible()).toBe(true);
    expect(await strip.getByText("Card Payments", { exact: true }).isVisible()).toBe(true);
  });

  it("shows a template's Preview on hover and on keyboard focus", async () => {
    const page = await openHome();
    const gallery = page.getByRole("region", { name: "Or start from a professional template" });
    // Each card's heading is its link, named with the visible name it holds.
    expect(await gallery.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Preview the Portfolio template",
      "Preview the Business template",
      "Preview the E-Commerce template",
      "Preview the Blog template",
    ]);
    const overlayOpacity = (name: string) =>
      gallery
        .getByTestId("template-card")
        .filter({ has: page.getByRole("link", { name: `Preview the ${name} template`, exact: true }) })
        .getByTestId("template-preview-overlay")
        .evaluate((el) => getComputedStyle(el).opacity);

    expect(await overlayOpacity("Portfolio")).toBe("0");
    await gallery.getByRole("link", { name: "Preview the Portfolio template" }).hover();
    await expect.poll(() => overlayOpacity("Portfolio")).toBe("1");

    // Keyboard: from the Portfolio card, Tab reaches the Business card.
    await page.mouse.move(0, 0);
    await gallery.getByRole("link", { name: "Preview the Portfolio template" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Preview the Business template",
    );
    await expect.poll(() => overlayOpacity("Business")).toBe("1");
  });

  it("'View All Templates' opens /templates at the top of the page", async () => {
    const page = await openHome();
    await page.getByRole("link", { name: "View All Templates" }).click();
    await page.waitForURL((url) => url.pathname === "/templates");
    await waitForHeading(page, "Templates");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("closes with 'Start Creating' (to /ai-builder) and 'See Plans' (to /pricing)", async () => {
    const page = await openHome();
    expect(await href(page, "Start Creating")).toBe("/ai-builder");
    await page.getByRole("link", { name: "See Plans", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/pricing");
    await waitForHeading(page, "Pricing");
  });
});

describe("routes", () => {
  // The headings of screens still being built; update a row when its screen lands.
  const screens: [path: string, heading: string][] = [
    ["/builder", "Manual Builder"],
    ["/ai-builder", "AI Website Builder"],
    // With no generated website stored, the result page sends the visitor to the AI builder (spec).
    ["/ai-builder-result", "AI Website Builder"],
    // Visitors are not admins: the admin screen denies them.
    ["/admin", "Access Denied"],
    ["/admin/dashboard", "Access Denied"],
    ["/signup", "Create an account"],
    ["/signup?plan=premium", "Create an account"],
    ["/login", "Log in"],
    ["/pricing", "Pricing"],
    ["/templates", "Templates"],
    ["/domains", "Authentication Required"],
    ["/account", "Your account"],
    ["/account/billing", "Billing"],
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
  ];

  it("every route shows its screen's heading and names the page", async () => {
    const page = await openHome();
    for (const [path, expected] of screens) {
      await page.goto(new URL(path, page.url()).href);
      await page.getByRole("heading", { level: 1, name: expected, exact: true }).waitFor();
      expect(await page.getByText("404 Page Not Found").count(), path).toBe(0);
      await expect.poll(() => page.title(), { message: path }).toBe(`${expected} · Sitewright`);
    }
  });

  it("an unknown path answers 404 with the bare page, which shows the not-found screen", async () => {
    const res = await fetch(new URL("/no/such/page", baseUrl));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"></div>');
    // The failed-response guard would fail the test for the 404 document, which is this test's point.
    expectConsoleError(/404 for GET .*\/no\/such\/page$/);
    const page = await openPage("/no/such/page");
    expect(await heading(page)).toBe("404 Page Not Found");
    expect(await page.getByText("Did you forget to add the page to the router?", { exact: true }).isVisible()).toBe(true);
    // The frame is still there to find a way back.
    expect(await page.getByRole("banner").isVisible()).toBe(true);
  });

  it("the header's Products menu navigates", async () => {
    const page = await openHome();
    await page.getByRole("button", { name: "Products" }).click();
    const items = page.getByRole("menuitem");
    // A press before the menu's code is in opens it when the code arrives.
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual([
      "AI Website Builder\nDescribe a site, get designs in seconds",
      "Visual Builder\nBuild step by step with a live preview",
      "Templates\nStart from a ready-made design",
      "Domains\nFree subdomains and your own domain",
    ]);
    await page.getByRole("menuitem", { name: /Visual Builder/ }).click();
    await page.waitForURL((url) => url.pathname === "/builder");
    await waitForHeading(page, "Manual Builder");
  });

  it("a visitor sees Log In and Get Started, and no Admin link", async () => {
    const page = await openHome();
    await page.getByRole("link", { name: "Get Started", exact: true }).waitFor();
    expect(await href(page, "Log In")).toBe("/login");
    expect(await href(page, "Get Started")).toBe("/signup");
    expect(await page.getByRole("link", { name: "Admin", exact: true }).count()).toBe(0);
  });

  it("the footer carries the year and the legal and product links", async () => {
    const page = await openHome();
    const footer = page.getByRole("contentinfo");
    await footer.waitFor();
    expect(await footer.getByText(`© ${new Date().getFullYear()} Sitewright. All rights reserved.`).isVisible()).toBe(true);
    for (const [name, target] of [
      ["Terms of Service", "/terms"],
      ["Privacy Policy", "/privacy"],
      ["Pricing", "/pricing"],
      ["Templates", "/templates"],
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(target);
    }
  });

  it("the skip link moves focus to the main content", async () => {
    const page = await openHome();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
  });
});

describe("mobile menu", () => {
  it("replaces the desktop navigation below 768px and navigates", async () => {
    const page = await openHome({ width: 375, height: 800 });
    const openButton = page.getByRole("button", { name: "Open menu" });
    expect(await openButton.isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Log In", exact: true }).isVisible()).toBe(false);

    await openButton.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    for (const name of ["AI Website Builder", "Visual Builder", "Templates", "Domains", "Pricing", "Log In", "Get Started"]) {
      expect(await menu.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await menu.getByRole("link", { name: "Admin", exact: true }).count()).toBe(0);

    await menu.getByRole("link", { name: "Templates", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/templates");
    await waitForHeading(page, "Templates");
    await menu.waitFor({ state: "detached" });
  });

  it("is not used on a desktop-width window", async () => {
    const page = await openHome({ width: 1280 });
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
  });
});

describe("theme", () => {
  it("starts light, even when the system prefers dark", async () => {
    const page = await openHome({ colorScheme: "dark" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
  });

  it("a dark choice survives a reload", async () => {
    const page = await openHome();
    await page.getByRole("button", { name: /Change theme/ }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await waitForHeading(page, HOME_HEADING);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe("dark");
  });

  it("'System' follows the browser's colour scheme", async () => {
    const page = await openHome({ colorScheme: "dark" });
    await page.getByRole("button", { name: /Change theme/ }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
  });
});
