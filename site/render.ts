// The one renderer: a website document in, the files of a static site out. The live preview, the published
// site and the ZIP are these same bytes (docs/decisions/0004). Pure and deterministic: no clock, no randomness.
import { THANK_YOU_PATH, type FormFields } from "../schema/forms";
import type { WebsiteDocument } from "../schema/site-document";
import { artWriter, type ArtWriter } from "./art";
import { contentHash, hashedName } from "./caching";
import { esc, urlWriter, type SafeUrl } from "./escape";
import { fontsFor } from "./fonts";
import { siteScripts } from "./script";
import { inboxForm, navLabel, renderSection } from "./sections";
import { formatCss, lookCss, palette, siteCss } from "./styles";

export interface RenderOptions {
  /** The footer's year: passed in so the same document always gives the same bytes. */
  year: number;
  /** The published address ("https://crumb.example.net/"): adds canonical, og:url and a sitemap. */
  baseUrl?: string;
  /** Prefix of font URLs in the CSS; relative by default so the ZIP works from disk. */
  fontBase?: string;
  /**
   * Where the page asks for uploads (`/assets/<file>` in the document). Relative `assets/` by default, so the
   * ZIP works from disk and a published site serves its own copies; the preview passes the app's /api/uploads/.
   */
  assetBase?: string;
  /**
   * `inbox` where the site is served by our Worker (publish, and the preview of it): the contact form posts to the
   * site's own address, where it is checked and kept for the owner (worker/sites/forms.ts), and a thank-you page is
   * published beside the site. Left out (the ZIP, the code view): the form hands the message to the visitor's email
   * app, since a static host has nothing to receive it.
   */
  forms?: "inbox";
}

export interface RenderedSite {
  /** Text files by path. */
  files: Record<string, string>;
  /**
   * The stylesheet's and the script's paths among the files, named by their content ("styles.3f9a1c2b.css") so
   * hosts can let browsers keep them for a year and a republish still reaches everyone (docs/decisions/0010).
   */
  styles: string;
  script: string;
  /** Font files by output path -> the npm file they are copied from. */
  fonts: Record<string, string>;
  /** The uploads the page shows, by file name under /assets/ (sorted): publish and export copy these. */
  assets: string[];
  /** The generated pictures among the files (`art/<kind>.<hash>.svg`, sorted). */
  art: string[];
}

const MAX_NAV_LINKS = 7;

/**
 * The site's own address, escaped, or null. It comes from the server, not the document, and may be plain http
 * on a developer's machine (`http://crumb.localhost:8787/`), so it is checked here rather than by isAllowedUrl.
 */
function publishedBase(options: RenderOptions): string | null {
  const base = options.baseUrl;
  return base && /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/$/i.test(base) ? esc(base) : null;
}

function visibleSections(doc: WebsiteDocument) {
  // The gallery component switch hides gallery sections without losing them from the document.
  return doc.content.sections.filter((s) => s.type !== "gallery" || doc.settings.components.gallery);
}

function htmlClasses(doc: WebsiteDocument): string {
  const fx = doc.settings.effects;
  return [`layout-${doc.style.layout}`, fx.fadeIn && "fx-fade", fx.parallax && "fx-parallax", fx.smoothScroll && "fx-smooth"]
    .filter(Boolean)
    .join(" ");
}

/** The site's header: its name (and logo) leading `home`, and a link to each of `sections`. */
function header(doc: WebsiteDocument, sections: ReturnType<typeof visibleSections>, safeUrl: SafeUrl, home = "#top"): string {
  const logo = safeUrl(doc.content.logo);
  const brand = `<a class="brand" href="${home}">${logo ? `<img src="${logo}" alt="" width="40" height="40">` : ""}<span>${esc(doc.content.siteName)}</span></a>`;
  // A call-to-action band is a nudge between sections, and a logo strip a line of proof: neither is a place to go.
  const links = doc.settings.components.navigation
    ? sections
        .filter((s) => s.type !== "cta" && s.type !== "logos")
        .slice(0, MAX_NAV_LINKS)
        .map((s) => `<li><a href="#${esc(s.id)}">${esc(navLabel(s))}</a></li>`)
        .join("")
    : "";
  // Wide screens show the links in a row; a phone shows one compact row with a "Menu" that opens them, a <details>
  // so it works with scripts off (the script only closes it after a choice). CSS shows one of the two lists, so the
  // one navigation landmark holds one visible list (docs/decisions/0028).
  const nav = links
    ? `<nav class="site-nav" aria-label="Main"><ul>${links}</ul><details class="site-menu"><summary>Menu</summary><ul>${links}</ul></details></nav>`
    : "";
  return `<header class="site-header"><div class="container header-inner">${brand}${nav}</div></header>`;
}

function footer(doc: WebsiteDocument, year: number, safeUrl: SafeUrl): string {
  if (!doc.settings.components.footer) return "";
  const social =
    doc.settings.components.socialLinks && doc.content.socialLinks?.length
      ? `<nav aria-label="Social media"><ul class="social">${doc.content.socialLinks
          .map((l) => {
            const href = safeUrl(l.url);
            return href ? `<li><a href="${href}" rel="me noopener">${esc(l.label)}</a></li>` : "";
          })
          .join("")}</ul></nav>`
      : "";
  return `<footer class="site-footer"><div class="container">${social}<p>&copy; ${year} ${esc(doc.content.siteName)}. All rights reserved.</p></div></footer>`;
}

/** A small icon from the site's colours and initial, inline, so browsers ask for no /favicon.ico. */
function faviconHref(doc: WebsiteDocument): string {
  const p = palette(doc);
  const letter = esc((doc.content.siteName.trim()[0] ?? "S").toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${p.primary}"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${p.onPrimary}">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function head(doc: WebsiteDocument, options: RenderOptions, linked: Pick<RenderedSite, "styles" | "script">): string {
  const title = doc.settings.seo.metaTitle.trim() || doc.content.siteName;
  const description = doc.settings.seo.metaDescription.trim() || doc.content.tagline.trim() || doc.content.siteName;
  const base = publishedBase(options);
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
    `<meta name="theme-color" content="${palette(doc).primary}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:site_name" content="${esc(doc.content.siteName)}">`,
    base ? `<meta property="og:url" content="${base}">` : "",
    base ? `<link rel="canonical" href="${base}">` : "",
    // The fonts are fetched at once, in parallel with the stylesheet, so they are ready before first paint and
    // swapping them in shifts nothing (Lighthouse: no layout shift).
    ...Object.keys(fontsFor(doc)).map((path) => `<link rel="preload" href="${options.fontBase ? `${esc(options.fontBase)}${path.slice("fonts/".length)}` : path}" as="font" type="font/woff2" crossorigin>`),
    `<link rel="icon" href="${faviconHref(doc)}">`,
    stylesheetTag(linked.styles),
    scriptTag(linked.script),
  ]
    .filter((line) => line !== "")
    .join("\n");
}

function body(doc: WebsiteDocument, options: RenderOptions, safeUrl: SafeUrl, art: ArtWriter): string {
  const sections = visibleSections(doc);
  const firstHero = sections.findIndex((s) => s.type === "hero");
  const contact = sections.find((s) => s.type === "contact");
  const reveal = doc.settings.effects.fadeIn ? " reveal" : "";
  const anchors = new Set(sections.map((s) => s.id));
  const main = sections
    .map((section, i) =>
      renderSection(section, {
        doc,
        isMainHeading: i === firstHero,
        ctaTarget: contact?.id ?? sections[i + 1]?.id ?? null,
        anchors,
        lazy: doc.settings.performance.lazyLoading && i !== firstHero,
        reveal,
        safeUrl,
        art,
        forms: options.forms ?? "email",
      }),
    )
    .join("\n");
  // Without a hero the page still needs its one h1: the site's name.
  const title =
    firstHero === -1
      ? `<div class="container page-title"><h1>${esc(doc.content.siteName)}</h1>${doc.content.tagline.trim() ? `<p>${esc(doc.content.tagline)}</p>` : ""}</div>\n`
      : "";
  return [
    '<a class="skip" href="#main">Skip to content</a>',
    header(doc, sections, safeUrl),
    `<main id="main">\n${title}${main}\n</main>`,
    footer(doc, options.year, safeUrl),
  ]
    .filter((part) => part !== "")
    .join("\n");
}

const stylesheetTag = (path: string) => `<link rel="stylesheet" href="${path}">`;
const scriptTag = (path: string) => `<script src="${path}" defer></script>`;

export function render(doc: WebsiteDocument, options: RenderOptions): RenderedSite {
  const minify = doc.settings.performance.minifyCode;
  const urls = urlWriter(options.assetBase ?? "assets/");
  const art = artWriter();
  // The body first: the art it draws decides the last rules of the stylesheet, whose name the head links.
  const main = body(doc, options, urls.safeUrl, art);
  const css = formatCss([...siteCss(doc, options.fontBase ?? "fonts/"), ...lookCss(doc), ...art.css()], minify);
  const js = minify ? siteScripts.minified : siteScripts.readable;
  const linked = { styles: hashedName("styles.css", contentHash(css)), script: hashedName("script.js", contentHash(js)) };
  const html =
    `<!doctype html>\n<html lang="en" id="top" class="${htmlClasses(doc)}">\n<head>\n${head(doc, options, linked)}\n</head>\n<body>\n` +
    `${main}\n</body>\n</html>\n`;
  const files: Record<string, string> = {
    // Only the line breaks between tags go: text keeps its own.
    "index.html": minify ? html.replace(/>\n</g, "><") : html,
    [linked.styles]: css,
    [linked.script]: js,
    ...art.files,
  };
  if (options.forms === "inbox" && doc.settings.components.contactForm && visibleSections(doc).some((s) => s.type === "contact")) {
    files[THANK_YOU_PATH.slice(1)] = replyPage(doc, { styles: linked.styles, year: options.year }, {
      title: "Message sent",
      heading: "Thank you",
      lead: `Your message has been sent to ${doc.content.siteName}. The reply will come to the email address you gave.`,
    });
  }
  const base = publishedBase(options);
  files["robots.txt"] = `User-agent: *\nAllow: /\n${base ? `Sitemap: ${base}sitemap.xml\n` : ""}`;
  if (base) {
    files["sitemap.xml"] =
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      `<url><loc>${esc(base)}</loc></url>\n</urlset>\n`;
  }
  return { files, ...linked, fonts: fontsFor(doc), assets: [...urls.uploads].sort(), art: Object.keys(art.files).sort() };
}

export interface ReplyPageText {
  /** The tab's title, before the site's name. */
  title: string;
  heading: string;
  lead: string;
  /** The contact form again, refilled with what the visitor wrote, when the message should be sent again. */
  refill?: Partial<FormFields>;
}

/**
 * A short page in the site's own look, answering a contact form: the thank-you page published with the site, and
 * the Worker's "please check and send again" pages. Served from the site's root, so every link is absolute; no
 * script, no index.
 */
export function replyPage(doc: WebsiteDocument, site: { styles: string; year: number }, text: ReplyPageText): string {
  const { safeUrl } = urlWriter("/assets/");
  const next = text.refill ? inboxForm(text.refill) : `<p><a class="button" href="/">Back to ${esc(doc.content.siteName)}</a></p>`;
  return [
    `<!doctype html>\n<html lang="en" class="${htmlClasses(doc)}">\n<head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(text.title)} - ${esc(doc.content.siteName)}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="icon" href="${faviconHref(doc)}">`,
    stylesheetTag(`/${site.styles}`),
    "</head>\n<body>",
    header(doc, [], safeUrl, "/"),
    `<main id="main"><div class="container page-title reply"><h1>${esc(text.heading)}</h1><p>${esc(text.lead)}</p>${next}</div></main>`,
    footer(doc, site.year, safeUrl),
    "</body>\n</html>\n",
  ]
    .filter((line) => line !== "")
    .join("\n");
}

// The export routes take the cache hints from here, beside the renderer they describe.
export { cacheHints, type CacheHints } from "./caching";

/**
 * Each art path in `text` replaced by the picture itself as a `data:` URI: a srcdoc page has no address for
 * relative paths to resolve against, and the app's policy allows `data:` images (worker/security-headers.ts).
 */
function inlineArt(site: RenderedSite, text: string): string {
  let out = text;
  for (const path of site.art) out = out.replaceAll(path, `data:image/svg+xml,${encodeURIComponent(site.files[path] ?? "")}`);
  return out;
}

/**
 * One self-contained HTML document for `<iframe srcdoc>`: the CSS inlined, the script inlined at the end of the
 * body (an inline script cannot be deferred), fonts loaded from the app (see `fontBase`), art as `data:` URIs.
 */
export function inlineForPreview(site: RenderedSite): string {
  const css = inlineArt(site, site.files[site.styles] ?? "").replace(/<\/style/gi, "<\\/style");
  const js = site.files[site.script] ?? "";
  return inlineArt(site, site.files["index.html"] ?? "")
    .replace(stylesheetTag(site.styles), () => `<style>${css}</style>`)
    .replace(scriptTag(site.script), "")
    .replace("</body>", () => `<script>${js}</script></body>`);
}
