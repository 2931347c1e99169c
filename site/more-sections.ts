// HTML for the optional kinds of section (services, FAQ, stats, call to action, team, hours, pricing, articles,
// products, a logo strip) and the hero's, band's and items' buttons. Same rules as sections.ts: every text through
// esc(), every URL through safeUrl(), and everything readable with JavaScript off (the FAQ opens with <details>,
// not a script).
import type { Action, Section, SectionItem, SectionType } from "../schema/site-document";
import { machineDate } from "./dates";
import { esc } from "./escape";
import { artImg, head, img, paragraphs, sectionTitle, wrap, type SectionContext } from "./sections";
import { palette } from "./styles";

export type MoreSectionType = Exclude<SectionType, "hero" | "features" | "gallery" | "testimonials" | "content" | "contact">;

/** The spec's hero button: "Get Started", to the contact section (or the next one). */
export const DEFAULT_ACTION_LABEL = "Get Started";

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** Items that have the one field a row of this kind cannot do without (a dish without a name is no row). */
const itemsWith = (section: Section, key: "title" | "description") => (section.items ?? []).filter((item) => filled(item[key]));

/** Where a button goes: one of this page's sections (a dangling #anchor would go nowhere) or an allowed link. */
function actionHref(action: Action, ctx: SectionContext): string | null {
  const link = action.link.trim();
  if (link.startsWith("#")) return ctx.anchors.has(link.slice(1)) ? esc(link) : null;
  return ctx.safeUrl(link);
}

/**
 * The hero's and the call-to-action band's button: the section's own action when it points somewhere real,
 * otherwise the spec's "Get Started" to the contact section. No target at all, no button.
 */
export function actionButton(section: Section, ctx: SectionContext): string {
  const own = section.action ? actionHref(section.action, ctx) : null;
  if (section.action && own) return `<p><a class="button" href="${own}">${esc(section.action.label)}</a></p>`;
  return ctx.ctaTarget ? `<p><a class="button" href="#${esc(ctx.ctaTarget)}">${DEFAULT_ACTION_LABEL}</a></p>` : "";
}

/**
 * An item's own button or link (an article's "Read more", a product's "Add to cart", a plan's "Start now"), or ""
 * when it has none or it points nowhere real. Several cards with one label would be several links with one name, so
 * each also says, to screen readers and search engines, whose it is ("Add to cart (Pilau masala)").
 */
export function itemAction(item: SectionItem, ctx: SectionContext, cls: string): string {
  const label = item.action?.label.trim();
  const href = item.action && label ? actionHref(item.action, ctx) : null;
  if (!label || !href) return "";
  const name = item.title?.trim() ?? "";
  const whose = name && !label.toLowerCase().includes(name.toLowerCase()) ? `<span class="sr-only"> (${esc(name)})</span>` : "";
  return `<a class="${cls}" href="${href}">${esc(label)}${whose}</a>`;
}

/** A date in a <time>, with the day machines read when the owner's words name one (dates.ts). */
export function timeTag(text: string): string {
  const machine = machineDate(text);
  return `<time${machine ? ` datetime="${machine}"` : ""}>${esc(text.trim())}</time>`;
}

/** An owner's badge ("Most popular", "New"), or nothing: the page never makes the claim for them. */
const badge = (item: SectionItem) => (filled(item.badge) ? `<p class="badge">${esc(item.badge.trim())}</p>` : "");

/** The features an item lists, as ticks (plans and products). */
function ticks(item: SectionItem): string {
  const features = (item.features ?? []).map((f) => f.trim()).filter((f) => f !== "");
  return features.length ? `<ul class="ticks">${features.map((f) => `<li>${esc(f)}</li>`).join("")}</ul>` : "";
}

function services(section: Section, ctx: SectionContext): string {
  const rows = itemsWith(section, "title").map((item) => {
    // Without a price there is nothing for the dotted leader to lead to.
    const name = `<h3>${esc(item.title!)}</h3>`;
    const line = filled(item.price) ? `<div class="price-line">${name}<span class="price">${esc(item.price)}</span></div>` : name;
    const about = item.description?.trim() || item.content?.trim();
    return `<li class="service${ctx.reveal}">${line}${about ? `<p>${esc(about)}</p>` : ""}</li>`;
  });
  return wrap(section, ctx, `${head(section, "h2", section.content)}${rows.length ? `<ul class="price-list">${rows.join("")}</ul>` : ""}`);
}

function faq(section: Section, ctx: SectionContext): string {
  const questions = itemsWith(section, "title").map(
    (item) =>
      `<details class="faq${ctx.reveal}"><summary>${esc(item.title!)}</summary><div class="answer">${paragraphs(item.content?.trim() ? item.content : item.description)}</div></details>`,
  );
  return wrap(section, ctx, `${head(section, "h2", section.content)}${questions.length ? `<div class="faq-list">${questions.join("")}</div>` : ""}`);
}

function stats(section: Section, ctx: SectionContext): string {
  // The label is the term and the figure its value, so a screen reader says "Happy clients: 1,200"; CSS shows
  // the figure first.
  const figures = itemsWith(section, "title").map(
    (item) => `<div class="stat${ctx.reveal}"><dt>${esc(item.description?.trim() ?? "")}</dt><dd>${esc(item.title!)}</dd></div>`,
  );
  return wrap(section, ctx, `${head(section, "h2", section.content)}${figures.length ? `<dl class="stats">${figures.join("")}</dl>` : ""}`);
}

function cta(section: Section, ctx: SectionContext): string {
  // Not a `.section`: the band keeps its own colour instead of joining the alternating section backgrounds.
  return (
    `<section id="${esc(section.id)}" class="cta-band section-cta" aria-labelledby="${esc(section.id)}-title">` +
    `<div class="container${ctx.reveal}"><h2 id="${esc(section.id)}-title">${esc(sectionTitle(section))}</h2>${paragraphs(section.content)}${actionButton(section, ctx)}</div></section>`
  );
}

/** Up to two letters from a name ("Wanjiru Kamau" -> "WK"), whole characters even outside the Latin alphabet. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => w !== "");
  const first = words[0] ? Array.from(words[0])[0] ?? "" : "";
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0] ?? "" : "";
  return (first + last).toUpperCase();
}

function portrait(item: SectionItem, ctx: SectionContext): string {
  // The name is the card's heading right below, so the picture adds nothing for a screen reader to hear.
  // A generated portrait (an abstract figure, never a made-up face) when there is no photograph.
  const picture = img(item.image, "", ctx, [320, 320]) || (item.art ? artImg(ctx.art.file(item.art, palette(ctx.doc), "portrait"), "", ctx.lazy) : "");
  return picture ? `<div class="portrait">${picture}</div>` : `<span class="initials" aria-hidden="true">${esc(initials(item.title ?? ""))}</span>`;
}

function team(section: Section, ctx: SectionContext): string {
  const people = itemsWith(section, "title").map(
    (item) =>
      `<li class="card person${ctx.reveal}">${portrait(item, ctx)}<h3>${esc(item.title!)}</h3>` +
      `${filled(item.description) ? `<p class="role">${esc(item.description)}</p>` : ""}${paragraphs(item.content)}</li>`,
  );
  return wrap(section, ctx, `${head(section, "h2", section.content)}${people.length ? `<ul class="grid team">${people.join("")}</ul>` : ""}`);
}

function hours(section: Section, ctx: SectionContext): string {
  const rows = (section.items ?? [])
    .filter((item) => filled(item.title) || filled(item.description))
    .map((item) => {
      const href = ctx.safeUrl(item.link);
      const value = esc(item.description?.trim() || (href ? item.link!.trim().replace(/^(mailto|tel):/, "") : ""));
      return `<div><dt>${esc(item.title?.trim() ?? "")}</dt><dd>${href ? `<a href="${href}">${value}</a>` : value}</dd></div>`;
    });
  const where = filled(section.content) ? `<address class="card">${paragraphs(section.content)}</address>` : "";
  return wrap(
    section,
    ctx,
    `${head(section, "h2")}<div class="hours-grid${ctx.reveal}">${rows.length ? `<dl class="hours">${rows.join("")}</dl>` : ""}${where}</div>`,
  );
}

function pricing(section: Section, ctx: SectionContext): string {
  const plans = itemsWith(section, "title");
  const badged = plans.some((plan) => filled(plan.badge));
  const cards = plans.map((plan, i) => {
    // The plan the owner badged ("Most popular") stands out. Without a badge, the middle of three does, and no
    // claim is made that the owner did not write.
    const featured = (badged ? filled(plan.badge) : plans.length === 3 && i === 1) ? " featured" : "";
    // The plan's own button when it points somewhere real, else the plain link's "Choose <plan>".
    const href = ctx.safeUrl(plan.link);
    const button = itemAction(plan, ctx, "button") || (href ? `<a class="button" href="${href}">Choose ${esc(plan.title!)}</a>` : "");
    return (
      `<li class="card plan${featured}${ctx.reveal}">${badge(plan)}<h3>${esc(plan.title!)}</h3>` +
      `${filled(plan.price) ? `<p class="plan-price">${esc(plan.price)}</p>` : ""}` +
      `${filled(plan.description) ? `<p>${esc(plan.description)}</p>` : ""}` +
      `${ticks(plan)}${button ? `<p class="plan-action">${button}</p>` : ""}</li>`
    );
  });
  return wrap(section, ctx, `${head(section, "h2", section.content)}${cards.length ? `<ul class="grid plans">${cards.join("")}</ul>` : ""}`);
}

/** An item's picture: its upload, else its generated art, else nothing. Decorative: its heading says what it is. */
function itemPicture(item: SectionItem, ctx: SectionContext, size: [number, number]): string {
  return img(item.image, "", ctx, size) || (item.art ? artImg(ctx.art.file(item.art, palette(ctx.doc), "tile"), "", ctx.lazy) : "");
}

function articles(section: Section, ctx: SectionContext): string {
  // Each card is an <article> with its own heading, so a reader can jump from story to story.
  const cards = itemsWith(section, "title").map((item) => {
    const picture = itemPicture(item, ctx, [800, 600]);
    const excerpt = item.description?.trim() || item.content?.trim();
    const more = itemAction(item, ctx, "more");
    return (
      `<article class="card post${ctx.reveal}">${picture ? `<div class="post-picture">${picture}</div>` : ""}<h3>${esc(item.title!)}</h3>` +
      `${filled(item.date) ? `<p class="post-date">${timeTag(item.date)}</p>` : ""}${excerpt ? `<p>${esc(excerpt)}</p>` : ""}` +
      `${more ? `<p class="post-more">${more}</p>` : ""}</article>`
    );
  });
  return wrap(section, ctx, `${head(section, "h2", section.content)}${cards.length ? `<div class="grid posts">${cards.join("")}</div>` : ""}`);
}

/** A product's words: badge, name, price, description, ticks and its buy button. */
function productText(item: SectionItem, ctx: SectionContext): string {
  const button = itemAction(item, ctx, "button");
  return (
    `${badge(item)}<h3>${esc(item.title!)}</h3>${filled(item.price) ? `<p class="product-price">${esc(item.price)}</p>` : ""}` +
    `${paragraphs(item.description?.trim() ? item.description : item.content)}${ticks(item)}${button ? `<p class="product-action">${button}</p>` : ""}`
  );
}

function product(section: Section, ctx: SectionContext): string {
  const items = itemsWith(section, "title");
  let body = "";
  if (items.length === 1) {
    // One product is the section's subject: its picture large beside its words.
    const item = items[0]!;
    const picture = itemPicture(item, ctx, [1200, 900]);
    body = `<div class="product-single${picture ? " pictured" : ""}${ctx.reveal}">${picture ? `<div class="product-picture">${picture}</div>` : ""}<div class="product-text">${productText(item, ctx)}</div></div>`;
  } else if (items.length > 1) {
    const cards = items.map((item) => {
      const picture = itemPicture(item, ctx, [800, 600]);
      return `<li class="card product${ctx.reveal}">${picture ? `<div class="product-picture">${picture}</div>` : ""}${productText(item, ctx)}</li>`;
    });
    body = `<ul class="grid products">${cards.join("")}</ul>`;
  }
  return wrap(section, ctx, `${head(section, "h2", section.content)}${body}`);
}

function logos(section: Section, ctx: SectionContext): string {
  // The company's logo with its name as the alternative text, or the name alone as a quiet wordmark.
  const marks = itemsWith(section, "title").map((item) => `<li>${img(item.image, item.title!.trim(), ctx, [160, 64]) || `<span class="wordmark">${esc(item.title!.trim())}</span>`}</li>`);
  return wrap(section, ctx, `${head(section, "h2", section.content)}${marks.length ? `<ul class="logos${ctx.reveal}">${marks.join("")}</ul>` : ""}`);
}

export const moreSections: Record<MoreSectionType, (section: Section, ctx: SectionContext) => string> = {
  services,
  faq,
  stats,
  cta,
  team,
  hours,
  pricing,
  articles,
  product,
  logos,
};
