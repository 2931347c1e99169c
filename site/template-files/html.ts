// HTML, read just enough: tags with their attributes, comments, and the raw text of script, style and title.

export interface Attr {
  /** Lower case. */
  name: string;
  /** As written (entities not decoded); null for a bare attribute. */
  value: string | null;
  start: number;
  end: number;
}

export type Token =
  | { kind: "comment"; start: number; end: number; body: string }
  | { kind: "start"; name: string; start: number; end: number; attrs: Attr[] }
  | { kind: "end"; name: string; start: number; end: number }
  | { kind: "raw"; parent: string; start: number; end: number }
  | { kind: "other"; start: number; end: number };

/** Elements whose content is text up to their end tag, not markup. */
export const RAW = new Set(["script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes"]);

export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const n = html.length;
  const letter = (ch: string | undefined) => ch !== undefined && /[A-Za-z]/.test(ch);
  const space = (ch: string | undefined) => ch !== undefined && /[\s]/.test(ch);
  let i = 0;
  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    i = lt;
    if (html.startsWith("<!--", i)) {
      const bodyStart = i + 4;
      let close: number;
      let end: number;
      if (html.startsWith(">", bodyStart)) [close, end] = [bodyStart, bodyStart + 1];
      else if (html.startsWith("->", bodyStart)) [close, end] = [bodyStart, bodyStart + 2];
      else {
        const found = html.indexOf("-->", bodyStart);
        [close, end] = found < 0 ? [n, n] : [found, found + 3];
      }
      tokens.push({ kind: "comment", start: i, end, body: html.slice(bodyStart, close) });
      i = end;
      continue;
    }
    const next = html[i + 1];
    if (next === "!" || next === "?") {
      const gt = html.indexOf(">", i);
      const end = gt < 0 ? n : gt + 1;
      tokens.push({ kind: "other", start: i, end });
      i = end;
      continue;
    }
    if (next === "/" && letter(html[i + 2])) {
      let p = i + 2;
      while (p < n && !space(html[p]) && html[p] !== "/" && html[p] !== ">") p++;
      const name = html.slice(i + 2, p).toLowerCase();
      const gt = html.indexOf(">", p);
      const end = gt < 0 ? n : gt + 1;
      tokens.push({ kind: "end", name, start: i, end });
      i = end;
      continue;
    }
    if (!letter(next)) {
      i++;
      continue;
    }
    let p = i + 1;
    while (p < n && !space(html[p]) && html[p] !== "/" && html[p] !== ">") p++;
    const name = html.slice(i + 1, p).toLowerCase();
    const attrs: Attr[] = [];
    for (;;) {
      while (p < n && (space(html[p]) || html[p] === "/")) p++;
      if (p >= n) break;
      if (html[p] === ">") {
        p++;
        break;
      }
      const start = p;
      if (html[p] === "=") p++;
      while (p < n && !space(html[p]) && html[p] !== "/" && html[p] !== ">" && html[p] !== "=") p++;
      const attrName = html.slice(start, p).toLowerCase();
      let q = p;
      while (q < n && space(html[q])) q++;
      let value: string | null = null;
      if (html[q] === "=") {
        q++;
        while (q < n && space(html[q])) q++;
        const quote = html[q];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, q + 1);
          value = html.slice(q + 1, close < 0 ? n : close);
          p = close < 0 ? n : close + 1;
        } else {
          let e = q;
          while (e < n && !space(html[e]) && html[e] !== ">") e++;
          value = html.slice(q, e);
          p = e;
        }
      }
      attrs.push({ name: attrName, value, start, end: p });
    }
    tokens.push({ kind: "start", name, start: i, end: p, attrs });
    i = p;
    if (RAW.has(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, "gi");
      close.lastIndex = p;
      const end = close.exec(html)?.index ?? n;
      tokens.push({ kind: "raw", parent: name, start: p, end });
      i = end;
    }
  }
  return tokens;
}

export const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);?/gi, (match, ref: string) => {
    if (ref[0] !== "#") return entities[ref.toLowerCase()] ?? match;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

/** Line numbers (1-based) of offsets in a text. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
