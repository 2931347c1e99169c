// The trade catalogue keeps the rules in trade.ts: every entry is checked mechanically, since a person reads every
// line of it on a live page and one bad string shows on every site of that trade.
import { describe, expect, it } from "vitest";
import { motifs } from "../../../schema/motifs";
import { categories, colourSchemes, type Category } from "../../../schema/prompt";
import type { PlanSection, Trade } from "./trade";
import { trades } from "./trades";

// Twenty characters each, the length the brief measures against; the name ends in "s" and holds an ampersand, so a
// possessive or a name-dependent agreement would read wrong.
const longName = "Greenwood & Daughter";
const longPlace = "Port Harcourt Island";
const sectionKinds: readonly PlanSection[] = [
  "features", "services", "gallery", "testimonials", "content", "faq", "stats", "cta", "team", "hours", "pricing",
  "contact",
];
const minimumPerCategory: Record<Category, number> = {
  business: 4, portfolio: 4, ecommerce: 4, blog: 4, personal: 4, event: 4, educational: 4, nonprofit: 4,
};
// Words that read as marketing filler.
const cliches = [
  "unleash", "elevate", "elevated", "seamless", "seamlessly", "world-class", "cutting-edge", "synergy", "y'all",
  "game-changer", "game-changing", "state-of-the-art", "next-level", "best-in-class", "one-stop", "leverage",
  "revolutionise", "revolutionize", "unlock", "supercharge", "look no further", "in today's", "second to none",
];
// Spellings a British-neutral page would not use; keywords may hold them, since they match what people type.
const usSpellings = [
  "color", "colors", "favorite", "flavor", "flavors", "center", "centers", "neighbor", "neighborhood", "jewelry",
  "organize", "organized", "realize", "catalog", "gray", "mom", "cozy", "honor", "theater", "traveler", "traveling",
];
const articles = ["a", "an", "the"];

function fill(text: string, trade: Trade): string {
  return text.replaceAll("{name}", longName).replaceAll("{place}", longPlace).replaceAll("{customers}", trade.customers);
}

/** Every string of an entry, with where it came from, for the rules that hold of all of them. */
function strings(trade: Trade): [string, string][] {
  return [
    ["noun", trade.noun], ["plural", trade.plural], ["practitioner", trade.practitioner],
    ["customers", trade.customers], ["offersTitle", trade.offersTitle],
    ...trade.keywords.map((k): [string, string] => ["keyword", k]),
    ...trade.offers.flatMap((o): [string, string][] => [["offer", o.name], ["offer description", o.description]]),
    ["cta", trade.cta.primary], ["cta", trade.cta.secondary],
    ...trade.benefits.flatMap((b): [string, string][] => [["benefit", b.title], ["benefit description", b.description]]),
    ...trade.questions.flatMap((q): [string, string][] => [["question", q.question], ["answer", q.answer]]),
    ...trade.headlines.map((h): [string, string] => ["headline", h]),
    ...trade.intros.map((s): [string, string] => ["intro", s]),
    ...trade.about.map((s): [string, string] => ["about", s]),
    ...trade.reviews.map((s): [string, string] => ["review", s]),
    ...trade.stats.flatMap((s): [string, string][] => [["stat value", s.value], ["stat label", s.label]]),
    ...trade.team.map((s): [string, string] => ["team", s]),
  ];
}

/** The rule a string breaks, or null: the checks a proofreader would make on every line. */
function fault(text: string, field = ""): string | null {
  if (text.trim() === "") return "empty";
  if (text !== text.trim()) return "leading or trailing space";
  if (text.includes("  ")) return "double space";
  // ASCII only (keywords aside, which are written as customers write them, accents included): no emoji, no curly
  // quotes that would break the possessive checks below.
  if (field === "keyword" ? !/^[\p{L}\p{M}\d '’&-]*$/u.test(text) : !/^[\x20-\x7e]*$/.test(text)) return "a character outside plain ASCII";
  if (text.includes("!")) return "an exclamation mark";
  const unknownSlot = text.match(/\{(?!name\}|place\}|customers\})[^}]*\}/)?.[0];
  if (unknownSlot) return `unknown slot ${unknownSlot}`;
  if (/[{}]/.test(text.replace(/\{(name|place|customers)\}/g, ""))) return "a stray brace";
  if (/\{(name|place)\}'/.test(text)) return "a possessive on a slot";
  if (/\b(the|a|an|our|your)\s+\{(name|place)\}/i.test(text)) return "an article before a proper noun";
  if (/\b(a|an)\s+\{customers\}/i.test(text)) return "a singular article before a plural";
  if (/\{name\}\s+(is|are|was|were|has|have)\b/i.test(text)) return "an agreement that depends on the name";
  const words = text.toLowerCase().match(/[a-z0-9{}'&/-]+/g) ?? [];
  for (let i = 1; i < words.length; i++) {
    if (words[i] === words[i - 1]) return `doubled word "${words[i]}"`;
    if (articles.includes(words[i]!) && articles.includes(words[i - 1]!)) return `doubled article "${words[i - 1]} ${words[i]}"`;
  }
  const lower = ` ${text.toLowerCase().replace(/[^a-z' -]/g, " ")} `;
  const banned = field === "keyword" ? cliches : [...cliches, ...usSpellings];
  const word = banned.find((w) => lower.includes(` ${w} `));
  if (word) return `banned word "${word}"`;
  return null;
}

describe("the trade catalogue", () => {
  it("holds at least 64 trades with unique kebab-case ids", () => {
    expect(trades.length).toBeGreaterThanOrEqual(64);
    const ids = trades.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it("covers all eight categories with at least four trades each, business the most", () => {
    const count = (category: Category) => trades.filter((t) => t.category === category).length;
    for (const { value } of categories) expect(count(value), value).toBeGreaterThanOrEqual(minimumPerCategory[value]);
    const others = categories.filter((c) => c.value !== "business").map((c) => count(c.value));
    expect(count("business")).toBeGreaterThan(Math.max(...others));
  });

  it("names each keyword in one trade only, plurals included", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const trade of trades) {
      for (const keyword of trade.keywords) {
        // A plural matches its singular, so "cake" and "cakes" are the same keyword.
        for (const form of [keyword, `${keyword}s`, `${keyword}es`, keyword.replace(/y$/, "ies")]) {
          const other = owner.get(form);
          if (other && other !== trade.id) clashes.push(`${keyword}: ${trade.id} and ${other}`);
        }
        owner.set(keyword, trade.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("gives each trade two to fifty keywords, in lower case, in any language", () => {
    const bad = trades.flatMap((t) => t.keywords.filter((k) => k !== k.toLowerCase() || !/^[\p{Ll}\d][\p{Ll}\p{M}\d &'’-]*$/u.test(k)).map((k) => `${t.id}: ${k}`));
    expect(bad).toEqual([]);
    expect(trades.filter((t) => t.keywords.length < 2 || t.keywords.length > 50).map((t) => t.id)).toEqual([]);
  });

  it("keeps every list within the counts the entry type gives", () => {
    const outOfRange = (t: Trade) =>
      [
        ["offers", t.offers.length, 6, 10],
        ["benefits", t.benefits.length, 3, 6],
        ["questions", t.questions.length, 4, 6],
        ["headlines", t.headlines.length, 4, 6],
        ["intros", t.intros.length, 3, 4],
        ["about", t.about.length, 2, 3],
        ["reviews", t.reviews.length, 4, 4],
        ["stats", t.stats.length, 3, 4],
        ["team", t.team.length, 2, 5],
        ["motifs", t.motifs.length, 2, 4],
        ["moods", t.moods.length, 2, 3],
        ["plan", t.plan.length, 5, 8],
      ]
        .filter(([, n, min, max]) => (n as number) < (min as number) || (n as number) > (max as number))
        .map(([field, n]) => `${t.id}.${field}: ${n}`);
    expect(trades.flatMap(outOfRange)).toEqual([]);
  });

  it("writes no string that breaks a proofreading rule", () => {
    const faults = trades.flatMap((t) =>
      strings(t).flatMap(([field, text]) => {
        const why = fault(text, field);
        return why ? [`${t.id} ${field} "${text}": ${why}`] : [];
      }),
    );
    expect(faults).toEqual([]);
  });

  it("never repeats a string within an entry", () => {
    const repeats = trades.flatMap((t) => {
      const seen = new Set<string>();
      return strings(t)
        // Names, labels and buttons may rightly echo an offer ("Repairs" and "repairs done", "Adopt a pet" as an
        // offer and as the button); the heading over the offers may be the button that leads to it.
        .filter(([field]) => !["noun", "plural", "practitioner", "customers", "keyword", "offersTitle", "team", "stat label", "cta"].includes(field))
        .map(([, text]) => text.toLowerCase())
        .filter((text) => (seen.has(text) ? true : (seen.add(text), false)))
        .map((text) => `${t.id}: ${text}`);
    });
    expect(repeats).toEqual([]);
  });

  it("uses slots only where the designer fills them, and {customers} never to open a sentence", () => {
    const slotted = (t: Trade) => [...t.headlines, ...t.intros, ...t.about, ...t.questions.flatMap((q) => [q.question, q.answer]), ...t.benefits.flatMap((b) => [b.title, b.description])];
    const plain = (t: Trade) => [
      t.noun, t.plural, t.practitioner, t.customers, t.offersTitle, t.cta.primary, t.cta.secondary, ...t.keywords,
      ...t.offers.flatMap((o) => [o.name, o.description]), ...t.reviews, ...t.team,
      ...t.stats.flatMap((s) => [s.value, s.label]),
    ];
    expect(trades.flatMap((t) => plain(t).filter((s) => s.includes("{")).map((s) => `${t.id}: ${s}`))).toEqual([]);
    expect(trades.flatMap((t) => slotted(t).filter((s) => /(^|[.?] )\{customers\}/.test(s)).map((s) => `${t.id}: ${s}`))).toEqual([]);
  });

  it("keeps every filled headline within 70 characters and every filled intro within 160", () => {
    expect(longName).toHaveLength(20);
    expect(longPlace).toHaveLength(20);
    const long = trades.flatMap((t) => [
      ...t.headlines.filter((h) => fill(h, t).length > 70).map((h) => `${t.id} headline ${fill(h, t).length}: ${h}`),
      ...t.intros.filter((s) => fill(s, t).length > 160).map((s) => `${t.id} intro ${fill(s, t).length}: ${s}`),
    ]);
    expect(long).toEqual([]);
  });

  it("gives headlines without a full stop, some naming the site or place, and enough that work with no place", () => {
    const bad = trades.flatMap((t) => {
      const problems: string[] = [];
      if (t.headlines.some((h) => h.endsWith("."))) problems.push("a headline ends in a full stop");
      if (!t.headlines.some((h) => /\{(name|place)\}/.test(h))) problems.push("no headline names the site or place");
      if (t.headlines.filter((h) => !h.includes("{place}")).length < 3) problems.push("fewer than three headlines without {place}");
      if (t.intros.filter((s) => !s.includes("{place}")).length < 2) problems.push("fewer than two intros without {place}");
      if (t.about.filter((s) => !s.includes("{place}")).length < 2) problems.push("fewer than two about paragraphs without {place}");
      return problems.map((p) => `${t.id}: ${p}`);
    });
    expect(bad).toEqual([]);
  });

  it("starts sentences with a capital and ends them with a stop, and questions with a question mark", () => {
    const opens = (s: string) => /^([A-Z0-9]|\{(name|place)\})/.test(s);
    const bad = trades.flatMap((t) => {
      const sentences = [
        ...t.offers.map((o) => o.description), ...t.benefits.map((b) => b.description),
        ...t.questions.map((q) => q.answer), ...t.intros, ...t.about, ...t.reviews,
      ];
      const titles = [t.offersTitle, t.cta.primary, t.cta.secondary, ...t.offers.map((o) => o.name), ...t.benefits.map((b) => b.title), ...t.headlines, ...t.team];
      return [
        ...sentences.filter((s) => !opens(s) || !/[.?]"?$/.test(s)).map((s) => `sentence: ${s}`),
        ...t.questions.filter((q) => !opens(q.question) || !q.question.endsWith("?")).map((q) => `question: ${q.question}`),
        ...titles.filter((s) => !opens(s)).map((s) => `title: ${s}`),
        ...t.benefits.filter((b) => /[.?]$/.test(b.title)).map((b) => `benefit title with a stop: ${b.title}`),
      ].map((p) => `${t.id} ${p}`);
    });
    expect(bad).toEqual([]);
  });

  it("keeps reviews in a customer's own voice, short, and never naming the business", () => {
    const bad = trades.flatMap((t) =>
      t.reviews
        .filter((r) => !/\b(I|I'm|I've|I'd|my|me|we|our|us)\b/i.test(r) || (r.match(/[.?](\s|$)/g) ?? []).length > 2 || r.length > 220)
        .map((r) => `${t.id}: ${r}`),
    );
    expect(bad).toEqual([]);
  });

  it("states no invented fact: no digits or prices in answers, descriptions, intros or about", () => {
    const bad = trades.flatMap((t) =>
      [
        ...t.questions.map((q) => q.answer), ...t.offers.map((o) => o.description), ...t.intros, ...t.about,
        ...t.headlines, ...t.benefits.map((b) => b.description),
      ]
        .filter((s) => /[0-9$]|\b(usd|ksh|naira|dollars?|pounds?|guarantee[sd]?)\b/i.test(s))
        .map((s) => `${t.id}: ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it("prices offers as whole positive numbers, where a price is given", () => {
    const bad = trades.flatMap((t) =>
      t.offers.filter((o) => o.price !== undefined && !(Number.isFinite(o.price) && o.price > 0)).map((o) => `${t.id}: ${o.name}`),
    );
    expect(bad).toEqual([]);
  });

  it("fits calls to action on a button and stats in a figure", () => {
    const bad = trades.flatMap((t) => [
      ...[t.cta.primary, t.cta.secondary].filter((c) => c.length > 24).map((c) => `${t.id} cta: ${c}`),
      ...(t.cta.primary === t.cta.secondary ? [`${t.id}: the two calls to action are the same`] : []),
      ...t.stats.filter((s) => s.value.length > 7 || /\s/.test(s.value)).map((s) => `${t.id} stat value: ${s.value}`),
      ...t.stats.filter((s) => s.label !== s.label.toLowerCase() || s.label.length > 32).map((s) => `${t.id} stat label: ${s.label}`),
    ]);
    expect(bad).toEqual([]);
  });

  it("names only known motifs and moods, without repeats", () => {
    const moods: readonly string[] = colourSchemes.map((s) => s.value);
    const known: readonly string[] = motifs;
    const bad = trades.flatMap((t) => [
      ...t.motifs.filter((m) => !known.includes(m)).map((m) => `${t.id} motif ${m}`),
      ...t.moods.filter((m) => !moods.includes(m)).map((m) => `${t.id} mood ${m}`),
      ...(new Set(t.motifs).size !== t.motifs.length ? [`${t.id}: a repeated motif`] : []),
      ...(new Set(t.moods).size !== t.moods.length ? [`${t.id}: a repeated mood`] : []),
    ]);
    expect(bad).toEqual([]);
  });

  it("plans sections without repeats, ending in contact (after a call-to-action band or not)", () => {
    const bad = trades.flatMap((t) => {
      const problems: string[] = [];
      if (new Set(t.plan).size !== t.plan.length) problems.push("a repeated section");
      if (t.plan.at(-1) !== "contact") problems.push("does not end in contact");
      if (t.plan.includes("cta") && t.plan.at(-2) !== "cta") problems.push("cta is not just before contact");
      if (t.plan.some((s) => !sectionKinds.includes(s))) problems.push("an unknown section");
      if (t.plan.includes("hours") !== t.openingHours) problems.push("plans hours without opening hours, or the reverse");
      return problems.map((p) => `${t.id}: ${p}`);
    });
    expect(bad).toEqual([]);
  });

  it("includes the trades the issue names", () => {
    const ids = new Set(trades.map((t) => t.id));
    const named = [
      "restaurant", "bakery", "cafe", "hair-salon", "barber", "plumber", "electrician", "cleaner", "lawyer",
      "accountant", "clinic", "dentist", "pharmacy", "gym", "yoga-studio", "photographer", "graphic-designer",
      "web-developer", "musician", "wedding", "conference", "festival", "school", "tutor", "place-of-worship",
      "charity", "clothing-shop", "craft-shop", "electronics-shop", "fintech-app", "saas", "agency", "real-estate",
      "hotel", "tour-operator", "farm", "ceramics-studio",
    ];
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe("the proofreading rules", () => {
  it.each([
    ["Welcome to {name}", null],
    ["At {name}, we bake every morning.", null],
    ["Fresh bread in {place}", null],
    ["", "empty"],
    ["Fresh bread ", "leading or trailing space"],
    ["Fresh  bread", "double space"],
    ["Fresh bread \u{1F35E}", "a character outside plain ASCII"],
    ["Fresh bread!", "an exclamation mark"],
    ["Fresh bread for {city}", "unknown slot {city}"],
    ["Fresh bread for {name", "a stray brace"],
    ["{name}'s bread", "a possessive on a slot"],
    ["Welcome to the {name}", "an article before a proper noun"],
    ["Bread for a {customers}", "a singular article before a plural"],
    ["{name} is a bakery", "an agreement that depends on the name"],
    ["Bread for the the town", 'doubled word "the"'],
    ["Bread for a the town", 'doubled article "a the"'],
    ["We elevate your bread", 'banned word "elevate"'],
    ["Our favorite loaf", 'banned word "favorite"'],
    ["Bread and bread", null],
    ["Bread, bread", 'doubled word "bread"'],
  ])("judges %j", (text, expected) => {
    expect(fault(text)).toBe(expected);
  });
});
