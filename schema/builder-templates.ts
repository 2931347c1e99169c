// The six builder templates the wizard starts from (spec: 1 Portfolio ... 6 Documentation). They ship as code
// (docs/decisions/0005) and are checked by the document schema in tests like any other document.
import { applySeoAutofill, defaultDocument, type Section, type WebsiteDocument } from "./site-document";

export type Popularity = "high" | "medium" | "low";

export interface BuilderTemplate {
  id: 1 | 2 | 3 | 4 | 5 | 6;
  name: string;
  description: string;
  popularity: Popularity;
  /** A small SVG picture of the template, as a data: URI (no request, no external image). */
  thumbnail: string;
  siteName: string;
  tagline: string;
  style: WebsiteDocument["style"];
  defaultSections: Section[];
  components?: Partial<WebsiteDocument["settings"]["components"]>;
  effects?: Partial<WebsiteDocument["settings"]["effects"]>;
}

function thumbnail(style: WebsiteDocument["style"]): string {
  const c = style.colors;
  const side = style.layout === "sidebar";
  const narrow = style.layout === "minimal";
  const x = side ? 70 : narrow ? 60 : 16;
  const w = side ? 154 : narrow ? 120 : 208;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160">` +
    `<rect width="240" height="160" fill="${c.background}"/>` +
    (side ? `<rect width="56" height="160" fill="${c.primary}"/>` : `<rect width="240" height="22" fill="${narrow ? c.background : c.primary}"/>`) +
    `<rect x="${x}" y="${side ? 12 : 32}" width="${w}" height="52" rx="6" fill="${narrow ? c.background : c.secondary}"/>` +
    `<rect x="${x + 10}" y="${side ? 26 : 46}" width="${w * 0.6}" height="8" rx="4" fill="${narrow ? c.text : "#ffffff"}" opacity=".9"/>` +
    `<rect x="${x + 10}" y="${side ? 40 : 60}" width="28" height="8" rx="4" fill="${c.accent}"/>` +
    [0, 1, 2].map((i) => `<rect x="${x + i * (w / 3)}" y="${side ? 76 : 96}" width="${w / 3 - 6}" height="40" rx="5" fill="${c.text}" opacity=".12"/>`).join("") +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type TemplateSource = Omit<BuilderTemplate, "thumbnail">;

const sources: TemplateSource[] = [
  {
    id: 1,
    name: "Portfolio",
    description: "Show your best work with a bold introduction, a project gallery and kind words from clients.",
    popularity: "high",
    siteName: "Maya Okafor Studio",
    tagline: "Brand identity and illustration for thoughtful companies",
    style: {
      colors: { primary: "#111827", secondary: "#312e81", accent: "#f472b6", background: "#ffffff", text: "#1f2937" },
      fonts: { heading: "Montserrat", body: "Inter" },
      layout: "minimal",
    },
    components: { gallery: true, contactForm: true, socialLinks: true },
    effects: { fadeIn: true },
    defaultSections: [
      { id: "intro", type: "hero", heading: "Design that makes people stop and look", subheading: "I help founders and studios find a visual voice, from the first sketch to the finished brand." },
      {
        id: "work",
        type: "gallery",
        title: "Selected work",
        content: "A few recent projects, each built around one clear idea.",
        items: [
          { title: "Harbour Coffee", description: "Identity and packaging for a roastery by the sea" },
          { title: "Northbound Books", description: "A calm, bookish brand for an independent publisher" },
          { title: "Lumen Health", description: "Illustrations that make medical notes less frightening" },
          { title: "Field Notes Festival", description: "Posters and signage for a three-day outdoor festival" },
        ],
      },
      {
        id: "about",
        type: "content",
        title: "About me",
        content: "I am an independent designer with ten years in agencies behind me. I work with a small number of clients at a time, so every project gets my full attention.\n\nMy process is simple: listen closely, sketch widely, then refine until nothing is left to remove.",
      },
      {
        id: "kind-words",
        type: "testimonials",
        title: "Kind words",
        items: [
          { title: "Daniel Reyes", description: "Founder, Harbour Coffee", content: "Maya understood what we were about before we could say it ourselves." },
          { title: "Priya Nair", description: "Editor, Northbound Books", content: "Clear thinking, beautiful craft, and every deadline met." },
        ],
      },
      {
        id: "contact",
        type: "contact",
        title: "Start a project",
        content: "Tell me about your idea. I reply within two working days.",
        items: [
          { title: "Email", content: "hello@mayaokafor.example", link: "mailto:hello@mayaokafor.example" },
          { title: "Based in", content: "Lisbon, working worldwide" },
        ],
      },
    ],
  },
  {
    id: 2,
    name: "Business",
    description: "A confident company site: what you offer, why clients trust you, and how to reach you.",
    popularity: "high",
    siteName: "Summit Advisory",
    tagline: "Practical finance and strategy advice for growing businesses",
    style: {
      colors: { primary: "#1e3a8a", secondary: "#1e40af", accent: "#f59e0b", background: "#ffffff", text: "#1f2937" },
      fonts: { heading: "Poppins", body: "Open Sans" },
      layout: "standard",
    },
    components: { contactForm: true },
    defaultSections: [
      { id: "home", type: "hero", heading: "Grow with a plan you can trust", subheading: "We turn your numbers into decisions, so you can focus on running the business." },
      {
        id: "services",
        type: "features",
        title: "How we help",
        content: "Senior advisers, plain language, and fixed prices agreed up front.",
        items: [
          { title: "Financial planning", description: "Cash-flow forecasts and budgets that hold up in the real world." },
          { title: "Growth strategy", description: "Where to invest next, backed by evidence rather than hunches." },
          { title: "Fundraising support", description: "Investor-ready models, decks and due-diligence packs." },
        ],
      },
      {
        id: "about",
        type: "content",
        title: "Why Summit",
        content: "For fifteen years we have worked beside owner-managed companies, from family firms to venture-backed start-ups. We stay small on purpose: you always talk to the person doing the work.",
      },
      {
        id: "clients",
        type: "testimonials",
        title: "What our clients say",
        items: [
          { title: "Grace Wanjiku", description: "Managing Director, Kestrel Logistics", content: "Summit gave us the clarity to double our fleet without losing sleep." },
          { title: "Tom Becker", description: "Co-founder, Brightleaf", content: "Their model was the first thing our investors praised." },
          { title: "Amara Diallo", description: "Owner, Baobab Interiors", content: "Straight answers, fair fees, and genuinely useful advice." },
        ],
      },
      {
        id: "contact",
        type: "contact",
        title: "Book a free consultation",
        content: "A 30-minute call to see whether we are a good fit.",
        items: [
          { title: "Email", content: "hello@summitadvisory.example", link: "mailto:hello@summitadvisory.example" },
          { title: "Phone", content: "+44 20 7946 0000", link: "tel:+442079460000" },
          { title: "Office", content: "12 Harbour Street, London" },
        ],
      },
    ],
  },
  {
    id: 3,
    name: "Blog",
    description: "A readable home for your writing, with featured posts and a short introduction.",
    popularity: "medium",
    siteName: "The Slow Kitchen",
    tagline: "Seasonal recipes and stories from a small city garden",
    style: {
      colors: { primary: "#14532d", secondary: "#166534", accent: "#fbbf24", background: "#fffdf7", text: "#292524" },
      fonts: { heading: "Montserrat", body: "Roboto" },
      layout: "sidebar",
    },
    components: { socialLinks: true },
    effects: { fadeIn: true },
    defaultSections: [
      { id: "welcome", type: "hero", heading: "Cook with the seasons", subheading: "Simple recipes built around whatever is growing right now." },
      {
        id: "latest",
        type: "content",
        title: "Latest posts",
        items: [
          { title: "Tomato season is here", content: "Three ways to use a glut of tomatoes, from a slow roast to a ten-minute salsa." },
          { title: "Bread for beginners", content: "A forgiving loaf that needs no special equipment and only a little patience." },
          { title: "What to plant in autumn", content: "Garlic, broad beans and winter greens: a small plot can feed you all year." },
        ],
      },
      {
        id: "about",
        type: "content",
        title: "About the kitchen",
        content: "I started this journal to remember what worked in our garden and at our table. It grew into a place where thousands of home cooks swap ideas every week.",
      },
      {
        id: "contact",
        type: "contact",
        title: "Say hello",
        content: "Questions about a recipe? I read every message.",
        items: [{ title: "Email", content: "letters@slowkitchen.example", link: "mailto:letters@slowkitchen.example" }],
      },
    ],
  },
  {
    id: 4,
    name: "E-commerce",
    description: "A shop front for a handful of products, with reviews and a clear way to order.",
    popularity: "high",
    siteName: "Kahawa Roasters",
    tagline: "Small-batch coffee roasted in Nairobi and shipped fresh",
    style: {
      colors: { primary: "#7c2d12", secondary: "#9a3412", accent: "#facc15", background: "#fffbf5", text: "#1c1917" },
      fonts: { heading: "Poppins", body: "Inter" },
      layout: "standard",
    },
    components: { gallery: true, contactForm: true, socialLinks: true },
    effects: { fadeIn: true, parallax: true },
    defaultSections: [
      { id: "shop", type: "hero", heading: "Coffee worth waking up for", subheading: "Single-origin beans from Kenyan farms, roasted every Tuesday and delivered within days." },
      {
        id: "products",
        type: "gallery",
        title: "Our coffees",
        content: "Whole bean or ground for your brewer. Every bag is 250 g.",
        items: [
          { title: "Nyeri AA — KSh 1,200", description: "Blackcurrant, bright and juicy" },
          { title: "Kirinyaga Peaberry — KSh 1,350", description: "Cherry, cocoa and a long finish" },
          { title: "House Espresso — KSh 1,100", description: "Caramel and dark chocolate" },
        ],
      },
      {
        id: "why",
        type: "features",
        title: "Why Kahawa",
        features: ["Roasted to order, never stale", "Fair prices paid directly to farmers", "Free delivery in Nairobi over KSh 3,000", "Pay by card or M-Pesa"],
      },
      {
        id: "reviews",
        type: "testimonials",
        title: "Loved by coffee people",
        items: [
          { title: "Wambui K.", description: "Westlands", content: "The Nyeri AA changed how I think about coffee." },
          { title: "James O.", description: "Kilimani", content: "Fresh every time, and the delivery is always on time." },
        ],
      },
      {
        id: "order",
        type: "contact",
        title: "Order and questions",
        content: "Send us your order and delivery address; we confirm by phone.",
        items: [
          { title: "Email", content: "orders@kahawaroasters.example", link: "mailto:orders@kahawaroasters.example" },
          { title: "Phone / M-Pesa", content: "+254 700 000 000", link: "tel:+254700000000" },
        ],
      },
    ],
  },
  {
    id: 5,
    name: "Landing Page",
    description: "One focused page to launch a product: the promise, the benefits and a single call to action.",
    popularity: "medium",
    siteName: "Tally",
    tagline: "Team budgets that balance themselves",
    style: {
      colors: { primary: "#4c1d95", secondary: "#5b21b6", accent: "#22d3ee", background: "#ffffff", text: "#1f2937" },
      fonts: { heading: "Poppins", body: "Inter" },
      layout: "standard",
    },
    components: { contactForm: true },
    effects: { fadeIn: true, parallax: true },
    defaultSections: [
      { id: "top-hero", type: "hero", heading: "Stop chasing receipts", subheading: "Tally collects every team expense, matches it to the budget and tells you before you overspend." },
      {
        id: "benefits",
        type: "features",
        title: "Everything in one place",
        items: [
          { title: "Snap and done", description: "Photograph a receipt; Tally reads it and files it." },
          { title: "Live budgets", description: "See what is left for each team, updated as people spend." },
          { title: "One-click exports", description: "Month-end reports your accountant will actually like." },
        ],
      },
      {
        id: "proof",
        type: "testimonials",
        title: "Teams that switched",
        items: [{ title: "Lena Fischer", description: "Operations lead, Orbit Studio", content: "Month-end went from three days to one afternoon." }],
      },
      {
        id: "early-access",
        type: "contact",
        title: "Get early access",
        content: "Join the waiting list and we will set up your team ourselves.",
        items: [{ title: "Email", content: "hello@tally.example", link: "mailto:hello@tally.example" }],
      },
    ],
  },
  {
    id: 6,
    name: "Documentation",
    description: "Clear docs for a product or project: a quick start, guides and where to get help.",
    popularity: "low",
    siteName: "Beacon Docs",
    tagline: "Everything you need to build with the Beacon API",
    style: {
      colors: { primary: "#0f172a", secondary: "#1e293b", accent: "#38bdf8", background: "#ffffff", text: "#1e293b" },
      fonts: { heading: "Inter", body: "Inter" },
      layout: "sidebar",
    },
    defaultSections: [
      { id: "overview", type: "hero", heading: "Build with Beacon", subheading: "Send location updates, set geofences and receive events in minutes." },
      {
        id: "quick-start",
        type: "content",
        title: "Quick start",
        content: "Create an API key in your dashboard, then send your first update with a single request. Every endpoint accepts and returns JSON.",
        items: [
          { title: "1. Get a key", content: "Keys are created per project and can be revoked at any time." },
          { title: "2. Send an update", content: "POST a device id with latitude and longitude to /v1/updates." },
          { title: "3. Listen for events", content: "Add a webhook URL and Beacon calls it when a device enters a geofence." },
        ],
      },
      {
        id: "guides",
        type: "features",
        title: "Guides",
        features: ["Authentication and keys", "Geofences", "Webhooks and retries", "Rate limits", "Client libraries"],
      },
      {
        id: "support",
        type: "contact",
        title: "Getting help",
        content: "Stuck? Our engineers answer questions on weekdays.",
        items: [{ title: "Support", content: "support@beacon.example", link: "mailto:support@beacon.example" }],
      },
    ],
  },
];

export const builderTemplates: BuilderTemplate[] = sources.map((s) => ({ ...s, thumbnail: thumbnail(s.style) }));

/** A complete, valid document for a template: its style and a copy of its sections over the spec's defaults. */
export function templateDocument(id: number): WebsiteDocument {
  const template = builderTemplates.find((t) => t.id === id);
  if (!template) throw new Error(`Template with ID ${id} not found`);
  const base = defaultDocument();
  return applySeoAutofill({
    ...base,
    templateId: template.id,
    style: structuredClone(template.style),
    content: {
      ...base.content,
      siteName: template.siteName,
      tagline: template.tagline,
      sections: structuredClone(template.defaultSections),
      ...(template.components?.socialLinks
        ? {
            socialLinks: [
              { label: "Instagram", url: "https://instagram.com/" },
              { label: "LinkedIn", url: "https://www.linkedin.com/" },
            ],
          }
        : {}),
    },
    settings: {
      ...base.settings,
      components: { ...base.settings.components, ...template.components },
      effects: { ...base.settings.effects, ...template.effects },
    },
  });
}
