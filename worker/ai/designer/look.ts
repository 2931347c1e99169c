// The design system: palettes (a dozen hue families per colour mood, each varied by the seed), font pairings and
// looks (hero composition, corners, section style, layout). Three designs for one brief take three different
// hero compositions, pairings and palettes, so they never look like one design recoloured.
import type { Scheme } from "../../../schema/prompt";
import { heroStyles, type FontFamily, type HeroStyle, type Layout, type Look, type WebsiteDocument } from "../../../schema/site-document";
import { pick, prng as random, type Rng } from "../../../site/art/draw";
import { AA, contrastRatio, readableOn } from "../../../site/contrast";
import { shade } from "../../../site/styles";

type Colors = WebsiteDocument["style"]["colors"];

// Every choice in a design comes from the art's seeded generator, so designs are reproducible.
export { pick, random, type Rng };

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const light = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)].map((x) => Math.round(x * 255).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Each mood's rule for a palette from a hue: how saturated and light the main colour is, where the second and
 * accent colours sit on the wheel, and what the page is printed on. Twelve hue families per mood, then the seed
 * moves the hue and the saturation a little, so two sites of one mood rarely share a palette.
 */
const moods: Record<Scheme, { hues: number[]; make: (h: number, r: Rng) => Colors }> = {
  modern: {
    hues: [220, 200, 175, 160, 250, 265, 340, 15, 30, 190, 210, 145],
    make: (h, r) => ({ primary: hsl(h, 62 + r() * 14, 38), secondary: hsl(h + 12, 55, 24), accent: hsl(h + 150 + r() * 60, 85, 55), background: hsl(h, 30, 99), text: hsl(h, 25, 14) }),
  },
  vibrant: {
    hues: [330, 350, 10, 25, 280, 300, 195, 160, 45, 265, 5, 315],
    make: (h, r) => ({ primary: hsl(h, 78 + r() * 12, 42), secondary: hsl(h + 35, 70, 32), accent: hsl(h + 170 + r() * 30, 92, 58), background: hsl(h + 40, 90, 98), text: hsl(h, 35, 12) }),
  },
  minimal: {
    hues: [220, 30, 0, 200, 150, 40, 260, 180, 10, 90, 340, 210],
    make: (h, r) => ({ primary: hsl(h, 12 + r() * 10, 16), secondary: hsl(h, 10, 32), accent: hsl(h + 180 * r(), 70, 42), background: hsl(h, 10 + r() * 10, 98.5), text: hsl(h, 14, 11) }),
  },
  dark: {
    hues: [220, 250, 200, 280, 170, 340, 20, 140, 190, 300, 45, 230],
    make: (h, r) => ({ primary: hsl(h, 35 + r() * 15, 22), secondary: hsl(h, 40, 14), accent: hsl(h + 160 + r() * 40, 85, 66), background: hsl(h, 35, 7 + r() * 3), text: hsl(h, 20, 90) }),
  },
  gradient: {
    hues: [265, 225, 190, 300, 330, 160, 250, 210, 285, 345, 175, 240],
    make: (h, r) => ({ primary: hsl(h, 70 + r() * 15, 42), secondary: hsl(h + 45 + r() * 30, 72, 40), accent: hsl(h + 190, 85, 60), background: hsl(h, 40, 99), text: hsl(h, 30, 13) }),
  },
  corporate: {
    hues: [215, 205, 225, 190, 175, 160, 230, 200, 210, 240, 185, 150],
    make: (h, r) => ({ primary: hsl(h, 55 + r() * 15, 28), secondary: hsl(h + 8, 50, 20), accent: hsl(h + 180 + r() * 30 - 15, 80, 50), background: hsl(h, 20, 99), text: hsl(h, 30, 13) }),
  },
  creative: {
    hues: [15, 340, 150, 35, 280, 95, 195, 320, 5, 50, 170, 260],
    make: (h, r) => ({ primary: hsl(h, 60 + r() * 20, 34), secondary: hsl(h + 60 + r() * 40, 50, 28), accent: hsl(h + 120 + r() * 60, 85, 56), background: hsl(h + 30, 60, 97), text: hsl(h, 30, 12) }),
  },
};

export const PALETTES_PER_MOOD = 12;

/**
 * A colour that text can sit on: the renderer writes white or near-black on it (readableOn), whichever reads
 * better; a middle tone where neither reaches AA is moved toward the side that nearly does.
 */
function groundFor(hex: string): string {
  let colour = hex;
  for (let i = 0; i < 12 && contrastRatio(readableOn(colour), colour) < GROUND_CONTRAST; i++) colour = shade(colour, readableOn(colour) === "#ffffff" ? -0.12 : 0.12);
  return colour;
}

/**
 * A little above AA (4.5): the looks tint these colours a touch (a button's hover, a hero's panel, text tinted
 * toward the palette), and the page must still read after that.
 */
const GROUND_CONTRAST = 5;

/** Every palette keeps text readable: on the page, and on each of the three colours buttons and bands use. */
export function readablePalette(colors: Colors): Colors {
  const text = contrastRatio(colors.text, colors.background) >= AA ? colors.text : readableOn(colors.background);
  return { ...colors, text, primary: groundFor(colors.primary), secondary: groundFor(colors.secondary), accent: groundFor(colors.accent) };
}

/** Palette `index` (0-11) of a mood, varied by the seed. */
export function palette(mood: Scheme, index: number, r: Rng): Colors {
  const rule = moods[mood];
  const hue = rule.hues[index % rule.hues.length]! + (r() - 0.5) * 16;
  return readablePalette(rule.make(hue, r));
}

/** Heading and body faces that belong together: a display or serif face over a quiet sans, or one family. */
export const fontPairs: { heading: FontFamily; body: FontFamily; feel: "classic" | "modern" | "friendly" | "bold" }[] = [
  { heading: "Playfair Display", body: "Inter", feel: "classic" },
  { heading: "Playfair Display", body: "Lora", feel: "classic" },
  { heading: "Libre Baskerville", body: "Open Sans", feel: "classic" },
  { heading: "Lora", body: "DM Sans", feel: "classic" },
  { heading: "Space Grotesk", body: "Inter", feel: "modern" },
  { heading: "Inter", body: "Inter", feel: "modern" },
  { heading: "DM Sans", body: "DM Sans", feel: "modern" },
  { heading: "Montserrat", body: "Open Sans", feel: "modern" },
  { heading: "Poppins", body: "Inter", feel: "friendly" },
  { heading: "Nunito", body: "Nunito", feel: "friendly" },
  { heading: "Poppins", body: "Lora", feel: "friendly" },
  { heading: "Oswald", body: "Roboto", feel: "bold" },
  { heading: "Oswald", body: "Open Sans", feel: "bold" },
  { heading: "Montserrat", body: "Roboto", feel: "bold" },
];

/** Which feels suit a mood, first the best. */
const moodFeels: Record<Scheme, (typeof fontPairs)[number]["feel"][]> = {
  modern: ["modern", "friendly", "classic"],
  vibrant: ["friendly", "bold", "modern"],
  minimal: ["modern", "classic", "friendly"],
  dark: ["bold", "modern", "classic"],
  gradient: ["modern", "bold", "friendly"],
  corporate: ["modern", "classic", "bold"],
  creative: ["classic", "friendly", "bold"],
};

export interface DesignChoice {
  colors: Colors;
  fonts: WebsiteDocument["style"]["fonts"];
  layout: Layout;
  look: Look;
}

/**
 * Three designs that differ from each other in every visible choice: three hero compositions, three font feels,
 * three palettes (from the brief's moods), and different layouts, corners and section styles.
 */
export function threeDesigns(moodsToUse: readonly Scheme[], seed: number): DesignChoice[] {
  const r = random(seed);
  const heroes = shuffle([...heroStyles], r).slice(0, 3) as HeroStyle[];
  const layouts = shuffle<Layout>(["standard", "standard", "minimal", "sidebar"], r).slice(0, 3);
  const corners = shuffle<Look["corners"]>(["square", "soft", "round"], r);
  const sections = shuffle<Look["sections"]>(["plain", "banded", "boxed"], r);
  const paletteStart = Math.floor(r() * PALETTES_PER_MOOD);
  const taken = new Set<string>();
  return [0, 1, 2].map((i) => {
    const mood = moodsToUse[i % moodsToUse.length]!;
    const feel = moodFeels[mood][i]!;
    // Three moods can land on one feel (dark, vibrant and creative are all "bold" in some places): a pairing
    // already taken is passed over, so the three designs never share their type.
    const pairs = fontPairs.filter((p) => p.feel === feel && !taken.has(`${p.heading}/${p.body}`));
    const pair = pick(r, pairs.length ? pairs : fontPairs.filter((p) => !taken.has(`${p.heading}/${p.body}`)));
    taken.add(`${pair.heading}/${pair.body}`);
    // Palettes four apart on the mood's wheel of twelve, so the three never look alike in one mood.
    const colors = palette(mood, paletteStart + i * 4, r);
    return {
      colors,
      fonts: { heading: pair.heading, body: pair.body },
      // A full-bleed hero needs the whole width, and very large type the standard column: the sidebar and the
      // narrow minimal column would squeeze them.
      layout: (heroes[i] === "full-bleed" && layouts[i] === "sidebar") || heroes[i] === "large-type" ? "standard" : layouts[i]!,
      look: { hero: heroes[i]!, corners: corners[i]!, sections: sections[i]! },
    };
  });
}

function shuffle<T>(list: T[], r: Rng): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}
