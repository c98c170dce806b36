import type { Db } from "@eb/db";
import { analyticsExportInput } from "../../contracts";
import { authorizeAdmin, requireVerifiedFactor } from "../../identity";
import { DAY_MS, DomainError, writeAudit } from "../../platform";
import { exportEventsCsv } from "./export-events";

export const EXPORT_ROUTE = "/api/admin/analytics/export.csv";

export type EventsExport = { filename: string; lines: AsyncGenerator<string> };

/** The Export card's events download, after the checks of authorizeExportRange. */
export async function startEventsExport(db: Db, token: string | undefined, now: Date, query: unknown): Promise<EventsExport> {
  const range = await authorizeExportRange(db, token, now, query, { route: EXPORT_ROUTE, resourceId: "export" });
  return { filename: `analytics-events-${range.fromDay}-to-${range.toDay}.csv`, lines: exportEventsCsv(db, range.from, range.to) };
}

/** An export's whole UTC days: the first day's start and the end of the last one. */
export type ExportRange = { fromDay: string; toDay: string; from: Date; to: Date };

/**
 * What every Export card download checks first: an admin with a verified second factor (counted
 * against the admin limit, as a write is), a valid range of UTC days, and a `view_analytics`
 * audit row naming the export and its range, written before the first byte goes out.
 */
export async function authorizeExportRange(
  db: Db,
  token: string | undefined,
  now: Date,
  query: unknown,
  what: { route: string; resourceId: string },
): Promise<ExportRange> {
  const admin = await authorizeAdmin(db, token, now, { path: what.route, throttled: true });
  await requireVerifiedFactor(db, admin);
  const parsed = analyticsExportInput.safeParse(query);
  if (!parsed.success) throw new DomainError("invalid_input", parsed.error.issues[0]?.message ?? "Invalid export range");
  const from = new Date(`${parsed.data.from}T00:00:00Z`);
  const to = new Date(Date.parse(`${parsed.data.to}T00:00:00Z`) + DAY_MS);
  await writeAudit(
    db,
    {
      userId: admin.userId,
      action: "view_analytics",
      resourceType: "analytics",
      resourceId: what.resourceId,
      eventData: { export: { from: parsed.data.from, to: parsed.data.to } },
    },
    now,
  );
  return { fromDay: parsed.data.from, toDay: parsed.data.to, from, to };
}
