// Each motif's glyph, from the Lucide icon set (ISC licence, the same family as the app's lucide-react icons):
// the one recognisable mark in a generated picture, drawn as strokes in a 24-unit box and placed by the scenes.
import {
  Amphora, Bed, Bolt, Book, Briefcase, Brush, Cake, Calendar, Camera, Car, ChartLine, Church, Cloud, Code, Coffee, Compass,
  Cpu, Croissant, Droplet, Dumbbell, Film, Fish, Flower2, Gem, Gift, Globe, GraduationCap, Hammer, HandHeart, Heart, House,
  Key, Leaf, Mic, Mountain, Music, Palette, PaintRoller, PartyPopper, PawPrint, Pencil, PenTool, Pill, Pizza, Plane, Rocket,
  Scale, Scissors, Shield, Shirt, ShoppingBag, Smartphone, Sparkles, Stethoscope, Sun, Ticket, ToothbrushSparkles, TreePine,
  Utensils, Wallet, WavesHorizontal, Wheat, Wine, Wrench,
  type IconNode,
} from "lucide";
import type { Motif } from "../../schema/motifs";
import { n } from "./draw";

export type { IconNode };

/** Every motif, its icon. A record over the closed list, so a new motif without a glyph does not compile. */
export const motifIcons: Record<Motif, IconNode> = {
  coffee: Coffee, bread: Croissant, cake: Cake, utensils: Utensils, wine: Wine, pizza: Pizza, fish: Fish, wheat: Wheat,
  scissors: Scissors, sparkles: Sparkles, tooth: ToothbrushSparkles, stethoscope: Stethoscope, pill: Pill, lotus: Flower2,
  dumbbell: Dumbbell, paw: PawPrint,
  wrench: Wrench, bolt: Bolt, droplet: Droplet, broom: Brush, hammer: Hammer, "paint-roller": PaintRoller, house: House,
  key: Key, car: Car, leaf: Leaf,
  scale: Scale, chart: ChartLine, briefcase: Briefcase, shield: Shield,
  camera: Camera, "pen-tool": PenTool, code: Code, music: Music, mic: Mic, film: Film, palette: Palette, book: Book,
  // Lucide has no pair of rings: a heart says "wedding" as plainly.
  rings: Heart, ticket: Ticket, calendar: Calendar, party: PartyPopper,
  graduation: GraduationCap, pencil: Pencil, church: Church, "hands-heart": HandHeart, globe: Globe, tree: TreePine,
  shirt: Shirt, gem: Gem, vase: Amphora, gift: Gift, "shopping-bag": ShoppingBag, cpu: Cpu, smartphone: Smartphone,
  bed: Bed, plane: Plane, compass: Compass, sun: Sun, mountain: Mountain, wave: WavesHorizontal,
  rocket: Rocket, cloud: Cloud, wallet: Wallet,
};

/** The icon's elements as SVG, drawing attributes left to the enclosing group. */
export function iconElements(icon: IconNode): string {
  return icon.map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${v}"`).join(" ")}/>`).join("");
}

/**
 * The motif's glyph, `size` units wide with its top-left at (x, y), stroked in `colour`. `weight` is the line width
 * in the icon's own 24-unit box (Lucide draws at 2; larger glyphs read finer at 1.5).
 */
export function glyph(motif: Motif, x: number, y: number, size: number, colour: string, weight = 1.5): string {
  // The scale is written with one decimal like every other number, and the glyph re-centred in its box for it.
  const scale = Math.max(0.1, Math.round((size / 24) * 10) / 10);
  const offset = (size - 24 * scale) / 2;
  return (
    `<g transform="translate(${n(x + offset)} ${n(y + offset)}) scale(${scale})" fill="none" stroke="${colour}" ` +
    `stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${iconElements(motifIcons[motif])}</g>`
  );
}
