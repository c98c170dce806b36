import type { RangePreset } from "@eb/api/contracts";
import type { Dashboard } from "./dashboard-types";

const zero = (hasPrevious: boolean) => ({ current: 0, previous: hasPrevious ? 0 : null, change: null });

/**
 * Spec: "Analytics load failure returns zeros". The dashboard shown when the first load failed and
 * there never was good data: every figure 0, every list empty, for the chosen range.
 */
export function emptyDashboard(preset: RangePreset, now: Date): Dashboard {
  const hasPrevious = preset !== "lifetime";
  const at = now.toISOString();
  return {
    range: { preset, chartGrain: preset === "7d" ? "hour" : "day" },
    generatedAt: at,
    uncounted: 0,
    stats: {
      pageViews: zero(hasPrevious),
      bookmakerClicks: zero(hasPrevious),
      uniqueSessions: zero(hasPrevious),
      conversionRate: zero(hasPrevious),
      redirectClicks: zero(hasPrevious),
    },
    traffic: [],
    bookmakers: { top: [], performance: [], unmatchedClicks: 0, insights: [] },
    recentEvents: [],
    predictions: {
      peakHours: { average: 0, hours: [] },
      conversion: { current: 0, previous: hasPrevious ? 0 : null, change: null, status: "stable" },
      contentOpportunities: [],
      forecast: { pageViews: null, clicks: null },
    },
    content: { pages: [] },
    behavior: {
      sessionLengths: { short: 0, medium: 0, long: 0 },
      devices: [],
      browsers: [],
      scrollDepth: { 25: 0, 50: 0, 75: 0, 100: 0 },
    },
    countries: [],
  };
}
