import { describe, expect, it } from "vitest";
import { defaultDocument, documentFieldErrors, type Section, type WebsiteDocument } from "../schema/site-document";
import { initials } from "./more-sections";
import { render } from "./render";
import { showcaseDocument } from "./showcase";

function doc(sections: Section[], change: (d: WebsiteDocument) => void = () => {}): WebsiteDocument {
  const d = defaultDocument();
  d.content.sections = sections;
  d.settings.performance.minifyCode = false;
  change(d);
  return d;
}

function page(sections: Section[], change: (d: WebsiteDocument) => void = () => {}): string {
  return render(doc(sections, change), { year: 2026 }).files["index.html"]!;
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

describe("a badge above the hero's heading", () => {
  it("shows the owner's claim for the whole site first in the hero, escaped, and nothing when it is blank", () => {
    const hero = (badge?: string) => one({ id: "home", type: "hero", heading: "Smiles", ...(badge === undefined ? {} : { badge }) });
    expect(hero("Accepting new <NHS> patients")).toContain('<div class="parallax"><p class="badge">Accepting new &lt;NHS&gt; patients</p><h1 id="home-title">Smiles</h1>');
    expect(hero(" ")).not.toContain('class="badge"');
    expect(hero()).not.toContain('class="badge"');
    expect(documentFieldErrors(doc([{ id: "home", type: "hero", badge: "x".repeat(31) }]))).toEqual({ "content.sections.0.badge": "Badge must be at most 30 characters" });
  });
});

describe("pricing with a badge and the plans' own buttons", () => {
  const plan = (title: string, extra: object = {}) => ({ title, price: "$10", ...extra });
  const featured = (items: object[]) => [...one({ id: "p", type: "pricing", items }).matchAll(/class="card plan( featured)?"/g)].map((m) => Boolean(m[1]));

  it("highlights the plan the owner badged, shows the badge above its name, and makes no other claim", () => {
    expect(featured([plan("A", { badge: "Most popular" }), plan("B"), plan("C")])).toEqual([true, false, false]);
    expect(featured([plan("A"), plan("B", { badge: "Best value" })])).toEqual([false, true]);
    // A blank badge is no badge: the middle of three stands out again, with nothing written on it.
    expect(featured([plan("A"), plan("B"), plan("C", { badge: " " })])).toEqual([false, true, false]);
    expect(one({ id: "p", type: "pricing", items: [plan("A"), plan("B"), plan("C", { badge: " " })] })).not.toContain("badge");
    expect(one({ id: "p", type: "pricing", items: [plan("Team", { badge: "Most <popular>" })] })).toContain('<li class="card plan featured"><p class="badge">Most &lt;popular&gt;</p><h3>Team</h3><p class="plan-price">$10</p>');
  });

  it("takes a plan's button from its action, says whose it is, and keeps the plain link's Choose button otherwise", () => {
    const contact: Section = { id: "contact", type: "contact" };
    const button = (extra: object) => one({ id: "p", type: "pricing", items: [plan("Team", extra)] }, [contact]).match(/<p class="plan-action">.*?<\/p>/)?.[0] ?? "";
    expect(button({ action: { label: "Start <now>", link: "#contact" }, link: "https://example.com/old" })).toBe(
      '<p class="plan-action"><a class="button" href="#contact">Start &lt;now&gt;<span class="sr-only"> (Team)</span></a></p>',
    );
    // A label that names the plan already needs no more words.
    expect(button({ action: { label: "Join the team plan", link: "https://example.com/join?a=1&b=2" } })).toBe(
      '<p class="plan-action"><a class="button" href="https://example.com/join?a=1&amp;b=2">Join the team plan</a></p>',
    );
    // An action that points nowhere on the page, or at a script, falls back to the plan's link, or to no button.
    expect(button({ action: { label: "Go", link: "#nowhere" }, link: "mailto:sales@example.com" })).toBe('<p class="plan-action"><a class="button" href="mailto:sales@example.com">Choose Team</a></p>');
    expect(button({ action: { label: "Go", link: "javascript:alert(1)" } })).toBe("");
    expect(button({})).toBe("");
  });
});

describe("articles", () => {
  it("draws each article as a card with its picture, heading, date, excerpt and its own link, escaped", () => {
    const contact: Section = { id: "contact", type: "contact" };
    expect(
      one(
        {
          id: "news",
          type: "articles",
          content: "What is new",
          items: [
            { title: "Pilau & <friends>", date: "2026-03-14", description: "A \"new\" pot", image: "https://example.com/p.jpg?a=1&b=2", action: { label: "Read more", link: "https://example.com/news?id=1&x=2" } },
            { title: "Chai", date: "Easter <2026>", content: "From the content", action: { label: "Read on", link: "#contact" } },
            { title: "Nowhere", action: { label: "Read more", link: "#missing" } },
            { title: "Script", action: { label: "Read more", link: "javascript:alert(1)" } },
            { description: "An article without a title is left out", date: "2026-01-01" },
          ],
        },
        [contact],
      ),
    ).toBe(
      '<section id="news" class="section section-articles" aria-labelledby="news-title"><div class="container"><div class="section-head"><h2 id="news-title">Latest news</h2><p>What is new</p></div><div class="grid posts">' +
        '<article class="card post"><div class="post-picture"><img src="https://example.com/p.jpg?a=1&amp;b=2" alt="" width="800" height="600" loading="lazy" decoding="async"></div><h3>Pilau &amp; &lt;friends&gt;</h3>' +
        '<p class="post-date"><time datetime="2026-03-14">2026-03-14</time></p><p>A &quot;new&quot; pot</p>' +
        '<p class="post-more"><a class="more" href="https://example.com/news?id=1&amp;x=2">Read more<span class="sr-only"> (Pilau &amp; &lt;friends&gt;)</span></a></p></article>' +
        '<article class="card post"><h3>Chai</h3><p class="post-date"><time>Easter &lt;2026&gt;</time></p><p>From the content</p><p class="post-more"><a class="more" href="#contact">Read on<span class="sr-only"> (Chai)</span></a></p></article>' +
        '<article class="card post"><h3>Nowhere</h3></article><article class="card post"><h3>Script</h3></article></div></div></section>',
    );
  });

  it("shows generated art when there is no picture, and the day in words as a machine date", () => {
    const d = defaultDocument();
    d.content.sections = [{ id: "news", type: "articles", items: [{ title: "Open day", date: "14 March 2026", art: { motif: "calendar", seed: 2 } }] }];
    const site = render(d, { year: 2026 });
    const [file] = site.art;
    expect(file).toMatch(/^art\/tile\.[0-9a-f]{8}\.svg$/);
    expect(section(site.files["index.html"]!, "news")).toContain(
      `<article class="card post"><div class="post-picture"><img src="${file}" alt="" width="800" height="600" loading="lazy" decoding="async"></div><h3>Open day</h3><p class="post-date"><time datetime="2026-03-14">14 March 2026</time></p></article>`,
    );
  });
});

describe("product", () => {
  const contact: Section = { id: "contact", type: "contact" };
  const jar = {
    title: "Pilau <masala>",
    badge: "New & hot",
    price: "KSh 450",
    description: "Roasted weekly.",
    features: ["Twelve spices", " ", "No <salt>"],
    image: "/assets/ast_0123456789abcdef.jpg",
    action: { label: "Add to cart", link: "#contact" },
  };

  it("shows one product large: its picture beside the badge, name, price, description, ticks and buy button", () => {
    const site = render(doc([{ id: "shop", type: "product", title: "Shop", items: [jar] }, contact]), { year: 2026 });
    expect(section(site.files["index.html"]!, "shop")).toBe(
      '<section id="shop" class="section section-product" aria-labelledby="shop-title"><div class="container"><div class="section-head"><h2 id="shop-title">Shop</h2></div>' +
        '<div class="product-single pictured"><div class="product-picture"><img src="assets/ast_0123456789abcdef.jpg" alt="" width="1200" height="900" loading="lazy" decoding="async"></div>' +
        '<div class="product-text"><p class="badge">New &amp; hot</p><h3>Pilau &lt;masala&gt;</h3><p class="product-price">KSh 450</p><p>Roasted weekly.</p>' +
        '<ul class="ticks"><li>Twelve spices</li><li>No &lt;salt&gt;</li></ul>' +
        '<p class="product-action"><a class="button" href="#contact">Add to cart<span class="sr-only"> (Pilau &lt;masala&gt;)</span></a></p></div></div></div></section>',
    );
    expect(site.assets).toEqual(["ast_0123456789abcdef.jpg"]);
  });

  it("shows several products as a grid of cards with the same parts, and a button only where it leads somewhere", () => {
    expect(
      one(
        {
          id: "shop",
          type: "product",
          items: [
            { title: "Tea", price: "KSh 300", action: { label: "Buy", link: "https://shop.example/tea?size=1&x=2" } },
            { title: "Mug", description: "Hand-thrown.", action: { label: "Buy", link: "#nowhere" } },
            { price: "KSh 1", description: "A product without a name is left out" },
          ],
        },
        [contact],
      ),
    ).toBe(
      '<section id="shop" class="section section-product" aria-labelledby="shop-title"><div class="container"><div class="section-head"><h2 id="shop-title">Shop</h2></div><ul class="grid products">' +
        '<li class="card product"><h3>Tea</h3><p class="product-price">KSh 300</p><p class="product-action"><a class="button" href="https://shop.example/tea?size=1&amp;x=2">Buy<span class="sr-only"> (Tea)</span></a></p></li>' +
        '<li class="card product"><h3>Mug</h3><p>Hand-thrown.</p></li></ul></div></section>',
    );
  });

  it("shows one product without a picture as its words alone, and no products as the heading alone", () => {
    expect(one({ id: "shop", type: "product", items: [{ title: "Tea" }] })).toContain('<div class="product-single"><div class="product-text"><h3>Tea</h3></div></div>');
    expect(one({ id: "shop", type: "product", items: [{ title: " " }] })).toBe(
      '<section id="shop" class="section section-product" aria-labelledby="shop-title"><div class="container"><div class="section-head"><h2 id="shop-title">Shop</h2></div></div></section>',
    );
  });
});

describe("logo strip", () => {
  it("shows a logo with the company's name as its alternative text, or the name as a wordmark", () => {
    expect(
      one({
        id: "clients",
        type: "logos",
        items: [
          { title: "Acme & <Sons>", image: "https://example.com/acme.svg" },
          { title: "Mvule Architects" },
          { title: "Refused", image: "javascript:alert(1)" },
          { image: "https://example.com/nameless.png" },
        ],
      }),
    ).toBe(
      '<section id="clients" class="section section-logos" aria-labelledby="clients-title"><div class="container"><div class="section-head"><h2 id="clients-title">Trusted by</h2></div><ul class="logos">' +
        '<li><img src="https://example.com/acme.svg" alt="Acme &amp; &lt;Sons&gt;" width="160" height="64" loading="lazy" decoding="async"></li>' +
        '<li><span class="wordmark">Mvule Architects</span></li><li><span class="wordmark">Refused</span></li></ul></div></section>',
    );
  });

  it("stays out of the navigation, like a call-to-action band", () => {
    const html = page([{ id: "about", type: "content" }, { id: "clients", type: "logos", items: [{ title: "Acme" }] }, { id: "contact", type: "contact" }]);
    expect(html).toContain('<nav class="site-nav" aria-label="Main"><ul><li><a href="#about">About</a></li><li><a href="#contact">Contact</a></li></ul>');
  });
});

describe("the new kinds' styles", () => {
  const css = (sections: Section[]) => {
    const site = render(doc(sections), { year: 2026 });
    return site.files[site.styles]!;
  };

  it("come only with pages that use them", () => {
    const plain = css([{ id: "p", type: "pricing", items: [{ title: "A" }] }]);
    for (const rule of [".sr-only", "p.badge", ".post", ".product", ".logos", ".wordmark"]) expect(plain).not.toContain(rule);
    expect(css([{ id: "p", type: "pricing", items: [{ title: "A", badge: "New" }] }])).toContain("p.badge {");
    expect(css([{ id: "n", type: "articles", items: [{ title: "A", action: { label: "Read", link: "https://example.com/" } }] }])).toContain(".sr-only {");
    expect(css([{ id: "s", type: "product", items: [{ title: "A" }] }])).toContain(".product-single {");
    expect(css([{ id: "l", type: "logos", items: [{ title: "A" }] }])).toContain(".logos img {\n  width:9rem;\n  height:3rem;");
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
    // Articles, products and the logo strip: every date, excerpt, badge, price, tick, button and name.
    const more = showcase.content.sections
      .filter((s) => ["articles", "product", "logos"].includes(s.type))
      .flatMap((s) => (s.items ?? []).flatMap((item) => [item.title, item.date, item.description, item.badge, item.price, ...(item.features ?? []), item.action?.label]))
      .filter((text) => text !== undefined);
    expect(more).toHaveLength(37);
    for (const text of more) expect(html).toContain(text.replace(/&/g, "&amp;").replace(/'/g, "&#39;"));
  });

  it("shows the badged plan highlighted, articles with machine dates, one product large and several as cards", () => {
    const html = render(showcase, { year: 2026 }).files["index.html"]!;
    expect([...section(html, "plans").matchAll(/class="card plan( featured)?"/g)].map((m) => Boolean(m[1]))).toEqual([false, true, false]);
    expect([...section(html, "news").matchAll(/<time( datetime="[^"]+")?>/g)].map((m) => m[1] ?? "")).toEqual([' datetime="2026-03-14"', ' datetime="2026-02-02"', ""]);
    expect(section(html, "masala")).toContain('<div class="product-single pictured">');
    expect(section(html, "shop").match(/<li class="card product">/g)).toHaveLength(3);
    expect(html).toContain('<nav class="site-nav" aria-label="Main">');
  });

  it("stays within the byte budget: HTML, CSS and JS under 30 KB", () => {
    const site = render(showcase, { year: 2026 });
    const bytes = [site.files["index.html"]!, site.files[site.styles]!, site.files[site.script]!].reduce((n, text) => n + new TextEncoder().encode(text).length, 0);
    expect(bytes).toBeLessThan(30 * 1024);
  });
});
