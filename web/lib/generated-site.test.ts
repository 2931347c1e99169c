import { beforeEach, describe, expect, it } from "vitest";
import { templateDocument } from "../../schema/builder-templates";
import { readGenerated, showingSet, whatChanged, withNewSet, writeGenerated, writeNewGeneration, type GeneratedSite } from "./generated-site";

const first: GeneratedSite = { designs: [templateDocument(1)], selected: 0, round: 0 };

describe("the session's designs", () => {
  beforeEach(() => localStorage.clear());

  it("keep every earlier set when a new one replaces it, and show any of them again without losing the others", () => {
    const more = withNewSet(first, { label: "More designs", designs: [templateDocument(2)], selected: 0, round: 1 });
    const rewrite = withNewSet(more, { label: "Rewrote About", designs: [templateDocument(3)], selected: 0, round: 2 });
    expect([rewrite.set, rewrite.label, rewrite.history?.map((h) => [h.set, h.label])]).toEqual([2, "Rewrote About", [[0, "First designs"], [1, "More designs"]]]);
    const back = showingSet(rewrite, 0);
    expect(back.designs).toEqual([templateDocument(1)]);
    expect(back.history?.map((h) => h.set)).toEqual([1, 2]);
    // Rounds only go up, so new words never repeat ones already written.
    expect(back.round).toBe(2);
    expect(showingSet(back, 2).designs).toEqual([templateDocument(3)]);
    expect(showingSet(back, 9)).toBe(back);
  });

  it("keep unsaved designs reachable when a new description is generated, and not saved ones", () => {
    writeGenerated({ ...first, request: { tab: "prompt", description: "a bakery", category: "business", scheme: "warm", prompt: "a bakery" } });
    writeNewGeneration({ designs: [templateDocument(4)] });
    const next = readGenerated()!;
    expect([next.label, next.history?.[0]?.request?.description]).toEqual(["New description", "a bakery"]);
    writeGenerated({ ...next, websiteId: "site_1" });
    writeNewGeneration({ designs: [templateDocument(5)] });
    expect(readGenerated()?.history).toBeUndefined();
  });

  it("say plainly what a section rewrite changed, and why the rest stayed", () => {
    const items = [{ title: "Sourdough", description: "Slow bread." }, { title: "Cakes", description: "For parties." }];
    const before = { id: "menu", type: "services" as const, title: "Menu", content: "Baked daily.", items };
    expect(whatChanged(before, { ...before, content: "Fresh every morning." })).toBe("a new introduction. Its items describe what you offer in your words, so they stay.");
    expect(whatChanged(before, { ...before, items: [items[0]!, { title: "Cakes", description: "Made to order." }] })).toBe("1 of 2 items rewritten. The other items describe what you offer in your words, so they stay.");
    expect(whatChanged(before, { ...before, items: [items[1]!, items[0]!] })).toBe("the same words in a new order: there is nothing more to say without inventing it.");
  });
});
