import { afterEach, beforeEach, describe, expect, inject, it, vi, type MockInstance } from "vitest";
import type { WebsiteDocument } from "../../../schema/site-document";
import { designsFromBrief, guidance, tradeOf } from "../designer";
import { EXPECTED_DESIGN_CHARS } from "./answer";
import { check } from "./check";
import { demandingBrief, faithfulDesign, section } from "./fixtures";
import { designWithModel } from "./index";
import { openAiProvider, type OpenAiConfig } from "./openai";

const baseUrl = inject("openAiModelUrl");
const standIn = baseUrl.replace(/\/v1$/, "");
const config: OpenAiConfig = { baseUrl, apiKey: "test-key", model: "test-model" };
const provider = openAiProvider(config);
const brief = demandingBrief();
const builtIn = designsFromBrief(brief, 0)[0]!;

type Sent = { path: string; body: { model: string; stream: boolean; max_tokens: number; messages: { role: string; content: string }[]; response_format: { type: string; json_schema: { name: string; schema: { properties: { designs: { maxItems: number } } } } } } };

async function script(replies: object[]) {
  await fetch(`${standIn}/__script`, { method: "POST", body: JSON.stringify(replies) });
}
async function requests(): Promise<Sent[]> {
  return (await fetch(`${standIn}/__requests`)).json();
}
const answer = (...designs: unknown[]) => ({ content: JSON.stringify({ designs }) });

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("the OpenAI-compatible provider", () => {
  it("tells the model the confirmed brief, asks for structured JSON and returns the designs", async () => {
    const second = faithfulDesign();
    second.style.colors.primary = "#8a4b2a";
    await script([answer(faithfulDesign(), second)]);
    const designs = await designWithModel(provider, brief);
    expect(designs).toEqual([faithfulDesign(), second]);
    const [sent, more] = await requests();
    expect(more).toBeUndefined();
    expect(sent?.path).toBe("/v1/chat/completions");
    expect([sent?.body.model, sent?.body.stream, sent?.body.max_tokens]).toEqual(["test-model", true, 16_000]);
    expect(sent?.body.response_format.type).toBe("json_schema");
    expect(sent?.body.response_format.json_schema.name).toBe("website_designs");
    expect(sent?.body.response_format.json_schema.schema.properties.designs.maxItems).toBe(3);
    const [system, user] = sent!.body.messages;
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("design 3 distinct websites");
    // The customer's words travel as the user's message: the brief, then the description as written.
    expect(system?.content).not.toContain("Crumb & Co");
    expect(user?.role).toBe("user");
    // The brief as the built-in designer tells it (designer/guidance.ts): its name, its exact texts.
    expect(user?.content.startsWith(guidance(brief, tradeOf(brief)))).toBe(true);
    expect(user?.content).toContain('"Crumb & Co"');
    expect(user?.content).toContain('"Bread worth waking up for"');
    expect(user?.content.endsWith(`The description as the customer wrote it (the brief above wins where they differ):\n${brief.description}`)).toBe(true);
  });

  it("reports progress as the answer streams in", async () => {
    const reply = answer(faithfulDesign());
    await script([reply]);
    const shares: number[] = [];
    await designWithModel(provider, brief, { onProgress: (share) => shares.push(share) });
    // The stand-in sends the answer in eight pieces; progress is what has arrived of three designs' worth.
    expect(shares).toHaveLength(8);
    expect(shares.at(-1)).toBe(Math.min(0.95, reply.content.length / (3 * EXPECTED_DESIGN_CHARS)));
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it("asks for other angles in a later round", async () => {
    await script([answer(faithfulDesign())]);
    await designWithModel(provider, brief, { round: 2 });
    const [sent] = await requests();
    expect(sent?.body.messages[1]?.content).toContain("These are more designs for the same brief (round 3)");
  });

  it("asks for the brief's language when it is not English", async () => {
    await script([answer(faithfulDesign())]);
    await designWithModel(provider, demandingBrief({ language: { code: "sw", mixed: false, confidence: 0.9 } }));
    const [sent] = await requests();
    expect(sent?.body.messages[0]?.content).toContain('Write every text a visitor reads in Swahili (the brief\'s language, "sw")');
  });

  it("repairs a design that misses the headline and a section, without asking again", async () => {
    const doc = faithfulDesign();
    section(doc, "home").heading = "Fresh bread daily";
    doc.content.sections = doc.content.sections.filter((s) => s.type !== "faq");
    await script([answer(doc)]);
    const [design, ...rest] = await designWithModel(provider, brief);
    expect(rest).toEqual([]);
    expect(section(design!, "home").heading).toBe("Bread worth waking up for");
    expect(design!.content.sections.find((s) => s.type === "faq")).toEqual(builtIn.content.sections.find((s) => s.type === "faq"));
    expect(check(brief, design!)).toEqual([]);
    expect(await requests()).toHaveLength(1);
  });

  it("repairs a design that prints an instruction", async () => {
    const doc = faithfulDesign();
    doc.content.tagline = "Make it warm and inviting";
    section(doc, "about").content = "We have baked on this corner since 1998. Make it warm and inviting.\n\nEvery loaf is shaped by hand.";
    await script([answer(doc)]);
    const [design] = await designWithModel(provider, brief);
    expect(design!.content.tagline).toBe(builtIn.content.tagline);
    expect(section(design!, "about").content).toBe("We have baked on this corner since 1998.\n\nEvery loaf is shaped by hand.");
    expect(JSON.stringify(design).toLowerCase()).not.toContain("warm and inviting");
  });

  it("asks once more, with the problems listed, and accepts the second answer", async () => {
    const crowded = faithfulDesign();
    crowded.content.sections = crowded.content.sections.filter((s) => s.type !== "hours");
    // A page already at the limit of 30 sections has no room for the hours section it lacks: repair cannot help.
    while (crowded.content.sections.length < 30) crowded.content.sections.push({ id: `more-${crowded.content.sections.length}`, type: "content", content: "More." });
    await script([answer({ html: "<h1>hi</h1>" }, crowded), answer(faithfulDesign())]);
    const designs = await designWithModel(provider, brief);
    expect(designs).toEqual([faithfulDesign()]);
    const sent = await requests();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.messages.at(-2)?.role).toBe("assistant");
    expect(sent[1]?.body.messages.at(-1)?.content).toBe(
      [
        "That answer was rejected:",
        'designs.0.templateId: Invalid key: Expected "templateId" but received undefined',
        'designs.0.style: Invalid key: Expected "style" but received undefined',
        'designs.0.content: Invalid key: Expected "content" but received undefined',
        'designs.0.settings: Invalid key: Expected "settings" but received undefined',
        'designs.0.html: Invalid key: Expected never but received "html"',
        'designs.1: The customer asked for a section for Opening hours (type "hours"); there is none.',
        "designs.1.content.sections: A website can have at most 30 sections",
        "Answer again with valid JSON only, keeping to the brief.",
      ].join("\n"),
    );
  });

  it("gives no designs when the second answer is hopeless too, for the built-in designer to stand in", async () => {
    await script([{ content: "Sure! Here is your website: {" }, { content: JSON.stringify({ designs: [{ html: "<h1>hi</h1>" }] }) }]);
    await expect(designWithModel(provider, brief)).resolves.toEqual([]);
    expect(await requests()).toHaveLength(2);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toBe("openai test-model: no design met the brief after a repair round:");
  });

  it("drops hostile designs and keeps the valid ones", async () => {
    const hostile: WebsiteDocument = faithfulDesign();
    hostile.content.logo = "javascript:alert(1)";
    const extra = { ...faithfulDesign(), script: "<script>alert(1)</script>" };
    await script([answer(hostile, extra, faithfulDesign())]);
    expect(await designWithModel(provider, brief)).toEqual([faithfulDesign()]);
  });

  it("stops waiting for a slow server when the visitor goes away, or at the deadline", async () => {
    await script([{ delayMs: 3000, ...answer(faithfulDesign()) }]);
    await expect(designWithModel(provider, brief, { signal: AbortSignal.timeout(200) })).rejects.toThrow(/abort/i);
    await script([{ delayMs: 3000, ...answer(faithfulDesign()) }]);
    await expect(designWithModel(provider, brief, { deadlineMs: 200 })).rejects.toThrow(/abort/i);
  });

  it("fails on a server error without retrying", async () => {
    await script([{ status: 500, content: "model overloaded" }, answer(faithfulDesign())]);
    await expect(designWithModel(provider, brief)).rejects.toThrow();
    expect(await requests()).toHaveLength(1);
  });
});
