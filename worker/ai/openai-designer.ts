// Site generation through any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM...): structured JSON output,
// validated with the same schema as every other document, one repair round, and a deadline. Whatever the model
// returns, only documents that pass the schema leave this file: model output never reaches a page as markup.
import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { websiteDocumentSchema, type WebsiteDocument } from "../../schema/site-document";

export interface OpenAiConfig {
  baseUrl: string | undefined;
  apiKey: string;
  model: string;
}

export function openAiConfig(env: Env): OpenAiConfig | null {
  if (!env.AI_API_KEY) return null;
  return { baseUrl: env.AI_BASE_URL || undefined, apiKey: env.AI_API_KEY, model: env.AI_MODEL || "gpt-4o-mini" };
}

/** Longest answer we will parse; a runaway or hostile model cannot make us hold more. */
export const MAX_RESPONSE_CHARS = 400_000;
export const DEADLINE_MS = 45_000;

const SYSTEM_PROMPT = `You are a senior web designer. From the user's description, design three distinct websites for the
same business or person, as JSON matching the given schema exactly (no extra keys). Write real, specific copy in the
user's own terms: their trade, place, audience and offers. Vary the three designs in palette, fonts, layout, look
(hero composition, corners, section style) and section order, and use the section types that suit the site (services
or a menu with prices, FAQ, stats, a call-to-action band, team, opening hours, pricing plans). Colours are #rrggbb hex
and must keep text readable. For pictures give an art recipe (a motif and a seed) instead of an image URL. Mark every
invented detail a real owner must replace (reviews and their authors, people, phone numbers, email addresses, prices,
figures, opening hours) with "sample": true on its item or section. Never invent social media links. Section ids are
short lowercase words with hyphens. Never include HTML, Markdown or scripts in any text.`;

export class DesignFailedError extends Error {}

let cachedSchema: object | undefined;
function responseSchema(): object {
  cachedSchema ??= {
    type: "object",
    additionalProperties: false,
    required: ["designs"],
    properties: {
      designs: { type: "array", minItems: 1, maxItems: 3, items: toJsonSchema(websiteDocumentSchema, { errorMode: "ignore" }) },
    },
  };
  return cachedSchema;
}

/** The valid documents in a model answer, and what was wrong with the rest (fed back in the repair round). */
export function readDesigns(content: string | null | undefined): { designs: WebsiteDocument[]; problems: string[] } {
  if (!content) return { designs: [], problems: ["The answer was empty."] };
  if (content.length > MAX_RESPONSE_CHARS) return { designs: [], problems: ["The answer was too long."] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { designs: [], problems: ["The answer was not valid JSON."] };
  }
  const list = (parsed as { designs?: unknown } | null)?.designs;
  if (!Array.isArray(list)) return { designs: [], problems: ['The answer must be an object with a "designs" array.'] };
  const designs: WebsiteDocument[] = [];
  const problems: string[] = [];
  list.slice(0, 3).forEach((item, i) => {
    const result = v.safeParse(websiteDocumentSchema, item);
    if (result.success) designs.push(result.output);
    else problems.push(...result.issues.slice(0, 5).map((issue) => `designs.${i}.${v.getDotPath(issue) ?? ""}: ${issue.message}`));
  });
  return { designs, problems };
}

/** About how long one answer of three designs runs, in characters: progress is what has arrived of it. */
export const EXPECTED_ANSWER_CHARS = 24_000;

export interface DesignOptions {
  signal?: AbortSignal;
  /** What the designer's catalogue knows about this kind of site (designer/guidance.ts), added to the instructions. */
  guidance?: string;
  /** Called as the answer streams in, with a share between 0 and 0.95 (the last step is checking it). */
  onProgress?: (share: number) => void;
}

export async function designWithOpenAi(config: OpenAiConfig, prompt: string, options: DesignOptions = {}): Promise<WebsiteDocument[]> {
  // Imported here, not at the top: most requests never need the SDK, and it is the heaviest thing we load.
  const { default: OpenAI } = await import("openai");
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, maxRetries: 0, timeout: DEADLINE_MS });
  const deadline = AbortSignal.timeout(DEADLINE_MS);
  const abort = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;

  const messages: { role: "system" | "user" | "assistant"; content: string }[] = [
    { role: "system", content: options.guidance ? `${SYSTEM_PROMPT}\n\n${options.guidance}` : SYSTEM_PROMPT },
    { role: "user", content: prompt },
  ];
  let received = 0;
  for (let attempt = 0; attempt < 2; attempt++) {
    // Streamed, so the builder can show how far the answer has come rather than a guess.
    const stream = await client.chat.completions.create(
      {
        model: config.model,
        messages,
        response_format: { type: "json_schema", json_schema: { name: "website_designs", schema: responseSchema() as Record<string, unknown> } },
        max_tokens: 16_000,
        temperature: 0.8,
        stream: true,
      },
      { signal: abort },
    );
    let content = "";
    for await (const chunk of stream) {
      const piece = chunk.choices[0]?.delta?.content ?? "";
      content += piece;
      if (content.length > MAX_RESPONSE_CHARS) break;
      received += piece.length;
      if (piece) options.onProgress?.(Math.min(0.95, received / (EXPECTED_ANSWER_CHARS * (attempt + 1))));
    }
    const { designs, problems } = readDesigns(content);
    if (designs.length > 0) return designs;
    // One repair round: show the model its own answer's problems.
    messages.push({ role: "assistant", content: content.slice(0, 20_000) });
    messages.push({ role: "user", content: `That answer was rejected:\n${problems.slice(0, 20).join("\n")}\nAnswer again with valid JSON only.` });
  }
  throw new DesignFailedError("the model gave no valid design after a repair round");
}
