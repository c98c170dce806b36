import { ODDS_STALE_AFTER_MS, type MatchMarkets, type OddsFeedLabel } from "../../shared";
import { isBestOf } from "../model/fixture";
import { parseMarketKey } from "../model/markets";
import { modelSelection } from "../ingest/our-sides";
import { buildMarketTables, closingFavourite, type VisibleQuote } from "./market-tables";
import type { VisibleQuoteRow } from "./visible-prices";

/** The match as the market tables need it. */
export type MarketsMatch = {
  id: number;
  teamAName: string;
  teamBName: string;
  beginAt: Date | null;
  status: string;
  numberOfGames: number | null;
};

/** A match has started once it is no longer 'not_started' or its start time has passed. */
const started = (match: MarketsMatch, now: Date) => match.status !== "not_started" || (match.beginAt !== null && match.beginAt.getTime() <= now.getTime());

/** A stored row as the table builder's quote: the model's market, team A as its home team. Null for a market key the model does not know. */
function toVisibleQuote(row: VisibleQuoteRow): VisibleQuote | null {
  const market = parseMarketKey(row.market);
  if (!market) return null;
  return {
    bookmakerId: row.bookmakerId,
    bookmakerKey: String(row.bookmakerId),
    bookmakerName: row.bookmakerName,
    redirectSlug: row.redirectSlug,
    market,
    selection: modelSelection(row.selection),
    price: row.price,
    status: row.status,
    observedAt: row.providerUpdatedAt,
    seenAt: row.seenAt,
    source: row.source,
  };
}

/** Whether a stored quote was seen lately enough to be shown as on offer now (in play, prices move by the minute). */
const seenLately = (row: VisibleQuoteRow, now: Date) => now.getTime() - row.seenAt.getTime() <= ODDS_STALE_AFTER_MS;

/**
 * The odds section of a match from its visible stored quotes (one licensed bookmaker's rows only;
 * visible-prices.ts filters them): pure. The phase says how to read the prices:
 * - "pre-match" before the start: fresh quotes as they are, old ones stale or left out;
 * - "live" while the match is played, when the feeds still price it in play (in-play quotes seen
 *   lately): only those;
 * - "closing" once it has started otherwise, and always once it is finished: the last pre-match
 *   quotes, as they stood at the start (in-play quotes never overwrite them).
 * A finished match says which side its closing match-winner prices favoured. Null when no table has a row.
 */
export function buildMatchMarkets(
  rows: readonly VisibleQuoteRow[],
  match: MarketsMatch,
  now: Date,
  movement?: { preMatch?: ReadonlyMap<string, "up" | "down">; inPlay?: ReadonlyMap<string, "up" | "down"> },
): MatchMarkets | null {
  const preMatch = rows.filter((r) => !r.inPlay);
  const live = started(match, now) && match.status !== "finished" ? rows.filter((r) => r.inPlay && seenLately(r, now)) : [];
  const phase: MatchMarkets["phase"] = !started(match, now) ? "pre-match" : live.length > 0 ? "live" : "closing";
  const bestOf = match.numberOfGames !== null && isBestOf(match.numberOfGames) ? match.numberOfGames : null;
  const shownRows = phase === "live" ? live : preMatch;
  const tables = buildMarketTables(
    shownRows.map(toVisibleQuote).filter((q): q is VisibleQuote => q !== null),
    {
      teamAName: match.teamAName,
      teamBName: match.teamBName,
      bestOf,
      now,
      closed: phase === "closing",
      movement: phase === "live" ? movement?.inPlay : movement?.preMatch,
    },
  );
  if (tables.length === 0) return null;
  const shown = tables.flatMap((t) => t.rows);
  return {
    matchId: match.id,
    source: feedLabel(shown.map((r) => r.source)),
    phase,
    bestOf,
    tables,
    updatedAt: new Date(Math.max(...shown.map((r) => Date.parse(r.seenAt)))).toISOString(),
    closingFavourite: match.status === "finished" && phase === "closing" ? closingFavourite(tables) : null,
  };
}

/** "demo" when any shown row is invented (the page labels the prices as demo); else the feed of most rows. */
export function feedLabel(sources: readonly OddsFeedLabel[]): OddsFeedLabel {
  if (sources.includes("demo")) return "demo";
  const counts = new Map<OddsFeedLabel, number>();
  for (const s of sources) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}
