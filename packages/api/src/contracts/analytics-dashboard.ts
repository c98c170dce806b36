import { z } from "zod";
import { RANGE_PRESET_IDS } from "./analytics";

/*
 * `analytics.dashboard`: every figure of the Analytics tab for a range, as its cards read them
 * (packages/api/src/analytics/dashboard/build-dashboard.ts builds it).
 */

/** A headline figure and its change against the previous period (null: nothing to compare with). */
const statFigure = z.object({ current: z.number(), previous: z.number().nullable(), change: z.number().nullable() });

/** The share of views that reached each scroll step. */
const scrollSteps = z.object({ 25: z.number(), 50: z.number(), 75: z.number(), 100: z.number() });

const pageStat = z.object({ page: z.string(), views: z.number(), clicks: z.number(), clickRate: z.number(), scroll: scrollSteps });

/** A bookmaker's row in Bookmaker Performance, and in the insights when its change is significant. */
const bookmakerPerformance = z.object({
  id: z.number(),
  name: z.string(),
  clicks: z.number(),
  previousClicks: z.number().nullable(),
  clickRate: z.number(),
  conversion: z.number(),
  change: z.number().nullable(),
  trend: z.enum(["up", "down", "stable"]),
  revenueScore: z.number(),
  significance: z.number().nullable(),
  redirectClicks: z.number(),
  previousRedirectClicks: z.number().nullable(),
});

const forecast = z.object({
  method: z.string(),
  days: z.array(z.object({ day: z.string(), value: z.number() })),
  mape: z.number().nullable(),
  mae: z.number().nullable(),
  backtestDays: z.number(),
});

const classCount = z.object({ name: z.string(), sessions: z.number() });

export const dashboardOutput = z.object({
  range: z.object({ preset: z.enum(RANGE_PRESET_IDS), chartGrain: z.enum(["hour", "day"]) }),
  generatedAt: z.string(),
  uncounted: z.number(),
  stats: z.object({
    pageViews: statFigure,
    bookmakerClicks: statFigure,
    uniqueSessions: statFigure,
    conversionRate: statFigure,
    redirectClicks: statFigure,
  }),
  traffic: z.array(z.object({ at: z.string(), pageViews: z.number(), clicks: z.number() })),
  bookmakers: z.object({
    top: z.array(z.object({ id: z.number(), name: z.string(), clicks: z.number(), share: z.number() })),
    performance: z.array(bookmakerPerformance),
    unmatchedClicks: z.number(),
    insights: z.array(bookmakerPerformance),
  }),
  recentEvents: z.array(z.object({ id: z.number(), type: z.string(), bookmaker: z.string().nullable(), at: z.string() })),
  predictions: z.object({
    peakHours: z.object({ average: z.number(), hours: z.array(z.object({ hour: z.number(), pageViews: z.number() })) }),
    conversion: statFigure.extend({ status: z.enum(["increasing", "decreasing", "stable"]) }),
    contentOpportunities: z.array(pageStat),
    forecast: z.object({ pageViews: forecast.nullable(), clicks: forecast.nullable() }),
  }),
  content: z.object({ pages: z.array(pageStat) }),
  behavior: z.object({
    sessionLengths: z.object({ short: z.number(), medium: z.number(), long: z.number() }),
    devices: z.array(classCount),
    browsers: z.array(classCount),
    scrollDepth: scrollSteps,
  }),
  /** Per visitor country (ISO 3166-1 code, '' where unknown): consented page views, /go clicks, refused /go clicks. */
  countries: z.array(z.object({ country: z.string(), views: z.number(), clicks: z.number(), refused: z.number() })),
});
