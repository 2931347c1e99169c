// WCAG contrast, so that whatever colours a user or a model picks, text on them stays readable (AA: 4.5:1).
function channel(hex: string, offset: number): number {
  const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const AA = 4.5;
const WHITE = "#ffffff";
const INK = "#111827";

/** White or near-black, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

/** `preferred` if it reaches AA on `background`, otherwise the readable fallback. */
export function ensureContrast(preferred: string, background: string): string {
  return contrastRatio(preferred, background) >= AA ? preferred : readableOn(background);
}
