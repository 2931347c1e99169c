import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  applySeoAutofill,
  defaultDocument,
  documentFieldErrors,
  isAllowedUrl,
  websiteDocumentSchema,
  type Section,
  type WebsiteDocument,
} from "./site-document";

function withSections(sections: Section[]): WebsiteDocument {
  const doc = defaultDocument();
  return { ...doc, content: { ...doc.content, sections } };
}

describe("defaults", () => {
  it("are the spec's defaults and valid", () => {
    const doc = defaultDocument();
    expect(doc).toEqual({
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
    });
    expect(documentFieldErrors(doc)).toBeNull();
    expect(defaultDocument()).not.toBe(doc);
  });
});

describe("SEO auto-fill", () => {
  it("fills an empty meta title and description from the name and tagline", () => {
    const doc = applySeoAutofill(defaultDocument());
    expect(doc.settings.seo).toEqual({
      metaTitle: "My Awesome Website | Official Website",
      metaDescription: "A short description of your website",
    });
  });

  it("leaves values the user wrote alone", () => {
    const doc = defaultDocument();
    doc.settings.seo = { metaTitle: "Crumb & Co — Sourdough", metaDescription: "" };
    expect(applySeoAutofill(doc).settings.seo).toEqual({
      metaTitle: "Crumb & Co — Sourdough",
      metaDescription: "A short description of your website",
    });
    doc.settings.seo.metaDescription = "Ours";
    expect(applySeoAutofill(doc)).toBe(doc);
  });
});

describe("validation", () => {
  it("rejects a colour that is not hex, naming the field", () => {
    const doc = defaultDocument();
    (doc.style.colors as Record<string, string>).accent = "orange";
    expect(documentFieldErrors(doc)).toEqual({ "style.colors.accent": "Colour must be a hex value like #3b82f6" });
  });

  it("lower-cases hex colours", () => {
    const doc = defaultDocument();
    doc.style.colors.primary = "#AABBCC";
    expect(v.parse(websiteDocumentSchema, doc).style.colors.primary).toBe("#aabbcc");
  });

  it("rejects an unknown font and layout", () => {
    const doc = defaultDocument() as unknown as { style: { fonts: { body: string }; layout: string } };
    doc.style.fonts.body = "Comic Sans";
    doc.style.layout = "grid";
    expect(documentFieldErrors(doc)).toEqual({
      "style.fonts.body": "Font must be one of: Inter, Roboto, Montserrat, Poppins, Open Sans, Playfair Display, Lora, Libre Baskerville, Space Grotesk, DM Sans, Nunito, Oswald",
      "style.layout": "Layout must be one of: standard, sidebar, minimal",
    });
  });

  it("rejects unknown keys anywhere", () => {
    const doc = { ...defaultDocument(), html: "<script>" };
    expect(Object.keys(documentFieldErrors(doc) ?? {})).toEqual(["html"]);
    const nested = withSections([{ id: "a", type: "content", onclick: "x" } as unknown as Section]);
    expect(Object.keys(documentFieldErrors(nested) ?? {})).toEqual(["content.sections.0.onclick"]);
  });

  it("rejects script, data and plain-http URLs but allows https, mailto, tel and uploads", () => {
    for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<b>", "http://x.example", "//evil.example/x.png", "vbscript:x", "https://user:pw@x.example", "/assets/../secret", "https://exa mple.com"]) {
      expect([bad, isAllowedUrl(bad)]).toEqual([bad, false]);
    }
    for (const good of ["https://example.com/a.png?x=1", "mailto:hello@crumb.example", "tel:+254 700 000 000", "/assets/usr_1/logo.png"]) {
      expect([good, isAllowedUrl(good)]).toEqual([good, true]);
    }
    const doc = defaultDocument();
    doc.content.logo = "javascript:alert(1)";
    expect(documentFieldErrors(doc)).toEqual({
      "content.logo": "Links must start with https:, mailto: or tel:, or point to an uploaded file",
    });
  });

  it("caps sections, items and text lengths", () => {
    const many = Array.from({ length: 31 }, (_, i) => ({ id: `s${i}`, type: "content" as const }));
    expect(documentFieldErrors(withSections(many))).toEqual({ "content.sections": "A website can have at most 30 sections" });
    const items = Array.from({ length: 25 }, () => ({ title: "x" }));
    expect(documentFieldErrors(withSections([{ id: "g", type: "gallery", items }]))).toEqual({
      "content.sections.0.items": "A section can have at most 24 items",
    });
    expect(documentFieldErrors(withSections([{ id: "t", type: "content", title: "x".repeat(121) }]))).toEqual({
      "content.sections.0.title": "Section title must be at most 120 characters",
    });
  });

  it("requires distinct, well-formed section ids", () => {
    expect(documentFieldErrors(withSections([{ id: "About Us", type: "content" }]))).toEqual({
      "content.sections.0.id": "Section ids use lower-case letters, digits and hyphens (at most 40)",
    });
    expect(documentFieldErrors(withSections([{ id: "a", type: "content" }, { id: "a", type: "hero" }]))).toEqual({
      "content.sections": "Each section needs its own id",
    });
  });

  it("requires a site name and a known template number", () => {
    const doc = defaultDocument() as unknown as { templateId: unknown; content: { siteName: string } };
    doc.content.siteName = "   ";
    doc.templateId = 7;
    expect(documentFieldErrors(doc)).toEqual({ templateId: "Unknown template", "content.siteName": "Site name is required" });
  });

  it("refuses a document over 200 KB in total", () => {
    const sections = Array.from({ length: 30 }, (_, i) => ({ id: `s${i}`, type: "content" as const, content: "x".repeat(5000), title: "t" }));
    const doc = withSections(sections);
    doc.content.sections[0]!.items = Array.from({ length: 24 }, () => ({ content: "y".repeat(5000) }));
    expect(documentFieldErrors(doc)).toEqual({ "": "This website is too large to save (over 200 KB)" });
  });
});

describe("the designer's extensions", () => {
  it("accept art, sample marks, prices, plan features, a button and a look", () => {
    const doc = withSections([
      { id: "home", type: "hero", heading: "Hi", action: { label: "Book a class", link: "#contact" }, art: { motif: "lotus", seed: 42 } },
      { id: "prices", type: "features", items: [{ title: "Hatha", price: "KSh 1,200", features: ["60 minutes"], sample: true, art: { motif: "lotus", seed: 0 } }], sample: true },
    ]);
    doc.style.look = { hero: "split", corners: "round", sections: "banded" };
    expect(documentFieldErrors(doc)).toBeNull();
  });

  it("refuse unknown motifs, false sample marks, script links and an empty button label", () => {
    const doc = withSections([
      { id: "home", type: "hero", action: { label: " ", link: "javascript:alert(1)" }, art: { motif: "dragon" as never, seed: -1 } },
      { id: "more", type: "content", items: [{ sample: false as never }] },
    ]);
    doc.style.look = { hero: "diagonal" as never, corners: "soft", sections: "plain" };
    expect(documentFieldErrors(doc)).toEqual({
      "style.look.hero": "Hero style must be one of: centred, split, full-bleed, large-type",
      "content.sections.0.action.label": "Button label is required",
      "content.sections.0.action.link": "Links must start with https:, mailto: or tel:, or point to an uploaded file",
      "content.sections.0.art.motif": "Unknown art motif",
      "content.sections.0.art.seed": "Art seed must be 0 or more",
      "content.sections.1.items.0.sample": "Sample must be true or left out",
    });
  });
});

describe("articles, products, logos and the sticky header", () => {
  it("accept items with a date, a badge and their own button, the three kinds, and the switch; documents without them stay valid", () => {
    const doc = withSections([
      { id: "news", type: "articles", items: [{ title: "Open day", date: "2026-03-14", description: "Come and see", action: { label: "Read more", link: "https://example.com/open-day" } }] },
      { id: "shop", type: "product", items: [{ title: "Masala", badge: "New", price: "KSh 450", features: ["Twelve spices"], action: { label: "Add to cart", link: "#contact" } }] },
      { id: "clients", type: "logos", items: [{ title: "Acme", image: "/assets/ast_0123456789abcdef.png" }, { title: "Mvule" }] },
      { id: "contact", type: "contact" },
    ]);
    doc.settings.components.stickyHeader = true;
    expect(documentFieldErrors(doc)).toBeNull();
    // Every document saved before these existed has none of them.
    expect(documentFieldErrors(withSections([{ id: "p", type: "pricing", items: [{ title: "Basic", link: "https://example.com/buy" }] }]))).toBeNull();
  });

  it("refuse a long date or badge, a button without a label or with a script link, and a switch that is not on or off", () => {
    const doc = withSections([
      { id: "news", type: "articles", items: [{ title: "A", date: "x".repeat(41), action: { label: " ", link: "javascript:alert(1)" } }] },
      { id: "shop", type: "product", items: [{ title: "B", badge: "x".repeat(31), action: { label: "Buy", link: "#Not An Anchor" } }] },
      { id: "kinds", type: "carousel" as never },
    ]);
    (doc.settings.components as Record<string, unknown>).stickyHeader = "yes";
    expect(documentFieldErrors(doc)).toEqual({
      "content.sections.0.items.0.date": "Date must be at most 40 characters",
      "content.sections.0.items.0.action.label": "Button label is required",
      "content.sections.0.items.0.action.link": "Links must start with https:, mailto: or tel:, or point to an uploaded file",
      "content.sections.1.items.0.badge": "Badge must be at most 30 characters",
      "content.sections.1.items.0.action.link": "Links must start with https:, mailto: or tel:, or point to an uploaded file",
      "content.sections.2.type":
        "Section type must be one of: hero, features, gallery, testimonials, content, contact, services, faq, stats, cta, team, hours, pricing, articles, product, logos",
      "settings.components.stickyHeader": "Sticky header must be on or off",
    });
  });
});
