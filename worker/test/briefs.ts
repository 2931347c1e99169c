// Briefs for tests, written out by hand: every field as the test needs it, nothing read from a description, so a
// change to the reader never changes what a test of the model path is about.
import type { Brief } from "../../schema/brief";

/** A bakery in Nairobi with a name and nothing else asked for; a test adds what it is about. */
export function makeBrief(overrides: Partial<Brief> = {}): Brief {
  return {
    version: 1,
    description: "A bakery called Crumb & Co in Nairobi selling sourdough",
    language: { code: "en", mixed: false, confidence: 1 },
    name: { value: "Crumb & Co", confidence: 1, from: "Crumb & Co" },
    person: false,
    kind: { id: "bakery", noun: "bakery", archetype: "food", confidence: 1, from: "bakery", guesses: [] },
    place: { value: "Nairobi", country: "KE", confidence: 1, from: "Nairobi" },
    audience: null,
    offers: [],
    people: [],
    stats: [],
    plans: [],
    facts: [],
    sections: [],
    exact: [],
    look: { scheme: null, wishes: [], stickyHeader: false },
    instructions: [],
    story: [],
    ...overrides,
  };
}
