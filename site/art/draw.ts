// Drawing primitives for generated art: a seeded PRNG, numbers written short, smooth blobs, waves and hills,
// and the palette's tones. Nothing here reads a clock or Math.random: the same inputs give the same bytes.
import { readableOn } from "../contrast";
import { mix } from "../styles";

/** mulberry32: small, fast and good enough to scatter shapes; seeded so a recipe always draws the same picture. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;

/** A value in [lo, hi). */
export const range = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** A number with at most one decimal, no trailing ".0": the art's byte budget is mostly numbers. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

type Point = [number, number];

/** A closed Catmull-Rom curve through the points, as cubic Béziers: soft shapes with no corners. */
function smoothClosed(points: Point[]): string {
  const at = (i: number) => points[(i + points.length) % points.length]!;
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 0; i < points.length; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A soft blob around (cx, cy): `points` radii jittered by up to `jitter` of r. */
export function blob(rng: Rng, cx: number, cy: number, r: number, points = 6, jitter = 0.22): string {
  const turn = rng() * Math.PI * 2;
  const pts: Point[] = [];
  for (let i = 0; i < points; i++) {
    const angle = turn + (i / points) * Math.PI * 2;
    const radius = r * (1 - jitter + rng() * jitter * 2);
    pts.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return smoothClosed(pts);
}

/** A smooth open ridge from x=0 to x=w around height y, closed down to the bottom edge `bottom`: a hill layer. */
export function ridge(rng: Rng, w: number, y: number, amplitude: number, bottom: number, bumps = 3): string {
  const step = w / bumps;
  let d = `M0 ${n(bottom)}L0 ${n(y)}`;
  let prev = y;
  for (let i = 1; i <= bumps; i++) {
    const next = y + (rng() - 0.5) * 2 * amplitude;
    const up = -amplitude * (0.4 + rng() * 0.8);
    d += `C${n(step * (i - 0.66))} ${n(prev + up)} ${n(step * (i - 0.33))} ${n(next + up)} ${n(step * i)} ${n(next)}`;
    prev = next;
  }
  return `${d}L${n(w)} ${n(bottom)}Z`;
}

/** A band of waves across the width (quadratic curves, repeated with T), closed down to `bottom`. */
export function waveBand(w: number, y: number, amplitude: number, waves: number, phase: number, bottom: number): string {
  const half = w / waves / 2;
  let d = `M${n(-half * phase)} ${n(bottom)}L${n(-half * phase)} ${n(y)}Q${n(-half * phase + half / 2)} ${n(y - amplitude)} ${n(-half * phase + half)} ${n(y)}`;
  for (let x = -half * phase + 2 * half; x <= w + half; x += half) d += `T${n(x)} ${n(y)}`;
  return `${d}V${n(bottom)}Z`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A grid of small dots filling (x, y, w, h) every `gap`: texture for a corner. */
export function dots(x: number, y: number, w: number, h: number, gap: number, r: number, fill: string): string {
  let d = "";
  for (let cy = y; cy <= y + h; cy += gap) for (let cx = x; cx <= x + w; cx += gap) d += `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-r * 2)} 0`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/** The colours a picture is drawn in: the site's five, and tints between them. */
export interface ArtColours {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  text: string;
}

export interface Tones extends ArtColours {
  /** The picture's ground: the background leaning toward the secondary colour. */
  ground: string;
  /** A deeper ground for layers behind the main shapes. */
  wash: string;
  /** The primary pushed toward the text colour, for the front layer. */
  deep: string;
  /** A gentle tint of the accent: faces of figures, small highlights. */
  soft: string;
  /** A line colour that reads on each main colour. */
  onPrimary: string;
  onSecondary: string;
  onAccent: string;
}

export function tones(c: ArtColours): Tones {
  return {
    ...c,
    ground: mix(c.background, c.secondary, 0.14),
    wash: mix(c.background, c.primary, 0.3),
    deep: mix(c.primary, c.text, 0.35),
    soft: mix(c.background, c.accent, 0.4),
    onPrimary: readableOn(c.primary),
    onSecondary: readableOn(c.secondary),
    onAccent: readableOn(c.accent),
  };
}
