import { REPORT_FIELDS, type ReportField, type ReportMapping } from "@eb/api/contracts";

/** The mapping a bookmaker starts with before its first import. */
export const EMPTY_MAPPING: ReportMapping = { columns: {}, dateFormat: "yyyy-mm-dd", decimalSeparator: ".", fileCurrency: null };

/**
 * Common header names per field, to pre-select a column for a bookmaker with no saved mapping, as
 * `headerWords` writes them: "sub_id", "Sub-ID" and "sub id" are one name.
 */
const USUAL_HEADERS: Record<ReportField, string[]> = {
  day: ["date", "day", "period"],
  subId: ["sub id", "subid", "btag", "clickref", "click id", "clickid", "var1", "anid"],
  currency: ["currency", "ccy"],
  registrations: ["registrations", "signups", "sign ups", "regs"],
  firstDeposits: ["first deposits", "first deposit", "ftd", "ftds", "first time depositors", "new depositing customers"],
  deposits: ["deposits", "deposit amount", "total deposits"],
  netRevenue: ["net revenue", "ngr", "net gaming revenue", "revenue"],
  commission: ["commission", "total commission", "earnings"],
};

/** A header as words: lower case, with underscores, dashes and runs of spaces as one space. */
export const headerWords = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/**
 * The mapping to show for a file: the saved mapping's columns that the file has, and for a field
 * without one, a header with its usual name. A saved column the file lacks is kept, so the
 * preview shows it as a mapping error rather than silently dropping it.
 */
export function mappingForHeader(saved: ReportMapping | null, header: string[]): ReportMapping {
  const base = saved ?? EMPTY_MAPPING;
  const columns: Partial<Record<ReportField, string>> = { ...base.columns };
  if (!saved)
    for (const field of REPORT_FIELDS) {
      const found = header.find((h) => USUAL_HEADERS[field].includes(headerWords(h)));
      if (found) columns[field] = found;
    }
  return { ...base, columns };
}

/** One key per (file, mapping): the Apply button needs a preview of exactly what is on screen. */
export const previewKey = (bookmakerId: number | null, content: string | null, mapping: ReportMapping) =>
  JSON.stringify([bookmakerId, content?.length, content?.slice(0, 64), mapping]);
