// The manual builder as a new visitor uses it: pick a template, change a colour, add and move a section, edit the
// hero, switch settings, read and copy the code, then sign up, publish, and find every edit on the live site.
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { wizardSteps } from "../web/lib/wizard";
import { axeViolations, baseUrl, chooseDarkTheme, fillSignUp, logIn, openPage, openSignedIn, recordToasts, seededAccount, toast } from "./harness";

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title="Website preview"]');

/** Whether <html> carries the dark class, and the page's and the step heading's colours. */
function themeLook(): string[] {
  const heading = document.querySelector("h2")!;
  return [
    String(document.documentElement.classList.contains("dark")),
    getComputedStyle(document.documentElement).backgroundColor,
    getComputedStyle(heading).color,
  ];
}

async function headerColour(frame: FrameLocator | Page): Promise<string> {
  return frame.locator(".site-header").evaluate((el) => getComputedStyle(el).backgroundColor);
}

describe("the manual builder", () => {
  it("builds a site by hand, keeps the draft across a reload, and publishes every edit after sign-up", async () => {
    const page = await openPage("/builder");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);

    // No template yet: both ways forward are refused, each with its own words.
    await page.getByRole("button", { name: "Next" }).click();
    await toast(page, "Template Required", "Please select a template to continue.");
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    await toast(page, "Template Required", "Please select a template first.");
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);

    await page.getByRole("radio", { name: /^Business/ }).click();
    await expect.poll(() => preview(page).locator("h1").textContent()).toBe("Grow with a plan you can trust");
    await page.getByRole("button", { name: "Next" }).click();

    // Step 2: the primary colour through the picker.
    await page.getByRole("heading", { name: "Customize Style" }).waitFor();
    await page.getByRole("button", { name: /^Primary colour/ }).click();
    await page.getByRole("dialog").getByRole("radio", { name: "#ef4444" }).click();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => headerColour(preview(page))).toBe("rgb(239, 68, 68)");
    await page.getByRole("button", { name: "Next" }).click();

    // Step 3: name, hero, a new section moved up one place.
    await page.getByRole("heading", { name: "Add Content" }).waitFor();
    await page.getByLabel("Site name").fill("Jua Kali Works");
    const hero = page.getByRole("listitem", { name: /^Section 1:/ });
    await hero.getByLabel("Heading", { exact: true }).fill("Built in Nairobi");
    await expect.poll(() => preview(page).locator("h1").textContent()).toBe("Built in Nairobi");
    const count = await page.getByRole("listitem", { name: /^Section \d+:/ }).count();
    await page.getByRole("button", { name: "Add Section" }).click();
    const added = page.getByRole("listitem", { name: `Section ${count + 1}: New Section` });
    await added.getByLabel("Section title").fill("Our Story");
    // The list item is named by its title, so it is found by the new one.
    const story = page.getByRole("listitem", { name: `Section ${count + 1}: Our Story` });
    await story.getByLabel("Text", { exact: true }).fill("Three welders, one workshop, twenty years.");
    expect(await page.getByRole("button", { name: "Move Our Story down" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Move Our Story up" }).click();
    await page.getByRole("listitem", { name: `Section ${count}: Our Story` }).waitFor();
    expect(await page.getByRole("button", { name: /^Move .* up$/ }).first().isDisabled()).toBe(true);

    // A reload keeps the draft and the step.
    await page.reload();
    await page.getByRole("heading", { name: "Add Content" }).waitFor();
    expect(await page.getByLabel("Site name").inputValue()).toBe("Jua Kali Works");
    await page.getByRole("listitem", { name: `Section ${count}: Our Story` }).waitFor();
    await expect.poll(() => headerColour(preview(page))).toBe("rgb(239, 68, 68)");
    await page.getByRole("button", { name: "Next" }).click();

    // Step 4: navigation off, fade-in on; the SEO title followed the name.
    await page.getByRole("heading", { name: "Fine-tune" }).waitFor();
    expect(await page.getByLabel("Meta title").inputValue()).toBe("Jua Kali Works | Official Website");
    await page.getByLabel("Meta title").fill("Jua Kali Works | Metal work in Nairobi");
    await page.getByRole("switch", { name: "Navigation" }).click();
    // The keyboard way: a switch toggles with Space.
    await page.getByRole("switch", { name: "Fade in" }).focus();
    await page.keyboard.press("Space");
    expect(await page.getByRole("switch", { name: "Fade in" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("switch", { name: "Navigation" }).getAttribute("aria-checked")).toBe("false");
    await expect.poll(() => preview(page).locator("nav.site-nav").count()).toBe(0);
    await page.getByRole("button", { name: "Next" }).click();

    // Step 5: the code, exactly as rendered, copied.
    await page.getByRole("heading", { name: "Export" }).waitFor();
    expect(await page.getByRole("button", { name: "Next" }).count()).toBe(0);
    await page.getByRole("button", { name: "View Code" }).click();
    const html = (await page.getByLabel("HTML code").textContent()) ?? "";
    expect(html).toContain("<title>Jua Kali Works | Metal work in Nairobi</title>");
    await page.getByRole("button", { name: "Copy Code" }).click();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    await toast(page, "Copied to clipboard", "HTML code copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(html);
    await page.getByRole("tab", { name: "CSS" }).click();
    // Laid out for reading (one declaration a line), whatever the download's minify setting.
    expect(await page.getByLabel("CSS code").textContent()).toContain("\n  --primary:#ef4444;\n");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    // Publishing needs an account: sign up through the dialog and come back to finish it.
    await page.getByRole("button", { name: "Publish Now" }).click();
    await page.getByRole("link", { name: "Create a Free Account" }).click();
    await page.waitForURL("**/signup");
    await fillSignUp(page, { firstName: "Juma", lastName: "Mwangi", email: `juma-${Date.now()}@example.com`, password: "welding-since-2005" });
    await page.waitForURL((url) => url.pathname === "/builder");
    await toast(page, "Website published!");
    const address = (await page.getByRole("link", { name: /localhost/ }).first().getAttribute("href")) ?? "";
    expect(address).toMatch(/^http:\/\/juakaliworks\d*\.localhost:\d+$/);
    expect(await page.getByRole("status").filter({ hasText: "All changes saved" }).count()).toBe(1);

    const live = await openPage(`${address}/`);
    expect(await live.title()).toBe("Jua Kali Works | Metal work in Nairobi");
    expect(await live.locator("h1").textContent()).toBe("Built in Nairobi");
    expect(await headerColour(live)).toBe("rgb(239, 68, 68)");
    expect(await live.locator("nav.site-nav").count()).toBe(0);
    expect(await live.locator("html").getAttribute("class")).toContain("fx-fade");
    // Every section but the hero (which holds the h1) is titled by an h2, in the builder's order.
    const titles = await live.locator("section h2").allTextContents();
    expect(titles.indexOf("Our Story")).toBe(count - 2);
    expect(await live.getByText("Three welders, one workshop, twenty years.").count()).toBe(1);
  }, 120_000);

  it("has no axe violations on any step, in the light and the dark theme", async () => {
    const looks: string[][] = [];
    for (const theme of ["Light", "Dark"] as const) {
      const page = await openPage("/builder");
      if (theme === "Dark") await chooseDarkTheme(page);
      await page.getByRole("radio", { name: /^E-commerce/ }).click();
      // The theme is really on the page, not only chosen: the class behind Tailwind's dark variant, and its colours.
      looks.push(await page.evaluate(themeLook));
      for (const step of wizardSteps) {
        await page.getByRole("button", { name: new RegExp(`Step ${step.id}: `) }).click();
        await page.getByRole("heading", { level: 2, name: step.id === 1 ? "Choose a Template" : step.title }).waitFor();
        expect(await axeViolations(page), `${step.title} (${theme})`).toEqual([]);
      }
      // The dialogs over the page: the colour picker, the source code and the confirmation.
      await page.getByRole("button", { name: /Step 2: / }).click();
      await page.getByRole("button", { name: /^Primary colour/ }).click();
      await page.getByRole("dialog", { name: "Choose primary colour" }).waitFor();
      expect(await axeViolations(page), `colour picker (${theme})`).toEqual([]);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: /Step 5: / }).click();
      await page.getByRole("button", { name: "View Code" }).click();
      await page.getByRole("dialog", { name: "Source code" }).waitFor();
      expect(await axeViolations(page), `code dialog (${theme})`).toEqual([]);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Start over" }).click();
      await page.getByRole("alertdialog", { name: "Start a new website?" }).waitFor();
      expect(await axeViolations(page), `confirm dialog (${theme})`).toEqual([]);
      await page.keyboard.press("Escape");
    }
    expect(looks).toEqual([
      ["false", "rgb(255, 255, 255)", "oklch(0.208 0.042 265.755)"], // white, slate-900 text
      ["true", "oklch(0.129 0.042 264.695)", "oklch(0.968 0.007 247.896)"], // slate-950, slate-100 text
    ]);
  }, 120_000);

  it("asks before replacing work: starting over, opening a saved site over unsaved edits, deleting a site", async () => {
    const premium = seededAccount("premium");
    const page = await openSignedIn(premium, "/builder");
    await page.getByRole("radio", { name: /^Portfolio/ }).click();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    const name = `Kept Studio ${Date.now()}`;
    await page.getByLabel("Site name").fill(name);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Website saved");
    const siteId = new URL(page.url()).searchParams.get("site") ?? "";

    // Start over: Cancel changes nothing and gives focus back to the button; confirming clears the wizard.
    const startOver = page.getByRole("button", { name: "Start over" });
    await startOver.click();
    const startAsk = page.getByRole("alertdialog", { name: "Start a new website?" });
    await startAsk.getByText("This one stays in your account if you saved it, and Undo brings it back here.").waitFor();
    await startAsk.getByRole("button", { name: "Cancel" }).click();
    await startAsk.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Start over");
    expect(await page.getByLabel("Site name").inputValue()).toBe(name);
    await startOver.click();
    await startAsk.getByRole("button", { name: "Start over" }).click();
    await page.getByRole("heading", { level: 2, name: "Choose a Template" }).waitFor();
    expect(new URL(page.url()).searchParams.get("site")).toBeNull();

    // Unsaved work in the draft: opening the saved site asks first. Cancel keeps the draft, confirming opens it.
    await page.getByRole("radio", { name: /^Blog/ }).click();
    await page.goto(new URL(`/builder?site=${siteId}`, page.url()).href);
    const openAsk = page.getByRole("alertdialog", { name: "Open this website?" });
    await openAsk.getByText("The changes you have not saved in the builder will be replaced.").waitFor();
    await openAsk.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("site")).toBeNull();
    expect(await page.getByRole("radio", { name: /^Blog/ }).getAttribute("aria-checked")).toBe("true");
    await page.goto(new URL(`/builder?site=${siteId}`, page.url()).href);
    await openAsk.getByRole("button", { name: "Open website" }).click();
    await page.getByRole("heading", { name: "Customize Style" }).waitFor();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    expect(await page.getByLabel("Site name").inputValue()).toBe(name);

    // Deleting from the account page asks too.
    await page.goto(new URL("/account", page.url()).href);
    const row = page.getByRole("listitem").filter({ hasText: name });
    const remove = row.getByRole("button", { name: `Delete ${name}` });
    await remove.click();
    const deleteAsk = page.getByRole("alertdialog", { name: `Delete "${name}"?` });
    await deleteAsk.getByRole("button", { name: "Cancel" }).click();
    await deleteAsk.waitFor({ state: "detached" });
    expect(await row.count()).toBe(1);
    await remove.click();
    await deleteAsk.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, "Website deleted", `"${name}" is gone.`);
    await expect.poll(() => row.count()).toBe(0);
  }, 90_000);

  it("asks before logging out with unsaved work, then removes it from the browser: the next person finds nothing", async () => {
    const owner = seededAccount("basic");
    const next = seededAccount("free");
    const page = await openSignedIn(owner, "/builder");
    await page.getByRole("radio", { name: /^Business/ }).click();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    const name = `Private Draft ${Date.now()}`;
    await page.getByLabel("Site name").fill(name);

    // Asked first: staying keeps the work where it is.
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    const ask = page.getByRole("alertdialog", { name: "Log out and lose unsaved work?" });
    await ask.getByText(`the Manual Builder's unsaved changes to "${name}"`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "detached" });
    expect(await page.getByLabel("Site name").inputValue()).toBe(name);
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await ask.getByRole("button", { name: "Log out anyway" }).click();
    await page.getByRole("link", { name: "Log In" }).first().waitFor();

    // Signed out, as another account, and as its owner again, the builder opens empty: nothing to see or to save.
    for (const who of [null, next, owner]) {
      if (who) {
        await logIn(page, who.email, who.password);
        await page.waitForURL((url) => url.pathname === "/");
      }
      await page.goto(new URL("/builder", baseUrl).href);
      await page.getByRole("heading", { name: "Choose a Template" }).waitFor();
      expect(await page.getByRole("radiogroup", { name: "Choose a Template" }).getByRole("radio", { checked: true }).count()).toBe(0);
      expect(await page.getByText(name).count()).toBe(0);
      if (who) {
        await page.getByRole("button", { name: /^Account menu for / }).click();
        await page.getByRole("menuitem", { name: "Log out" }).click();
        await page.getByRole("link", { name: "Log In" }).first().waitFor();
      }
    }
  }, 60_000); // three log-ins, each with the spec's one-second pause before home

  it("hands what a visitor made to the account they log in to only when they choose so", async () => {
    const page = await openPage("/builder");
    await page.getByRole("radio", { name: /^Business/ }).click();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    const name = `Made Signed Out ${Date.now()}`;
    await page.getByLabel("Site name").fill(name);
    const account = seededAccount("premium");
    await page.goto(new URL("/login", baseUrl).href);
    await logIn(page, account.email, account.password);
    const ask = page.getByRole("alertdialog", { name: "Keep what you made before logging in?" });
    await ask.getByText("a website in the Manual Builder").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole("button", { name: "Keep it in my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto(new URL("/builder", baseUrl).href);
    await expect.poll(() => page.getByLabel("Site name").inputValue()).toBe(name);
  }, 60_000);

  it("keeps each tab's own draft and explains another tab's newer work instead of merging it", async () => {
    const first = await openPage("/builder");
    await first.getByRole("radio", { name: /^Portfolio/ }).click();
    await first.getByRole("button", { name: /Step 3: Add Content/ }).click();
    await first.getByLabel("Site name").fill("First Tab Studio");
    // A second tab of the same browser goes on from the latest draft, and makes it its own.
    const second = await first.context().newPage();
    await second.goto(new URL("/builder", baseUrl).href);
    await expect.poll(() => second.getByLabel("Site name").inputValue()).toBe("First Tab Studio");
    await second.getByLabel("Site name").fill("Second Tab Studio");
    // The first tab hears of it and keeps its own; reloaded, it still does, and is told.
    const notice = first.getByRole("status").filter({ hasText: "Another tab changed your draft (Second Tab Studio) after this one." });
    await notice.waitFor();
    await first.reload();
    await notice.waitFor();
    expect(await first.getByLabel("Site name").inputValue()).toBe("First Tab Studio");
    expect(await axeViolations(first)).toEqual([]);
    await notice.getByRole("button", { name: "Open the other tab's version" }).click();
    await expect.poll(() => first.getByLabel("Site name").inputValue()).toBe("Second Tab Studio");
    // ...and its own work is one Undo away.
    await first.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => first.getByLabel("Site name").inputValue()).toBe("First Tab Studio");
  }, 60_000);

  it("undoes and redoes every kind of edit, from the buttons and the keyboard", async () => {
    const page = await openPage("/builder");
    const undo = page.getByRole("button", { name: "Undo" });
    const redo = page.getByRole("button", { name: "Redo" });
    expect(await undo.isDisabled()).toBe(true);
    await page.getByRole("radio", { name: /^Portfolio/ }).click();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    const name = page.getByLabel("Site name");
    const before = await name.inputValue();
    await name.fill("Studio Wanjiku");
    await page.getByRole("button", { name: "Add Section" }).click();
    const sections = page.getByRole("listitem", { name: /^Section \d+:/ });
    const withAdded = await sections.count();

    await undo.click();
    await expect.poll(() => sections.count()).toBe(withAdded - 1);
    await page.keyboard.press("Control+z");
    await expect.poll(() => name.inputValue()).toBe(before);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => name.inputValue()).toBe("Studio Wanjiku");
    await redo.click();
    await expect.poll(() => sections.count()).toBe(withAdded);
    expect(await redo.isDisabled()).toBe(true);

    // Uploading needs an account: a visitor gets the account dialog, and the draft stays as it was.
    await page.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(PIXEL_PNG, "base64") });
    await page.getByRole("dialog", { name: "Create an account to continue" }).waitFor();
    expect(await name.inputValue()).toBe("Studio Wanjiku");
  });

  it("sends a free user's download to pricing, and gives a paying user the ZIP and a host's own ZIP with its steps", async () => {
    const free = seededAccount("free");
    const page = await openSignedIn(free, "/builder");
    await page.getByRole("radio", { name: /^Blog/ }).click();
    await page.getByRole("button", { name: /Step 5: Export/ }).click();
    await page.getByRole("button", { name: "Upgrade to Download" }).click();
    await toast(page, "Upgrade required", "Website downloads are available on Basic and Premium plans");
    await page.waitForURL((url) => url.pathname === "/pricing");
    // The host ZIPs are downloads too: the same toast, the same way to the plans.
    await page.goBack();
    await page.getByRole("button", { name: "Deploy to Netlify" }).click();
    await toast(page, "Upgrade required", "Website downloads are available on Basic and Premium plans");
    await page.waitForURL((url) => url.pathname === "/pricing");

    const basic = seededAccount("basic");
    const paying = await openSignedIn(basic, "/builder");
    await paying.getByRole("radio", { name: /^Blog/ }).click();
    await paying.getByRole("button", { name: /Step 5: Export/ }).click();
    const toasts = await recordToasts(paying);
    const [zip] = await Promise.all([paying.waitForEvent("download"), paying.getByRole("button", { name: "Download ZIP" }).click()]);
    expect(zip.suggestedFilename()).toBe("the-slow-kitchen.zip");
    await expect.poll(toasts).toEqual(["Export successful", "Download started"]);

    const [netlify] = await Promise.all([paying.waitForEvent("download"), paying.getByRole("button", { name: "Deploy to Netlify" }).click()]);
    expect(netlify.suggestedFilename()).toBe("the-slow-kitchen-netlify.zip");
    await paying.getByRole("region", { name: "Deploy to Netlify: steps" }).waitFor();
  }, 60_000);

  it("uploads a logo, saves, reopens the site from the account page, and publishes it with the logo", async () => {
    const premium = seededAccount("premium");
    const page = await openSignedIn(premium, "/builder");
    await page.getByRole("radio", { name: /^Landing Page/ }).click();
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    const name = `Tiny Logo Co ${Date.now()}`;
    await page.getByLabel("Site name").fill(name);
    await page.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(PIXEL_PNG, "base64") });
    await toast(page, "Image added", "logo.png is in your website.");
    await expect.poll(() => preview(page).locator(".brand img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Website saved");
    expect(new URL(page.url()).searchParams.get("site")).toMatch(/^site_/);

    // Elsewhere, later: the account page opens it again for editing.
    const again = await openSignedIn(premium, "/account");
    await again.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name: "Edit" }).click();
    await again.getByRole("heading", { name: "Customize Style" }).waitFor();
    await again.getByRole("button", { name: /Step 3: Add Content/ }).click();
    expect(await again.getByLabel("Site name").inputValue()).toBe(name);
    await again.getByLabel("Tagline").fill("Small logo, big plans");
    expect(await again.getByRole("status").filter({ hasText: "Unsaved changes" }).count()).toBe(1);
    await again.getByRole("button", { name: /Step 5: Export/ }).click();
    await again.getByRole("button", { name: "Publish Now" }).click();
    await toast(again, "Website published!");
    const address = (await again.getByRole("link", { name: /localhost/ }).first().getAttribute("href")) ?? "";

    const live = await openPage(`${address}/`);
    expect(await live.locator(".brand img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await live.locator('meta[name="description"]').getAttribute("content")).toBe("Small logo, big plans");
  }, 90_000);
});

/** A 1x1 PNG. */
const PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
