import { parse } from "csv-parse/sync";
import { MAX_REPORT_COLUMNS, MAX_REPORT_FIELD_CHARS, MAX_REPORT_ROWS, REPORT_FIELD_LABELS, REQUIRED_REPORT_FIELDS } from "../contracts";
import type { ReportField, ReportIssue, ReportMapping } from "../contracts";
import { parseAmount, parseCount, parseCurrency, parseDay } from "./report-values";

/*
 * A programme's CSV report read through the admin's column mapping: pure, no database. csv-parse
 * does the CSV (quotes, embedded separators and line breaks, a BOM); this file only maps columns
 * and reads each cell exactly (report-values.ts). Every problem is reported with its line and
 * column, so the admin fixes the file or the mapping before anything is stored.
 */

export type ReportRow = {
  /** The file's line number as the admin sees it (1 = the header). */
  line: number;
  day: string;
  subId: string;
  currency: string;
  registrations: number;
  firstDeposits: number;
  deposits: string;
  netRevenue: string;
  commission: string;
};

export type ReadReport = {
  header: string[];
  rows: ReportRow[];
  /** A mapped column missing from the file, a required field unmapped: nothing can be applied. */
  mappingErrors: ReportIssue[];
  errors: ReportIssue[];
};

const DELIMITERS = [",", ";", "\t"] as const;

/** Programmes write ',' or ';' (with decimal commas) or tabs: the header line's most frequent one. */
function detectDelimiter(content: string): string {
  const firstLine = content.slice(0, content.search(/\r?\n|$/));
  let best: string = ",";
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const count = firstLine.split(d).length - 1;
    if (count > bestCount) [best, bestCount] = [d, count];
  }
  return best;
}

const AMOUNT_FIELDS = ["deposits", "netRevenue", "commission"] as const;
const COUNT_FIELDS = ["registrations", "firstDeposits"] as const;

export function readReport(content: string, mapping: ReportMapping): ReadReport {
  const errors: ReportIssue[] = [];
  const mappingErrors: ReportIssue[] = [];
  let records: string[][];
  try {
    records = parse(content, {
      bom: true,
      delimiter: detectDelimiter(content),
      relax_column_count: true,
      skip_empty_lines: true,
      // One record's size is bounded; the whole file is (5 MB, the contract), so it is read to its
      // end and a file past the row limit is refused whole, never cut short (that would delete rows).
      max_record_size: MAX_REPORT_COLUMNS * (MAX_REPORT_FIELD_CHARS + 3),
    });
  } catch (err) {
    const e = err as { message?: string; lines?: number };
    mappingErrors.push({ row: e.lines ?? null, column: null, message: `Not a readable CSV file: ${e.message ?? "unknown error"}` });
    return { header: [], rows: [], mappingErrors, errors };
  }
  const [headerRecord, ...data] = records;
  const header = (headerRecord ?? []).map((h) => h.trim());
  if (header.length === 0) mappingErrors.push({ row: 1, column: null, message: "The file has no header row" });
  if (header.length > MAX_REPORT_COLUMNS) mappingErrors.push({ row: 1, column: null, message: `More than ${MAX_REPORT_COLUMNS} columns` });
  if (data.length > MAX_REPORT_ROWS) mappingErrors.push({ row: null, column: null, message: `More than ${MAX_REPORT_ROWS.toLocaleString("en")} rows` });

  // Where each mapped field is in the file.
  const index = new Map<ReportField, number>();
  for (const [field, name] of Object.entries(mapping.columns) as [ReportField, string | undefined][]) {
    if (!name) continue;
    const at = header.indexOf(name.trim());
    if (at < 0) mappingErrors.push({ row: 1, column: name, message: `${REPORT_FIELD_LABELS[field]}: the file has no column "${name}"` });
    else index.set(field, at);
  }
  for (const field of REQUIRED_REPORT_FIELDS)
    if (!mapping.columns[field])
      mappingErrors.push({ row: null, column: REPORT_FIELD_LABELS[field], message: `Choose the column of ${REPORT_FIELD_LABELS[field]}` });
  if (!mapping.columns.currency && !mapping.fileCurrency)
    mappingErrors.push({ row: null, column: "Currency", message: "Choose the currency column, or the currency of the whole file" });
  else if (!mapping.columns.currency && mapping.fileCurrency && !parseCurrency(mapping.fileCurrency).ok)
    mappingErrors.push({ row: null, column: "Currency", message: `${mapping.fileCurrency}: not an ISO 4217 currency code` });
  if (mappingErrors.length > 0) return { header, rows: [], mappingErrors, errors };

  const rows: ReportRow[] = [];
  const seen = new Map<string, number>();
  data.forEach((record, i) => {
    const line = i + 2;
    const cell = (field: ReportField) => {
      const at = index.get(field);
      return at === undefined ? "" : (record[at] ?? "");
    };
    const issue = (field: ReportField, message: string) => errors.push({ row: line, column: mapping.columns[field] ?? REPORT_FIELD_LABELS[field], message });
    let valid = true;
    for (const field of index.keys())
      if (cell(field).length > MAX_REPORT_FIELD_CHARS) {
        issue(field, `Longer than ${MAX_REPORT_FIELD_CHARS} characters`);
        valid = false;
      }
    if (!valid) return;
    const day = parseDay(cell("day"), mapping.dateFormat);
    if (!day.ok) issue("day", day.message);
    const currency = mapping.columns.currency ? parseCurrency(cell("currency")) : parseCurrency(mapping.fileCurrency ?? "");
    if (!currency.ok) issue("currency", currency.message);
    const counts = COUNT_FIELDS.map((f) => {
      const r = parseCount(cell(f), mapping.decimalSeparator);
      if (!r.ok) issue(f, r.message);
      return r;
    });
    const amounts = AMOUNT_FIELDS.map((f) => {
      const r = parseAmount(cell(f), mapping.decimalSeparator);
      if (!r.ok) issue(f, r.message);
      return r;
    });
    if (!day.ok || !currency.ok || counts.some((c) => !c.ok) || amounts.some((a) => !a.ok)) return;
    const subId = cell("subId").trim();
    // One row per (day, sub-id, currency) is the table's key; two in one file is a mistake to show, not to sum silently.
    const key = JSON.stringify([day.value, subId, currency.value]);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({ row: line, column: null, message: `Same day, sub-id and currency as line ${earlier}` });
      return;
    }
    seen.set(key, line);
    const [registrations, firstDeposits] = counts.map((c) => (c.ok ? c.value : 0)) as [number, number];
    const [deposits, netRevenue, commission] = amounts.map((a) => (a.ok ? a.value : "0")) as [string, string, string];
    rows.push({ line, day: day.value, subId, currency: currency.value, registrations, firstDeposits, deposits, netRevenue, commission });
  });
  return { header, rows, mappingErrors, errors };
}
