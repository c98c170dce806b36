import { z } from "zod";
import { dbId } from "./db-id";
import { singleLine } from "./text";

/*
 * Issue 27, reports import: an affiliate programme's CSV report (per day, sub-id and currency),
 * read through a column mapping the admin saves per bookmaker.
 */

/** The report's fields, in the order the import screen lists them. */
export const REPORT_FIELDS = ["day", "subId", "currency", "registrations", "firstDeposits", "deposits", "netRevenue", "commission"] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

export const REPORT_FIELD_LABELS: Record<ReportField, string> = {
  day: "Day",
  subId: "Sub-id",
  currency: "Currency",
  registrations: "Registrations",
  firstDeposits: "First deposits",
  deposits: "Deposits",
  netRevenue: "Net revenue",
  commission: "Commission",
};

/** Fields every mapping must name (currency may be a column or one currency for the whole file). */
export const REQUIRED_REPORT_FIELDS: readonly ReportField[] = ["day"];

/** The date formats programmes write; dd/mm and mm/dd cannot be told apart, so the mapping names one. */
export const REPORT_DATE_FORMATS = ["yyyy-mm-dd", "dd/mm/yyyy", "mm/dd/yyyy"] as const;
export type ReportDateFormat = (typeof REPORT_DATE_FORMATS)[number];

/** "1,234.56" (point) or "1.234,56" (comma): chosen per mapping, never guessed. */
export const REPORT_DECIMAL_SEPARATORS = [".", ","] as const;
export type ReportDecimalSeparator = (typeof REPORT_DECIMAL_SEPARATORS)[number];

/** Bounds of an uploaded report: what one request may make the server parse. */
export const MAX_REPORT_CHARS = 5 * 1024 * 1024;
export const MAX_REPORT_ROWS = 50_000;
export const MAX_REPORT_FIELD_CHARS = 200;
export const MAX_REPORT_COLUMNS = 100;

const headerName = singleLine({ min: 1, max: MAX_REPORT_FIELD_CHARS });

export const CURRENCY_CODE = "Enter a three-letter currency code (ISO 4217), such as EUR";

export const reportMappingInput = z.object({
  /** Header name per field; a field left out is not in the file (counted as 0). */
  columns: z.partialRecord(z.enum(REPORT_FIELDS), headerName),
  dateFormat: z.enum(REPORT_DATE_FORMATS),
  decimalSeparator: z.enum(REPORT_DECIMAL_SEPARATORS),
  /** The file's one currency, when it has no currency column. */
  fileCurrency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, CURRENCY_CODE)
    .nullable(),
});
export type ReportMapping = z.infer<typeof reportMappingInput>;

export const REPORT_TOO_LARGE = "The file is larger than 5 MB";

export const reportFileInput = z.object({
  bookmakerId: dbId("Choose a bookmaker"),
  fileName: singleLine({ max: 200 }).nullable(),
  content: z.string().max(MAX_REPORT_CHARS, REPORT_TOO_LARGE),
  mapping: reportMappingInput,
});
export type ReportFileInput = z.infer<typeof reportFileInput>;

/** Apply: the same file and mapping again, and the digest its preview showed (the file must not have changed). */
export const applyReportInput = reportFileInput.extend({ digest: z.string().regex(/^[0-9a-f]{64}$/, "Preview the file first") });
export type ApplyReportInput = z.infer<typeof applyReportInput>;

export const reportMappingQueryInput = z.object({ bookmakerId: dbId("Choose a bookmaker") });

export const REPORT_HAS_ERRORS = "The file has errors: fix them and preview it again";
export const REPORT_CHANGED = "The file or its mapping changed since the preview: preview it again";
export const REPORT_EMPTY = "The file has no rows to import";
export const REPORT_BOOKMAKER_NOT_FOUND = "Bookmaker not found";

/** The template's header: the column names the import screen matches without help (docs/affiliate-reports.md). */
export const REPORT_TEMPLATE_HEADER: Record<ReportField, string> = {
  day: "day",
  subId: "sub_id",
  currency: "currency",
  registrations: "registrations",
  firstDeposits: "first_deposits",
  deposits: "deposits",
  netRevenue: "net_revenue",
  commission: "commission",
};

// ---- outputs

const reportTotalsOutput = z.object({
  rows: z.number(),
  registrations: z.number(),
  firstDeposits: z.number(),
  /** Exact decimals as strings. */
  deposits: z.string(),
  netRevenue: z.string(),
  commission: z.string(),
});
export type ReportTotals = z.infer<typeof reportTotalsOutput>;

export const reportIssueOutput = z.object({
  /** The file's line (1 = the header); null for a mapping error. */
  row: z.number().nullable(),
  /** The header name or the field concerned. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ReportIssue = z.infer<typeof reportIssueOutput>;

export const reportRowOutput = z.object({
  line: z.number(),
  day: z.string(),
  subId: z.string(),
  currency: z.string(),
  registrations: z.number(),
  firstDeposits: z.number(),
  deposits: z.string(),
  netRevenue: z.string(),
  commission: z.string(),
});

export const reportPreviewOutput = z.object({
  digest: z.string(),
  header: z.array(z.string()),
  fromDay: z.string().nullable(),
  toDay: z.string().nullable(),
  rowsParsed: z.number(),
  /** Rows stored now for this bookmaker in the period, which applying deletes. */
  rowsReplaced: z.number(),
  totals: z.array(z.object({ currency: z.string(), before: reportTotalsOutput, after: reportTotalsOutput })),
  /** The first rows as read, for the preview table. */
  sample: z.array(reportRowOutput),
  mappingErrors: z.array(reportIssueOutput),
  /** The file's columns no field reads: shown before Apply, as their figures would not be imported. */
  unmappedColumns: z.array(z.string()),
  errors: z.array(reportIssueOutput),
  /** All errors, of which `errors` lists the first ones. */
  errorCount: z.number(),
  canApply: z.boolean(),
});
export type ReportPreview = z.infer<typeof reportPreviewOutput>;

export const reportApplyOutput = z.object({
  importId: z.number(),
  fromDay: z.string(),
  toDay: z.string(),
  rowsReplaced: z.number(),
  rowsImported: z.number(),
});

export const savedReportMappingOutput = z.object({
  mapping: z
    .object({
      columns: z.partialRecord(z.enum(REPORT_FIELDS), z.string()),
      dateFormat: z.enum(REPORT_DATE_FORMATS),
      decimalSeparator: z.enum(REPORT_DECIMAL_SEPARATORS),
      fileCurrency: z.string().nullable(),
    })
    .nullable(),
});
