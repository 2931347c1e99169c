// AI images: the choices the image dialog offers and the API accepts, and the words for each outcome (spec:
// section 4's image generation dialog, section 8's errors). Credits per month come from the plan catalogue.
import * as v from "valibot";
import { plans, type Tier } from "./plans";

export const imageSizes = ["1024x1024", "1024x1792", "1792x1024"] as const;
export const imageStyles = ["vivid", "natural"] as const;
export const imageQualities = ["standard", "hd"] as const;
export type ImageSize = (typeof imageSizes)[number];
export type ImageStyle = (typeof imageStyles)[number];
export type ImageQuality = (typeof imageQualities)[number];

/** Short enough for the dialog's narrow selects; the sizes themselves are the spec's. */
export const sizeLabels: Record<ImageSize, string> = { "1024x1024": "Square", "1024x1792": "Portrait", "1792x1024": "Landscape" };
export const styleLabels: Record<ImageStyle, string> = { vivid: "Vivid", natural: "Natural" };
export const qualityLabels: Record<ImageQuality, string> = { standard: "Standard", hd: "HD" };

export const PROMPT_REQUIRED = "Please enter a prompt";
export const PROMPT_REQUIRED_HINT = "Describe the image you want to generate";
export const PROMPT_MAX = 1000;
export const OUT_OF_CREDITS = "You've used all your image generation credits for this month.";
export const IMAGE_FAILED = "Failed to generate image. Please try again.";

export const generateImageSchema = v.strictObject({
  prompt: v.pipe(v.string(PROMPT_REQUIRED), v.trim(), v.minLength(1, PROMPT_REQUIRED), v.maxLength(PROMPT_MAX, `A prompt is at most ${PROMPT_MAX} characters`)),
  size: v.optional(v.picklist(imageSizes, "Choose one of the sizes offered"), "1024x1024"),
  style: v.optional(v.picklist(imageStyles, "Choose vivid or natural"), "vivid"),
  quality: v.optional(v.picklist(imageQualities, "Choose standard or HD"), "standard"),
});
export type GenerateImage = v.InferOutput<typeof generateImageSchema>;

/** What to say when the month's credits are gone: when they come back, and on Free, the plan with more. */
export function outOfCreditsAdvice(tier: Tier): string {
  if (tier !== "free") return `${OUT_OF_CREDITS} They renew on the 1st.`;
  return `${OUT_OF_CREDITS} Upgrade to ${plans.basic.name} for ${plans.basic.imagesPerMonth} a month.`;
}

/** Said in the image dialog, before a credit is spent, when the server has no image provider. */
export const ILLUSTRATIONS_ONLY =
  "This server has no image model, so it draws illustrations from your words (people, the subject and the colours you name), not photos. Each still uses a credit.";
