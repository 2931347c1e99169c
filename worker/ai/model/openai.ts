// Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM...) through the `openai` SDK: structured JSON output,
// streamed, so the builder shows how far the answer has come rather than a guess.
import type { AnswerRequest, ModelProvider } from "./provider";
import { MAX_RESPONSE_CHARS } from "./answer";

export interface OpenAiConfig {
  baseUrl: string | undefined;
  apiKey: string;
  model: string;
}

export function openAiConfig(env: Env): OpenAiConfig | null {
  if (!env.AI_API_KEY) return null;
  return { baseUrl: env.AI_BASE_URL || undefined, apiKey: env.AI_API_KEY, model: env.AI_MODEL || "gpt-4o-mini" };
}

/** One generation's deadline: the first answer and a repair round together. */
export const OPENAI_DEADLINE_MS = 45_000;

export function openAiProvider(config: OpenAiConfig): ModelProvider {
  return {
    kind: "openai",
    model: config.model,
    designs: 3,
    deadlineMs: OPENAI_DEADLINE_MS,
    async answer({ messages, schema, signal, onText }: AnswerRequest): Promise<string> {
      // Imported here, not at the top: most requests never need the SDK, and it is the heaviest thing we load.
      const { default: OpenAI } = await import("openai");
      const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, maxRetries: 0, timeout: OPENAI_DEADLINE_MS });
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          messages,
          response_format: { type: "json_schema", json_schema: { name: "website_designs", schema } },
          max_tokens: 16_000,
          temperature: 0.8,
          stream: true,
        },
        { signal },
      );
      let content = "";
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content ?? "";
        if (!piece) continue;
        content += piece;
        if (content.length > MAX_RESPONSE_CHARS) break;
        onText?.(content.length);
      }
      return content;
    },
  };
}
