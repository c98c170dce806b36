import type { Db } from "@eb/db";
import { analyticsExportInput } from "../../contracts";
import { authorizeAdmin, requireVerifiedFactor } from "../../identity";
import { DAY_MS, DomainError, writeAudit } from "../../platform";
import { exportEventsCsv } from "./export-events";

export const EXPORT_ROUTE = "/api/admin/analytics/export.csv";

export type EventsExport = { filename: string; lines: AsyncGenerator<string> };

/**
 * The Export card's download: an admin with a verified second factor (counted against the admin
 * limit, as a write is: each export reads a whole range), a valid range of UTC days, and a
 * `view_analytics` audit row naming the range, written before the first byte goes out.
 */
export async function startEventsExport(db: Db, token: string | undefined, now: Date, query: unknown): Promise<EventsExport> {
  const admin = await authorizeAdmin(db, token, now, { path: EXPORT_ROUTE, throttled: true });
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
      resourceId: "export",
      eventData: { export: { from: parsed.data.from, to: parsed.data.to } },
    },
    now,
  );
  return { filename: `analytics-events-${parsed.data.from}-to-${parsed.data.to}.csv`, lines: exportEventsCsv(db, from, to) };
}
