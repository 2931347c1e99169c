// Browser-test harness: one Chromium per test file, a fresh context per page, and the test guards carried into the
// browser: a request to anything but loopback, a console error or an uncaught error in a page fails the test.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page, type Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { isLoopbackUrl, recordError, recordRefused } from "../test/guards";

export { expectConsoleError } from "../test/guards";

export const baseUrl: string = inject("baseUrl");
export const accounts = inject("accounts");

let browser: Browser | undefined;
let contexts: BrowserContext[] = [];

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
      // Nothing but loopback leaves the browser: every other request goes to a proxy on the discard port, where
      // nothing listens. The bypass list first drops Chromium's implicit rules, then names loopback.
      "--proxy-server=http://127.0.0.1:9",
      "--proxy-bypass-list=<-loopback>;localhost;*.localhost;127.0.0.1/8;[::1];*.example",
      // Custom domains under the reserved .example name (RFC 2606, never on the internet) reach the app, as a
      // visitor's DNS would send them once the owner points the domain at us.
      "--host-resolver-rules=MAP *.example 127.0.0.1",
    ],
  });
});

// Closing the contexts first lets every page's last messages arrive; the guards' own check (test/setup.ts) runs
// after this hook and fails the test for what was recorded.
afterEach(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
});

afterAll(async () => {
  await browser?.close();
});

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
  /** When the opening counts as done: "load" (the default) waits for every script; "commit" only for the answer. */
  waitUntil?: "load" | "commit";
  /** False opens the page as a browser with scripts turned off would. */
  javaScriptEnabled?: boolean;
  /** How long the opening may take, in milliseconds (Playwright's default when not given). */
  timeout?: number;
  /** Runs on the new page before it navigates, e.g. to start listening to its console; awaited when it returns a promise. */
  beforeGoto?: (page: Page) => void | Promise<void>;
}

/** A new browser context (no cookies, no storage) with a page opened at `path`. */
export async function openPage(path: string, options: PageOptions = {}): Promise<Page> {
  if (!browser) throw new Error("the browser is not running");
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? "light",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  contexts.push(context);
  guardContext(context);
  const page = await context.newPage();
  // Awaited: an init script registered without waiting may miss the first navigation on a busy machine.
  await options.beforeGoto?.(page);
  try {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: options.waitUntil ?? "load", timeout: options.timeout });
  } catch (err) {
    // A page that never finishes loading says which of its requests the server or the browser left unanswered.
    const waiting = [...(inFlight.get(page) ?? [])].map((r) => `${r.resourceType()} ${r.url()}`);
    if (err instanceof Error) err.message += `\nrequests still waiting: ${waiting.length ? waiting.join(", ") : "none"}`;
    throw err;
  }
  if (options.waitUntil !== "commit" && options.javaScriptEnabled !== false) await appReady(page);
  return page;
}

/**
 * Waits until the app is live on the page: a page the build drew shows its buttons before React has taken it over,
 * and a press then would be lost. The header's user check runs only once React has, so it is one sign; but React
 * takes a lazily loaded route over after the header, on a busy machine seconds later, so every control on the page
 * must also be React's (it marks each element it owns with a property of its own). Returns at once on pages that
 * are not the app's (a published site).
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    if (!root) return true;
    const header = document.querySelector("header");
    if (header === null || header.querySelector("[aria-busy]") !== null) return false;
    const owned = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
    return Array.from(root.querySelectorAll("button, a[href], input, textarea, select, summary")).every(owned);
  });
}

/** Each page's requests that have not yet finished or failed, to name them when a page never loads. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Every page of the context (popups included) reports to the test guards its console errors, uncaught errors,
 * failed responses, and any request to a host other than loopback, so the test fails.
 */
function guardContext(context: BrowserContext): void {
  context.on("page", (page) => {
    const pending = new Set<Request>();
    inFlight.set(page, pending);
    page.on("request", (request) => pending.add(request));
    page.on("requestfinished", (request) => pending.delete(request));
    page.on("requestfailed", (request) => pending.delete(request));
    page.on("pageerror", (err) => recordError(`uncaught error in ${page.url()}`, err.message));
    page.on("console", (message) => {
      // The browser's own line for an HTTP error status: judged by the response rule below instead.
      if (message.type() !== "error" || message.text().startsWith("Failed to load resource: the server responded")) return;
      recordError(`console error in ${message.location().url || page.url()}`, message.text());
    });
    // The browser sends everything but loopback to a proxy that is not there (see the launch flags), so such a
    // request fails before it leaves; this names it.
    page.on("requestfailed", (request) => {
      if (!isLoopbackUrl(request.url())) recordRefused(request.url());
    });
    page.on("response", (response) => {
      const status = response.status();
      const request = response.request();
      // A 4xx answer to the app's own fetch is the API speaking (not signed in, a refused form, a plan limit): the
      // app shows it and the tests read the screen. A 5xx is the server failing, and a page, script, style, font
      // or picture that does not load is a broken page: both fail the test unless it declares them.
      const api = request.resourceType() === "fetch" || request.resourceType() === "xhr";
      if (status >= 500 || (status >= 400 && !api)) {
        recordError(`failed response in ${page.url()}`, `${status} for ${request.method()} ${response.url()}`);
      }
    });
  });
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

/** Waits for a toast with this title (and description) on the page. */
export async function toast(page: Page, title: string, description?: string) {
  await page.getByText(title, { exact: true }).first().waitFor();
  if (description) await page.getByText(description, { exact: true }).first().waitFor();
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
  await appReady(page);
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
  // A toast still fading in reads as low contrast: judge the page once its finite animations have finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({ resultTypes: ["violations"], iframes: false }),
  )) as { violations: { id: string; nodes: { target: string[] }[] }[] };
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The link in the newest email of `kind` to `to`, read from the outbox as the administrator sees it with no email
 * service: `path` is the app page the link opens (/reset-password, /confirm-email).
 */
export async function emailedLink(to: string, kind: string, path: string): Promise<string> {
  const admin = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
  const res = await admin.request.get(new URL("/api/admin/settings/outbox?page=1", baseUrl).href);
  const { emails } = (await res.json()) as { emails: { to: string; kind: string; body: string }[] };
  await admin.close();
  const mail = emails.find((e) => e.to === to && e.kind === kind);
  const link = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(mail?.body ?? "")?.[0];
  if (!link) throw new Error(`no ${kind} link for ${to}`);
  return link;
}
