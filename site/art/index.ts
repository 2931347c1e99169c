// Generated art: a recipe (a motif and a seed) drawn as an SVG in a site's colours. Pure and deterministic, so the
// preview, the published site and the ZIP carry the same bytes, in the browser and in the Worker alike. The
// designer and the images capability call drawArt/artFile; the renderer names each file by its content.
import type { Art } from "../../schema/site-document";
import { motifs } from "../../schema/motifs";
import { HEX_COLOUR } from "../../schema/site-document";
import { contentHash, hashedName } from "../caching";
import { prng, tones, type ArtColours } from "./draw";
import { group, icon, pattern, portrait, VARIANTS } from "./figures";
import { scenes } from "./scenes";

export type { ArtColours } from "./draw";
export { motifIcons } from "./glyphs";

export const artKinds = ["hero", "tile", "portrait", "pattern", "icon"] as const;
export type ArtKind = (typeof artKinds)[number];

/** Each kind's default size (its viewBox, and the width and height the page reserves for it). */
export const artSizes: Record<ArtKind, readonly [number, number]> = {
  hero: [1200, 900],
  tile: [800, 600],
  portrait: [400, 400],
  pattern: [96, 96],
  icon: [48, 48],
};

/** Most bytes one picture of a kind may take (tested on every motif), so a page's art stays under 60 KB. */
export const artBudgets: Record<ArtKind, number> = { hero: 12_000, tile: 6_000, portrait: 3_000, pattern: 2_000, icon: 1_500 };

/** How many distinct compositions a kind has: seeds in a row (seed, seed + 1, ...) never repeat one. */
export function compositions(kind: ArtKind): number {
  return kind === "hero" || kind === "tile" ? scenes.length : VARIANTS;
}

/** A seed spread by the motif and kind, so a coffee tile and a coffee hero with one seed still differ in detail. */
function detailSeed(art: Art, kind: ArtKind): number {
  return Number.parseInt(contentHash(`${art.motif}/${kind}/${art.seed}`), 16);
}

function check(art: Art, colours: ArtColours, size: readonly [number, number]): void {
  // Only these values reach the SVG: a motif from the closed list, numbers, and hex colours.
  if (!(motifs as readonly string[]).includes(art.motif)) throw new Error(`Unknown art motif: ${art.motif}`);
  if (!Number.isInteger(art.seed) || art.seed < 0) throw new Error("Art seed must be a whole number");
  for (const value of Object.values(colours)) if (!HEX_COLOUR.test(value)) throw new Error("Art colours must be hex values");
  if (!size.every((v) => Number.isFinite(v) && v > 0 && v <= 4000)) throw new Error("Art size is out of range");
}

/** The SVG for `art` as a picture of `kind`, `size` units (default: the kind's size). */
export function drawArt(art: Art, colours: ArtColours, kind: ArtKind, size: readonly [number, number] = artSizes[kind]): string {
  const c = Object.fromEntries(Object.entries(colours).map(([k, v]) => [k, v.toLowerCase()])) as unknown as ArtColours;
  check(art, c, size);
  const [w, h] = size.map((v) => Math.round(v)) as [number, number];
  const rng = prng(detailSeed(art, kind));
  const variant = art.seed % compositions(kind);
  const t = tones(c);
  let body: string;
  // A wide picture is a backdrop with text over its left side: its subject stands to the right.
  const focus = w / h >= 1.6 ? 0.74 : undefined;
  if (kind === "hero" || kind === "tile") body = scenes[variant]!(rng, t, art.motif, { w, h, rich: kind === "hero", focus });
  else if (kind === "portrait") body = portrait(variant, rng, t, Math.min(w, h));
  else if (kind === "pattern") body = pattern(variant, rng, c.text, art.motif, Math.min(w, h));
  else body = icon(variant, rng, t, art.motif, Math.min(w, h));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

/** A picture of `count` people (prompt-art.ts): the same abstract figures as portraits, never a fake photo. */
export function drawPeople(count: number, children: boolean, seed: number, colours: ArtColours, size: readonly [number, number]): string {
  const c = Object.fromEntries(Object.entries(colours).map(([k, v]) => [k, v.toLowerCase()])) as unknown as ArtColours;
  check({ motif: "sparkles", seed }, c, size);
  const [w, h] = size.map((v) => Math.round(v)) as [number, number];
  const people = Math.min(8, Math.max(1, Math.round(count)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${group(people, children, prng(seed), tones(c), w, h)}</svg>`;
}

export interface ArtFile {
  /** Where the site keeps it: `art/<kind>.<hash>.svg`, named by content like the stylesheet (kept a year). */
  path: string;
  svg: string;
  width: number;
  height: number;
}

export function artFile(art: Art, colours: ArtColours, kind: ArtKind, size: readonly [number, number] = artSizes[kind]): ArtFile {
  const svg = drawArt(art, colours, kind, size);
  return { path: hashedName(`art/${kind}.svg`, contentHash(svg)), svg, width: Math.round(size[0]), height: Math.round(size[1]) };
}

/**
 * One render's art: each picture drawn once, kept under its hashed path for the site's files, with the CSS
 * rules that place patterns. Like the URL writer (escape.ts), sections ask it for what they show.
 */
export function artWriter() {
  const files: Record<string, string> = {};
  const patterns = new Set<string>();
  const kinds = new Set<ArtKind>();
  const file = (art: Art, colours: ArtColours, kind: ArtKind, size?: readonly [number, number]): ArtFile => {
    const drawn = artFile(art, colours, kind, size);
    files[drawn.path] = drawn.svg;
    kinds.add(kind);
    return drawn;
  };
  /**
   * A pattern behind an element, faded to `opacity`: returns its class, whose rule draws it. The pattern's own
   * element (::before) lets it sit behind the content whatever background the element's other rules give it.
   */
  const pattern = (art: Art, colours: ArtColours, opacity: number): string => {
    const drawn = file(art, colours, "pattern");
    const name = `art-${drawn.path.slice(-12, -4)}-${Math.round(opacity * 100)}`;
    patterns.add(`.${name}::before,.${name}>.container::before{background-image:url("${drawn.path}");opacity:${opacity}}`);
    return name;
  };
  /** The stylesheet rules the drawn art needs, none when there is none. */
  const css = (): string[] => [
    ...(kinds.has("icon") ? [".feature-icon{width:3rem;height:3rem;margin-bottom:.9rem}"] : []),
    ...(patterns.size > 0 ? [".has-pattern{position:relative;isolation:isolate}", '.has-pattern::before{content:"";position:absolute;inset:0;z-index:-1}', ...patterns] : []),
  ];
  return { file, pattern, files, css };
}

export type ArtWriter = ReturnType<typeof artWriter>;
