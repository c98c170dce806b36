import { RANGE_PRESETS, type RangePreset } from "../../contracts";
import { HOUR_MS, DAY_MS } from "../../platform";

export const LIFETIME_START = new Date("2024-01-01T00:00:00Z");

const floorTo = (t: number, unit: number) => Math.floor(t / unit) * unit;
const ceilTo = (t: number, unit: number) => Math.ceil(t / unit) * unit;

/** A run of whole UTC hours: buckets `fromHour` to `toHour`, both included. */
export type HourSpan = { fromHour: Date; toHour: Date };

export type AnalyticsRange = HourSpan & {
  preset: RangePreset;
  /** The instant the range ends (now): events after it are not counted. */
  to: Date;
  /** The same number of hours just before, or null (Lifetime has no earlier period). */
  previous: HourSpan | null;
  /** The traffic chart: hourly for 7 days, daily beyond (spec). */
  chartGrain: "hour" | "day";
};

/**
 * A preset as whole UTC hours ending with the current one: "Last 7 days" is the 168 hours up to
 * and including the current hour (partly elapsed). The previous period is the 168 hours before it,
 * so both have the same number of buckets; the current one is short by what is left of this hour,
 * under 1/168 of its length (0.6%, well inside the 5% trend thresholds).
 */
export function resolveRange(preset: RangePreset, now: Date): AnalyticsRange {
  const toHour = floorTo(now.getTime(), HOUR_MS);
  const spec = RANGE_PRESETS.find((p) => p.id === preset)!;
  if (spec.days === null) {
    const fromHour = Math.min(LIFETIME_START.getTime(), toHour);
    return { preset, fromHour: new Date(fromHour), toHour: new Date(toHour), to: now, previous: null, chartGrain: "day" };
  }
  const hours = spec.days * 24;
  const fromHour = toHour - (hours - 1) * HOUR_MS;
  return {
    preset,
    fromHour: new Date(fromHour),
    toHour: new Date(toHour),
    to: now,
    previous: { fromHour: new Date(fromHour - hours * HOUR_MS), toHour: new Date(fromHour - HOUR_MS) },
    chartGrain: spec.days <= 7 ? "hour" : "day",
  };
}

/** Where a span's buckets are read: whole UTC days from the daily rollup, the hours at either edge from the hourly one. */
export type SpanSegments = { days: { from: Date; to: Date } | null; hours: { from: Date; to: Date }[] };

/** Splits a span into day buckets [days.from, days.to) and hour buckets [from, to) at its edges. */
export function spanSegments(span: HourSpan): SpanSegments {
  const start = span.fromHour.getTime();
  const end = span.toHour.getTime() + HOUR_MS; // exclusive
  const firstDay = ceilTo(start, DAY_MS);
  const endDay = floorTo(end, DAY_MS);
  if (endDay <= firstDay) return { days: null, hours: [{ from: new Date(start), to: new Date(end) }] };
  const hours = [
    { from: start, to: firstDay },
    { from: endDay, to: end },
  ].filter((h) => h.to > h.from);
  return { days: { from: new Date(firstDay), to: new Date(endDay) }, hours: hours.map((h) => ({ from: new Date(h.from), to: new Date(h.to) })) };
}
