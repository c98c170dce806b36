import { and, asc, eq, gte, inArray, type Db } from "@eb/db";
import { bookmakerFeedKeys, bookmakers, oddsPriceHistory, oddsPrices } from "@eb/db/schema";
import type { Game } from "@eb/db/games";
import type { OddsSourceLabel } from "../../shared";
import { ODDS_HISTORY_DAYS, ODDS_HISTORY_POINTS, type OddsHistory, type OddsSeries, type OddsSide } from "../../shared";
import { DAY_MS } from "../../platform";
import { publicMatchTiming } from "./match-odds";
import { WINNER_MARKETS, type LicensedFilter } from "./visible-prices";

type Point = { at: Date; price: number };

/**
 * At most `limit` points of a series: the period from its first to its last point cut into
 * `limit` equal slices, each keeping its last price (the price that held at the slice's end).
 * The first and last points always stay, so the chart starts and ends where the prices did.
 */
export function thinSeries(points: readonly Point[], limit = ODDS_HISTORY_POINTS): Point[] {
  if (points.length <= limit) return [...points];
  const first = points[0]!.at.getTime();
  const span = points[points.length - 1]!.at.getTime() - first || 1;
  const kept = new Map<number, Point>();
  for (const point of points) kept.set(Math.min(limit - 2, Math.floor(((point.at.getTime() - first) / span) * (limit - 1))), point);
  const thinned = [...kept.values()];
  if (thinned[0] !== points[0]) thinned.unshift(points[0]!);
  const last = points[points.length - 1]!;
  if (thinned[thinned.length - 1] !== last) thinned.push(last);
  return thinned.slice(-limit);
}

/**
 * The movement chart's data of a public match: the match-winner price history of visible bookmakers
 * licensed for the visitor, thinned; of a bookmaker priced by several feeds, the feed it was priced
 * by last; only the prices on offer (a suspended or off-board spell is a gap). Null for a match with none.
 */
export async function oddsHistory(db: Db, input: { game: Game; id: number }, now: Date, isLicensed: LicensedFilter): Promise<OddsHistory | null> {
  if (!(await publicMatchTiming(db, input))) return null;
  const since = new Date(now.getTime() - ODDS_HISTORY_DAYS * DAY_MS);
  const stored = await db
    .select({
      bookmakerId: oddsPriceHistory.bookmakerId,
      bookmakerName: bookmakers.name,
      source: oddsPriceHistory.source,
      outcome: oddsPriceHistory.selection,
      window: oddsPriceHistory.window,
      price: oddsPriceHistory.price,
      status: oddsPriceHistory.status,
    })
    .from(oddsPriceHistory)
    .innerJoin(bookmakers, eq(bookmakers.id, oddsPriceHistory.bookmakerId))
    // Only while the bookmaker is mapped on the feed that priced it: unmapping it there hides that feed's prices.
    .innerJoin(bookmakerFeedKeys, and(eq(bookmakerFeedKeys.bookmakerId, oddsPriceHistory.bookmakerId), eq(bookmakerFeedKeys.source, oddsPriceHistory.source)))
    .where(
      and(
        eq(oddsPriceHistory.matchId, input.id),
        inArray(oddsPriceHistory.market, WINNER_MARKETS),
        // The chart is of the prices before the start, up to the closing ones; in-play quotes are apart.
        eq(oddsPriceHistory.inPlay, false),
        gte(oddsPriceHistory.window, since),
        eq(bookmakers.active, true),
        eq(bookmakers.publishStatus, "published"),
      ),
    )
    .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id), asc(oddsPriceHistory.selection), asc(oddsPriceHistory.window));
  const licensed = stored.filter((r) => isLicensed(r.bookmakerId));
  // Per bookmaker, the feed with the latest history row.
  const feedOf = new Map<number, { source: string; at: number }>();
  for (const r of licensed) {
    const known = feedOf.get(r.bookmakerId);
    if (!known || r.window.getTime() > known.at) feedOf.set(r.bookmakerId, { source: r.source, at: r.window.getTime() });
  }
  const rows = licensed.filter((r) => feedOf.get(r.bookmakerId)!.source === r.source && r.status === "open" && r.price !== null);
  if (rows.length === 0) return null;
  const series = new Map<string, { bookmakerId: number; bookmakerName: string; side: OddsSide; points: Point[] }>();
  for (const r of rows) {
    const key = `${r.bookmakerId}:${r.outcome}`;
    let s = series.get(key);
    if (!s) series.set(key, (s = { bookmakerId: r.bookmakerId, bookmakerName: r.bookmakerName, side: r.outcome as OddsSide, points: [] }));
    s.points.push({ at: r.window, price: r.price! });
  }
  const source = await historySource(db, input.id, isLicensed);
  return {
    matchId: input.id,
    source,
    series: [...series.values()].map((s): OddsSeries => ({ ...s, points: thinSeries(s.points).map((p) => ({ at: p.at.toISOString(), price: p.price })) })),
  };
}

/** Real feed prices when any of the match's prices shown to the visitor came from the feed, else demo. */
async function historySource(db: Db, matchId: number, isLicensed: LicensedFilter): Promise<OddsSourceLabel> {
  const real = await db
    .select({ bookmakerId: oddsPrices.bookmakerId })
    .from(oddsPrices)
    .where(and(eq(oddsPrices.matchId, matchId), eq(oddsPrices.source, "the-odds-api")));
  return real.some((r) => isLicensed(r.bookmakerId)) ? "the-odds-api" : "demo";
}
