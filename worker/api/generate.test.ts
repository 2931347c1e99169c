import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi, type MockInstance } from "vitest";
import { defaultDocument, documentFieldErrors, type WebsiteDocument } from "../../schema/site-document";
import { loadTagger } from "../ai/designer";
import worker from "../index";
import { call } from "../test/client";
import { GENERATION_FAILED } from "../../schema/messages";
import { PROMPT_REQUIRED } from "../../schema/prompt";

const openAiUrl = inject("openAiUrl");
const standIn = openAiUrl.replace(/\/v1$/, "");

// The designer's English tagger loads once per isolate: before the tests, not inside the first one's time.
beforeAll(() => loadTagger(), 30_000);

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function withAi(body: unknown, ip: string, headers: Record<string, string> = {}) {
  const aiEnv = { ...env, AI_API_KEY: "test-key", AI_BASE_URL: openAiUrl, AI_MODEL: "test-model" };
  return worker.fetch(
    new Request("http://localhost/api/generate-website", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
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

describe("refining", () => {
  it("gives three new designs for a later round, under the same name", async () => {
    const prompt = "a bakery called Crumb & Co in Nairobi selling sourdough";
    const first = (await (await call("/api/generate-website", { body: { prompt } })).json()) as { designs: WebsiteDocument[] };
    const res = await call("/api/generate-website", { body: { prompt, round: 1 } });
    expect(res.status).toBe(200);
    const more = (await res.json()) as { designs: WebsiteDocument[] };
    expect(more.designs.map((d) => d.content.siteName)).toEqual(["Crumb & Co", "Crumb & Co", "Crumb & Co"]);
    expect(more.designs.map((d) => d.style)).not.toEqual(first.designs.map((d) => d.style));
  });

  it.each([
    [{ prompt: "a bakery", round: -1 }, { round: "Round must be 0 or more" }],
    [{ prompt: "a bakery", round: 51 }, { round: "Round must be at most 50" }],
    [{ prompt: "a bakery", round: 1.5 }, { round: "Round must be a whole number" }],
  ])("refuses a bad round %j", async (body, fields) => {
    const res = await call("/api/generate-website", { body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual(fields);
  });

  it("rewrites one section in place: same id and kind, other words, valid", async () => {
    const res = await call("/api/generate-section", { body: { prompt: "Studio 54, a yoga studio in Leeds", type: "faq", id: "questions", round: 2 } });
    expect(res.status).toBe(200);
    const { section } = (await res.json()) as { section: WebsiteDocument["content"]["sections"][number] };
    expect([section.id, section.type, section.sample]).toEqual(["questions", "faq", true]);
    const doc = defaultDocument();
    doc.content.sections = [section];
    expect(documentFieldErrors(doc)).toBeNull();
  });

  it("never gives back the words it was asked to replace when another round has others", async () => {
    const prompt = "Studio 54, a yoga studio in Leeds";
    const ask = async (round: number, current?: unknown) =>
      (await (await call("/api/generate-section", { body: { prompt, type: "hours", id: "hours", round, current } })).json()) as { section: object; round: number };
    const first = await ask(3);
    expect(first.round).toBe(3);
    const again = await ask(3, first.section);
    expect(again.section).not.toEqual(first.section);
    expect(again.round).toBeGreaterThan(3);
  });

  it("refuses an unknown section type and a bad id", async () => {
    const res = await call("/api/generate-section", { body: { prompt: "a bakery", type: "carousel", id: "Not OK", round: 1 } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({
      type: "Unknown section type",
      id: "Section ids use lower-case letters, digits and hyphens (at most 40)",
    });
  });

  it("streams the model's progress, then the designs, to a client that asks for lines", async () => {
    const fromModel = defaultDocument();
    fromModel.content.siteName = "Streamed";
    await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([{ content: JSON.stringify({ designs: [fromModel] }) }]) });
    const res = await withAi({ prompt: "a bakery called Crumb & Co" }, "198.51.100.21", { Accept: "application/x-ndjson" });
    expect(res.headers.get("Content-Type")).toBe("application/x-ndjson");
    const lines = (await res.text()).trim().split("\n").map((l) => JSON.parse(l) as { progress?: number; designs?: WebsiteDocument[] });
    const progress = lines.slice(0, -1).map((l) => l.progress);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a! - b!));
    expect(lines.at(-1)!.designs!.map((d) => d.content.siteName)).toEqual(["Streamed", "Crumb & Co", "Crumb & Co"]);
  });

  it("ends the stream with the spec's failure message when the model fails", async () => {
    await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([{ status: 500, content: "overloaded" }]) });
    const res = await withAi({ prompt: "a bakery" }, "198.51.100.22", { Accept: "application/x-ndjson" });
    expect(await res.text()).toBe(`${JSON.stringify({ message: GENERATION_FAILED })}\n`);
  });
});
