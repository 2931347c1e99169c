// The offline image generator: a picture from a prompt, drawn by the same art engine as the designer's sites. The
// prompt's words choose what it is of (a motif: coffee, mountains, a camera...), its colours (named colours, times
// of day, places and moods), and the seed; the size sets its shape and the style its saturation (vivid: clear and
// bright, natural: muted and earthy). Deterministic: the same prompt, size and style always give the same picture.
import { motifs, type Motif } from "../../schema/motifs";
import type { ImageSize, ImageStyle } from "../../schema/images";
import { contentHash } from "../caching";
import { mix } from "../styles";
import { compositions, drawArt, drawPeople, type ArtColours } from "./index";

/** Words people write for each motif, beyond the motif's own name. */
const motifWords: Partial<Record<Motif, string[]>> = {
  coffee: ["cafe", "café", "espresso", "latte", "tea", "mug", "barista"],
  bread: ["bakery", "baker", "loaf", "pastry", "croissant", "mandazi", "chapati"],
  cake: ["cakes", "birthday", "cupcake", "dessert", "sweet"],
  utensils: ["restaurant", "food", "kitchen", "dinner", "lunch", "meal", "chef", "cooking"],
  wine: ["vineyard", "bar", "cocktail", "drinks"],
  pizza: ["pizzeria"],
  fish: ["seafood", "fishing", "fisherman", "aquarium", "lake"],
  wheat: ["farm", "farming", "harvest", "grain", "field", "crops", "agriculture", "shamba"],
  scissors: ["salon", "barber", "hair", "haircut", "tailor", "sewing"],
  sparkles: ["beauty", "spa", "cleaning", "magic", "glow", "skincare"],
  tooth: ["dentist", "dental", "smile"],
  stethoscope: ["doctor", "clinic", "health", "medical", "hospital", "nurse"],
  pill: ["pharmacy", "chemist", "medicine"],
  lotus: ["yoga", "meditation", "wellness", "calm", "flower", "flowers", "garden"],
  dumbbell: ["gym", "fitness", "workout", "training", "sport", "sports"],
  paw: ["pet", "pets", "dog", "dogs", "cat", "cats", "vet", "animal", "animals"],
  wrench: ["mechanic", "repair", "garage", "plumber", "plumbing"],
  bolt: ["electric", "electrician", "energy", "power", "solar", "lightning"],
  droplet: ["water", "rain"],
  broom: ["cleaner", "housekeeping"],
  hammer: ["builder", "construction", "carpenter", "workshop"],
  "paint-roller": ["painter", "painting", "decorating"],
  house: ["home", "homes", "real", "estate", "property", "apartment", "interior"],
  key: ["rental", "rentals", "locksmith", "airbnb"],
  car: ["cars", "taxi", "driving", "transport", "auto"],
  leaf: ["nature", "eco", "green", "plant", "plants", "organic", "botanical"],
  scale: ["law", "lawyer", "legal", "justice", "advocate"],
  chart: ["finance", "business", "growth", "marketing", "data", "analytics", "accounting"],
  briefcase: ["office", "consulting", "consultant", "career", "work", "corporate"],
  shield: ["security", "insurance", "safety", "protection"],
  camera: ["photo", "photography", "photographer", "portrait"],
  "pen-tool": ["design", "designer", "logo", "brand", "illustration"],
  code: ["developer", "software", "programming", "tech", "coding"],
  music: ["band", "song", "concert", "musician", "guitar", "piano", "choir"],
  mic: ["podcast", "radio", "singer", "speaker"],
  film: ["movie", "cinema", "video", "studio"],
  palette: ["art", "artist", "gallery", "colourful", "colorful", "creative"],
  book: ["books", "library", "reading", "author", "writer", "blog", "story"],
  rings: ["wedding", "marriage", "engagement", "bride"],
  ticket: ["event", "festival", "show", "theatre", "theater"],
  calendar: ["schedule", "booking", "appointment"],
  party: ["celebration", "celebrate", "fun"],
  graduation: ["school", "university", "college", "education", "student", "students"],
  pencil: ["tutor", "tutoring", "lesson", "class", "teacher"],
  church: ["chapel", "worship", "faith", "parish"],
  "hands-heart": ["charity", "nonprofit", "volunteer", "community", "care", "help"],
  globe: ["world", "travel", "international", "global", "map"],
  tree: ["forest", "woods", "trees", "park", "safari", "savanna"],
  shirt: ["fashion", "clothing", "clothes", "boutique", "kitenge"],
  gem: ["jewellery", "jewelry", "diamond", "luxury", "beads"],
  vase: ["pottery", "ceramics", "decor", "crafts"],
  gift: ["gifts", "present", "shop"],
  "shopping-bag": ["store", "shopping", "market", "sale", "retail"],
  cpu: ["computer", "electronics", "hardware"],
  smartphone: ["phone", "mobile", "app"],
  bed: ["hotel", "lodge", "guesthouse", "bedroom", "sleep"],
  plane: ["flight", "airline", "tour", "tours", "holiday", "vacation"],
  compass: ["adventure", "explore", "hiking", "trek"],
  sun: ["sunrise", "sunset", "summer", "sunny", "morning", "beach"],
  mountain: ["mountains", "kilimanjaro", "kenya", "hill", "hills", "peak", "climbing"],
  wave: ["ocean", "sea", "surf", "coast", "diani", "mombasa", "swim", "swimming"],
  rocket: ["startup", "launch", "space"],
  cloud: ["sky", "weather", "hosting"],
  wallet: ["money", "payments", "bank", "savings", "mpesa"],
};

/** Colours named in prompts, and words that suggest some (times of day, places, seasons). */
const colourWords: Record<string, string> = {
  red: "#dc2626", crimson: "#be123c", orange: "#ea580c", amber: "#d97706", gold: "#ca8a04", golden: "#ca8a04", yellow: "#eab308",
  lime: "#65a30d", green: "#16a34a", emerald: "#059669", teal: "#0d9488", turquoise: "#0891b2", cyan: "#0891b2", blue: "#2563eb",
  navy: "#1e3a8a", indigo: "#4f46e5", violet: "#7c3aed", purple: "#9333ea", magenta: "#c026d3", pink: "#db2777", rose: "#e11d48",
  brown: "#92400e", coffee: "#7c4a2d", chocolate: "#5b3413", beige: "#d6c7a1", cream: "#f3e8cf", grey: "#6b7280", gray: "#6b7280",
  black: "#111827", white: "#f8fafc", silver: "#94a3b8", sunset: "#f97316", sunrise: "#fb923c", ocean: "#0369a1", sea: "#0e7490",
  forest: "#166534", sky: "#0ea5e9", desert: "#c2410c", savanna: "#b45309", night: "#1e1b4b", autumn: "#c2410c", spring: "#84cc16",
  winter: "#60a5fa", lavender: "#a78bfa", mint: "#34d399", coral: "#fb7185", terracotta: "#c2603f", olive: "#65733a",
};

const darkWords = /\b(night|dark|midnight|moody|noir|evening)\b/;

function words(prompt: string): string[] {
  return prompt.toLowerCase().normalize("NFKD").replace(/[^a-z0-9é\s-]/g, " ").split(/[\s-]+/).filter(Boolean);
}

/** Motifs that are the weather or the time of day: "a sunny bakery" is of bread, not of the sun. */
const atmosphere: readonly Motif[] = ["sun", "cloud"];

/**
 * What the picture is of: the first word of the prompt that names a subject (the weather only when nothing else
 * is named), else one chosen by the prompt's hash.
 */
export function motifFor(prompt: string): Motif {
  const named = words(prompt).flatMap((word): Motif[] => {
    if ((motifs as readonly string[]).includes(word)) return [word as Motif];
    const motif = Object.entries(motifWords).find(([, synonyms]) => synonyms!.includes(word))?.[0];
    return motif ? [motif as Motif] : [];
  });
  return named.find((m) => !atmosphere.includes(m)) ?? named[0] ?? motifs[Number.parseInt(contentHash(prompt), 16) % motifs.length]!;
}

/** Saturation and lightness toward a muted, earthy look (natural) or left clear and bright (vivid). */
function tuned(hex: string, style: ImageStyle): string {
  return style === "natural" ? mix(hex, "#8b8170", 0.35) : hex;
}

/** The colours: named ones from the prompt (in order), else a palette of the prompt's hash; dark words, a night ground. */
export function coloursFor(prompt: string, style: ImageStyle): ArtColours {
  const named = words(prompt).map((w) => colourWords[w]).filter((c): c is string => c !== undefined);
  const hue = Number.parseInt(contentHash(`${prompt}/colours`), 16);
  const fallback = ["#2563eb", "#16a34a", "#ea580c", "#9333ea", "#0d9488", "#db2777", "#ca8a04", "#0369a1"];
  const primary = named[0] ?? fallback[hue % fallback.length]!;
  const secondary = named[1] ?? mix(primary, fallback[(hue >>> 4) % fallback.length]!, 0.55);
  const accent = named[2] ?? fallback[(hue >>> 8) % fallback.length]!;
  const dark = darkWords.test(prompt.toLowerCase());
  const background = dark ? "#0f172a" : mix("#ffffff", secondary, style === "natural" ? 0.18 : 0.1);
  const text = dark ? "#f8fafc" : "#1f2937";
  return { primary: tuned(primary, style), secondary: tuned(secondary, style), accent: tuned(accent, style), background, text };
}

/** Words for people, and how many each means when the prompt gives no number. */
const peopleWords: Record<string, number> = {
  person: 1, man: 1, woman: 1, girl: 1, boy: 1, child: 1, baby: 1, portrait: 1, headshot: 1, me: 1, lady: 1, gentleman: 1,
  mother: 2, mum: 2, mom: 2, father: 2, dad: 2, parents: 2, couple: 2, pair: 2, twins: 2, duo: 2, trio: 3,
  family: 4, families: 4, children: 3, kids: 3, people: 3, team: 3, staff: 3, friends: 3, group: 3, crowd: 6, students: 3, employees: 3, colleagues: 3,
  men: 2, women: 2, girls: 2, boys: 2, smiling: 1, faces: 3,
};
const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, several: 4, many: 6 };
const childWords = /\b(family|families|child|children|kids|baby|mother|father|mum|mom|dad|parents)\b/;

/** How many people the prompt asks for ("a family of four smiling"), or null when it is not of people. */
export function peopleIn(prompt: string): { count: number; children: boolean } | null {
  const list = words(prompt);
  const named = list.map((w) => peopleWords[w]).filter((v): v is number => v !== undefined);
  if (named.length === 0) return null;
  const counted = list.map((w) => numberWords[w] ?? (/^[1-9]$/.test(w) ? Number(w) : undefined)).find((v) => v !== undefined);
  return { count: Math.min(8, counted ?? Math.max(...named)), children: childWords.test(list.join(" ")) };
}

/**
 * The picture for `prompt` as an SVG of `size` (width x height): people when it asks for people, otherwise its
 * subject's scene. Illustrations, never photos: the image dialog says so before a credit is spent.
 */
export function promptArt(prompt: string, size: ImageSize, style: ImageStyle): string {
  const [w, h] = size.split("x").map(Number) as [number, number];
  const seed = Number.parseInt(contentHash(`${prompt}/${size}/${style}`), 16) % (compositions("hero") * 1000);
  const people = peopleIn(prompt);
  if (people) return drawPeople(people.count, people.children, seed, coloursFor(prompt, style), [w, h]);
  return drawArt({ motif: motifFor(prompt), seed }, coloursFor(prompt, style), "hero", [w, h]);
}
