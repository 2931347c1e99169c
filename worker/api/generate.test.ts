import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, inject, it, vi, type MockInstance } from "vitest";
import { defaultDocument, documentFieldErrors, type WebsiteDocument } from "../../schema/site-document";
import worker from "../index";
import { call } from "../test/client";
import { GENERATION_FAILED } from "../../schema/messages";
import { PROMPT_REQUIRED } from "../../schema/prompt";

const openAiUrl = inject("openAiUrl");
const standIn = openAiUrl.replace(/\/v1$/, "");

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function withAi(body: unknown, ip: string) {
  const aiEnv = { ...env, AI_API_KEY: "test-key", AI_BASE_URL: openAiUrl, AI_MODEL: "test-model" };
  return worker.fetch(
    new Request("http://localhost/api/generate-website", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(body),
    }),
    aiEnv,
  );
}

describe("POST /api/generate-website", () => {
  it.each([[""], ["   \n  "]])("refuses an empty prompt (%j) with the spec's message", async (prompt) => {
    const res = await call("/api/generate-website", { body: { prompt } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: PROMPT_REQUIRED, fields: { prompt: PROMPT_REQUIRED } });
  });

  it("caps the prompt's length", async () => {
    const res = await call("/api/generate-website", { body: { prompt: "x".repeat(2001) } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please keep the description under 2000 characters",
      fields: { prompt: "Please keep the description under 2000 characters" },
    });
  });

  it("designs three valid websites offline, with no keys", async () => {
    const res = await call("/api/generate-website", { body: { prompt: "a bakery called Crumb & Co in Nairobi selling sourdough" } });
    expect(res.status).toBe(200);
    const { designs } = (await res.json()) as { designs: WebsiteDocument[] };
    expect(designs).toHaveLength(3);
    for (const d of designs) expect(documentFieldErrors(d)).toBeNull();
    expect(designs.map((d) => d.content.siteName)).toEqual(["Crumb & Co", "Crumb & Co", "Crumb & Co"]);
  });

  it("uses the configured model, and fills up to three designs with the built-in designer", async () => {
    const fromModel = defaultDocument();
    fromModel.content.siteName = "From the model";
    await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([{ content: JSON.stringify({ designs: [fromModel] }) }]) });
    const res = await withAi({ prompt: "a bakery called Crumb & Co" }, "198.51.100.7");
    expect(res.status).toBe(200);
    const { designs } = (await res.json()) as { designs: WebsiteDocument[] };
    expect(designs.map((d) => d.content.siteName)).toEqual(["From the model", "Crumb & Co", "Crumb & Co"]);
  });

  it("answers 502 with the spec's message when the model fails", async () => {
    await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([{ status: 500, content: "overloaded" }]) });
    const res = await withAi({ prompt: "a bakery" }, "198.51.100.8");
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: GENERATION_FAILED });
  });

  it("limits how often one address can generate", async () => {
    const ip = "198.51.100.9";
    const ask = () =>
      worker.fetch(
        new Request("http://localhost/api/generate-website", {
          method: "POST",
          headers: { Origin: "http://localhost", "Content-Type": "application/json", "CF-Connecting-IP": ip },
          body: JSON.stringify({ prompt: "a small cafe" }),
        }),
        env,
      );
    for (let i = 0; i < 30; i++) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});
