// The AI builder's calls, all working from one structured brief (schema/brief.ts):
// POST /api/brief {prompt} -> { brief, questions }: what the description says, with how sure each part is, and
//   what to ask first ("kind", "name") when the reading is unsure.
// GET /api/brief/kinds -> { kinds }: the catalogue's kinds of site, for the card's searchable list.
// POST /api/generate-website {prompt, round?, brief?} -> { designs, brief }: three documents, each valid against the
//   site schema, made from the brief the customer confirmed (or from the description read here). With a model
//   configured (an OpenAI-compatible endpoint or Workers AI), the model designs them from the same brief and the
//   server checks its answer against it; otherwise the built-in designer does. A later round ('More designs') gives
//   three new designs with other angles of copy. A client that accepts application/x-ndjson gets the model's real
//   progress as it streams: lines of {progress} (0-100), then one {designs, brief} or {message} line.
// POST /api/generate-section {prompt, brief?, type, id, round, current?} -> { section, round }: one section written
//   again in place, never with the same words as `current`.
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { BRIEF_INVALID, briefSchema, questionsFor, type Brief } from "../../schema/brief";
import { GENERATION_FAILED } from "../../schema/messages";
import { PROMPT_MAX, PROMPT_REQUIRED, PROMPT_TOO_LONG } from "../../schema/prompt";
import { sectionSchema, sectionTypes } from "../../schema/site-document";
import { catalogueKinds, designsFromBrief, readDescription, rewriteSection } from "../ai/designer";
import { mergeReadings, readWithModel } from "../ai/model/read-brief";
import { findCountry } from "../ai/designer/countries";
import { designWithModel, modelProvider } from "../ai/model";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { hit, limitIp } from "../edge/limits";
import { validate } from "../validate";
import { jsonLines, wantsLines } from "./json-lines";

const prompt = v.pipe(v.string(PROMPT_REQUIRED), v.trim(), v.minLength(1, PROMPT_REQUIRED), v.maxLength(PROMPT_MAX, PROMPT_TOO_LONG));
/** Enough 'More designs' for anyone, few enough that a round number stays small. */
export const MAX_ROUND = 50;
const round = v.optional(v.pipe(v.number("Round must be a number"), v.integer("Round must be a whole number"), v.minValue(0, "Round must be 0 or more"), v.maxValue(MAX_ROUND, `Round must be at most ${MAX_ROUND}`)), 0);
/** A brief from the card: checked whole, with one message (the card itself only ever sends what it was given). */
const brief = v.optional(v.pipe(v.unknown(), v.check((value) => v.is(briefSchema, value), BRIEF_INVALID), v.transform((value) => value as Brief)));

const readSchema = v.strictObject({ prompt });
const generateSchema = v.strictObject({ prompt, round, brief });
const sectionRequestSchema = v.strictObject({
  prompt,
  round,
  brief,
  /** The section as it stands: the rewrite skips rounds that would give it back unchanged. */
  current: v.optional(sectionSchema),
  type: v.picklist(sectionTypes, "Unknown section type"),
  id: v.pipe(v.string("Section id must be text"), v.regex(/^[a-z0-9-]{1,40}$/, "Section ids use lower-case letters, digits and hyphens (at most 40)")),
});

const limits = {
  perIp: { max: 30, windowSeconds: 10 * 60 },
  perUser: { max: 60, windowSeconds: 60 * 60 },
  /** Reading a brief is cheap and happens as the customer pauses typing: a bigger budget of its own. */
  readPerIp: { max: 120, windowSeconds: 10 * 60 },
};

/** One budget for every kind of generation: a section rewrite costs what a whole design costs the model. */
async function limit(c: Context<AppEnv>) {
  await hit(c.var.db, `generate:ip:${limitIp(c.req.raw.headers)}`, limits.perIp);
  if (c.var.user) await hit(c.var.db, `generate:user:${c.var.user.id}`, limits.perUser);
}

/**
 * The brief the customer confirmed, else the description read now. A place typed on the card has no country yet:
 * it is looked up here, so prices and phone numbers follow it.
 */
async function briefFor(text: string, given: Brief | undefined): Promise<Brief> {
  if (!given) return (await readDescription(text)).brief;
  if (given.place && !given.place.country) return { ...given, place: { ...given.place, country: findCountry(given.place.value)?.code ?? null } };
  return given;
}

export const briefApi = new Hono<AppEnv>()
  .post("/", validate("json", readSchema), async (c) => {
    await hit(c.var.db, `brief:ip:${limitIp(c.req.raw.headers)}`, limits.readPerIp);
    const { brief: rules } = await readDescription(c.req.valid("json").prompt);
    const provider = modelProvider(c.env);
    // With a model, a second reading: agreement makes the card surer, disagreement makes it ask (ADR 0040).
    const kinds = provider ? catalogueKinds() : [];
    const second = provider ? await readWithModel(provider, rules.description, kinds, c.req.raw.signal) : null;
    const read = second ? mergeReadings(rules, second, kinds) : rules;
    // Who will write the site: a model writes in the brief's language; the built-in designer writes English.
    const writer = provider ? ("model" as const) : ("designer" as const);
    return c.json({ brief: read, questions: questionsFor(read), writer }, 200);
  })
  .get("/kinds", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ kinds: catalogueKinds() }, 200);
  });

export const generate = new Hono<AppEnv>().post("/", validate("json", generateSchema), async (c) => {
  const { prompt, round, brief: given } = c.req.valid("json");
  await limit(c);
  const confirmed = await briefFor(prompt, given);
  const provider = modelProvider(c.env);
  if (!provider) return c.json({ designs: designsFromBrief(confirmed, round), brief: confirmed }, 200);
  // A model may return fewer than three; the built-in designer makes up the rest, so the picker always has three.
  const design = async (onProgress?: (share: number) => void) => {
    const designs = await designWithModel(provider, confirmed, { signal: c.req.raw.signal, onProgress, round });
    return [...designs, ...designsFromBrief(confirmed, round)].slice(0, 3);
  };
  const failed = (err: unknown) => console.warn("generation failed:", err instanceof Error ? err.message : err);

  if (!wantsLines(c)) {
    try {
      return c.json({ designs: await design(), brief: confirmed }, 200);
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
      await line({ designs, brief: confirmed });
    },
    (err) => {
      failed(err);
      return { message: GENERATION_FAILED };
    },
  );
});

/** How many later rounds a rewrite tries before it turns the section's items instead. */
const REWRITE_TRIES = 8;

export const generateSection = new Hono<AppEnv>().post("/", validate("json", sectionRequestSchema), async (c) => {
  const { prompt, round, type, id, current, brief: given } = c.req.valid("json");
  await limit(c);
  return c.json(rewriteSection(await briefFor(prompt, given), type, id, round, current, Math.min(MAX_ROUND, round + REWRITE_TRIES)), 200);
});
