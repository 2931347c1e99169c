// Where a site may be, as data: the towns and regions people name ("a Lagos photographer", "in Kisumu"), by
// country, and what a sample price and a sample phone number look like there. The English tagger knows few
// African towns, so these are named here; a place not listed is still read from "in <Place>".
export interface Country {
  /** A sample price in this currency from US dollars: converted roughly and rounded as shops do. */
  price: (usd: number) => string;
  /** A sample number in the local format, from a range kept for examples where the country has one. */
  phone: string;
  places: readonly string[];
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function group(value: number): string {
  const fixed = Number.isInteger(value) ? String(value) : value.toFixed(2);
  const [whole, part] = fixed.split(".");
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${part ? `.${part}` : ""}`;
}

export const countries: Record<string, Country> = {
  kenya: {
    price: (d) => `KSh ${group(roundTo(d * 130, d * 130 >= 1000 ? 100 : 50))}`,
    phone: "+254 700 000 000",
    places: ["Kenya", "Nairobi", "Mombasa", "Kisumu", "Nakuru", "Eldoret", "Thika", "Malindi", "Naivasha", "Nyeri", "Machakos", "Kitale", "Lamu", "Diani", "Kilifi", "Nanyuki", "Laikipia", "Westlands", "Kilimani", "Karen", "Runda", "Limuru", "Kericho", "Meru", "Embu", "Garissa", "Masai Mara"],
  },
  nigeria: {
    price: (d) => `₦${group(roundTo(d * 1500, 500))}`,
    phone: "+234 800 000 0000",
    places: ["Nigeria", "Lagos", "Abuja", "Ibadan", "Port Harcourt", "Kano", "Enugu", "Benin City", "Lekki", "Ikeja", "Kaduna", "Jos", "Calabar"],
  },
  southAfrica: {
    price: (d) => `R${group(roundTo(d * 18, 5))}`,
    phone: "+27 21 000 0000",
    places: ["South Africa", "Cape Town", "Johannesburg", "Durban", "Pretoria", "Soweto", "Stellenbosch", "Port Elizabeth", "Gqeberha", "Bloemfontein"],
  },
  uganda: { price: (d) => `USh ${group(roundTo(d * 3700, 1000))}`, phone: "+256 700 000 000", places: ["Uganda", "Kampala", "Entebbe", "Jinja", "Gulu", "Mbarara"] },
  ghana: { price: (d) => `GH₵${group(roundTo(d * 15, 5))}`, phone: "+233 20 000 0000", places: ["Ghana", "Accra", "Kumasi", "Tamale", "Cape Coast", "Takoradi"] },
  tanzania: { price: (d) => `TSh ${group(roundTo(d * 2600, 1000))}`, phone: "+255 700 000 000", places: ["Tanzania", "Dar es Salaam", "Arusha", "Zanzibar", "Mwanza", "Dodoma", "Moshi"] },
  rwanda: { price: (d) => `RWF ${group(roundTo(d * 1400, 500))}`, phone: "+250 780 000 000", places: ["Rwanda", "Kigali", "Musanze", "Huye"] },
  ethiopia: { price: (d) => `Br ${group(roundTo(d * 120, 10))}`, phone: "+251 900 000 000", places: ["Ethiopia", "Addis Ababa", "Bahir Dar", "Hawassa"] },
  uk: {
    price: (d) => `£${group(roundTo(d * 0.8, d < 20 ? 0.5 : 1))}`,
    // Ofcom keeps 020 7946 0000-0999 for drama and examples.
    phone: "+44 20 7946 0018",
    places: ["UK", "United Kingdom", "England", "Scotland", "Wales", "London", "Manchester", "Leeds", "Bristol", "Birmingham", "Glasgow", "Edinburgh", "Liverpool", "Brighton", "Oxford", "Cambridge", "Brixton", "Hackney", "Sheffield", "Newcastle", "Cardiff", "Belfast", "Nottingham", "York", "Bath"],
  },
  euro: {
    price: (d) => `€${group(roundTo(d * 0.92, d < 20 ? 0.5 : 1))}`,
    phone: "+1 555 0100",
    places: ["Berlin", "Munich", "Hamburg", "Paris", "Lyon", "Lisbon", "Porto", "Madrid", "Barcelona", "Rome", "Milan", "Amsterdam", "Dublin", "Vienna", "Brussels", "Germany", "France", "Portugal", "Spain", "Italy", "Ireland", "Netherlands"],
  },
  india: { price: (d) => `₹${group(roundTo(d * 84, 10))}`, phone: "+91 90000 00000", places: ["India", "Mumbai", "Delhi", "Bengaluru", "Bangalore", "Chennai", "Pune", "Hyderabad", "Kolkata"] },
};

// North America and everywhere not listed: dollars, and the 555-01xx numbers kept for fiction.
const dollars: Country = { price: (d) => `$${group(roundTo(d, d < 20 ? 0.5 : 1))}`, phone: "+1 555 0100", places: [] };

const byPlace = new Map(Object.values(countries).flatMap((c) => c.places.map((p) => [p.toLowerCase(), c] as const)));

/** The country a place is in ("Nairobi CBD", "the Masai Mara": by its known words), or dollars. */
export function countryOf(place: string | null): Country {
  if (!place) return dollars;
  const words = place.replace(/^the\s+/i, "").toLowerCase();
  for (const [name, country] of byPlace) if (words === name || words.startsWith(`${name} `) || words.endsWith(` ${name}`)) return country;
  return dollars;
}

/** A known place named as an adjective before a noun: "a Lagos photographer", "an Eldoret car wash". */
const placeBeforeNoun = [...byPlace.keys()].map((name) => new RegExp(`\\b(?:a|an|the|my|our)\\s+(${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})\\s+\\p{Ll}`, "iu"));

export function placeBefore(text: string): string | null {
  for (const re of placeBeforeNoun) {
    const m = re.exec(text);
    if (m && /^\p{Lu}/u.test(m[1]!)) return m[1]!;
  }
  return null;
}
