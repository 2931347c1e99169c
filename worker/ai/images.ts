// Making one image: the OpenAI Images API (any compatible server: AI_BASE_URL, AI_API_KEY, AI_IMAGE_MODEL) when a
// key is set, with a deadline; otherwise the offline generator, the designer's art engine shaped by the prompt
// (site/art/prompt-art.ts). Either answers the picture's bytes and type; nothing here stores or counts anything.
import type { GenerateImage } from "../../schema/images";
import { promptArt } from "../../site/art/prompt-art";
import { fromBase64 } from "../bytes";

export const IMAGE_DEADLINE_MS = 60_000;
const DEFAULT_IMAGE_MODEL = "dall-e-3";

export interface MadeImage {
  bytes: Uint8Array;
  contentType: "image/png" | "image/svg+xml";
  provider: "openai" | "offline";
}

/** The provider failed; the message is safe to show (the route adds the spec's words when there is none). */
export class ImageFailedError extends Error {}

type ImageSettings = Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_IMAGE_MODEL" | "AI_IMAGE_BASE_URL" | "AI_IMAGE_API_KEY">;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether pictures are drawn here (no image provider's key): illustrations from the prompt's words, not photos. */
export function drawsIllustrations(env: ImageSettings): boolean {
  return !(env.AI_IMAGE_API_KEY || env.AI_API_KEY);
}

export async function makeImage(env: ImageSettings, request: GenerateImage, options: { signal?: AbortSignal } = {}): Promise<MadeImage> {
  // A second provider for images when one is set, otherwise the text provider.
  const apiKey = env.AI_IMAGE_API_KEY || env.AI_API_KEY;
  const baseURL = (env.AI_IMAGE_API_KEY ? env.AI_IMAGE_BASE_URL : env.AI_BASE_URL) || env.AI_BASE_URL || undefined;
  if (drawsIllustrations(env)) {
    return { bytes: new TextEncoder().encode(promptArt(request.prompt, request.size, request.style)), contentType: "image/svg+xml", provider: "offline" };
  }
  // Imported here: only image requests with a key set need the SDK.
  const { default: OpenAI } = await import("openai");
  const client = new OpenAI({ apiKey, baseURL, maxRetries: 0, timeout: IMAGE_DEADLINE_MS });
  const deadline = AbortSignal.timeout(IMAGE_DEADLINE_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let b64: string | undefined;
  try {
    const answer = await client.images.generate(
      { model: env.AI_IMAGE_MODEL || DEFAULT_IMAGE_MODEL, prompt: request.prompt, size: request.size, style: request.style, quality: request.quality, n: 1, response_format: "b64_json" },
      { signal },
    );
    b64 = answer.data?.[0]?.b64_json;
  } catch (err) {
    const status = (err as { status?: number }).status;
    // The provider's refusal of the prompt (a safety system, a bad request) is worth saying; anything else is not.
    if (status === 400) throw new ImageFailedError("The image service refused this prompt. Try describing it differently.");
    throw new ImageFailedError("");
  }
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(b64 ?? "");
  } catch {
    throw new ImageFailedError("");
  }
  // Only a PNG is kept: anything else is a broken answer, never stored as someone's picture.
  if (bytes.length < 64 || !PNG.every((b, i) => bytes[i] === b)) throw new ImageFailedError("");
  return { bytes, contentType: "image/png", provider: "openai" };
}
