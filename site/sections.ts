// HTML for each of the spec's six section types (the others are in more-sections.ts). Every text goes through esc() and every URL through safeUrl() (escape.ts).
import type { Section, SectionItem, WebsiteDocument } from "../schema/site-document";
import { esc, type SafeUrl } from "./escape";
import { actionButton, moreSections } from "./more-sections";

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

function hero(section: Section, ctx: SectionContext): string {
  const level = ctx.isMainHeading ? "h1" : "h2";
  const sub = section.subheading?.trim() || section.content?.trim() || ctx.doc.content.tagline.trim() || FALLBACK_HERO_SUBHEADING;
  const picture = img(section.image, "", { ...ctx, lazy: false }, [1200, 800]);
  const cta = actionButton(section, ctx);
  return (
    `<section id="${esc(section.id)}" class="hero section-hero" aria-labelledby="${esc(section.id)}-title">` +
    `<div class="container${picture ? " with-image" : ""}"><div class="parallax"><${level} id="${esc(section.id)}-title">${esc(sectionTitle(section))}</${level}>` +
    `<p>${esc(sub)}</p>${cta}</div>${picture ? `<div>${picture}</div>` : ""}</div></section>`
  );
}

function features(section: Section, ctx: SectionContext): string {
  const list = (section.features ?? []).map((f) => f.trim()).filter((f) => f !== "");
  const cards = [
    ...list.map((f, i) => `<li class="card${ctx.reveal}"><span class="feature-mark" aria-hidden="true">${i + 1}</span><h3>${esc(f)}</h3></li>`),
    ...(section.items ?? []).map(
      (item, i) =>
        `<li class="card${ctx.reveal}"><span class="feature-mark" aria-hidden="true">${list.length + i + 1}</span>${item.title ? `<h3>${esc(item.title)}</h3>` : ""}${item.description || item.content ? `<p>${esc(item.description ?? item.content ?? "")}</p>` : ""}</li>`,
    ),
  ];
  return wrap(section, ctx, `${head(section, "h2", section.content)}${cards.length ? `<ul class="grid">${cards.join("")}</ul>` : ""}`);
}

function galleryItem(item: SectionItem, ctx: SectionContext): string {
  const label = item.title?.trim() || "";
  const picture = item.image ? img(item.image, item.description || label, ctx, [800, 600]) : "";
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
  return wrap(
    section,
    ctx,
    `${head(section, "h2")}<div class="prose${ctx.reveal}">${paragraphs(section.content)}</div>${subsections ? `<div class="grid">${subsections}</div>` : ""}`,
  );
}

function contact(section: Section, ctx: SectionContext): string {
  const details = (section.items ?? [])
    .map((item) => {
      const href = ctx.safeUrl(item.link);
      const value = esc(item.content?.trim() || item.description?.trim() || item.link?.replace(/^(mailto|tel):/, "") || "");
      // Phone numbers must not wrap mid-number.
      const shown = href ? `<a href="${href}">${href.startsWith("tel:") ? value.replace(/ /g, "&nbsp;") : value}</a>` : value;
      return `<li>${item.title ? `<strong>${esc(item.title)}</strong>` : ""}${shown}</li>`;
    })
    .join("");
  // A form needs somewhere to go: a static site has no server, so it posts to the first email link, if any.
  const mailto = (section.items ?? []).map((i) => i.link?.trim()).find((l) => l && /^mailto:/i.test(l) && ctx.safeUrl(l));
  const form =
    ctx.doc.settings.components.contactForm && mailto
      ? `<form action="${esc(mailto)}" method="post" enctype="text/plain">` +
        `<label>Your name<input name="name" type="text" autocomplete="name" required></label>` +
        `<label>Your email<input name="email" type="email" autocomplete="email" required></label>` +
        `<label>Message<textarea name="message" required></textarea></label>` +
        `<p><button class="button" type="submit">Send message</button></p></form>`
      : "";
  return wrap(
    section,
    ctx,
    `${head(section, "h2", section.content)}<div class="contact-grid">${details ? `<ul class="contact-list">${details}</ul>` : ""}${form}</div>`,
  );
}

export function wrap(section: Section, ctx: SectionContext, inner: string): string {
  return `<section id="${esc(section.id)}" class="section section-${section.type}" aria-labelledby="${esc(section.id)}-title"><div class="container">${inner}</div></section>`;
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
