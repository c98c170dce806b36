import type { BookmakerClicks } from "./bookmaker-clicks";
import { changePercent, INSIGHT_SIGNIFICANCE, percentOf, revenueScore, trendOf, type Trend } from "./insights";
import { twoProportionSignificance } from "./significance";

/** Spec 9: Top Performing Bookmakers lists 5. */
export const TOP_BOOKMAKERS = 5;

export type PeriodTotals = { pageViews: number; sessions: number; clicks: number };

export type BookmakerPerformance = {
  id: number;
  name: string;
  clicks: number;
  previousClicks: number | null;
  /** Clicks per 100 page views. */
  clickRate: number;
  /** Clicks per 100 unique sessions. */
  conversion: number;
  change: number | null;
  trend: Trend;
  revenueScore: number;
  /** 1 - p of a two-proportion z-test of clicks per page view against the previous period; null without one. */
  significance: number | null;
  /** Server-side /go clicks (no consent needed): a different count, never added to `clicks`. */
  redirectClicks: number;
  previousRedirectClicks: number | null;
};

export type BookmakerSummary = {
  top: { id: number; name: string; clicks: number; share: number }[];
  performance: BookmakerPerformance[];
  /** Tracked clicks that named no known bookmaker (counted in the totals, listed nowhere). */
  unmatchedClicks: number;
  insights: BookmakerPerformance[];
};

/** The bookmaker sections from per-bookmaker clicks and the period totals (previous: null for Lifetime). */
export function summariseBookmakers(rows: readonly BookmakerClicks[], current: PeriodTotals, previous: PeriodTotals | null): BookmakerSummary {
  const known = rows.filter((r) => r.id !== 0 && r.name !== null);
  const performance = known
    .filter((r) => r.tracked + r.redirects + r.previousTracked + r.previousRedirects > 0)
    .map((r): BookmakerPerformance => {
      const clickRate = percentOf(r.tracked, current.pageViews);
      const conversion = percentOf(r.tracked, current.sessions);
      return {
        id: r.id,
        name: r.name!,
        clicks: r.tracked,
        previousClicks: previous ? r.previousTracked : null,
        clickRate,
        conversion,
        change: previous ? changePercent(r.tracked, r.previousTracked) : null,
        trend: previous ? trendOf(r.tracked, r.previousTracked) : "stable",
        revenueScore: revenueScore(clickRate, conversion, r.tracked),
        significance: previous
          ? twoProportionSignificance({ successes: r.tracked, trials: current.pageViews }, { successes: r.previousTracked, trials: previous.pageViews })
          : null,
        redirectClicks: r.redirects,
        previousRedirectClicks: previous ? r.previousRedirects : null,
      };
    })
    .sort((a, b) => b.revenueScore - a.revenueScore || b.clicks - a.clicks || a.name.localeCompare(b.name));
  const top = [...performance]
    .filter((p) => p.clicks > 0)
    .sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name))
    .slice(0, TOP_BOOKMAKERS)
    .map((p) => ({ id: p.id, name: p.name, clicks: p.clicks, share: percentOf(p.clicks, current.clicks) }));
  return {
    top,
    performance,
    unmatchedClicks: rows.filter((r) => r.id === 0 || r.name === null).reduce((sum, r) => sum + r.tracked, 0),
    insights: performance.filter((p) => p.trend !== "stable" && p.significance !== null && p.significance > INSIGHT_SIGNIFICANCE),
  };
}
