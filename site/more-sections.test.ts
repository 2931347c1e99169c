import { describe, expect, it } from "vitest";
import { defaultDocument, documentFieldErrors, type Section, type WebsiteDocument } from "../schema/site-document";
import { initials } from "./more-sections";
import { render } from "./render";
import { showcaseDocument } from "./showcase";

function page(sections: Section[], change: (d: WebsiteDocument) => void = () => {}): string {
  const d = defaultDocument();
  d.content.sections = sections;
  d.settings.performance.minifyCode = false;
  change(d);
  return render(d, { year: 2026 }).files["index.html"]!;
}

/** One section's HTML, found by its id. */
function section(html: string, id: string): string {
  const found = html.match(new RegExp(`<section id="${id}"[^]*?</section>`));
  if (!found) throw new Error(`no section ${id}`);
  return found[0];
}

const one = (s: Section, others: Section[] = []) => section(page([s, ...others]), s.id);

describe("services", () => {
  it("lists each item with its price at the end, and leaves out the leader where there is no price", () => {
    expect(
      one({
        id: "menu",
        type: "services",
        title: "Menu",
        content: "Cooked today",
        items: [
          { title: "Pilau & chai", description: "With <kachumbari>", price: "KSh 650" },
          { title: "Mandazi" },
          { description: "A row without a name is left out", price: "KSh 1" },
        ],
      }),
    ).toBe(
      '<section id="menu" class="section section-services" aria-labelledby="menu-title"><div class="container">' +
        '<div class="section-head"><h2 id="menu-title">Menu</h2><p>Cooked today</p></div><ul class="price-list">' +
        '<li class="service"><div class="price-line"><h3>Pilau &amp; chai</h3><span class="price">KSh 650</span></div><p>With &lt;kachumbari&gt;</p></li>' +
        '<li class="service"><h3>Mandazi</h3></li></ul></div></section>',
    );
  });
});

describe("faq", () => {
  it("puts each question in a <details> that opens without a script, with the answer's paragraphs", () => {
    expect(
      one({ id: "faq", type: "faq", items: [{ title: "Open on <Sunday>?", content: "No.\n\nBut Saturday, yes." }, { title: "Parking?", description: "Behind" }] }),
    ).toBe(
      '<section id="faq" class="section section-faq" aria-labelledby="faq-title"><div class="container"><div class="section-head"><h2 id="faq-title">Questions</h2></div>' +
        '<div class="faq-list"><details class="faq"><summary>Open on &lt;Sunday&gt;?</summary><div class="answer"><p>No.</p><p>But Saturday, yes.</p></div></details>' +
        '<details class="faq"><summary>Parking?</summary><div class="answer"><p>Behind</p></div></details></div></div></section>',
    );
  });
});

describe("stats", () => {
  it("writes a description list: the label is the term, the figure its value", () => {
    expect(one({ id: "n", type: "stats", title: "By the numbers", items: [{ title: "1,200+", description: "Happy \"clients\"" }, { title: "9" }] })).toBe(
      '<section id="n" class="section section-stats" aria-labelledby="n-title"><div class="container"><div class="section-head"><h2 id="n-title">By the numbers</h2></div>' +
        '<dl class="stats"><div class="stat"><dt>Happy &quot;clients&quot;</dt><dd>1,200+</dd></div><div class="stat"><dt></dt><dd>9</dd></div></dl></div></section>',
    );
  });
});

describe("call to action", () => {
  const contact: Section = { id: "contact", type: "contact", title: "Contact" };

  it("is a band with a heading, a line and the section's own button", () => {
    expect(one({ id: "go", type: "cta", title: "Ready?", content: "Book a table", action: { label: "Book <now>", link: "#contact" } }, [contact])).toBe(
      '<section id="go" class="cta-band section-cta" aria-labelledby="go-title"><div class="container"><h2 id="go-title">Ready?</h2>' +
        '<p>Book a table</p><p><a class="button" href="#contact">Book &lt;now&gt;</a></p></div></section>',
    );
  });

  it("falls back to the hero's Get Started, to the contact section, without an action", () => {
    expect(one({ id: "go", type: "cta" }, [contact])).toContain('<h2 id="go-title">Ready when you are</h2><p><a class="button" href="#contact">Get Started</a></p>');
  });

  it("takes an allowed web address, and falls back when the link points nowhere on the page or is not allowed", () => {
    const button = (link: string) => one({ id: "go", type: "cta", action: { label: "Go", link } }, [contact]).match(/<a class="button"[^>]*>[^<]*<\/a>/)![0];
    expect(button("https://example.com/book?a=1&b=2")).toBe('<a class="button" href="https://example.com/book?a=1&amp;b=2">Go</a>');
    expect(button("#nowhere")).toBe('<a class="button" href="#contact">Get Started</a>');
    // The schema refuses this; the renderer must not trust that it ran.
    expect(button("javascript:alert(1)")).toBe('<a class="button" href="#contact">Get Started</a>');
  });

  it("stays out of the navigation", () => {
    const html = page([{ id: "about", type: "content" }, { id: "go", type: "cta" }, contact]);
    expect(html).toContain('<ul><li><a href="#about">About</a></li><li><a href="#contact">Contact</a></li></ul>');
  });
});

describe("hero button", () => {
  it("uses the section's action when there is one, and the spec's Get Started otherwise", () => {
    const sections: Section[] = [{ id: "home", type: "hero", action: { label: "See the menu", link: "#menu" } }, { id: "menu", type: "services" }, { id: "contact", type: "contact" }];
    expect(page(sections)).toContain('<p><a class="button" href="#menu">See the menu</a></p>');
    expect(page([{ id: "home", type: "hero" }, ...sections.slice(1)])).toContain('<p><a class="button" href="#contact">Get Started</a></p>');
  });
});

describe("team", () => {
  it("shows a portrait when there is one and the initials, hidden from screen readers, when there is not", () => {
    expect(
      one({
        id: "team",
        type: "team",
        items: [
          { title: "Wanjiru Kamau", description: "Head cook", content: "Trained at Utalii.", image: "https://example.com/w.jpg" },
          { title: "Ōtieno <b>" },
        ],
      }),
    ).toBe(
      '<section id="team" class="section section-team" aria-labelledby="team-title"><div class="container"><div class="section-head"><h2 id="team-title">Our team</h2></div><ul class="grid team">' +
        '<li class="card person"><div class="portrait"><img src="https://example.com/w.jpg" alt="" width="320" height="320" loading="lazy" decoding="async"></div><h3>Wanjiru Kamau</h3><p class="role">Head cook</p><p>Trained at Utalii.</p></li>' +
        '<li class="card person"><span class="initials" aria-hidden="true">Ō&lt;</span><h3>Ōtieno &lt;b&gt;</h3></li></ul></div></section>',
    );
  });

  it("draws a generated portrait (its own file, decorative) for a person with art and no photograph", () => {
    const d = defaultDocument();
    d.content.sections = [{ id: "team", type: "team", items: [{ title: "Amina Otieno", art: { motif: "camera", seed: 7 } }] }];
    const site = render(d, { year: 2026 });
    const [file] = site.art;
    expect(file).toMatch(/^art\/portrait\.[0-9a-f]{8}\.svg$/);
    expect(section(site.files["index.html"]!, "team")).toContain(`<li class="card person"><div class="portrait"><img src="${file}" alt="" width="400" height="400" loading="lazy" decoding="async"></div><h3>Amina Otieno</h3>`);
  });

  it("takes at most two letters, first and last name, whole characters", () => {
    expect([initials("Wanjiru Njeri Kamau"), initials("  otieno  "), initials("😀 Smile"), initials("")]).toEqual(["WK", "O", "😀S", ""]);
  });
});

describe("opening hours", () => {
  it("lists days and times with an optional link, and the address beside them", () => {
    expect(
      one({
        id: "visit",
        type: "hours",
        content: "Woodvale Grove\nWestlands",
        items: [{ title: "Mon-Fri", description: "8:00 to 18:00" }, { title: "Map", description: "Open the map", link: "https://maps.example/?q=a&b" }, { title: "Sunday" }],
      }),
    ).toBe(
      '<section id="visit" class="section section-hours" aria-labelledby="visit-title"><div class="container"><div class="section-head"><h2 id="visit-title">Opening hours</h2></div>' +
        '<div class="hours-grid"><dl class="hours"><div><dt>Mon-Fri</dt><dd>8:00 to 18:00</dd></div><div><dt>Map</dt><dd><a href="https://maps.example/?q=a&amp;b">Open the map</a></dd></div>' +
        '<div><dt>Sunday</dt><dd></dd></div></dl><address class="card"><p>Woodvale Grove<br>Westlands</p></address></div></div></section>',
    );
  });
});

describe("pricing", () => {
  const plan = (title: string, extra: object = {}) => ({ title, price: "$10", ...extra });

  it("draws plan cards with price, features and a button when the plan has a link", () => {
    expect(one({ id: "p", type: "pricing", items: [plan("Basic", { description: "For one", features: ["One site", " ", "Email <help>"], link: "https://example.com/buy" })] })).toBe(
      '<section id="p" class="section section-pricing" aria-labelledby="p-title"><div class="container"><div class="section-head"><h2 id="p-title">Pricing</h2></div><ul class="grid plans">' +
        '<li class="card plan"><h3>Basic</h3><p class="plan-price">$10</p><p>For one</p><ul class="ticks"><li>One site</li><li>Email &lt;help&gt;</li></ul>' +
        '<p class="plan-action"><a class="button" href="https://example.com/buy">Choose Basic</a></p></li></ul></div></section>',
    );
  });

  it("emphasises the middle card of three, and none of two or four", () => {
    const featured = (count: number) => [...one({ id: "p", type: "pricing", items: Array.from({ length: count }, (_, i) => plan(`P${i}`)) }).matchAll(/class="card plan( featured)?"/g)].map((m) => Boolean(m[1]));
    expect(featured(3)).toEqual([false, true, false]);
    expect(featured(2)).toEqual([false, false]);
    expect(featured(4)).toEqual([false, false, false, false]);
  });
});

describe("every kind of section together", () => {
  const showcase = showcaseDocument();

  it("is a valid document with one h1 and headings in order", () => {
    expect(documentFieldErrors(showcase)).toBeNull();
    const html = render(showcase, { year: 2026 }).files["index.html"]!;
    const levels = [...html.matchAll(/<h([1-6])[ >]/g)].map((m) => Number(m[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    // No level is skipped on the way down (h1 -> h2 -> h3).
    expect(levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1)).toBe(true);
    expect(new Set(levels)).toEqual(new Set([1, 2, 3]));
  });

  it("needs no script to be read: every answer and price is in the HTML", () => {
    const html = render(showcase, { year: 2026 }).files["index.html"]!;
    const texts = showcase.content.sections
      .filter((s) => ["services", "faq", "pricing", "hours"].includes(s.type))
      .flatMap((s) => (s.items ?? []).flatMap((item) => [item.price, item.content?.split("\n")[0], item.description]))
      .filter((text) => text !== undefined);
    expect(texts).toHaveLength(21);
    for (const text of texts) expect(html).toContain(text.replace(/'/g, "&#39;"));
  });

  it("stays within the byte budget: HTML, CSS and JS under 30 KB", () => {
    const site = render(showcase, { year: 2026 });
    const bytes = [site.files["index.html"]!, site.files[site.styles]!, site.files[site.script]!].reduce((n, text) => n + new TextEncoder().encode(text).length, 0);
    expect(bytes).toBeLessThan(30 * 1024);
  });
});
