// The largest answers of the admin API at their realistic upper sizes, typed as the services return
// them (so every field a service sends is here): what the output schemas parse on every call.
import type { Dashboard, AdminBookmaker, AuditLogPage, TeamList, OperationsSnapshot } from "@eb/api/testing";
import { GAMES } from "@eb/db/games";

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function bookmaker(id: number): AdminBookmaker {
  return {
    id,
    name: `Bookmaker ${id}`,
    rating: 4.5,
    bonus: "100% up to €200",
    bonusType: "deposit",
    buttonText: "Welcome Bonus",
    ctaText: "Claim 100% up to €200",
    description: "Deep esports markets, live map betting and fast withdrawals within a day.",
    termsHighlight: "18+. New customers only. T&Cs apply.",
    websiteUrl: `https://bookmaker-${id}.example/`,
    affiliateUrl: `https://track.bookmaker-${id}.example/?aff=esb`,
    feedKeys: { "the-odds-api": `bookmaker_${id}`, stadar: null, "odds-api-io": `bookmaker_${id}` },
    keyFeatures: Array.from({ length: 5 }, (_, i) => ({ title: `Feature ${i + 1}`, description: i % 2 ? null : "A line about it" })),
    displayOrder: id,
    isFeatured: id % 7 === 0,
    active: true,
    publishStatus: "published",
    redirectSlug: `bookmaker-${id}`,
    slugAliases: [`bm-${id}`],
    redirectTarget: `https://track.bookmaker-${id}.example/?aff=esb`,
    clickCount: 1234 * id,
    offeredNowhere: false,
    version: 3,
    updatedAt: iso(Date.UTC(2026, 10, 1)),
  };
}

/** The Bookmakers tab's list (and the reorder's answer) at the reorder's bound, 500 bookmakers. */
export const bookmakerList = (count = 500): AdminBookmaker[] => Array.from({ length: count }, (_, i) => bookmaker(i + 1));

/** The Analytics tab for Lifetime: one traffic point per day since 2024-01-01, and `bookmakers` rows of performance. */
export function lifetimeDashboard(now: Date, bookmakers = 100): Dashboard {
  const from = Date.UTC(2024, 0, 1);
  const days = Math.floor((now.getTime() - from) / DAY_MS) + 1;
  const figure = (n: number) => ({ current: n, previous: null, change: null });
  const scroll = { 25: 900, 50: 700, 75: 400, 100: 150 };
  const page = (i: number) => ({ page: `/games/cs2/tournaments/${i}`, views: 10_000 - i, clicks: 300 - i, clickRate: 3.1, scroll });
  const performance = Array.from({ length: bookmakers }, (_, i) => ({
    id: i + 1,
    name: `Bookmaker ${i + 1}`,
    clicks: 5_000 - i,
    previousClicks: null,
    clickRate: 2.5,
    conversion: 4.2,
    change: null,
    trend: "stable" as const,
    revenueScore: 37.4,
    significance: null,
    redirectClicks: 800 - i,
    previousRedirectClicks: null,
  }));
  const forecast = {
    method: "Seasonal mean",
    days: Array.from({ length: 7 }, (_, i) => ({ day: iso(now.getTime() + i * DAY_MS).slice(0, 10), value: 812.5 })),
    mape: 8.1,
    mae: 60.2,
    backtestDays: 28,
  };
  return {
    range: { preset: "lifetime", from: iso(from), to: now.toISOString(), previous: null, chartGrain: "day" },
    generatedAt: now.toISOString(),
    uncounted: 0,
    stats: {
      pageViews: figure(2_000_000),
      bookmakerClicks: figure(90_000),
      uniqueSessions: figure(400_000),
      conversionRate: figure(22.5),
      redirectClicks: figure(30_000),
    },
    traffic: Array.from({ length: days }, (_, i) => ({ at: iso(from + i * DAY_MS), pageViews: 1_900 + (i % 300), clicks: 80 + (i % 40) })),
    bookmakers: {
      top: performance.slice(0, 5).map((b) => ({ id: b.id, name: b.name, clicks: b.clicks, share: 5.5 })),
      performance,
      unmatchedClicks: 12,
      insights: performance.slice(0, 10),
    },
    recentEvents: Array.from({ length: 5 }, (_, i) => ({ id: 20_000_000 - i, type: "page_view", bookmaker: null, at: now.toISOString() })),
    predictions: {
      peakHours: { average: 83.3, hours: [18, 19, 20, 21].map((hour) => ({ hour, pageViews: 160 })) },
      conversion: { current: 22.5, previous: null, change: null, status: "stable" },
      contentOpportunities: [page(40), page(41)],
      forecast: { pageViews: forecast, clicks: forecast },
    },
    content: { pages: Array.from({ length: 10 }, (_, i) => page(i)) },
    behavior: {
      sessionLengths: { short: 200_000, medium: 150_000, long: 50_000 },
      devices: ["Desktop", "Mobile", "Tablet", "Other"].map((name) => ({ name, sessions: 100_000 })),
      browsers: ["Chrome", "Safari", "Firefox", "Edge", "Other"].map((name) => ({ name, sessions: 80_000 })),
      scrollDepth: scroll,
    },
    countries: ["US", "GB", "DE", "SE", "CA", ""].map((country, i) => ({ country, views: 300_000 - i * 40_000, clicks: 5_000 - i * 600, refused: i * 90 })),
  };
}

/** A page of the audit log viewer (25 rows), each a bookmaker change with its whole before and after. */
export function auditLogPage(): AuditLogPage {
  const { id: _id, ...fields } = bookmaker(1);
  return {
    rows: Array.from({ length: 25 }, (_, i) => ({
      id: 10_000 - i,
      createdAt: iso(Date.UTC(2026, 10, 20, 12, i)),
      action: "update_bookmaker",
      resourceType: "bookmaker",
      resourceId: String(i + 1),
      actorEmail: "admin@example.com",
      eventData: { change: "content", before: fields, after: { ...fields, name: "Renamed" } },
    })),
    page: 1,
    pageSize: 25,
    total: 12_345,
    pageCount: 494,
  };
}

/** The Teams tab at the save's bounds: every game, 20 regions of 50 teams. */
export const teamLists = (): TeamList[] =>
  GAMES.map((game) => ({
    game,
    regions: Array.from({ length: 20 }, (_, r) => ({ name: `Region ${r + 1}`, teams: Array.from({ length: 50 }, (_, t) => `Team ${r}-${t}`) })),
    version: 4,
    updatedAt: iso(Date.UTC(2026, 10, 1)),
  }));

/** The Manual Data Operations snapshot (polled, and pushed on every change while a sync runs). */
export function operationsSnapshot(now: Date): OperationsSnapshot {
  const at = now.toISOString();
  const progress = {
    sourcesTotal: 12,
    sourcesDone: 6,
    current: { game: "lol", kind: "matches" },
    pagesFetched: 140,
    inserted: 3_000,
    updated: 900,
    callsLeftThisHour: 700,
  };
  return {
    at,
    fullSync: { id: 9, kind: "full_sync", status: "running", requestedAt: at, startedAt: at, finishedAt: null, progress, result: null, error: null },
    cleanup: {
      id: 8,
      kind: "cleanup",
      status: "done",
      requestedAt: at,
      startedAt: at,
      finishedAt: at,
      progress: null,
      result: { success: true, message: "Removed 120 rows" },
      error: null,
    },
    grid: GAMES.flatMap((game) =>
      (["matches", "tournaments", "teams"] as const).map((kind) => ({
        game,
        kind,
        status: "success" as const,
        lastSuccessAt: at,
        rowsChanged: 42,
        updatedAt: at,
        error: null,
        nextRunAt: at,
        breaker: { open: false, failures: 0, reason: null, reopensAt: null, lastError: null },
      })),
    ),
    callsLeftThisHour: 700,
    hourlyLimit: 1000,
    scheduled: true,
  };
}
