// Each motif's glyph, from the Lucide icon set (ISC licence, the same family as the app's lucide-react icons):
// the one recognisable mark in a generated picture, drawn as strokes in a 24-unit box and placed by the scenes.
// One file per icon rather than the package's index: the index loads all of Lucide's icons, which made the Worker's
// test runtime (modules loaded one by one) take seconds to start.
import Amphora from "lucide/dist/esm/icons/amphora.mjs";
import Bed from "lucide/dist/esm/icons/bed.mjs";
import Bolt from "lucide/dist/esm/icons/bolt.mjs";
import Book from "lucide/dist/esm/icons/book.mjs";
import Briefcase from "lucide/dist/esm/icons/briefcase.mjs";
import Brush from "lucide/dist/esm/icons/brush.mjs";
import Cake from "lucide/dist/esm/icons/cake.mjs";
import Calendar from "lucide/dist/esm/icons/calendar.mjs";
import Camera from "lucide/dist/esm/icons/camera.mjs";
import Car from "lucide/dist/esm/icons/car.mjs";
import ChartLine from "lucide/dist/esm/icons/chart-line.mjs";
import Church from "lucide/dist/esm/icons/church.mjs";
import Cloud from "lucide/dist/esm/icons/cloud.mjs";
import Code from "lucide/dist/esm/icons/code.mjs";
import Coffee from "lucide/dist/esm/icons/coffee.mjs";
import Compass from "lucide/dist/esm/icons/compass.mjs";
import Cpu from "lucide/dist/esm/icons/cpu.mjs";
import Croissant from "lucide/dist/esm/icons/croissant.mjs";
import Droplet from "lucide/dist/esm/icons/droplet.mjs";
import Dumbbell from "lucide/dist/esm/icons/dumbbell.mjs";
import Film from "lucide/dist/esm/icons/film.mjs";
import Fish from "lucide/dist/esm/icons/fish.mjs";
import Flower2 from "lucide/dist/esm/icons/flower-2.mjs";
import Gem from "lucide/dist/esm/icons/gem.mjs";
import Gift from "lucide/dist/esm/icons/gift.mjs";
import Globe from "lucide/dist/esm/icons/globe.mjs";
import GraduationCap from "lucide/dist/esm/icons/graduation-cap.mjs";
import Hammer from "lucide/dist/esm/icons/hammer.mjs";
import HandHeart from "lucide/dist/esm/icons/hand-heart.mjs";
import Heart from "lucide/dist/esm/icons/heart.mjs";
import House from "lucide/dist/esm/icons/house.mjs";
import Key from "lucide/dist/esm/icons/key.mjs";
import Leaf from "lucide/dist/esm/icons/leaf.mjs";
import Mic from "lucide/dist/esm/icons/mic.mjs";
import Mountain from "lucide/dist/esm/icons/mountain.mjs";
import Music from "lucide/dist/esm/icons/eighth-notes.mjs";
import Palette from "lucide/dist/esm/icons/palette.mjs";
import PaintRoller from "lucide/dist/esm/icons/paint-roller.mjs";
import PartyPopper from "lucide/dist/esm/icons/party-popper.mjs";
import PawPrint from "lucide/dist/esm/icons/paw-print.mjs";
import Pencil from "lucide/dist/esm/icons/pencil.mjs";
import PenTool from "lucide/dist/esm/icons/pen-tool.mjs";
import Pill from "lucide/dist/esm/icons/pill.mjs";
import Pizza from "lucide/dist/esm/icons/pizza.mjs";
import Plane from "lucide/dist/esm/icons/plane.mjs";
import Rocket from "lucide/dist/esm/icons/rocket.mjs";
import Scale from "lucide/dist/esm/icons/scale.mjs";
import Scissors from "lucide/dist/esm/icons/scissors.mjs";
import Shield from "lucide/dist/esm/icons/shield.mjs";
import Shirt from "lucide/dist/esm/icons/shirt.mjs";
import ShoppingBag from "lucide/dist/esm/icons/shopping-bag.mjs";
import Smartphone from "lucide/dist/esm/icons/smartphone.mjs";
import Sparkles from "lucide/dist/esm/icons/sparkles.mjs";
import Stethoscope from "lucide/dist/esm/icons/stethoscope.mjs";
import Sun from "lucide/dist/esm/icons/sun.mjs";
import Ticket from "lucide/dist/esm/icons/ticket.mjs";
import ToothbrushSparkles from "lucide/dist/esm/icons/toothbrush-sparkles.mjs";
import TreePine from "lucide/dist/esm/icons/tree-pine.mjs";
import Utensils from "lucide/dist/esm/icons/utensils.mjs";
import Wallet from "lucide/dist/esm/icons/wallet.mjs";
import WavesHorizontal from "lucide/dist/esm/icons/waves-horizontal.mjs";
import Wheat from "lucide/dist/esm/icons/wheat.mjs";
import Wine from "lucide/dist/esm/icons/wine.mjs";
import Wrench from "lucide/dist/esm/icons/wrench.mjs";
import type { IconNode } from "lucide";
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
