import { describe, expect, it } from "vitest";
import { bakeryBrief, someKinds } from "../test/fixtures";
import { briefSummary, kindGuesses, kindNamed, matchKinds, withTyped, writtenInEnglish } from "./brief";

describe("the AI builder's brief helpers", () => {
  it("offers at most three guesses at the kind, the reading's own first, each noun once", () => {
    const brief = bakeryBrief((b) => ({
      ...b,
      kind: {
        ...b.kind,
        guesses: [
          { id: "cake-shop", noun: "Bakery", score: 0.4 },
          { id: "cafe", noun: "cafe", score: 0.3 },
          { id: "catering", noun: "catering company", score: 0.2 },
          { id: "restaurant", noun: "restaurant", score: 0.1 },
        ],
      },
    }));
    expect(kindGuesses(brief)).toEqual([
      { id: "bakery", noun: "bakery" },
      { id: "cafe", noun: "cafe" },
      { id: "catering", noun: "catering company" },
    ]);
  });

  it("finds kinds by the beginnings of their words, those whose noun begins with the words first", () => {
    expect(matchKinds(someKinds, "").map((k) => k.id)).toEqual(["bakery", "catering", "cleaner", "laundry", "hair-salon"]);
    expect(matchKinds(someKinds, "  Clean ").map((k) => k.id)).toEqual(["cleaner", "laundry"]);
    expect(matchKinds(someKinds, "dry clean").map((k) => k.id)).toEqual(["laundry"]);
    expect(matchKinds(someKinds, "piano tuner")).toEqual([]);
    expect(kindNamed(someKinds, "Cake shop")?.id).toBe("bakery");
    expect(kindNamed(someKinds, "cake")).toBeUndefined();
  });

  it("keeps the reading's own name and place, country and all, when the words typed are the same", () => {
    const brief = bakeryBrief();
    expect(withTyped(brief, brief, { name: " Crumb & Co ", place: "Nairobi" })).toEqual(brief);
    expect(withTyped(brief, brief, { name: "", place: "Kisumu" })).toEqual({ ...brief, name: null, place: { value: "Kisumu", country: null, confidence: 1, from: "" } });
  });

  it("says the site will be in English only when the built-in designer writes another language's brief", () => {
    const swahili = bakeryBrief((b) => ({ ...b, language: { code: "sw", mixed: false, confidence: 1 } }));
    expect(writtenInEnglish(swahili, "designer")).toBe(true);
    expect(writtenInEnglish(swahili, "model")).toBe(false);
    expect(writtenInEnglish(swahili, undefined)).toBe(false);
    expect(writtenInEnglish(bakeryBrief(), "designer")).toBe(false);
  });

  it("sums the brief up in one line", () => {
    expect(briefSummary(bakeryBrief())).toBe("Crumb & Co · Bakery · Nairobi");
    expect(briefSummary(bakeryBrief((b) => ({ ...b, name: null, place: null })))).toBe("Bakery");
  });
});
