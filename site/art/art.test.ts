import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { motifs } from "../../schema/motifs";
import { contentHash } from "../caching";
import { artBudgets, artFile, artKinds, artSizes, compositions, drawArt, motifIcons, type ArtColours } from "./index";
import { iconElements } from "./glyphs";

const light: ArtColours = { primary: "#b45309", secondary: "#1e3a8a", accent: "#f59e0b", background: "#fffbf5", text: "#1f2937" };
const dark: ArtColours = { primary: "#22d3ee", secondary: "#7c3aed", accent: "#f472b6", background: "#0f172a", text: "#e2e8f0" };
const parser = new new Window().DOMParser();
const seeds = [0, 1, 2, 3, 4, 5, 6, 7, 41, 4_294_967_295];

/** The SVG parsed as XML: a root <svg> and no parser error. */
function parses(svg: string): boolean {
  const xml = parser.parseFromString(svg, "image/svg+xml");
  return xml.documentElement?.nodeName === "svg" && xml.getElementsByTagName("parsererror").length === 0;
}

describe("motif glyphs", () => {
  it("maps every motif to a Lucide icon with drawable elements", () => {
    const tags = new Set(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]);
    for (const motif of motifs) {
      const icon = motifIcons[motif];
      expect(icon.length, motif).toBeGreaterThan(0);
      expect(icon.every(([tag]) => tags.has(tag)), motif).toBe(true);
      expect(parses(`<svg xmlns="http://www.w3.org/2000/svg">${iconElements(icon)}</svg>`), motif).toBe(true);
    }
    expect(Object.keys(motifIcons).sort()).toEqual([...motifs].sort());
  });
});

describe("drawArt", () => {
  it("draws the same bytes for the same recipe, colours, kind and size", () => {
    for (const kind of artKinds) {
      expect(drawArt({ motif: "coffee", seed: 9 }, light, kind)).toBe(drawArt({ motif: "coffee", seed: 9 }, light, kind));
      expect(drawArt({ motif: "coffee", seed: 9 }, light, kind)).not.toBe(drawArt({ motif: "coffee", seed: 9 }, dark, kind));
      expect(drawArt({ motif: "coffee", seed: 9 }, light, kind)).not.toBe(drawArt({ motif: "coffee", seed: 10 }, light, kind));
    }
  });

  it("keeps every kind of every motif valid, within its byte budget, in its size, with one-decimal numbers", () => {
    for (const kind of artKinds) {
      const [w, h] = artSizes[kind];
      for (const motif of motifs) {
        for (const seed of seeds) {
          for (const colours of [light, dark]) {
            const svg = drawArt({ motif, seed }, colours, kind);
            const where = `${kind} ${motif} ${seed}`;
            expect(new TextEncoder().encode(svg).length, where).toBeLessThanOrEqual(artBudgets[kind]);
            expect(parses(svg), where).toBe(true);
            expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`), where).toBe(true);
            // Our numbers have at most one decimal; the icon set's own path data is left as Lucide draws it.
            expect(svg.replaceAll(iconElements(motifIcons[motif]), "").match(/\d\.\d\d/), where).toBeNull();
            expect(svg).not.toMatch(/<!--|<title|<desc|<metadata|NaN|undefined|Infinity/);
          }
        }
      }
    }
  });

  it("has at least six compositions per kind, and seeds in a row never repeat one", () => {
    for (const kind of artKinds) {
      expect(compositions(kind)).toBeGreaterThanOrEqual(6);
      // A composition's shape list with the numbers and colours taken out: what a visitor sees as "the same picture".
      const shapes = (seed: number) => drawArt({ motif: "bread", seed }, light, kind).replace(/[-\d.]+|#[0-9a-f]{6}/g, "");
      const row = Array.from({ length: compositions(kind) }, (_, i) => shapes(100 + i));
      expect(new Set(row).size, kind).toBe(compositions(kind));
    }
  });

  it("draws a wide picture with its subject to the right, clear of text over its left side", () => {
    const wide = drawArt({ motif: "sun", seed: 5 }, light, "hero", [1600, 900]);
    const glyph = wide.match(/<g transform="translate\(([\d.]+) /);
    expect(Number(glyph?.[1])).toBeGreaterThan(800);
  });

  it("draws patterns on a clear ground in the text colour alone, for any section behind them", () => {
    for (let seed = 0; seed < compositions("pattern"); seed++) {
      const svg = drawArt({ motif: "leaf", seed }, light, "pattern");
      expect(svg).not.toContain("<rect");
      expect(new Set(svg.match(/#[0-9a-f]{6}/g))).toEqual(new Set([light.text]));
    }
  });

  it("refuses anything but palette hex colours, known motifs, whole seeds and sane sizes", () => {
    expect(() => drawArt({ motif: "coffee", seed: 1 }, { ...light, accent: 'red"/><script>' }, "tile")).toThrow("Art colours must be hex values");
    expect(() => drawArt({ motif: "nope" as "coffee", seed: 1 }, light, "tile")).toThrow("Unknown art motif: nope");
    expect(() => drawArt({ motif: "coffee", seed: 1.5 }, light, "tile")).toThrow("Art seed must be a whole number");
    expect(() => drawArt({ motif: "coffee", seed: 1 }, light, "tile", [0, 600])).toThrow("Art size is out of range");
    // Upper-case hex is the same colour, written the one way.
    expect(drawArt({ motif: "coffee", seed: 1 }, { ...light, accent: "#F59E0B" }, "tile")).toBe(drawArt({ motif: "coffee", seed: 1 }, light, "tile"));
  });
});

describe("artFile", () => {
  it("names the file by kind and content hash, and says its size", () => {
    const file = artFile({ motif: "camera", seed: 3 }, light, "tile");
    expect(file).toEqual({ path: `art/tile.${contentHash(file.svg)}.svg`, svg: drawArt({ motif: "camera", seed: 3 }, light, "tile"), width: 800, height: 600 });
    expect(artFile({ motif: "camera", seed: 3 }, light, "hero", [1600, 900])).toMatchObject({ width: 1600, height: 900 });
  });
});
