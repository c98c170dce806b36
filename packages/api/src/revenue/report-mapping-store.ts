import { eq, sql } from "@eb/db";
import { affiliatePrograms } from "@eb/db/schema";
import { REPORT_DATE_FORMATS, REPORT_DECIMAL_SEPARATORS, REPORT_FIELDS } from "../contracts";
import type { ReportField, ReportMapping } from "../contracts";
import { isSameValue, type DbOrTx } from "../platform";

/*
 * The report's column mapping, kept per bookmaker in affiliate_programs.report_mapping (a flat
 * jsonb of strings: the fields' header names, and the format settings under their own keys). Only
 * that column and the row's version are written here: the programme's other settings belong to the
 * Affiliate programme dialog, which may save the same row.
 */

const SETTINGS = { dateFormat: "dateFormat", decimalSeparator: "decimalSeparator", fileCurrency: "fileCurrency" } as const;

export function mappingToStored(mapping: ReportMapping): Record<string, string> {
  const stored: Record<string, string> = { [SETTINGS.dateFormat]: mapping.dateFormat, [SETTINGS.decimalSeparator]: mapping.decimalSeparator };
  if (mapping.fileCurrency) stored[SETTINGS.fileCurrency] = mapping.fileCurrency;
  for (const field of REPORT_FIELDS) {
    const column = mapping.columns[field];
    if (column) stored[field] = column;
  }
  return stored;
}

/** A stored mapping back as the form's; anything unexpected (an older shape) falls back to defaults. */
export function mappingFromStored(stored: Record<string, string> | null): ReportMapping | null {
  if (!stored || typeof stored !== "object") return null;
  const columns: Partial<Record<ReportField, string>> = {};
  for (const field of REPORT_FIELDS) if (typeof stored[field] === "string" && stored[field]) columns[field] = stored[field];
  const dateFormat = REPORT_DATE_FORMATS.find((f) => f === stored[SETTINGS.dateFormat]) ?? "yyyy-mm-dd";
  const decimalSeparator = REPORT_DECIMAL_SEPARATORS.find((s) => s === stored[SETTINGS.decimalSeparator]) ?? ".";
  const fileCurrency = typeof stored[SETTINGS.fileCurrency] === "string" ? stored[SETTINGS.fileCurrency]! : null;
  return { columns, dateFormat, decimalSeparator, fileCurrency };
}

export async function loadReportMapping(db: DbOrTx, bookmakerId: number): Promise<ReportMapping | null> {
  const [row] = await db.select({ mapping: affiliatePrograms.reportMapping }).from(affiliatePrograms).where(eq(affiliatePrograms.bookmakerId, bookmakerId));
  return mappingFromStored(row?.mapping ?? null);
}

/**
 * Saves the mapping, creating the bookmaker's programme row when it has none; an unchanged mapping
 * writes nothing (the row's version moves only for a change). Returns the stored mapping before.
 */
export async function saveReportMapping(
  tx: DbOrTx,
  bookmakerId: number,
  mapping: ReportMapping,
  now: Date,
): Promise<{ before: Record<string, string> | null; after: Record<string, string>; changed: boolean }> {
  const [before] = await tx
    .select({ mapping: affiliatePrograms.reportMapping })
    .from(affiliatePrograms)
    .where(eq(affiliatePrograms.bookmakerId, bookmakerId))
    .for("update");
  const stored = mappingToStored(mapping);
  if (isSameValue(before?.mapping ?? null, stored)) return { before: stored, after: stored, changed: false };
  await tx
    .insert(affiliatePrograms)
    .values({ bookmakerId, reportMapping: stored, updatedAt: now })
    .onConflictDoUpdate({
      target: affiliatePrograms.bookmakerId,
      set: { reportMapping: stored, version: sql`${affiliatePrograms.version} + 1`, updatedAt: now },
    });
  return { before: before?.mapping ?? null, after: stored, changed: true };
}
