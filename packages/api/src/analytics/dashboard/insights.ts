/** Spec 9: a bookmaker's trend is up above +5%, down below -5% against the previous period. */
export const BOOKMAKER_TREND_PERCENT = 5;
/** Spec 9: conversion is stable when it changed by under 2%. */
export const CONVERSION_STABLE_PERCENT = 2;
/** Spec 9: a bookmaker insight is shown only when its significance is above 0.7. */
export const INSIGHT_SIGNIFICANCE = 0.7;
/** Spec 9: peak hours are hours above 1.5 times the hourly average. */
export const PEAK_HOUR_FACTOR = 1.5;
/** Spec 9: content opportunities have over 10 views and a click rate under 5%; the top 2 are shown. */
export const OPPORTUNITY_MIN_VIEWS = 10;
export const OPPORTUNITY_MAX_CLICK_RATE = 5;
export const OPPORTUNITIES_SHOWN = 2;

export type Trend = "up" | "down" | "stable";

/** Relative change in percent; null when there is nothing to compare with (the previous value is 0 or unknown). */
export function changePercent(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

/** Percent of `part` in `whole`, 0 for an empty whole. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** Up above +5%, down below -5%; something from nothing is up, nothing from nothing stable. */
export function trendOf(current: number, previous: number): Trend {
  const change = changePercent(current, previous);
  if (change === null) return current > 0 ? "up" : "stable";
  if (change > BOOKMAKER_TREND_PERCENT) return "up";
  if (change < -BOOKMAKER_TREND_PERCENT) return "down";
  return "stable";
}

/** Spec 9: revenue score = min(100, 2 x click rate + 3 x conversion + clicks / 10), rates in percent. */
export function revenueScore(clickRatePercent: number, conversionPercent: number, clicks: number): number {
  return Math.min(100, 2 * clickRatePercent + 3 * conversionPercent + clicks / 10);
}

export type ConversionTrend = { current: number; previous: number | null; change: number | null; status: "increasing" | "decreasing" | "stable" };

/** Clicks per session (percent) now against before; stable under a 2% change either way. */
export function conversionTrend(current: number, previous: number | null): ConversionTrend {
  const change = changePercent(current, previous);
  const status = change === null || Math.abs(change) < CONVERSION_STABLE_PERCENT ? "stable" : change > 0 ? "increasing" : "decreasing";
  return { current, previous, change, status };
}

/** UTC hours of the day whose page views exceed 1.5 times the average hour's. */
export function peakHours(viewsByHour: readonly number[]): { average: number; hours: { hour: number; pageViews: number }[] } {
  const average = viewsByHour.reduce((a, b) => a + b, 0) / 24;
  const hours = viewsByHour.map((pageViews, hour) => ({ hour, pageViews })).filter((h) => average > 0 && h.pageViews > PEAK_HOUR_FACTOR * average);
  return { average, hours: hours.sort((a, b) => b.pageViews - a.pageViews) };
}

/** Pages with over 10 views and under 5% click rate, the most viewed first, top 2. */
export function contentOpportunities<P extends { views: number; clickRate: number }>(pages: readonly P[]): P[] {
  return pages
    .filter((p) => p.views > OPPORTUNITY_MIN_VIEWS && p.clickRate < OPPORTUNITY_MAX_CLICK_RATE)
    .sort((a, b) => b.views - a.views)
    .slice(0, OPPORTUNITIES_SHOWN);
}
