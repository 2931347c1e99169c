import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { check } from "./check";
import { demandingBrief, faithfulDesign, section } from "./fixtures";
import { designWithModel } from "./index";
import { answerText, DEFAULT_WORKERS_MODEL, workersAiProvider, type AiBinding } from "./workers-ai";

type Reply = unknown | Error | ((signal: AbortSignal | undefined) => Promise<unknown>);
interface Call {
  model: string;
  inputs: { messages: { role: string; content: string }[]; response_format: { type: string; json_schema: { properties: { designs: { maxItems: number } } } }; max_tokens: number };
  signal: AbortSignal | undefined;
}

/** A stand-in for the [ai] binding: writes down what it is asked and answers as scripted, as Workers AI answers. */
function standIn(...replies: Reply[]): AiBinding & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    async run(model, inputs, options) {
      calls.push({ model, inputs: inputs as unknown as Call["inputs"], signal: options?.signal });
      const reply = replies.shift();
      if (reply instanceof Error) throw reply;
      if (typeof reply === "function") return (reply as (signal: AbortSignal | undefined) => Promise<unknown>)(options?.signal);
      return reply;
    },
  };
}
/** JSON mode's answer as the docs show it: `response` is the parsed object, with the token counts beside it. */
const jsonMode = (...designs: unknown[]) => ({ response: { designs }, usage: { prompt_tokens: 2400, completion_tokens: 2900, total_tokens: 5300 } });

const brief = demandingBrief();

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("the Workers AI provider", () => {
  it("asks the model in JSON mode for one design from the brief, and reads the object JSON mode answers with", async () => {
    const ai = standIn(jsonMode(faithfulDesign()));
    const shares: number[] = [];
    const designs = await designWithModel(workersAiProvider(ai), brief, { onProgress: (share) => shares.push(share) });
    expect(designs).toEqual([faithfulDesign()]);
    expect(ai.calls).toHaveLength(1);
    const [{ model, inputs, signal }] = ai.calls as [Call];
    expect(model).toBe(DEFAULT_WORKERS_MODEL);
    expect(inputs.response_format.type).toBe("json_schema");
    expect(inputs.response_format.json_schema.properties.designs.maxItems).toBe(1);
    expect(inputs.max_tokens).toBe(8_000);
    expect(inputs.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(inputs.messages[0]!.content).toContain("design one website");
    expect(inputs.messages[1]!.content).toContain('"Bread worth waking up for"');
    expect(signal).toBeInstanceOf(AbortSignal);
    // JSON mode does not stream: progress comes once, when the whole answer is in.
    expect(shares).toHaveLength(1);
  });

  it("uses the model it is given, and reads an answer given as a string", async () => {
    const ai = standIn({ response: JSON.stringify({ designs: [faithfulDesign()] }) });
    expect(await designWithModel(workersAiProvider(ai, "@cf/qwen/qwen3-30b-a3b-fp8"), brief)).toEqual([faithfulDesign()]);
    expect(ai.calls[0]!.model).toBe("@cf/qwen/qwen3-30b-a3b-fp8");
  });

  it("repairs the model's design against the brief", async () => {
    const doc = faithfulDesign();
    doc.content.siteName = "Crumb and Co";
    section(doc, "pricing").items![0]!.price = "4500";
    const [design] = await designWithModel(workersAiProvider(standIn(jsonMode(doc))), brief);
    expect(design!.content.siteName).toBe("Crumb & Co");
    expect(section(design!, "pricing").items![0]!.price).toBe("KSh 4,500");
    expect(check(brief, design!)).toEqual([]);
  });

  it("asks again when the model could not keep to the schema", async () => {
    const ai = standIn(new Error("InferenceUpstreamError: JSON Mode couldn't be met"), jsonMode(faithfulDesign()));
    expect(await designWithModel(workersAiProvider(ai), brief)).toEqual([faithfulDesign()]);
    expect(ai.calls).toHaveLength(2);
    expect(ai.calls[1]!.inputs.messages.at(-1)).toEqual({ role: "user", content: "That answer was rejected:\nThe answer was empty.\nAnswer again with valid JSON only, keeping to the brief." });
  });

  it("gives no designs after a hopeless answer and a hopeless repair round", async () => {
    const ai = standIn(jsonMode({ html: "<h1>hi</h1>" }), { response: "Here is your website!" });
    await expect(designWithModel(workersAiProvider(ai), brief)).resolves.toEqual([]);
    expect(ai.calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("fails when the service fails, without asking again", async () => {
    const ai = standIn(new Error("AiError: 3040: Capacity temporarily exceeded, please try again."), jsonMode(faithfulDesign()));
    await expect(designWithModel(workersAiProvider(ai), brief)).rejects.toThrow("3040: Capacity temporarily exceeded");
    expect(ai.calls).toHaveLength(1);
  });

  it("stops waiting at the deadline, and tells the binding", async () => {
    let told: AbortSignal | undefined;
    const ai = standIn((signal: AbortSignal | undefined) => {
      told = signal;
      return new Promise((resolve) => setTimeout(() => resolve(jsonMode(faithfulDesign())), 3000));
    });
    const started = Date.now();
    await expect(designWithModel(workersAiProvider(ai), brief, { deadlineMs: 200 })).rejects.toThrow(/timed out|timeout|abort/i);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(told?.aborted).toBe(true);
  });

  it("stops waiting when the visitor goes away", async () => {
    const visitor = new AbortController();
    const ai = standIn(() => new Promise(() => {}));
    const waiting = designWithModel(workersAiProvider(ai), brief, { signal: visitor.signal });
    visitor.abort(new Error("the visitor left"));
    await expect(waiting).rejects.toThrow("the visitor left");
  });
});

describe("answerText", () => {
  it.each([
    ["a parsed object (JSON mode)", { response: { designs: [] } }, '{"designs":[]}'],
    ["a string", { response: '{"designs":[]}' }, '{"designs":[]}'],
    ["the Chat Completions shape", { choices: [{ message: { content: '{"designs":[]}' } }] }, '{"designs":[]}'],
    ["a bare string", '{"designs":[]}', '{"designs":[]}'],
    ["nothing it knows", { request_id: "abc" }, ""],
  ])("reads %s", (_, result, text) => {
    expect(answerText(result)).toBe(text);
  });
});
