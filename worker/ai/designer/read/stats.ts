// The figures a brief asks the site to show: "Numbers to show: 2,400 girls trained, 18 schools, 9 clubs", "a stats
// strip: 48,000 bags saved, 310 partner shops", "stats (hectares sprayed: 18,000+)". Each is kept as written, the
// figure apart from what it counts, so the page shows the customer's numbers instead of sample ones.

export interface StatReading {
  value: string;
  label: string;
  from: string;
}

/** Words that introduce the figures, then the list after a colon, a dash or a bracket. */
const LEAD = /\b(?:stats|statistics|numbers(?:\s+to\s+show)?|figures|counters|key numbers|impact numbers|in numbers|by the numbers)(?:\s+(?:strip|bar|section|row|band|block))?\s*(?:\(|:|–|—|-)\s*((?:[^.;)\n]|\.(?=\d)){3,240})/giu;
/** A figure: a number as people write one, with its "+", "%", "k" or "M", perhaps "over" before it. */
const FIGURE = "(?:(?:over|more than|almost|nearly)\\s+)?\\d[\\d,.]*\\s?(?:\\+|%|★|⭐|/5|lakhs?\\+?|crores?\\+?|k\\+?|K\\+?|m\\+?|M\\+?|million\\+?)?";
const VALUE_FIRST = new RegExp(`^(${FIGURE})\\s+(\\p{L}.{1,59})$`, "u");
const LABEL_FIRST = new RegExp(`^(\\p{L}.{1,59}?)\\s*[:=–-]\\s*(${FIGURE})$`, "u");

export function readStats(text: string): StatReading[] {
  const out: StatReading[] = [];
  for (const m of text.matchAll(LEAD)) {
    // ("62% of alumni now in university or tech jobs": an item's "and" is its own; items are parted by commas.)
    // ("1.200 clínicas, 38% menos faltas, 4,8 nota", "48,000 bags saved": a point or a comma between digits is the
    // number's own.)
    for (const raw of m[1]!.split(/,\s+|,(?=\p{L})|;\s*|\s+and\s+(?=\d)/u)) {
      const item = raw.trim().replace(/^(?:and|plus)\s+/i, "");
      const first = VALUE_FIRST.exec(item);
      const last = first ? null : LABEL_FIRST.exec(item);
      const stat = first ? { value: first[1]!, label: first[2]! } : last ? { value: last[2]!, label: last[1]! } : null;
      if (stat && !out.some((s) => s.value === stat.value && s.label === stat.label)) out.push({ ...stat, from: m[0].slice(0, 200) });
    }
  }
  return out.slice(0, 6);
}
