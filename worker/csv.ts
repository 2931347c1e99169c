// CSV downloads (the admin's payments, an owner's form messages): one way to quote a field and to send the file.
import type { Context } from "hono";

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
export function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows under their header as a CSV attachment (CRLF lines, as RFC 4180 and spreadsheets expect). */
export function csvResponse(c: Context, filename: string, header: string[], rows: (string | number | null)[][]): Response {
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(","));
  return c.body(`${lines.join("\r\n")}\r\n`, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });
}
