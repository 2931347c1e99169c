// What the AI builder sends: a description, with the guided builder's category and colour scheme appended the
// spec's way (' | Category: {label}', ' | Style: {label}'). The app builds it and the Worker checks and reads it.
// No validation library here: the AI builder's page imports this module and should not carry one.
export const categories = [
  { value: "business", label: "Business" },
  { value: "portfolio", label: "Portfolio" },
  { value: "ecommerce", label: "E-commerce" },
  { value: "blog", label: "Blog" },
  { value: "personal", label: "Personal" },
  { value: "event", label: "Event" },
  { value: "educational", label: "Educational" },
  { value: "nonprofit", label: "Non-profit" },
] as const;
export type Category = (typeof categories)[number]["value"];

export const colourSchemes = [
  { value: "modern", label: "Modern" },
  { value: "vibrant", label: "Vibrant" },
  { value: "minimal", label: "Minimal" },
  { value: "dark", label: "Dark" },
  { value: "gradient", label: "Gradient" },
  { value: "corporate", label: "Corporate" },
  { value: "creative", label: "Creative" },
] as const;
export type Scheme = (typeof colourSchemes)[number]["value"];

/** Room for a detailed brief, and a bound on what one request can make the designer (or a model) read. */
export const PROMPT_MAX = 2000;
export const PROMPT_REQUIRED = "Tell us what kind of website you want to create";
export const PROMPT_TOO_LONG = `Please keep the description under ${PROMPT_MAX} characters`;

/** The spec's prompt: the description, then ' | Category: {label}' and ' | Style: {label}' when chosen. */
export function buildPrompt(description: string, category: string, scheme: string): string {
  const categoryLabel = categories.find((c) => c.value === category)?.label;
  const schemeLabel = colourSchemes.find((s) => s.value === scheme)?.label;
  return `${description.trim()}${categoryLabel ? ` | Category: ${categoryLabel}` : ""}${schemeLabel ? ` | Style: ${schemeLabel}` : ""}`;
}
