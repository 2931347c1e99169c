// The small kinds of art: portraits (an abstract figure, never a fake photo), repeatable patterns and feature
// icons. Six variants each, picked by seed mod 6; the seed also moves and tints the shapes within a variant.
import type { Motif } from "../../schema/motifs";
import { blob, circle, n, path, pick, range, rect, type Rng, type Tones } from "./draw";
import { glyph } from "./glyphs";

export const VARIANTS = 6;

/** Head, neck and shoulders, centred, standing on the bottom edge of an `s`-square frame. */
function figure(rng: Rng, s: number, body: string, head: string, hair: string): string {
  const cx = s / 2;
  const headR = s * 0.15;
  const headY = s * 0.4;
  const shoulder = s * range(rng, 0.27, 0.33);
  const top = s * 0.66;
  const style = Math.floor(rng() * 3);
  // Long hair falls behind the shoulders; short hair is a cap; a bun sits on top. No face: an abstract person.
  let out = style === 0 ? rect(cx - headR * 1.15, headY, headR * 2.3, s * 0.32, hair, ` rx="${n(headR)}"`) : "";
  out += rect(cx - headR * 0.42, headY, headR * 0.84, top - headY + 2, head);
  out += path(`M${n(cx - shoulder)} ${n(s)}V${n(top + s * 0.12)}Q${n(cx - shoulder)} ${n(top)} ${n(cx - shoulder * 0.45)} ${n(top)}H${n(cx + shoulder * 0.45)}Q${n(cx + shoulder)} ${n(top)} ${n(cx + shoulder)} ${n(top + s * 0.12)}V${n(s)}Z`, body);
  out += circle(cx, headY, headR, head);
  const cap = headR * 1.08;
  out += path(`M${n(cx - cap)} ${n(headY + headR * 0.1)}A${n(cap)} ${n(cap)} 0 0 1 ${n(cx + cap)} ${n(headY + headR * 0.1)}Q${n(cx + headR * 0.2)} ${n(headY - headR * 0.55)} ${n(cx - cap)} ${n(headY + headR * 0.1)}Z`, hair);
  if (style === 2) out += circle(cx, headY - headR * 1.15, headR * 0.45, hair);
  return out;
}

export function portrait(variant: number, rng: Rng, t: Tones, s: number): string {
  const body = pick(rng, [t.primary, t.secondary, t.deep]);
  const head = t.soft;
  let back = rect(0, 0, s, s, t.ground);
  if (variant === 0) back += circle(s / 2, s * 0.5, s * 0.36, t.wash);
  else if (variant === 1) back += path(`M${n(s * 0.2)} ${n(s)}V${n(s * 0.45)}A${n(s * 0.3)} ${n(s * 0.3)} 0 0 1 ${n(s * 0.8)} ${n(s * 0.45)}V${n(s)}Z`, t.accent);
  else if (variant === 2) back += path(`M0 ${n(s * range(rng, 0.5, 0.8))}L${n(s)} ${n(s * range(rng, 0.2, 0.5))}V${n(s)}H0Z`, t.wash);
  else if (variant === 3) back += path(blob(rng, s / 2, s * 0.45, s * 0.36), t.accent, ' opacity=".7"');
  else if (variant === 4) back += rect(0, s * 0.3, s, s * 0.28, t.wash) + rect(0, s * 0.62, s, s * 0.06, t.accent);
  else back += circle(s * 0.5, s * 0.45, s * 0.42, "none", ` stroke="${t.wash}" stroke-width="${n(s * 0.06)}"`) + circle(s * 0.78, s * 0.2, s * 0.06, t.accent);
  return back + figure(rng, s, body, head, body === t.deep ? t.primary : t.deep);
}

/**
 * A group of `count` people (a family, a team, friends), abstract figures as in a portrait, standing on the bottom
 * edge of a `w` x `h` picture: one row for up to three, otherwise a taller row behind and a shorter one in front
 * (with `children`, the front row is children).
 */
export function group(count: number, children: boolean, rng: Rng, t: Tones, w: number, h: number): string {
  let out = rect(0, 0, w, h, t.ground) + circle(w / 2, h * 0.95, Math.min(w, h) * 0.75, t.wash);
  out += circle(w * range(rng, 0.1, 0.25), h * range(rng, 0.15, 0.3), Math.min(w, h) * 0.06, t.accent);
  const bodies = [t.primary, t.secondary, t.deep, t.accent];
  // People in a scene are of many skin tones; hair is dark.
  const skins = ["#f3d2b3", "#e0ac69", "#c68642", "#8d5524", "#5c3a21"];
  const hairs = ["#2b1d14", "#4a2f1b", "#1f2937", "#6b3e26"];
  const back = count <= 3 ? count : Math.ceil(count / 2);
  const front = count - back;
  const row = (people: number, size: number, first: number) => {
    const step = size * 0.78;
    const left = (w - (step * (people - 1) + size)) / 2;
    for (let i = 0; i < people; i++) {
      const s = size * range(rng, 0.95, 1);
      const body = bodies[(first + i) % bodies.length]!;
      out += `<g transform="translate(${n(left + i * step + (size - s) / 2)} ${n(h - s)})">${figure(rng, s, body, pick(rng, skins), pick(rng, hairs))}</g>`;
    }
  };
  const size = Math.min(h * (front > 0 ? 0.9 : 0.8), (w * 0.94) / (back * 0.78 + 0.22));
  row(back, size, 0);
  if (front > 0) row(front, size * (children ? 0.68 : 0.8), back);
  return out;
}

/**
 * A tile of a repeatable background, `s` square, in one colour on a clear ground so it sits on whatever colour
 * the section has; the page fades it (CSS opacity) as far as its text needs. Shapes wrap at the edges, so the
 * seams do not show.
 */
export function pattern(variant: number, rng: Rng, ink: string, motif: Motif, s: number): string {
  const q = s / 4;
  let d = "";
  let body: string;
  if (variant === 0) {
    const r = s * range(rng, 0.05, 0.08);
    for (const [x, y] of [[q, q], [3 * q, 3 * q]] as const) d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    body = `<path d="${d}"/>`;
  } else if (variant === 1) {
    body = `<path d="M0 ${n(s)}L${n(s)} 0M${n(-s / 2)} ${n(s / 2)}L${n(s / 2)} ${n(-s / 2)}M${n(s / 2)} ${n(s * 1.5)}L${n(s * 1.5)} ${n(s / 2)}" fill="none" stroke="${ink}" stroke-width="${n(s * range(rng, 0.04, 0.07))}"/>`;
  } else if (variant === 2) {
    const a = s * range(rng, 0.08, 0.14);
    body = `<path d="M0 ${n(s / 2)}Q${n(q)} ${n(s / 2 - a)} ${n(s / 2)} ${n(s / 2)}T${n(s)} ${n(s / 2)}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.05)}"/>`;
  } else if (variant === 3) {
    const arm = s * range(rng, 0.08, 0.12);
    for (const [x, y] of [[q, q], [3 * q, 3 * q]] as const) d += `M${n(x - arm)} ${n(y)}h${n(2 * arm)}M${n(x)} ${n(y - arm)}v${n(2 * arm)}`;
    body = `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.04)}" stroke-linecap="round"/>`;
  } else if (variant === 4) {
    const g = s * 0.34;
    body = glyph(motif, q - g / 2, q - g / 2, g, ink, 2) + glyph(motif, 3 * q - g / 2, 3 * q - g / 2, g, ink, 2);
  } else {
    // Scallops: half circles along the bottom edge, offset on every other row.
    const r = s / 4;
    body = `<path d="M0 ${n(s / 2)}A${n(r)} ${n(r)} 0 0 1 ${n(s / 2)} ${n(s / 2)}A${n(r)} ${n(r)} 0 0 1 ${n(s)} ${n(s / 2)}M${n(-r)} ${n(s)}A${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(s)}A${n(r)} ${n(r)} 0 0 1 ${n(3 * r)} ${n(s)}A${n(r)} ${n(r)} 0 0 1 ${n(5 * r)} ${n(s)}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.04)}"/>`;
  }
  return `<g fill="${ink}">${body}</g>`;
}

/** A feature icon: the glyph on a small shape in the palette. */
export function icon(variant: number, rng: Rng, t: Tones, motif: Motif, s: number): string {
  const c = s / 2;
  let back: string;
  let ink = t.text;
  if (variant === 0) back = circle(c, c, c, t.wash);
  else if (variant === 1) back = rect(0, 0, s, s, t.wash, ` rx="${n(s * 0.28)}"`);
  else if (variant === 2) back = path(blob(rng, c, c, c * 0.9, 5, 0.12), t.wash);
  else if (variant === 3) {
    back = rect(s * 0.12, s * 0.12, s * 0.76, s * 0.76, t.primary, ` rx="${n(s * 0.12)}" transform="rotate(${n(range(rng, -12, 12))} ${n(c)} ${n(c)})"`);
    ink = t.onPrimary;
  } else if (variant === 4) back = circle(c, c, c * 0.9, "none", ` stroke="${t.primary}" stroke-width="${n(s * 0.06)}"`);
  else {
    back = path(`M0 ${n(s)}V${n(c)}A${n(c)} ${n(c)} 0 0 1 ${n(s)} ${n(c)}V${n(s)}Z`, t.accent);
    ink = t.onAccent;
  }
  const g = s * 0.54;
  return back + glyph(motif, c - g / 2, c - g / 2, g, ink, 1.8);
}
