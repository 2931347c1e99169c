// HTML for each of the spec's six section types (the others are in more-sections.ts). Every text goes through
// esc() and every URL through safeUrl() (escape.ts).
import { FORM_GUARD, FORM_LIMITS, FORM_PATH, type FormFields } from "../schema/forms";
import type { HeroStyle, Section, SectionItem, WebsiteDocument } from "../schema/site-document";
import { artSizes, type ArtFile, type ArtWriter } from "./art";
import { AA, contrastRatio } from "./contrast";
import { esc, type SafeUrl } from "./escape";
import { actionButton, moreSections } from "./more-sections";
import { bandColour, mix, palette } from "./styles";

export const FALLBACK_HERO_HEADING = "Welcome to our website";
export const FALLBACK_HERO_SUBHEADING = "Discover what we do, and get in touch when you are ready.";
export const FALLBACK_FEATURES_TITLE = "Our Features";

const typeTitles: Record<Section["type"], string> = {
  hero: "Home",
  features: FALLBACK_FEATURES_TITLE,
  gallery: "Gallery",
  testimonials: "What people say",
  content: "About",
  contact: "Contact",
  services: "Services",
  faq: "Questions",
  stats: "In numbers",
  cta: "Ready when you are",
  team: "Our team",
  hours: "Opening hours",
  pricing: "Pricing",
  articles: "Latest news",
  product: "Shop",
  logos: "Trusted by",
};

export interface SectionContext {
  doc: WebsiteDocument;
  /** Whether this section holds the page's one h1. */
  isMainHeading: boolean;
  /** Where the hero's call to action points. */
  ctaTarget: string | null;
  /** The ids of the sections on the page: a button may point only at one of these. */
  anchors: ReadonlySet<string>;
  lazy: boolean;
  reveal: string;
  /** Checks, escapes and places every URL (see escape.ts). */
  safeUrl: SafeUrl;
  /** Draws and files the generated art the section shows (site/art/). */
  art: ArtWriter;
  /** Where the contact form sends (RenderOptions.forms): the site's own inbox, or the visitor's email app. */
  forms: "inbox" | "email";
}

export function sectionTitle(section: Section): string {
  if (section.type === "hero") return section.heading?.trim() || section.title?.trim() || FALLBACK_HERO_HEADING;
  return section.title?.trim() || typeTitles[section.type];
}

export function navLabel(section: Section): string {
  return section.type === "hero" ? "Home" : sectionTitle(section);
}

export function paragraphs(text: string | undefined): string {
  if (!text?.trim()) return "";
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p) => `<p>${esc(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

export function img(url: string | undefined, alt: string, ctx: Pick<SectionContext, "lazy" | "safeUrl">, size: [number, number]): string {
  const src = ctx.safeUrl(url);
  if (!src) return "";
  const lazy = ctx.lazy ? ' loading="lazy" decoding="async"' : "";
  return `<img src="${src}" alt="${esc(alt)}" width="${size[0]}" height="${size[1]}"${lazy}>`;
}

export function head(section: Section, level: "h1" | "h2", intro?: string): string {
  const intros = intro ? paragraphs(intro) : "";
  return `<div class="section-head"><${level} id="${esc(section.id)}-title">${esc(sectionTitle(section))}</${level}>${intros}</div>`;
}

/** A generated picture as an `<img>`: its own file, its size reserved so nothing shifts when it arrives. */
export function artImg(file: ArtFile, alt: string, lazy: boolean, cls = ""): string {
  // Eager art is the hero's, usually the page's largest paint: asked for first.
  const loading = lazy ? ' loading="lazy" decoding="async"' : ' fetchpriority="high"';
  return `<img${cls ? ` class="${cls}"` : ""} src="${esc(file.path)}" alt="${esc(alt)}" width="${file.width}" height="${file.height}"${loading}>`;
}

/**
 * How strongly a pattern drawn in `ink` may show behind text, as the largest opacity at which every (text colour,
 * ground) pair stays AA, or 0: a pattern moves its ground toward the ink, so a palette that only just passes gets
 * a fainter one, or none.
 */
function patternOpacity(ink: string, pairs: [string, string][]): number {
  // A pair that was below AA before (a link colour the palette could not help) is not the pattern's to judge.
  const readable = pairs.filter(([text, ground]) => contrastRatio(text, ground) >= AA);
  return [0.07, 0.055, 0.04].find((o) => readable.every(([text, ground]) => contrastRatio(text, mix(ground, ink, o)) >= AA)) ?? 0;
}

/** The hero's art size: wide for a backdrop, square for a large-type accent, 4:3 beside text. */
const heroArtSize: Partial<Record<HeroStyle, readonly [number, number]>> = { "full-bleed": [1600, 900], "large-type": [900, 900] };

function hero(section: Section, ctx: SectionContext): string {
  const level = ctx.isMainHeading ? "h1" : "h2";
  const sub = section.subheading?.trim() || section.content?.trim() || ctx.doc.content.tagline.trim() || FALLBACK_HERO_SUBHEADING;
  const p = palette(ctx.doc);
  let picture = img(section.image, "", { ...ctx, lazy: false }, [1200, 800]);
  // A full-bleed hero with nothing to show across it is a centred one.
  const chosen = ctx.doc.style.look?.hero;
  const style = chosen === "full-bleed" && !picture && !section.art ? "centred" : chosen;
  let pattern = "";
  if (!picture && section.art) {
    if (style === "centred") {
      // Centred text keeps the hero's colour; the art becomes a quiet pattern behind it.
      const [text, ground] = ctx.doc.style.layout === "minimal" ? [p.text, p.background] : [p.onSecondary, p.secondary];
      const opacity = patternOpacity(text, [[text, ground]]);
      if (opacity > 0) pattern = ` has-pattern ${ctx.art.pattern(section.art, { ...p, text }, opacity)}`;
    } else {
      // Decorative: the heading beside or over it says what the site is.
      picture = artImg(ctx.art.file(section.art, p, "hero", (style && heroArtSize[style]) || artSizes.hero), "", false);
    }
  }
  const cta = actionButton(section, ctx);
  const badge = section.badge?.trim() ? `<p class="badge">${esc(section.badge.trim())}</p>` : "";
  const text = `<div class="parallax${style ? " hero-text" : ""}">${badge}<${level} id="${esc(section.id)}-title">${esc(sectionTitle(section))}</${level}><p>${esc(sub)}</p>${cta}</div>`;
  const open = `<section id="${esc(section.id)}" class="hero section-hero${style ? ` hero-${style}${pattern}` : ""}" aria-labelledby="${esc(section.id)}-title">`;
  if (style === "full-bleed" && picture) {
    return `${open}<div class="hero-backdrop">${picture}</div><div class="container">${text}</div></section>`;
  }
  const visual = picture ? `<div${style ? ' class="hero-visual"' : ""}>${picture}</div>` : "";
  return `${open}<div class="container${picture ? " with-image" : ""}">${text}${visual}</div></section>`;
}

/** An item's icon when it has art (decorative: its title says the same), else its number. */
function featureMark(item: SectionItem, number: number, ctx: SectionContext): string {
  if (!item.art) return `<span class="feature-mark" aria-hidden="true">${number}</span>`;
  return artImg(ctx.art.file(item.art, palette(ctx.doc), "icon"), "", ctx.lazy, "feature-icon");
}

function features(section: Section, ctx: SectionContext): string {
  const list = (section.features ?? []).map((f) => f.trim()).filter((f) => f !== "");
  const cards = [
    ...list.map((f, i) => `<li class="card${ctx.reveal}"><span class="feature-mark" aria-hidden="true">${i + 1}</span><h3>${esc(f)}</h3></li>`),
    ...(section.items ?? []).map(
      (item, i) =>
        `<li class="card${ctx.reveal}">${featureMark(item, list.length + i + 1, ctx)}${item.title ? `<h3>${esc(item.title)}</h3>` : ""}${item.description || item.content ? `<p>${esc(item.description ?? item.content ?? "")}</p>` : ""}</li>`,
    ),
  ];
  return wrap(section, ctx, `${head(section, "h2", section.content)}${cards.length ? `<ul class="grid">${cards.join("")}</ul>` : ""}`);
}

function galleryItem(item: SectionItem, ctx: SectionContext): string {
  const label = item.title?.trim() || "";
  const picture = item.image
    ? img(item.image, item.description || label, ctx, [800, 600])
    : item.art
      ? // An illustration, not a photograph of the thing: the caption under it says what it shows, so the picture
        // itself is decorative (alt=""); repeating the caption as alt text makes a screen reader say it twice.
        artImg(ctx.art.file(item.art, palette(ctx.doc), "tile"), "", ctx.lazy)
      : "";
  const art = picture || `<div class="tile" aria-hidden="true">${esc(label.slice(0, 40))}</div>`;
  const caption = label || item.description ? `<figcaption>${label ? `<strong>${esc(label)}</strong>` : ""}${item.description ? `<span>${esc(item.description)}</span>` : ""}</figcaption>` : "";
  return `<li${ctx.reveal ? ` class="${ctx.reveal.trim()}"` : ""}><figure>${art}${caption}</figure></li>`;
}

function gallery(section: Section, ctx: SectionContext): string {
  const items = section.items ?? [];
  return wrap(section, ctx, `${head(section, "h2", section.content)}${items.length ? `<ul class="grid gallery">${items.map((i) => galleryItem(i, ctx)).join("")}</ul>` : ""}`);
}

function testimonials(section: Section, ctx: SectionContext): string {
  const quotes = (section.items ?? []).filter((i) => i.content?.trim() || i.description?.trim());
  const html = quotes
    .map((q) => {
      const who = q.title?.trim() ? `<footer><cite>${esc(q.title)}</cite>${q.description && q.content ? `, ${esc(q.description)}` : ""}</footer>` : "";
      return `<li class="card quote${ctx.reveal}"><blockquote><p>${esc(q.content?.trim() || q.description || "")}</p></blockquote>${who}</li>`;
    })
    .join("");
  return wrap(section, ctx, `${head(section, "h2", section.content)}${html ? `<ul class="grid">${html}</ul>` : ""}`);
}

function content(section: Section, ctx: SectionContext): string {
  const subsections = (section.items ?? [])
    .map((item) => `<div class="card${ctx.reveal}">${item.title ? `<h3>${esc(item.title)}</h3>` : ""}${paragraphs(item.content ?? item.description)}</div>`)
    .join("");
  const body = `${head(section, "h2")}<div class="prose${ctx.reveal}">${paragraphs(section.content)}</div>${subsections ? `<div class="grid">${subsections}</div>` : ""}`;
  // A picture beside the words (the AI builder's about image): decorative, the heading says what the section is.
  const picture = img(section.image, "", ctx, [1200, 900]);
  return wrap(section, ctx, picture ? `<div class="with-picture"><div>${body}</div><div class="section-picture">${picture}</div></div>` : body);
}

function contact(section: Section, ctx: SectionContext): string {
  const details = (section.items ?? [])
    .map((item) => {
      const href = ctx.safeUrl(item.link);
      const value = esc(item.content?.trim() || item.description?.trim() || item.link?.replace(/^(mailto|tel):/, "") || "");
      // Phone numbers must not wrap mid-number.
      // A phone number never wraps: its spaces and hyphens do not break ("0805-111-2233").
      const shown = href ? `<a href="${href}">${href.startsWith("tel:") ? value.replace(/ /g, "&nbsp;").replace(/-/g, "&#8209;") : value}</a>` : value;
      return `<li>${item.title ? `<strong>${esc(item.title)}</strong>` : ""}${shown}</li>`;
    })
    .join("");
  const form = ctx.doc.settings.components.contactForm ? contactFormFor(section, ctx) : "";
  return wrap(
    section,
    ctx,
    `${head(section, "h2", section.content)}<div class="contact-grid">${details ? `<ul class="contact-list">${details}</ul>` : ""}${form}</div>`,
  );
}

/**
 * The contact form's fields, refilled with `values` when the Worker hands a message back to be sent again. Their
 * limits are the Worker's (schema/forms.ts), so a browser stops an over-long message before it is sent.
 */
function formFields(values: Partial<FormFields> = {}): string {
  const value = (text: string | undefined) => (text ? ` value="${esc(text)}"` : "");
  return (
    `<label>Your name<input name="name" type="text" autocomplete="name" required maxlength="${FORM_LIMITS.name}"${value(values.name)}></label>` +
    `<label>Your email<input name="email" type="email" autocomplete="email" required maxlength="${FORM_LIMITS.email}"${value(values.email)}></label>` +
    `<label>Message<textarea name="message" required maxlength="${FORM_LIMITS.message}">${esc(values.message ?? "")}</textarea></label>` +
    `<p><button class="button" type="submit">Send message</button></p>`
  );
}

/**
 * The form a published site posts to its own host (worker/sites/forms.ts). FORM_GUARD is where the Worker writes the
 * time the page was served (and the Turnstile widget, when configured) as it serves the page; the trap field is
 * off-screen and out of the tab order, so people leave it empty and form-filling robots do not.
 */
export function inboxForm(values?: Partial<FormFields>): string {
  return (
    `<form class="contact-form" action="${FORM_PATH}" method="post">${FORM_GUARD}` +
    `<p class="form-trap" aria-hidden="true"><label>Leave this empty<input name="website" type="text" tabindex="-1" autocomplete="off"></label></p>` +
    `${formFields(values)}</form>`
  );
}

/**
 * On our hosts the form goes to the owner's inbox. A copy served elsewhere (the ZIP) has no server behind it, so it
 * hands the message to the visitor's email app, addressed to the first email link, and is left out without one.
 */
function contactFormFor(section: Section, ctx: SectionContext): string {
  if (ctx.forms === "inbox") return inboxForm();
  const mailto = (section.items ?? []).map((i) => i.link?.trim()).find((l) => l && /^mailto:/i.test(l) && ctx.safeUrl(l));
  return mailto ? `<form action="${esc(mailto)}" method="post" enctype="text/plain">${formFields()}</form>` : "";
}

/** The grounds a section may sit on, by look: the text on each must stay readable over a pattern. */
function sectionGrounds(doc: WebsiteDocument): string[] {
  const p = palette(doc);
  const sections = doc.style.look?.sections;
  if (sections === "plain") return [p.background];
  if (sections === "boxed") return [p.surface];
  return [p.background, sections === "banded" ? bandColour(doc) : p.surface];
}

/** A section's art is a pattern behind it, as strong as its body and muted text allow. */
function sectionPattern(section: Section, ctx: SectionContext): string {
  if (!section.art) return "";
  const p = palette(ctx.doc);
  const opacity = patternOpacity(p.text, sectionGrounds(ctx.doc).flatMap((g): [string, string][] => [[p.text, g], [p.muted, g], [p.link, g]]));
  return opacity > 0 ? ` has-pattern ${ctx.art.pattern(section.art, p, opacity)}` : "";
}

export function wrap(section: Section, ctx: SectionContext, inner: string): string {
  return `<section id="${esc(section.id)}" class="section section-${section.type}${sectionPattern(section, ctx)}" aria-labelledby="${esc(section.id)}-title"><div class="container">${inner}</div></section>`;
}

export function renderSection(section: Section, ctx: SectionContext): string {
  switch (section.type) {
    case "hero":
      return hero(section, ctx);
    case "features":
      return features(section, ctx);
    case "gallery":
      return gallery(section, ctx);
    case "testimonials":
      return testimonials(section, ctx);
    case "content":
      return content(section, ctx);
    case "contact":
      return contact(section, ctx);
    default:
      return moreSections[section.type](section, ctx);
  }
}
