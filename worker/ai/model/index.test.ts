import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { modelProvider } from "./index";
import { DEFAULT_WORKERS_MODEL } from "./workers-ai";

const binding = { run: async () => ({ response: {} }) };

describe("modelProvider", () => {
  it("is none with no key and no binding: the built-in designer designs offline", () => {
    expect(modelProvider({ ...env, AI_API_KEY: undefined })).toBeNull();
  });

  it("prefers an OpenAI-compatible key, even where the deploy has Workers AI", () => {
    const provider = modelProvider({ ...env, AI_API_KEY: "test-key", AI_MODEL: "gpt-test", AI: binding } as Env);
    expect([provider?.kind, provider?.model, provider?.designs]).toEqual(["openai", "gpt-test", 3]);
  });

  it("uses the Workers AI binding when there is no key, with the configured model or the default", () => {
    const provider = modelProvider({ ...env, AI: binding } as Env);
    expect([provider?.kind, provider?.model, provider?.designs]).toEqual(["workers-ai", DEFAULT_WORKERS_MODEL, 1]);
    expect(modelProvider({ ...env, AI: binding, AI_WORKERS_MODEL: "@cf/meta/llama-3.1-8b-instruct" } as Env)?.model).toBe("@cf/meta/llama-3.1-8b-instruct");
  });

  it("ignores an AI setting that is not a binding", () => {
    expect(modelProvider({ ...env, AI: "yes" } as unknown as Env)).toBeNull();
  });
});
