import type { AbVerdict, SeriesPoint } from "./ab-test-types";

/** Line colours by variant position: the control in slate, then blue, amber, emerald (readable on the dark card). */
export const VARIANT_COLORS = ["#94a3b8", "#3b82f6", "#f59e0b", "#10b981"] as const;
export const variantColor = (position: number) => VARIANT_COLORS[position % VARIANT_COLORS.length]!;

type Variant = { id: number; name: string };

/** One chart line: a variant's cumulative conversion rate (a fraction) at the end of each bucket. */
export type RateLine = { id: number; name: string; color: string; points: { at: string; rate: number }[] };

export function rateLines(series: readonly SeriesPoint[], variants: readonly Variant[]): RateLine[] {
  return variants.map((v, i) => ({
    id: v.id,
    name: v.name,
    color: variantColor(i),
    points: series.filter((p) => p.variantId === v.id).map((p) => ({ at: p.at, rate: p.rate })),
  }));
}

/** The screen-reader table lists at most this many times. */
export const MAX_RATE_ROWS = 100;

/** A row of the table behind the chart: the time, and each variant's cumulative rate then (null before its first session). */
export type RateRow = { at: string; rates: (number | null)[] };

/**
 * The series as table rows, one per bucket. A variant keeps its last rate through a bucket where it
 * had no new data (the figures are cumulative). Past MAX_RATE_ROWS, evenly spaced rows are kept,
 * always with the last one: leaving rows out of a cumulative series loses no total.
 */
export function rateRows(series: readonly SeriesPoint[], variants: readonly Variant[], maxRows = MAX_RATE_ROWS): RateRow[] {
  const times = [...new Set(series.map((p) => p.at))].sort();
  const last = new Map<number, number>();
  const rows = times.map((at) => {
    for (const p of series) if (p.at === at) last.set(p.variantId, p.rate);
    return { at, rates: variants.map((v) => last.get(v.id) ?? null) };
  });
  if (rows.length <= maxRows) return rows;
  const step = (rows.length - 1) / (maxRows - 1);
  return Array.from({ length: maxRows }, (_, i) => rows[Math.round(i * step)]!);
}

/**
 * While there is not enough data: how many more sessions each variant still needs. The server gives
 * the largest shortfall; the threshold it used is that plus the smallest session count.
 */
export function sessionsStillNeeded(verdict: AbVerdict): Map<number, number> {
  if (verdict.status !== "not_enough_data") return new Map();
  const threshold = verdict.sessionsNeeded + Math.min(...verdict.variants.map((v) => v.sessions));
  return new Map(verdict.variants.map((v) => [v.id, Math.max(0, threshold - v.sessions)]));
}
