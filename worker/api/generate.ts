// POST /api/generate-website {prompt, round?} -> { designs }: three documents, each valid against the site schema.
// With AI keys configured, any OpenAI-compatible model designs them; otherwise the built-in designer does. A
// later round ('More designs') gives three new designs for the same description. A client that accepts
// application/x-ndjson gets the model's real progress as it streams: lines of {progress} (0-100), then one
// {designs} or {message} line.
// POST /api/generate-section {prompt, type, id, round, current?} -> { section, round }: one section written again
// in place, so the rest of the chosen design (its look and the user's other sections) stays as it is; never the
// same words as `current` when another round has different ones.
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { GENERATION_FAILED } from "../../schema/messages";
import { PROMPT_MAX, PROMPT_REQUIRED, PROMPT_TOO_LONG } from "../../schema/prompt";
import { sectionSchema, sectionTypes, type WebsiteDocument } from "../../schema/site-document";
import { designsFor, designWebsites, guidance, readDescription, rewriteSection } from "../ai/designer";
import { designWithOpenAi, openAiConfig } from "../ai/openai-designer";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { clientIp, hit } from "../rate-limit";
import { validate } from "../validate";
import { jsonLines, wantsLines } from "./json-lines";

const prompt = v.pipe(v.string(PROMPT_REQUIRED), v.trim(), v.minLength(1, PROMPT_REQUIRED), v.maxLength(PROMPT_MAX, PROMPT_TOO_LONG));
/** Enough 'More designs' for anyone, few enough that a round number stays small. */
export const MAX_ROUND = 50;
const round = v.optional(v.pipe(v.number("Round must be a number"), v.integer("Round must be a whole number"), v.minValue(0, "Round must be 0 or more"), v.maxValue(MAX_ROUND, `Round must be at most ${MAX_ROUND}`)), 0);

const generateSchema = v.strictObject({ prompt, round });
const sectionRequestSchema = v.strictObject({
  prompt,
  round,
  /** The section as it stands: the rewrite skips rounds that would give it back unchanged. */
  current: v.optional(sectionSchema),
  type: v.picklist(sectionTypes, "Unknown section type"),
  id: v.pipe(v.string("Section id must be text"), v.regex(/^[a-z0-9-]{1,40}$/, "Section ids use lower-case letters, digits and hyphens (at most 40)")),
});

const limits = {
  perIp: { max: 30, windowSeconds: 10 * 60 },
  perUser: { max: 60, windowSeconds: 60 * 60 },
};

/** One budget for every kind of generation: a section rewrite costs what a whole design costs the model. */
async function limit(c: Context<AppEnv>) {
  await hit(c.var.db, `generate:ip:${clientIp(c.req.raw.headers)}`, limits.perIp);
  if (c.var.user) await hit(c.var.db, `generate:user:${c.var.user.id}`, limits.perUser);
}

export const generate = new Hono<AppEnv>().post("/", validate("json", generateSchema), async (c) => {
  const { prompt, round } = c.req.valid("json");
  await limit(c);
  const config = openAiConfig(c.env);
  if (!config) return c.json({ designs: await designWebsites(prompt, round) }, 200);
  const brief = await readDescription(prompt);
  // A model may return fewer than three; the built-in designer makes up the rest, so the picker always has three.
  const design = async (onProgress?: (share: number) => void) => {
    const designs = await designWithOpenAi(config, prompt, { signal: c.req.raw.signal, guidance: guidance(brief), onProgress });
    return [...designs, ...designsFor(brief, round)].slice(0, 3);
  };
  const failed = (err: unknown) => console.warn("generation failed:", err instanceof Error ? err.message : err);

  if (!wantsLines(c)) {
    try {
      return c.json({ designs: await design() }, 200);
    } catch (err) {
      failed(err);
      throw apiError(502, GENERATION_FAILED);
    }
  }
  let shown = -1;
  return jsonLines(
    c,
    async (line) => {
      const designs = await design((share) => {
        const progress = Math.floor(share * 100);
        if (progress > shown) void line({ progress: (shown = progress) });
      });
      await line({ designs });
    },
    (err) => {
      failed(err);
      return { message: GENERATION_FAILED };
    },
  );
});

/** How many later rounds a rewrite tries before it settles for words equal to the current ones. */
const REWRITE_TRIES = 8;

export const generateSection = new Hono<AppEnv>().post("/", validate("json", sectionRequestSchema), async (c) => {
  const { prompt, round, type, id, current } = c.req.valid("json");
  await limit(c);
  return c.json(await rewriteSection(prompt, type, id, round, current, Math.min(MAX_ROUND, round + REWRITE_TRIES)), 200);
});
