import { describe, expect, inject, it } from "vitest";
import { defaultDocument } from "../../schema/site-document";
import { DesignFailedError, designWithOpenAi, EXPECTED_ANSWER_CHARS, MAX_RESPONSE_CHARS, readDesigns, type OpenAiConfig } from "./openai-designer";

const baseUrl = inject("openAiUrl");
const config: OpenAiConfig = { baseUrl, apiKey: "test-key", model: "test-model" };

async function script(replies: object[]) {
  await fetch(`${baseUrl.replace(/\/v1$/, "")}/__script`, { method: "POST", body: JSON.stringify(replies) });
}
async function requests(): Promise<{ path: string; body: { model: string; stream: boolean; messages: { role: string; content: string }[]; response_format: { type: string } } }[]> {
  return (await fetch(`${baseUrl.replace(/\/v1$/, "")}/__requests`)).json();
}

function design(name: string) {
  const doc = defaultDocument();
  doc.content.siteName = name;
  return doc;
}

describe("OpenAI-compatible designer", () => {
  it("asks for structured JSON and returns the valid designs", async () => {
    await script([{ content: JSON.stringify({ designs: [design("One"), design("Two"), design("Three")] }) }]);
    const designs = await designWithOpenAi(config, "a bakery in Nairobi");
    expect(designs.map((d) => d.content.siteName)).toEqual(["One", "Two", "Three"]);
    const [sent] = await requests();
    expect(sent?.path).toBe("/v1/chat/completions");
    expect(sent?.body.model).toBe("test-model");
    expect(sent?.body.response_format.type).toBe("json_schema");
    expect(sent?.body.stream).toBe(true);
    expect(sent?.body.messages.at(-1)).toEqual({ role: "user", content: "a bakery in Nairobi" });
  });

  it("reports progress as the answer streams in, and tells the model what the catalogue knows", async () => {
    const answer = JSON.stringify({ designs: [design("One")] });
    await script([{ content: answer }]);
    const shares: number[] = [];
    await designWithOpenAi(config, "a bakery", { guidance: "What a good bakery site has: a menu.", onProgress: (share) => shares.push(share) });
    // The stand-in sends the answer in eight pieces; progress is what has arrived of an expected answer.
    expect(shares).toHaveLength(8);
    expect(shares.at(-1)).toBe(Math.min(0.95, answer.length / EXPECTED_ANSWER_CHARS));
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    const [sent] = await requests();
    expect(sent?.body.messages[0]?.content.endsWith("\n\nWhat a good bakery site has: a menu.")).toBe(true);
  });

  it("repairs once: feeds the problems back and accepts the second answer", async () => {
    await script([{ content: "Sure! Here is your website: {" }, { content: JSON.stringify({ designs: [design("Fixed")] }) }]);
    const designs = await designWithOpenAi(config, "a bakery");
    expect(designs.map((d) => d.content.siteName)).toEqual(["Fixed"]);
    const sent = await requests();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.messages.at(-1)?.content).toBe("That answer was rejected:\nThe answer was not valid JSON.\nAnswer again with valid JSON only.");
  });

  it("gives up after the repair round", async () => {
    await script([{ content: "no" }, { content: JSON.stringify({ designs: [{ html: "<h1>hi</h1>" }] }) }]);
    await expect(designWithOpenAi(config, "a bakery")).rejects.toBeInstanceOf(DesignFailedError);
  });

  it("drops hostile designs and keeps the valid ones", async () => {
    const hostile = design("Evil");
    hostile.content.logo = "javascript:alert(1)";
    const extra = { ...design("Extra"), script: "<script>alert(1)</script>" };
    await script([{ content: JSON.stringify({ designs: [hostile, extra, design("Good")] }) }]);
    const designs = await designWithOpenAi(config, "x");
    expect(designs.map((d) => d.content.siteName)).toEqual(["Good"]);
  });

  it("stops waiting for a slow server when the caller gives up", async () => {
    await script([{ delayMs: 3000, content: JSON.stringify({ designs: [design("Late")] }) }]);
    await expect(designWithOpenAi(config, "x", { signal: AbortSignal.timeout(200) })).rejects.toThrow(/abort/i);
  });

  it("fails on a server error without retrying", async () => {
    await script([{ status: 500, content: "model overloaded" }, { content: JSON.stringify({ designs: [design("Second")] }) }]);
    await expect(designWithOpenAi(config, "x")).rejects.toThrow();
    expect(await requests()).toHaveLength(1);
  });
});

describe("readDesigns", () => {
  it("refuses oversized and malformed answers with a reason", () => {
    expect(readDesigns("x".repeat(MAX_RESPONSE_CHARS + 1))).toEqual({ designs: [], problems: ["The answer was too long."] });
    expect(readDesigns("")).toEqual({ designs: [], problems: ["The answer was empty."] });
    expect(readDesigns("[]")).toEqual({ designs: [], problems: ['The answer must be an object with a "designs" array.'] });
  });
});
