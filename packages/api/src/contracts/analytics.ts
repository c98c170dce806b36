import { z } from "zod";
import { DAY_MS } from "../shared";

/** Spec 2: the Analytics tab's date-range picker. Lifetime starts at 2024-01-01 (UTC). */
export const RANGE_PRESETS = [
  { id: "7d", label: "Last 7 days", days: 7 },
  { id: "30d", label: "Last 30 days", days: 30 },
  { id: "180d", label: "Last 6 months (180 days)", days: 180 },
  { id: "365d", label: "Last 1 year (365 days)", days: 365 },
  { id: "lifetime", label: "Lifetime (from 2024-01-01)", days: null },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["id"];
export const RANGE_PRESET_IDS = RANGE_PRESETS.map((p) => p.id) as [RangePreset, ...RangePreset[]];
export const DEFAULT_RANGE_PRESET: RangePreset = "30d";

export const analyticsRangeInput = z.object({ range: z.enum(RANGE_PRESET_IDS).default(DEFAULT_RANGE_PRESET) });
export type AnalyticsRangeInput = z.infer<typeof analyticsRangeInput>;

/** The export's calendar days (UTC), as the date inputs send them: both included. */
export const EXPORT_MAX_DAYS = 1096;
/** No analytics exist before Lifetime's start, and no export may begin before it. */
export const EXPORT_FIRST_DAY = "2024-01-01";
/** The last day whose next midnight PostgreSQL's timestamptz and an ISO string still write alike. */
export const EXPORT_LAST_DAY = "9999-12-30";
export const EXPORT_DAY_FORMAT = "Use a date like 2026-01-31";
export const EXPORT_DAY_TOO_EARLY = `Pick dates from ${EXPORT_FIRST_DAY} on`;
export const EXPORT_DAY_TOO_LATE = `Pick dates up to ${EXPORT_LAST_DAY}`;

/**
 * A real calendar day written YYYY-MM-DD. Date.parse alone is not enough: it reads "2026-02-30"
 * as March 2, so the day must come back unchanged from the date it names.
 */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

const exportDay = z
  .string()
  .refine(isCalendarDay, EXPORT_DAY_FORMAT)
  .refine((day) => day >= EXPORT_FIRST_DAY, EXPORT_DAY_TOO_EARLY)
  .refine((day) => day <= EXPORT_LAST_DAY, EXPORT_DAY_TOO_LATE);
export const analyticsExportInput = z
  .object({ from: exportDay, to: exportDay })
  .refine((r) => r.from <= r.to, { message: "The start date must not be after the end date" })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / DAY_MS < EXPORT_MAX_DAYS, {
    message: `Export at most ${EXPORT_MAX_DAYS} days at a time`,
  });
export type AnalyticsExportInput = z.infer<typeof analyticsExportInput>;

/** `analytics.alerts`: the Smart Alerts that hold now, most urgent first. */
export const smartAlertsOutput = z.object({
  alerts: z.array(
    z.object({
      kind: z.enum(["traffic_spike", "performance_drop", "click_spike", "low_conversion"]),
      severity: z.enum(["info", "warning"]),
      title: z.string(),
      message: z.string(),
    }),
  ),
});

/** Each event of `analytics.realtime`: the last hour's counts and its latest events. */
export const realtimeSnapshotOutput = z.object({
  pageViews: z.number(),
  bookmakerClicks: z.number(),
  activeSessions: z.number(),
  /** Events left out as bots and headless browsers in the window (counted, never stored). */
  botEvents: z.number(),
  latest: z.array(z.object({ id: z.number(), type: z.string(), page: z.string().nullable(), bookmaker: z.string().nullable(), at: z.string() })),
});
export type RealtimeSnapshotOutput = z.output<typeof realtimeSnapshotOutput>;
