// Reading a description into the structured brief, on the mistakes the issue reported (a funeral home read as a
// DJ, a provisions shop as a web developer, a kids' entertainer as an animal shelter, a CV as a building company,
// a club night as a school, names cut short) and on the shapes of what customers ask for.
import { describe, expect, it } from "vitest";
import { questionsFor } from "../../../../schema/brief";
import { trades } from "../trades";
import { readBrief } from ".";

const read = (text: string) => readBrief(text, trades).brief;

describe("the kind of site", () => {
  it.each([
    ["Adeyemi & Sons Funeral Services, Ibadan. Family firm since 1979. Mortuary, caskets, hearse hire, and we can arrange caterers and a live band for the after-party.", "dj"],
    ["I need website for my shop. Mama Chidi Provisions, we sell rice and palm oil in Aba", "web-developer"],
    ["Mr. Wobble's Magic & Balloon Animals, kids party entertainer in Leeds: magic show, balloon animals, games", "animal-shelter"],
    ["cv website for me. Eng. Samuel Otieno Ouma, civil engineer. 14 years in road construction, bridges and drainage", "builder"],
    ["BASSLINE SOCIETY one-off club night @ O2 Academy Brixton, Sat 7 November 2026, 10pm-5am. early bird £18", "school"],
    ["B&B Auto — brakes, diagnostics, oil changes, tyres. Family garage in Leicester. No we're NOT a bed and breakfast", "hotel"],
  ])("does not read %j as %s", (text, wrong) => {
    expect(read(text).kind.id).not.toBe(wrong);
  });

  it.each([
    ["a bakery called Crumb & Co in Nairobi", "bakery", "bakery"],
    ["Website for my dental clinic. Dr. Anjali Mehta, 12 years experience.", "dentist", "dental clinic"],
    ["24/7 emergency locksmith manchester. no call out fee. 0161 496 0732", "other", "emergency locksmith"],
    ["farrier, co. meath. 20 yrs shoeing horses, hunters, ponies, remedial work.", "other", "farrier"],
    ["I run a small kintsugi repair studio in Kyoto", "other", "kintsugi repair studio"],
    ["Landing page for ORBIT 2, our aluminium desk lamp. Price $89", "other", "aluminium desk lamp"],
    ["Migrato — a CLI that writes and tests your Postgres schema migrations", "other", "cli"],
    ["wedding website for Tunde and Aisha, 14 March 2027", "wedding", "wedding"],
  ])("reads %j as %s (%s)", (text, id, noun) => {
    const brief = read(text);
    expect([brief.kind.id, brief.kind.id === "other" ? brief.kind.noun : brief.kind.noun.split(" ")[0]]).toEqual([id, id === "other" ? noun : noun.split(" ")[0]]);
  });

  it("asks when nothing says what the site is, and offers its best guesses", () => {
    const brief = read("need a website for my business asap");
    expect(questionsFor(brief)).toContain("kind");
    expect(brief.kind.confidence).toBeLessThan(0.5);
  });

  it("is sure when the description says what it is", () => {
    const brief = read("We are a family-run bakery in Kisumu selling sourdough and birthday cakes");
    expect(brief.kind.id).toBe("bakery");
    expect(questionsFor(brief)).toEqual([]);
  });
});

describe("the name", () => {
  it.each([
    ["Wildlands Taxidermy by Greg Holt, Montana", "Wildlands Taxidermy"],
    ["Dr. Priya Raman, consultant paediatrician — Chennai", "Dr. Priya Raman"],
    ["Maji Safi Initiative is a small charity in Shinyanga", "Maji Safi Initiative"],
    ["Karibu Nyumba ya Bahari, our guest house in Lamu", "Nyumba ya Bahari"],
    ["Kemi's Kitchen 2 on Allen Avenue in Ikeja", "Kemi's Kitchen 2"],
    ["3 Brothers Movers Inc — local & long distance moving in Houston TX", "3 Brothers Movers Inc"],
    ["Cakes by Adwoa. I bake wedding cakes in Takoradi", "Cakes by Adwoa"],
    ["site for my brand. black and white. name is NOIR/SEPT", "NOIR/SEPT"],
    ["wedding website for Tunde and Aisha, 14 March 2027", "Tunde & Aisha"],
    ["pgsnap — open source CLI that snapshots Postgres databases", "pgsnap"],
  ])("reads the name of %j as %j", (text, name) => {
    expect(read(text).name?.value).toBe(name);
  });

  it("never names a site after its tagline, a button or a price", () => {
    const brief = read('A bakery in Mombasa. Tagline "Fresh every morning", a big "Order now" button, loaves from KSh 200');
    expect(brief.name).toBeNull();
  });

  it("gives none when the description gives none", () => {
    expect(read("24/7 emergency locksmith manchester. no call out fee").name).toBeNull();
  });
});

describe("what the brief asks for", () => {
  it("keeps exact texts with where they go", () => {
    const brief = read('SaaS landing page. Headline "Run your salon, not your spreadsheets", button "Start free trial", tagline: "Books done before the blow-dry."');
    expect(brief.exact.map((e) => [e.role, e.text])).toEqual([
      ["headline", "Run your salon, not your spreadsheets"],
      ["button", "Start free trial"],
      ["tagline", "Books done before the blow-dry."],
    ]);
  });

  it("reads named plans with their prices and the badge on the right one", () => {
    const brief = read("3 pricing tiers: Solo $9/mo, Studio $19/mo (mark this one Most popular), Chain $49/mo.");
    expect(brief.plans).toEqual([
      { name: "Solo", price: "$9/mo", features: [] },
      { name: "Studio", price: "$19/mo", badge: "Most popular", features: [] },
      { name: "Chain", price: "$49/mo", features: [] },
    ]);
    expect(brief.sections).toContainEqual(expect.objectContaining({ kind: "pricing", count: 3 }));
  });

  it("reads sections asked for with their counts, and keeps the instructions off the page", () => {
    const brief = read("food blog. need a grid of at least 6 recipe posts with date and 'Read more', an FAQ with 4 questions and a newsletter signup");
    expect(brief.sections.map((s) => [s.kind, s.count])).toEqual(expect.arrayContaining([["faq", 4], ["newsletter", undefined]]));
    expect(brief.exact).toContainEqual(expect.objectContaining({ text: "Read more", role: "button" }));
    expect(brief.instructions.length).toBeGreaterThan(0);
  });

  it("keeps the customer's facts word for word", () => {
    const brief = read("Kumasi car repair since 1987, open Mon-Sat 8am-6pm, 24/7 breakdown line 0244 123 456, walk-ins on Fridays, oil change GH₵ 350");
    expect(brief.facts.map((f) => [f.kind, f.text])).toEqual(
      expect.arrayContaining([["since", "since 1987"], ["hours", "Mon-Sat 8am-6pm"], ["hours", "24/7"], ["phone", "0244 123 456"], ["price", "GH₵ 350"]]),
    );
  });

  it("knows where it is, and so which country's money and phone numbers to use", () => {
    expect(read("a tailor in Lamu old town").place).toEqual(expect.objectContaining({ value: "Lamu", country: "KE" }));
    expect(read("Bäckerei in Berlin-Kreuzberg").place?.country).toBe("DE");
  });

  it("tells a brief in another language from one in English", () => {
    expect(read("Tunachimba visima vya maji Dodoma, Singida na Manyara. Kampuni: Kisima Bora Drilling Ltd").language.code).toBe("sw");
    expect(read("Site pour mon restaurant à Dakar, je veux le menu avec les prix").language.code).toBe("fr");
    expect(read("24/7 emergency locksmith manchester. no call out fee").language.code).toBe("en");
  });

  it("reads the same description the same way every time", () => {
    const text = "Studio 54, a yoga studio in Leeds for busy parents";
    expect(read(text)).toEqual(read(text));
  });
});
