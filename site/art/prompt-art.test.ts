// The offline image generator: a picture of what the prompt names, people when it asks for people, in its colours.
import { describe, expect, it } from "vitest";
import { coloursFor, motifFor, peopleIn, promptArt } from "./prompt-art";

describe("the offline image generator", () => {
  it("draws the people a prompt asks for, as many as it says", () => {
    expect(peopleIn("a family of four smiling")).toEqual({ count: 4, children: true });
    expect(peopleIn("our team of 5 engineers at the office")).toEqual({ count: 5, children: false });
    expect(peopleIn("a couple on the beach at sunset")).toEqual({ count: 2, children: false });
    expect(peopleIn("portrait of a woman")).toEqual({ count: 1, children: false });
    expect(peopleIn("a sunny bakery window with fresh bread")).toBeNull();
    const family = promptArt("a family of four smiling", "1024x1024", "vivid");
    // Four figures, each a head (circle) on shoulders, in a picture of the asked size.
    expect(family.match(/<g transform="translate\(/g)).toHaveLength(4);
    expect(family).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1024 1024" width="1024" height="1024">/);
    expect(promptArt("a family of four smiling", "1024x1024", "vivid")).toBe(family);
  });

  it("draws the subject and the colours the prompt names otherwise", () => {
    expect(motifFor("a sunny bakery window with fresh bread")).toBe("bread");
    expect(coloursFor("red and gold coffee beans", "vivid").primary).toBe("#dc2626");
    expect(promptArt("a sunny bakery window with fresh bread", "1792x1024", "natural")).toMatch(/viewBox="0 0 1792 1024"/);
  });
});
