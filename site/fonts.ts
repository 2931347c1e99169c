// The site fonts, shipped as local woff2 files from the npm @fontsource packages (never a font CDN).
// Regular and bold, latin subset: enough for every template, and small.
import { fontFamilies, type FontFamily, type WebsiteDocument } from "../schema/site-document";
import { hashedName } from "./caching";

const slugs: Record<FontFamily, string> = {
  Inter: "inter",
  Roboto: "roboto",
  Montserrat: "montserrat",
  Poppins: "poppins",
  "Open Sans": "open-sans",
  "Playfair Display": "playfair-display",
  Lora: "lora",
  "Libre Baskerville": "libre-baskerville",
  "Space Grotesk": "space-grotesk",
  "DM Sans": "dm-sans",
  Nunito: "nunito",
  Oswald: "oswald",
};

export const fontWeights = [400, 700] as const;

/**
 * Each npm file's content hash (site/caching.ts), recorded here so the renderer can name a font by its bytes
 * without reading them, in the browser too. The build refuses to ship a font whose bytes no longer match
 * (vite.config.ts), so a font package update cannot hide behind a name browsers keep for a year.
 */
export const fontHashes: Record<string, string> = {
  "inter-latin-400-normal.woff2": "1a0b85dc",
  "inter-latin-700-normal.woff2": "8b534481",
  "roboto-latin-400-normal.woff2": "97fc8090",
  "roboto-latin-700-normal.woff2": "4ce784f9",
  "montserrat-latin-400-normal.woff2": "28495418",
  "montserrat-latin-700-normal.woff2": "169ca66c",
  "poppins-latin-400-normal.woff2": "2dd45cff",
  "poppins-latin-700-normal.woff2": "ddaf25b8",
  "open-sans-latin-400-normal.woff2": "07b38303",
  "open-sans-latin-700-normal.woff2": "da0e557a",
  "playfair-display-latin-400-normal.woff2": "7779b11f",
  "playfair-display-latin-700-normal.woff2": "5706a369",
  "lora-latin-400-normal.woff2": "6ae2ac5a",
  "lora-latin-700-normal.woff2": "9c400cdf",
  "space-grotesk-latin-400-normal.woff2": "4083932c",
  "space-grotesk-latin-700-normal.woff2": "57ab2730",
  "nunito-latin-400-normal.woff2": "0b4563ba",
  "nunito-latin-700-normal.woff2": "04b1fb1a",
  "oswald-latin-400-normal.woff2": "afebb5c3",
  "oswald-latin-700-normal.woff2": "ae4c281c",
  "libre-baskerville-latin-400-normal.woff2": "348cfd4d",
  "libre-baskerville-latin-700-normal.woff2": "13b3ad8a",
  "dm-sans-latin-400-normal.woff2": "9ce79e10",
  "dm-sans-latin-700-normal.woff2": "2ac74a6f",
};

export interface FontSource {
  /** The file's name in a site and in the app's fonts/ folder: "inter-latin-400-normal.1a0b85dc.woff2". */
  file: string;
  /** The npm file it is copied from. */
  source: string;
  /** That npm file's name, the key of fontHashes. */
  npmFile: string;
}

function fontSource(family: FontFamily, weight: number): FontSource {
  const npmFile = `${slugs[family]}-latin-${weight}-normal.woff2`;
  return { file: hashedName(npmFile, fontHashes[npmFile]!), source: `@fontsource/${slugs[family]}/files/${npmFile}`, npmFile };
}

/** Every font a site can use: what the build copies into the app. */
export const allFonts: FontSource[] = fontFamilies.flatMap((family) => fontWeights.map((weight) => fontSource(family, weight)));

function families(doc: WebsiteDocument): FontFamily[] {
  return [...new Set([doc.style.fonts.heading, doc.style.fonts.body])].sort();
}

/** Output path in the site -> the npm file it is copied from. */
export function fontsFor(doc: WebsiteDocument): Record<string, string> {
  const out: Record<string, string> = {};
  for (const family of families(doc)) {
    for (const weight of fontWeights) {
      const font = fontSource(family, weight);
      out[`fonts/${font.file}`] = font.source;
    }
  }
  return out;
}

export function fontFaceRules(doc: WebsiteDocument, base: string): string[] {
  return families(doc).flatMap((family) =>
    fontWeights.map(
      (weight) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url("${base}${fontSource(family, weight).file}") format("woff2")}`,
    ),
  );
}
