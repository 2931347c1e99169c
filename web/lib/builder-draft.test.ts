import { beforeEach, describe, expect, it } from "vitest";
import { templateDocument } from "../../schema/builder-templates";
import { defaultDocument } from "../../schema/site-document";
import { forgetOwnedWork } from "./owned-storage";
import { documentKey, draftFromOtherTab, hasUnsavedWork, openInBuilder, otherTabDraft, readDraft, writeDraft } from "./builder-draft";

describe("the builder's draft", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

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

  it("keeps each tab's own draft, hands the latest to a new tab, and tells a tab of another's newer work", () => {
    const mine = { document: templateDocument(1), step: 2 };
    writeDraft(mine);
    // Another tab keeps a different site later (its copy arrives in localStorage, stamped with its name).
    const theirs = { document: templateDocument(3), step: 4 };
    localStorage.setItem("sitewright.builder", JSON.stringify({ ...theirs, tab: "another-tab", at: Date.now() + 1000 }));
    // This tab, reloaded, goes on with its own work and is told of the other's, unmerged.
    expect(readDraft()).toEqual(mine);
    expect(otherTabDraft()).toEqual(theirs);
    const event = new StorageEvent("storage", { key: "sitewright.builder", newValue: localStorage.getItem("sitewright.builder") });
    expect(draftFromOtherTab(event, mine.document)).toEqual(theirs);
    expect(draftFromOtherTab(event, theirs.document)).toBeNull();
    // Writing its own unchanged draft again (opening the screen) is no edit: the latest stays the other tab's.
    writeDraft(mine);
    expect(JSON.parse(localStorage.getItem("sitewright.builder")!).tab).toBe("another-tab");
    // A new tab (no copy of its own) goes on from the latest.
    sessionStorage.clear();
    expect(readDraft()).toEqual(theirs);
    expect(otherTabDraft()).toBeNull();
    // Logging out removes both.
    writeDraft(mine);
    forgetOwnedWork();
    expect(readDraft()).toBeNull();
  });
});
