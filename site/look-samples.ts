// Documents that use every look and every kind of generated art: what the tests, the accessibility run and the
// quality benchmark check generated designs with, so that each hero, corner and section style is covered.
import { cornerStyles, defaultDocument, heroStyles, sectionStyles, type Look, type WebsiteDocument } from "../schema/site-document";

type Colours = WebsiteDocument["style"]["colors"];

/** A light and a dark palette, each with colours that only just pass somewhere. */
export const samplePalettes: Record<"light" | "dark", Colours> = {
  light: { primary: "#7c2d12", secondary: "#fef3c7", accent: "#b45309", background: "#fffbf5", text: "#292524" },
  dark: { primary: "#38bdf8", secondary: "#1e1b4b", accent: "#f472b6", background: "#0b1120", text: "#e2e8f0" },
};

/** A café's site with art in the hero, icons on features, a gallery of tiles and a pattern behind its story. */
export function lookSample(look: Look, colours: Colours = samplePalettes.light): WebsiteDocument {
  const d = defaultDocument();
  d.style.colors = colours;
  d.style.look = look;
  d.content.siteName = "Kahawa House";
  d.content.tagline = "Small-batch coffee roasted on Ngong Road";
  d.settings.components = { ...d.settings.components, gallery: true, contactForm: true };
  d.content.sections = [
    { id: "home", type: "hero", heading: "Coffee worth crossing town for", subheading: "Single-origin beans from Kenyan farms, roasted every morning.", art: { motif: "coffee", seed: 3 } },
    {
      id: "why",
      type: "features",
      title: "Why people come back",
      items: [
        { title: "Roasted daily", description: "Beans never older than a week.", art: { motif: "coffee", seed: 0 } },
        { title: "Fair to farmers", description: "We buy direct from three co-ops.", art: { motif: "hands-heart", seed: 1 } },
        { title: "Free Wi-Fi", description: "Stay as long as you like.", art: { motif: "cpu", seed: 2 } },
      ],
    },
    {
      id: "menu",
      type: "gallery",
      title: "From the bar",
      items: [
        { title: "Espresso", description: "Bright and short", art: { motif: "coffee", seed: 10 } },
        { title: "Pastries", description: "Baked next door", art: { motif: "bread", seed: 11 } },
        { title: "Cold brew", description: "Steeped 18 hours", art: { motif: "coffee", seed: 12 } },
        { title: "Beans to go", description: "250 g bags", art: { motif: "shopping-bag", seed: 13 } },
      ],
    },
    { id: "about", type: "content", title: "Our story", content: "We started with one grinder and a borrowed van.", art: { motif: "coffee", seed: 5 } },
    { id: "reviews", type: "testimonials", title: "What people say", items: [{ title: "Amina", content: "The best flat white in Nairobi." }] },
    { id: "contact", type: "contact", title: "Visit us", items: [{ title: "Email", content: "hello@kahawa.example", link: "mailto:hello@kahawa.example" }] },
  ];
  return d;
}

/**
 * Every hero style with each section style and corner style in turn, on both palettes: 24 documents that between
 * them cover every value of every look field against a light and a dark palette.
 */
export function lookSamples(): { name: string; doc: WebsiteDocument }[] {
  return (["light", "dark"] as const).flatMap((palette) =>
    heroStyles.flatMap((hero, h) =>
      sectionStyles.map((sections, s) => {
        const corners = cornerStyles[(h + s) % cornerStyles.length]!;
        return { name: `${hero} hero, ${sections} sections, ${corners} corners, ${palette}`, doc: lookSample({ hero, sections, corners }, samplePalettes[palette]) };
      }),
    ),
  );
}
