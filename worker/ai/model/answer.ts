// What a model is asked to answer with, and what is kept of its answer: only documents that pass the same schema as
// every other document, so model output never reaches a page as markup.
import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { websiteDocumentSchema, type WebsiteDocument } from "../../../schema/site-document";

/** Longest answer we will parse; a runaway or hostile model cannot make us hold more. */
export const MAX_RESPONSE_CHARS = 400_000;
/** About how long one design runs, in characters: progress is what has arrived of the answer expected. */
export const EXPECTED_DESIGN_CHARS = 8_000;

let documentSchema: Record<string, unknown> | undefined;

/** The JSON schema of an answer: {"designs": [1..count website documents]}. */
export function responseSchema(count: number): Record<string, unknown> {
  documentSchema ??= toJsonSchema(websiteDocumentSchema, { errorMode: "ignore" }) as Record<string, unknown>;
  return {
    type: "object",
    additionalProperties: false,
    required: ["designs"],
    properties: { designs: { type: "array", minItems: 1, maxItems: count, items: documentSchema } },
  };
}

export interface Read {
  designs: WebsiteDocument[];
  /** Where each design stood in the answer, so what is said about it later names the one the model wrote. */
  positions: number[];
  problems: string[];
}

/** The valid documents in a model answer (at most `count`), and what was wrong with the rest (for the next round). */
export function readDesigns(content: string | null | undefined, count = 3): Read {
  const refused = (problem: string): Read => ({ designs: [], positions: [], problems: [problem] });
  if (!content) return refused("The answer was empty.");
  if (content.length > MAX_RESPONSE_CHARS) return refused("The answer was too long.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return refused("The answer was not valid JSON.");
  }
  const list = (parsed as { designs?: unknown } | null)?.designs;
  if (!Array.isArray(list)) return refused('The answer must be an object with a "designs" array.');
  const read: Read = { designs: [], positions: [], problems: [] };
  list.slice(0, count).forEach((item, i) => {
    const result = v.safeParse(websiteDocumentSchema, item);
    if (result.success) {
      read.designs.push(result.output);
      read.positions.push(i);
    } else {
      read.problems.push(...result.issues.slice(0, 5).map((issue) => `designs.${i}.${v.getDotPath(issue) ?? ""}: ${issue.message}`));
    }
  });
  return read;
}
