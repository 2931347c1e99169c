// A brief that asks for one of everything the checker knows, and a design that meets it to the letter: the model
// path's tests start from these and spoil one thing at a time.
import type { Brief } from "../../../schema/brief";
import { defaultDocument, type WebsiteDocument } from "../../../schema/site-document";
import { makeBrief } from "../../test/briefs";

export function demandingBrief(overrides: Partial<Brief> = {}): Brief {
  return makeBrief({
    exact: [
      { text: "Bread worth waking up for", role: "headline", from: "" },
      { text: "Order a loaf", role: "button", from: "" },
      { text: "Most popular", role: "badge", target: "Baker's dozen", from: "" },
      { text: "From our ovens", role: "section-title", from: "" },
      { text: "Every loaf is shaped by hand.", role: "text", from: "" },
    ],
    sections: [
      { kind: "faq", count: 3, from: "" },
      { kind: "menu", from: "" },
      { kind: "hours", from: "" },
    ],
    plans: [{ name: "Baker's dozen", price: "KSh 4,500", badge: "Most popular", features: ["13 loaves a month"] }],
    instructions: ["make it warm and inviting"],
    facts: [
      { kind: "phone", text: "0712 345 678", from: "" },
      { kind: "since", text: "since 1998", from: "" },
    ],
    ...overrides,
  });
}

/** A design that meets demandingBrief() in every respect, in the model's own words. */
export function faithfulDesign(): WebsiteDocument {
  const doc = defaultDocument();
  doc.content.siteName = "Crumb & Co";
  doc.content.tagline = "Sourdough from Westlands, since 1998.";
  doc.content.sections = [
    { id: "home", type: "hero", heading: "Bread worth waking up for", subheading: "Slow bread, baked before the city wakes.", action: { label: "Order a loaf", link: "#contact" } },
    {
      id: "menu",
      type: "services",
      title: "From our ovens",
      items: [
        { title: "Country sourdough", price: "KSh 650", sample: true },
        { title: "Rye and caraway", price: "KSh 700", sample: true },
      ],
    },
    { id: "about", type: "content", title: "Our story", content: "We have baked on this corner since 1998.\n\nEvery loaf is shaped by hand." },
    {
      id: "questions",
      type: "faq",
      title: "Questions",
      items: [
        { title: "Do you deliver?", content: "Within Westlands, every morning." },
        { title: "Can I order ahead?", content: "Yes, the day before." },
        { title: "Is it vegan?", content: "Our sourdough is flour, water and salt." },
      ],
    },
    { id: "hours", type: "hours", title: "Opening hours", items: [{ title: "Every day", description: "6:00 to 14:00", sample: true }] },
    { id: "pricing", type: "pricing", title: "Bread subscriptions", items: [{ title: "Baker's dozen", price: "KSh 4,500", badge: "Most popular", features: ["13 loaves a month"] }] },
    { id: "contact", type: "contact", title: "Say hello", items: [{ title: "Phone", content: "0712 345 678", link: "tel:0712345678" }] },
  ];
  return doc;
}

export const section = (doc: WebsiteDocument, id: string) => doc.content.sections.find((s) => s.id === id)!;
