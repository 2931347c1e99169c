// What the model is told: our rules as the system message, the customer's confirmed brief (as the built-in designer
// reads it, designer/guidance.ts) and their own description as the user's. Their words never travel in the system
// message, and whatever comes back is checked against the same brief (check.ts).
import type { Brief } from "../../../schema/brief";
import { guidance, tradeOf } from "../designer";
import type { ChatMessage } from "./provider";

/** Codes the brief uses that the Workers runtime's language names lack (schema/brief.ts: "pcm" for Nigerian Pidgin). */
const NAMES: Record<string, string> = { pcm: "Nigerian Pidgin" };

/** "sw" -> "Swahili", "pcm" -> "Nigerian Pidgin"; the code itself when nothing knows it. */
export function languageName(code: string): string {
  if (NAMES[code]) return NAMES[code];
  try {
    const name = new Intl.DisplayNames(["en"], { type: "language" }).of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}

export function systemPrompt(brief: Brief, count: number): string {
  const what = count === 1 ? "one website" : `${count} distinct websites`;
  const lines = [
    `You are a senior web designer. From the customer's confirmed brief, design ${what} for them, as JSON matching the given schema exactly (no extra keys).`,
    "The brief is what the customer asked for, to the letter: use the site's name exactly as given; put every exact text character for character where the brief says (a headline as the hero's heading, a button text as a button's label, a badge on the plan or product it belongs to, a section title as that section's title); include every section the brief asks for, with the number of items asked for; list the named plans in their order, with their prices as written and their badges.",
    "Show the customer's facts as given, never marked as samples. Words the brief calls instructions are for you alone: never put them on the page.",
    "Write real, specific copy in the customer's own terms: their trade, place, audience and offers.",
  ];
  if (count > 1) {
    lines.push("Vary the designs in palette, fonts, layout, look (hero composition, corners, section style) and section order.");
  }
  lines.push(
    "Use the section types that suit the site (services or a menu with prices, FAQ, stats, a call-to-action band, team, opening hours, pricing plans). Colours are #rrggbb hex and must keep text readable. For pictures give an art recipe (a motif and a seed) instead of an image URL.",
    'Mark every invented detail a real owner must replace (reviews and their authors, people, phone numbers, email addresses, prices, figures, opening hours) with "sample": true on its item or section. Invented phone numbers follow the country\'s own format: never a +1 555 number outside the US and Canada. Never invent social media links.',
    "Section ids are short lowercase words with hyphens. Never include HTML, Markdown or scripts in any text.",
  );
  if (brief.language.code !== "en") {
    lines.push(`Write every text a visitor reads in ${languageName(brief.language.code)} (the brief's language, "${brief.language.code}"); keep the customer's exact texts, names and facts as they wrote them.`);
  }
  return lines.join(" ");
}

/** The opening of the conversation for one round of designs ('More designs' asks for other angles). */
export function briefMessages(brief: Brief, count: number, round = 0): ChatMessage[] {
  const parts = [
    guidance(brief, tradeOf(brief)),
    `The description as the customer wrote it (the brief above wins where they differ):\n${brief.description}`,
  ];
  if (round > 0) parts.push(`These are more designs for the same brief (round ${round + 1}): choose other palettes, fonts, hero compositions and angles of copy than a first answer would.`);
  return [
    { role: "system", content: systemPrompt(brief, count) },
    { role: "user", content: parts.join("\n\n") },
  ];
}
