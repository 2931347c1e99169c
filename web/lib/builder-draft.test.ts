import { beforeEach, describe, expect, it } from "vitest";
import { templateDocument } from "../../schema/builder-templates";
import { defaultDocument } from "../../schema/site-document";
import { documentKey, hasUnsavedWork, openInBuilder, readDraft, writeDraft } from "./builder-draft";

describe("the builder's draft", () => {
  beforeEach(() => localStorage.clear());

  it("comes back exactly as written", () => {
    const draft = { document: templateDocument(3), step: 3, websiteId: "site_0123456789abcdef", savedJson: "{}", pendingAction: "publish" as const };
    writeDraft(draft);
    expect(readDraft()).toEqual(draft);
  });

  it("ignores what is missing, unreadable or the wrong shape", () => {
    expect(readDraft()).toBeNull();
    localStorage.setItem("sitewright.builder", "{not json");
    expect(readDraft()).toBeNull();
    localStorage.setItem("sitewright.builder", JSON.stringify({ document: { content: {} }, step: 2 }));
    expect(readDraft()).toBeNull();
    localStorage.setItem("sitewright.builder", JSON.stringify({ document: templateDocument(1), step: 9 }));
    expect(readDraft()).toBeNull();
  });

  it("opens a document for editing at step 2", () => {
    writeDraft({ document: templateDocument(1), step: 4, websiteId: "site_0123456789abcdef" });
    openInBuilder(templateDocument(4));
    expect(readDraft()).toEqual({ document: templateDocument(4), step: 2 });
  });

  it("knows when the draft holds work that is saved nowhere else", () => {
    const doc = templateDocument(2);
    expect(hasUnsavedWork(null)).toBe(false);
    expect(hasUnsavedWork({ document: defaultDocument(), step: 1 })).toBe(false);
    expect(hasUnsavedWork({ document: doc, step: 2 })).toBe(true);
    expect(hasUnsavedWork({ document: doc, step: 2, websiteId: "site_0123456789abcdef", savedJson: documentKey(doc) })).toBe(false);
    const edited = { ...doc, content: { ...doc.content, siteName: "Changed" } };
    expect(hasUnsavedWork({ document: edited, step: 2, websiteId: "site_0123456789abcdef", savedJson: documentKey(doc) })).toBe(true);
  });

  it("still knows a saved draft is saved after it was read back from storage in another key order", () => {
    const doc = templateDocument(2);
    // The server (or a newer app) may write the same document with its keys in another order.
    const { settings, content, style, templateId } = doc;
    const reordered = { settings, templateId, style, content: { ...content } } as typeof doc;
    writeDraft({ document: reordered, step: 3, websiteId: "site_0123456789abcdef", savedJson: documentKey(doc), revision: 4 });
    const back = readDraft();
    expect(back?.revision).toBe(4);
    expect(hasUnsavedWork(back)).toBe(false);
    expect(documentKey(reordered)).toBe(documentKey(doc));
  });
});
