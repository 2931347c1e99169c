import { describe, expect, it } from "vitest";
import { sampleItemFields, sampleSectionFields, sampleSummary, sampleTexts } from "./sample-texts";
import { defaultDocument, sectionItemSchema, sectionSchema } from "./site-document";

describe("sample texts", () => {
  it("lists marked sections and items in page order, named by section and item", () => {
    const doc = defaultDocument();
    doc.content.sections = [
      { id: "home", type: "hero", heading: "Fresh bread daily", sample: true },
      { id: "words", type: "testimonials", title: "  ", items: [{ title: "Real person" }, { title: "Achieng", sample: true }, { content: "No name", sample: true }] },
      { id: "visit", type: "hours", title: "Find us", sample: true, items: [{ title: "Mon", sample: true }] },
      { id: "about", type: "content", title: "About" },
    ];
    expect(sampleTexts(doc)).toEqual([
      { sectionId: "home", label: "Fresh bread daily" },
      { sectionId: "words", itemIndex: 1, label: "Testimonials: Achieng" },
      { sectionId: "words", itemIndex: 2, label: "Testimonials: item 3" },
      { sectionId: "visit", label: "Find us" },
      { sectionId: "visit", itemIndex: 0, label: "Find us: Mon" },
    ]);
  });

  it("finds nothing in a document without marks", () => {
    expect(sampleTexts(defaultDocument())).toEqual([]);
  });

  it("says one text or many in plain words", () => {
    expect([sampleSummary(1), sampleSummary(2), sampleSummary(0)]).toEqual(["1 sample text to replace", "2 sample texts to replace", "0 sample texts to replace"]);
  });

  it("covers every text a visitor reads: an item's date, badge and button too, never its picture, art or the mark", () => {
    expect([...sampleItemFields].sort()).toEqual(Object.keys(sectionItemSchema.entries).filter((key) => !["image", "art", "sample"].includes(key)).sort());
    expect([...sampleItemFields]).toEqual(expect.arrayContaining(["date", "badge", "action"]));
    // A section's items carry their own marks; its id, kind, picture and art are not words.
    expect([...sampleSectionFields].sort()).toEqual(Object.keys(sectionSchema.entries).filter((key) => !["id", "type", "items", "image", "art", "sample"].includes(key)).sort());
  });
});
