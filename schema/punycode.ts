// Reading international domain names back (RFC 3492 Punycode) and the Latin they look like, so a name that only
// looks like one of ours ('app.lоcalhost' with a Cyrillic о) is refused however it was typed.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  for (; delta > ((BASE - T_MIN) * T_MAX) >> 1; k += BASE) delta = Math.floor(delta / (BASE - T_MIN));
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

/** One label's Unicode ('xn--lcalhost-…' -> 'lоcalhost'), or null when it is not valid Punycode. */
export function decodeLabel(label: string): string | null {
  if (!label.startsWith("xn--")) return label;
  const input = label.slice(4);
  const cut = input.lastIndexOf("-");
  const output = cut > 0 ? [...input.slice(0, cut)].map((c) => c.codePointAt(0)!) : [];
  let [n, i, bias] = [128, 0, 72];
  for (let at = cut > 0 ? cut + 1 : 0; at < input.length; ) {
    const old = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (at >= input.length) return null;
      const c = input.charCodeAt(at++);
      const digit = c - 48 < 10 ? c - 22 : c - 65 < 26 ? c - 65 : c - 97 < 26 ? c - 97 : BASE;
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    bias = adapt(i - old, output.length + 1, old === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return null;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/** Letters from other scripts that look like Latin ones (the common confusables of Unicode TR 39). */
const LOOKALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x", ѕ: "s", і: "i", ї: "i", ј: "j", һ: "h", ԁ: "d", ԛ: "q", ԝ: "w", ӏ: "l", ɡ: "g", ո: "n", օ: "o", ս: "u",
  α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", ω: "w",
  "ı": "i", "ℓ": "l", "０": "0", "１": "1",
};

/** The plain Latin a hostname reads as: every label decoded, compatibility forms folded, lookalikes replaced. */
export function skeleton(hostname: string): string {
  return hostname
    .split(".")
    .map((label) => decodeLabel(label) ?? label)
    .join(".")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/./gu, (c) => LOOKALIKES[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** Whether a label mixes Latin letters with Cyrillic or Greek ones, as no real name needs to. */
export function mixesScripts(label: string): boolean {
  const text = decodeLabel(label) ?? label;
  return /\p{Script=Latin}/u.test(text) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(text);
}
