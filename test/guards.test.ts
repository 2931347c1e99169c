// The guards themselves, run in every test project (Node, happy-dom and workerd) so each project's setup is proven.
import { describe, expect, it } from "vitest";
import { checkGuards, expectConsoleError, isLoopbackUrl } from "./guards";

describe("outbound requests", () => {
  it("counts loopback addresses, localhost and *.localhost as loopback, and nothing else", () => {
    const loopback = ["http://127.0.0.1:8787/api", "http://127.5.6.7/", "http://localhost:3000/", "http://crumbco.localhost:8787/", "http://[::1]:9/", "data:text/plain,hi", "file:///site/index.html"];
    const outside = ["https://example.com/", "http://10.0.0.1/", "http://128.0.0.1/", "https://api.openai.com/v1", "http://localhost.example.com/", "ws://example.org/socket", "http://[::2]/"];
    expect(loopback.filter((url) => !isLoopbackUrl(url))).toEqual([]);
    expect(outside.filter((url) => isLoopbackUrl(url))).toEqual([]);
  });

  it("refuses a fetch to the internet before it leaves, and fails the test naming the URL", async () => {
    await expect(fetch("https://example.com/deliberately-refused")).rejects.toThrow(
      "outbound request refused: https://example.com/deliberately-refused",
    );
    await expect(fetch(new Request("https://api.openai.com/v1/models"))).rejects.toThrow(
      "outbound request refused: https://api.openai.com/v1/models",
    );
    // The test fails even when the code under test swallowed the error.
    expect(() => checkGuards()).toThrow(
      "test guards:\n  outbound request refused: https://example.com/deliberately-refused (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)\n  outbound request refused: https://api.openai.com/v1/models (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)",
    );
    // Reported once: the next check starts afresh.
    expect(() => checkGuards()).not.toThrow();
  });
});

describe("console.error", () => {
  it("fails the test when a console.error was not declared", () => {
    console.error("guard self-test: this undeclared error is logged on purpose", 500);
    expect(() => checkGuards()).toThrow(
      "test guards:\n  unexpected console.error: guard self-test: this undeclared error is logged on purpose 500",
    );
  });

  it("lets a declared console.error pass, by substring or pattern", () => {
    expectConsoleError("publish site_1 failed:");
    expectConsoleError(/^GET \/boom failed: Error: secret$/);
    console.error("publish site_1 failed:", new Error("timeout"));
    console.error("GET /boom failed:", new Error("secret"));
    expect(() => checkGuards()).not.toThrow();
  });

  it("fails the test when a declared console.error never came", () => {
    expectConsoleError("publish site_1 failed:");
    expect(() => checkGuards()).toThrow(
      "test guards:\n  expected a console.error matching publish site_1 failed:, none was logged",
    );
  });
});
