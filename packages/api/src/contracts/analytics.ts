import { z } from "zod";

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
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31");
export const analyticsExportInput = z
  .object({ from: isoDay, to: isoDay })
  .refine((r) => !Number.isNaN(Date.parse(r.from)) && !Number.isNaN(Date.parse(r.to)), { message: "Use a date like 2026-01-31" })
  .refine((r) => r.from <= r.to, { message: "The start date must not be after the end date" })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < EXPORT_MAX_DAYS, {
    message: `Export at most ${EXPORT_MAX_DAYS} days at a time`,
  });
export type AnalyticsExportInput = z.infer<typeof analyticsExportInput>;
