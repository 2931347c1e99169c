// Site generation with a model, from the confirmed brief (docs/decisions/0030): any OpenAI-compatible endpoint (the
// AI_* settings) or, on Cloudflare, Workers AI through the [ai] binding. The model is told the brief; its answer is
// read against the site schema, checked against the brief (check.ts), mended where that needs no model (repair.ts),
// and sent back once with what is still wrong. Only documents that pass the schema and the check leave this folder;
// when none do, the caller's built-in designs stand in.
import type { Brief } from "../../../schema/brief";
import type { WebsiteDocument } from "../../../schema/site-document";
import { designsFromBrief } from "../designer";
import { EXPECTED_DESIGN_CHARS, readDesigns, responseSchema } from "./answer";
import { openAiConfig, openAiProvider } from "./openai";
import { briefMessages } from "./prompt";
import type { ModelProvider } from "./provider";
import { settle } from "./repair";
import { DEFAULT_WORKERS_MODEL, workersAiBinding, workersAiProvider } from "./workers-ai";

export type { ModelProvider } from "./provider";

/** The model this deploy generates with: an OpenAI-compatible key first, else a Workers AI binding, else none (offline). */
export function modelProvider(env: Env): ModelProvider | null {
  const config = openAiConfig(env);
  if (config) return openAiProvider(config);
  const ai = workersAiBinding(env);
  return ai ? workersAiProvider(ai, env.AI_WORKERS_MODEL || DEFAULT_WORKERS_MODEL) : null;
}

export interface DesignOptions {
  /** The visitor's request: when they go away, so does the wait. */
  signal?: AbortSignal;
  /** Called as the answer arrives, with a share between 0 and 0.95 (the last step is checking it). */
  onProgress?: (share: number) => void;
  /** 0 for the first designs, then one per 'More designs'. */
  round?: number;
  /** Overrides the provider's deadline (tests). */
  deadlineMs?: number;
}

/**
 * The model's designs for a brief, each valid and true to it: at most the provider's `designs`, possibly none (the
 * model could not meet the brief after a repair round). Throws when the service fails or the deadline passes.
 */
export async function designWithModel(provider: ModelProvider, brief: Brief, options: DesignOptions = {}): Promise<WebsiteDocument[]> {
  const round = options.round ?? 0;
  const deadline = AbortSignal.timeout(options.deadlineMs ?? provider.deadlineMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const schema = responseSchema(provider.designs);
  const expected = EXPECTED_DESIGN_CHARS * provider.designs;
  const messages = briefMessages(brief, provider.designs, round);
  // The built-in design of the same brief: what a repair takes a missing section from, and the bar the model meets.
  const builtIn = designsFromBrief(brief, round)[0]!;
  let before = 0;
  for (let attempt = 0; attempt < 2; attempt++) {
    let received = 0;
    const onText = (chars: number) => {
      received = chars;
      options.onProgress?.(Math.min(0.95, (before + chars) / (expected * (attempt + 1))));
    };
    const content = await provider.answer({ messages, schema, signal, onText });
    before += received;
    const read = readDesigns(content, provider.designs);
    const settled = settle(brief, read.designs, builtIn, read.positions);
    if (settled.accepted.length) return settled.accepted;
    const problems = [...read.problems, ...settled.problems];
    if (attempt === 1) {
      console.warn(`${provider.kind} ${provider.model}: no design met the brief after a repair round:`, problems.slice(0, 5).join(" | "));
      break;
    }
    // One repair round: the model hears what was wrong with its own answer.
    if (content) messages.push({ role: "assistant", content: content.slice(0, 20_000) });
    messages.push({ role: "user", content: `That answer was rejected:\n${problems.slice(0, 20).join("\n")}\nAnswer again with valid JSON only, keeping to the brief.` });
  }
  return [];
}
