// The country table is checked entry by entry, and the formats exactly as the Worker's own Intl (workerd's ICU)
// writes them: a sample price or phone number appears on every site placed in that country.
import { describe, expect, it } from "vitest";
import { countryByCode, countryOfMoney, findCountry, formatPrice, isNorthAmerica, nameKey, placesIn, samplePhone, samplePrice, shopRound, type Country } from "./countries";
import { capitalisedOnly, countries, notPlaces, personNames, preferred, regions } from "./countries-data";

const country = (code: string): Country => {
  const c = countryByCode(code);
  if (!c) throw new Error(`no country ${code}`);
  return c;
};
const found = (place: string) => findCountry(place)?.code ?? null;
const mentions = (text: string) => placesIn(text).map((m) => `${m.text}:${m.country.code}:${m.kind}`);

// The places where North American Numbering Plan numbers, and so the 555-01xx fiction range, are local.
const nanp = ["AG", "AI", "AS", "BB", "BM", "BS", "CA", "DM", "DO", "GD", "GU", "JM", "KN", "KY", "LC", "MP", "MS", "PR", "SX", "TC", "TT", "US", "VC", "VG", "VI"];
// The countries the builder's users name most: each lists at least ten towns and districts.
const targets = ["KE", "NG", "GH", "ZA", "UG", "TZ", "RW", "ET", "SN", "EG", "MA", "IN", "PK", "BD", "PH", "ID", "BR", "MX", "CO", "AR", "DE", "FR", "ES", "IT", "NL", "PL", "GB", "IE", "US", "CA", "AU", "JP", "AE"];
// Uninhabited or military territories with no public numbering plan.
const noPhone = ["AQ", "BV", "GS", "HM", "PN", "TF", "UM"];

describe("the country of a brief's money", () => {
  it("knows each dollar by its country's letters, and no country by a bare dollar", () => {
    expect(["N$450", "BZ$120 pp", "T$5", "FJ$80", "G$5,000", "TT$600", "J$900", "$40"].map((p) => countryOfMoney([p])?.code ?? null)).toEqual(["NA", "BZ", "TO", "FJ", "GY", "TT", "JM", null]);
  });
});

describe("the country table", () => {
  it("holds every ISO 3166-1 country and territory once, by a code Intl knows", () => {
    const regionName = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((c) => c.code)).size).toBe(249);
    for (const c of countries) {
      expect(c.code, c.name).toMatch(/^[A-Z]{2}$/);
      expect(regionName.of(c.code), c.code).toBeTruthy();
    }
  });

  it("gives every country a name, a currency and locale Intl formats, and a positive rate", () => {
    const known = new Set(Intl.supportedValuesOf("currency"));
    for (const c of countries) {
      expect(c.name.trim(), c.code).not.toBe("");
      expect(c.currency, c.code).toMatch(/^[A-Z]{3}$/);
      expect(Intl.getCanonicalLocales(c.locale), c.code).toEqual([c.locale]);
      // A language the runtime has no data for falls back to en-US without a word: the table names English then.
      expect(Intl.NumberFormat.supportedLocalesOf([c.locale]), c.code).toEqual([c.locale]);
      expect(c.perUsd, c.code).toBeGreaterThan(0);
      expect(Number.isFinite(c.perUsd), c.code).toBe(true);
      // A currency Intl does not know is written as its bare code ("XCG 16"); workerd's ICU predates the
      // Caribbean guilder (2025) and the redenominated leone (2022), which is still better than a withdrawn code.
      expect(known.has(c.currency) || ["XCG", "SLE"].includes(c.currency), `${c.code} ${c.currency}`).toBe(true);
      expect(samplePrice(25, c), c.code).toMatch(/\d/);
    }
  });

  it("starts every phone sample with its calling code, in digits, spaces, dashes and dots only", () => {
    for (const c of countries) {
      if (!c.phone) continue;
      expect(c.phone.code, c.code).toMatch(/^\+\d{1,3}$/);
      expect(c.phone.sample.startsWith(`${c.phone.code} `), c.code).toBe(true);
      expect(c.phone.sample, c.code).toMatch(/^\+\d[\d .-]+\d$/);
    }
  });

  it("writes +1 and the 555 fiction numbers only for places of the North American Numbering Plan", () => {
    for (const c of countries) {
      const plus1 = c.phone?.code === "+1";
      expect(plus1, c.code).toBe(nanp.includes(c.code));
      expect(isNorthAmerica(c), c.code).toBe(nanp.includes(c.code));
      if (/^\+1 (\d{3} )?555 /.test(c.phone?.sample ?? "")) expect(nanp, c.code).toContain(c.code);
    }
    expect(samplePhone(country("US"))).toBe("+1 555 0100");
    expect(samplePhone(country("CA"))).toBe("+1 555 0100");
    expect(samplePhone(country("JM"))).toBe("+1 876 555 0100");
    expect(isNorthAmerica(country("MX"))).toBe(false);
    expect(isNorthAmerica(null)).toBe(false);
  });

  it("has no phone where there is no numbering plan, and none for no country", () => {
    expect(countries.filter((c) => !c.phone).map((c) => c.code)).toEqual(noPhone);
    expect(samplePhone(country("AQ"))).toBeNull();
    expect(samplePhone(country("BV"))).toBeNull();
    expect(samplePhone(null)).toBeNull();
  });

  it("uses ranges kept for fiction where the country has one, and zeros elsewhere", () => {
    expect(samplePhone(country("GB"))).toBe("+44 20 7946 0018");
    expect(samplePhone(country("AU"))).toBe("+61 491 570 006");
    expect(samplePhone(country("DE"))).toBe("+49 30 0000 0000");
    expect(samplePhone(country("KE"))).toBe("+254 700 000 000");
    expect(samplePhone(country("NG"))).toBe("+234 803 000 0000");
  });

  it("names at least ten towns and districts for each target country and one for every inhabited place", () => {
    for (const code of targets) expect(country(code).cities.length, code).toBeGreaterThanOrEqual(10);
    for (const c of countries) if (c.phone) expect(c.cities.length, c.code).toBeGreaterThan(0);
  });

  it("maps no name to two countries except the ones listed with the country they mean first", () => {
    const owners = new Map<string, Set<string>>();
    const own = (name: string, code: string) => {
      const key = nameKey(name);
      owners.set(key, (owners.get(key) ?? new Set()).add(code));
    };
    for (const c of countries) {
      for (const name of [c.name, ...c.aliases, ...c.cities]) own(name, c.code);
      for (const [abbr, region] of Object.entries(regions[c.code] ?? {})) {
        own(abbr, c.code);
        own(region, c.code);
      }
    }
    const shared = [...owners].filter(([, codes]) => codes.size > 1).map(([key]) => key).sort();
    expect(shared).toEqual([
      "antigua", "canterbury", "congo", "cordoba", "george town", "georgia", "granada", "hamilton", "hyderabad", "lagos", "leon",
      "merida", "newcastle", "nt", "portland", "saint george s", "saint john s", "saint louis", "san jose", "tripoli", "valencia",
      "victoria", "wa",
    ]);
    const preferredKeys = Object.keys(preferred).map(nameKey);
    for (const key of shared) expect(preferredKeys, key).toContain(key);
    for (const [name, code] of Object.entries(preferred)) {
      const codes = owners.get(nameKey(name));
      if (codes) expect([...codes], name).toContain(code);
    }
    // Adjectives two countries share: Congolese (both Congos), Dominican (Dominica and the Dominican Republic).
    const adjectives = new Map<string, Set<string>>();
    for (const c of countries) for (const d of c.demonyms) adjectives.set(nameKey(d), (adjectives.get(nameKey(d)) ?? new Set()).add(c.code));
    expect([...adjectives].filter(([, codes]) => codes.size > 1).map(([key]) => key).sort()).toEqual(["congolese", "dominican"]);
  });

  it("lists no case rule, first name or non-place for a name the table does not hold", () => {
    const names = new Set(countries.flatMap((c) => [c.name, ...c.aliases, ...c.cities, ...c.demonyms, ...Object.values(regions[c.code] ?? {})]).map(nameKey));
    for (const name of [...capitalisedOnly, ...personNames]) expect(names.has(nameKey(name)), name).toBe(true);
    for (const phrase of notPlaces) expect(names.has(nameKey(phrase)), phrase).toBe(false);
  });
});

describe("countryByCode", () => {
  it("finds a country by its alpha-2 code in any case, and the UK as GB", () => {
    expect(countryByCode("ke")?.name).toBe("Kenya");
    expect(countryByCode("UK")?.code).toBe("GB");
    expect(countryByCode("XX")).toBeNull();
  });
});

describe("findCountry", () => {
  it("reads a place as written in a description", () => {
    expect(found("Nairobi")).toBe("KE");
    expect(found("nairobi cbd")).toBe("KE");
    expect(found("the Masai Mara")).toBe("KE");
    expect(found("in kenya")).toBe("KE");
    expect(found("Lagos, Nigeria")).toBe("NG");
    expect(found("Berlin-Kreuzberg")).toBe("DE");
    expect(found("São Paulo")).toBe("BR");
    expect(found("Sao Paulo")).toBe("BR");
    expect(found("Memphis, TN")).toBe("US");
    expect(found("Łódź")).toBe("PL");
    expect(found("Lodz")).toBe("PL");
    expect(found("Nukuʻalofa")).toBe("TO");
  });

  it("knows the other names people write for a country", () => {
    for (const name of ["USA", "U.S.", "United States of America", "America", "the States"]) expect(found(name), name).toBe("US");
    for (const name of ["UK", "Britain", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland"]) expect(found(name), name).toBe("GB");
    expect(found("Holland")).toBe("NL");
    expect(found("Ivory Coast")).toBe("CI");
    expect(found("Côte d'Ivoire")).toBe("CI");
    expect(found("Cote d’Ivoire")).toBe("CI");
    expect(found("DRC")).toBe("CD");
    expect(found("Congo-Kinshasa")).toBe("CD");
    expect(found("Congo-Brazzaville")).toBe("CG");
    expect(found("St Kitts")).toBe("KN");
    expect(found("Trinidad & Tobago")).toBe("TT");
    expect(found("Türkiye")).toBe("TR");
    expect(found("Turkey")).toBe("TR");
  });

  it("finds the neighbourhoods and regions people name", () => {
    const places: Record<string, string> = {
      Westlands: "KE", Kilimani: "KE", Lamu: "KE", Diani: "KE", Lekki: "NG", Ikeja: "NG", "Victoria Island, Lagos": "NG",
      Soweto: "ZA", Brixton: "GB", Kreuzberg: "DE", Copacabana: "BR", Bandra: "IN", Zanzibar: "TZ", "Dar es Salaam": "TZ",
    };
    for (const [place, code] of Object.entries(places)) expect(found(place), place).toBe(code);
  });

  it("lets the longest name win", () => {
    expect(found("Papua New Guinea")).toBe("PG");
    expect(found("Equatorial Guinea")).toBe("GQ");
    expect(found("New Mexico")).toBe("US");
    expect(found("Mexico City")).toBe("MX");
    expect(found("New Jersey")).toBe("US");
    expect(found("Jersey")).toBe("JE");
    expect(found("New South Wales")).toBe("AU");
    expect(found("South Sudan")).toBe("SS");
    expect(found("Dominican Republic")).toBe("DO");
    expect(found("Dominica")).toBe("DM");
    expect(found("Benin City")).toBe("NG");
  });

  it("reads bare Georgia as the US state, and the country where another name says so", () => {
    expect(found("Georgia")).toBe("US");
    expect(found("Atlanta, Georgia")).toBe("US");
    expect(found("Tbilisi, Georgia")).toBe("GE");
    expect(found("Republic of Georgia")).toBe("GE");
    expect(found("Batumi")).toBe("GE");
  });

  it("goes by the later name when two places disagree, as a place string narrows", () => {
    expect(found("Hyderabad")).toBe("IN");
    expect(found("Hyderabad, Pakistan")).toBe("PK");
    expect(found("Paris, Texas")).toBe("US");
    expect(found("Perth, Scotland")).toBe("GB");
    expect(found("London, Ontario")).toBe("CA");
    expect(found("Victoria, BC")).toBe("CA");
    expect(found("Perth, WA")).toBe("AU");
    expect(found("Seattle, WA")).toBe("US");
    expect(found("Córdoba, Spain")).toBe("ES");
    expect(found("Cordoba")).toBe("AR");
  });

  it("reads a town that is also an English word only when capitalised", () => {
    expect(found("Reading")).toBe("GB");
    expect(found("reading")).toBeNull();
    expect(found("Nice")).toBe("FR");
    expect(found("nice")).toBeNull();
    expect(found("Split")).toBe("HR");
    expect(found("Mobile, AL")).toBe("US");
    expect(found("mobile")).toBeNull();
    expect(found("Antigua")).toBe("AG");
    expect(found("Antigua, Guatemala")).toBe("GT");
    // Another language's word too: "siku saba" (seven days), "seki saba" (a mackerel).
    expect(found("Saba")).toBe("BQ");
    expect(found("tuko wazi siku saba")).toBeNull();
  });

  it("reads abbreviations only in capitals, and a state code only after a comma or a town", () => {
    expect(found("US")).toBe("US");
    expect(found("us")).toBeNull();
    expect(found("IN")).toBeNull();
    expect(found("Memphis TN")).toBe("US");
  });

  it("returns null for no known place, and for adjectives alone", () => {
    expect(found("")).toBeNull();
    expect(found("somewhere nice")).toBeNull();
    expect(found("Latin America")).toBeNull();
    expect(found("Kenyan")).toBeNull();
  });
});

describe("placesIn", () => {
  it("finds every place in order, as written, with its country and kind", () => {
    expect(placesIn("A Kenyan caterer from Mombasa serving Lamu and the Masai Mara.").map((m) => [m.text, m.index, m.country.code, m.kind])).toEqual([
      ["Kenyan", 2, "KE", "demonym"],
      ["Mombasa", 22, "KE", "city"],
      ["Lamu", 38, "KE", "city"],
      ["Masai Mara", 51, "KE", "city"],
    ]);
  });

  it("does not read reading in a sentence, or a capitalised English word that opens a sentence, as a place", () => {
    expect(mentions("I love reading books and run a café in Nairobi.")).toEqual(["Nairobi:KE:city"]);
    expect(mentions("Reading is our passion. We bake in Westlands, Nairobi.")).toEqual(["Westlands:KE:city", "Nairobi:KE:city"]);
    expect(mentions("Photographer based in Nice, France; nice light all year.")).toEqual(["Nice:FR:city", "France:FR:country"]);
  });

  it("reads a first name as a place only where a place is expected", () => {
    expect(mentions("Charlotte's Bakery bakes in Atlanta, Georgia.")).toEqual(["Atlanta:US:city", "Georgia:US:region"]);
    expect(mentions("Tours in Sydney, run by Sydney Smith.")).toEqual(["Sydney:AU:city"]);
    expect(mentions("A salon near Karen.")).toEqual(["Karen:KE:city"]);
  });

  it("gives a shared name to the country the rest of the text names", () => {
    expect(mentions("Food trucks in Hyderabad, Pakistan.")).toEqual(["Hyderabad:PK:city", "Pakistan:PK:country"]);
    expect(mentions("A guesthouse in Tbilisi, Georgia.")).toEqual(["Tbilisi:GE:city", "Georgia:GE:country"]);
    expect(mentions("Our Italian restaurant in Memphis, TN.")).toEqual(["Italian:IT:demonym", "Memphis:US:city", "TN:US:region"]);
  });

  it("knows the towns of 30,000 people and the regions the hand-kept lists leave out, where the brief writes a place", () => {
    expect(mentions("Dennis & Son, Harrogate - shoe repairs")).toEqual(["Harrogate:GB:city"]);
    expect(mentions("Orgelbau Krämer aus Freiberg in Saxony")).toEqual(["Freiberg:DE:city", "Saxony:DE:region"]);
    expect(mentions("a farrier in Cumbria, and Burton upon Trent-based vets")).toEqual(["Cumbria:GB:region", "Burton upon Trent:GB:city"]);
    // (A generated name elsewhere is a person, a word or a shop's name: the list knows no English words or first names.)
    expect(mentions("Hi, I'm Arnold. Aurora Candles are poured by hand. Bury the bulbs in October.")).toEqual([]);
    expect(mentions("the choir of St Michael's congregation, Ndirande")).toEqual([]);
    expect(mentions("a farrier in cumbria")).toEqual([]);
  });

  it("gives a generated name two countries share to the larger town, unless the text names the other", () => {
    expect(findCountry("Falmouth, Cornwall", { anyTown: true })).toBe(countryByCode("GB"));
    expect(findCountry("Harrogate")).toBeNull();
    expect(mentions("Surfboards from Kailua")[0]).toBe("Kailua:US:city");
  });

  it("reads phrases that only hold a country's name as nothing", () => {
    expect(mentions("Latin American and South American dishes, Guinea pigs and Indian Ocean views")).toEqual([]);
  });
});

describe("prices", () => {
  it("rounds as shops price: halves below 10, units below 100, then two figures in halves", () => {
    const cases: [number, boolean, number][] = [
      [7.83, false, 8], [7.7, false, 7.5], [7.7, true, 8], [12.4, false, 12], [87.4, false, 87], [132, false, 130],
      [647, false, 650], [2580, false, 2600], [7420, false, 7400], [14_800, false, 15_000], [132_000, true, 130_000],
      [1_247_000, true, 1_250_000], [0.2, false, 0.5], [0, false, 0],
    ];
    for (const [amount, whole, rounded] of cases) expect(shopRound(amount, whole), `${amount}`).toBe(rounded);
  });

  // Exact strings, spaces included: \u00a0 is a no-break space and \u202f a narrow one, as CLDR writes them.
  it("writes Kenyan shillings as Ksh, with no cents", () => {
    expect(samplePrice(25, country("KE"))).toBe("Ksh\u00a03,250");
    expect(formatPrice(1250, country("KE"))).toBe("Ksh\u00a01,250");
    expect(formatPrice(1250.4, country("KE"))).toBe("Ksh\u00a01,250");
  });

  it("writes naira with ₦", () => {
    expect(samplePrice(25, country("NG"))).toBe("₦37,500");
  });

  it("writes euros in Germany after the amount", () => {
    expect(samplePrice(102, country("DE"))).toBe("89\u00a0€");
    expect(formatPrice(1300, country("DE"))).toBe("1.300\u00a0€");
    expect(formatPrice(12.5, country("DE"))).toBe("12,50\u00a0€");
  });

  it("writes reais with R$ and a decimal comma", () => {
    expect(samplePrice(25, country("BR"))).toBe("R$\u00a0135");
    expect(formatPrice(45.5, country("BR"))).toBe("R$\u00a045,50");
  });

  it("writes rupees with ₹ in lakhs", () => {
    expect(samplePrice(1500, country("IN"))).toBe("₹1,30,000");
  });

  it("writes yen with no decimals", () => {
    expect(samplePrice(25, country("JP"))).toBe("￥3,750");
    expect(formatPrice(1234.56, country("JP"))).toBe("￥1,235");
  });

  it("writes CFA francs in Senegal as F CFA", () => {
    expect(samplePrice(25, country("SN"))).toBe("14\u202f500\u00a0F\u202fCFA");
  });

  it("writes pounds with pence only when there are some", () => {
    expect(samplePrice(7, country("GB"))).toBe("£5.50");
    expect(samplePrice(15, country("GB"))).toBe("£11");
    expect(formatPrice(12.5, country("GB"))).toBe("£12.50");
  });

  it("writes US dollars for no country", () => {
    expect(samplePrice(9.49, null)).toBe("$9.50");
    expect(samplePrice(25, null)).toBe("$25");
    expect(formatPrice(12.5, null)).toBe("$12.50");
  });
});
