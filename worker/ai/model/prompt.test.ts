import { describe, expect, it } from "vitest";
import { makeBrief } from "../../test/briefs";
import { briefMessages, languageName, systemPrompt } from "./prompt";

describe("the prompt", () => {
  it.each([
    ["sw", "Swahili"],
    ["fr", "French"],
    ["pcm", "Nigerian Pidgin"],
  ])("names the language %s as %s", (code, name) => {
    expect(languageName(code)).toBe(name);
  });

  it("says nothing of language for an English brief, and keeps the customer's words out of the system message", () => {
    const brief = makeBrief();
    expect(systemPrompt(brief, 1)).not.toMatch(/Write every text a visitor reads in/);
    const [system, user] = briefMessages(brief, 1);
    expect(system?.content).not.toContain(brief.description);
    expect(user?.content.endsWith(brief.description)).toBe(true);
  });
});
