// Proves the Worker tests' guard covers the code under test, not only the test's own fetches: the app, pointed at
// a real AI provider, is refused before anything leaves, and the test would fail naming the URL.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { checkGuards } from "../../test/guards";
import worker from "../index";

describe("the Worker's outbound guard", () => {
  it("refuses the app's own request to the internet and reports it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const aiEnv = { ...env, AI_API_KEY: "test-key", AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "test-model" };
    const res = await worker.fetch(
      new Request("http://localhost/api/generate-website", {
        method: "POST",
        headers: { Origin: "http://localhost", "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.60" },
        body: JSON.stringify({ prompt: "a bakery" }),
      }),
      aiEnv,
    );
    expect(res.status).toBe(502);
    expect(warn).toHaveBeenCalledWith("generation failed:", "Connection error.");
    warn.mockRestore();
    expect(() => checkGuards()).toThrow(
      "test guards:\n  outbound request refused: https://api.openai.com/v1/chat/completions (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)",
    );
  });
});
