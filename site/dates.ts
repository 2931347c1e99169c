// An article's date for machines: the value of <time datetime>, read from the text the owner wrote. The page
// shows the owner's words; this only adds the day (or month) a search engine or a screen reader can use.

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The month's number (1-12) from its English name or a three-letter start of it ("March", "Mar", "Sept"). */
function monthNumber(name: string): number | null {
  const word = name.toLowerCase();
  const index = months.indexOf(word.slice(0, 3));
  if (index === -1) return null;
  // A whole name, or an abbreviation: "Marching" is not March.
  const full = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"][index]!;
  return full.startsWith(word) ? index + 1 : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** "YYYY-MM-DD" when that day exists on the calendar (no 31 April, 29 February only in leap years). */
function day(year: number, month: number, date: number): string | null {
  if (year < 1 || month < 1 || month > 12 || date < 1) return null;
  const last = [31, leap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return date <= last ? `${String(year).padStart(4, "0")}-${pad(month)}-${pad(date)}` : null;
}

/**
 * The machine-readable date in `text`: "2026-03-14", "14 March 2026", "March 14, 2026" -> "2026-03-14";
 * "2026-03", "March 2026" -> "2026-03". Anything else (a season, "last week", a date that does not exist) -> null,
 * and the page shows the text without a datetime.
 */
export function machineDate(text: string): string | null {
  const t = text.trim().replace(/\s+/g, " ");
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m) return Number(m[1]) >= 1 && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? t : null;
  m = /^(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]+)\.?,? (\d{4})$/.exec(t);
  if (m) {
    const month = monthNumber(m[2]!);
    return month ? day(Number(m[3]), month, Number(m[1])) : null;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(t);
  if (m) {
    const month = monthNumber(m[1]!);
    return month ? day(Number(m[3]), month, Number(m[2])) : null;
  }
  m = /^([A-Za-z]+)\.? (\d{4})$/.exec(t);
  if (m) {
    const month = monthNumber(m[1]!);
    return month && Number(m[2]) >= 1 ? `${m[2]}-${pad(month)}` : null;
  }
  return null;
}
