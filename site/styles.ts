// styles.css for a document: colours and fonts as custom properties, three layouts that truly differ, a 1200px
// container and one 768px breakpoint, motion only when the visitor has not asked for less.
import { serifFamilies, type FontFamily, type WebsiteDocument } from "../schema/site-document";
import { AA, contrastRatio, ensureContrast, readableOn } from "./contrast";
import { fontFaceRules } from "./fonts";

function stack(family: FontFamily): string {
  if (serifFamilies.includes(family)) return `"${family}",Georgia,"Times New Roman",serif`;
  return `"${family}",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif`;
}

/** Mixes `from` toward `to` by `amount` (0 to 1), channel by channel. */
export function mix(from: string, to: string, amount: number): string {
  const parts = [1, 3, 5].map((i) => {
    const a = Number.parseInt(from.slice(i, i + 2), 16);
    const b = Number.parseInt(to.slice(i, i + 2), 16);
    return Math.round(a + (b - a) * amount)
      .toString(16)
      .padStart(2, "0");
  });
  return `#${parts.join("")}`;
}

/** Mixes `hex` toward white (amount > 0) or black (< 0), for tints that stay in the palette. */
export function shade(hex: string, amount: number): string {
  return mix(hex, amount > 0 ? "#ffffff" : "#000000", Math.abs(amount));
}

export function palette(doc: WebsiteDocument) {
  const c = doc.style.colors;
  const text = ensureContrast(c.text, c.background);
  // Tinted panels (features, testimonials) must keep the body text readable too.
  const surface = shade(c.background, luminanceIsDark(c.background) ? 0.08 : -0.04);
  // Links sit on the page and on its panels (cards, boxed sections): the primary colour only where it reads on both.
  const link = contrastRatio(c.primary, c.background) >= AA && contrastRatio(c.primary, surface) >= AA ? c.primary : text;
  return {
    primary: c.primary,
    onPrimary: readableOn(c.primary),
    secondary: c.secondary,
    onSecondary: readableOn(c.secondary),
    accent: c.accent,
    onAccent: readableOn(c.accent),
    background: c.background,
    surface,
    text: ensureContrast(text, surface),
    muted: contrastRatio(shade(text, luminanceIsDark(c.background) ? -0.25 : 0.3), surface) >= AA ? shade(text, luminanceIsDark(c.background) ? -0.25 : 0.3) : text,
    link,
  };
}

/**
 * The banded sections' ground: the background leaning toward the primary colour (more on dark palettes, where a
 * small step is hard to see), as far as the body, muted and link colours stay AA on it.
 */
export function bandColour(doc: WebsiteDocument): string {
  const p = palette(doc);
  for (const amount of luminanceIsDark(p.background) ? [0.16, 0.1, 0.05] : [0.08, 0.05, 0.03]) {
    const band = mix(p.background, p.primary, amount);
    if ([p.text, p.muted, p.link].every((c) => contrastRatio(c, band) >= AA)) return band;
  }
  return p.background;
}

const cornerRadius = { square: ["0", "0"], soft: ["12px", "999px"], round: ["28px", "999px"] } as const;

/**
 * The rules for a document's look (heroes, corners, sections), keyed by classes on <html>. A document without a
 * look gets none of them, so its stylesheet is byte for byte what it was before looks existed.
 */
export function lookCss(doc: WebsiteDocument): string[] {
  const look = doc.style.look;
  if (!look) return [];
  const [radius, button] = cornerRadius[look.corners];
  return [
    `:root{--radius:${radius};--button-radius:${button};--band:${bandColour(doc)}}`,
    ".button{border-radius:var(--button-radius)}",
    ".feature-mark,input,textarea,.brand img{border-radius:min(var(--radius),10px)}",
    // Heroes.
    ".hero-text h1,.hero-text h2{text-wrap:balance}",
    ".hero-visual img{width:100%;border-radius:var(--radius)}",
    ".hero-centred .container{justify-items:center;text-align:center}",
    ".hero-centred p{margin-left:auto;margin-right:auto}",
    ".hero-centred .hero-visual{max-width:56rem;width:100%}",
    ".hero-split .container{padding-top:0;padding-bottom:0}",
    // Phones: the picture across the top, the text panel rising over its lower edge. Wider: the picture fills the hero.
    ".hero-full-bleed{padding:0 0 2.5rem;background:var(--bg)}",
    ".hero-backdrop img{width:100%;height:100%;aspect-ratio:16/9;object-fit:cover;border-radius:0}",
    ".hero-full-bleed .hero-text{position:relative;margin-top:-3rem}",
    // The text sits on a solid panel of the hero's own colours: readable whatever the picture behind it.
    ".hero-full-bleed .hero-text{background:var(--secondary);color:var(--on-secondary);padding:clamp(1.5rem,4vw,2.75rem);border-radius:var(--radius);max-width:40rem}",
    ".layout-minimal .hero-full-bleed .hero-text{background:var(--bg);color:var(--text)}",
    ".hero-large-type .hero-text h1,.hero-large-type .hero-text h2{font-size:clamp(3rem,12vw,7.5rem);line-height:1.05;letter-spacing:-.035em;max-width:14ch;margin-bottom:.25em}",
    ".hero-large-type .hero-text p{font-size:1.125rem}",
    ".hero-large-type .hero-visual{width:clamp(7rem,22vw,15rem);order:-1}",
    ".hero-large-type .hero-visual img{border-radius:50%}",
    // Sections.
    ...(look.sections === "plain"
      ? [
          ".section:nth-child(even of .section:not(.section-hero)){background-color:transparent}",
          ".section+.section{border-top:1px solid color-mix(in srgb,var(--text) 10%,transparent)}",
        ]
      : look.sections === "banded"
        ? [".section:nth-child(even of .section:not(.section-hero)){background-color:var(--band)}"]
        : [
            ".section{padding:1rem 0}",
            ".section:nth-child(even of .section:not(.section-hero)){background-color:transparent}",
            ".section>.container{background:var(--surface);border:1px solid color-mix(in srgb,var(--text) 12%,transparent);border-radius:var(--radius);padding:clamp(2rem,5vw,3.5rem) clamp(1.25rem,4vw,3rem);width:calc(100% - 2rem)}",
            ".section:last-child{padding-bottom:3rem}",
            // A pattern belongs inside the panel, not around it.
            ".section.has-pattern::before{content:none}",
            ".has-pattern>.container{position:relative;isolation:isolate}",
            '.has-pattern>.container::before{content:"";position:absolute;inset:0;z-index:-1;border-radius:inherit}',
          ]),
    "@media (min-width:768px){" +
      ".hero-full-bleed{position:relative;padding:0;isolation:isolate;display:flex;align-items:flex-end;min-height:min(86vh,44rem)}" +
      ".hero-backdrop{position:absolute;inset:0;z-index:-1}" +
      ".hero-backdrop img{aspect-ratio:auto}" +
      ".hero-full-bleed .container{padding-top:8rem;padding-bottom:4rem}" +
      ".hero-full-bleed .hero-text{margin:0}" +
      ".hero-centred .container.with-image{grid-template-columns:1fr}" +
      ".hero-split .container.with-image{grid-template-columns:1fr 1fr;gap:4rem}" +
      ".hero-split{padding:4rem 0}" +
      ".hero-large-type .container.with-image{grid-template-columns:1fr auto;align-items:end}" +
      ".hero-large-type .hero-visual{order:0}" +
      "}",
  ];
}

function luminanceIsDark(hex: string): boolean {
  return readableOn(hex) === "#ffffff";
}

export function siteCss(doc: WebsiteDocument, fontBase: string): string[] {
  const p = palette(doc);
  const rules: string[] = [
    ...fontFaceRules(doc, fontBase),
    `:root{--primary:${p.primary};--on-primary:${p.onPrimary};--secondary:${p.secondary};--on-secondary:${p.onSecondary};--accent:${p.accent};--on-accent:${p.onAccent};--bg:${p.background};--surface:${p.surface};--text:${p.text};--muted:${p.muted};--link:${p.link};--heading-font:${stack(doc.style.fonts.heading)};--body-font:${stack(doc.style.fonts.body)};--radius:12px;--container:1200px;--sidebar:260px}`,
    "*,*::before,*::after{box-sizing:border-box}",
    "html{-webkit-text-size-adjust:100%}",
    "body{margin:0;background:var(--bg);color:var(--text);font-family:var(--body-font);font-size:1.0625rem;line-height:1.65}",
    "img{max-width:100%;height:auto;display:block}",
    "h1,h2,h3{font-family:var(--heading-font);line-height:1.2;margin:0 0 .75rem;font-weight:700}",
    "h1{font-size:clamp(2.1rem,5vw,3.5rem)}h2{font-size:clamp(1.6rem,3.2vw,2.3rem)}h3{font-size:1.2rem}",
    "p{margin:0 0 1rem}",
    "a{color:var(--link);text-underline-offset:.2em}",
    "a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid var(--accent);outline-offset:3px}",
    ".container{width:100%;max-width:var(--container);margin:0 auto;padding:0 1.25rem}",
    ".skip{position:absolute;left:-9999px;top:0;z-index:10;background:var(--bg);color:var(--text);padding:.75rem 1rem}",
    ".skip:focus{left:1rem;top:1rem}",
    // Header and navigation. A phone gets one compact row, the name and a "Menu" whose links open in a panel
    // below it (render.ts); from 768px the links sit in a row beside the name.
    ".site-header{background:var(--primary);color:var(--on-primary);position:relative;z-index:5}",
    ".header-inner{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:4rem;padding-top:.5rem;padding-bottom:.5rem}",
    ".brand{display:flex;align-items:center;gap:.6rem;min-width:0;color:inherit;text-decoration:none;font-family:var(--heading-font);font-weight:700;font-size:1.125rem;line-height:1.2}",
    ".brand span{overflow-wrap:anywhere}",
    ".brand img{flex:none;width:40px;height:40px;object-fit:contain;border-radius:8px}",
    ".site-nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;margin:0;padding:0}",
    ".site-nav a{color:inherit;text-decoration:none;font-weight:600;padding:.5rem 0;display:inline-block}",
    ".site-nav a:hover{text-decoration:underline}",
    ".site-nav>ul{display:none}",
    ".site-menu summary{position:relative;display:flex;align-items:center;min-height:2.75rem;padding:.5rem 1rem .5rem 2.6rem;border:1px solid color-mix(in srgb,currentColor 45%,transparent);border-radius:999px;font-weight:700;cursor:pointer;list-style:none;white-space:nowrap}",
    ".site-menu summary::-webkit-details-marker{display:none}",
    // Three bars, a cross while open: drawn, so no icon font is needed, and decoration (the word says what it is).
    '.site-menu summary::before,.site-menu summary::after{content:"";position:absolute;left:1rem;top:50%;width:1.1rem;height:2px;margin-top:-1px;background:currentColor}',
    ".site-menu summary::before{box-shadow:0 -6px currentColor,0 6px currentColor}",
    ".site-menu[open] summary::before{box-shadow:none;transform:rotate(45deg)}",
    ".site-menu[open] summary::after{transform:rotate(-45deg)}",
    ".site-menu ul{position:absolute;top:100%;left:0;right:0;display:grid;gap:0;padding:0 1.25rem 1rem;background:var(--primary);color:var(--on-primary);box-shadow:0 18px 24px -18px rgba(0,0,0,.45);max-height:calc(100vh - 4rem);overflow-y:auto}",
    ".site-menu a{display:block;padding:.75rem 0;border-top:1px solid color-mix(in srgb,currentColor 20%,transparent)}",
    ...(doc.settings.components.stickyHeader
      ? [
          // The header stays in view while the page scrolls, and a link to a section lands below it, not under it
          // (wider screens allow for a header whose links wrap onto a second line).
          ".site-header{position:sticky;top:0}",
          "#main,main [id]{scroll-margin-top:4.5rem}",
          "@media (min-width:768px){#main,main [id]{scroll-margin-top:6rem}.layout-sidebar #main,.layout-sidebar main [id]{scroll-margin-top:0}}",
        ]
      : []),
    // Sections.
    ".section{padding:4.5rem 0}",
    ".section:nth-child(even of .section:not(.section-hero)){background:var(--surface)}",
    ".section-head{max-width:46rem;margin:0 0 2.25rem}",
    ".section-head p{color:var(--muted);font-size:1.125rem}",
    ".hero{background:var(--secondary);color:var(--on-secondary);padding:5.5rem 0;overflow:hidden}",
    ".hero .container{display:grid;gap:2.5rem;align-items:center}",
    ".hero p{font-size:1.25rem;max-width:40rem;opacity:.95}",
    ".hero img{border-radius:var(--radius)}",
    ".button{display:inline-block;background:var(--accent);color:var(--on-accent);text-decoration:none;font-weight:700;padding:.85rem 1.6rem;border-radius:999px;border:0;font:inherit;font-weight:700;cursor:pointer}",
    ".button:hover{filter:brightness(1.06)}",
    ".grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));list-style:none;margin:0;padding:0}",
    ".card{background:var(--bg);border:1px solid color-mix(in srgb,var(--text) 14%,transparent);border-radius:var(--radius);padding:1.5rem}",
    ".card h3{margin-bottom:.4rem}",
    ".card p{margin:0;color:var(--muted)}",
    ".feature-mark{display:inline-grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:10px;background:var(--primary);color:var(--on-primary);font-weight:700;margin-bottom:.9rem}",
    ".gallery figure{margin:0}",
    ".tile{aspect-ratio:4/3;border-radius:var(--radius);background:linear-gradient(135deg,var(--primary),var(--secondary));display:grid;place-items:center;color:var(--on-primary);font-family:var(--heading-font);font-size:1.4rem;font-weight:700;padding:1rem;text-align:center}",
    ".gallery img{aspect-ratio:4/3;object-fit:cover;border-radius:var(--radius);width:100%}",
    ".gallery figcaption{padding:.75rem .25rem 0}",
    ".gallery figcaption strong{display:block}",
    ".gallery figcaption span{color:var(--muted)}",
    "blockquote{margin:0}",
    ".quote p{font-size:1.1rem}",
    ".quote footer{color:var(--muted);font-size:.95rem}",
    ".quote cite{font-style:normal;font-weight:700;color:var(--text)}",
    ".prose{max-width:46rem}",
    ".contact-grid{display:grid;gap:2rem}",
    // Beside a taller form the details stay together at the top, not spread down its height.
    ".contact-list{list-style:none;margin:0;padding:0;display:grid;gap:1rem;align-content:start}",
    ".contact-list strong{display:block}",
    "form{display:grid;gap:1rem}",
    "label{display:grid;gap:.35rem;font-weight:600}",
    "input,textarea{font:inherit;color:var(--text);background:var(--bg);border:1px solid color-mix(in srgb,var(--text) 35%,transparent);border-radius:10px;padding:.7rem .85rem;width:100%}",
    "textarea{min-height:8rem;resize:vertical}",
    // The contact form's trap for robots: off-screen, not display:none, which many robots know to skip.
    ".form-trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}",
    ".reply{max-width:40rem;padding-bottom:4rem}",
    ".reply form{margin-top:2rem}",
    // The optional sections (more-sections.ts).
    ".price-list{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem 3rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,26rem),1fr))}",
    ".service h3{font-size:1.1rem;margin:0}",
    ".service p{margin:.3rem 0 0;color:var(--muted)}",
    ".price-line{display:flex;align-items:baseline;gap:.5rem}",
    ".price-line::after{content:\"\";order:1;flex:1 0 1.5rem;border-bottom:2px dotted color-mix(in srgb,var(--text) 35%,transparent)}",
    ".price{order:2;font-weight:700;white-space:nowrap}",
    ".faq-list{max-width:46rem;display:grid;gap:.75rem}",
    ".faq{background:var(--bg);border:1px solid color-mix(in srgb,var(--text) 14%,transparent);border-radius:var(--radius)}",
    ".faq summary{cursor:pointer;font-weight:700;padding:1rem 1.25rem}",
    "summary:focus-visible{outline:3px solid var(--accent);outline-offset:3px}",
    ".answer{padding:0 1.25rem .25rem}",
    ".stats{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,9rem),1fr));margin:0}",
    ".stat{display:flex;flex-direction:column-reverse;text-align:center}",
    ".stat dd{margin:0;font-family:var(--heading-font);font-size:clamp(2.2rem,5vw,3rem);font-weight:700;line-height:1.15;color:var(--link)}",
    ".stat dt{color:var(--muted)}",
    ".cta-band{background:var(--primary);color:var(--on-primary);padding:4rem 0;text-align:center}",
    ".cta-band .container{max-width:48rem}",
    ".cta-band p{font-size:1.15rem}",
    ".cta-band p:last-child{margin:0}",
    ".person{text-align:center}",
    ".initials,.portrait img{width:6rem;height:6rem;border-radius:50%;margin:0 auto 1rem}",
    ".initials{display:grid;place-items:center;background:var(--primary);color:var(--on-primary);font-family:var(--heading-font);font-size:1.75rem;font-weight:700}",
    ".portrait img{object-fit:cover}",
    ".person .role{font-weight:600;margin-bottom:.5rem}",
    ".person p+p,address p+p{margin-top:.75rem}",
    ".hours-grid{display:grid;gap:2rem;align-items:start}",
    ".hours{margin:0}",
    ".hours div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;padding:.75rem 0;border-bottom:1px solid color-mix(in srgb,var(--text) 14%,transparent)}",
    ".hours dt{font-weight:700}",
    ".hours dd{margin:0}",
    "address{font-style:normal}",
    ".plan{display:flex;flex-direction:column}",
    ".plan .plan-price{color:var(--text);font-family:var(--heading-font);font-size:1.75rem;font-weight:700;margin:0 0 .75rem}",
    ".ticks{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:.4rem}",
    // The tick is decoration: the alternative text after the slash is empty, so screen readers say nothing.
    ".ticks li::before{content:\"\\2713\";content:\"\\2713\"/\"\";color:var(--link);font-weight:700;margin-right:.5rem}",
    ".plan .plan-action{margin-top:auto;padding-top:1.25rem}",
    ".plan.featured{border:2px solid var(--primary);box-shadow:0 14px 32px -14px color-mix(in srgb,var(--primary) 55%,transparent)}",
    // The minimal layout drops card frames, so its emphasised plan gets a quiet rule instead of a floating shadow.
    ".layout-minimal .plan.featured{box-shadow:none;border-left:3px solid var(--primary);padding-left:1rem}",
    "@media (min-width:768px){.hours-grid{grid-template-columns:1fr 1fr}}",
    ".site-footer{background:var(--text);color:var(--bg);padding:2.5rem 0}",
    ".site-footer p{margin:0}",
    ".site-footer a{color:inherit}",
    ".social{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;margin:0 0 1rem;padding:0}",
    ".page-title{padding-top:4rem;padding-bottom:1rem}",
    // Layout: minimal — a narrow, quiet column.
    ".layout-minimal{--container:760px}",
    ".layout-minimal .site-header{background:var(--bg);color:var(--text);border-bottom:1px solid color-mix(in srgb,var(--text) 14%,transparent)}",
    ".layout-minimal .site-menu ul{background:var(--bg);color:var(--text);border-bottom:1px solid color-mix(in srgb,var(--text) 14%,transparent)}",
    ".layout-minimal .hero{background:var(--bg);color:var(--text);padding:4.5rem 0 2rem}",
    ".layout-minimal .hero p{color:var(--muted)}",
    ".layout-minimal .section:nth-child(even of .section:not(.section-hero)){background:transparent}",
    ".layout-minimal .section{padding:3rem 0;border-top:1px solid color-mix(in srgb,var(--text) 12%,transparent)}",
    ".layout-minimal .card{border:0;padding:0;background:transparent}",
    ".layout-minimal .grid{grid-template-columns:1fr}",
    // A gallery's pictures (and a shop's goods, below) stay side by side in the narrow column.
    ".layout-minimal .grid.gallery{grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr))}",
    ".layout-minimal .site-footer{background:var(--bg);color:var(--muted);border-top:1px solid color-mix(in srgb,var(--text) 12%,transparent)}",
    // Effects: only for visitors who have not asked for reduced motion, and only once the script has run.
    "@media (prefers-reduced-motion:no-preference){" +
      ".fx-smooth{scroll-behavior:smooth}" +
      ".js.fx-fade .reveal{opacity:0;transform:translateY(18px);transition:opacity .6s ease,transform .6s ease}" +
      ".js.fx-fade .reveal.is-visible{opacity:1;transform:none}" +
      ".fx-parallax .parallax{transform:translateY(var(--shift,0));will-change:transform}" +
      "}",
    "@media (min-width:768px){" +
      ".header-inner{min-height:4.5rem;flex-wrap:wrap}" +
      ".brand{font-size:1.25rem;line-height:inherit}" +
      ".site-nav>ul{display:flex}" +
      ".site-menu{display:none}" +
      ".hero .container.with-image{grid-template-columns:1.1fr 1fr}" +
      ".contact-grid{grid-template-columns:1fr 1fr}" +
      // Layout: sidebar — a fixed side column on wide screens, a top bar below 768px.
      ".layout-sidebar .site-header{position:fixed;inset:0 auto 0 0;width:var(--sidebar);overflow-y:auto}" +
      ".layout-sidebar .header-inner{flex-direction:column;align-items:flex-start;justify-content:flex-start;padding:2rem 1.5rem;gap:2rem}" +
      ".layout-sidebar .site-nav ul{flex-direction:column;gap:.25rem}" +
      ".layout-sidebar main,.layout-sidebar .site-footer{margin-left:var(--sidebar)}" +
      ".layout-sidebar .hero{padding:6rem 0}" +
      "}",
    "@media print{.site-header,.site-footer,.skip{display:none}.layout-sidebar main{margin:0}}",
  ];
  // A section with a picture beside its words: only the pages that have one carry the rules.
  if (doc.content.sections.some((s) => s.type === "content" && s.image)) {
    rules.push(
      ".with-picture{display:grid;gap:2.5rem;align-items:center}",
      ".section-picture img{border-radius:var(--radius);width:100%}",
      "@media (min-width:768px){.with-picture{grid-template-columns:1.15fr 1fr}}",
    );
  }
  rules.push(...itemRules(doc));
  return rules;
}

/**
 * The rules for articles, products, logo strips, badges and items' buttons (more-sections.ts): like the picture
 * beside an about text, only pages that have them carry them, so a page without them keeps its bytes. After the
 * card rules, so `p.badge` and `p.product-price` win over `.card p` by order.
 */
function itemRules(doc: WebsiteDocument): string[] {
  const kinds = new Set(doc.content.sections.map((s) => s.type));
  const items = doc.content.sections.flatMap((s) => s.items ?? []);
  const rules: string[] = [];
  if (items.some((item) => item.action)) {
    // Words for screen readers and search engines only ("Add to cart (Pilau masala)").
    rules.push(".sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}");
  }
  if (items.some((item) => item.badge?.trim()) || doc.content.sections.some((s) => s.badge?.trim())) {
    rules.push("p.badge{display:inline-block;align-self:flex-start;margin:0 0 .75rem;padding:.15rem .75rem;border-radius:999px;background:var(--primary);color:var(--on-primary);font-size:.8rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase}");
  }
  // The hero's own paragraph rules (size, a muted colour) must not reach its badge.
  if (doc.content.sections.some((s) => s.type === "hero" && s.badge?.trim())) rules.push(".hero p.badge{font-size:.8rem;color:var(--on-primary);opacity:1}");
  if (kinds.has("articles") || kinds.has("product")) {
    rules.push(".post-picture img,.product-picture img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--radius)}");
  }
  if (kinds.has("articles")) {
    rules.push(
      ".post{display:flex;flex-direction:column}",
      ".post-picture{margin-bottom:1.25rem}",
      ".card .post-date{font-size:.95rem;margin-bottom:.6rem}",
      ".card .post-more{margin-top:auto;padding-top:1rem}",
      ".more{font-weight:700}",
    );
  }
  if (kinds.has("product")) {
    rules.push(
      ".product{display:flex;flex-direction:column}",
      ".product .product-picture{margin-bottom:1.25rem}",
      "p.product-price{color:var(--text);font-family:var(--heading-font);font-size:1.5rem;font-weight:700;margin:0 0 .75rem}",
      ".product .product-action{margin-top:auto;padding-top:1.25rem}",
      ".product-single{display:grid;gap:2rem;align-items:center}",
      ".product-text{max-width:38rem}",
      ".product-single h3{font-size:clamp(1.5rem,3.2vw,2.1rem)}",
      ".product-single p.product-price{font-size:clamp(1.75rem,4vw,2.4rem)}",
      ".product-single .product-action{margin:1.5rem 0 0}",
      "@media (min-width:768px){.product-single.pictured{grid-template-columns:1.1fr 1fr;gap:3.5rem}}",
      ".layout-minimal .grid.products{grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr))}",
    );
  }
  if (kinds.has("logos")) {
    // A quiet line of proof: small, grey and centred, never louder than the sections around it.
    rules.push(
      ".section-logos{padding:2.5rem 0}",
      ".section-logos .section-head{margin:0 auto 1.25rem;text-align:center}",
      ".section-logos h2{font-size:.95rem;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}",
      ".logos{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:1.25rem 2.75rem}",
      ".logos img{width:9rem;height:3rem;object-fit:contain;filter:grayscale(1);opacity:.8}",
      ".wordmark{font-family:var(--heading-font);font-size:1.2rem;font-weight:700;letter-spacing:.02em;color:var(--muted)}",
    );
  }
  return rules;
}

/** Readable output: one rule per line, and blocks opened and closed on their own lines. */
export function formatCss(rules: string[], minify: boolean): string {
  if (minify) return rules.join("");
  return `${rules.map((r) => r.replace(/\{/g, " {\n  ").replace(/;/g, ";\n  ").replace(/\}/g, "\n}\n").replace(/\n {2}\n/g, "\n")).join("\n")}`;
}
