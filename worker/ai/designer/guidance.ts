// The catalogue's knowledge, told to a model: what the built-in designer would draw on for this description, so a
// model's designs follow the same trade vocabulary, section plan and honesty rules.
import type { Brief } from "./brief";
import { listText } from "./words";

const quoted = (items: readonly string[]) => listText(items.map((s) => `"${s}"`));

export function guidance(brief: Brief): string {
  const lines = ["What the description says, as read:"];
  if (brief.name) lines.push(`- The site's name is "${brief.name}"${brief.personal ? ", a person: write in the first person (I, my)" : ""}.`);
  if (brief.place) lines.push(`- It is in ${brief.place}.`);
  if (brief.audience) lines.push(`- It serves ${brief.audience}.`);
  if (brief.offers.length) lines.push(`- It offers ${listText(brief.offers)}.`);
  if (brief.purpose) lines.push(`- Its purpose: ${brief.purpose}.`);
  const trade = brief.trade;
  if (trade) {
    lines.push(
      `What a good ${trade.noun} site has (for its ${trade.customers}):`,
      `- Sections after the hero, in a typical order: ${trade.plan.join(", ")}.`,
      `- Offers to draw on, under the heading "${trade.offersTitle}": ${quoted(trade.offers.map((o) => o.name))}.`,
      `- Buttons: ${quoted([trade.cta.primary, trade.cta.secondary])}.`,
      `- Questions its customers ask: ${quoted(trade.questions.map((q) => q.question))}.`,
      `- Art motifs that suit it: ${trade.motifs.join(", ")}. Colour moods: ${trade.moods.join(", ")}.`,
    );
  }
  if (lines.length === 1) return "";
  return lines.join("\n");
}
