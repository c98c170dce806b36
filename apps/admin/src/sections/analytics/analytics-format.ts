import { RANGE_PRESETS, type RangePreset } from "@eb/api/contracts";

/** Pure text for the Analytics tab's figures (no React, no clock), unit-tested beside this file. */

export type StatFigure = { current: number; previous: number | null; change: number | null };

const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "1,234": a count with grouped digits. */
export const formatCount = (n: number) => count.format(n);
/** "12.3": at most one decimal, grouped. */
export const formatDecimal = (n: number) => oneDecimal.format(n);
/** "12.3%": a figure already in percent, one decimal. */
export const formatPercent = (n: number) => `${n.toFixed(1)}%`;
/** "+12.3%" / "−4.0%" (a true minus sign) / "0.0%". */
export function formatSignedPercent(n: number): string {
  const text = formatPercent(Math.abs(n));
  if (n > 0 && text !== "0.0%") return `+${text}`;
  if (n < 0 && text !== "0.0%") return `−${text}`;
  return text;
}

/** "30 days" for a preset with a length, null for Lifetime. */
export function periodLength(preset: RangePreset): string | null {
  const days = RANGE_PRESETS.find((p) => p.id === preset)?.days ?? null;
  return days === null ? null : `${days} days`;
}

export type ChangeTone = "up" | "down" | "flat" | "none";
export type ChangeText = { text: string; tone: ChangeTone; srText?: string };

/**
 * A stat card's comparison with the period of equal length before: "+12.3% vs previous 30 days";
 * "No earlier period" for Lifetime; "—" when the previous period had nothing to compare with.
 */
export function changeText(figure: StatFigure, preset: RangePreset): ChangeText {
  const length = periodLength(preset);
  if (figure.previous === null || length === null) return { text: "No earlier period", tone: "none" };
  if (figure.change === null) return { text: "—", tone: "none", srText: `No change figure: nothing in the previous ${length}` };
  const tone: ChangeTone = figure.change > 0 ? "up" : figure.change < 0 ? "down" : "flat";
  return { text: `${formatSignedPercent(figure.change)} vs previous ${length}`, tone };
}

/** "14:00–15:00 UTC" for hour 14. */
export function utcHourSpan(hour: number): string {
  const pad = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
  return `${pad(hour)}–${pad(hour + 1)} UTC`;
}

/** Share of `part` in `whole` in percent, 0 for an empty whole. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** "significance 0.94 (1 − p, two-proportion z-test)". */
export const significanceText = (s: number) => `significance ${s.toFixed(2)} (1 − p, two-proportion z-test)`;

export type ForecastError = { mape: number | null; mae: number | null; backtestDays: number };

/** "MAPE 12.3% over the last 28 days"; the mean absolute error when every scored day was 0; "Not enough history" without either. */
export function forecastErrorText(forecast: ForecastError | null): string {
  if (!forecast || forecast.backtestDays === 0) return "Not enough history";
  const days = forecast.backtestDays === 1 ? "the last day" : `the last ${forecast.backtestDays} days`;
  if (forecast.mape !== null) return `MAPE ${formatPercent(forecast.mape)} over ${days}`;
  if (forecast.mae !== null) return `MAE ${formatDecimal(forecast.mae)} per day over ${days}`;
  return "Not enough history";
}

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const dayFormat = utc({ month: "short", day: "numeric", year: "numeric" });
const hourFormat = utc({ month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const monthFormat = utc({ month: "long", year: "numeric" });

/** A chart bucket's label in UTC: "Jan 5, 2026" for a day, "Jan 5, 14:00" for an hour. */
export const bucketLabel = (iso: string, grain: "hour" | "day") => (grain === "hour" ? hourFormat : dayFormat).format(new Date(iso));

export type TrafficPoint = { at: string; pageViews: number; clicks: number };
export type TrafficRow = { label: string; pageViews: number; clicks: number };
/** The screen-reader table lists at most this many rows; longer series are summed per day or month. */
export const MAX_TABLE_ROWS = 100;

/**
 * The traffic series as table rows: one per bucket up to MAX_TABLE_ROWS, otherwise hours summed per
 * UTC day and days per UTC month. `summary` names the grouping used, for the table's caption.
 */
export function trafficTable(points: readonly TrafficPoint[], grain: "hour" | "day"): { rows: TrafficRow[]; per: "hour" | "day" | "month" } {
  if (points.length <= MAX_TABLE_ROWS) return { rows: points.map((p) => ({ label: bucketLabel(p.at, grain), ...sums(p) })), per: grain };
  const per = grain === "hour" ? "day" : "month";
  const groups = new Map<string, TrafficRow>();
  for (const p of points) {
    const key = per === "day" ? p.at.slice(0, 10) : p.at.slice(0, 7);
    const row = groups.get(key) ?? {
      label: per === "day" ? dayFormat.format(new Date(`${key}T00:00:00Z`)) : monthFormat.format(new Date(`${key}-01T00:00:00Z`)),
      pageViews: 0,
      clicks: 0,
    };
    row.pageViews += p.pageViews;
    row.clicks += p.clicks;
    groups.set(key, row);
  }
  return { rows: [...groups.values()], per };
}
const sums = (p: TrafficPoint) => ({ pageViews: p.pageViews, clicks: p.clicks });

let regionNames: Intl.DisplayNames | null = null;

/**
 * A visitor country of the Countries card: "United States (US)" for an ISO 3166-1 code the
 * browser can name, the code as stored otherwise, and "Unknown location" for '' (a visitor the
 * server could not place).
 */
export function countryLabel(code: string): string {
  if (code === "") return "Unknown location";
  try {
    regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    const name = regionNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
