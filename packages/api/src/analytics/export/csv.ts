/** Characters a spreadsheet may read as the start of a formula (and tab and carriage return, which hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

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
