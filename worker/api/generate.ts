// POST /api/generate-website {prompt} -> { designs }: three documents, each valid against the site schema.
// With AI keys configured, any OpenAI-compatible model designs them; otherwise the built-in designer does.
import { Hono } from "hono";
import * as v from "valibot";
import { GENERATION_FAILED } from "../../schema/messages";
import { PROMPT_MAX, PROMPT_REQUIRED, PROMPT_TOO_LONG } from "../../schema/prompt";
import type { WebsiteDocument } from "../../schema/site-document";
import { designWebsites } from "../ai/built-in-designer";
import { designWithOpenAi, openAiConfig } from "../ai/openai-designer";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { clientIp, hit } from "../rate-limit";
import { validate } from "../validate";

const generateSchema = v.strictObject({
  prompt: v.pipe(v.string(PROMPT_REQUIRED), v.trim(), v.minLength(1, PROMPT_REQUIRED), v.maxLength(PROMPT_MAX, PROMPT_TOO_LONG)),
});

const limits = {
  perIp: { max: 30, windowSeconds: 10 * 60 },
  perUser: { max: 60, windowSeconds: 60 * 60 },
};

export const generate = new Hono<AppEnv>().post("/", validate("json", generateSchema), async (c) => {
  const { prompt } = c.req.valid("json");
  await hit(c.var.db, `generate:ip:${clientIp(c.req.raw.headers)}`, limits.perIp);
  if (c.var.user) await hit(c.var.db, `generate:user:${c.var.user.id}`, limits.perUser);

  const config = openAiConfig(c.env);
  if (!config) return c.json({ designs: designWebsites(prompt) }, 200);
  let designs: WebsiteDocument[];
  try {
    designs = await designWithOpenAi(config, prompt, c.req.raw.signal);
  } catch (err) {
    console.warn("generation failed:", err instanceof Error ? err.message : err);
    throw apiError(502, GENERATION_FAILED);
  }
  // A model may return fewer than three; the built-in designer makes up the rest, so the picker always has three.
  return c.json({ designs: [...designs, ...designWebsites(prompt)].slice(0, 3) }, 200);
});
