// The five site fonts, shipped as local woff2 files from the npm @fontsource packages (never a font CDN).
// Regular and bold, latin subset: enough for every template, and small.
import type { FontFamily, WebsiteDocument } from "../schema/site-document";

const slugs: Record<FontFamily, string> = {
  Inter: "inter",
  Roboto: "roboto",
  Montserrat: "montserrat",
  Poppins: "poppins",
  "Open Sans": "open-sans",
};

export const fontWeights = [400, 700] as const;

export function fontFile(family: FontFamily, weight: number): string {
  return `${slugs[family]}-latin-${weight}-normal.woff2`;
}

function families(doc: WebsiteDocument): FontFamily[] {
  return [...new Set([doc.style.fonts.heading, doc.style.fonts.body])].sort();
}

/** Output path in the site -> the npm file it is copied from. */
export function fontsFor(doc: WebsiteDocument): Record<string, string> {
  const out: Record<string, string> = {};
  for (const family of families(doc)) {
    for (const weight of fontWeights) {
      out[`fonts/${fontFile(family, weight)}`] = `@fontsource/${slugs[family]}/files/${fontFile(family, weight)}`;
    }
  }
  return out;
}

export function fontFaceRules(doc: WebsiteDocument, base: string): string[] {
  return families(doc).flatMap((family) =>
    fontWeights.map(
      (weight) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url("${base}${fontFile(family, weight)}") format("woff2")}`,
    ),
  );
}
