import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, inject, it, vi, type MockInstance } from "vitest";
import type { Brief } from "../../schema/brief";
import { defaultDocument, documentFieldErrors, type WebsiteDocument } from "../../schema/site-document";
import { designsFromBrief, readDescription } from "../ai/designer";
import worker from "../index";
import { makeBrief } from "../test/briefs";
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

function generateWith(aiEnv: Env, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return worker.fetch(
    new Request("http://localhost/api/generate-website", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
      body: JSON.stringify(body),
    }),
    aiEnv,
  );
}
const withAi = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
  generateWith({ ...env, AI_API_KEY: "test-key", AI_BASE_URL: openAiUrl, AI_MODEL: "test-model" }, body, ip, headers);

/** A design as a model might write it: the defaults, in its own words, with the name spelt its own way. */
function modelDesign(tagline: string): WebsiteDocument {
  const doc = defaultDocument();
  doc.content.siteName = "Crumb and Co";
  doc.content.tagline = tagline;
  return doc;
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

  it("designs three valid websites offline, with no keys, and answers the brief they were made from", async () => {
    const prompt = "a bakery called Crumb & Co in Nairobi selling sourdough";
    const res = await call("/api/generate-website", { body: { prompt } });
    expect(res.status).toBe(200);
    const { designs, brief } = (await res.json()) as { designs: WebsiteDocument[]; brief: Brief };
    expect(designs).toHaveLength(3);
    for (const d of designs) expect(documentFieldErrors(d)).toBeNull();
    expect(designs.map((d) => d.content.siteName)).toEqual(["Crumb & Co", "Crumb & Co", "Crumb & Co"]);
    expect(brief).toEqual((await readDescription(prompt)).brief);
  });

  it("uses the configured model, holds its design to the brief, and fills up to three with the built-in designer", async () => {
    const prompt = "a bakery called Crumb & Co";
    await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([{ content: JSON.stringify({ designs: [modelDesign("Fresh from the model")] }) }]) });
    const res = await withAi({ prompt }, "198.51.100.7");
    expect(res.status).toBe(200);
    const { designs, brief } = (await res.json()) as { designs: WebsiteDocument[]; brief: Brief };
    // The model spelt the name its own way: the check put the customer's back.
    expect(designs.map((d) => [d.content.siteName, d.content.tagline])).toEqual([
      ["Crumb & Co", "Fresh from the model"],
      ...designsFromBrief(brief).slice(0, 2).map((d) => [d.content.siteName, d.content.tagline]),
    ]);
  });

  it("gives the model the brief the customer confirmed, not a fresh reading of the description", async () => {
    const confirmed = makeBrief({ description: "a bakery", name: { value: "Hearth", confidence: 1, from: "" } });
    await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([{ content: JSON.stringify({ designs: [modelDesign("Fresh from the model")] }) }]) });
    const res = await withAi({ prompt: "a bakery", brief: confirmed }, "198.51.100.10");
    const { designs, brief } = (await res.json()) as { designs: WebsiteDocument[]; brief: Brief };
    expect(brief).toEqual(confirmed);
    expect(designs.map((d) => d.content.siteName)).toEqual(["Hearth", "Hearth", "Hearth"]);
    const [sent] = (await (await fetch(`${standIn}/__requests`)).json()) as { body: { messages: { content: string }[] } }[];
    expect(sent?.body.messages[1]?.content).toContain('"Hearth"');
  });

  it("designs with Workers AI through the AI binding when no key is set", async () => {
    const inputs: unknown[] = [];
    const AI = {
      async run(model: string, input: unknown) {
        inputs.push({ model, input });
        return { response: { designs: [modelDesign("Written on Workers AI")] } };
      },
    };
    const res = await generateWith({ ...env, AI } as Env, { prompt: "a bakery called Crumb & Co" }, "198.51.100.11");
    expect(res.status).toBe(200);
    const { designs } = (await res.json()) as { designs: WebsiteDocument[] };
    expect(designs.map((d) => d.content.tagline)[0]).toBe("Written on Workers AI");
    expect(designs).toHaveLength(3);
    expect(inputs).toHaveLength(1);
  });

  it("answers with the built-in designs when the model cannot meet the brief", async () => {
    const hopeless = JSON.stringify({ designs: [{ html: "<h1>hi</h1>" }] });
    await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([{ content: hopeless }, { content: hopeless }]) });
    const res = await withAi({ prompt: "a bakery called Crumb & Co" }, "198.51.100.12");
    expect(res.status).toBe(200);
    const { designs, brief } = (await res.json()) as { designs: WebsiteDocument[]; brief: Brief };
    expect(designs).toEqual(designsFromBrief(brief));
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

  it("streams the model's progress, then the designs and the brief, to a client that asks for lines", async () => {
    await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([{ content: JSON.stringify({ designs: [modelDesign("Streamed")] }) }]) });
    const res = await withAi({ prompt: "a bakery called Crumb & Co" }, "198.51.100.21", { Accept: "application/x-ndjson" });
    expect(res.headers.get("Content-Type")).toBe("application/x-ndjson");
    const lines = (await res.text()).trim().split("\n").map((l) => JSON.parse(l) as { progress?: number; designs?: WebsiteDocument[]; brief?: Brief });
    const progress = lines.slice(0, -1).map((l) => l.progress);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a! - b!));
    const last = lines.at(-1)!;
    expect(last.designs!.map((d) => d.content.siteName)).toEqual(["Crumb & Co", "Crumb & Co", "Crumb & Co"]);
    expect(last.designs![0]!.content.tagline).toBe("Streamed");
    expect(last.brief!.name?.value).toBe("Crumb & Co");
  });

  it("ends the stream with the spec's failure message when the model fails", async () => {
    await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([{ status: 500, content: "overloaded" }]) });
    const res = await withAi({ prompt: "a bakery" }, "198.51.100.22", { Accept: "application/x-ndjson" });
    expect(await res.text()).toBe(`${JSON.stringify({ message: GENERATION_FAILED })}\n`);
  });
});

describe("POST /api/brief with a model configured", () => {
  const aiEnv = () => ({ ...env, AI_API_KEY: "test-key", AI_BASE_URL: openAiUrl, AI_MODEL: "test-model" });
  const readBrief = async (prompt: string, ip: string) =>
    (await (
      await worker.fetch(
        new Request("http://localhost/api/brief", { method: "POST", headers: { Origin: "http://localhost", "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify({ prompt }) }),
        aiEnv(),
      )
    ).json()) as { brief: Brief; questions: string[] };
  const script = (reading: unknown, status?: number) => fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify([status ? { status, content: "overloaded" } : { content: JSON.stringify(reading) }]) });
  const prompt = "Maji Safi Initiative is a community group in Kisumu drilling boreholes and teaching safe water storage. Donations welcome.";

  it("reads it a second time: agreement makes the card surer, and the model's reading goes with the description as data", async () => {
    const { brief: rules } = await readDescription(prompt);
    await script({ name: "Maji Safi Initiative", kind: rules.kind.id, noun: rules.kind.noun, place: "Kisumu" });
    const { brief, questions } = await readBrief(prompt, "203.0.113.81");
    expect(brief.name?.value).toBe("Maji Safi Initiative");
    expect(brief.kind).toEqual(rules.kind);
    expect(questions).toEqual([]);
    const [sent] = (await (await fetch(`${standIn}/__requests`)).json()) as { body: { messages: { role: string; content: string }[] } }[];
    expect(sent!.body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(sent!.body.messages[1]!.content).toBe(rules.description);
  });

  it("asks when the model reads another kind, offering both; ignores a name the description does not hold", async () => {
    const { brief: rules } = await readDescription(prompt);
    const other = rules.kind.id === "bakery" ? "florist" : "bakery";
    await script({ name: "Clean Water For All Ltd", kind: other, noun: "bakery", place: null });
    const { brief, questions } = await readBrief(prompt, "203.0.113.82");
    expect(questions).toContain("kind");
    expect([brief.kind.id, ...brief.kind.guesses.map((g) => g.id)]).toEqual(expect.arrayContaining([rules.kind.id, other]));
    expect(brief.name?.value).toBe(rules.name?.value);
  });

  it("goes on with the rules' reading when the model fails", async () => {
    const { brief: rules } = await readDescription(prompt);
    await script(null, 500);
    const { brief } = await readBrief(prompt, "203.0.113.83");
    expect(brief).toEqual(rules);
  });
});
