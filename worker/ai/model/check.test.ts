import { describe, expect, it } from "vitest";
import { makeBrief } from "../../test/briefs";
import { check, fit } from "./check";
import { demandingBrief, faithfulDesign, section } from "./fixtures";

const messages = (brief = demandingBrief(), doc = faithfulDesign()) => check(brief, doc).map((p) => p.message);

describe("check", () => {
  it("finds nothing wrong with a design that keeps to the brief", () => {
    expect(check(demandingBrief(), faithfulDesign())).toEqual([]);
  });

  it("names every problem a customer would see, once each", () => {
    const doc = faithfulDesign();
    doc.content.siteName = "Crumb and Co";
    section(doc, "home").heading = "Fresh bread daily";
    section(doc, "home").action = { label: "Get started", link: "#contact" };
    section(doc, "menu").title = "Our menu";
    section(doc, "about").content = "We have baked on this corner since 1998. Make it warm and inviting!";
    section(doc, "questions").items = section(doc, "questions").items!.slice(0, 2);
    doc.content.sections = doc.content.sections.filter((s) => s.id !== "hours");
    section(doc, "pricing").items = [{ title: "Baker's Dozen", price: "KSh 4500" }];
    section(doc, "contact").items = [{ title: "Phone", content: "+1 555 0100", link: "tel:+15550100", sample: true }];
    expect(check(demandingBrief(), doc)).toEqual([
      { kind: "name", subject: "Crumb & Co", message: 'The site\'s name must be "Crumb & Co" exactly (it is "Crumb and Co").' },
      { kind: "headline", subject: "Bread worth waking up for", message: 'The hero\'s heading must be "Bread worth waking up for", character for character.' },
      { kind: "button", subject: "Order a loaf", message: 'The button "Order a loaf" is missing: use it as the label of the hero\'s, a call-to-action\'s or an item\'s button.' },
      { kind: "badge", subject: "Most popular", message: 'The badge "Most popular" is missing: put it on the item "Baker\'s Dozen" as its badge.' },
      { kind: "section-title", subject: "From our ovens", message: 'A section must be titled "From our ovens", character for character.' },
      { kind: "text", subject: "Every loaf is shaped by hand.", message: 'The text "Every loaf is shaped by hand." must appear on the page, character for character.' },
      { kind: "count", subject: "faq", message: "The section for FAQ must have 3 items; it has 2." },
      { kind: "section", subject: "hours", message: 'The customer asked for a section for Opening hours (type "hours"); there is none.' },
      { kind: "plan-price", subject: "Baker's dozen", message: 'The plan "Baker\'s dozen" must cost "KSh 4,500" as written (it says "KSh 4500").' },
      { kind: "plan-badge", subject: "Baker's dozen", message: 'The plan "Baker\'s dozen" must carry the badge "Most popular".' },
      { kind: "instruction", subject: "make it warm and inviting", message: '"make it warm and inviting" is an instruction to you, never text for the page: remove it.' },
      { kind: "fact", subject: "0712 345 678", message: 'The customer\'s fact "0712 345 678" must appear on the page as given.' },
      { kind: "phone", subject: "+1 555 0100", message: '"+1 555 0100" is an invented US number and the site is in KE: use a sample in the country\'s own format, marked "sample": true.' },
      { kind: "phone", subject: "+15550100", message: '"+15550100" is an invented US number and the site is in KE: use a sample in the country\'s own format, marked "sample": true.' },
    ]);
  });

  it("reads each exact text where its role puts it, and nowhere else", () => {
    const brief = makeBrief({
      exact: [
        { text: "Warm bread", role: "tagline", from: "" },
        { text: "Since dawn", role: "subheading", from: "" },
        { text: "New", role: "badge", from: "" },
        { text: "Visit us", role: "button", from: "" },
      ],
    });
    const doc = faithfulDesign();
    // The words are on the page, but not where they were asked for.
    section(doc, "about").content = "Warm bread. Since dawn. New. Visit us.";
    expect(check(brief, doc).map((p) => `${p.kind}:${p.subject}`)).toEqual(["tagline:Warm bread", "subheading:Since dawn", "badge:New", "button:Visit us"]);

    section(doc, "home").heading = "Warm bread";
    section(doc, "home").subheading = "Since dawn";
    section(doc, "menu").items![0]!.badge = "New";
    section(doc, "questions").items![0]!.action = { label: "Visit us", link: "#contact" };
    expect(check(brief, doc)).toEqual([]);
  });

  it("takes a badge for no plan above the hero's heading, and repairs a missing one there", () => {
    const brief = makeBrief({ exact: [{ text: "Now enrolling", role: "badge", from: "" }] });
    const doc = faithfulDesign();
    for (const s of doc.content.sections) for (const i of s.items ?? []) delete i.badge;
    expect(check(brief, doc).map((p) => `${p.kind}:${p.subject}`)).toEqual(["badge:Now enrolling"]);
    section(doc, "home").badge = "Now enrolling";
    expect(check(brief, doc)).toEqual([]);
  });

  it("holds an exact text too long for its field to the field's limit", () => {
    const long = `${"Bread ".repeat(30)}for everyone`;
    const brief = makeBrief({ exact: [{ text: long, role: "headline", from: "" }] });
    const doc = faithfulDesign();
    section(doc, "home").heading = fit(long, 120);
    expect(check(brief, doc)).toEqual([]);
  });

  it("wants a requested section's title and count, and counts nothing in an about text", () => {
    const brief = makeBrief({ sections: [{ kind: "about", count: 4, title: "Our story", from: "" }, { kind: "schedule", count: 3, title: "This week", from: "" }] });
    expect(messages(brief)).toEqual([
      "The section for Schedule must have 3 items; it has 2.",
      'The section for Schedule must be titled "This week", character for character.',
    ]);
  });

  it("wants every named plan, in the pricing section", () => {
    const brief = makeBrief({ plans: [{ name: "Starter", price: "Free", features: [] }, { name: "Baker's dozen", features: [] }] });
    expect(messages(brief)).toEqual(['The plan "Starter" is missing from the pricing section.']);
  });

  it("finds instruction text in any case, even in the search result's description", () => {
    const doc = faithfulDesign();
    doc.settings.seo.metaDescription = "Make It Warm And Inviting";
    expect(messages(demandingBrief(), doc)).toEqual(['"make it warm and inviting" is an instruction to you, never text for the page: remove it.']);
  });

  it("refuses a fact of the customer's shown as a sample, by its item or by its section", () => {
    const doc = faithfulDesign();
    section(doc, "contact").items![0]!.sample = true;
    expect(messages(demandingBrief(), doc)).toEqual(['"0712 345 678" is the customer\'s own fact, not a sample: never mark it "sample": true.']);
    delete section(doc, "contact").items![0]!.sample;
    section(doc, "about").sample = true;
    expect(messages(demandingBrief(), doc)).toEqual(['"since 1998" is the customer\'s own fact, not a sample: never mark it "sample": true.']);
  });

  it("allows a +1 555 number in the US and Canada, or when the customer gave it", () => {
    const doc = faithfulDesign();
    section(doc, "contact").items!.push({ title: "Orders", content: "+1 (555) 123-4567", sample: true });
    const us = demandingBrief({ place: { value: "Austin", country: "US", confidence: 1, from: "Austin" } });
    expect(check(us, doc)).toEqual([]);
    const given = demandingBrief({ facts: [...demandingBrief().facts, { kind: "phone", text: "+1 (555) 123-4567", from: "" }] });
    expect(check(given, doc).map((p) => p.kind)).toEqual(["sample-fact"]);
    const nowhere = demandingBrief({ place: null });
    expect(messages(nowhere, doc)).toEqual(['"+1 (555) 123-4567" is an invented US number and the site is not in the US or Canada: use a sample in the country\'s own format, marked "sample": true.']);
  });
});
