// The help assistant as a visitor meets it: a button on every screen, a panel worked with the keyboard alone,
// answers from the help pages with links to the screens, one conversation across screens, the spec's failure
// bubble, and on a phone, never in the way of the builder's controls.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHAT_FAILED, CHAT_GREETING } from "../schema/chat";
import { axeViolations, baseUrl, chooseDarkTheme, expectConsoleError, openPage, openSignedIn, seededAccount, toast } from "./harness";

const panel = (page: Page) => page.getByRole("dialog", { name: "Help assistant" });
const helpButton = (page: Page) => page.getByRole("button", { name: "Help", exact: true });
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim());

/** The conversation's bubbles, as their words. */
async function bubbles(page: Page): Promise<string[]> {
  return panel(page).getByRole("log").locator("[data-bubble]").allInnerTexts();
}

/** Types into the panel's box with the keyboard, and sends with Enter. */
async function ask(page: Page, question: string) {
  const before = (await bubbles(page)).length;
  await page.keyboard.type(question);
  await page.keyboard.press("Enter");
  // The answer is in once the box is usable again and the two new bubbles are there.
  await expect.poll(async () => (await bubbles(page)).length).toBe(before + 2);
  await expect.poll(() => panel(page).getByRole("log").getAttribute("aria-busy")).toBe("false");
  return (await bubbles(page)).at(-1)!;
}

describe("the help assistant", () => {
  it("costs the page nothing until a visitor reaches for it", async () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "../dist/web/.vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
    const panelFile = manifest["components/help/chat-panel.tsx"]!.file;
    const requested: string[] = [];
    const page = await openPage("/", { beforeGoto: (p) => void p.on("request", (r) => requested.push(new URL(r.url()).pathname)) });
    await helpButton(page).waitFor();
    expect(requested).not.toContain(`/${panelFile}`);
    await helpButton(page).hover();
    await expect.poll(() => requested).toContain(`/${panelFile}`);
  });

  it("is worked with the keyboard alone, across three screens, keeping one conversation", async () => {
    const page = await openPage("/");
    await helpButton(page).waitFor();
    // From the top of the page, Shift+Tab reaches the last control: the Help button.
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe("Help");
    await page.keyboard.press("Enter");
    await panel(page).waitFor();
    expect(await focusedName(page)).toBe("Your question");
    expect(await helpButton(page).getAttribute("aria-expanded")).toBe("true");
    expect(await bubbles(page)).toEqual([CHAT_GREETING]);

    // Blank input sends nothing; Shift+Enter is a new line, Enter sends.
    const send = panel(page).getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true);
    await page.keyboard.type("   ");
    await page.keyboard.press("Enter");
    expect(await bubbles(page)).toEqual([CHAT_GREETING]);
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("How do I pay");
    await page.keyboard.press("Shift+Enter");
    expect(await panel(page).getByLabel("Your question").inputValue()).toBe("How do I pay\n");
    const answer = await ask(page, "with M-Pesa?");
    expect((await bubbles(page))[1]).toBe("How do I pay\nwith M-Pesa?");
    expect(answer).toMatch(/^Here's what "Paying with M-Pesa" in Paying for a plan says:/);
    await panel(page).getByRole("link", { name: "Open Billing" }).waitFor();

    // Escape closes it and gives focus back; opening again shows the same conversation.
    await page.keyboard.press("Escape");
    expect(await panel(page).isVisible()).toBe(false);
    expect(await focusedName(page)).toBe("Help");
    await page.keyboard.press("Enter");
    expect(await focusedName(page)).toBe("Your question");
    const answered = await ask(page, "How much does Premium cost?");
    expect(answered).toContain("Premium costs $15 a month");

    // Its link leads to the screen (keyboard: back from the box to the newest link, then Enter).
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe("Open Pricing");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/pricing");
    await page.getByRole("heading", { name: "Pricing", level: 1 }).waitFor();
    expect(await panel(page).isVisible()).toBe(true);
    expect((await bubbles(page)).length).toBe(5);
    expect(await axeViolations(page)).toEqual([]);

    // The third screen, reached from an answer too; the conversation is still one. Focus stayed on the link, the
    // last thing in the conversation: Tab is the box.
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Your question");
    await ask(page, "How do I add a section to my site?");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe("Open Visual Builder");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/builder");
    await page.getByRole("heading", { name: "Manual Builder", level: 1 }).waitFor();
    expect((await bubbles(page)).slice(0, 3)).toEqual([CHAT_GREETING, "How do I pay\nwith M-Pesa?", answer]);
    expect((await bubbles(page)).length).toBe(7);
  }, 60_000);

  it("waits for one answer at a time, and says the spec's words when it cannot answer", async () => {
    const page = await openPage("/templates");
    await helpButton(page).click();
    await panel(page).waitFor();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/chat", async (route) => {
      await held;
      await route.continue();
    });
    const box = panel(page).getByLabel("Your question");
    await box.fill("What templates are free?");
    await box.press("Enter");
    const send = panel(page).getByRole("button", { name: "Send" });
    await box.fill("A second question while waiting");
    expect(await send.isDisabled()).toBe(true);
    await box.press("Enter");
    expect(await panel(page).getByRole("log").getAttribute("aria-busy")).toBe("true");
    release();
    await expect.poll(() => panel(page).getByRole("log").getAttribute("aria-busy")).toBe("false");
    // The second question was not sent, and is still in the box.
    expect((await bubbles(page)).length).toBe(3);
    expect(await box.inputValue()).toBe("A second question while waiting");
    expect(await send.isDisabled()).toBe(false);

    await page.unroute("**/api/chat");
    await page.route("**/api/chat", (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" }));
    expectConsoleError(`503 for POST ${new URL("/api/chat", baseUrl).href}`);
    await box.press("Enter");
    await expect.poll(async () => (await bubbles(page)).at(-1)).toBe(CHAT_FAILED);
  });

  it("answers a signed-in user about their own account, in the dark theme", async () => {
    const page = await openSignedIn(seededAccount("free"), "/account");
    await chooseDarkTheme(page);
    await helpButton(page).click();
    await panel(page).getByLabel("Your question").focus();
    expect(await ask(page, "What plan am I on?")).toBe("You are on the Free plan.");
    await panel(page).getByRole("link", { name: "Open Billing" }).waitFor();
    expect(await ask(page, "How many websites do I have?")).toMatch(/^You have \d+ of your 3 websites/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("stays clear of the builder's controls on a phone", async () => {
    const page = await openPage("/builder", { width: 390, height: 700 });
    await helpButton(page).waitFor();
    const next = page.getByRole("button", { name: /^Next/ });
    const top = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!;
    const bar = await top(next);
    const button = await top(helpButton(page));
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);

    await helpButton(page).click();
    await panel(page).getByLabel("Your question").focus();
    await ask(page, "What sections can I add?");
    const open = await top(panel(page));
    expect(open.y + open.height).toBeLessThanOrEqual(bar.y);
    expect(open.x).toBeGreaterThanOrEqual(0);
    expect(open.x + open.width).toBeLessThanOrEqual(390);
    // The builder's controls go on working with the panel open (no template chosen yet: it says so).
    await next.click();
    await toast(page, "Template Required", "Please select a template to continue.");
    expect(await panel(page).isVisible()).toBe(true);
  });
});
