// Browser-test harness: one Chromium per test file, a fresh context per page, and a failed test for any
// uncaught error in the page.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";

export const baseUrl: string = inject("baseUrl");
export const accounts = inject("accounts");

let browser: Browser | undefined;
let contexts: BrowserContext[] = [];
let pageErrors: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

afterEach(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
  const errors = pageErrors;
  pageErrors = [];
  expect(errors, "uncaught errors in the page").toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
  /** Runs on the new page before it navigates, e.g. to start listening to its console. */
  beforeGoto?: (page: Page) => void;
}

/** A new browser context (no cookies, no storage) with a page opened at `path`. */
export async function openPage(path: string, options: PageOptions = {}): Promise<Page> {
  if (!browser) throw new Error("the browser is not running");
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? "light",
  });
  contexts.push(context);
  const page = await context.newPage();
  page.on("pageerror", (err) => pageErrors.push(err.message));
  options.beforeGoto?.(page);
  await page.goto(new URL(path, baseUrl).href);
  return page;
}

/** One of the accounts the development seed created, by tier and role. */
export function seededAccount(tier: string, role = "user") {
  const account = accounts.find((a) => a.tier === tier && a.role === role);
  if (!account) throw new Error(`no seeded ${role} on ${tier}`);
  return account;
}

/** Fills the log-in form at /login and submits it; the caller waits for what should follow. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto(new URL("/login", page.url()).href);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

export interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills the sign-up form already on screen; submits it after ticking the terms unless `submit` is false. */
export async function fillSignUp(page: Page, fields: SignUpFields, submit = true) {
  await page.getByLabel("First name").fill(fields.firstName);
  await page.getByLabel("Last name").fill(fields.lastName);
  await page.getByLabel("Email").fill(fields.email);
  await page.getByLabel("Password").fill(fields.password);
  if (!submit) return;
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
}

/**
 * Starts writing down every toast the page shows, so a test can check a sequence of quick toasts (one replaces
 * the next) without racing them. Answers a function that reads the titles seen so far, in order.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLElement && node.matches("[data-variant]")) seen.push(node.querySelector(".grid > :first-child")?.textContent ?? "");
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

/** A new browser context signed in as `account` (through the log-in form), with a page opened at `path`. */
export async function openSignedIn(account: { email: string; password: string }, path: string): Promise<Page> {
  const page = await openPage("/login");
  await logIn(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto(new URL(path, baseUrl).href);
  return page;
}

/** Chooses the app's dark theme from the header's theme menu (the app starts light whatever the system prefers). */
export async function chooseDarkTheme(page: Page) {
  await page.getByRole("button", { name: /Change theme/ }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  // Closing the menu hands focus back to its button a moment after the menu goes: wait for that, so it cannot
  // take focus from what the test does next.
  await page.getByRole("menu").waitFor({ state: "detached" });
  await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label")?.startsWith("Change theme"));
}

let axeSource: string | undefined;

/**
 * axe-core's violations on the page as "rule: targets" lines (empty when accessible). axe is evaluated through
 * the browser's devtools channel, which no Content-Security-Policy blocks. Frames are left out: the app's
 * preview frame holds a generated site, which the site tests check on its own.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({ resultTypes: ["violations"], iframes: false }),
  )) as { violations: { id: string; nodes: { target: string[] }[] }[] };
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
