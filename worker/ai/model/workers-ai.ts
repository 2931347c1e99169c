// Workers AI through the [ai] binding: a Cloudflare deploy generates with a real model and no third-party key. The
// binding is declared under [env.production] only (wrangler.toml says why), so it is read here as optional.
import type { AnswerRequest, ModelProvider } from "./provider";
import { MAX_RESPONSE_CHARS } from "./answer";

/** What we use of the binding: `run` with a model name, its inputs, and a signal to stop waiting. */
export interface AiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** A 70B model that follows a JSON schema (JSON mode) and is fast enough to answer one design inside the deadline. */
export const DEFAULT_WORKERS_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
/** JSON mode does not stream, so one answer arrives whole; a slower model is given longer than the OpenAI path. */
export const WORKERS_AI_DEADLINE_MS = 60_000;
/** One design of about 8,000 characters is some 3,000 tokens: room for it, not for a runaway. */
const MAX_TOKENS = 8_000;

/**
 * The deploy's Workers AI binding, or null. The generated Env lists `AI` only once every environment declares it, so
 * it is read through this one typed accessor rather than from a hand-edited Env.
 */
export function workersAiBinding(env: Env): AiBinding | null {
  const ai = (env as Env & { AI?: unknown }).AI;
  return typeof ai === "object" && ai !== null && typeof (ai as AiBinding).run === "function" ? (ai as AiBinding) : null;
}

/**
 * The answer's text from what `run` returns. In JSON mode Workers AI answers `{ response: <the parsed object> }`
 * (developers.cloudflare.com/workers-ai/features/json-mode), though the binding's types say `response` is a string
 * (as it is outside JSON mode); newer models answer in the Chat Completions shape. All three are read.
 */
export function answerText(result: unknown): string {
  if (typeof result === "string") return result;
  if (typeof result !== "object" || result === null) return "";
  const response = (result as { response?: unknown }).response;
  if (typeof response === "string") return response;
  if (typeof response === "object" && response !== null) return JSON.stringify(response);
  const content = (result as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
  return typeof content === "string" ? content : "";
}

/** Workers AI's words when the model could not keep to the schema: an answer to repair, not a failed service. */
const SCHEMA_NOT_MET = /JSON Mode couldn't be met/i;

export function workersAiProvider(ai: AiBinding, model: string = DEFAULT_WORKERS_MODEL): ModelProvider {
  return {
    kind: "workers-ai",
    model,
    // One design a call: a 70B model writes the few thousand tokens of one in about the time OpenAI takes for three.
    designs: 1,
    deadlineMs: WORKERS_AI_DEADLINE_MS,
    async answer({ messages, schema, signal, onText }: AnswerRequest): Promise<string> {
      signal.throwIfAborted();
      // The binding takes the signal, but a call already under way is not promised to stop for it: we stop waiting.
      let stop = () => {};
      const stopped = new Promise<never>((_, reject) => {
        stop = () => reject(signal.reason);
        signal.addEventListener("abort", stop, { once: true });
      });
      let result: unknown;
      try {
        result = await Promise.race([
          ai.run(model, { messages, response_format: { type: "json_schema", json_schema: schema }, max_tokens: MAX_TOKENS, temperature: 0.7 }, { signal }),
          stopped,
        ]);
      } catch (err) {
        if (!signal.aborted && err instanceof Error && SCHEMA_NOT_MET.test(err.message)) return "";
        throw err;
      } finally {
        signal.removeEventListener("abort", stop);
      }
      const text = answerText(result).slice(0, MAX_RESPONSE_CHARS + 1);
      if (text) onText?.(text.length);
      return text;
    },
  };
}
