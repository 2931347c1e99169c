import { describe, expect, it } from "vitest";
import { documentFieldErrors } from "../../../schema/site-document";
import { makeBrief } from "../../test/briefs";
import { designsFromBrief } from "../designer";
import { check } from "./check";
import { demandingBrief, faithfulDesign, section } from "./fixtures";
import { repairDesign, settle, without } from "./repair";

const brief = demandingBrief();
const builtIn = designsFromBrief(brief, 0)[0]!;
const theirs = (type: string) => builtIn.content.sections.find((s) => s.type === type)!;

describe("repairDesign", () => {
  it("puts the customer's name, headline and button back, in the hero the model wrote", () => {
    const doc = faithfulDesign();
    doc.content.siteName = "Crumb and Co";
    section(doc, "home").heading = "Welcome to Crumb and Co";
    section(doc, "home").action = { label: "Get started", link: "#menu" };
    doc.settings.seo.metaTitle = "Crumb and Co | Bakery";
    const fixed = repairDesign(brief, doc, builtIn);
    expect(fixed.content.siteName).toBe("Crumb & Co");
    expect(section(fixed, "home")).toEqual({ ...section(faithfulDesign(), "home"), action: { label: "Order a loaf", link: "#menu" } });
    expect(fixed.settings.seo.metaTitle).toBe("Crumb & Co | Bakery");
    expect(check(brief, fixed)).toEqual([]);
    // The model's answer itself is left as it came.
    expect(doc.content.siteName).toBe("Crumb and Co");
  });

  it("takes a missing section, and one short of its count, from the built-in design", () => {
    const doc = faithfulDesign();
    doc.content.sections = doc.content.sections.filter((s) => s.id !== "hours");
    section(doc, "questions").items!.pop();
    const fixed = repairDesign(brief, doc, builtIn);
    expect(fixed.content.sections.map((s) => s.id)).toEqual(["home", "menu", "about", "questions", "pricing", "hours", "contact"]);
    expect(section(fixed, "questions")).toEqual({ ...theirs("faq"), id: "questions" });
    expect(section(fixed, "hours")).toEqual(theirs("hours"));
    expect(check(brief, fixed)).toEqual([]);
  });

  it("cuts instruction text out, sentence by sentence, and drops what is left with nothing to say", () => {
    const doc = faithfulDesign();
    section(doc, "about").content = "We have baked on this corner since 1998. Make it  warm and inviting, as asked.\n\nEvery loaf is shaped by hand.";
    doc.content.sections.splice(2, 0, { id: "note", type: "content", title: "A note", content: "Make it warm and inviting." });
    section(doc, "menu").items!.push({ title: "make it warm and inviting" });
    const fixed = repairDesign(brief, doc, builtIn);
    expect(section(fixed, "about").content).toBe("We have baked on this corner since 1998.\n\nEvery loaf is shaped by hand.");
    expect(fixed.content.sections.map((s) => s.id)).toEqual(faithfulDesign().content.sections.map((s) => s.id));
    expect(section(fixed, "menu").items).toEqual(section(faithfulDesign(), "menu").items);
    expect(check(brief, fixed)).toEqual([]);
  });

  it("mends the named plan: its price as written, its badge, and a plan left out", () => {
    const withTwo = demandingBrief({ plans: [{ name: "Loaf a week", price: "KSh 2,000", features: [] }, ...brief.plans] });
    const doc = faithfulDesign();
    section(doc, "pricing").items = [{ title: "Baker's dozen", price: "4500", features: ["13 loaves a month"] }];
    const fixed = repairDesign(withTwo, doc, designsFromBrief(withTwo, 0)[0]!);
    expect(section(fixed, "pricing").items!.map((i) => [i.title, i.price, i.badge])).toEqual([
      ["Loaf a week", "KSh 2,000", undefined],
      ["Baker's dozen", "KSh 4,500", "Most popular"],
    ]);
    expect(check(withTwo, fixed)).toEqual([]);
  });

  it("gives the customer's facts back as facts, and takes out a made-up US number", () => {
    const doc = faithfulDesign();
    section(doc, "about").sample = true;
    section(doc, "contact").items = [{ title: "Phone", content: "+1 555 0100", link: "tel:+15550100", sample: true }];
    const fixed = repairDesign(brief, doc, builtIn);
    expect(section(fixed, "about").sample).toBeUndefined();
    expect(section(fixed, "contact")).toEqual({ ...theirs("contact"), id: "contact" });
    expect(check(brief, fixed)).toEqual([]);
  });

  it("places exact texts where their role says: a section title, a text, a badge", () => {
    const doc = faithfulDesign();
    section(doc, "menu").title = "Menu";
    section(doc, "about").content = "We have baked on this corner since 1998.";
    delete section(doc, "pricing").items![0]!.badge;
    const fixed = repairDesign(brief, doc, builtIn);
    expect(section(fixed, "about").content).toBe("We have baked on this corner since 1998.\n\nEvery loaf is shaped by hand.");
    expect(section(fixed, "pricing").items![0]!.badge).toBe("Most popular");
    expect(fixed.content.sections.find((s) => s.title === "From our ovens")).toBeDefined();
    expect(check(brief, fixed)).toEqual([]);
  });

  it("gives a page with no hero the built-in one, with the customer's headline", () => {
    const doc = faithfulDesign();
    doc.content.sections.shift();
    const fixed = repairDesign(brief, doc, builtIn);
    expect(fixed.content.sections[0]).toEqual({ ...theirs("hero"), heading: "Bread worth waking up for" });
    expect(check(brief, fixed)).toEqual([]);
  });
});

describe("settle", () => {
  it("keeps the designs that pass once repaired, valid against the site schema", () => {
    const spoilt = faithfulDesign();
    section(spoilt, "home").heading = "Fresh bread";
    const { accepted, problems } = settle(brief, [faithfulDesign(), spoilt], builtIn);
    expect(accepted).toHaveLength(2);
    for (const doc of accepted) expect(documentFieldErrors(doc)).toBeNull();
    expect(problems).toEqual([]);
  });

  it("does not hold the model to what the built-in design cannot meet either", () => {
    // Two badges with no plan or product: the hero carries one, and the second has nothing to sit on, on either page.
    const plain = makeBrief({ exact: [{ text: "New", role: "badge", from: "" }, { text: "Open late", role: "badge", from: "" }] });
    const mine = designsFromBrief(plain, 0)[0]!;
    expect(check(plain, mine).map((p) => `${p.kind}:${p.subject}`)).toEqual(["badge:Open late"]);
    const doc = faithfulDesign();
    doc.content.sections = doc.content.sections.filter((s) => s.type !== "pricing");
    expect(settle(plain, [doc], mine).accepted).toHaveLength(1);
  });

  it("tells the model what was wrong with its own answer when a repair breaks the schema", () => {
    const doc = faithfulDesign();
    // A page already at the limit of 30 sections has no room for the hours section it lacks.
    doc.content.sections = doc.content.sections.filter((s) => s.id !== "hours");
    while (doc.content.sections.length < 30) doc.content.sections.push({ id: `more-${doc.content.sections.length}`, type: "content", content: "More." });
    expect(settle(brief, [doc], builtIn)).toEqual({
      accepted: [],
      problems: [
        'designs.0: The customer asked for a section for Opening hours (type "hours"); there is none.',
        "designs.0.content.sections: A website can have at most 30 sections",
      ],
    });
  });
});

describe("without", () => {
  it.each([
    ["One. Make it pop! Two.", "make it pop", "One. Two."],
    ["Fresh bread, make it pop, daily", "make it pop", "Fresh bread, daily"],
    ["make it pop", "make it pop", ""],
    ["Nothing to see", "make it pop", "Nothing to see"],
  ])("takes %j apart without %j", (text, needle, expected) => {
    expect(without(text, needle)).toBe(expected);
  });
});
