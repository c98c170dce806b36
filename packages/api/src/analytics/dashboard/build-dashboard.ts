import type { Db } from "@eb/db";
import type { RangePreset } from "../../contracts";
import { bookmakerClicks } from "./bookmaker-clicks";
import { countryStats, type CountryStat } from "./country-stats";
import { summariseBookmakers, type BookmakerSummary } from "./bookmaker-performance";
import { dailyHistory } from "./daily-history";
import { eventCounts } from "./event-counts";
import { forecastDaily, type Forecast } from "./forecast";
import { pageViewsByHourOfDay } from "./hour-of-day";
import { changePercent, contentOpportunities, conversionTrend, peakHours, percentOf, type ConversionTrend } from "./insights";
import { pageStats, type PageStat, type ScrollSteps } from "./page-stats";
import { resolveRange, type AnalyticsRange } from "./ranges";
import { recentEvents, type RecentEvent } from "./recent-events";
import { sessionLengths, uniqueSessions, type ClassCount, type SessionLengths } from "./sessions";
import { withRollupSnapshot } from "./snapshot";
import { trafficSeries, type TrafficPoint } from "./traffic-series";

export type StatFigure = { current: number; previous: number | null; change: number | null };

export type Dashboard = {
  range: { preset: RangePreset; from: string; to: string; previous: { from: string; to: string } | null; chartGrain: "hour" | "day" };
  generatedAt: string;
  /** Events already ingested but not yet in any figure (only while a large backfill runs). */
  uncounted: number;
  stats: { pageViews: StatFigure; bookmakerClicks: StatFigure; uniqueSessions: StatFigure; conversionRate: StatFigure; redirectClicks: StatFigure };
  traffic: TrafficPoint[];
  bookmakers: BookmakerSummary;
  recentEvents: RecentEvent[];
  predictions: {
    peakHours: ReturnType<typeof peakHours>;
    conversion: ConversionTrend;
    contentOpportunities: PageStat[];
    forecast: { pageViews: Forecast | null; clicks: Forecast | null };
  };
  content: { pages: PageStat[] };
  behavior: { sessionLengths: SessionLengths; devices: ClassCount[]; browsers: ClassCount[]; scrollDepth: ScrollSteps };
  /** Views, /go clicks and refused /go clicks per visitor country ('' where unknown). */
  countries: CountryStat[];
};

const figure = (current: number, previous: number | null): StatFigure => ({ current, previous, change: changePercent(current, previous) });
const isoSpan = (s: { fromHour: Date; toHour: Date }, end: Date) => ({ from: s.fromHour.toISOString(), to: end.toISOString() });

/** Every figure of the Analytics tab for a range, from the rollups and the raw tail, in one snapshot. */
export async function buildDashboard(db: Db, preset: RangePreset, now: Date): Promise<Dashboard> {
  const range: AnalyticsRange = resolveRange(preset, now);
  return withRollupSnapshot(db, async (snapshot) => {
    // One transaction is one connection: the queries run one after the other.
    const counts = await eventCounts(snapshot, range);
    const sessions = await uniqueSessions(snapshot, range, { breakdown: true });
    const previousCounts = range.previous ? await eventCounts(snapshot, range.previous) : null;
    const previousSessions = range.previous ? (await uniqueSessions(snapshot, range.previous, { breakdown: false })).total : null;
    const perBookmaker = await bookmakerClicks(snapshot, range, range.previous);
    const pages = await pageStats(snapshot, range);
    const countries = await countryStats(snapshot, range);
    const lengths = await sessionLengths(snapshot, range);
    const byHour = await pageViewsByHourOfDay(snapshot, range);
    const traffic = await trafficSeries(snapshot, range);
    const history = await dailyHistory(snapshot, now);
    const recent = await recentEvents(snapshot.tx);

    const redirects = perBookmaker.reduce((sum, b) => sum + b.redirects, 0);
    const previousRedirects = range.previous ? perBookmaker.reduce((sum, b) => sum + b.previousRedirects, 0) : null;
    const conversion = percentOf(counts.bookmakerClicks, sessions.total);
    const previousConversion = previousCounts && previousSessions !== null ? percentOf(previousCounts.bookmakerClicks, previousSessions) : null;
    return {
      range: {
        preset,
        ...isoSpan(range, range.to),
        previous: range.previous ? isoSpan(range.previous, range.fromHour) : null,
        chartGrain: range.chartGrain,
      },
      generatedAt: now.toISOString(),
      uncounted: snapshot.uncounted,
      stats: {
        pageViews: figure(counts.pageViews, previousCounts?.pageViews ?? null),
        bookmakerClicks: figure(counts.bookmakerClicks, previousCounts?.bookmakerClicks ?? null),
        uniqueSessions: figure(sessions.total, previousSessions),
        conversionRate: figure(conversion, previousConversion),
        redirectClicks: figure(redirects, previousRedirects),
      },
      traffic,
      bookmakers: summariseBookmakers(
        perBookmaker,
        { pageViews: counts.pageViews, sessions: sessions.total, clicks: counts.bookmakerClicks },
        previousCounts && previousSessions !== null
          ? { pageViews: previousCounts.pageViews, sessions: previousSessions, clicks: previousCounts.bookmakerClicks }
          : null,
      ),
      recentEvents: recent,
      predictions: {
        peakHours: peakHours(byHour),
        conversion: conversionTrend(conversion, previousConversion),
        contentOpportunities: contentOpportunities(pages.opportunities),
        forecast: { pageViews: forecastDaily(history.pageViews), clicks: forecastDaily(history.clicks) },
      },
      content: { pages: pages.top },
      behavior: { sessionLengths: lengths, devices: sessions.devices, browsers: sessions.browsers, scrollDepth: pages.scroll },
      countries,
    };
  });
}
