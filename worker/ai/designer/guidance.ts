// The confirmed brief, told to a model: what the customer asked for, word for word where they gave words, and what
// the catalogue knows about their kind of site. The server checks the model's answer against the same brief
// (ai/model/check.ts), so a model is held to what the built-in designer is held to.
import type { Brief } from "../../../schema/brief";
import { requestedSectionLabels } from "../../../schema/brief";
import type { Trade } from "./trade";
import { listText } from "./words";

const quoted = (items: readonly string[]) => listText(items.map((s) => `"${s}"`));

export function guidance(brief: Brief, trade: Trade | null): string {
  const lines = ["The customer's brief, as confirmed:"];
  lines.push(brief.name ? `- The site's name is "${brief.name.value}", exactly.` : "- No name was given: use the kind of business and the place.");
  lines.push(`- It is ${brief.kind.id === "other" ? `a ${brief.kind.noun}` : `a ${trade?.noun ?? brief.kind.noun}`}${brief.person ? ", one person's site: write in the first person (I, my)" : ""}.`);
  if (brief.place) lines.push(`- It is in ${brief.place.value}${brief.place.country ? ` (country ${brief.place.country}: prices in its currency, phone numbers in its format)` : ""}.`);
  if (brief.audience) lines.push(`- It serves ${brief.audience.value}.`);
  if (brief.offers.length) lines.push(`- It offers ${listText(brief.offers.map((o) => (o.price ? `${o.name} (${o.price})` : o.name)))}: use these names and prices as given.`);
  if (brief.plans.length) lines.push(`- Pricing plans, exactly these, in this order: ${brief.plans.map((p) => `"${p.name}"${p.price ? ` at ${p.price}` : ""}${p.badge ? ` with the badge "${p.badge}"` : ""}`).join(", ")}.`);
  if (brief.facts.length) lines.push(`- Facts to show as facts (not samples), word for word: ${quoted(brief.facts.map((f) => f.text))}.`);
  if (brief.stats.length) lines.push(`- Figures for the stats section, as given (not samples): ${brief.stats.map((x) => `"${x.value}" ${x.label}`).join(", ")}.`);
  for (const e of brief.exact) lines.push(`- Exact text for the ${e.role}${e.target ? ` of ${e.target}` : ""}: "${e.text}" (character for character).`);
  for (const s of brief.sections) lines.push(`- A section for ${requestedSectionLabels[s.kind]}${s.count ? ` with exactly ${s.count} items` : ""}${s.title ? ` titled "${s.title}"` : ""}.`);
  if (brief.look.wishes.length) lines.push(`- Look: ${quoted(brief.look.wishes)}.`);
  if (brief.look.stickyHeader) lines.push("- The header stays at the top (settings.components.stickyHeader: true).");
  if (brief.instructions.length) lines.push(`- These are instructions to you, never text for the page: ${quoted(brief.instructions)}.`);
  if (brief.language.code !== "en") lines.push(`- Write the site in the brief's language (${brief.language.code}).`);
  if (trade) {
    lines.push(
      `What a good ${trade.noun} site has (for its ${trade.customers}):`,
      `- Sections after the hero, in a typical order: ${trade.plan.join(", ")}.`,
      `- Offers to draw on, under the heading "${trade.offersTitle}": ${quoted(trade.offers.map((o) => o.name))}.`,
      `- Questions its customers ask: ${quoted(trade.questions.map((q) => q.question))}.`,
      `- Art motifs that suit it: ${trade.motifs.join(", ")}. Colour moods: ${trade.moods.join(", ")}.`,
    );
  }
  return lines.join("\n");
}
