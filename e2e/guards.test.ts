// The test guards in the browser: what a page requests beyond loopback is refused without leaving the machine, and
// console errors fail the test unless it declared them.
import { describe, expect, it } from "vitest";
import { checkGuards } from "../test/guards";
import { baseUrl, expectConsoleError, openPage } from "./harness";

describe("browser test guards", () => {
  it("refuses a page's requests beyond loopback and fails the test naming each URL", async () => {
    // A blank page: the app's own Content-Security-Policy would stop the request before the guard saw it.
    const page = await openPage("about:blank");
    // A name and an address: neither reaches the network.
    const outcomes = await page.evaluate(() =>
      Promise.all(
        ["https://example.com/deliberately-refused", "http://93.184.215.14/deliberately-refused"].map((url) =>
          fetch(url).then(
            () => "reached",
            (err: Error) => err.message,
          ),
        ),
      ),
    );
    expect(outcomes).toEqual(["Failed to fetch", "Failed to fetch"]);
    await page.context().close();
    const refused = (url: string) => `outbound request refused: ${url} (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)`;
    const failed = (url: string) => `unexpected console error in ${url}: Failed to load resource: net::ERR_PROXY_CONNECTION_FAILED`;
    let report = "";
    try {
      checkGuards();
    } catch (err) {
      report = (err as Error).message;
    }
    // The two requests run side by side, so their lines may come in either order.
    expect(report.split("\n").sort()).toEqual(
      [
        "test guards:",
        refused("https://example.com/deliberately-refused"),
        refused("http://93.184.215.14/deliberately-refused"),
        failed("https://example.com/deliberately-refused"),
        failed("http://93.184.215.14/deliberately-refused"),
      ]
        .map((line, i) => (i === 0 ? line : `  ${line}`))
        .sort(),
    );
  });

  it("fails the test for an undeclared console error or uncaught error in the page", async () => {
    const page = await openPage("/robots.txt");
    await page.evaluate(() => {
      console.error("guard self-test: logged on purpose");
      setTimeout(() => {
        throw new Error("guard self-test: thrown on purpose");
      });
    });
    await page.waitForEvent("pageerror");
    await page.context().close();
    const robots = new URL("/robots.txt", page.url()).href;
    expect(() => checkGuards()).toThrow(
      `test guards:\n  unexpected console error in ${robots}: guard self-test: logged on purpose\n  unexpected uncaught error in ${robots}: guard self-test: thrown on purpose`,
    );
  });

  it("fails the test for a server error and for a page part that does not load, not for the API's 4xx", async () => {
    const page = await openPage("/robots.txt");
    const statuses: Record<string, number> = { failing: 503, refused: 401, "missing.png": 404 };
    await page.route("**/deliberately/*", (route) => route.fulfill({ status: statuses[route.request().url().split("/").pop()!] }));
    await page.evaluate(async () => {
      await fetch("/deliberately/failing");
      await fetch("/deliberately/refused");
      const picture = new Image();
      picture.src = "/deliberately/missing.png";
      await picture.decode().catch(() => {});
    });
    await page.context().close();
    const origin = new URL(page.url()).origin;
    expect(() => checkGuards()).toThrow(
      `test guards:\n  unexpected failed response in ${origin}/robots.txt: 503 for GET ${origin}/deliberately/failing\n  unexpected failed response in ${origin}/robots.txt: 404 for GET ${origin}/deliberately/missing.png`,
    );
  });

  it("names the requests still waiting when a page never finishes loading", async () => {
    // The page's own request is held forever, as a server that never answers would.
    const opening = openPage("/never-answers", {
      timeout: 2_000,
      beforeGoto: async (page) => {
        await page.route("**/never-answers", () => {});
      },
    });
    const error = await opening.then(() => null, (err: Error) => err);
    expect(error?.message).toMatch(/^page\.goto: Timeout 2000ms exceeded\./);
    expect(error?.message.split("\n").at(-1)).toBe(`requests still waiting: document ${new URL("/never-answers", baseUrl).href}`);
  });

  it("lets a declared console error pass", async () => {
    expectConsoleError("guard self-test: declared");
    const page = await openPage("/robots.txt");
    await page.evaluate(() => console.error("guard self-test: declared"));
  });
});
