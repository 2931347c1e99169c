// The built-in designer: three complete website designs from a plain-words description, with no AI service at all.
// Deterministic (variety comes from a hash of the prompt), fast, and written in the prompt's own terms: its name,
// trade, place, audience and offers.
import { applySeoAutofill, defaultDocument, documentLimits, type Layout, type Section, type WebsiteDocument } from "../../schema/site-document";
import { categories as categoryOptions, colourSchemes, PROMPT_MAX, type Category, type Scheme } from "../../schema/prompt";
import { AA, contrastRatio, readableOn } from "../../site/contrast";

const categories: readonly Category[] = categoryOptions.map((c) => c.value);
const schemes: readonly Scheme[] = colourSchemes.map((s) => s.value);

/** FNV-1a: a small, stable hash, so the same prompt always gives the same designs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length]!;
}

function clean(prompt: string): string {
  // Control characters would look broken in a heading; the rest is kept as the user wrote it (the renderer escapes).
  return prompt.slice(0, PROMPT_MAX).replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The description without the guided builder's " | Category: ..." and " | Style: ..." suffixes. */
function splitSuffixes(prompt: string): { text: string; category?: string; style?: string } {
  const parts = prompt.split("|").map((p) => p.trim());
  const out: { text: string; category?: string; style?: string } = { text: parts[0] ?? "" };
  for (const part of parts.slice(1)) {
    const m = /^(category|style)\s*:\s*(.+)$/i.exec(part);
    if (m?.[1]?.toLowerCase() === "category") out.category = m[2];
    else if (m?.[1]?.toLowerCase() === "style") out.style = m[2];
  }
  return out;
}

const BOUNDARY = "(?=\\s+(?:in|at|on|from|selling|offering|for|that|which|with|who|where|based|located|and|near|about)\\b|[,.;:!?]|$)";

export function extractName(prompt: string): string | null {
  const { text } = splitSuffixes(clean(prompt));
  const patterns = [
    new RegExp(`\\b(?:called|named)\\s+["“'‘]([^"”'’]{1,80})["”'’]`, "i"),
    new RegExp(`\\b(?:called|named|name is)\\s+(.{1,80}?)${BOUNDARY}`, "i"),
    /["“]([^"”]{2,80})["”]/,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[1]?.trim().replace(/[.,;:!?]+$/, "");
    if (found) return clip(found, documentLimits.siteName);
  }
  return null;
}

const categoryWords: [Category, RegExp][] = [
  ["ecommerce", /\b(shop|store|sell|selling|sells|products?|e-?commerce|online shop|boutique|merch)\b/i],
  ["portfolio", /\b(portfolio|photographer|designer|illustrator|artist|architect|my work|showcase|videographer)\b/i],
  ["event", /\b(conference|wedding|festival|summit|meetup|concert|party|gala|event|expo|retreat)\b/i],
  ["educational", /\b(school|course|courses|tutor|tutoring|academy|bootcamp|lessons?|classes|university|college|training)\b/i],
  ["nonprofit", /\b(charity|non-?profit|foundation|volunteer|ngo|donat\w*|fundrais\w*|community group)\b/i],
  ["blog", /\b(blog|recipes|journal|diary|newsletter|articles|writing|stories)\b/i],
  ["personal", /\b(resume|cv|about me|personal|my name|myself)\b/i],
  ["business", /\b(business|company|firm|agency|consult\w*|services|clinic|restaurant|cafe|bakery|salon|studio)\b/i],
];

function labelToValue<T extends string>(label: string | undefined, values: readonly T[]): T | null {
  if (!label) return null;
  const key = label.toLowerCase().replace(/[^a-z]/g, "");
  return values.find((v) => v.replace(/[^a-z]/g, "") === key) ?? null;
}

export function detectCategory(prompt: string): Category {
  const { text, category } = splitSuffixes(clean(prompt));
  return labelToValue(category, categories) ?? categoryWords.find(([, re]) => re.test(text))?.[0] ?? "business";
}

const schemeWords: [Scheme, RegExp][] = [
  ["dark", /\b(dark|night|black|moody)\b/i],
  ["vibrant", /\b(vibrant|colou?rful|bright|bold|fun|lively)\b/i],
  ["minimal", /\b(minimal|minimalist|clean|simple|calm|quiet)\b/i],
  ["gradient", /\b(gradient|futuristic|tech|startup)\b/i],
  ["corporate", /\b(corporate|professional|serious|law|finance|bank|insurance)\b/i],
  ["creative", /\b(creative|artistic|playful|quirky|handmade|craft)\b/i],
  ["modern", /\b(modern|sleek|contemporary|fresh)\b/i],
];

export function detectScheme(prompt: string): Scheme {
  const { text, style } = splitSuffixes(clean(prompt));
  return labelToValue(style, schemes) ?? schemeWords.find(([, re]) => re.test(text))?.[0] ?? "modern";
}

type Colors = WebsiteDocument["style"]["colors"];
const c = (primary: string, secondary: string, accent: string, background: string, text: string): Colors => ({ primary, secondary, accent, background, text });

const palettes: Record<Scheme, Colors[]> = {
  modern: [c("#1d4ed8", "#1e3a8a", "#f59e0b", "#ffffff", "#1f2937"), c("#0f766e", "#134e4a", "#fbbf24", "#f8fafc", "#1e293b"), c("#4338ca", "#312e81", "#22d3ee", "#ffffff", "#111827")],
  vibrant: [c("#c026d3", "#7e22ce", "#facc15", "#ffffff", "#1f2937"), c("#e11d48", "#9f1239", "#fde047", "#fff7ed", "#1c1917"), c("#ea580c", "#b91c1c", "#22d3ee", "#fffbeb", "#1c1917")],
  minimal: [c("#111827", "#374151", "#2563eb", "#ffffff", "#111827"), c("#1f2937", "#4b5563", "#d97706", "#fafaf9", "#1c1917"), c("#0f172a", "#334155", "#0d9488", "#f8fafc", "#0f172a")],
  dark: [c("#1e293b", "#0f172a", "#38bdf8", "#0b1120", "#e2e8f0"), c("#27272a", "#18181b", "#a3e635", "#09090b", "#e4e4e7"), c("#312e81", "#1e1b4b", "#f472b6", "#0c0a1d", "#e0e7ff")],
  gradient: [c("#6d28d9", "#be185d", "#fbbf24", "#ffffff", "#1f2937"), c("#1d4ed8", "#7c3aed", "#34d399", "#ffffff", "#111827"), c("#0e7490", "#4338ca", "#fb923c", "#f8fafc", "#0f172a")],
  corporate: [c("#1e3a8a", "#1e40af", "#f59e0b", "#ffffff", "#1f2937"), c("#134e4a", "#115e59", "#eab308", "#ffffff", "#1e293b"), c("#334155", "#1e293b", "#0ea5e9", "#ffffff", "#0f172a")],
  creative: [c("#9d174d", "#7c2d12", "#fde047", "#fffbf5", "#1c1917"), c("#166534", "#365314", "#fb7185", "#fefce8", "#1a2e05"), c("#7c2d12", "#9a3412", "#facc15", "#fff7ed", "#292524")],
};

/** Every palette keeps text readable; a colour that would not be is replaced (see site/contrast for the rule). */
export function readablePalette(colors: Colors): Colors {
  const text = contrastRatio(colors.text, colors.background) >= AA ? colors.text : readableOn(colors.background);
  let primary = colors.primary;
  // White text sits on the primary colour (header); darken until it reads.
  for (let i = 0; i < 10 && contrastRatio("#ffffff", primary) < AA && readableOn(primary) === "#ffffff"; i++) primary = darken(primary);
  return { ...colors, text, primary };
}

function darken(hex: string): string {
  return `#${[1, 3, 5].map((i) => Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * 0.85).toString(16).padStart(2, "0")).join("")}`;
}

const fontPairs: WebsiteDocument["style"]["fonts"][] = [
  { heading: "Poppins", body: "Inter" },
  { heading: "Montserrat", body: "Open Sans" },
  { heading: "Inter", body: "Roboto" },
  { heading: "Roboto", body: "Open Sans" },
  { heading: "Montserrat", body: "Inter" },
];

interface Brief {
  name: string;
  topic: string | null;
  category: Category;
  scheme: Scheme;
  trade: string;
  place: string | null;
  audience: string | null;
  offers: string[];
  seed: number;
}

const categoryNouns: Record<Category, string> = {
  business: "business",
  portfolio: "studio",
  ecommerce: "shop",
  blog: "journal",
  personal: "page",
  event: "event",
  educational: "school",
  nonprofit: "foundation",
};

function extractTrade(text: string, category: Category, name: string | null): string {
  const stripped = (name ? text.replace(name, " ") : text).replace(/["“”‘’]/g, " ").replace(/\s+/g, " ");
  const m = /\b(?:a|an|my|our|the)\s+((?:[a-z][a-z&'-]*\s){0,2}?[a-z][a-z&'-]*)(?=\s+(?:called|named|in|at|for|selling|that|which|with|based|offering|who|where|website|site|page|from|about)\b|[,.;:!?]|$)/i.exec(stripped);
  let trade = m?.[1]?.toLowerCase().replace(/\b(website|site|web site|homepage|landing page|page)\b/g, "").trim();
  // "a portfolio for a wedding photographer": the trade is the person the page is for.
  const forWhom = /\bfor\s+(?:a|an)\s+([a-z][a-z\s-]{2,40}?)(?=\s+(?:in|at|who|with|called|named)\b|[,.;:!?]|$)/i.exec(stripped)?.[1];
  if (forWhom && (!trade || genericTrades.has(trade))) trade = forWhom.toLowerCase().trim();
  return trade && trade.length > 1 ? clip(trade, 40) : categoryNouns[category];
}

/** Words that say what kind of page it is, not what the business does. */
const genericTrades = new Set(["portfolio", "website", "shop", "online shop", "store", "online store", "blog", "page", "site", "landing", "business"]);

/** "a blog about plant-based cooking": what the site is about, when the description says so. */
function extractTopic(text: string): string | null {
  const m = /\babout\s+([a-z][^,.;:!?|]{2,60}?)(?=\s+for\b|[,.;:!?|]|$)/i.exec(text);
  return m?.[1] ? m[1].trim() : null;
}

function extractPlace(text: string): string | null {
  const m = /\b(?:in|based in|located in|from|across)\s+((?:[A-Z][\w'’-]*)(?:\s+[A-Z][\w'’-]*){0,2})/.exec(text);
  return m?.[1] ? clip(m[1], 40) : null;
}

function extractAudience(text: string): string | null {
  const m = /\bfor\s+((?:busy\s+|young\s+|local\s+|small\s+)?[a-z][a-z\s-]{2,40}?)(?=[,.;:!?]|\s+(?:in|who|that|with|and)\b|$)/i.exec(text);
  const found = m?.[1]?.trim().replace(/^(a|an|the)\s+/i, "");
  return found && !/^(a|an|the|my|our|sale)$/i.test(found) ? found.toLowerCase() : null;
}

function extractOffers(text: string): string[] {
  const m = /\b(?:selling|sells|offering|offers|specialising in|specializing in|serving|making|teaching|with)\s+([^.;|!?]+)/i.exec(text);
  if (!m?.[1]) return [];
  return m[1]
    .split(/,|\band\b|&(?=\s)/)
    .map((s) => s.replace(/\b(in|at|for)\s+[A-Z].*$/, "").trim())
    .filter((s) => s.length > 1 && s.length <= 60)
    .slice(0, 4);
}

function generatedName(trade: string, place: string | null, category: Category, seed: number): string {
  const word = titleCase(trade.split(" ").slice(-1)[0] ?? "Studio");
  const options = place
    ? [`${place} ${titleCase(trade)}`, `${word} House ${place}`, `The ${place} ${word}`]
    : [`Bright ${word}`, `${word} & Co`, `North Star ${word}`];
  if (category === "personal") return "My Page";
  return clip(pick(options, seed), documentLimits.siteName);
}

function brief(prompt: string): Brief {
  const cleaned = clean(prompt);
  const { text } = splitSuffixes(cleaned);
  const category = detectCategory(cleaned);
  const scheme = detectScheme(cleaned);
  const extracted = extractName(cleaned);
  const trade = extractTrade(text, category, extracted);
  const place = extractPlace(text);
  const seed = hash(cleaned.toLowerCase());
  const topic = extractTopic(text);
  let offers = extractOffers(text);
  let audience = extractAudience(text);
  // A shop "for handmade leather bags" sells them; it does not serve them as an audience.
  if (category === "ecommerce" && offers.length === 0 && audience) {
    offers = [audience];
    audience = null;
  }
  if (audience && trade.includes(audience)) audience = null;
  const key = offers[0] ?? topic ?? trade;
  return {
    name: extracted ?? generatedName(key, place, category, seed),
    topic,
    category,
    scheme,
    trade,
    place,
    audience,
    offers,
    seed,
  };
}

const people = ["Amina Otieno", "Daniel Reyes", "Grace Wanjiku", "Tomás Silva", "Priya Nair", "Kwame Mensah", "Lena Fischer", "Sofia Rossi", "Joseph Kamau", "Mei Chen", "Fatima Bello", "Oliver Hughes"];

const phoneByPlace: [RegExp, string][] = [
  [/nairobi|mombasa|kisumu|kenya/i, "+254 700 123 456"],
  [/lagos|abuja|nigeria/i, "+234 801 234 5678"],
  [/cape town|johannesburg|durban|south africa/i, "+27 21 555 0123"],
  [/kampala|uganda/i, "+256 700 123 456"],
  [/accra|ghana/i, "+233 20 123 4567"],
  [/london|manchester|uk|england/i, "+44 20 7946 0123"],
  [/berlin|munich|germany/i, "+49 30 1234 5678"],
  [/lisbon|porto|portugal/i, "+351 21 123 4567"],
];

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "").slice(0, 30) || "hello";
}

const headlines: Record<Category, ((b: Brief) => string)[]> = {
  business: [(b) => `${cap(b.trade)} you can count on${b.place ? ` in ${b.place}` : ""}`, (b) => `Welcome to ${b.name}`, (b) => `The ${b.trade} ${b.place ?? "people"} recommend`],
  portfolio: [(b) => `Work that speaks for itself`, (b) => `${b.name}: selected work`, (b) => `Ideas, made real${b.place ? ` in ${b.place}` : ""}`],
  ecommerce: [(b) => (b.offers[0] ? `${cap(b.offers[0])}, made with care` : `Shop ${b.name}`), (b) => (b.place ? `Good things from ${b.place}` : `Find something you love`), (b) => `Welcome to ${b.name}`],
  blog: [(b) => `Stories and notes from ${b.name}`, (b) => (b.topic ? `All about ${b.topic}` : "Read, try, share"), (b) => `Welcome to ${b.name}`],
  personal: [(b) => `Hello, welcome to ${b.name}`, () => `A little about me`, () => `Nice to meet you`],
  event: [(b) => `${b.name}${b.place ? ` · ${b.place}` : ""}`, (b) => `Join us at ${b.name}`, () => `Save the date`],
  educational: [(b) => `Learn with ${b.name}`, (b) => `${cap(b.trade)} that helps you grow`, () => `Your next step starts here`],
  nonprofit: [(b) => `Together we can do more${b.place ? ` in ${b.place}` : ""}`, (b) => `Support ${b.name}`, () => `Change starts with people like you`],
};

function subheading(b: Brief): string {
  const offers = b.offers.length ? b.offers.join(", ") : null;
  const parts = [
    `${b.name} is ${/^[aeiou]/i.test(b.trade) ? "an" : "a"} ${b.trade}${b.topic ? ` about ${b.topic}` : ""}${b.place ? ` in ${b.place}` : ""}`,
    offers ? `offering ${offers}` : null,
    b.audience ? `for ${b.audience}` : null,
  ].filter(Boolean);
  return clip(`${parts.join(" ")}.`, documentLimits.subheading);
}

function featureItems(b: Brief): { title: string; description: string }[] {
  const local = b.place ? `in ${b.place}` : "near you";
  const fromOffers = b.offers.map((o) => ({ title: cap(o), description: `Our ${o}, prepared with care by the ${b.name} team.` }));
  const general: Record<Category, { title: string; description: string }[]> = {
    business: [
      { title: "Experienced people", description: `A friendly ${b.trade} team that knows ${b.place ?? "its customers"} well.` },
      { title: "Fair, clear prices", description: "You know what you pay before we start. No surprises." },
      { title: "Easy to reach", description: `Call, write or visit us ${local}; we answer quickly.` },
    ],
    portfolio: [
      { title: "Thoughtful process", description: "Every project starts by listening, then sketching, then refining." },
      { title: "Made to last", description: "Work that still looks right years from now." },
      { title: "Delivered on time", description: "Clear milestones and honest updates all the way." },
    ],
    ecommerce: [
      { title: "Fresh and well made", description: `Every order is prepared by ${b.name} ${local}.` },
      { title: "Easy payment", description: "Pay by card or M-Pesa, whichever suits you." },
      { title: "Fast delivery", description: `Quick delivery ${local}, carefully packed.` },
    ],
    blog: [
      { title: "New posts every week", description: "Fresh ideas you can try straight away." },
      { title: "Honest and practical", description: "Written from experience, not from a press release." },
      { title: "A friendly community", description: "Readers share tips and questions in every post." },
    ],
    personal: [
      { title: "What I do", description: `I work as ${/^[aeiou]/i.test(b.trade) ? "an" : "a"} ${b.trade}${b.place ? ` in ${b.place}` : ""}.` },
      { title: "What I care about", description: "Good work, kind people and learning something every day." },
      { title: "Let's talk", description: "I'm always happy to hear about new ideas." },
    ],
    event: [
      { title: "Inspiring sessions", description: "Talks and workshops from people who do the work." },
      { title: "Great company", description: "Meet others who share your interests." },
      { title: "Easy to get to", description: `A venue ${local} with good transport links.` },
    ],
    educational: [
      { title: "Expert teachers", description: "Learn from people who love their subject." },
      { title: "Small groups", description: "Every learner gets attention and feedback." },
      { title: "Flexible times", description: "Morning, evening and weekend options." },
    ],
    nonprofit: [
      { title: "Where your gift goes", description: `Donations go straight to our work ${local}.` },
      { title: "Run by volunteers", description: "Local people giving their time every week." },
      { title: "Open and accountable", description: "We publish what we raise and what we spend." },
    ],
  };
  return [...fromOffers, ...general[b.category]].slice(0, 4);
}

function sections(b: Brief, variant: number): Section[] {
  const headline = clip(pick(headlines[b.category], b.seed + variant)(b), documentLimits.title);
  const hero: Section = { id: "home", type: "hero", heading: headline, subheading: subheading(b) };
  const features: Section = {
    id: "highlights",
    type: "features",
    title: pick(["Why choose us", "What we offer", `Why ${b.name}`], b.seed + variant),
    content: clip(`What makes ${b.name} different${b.audience ? ` for ${b.audience}` : ""}.`, documentLimits.text),
    items: featureItems(b),
  };
  const about: Section = {
    id: "about",
    type: "content",
    title: pick(["Our story", `About ${b.name}`, "Who we are"], b.seed + variant + 1),
    content: clip(
      `${b.name} started with a simple idea: ${b.offers[0] ? `great ${b.offers[0]}` : `a ${b.trade} people love`}${b.place ? `, right here in ${b.place}` : ""}.\n\n` +
        `Today we ${b.category === "nonprofit" ? "serve our community" : "welcome new faces every week"}, and we still care about the details as much as on day one.`,
      documentLimits.text,
    ),
  };
  const gallery: Section = {
    id: "gallery",
    type: "gallery",
    title: b.category === "ecommerce" ? "Our products" : b.category === "portfolio" ? "Selected work" : "A closer look",
    items: (b.offers.length ? b.offers : [cap(b.trade), b.place ?? "Our place", "Our people"]).slice(0, 4).map((o, i) => ({
      title: cap(o),
      description: pick(["Made with care", "A customer favourite", "New this season", "Ask us about it"], b.seed + i),
    })),
  };
  const quotes: Section = {
    id: "reviews",
    type: "testimonials",
    title: "What people say",
    items: [0, 1, 2].map((i) => ({
      title: pick(people, b.seed + i * 5),
      description: b.place ?? "Customer",
      content: pick(
        [
          `${b.name} is the best ${b.trade} I know${b.place ? ` in ${b.place}` : ""}.`,
          `Friendly people and excellent ${b.offers[0] ?? "service"}. I recommend them to everyone.`,
          "I keep coming back. Every visit is as good as the first.",
          `Exactly what I was looking for, and more.`,
        ],
        b.seed + i,
      ),
    })),
  };
  const phone = b.place ? phoneByPlace.find(([re]) => re.test(b.place!))?.[1] : undefined;
  const email = `hello@${slug(b.name)}.example`;
  const contact: Section = {
    id: "contact",
    type: "contact",
    title: pick(["Get in touch", "Contact us", "Say hello"], b.seed + variant),
    content: `We would love to hear from you${b.audience ? `, especially if you are one of the ${b.audience} we serve` : ""}.`,
    items: [
      { title: "Email", content: email, link: `mailto:${email}` },
      ...(phone ? [{ title: "Phone", content: phone, link: `tel:${phone.replace(/\s/g, "")}` }] : []),
      ...(b.place ? [{ title: "Find us", content: b.place }] : []),
    ],
  };
  const visual = b.category === "ecommerce" || b.category === "portfolio" || b.category === "event" || b.offers.length > 1;
  const orders: Section[][] = [
    [hero, features, ...(visual ? [gallery] : [about]), quotes, contact],
    [hero, about, features, ...(visual ? [gallery] : []), contact],
    [hero, ...(visual ? [gallery] : [features]), quotes, contact],
  ];
  return orders[variant]!;
}

function design(b: Brief, variant: number): WebsiteDocument {
  const doc = defaultDocument();
  const palette = readablePalette(palettes[b.scheme][(b.seed + variant) % 3]!);
  const layouts: Layout[] = ["standard", "sidebar", "minimal"];
  const list = sections(b, variant);
  doc.style = { colors: palette, fonts: fontPairs[(b.seed + variant * 2) % fontPairs.length]!, layout: layouts[(b.seed + variant) % 3]! };
  doc.content.siteName = b.name;
  doc.content.tagline = clip(subheading(b).replace(/\.$/, ""), documentLimits.tagline);
  doc.content.sections = list;
  doc.content.socialLinks = [
    { label: "Instagram", url: `https://instagram.com/${slug(b.name)}` },
    { label: "Facebook", url: `https://facebook.com/${slug(b.name)}` },
  ];
  doc.settings.components = {
    navigation: true,
    footer: true,
    contactForm: list.some((s) => s.type === "contact"),
    gallery: list.some((s) => s.type === "gallery"),
    socialLinks: true,
  };
  doc.settings.effects = { parallax: variant === 0, fadeIn: variant !== 2, smoothScroll: true };
  return applySeoAutofill(doc);
}

/** Three designs for a description: the same prompt always gives the same three. */
export function designWebsites(prompt: string): WebsiteDocument[] {
  const b = brief(prompt);
  return [0, 1, 2].map((variant) => design(b, variant));
}
