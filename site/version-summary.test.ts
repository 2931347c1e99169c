import { describe, expect, it } from "vitest";
import { templateDocument } from "../schema/builder-templates";
import { describeChange } from "./version-summary";

const base = templateDocument(2);

describe("a version's summary", () => {
  it("names the first version and an unchanged republish", () => {
    expect(describeChange(null, base)).toBe("First version");
    expect(describeChange(base, structuredClone(base))).toBe("Published again, unchanged");
  });

  it("says which sections came, went and changed, and what else changed", () => {
    const [first, , ...rest] = base.content.sections;
    const after = {
      ...base,
      style: { ...base.style, colors: { ...base.style.colors, primary: "#000000" }, fonts: { ...base.style.fonts } },
      content: { ...base.content, siteName: "Crumb & Co", sections: [{ ...first!, title: "Fresh bread daily" }, ...rest, { id: "faq", type: "faq" as const, title: "Questions", items: [] }] },
    };
    expect(describeChange(base, after)).toBe("Added FAQ (Questions); removed Features (How we help); changed Hero (Fresh bread daily); renamed to Crumb & Co; new colours");
  });
});
