// Reading a description into the structured brief, on the mistakes the issue reported (a funeral home read as a
// DJ, a provisions shop as a web developer, a kids' entertainer as an animal shelter, a CV as a building company,
// a club night as a school, names cut short) and on the shapes of what customers ask for.
import { describe, expect, it } from "vitest";
import { ASK_BELOW, questionsFor } from "../../../../schema/brief";
import { designsFromBrief } from "..";
import { trades } from "../trades";
import { readBrief } from ".";
import { kindWords, tradeNounsIn } from "./kind";

const read = (text: string) => readBrief(text, trades).brief;
/** The texts of the facts of one kind a brief holds, in order. */
const factTexts = (brief: ReturnType<typeof read>, kind: string) => brief.facts.filter((f) => f.kind === kind).map((f) => f.text);
/** The kinds of section a brief asks for, in order. */
const kinds = (text: string) => read(text).sections.map((s) => s.kind);

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
    // A word before the catalogue's noun that names another kind of the same sort: the customer's phrase.
    ["Tsuru — udon bar in Kichijoji, Tokyo. Kake udon ¥650", "other", "udon bar"],
    ["Salsa Viva, a salsa school in Cali. Classes Mon-Fri 7pm", "other", "salsa school"],
    ["Mama Rosa's — Italian restaurant in Leeds, pizza and pasta", "restaurant", "restaurant"],
    ["Harbour Lights, Whitby – proper seaside freehouse. real ales, Sunday roast", "other", "seaside freehouse"],
    ["Inkwell & Thread – hand bookbinding, custom journals and book repair. Leeds", "other", "hand bookbinding"],
    ["Ama's Waakye Joint, Osu. waakye with gari and shito, GH₵ 35", "other", "waakye joint"],
    ["Granite Barbell — powerlifting & strength gym in Leeds. no treadmills", "gym", "gym"],
    ["Tamale Shea Women's Cooperative — 120 women making shea butter; we also run a literacy programme", "other", "women's cooperative"],
    ["PEAK — paddleboarding club on the Thames, sessions £15", "other", "paddleboarding club"],
    // A lone "workshop" says a business is there, not which: the name's "Bagpipe Makers" does.
    ["Mackay & Ross Bagpipe Makers — workshop in Leith, Edinburgh, making Highland pipes since 1972", "other", "bagpipe maker"],
    ["Hi! Reef Riders here – snorkelling school in Watamu, trips daily", "other", "snorkelling school"],
    // A trade's own word opening the brief, set off by a dash, is what it is, not a name to read past.
    ["Locksmith - Bristol & Bath. Lockouts £60, new locks from £90. Dan Hewitt, MLA approved", "other", "locksmith"],
  ])("reads %j as %s (%s)", (text, id, noun) => {
    const brief = read(text);
    expect([brief.kind.id, brief.kind.id === "other" ? brief.kind.noun : brief.kind.noun.split(" ")[0]]).toEqual([id, id === "other" ? noun : noun.split(" ")[0]]);
  });

  it.each([
    ["Harbour View Residents' Association (Glasgow) — meetings, newsletters and the summer fair", "residents' association"],
    ["Tidewater Mapping (Pty) Ltd — drone mapping and surveying for mines", "drone mapping and surveying"],
    ["Mbeya Stone Works Trust (means 'hands of the mountain'), registered NGO since 2012", "charity"],
    ["Please help us make a memorial page for our grandmother, the late Mrs. Achieng Were (1931 – 2026)", "memorial"],
  ])("reads what %j says it is, not a place, a short form or a gloss in brackets", (text, kind) => {
    const brief = read(text);
    expect(brief.kind.id === "other" ? brief.kind.noun : brief.kind.id).toBe(kind);
  });

  it.each([
    ["Klavierstimmer in Graz, seit 2001. Stimmung und Reparatur.", "piano tuner"],
    ["Schornsteinfegermeisterin Anna Berg, Bezirk Ulm. Kehren und Messen.", "chimney sweep"],
    ["Somos Cerrajería El Candado en Monterrey, abrimos 24/7", "locksmith"],
  ])("reads a trade named in another language, %j, by its English noun", (text, noun) => {
    const brief = read(text);
    expect([brief.kind.id, brief.kind.noun]).toEqual(["other", noun]);
  });

  it("never uses another language's words, a piece of a sentence or a person in the story as the customer's own noun", () => {
    // Quoted on the page, asked about on the card: never "a Розова долина" or "a farm outside".
    expect(read("Розова долина / Rose Valley — we are Stoyanovi Rose Distillery in Karlovo, Bulgaria").kind.noun).not.toMatch(/[^\p{Script=Latin}\s]/u);
    expect(read("Sunny Acres, a farm outside Nakuru. we sell eggs and milk").kind.noun).toBe("farm");
  });

  it("never takes a title inside a name for the trade", () => {
    expect(read("Arepera Doctor Arepa 🩺 Maracaibo. arepas de reina pepiada, pabellón $2.50 each. open 7am-3pm").kind.id).not.toBe("clinic");
  });

  it("reads the narrower kind when a broad one would speak another trade's copy", () => {
    // A veterinary hospital is a vet's, not a family doctor's; a business that serves weddings is not a couple's wedding.
    expect(read("Clínica Veterinaria Los Robles, Quito. Atendemos perros y gatos, vacunas, cirugía, 24 horas").kind.id).toBe("vet");
    expect(read("Golden Hour Weddings — we organise weddings in Bali, from the villa to the flowers. 80 weddings since 2019").kind.id).not.toBe("wedding");
    // A choir is not a party band: its own words, in the band's shape.
    expect(read("Harmony Heights Community Choir, Leeds. 40 voices. we're a community choir, we sing at weddings and carol services").kind).toMatchObject({ id: "other", noun: "community choir" });
    expect(read("wedding website for Tunde and Aisha, 14 March 2027. RSVP by 1 February").kind.id).toBe("wedding");
    // An aesthetics clinic is not a family doctor's: "Feeling unwell?" would be another trade's copy.
    expect(read("Glow Lab, a doctor-led aesthetics clinic in Leeds. Anti-wrinkle from £199, lip filler £295.").kind).toMatchObject({ id: "other", noun: "aesthetics clinic" });
    // A martial art's academy is not a children's school, nor a carnival's mas band a party band; a party band is.
    expect(read("Oss Família BJJ — jiu-jitsu academy in Copacabana, Rio. kids & adult classes. R$ 220/mês.").kind).toMatchObject({ id: "other", noun: "jiu-jitsu academy" });
    expect(read("Vibes & Feathers Mas — Trinidad Carnival registration site. We're a mid-size mas band, about 1,800 masqueraders.").kind.noun).toBe("mas band");
    expect(read("The Groove Cats, party band for weddings in Leeds").kind.id).toBe("band");
  });

  it("tells a short foreign word from one that only looks like it without its accents", () => {
    expect(tradeNounsIn("Tunahitaji page ya memorial ya Baba yetu")).toEqual([]);
    expect(tradeNounsIn("je suis couturiere a Thies").map((h) => h.noun)).toEqual(["dressmaker"]);
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
    // An abbreviation's dot is not the name's end; an article, a joining "del" or "d'" is read as the customer wrote it.
    ["Website for Kora Builders Pvt. Ltd., a construction firm in Pune since 1999.", "Kora Builders Pvt. Ltd."],
    ["Somos la Finca El Mirador, a coffee farm in Salento, Colombia. Tours daily.", "Finca El Mirador"],
    ["Website for Jardín del Dr. Ruiz, a plant nursery in Cali.", "Jardín del Dr. Ruiz"],
    ["L'Atelier d'Or is a goldsmith in Lyon, France", "L'Atelier d'Or"],
    // Where a business that names its trade is, is not its name.
    ["Mama Ngozi Event Hall for Surulere, Lagos — weddings and parties, 300 guests.", "Mama Ngozi Event Hall"],
    ["Josie Marchetti and I've been walking dogs in Leeds for 6 years.", "Josie Marchetti"],
    ["Top End Barra Bashers – fishing charters out of Darwin.", "Top End Barra Bashers"],
    ["Naitwa Rehema Said, fundi wa nguo hapa Mombasa. Nashona magauni.", "Rehema Said"],
    ["site for my brand. black and white. name is NOIR/SEPT", "NOIR/SEPT"],
    ["wedding website for Tunde and Aisha, 14 March 2027", "Tunde & Aisha"],
    ["pgsnap — open source CLI that snapshots Postgres databases", "pgsnap"],
    ["New Hope Gospel Assembly, 14 Mill Lane, Leeds. Sunday service 10am", "New Hope Gospel Assembly"],
    ["Bread for Life Kisumu is a registered charity feeding street children", "Bread for Life Kisumu"],
    ["Mwangi Tent House & Caterers, Thika – tents, chairs and food for weddings and funerals", "Mwangi Tent House & Caterers"],
    ["A.B. Plumbing & Heating, Derby — boilers and bathrooms", "A.B. Plumbing & Heating"],
    ["The Attic — vintage clothing in Leeds, Thu-Sun", "The Attic"],
    ["hello! Lagoon Kayaks here – guided paddles in Lagos, ₦15,000 a person", "Lagoon Kayaks"],
    ["site for my studio: Okafor Ndu Architects (ONA), Abuja. 12 years of houses and schools", "Okafor Ndu Architects"],
    ["farrier — Rhys Evans, Ceredigion & Powys, trims from £40", "Rhys Evans"],
    ["braids & locs. TressLab. Osu Accra. walk-ins welcome", "TressLab"],
    ["I'm a wedding singer, not a DJ. Kojo Mensah, Kumasi. English, Twi & Ewe", "Kojo Mensah"],
    ["Run for Rivers 5K, a charity fun run in Kisumu on 3 May", "Run for Rivers"],
    ["Hola! Somos Panadería Las 2 Hermanas en Monterrey, abrimos a las 6am", "Panadería Las 2 Hermanas"],
    ["Westlands Wanderers Rugby Club Nairobi, training Tue/Thu 6pm", "Westlands Wanderers Rugby Club"],
    ["Rollin' Smoke BBQ trailer — brisket and ribs, Fri-Sun", "Rollin' Smoke BBQ"],
    ["I teach violin at home. Name: Strings with Mr. Osei (I'm Kwame Osei). Grades 1-8", "Strings with Mr. Osei"],
    ["Name: Adv. Meera Pillai, advocate at the Kerala High Court", "Adv. Meera Pillai"],
    ["Jambo! Savanna Spice Traders, Mombasa — cloves, cardamom and pilau masala", "Savanna Spice Traders"],
    ["Salon site: Coiffure Belle Étoile, Abidjan. Tresses, tissages, 7j/7", "Coiffure Belle Étoile"],
    ["We are the Rudolf Harbig Tennis Club in Dresden (Schillerstraße 14), 80 members", "Rudolf Harbig Tennis Club"],
    ["'Brew Crew' is taken so we're going with Steep Hill Tea House, Lincoln", "Steep Hill Tea House"],
    ["Ruth weds Daniel 💍 Kampala, 12 June 2027, Speke Resort", "Ruth & Daniel"],
    ["Saltbush Candle Co. – hand-poured soy candles from Mudgee, NSW", "Saltbush Candle Co."],
    ["SUNSET BEATS LAGOS 2027 🎶🌅 — beach party with six DJs, Elegushi beach", "SUNSET BEATS LAGOS 2027"],
    ["Portfolio site for our design studio, Estudio Norte Diseño, Bogotá. Brands and packaging", "Estudio Norte Diseño"],
    ["Academic website please. Dr. Leila Haddad, marine biologist at the University of Ghana", "Dr. Leila Haddad"],
    ["pls build site 4 Mama Tee Suya Spot, Abuja. open 5pm till late", "Mama Tee Suya Spot"],
    ["Dem dey call me Oga Chinedu Phone Doctor for Onitsha. I fix all phones", "Oga Chinedu Phone Doctor"],
    ["Pwani Hack 2027 – hackathon ya siku 2 kwa vijana, 14–15 Agosti 2027, Mombasa", "Pwani Hack 2027"],
    ["Sew 'n' Sew, Hamilton – alterations and repairs", "Sew 'n' Sew"],
    ["Orbit. Nairobi. 0712 345 678. make it look premium", "Orbit"],
    ["Bootmaker. Resoling from €45, made-to-measure boots. Cordonnerie Lefèvre, Lyon", "Cordonnerie Lefèvre"],
    // Said outright in the brief's own language, beside the workshop it names, or after the writer's own name.
    ["Hamari pottery ki dukaan hai, naam 'Mitti Ghar', Khurja mein. cups, plates, kulhad", "Mitti Ghar"],
    ["Sisi ni kikundi cha wakulima wa chai Kericho, tunaitwa 'Chai Bora Growers'. Tunauza majani ya chai", "Chai Bora Growers"],
    ["Ina da shagon gyaran waya a Kano, sunan shi 'Baba Tijjani Phones'. Muna gyaran screen", "Baba Tijjani Phones"],
    ['hola! vendo alfajores en la feria de Tristán Narvaja, se llama "Dulce Abuela". domingos de 9 a 14', "Dulce Abuela"],
    ["Hamari embroidery ki workshop hai 'Sitara Zari Works', Bareilly. lehenga, dupatta", "Sitara Zari Works"],
    ["My name is Tomás Reyes and I restore old clocks in Valparaíso; the workshop is called Relojería El Péndulo, open since 1988.", "Relojería El Péndulo"],
    ["I'm Asha Patel, a goldsmith in Leicester. My workshop is Patel Gold Works, on Belgrave Road.", "Patel Gold Works"],
    ["kpop dance academy Busan Seomyeon. cover dance, kids. Monthly 180,000 won. name = 'STEP BY STEP'", "STEP BY STEP"],
    ["Prowadzę małą pierogarnię w Krakowie, ul. Józefa 14. Nazwa: Pierogarnia u Babci Zosi (babcia naprawdę lepi z nami!).", "Pierogarnia u Babci Zosi"],
    ["Halo, saya mau bikin website untuk Rumah Batik Sekar Jagad di Jl. Prawirotaman No. 21, Yogyakarta.", "Rumah Batik Sekar Jagad"],
    ["We bought the old keeper's house next to the lighthouse. We're calling it The Keeper's Rest. It's a B&B, 3 rooms", "The Keeper's Rest"],
  ])("reads the name of %j as %j", (text, name) => {
    expect(read(text).name?.value).toBe(name);
  });

  it("never names the business after something inside it that is called so", () => {
    expect(read("Bowling alley in Flint MI, Strike Zone Lanes. 16 lanes, leagues, and a full bar called The Split. My name is Dana Kowalski, owner.").name?.value).not.toBe("The Split");
    expect(read("Site for my poetry. I'm Rania Haddad, poet. I run monthly open mic nights called Kalam at a bar in Mar Mikhael.").name?.value).toBe("Rania Haddad");
  });

  it("never names a site after its tagline, a button or a price", () => {
    const brief = read('A bakery in Mombasa. Tagline "Fresh every morning", a big "Order now" button, loaves from KSh 200');
    expect(brief.name).toBeNull();
  });

  it("never takes a greeting, a count of people or a list of places for a name", () => {
    expect(read("Dzień dobry. I run a small bookkeeping office in Kraków").name).toBeNull();
    expect(read("We ship to EU, UK and Canada. Team of 4 in Porto. We sell linen shirts online").name).toBeNull();
    expect(read("our CLI tool: tidewatch (lowercase please) checks your cron jobs").name?.value).toBe("tidewatch");
    expect(read("Halo, kami butuh website untuk Warung Sari Rasa. Bandung, buka 10-22").name?.value).toBe("Warung Sari Rasa");
    expect(read("Përshëndetje, jam Dritan Hoxha, elektricist në Tiranë").name?.value).toBe("Dritan Hoxha");
    expect(read("Website for Halo. rooftop bar in Lagos, Fridays only").name?.value).toBe("Halo");
  });

  it("reads a name given 'under the name', an edition's short year, a club's own letters and a celebration with whose it is", () => {
    expect(read("I'm Sarah Penhaligon and I make willow coffins by hand near Taunton under the name Willow & Rest. Standard coffin £595.").name?.value).toBe("Willow & Rest");
    expect(read("We're organising HackLagos '25, a 36-hour fintech hackathon in Lagos on 14-15 November 2025. Day 1 and Day 2 talks.").name?.value).toBe("HackLagos '25");
    expect(read("Hi, I'm the secretary of Kilifi Pirates RFC, a community rugby club on the Kenyan coast.").name?.value).toBe("Kilifi Pirates RFC");
    expect(read("Priya & Daniel's wedding — 12 April 2026, Udaipur. RSVP by 1 Feb please.").name?.value).toBe("Priya & Daniel's wedding");
    expect(read("Jacob's bar mitzvah — Saturday 7 June 2025. Service at 10am at Temple Beth El.").name?.value).toBe("Jacob's bar mitzvah");
    expect(read("It's called Kites over Diani — a community kite festival every Easter since 2018.").name?.value).toBe("Kites over Diani");
    expect(read("pgsnap: open-source CLI that snapshots and restores Postgres databases between test runs.").name?.value).toBe("pgsnap");
    // ("im" is "I'm" in an English brief, not German "in the".)
    expect(read("cv site. im Chidinma Eze, a civil engineer with 9 years in road works. worked with Julius Berger 2016-2021").name?.value).toBe("Chidinma Eze");
  });

  it("reads a name typed in lower case at the start, but never a trade's description", () => {
    expect(read("salt & sorrel — small plates and natural wine, leith. open wed-sun").name?.value).toBe("Salt & Sorrel");
    expect(read("the copper kettle, york. cream teas and cakes").name?.value).toBe("The Copper Kettle");
    expect(read("dry stone walling & hedge laying, cumbria. Tom Hartley, 20 yrs").name?.value).not.toBe("Dry Stone Walling & Hedge Laying");
  });

  it("keeps a describing word that opens a name ('Clean Slate Laser'), never one that describes the website", () => {
    expect(read("Clean Slate Laser – laser tattoo removal only, Surry Hills, Sydney").name?.value).toBe("Clean Slate Laser");
    expect(read("Clean modern website for my bakery, Crumbs, in Leeds").name?.value).toBe("Crumbs");
  });

  it("never takes 'Right,' or a trade's word in another language for a name", () => {
    expect(read("Right, need a site for the barbers. It's The Mane Event on High Street, Wigan. Fades £15").name?.value).toBe("The Mane Event");
    expect(read("Schornsteinfeger in Erfurt und Umgebung. Kehrung ab 40 €. Jens Wolff, Tel. 0361 600 7788").name?.value).toBe("Jens Wolff");
  });

  it("never takes a trade's word alone, or a town after a firm's name, as part of the name", () => {
    expect(read("Locksmith - Bristol & Bath. Lockouts £60, new locks from £90. Dan Hewitt, MLA approved").name?.value).toBe("Dan Hewitt");
    expect(read("Baraka Traders Mombasa. call 0722 000 111").name?.value).toBe("Baraka Traders");
    expect(read("Chiswick Hub Nairobi. we open 7 days").name?.value).toBe("Chiswick Hub");
  });

  it("keeps an owner's name with the trade typed after it, and never ends a name on 'the'", () => {
    expect(read("rami's mobile tyres - tire change at your home, winter tyres stored, tampere").name?.value).toBe("Rami's Mobile Tyres");
    expect(read("joe's plumbing, leeds. boilers").name?.value).toBe("Joe's Plumbing");
    expect(read("kwame the tailor, kumasi adum. kente suits, kaba & slit").name?.value).toBe("Kwame the Tailor");
  });

  it("reads the name a page in another language is for, never the words that open the sentence or a Turkish case ending", () => {
    expect(read("Landingpage für Schichtwerk, eine App für Dienstpläne in der Pflege.").name?.value).toBe("Schichtwerk");
    expect(read("Cześć! Prowadzimy Cela 13 — escape room w centrum Krakowa.").name?.value).toBe("Cela 13");
    expect(read("Merhaba, Bodrum Sünger Avcılığı Festivali'ni düzenliyoruz — 6–8 Haziran, Bodrum Marina.").name?.value).toBe("Bodrum Sünger Avcılığı Festivali");
    // (Open round the clock is when, not who: but "24 Jam" inside a name is the name's.)
    expect(read("Quickturn Locksmiths 24hr dublin 6, lockouts, lock changes").name?.value).toBe("Quickturn Locksmiths");
    expect(read("Dobi Kilat 24 Jam – kedai dobi layan diri di Seksyen 7 Shah Alam. Buka 24 jam setiap hari.").name?.value).toBe("Dobi Kilat 24 Jam");
  });

  it("keeps 'on' and 'with' inside a name, brothers abbreviated and whose, and a short quote set off by a dash", () => {
    expect(read("mobile dog grooming van, covers swindon + 10 miles, tues-sat, called Suds on Wheels").name?.value).toBe("Suds on Wheels");
    expect(read("Eat Hanoi with Linh — Old Quarter street food walking tour, 3.5 hours, $29 per person").name?.value).toBe("Eat Hanoi with Linh");
    expect(read("Somos Tapicería Hnos. Quispe, en Arequipa desde 1994. Retapizamos sofás.").name?.value).toBe("Tapicería Hnos. Quispe");
    expect(read("sparkle & shine window cleaning, residential only, gloucester + cheltenham").name?.value).toBe("Sparkle & Shine Window Cleaning");
    expect(read("matcha & mochi kiosk in siam square bkk — 'Moshi Moshi', open 11-21").name?.value).toBe("Moshi Moshi");
    // (A town after "in" or a street after "on" is still where it is, not part of the name.)
    expect(read("Joe's Plumbing in Leeds, boilers and bathrooms").name?.value).toBe("Joe's Plumbing");
    expect(read("Trini Roti Palace on Eglinton West, Toronto — Trinidadian roti shop").name?.value).toBe("Trini Roti Palace");
  });

  it("reads a made-up word in lower case said to be the thing, or what its page is for", () => {
    expect(read("Docs site + landing for pgwatchdog — a tiny Go binary that pings you on Slack when a replica lags").name?.value).toBe("pgwatchdog");
    expect(read("pgsnap is an open-source CLI that lets you snapshot and branch a Postgres database").name?.value).toBe("pgsnap");
    expect(read("landing page for invoicing software, clean and simple").name).toBeNull();
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

  it("reads inches as inches, a label before a quote as its own, and a day in a name as no opening time", () => {
    const plants = read('Plant shop. Monstera Deliciosa 6" $38, Pothos Marble Queen 4" $18, Hoya Carnosa $28. "Add to cart" on each.');
    expect(plants.exact.map((e) => [e.role, e.text])).toEqual([["button", "Add to cart"]]);
    expect(plants.offers.map((o) => [o.name, o.price])).toEqual([["Monstera Deliciosa 6\"", "$38"], ["Pothos Marble Queen 4\"", "$18"], ["Hoya Carnosa", "$28"]]);
    const app = read('TabNap, a browser extension. Headline "Your browser, well rested." subheading "Tabs asleep, laptop quiet." Buttons "Add to Chrome" and "Other browsers".');
    expect(app.exact.map((e) => e.role)).toEqual(["headline", "subheading", "button", "button"]);
    expect(read("The Sunday Thing — 4 Sundays in Jan, bring the kids, £5, Hackney").facts.map((f) => f.kind)).toEqual(["price"]);
  });

  it("never calls a site by a word that names no trade: it reads past it, or asks", () => {
    // "ilike nice" is what the message opens with, not what the site is; "website 4 my barber shop" says what it is.
    const barber = read("ilike nice website 4 my barber shop. KingCutz. Adum Kumasi. GH₵ 30 per cut, kids GH₵ 20");
    expect([barber.kind.id, barber.kind.noun]).toEqual(["barber", "barber shop"]);
    // "The Sunday Thing — 4 Sundays in Jan": a day names no trade, and nothing else says what it is.
    expect(read("The Sunday Thing — 4 Sundays in Jan, bring the kids, £5, Hackney").kind.confidence).toBeLessThan(ASK_BELOW.kind);
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

  it("reads what a plan comes with after its price, and the badge marked on it or put on its place in the list", () => {
    expect(read('Plans: Hobby (Free, 2 projects), Team ($29/mo, 20 projects) marked "Most popular", Enterprise (Contact us).').plans).toEqual([
      { name: "Hobby", price: "Free", features: ["2 projects"] },
      { name: "Team", price: "$29/mo", badge: "Most popular", features: ["20 projects"] },
      { name: "Enterprise", price: "Contact us", features: [] },
    ]);
    expect(read('Tiers: Lite (€0, 3 rooms), Host (€15/month, 30 rooms) with a "Best value" badge, Venue (€49/month, unlimited).').plans.map((p) => [p.name, p.badge])).toEqual([
      ["Lite", undefined],
      ["Host", "Best value"],
      ["Venue", undefined],
    ]);
    expect(read('Packages: Duo (€400, up to 1 hour), Trio (€1,100) and Full Band (€2,300). Put "Most booked" on the middle one.').plans.map((p) => [p.name, p.price, p.badge])).toEqual([
      ["Duo", "€400", undefined],
      ["Trio", "€1,100", "Most booked"],
      ["Full Band", "€2,300", undefined],
    ]);
    // "(₹1,450 onwards)": a price's own comma is no note.
    expect(read("Plans: Cotton (₹1,450 onwards), Silk (₹6,800 onwards).").plans.map((p) => p.price)).not.toContain("₹1");
  });

  it("reads a currency's code before its sign as part of the price, and a quote named as a part of the page as its title", () => {
    const brief = read("Coral Lens Films, Bridgetown. Packages: Teaser (BBD $900), Half Day (BBD $2,100), Full Day (BBD $3,400). Maybe a 'people we shoot with' bit with their logos.");
    expect(brief.plans.map((p) => [p.name, p.price])).toEqual([
      ["Teaser", "BBD $900"],
      ["Half Day", "BBD $2,100"],
      ["Full Day", "BBD $3,400"],
    ]);
    expect(factTexts(brief, "price")).toEqual(["BBD $900", "BBD $2,100", "BBD $3,400"]);
    expect(brief.exact.map((e) => [e.text, e.role])).toEqual([["people we shoot with", "section-title"]]);
  });

  it("reads a long priced list of treatments as what it offers, never its last few as plans", () => {
    const brief = read("Skin clinic in Leeds. Treatments with prices: Anti-wrinkle 1 area (£199), Anti-wrinkle 3 areas (£349), Lip Filler 1ml (£295), HydraFacial (£160), Chemical Peel (from £120).");
    expect(brief.plans).toEqual([]);
    expect(brief.offers.map((o) => o.name)).toEqual(["Anti-wrinkle 1 area", "Anti-wrinkle 3 areas", "Lip Filler 1ml", "HydraFacial", "Chemical Peel"]);
  });

  it("reads an entry fee as what it costs to take part, never a prize as an offer, and lakhs as part of the amount", () => {
    const brief = read("Lyallpur Night Cricket Cup, Faisalabad. 16 teams, entry Rs 12,000, winner prize Rs 2 lakh, prize fund Rs 5 lakh.");
    expect(brief.offers.map((o) => [o.name, o.price])).toEqual([["entry", "Rs 12,000"]]);
    expect(factTexts(brief, "price")).toEqual(["Rs 12,000", "Rs 2 lakh", "Rs 5 lakh"]);
  });

  it("keeps a name's first word when it is 'Ol'', 'Lil'' or 'Open', and a Hindi 'ki' inside it", () => {
    const briefs = [
      "Ol' Rusty's Tractor Parts — used and rebuilt parts for Massey Ferguson & Ford tractors, we ship anywhere in Australia.",
      "Lil' Wayne's Lawn & Snow - mow, edge, aerate, plow. Fargo ND",
      "Open Sesame Locksmiths, Bristol - 24/7 lockouts",
      "Sharma Ji ki Sawari — vintage car rental for baraat and shaadi in Lucknow.",
      // ("Open" before a day is when, not a name.)
      "Open Mon-Sat. Kofi's Barbers, Accra",
    ];
    expect(briefs.map((b) => read(b).name?.value)).toEqual(["Ol' Rusty's Tractor Parts", "Lil' Wayne's Lawn & Snow", "Open Sesame Locksmiths", "Sharma Ji ki Sawari", "Kofi's Barbers"]);
  });

  it("never names a business after the town it is in, and reads that town as its place", () => {
    const shoes = read("Fundi wa viatu Mombasa, tunashona na kurekebisha viatu vya ngozi na mikoba. Simu 0733 620 118");
    expect(shoes.name).toBeNull();
    expect(shoes.place).toMatchObject({ value: "Mombasa", country: "KE" });
    const bulk = read("loja a granel no Porto, tragam os vossos frascos! cereais, frutos secos, detergentes e sabonetes");
    expect(bulk.name).toBeNull();
    expect(bulk.place).toMatchObject({ value: "Porto", country: "PT" });
    // (A name that starts with its town is still a name.)
    expect(read("Mombasa Sunset Dhows — sunset dhow cruises from the Old Port, Mombasa.").name?.value).toBe("Mombasa Sunset Dhows");
    // "Ich bin": "am", not the Arabic "son of", which stays.
    expect(read("Ich bin Jonas Werner, freiberuflicher Orgelbaumeister aus Leipzig. Ich stimme und restauriere Kirchenorgeln.").name?.value).toBe("Jonas Werner");
    expect(read("Ahmed bin Said Trading, Muscat. Building supplies.").name?.value).toBe("Ahmed bin Said Trading");
  });

  it("never reads a longer name joined by '-e-' as the town it starts like, and finds a town ending a clause", () => {
    expect(read("Night cricket cup, Gulshan-e-Iqbal Block 13 ground Karachi. 24 teams, entry Rs 15,000.").place).toMatchObject({ value: "Karachi", country: "PK" });
    // (A place the brief says it is "en" still beats a town named further on.)
    expect(read("Familia Quispe — artesanías de sal en Colchani, a la entrada del Salar de Uyuni. figuras de sal.").place?.value).toBe("Colchani");
  });

  it("reads the figures the customer asks to show, each apart from what it counts", () => {
    expect(read("Charity site. Numbers to show: 1,200 girls trained, 14 schools, 71% of alumni now in work. Founder: Ama").stats.map((x) => [x.value, x.label])).toEqual([
      ["1,200", "girls trained"],
      ["14", "schools"],
      ["71%", "of alumni now in work"],
    ]);
    expect(read("I need: services (3), a pricing table, stats (acres mapped: 9,000+), and a contact form").stats.map((x) => [x.value, x.label])).toEqual([["9,000+", "acres mapped"]]);
    expect(read("stats please").stats).toEqual([]);
    // (A point or a comma between digits is the number's own: "1.200", "4,8".)
    expect(read("App landing page. Also a section with 3 numbers: 1.200 clínicas, 38% menos faltas, 4,8 nota na App Store.").stats.map((x) => [x.value, x.label])).toEqual([
      ["1.200", "clínicas"],
      ["38%", "menos faltas"],
      ["4,8", "nota na App Store"],
    ]);
    expect(read("Show 3 stats: 2 lakh+ matches scored, 4.7★ rating, 18 languages.").stats.map((x) => [x.value, x.label])).toEqual([
      ["2 lakh+", "matches scored"],
      ["4.7★", "rating"],
      ["18", "languages"],
    ]);
  });

  it("reads a closing time alone, a day's range in plain numbers and the days said after the times as opening hours", () => {
    const hours = (text: string) => read(text).facts.filter((f) => f.kind === "hours").map((f) => f.text);
    expect(hours("The Chapel, bouldering in Leeds. Open till 10pm weekdays, day pass £11")).toEqual(["till 10pm weekdays"]);
    expect(hours("Bar Zé in Lisbon, open till 3am Fri & Sat")).toEqual(["till 3am Fri & Sat"]);
    expect(hours("Café Lumo, Tallinn. Open daily 8–22.")).toEqual(["daily 8–22"]);
    expect(hours("Tanoa kava bar, Suva. open 5pm til late, bowl $10")).toEqual(["5pm til late"]);
    expect(hours("Market stall, 9am-8pm weekends, 9-6 weekdays")).toEqual(["9am-8pm weekends", "9-6 weekdays"]);
    expect(hours("Swim classes for kids aged 4-10 weekends")).toEqual([]);
    // Two readings of one kind that share words are one; a date with its time keeps the hours from that time.
    expect(hours("The Crux Lab, Leipzig. Open daily 10-23 Uhr.")).toEqual(["daily 10-23 Uhr"]);
    expect(read("Cerámica Talavera in Puebla: mug $280 MXN").facts.filter((f) => f.kind === "price").map((f) => f.text)).toEqual(["$280 MXN"]);
    const gala = read("Diwali gala, Saturday 25 October, 6pm till late, Athena Leicester.").facts;
    expect(gala.map((f) => [f.kind, f.text])).toEqual([["date", "Saturday 25 October, 6pm"], ["hours", "6pm till late"]]);
    // (A time before "till" keeps its range; a date after "until" is no closing time.)
    expect(hours("Sharp Cut by Tunde, Surulere. We dey open 8am till 9pm every day.")).toContain("8am till 9pm");
    expect(hours("Early bird tickets until 31 January")).toEqual([]);
  });

  it("never reads how fast a job is done as opening hours", () => {
    expect(factTexts(read("Thu Ha Tailor, Hoi An. Custom suits made in 24 hours, quotes within 24 hrs."), "hours")).toEqual([]);
    expect(factTexts(read("Chemist in Ikeja, open 24 hours."), "hours")).toEqual(["24 hours"]);
  });

  it("never reads a part of the page as an offer, and keeps who licensed a business whole", () => {
    const brief = read("Voice actor in Leeds. Put demo reels up top (3 reels: Commercial, Narration, Character), client logos, and a booking button. Ministry of Health licensed.");
    expect(brief.offers.map((o) => o.name)).toEqual(["Commercial", "Narration", "Character"]);
    expect(factTexts(brief, "other")).toEqual(["Ministry of Health licensed"]);
  });

  it("never places a business where its money comes from or its buyers are, and reads a town in its name when nothing else says", () => {
    expect(read("Dahabshiil Express, Hargeisa, Somaliland. We send and receive money from the UK, US, Sweden and UAE. Fees from 2%.").place?.country).toBe("SO");
    expect(read("Sialkot Pro Balls (Pvt.) Ltd — match footballs since 1991, private label for clubs and brands in Europe and US. Request a quote.").place).toMatchObject({ value: "Sialkot", country: "PK" });
    // (Only a town opening a name of three words or more, with no other place or people in it.)
    expect(read("bike tours amsterdam, 3 hr city tour €35, countryside tour €45. Pedal & Pancake Tours").place?.country).not.toBe("FR");
    expect(read("Lalibela Garden Ethiopian Restaurant. injera made fresh every day, button 'Reserve a table'").place).toBeNull();
  });

  it("places a business in a town said first with 'in', even in lower case, before one a person comes from", () => {
    expect(read("walking tours in soweto - vilakazi st, mandela house. R350 pp. guide is Sipho, born and raised in Orlando West").place).toMatchObject({ value: "soweto", country: "ZA" });
  });

  it("places a business after the French 'à', but not a lower-case word after it", () => {
    expect(read("Atelier Côté Cuir — maroquinerie artisanale à Lyon. Sacs et ceintures faits main.").place).toMatchObject({ value: "Lyon", country: "FR" });
    expect(read("Érablière Chez Ti-Paul, cabane à sucre familiale depuis 1976. Repas traditionnel, 32 $ par adulte.").place?.country).not.toBe("BO");
  });

  it("places a lower-case note where the known town it names is, when no word before says so", () => {
    expect(read("KeyKiwi locksmiths auckland 24/7 lockouts, no callout fee").place).toMatchObject({ value: "auckland", country: "NZ" });
    expect(read("The Vinyl Frontier - secondhand records, kemp town brighton, crate digging sat & sun").place?.country).toBe("GB");
  });

  it("never offers the quarter a business is in, or the town it makes its goods in", () => {
    const names = read("Boulangerie Chez Fatou - pain, croissants, thiakry et gâteaux d'anniversaire à Dakar, quartier Mermoz. Ouvert de 6h à 21h.").offers.map((o) => o.name);
    expect(names).toEqual(["pain", "croissants", "thiakry", "gâteaux d'anniversaire"]);
  });

  it("keeps a district's number and a quarter in brackets with the town, but not an hour or a count", () => {
    expect(read("plombier chauffagiste lyon 7e, dépannage 7j/7").place?.value).toBe("lyon 7e");
    expect(read("Teranga Auto Location à Dakar (Ouakam). Location de voitures avec chauffeur.").place?.value).toBe("Dakar (Ouakam)");
    expect(read("Bakery in Leeds 2 days a week, cafe in Nairobi 8am-5pm").place?.value).toBe("Leeds");
  });

  it("reads a Jamaican parish with the island's letters as Jamaica, and Portland alone as Portland, USA", () => {
    expect(read("Scotchie Jerk Hut - Boston Bay, Portland JA. pork, chicken, festival. Fri-Sun til late").place?.country).toBe("JM");
    expect(read("Bike shop in Portland. $40 tune-ups").place?.country).toBe("US");
  });

  it("never places a business in a town named among other names in brackets", () => {
    expect(read("Pin Palace Lanes, Kalamazoo MI. Birthday party packages ($199 for 10 kids). Sections: league info, parties with 3 packages (Strike, Spare, Split), cosmic bowling, bar.").place).toMatchObject({ value: "Kalamazoo", country: "US" });
    expect(read("Boat trips (from Split, 3 hours, lunch included)").place?.value).toBe("Split");
  });

  it("reads a catalogue or a shop asked for as products, but not a shop the customer visits", () => {
    expect(kinds("Batik tulis from Solo. Mau website sederhana, ada katalog, harga dan tombol WhatsApp.")).toContain("product");
    expect(kinds("Hand-thrown mugs from Porto. Need a site with a small shop, our story and a contact form.")).toContain("product");
    expect(kinds("Jeepney body builders, Las Piñas. Visit the shop, bring your chassis, quotation in 3 days.")).not.toContain("product");
  });

  it("reads every dollar written with its country's letters", () => {
    expect(factTexts(read("Dune Riders, Swakopmund. lie-down boarding N$450, stand-up N$650. Cooking class BZ$120 pp. Kava T$5 a bowl."), "price")).toEqual(["N$450", "N$650", "BZ$120 pp", "T$5 a bowl"]);
  });

  it("reads a showreel, audio samples or videos asked for as a gallery", () => {
    expect(kinds("Podcast studio in Malmö. Need a site: showreel, logo strip of 8 clients and a contact form.")).toContain("gallery");
    expect(kinds("Cellist for weddings in York. Want a repertoire list, 3 audio samples and an enquiry form.")).toContain("gallery");
  });

  it("reads the hours listed among the page's parts as a request for them, but not hours of work", () => {
    expect(kinds("Maison Verte, Lyon. french + english site, hours + contact")).toContain("hours");
    expect(kinds("Pin Palace, Toledo OH. Want our hours, prices and a little history page.")).toContain("hours");
    expect(kinds("48 hours of hacking in Jaffa, teams of 2-5.")).not.toContain("hours");
  });

  it("never places a business in the magazine that wrote about it", () => {
    expect(read("Glow Lab skin clinic at 12 Harley Street, London W1. As seen in Tatler, featured in Vogue UK and Elle.").place?.value).toBe("London");
  });

  it("reads sections asked for with their counts, and keeps the instructions off the page", () => {
    const brief = read("food blog. need a grid of at least 6 recipe posts with date and 'Read more', an FAQ with 4 questions and a newsletter signup");
    expect(brief.sections.map((s) => [s.kind, s.count])).toEqual(expect.arrayContaining([["faq", 4], ["newsletter", undefined]]));
    expect(brief.exact).toContainEqual(expect.objectContaining({ text: "Read more", role: "button" }));
    expect(brief.instructions.length).toBeGreaterThan(0);
  });

  it("keeps what language the site is in off the page, and never a language the business works in", () => {
    const shown = (text: string) => JSON.stringify(designsFromBrief(read(text), 0)[0]!.content);
    expect(shown("Casa Lume, guesthouse in Óbidos. Tudo em português. Rooms from €80.")).not.toContain("Tudo em português");
    expect(shown("Kanga Kings, Nairobi street brand. Sheng is fine in the copy, we are a Nairobi street brand. Tees KSh 1,200.")).not.toContain("Sheng is fine");
    expect(shown("CropCircle, a farm planning app. Polish translation would be amazing, but english is fine for now.")).not.toContain("english is fine");
    // ("German law firms", "English Center", a bilingual MC: who they are, not what the site is written in.)
    expect(read("Landing page for Fristenwächter — a deadline tracker for German law firms (Kanzleien). Pricing: Basis 29 € / Monat.").instructions.some((i) => /German law firms/.test(i))).toBe(false);
    expect(read("Website for Silk Road English Center in Samarkand. Courses: General English 900 000 so'm/month.").kind.noun).toBe("english center");
  });

  it("never takes the name before a dash as part of what it offers", () => {
    expect(read("ballyhoura bees - honey 12 euro/jar, swarm removal free, north cork").offers.map((o) => [o.name, o.price])).toEqual([["honey", "12 euro/jar"]]);
  });

  it("keeps a point that opens on its number, whole, and never a count of what to show", () => {
    const kayaks = read("Blue Reef Kayaks — guided sea kayak trips from Watamu. 2 hour tours, 1,200 paddlers a year, life jackets included. 6 trips to show, a gallery please.");
    expect(kayaks.facts.filter((f) => f.kind === "note").map((f) => f.text)).toEqual(["2 hour tours", "1,200 paddlers a year", "life jackets included"]);
  });

  it("keeps the points with a number in a brief in another language, in its words, and never a count asked for", () => {
    const bakery = read("Nous sommes la Boulangerie du Port à Concarneau. Pain au levain, 12 variétés de viennoiseries, four à bois de 1920. Ouvert 7h-19h30 sauf lundi. Mettez au moins 6 photos dans la galerie.");
    expect(bakery.facts.filter((f) => f.kind === "note").map((f) => f.text)).toEqual(["12 variétés de viennoiseries", "four à bois de 1920"]);
    const rooms = read("Hola, somos Casa Lluvia, hostal en Granada. 7 habitaciones, desayuno incluido. Quiero 4 reseñas de clientes y mínimo 8 fotos.");
    expect(rooms.facts.filter((f) => f.kind === "note").map((f) => f.text)).toEqual(["7 habitaciones"]);
  });

  it("keeps opening hours, days shut and terms as other languages and software write them", () => {
    expect(factTexts(read("Boulangerie Chez Loïc, à Rennes depuis 1962. Ouvert 6h30-19h30 sauf lundi."), "hours")).toEqual(["6h30-19h30", "sauf lundi"]);
    expect(factTexts(read("Usta Mehmet'in Yeri — İzmir Kemeraltı'nda bakır cezve. Pazar kapalı."), "hours")).toEqual(["Pazar kapalı"]);
    expect(factTexts(read("Bäckerei Huber, Mo–Fr 6–18 Uhr, Sonntag Ruhetag"), "hours")).toEqual(["Mo–Fr 6–18 Uhr", "Sonntag Ruhetag"]);
    expect(factTexts(read("Dingin Jaya Teknik - jasa servis AC panggilan, cuci AC, Bekasi, 24 jam"), "hours")).toEqual(["24 jam"]);
    expect(factTexts(read("Harvest Moon is a little Mac app that backs up your notes. One-time purchase $19, no subscription. 14-day trial, Apache-2.0, SOC 2 Type II."), "other")).toEqual(["no subscription", "14-day trial", "Apache-2.0", "SOC 2 Type II"]);
  });

  it("keeps the customer's facts word for word", () => {
    const brief = read("Kumasi car repair since 1987, open Mon-Sat 8am-6pm, 24/7 breakdown line 0244 123 456, walk-ins on Fridays, oil change GH₵ 350");
    expect(brief.facts.map((f) => [f.kind, f.text])).toEqual(
      expect.arrayContaining([["since", "since 1987"], ["hours", "Mon-Sat 8am-6pm"], ["hours", "24/7"], ["phone", "0244 123 456"], ["price", "GH₵ 350"]]),
    );
  });

  it("takes the country from the brief's money when the places it names point elsewhere", () => {
    const jerk = read("Big Belly Jerk Centre, Boston Bay, Portland. Jerk chicken quarter JMD 900, pound of pork JMD 2,200");
    expect(jerk.place?.country).toBe("JM");
    const farm = read("Somos la Finca El Mirador, en Pitalito. Exportamos café a Estados Unidos y Japón. Tour COP 80.000 por persona");
    // (Where the coffee is exported is not where the farm is; its town is.)
    expect([farm.place?.value, farm.place?.country]).toEqual(["Pitalito", "CO"]);
    expect(read("Vintage clothes shop in Kingston, jackets from £45, jeans £30").place?.country).toBe("GB");
    // Where they are going is not where they are.
    const choir = read("We are the Chimwemwe Voices Choir of CCAP Blantyre Synod, St Michael's congregation in Ndirande. We are raising money to travel to the choir competition in Johannesburg in December.");
    expect([choir.place?.value, choir.place?.country]).toEqual(["Ndirande", "MW"]);
  });

  it("never places a site in the United States for its dollars, its students abroad or a bay named after a US town", () => {
    expect(read("Tailor on Carey Street Monrovia. Shirts from L$2,500 or US$15").place).toMatchObject({ value: "Monrovia", country: "LR" });
    expect(read("Online Arabic lessons for kids, my students fe Europe we America. 40 min b $12").place).toBeNull();
    expect(read("Fish fry at Boston Beach, open Fridays").place?.country).not.toBe("US");
  });

  it("places a site in its town, never in a people's adjective, and serves people, not occasions", () => {
    const club = read("Pontcanna Panthers — amateur rugby club, east Cardiff. Clubhouse available to hire for parties and wakes. Welsh language option please.");
    expect(club.place?.value).toBe("Cardiff");
    expect(club.audience).toBeNull();
    expect(read("Bookkeeping for small shops and salons in Leeds").audience?.value).toBe("small shops and salons");
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

  it("tells a brief's language by its alphabet when no list of small words knows it, and reads the name it gives", () => {
    const ru = read("Сайт для нашей пекарни «Тёплый Хлеб» в Казани. Печём хлеб на закваске с 2009 года.");
    expect([ru.language.code, ru.name?.value]).toEqual(["ru", "Тёплый Хлеб"]);
    // No capitals to set a name apart: the words at the very start, before a dash, are the name.
    const he = read("מאפיית השכונה – לחם מחמצת וחלות לשבת, רחוב הרצל 12");
    expect([he.language.code, he.name?.value]).toEqual(["he", "מאפיית השכונה"]);
    const ja = read("喫茶 こもれび — 京都の小さな喫茶店です。自家焙煎のコーヒーとプリン。");
    expect([ja.language.code, ja.name?.value]).toEqual(["ja", "喫茶 こもれび"]);
    expect(read("珍珠奶茶店「茶語」— 台北大安區，每天 11:00-22:00").name?.value).toBe("茶語");
    // A few words in another alphabet leave an English brief English.
    expect(read("Bakery in Kyiv called Khlib i Sil (Хліб і Сіль), open 8-20, a simple site with our menu and prices please").language.code).toBe("en");
  });

  it("reads plans after a label, a free plan with no price and what its brackets say, a 'contact' plan and a badge written in a plan's note", () => {
    expect(read("Pricing: Free (hobby), Crew $15/user/mo (team size 2-20, most popular), Fleet (contact sales).").plans).toEqual([
      { name: "Free", features: ["hobby"] },
      { name: "Crew", price: "$15/user/mo", badge: "most popular", features: [] },
      { name: "Fleet", price: "contact sales", features: [] },
    ]);
    expect(read('packages – "Basic" 90 zł/month, "Plus" 1 200 zł/year').plans.map((p) => [p.name, p.price])).toEqual([["Basic", "90 zł/month"], ["Plus", "1 200 zł/year"]]);
  });

  it("puts a badge on the plan or offer named before 'as'", () => {
    expect(read("Packages: Home 200W UGX 1,850,000 / Family 600W UGX 4,200,000 / Farm kit UGX 6,500,000, put Family as most popular").plans.map((p) => p.badge ?? null)).toEqual([null, "most popular", null]);
    expect(read("coworking in Kilimani. day pass KSh 800, hot desk KSh 12,000/month. highlight hot desk as best value").exact).toContainEqual(expect.objectContaining({ text: "best value", role: "badge", target: "hot desk" }));
  });

  it("reads plans with what each comes with, a badge between two plans, and never a size or a word as a price", () => {
    expect(read("Packages: Starter 10 hrs KSh 8,000, Growth 25 hrs KSh 18,000 (Most popular), Full-time 80 hrs KSh 50,000").plans.map((p) => [p.name, p.price, p.badge])).toEqual([
      ["Starter 10 hrs", "KSh 8,000", undefined],
      ["Growth 25 hrs", "KSh 18,000", "Most popular"],
      ["Full-time 80 hrs", "KSh 50,000", undefined],
    ]);
    expect(read("pricing: Free (up to 5 staff), Team $4/user/mo - Most popular, Business $8/user/mo, Enterprise talk to us").plans.map((p) => p.name)).toEqual(["Free", "Team", "Business", "Enterprise"]);
    expect(read("Packages: Home 200W UGX 1,850,000 / Family 600W UGX 4,200,000 / Office (10kVA) UGX 7,800,000").plans.map((p) => p.price)).toEqual(["UGX 1,850,000", "UGX 4,200,000", "UGX 7,800,000"]);
    expect(read("Options: Latte Art 1 day TSh 150,000, Basic Barista 3 days TSh 350,000").plans.map((p) => [p.name, p.price])).toEqual([["Latte Art 1 day", "TSh 150,000"], ["Basic Barista 3 days", "TSh 350,000"]]);
    expect(read("Plans: Desk for 4 from RWF 650,000, Table of 10 $1,400").plans.map((p) => [p.name, p.price])).toEqual([["Desk for 4", "from RWF 650,000"], ["Table of 10", "$1,400"]]);
  });

  it("reads a plan's price after a dash inside a list's bracket, and each opener's own ending", () => {
    expect(read("Packages (Silver - KSh 2,000, Gold - KSh 3,000)").plans.map((p) => [p.name, p.price])).toEqual([["Silver", "KSh 2,000"], ["Gold", "KSh 3,000"]]);
    expect(read("Our plans (Basic: $10 / Pro: $20 (most popular))").plans.map((p) => [p.name, p.price, p.badge ?? null])).toEqual([["Basic", "$10", null], ["Pro", "$20", "most popular"]]);
    expect(read("Tiers: Duo - $19 (2 people) and Trio ($29, 3 people)").plans.map((p) => [p.name, p.price, p.features])).toEqual([["Duo", "$19", []], ["Trio", "$29", ["3 people"]]]);
  });

  it("reads a badge given in so many words on the plan before it, and keeps the list whole", () => {
    expect(read('Pricing table: Solo (Free), Studio (₹499/mo) – badge "Most loved", Agency (₹1,999/mo).').plans.map((p) => [p.name, p.price, p.badge ?? null])).toEqual([
      ["Solo", "Free", null],
      ["Studio", "₹499/mo", "Most loved"],
      ["Agency", "₹1,999/mo", null],
    ]);
  });

  it("reads a German price list: free and on-request prices, a note without a comma, and a badge asked for between two plans", () => {
    const brief = read("Landingpage für Schichtwerk. Preise: Basis (kostenlos bis 10 Mitarbeitende), Team (4 € pro Person/Monat) – bitte als „Beliebteste Wahl“ markieren –, Klinik (auf Anfrage).");
    expect(brief.plans.map((p) => [p.name, p.price ?? null, p.badge ?? null, p.features])).toEqual([
      ["Basis", "kostenlos", null, ["bis 10 Mitarbeitende"]],
      ["Team", "4 € pro Person/Monat", "Beliebteste Wahl", []],
      ["Klinik", "auf Anfrage", null, []],
    ]);
    // (A plan called Team asks for no team, and its price is no count of people.)
    expect(brief.sections.map((s) => [s.kind, s.count ?? null])).toEqual([["pricing", 3]]);
  });

  it("knows an app in another language, and never takes the trades it is for as its kind", () => {
    for (const text of [
      "Turnito — app de turnos online para peluquerías y barberías. Tus clientes reservan por WhatsApp.",
      "Landing page do Feira Fácil, app pra feirante receber Pix e controlar estoque pelo celular.",
      "Tolong buatkan landing page untuk KasirKu, aplikasi kasir (POS) di HP Android untuk warung, toko kelontong dan kedai kopi.",
      "Strona dla Fakturka — prosta aplikacja do faktur dla jednoosobowych firm.",
    ]) expect([read(text).kind.noun, read(text).kind.archetype]).toEqual(["app", "software"]);
    // (Who a trade serves is still no app: a hairdresser for children is a hairdresser.)
    expect(read("Peluquería Marta, cortes para niños y adultos en Sevilla").kind.id).toBe("hair-salon");
  });

  it("takes what the name is said to be over a word inside the name, and never a single product page for a kind", () => {
    expect(read("Site for Teta Hind's Kitchen, a Lebanese home-style restaurant in Mar Mikhael, Beirut.").kind.noun).toBe("home-style restaurant");
    expect(read("Knight Owls Chess Club, a friendly club for all ages").kind.noun).not.toBe("kitchen");
    expect(read("Single product page for Nordlys Candles. Product: \"Polar Night\" soy candle, 220 g. Price 349 kr.").kind.noun).not.toBe("single product");
  });

  it("never takes how long something lasts for what it is", () => {
    const festival = read("Sauti za Pwani 2025 — three days of taarab, benga and coastal hip hop at the Fort Jesus grounds, Mombasa, 8–10 August. Tickets: day pass KSh 1,000, weekend pass KSh 2,500.").kind;
    expect(festival.noun).not.toBe("three days");
    expect([festival.noun, ...festival.guesses.map((g) => g.noun)]).toContain("festival");
  });

  it("reads plans labelled, joined, priced by the month and badged in another language", () => {
    const plans = (text: string) => read(text).plans.map((p) => [p.name, p.price ?? null, p.badge ?? null, p.features]);
    expect(plans("KasirKu, aplikasi kasir. Harga: Gratis (1 perangkat), Pro Rp 49.000/bulan dengan label \"Paling Laris\", Bisnis Rp 129.000/bulan.")).toEqual([
      ["Gratis", "free", null, ["1 perangkat"]],
      ["Pro", "Rp 49.000/bulan", "Paling Laris", []],
      ["Bisnis", "Rp 129.000/bulan", null, []],
    ]);
    expect(plans("Feira Fácil, app pra feirante. Planos: Grátis (até 50 vendas/mês) e Pro (R$ 19,90/mês, vendas ilimitadas).")).toEqual([
      ["Grátis", "free", null, ["até 50 vendas/mês"]],
      ["Pro", "R$ 19,90/mês", null, ["vendas ilimitadas"]],
    ]);
    // (What a plan gives, said after its price and before the comma, is its note, not the list's end; a price by the
    // term is a price.)
    expect(plans('RotaPal, staff rotas for cafés. Pricing with 3 tiers: "Starter" Free up to 8 staff, "Café" $5 per staff/month, "Chain" custom.')).toEqual([
      ["Starter", "Free", null, ["up to 8 staff"]],
      ["Café", "$5 per staff/month", null, []],
      ["Chain", "custom", null, []],
    ]);
    expect(plans("SchoolPay, fees for private schools. Plans: Basic free up to 50 pupils, Plus ₦20,000/term, Max ₦45,000/term.").map((p) => p[1])).toEqual(["free", "₦20,000/term", "₦45,000/term"]);
    // (A bare number is no price, so no note joins it: "Plot 10 ha $49/mo" is not a plan priced "10".)
    expect(plans("Pricing in USD: Plot 10 ha $49/mo, Estate 50 ha $149/mo.").map((p) => p[1])).not.toContain("10");
  });

  it("knows software by its hosting, licence, trial and per-month price, and names software by the work it does", () => {
    const ledger = read('Landing page for Ledgerly - invoicing for freelancers who hate chasing money. Headline: "Get paid before the coffee gets cold". Button "Try Ledgerly free".').kind;
    expect([ledger.noun, ledger.archetype]).toEqual(["invoicing software", "software"]);
    expect(read("marmot — self-hosted photo backup for your home server. docker image, AGPL").kind.archetype).toBe("software");
    // (One sign alone is not enough: a landing page may be for a lamp.)
    expect(read("Landing page for LUMA 7, a desk lamp made from recycled aluminium, designed in Milano.").kind.archetype).not.toBe("software");
  });

  it("never shows what the customer asks of us, nor a section's note to us, as the page's words", () => {
    const gutters = read("I clean gutters around Limerick, 8 years now. Can you put a before and after bit with pictures and maybe some reviews from people. Thanks");
    expect(gutters.story).toEqual(["I clean gutters around Limerick, 8 years now."]);
    expect(read("Priya & Arjun's wedding, Udaipur, 6–8 Feb 2026. Our hashtag #PriyaGotArjuned should be on the top.").story).toEqual(["Priya & Arjun's wedding, Udaipur, 6–8 Feb 2026."]);
    const detail = (text: string) => read(text).exact.filter((e) => e.role === "text").map((e) => e.text);
    expect(detail("Dr. Aigerim Seitkali, glaciologist. Sections: Bio, Publications (the 5 most recent, I'll paste them in), Teaching.")).toEqual([]);
    expect(detail("HackKisumu 2025, a hackathon in Kisumu. Sections: Schedule, Prizes, FAQ (at least 5 questions).")).toEqual([]);
  });

  it("tells the page the customer's story, never what they tell us to do or not to think", () => {
    const brief = read("Woodworking blog by me and my boys, Leeds. We don't sell furniture or take commissions. Put our pic at the top. Online booking would be nice. We build things in our garage every weekend. We don't allow visitors in the workshop.");
    expect(brief.story).toEqual(["Woodworking blog by me and my boys, Leeds.", "We build things in our garage every weekend.", "We don't allow visitors in the workshop."]);
  });

  it("keeps a denial out of the story when it is written without an apostrophe", () => {
    expect(read("Wadi Wheels rent a car, Muscat. We get lots of tourists in winter. we dont do desert camps ourselves.").story).toEqual(["We get lots of tourists in winter."]);
  });

  it("keeps an aside about the business in its sentence, and drops one that speaks to us", () => {
    expect(read("Pasta classes in my kitchen in Bologna. Classes run for groups (max 8 people) on weekday mornings. We make tagliatelle by hand (I'll send photos). We pour our own limoncello (only sold in Italy, so write that).").story).toEqual([
      "Pasta classes in my kitchen in Bologna.",
      "Classes run for groups (max 8 people) on weekday mornings.",
      "We make tagliatelle by hand.",
      "We pour our own limoncello.",
    ]);
  });

  it("never tells the story with what the customer says of the website: its currency, its languages, what not to look like, a sentence in another language", () => {
    const brief = read("Kilimo Honey, Arusha. We keep 300 hives in the hills. Prices in USD for export, TZS for local. Text in English and German, many buyers are from Bavaria. Don't mix us up with a supermarket brand. Proszę prostą stronę, dużo czarnego i złotego. Footer must say: Registered with TBS since 2015.");
    expect(brief.story).toEqual(["We keep 300 hives in the hills."]);
    expect(brief.exact.map((e) => [e.text, e.role])).toContainEqual(["Registered with TBS since 2015.", "text"]);
  });

  it("makes each short point the customer lists about the business a note, in their words", () => {
    const cars = read("Wadi Wheels rent a car, Muscat. Pajero from OMR 28/day, Land Cruiser OMR 45/day, unlimited km, full insurance, airport delivery free.");
    expect(factTexts(cars, "note")).toEqual(["unlimited km", "full insurance", "airport delivery free"]);
    expect(factTexts(read("Reef snorkel trips from Nungwi, half day $40, includes rash vest and lunch, max 10 people"), "note")).toEqual(["includes rash vest and lunch", "max 10 people"]);
  });

  it("never makes a wish about the website, another language or a piece of a place a note", () => {
    // A list that says anything about the website is a list of wishes, all of it.
    expect(factTexts(read("Kampala Tech Summit 2026. dark look w/ purple, speakers grid, sponsors strip, free entry for students"), "note")).toEqual([]);
    expect(factTexts(read("Warung Mak Ijah, Penang. nasi lemak, ayam goreng berempah, tutup Isnin"), "note")).toEqual([]);
    expect(factTexts(read("Mama Njeri's kitchen, Ngong Road opposite the mall, near the bus park, catering for events"), "note")).toEqual([]);
  });

  it("shows an install command exactly as written", () => {
    expect(read("Sluggo — a CLI that tidies your git branches. open source. landing page with an install snippet (brew install sluggo) and `npx sluggo prune` and you're done").exact.map((e) => e.text)).toEqual(expect.arrayContaining(["brew install sluggo", "npx sluggo prune"]));
  });

  it("keeps what vouches for the business, never a bare 'registered'", () => {
    expect(factTexts(read("Plumber in Leeds, fully licensed and insured, Gas Safe registered. Registered with EBK. We registered in 2010."), "other")).toEqual([
      "fully licensed and insured",
      "Gas Safe registered",
      "Registered with EBK",
    ]);
  });

  it("reads money with its sign or word after the amount, and the pula, Kuwaiti dinar and Uruguayan peso before it", () => {
    expect(factTexts(read("Cabane à sucre, Rigaud. 32 $ adulte, 15 $ enfant. Ramonage à partir de 139$ + taxes."), "price")).toEqual(["32 $", "15 $", "139$"]);
    expect(factTexts(read("Bastubåten, Stockholm. 2 timmar 2 900 kr, 60 min float 690 kr."), "price")).toEqual(["2 900 kr", "690 kr"]);
    expect(factTexts(read("Lavage auto Casablanca: complet 80 DH. Caju de Nampula: 250g a 180 MT."), "price")).toEqual(["80 DH", "180 MT"]);
    expect(factTexts(read("Delta Poler Trails, Maun: 3-day trip P 3,600 pp. Shine Doctor: ceramic from KD 85. Puestos desde $U 400 por día. Gate P 12."), "price")).toEqual(["P 3,600 pp", "KD 85", "$U 400"]);
  });

  it("keeps an address with its area, town and postcode", () => {
    expect(factTexts(read("Corner shop at 44 Lumb Lane, Bradford BD8. Open daily"), "address")).toEqual(["44 Lumb Lane, Bradford BD8"]);
    expect(factTexts(read("Clinic at 12 Harrington Road, Chetpet, Chennai. We open at 9am"), "address")).toEqual(["12 Harrington Road, Chetpet, Chennai"]);
  });

  it("keeps times said together, a day's gathering before its time, and a range whose first end has no am or pm", () => {
    expect(factTexts(read("Grace Chapel Accra, East Legon. Sunday services 7am & 10am, Bible study Wed 6:30pm."), "hours")).toEqual(["Sunday services 7am & 10am", "Wed 6:30pm"]);
    expect(factTexts(read("St Anne's parish, Mombasa. Mass Sundays 8am and 11am."), "hours")).toEqual(["Sundays 8am and 11am"]);
    expect(factTexts(read("Kalari Sangham, Thiruvananthapuram. Morning batch 5:30-7:30am, evening batch 5-7pm."), "hours")).toEqual(["5:30-7:30am", "5-7pm"]);
  });

  it("reads what the customer also offers, and goods after the craft that makes them", () => {
    expect(read("Kalari Sangham, Thiruvananthapuram — Kalaripayattu training for ages 7 and up. We also offer Ayurvedic marma massage.").offers.map((o) => o.name)).toContain("Ayurvedic marma massage");
    expect(read("Tabaka Soapstone Carvers Cooperative — 60 artisans in Tabaka village, Kisii, carving soapstone bowls, chess sets and animal figures by hand.").offers.map((o) => o.name)).toEqual(["soapstone bowls", "chess sets", "animal figures"]);
    // ("I can cook but we don't do catering": what the writer can do is not on offer.)
    expect(read("Volt Brothers Electrical, Brisbane. I was a chef so I can cook but we DON'T do catering haha. We do switchboard upgrades and ceiling fans.").offers.map((o) => o.name)).toEqual(["switchboard upgrades", "ceiling fans"]);
  });

  it("keeps since when and the street as other languages write them", () => {
    expect(factTexts(read("Bäckerei Krume, seit 1994. Weserstraße 171, Berlin. Filiale: Karl-Liebknecht-Straße 58, 04275 Leipzig"), "since")).toEqual(["seit 1994"]);
    expect(factTexts(read("Bäckerei Krume, seit 1994. Weserstraße 171, Berlin. Filiale: Karl-Liebknecht-Straße 58, 04275 Leipzig"), "address")).toEqual(["Weserstraße 171", "Karl-Liebknecht-Straße 58, 04275 Leipzig"]);
    expect(factTexts(read("Crêperie Ty Breizh, Créée en 2006, 12 rue Kéréon à Quimper"), "since")).toEqual(["Créée en 2006"]);
    expect(factTexts(read("Crêperie Ty Breizh, Créée en 2006, 12 rue Kéréon à Quimper"), "address")).toEqual(["12 rue Kéréon"]);
    expect(factTexts(read("Tasca do Zé, desde 1974, Rua do Carmo 14, Lisboa. Pasta class at Via del Pratello 12, Bologna"), "address")).toEqual(["Rua do Carmo 14", "Via del Pratello 12"]);
  });

  it("keeps a range of days and the time with a date", () => {
    expect(factTexts(read("Kisumu Book Fair, 8-9 August 2026. Gala dinner Saturday 14 November 2026, 6:30pm. Messe 17.–18. September 2026"), "date")).toEqual([
      "8-9 August 2026",
      "Saturday 14 November 2026, 6:30pm",
      "17.–18. September 2026",
    ]);
  });

  it("keeps figures written with a full stop whole, greets in Kinyarwanda, and knows software by how it is described", () => {
    const farm = read("Finca El Roble, coffee farm near Salento. We sell roasted beans 250g COP 32.000 and green beans 1kg COP 40.000. Tours daily at 9am.");
    expect(farm.offers.map((o) => [o.name, o.price])).toEqual([["roasted beans 250g", "COP 32.000"], ["green beans 1kg", "COP 40.000"]]);
    expect(farm.story).toContain("We sell roasted beans 250g COP 32.000 and green beans 1kg COP 40.000.");
    expect(read("Muraho! Ubuhanzi Collective is 12 women weavers in Kigali").name?.value).toBe("Ubuhanzi Collective");
    const app = read("Site for Tallyslip — invoicing + VAT-ready receipts for small shops, works offline. Plans: Free, Pro ₦5,000/month. Sign up button");
    expect([app.kind.id, app.kind.archetype]).toEqual(["other", "software"]);
  });

  it("reads a part of the page a sentence opens on, with the count right after it, but never prices told as asked for", () => {
    const counted = (text: string) => read(text).sections.map((s) => [s.kind, s.count ?? null]);
    expect(counted("Ngoma Dance Academy, Kigali. Gallery 10 photos. Team of 3 teachers.")).toEqual([["gallery", 10], ["team", 3]]);
    expect(counted("Escuela de salsa en Cali. Queremos una galería de 8 fotos.")).toEqual([["gallery", 8]]);
    // (Whose, which and about how many may come between: "gallery of my best 10 walls", "(unas 20 fotos)", "(very
    // important, at least 12)".)
    expect(counted("Mural painter in Lagos. Make una put gallery of my best 10 walls.")).toEqual([["gallery", 10]]);
    expect(counted("Ceramista en Oaxaca. Quiero un portafolio con mis piezas (unas 20 fotos).")).toEqual([["gallery", 20]]);
    expect(counted("Gele stylist in Ibadan. Need: gallery of my styles (very important, at least 12).")).toEqual([["gallery", 12]]);
    expect(counted("Batik studio in Solo. Tolong buat website dengan galeri motif (sekitar 10 foto).")).toEqual([["gallery", 10]]);
    expect(counted("Kamau & Otieno Advocates, Nairobi. Team: 3 partners and 4 associates.")).toEqual([["team", 7]]);
    expect(counted("Roots FM, community radio in Kingston. We need a schedule and meet the presenters (8 of them).")).toEqual([["schedule", null], ["team", 8]]);
    expect(counted("La Picantería de la Tía Nieves, Arequipa. Precios en soles: rocoto relleno S/ 28, chupe S/ 45.")).toEqual([]);
  });

  it("reads prices listed among the page's parts as asking for them, and Jordan's and Bahrain's dinars", () => {
    expect(kinds("Rumah Hijau, Jakarta Selatan. mau website simpel aja, ada galeri foto, harga, sama kontak WA")).toEqual(["gallery", "pricing"]);
    expect(kinds("Hook & Ladder, Portland OR. Need a site with events, prices and a gallery")).toEqual(["pricing", "gallery"]);
    expect(kinds("We keep our prices low, and our service fast.")).toEqual([]);
    expect(factTexts(read("Sultan's Camp, Wadi Rum. Jeep tours from 45 JD pp incl dinner"), "price")).toEqual(["45 JD pp"]);
    expect(factTexts(read("Qahwa corner, Manama. BD 2.500 a coffee, 3 bd flats upstairs"), "price")).toEqual(["BD 2.500"]);
  });

  it("keeps two buttons named before 'buttons', a title given for a part by name, an apostrophe inside single quotes and colour swatches", () => {
    const texts = (text: string) => read(text).exact.map((e) => [e.role, e.text, e.target ?? null]);
    expect(texts("Tidewatch, an app for tide times in Cornwall. App Store and Google Play buttons.")).toEqual([["button", "App Store", null], ["button", "Google Play", null]]);
    expect(texts("Bibi's Kitchen Catering, Stone Town. Please use 'Karibu Bibi's' as the title of the about section.")).toEqual([["section-title", "Karibu Bibi's", "about"]]);
    expect(texts("Aurora Sleep Mask. Price $34, 3 colour swatches (Midnight, Sand, Blush).")).toEqual([["text", "Midnight", "Colours"], ["text", "Sand", "Colours"], ["text", "Blush", "Colours"]]);
    expect(read("Safe Boda Riders Uganda trains riders in Kampala. Need: about us, our programs (3: Rider Training, Helmet Drive, Crash First Responders).").offers.map((o) => o.name)).toEqual(["Rider Training", "Helmet Drive", "Crash First Responders"]);
  });

  it("reads a shop's priced list as its goods, with sizes in their names, unless it is priced by the week or asked for as prices", () => {
    const plants = read("The Plant Doctor, houseplant shop in London. same-day delivery for orders before 1pm. best sellers: Monstera £34, Snake plant £22, Pothos £14.");
    expect(plants.plans).toEqual([]);
    expect(plants.offers.map((o) => [o.name, o.price])).toEqual([["Monstera", "£34"], ["Snake plant", "£22"], ["Pothos", "£14"]]);
    const wigs = read('Crowned by Shakira, Kampala. We sell and make wigs: Bone Straight 20" (UGX 850,000), Body Wave Frontal 18" (UGX 700,000), Kinky Curly Closure 16" (UGX 520,000).');
    expect(wigs.offers.map((o) => [o.name, o.price])).toEqual([['Bone Straight 20"', "UGX 850,000"], ['Body Wave Frontal 18"', "UGX 700,000"], ['Kinky Curly Closure 16"', "UGX 520,000"]]);
    const farm = "Shamba Fresh, organic farm in Limuru selling vegetables.";
    expect(read(`${farm} Veg box KSh 1,500, Fruit box KSh 1,200, Family box KSh 2,500.`).plans).toEqual([]);
    expect(read(`${farm} Veg box KSh 6,000/month, Fruit box KSh 4,800/month, Family box KSh 9,000/month.`).plans.map((p) => p.name)).toEqual(["Veg box", "Fruit box", "Family box"]);
    expect(read(`${farm} Price list: Veg box KSh 1,500, Fruit box KSh 1,200, Family box KSh 2,500.`).plans.map((p) => p.name)).toEqual(["Veg box", "Fruit box", "Family box"]);
    // (Courses a shop also runs are chosen between, like plans.)
    expect(read("Kilele Coffee Roasters, Arusha. We sell coffee beans. Also barista training: Basic Barista 3 days TSh 350,000, Latte Art 1 day TSh 150,000, SCA Foundation course TSh 900,000.").plans.map((p) => p.name)).toEqual(["Basic Barista 3 days", "Latte Art 1 day", "SCA Foundation course"]);
  });

  it("reads a list of goods however it goes on, in Spanish too, and the place that closes it as where the shop is", () => {
    expect(read("Gintaro Namai - Baltic amber jewellery from Palanga. Raw and polished amber necklaces, teething necklaces (certified), rings, earrings, all set in 925 silver.").offers.map((o) => o.name)).toEqual(["Raw and polished amber necklaces", "teething necklaces", "rings", "earrings"]);
    expect(read("Herrería Los Hermanos Paz, San Pedro Sula. Hacemos portones, balcones, pasamanos y rejas.").offers.map((o) => o.name)).toEqual(["portones", "balcones", "pasamanos", "rejas"]);
    const henna = read("Henna by Zawadi - bridal & party henna, Old Town Mombasa. Bridal hands+feet KSh 6,000.");
    expect(henna.offers.map((o) => o.name)).toEqual(["party henna", "Bridal hands+feet"]);
    expect(factTexts(henna, "address")).toEqual(["Old Town Mombasa"]);
    expect(read("Tanti Bari: selling handmade jamdani sarees online from Narayanganj, ship worldwide.").offers.map((o) => o.name)).toEqual(["handmade jamdani sarees"]);
  });

  it("reads a section's items listed in brackets, not the words that talk about them", () => {
    expect(read("Grace Chapel, Kumasi. Need ministries (Youth, Men's Fellowship, Women, Food Bank) and an FAQ (parking, dress code, etc)").offers.map((o) => o.name)).toEqual(["Youth", "Men's Fellowship", "Women", "Food Bank"]);
  });

  it("reads a counted list of things after a colon as what is offered, names with an ampersand whole", () => {
    expect(read("Candle shop in Leeds with 4 candles, each £20: Lemon Grass, Sea Salt & Sage, Cedar, Unscented.").offers.map((o) => o.name)).toEqual(["Lemon Grass", "Sea Salt & Sage", "Cedar", "Unscented"]);
  });

  it("reads a priced list of services or dishes as what is offered, keeping 'from' with the price", () => {
    const brief = read("Family dental clinic in Kraków. Services with prices: Check-up 150 zł, Scaling 250 zł, Filling from 300 zł, Whitening 1200 zł");
    expect(brief.plans).toEqual([]);
    expect(brief.offers.map((o) => [o.name, o.price])).toEqual([["Check-up", "150 zł"], ["Scaling", "250 zł"], ["Filling", "from 300 zł"], ["Whitening", "1200 zł"]]);
    expect(read("Menu: Ceviche S/ 58, Pisco sour S/ 32, Chicha S/ 14").offers.map((o) => o.price)).toEqual(["S/ 58", "S/ 32", "S/ 14"]);
  });

  it("reads what a price opening its part of a list is for, and keeps what it is counted by with it", () => {
    const cruise = read("Dhow cruises from Khasab, Oman. Full-day trip in the fjords, lunch on board. 25 OMR adults, 12 OMR kids.");
    expect(cruise.offers.map((o) => [o.name, o.price])).toEqual([["adults", "25 OMR"], ["kids", "12 OMR"]]);
    expect(read("Tuned Up Pianos, piano tuning & repair in Belfast, Maine. $140 tuning.").offers.filter((o) => o.price).map((o) => [o.name, o.price])).toEqual([["tuning", "$140"]]);
    // "pp" is how the price counts, not a thing sold; "up" and "onwards" say how much, not what.
    expect(read("Pasta class in Bologna. Group class €95 pp, max 8 people.").offers.map((o) => [o.name, o.price])).toEqual([["Group class", "€95 pp"]]);
    expect(read("Hair braiding in Kampala, braids UGX 30,000 up, weaves UGX 20,000 onwards.").offers.map((o) => o.name)).not.toEqual(expect.arrayContaining(["up", "onwards"]));
  });

  it("never offers where the business works, and leaves a currency sign with its price", () => {
    expect(read("need site for my farrier biz, Hot Shoe Farriery. hot n cold shoeing, corrective trims, serve Lexington + Scott county.").offers.map((o) => o.name)).toEqual(["hot n cold shoeing", "corrective trims"]);
    expect(read("AgroDrones Jalisco, crop spraying with drones. Spraying $380 MXN per hectare, crop health mapping $220 MXN per hectare.").offers.map((o) => o.name)).toEqual(["Spraying", "crop health mapping"]);
  });

  it("reads what a Pidgin brief sells, and never its own town or market town as a thing it sells", () => {
    const shop = read("Abeg I wan website for my fabric shop for Balogun market, Lagos Island. We dey sell ankara (₦12,000 for 6 yards), swiss lace (from ₦45,000), aso-oke.");
    expect(shop.offers.map((o) => o.name)).toEqual(expect.arrayContaining(["ankara", "swiss lace", "aso-oke"]));
    expect(shop.offers.map((o) => o.name)).not.toContain("Lagos Island");
  });

  it("keeps a particular clinic or academy in the customer's words, not the catalogue's family doctor or children's school", () => {
    const hair = read("Website for Dr. Emre Aksoy Hair Clinic in Antalya. We do FUE and DHI hair transplants, beard and eyebrow transplants.").kind;
    expect([hair.id, hair.noun, hair.archetype]).toEqual(["other", "hair clinic", "service"]);
    expect(read("Kisumu Family Clinic, a medical clinic in Kisumu. GP consultations and vaccinations.").kind.id).toBe("clinic");
  });

  it("never takes 'based' or 'necesito pagina para' for what a business is", () => {
    expect(read("Hi, we are Chanda & Sons Borehole Drilling based in Lusaka, Zambia. We drill boreholes for homes and farms.").kind.noun).not.toMatch(/based/);
    expect(read('Necesito pagina para "Comercial La Bendición de Dios" en Quetzaltenango, atendemos lunes a sábado 8 a 7').kind.noun).not.toMatch(/necesito|pagina|para/);
  });

  it("reads packs by their size, strips 'sold in' and 'a partir de' from a name, and never lists what follows a NOT", () => {
    expect(read("Mopane worms from Giyani. Sold in 500g (R85) and 1kg (R160) packs.").offers.map((o) => [o.name, o.price])).toEqual([["500g", "R85"], ["1kg", "R160"]]);
    expect(read("Pousada Maré Mansa em Jericoacoara. Diárias a partir de R$ 380 na baixa temporada.").offers.map((o) => [o.name, o.price])).toEqual([["Diárias", "a partir de R$ 380"]]);
    expect(read("Mobile notary in Phoenix. I do NOT give legal advice or do immigration forms.").offers).toEqual([]);
  });

  it("never offers the greeting and introduction that open a brief", () => {
    const offers = read("Hallo, ich bin Petra Lang, geprüfte Goldschmiedin aus dem Raum Freiburg. Ich komme zu Ihnen – Trauringe, Reparaturen und Umarbeitungen. Trauringe ab 900 €.").offers.map((o) => o.name);
    expect(offers.some((o) => /Hallo|ich bin|Goldschmiedin aus/.test(o))).toBe(false);
  });

  it("never offers what the business used to do or does instead of something", () => {
    const offers = read("Kilimo Honey, Meru. since 2015 we bottle our own honey instead of selling raw combs to middlemen. Honey 500g KSh 600").offers.map((o) => o.name.toLowerCase());
    expect(offers.some((o) => /combs|middlemen/.test(o))).toBe(false);
  });

  it("never offers what the business says it does not do", () => {
    const names = read("Land surveyor in Nakuru. Services: subdivision, boundary re-establishment, topographic surveys. We do NOT sell land, people call asking for plots.").offers.map((o) => o.name);
    expect(names).not.toEqual(expect.arrayContaining([expect.stringMatching(/NOT|people/i)]));
  });

  it("reads a price written with 'pp' joined to it", () => {
    expect(read("Barra fishing charters out of Darwin. Full day $450pp, half day $280pp, min 2 people.").offers.map((o) => [o.name, o.price])).toEqual([["Full day", "$450pp"], ["half day", "$280pp"]]);
  });

  it("reads a price in brackets as the price of the words before it", () => {
    const solar = read("Solar installers in Abuja. I want 3 packages: Basic 3kVA (₦1,850,000), Standard 5kVA (₦3,200,000), Premium 10kVA (₦6,900,000) and mark Standard as \"Best value\".");
    expect(solar.offers.map((o) => [o.name, o.price])).toEqual([["Basic 3kVA", "₦1,850,000"], ["Standard 5kVA", "₦3,200,000"], ["Premium 10kVA", "₦6,900,000"]]);
    // Plans named after an instruction are the plans, not an offer called "Label the plans Starter".
    const app = read("ShiftPal, a rota app for care homes. Label the plans Starter (£29/mo), Team (£79/mo) and Group (£199/mo).");
    expect(app.offers.map((o) => o.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^Label/)]));
  });

  it("reads a price list as priced cards, and prices written after the number", () => {
    const brief = read("Dog grooming van in Cork. Need: price list - Small Dog €45, Big Dog €70, Nails Only 15 €. Book button");
    expect(brief.sections).toContainEqual(expect.objectContaining({ kind: "pricing", count: 3 }));
    expect(factTexts(brief, "price")).toEqual(["€45", "€70", "15 €"]);
  });

  it("reads any currency's code as money, a badge written after a priced offer, and 'flights & prices' as a price list", () => {
    const brief = read("Cloudline Ballooning, Cappadocia. rides: Standard 1 hr TRY 7,500, Deluxe 90 min TRY 11,000 (best value). need: rides & prices and a FAQ");
    expect(factTexts(brief, "price")).toEqual(["TRY 7,500", "TRY 11,000"]);
    expect(brief.exact).toContainEqual(expect.objectContaining({ text: "best value", role: "badge", target: "Deluxe 90 min" }));
    expect(brief.sections.map((s) => s.kind)).toContain("pricing");
    expect([brief.kind.id, brief.kind.noun]).toEqual(["other", "ballooning business"]);
    // Money named after the amount, by its word or its sign, with what it is for.
    expect(factTexts(read("English school, Samarkand. General English 900 000 so'm/month, Kids 700 000 so'm/month"), "price")).toEqual(["900 000 so'm/month", "700 000 so'm/month"]);
    expect(factTexts(read("Mountain film festival, Almaty. Tickets 2000 ₸ per screening, pass 12 000 ₸."), "price")).toEqual(["2000 ₸ per screening", "12 000 ₸"]);
    expect(factTexts(read("Supra house in Tbilisi: dinner 45 lari per person. Boat noodles 15 baht a bowl."), "price")).toEqual(["45 lari per person", "15 baht a bowl"]);
  });

  it("reads a team asked for by what its people are called, with the number the brief gives", () => {
    const brief = read("Kids' chess club in Accra, 5 coaches. need a site with schedule, coaches, fees and a join button");
    expect(brief.sections).toContainEqual(expect.objectContaining({ kind: "team", count: 5, title: "Meet the coaches" }));
    // Counted, described, or with what each shows: still the people asked for.
    const team = (text: string) => read(text).sections.find((s) => s.kind === "team");
    expect(team("English school in Samarkand. Then our 4 teachers with photos, 3 student reviews, and contact.")).toMatchObject({ count: 4, title: "Meet the teachers" });
    expect(team("Film festival, 18-21 September. Need programme/schedule, tickets, jury (3), and partners logos.")).toMatchObject({ count: 3, title: "Meet the jury" });
    expect(team("Please add: schedule, judges with photos (at least 4), partner logos")).toMatchObject({ count: 4, title: "Meet the judges" });
    expect(team("We need a site with our mission, an archive, volunteer team, donate, and newsletter.")).toBeDefined();
    // Never a figure, a greeting or the people a form is for.
    expect(team("Put a stats section: 4,200 riders trained, 12 trainers, 3 branches")).toBeUndefined();
    expect(team("Hey team, landing page for our smart bottle: Sipwise")).toBeUndefined();
    expect(team("We want people to be able to sign up (volunteers + students), donate maybe")).toBeUndefined();
    // ("with photos" is how the team is shown, not a gallery of four.)
    expect(read("English school in Samarkand. Then our 4 teachers with photos, 3 student reviews, and contact.").sections.some((s) => s.kind === "gallery")).toBe(false);
  });

  it("keeps a count said later or in brackets", () => {
    const brief = read("online shop for handmade candles. a grid of at least 9 products with prices. portfolio gallery (at least 12)");
    expect(brief.sections).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "product", count: 9 }), expect.objectContaining({ kind: "gallery", count: 12 })]));
  });

  it("reads a product's choices and the sections listed after a colon, with what their brackets hold", () => {
    const brief = read("Landing page for the Drift mug, 350ml stoneware. 4 colours: Sea Glass, Sand, Slate and Ember. Sections: About, Care guide (Dishwasher safe, not for the microwave), Stockists (map with pins), FAQ with 5 questions");
    expect(brief.exact.filter((e) => e.target === "Colours").map((e) => e.text)).toEqual(["Sea Glass", "Sand", "Slate", "Ember"]);
    expect(brief.exact.filter((e) => e.role === "section-title").map((e) => e.text)).toEqual(["About", "Care guide", "Stockists", "FAQ"]);
    expect(brief.exact).toContainEqual(expect.objectContaining({ text: "Dishwasher safe, not for the microwave", target: "Care guide" }));
    expect(brief.exact.some((e) => e.text === "map with pins")).toBe(false);
    expect(brief.name?.value).not.toBe("Sea Glass");
  });

  it("names lists of quoted buttons by the plural after them", () => {
    expect(read('Hero with "Try the demo" + "Read the docs" buttons').exact.map((e) => [e.text, e.role])).toEqual([["Try the demo", "button"], ["Read the docs", "button"]]);
  });

  it("asks rather than name the kind by a town, an everyday word alone or a word it does not know", () => {
    // The customer's own noun here would be "kisumu", "practice" or "harp": none says what the business is.
    for (const text of ["SunPesa Solar kisumu - we install solar for homes n shops, from KSh 2,500/month", "website for my practice - family law & divorce, Dublin 2", "Niamh here, harp for weddings and funerals in Galway"]) {
      expect(read(text).kind.confidence, text).toBeLessThan(ASK_BELOW.kind);
    }
    // A name that says which studio or which house, or who works there, says what it is.
    expect(read("Mirada Divina Lash Studio in Santiago, extensions and lifts").kind.noun).toBe("lash studio");
    expect(read("Auntie Efua's Cloth House, Makola Market Accra. We ship wax print and kente abroad.").kind.noun).toBe("cloth house");
    // A word that could end any business's name says nothing of this one: never "solutions business".
    for (const text of ["Website for Mwangaza Solutions, we offer solutions for homes and businesses in Nakuru. call 0700 112 233", "JM Solutions - we handle everything for your home or office. Quezon City & Pasig."]) {
      expect(read(text).kind.noun, text).not.toMatch(/solutions business/);
    }
  });

  it("reads money written by its local letters after the amount ('10 TL', '8000 lkr', '40 DT')", () => {
    expect(read("Kadıköy Simit Evi - çay 10 TL, simit 15 TL").offers.map((o) => [o.name, o.price])).toEqual([["çay", "10 TL"], ["simit", "15 TL"]]);
    expect(read("Kabak Valley Tent Camp near Faralya. 400 TL per night per person").facts.filter((f) => f.kind === "price").map((f) => f.text)).toEqual(["400 TL per night per person"]);
    expect(read("tuk tuk tours in Colombo, half day 8000 lkr").facts.filter((f) => f.kind === "price").map((f) => f.text)).toEqual(["8000 lkr"]);
    expect(read("Atelier Dar Fakhar, Nabeul. cours d'initiation 40 DT").facts.filter((f) => f.kind === "price").map((f) => f.text)).toEqual(["40 DT"]);
  });

  it("reads amounts with spaces between the thousands, and the goods after 'we sell' or 'for example' without those words", () => {
    const fish = read("Poissonnerie Astou, Dakar. Les prix du jour, par exemple thiof 4 500 FCFA le kg.");
    expect(fish.offers.map((o) => [o.name, o.price])).toEqual([["thiof", "4 500 FCFA"]]);
    const farm = read("Gathoni Poultry Farm, Kiambu. We sell day-old chicks at KSh 120 per chick, 1-month chicks at KSh 250, point-of-lay hens KSh 1,100.");
    expect(farm.offers.map((o) => [o.name, o.price])).toEqual([["day-old chicks", "KSh 120"], ["1-month chicks", "KSh 250"], ["point-of-lay hens", "KSh 1,100"]]);
  });

  it("reads a kind said with a trade in -ing, a people's adjective after it, or a preposition of another language", () => {
    expect(read("Website for my catering company in Abuja — Iya Basira's Pots & Platters. We cater weddings, owambe parties, funerals.").kind).toMatchObject({ noun: "catering company" });
    expect(read("Website for my catering company in Abuja — Iya Basira's Pots & Platters. We cater weddings, owambe parties, funerals.").kind.confidence).toBeGreaterThanOrEqual(ASK_BELOW.kind);
    for (const text of ["Site pour mon restaurant à Dakar, Chez Ndèye, aux Almadies. Thiéboudienne le vendredi.", "Chez Tata Awa – restaurant sénégalais à Médina, Dakar. Yassa poulet, mafé."]) {
      const kind = read(text).kind;
      expect(kind.noun, text).toBe("restaurant");
      expect(kind.confidence, text).toBeGreaterThanOrEqual(ASK_BELOW.kind);
    }
  });

  it("never names a site by a website word, a founding year, a quarter, a time or a street in another language", () => {
    expect(read("Webseite für den Ruderclub Alster-Möwe e.V., gegründet 1893, Hamburg-Winterhude.").name?.value).toBe("Ruderclub Alster-Möwe");
    expect(read("Wij zijn De Kleine Wereld, een Montessori-basisschool in Utrecht (Kanaalstraat 140).").name?.value).toBe("De Kleine Wereld");
    expect(read("HALO — Dubai. members only, by invitation. opening Q3 2026, DIFC. register interest").name?.value).not.toBe("Q3 2026");
    expect(read("car wash in Avondale, Harare — Bubbles n Shine. full valet $10, we accept ecocash & USD cash").name?.value).toBe("Bubbles n Shine");
  });

  it("reads a short lower-case opening set off by a comma or a dash as the name, and a code name in backticks", () => {
    expect(read("kasi cutz barber, soweto zone 6. fades R80, kids R50. open till late fridays").name?.value).toBe("Kasi Cutz");
    expect(read("ink by yuki — tattoo artist osaka, fine line only, booking only no walk ins").name?.value).toBe("Ink by Yuki");
    // (The work and who does it, set off by a dash, a mark or an emoji: "nails" is a word of the trade, "amaka" is no word.)
    expect(read("lashes by amaka — classic, hybrid & volume sets, home studio in peckham").name?.value).toBe("Lashes by Amaka");
    expect(read("braids by zuri ✦ knotless & boho, kileleshwa nairobi").name?.value).toBe("Braids by Zuri");
    expect(read("cakes by order - call 0712 345 678").name).toBeNull();
    // A trade's own words are what it is, not what it is called.
    expect(read("chimney sweep, leeds & wakefield. HETAS approved, 30yrs. £65 per sweep").name).toBeNull();
    expect(read("docs + landing site for `tidyenv`, an open-source CLI that finds unused env vars. MIT licensed, on GitHub.").name?.value).toBe("tidyenv");
  });

  it("reads hours written time first, per German day, over seven days or closed, and prices per unit as written", () => {
    const facts = (text: string) => read(text).facts.map((f) => `${f.kind}:${f.text}`);
    expect(facts("Bäckerei Lang. Open Fr 14–18 Uhr, Sa 9–13 Uhr.")).toEqual(expect.arrayContaining(["hours:Fr 14–18 Uhr", "hours:Sa 9–13 Uhr"]));
    expect(facts("Mama's Kitchen, open 7am-4pm mon-sat, Friday closed")).toEqual(expect.arrayContaining(["hours:7am-4pm mon-sat", "hours:Friday closed"]));
    expect(facts("Crawfish Shack. Boiled crawfish $9.99/lb, aurora tour CA$149 per person, eggs GH₵ 40 per pack")).toEqual(expect.arrayContaining(["price:$9.99/lb", "price:CA$149 per person", "price:GH₵ 40 per pack"]));
  });

  it("keeps any unit a price is counted by and what it is for, but never another price after a slash", () => {
    const facts = (text: string) => read(text).facts.filter((f) => f.kind === "price").map((f) => f.text);
    expect(facts("mobile knife sharpening nairobi. kes 100 per knife")).toEqual(["kes 100 per knife"]);
    expect(facts("Escape room. 180 zł per group. Namiot 35 zł/os./noc. Rates from 0.38 PLN/word. Full board US$85 per person per night.")).toEqual(["180 zł per group", "35 zł/os./noc", "0.38 PLN/word", "US$85 per person per night"]);
    expect(facts("Kayaks £25 half day, £40 full day. Lifetime (€39 one-off). Tickets 40 zł at the door, 30 zł presale.")).toEqual(["£25 half day", "£40 full day", "€39 one-off", "40 zł at the door", "30 zł presale"]);
    expect(facts("Whale swim (TOP$450 / NZ$330)")).toEqual(["TOP$450", "NZ$330"]);
    // (The words a unit names are still the offer it prices.)
    expect(read("piano tuning & repair, Rotterdam. €110 per tuning.").offers).toContainEqual(expect.objectContaining({ name: "tuning", price: "€110" }));
  });

  it("reads a time or a range with the word that brings it in, in the brief's own language", () => {
    const facts = (text: string) => read(text).facts.filter((f) => f.kind === "hours").map((f) => f.text);
    expect(facts("Boulangerie Chez Fatou à Dakar. Ouvert de 6h à 21h.")).toContain("de 6h à 21h");
    expect(facts("Açaí da Nega em Belém. Aberto todo dia das 7h às 22h.")).toContain("das 7h às 22h");
    expect(facts("Panadería El Faro, horneadas desde las 6:30. Fête du Cidre, de 11h à minuit. Lieferung bis 23 Uhr.")).toEqual(expect.arrayContaining(["desde las 6:30", "de 11h à minuit", "bis 23 Uhr"]));
    expect(facts("reparo acordeones, taller en palermo. lunes a viernes 10 a 18hs")).toContain("lunes a viernes 10 a 18hs");
    // (A price is no time: "de 10.50 €".)
    expect(facts("Croissants de 10.50 € la boîte")).toEqual([]);
  });

  it("reads since when, round the clock, days, dates and terms as other languages say them", () => {
    const facts = (text: string) => read(text).facts.map((f) => `${f.kind}:${f.text}`);
    expect(facts("Kaset & Plak Ahmet. Kadıköy'de 1998'den beri plak.")).toContain("since:1998'den beri");
    expect(facts("Ramoneur à Lyon depuis 15 ans, 20 ans d'expérience.")).toEqual(expect.arrayContaining(["years:depuis 15 ans", "years:20 ans d'expérience"]));
    expect(facts("drystone waller, 30yrs experience, been at it for like 10 years in the Dales")).toEqual(expect.arrayContaining(["years:30yrs experience", "years:10 years"]));
    expect(facts("Schlüsseldienst Essen, rund um die Uhr erreichbar. Jasa sedot wc 24 jam. Locksmith, day or night.")).toEqual(expect.arrayContaining(["hours:rund um die Uhr", "hours:24 jam", "hours:day or night"]));
    expect(facts("Rund um die Uhr erreichbar. Toko Sinar, Buka 24 jam setiap hari.")).toEqual(expect.arrayContaining(["hours:Rund um die Uhr", "hours:Buka 24 jam setiap hari"]));
    expect(facts("Aulas segunda, quarta e sexta às 19h. Tunafungua Jumatatu hadi Jumamosi saa 2 asubuhi hadi saa 11 jioni. Bar Zum Anker, Do-Sa ab 18 Uhr.")).toEqual(
      expect.arrayContaining(["hours:segunda, quarta e sexta às 19h", "hours:Jumatatu hadi Jumamosi saa 2 asubuhi hadi saa 11 jioni", "hours:Do-Sa ab 18 Uhr"]),
    );
    expect(facts("Tag der offenen Tür am 12. Oktober 2025, inscrições até 31 de março.")).toEqual(expect.arrayContaining(["date:am 12. Oktober 2025", "date:31 de março"]));
    // (A day that comes round each month is a date, never an opening day; a day alone in a name is neither.)
    expect(facts("Tanuki Coffee: a vinyl night every first Friday, markets the last Sunday of the month 9am-2pm.")).toEqual(expect.arrayContaining(["date:every first Friday", "date:the last Sunday of the month 9am-2pm"]));
    expect(read("Domingo's Tacos in Austin, tacos al pastor.").facts.filter((f) => f.kind === "hours")).toEqual([]);
    expect(facts("Devis gratuit. Primeira aula grátis. No bookings, over 18s only, dog friendly. Same day delivery, 3 months warranty on repairs.")).toEqual(
      expect.arrayContaining(["price:Devis gratuit", "price:Primeira aula grátis", "note:No bookings", "note:over 18s only", "note:dog friendly", "note:Same day delivery", "note:3 months warranty on repairs"]),
    );
    expect(facts("Most jobs quoted within 24 hours. Cabin 5 min walk from the harbour.")).toEqual(expect.arrayContaining(["note:within 24 hours", "note:5 min walk from the harbour"]));
    // (A part of the site asked for is no term: "a members only area".)
    expect(facts("Hillwalking group in Galway, a members only area would be good.")).not.toContain("note:members only");
    // (A length that belongs to what it measures stays with it.)
    expect(read("Classes: Taster Session 2hrs (£45), Wheel Course £200").facts.filter((f) => f.kind === "note").map((f) => f.text)).not.toContain("2hrs");
  });

  it("reads no kind from 'I'm writing', a licensing body or a repairer's borrowed 'clinic'", () => {
    expect(read("Namaste! My name is Pemba Dorje Sherpa, I am a government licensed trekking guide from Solukhumbu.").kind.noun).toBe("trekking guide");
    expect(read("Hi, I'm writing for my mum. Her shop sells batik in Solo.").kind.noun).not.toBe("writing");
    expect(read("Kofi's Sole Clinic — shoe repair, resoling, heel fixing & bag repairs. Makola market, Accra.").kind.noun).not.toBe("clinic");
  });

  it("never takes the kind from who the site is for: 'invoicing for freelancers' is invoicing software", () => {
    const kind = read('Landing page for Quotely (invoicing for freelancers in Kenya). Headline "Get paid, not chased." Button "Start free trial". Plans: Free, Pro ($9/mo).').kind;
    expect([kind.id, kind.noun, kind.archetype]).toEqual(["other", "invoicing software", "software"]);
  });

  it("never takes the kind from the building it is in, nor from the same word in its name", () => {
    const gym = read("The Chapel — bouldering gym in a converted 1870s Methodist chapel in Sheffield. Day pass £11, students £9.").kind;
    expect([gym.id, gym.archetype]).toEqual(["gym", "venue"]);
    // ("in an old house" says nothing of the kind: a church in one is still a church.)
    expect(read("St Mark's Church, Kilburn - Sunday service 10am, in an old Victorian building").kind.id).toBe("place-of-worship");
  });

  it("reads the noun that ends a phrase as what it is, and another kind's word before it as which one", () => {
    const kind = (text: string) => [read(text).kind.id, read(text).kind.noun];
    expect(kind("CropCircle is a farm planning app for smallholders — plan beds, rotations and sowing dates. Works offline.")).toEqual(["mobile-app", "app"]);
    expect(kind("iron temple gym - powerlifting, 24hr access, £30 month")[0]).toBe("gym");
    // (Never across "for": "a scheduling app for cafes" is an app; nor into a name: "our mas band Jab Jab Junction".)
    expect(kind("ShiftPal is a staff scheduling app for cafes, restaurants and bars")[0]).not.toBe("cafe");
    expect(kind("Site for our mas band Jab Jab Junction for Carnival 2026 in Port of Spain. We need a costume section.")[0]).not.toBe("festival");
    // One who builds guitars makes them; "Academia de Tango" teaches tango; a warung is an eatery.
    expect(kind("Cedar & Spruce Guitars — I build steel-string and classical guitars to order in Nelson, New Zealand.")[1]).toBe("classical guitar maker");
    expect(kind("Hola! Somos Academia de Tango La Milonguita, en San Telmo, Buenos Aires. Damos clases grupales.")[1]).toBe("tango school");
  });

  it("weighs the customer's own noun by its words, and a catalogue kind by its features alone", () => {
    // "wambui general" is two words of the name; "general supplies" is what the company is.
    const supplies = read("Hi. I want a website for my company Njeri & Wambui General Supplies Ltd, based in Industrial Area Nairobi. We supply stationery, cleaning materials and office furniture to schools and offices.").kind;
    expect([supplies.id, supplies.noun, supplies.confidence >= ASK_BELOW.kind]).toEqual(["other", "general supplies", true]);
    expect(kindWords({ trade: trades.find((t) => t.id === "bakery")!, noun: "bakery" })).toEqual([]);
    expect(kindWords({ trade: null, noun: "Mobile Knife sharpening" })).toEqual(["h:sharpening", "n:3"]);
  });

  it("chooses the kind among every phrase that says it, by the learned weights, and asks about a bare word", () => {
    // The rules read "nurse" (who writes it); the learned chooser weighs "recipes blog" too, and the catalogue's kind.
    const blog = readBrief("Tita Baby's Kusina — a Filipino recipes blog by me, Rowena Dizon, a nurse in Winnipeg cooking my lola's food for my Canadian kids.", trades);
    expect([blog.trade?.id, blog.brief.kind.noun]).toEqual(["food-blog", "food blog"]);
    expect(blog.brief.kind.confidence).toBeGreaterThanOrEqual(ASK_BELOW.kind);
    // "it" ends phrases elsewhere, yet begins the catalogue's name for this kind.
    expect(readBrief("an it support company in Lisbon", trades).trade?.id).toBe("it-support");
    // "wedding catering": the noun before another says which; the catering company is what it is.
    expect(readBrief("Kahawa Corner, a catering in Kampala offering wedding catering and corporate lunches", trades).trade?.id).toBe("catering");
    // A name's own words are never its kind ("Knight Owls"): only the words that say what it is.
    expect(read("Knight Owls Chess Club – Nairobi. We meet Wednesdays 6-9pm at Kilimani community hall, all levels.").kind.noun).toBe("chess club");
    // Work named by what is done is a service; tiers named without prices are the customer's plans, priced later.
    const snow = read("Prairie Plow Bros., Saskatoon. Winter is snow removal (driveways, sidewalks), summer is lawn mowing. 3 pricing tiers please (Single driveway / Double driveway / Commercial).");
    expect(snow.kind.guesses.map((g) => g.noun).concat(snow.kind.noun)).toContain("snow removal service");
    expect(snow.plans.map((p) => [p.name, p.price])).toEqual([["Single driveway", undefined], ["Double driveway", undefined], ["Commercial", undefined]]);
  });

  it("reads a quote's role from its own sentence, and a word mentioned in quotes is no text for the page", () => {
    const brief = read(`Portfolio for me, a UX designer in Toronto. Hero line: "I design the boring parts so they feel effortless." Button should say "See case studies". People hear 'plow' and think farming. Also a features section (6 features: recurring invoices, receipt scanning, Stripe payouts, multi-currency, tax summaries, client portal), a few testimonials and an FAQ.`);
    expect(brief.exact.map((e) => [e.role, e.text])).toEqual([
      ["headline", "I design the boring parts so they feel effortless."],
      ["button", "See case studies"],
    ]);
    expect(brief.offers.map((o) => o.name)).toEqual(["recurring invoices", "receipt scanning", "Stripe payouts", "multi-currency", "tax summaries", "client portal"]);
  });

  it("parts a list of offers at its commas, never at a figure's or inside an item's brackets", () => {
    const choir = read("We are the Chimwemwe Voices Choir. We want a website to sell our CDs (MK 8,000 each), T-shirts and caps.");
    expect(choir.offers.map((o) => [o.name, o.description])).toEqual([["CDs", "MK 8,000 each"], ["T-shirts", undefined], ["caps", undefined]]);
    // The brackets after "our services" are the list itself.
    expect(read("Pritchard & Sons Funeral Directors, Swansea. Must have: our services (traditional burials, cremations, Welsh-language services).").offers.map((o) => o.name).sort()).toEqual(["Welsh-language services", "cremations", "traditional burials"]);
  });

  it("chooses the name by the learned weights: a person's own site over a night they run, a list's item never sure", () => {
    const poet = read("Site for my poetry. I'm Rania Haddad, Lebanese poet & spoken word performer, writing in Arabic, English and sometimes French. I run monthly open mic nights called Kalam at a bar in Mar Mikhael.");
    expect(poet.name?.value).toBe("Rania Haddad");
    expect(poet.name!.confidence).toBeGreaterThanOrEqual(ASK_BELOW.name);
    // Candles listed after a colon: if one is read as the name at all, the card asks, and it stays on the list.
    const candles = read("Candle shop in Leeds with 4 candles, each £20: Lemon Grass, Sea Salt & Sage, Cedar, Unscented.");
    expect(candles.name === null || candles.name.confidence < ASK_BELOW.name).toBe(true);
    expect(candles.offers.map((o) => o.name)).toContain("Lemon Grass");
  });

  it("reads a town with 'of' in its name, and never a currency or a province's letters after an unknown street as where", () => {
    expect(read("Site for our mas band Jab Jab Junction for Carnival 2026 in Port of Spain. We parade past Queen's Park Savannah.").place?.country).toBe("TT");
    expect(read("Jewel of Meru Tanzanite, showroom on Sokoine Road, Arusha. Prices in US dollars, rings from $390.").place?.country).toBe("TZ");
    expect(read("Sunrise 24hrs, Quezon Ave cor. Timog, QC. always open!").place?.country ?? null).not.toBe("CA");
  });

  it("never takes a market, a namesake inside a longer name or a quarter's namesake for where the business is", () => {
    expect(read("talabartería in San Antonio de Areco — handmade saddles, bridles, leather belts & mate cases.").place?.country).not.toBe("US");
    expect(read("Ekukhanyeni Gospel Choir is a community choir from Orlando East, Soweto, started in 2005.").place?.country).toBe("ZA");
    expect(read("Chelelektu Coffee Farmers' Cooperative Union, washed Grade 1 coffee. english pls, buyers are in EU, US, Japan").place?.country ?? null).not.toBe("US");
  });

  it("reads a counted list of quoted names as the offers, apostrophes and all, and never how the site should look", () => {
    const rooms = read("Locked In Cebu — escape rooms at IT Park. 4 rooms: 'The Lost Galleon' (Easy), 'Lola's Attic' (Medium), 'Cell Block C' (Hard), 'Blackout' (Expert). Dark, mysterious, neon yellow accents.");
    expect(rooms.offers.map((o) => o.name)).toEqual(["The Lost Galleon", "Lola's Attic", "Cell Block C", "Blackout"]);
  });

  it("reads an institution by its name over what it runs, and never takes another language's words for its own noun", () => {
    expect(read("We need a website for New Covenant Bible Church, Kumasi (Ahodwo). Sunday services 8am and 10:30am. We run a youth choir and a food bank.").kind.noun).toBe("place of worship");
    expect(read("STEADY HANDS DRIVING SCHOOL, Plot 27 Ahmadu Bello Way, Abuja. We train new drivers on manual and automatic cars.").kind.noun).toBe("driving school");
    expect(read("Szkoła jazdy AutoStart Mokotów – kurs kat. B 3200 zł, 30 godzin jazd, teoria online.").kind.noun).not.toBe("szkoła jazdy");
  });

  it("never offers what the customer says it does not do, and keeps a list going past a price with 'from'", () => {
    const clocks = read("Hartley Horology, Ludlow. Services: full movement overhaul from £395, dial restoration. Not a watch repair shop, please don't say we do watch batteries.");
    expect(clocks.offers.map((o) => o.name)).toEqual(["dial restoration", "full movement overhaul"]);
  });

  it("never takes a currency for the place, a priced quote for the tagline, and reads 'mark it' as a badge", () => {
    expect(read("Wanjiku's Touch Salon, Kasarani. Braids, cornrows. Knotless from KSh 2,500. Call 0722 418 903").place?.value ?? null).not.toBe("KSh");
    const flights = read('Fewa Sky Tandem, Pokhara. Packages: "Classic 20 min - NPR 9,500", "Cross Country 45 min - NPR 14,500" (mark it "Most booked"). Please put "Fly with the Annapurnas" as big headline.');
    expect(flights.exact.filter((e) => e.role === "tagline" || e.role === "headline").map((e) => e.text)).toEqual(["Fly with the Annapurnas"]);
    expect(flights.exact.find((e) => e.text === "Most booked")?.role).toBe("badge");
  });

  it("reads an event by its name over who plays at it, a scientist as a person, and buttons in Malay", () => {
    expect(read("The Cedar Hearts Gala is our annual fundraising dinner in Beirut. There's a silent auction, a live band and a raffle. Tables of 10 are $1,500.").kind.noun).not.toBe("band");
    expect(read("Academic website for Dr. Losana Vakacegu, marine ecologist at the university in Suva, Fiji.").kind.archetype).toBe("person");
    expect(read('Dapur Tok Wan Catering, Shah Alam. Nak ada gallery majlis, testimoni, dan butang "Dapatkan Sebut Harga".').exact.find((e) => e.text === "Dapatkan Sebut Harga")?.role).toBe("button");
  });

  it("reads what a button says as the button's label", () => {
    const clocks = read('Hartley Horology, Ludlow. Please put "Time, carefully kept" as the main heading and have a button saying "Book a home visit".');
    expect(clocks.exact.find((e) => e.text === "Book a home visit")?.role).toBe("button");
  });

  it("reads a list joined by another language's 'and' without its verb, and never a denial in that language", () => {
    expect(read("Wanjiku's Touch Salon, Kasarani. Tunasuka braids, cornrows, knotless na dreadlocks.").offers.map((o) => o.name)).toEqual(["braids", "cornrows", "knotless", "dreadlocks"]);
    expect(read("Imkerei Sonnenhang. Wir sind KEIN Verein und keine Stiftung, das verwechseln Leute oft.").offers).toEqual([]);
  });

  it("ends an amount on a digit, keeps a range whole, and never names a site by how to pay it", () => {
    const fund = read("Harambee ya ujenzi wa kanisa - PCEA Githunguri Parish building fund. Lengo ni KSh 8,000,000. M-Pesa Paybill 522 418 Account KANISA.");
    expect(fund.facts.filter((f) => f.kind === "price").map((f) => f.text)).toEqual(["KSh 8,000,000"]);
    expect(fund.name?.value ?? "").not.toMatch(/Paybill/);
    expect(read("Ó Flaithearta Thatching, Connemara. Typical re-thatch €18,000-€25,000, repairs from €1,500.").facts.filter((f) => f.kind === "price").map((f) => f.text)).toEqual(["€18,000-€25,000", "€1,500"]);
  });

  it("never takes a town the brief says it is not in, and lets a list's last item run a little longer", () => {
    expect(read('Guesthouse in Ella, 10 min walk from Nine Arch Bridge. Name: Green Hill Nest Ella (there is another Green Hill Nest in Kandy not us).').place?.value).toBe("Ella");
    expect(read("ADA'S STITCHES & BRIDAL - Aba. Native wears, agbada, aso ebi, wedding gowns sewn to measure.").offers.map((o) => o.name)).toEqual(["Native wears", "agbada", "aso ebi", "wedding gowns sewn to measure"]);
  });

  it("ends a town before a joining word the brief goes on with ('from Essaouira on the road to Agadir')", () => {
    expect(read("Coopérative Tifawine, a women's argan oil cooperative 45 km from Essaouira on the road to Agadir.").place?.value).toBe("Essaouira");
  });

  it("reads the home base over towns abroad, and Trinidad's dollars as Trinidad's", () => {
    const pans = read("I tune steel pans since 1985. Clement 'Tuner' Joseph, so bands abroad (New York, Toronto, London) can book me. Home base is Port of Spain. Full tune of a tenor TT$1,200.");
    expect([pans.place?.value, pans.place?.country]).toEqual(["Port of Spain", "TT"]);
    expect(pans.facts.filter((f) => f.kind === "price").map((f) => f.text)).toEqual(["TT$1,200"]);
  });

  it("never takes the countries it exports to for where it is", () => {
    expect(read("Ghazi Sports Works, Sialkot, since 1988 — we hand-make cricket bats. Mostly export to clubs in UK, Australia and South Africa.").place?.country).toBe("PK");
  });

  it("cuts a town no list knows from the end of a name, after 'di', 'en' or Pidgin 'for', and keeps it as the place", () => {
    const where = (text: string) => {
      const brief = read(text);
      return [brief.name?.value ?? null, brief.place?.value ?? null];
    };
    expect(where("Mama Nkechi Hair Salon for Ikotun, we do braids, weaves and wigs. Call 0803 555 0101")).toEqual(["Mama Nkechi Hair Salon", "Ikotun"]);
    expect(where("Sanggar Tari Puspa Sari di Kotagede - kelas tari Jawa untuk anak, Sabtu pagi")).toEqual(["Sanggar Tari Puspa Sari", "Kotagede"]);
    // ("for Kids" is for whom.)
    expect(where("Bayanihan Books for Kids is a small volunteer group in Tondo")[0]).toBe("Bayanihan Books for Kids");
  });

  it("reads what a name holds before 'of' and its place", () => {
    expect(read("Al-Noor Islamic Centre of NW Calgary. Jumu'ah at 1:30pm, weekend Qur'an classes for kids.").kind).toMatchObject({ noun: "place of worship" });
  });

  it("reads a place named for its food in Spanish or Portuguese as what it is, and never a Spanish adjective", () => {
    expect(read("Pupusería La Bendición, Soyapango — revueltas y queso, $0.60 each, open 5pm-10pm").kind).toMatchObject({ id: "other", noun: "pupusería", archetype: "food" });
    expect(read("Somos una cocina comunitaria en Lavapiés, comidas a 3 euros para vecinos").kind.noun).not.toBe("comunitaria");
  });

  it("reads who does the work as one of them ('cheesemongers' is a cheesemonger's shop)", () => {
    expect(read("The Whey Station - cheesemongers on Church St, Bath. tastings on saturdays").kind).toMatchObject({ noun: "cheesemonger", archetype: "shop" });
  });

  it("offers goods said to be made by hand as their maker's kind", () => {
    const kind = read("handmade cedar canoes, Temagami Ontario. Ruth Kinew. each one takes 3 months, from $6,500").kind;
    expect([kind.noun, ...kind.guesses.map((g) => g.noun)]).toContain("cedar canoe maker");
  });

  it("never takes a reunion for Réunion, a street for an offer, nor a licensed library for a service", () => {
    expect(read("Class of '99 Silver Jubilee Reunion – St. Xavier's High School, Fort, Mumbai. Sat 21 Dec 2024, 7pm").place?.country).toBe("IN");
    expect(read("Dive shop in Saint-Gilles, Reunion Island. PADI courses").place?.country).toBe("RE");
    expect(read("The Groove Doctor — secondhand vinyl + turntable repairs, Cuba St Wellington. Open 11-6 Tue-Sun.").offers.map((o) => o.name)).toEqual(["secondhand vinyl", "turntable repairs"]);
    expect(read("tinyq — a tiny job queue for Go, MIT licensed. landing page w/ install snippet, features, github link").kind.archetype).toBe("software");
  });

  it("never takes where the goods are sent, in French or Spanish, for where the business is", () => {
    expect(read("Nou fè metal art nan Croix-des-Bouquets depi 1994. On envoie aux USA et au Canada.").place?.country ?? null).toBeNull();
    expect(read("Fromagerie artisanale, nous livrons en Suisse et en Belgique").place?.country ?? null).toBeNull();
    expect(read("Tiller & Plank Boatworks — wooden boat building in Brooklin, Maine. Most of our customers are summer people from Boston").place?.value).toBe("Maine");
    expect(read("C'est pour le Festival Sabar de Dakar, du 12 au 14 décembre. Trois soirées de sabar, avec des griots de Thiès, Kaolack et Saint-Louis.").place?.value).toBe("Dakar");
    expect(read("Taller de cerámica en Oaxaca, enviamos a Estados Unidos y a Canadá").place?.country).toBe("MX");
  });

  it("takes the country from money only one country uses when no place is named, never from dollars many use", () => {
    expect(read("Jerk Truck. Quarter chicken J$1,200, half J$2,100").place).toMatchObject({ value: "Jamaica", country: "JM" });
    expect(read("Metal art atelier. Prix à partir de 75 USD").place).toBeNull();
  });

  it("reads a list of dishes whose last one says when it is had ('sorrel at Christmas')", () => {
    const menu = read("Uncle Ossie's Jerk Centre, Port Antonio. Roadside jerk pit since 1979. Jerk pork, jerk chicken, roast fish, festival, roast breadfruit, and sorrel at Christmas. Open Thurs to Sun 11am.");
    expect(menu.offers.map((o) => o.name)).toEqual(["Jerk pork", "jerk chicken", "roast fish", "festival", "roast breadfruit", "sorrel"]);
  });

  it("never offers a condition of the offers, nor what people wrongly think it sells", () => {
    expect(read("Jerk Truck. Quarter chicken J$1,200, half J$2,100. We do catering fi parties an office lunches too, min 30 people.").offers.map((o) => o.name)).toEqual(["Quarter chicken", "half"]);
    expect(read("I teach egg-decorating in Lviv, online class €20. Not food! People think I sell Easter eggs to eat").offers.map((o) => o.name)).not.toContain("Easter eggs");
  });

  it("never takes the town a wedding's guests are coming from for where it is, nor writes that country's phone", () => {
    const wedding = read("Wedding website for Sam & Aisha! The wedding is on 9 May 2026 at the Old Fort, Zanzibar. Lots of our guests are coming from Toronto and London so maybe a note on visas too.");
    expect(wedding.place).toMatchObject({ value: "Zanzibar", country: "TZ" });
    expect(JSON.stringify(designsFromBrief(wedding, 0))).not.toContain("+1 555");
  });

  it("reads a town no list knows in the country its money names, never a building's name nor 'loja' (a shop) as a town", () => {
    expect(read("Naserian Beadwork, Maasai women from Kajiado. collar necklaces (KSh 2,500), bracelets (KSh 600)").place).toMatchObject({ value: "Kajiado", country: "KE" });
    expect(read("Quilt guild. We meet 2nd Tuesday each month 6:30pm at the Methodist church fellowship hall.").place).toBeNull();
    expect(read("Sítio Pedra Branca, fazenda de café. Preciso de: história da família, loja com 4 cafés").place).toBeNull();
  });

  it("writes a school for a skill as a business that teaches it, and a food spot as a kitchen", () => {
    expect(read("Surf school + hostel in Arugam Bay, Sri Lanka. Name: Lazy Left Surf Camp. 1.5 hr lesson LKR 6,000").kind).toMatchObject({ noun: "surf school", archetype: "service" });
    expect(read("Sunrise Primary School, Kisumu. classes 1-8, admissions open").kind.archetype).toBe("organisation");
    expect(read("Swell Seekers Surf School, Margaret River WA. group lesson $75, private $140, boards + wetties incl.").kind).toMatchObject({ noun: "surf school", archetype: "service" });
    expect(read("Lahore Lions Cricket Academy — coaching for boys and girls 8 to 19, turf wickets").kind.archetype).toBe("service");
    expect(read("Hi. I run a shearing team in the Karoo, we travel farm to farm").kind.archetype).toBe("service");
    expect(read("Knight Owls Chess Club — thursdays 7pm at the central library. all levels, juniors free").kind.archetype).toBe("organisation");
    expect(read("Castle of Shadows – escape rooms in Brașov old town. 3 rooms, 60 minutes, 250 lei per team").kind.archetype).toBe("venue");
    expect(read("Merzouga Stars Camp — luxury desert camp in the Erg Chebbi dunes, Morocco. 12 tents, camel treks at sunset").kind.archetype).toBe("venue");
    expect(read("need site for my mobile servicing shop in agrabad ctg, screen change, ic repair").kind.archetype).toBe("service");
    expect(read("Abeg I need website for my phone repair shop. Name na Fix Am Fast Gadgets, for Computer Village Ikeja. We dey change screen, battery, charging port").kind).toMatchObject({ id: "other", archetype: "service" });
    expect(read("Bridal mehendi artist Pune — Nikita's Henna Art. bride full hands+feet starting ₹8,000").kind).toMatchObject({ id: "other", noun: "mehendi artist" });
    expect(read("Loukoumia Tou Pappou — Ermoupoli, Syros. We are a family loukoumi workshop since 1926. handmade, boxes from €12, we ship to Athens").kind.archetype).toBe("shop");
    expect(read("Hollis Bindery, a tiny workshop in Leith: thesis binding, restoration of old bibles, and hand-made leather journals").kind.archetype).toBe("service");
    expect(read("jerk pork n chicken spot, Boston Bay. Tallawah Pit Stop. open fri-sun from 11").kind.archetype).toBe("food");
    expect(read("Hi, I run Uncle Ossie's Jerk Centre in Port Antonio, Portland, Jamaica. Roadside jerk pit, been here since 1979").kind.archetype).toBe("food");
  });

  it("never takes an everyday word for a misspelt trade: small plates are no pilates, diving no driving, a roster no roaster", () => {
    expect(read("The Green Door, Leith — small plates and natural wine, Thursday to Sunday").kind.id).not.toBe("yoga-studio");
    expect(read("Coral Bay Diving — PADI courses and reef dives off Watamu").kind.id).not.toBe("driving-school");
    expect(read("Rotaplan — a staff roster app for cafes, free for 5 staff").kind.noun).not.toMatch(/roaster/);
    // A real misspelling is still put right.
    expect(read("resturant in lagos, jollof and pepper soup").kind.id).toBe("restaurant");
  });

  it("gives a kind outside the catalogue the shape every word of the brief says, when its noun says none", () => {
    // The nouns ("tents", "plant", "rooms") have no shape of their own: nights, members and volunteers say it.
    expect(read("Tembo Tented Camp — 6 tents by the river in Tsavo, from KSh 12,000 per night with breakfast and dinner, game drives at dawn").kind).toMatchObject({ id: "other", archetype: "venue" });
    expect(read("Friends of Karura — volunteers who plant trees and clear paths in the forest every second Saturday. Members pay KSh 1,000 a year, everyone can join").kind).toMatchObject({ id: "other", archetype: "organisation" });
    expect(read("Kasbah Dar Zitoun — 9 rooms around a courtyard in the Ourika valley, rooftop terrace, double room from 80 euros a night").kind).toMatchObject({ id: "other", archetype: "venue" });
    // A catalogue kind keeps the catalogue's shape, whatever its words.
    expect(read("Sunrise Primary School, Kisumu. classes 1-8, admissions open").kind.archetype).toBe("organisation");
  });

  it("never takes the family who runs it for what it is, nor its insurance cover for an offer", () => {
    const still = read("Rosa Petrovi Distillery — we are the Petrov family, growing roses near Kazanlak since 1946. Products: pure rose oil (1 ml from 45 лв), rose water.");
    expect(still.kind.noun).not.toMatch(/family$/);
    expect(read("SkyGrid Surveys — drone mapping across WA. Based in Kalgoorlie, insured to $20M.").offers.map((o) => o.name)).not.toContain("Insured to");
  });

  it("writes a business named for the goods it sells as a shop", () => {
    expect(read("Hive & Hum — beekeeping gear + nucs, Taupō. ships NZ wide, free over $150").kind.archetype).toBe("shop");
    expect(read("Bakhoor & Beyond - arabic perfumes, oud oil, bakhoor burners, Souq Waqif Doha. gift sets QAR 150+").kind.archetype).toBe("shop");
  });

  it("writes one person writing about their own work, a blog and a newsletter as a person's site, and a maker still as a business", () => {
    expect(read("Hello, I'm Lina Khoury, a sworn translator (Arabic / English / French) based in Achrafieh, Beirut").kind.archetype).toBe("person");
    expect(read("Silicon Savannah Weekly - newsletter on East African tech & startups, written by me, Brian Otieno.").kind.archetype).toBe("person");
    expect(read("Hi, I'm Tomasz, a violin maker in Kraków. I build violins and violas to order.").kind.archetype).not.toBe("person");
    expect(read("We are three sworn translators in Beirut, Arabic / English / French").kind.archetype).not.toBe("person");
  });

  it("never takes a season for what it is, 'island' for Iceland, nor 'lui' for the end of a name", () => {
    const stana = read("Stâna lui Ion – we're shepherds in Măgura near Bran, summer at the stână up the mountain, winter in the village. We make telemea from our 300 sheep, 45 lei/kg");
    expect(stana.name?.value).toBe("Stâna lui Ion");
    expect(stana.kind.noun).not.toBe("summer");
    expect(read("bonefish guide Andros island. catch & release only. me + my skiff. Capt. Elvis Rolle").place?.country ?? null).toBeNull();
    expect(read("Hotel in Reykjavik, Iceland").place?.country).toBe("IS");
    expect(read("Kindersley Ladies Bonspiel 2025!! Jan 24-26 at the Kindersley Curling Club. 24 teams max, $300/team entry").kind.noun).toBe("bonspiel");
  });

  it("reads the country from a country in the name or from Malaysian ringgit, an orthodontist as a dentist, and a prize's place as no offer nor address", () => {
    expect(read("Reefscape Maldives is a non-profit coral restoration project based on Fulhadhoo, Baa Atoll. Since 2017 we have planted 48,000 coral fragments.").place?.country).toBe("MV");
    expect(read("Salam, nama kebun kami Dusun Durian Pak Mat. Buffet durian RM80 seorang, chalet RM180 semalam").place?.country).toBe("MY");
    expect(read("Hi po! Need website for our clinic, Smile 4 U Orthodontics sa Makati. Braces (metal, ceramic, clear aligners), retainers, free initial consult.").kind.id).toBe("dentist");
    const hack = read("Spree Hack 2025, a 48-hour hackathon in Berlin on 14–16 November 2025. Prizes: €5,000 first place, €2,500 second, €1,000 third.");
    expect(hack.offers).toEqual([]);
    expect(factTexts(hack, "address")).toEqual([]);
  });

  it("reads the same description the same way every time", () => {
    const text = "Studio 54, a yoga studio in Leeds for busy parents";
    expect(read(text)).toEqual(read(text));
  });
});

describe("the people it names", () => {
  it.each([
    ["Mehta & Shah Associates, Chartered Accountants, Mumbai. Partners: CA Rajesh Mehta, CA Kavita Shah. Office: 3rd floor", [["CA Rajesh Mehta", "Partner"], ["CA Kavita Shah", "Partner"]]],
    ["Ink & Iron, tattoo studio in El Raval. walk-ins Tue-Sat 12-20. artists: Marta, Kenji, Lucas", [["Marta", "Artist"], ["Kenji", "Artist"], ["Lucas", "Artist"]]],
    ["Thunderclap Sound System, since 1996, 3 selectors (Ricky Thunder, Bigga, Lady Skye), our own boxes", [["Ricky Thunder", "Selector"], ["Bigga", "Selector"], ["Lady Skye", "Selector"]]],
    ["A swim school in Sydney. Our coaches are Jane Doe and Tom Lee.", [["Jane Doe", "Coach"], ["Tom Lee", "Coach"]]],
    // A note in brackets after a name, and "and" after the last comma, keep the list.
    ["Skin clinic in Leeds. Our practitioners: Dr. Ada Obi (GMC registered, founder), Nurse Lucy Tran, and Sophie, our therapist.", [["Dr. Ada Obi", "Practitioner"], ["Nurse Lucy Tran", "Practitioner"], ["Sophie", "Practitioner"]]],
  ])("reads the team a list names: %s", (text, want) => {
    const brief = read(text);
    expect(brief.people.map((p) => [p.name, p.role])).toEqual(want);
    // They are people, not things on offer.
    expect(brief.offers.map((o) => o.name)).not.toEqual(expect.arrayContaining([want[0]![0]]));
  });

  it.each([
    "Okonkwo, Bello & Partners (Barristers & Solicitors), Maitama, Abuja. Practice areas: corporate, oil & gas.",
    "Voice actor site: demo reels (4 audio players: Commercial, Narration, Character, Tamil/Hindi), a logo strip.",
    "Lab website. Need: short bio, my lab members (PhD and MSc students), teaching, and contact.",
    "Open days: Monday, Tuesday and Friday. Tickets: General $350, Ringside $750.",
  ])("names no one where the list is a firm's name, things or days: %s", (text) => {
    expect(read(text).people).toEqual([]);
  });
});
