import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { templateDocument } from "../schema/builder-templates";
import { cornerStyles, heroStyles, type Look } from "../schema/site-document";
import { contentHash } from "./caching";
import { AA, contrastRatio } from "./contrast";
import { lookSample, lookSamples, samplePalettes } from "./look-samples";
import { inlineForPreview, render, type RenderedSite } from "./render";
import { mix, palette } from "./styles";
import { zipSite } from "./zip";

const year = 2026;
const look: Look = { hero: "split", corners: "soft", sections: "plain" };
const page = (site: RenderedSite) => site.files["index.html"]!;
const styles = (site: RenderedSite) => site.files[site.styles]!;
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe("generated art in a site", () => {
  const site = render(lookSample(look), { year });

  it("files each picture under art/, named by kind and content, and lists them", () => {
    expect(site.art).toHaveLength(9); // a hero, three icons, four tiles and a pattern
    for (const path of site.art) {
      expect(path).toMatch(/^art\/(hero|tile|icon|pattern)\.[0-9a-f]{8}\.svg$/);
      expect(path.slice(-12, -4)).toBe(contentHash(site.files[path]!));
    }
    expect(site.art).toEqual(Object.keys(site.files).filter((p) => p.startsWith("art/")).sort());
  });

  it("shows gallery art lazily, at its size, with empty alt (its caption says what it shows), and decorative art with empty alt", () => {
    const html = page(site);
    const tile = html.match(/<img src="(art\/tile\.[0-9a-f]{8}\.svg)" alt="" width="800" height="600" loading="lazy" decoding="async"><figcaption><strong>Espresso<\/strong>/);
    expect(tile).not.toBeNull();
    expect(html).toMatch(/<div class="hero-visual"><img src="art\/hero\.[0-9a-f]{8}\.svg" alt="" width="1200" height="900" fetchpriority="high"><\/div>/);
    expect(html.match(/<img class="feature-icon" src="art\/icon\.[0-9a-f]{8}\.svg" alt="" width="48" height="48" loading="lazy" decoding="async">/g)).toHaveLength(3);
    // The story's art is a pattern behind it, drawn by the stylesheet.
    const pattern = html.match(/<section id="about" class="section section-content has-pattern (art-[0-9a-f]{8}-\d+)"/)?.[1];
    expect(styles(site)).toContain(`.${pattern}::before,.${pattern}>.container::before{background-image:url("art/pattern.${pattern!.slice(4, 12)}.svg");opacity:`);
  });

  it("keeps the lettered tile for gallery items with neither a picture nor art", () => {
    const d = lookSample(look);
    d.content.sections[2]!.items = [{ title: "Espresso" }];
    expect(page(render(d, { year }))).toContain('<figure><div class="tile" aria-hidden="true">Espresso</div><figcaption><strong>Espresso</strong></figcaption></figure>');
  });

  it("prefers an uploaded picture to the art", () => {
    const d = lookSample(look);
    d.content.sections[0]!.image = "https://example.com/cafe.jpg";
    const out = render(d, { year });
    expect(page(out)).toContain('<div class="hero-visual"><img src="https://example.com/cafe.jpg" alt="" width="1200" height="800"></div>');
    expect(out.art.some((p) => p.startsWith("art/hero."))).toBe(false);
  });

  it("inlines every picture in the preview, where relative paths have no address to resolve against", () => {
    const preview = inlineForPreview(site);
    expect(preview).not.toMatch(/art\/[a-z]+\.[0-9a-f]{8}\.svg/);
    for (const path of site.art) expect(preview).toContain(`data:image/svg+xml,${encodeURIComponent(site.files[path]!)}`);
  });

  it("puts the pictures in the ZIP, kept a year by each host", () => {
    const files = unzipSync(zipSite(site, {}, "Kahawa", { host: "netlify", cache: { html: "no-cache", immutable: "public, max-age=31536000, immutable" } }));
    for (const path of site.art) expect(strFromU8(files[`kahawa/${path}`]!)).toBe(site.files[path]);
    expect(strFromU8(files["kahawa/_headers"]!)).toContain(`/${site.art[0]}\n  Cache-Control: public, max-age=31536000, immutable\n`);
    expect(strFromU8(files["kahawa/README.txt"]!)).toContain("art/          the illustrations drawn for this site");
  });

  it("draws hero art wide behind a full-bleed hero and square beside large type", () => {
    const full = render(lookSample({ ...look, hero: "full-bleed" }), { year });
    expect(page(full)).toMatch(/<div class="hero-backdrop"><img src="art\/hero\.[0-9a-f]{8}\.svg" alt="" width="1600" height="900" fetchpriority="high"><\/div><div class="container"><div class="parallax hero-text">/);
    expect(page(render(lookSample({ ...look, hero: "large-type" }), { year }))).toMatch(/<img src="art\/hero\.[0-9a-f]{8}\.svg" alt="" width="900" height="900" fetchpriority="high">/);
  });

  it("centres a full-bleed hero that has neither a picture nor art", () => {
    const d = lookSample({ ...look, hero: "full-bleed" });
    delete d.content.sections[0]!.art;
    expect(page(render(d, { year }))).toContain('<section id="home" class="hero section-hero hero-centred" aria-labelledby="home-title"><div class="container"><div class="parallax hero-text">');
  });

  it("turns centred hero art into a pattern behind the text", () => {
    const out = render(lookSample({ ...look, hero: "centred" }), { year });
    expect(page(out)).toMatch(/<section id="home" class="hero section-hero hero-centred has-pattern art-[0-9a-f]{8}-\d+"/);
    expect(out.art.some((p) => p.startsWith("art/hero."))).toBe(false);
  });
});

describe("looks", () => {
  it("renders a document without a look with none of the look's classes or rules", () => {
    const out = render(templateDocument(1), { year });
    expect(page(out)).not.toMatch(/hero-(centred|split|full-bleed|large-type)|has-pattern/);
    expect(styles(out)).not.toMatch(/--button-radius|--band|hero-split|hero-text/);
    expect(out.art).toEqual([]);
  });

  it("names the hero's composition in its class", () => {
    for (const hero of heroStyles) {
      expect(page(render(lookSample({ ...look, hero }), { year }))).toContain(`class="hero section-hero hero-${hero}`);
    }
  });

  it("sets the corner radius for cards, images and buttons", () => {
    const radii = cornerStyles.map((corners) => {
      const d = lookSample({ ...look, corners });
      d.settings.performance.minifyCode = true;
      return styles(render(d, { year })).match(/--radius:([^;]+);--button-radius:([^;]+);/)!.slice(1);
    });
    expect(radii).toEqual([["0", "0"], ["12px", "999px"], ["28px", "999px"]]);
  });

  it("draws each section style differently", () => {
    const css = (sections: Look["sections"]) => {
      const d = lookSample({ ...look, sections });
      d.settings.performance.minifyCode = true;
      return styles(render(d, { year }));
    };
    expect(css("plain")).toContain(".section:nth-child(even of .section:not(.section-hero)){background-color:transparent}");
    expect(css("banded")).toContain(".section:nth-child(even of .section:not(.section-hero)){background-color:var(--band)}");
    expect(css("boxed")).toContain(".section>.container{background:var(--surface)");
  });

  describe.each(lookSamples())("$name", ({ doc }) => {
    const site = render(doc, { year });
    const css = styles(site);
    const p = palette(doc);

    it("keeps text AA on the bands, the panels and behind patterns", () => {
      const band = css.match(/--band:(#[0-9a-f]{6})/)![1]!;
      for (const colour of [p.text, p.muted, p.link]) expect(contrastRatio(colour, band)).toBeGreaterThanOrEqual(AA);
      for (const colour of [p.text, p.muted]) expect(contrastRatio(colour, p.surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(p.onSecondary, p.secondary)).toBeGreaterThanOrEqual(AA);
      // Each pattern, at its opacity, over every ground its section may have (plain: the page's; boxed: the
      // panel's; banded: both bands), under the text drawn on it.
      const grounds = { plain: [p.background], boxed: [p.surface], banded: [p.background, band] }[doc.style.look!.sections];
      for (const [, path, opacity] of css.matchAll(/background-image:url\("(art\/pattern\.[0-9a-f]{8}\.svg)"\);\s*opacity:\s*([\d.]+)/g)) {
        const ink = site.files[path!]!.match(/#[0-9a-f]{6}/)![0];
        const pairs = ink === p.onSecondary ? [[p.onSecondary, p.secondary]] : grounds.flatMap((g) => [[p.text, g], [p.muted, g]]);
        for (const [text, ground] of pairs) expect(contrastRatio(text!, mix(ground!, ink, Number(opacity)))).toBeGreaterThanOrEqual(AA);
      }
    });

    it("stays within the byte budget: page code under 30 KB, art under 60 KB", () => {
      expect(bytes(page(site)) + bytes(css) + bytes(site.files[site.script]!)).toBeLessThan(30_000);
      expect(site.art.reduce((sum, path) => sum + bytes(site.files[path]!), 0)).toBeLessThan(60_000);
    });
  });

  it("covers both palettes", () => {
    expect(new Set(lookSamples().map((s) => s.doc.style.colors))).toEqual(new Set(Object.values(samplePalettes)));
  });
});
