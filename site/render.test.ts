import { Window } from "happy-dom";
import { HtmlValidate } from "html-validate";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { builderTemplates, templateDocument } from "../schema/builder-templates";
import { defaultDocument, documentFieldErrors, sectionTypes, type Section, type WebsiteDocument } from "../schema/site-document";
import { contentHash, hashedName } from "./caching";
import { contrastRatio } from "./contrast";
import { lookSamples } from "./look-samples";
import { cacheHints, inlineForPreview, render, replyPage, type RenderedSite } from "./render";
import { siteScripts } from "./script";
import { showcaseDocument } from "./showcase";
import { FALLBACK_FEATURES_TITLE, FALLBACK_HERO_HEADING, FALLBACK_HERO_SUBHEADING } from "./sections";
import { zipSite } from "./zip";

const year = 2026;

function doc(sections: Section[], change: (d: WebsiteDocument) => void = () => {}): WebsiteDocument {
  const d = defaultDocument();
  d.content.sections = sections;
  d.settings.performance.minifyCode = false;
  change(d);
  return d;
}

const html = (d: WebsiteDocument, options: { baseUrl?: string } = {}) => render(d, { year, ...options }).files["index.html"]!;
/** The stylesheet and script, under their content-hashed names. */
const stylesOf = (site: RenderedSite) => site.files[site.styles]!;
const scriptOf = (site: RenderedSite) => site.files[site.script]!;

/** Every field a user or a model can fill, in one document. */
function maximal(text: (field: string) => string, url: string): WebsiteDocument {
  return doc(
    sectionTypes.map((type, i) => ({
      id: `s${i}`,
      type,
      title: text(`${type} title`),
      content: text(`${type} content`),
      heading: text(`${type} heading`),
      subheading: text(`${type} subheading`),
      features: [text("feature one"), text("feature two")],
      items: [
        {
          title: text("item title"),
          description: text("item description"),
          content: text("item content"),
          image: url,
          link: url,
          price: text("item price"),
          features: [text("item feature")],
          date: text("item date"),
          badge: text("item badge"),
          action: { label: text("item button"), link: url },
        },
        { title: "Email", content: "hi@example.com", link: "mailto:hi@example.com" },
      ],
      image: url,
    })),
    (d) => {
      d.content.siteName = text("site name");
      d.content.tagline = text("tagline");
      d.content.logo = url;
      d.content.socialLinks = [{ label: text("social"), url }];
      d.settings.seo = { metaTitle: text("meta title"), metaDescription: text("meta description") };
      d.settings.components = { navigation: true, footer: true, contactForm: true, gallery: true, socialLinks: true, stickyHeader: true };
      d.settings.effects = { parallax: true, fadeIn: true, smoothScroll: true };
    },
  );
}

describe("sections", () => {
  it("puts an about section's picture beside its words, with its rules only on pages that have one", () => {
    const about: Section = { id: "about", type: "content", title: "Our story", content: "We bake at dawn." };
    const plain = render(doc([about]), { year });
    expect(plain.files["index.html"]).not.toContain("with-picture");
    expect(stylesOf(plain)).not.toContain(".with-picture");
    const pictured = render(doc([{ ...about, image: "/assets/ast_0123456789abcdef.svg" }]), { year });
    expect(pictured.files["index.html"]).toContain(
      '<div class="with-picture"><div><div class="section-head"><h2 id="about-title">Our story</h2></div><div class="prose"><p>We bake at dawn.</p></div></div><div class="section-picture"><img src="assets/ast_0123456789abcdef.svg" alt="" width="1200" height="900" loading="lazy" decoding="async"></div></div>',
    );
    expect(pictured.assets).toEqual(["ast_0123456789abcdef.svg"]);
    expect(stylesOf(pictured)).toContain(".with-picture");
  });

  it("renders each section type with its content", () => {
    const out = html(maximal((f) => `${f} text`, "https://example.com/pic.png"));
    for (const type of sectionTypes) expect(out).toContain(`class="${{ hero: "hero section-hero", cta: "cta-band section-cta" }[type as string] ?? `section section-${type}`}"`);
    expect(out).toContain('<h1 id="s0-title">hero heading text</h1>');
    expect(out).toContain("<p>hero subheading text</p>");
    expect(out).toContain("<h3>feature one text</h3>");
    expect(out).toContain("<figcaption><strong>item title text</strong><span>item description text</span></figcaption>");
    expect(out).toContain("<blockquote><p>item content text</p></blockquote><footer><cite>item title text</cite>, item description text</footer>");
    expect(out).toContain('<a href="mailto:hi@example.com">hi@example.com</a>');
  });

  it("falls back to the spec's texts when headings are empty", () => {
    const out = html(doc([{ id: "h", type: "hero" }, { id: "f", type: "features", features: ["Fast"] }], (d) => (d.content.tagline = "")));
    expect(out).toContain(`<h1 id="h-title">${FALLBACK_HERO_HEADING}</h1>`);
    expect(out).toContain(`<p>${FALLBACK_HERO_SUBHEADING}</p>`);
    expect(out).toContain(`<h2 id="f-title">${FALLBACK_FEATURES_TITLE}</h2>`);
  });

  it("has exactly one h1, the site name when there is no hero", () => {
    const out = html(doc([{ id: "about", type: "content", title: "About", content: "Hi" }]));
    expect(out.match(/<h1[ >]/g)).toHaveLength(1);
    expect(out).toContain("<h1>My Awesome Website</h1>");
  });
});

describe("settings", () => {
  const sections: Section[] = [
    { id: "home", type: "hero", heading: "Hi", image: "https://example.com/hero.png" },
    { id: "pics", type: "gallery", title: "Pictures", items: [{ title: "One", image: "https://example.com/1.png" }] },
    { id: "contact", type: "contact", items: [{ title: "Email", link: "mailto:a@example.com" }] },
  ];

  it("builds the navigation from the sections, and drops it when navigation is off", () => {
    const on = html(doc(sections, (d) => (d.settings.components.gallery = true)));
    const links = '<li><a href="#home">Home</a></li><li><a href="#pics">Pictures</a></li><li><a href="#contact">Contact</a></li>';
    // One landmark: the row wide screens show, and the same links behind a phone's Menu, which opens with no script.
    expect(on).toContain(
      '<header class="site-header"><div class="container header-inner"><a class="brand" href="#top"><span>My Awesome Website</span></a>' +
        `<nav class="site-nav" aria-label="Main"><ul>${links}</ul><details class="site-menu"><summary>Menu</summary><ul>${links}</ul></details></nav></div></header>`,
    );
    expect(on.match(/<nav[ >]/g)).toHaveLength(1);
    const off = html(doc(sections, (d) => (d.settings.components.navigation = false)));
    expect(off).not.toContain("<nav");
    expect(off).not.toContain("<details");
    expect(off).toContain('<header class="site-header"><div class="container header-inner"><a class="brand" href="#top"><span>My Awesome Website</span></a></div></header>');
  });

  it("shows a phone one list at a time: the Menu below 768px, the row of links from there", () => {
    const css = stylesOf(render(doc(sections, (d) => (d.settings.performance.minifyCode = true)), { year }));
    // Below 768px: the row's list is hidden, the Menu's opens in a panel under the header, on the header's colours.
    expect(css).toContain(".site-nav>ul{display:none}");
    expect(css).toContain(".site-menu summary{position:relative;display:flex;align-items:center;min-height:2.75rem;");
    expect(css).toContain(".site-menu ul{position:absolute;top:100%;left:0;right:0;display:grid;gap:0;padding:0 1.25rem 1rem;background:var(--primary);color:var(--on-primary);");
    expect(css).toContain(".layout-minimal .site-menu ul{background:var(--bg);color:var(--text);");
    // From 768px: the links in a row as before, the Menu gone.
    expect(css).toContain("@media (min-width:768px){.header-inner{min-height:4.5rem;flex-wrap:wrap}.brand{font-size:1.25rem;line-height:inherit}.site-nav>ul{display:flex}.site-menu{display:none}");
  });

  it("keeps the header at the top while scrolling only when asked, landing links below it", () => {
    const css = (sticky: boolean | undefined) =>
      stylesOf(render(doc(sections, (d) => Object.assign(d.settings, { components: { ...d.settings.components, stickyHeader: sticky }, performance: { ...d.settings.performance, minifyCode: true } })), { year }));
    for (const off of [css(undefined), css(false)]) {
      expect(off).not.toContain("sticky");
      expect(off).not.toContain("scroll-margin");
    }
    expect(css(true)).toContain(
      ".site-header{position:sticky;top:0}#main,main [id]{scroll-margin-top:4.5rem}" +
        "@media (min-width:768px){#main,main [id]{scroll-margin-top:6rem}.layout-sidebar #main,.layout-sidebar main [id]{scroll-margin-top:0}}",
    );
    // The sidebar's fixed column wins over sticky on wide screens: its rule is more specific.
    expect(css(true)).toContain(".layout-sidebar .site-header{position:fixed;");
    expect(documentFieldErrors(doc(sections, (d) => (d.settings.components.stickyHeader = true)))).toBeNull();
  });

  it("renders a document made before items had dates, badges and buttons as before, but for the header", () => {
    // The pages' bytes before those fields and the phone header existed, with the header (and the hashed file names
    // that changed with it) taken out.
    const normalise = (page: string) => page.replace(/<header class="site-header">[^]*?<\/header>/, "").replace(/(styles|script)\.[0-9a-f]{8}\.(css|js)/g, "$1.$2");
    const pages = (d: WebsiteDocument) =>
      normalise(render(d, { year }).files["index.html"]!) + normalise(render(d, { year, baseUrl: "https://site.example/", forms: "inbox" }).files["index.html"]!);
    const hashes = Object.fromEntries(builderTemplates.map((t) => [t.name, contentHash(pages(templateDocument(t.id)))]));
    hashes.looks = contentHash(lookSamples().map((l) => pages(l.doc)).join(""));
    // The showcase as it was: without the kinds, fields and switch added since.
    const before = showcaseDocument();
    before.content.sections = before.content.sections
      .filter((s) => !["articles", "product", "logos"].includes(s.type))
      .map((s) => ({ ...s, items: s.items?.map(({ badge: _b, action: _a, date: _d, ...item }) => item) }));
    delete before.settings.components.stickyHeader;
    hashes.showcase = contentHash(pages(before));
    expect(hashes).toEqual({
      Portfolio: "1d0ba16a",
      Business: "117b365d",
      Blog: "2b498b20",
      "E-commerce": "98efa995",
      "Landing Page": "47c1a14a",
      Documentation: "5bb0d928",
      looks: "14f920e9",
      showcase: "56c09ea0",
    });
  });

  it("shows the footer with the year and name only when on", () => {
    expect(html(doc(sections))).toContain("<p>&copy; 2026 My Awesome Website. All rights reserved.</p>");
    expect(html(doc(sections, (d) => (d.settings.components.footer = false)))).not.toContain("<footer class=\"site-footer\"");
  });

  it("shows gallery sections and the contact form only when their components are on", () => {
    const off = html(doc(sections));
    expect(off).not.toContain('id="pics"');
    expect(off).not.toContain("<form");
    const on = html(doc(sections, (d) => Object.assign(d.settings.components, { gallery: true, contactForm: true })));
    expect(on).toContain('id="pics"');
    expect(on).toContain('<form action="mailto:a@example.com" method="post" enctype="text/plain">');
  });

  it("sends the published form to the site's own inbox, with a trap for robots and a thank-you page beside it", () => {
    const withForm = doc(sections, (d) => (d.settings.components.contactForm = true));
    const published = render(withForm, { year: 2026, forms: "inbox" });
    const page = published.files["index.html"]!;
    expect(page).toContain(
      '<form class="contact-form" action="/_forms/contact" method="post"><!--form-guard--><p class="form-trap" aria-hidden="true"><label>Leave this empty<input name="website" type="text" tabindex="-1" autocomplete="off"></label></p>' +
        '<label>Your name<input name="name" type="text" autocomplete="name" required maxlength="100"></label>' +
        '<label>Your email<input name="email" type="email" autocomplete="email" required maxlength="254"></label>' +
        '<label>Message<textarea name="message" required maxlength="5000"></textarea></label><p><button class="button" type="submit">Send message</button></p></form>',
    );
    expect(page).not.toContain("mailto:a@example.com\" method");
    const thanks = published.files["thank-you.html"]!;
    expect(thanks).toContain('<link rel="stylesheet" href="/' + published.styles + '">');
    expect(thanks).toContain("<h1>Thank you</h1><p>Your message has been sent to My Awesome Website. The reply will come to the email address you gave.</p>");
    expect(thanks).toContain('<a class="button" href="/">Back to My Awesome Website</a>');
    // Nothing to receive a form where there is no form, and none in a copy to take away (it uses email).
    expect(render(doc(sections), { year: 2026, forms: "inbox" }).files["thank-you.html"]).toBeUndefined();
    expect(render(withForm, { year: 2026 }).files["thank-you.html"]).toBeUndefined();
    // Without an email address to hand it to, a copy to take away has no form rather than a dead one.
    const noEmail = doc([sections[0]!, { id: "contact", type: "contact", items: [{ title: "Phone", link: "tel:+254700000000" }] }], (d) => (d.settings.components.contactForm = true));
    expect(render(noEmail, { year: 2026 }).files["index.html"]).not.toContain("<form");
    expect(render(noEmail, { year: 2026, forms: "inbox" }).files["index.html"]).toContain('action="/_forms/contact"');
  });

  it("writes a reply page that hands the visitor's words back, escaped", () => {
    const page = replyPage(doc(sections), { styles: "styles.0123abcd.css", year: 2026 }, {
      title: "Not sent yet",
      heading: "Please send your message again",
      lead: "Your message is below.",
      refill: { name: 'Ann <b>"A"</b>', email: "ann@example.com", message: "</textarea><script>alert(1)</script>" },
    });
    expect(page).toContain("<title>Not sent yet - My Awesome Website</title>");
    expect(page).toContain('value="Ann &lt;b&gt;&quot;A&quot;&lt;/b&gt;"');
    expect(page).toContain('<textarea name="message" required maxlength="5000">&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect(page).not.toContain("<script");
  });

  it("shows social links only when on", () => {
    const withLinks = (on: boolean) =>
      html(doc(sections, (d) => {
        d.content.socialLinks = [{ label: "Instagram", url: "https://instagram.com/crumb" }];
        d.settings.components.socialLinks = on;
      }));
    expect(withLinks(true)).toContain('<li><a href="https://instagram.com/crumb" rel="me noopener">Instagram</a></li>');
    expect(withLinks(false)).not.toContain("instagram.com");
  });

  it("lazy-loads images below the hero only when lazy loading is on", () => {
    const lazy = html(doc(sections, (d) => (d.settings.components.gallery = true)));
    expect(lazy).toContain('<img src="https://example.com/hero.png" alt="" width="1200" height="800">');
    expect(lazy).toContain('<img src="https://example.com/1.png" alt="One" width="800" height="600" loading="lazy" decoding="async">');
    const eager = html(doc(sections, (d) => Object.assign(d.settings, { components: { ...d.settings.components, gallery: true }, performance: { ...d.settings.performance, lazyLoading: false } })));
    expect(eager).not.toContain('loading="lazy"');
  });

  it("marks effects on <html> for the script and CSS to pick up", () => {
    expect(html(doc(sections))).toContain('<html lang="en" id="top" class="layout-standard fx-smooth">');
    const all = html(doc(sections, (d) => (d.settings.effects = { parallax: true, fadeIn: true, smoothScroll: false })));
    expect(all).toContain('class="layout-standard fx-fade fx-parallax"');
    expect(stylesOf(render(doc(sections), { year }))).toContain("@media (prefers-reduced-motion:no-preference)");
  });

  it("writes SEO tags, with canonical and a sitemap only when the address is known", () => {
    const d = doc(sections, (x) => (x.settings.seo = { metaTitle: "Crumb | Bakery", metaDescription: "Bread" }));
    const plain = render(d, { year });
    expect(plain.files["index.html"]).toContain("<title>Crumb | Bakery</title>");
    expect(plain.files["index.html"]).toContain('<meta name="description" content="Bread">');
    expect(plain.files["index.html"]).toContain('<meta property="og:title" content="Crumb | Bakery">');
    expect(plain.files["index.html"]).not.toContain("canonical");
    expect(plain.files["sitemap.xml"]).toBeUndefined();
    const live = render(d, { year, baseUrl: "https://crumb.sites.example/" });
    expect(live.files["index.html"]).toContain('<link rel="canonical" href="https://crumb.sites.example/">');
    expect(live.files["index.html"]).toContain('<meta property="og:url" content="https://crumb.sites.example/">');
    expect(live.files["sitemap.xml"]).toContain("<loc>https://crumb.sites.example/</loc>");
    expect(live.files["robots.txt"]).toBe("User-agent: *\nAllow: /\nSitemap: https://crumb.sites.example/sitemap.xml\n");
  });

  it("minifies HTML, CSS and JS when asked", () => {
    const pretty = render(doc(sections), { year });
    const small = render(doc(sections, (d) => (d.settings.performance.minifyCode = true)), { year });
    expect(small.files["index.html"]!.length).toBeLessThan(pretty.files["index.html"]!.length);
    expect(small.files["index.html"]).not.toMatch(/>\n</);
    expect(stylesOf(small)).not.toContain("\n");
    expect(scriptOf(small)).toBe(siteScripts.minified);
    expect(scriptOf(pretty)).toBe(siteScripts.readable);
    expect(() => new Function(siteScripts.minified)).not.toThrow();
  });

  it("names the stylesheet and script by their content, and the page links those names", () => {
    const site = render(doc(sections), { year });
    expect(site.styles).toMatch(/^styles\.[0-9a-f]{8}\.css$/);
    expect(site.script).toMatch(/^script\.[0-9a-f]{8}\.js$/);
    expect(Object.keys(site.files).sort()).toEqual(["index.html", "robots.txt", site.script, site.styles].sort());
    expect(site.files["index.html"]).toContain(`<link rel="stylesheet" href="${site.styles}">\n<script src="${site.script}" defer></script>`);
    expect(site.styles).toBe(hashedName("styles.css", contentHash(stylesOf(site))));
    // A new colour is a new stylesheet under a new name; the script's bytes, and so its name, stay.
    const recoloured = render(doc(sections, (d) => (d.style.colors.primary = "#0f766e")), { year });
    expect(recoloured.styles).not.toBe(site.styles);
    expect(recoloured.script).toBe(site.script);
    expect(recoloured.files["index.html"]).toContain(`href="${recoloured.styles}"`);
    expect(recoloured.files["index.html"]).not.toContain(site.styles);
    // Minifying changes the bytes of both, so both names.
    const small = render(doc(sections, (d) => (d.settings.performance.minifyCode = true)), { year });
    expect([small.styles === site.styles, small.script === site.script]).toEqual([false, false]);
  });

  it("keeps pages for five minutes only when caching is on, and hashed files for a year either way", () => {
    expect(cacheHints(doc([]))).toEqual({ html: "no-cache", immutable: "public, max-age=31536000, immutable" });
    expect(cacheHints(doc([], (d) => (d.settings.performance.caching = true)))).toEqual({ html: "public, max-age=300", immutable: "public, max-age=31536000, immutable" });
  });

  it("uses the document's fonts, locally, and ships only those", () => {
    const d = doc([], (x) => (x.style.fonts = { heading: "Poppins", body: "Open Sans" }));
    const site = render(d, { year });
    expect(site.fonts).toEqual({
      "fonts/open-sans-latin-400-normal.07b38303.woff2": "@fontsource/open-sans/files/open-sans-latin-400-normal.woff2",
      "fonts/open-sans-latin-700-normal.da0e557a.woff2": "@fontsource/open-sans/files/open-sans-latin-700-normal.woff2",
      "fonts/poppins-latin-400-normal.2dd45cff.woff2": "@fontsource/poppins/files/poppins-latin-400-normal.woff2",
      "fonts/poppins-latin-700-normal.ddaf25b8.woff2": "@fontsource/poppins/files/poppins-latin-700-normal.woff2",
    });
    expect(stylesOf(site)).toContain('src:url("fonts/poppins-latin-700-normal.ddaf25b8.woff2") format("woff2")');
    expect(stylesOf(site)).toContain("font-display:swap");
    expect(site.files["index.html"]).toContain('<link rel="preload" href="fonts/poppins-latin-700-normal.ddaf25b8.woff2" as="font" type="font/woff2" crossorigin>');
    expect(stylesOf(render(d, { year, fontBase: "http://localhost:8787/fonts/" }))).toContain('url("http://localhost:8787/fonts/poppins-latin-700-normal.ddaf25b8.woff2")');
  });

  it("draws the three layouts differently", () => {
    const css = stylesOf(render(doc([], (d) => (d.settings.performance.minifyCode = true)), { year }));
    expect(css).toContain(".layout-sidebar .site-header{position:fixed");
    expect(css).toContain(".layout-minimal{--container:760px}");
    const classes = (["standard", "sidebar", "minimal"] as const).map((layout) => html(doc([], (d) => (d.style.layout = layout))).match(/class="(layout-[a-z]+)/)?.[1]);
    expect(classes).toEqual(["layout-standard", "layout-sidebar", "layout-minimal"]);
  });

  it("keeps text readable on any colours the user picks", () => {
    const d = doc([], (x) => (x.style.colors = { primary: "#ffff00", secondary: "#eeeeee", accent: "#ffffff", background: "#ffffff", text: "#fafafa" }));
    const css = stylesOf(render(d, { year }));
    const vars = Object.fromEntries([...css.matchAll(/--([a-z-]+):(#[0-9a-f]{6})/g)].map((m) => [m[1], m[2]]));
    expect(contrastRatio(vars.text!, vars.bg!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars["on-primary"]!, vars.primary!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars["on-accent"]!, vars.accent!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("uploads", () => {
  const logo = "/assets/ast_aaaaaaaaaaaaaaaa.png";
  const withUploads = doc(
    [
      { id: "home", type: "hero", heading: "Hi", image: "/assets/ast_bbbbbbbbbbbbbbbb.jpg" },
      { id: "pics", type: "gallery", items: [{ title: "One", image: "/assets/ast_cccccccccccccccc.webp" }] },
      { id: "menu", type: "contact", items: [{ title: "Menu", content: "Our menu", link: "/assets/ast_dddddddddddddddd.gif" }] },
      // Pictures of sections the page does not show are not the page's pictures.
      { id: "about", type: "content", items: [{ title: "Unused", image: "/assets/ast_eeeeeeeeeeeeeeee.png" }] },
    ],
    (d) => {
      d.content.logo = logo;
      d.settings.components.gallery = true;
    },
  );

  it("asks for uploads under relative assets/ and lists the files the page shows", () => {
    const site = render(withUploads, { year });
    const page = site.files["index.html"]!;
    expect(page).toContain('<img src="assets/ast_aaaaaaaaaaaaaaaa.png" alt="" width="40" height="40">');
    expect(page).toContain('<img src="assets/ast_bbbbbbbbbbbbbbbb.jpg" alt="" width="1200" height="800">');
    expect(page).toContain('<img src="assets/ast_cccccccccccccccc.webp" alt="One"');
    expect(page).toContain('<a href="assets/ast_dddddddddddddddd.gif">Our menu</a>');
    expect(page).not.toContain("/assets/");
    expect(site.assets).toEqual(["ast_aaaaaaaaaaaaaaaa.png", "ast_bbbbbbbbbbbbbbbb.jpg", "ast_cccccccccccccccc.webp", "ast_dddddddddddddddd.gif"]);
  });

  it("asks the app for uploads in the preview", () => {
    const page = render(withUploads, { year, assetBase: "http://localhost:8787/api/uploads/" }).files["index.html"]!;
    expect(page).toContain('<img src="http://localhost:8787/api/uploads/ast_aaaaaaaaaaaaaaaa.png" alt=""');
    expect(page).toContain('<a href="http://localhost:8787/api/uploads/ast_dddddddddddddddd.gif">');
  });

  it("lists no uploads for a page without any, and leaves https pictures alone", () => {
    const site = render(maximal((f) => f, "https://example.com/pic.png"), { year });
    expect(site.assets).toEqual([]);
    expect(site.files["index.html"]).toContain('src="https://example.com/pic.png"');
  });

  it("still refuses upload paths that climb, even if one got past the schema", () => {
    const d = doc([], (x) => (x.content.logo = "/assets/../secret.png"));
    const site = render(d, { year });
    expect(site.files["index.html"]).not.toContain("secret");
    expect(site.assets).toEqual([]);
  });
});

describe("escaping", () => {
  const hostile = (field: string) => `<script>alert("${field}")</script>"><img src=x onerror=alert(1)>'`;

  /** Parses the page like a browser and lists anything that would run or load something we did not put there. */
  function activeContent(page: string): string[] {
    const window = new Window();
    window.document.write(page);
    const found: string[] = [];
    for (const el of window.document.querySelectorAll("*")) {
      for (const attr of el.getAttributeNames()) if (attr.startsWith("on")) found.push(`${el.tagName} ${attr}`);
      if (el.tagName === "SCRIPT" && !/^script\.[0-9a-f]{8}\.js$/.test(el.getAttribute("src") ?? "") && el.textContent !== siteScripts.readable) found.push("script");
      if (["IFRAME", "OBJECT", "EMBED", "BASE"].includes(el.tagName)) found.push(el.tagName);
    }
    for (const img of window.document.querySelectorAll("img")) if (img.getAttribute("src") === "x") found.push("img src=x");
    void window.happyDOM.close();
    return found;
  }

  it("lets no text from the document reach the page as markup", () => {
    const site = render(maximal(hostile, "https://example.com/x.png"), { year });
    for (const page of [site.files["index.html"]!, inlineForPreview(site)]) {
      expect(activeContent(page)).toEqual([]);
      expect(page).toContain("&lt;script&gt;alert(&quot;site name&quot;)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&#39;");
    }
    // The item's date, badge and button label, and the item's name the button carries for screen readers.
    const escaped = (field: string) => `&lt;script&gt;alert(&quot;${field}&quot;)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&#39;`;
    const page = site.files["index.html"]!;
    expect(page).toContain(`<p class="post-date"><time>${escaped("item date")}</time></p>`);
    expect(page).toContain(`<p class="badge">${escaped("item badge")}</p>`);
    expect(page).toContain(`<a class="more" href="https://example.com/x.png">${escaped("item button")}<span class="sr-only"> (${escaped("item title")})</span></a>`);
    expect(page).toContain(`<a class="button" href="https://example.com/x.png">${escaped("item button")}<span class="sr-only"> (${escaped("item title")})</span></a>`);
  });

  it("drops script URLs even if one got past the schema", () => {
    const d = maximal((f) => f, "https://example.com/ok.png");
    const bad = "javascript:alert(1)";
    d.content.logo = bad;
    d.content.sections[0]!.image = bad;
    d.content.sections[2]!.items![0]!.image = bad;
    d.content.sections[5]!.items![0]!.link = bad;
    d.content.socialLinks = [{ label: "x", url: bad }];
    // Items' own buttons: a plan's, an article's, a product's, and a logo's picture.
    for (const i of [12, 13, 14]) d.content.sections[i]!.items![0]!.action = { label: "Go", link: bad };
    d.content.sections[15]!.items![0]!.image = bad;
    // The schema refuses each one; the renderer must not trust that it ran.
    const refused = "Links must start with https:, mailto: or tel:, or point to an uploaded file";
    expect(documentFieldErrors(d)).toEqual({
      "content.logo": refused,
      "content.sections.0.image": refused,
      "content.sections.2.items.0.image": refused,
      "content.sections.5.items.0.link": refused,
      "content.sections.12.items.0.action.link": refused,
      "content.sections.13.items.0.action.link": refused,
      "content.sections.14.items.0.action.link": refused,
      "content.sections.15.items.0.image": refused,
      "content.socialLinks.0.url": refused,
    });
    const site = render(d, { year, baseUrl: "javascript:alert(1)//" });
    expect(JSON.stringify(site.files)).not.toContain("javascript:");
  });
});

describe("determinism", () => {
  it("renders the same bytes for the same document, and only the footer changes with the year", () => {
    const d = templateDocument(2);
    expect(render(d, { year })).toEqual(render(structuredClone(d), { year }));
    const a = render(d, { year: 2026 }).files["index.html"]!;
    const b = render(d, { year: 2027 }).files["index.html"]!;
    expect(a.replace("&copy; 2026", "&copy; 2027")).toBe(b);
  });
});

describe("templates", () => {
  it("are six valid, distinct documents", () => {
    expect(builderTemplates.map((t) => [t.id, t.name])).toEqual([
      [1, "Portfolio"], [2, "Business"], [3, "Blog"], [4, "E-commerce"], [5, "Landing Page"], [6, "Documentation"],
    ]);
    const docs = builderTemplates.map((t) => templateDocument(t.id));
    for (const d of docs) expect(documentFieldErrors(d)).toBeNull();
    expect(new Set(docs.map((d) => JSON.stringify(d.style))).size).toBe(6);
    expect(new Set(docs.map((d) => d.content.siteName)).size).toBe(6);
    expect(builderTemplates.every((t) => t.thumbnail.startsWith("data:image/svg+xml,"))).toBe(true);
  });
});

describe("valid HTML", () => {
  const validator = new HtmlValidate({
    extends: ["html-validate:recommended"],
    rules: {
      // Style preferences, not validity: lower-case doctype is what the HTML standard itself writes, and
      // meta titles are the user's to choose.
      "doctype-style": "off",
      "long-title": "off",
    },
  });

  const cases: [string, WebsiteDocument][] = [
    ...builderTemplates.map((t) => [t.name, templateDocument(t.id)] as [string, WebsiteDocument]),
    ["maximal document", maximal((f) => `${f} & <more>`, "https://example.com/pic.png")],
    ...lookSamples().map(({ name, doc: d }) => [name, d] as [string, WebsiteDocument]),
    ["every kind of section", showcaseDocument()],
  ];
  it.each(cases)("%s has no validation errors", async (_name, d) => {
    // A copy to take away, and the published site with its form, thank-you page and a page handing a message back.
    const published = render(d, { year, baseUrl: "https://site.example/", forms: "inbox" });
    const pages = [
      render(d, { year }).files["index.html"]!,
      published.files["index.html"]!,
      published.files["thank-you.html"] ?? "",
      replyPage(d, { styles: published.styles, year }, { title: "Not sent yet", heading: "Please send it again", lead: "Below.", refill: { name: "Ann", email: "a@b.co", message: "Hi" } }),
    ].filter((page) => page !== "");
    for (const page of pages) {
      const report = await validator.validateString(page);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });
});

describe("zip", () => {
  it("packs the site, its fonts and a README in one folder", () => {
    const site = render(templateDocument(4), { year });
    const fonts = Object.fromEntries(Object.keys(site.fonts).map((p) => [p, new Uint8Array([1, 2, 3])]));
    const zip = zipSite(site, fonts, "Kahawa Roasters");
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "fonts/inter-latin-400-normal.1a0b85dc.woff2",
        "fonts/inter-latin-700-normal.8b534481.woff2",
        "fonts/poppins-latin-400-normal.2dd45cff.woff2",
        "fonts/poppins-latin-700-normal.ddaf25b8.woff2",
        "index.html",
        "robots.txt",
        site.script,
        site.styles,
      ].map((p) => `kahawa-roasters/${p}`),
    );
    expect(strFromU8(files["kahawa-roasters/index.html"]!)).toBe(site.files["index.html"]);
    expect(strFromU8(files["kahawa-roasters/README.txt"]!)).toContain("open index.html in any browser");
    expect(zipSite(site, fonts, "Kahawa Roasters")).toEqual(zip);
  });

  it("writes the README for a site without pictures or a host", () => {
    const site = render(templateDocument(4), { year });
    expect(strFromU8(unzipSync(zipSite(site, {}, "Kahawa"))["kahawa/README.txt"]!)).toBe(`Kahawa
======

This folder is a complete static website.

- To look at it, open index.html in any browser.
- To put it online, upload everything in this folder, as it is, to any static host
  (Cloudflare Pages, Netlify, Vercel, GitHub Pages, or your own web server).

Files:
  index.html    the page
  styles.*.css  the look (colours, fonts, layout)
  script.*.js   small optional effects; the page works without it
  fonts/        the fonts, so no font service is needed
  robots.txt    tells search engines they may index the site

The letters and digits in some names (like ${site.styles}) change whenever the file
does, so browsers may keep those files for a long time: keep the names as they are.
`);
  });

  it("adds a host's settings and steps, and says so in the README", () => {
    const d = templateDocument(4);
    const site = render(d, { year });
    const files = unzipSync(zipSite(site, {}, "Kahawa", { host: "netlify", cache: cacheHints(d) }));
    expect(Object.keys(files).sort()).toEqual(
      ["DEPLOY.txt", "README.txt", "_headers", "index.html", "netlify.toml", "robots.txt", site.script, site.styles].sort().map((p) => `kahawa/${p}`),
    );
    const readme = strFromU8(files["kahawa/README.txt"]!);
    expect(readme).toContain("- To put it online with Netlify, follow the steps in DEPLOY.txt.\n\nFiles:\n");
    expect(readme).toContain(
      "  robots.txt    tells search engines they may index the site\n" +
        "  DEPLOY.txt    the steps to put this folder online with Netlify\n" +
        "  _headers      security and caching settings for Netlify\n" +
        "  netlify.toml  security and caching settings for Netlify\n\nThe letters and digits",
    );
    expect(strFromU8(files["kahawa/_headers"]!)).toContain(`/${site.styles}\n  Cache-Control: public, max-age=31536000, immutable\n`);
  });

  it("packs the page's pictures under assets/, stored as they are", () => {
    const site = render(doc([], (d) => (d.content.logo = "/assets/ast_aaaaaaaaaaaaaaaa.png")), { year });
    const picture = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 1, 1, 1]);
    const zip = zipSite(site, { "assets/ast_aaaaaaaaaaaaaaaa.png": picture }, "Kahawa");
    const files = unzipSync(zip);
    expect(files["kahawa/assets/ast_aaaaaaaaaaaaaaaa.png"]).toEqual(picture);
    expect(strFromU8(files["kahawa/README.txt"]!)).toContain("  fonts/        the fonts, so no font service is needed\n  assets/       your pictures\n");
  });
});

describe("serif faces", () => {
  it("fall back to a serif while they load, and sans faces to a sans", () => {
    const doc = defaultDocument();
    doc.style.fonts = { heading: "Playfair Display", body: "DM Sans" };
    const css = render(doc, { year: 2026 }).files;
    const styles = Object.entries(css).find(([path]) => path.startsWith("styles."))![1];
    expect(styles).toContain('--heading-font:"Playfair Display",Georgia,"Times New Roman",serif;--body-font:"DM Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif');
    expect(Object.keys(render(doc, { year: 2026 }).fonts)).toEqual([
      "fonts/dm-sans-latin-400-normal.9ce79e10.woff2",
      "fonts/dm-sans-latin-700-normal.2ac74a6f.woff2",
      "fonts/playfair-display-latin-400-normal.7779b11f.woff2",
      "fonts/playfair-display-latin-700-normal.5706a369.woff2",
    ]);
  });
});
