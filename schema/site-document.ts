// The website document: what a site *is* (spec section 3, "Website data"). Every document that is saved,
// published, exported or produced by a model passes this schema first; the renderer trusts nothing else.
// Limits are generous for a person and stingy for an attacker; unknown keys are rejected everywhere.
import * as v from "valibot";
import { fieldMessages } from "./issues";
import { motifs } from "./motifs";

/** The spec's five fonts, then serif and display faces the designer pairs with them (all self-hosted, site/fonts.ts). */
export const fontFamilies = ["Inter", "Roboto", "Montserrat", "Poppins", "Open Sans", "Playfair Display", "Lora", "Libre Baskerville", "Space Grotesk", "DM Sans", "Nunito", "Oswald"] as const;
/** The families drawn with serifs: their fallback is a serif too, so the page keeps its character while fonts load. */
export const serifFamilies: readonly FontFamily[] = ["Playfair Display", "Lora", "Libre Baskerville"];
export const layouts = ["standard", "sidebar", "minimal"] as const;
/** The spec's six kinds of section, then the optional ones a real small-business site needs (docs/decisions/0017). */
export const sectionTypes = [
  "hero",
  "features",
  "gallery",
  "testimonials",
  "content",
  "contact",
  "services",
  "faq",
  "stats",
  "cta",
  "team",
  "hours",
  "pricing",
  "articles",
  "product",
  "logos",
] as const;
export const colorKeys = ["primary", "secondary", "accent", "background", "text"] as const;
/** Hero compositions: text centred over colour, text beside art, text over full-width art, very large type. */
export const heroStyles = ["centred", "split", "full-bleed", "large-type"] as const;
export const cornerStyles = ["square", "soft", "round"] as const;
/** Plain sections on one background, alternating bands of colour, or each section in a framed panel. */
export const sectionStyles = ["plain", "banded", "boxed"] as const;
export type HeroStyle = (typeof heroStyles)[number];
export type Look = { hero: HeroStyle; corners: (typeof cornerStyles)[number]; sections: (typeof sectionStyles)[number] };

/** What the builder calls each kind of section (its type picker, its editors, the list of sample texts). */
export const sectionTypeLabels: Record<(typeof sectionTypes)[number], string> = {
  hero: "Hero",
  features: "Features",
  gallery: "Gallery",
  testimonials: "Testimonials",
  content: "Content",
  contact: "Contact",
  services: "Services or menu",
  faq: "FAQ",
  stats: "Stats",
  cta: "Call to action",
  team: "Team",
  hours: "Opening hours",
  pricing: "Pricing plans",
  articles: "Articles",
  product: "Product",
  logos: "Logo strip",
};

export type FontFamily = (typeof fontFamilies)[number];
export type Layout = (typeof layouts)[number];
export type SectionType = (typeof sectionTypes)[number];

export const documentLimits = {
  siteName: 80,
  tagline: 200,
  title: 120,
  subheading: 300,
  description: 1000,
  text: 5000,
  feature: 200,
  price: 40,
  date: 40,
  badge: 30,
  buttonLabel: 40,
  planFeatures: 12,
  sections: 30,
  items: 24,
  socialLinks: 8,
  url: 2048,
  /** Whole document, serialised: far above any real site, small enough to store and render cheaply. */
  bytes: 200_000,
} as const;

/**
 * Links and images may only be https:, mailto:, tel:, or the site's own uploads under /assets/. Everything
 * else (javascript:, data:, vbscript:, http:, protocol-relative //) is refused: a published page must never run
 * a script or load mixed content because of what a user or a model typed.
 */
export function isAllowedUrl(value: string): boolean {
  if (/^\/assets\/[A-Za-z0-9_-][A-Za-z0-9_./-]*$/.test(value)) return !value.includes("..") && !value.includes("//");
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(value)) return true;
  if (/^tel:\+?[0-9 ().-]{3,30}$/i.test(value)) return true;
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

export const URL_MESSAGE = "Links must start with https:, mailto: or tel:, or point to an uploaded file";

const text = (max: number, label: string) =>
  v.pipe(v.string(`${label} must be text`), v.maxLength(max, `${label} must be at most ${max} characters`));

const urlSchema = v.pipe(
  v.string(URL_MESSAGE),
  v.trim(),
  v.maxLength(documentLimits.url, `Links must be at most ${documentLimits.url} characters`),
  v.check(isAllowedUrl, URL_MESSAGE),
);

/** A colour as the renderer and the contrast guard read it: six hex digits, any case (stored lower-case). */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const COLOUR_MESSAGE = "Colour must be a hex value like #3b82f6";

const hexColor = v.pipe(
  v.string(COLOUR_MESSAGE),
  v.regex(HEX_COLOUR, COLOUR_MESSAGE),
  v.toLowerCase(),
);

const toggle = (label: string) => v.boolean(`${label} must be on or off`);

/**
 * Generated art (site/art/): a motif and a seed, drawn by the renderer in the site's own colours as an SVG file.
 * Kept as a recipe rather than a picture so it follows the palette when the colours change, and costs the
 * document a few bytes.
 */
export const artSchema = v.strictObject({
  motif: v.picklist(motifs, "Unknown art motif"),
  seed: v.pipe(v.number("Art seed must be a number"), v.integer("Art seed must be a whole number"), v.minValue(0, "Art seed must be 0 or more"), v.maxValue(0xffffffff, "Art seed is too large")),
});
export type Art = v.InferOutput<typeof artSchema>;

/**
 * Marks text the designer wrote as an example (a review, a person, a phone number, a price) that the owner must
 * replace: the builder counts these and publishing asks first. Editing the text clears the mark.
 */
const sampleFlag = v.optional(v.literal(true, "Sample must be true or left out"));

/** Where a button points: one of the page's own sections (#contact) or any allowed link. */
const actionSchema = v.strictObject({
  label: v.pipe(text(documentLimits.buttonLabel, "Button label"), v.trim(), v.minLength(1, "Button label is required")),
  link: v.pipe(
    v.string(URL_MESSAGE),
    v.trim(),
    v.check((value) => /^#[a-z0-9-]{1,40}$/.test(value) || isAllowedUrl(value), URL_MESSAGE),
  ),
});
export type Action = v.InferOutput<typeof actionSchema>;
export const sectionItemSchema = v.strictObject({
  title: v.optional(text(documentLimits.title, "Item title")),
  description: v.optional(text(documentLimits.description, "Item description")),
  content: v.optional(text(documentLimits.text, "Item text")),
  /** A picture: gallery items, portraits, articles and products, a company's logo (not in the spec's shape; optional). */
  image: v.optional(urlSchema),
  /** A link for contact details and calls to action (not in the spec's shape; optional). */
  link: v.optional(urlSchema),
  /** Services, menu dishes, plans and products: the price as written ("KSh 1,200", "$25 a month"). */
  price: v.optional(text(documentLimits.price, "Price")),
  /** A plan's included features, or a product's (shown as ticks). */
  features: v.optional(
    v.pipe(
      v.array(text(documentLimits.feature, "Feature"), "Features must be a list"),
      v.maxLength(documentLimits.planFeatures, `A plan can list at most ${documentLimits.planFeatures} features`),
    ),
  ),
  /**
   * An article's date as the owner writes it ("14 March 2026", "2026-03-14"): shown as written, in a <time> that
   * also tells machines the day when the text is one they can read (site/dates.ts).
   */
  date: v.optional(text(documentLimits.date, "Date")),
  /** A short label on a plan or product ("Most popular", "New"): the owner's claim, so only ever theirs to write. */
  badge: v.optional(text(documentLimits.badge, "Badge")),
  /** The item's own button: an article's "Read more", a product's "Add to cart", a plan's "Start now". */
  action: v.optional(actionSchema),
  art: v.optional(artSchema),
  sample: sampleFlag,
});
export type SectionItem = v.InferOutput<typeof sectionItemSchema>;

export const sectionSchema = v.strictObject({
  id: v.pipe(
    v.string("Section id must be text"),
    v.regex(/^[a-z0-9-]{1,40}$/, "Section ids use lower-case letters, digits and hyphens (at most 40)"),
  ),
  type: v.picklist(sectionTypes, `Section type must be one of: ${sectionTypes.join(", ")}`),
  title: v.optional(text(documentLimits.title, "Section title")),
  content: v.optional(text(documentLimits.text, "Section text")),
  heading: v.optional(text(documentLimits.title, "Heading")),
  subheading: v.optional(text(documentLimits.subheading, "Subheading")),
  /** A short claim above the hero's heading ("Accepting new NHS patients", "Now enrolling"). */
  badge: v.optional(text(documentLimits.badge, "Badge")),
  features: v.optional(
    v.pipe(
      v.array(text(documentLimits.feature, "Feature"), "Features must be a list"),
      v.maxLength(documentLimits.items, `A section can have at most ${documentLimits.items} features`),
    ),
  ),
  items: v.optional(
    v.pipe(
      v.array(sectionItemSchema, "Items must be a list"),
      v.maxLength(documentLimits.items, `A section can have at most ${documentLimits.items} items`),
    ),
  ),
  /** The hero's picture (not in the spec's shape; optional). */
  image: v.optional(urlSchema),
  /** The hero's and call-to-action band's button (the spec's hero shows "Get Started" when there is none). */
  action: v.optional(actionSchema),
  /** Generated art when there is no picture: the hero's illustration, a section's pattern. */
  art: v.optional(artSchema),
  sample: sampleFlag,
});
export type Section = v.InferOutput<typeof sectionSchema>;

export const socialLinkSchema = v.strictObject({
  label: v.pipe(text(40, "Social link label"), v.minLength(1, "Social link label is required")),
  url: urlSchema,
});

export const websiteDocumentSchema = v.pipe(
  v.strictObject({
    templateId: v.nullable(
      v.pipe(v.number("Template must be a number"), v.integer("Template must be a whole number"), v.minValue(1, "Unknown template"), v.maxValue(6, "Unknown template")),
    ),
    style: v.strictObject({
      colors: v.strictObject({
        primary: hexColor,
        secondary: hexColor,
        accent: hexColor,
        background: hexColor,
        text: hexColor,
      }),
      fonts: v.strictObject({
        heading: v.picklist(fontFamilies, `Font must be one of: ${fontFamilies.join(", ")}`),
        body: v.picklist(fontFamilies, `Font must be one of: ${fontFamilies.join(", ")}`),
      }),
      layout: v.picklist(layouts, `Layout must be one of: ${layouts.join(", ")}`),
      /** The designer's finer choices (not in the spec's shape; optional): without it a site looks as before. */
      look: v.optional(
        v.strictObject({
          hero: v.picklist(heroStyles, `Hero style must be one of: ${heroStyles.join(", ")}`),
          corners: v.picklist(cornerStyles, `Corners must be one of: ${cornerStyles.join(", ")}`),
          sections: v.picklist(sectionStyles, `Section style must be one of: ${sectionStyles.join(", ")}`),
        }),
      ),
    }),
    content: v.strictObject({
      siteName: v.pipe(
        v.string("Site name must be text"),
        v.trim(),
        v.minLength(1, "Site name is required"),
        v.maxLength(documentLimits.siteName, `Site name must be at most ${documentLimits.siteName} characters`),
      ),
      tagline: text(documentLimits.tagline, "Tagline"),
      logo: v.optional(urlSchema),
      sections: v.pipe(
        v.array(sectionSchema, "Sections must be a list"),
        v.maxLength(documentLimits.sections, `A website can have at most ${documentLimits.sections} sections`),
        // Ids become in-page anchors (#about): two sections with one id would break the navigation.
        v.check((sections) => new Set(sections.map((s) => s.id)).size === sections.length, "Each section needs its own id"),
      ),
      /** Where the social-links component points (not in the spec's shape; optional). */
      socialLinks: v.optional(
        v.pipe(
          v.array(socialLinkSchema, "Social links must be a list"),
          v.maxLength(documentLimits.socialLinks, `At most ${documentLimits.socialLinks} social links`),
        ),
      ),
    }),
    settings: v.strictObject({
      components: v.strictObject({
        navigation: toggle("Navigation"),
        footer: toggle("Footer"),
        contactForm: toggle("Contact form"),
        gallery: toggle("Gallery"),
        socialLinks: toggle("Social links"),
        /** The header stays at the top while the page scrolls (not in the spec's shape; optional, off when absent). */
        stickyHeader: v.optional(toggle("Sticky header")),
      }),
      effects: v.strictObject({
        parallax: toggle("Parallax"),
        fadeIn: toggle("Fade in"),
        smoothScroll: toggle("Smooth scroll"),
      }),
      seo: v.strictObject({
        metaTitle: text(120, "Meta title"),
        metaDescription: text(300, "Meta description"),
      }),
      performance: v.strictObject({
        lazyLoading: toggle("Lazy loading"),
        minifyCode: toggle("Minify code"),
        caching: toggle("Caching"),
      }),
    }),
  }),
  v.check(
    (doc) => new TextEncoder().encode(JSON.stringify(doc)).length <= documentLimits.bytes,
    `This website is too large to save (over ${documentLimits.bytes / 1000} KB)`,
  ),
);

export type WebsiteDocument = v.InferOutput<typeof websiteDocumentSchema>;

/**
 * Whether a document is more than the blank default: it has a chosen template, or sections it came with (an AI
 * design opened for editing has no template but is a whole site). The builder's wizard moves forward only then.
 */
export function hasStartingPoint(doc: WebsiteDocument): boolean {
  return doc.templateId !== null || doc.content.sections.length > 0;
}

/** The spec's defaults (section 4), as a fresh object each call. */
export function defaultDocument(): WebsiteDocument {
  return {
    templateId: null,
    style: {
      colors: { primary: "#3b82f6", secondary: "#8b5cf6", accent: "#f59e0b", background: "#ffffff", text: "#1f2937" },
      fonts: { heading: "Inter", body: "Inter" },
      layout: "standard",
    },
    content: { siteName: "My Awesome Website", tagline: "A short description of your website", sections: [] },
    settings: {
      components: { navigation: true, footer: true, contactForm: false, gallery: false, socialLinks: false },
      effects: { parallax: false, fadeIn: false, smoothScroll: true },
      seo: { metaTitle: "", metaDescription: "" },
      performance: { lazyLoading: true, minifyCode: true, caching: false },
    },
  };
}

/** The spec's SEO auto-fill: an empty meta title becomes "<siteName> | Official Website", an empty description the tagline. */
export function applySeoAutofill(doc: WebsiteDocument): WebsiteDocument {
  const seo = doc.settings.seo;
  const metaTitle = seo.metaTitle.trim() === "" ? `${doc.content.siteName} | Official Website` : seo.metaTitle;
  const metaDescription = seo.metaDescription.trim() === "" ? doc.content.tagline : seo.metaDescription;
  if (metaTitle === seo.metaTitle && metaDescription === seo.metaDescription) return doc;
  return { ...doc, settings: { ...doc.settings, seo: { metaTitle, metaDescription } } };
}

/** Dotted path of each bad field -> its first message (null when the document is valid). */
export function documentFieldErrors(input: unknown): Record<string, string> | null {
  const result = v.safeParse(websiteDocumentSchema, input);
  return result.success ? null : fieldMessages(result.issues);
}
