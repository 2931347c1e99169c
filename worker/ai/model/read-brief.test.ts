// Laying the model's reading over the rules': each case of agreement and disagreement, and what is never taken.
import { describe, expect, it } from "vitest";
import { ASK_BELOW, questionsFor } from "../../../schema/brief";
import { makeBrief } from "../../test/briefs";
import { mergeReadings, type CatalogueKind } from "./read-brief";

const kinds: CatalogueKind[] = [
  { id: "funeral-home", noun: "funeral home", archetype: "service" },
  { id: "dj", noun: "DJ", archetype: "person" },
  { id: "charity", noun: "charity", archetype: "organisation" },
];

describe("mergeReadings", () => {
  const description = "Adeyemi & Sons Funeral Services in Ibadan: hearse hire, burial planning. We also play music at wakes.";

  it("takes the whole name when the rules cut it short, and a place the rules missed, word for word only", () => {
    const rules = makeBrief({ description, name: { value: "Sons Funeral Services", confidence: 0.5, from: "" }, place: null });
    const merged = mergeReadings(rules, { name: "Adeyemi & Sons Funeral Services", kind: rules.kind.id, noun: rules.kind.noun, place: "Ibadan" }, kinds);
    expect(merged.name).toEqual({ value: "Adeyemi & Sons Funeral Services", confidence: 0.8, from: "Adeyemi & Sons Funeral Services" });
    expect(merged.place).toEqual({ value: "Ibadan", country: null, confidence: 0.6, from: "Ibadan" });
    const invented = mergeReadings(rules, { name: "Adeyemi Funerals Ltd", kind: rules.kind.id, noun: "", place: "Lagos" }, kinds);
    expect(invented.place).toBeNull();
    expect(invented.name?.value).toBe("Sons Funeral Services");
  });

  it("asks about the kind when the readings disagree, keeping a sure reading first and both among the choices", () => {
    const sure = makeBrief({ description, kind: { id: "funeral-home", noun: "funeral home", archetype: "service", confidence: 0.9, from: "Funeral Services", guesses: [] } });
    const merged = mergeReadings(sure, { name: null, kind: "dj", noun: "DJ", place: null }, kinds);
    expect(merged.kind.id).toBe("funeral-home");
    expect(merged.kind.confidence).toBeLessThan(ASK_BELOW.kind);
    expect(merged.kind.guesses.map((g) => g.id)).toEqual(["dj"]);
    expect(questionsFor(merged)).toContain("kind");
    // Unsure rules take the model's kind as the first choice, and keep their own among the guesses.
    const unsure = makeBrief({ description, kind: { id: "dj", noun: "DJ", archetype: "person", confidence: 0.3, from: "music", guesses: [] } });
    const followed = mergeReadings(unsure, { name: null, kind: "funeral-home", noun: "funeral home", place: null }, kinds);
    expect([followed.kind.id, followed.kind.archetype, followed.kind.guesses.map((g) => g.id)]).toEqual(["funeral-home", "service", ["dj"]]);
  });

  it("is surer when they agree, asks about a name they disagree on, and ignores a kind it does not know", () => {
    const rules = makeBrief({ description, name: { value: "Adeyemi & Sons Funeral Services", confidence: 0.5, from: "" } });
    const agreed = mergeReadings(rules, { name: "adeyemi & sons funeral services", kind: rules.kind.id, noun: "", place: null }, kinds);
    expect(agreed.name?.confidence).toBe(0.9);
    expect(agreed.kind.confidence).toBeGreaterThanOrEqual(0.85);
    const named = makeBrief({ description, name: { value: "Hearse Hire", confidence: 0.7, from: "" } });
    expect(mergeReadings(named, { name: "Burial Planning", kind: "made-up-kind", noun: "", place: null }, kinds).name).toEqual({ value: "Hearse Hire", confidence: ASK_BELOW.name - 0.05, from: "" });
    expect(mergeReadings(named, { name: null, kind: "made-up-kind", noun: "", place: null }, kinds).kind).toEqual(named.kind);
  });
});
