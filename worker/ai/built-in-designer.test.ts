import { describe, expect, it } from "vitest";
import { documentFieldErrors } from "../../schema/site-document";
import { contrastRatio } from "../../site/contrast";
import { designWebsites, detectCategory, detectScheme, extractName, readablePalette } from "./built-in-designer";

const bakery = "a bakery called Crumb & Co in Nairobi selling sourdough";

describe("reading the prompt", () => {
  it.each([
    [bakery, "Crumb & Co"],
    ["An agency named Blue Door, based in Lagos", "Blue Door"],
    ['my blog "The Green Plate" about plant-based cooking', "The Green Plate"],
    ["A cafe whose name is Kahawa Corner.", "Kahawa Corner"],
    ["a shop selling bags", null],
  ])("takes the name from %j", (prompt, name) => {
    expect(extractName(prompt)).toBe(name);
  });

  it.each([
    ["an online store selling leather bags", "ecommerce"],
    ["a portfolio for a wedding photographer", "portfolio"],
    ["our wedding on 12 June", "event"],
    ["a coding bootcamp with evening classes", "educational"],
    ["a charity for street children", "nonprofit"],
    ["recipes and stories, a blog", "blog"],
    ["my resume", "personal"],
    ["something nice", "business"],
    ["something nice | Category: Non-profit", "nonprofit"],
    ["a bakery | Category: E-commerce", "ecommerce"],
  ])("reads the category of %j", (prompt, category) => {
    expect(detectCategory(prompt)).toBe(category);
  });

  it.each([
    ["a dark, moody bar", "dark"],
    ["a bright and colourful toy shop", "vibrant"],
    ["a clean, simple page", "minimal"],
    ["a law firm", "corporate"],
    ["a handmade pottery studio", "creative"],
    ["a bakery", "modern"],
    ["a bakery | Style: Gradient", "gradient"],
  ])("reads the colour scheme of %j", (prompt, scheme) => {
    expect(detectScheme(prompt)).toBe(scheme);
  });
});

describe("the three designs", () => {
  it("are valid, and differ in palette, fonts, layout and section order", () => {
    const designs = designWebsites(bakery);
    expect(designs).toHaveLength(3);
    for (const d of designs) expect(documentFieldErrors(d)).toBeNull();
    const distinct = (f: (d: (typeof designs)[number]) => unknown) => new Set(designs.map((d) => JSON.stringify(f(d)))).size;
    expect(distinct((d) => d.style.colors)).toBe(3);
    expect(distinct((d) => d.style.layout)).toBe(3);
    expect(distinct((d) => d.style.fonts)).toBe(3);
    expect(distinct((d) => d.content.sections.map((s) => s.type))).toBe(3);
  });

  it("are written for the bakery in the prompt", () => {
    for (const d of designWebsites(bakery)) {
      expect(d.content.siteName).toBe("Crumb & Co");
      const text = JSON.stringify(d.content);
      expect(text).toContain("Nairobi");
      expect(text).toContain("sourdough");
      expect(text).toContain("mailto:hello@crumbco.example");
      expect(text).toContain("tel:+254700123456");
      expect(d.settings.seo.metaTitle).toBe("Crumb & Co | Official Website");
    }
  });

  it("are the same for the same prompt", () => {
    expect(designWebsites(bakery)).toEqual(designWebsites(bakery));
    expect(designWebsites(bakery)).not.toEqual(designWebsites("a bakery called Crumb & Co in Mombasa selling sourdough"));
  });

  it("make up a fitting name when none is given", () => {
    expect(designWebsites("a yoga studio in Lisbon")[0]!.content.siteName).toContain("Lisbon");
    expect(designWebsites("a website").every((d) => documentFieldErrors(d) === null)).toBe(true);
  });

  it("keep hostile or huge prompts as plain text within the limits", () => {
    const hostile = designWebsites('a shop called "<script>alert(1)</script>" selling <img src=x onerror=alert(1)>');
    expect(hostile[0]!.content.siteName).toBe("<script>alert(1)</script>");
    for (const d of hostile) expect(documentFieldErrors(d)).toBeNull();
    const huge = designWebsites(`a bakery called ${"Very ".repeat(500)}Long Name selling ${"bread, ".repeat(400)}`);
    for (const d of huge) expect(documentFieldErrors(d)).toBeNull();
  });

  it("always keep text readable on the chosen colours", () => {
    const fixed = readablePalette({ primary: "#ffff66", secondary: "#000000", accent: "#ffffff", background: "#ffffff", text: "#eeeeee" });
    expect(contrastRatio(fixed.text, fixed.background)).toBeGreaterThanOrEqual(4.5);
    for (const scheme of ["modern", "vibrant", "minimal", "dark", "gradient", "corporate", "creative"]) {
      for (const d of designWebsites(`a cafe | Style: ${scheme}`)) {
        expect(contrastRatio(d.style.colors.text, d.style.colors.background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
