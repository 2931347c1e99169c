import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { builderTemplates, templateDocument } from "../../schema/builder-templates";
import { sampleTexts } from "../../schema/sample-texts";
import { defaultDocument, documentFieldErrors, documentLimits, sectionTypes, websiteDocumentSchema, type WebsiteDocument } from "../../schema/site-document";
import {
  addFeature,
  addItem,
  addItemFeature,
  addSection,
  canMoveSection,
  COALESCE_MS,
  deleteSection,
  featureSlots,
  HISTORY_LIMIT,
  moveSection,
  moveToStep,
  record,
  redo,
  removeItem,
  removeItemFeature,
  selectTemplate,
  setAction,
  setFeature,
  setItemAction,
  setItemFeature,
  setIdentity,
  setLogo,
  setSettings,
  setStyle,
  startHistory,
  undo,
  updateItem,
  updateSection,
} from "./wizard";

const ids = (doc: WebsiteDocument) => doc.content.sections.map((s) => s.id);

describe("moving between steps", () => {
  it("refuses Next from step 1 without a template, in the spec's words", () => {
    expect(moveToStep(defaultDocument(), 1, 2, "next")).toEqual({
      ok: false,
      title: "Template Required",
      description: "Please select a template to continue.",
    });
  });

  it("refuses a forward jump without a template with the other text", () => {
    expect(moveToStep(defaultDocument(), 1, 4, "jump")).toEqual({
      ok: false,
      title: "Template Required",
      description: "Please select a template first.",
    });
  });

  it("moves forward with a template and back freely, within steps 1 to 5", () => {
    const doc = templateDocument(2);
    expect(moveToStep(doc, 1, 2, "next")).toEqual({ ok: true, step: 2 });
    expect(moveToStep(doc, 2, 5, "jump")).toEqual({ ok: true, step: 5 });
    expect(moveToStep(doc, 5, 6, "next")).toEqual({ ok: true, step: 5 });
    expect(moveToStep(defaultDocument(), 3, 1, "jump")).toEqual({ ok: true, step: 1 });
  });

  it("lets a whole site without a template (an AI design opened for editing) move on", () => {
    const doc = addSection(defaultDocument());
    expect(moveToStep(doc, 1, 2, "next")).toEqual({ ok: true, step: 2 });
  });
});

describe("choosing a template", () => {
  it("sets templateId and copies the template's sections, so edits never change the template", () => {
    const doc = selectTemplate(defaultDocument(), 1);
    const template = builderTemplates.find((t) => t.id === 1)!;
    expect(doc.templateId).toBe(1);
    expect(doc.content.sections).toEqual(template.defaultSections);
    const edited = updateSection(doc, doc.content.sections[0]!.id, { heading: "Changed" });
    expect(edited.content.sections[0]!.heading).toBe("Changed");
    expect(template.defaultSections[0]!.heading).not.toBe("Changed");
    expect(doc.content.sections[0]).not.toBe(template.defaultSections[0]);
  });

  it("switching keeps the user's name, tagline, logo and SEO but replaces the sections and look", () => {
    let doc = selectTemplate(defaultDocument(), 1);
    doc = setIdentity(doc, { siteName: "Amina Studio", tagline: "Photos of Nairobi" });
    doc = setLogo(doc, "/assets/logo_abc.png");
    doc = setSettings(doc, "seo", { metaTitle: "Amina | Photos" });
    const switched = selectTemplate(doc, 2);
    expect(switched.templateId).toBe(2);
    expect(switched.content.siteName).toBe("Amina Studio");
    expect(switched.content.tagline).toBe("Photos of Nairobi");
    expect(switched.content.logo).toBe("/assets/logo_abc.png");
    expect(switched.settings.seo.metaTitle).toBe("Amina | Photos");
    expect(switched.content.sections).toEqual(templateDocument(2).content.sections);
    expect(switched.style).toEqual(templateDocument(2).style);
  });

  it("every template gives a valid document", () => {
    for (const t of builderTemplates) expect(v.is(websiteDocumentSchema, selectTemplate(defaultDocument(), t.id))).toBe(true);
  });
});

describe("SEO auto-fill", () => {
  it("fills an empty meta title and description from the name and tagline", () => {
    const doc = setIdentity(defaultDocument(), { siteName: "Crumb & Co" });
    expect(doc.settings.seo).toEqual({ metaTitle: "Crumb & Co | Official Website", metaDescription: "A short description of your website" });
  });

  it("keeps auto-filled meta fields following the name and tagline", () => {
    const doc = setIdentity(setIdentity(templateDocument(2), { siteName: "Jua Kali Works" }), { tagline: "Metal work" });
    expect(doc.settings.seo).toEqual({ metaTitle: "Jua Kali Works | Official Website", metaDescription: "Metal work" });
  });

  it("leaves meta fields the user wrote alone", () => {
    const doc = setSettings(defaultDocument(), "seo", { metaTitle: "Mine", metaDescription: "Also mine" });
    expect(setIdentity(doc, { siteName: "Other", tagline: "Else" }).settings.seo).toEqual({ metaTitle: "Mine", metaDescription: "Also mine" });
  });
});

describe("sections", () => {
  const base = templateDocument(2);

  it("adds a content section titled 'New Section' with empty content and its own id", () => {
    const doc = addSection(addSection(base));
    expect(doc.content.sections.slice(-2)).toEqual([
      { id: "content-1", type: "content", title: "New Section", content: "" },
      { id: "content-2", type: "content", title: "New Section", content: "" },
    ]);
    expect(new Set(ids(doc)).size).toBe(doc.content.sections.length);
    expect(v.is(websiteDocumentSchema, doc)).toBe(true);
  });

  it("stops adding at the document's section limit", () => {
    let doc = defaultDocument();
    for (let i = 0; i < documentLimits.sections + 3; i++) doc = addSection(doc);
    expect(doc.content.sections).toHaveLength(documentLimits.sections);
  });

  it("moves up and down, and not past either end", () => {
    const [first, second, ...rest] = ids(base);
    expect(ids(moveSection(base, second!, -1))).toEqual([second, first, ...rest]);
    expect(ids(moveSection(base, first!, 1))).toEqual([second, first, ...rest]);
    expect(canMoveSection(base, first!, -1)).toBe(false);
    expect(moveSection(base, first!, -1)).toBe(base);
    const last = ids(base).at(-1)!;
    expect(canMoveSection(base, last, 1)).toBe(false);
    expect(moveSection(base, last, 1)).toBe(base);
  });

  it("deletes and edits the title", () => {
    const [first] = ids(base);
    expect(ids(deleteSection(base, first!))).toEqual(ids(base).slice(1));
    expect(updateSection(base, first!, { title: "Start" }).content.sections[0]!.title).toBe("Start");
  });

  it("features show three blank slots by default and keep what is typed", () => {
    const doc = addSection(defaultDocument(), "features");
    const section = doc.content.sections[0]!;
    expect(featureSlots({ ...section, features: undefined })).toEqual(["", "", ""]);
    const typed = setFeature({ ...doc, content: { ...doc.content, sections: [{ ...section, features: undefined }] } }, section.id, 1, "Fast");
    expect(typed.content.sections[0]!.features).toEqual(["", "Fast", ""]);
    expect(addFeature(typed, section.id).content.sections[0]!.features).toEqual(["", "Fast", "", ""]);
  });

  it("edits items and drops an emptied link instead of storing an invalid one", () => {
    let doc = addSection(defaultDocument(), "contact");
    const id = doc.content.sections[0]!.id;
    doc = addItem(addItem(doc, id), id);
    doc = updateItem(doc, id, 0, { title: "Email", link: "mailto:hi@example.com" });
    expect(doc.content.sections[0]!.items![0]).toEqual({ title: "Email", description: "", link: "mailto:hi@example.com" });
    doc = updateItem(doc, id, 0, { link: "" });
    expect(doc.content.sections[0]!.items![0]).toEqual({ title: "Email", description: "" });
    expect(removeItem(doc, id, 0).content.sections[0]!.items).toHaveLength(1);
  });

  it("changes one colour, font or layout without touching the rest", () => {
    const doc = setStyle(defaultDocument(), { colors: { primary: "#ef4444" }, fonts: { heading: "Poppins" } });
    expect(doc.style).toEqual({
      colors: { ...defaultDocument().style.colors, primary: "#ef4444" },
      fonts: { heading: "Poppins", body: "Inter" },
      layout: "standard",
    });
  });
});

describe("the optional kinds of section", () => {
  it("each starts with a plain title and blank rows to fill, and the document stays valid", () => {
    let doc = templateDocument(2);
    for (const type of sectionTypes.slice(6)) doc = addSection(doc, type);
    expect(documentFieldErrors(doc)).toBeNull();
    const added = doc.content.sections.slice(-10);
    expect(added.map((s) => [s.id, s.title, s.items?.length ?? 0])).toEqual([
      ["services-1", "Services", 3],
      ["faq-1", "Questions", 3],
      ["stats-1", "In numbers", 3],
      ["cta-1", "Ready when you are", 0],
      ["team-1", "Our team", 2],
      ["hours-1", "Opening hours", 2],
      ["pricing-1", "Pricing", 3],
      ["articles-1", "Latest news", 3],
      ["product-1", "Shop", 1],
      ["logos-1", "Trusted by", 4],
    ]);
    expect(added[0]!.items![0]).toEqual({ title: "", description: "", price: "" });
    expect(added[6]!.items![0]).toEqual({ title: "", price: "", description: "", features: [""] });
    expect(added[7]!.items![0]).toEqual({ title: "", date: "", description: "" });
    expect(added[8]!.items![0]).toEqual({ title: "", price: "", description: "", features: [""] });
    expect(added[9]!.items![0]).toEqual({ title: "" });
    // Rows are copies: filling one leaves the others blank.
    const filled = updateItem(doc, "pricing-1", 0, { title: "Basic" });
    expect(filled.content.sections.find((s) => s.id === "pricing-1")!.items!.map((i) => i.title)).toEqual(["Basic", "", ""]);
  });

  it("points a new call to action at the contact section when there is one", () => {
    const withContact = addSection(addSection(defaultDocument(), "contact"), "cta");
    expect(withContact.content.sections[1]!.action).toEqual({ label: "Get in touch", link: "#contact-1" });
    expect(addSection(defaultDocument(), "cta").content.sections[0]!.action).toBeUndefined();
  });

  it("edits a button, and removes it once both fields are empty", () => {
    let doc = addSection(defaultDocument(), "cta");
    doc = setAction(doc, "cta-1", { label: "Book" });
    expect(doc.content.sections[0]!.action).toEqual({ label: "Book", link: "" });
    // Half a button is kept so the schema can say what is missing.
    expect(documentFieldErrors(doc)).toEqual({ "content.sections.0.action.link": "Links must start with https:, mailto: or tel:, or point to an uploaded file" });
    doc = setAction(doc, "cta-1", { link: "#cta-1" });
    expect(documentFieldErrors(doc)).toBeNull();
    doc = setAction(setAction(doc, "cta-1", { label: "" }), "cta-1", { link: "" });
    expect("action" in doc.content.sections[0]!).toBe(false);
  });

  it("edits an item's own button, removes it once both fields are empty, and keeps half of one for the schema to name", () => {
    let doc = addSection(addSection(defaultDocument(), "contact"), "product");
    doc = setItemAction(doc, "product-1", 0, { label: "Add to cart" });
    expect(doc.content.sections[1]!.items![0]!.action).toEqual({ label: "Add to cart", link: "" });
    expect(documentFieldErrors(doc)).toEqual({ "content.sections.1.items.0.action.link": "Links must start with https:, mailto: or tel:, or point to an uploaded file" });
    doc = setItemAction(doc, "product-1", 0, { link: "#contact-1" });
    expect(doc.content.sections[1]!.items![0]!.action).toEqual({ label: "Add to cart", link: "#contact-1" });
    expect(documentFieldErrors(doc)).toBeNull();
    doc = setItemAction(setItemAction(doc, "product-1", 0, { label: "" }), "product-1", 0, { link: "" });
    expect("action" in doc.content.sections[1]!.items![0]!).toBe(false);
    expect(setItemAction(doc, "product-1", 5, { label: "x" })).toBe(doc);
  });

  it("keeps a plan's link without a label as its plain link (Choose <plan>), and moves it into the button once labelled", () => {
    let doc = addSection(defaultDocument(), "pricing");
    doc = setItemAction(doc, "pricing-1", 1, { link: "mailto:sales@example.com" });
    expect(doc.content.sections[0]!.items![1]).toEqual({ title: "", price: "", description: "", features: [""], link: "mailto:sales@example.com" });
    doc = setItemAction(doc, "pricing-1", 1, { label: "Talk to us" });
    expect(doc.content.sections[0]!.items![1]).toEqual({ title: "", price: "", description: "", features: [""], action: { label: "Talk to us", link: "mailto:sales@example.com" } });
    doc = setItemAction(doc, "pricing-1", 1, { label: "" });
    expect(doc.content.sections[0]!.items![1]!.link).toBe("mailto:sales@example.com");
    // A link to a section needs a label (a plan's plain link must be a web address): the schema says so.
    doc = setItemAction(doc, "pricing-1", 1, { link: "#pricing-1" });
    expect(doc.content.sections[0]!.items![1]!.action).toEqual({ label: "", link: "#pricing-1" });
    expect(documentFieldErrors(doc)).toEqual({ "content.sections.0.items.1.action.label": "Button label is required" });
    doc = setItemAction(doc, "pricing-1", 1, { link: "" });
    expect(["link" in doc.content.sections[0]!.items![1]!, "action" in doc.content.sections[0]!.items![1]!]).toEqual([false, false]);
  });

  it("edits a plan's features: one blank slot to start, up to the limit", () => {
    let doc = addSection(defaultDocument(), "pricing");
    doc = setItemFeature(doc, "pricing-1", 1, 0, "One site");
    doc = addItemFeature(doc, "pricing-1", 1);
    doc = setItemFeature(doc, "pricing-1", 1, 1, "Email help");
    expect(doc.content.sections[0]!.items![1]!.features).toEqual(["One site", "Email help"]);
    expect(removeItemFeature(doc, "pricing-1", 1, 0).content.sections[0]!.items![1]!.features).toEqual(["Email help"]);
    for (let i = 0; i < 20; i++) doc = addItemFeature(doc, "pricing-1", 1);
    expect(doc.content.sections[0]!.items![1]!.features).toHaveLength(documentLimits.planFeatures);
  });
});

describe("sample marks", () => {
  function marked(): WebsiteDocument {
    const doc = addSection(addSection(defaultDocument(), "testimonials"), "hero");
    const [quotes, hero] = doc.content.sections;
    quotes!.items = [{ title: "Achieng", content: "Lovely", sample: true }, { title: "Real", content: "Mine" }];
    hero!.sample = true;
    return doc;
  }

  it("clears an item's mark when any of its texts is edited, and only that item's", () => {
    const doc = updateItem(marked(), "testimonials-1", 0, { content: "The best pilau" });
    expect(doc.content.sections[0]!.items![0]).toEqual({ title: "Achieng", content: "The best pilau" });
    expect(sampleTexts(doc)).toEqual([{ sectionId: "hero-1", label: "New Section" }]);
  });

  it("clears an item's mark when its date, badge or button changes", () => {
    const product = () => {
      const doc = addSection(defaultDocument(), "product");
      doc.content.sections[0]!.items = [{ title: "Masala", badge: "New", date: "2026", sample: true }];
      return doc;
    };
    for (const patch of [{ badge: "Best seller" }, { date: "2027" }]) expect(updateItem(product(), "product-1", 0, patch).content.sections[0]!.items![0]!.sample).toBeUndefined();
    expect(setItemAction(product(), "product-1", 0, { label: "Buy" }).content.sections[0]!.items![0]!.sample).toBeUndefined();
    expect(setItemAction(product(), "product-1", 0, { link: "#product-1" }).content.sections[0]!.items![0]!.sample).toBeUndefined();
    expect(sampleTexts(updateItem(product(), "product-1", 0, { badge: "" }))).toEqual([]);
    // Art is not words: the mark stays.
    expect(updateItem(product(), "product-1", 0, { art: { motif: "gift", seed: 1 } }).content.sections[0]!.items![0]!.sample).toBe(true);
  });

  it("keeps the mark when only the picture changes or a row is added", () => {
    let doc = updateItem(marked(), "testimonials-1", 0, { image: "https://example.com/a.jpg" });
    doc = addItem(doc, "testimonials-1");
    expect(doc.content.sections[0]!.items![0]!.sample).toBe(true);
    doc = updateSection(doc, "hero-1", { image: "https://example.com/b.jpg" });
    expect(doc.content.sections[1]!.sample).toBe(true);
  });

  it("clears a section's mark when its title, texts, features or button change", () => {
    for (const patch of [{ title: "x" }, { heading: "x" }, { subheading: "x" }, { content: "x" }]) {
      expect(updateSection(marked(), "hero-1", patch).content.sections[1]!.sample).toBeUndefined();
    }
    expect(setAction(marked(), "hero-1", { label: "Call us" }).content.sections[1]!.sample).toBeUndefined();
    const features = { ...marked(), content: { ...marked().content, sections: [{ id: "f", type: "features" as const, features: ["a"], sample: true as const }] } };
    expect(setFeature(features, "f", 0, "b").content.sections[0]!.sample).toBeUndefined();
  });
});

describe("undo and redo", () => {
  const a = defaultDocument();
  const b = setIdentity(a, { siteName: "B" });
  const c = setIdentity(b, { siteName: "C" });

  it("takes edits back and forward again", () => {
    let h = startHistory(a);
    h = record(h, b, "style", 0);
    h = record(h, c, "name", 10_000);
    h = undo(h);
    expect(h.present).toBe(b);
    h = undo(h);
    expect(h.present).toBe(a);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe(c);
    expect(redo(h)).toBe(h);
  });

  it("merges quick typing into one field as one step, but not slow typing or other fields", () => {
    let h = record(startHistory(a), b, "name", 1000);
    h = record(h, c, "name", 1000 + COALESCE_MS - 1);
    expect(h.past).toEqual([a]);
    h = record(h, a, "name", 1000 + 3 * COALESCE_MS);
    expect(h.past).toEqual([a, c]);
    h = record(h, b, "tagline", 1000 + 3 * COALESCE_MS + 1);
    expect(h.past).toEqual([a, c, a]);
  });

  it("a new edit after undo drops the redo branch; an edit that changes nothing records nothing", () => {
    let h = record(record(startHistory(a), b, null, 0), c, null, 0);
    h = undo(h);
    h = record(h, a, null, 0);
    expect(h.future).toEqual([]);
    expect(record(h, h.present, null, 0)).toBe(h);
  });

  it("keeps at most the last HISTORY_LIMIT steps", () => {
    let h = startHistory(a);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h = record(h, setIdentity(a, { siteName: `n${i}` }), null, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});
