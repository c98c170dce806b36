/**
 * What a spreadsheet may skip before a formula: any Unicode space (NBSP and U+3000 included), line
 * breaks, the BOM, zero-width characters, the bidirectional marks (U+200E/F, U+061C) and U+2060/U+180E.
 * A cell written " =1+1" or "\u200B=HYPERLINK(...)" looks like text yet some spreadsheets run it.
 * The formula characters include their full-width forms (＝＋－＠), which an IME types and some
 * spreadsheets accept. A tab or carriage return first is made inert too: either can hide one.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u061C\u180E\u200B-\u200F\u2060]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * One CSV cell. Spec 5: values containing commas or quotes are quoted, with quotes doubled (line
 * breaks too, RFC 4180). A value a spreadsheet would run as a formula ("=HYPERLINK(...)", "+1",
 * "@SUM") is made inert with a leading apostrophe (OWASP's advice), so an event sent by anyone
 * cannot become a live formula in the admin's spreadsheet.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(",")}\r\n`;
