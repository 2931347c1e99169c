// Shared data for the SPA's component tests.
import type { Brief } from "../../schema/brief";
import type { User } from "../hooks/use-user";
import type { CatalogueKind } from "../lib/brief";

/** A signed-in user on the free plan. */
export const ada: User = {
  id: "usr_1",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  profileImageUrl: null,
  role: "user",
  subscriptionTier: "free",
  emailVerified: true,
};

/** A brief as POST /api/brief answers it, read from a bakery's description; `change` adjusts it. */
export function bakeryBrief(change: (brief: Brief) => Brief = (b) => b): Brief {
  return change({
    version: 1,
    description: "A bakery called Crumb & Co in Nairobi selling sourdough and cakes, with an FAQ of 4 questions. Open since 2009.",
    language: { code: "en", mixed: false, confidence: 1 },
    name: { value: "Crumb & Co", confidence: 0.95, from: "Crumb & Co" },
    person: false,
    kind: { id: "bakery", noun: "bakery", archetype: "food", confidence: 0.78, from: "A bakery", guesses: [] },
    place: { value: "Nairobi", country: "KE", confidence: 0.9, from: "Nairobi" },
    audience: null,
    offers: [
      { name: "sourdough", from: "selling sourdough and cakes" },
      { name: "cakes", from: "selling sourdough and cakes" },
    ],
    people: [],
    stats: [],
    plans: [],
    facts: [{ kind: "since", text: "Open since 2009", from: "Open since 2009" }],
    sections: [{ kind: "faq", count: 4, from: "an FAQ of 4 questions" }],
    exact: [],
    look: { scheme: null, wishes: [], stickyHeader: false },
    instructions: [],
    story: [],
  });
}

/** Part of the catalogue of kinds, as GET /api/brief/kinds answers it. */
export const someKinds: CatalogueKind[] = [
  { id: "bakery", noun: "bakery", archetype: "food", words: ["bakery", "bakehouse", "patisserie", "cake shop"] },
  { id: "catering", noun: "catering company", archetype: "food", words: ["catering", "caterer"] },
  { id: "cleaner", noun: "cleaning company", archetype: "service", words: ["cleaning", "cleaners"] },
  { id: "laundry", noun: "laundry", archetype: "service", words: ["laundry", "dry cleaning"] },
  { id: "hair-salon", noun: "hair salon", archetype: "service", words: ["salon", "hairdresser", "barber"] },
];
