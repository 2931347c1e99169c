// The compositions of heroes and gallery tiles: eight flat, layered scenes in the site's colours, each built
// around the motif's glyph. A scene is picked by seed (seed mod 8), so a run of seeds never repeats one; the
// seed also moves, sizes and tints every shape within it.
import type { Motif } from "../../schema/motifs";
import { blob, circle, dots, n, path, range, rect, ridge, waveBand, type Rng, type Tones } from "./draw";
import { glyph } from "./glyphs";

export interface Frame {
  w: number;
  h: number;
  /** Heroes get a little more texture than tiles: they are seen larger and have twice the bytes. */
  rich: boolean;
  /**
   * Where the main shape stands across the width (0 to 1), when the picture must leave room: a wide backdrop
   * keeps its subject to the right, clear of the text panel over its left side. Otherwise the seed places it.
   */
  focus?: number;
}

/** The subject's x: the frame's focus if it has one, else a seeded place between lo and hi. */
const focusX = (rng: Rng, f: Frame, lo = 0.3, hi = 0.7) => f.w * (f.focus ?? range(rng, lo, hi));

export type Scene = (rng: Rng, t: Tones, motif: Motif, f: Frame) => string;

const m = (w: number, h: number) => Math.min(w, h);

/** A disc with the glyph inside it, the glyph sized to sit well within the circle. */
function badge(motif: Motif, cx: number, cy: number, r: number, fill: string, ink: string): string {
  const g = r * 1.05;
  return circle(cx, cy, r, fill) + glyph(motif, cx - g / 2, cy - g / 2, g, ink);
}

/** Layered hills under a low sun; the glyph sits in the sun. */
const hills: Scene = (rng, t, motif, f) => {
  const { w, h, rich } = f;
  const m = Math.min(w, h);
  const sunX = focusX(rng, f);
  const sunR = m * range(rng, 0.19, 0.23);
  const layers = [t.wash, t.primary, t.deep];
  let out = rect(0, 0, w, h, t.ground);
  if (rich) out += circle(sunX, h * 0.38, sunR * 1.6, t.background, ' opacity=".5"');
  out += badge(motif, sunX, h * 0.38, sunR, t.accent, t.onAccent);
  layers.forEach((fill, i) => {
    out += path(ridge(rng, w, h * (0.55 + i * 0.13), m * 0.05, h, rich ? 4 : 3), fill);
  });
  return out;
};

/** A tall arch window on a plain ground, a sun setting inside it, the glyph above the sun. */
const arch: Scene = (rng, t, motif, f) => {
  const { w, h, rich } = f;
  const aw = Math.min(w * 0.42, h * 0.62);
  const x = focusX(rng, f) - aw / 2;
  const top = h * 0.14;
  const bottom = h * 0.86;
  const r = aw / 2;
  const archPath = `M${n(x)} ${n(bottom)}V${n(top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + aw)} ${n(top + r)}V${n(bottom)}Z`;
  let out = rect(0, 0, w, h, t.ground);
  out += rect(0, bottom, w, h - bottom, t.wash);
  out += path(archPath, t.secondary);
  out += circle(x + r, bottom - r * 0.25, r * 0.55, t.accent);
  out += rect(x, bottom - r * 0.25, aw, r * 0.25, t.primary);
  out += glyph(motif, x + r * 0.45, top + r * 0.4, r * 1.1, t.onSecondary);
  if (rich) out += dots(x + aw + m(w, h) * 0.06, top, m(w, h) * 0.16, m(w, h) * 0.16, m(w, h) * 0.04, 3, t.deep);
  out += circle(x - m(w, h) * 0.08, h * 0.3, m(w, h) * range(rng, 0.03, 0.05), t.primary);
  return out;
};

/** Overlapping soft blobs, and the glyph large over them with an offset print-like shadow. */
const blobs: Scene = (rng, t, motif, f) => {
  const { w, h, rich } = f;
  const s = m(w, h);
  const cx = w * (f.focus ?? 0.5);
  const cy = h / 2;
  let out = rect(0, 0, w, h, t.ground);
  out += path(blob(rng, cx - s * 0.18, cy - s * 0.05, s * 0.34, 7), t.primary);
  out += path(blob(rng, cx + s * 0.22, cy + s * 0.1, s * 0.26, 6), t.secondary, ' opacity=".85"');
  out += path(blob(rng, cx + s * 0.3, cy - s * 0.25, s * 0.1, 5), t.accent);
  if (rich) out += dots(w * 0.06, h * 0.66, s * 0.18, s * 0.18, s * 0.045, 3.5, t.deep);
  const g = s * 0.5;
  out += glyph(motif, cx - g / 2 + s * 0.02, cy - g / 2 + s * 0.02, g, t.accent, 1.6);
  out += glyph(motif, cx - g / 2, cy - g / 2, g, t.onPrimary, 1.6);
  return out;
};

/** A large striped disc half-hidden behind a plain one: the glyph rests on the plain disc. */
const stripes: Scene = (rng, t, motif, f) => {
  const { w, h, rich } = f;
  const s = m(w, h);
  const cx = focusX(rng, f, 0.38, 0.48) - (f.focus ? s * 0.2 : 0);
  const cy = h * 0.5;
  const r = s * 0.36;
  const gap = r / (rich ? 6 : 5);
  let lines = "";
  for (let x = -r; x <= r * 2; x += gap) lines += `M${n(cx - r + x)} ${n(cy + r)}l${n(r)} ${n(-r * 2)}`;
  let out = rect(0, 0, w, h, t.ground);
  out += `<clipPath id="c"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`;
  out += circle(cx, cy, r, t.wash);
  out += `<path d="${lines}" stroke="${t.primary}" stroke-width="${n(gap * 0.38)}" clip-path="url(#c)"/>`;
  out += badge(motif, cx + r * 0.85, cy + r * 0.2, r * 0.62, t.secondary, t.onSecondary);
  out += circle(cx - r * 0.7, cy - r * 0.8, r * 0.16, t.accent);
  out += rect(0, h * 0.88, w, h * 0.12, t.deep);
  return out;
};

/** A grid of cells, each a quarter circle, half circle, disc or triangle, one cell holding the glyph. */
const bauhaus: Scene = (rng, t, motif, f) => {
  const { w, h, rich } = f;
  const rows = rich ? 3 : 2;
  // Square-ish cells whatever the frame's shape.
  const cols = Math.max(3, Math.round(w / (h / rows)));
  const cw = w / cols;
  const ch = h / rows;
  const fills = [t.primary, t.secondary, t.accent, t.deep, t.wash];
  const home = f.focus ? cols - 2 : Math.floor(rng() * cols * rows);
  let out = rect(0, 0, w, h, t.ground);
  for (let i = 0; i < cols * rows; i++) {
    const x = (i % cols) * cw;
    const y = Math.floor(i / cols) * ch;
    const r = Math.min(cw, ch);
    if (i === home) {
      out += rect(x, y, cw, ch, t.background) + glyph(motif, x + cw / 2 - r * 0.36, y + ch / 2 - r * 0.36, r * 0.72, t.text);
      continue;
    }
    const fill = fills[(i + home) % fills.length]!;
    const back = fills[(i + home + 2) % fills.length]!;
    const kind = Math.floor(rng() * 4);
    out += rect(x, y, cw, ch, back);
    if (kind === 0) out += path(`M${n(x)} ${n(y + ch)}V${n(y + ch - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y + ch)}Z`, fill);
    else if (kind === 1) out += path(`M${n(x)} ${n(y + ch)}A${n(cw / 2)} ${n(cw / 2)} 0 0 1 ${n(x + cw)} ${n(y + ch)}Z`, fill);
    else if (kind === 2) out += circle(x + cw / 2, y + ch / 2, r * 0.32, fill);
    else out += path(`M${n(x)} ${n(y)}H${n(x + cw)}L${n(x)} ${n(y + ch)}Z`, fill);
  }
  return out;
};

/** Waves rolling in under a large disc; the glyph in the disc. */
const waves: Scene = (rng, t, motif, f) => {
  const { w, h, rich } = f;
  const s = m(w, h);
  const count = rich ? 4 : 3;
  const fills = [t.wash, t.secondary, t.primary, t.deep];
  let out = rect(0, 0, w, h, t.ground);
  out += badge(motif, focusX(rng, f), h * 0.36, s * 0.23, t.accent, t.onAccent);
  for (let i = 0; i < count; i++) {
    out += path(waveBand(w, h * (0.58 + (i * 0.36) / count), s * 0.035, range(rng, 3, 5), rng(), h), fills[i % fills.length]!);
  }
  return out;
};

/** Two rotated frames, one solid and one outlined, with the glyph large and upright between them. */
const frames: Scene = (rng, t, motif, f) => {
  const { w, h, rich } = f;
  const s = m(w, h);
  const cx = w * (f.focus ?? 0.5);
  const cy = h / 2;
  const fw = s * 0.58;
  const turn = range(rng, -14, 14);
  let out = rect(0, 0, w, h, t.wash);
  if (rich) out += dots(w * 0.05, h * 0.08, s * 0.24, s * 0.24, s * 0.05, 4, t.primary);
  out += rect(cx - fw / 2, cy - fw / 2, fw, fw, t.secondary, ` transform="rotate(${n(turn)} ${n(cx)} ${n(cy)})"`);
  out += rect(cx - fw / 2, cy - fw / 2, fw, fw, "none", ` stroke="${t.accent}" stroke-width="${n(s * 0.02)}" transform="rotate(${n(turn + range(rng, 8, 16))} ${n(cx)} ${n(cy)})"`);
  out += circle(cx + fw * 0.55, cy + fw * 0.45, s * 0.07, t.primary);
  out += glyph(motif, cx - fw * 0.3, cy - fw * 0.3, fw * 0.6, t.onSecondary);
  return out;
};

/** Rainbow arcs rising from one corner, the glyph in the open space opposite. */
const arcs: Scene = (rng, t, motif, f) => {
  const { w, h, rich } = f;
  const s = m(w, h);
  const left = f.focus ? false : rng() < 0.5;
  const ox = left ? 0 : w;
  const oy = h;
  const fills = [t.deep, t.primary, t.secondary, t.accent, t.wash];
  const bands = rich ? 5 : 4;
  const step = (s * 0.9) / bands;
  let out = rect(0, 0, w, h, t.ground);
  for (let i = bands; i > 0; i--) out += circle(ox, oy, step * i, fills[(bands - i) % fills.length]!);
  const g = s * 0.32;
  const gx = left ? w * 0.72 : w * 0.28;
  out += circle(gx, h * 0.32, g * 0.72, t.background);
  out += glyph(motif, gx - g / 2, h * 0.32 - g / 2, g, t.text);
  return out;
};

export const scenes: Scene[] = [hills, arch, blobs, stripes, bauhaus, waves, frames, arcs];
