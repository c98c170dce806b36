import { createHash } from "node:crypto";
import { and, eq, gte, lte, sql } from "@eb/db";
import { affiliateReportImports, affiliateReportRows, bookmakers } from "@eb/db/schema";
import { REPORT_BOOKMAKER_NOT_FOUND, REPORT_CHANGED, REPORT_EMPTY, REPORT_HAS_ERRORS } from "../contracts";
import type { ApplyReportInput, ReportFileInput, ReportIssue, ReportPreview, ReportTotals } from "../contracts";
import { DAY_MS, DomainError, type AuditNote, type DbOrTx } from "../platform";
import { readReport, type ReportRow } from "./report-file";
import { mappingToStored, saveReportMapping } from "./report-mapping-store";
import { fromUnits, toUnits } from "./report-values";

/*
 * Preview, then apply, a programme's report. Applying replaces the bookmaker's whole period
 * (first..last day of the file) in one transaction, so importing the same period again replaces
 * it instead of doubling it, and a corrected report replaces the rows it corrects. Files are
 * bounded (5 MB, 50,000 rows), so this runs inside the request, not in the operations queue.
 */

/** The preview lists this many errors (all are counted) and rows. */
const SHOWN_ERRORS = 200;
const SAMPLE_ROWS = 50;
/** A period longer than this is a typo in a date (it would delete years of rows), not a report. */
const MAX_PERIOD_DAYS = 400;
const EARLIEST_DAY = "2000-01-01";
const INSERT_CHUNK = 1_000;

/** What the preview was computed from: the file and the mapping, so apply knows both are unchanged. */
export function reportDigest(input: ReportFileInput): string {
  return createHash("sha256")
    .update(JSON.stringify([input.bookmakerId, input.content, mappingToStored(input.mapping)]))
    .digest("hex");
}

type Checked = { rows: ReportRow[]; mappingErrors: ReportIssue[]; errors: ReportIssue[]; header: string[]; fromDay: string | null; toDay: string | null };

/** Reads the file and checks what needs the clock: no day in the future, a believable period. */
function checkReport(input: ReportFileInput, now: Date): Checked {
  const read = readReport(input.content, input.mapping);
  const errors = [...read.errors];
  const latest = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  const dayColumn = input.mapping.columns.day ?? "Day";
  const rows = read.rows.filter((r) => {
    const refusal = r.day < EARLIEST_DAY ? `Before ${EARLIEST_DAY}` : r.day > latest ? "A day in the future" : null;
    if (refusal) errors.push({ row: r.line, column: dayColumn, message: refusal });
    return !refusal;
  });
  const days = rows.map((r) => r.day).sort();
  const fromDay = days[0] ?? null;
  const toDay = days.at(-1) ?? null;
  if (fromDay && toDay && (Date.parse(toDay) - Date.parse(fromDay)) / DAY_MS + 1 > MAX_PERIOD_DAYS)
    errors.push({ row: null, column: dayColumn, message: `The period ${fromDay} to ${toDay} is longer than ${MAX_PERIOD_DAYS} days` });
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { rows, mappingErrors: read.mappingErrors, errors, header: read.header, fromDay, toDay };
}

/** The file's columns no field of the mapping reads (blank header cells aside). */
export function unmappedColumns(header: string[], mapping: ReportFileInput["mapping"]): string[] {
  const mapped = new Set(Object.values(mapping.columns).map((c) => c.trim()));
  return header.filter((h) => h !== "" && !mapped.has(h));
}

async function requireBookmaker(db: DbOrTx, bookmakerId: number) {
  const [row] = await db.select({ id: bookmakers.id }).from(bookmakers).where(eq(bookmakers.id, bookmakerId));
  if (!row) throw new DomainError("not_found", REPORT_BOOKMAKER_NOT_FOUND);
}

const emptyTotals = (): ReportTotals => ({ rows: 0, registrations: 0, firstDeposits: 0, deposits: "0", netRevenue: "0", commission: "0" });

/** The file's totals per currency, summed exactly. */
function fileTotals(rows: ReportRow[]): Map<string, ReportTotals> {
  const sums = new Map<string, { rows: number; registrations: number; firstDeposits: number; deposits: bigint; netRevenue: bigint; commission: bigint }>();
  for (const r of rows) {
    const s = sums.get(r.currency) ?? { rows: 0, registrations: 0, firstDeposits: 0, deposits: 0n, netRevenue: 0n, commission: 0n };
    s.rows += 1;
    s.registrations += r.registrations;
    s.firstDeposits += r.firstDeposits;
    s.deposits += toUnits(r.deposits);
    s.netRevenue += toUnits(r.netRevenue);
    s.commission += toUnits(r.commission);
    sums.set(r.currency, s);
  }
  return new Map(
    [...sums].map(([currency, s]) => [
      currency,
      { ...s, deposits: fromUnits(s.deposits), netRevenue: fromUnits(s.netRevenue), commission: fromUnits(s.commission) },
    ]),
  );
}

/** What is stored now for the bookmaker in the period, per currency (numeric sums in SQL, exact). */
async function storedTotals(db: DbOrTx, bookmakerId: number, fromDay: string, toDay: string): Promise<Map<string, ReportTotals>> {
  const t = affiliateReportRows;
  const rows = await db
    .select({
      currency: t.currency,
      rows: sql<string>`count(*)::text`,
      registrations: sql<string>`coalesce(sum(${t.registrations}), 0)::text`,
      firstDeposits: sql<string>`coalesce(sum(${t.firstDeposits}), 0)::text`,
      deposits: sql<string>`coalesce(sum(${t.deposits}), 0)::text`,
      netRevenue: sql<string>`coalesce(sum(${t.netRevenue}), 0)::text`,
      commission: sql<string>`coalesce(sum(${t.commission}), 0)::text`,
    })
    .from(t)
    .where(and(eq(t.bookmakerId, bookmakerId), gte(t.day, fromDay), lte(t.day, toDay)))
    .groupBy(t.currency);
  // Through fromUnits so both sides print alike ("12.5", not "12.5000").
  const exact = (s: string) => fromUnits(toUnits(s));
  return new Map(
    rows.map((r) => [
      r.currency,
      {
        rows: Number(r.rows),
        registrations: Number(r.registrations),
        firstDeposits: Number(r.firstDeposits),
        deposits: exact(r.deposits),
        netRevenue: exact(r.netRevenue),
        commission: exact(r.commission),
      },
    ]),
  );
}

export async function previewReportImport(db: DbOrTx, input: ReportFileInput, now: Date): Promise<ReportPreview> {
  await requireBookmaker(db, input.bookmakerId);
  const checked = checkReport(input, now);
  const { fromDay, toDay, rows } = checked;
  const before = fromDay && toDay ? await storedTotals(db, input.bookmakerId, fromDay, toDay) : new Map<string, ReportTotals>();
  const after = fileTotals(rows);
  const currencies = [...new Set([...before.keys(), ...after.keys()])].sort();
  const errorCount = checked.mappingErrors.length + checked.errors.length;
  return {
    unmappedColumns: unmappedColumns(checked.header, input.mapping),
    digest: reportDigest(input),
    header: checked.header,
    fromDay,
    toDay,
    rowsParsed: rows.length,
    rowsReplaced: [...before.values()].reduce((n, t) => n + t.rows, 0),
    totals: currencies.map((currency) => ({ currency, before: before.get(currency) ?? emptyTotals(), after: after.get(currency) ?? emptyTotals() })),
    sample: rows.slice(0, SAMPLE_ROWS),
    mappingErrors: checked.mappingErrors,
    errors: checked.errors.slice(0, SHOWN_ERRORS),
    errorCount,
    canApply: errorCount === 0 && rows.length > 0,
  };
}

/**
 * Replaces the bookmaker's rows of the file's period with the file's rows, records the import and
 * remembers the mapping. Runs in the audited transaction: all of it, or nothing.
 */
export async function applyReportImport(tx: DbOrTx, input: ApplyReportInput, importedBy: string, now: Date, audit: AuditNote) {
  await requireBookmaker(tx, input.bookmakerId);
  if (reportDigest(input) !== input.digest) throw new DomainError("conflict", REPORT_CHANGED);
  const checked = checkReport(input, now);
  if (checked.mappingErrors.length + checked.errors.length > 0) throw new DomainError("invalid_input", REPORT_HAS_ERRORS);
  const { fromDay, toDay, rows } = checked;
  if (!fromDay || !toDay || rows.length === 0) throw new DomainError("invalid_input", REPORT_EMPTY);

  const t = affiliateReportRows;
  const deleted = await tx
    .delete(t)
    .where(and(eq(t.bookmakerId, input.bookmakerId), gte(t.day, fromDay), lte(t.day, toDay)))
    .returning({ day: t.day });
  const [record] = await tx
    .insert(affiliateReportImports)
    .values({
      bookmakerId: input.bookmakerId,
      fromDay,
      toDay,
      fileName: input.fileName,
      rowsReplaced: deleted.length,
      rowsImported: rows.length,
      importedBy,
      importedAt: now,
    })
    .returning({ id: affiliateReportImports.id });
  const importId = record!.id;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await tx.insert(t).values(
      rows.slice(i, i + INSERT_CHUNK).map((r) => ({
        bookmakerId: input.bookmakerId,
        day: r.day,
        subId: r.subId,
        currency: r.currency,
        registrations: r.registrations,
        firstDeposits: r.firstDeposits,
        deposits: r.deposits,
        netRevenue: r.netRevenue,
        commission: r.commission,
        importId,
      })),
    );

  const mapping = await saveReportMapping(tx, input.bookmakerId, input.mapping, now);

  audit({
    resourceId: String(input.bookmakerId),
    data: {
      importId,
      fileName: input.fileName,
      fromDay,
      toDay,
      rowsReplaced: deleted.length,
      rowsImported: rows.length,
      totals: Object.fromEntries(fileTotals(rows)),
      ...(mapping.changed ? { mapping: { before: mapping.before, after: mapping.after } } : {}),
    },
  });
  return { importId, fromDay, toDay, rowsReplaced: deleted.length, rowsImported: rows.length };
}
