/**
 * The feed-neutral odds model (issue 39): what any odds feed (The Odds API, Stadar, a later one)
 * is read into before it is matched to one of our matches and stored. Pure types and rules, no I/O.
 *
 * A fixture is the feed's own event, named as the feed names it: its teams are kept in the feed's
 * home/away order and spelling, because matching them to our teams (possibly the other way round)
 * is a later step that needs exactly what the feed said.
 */

/** The feeds the model is read from. */
export type OddsFeedName = "the-odds-api" | "stadar" | "odds-api-io" | "demo";

/**
 * A series' length: best of 1, 2, 3, 5 or 7 maps. Best of 2 is the one that can end level (1-1),
 * hence the only one with a three-way winner market.
 */
export type BestOf = 1 | 2 | 3 | 5 | 7;

const BEST_OF: readonly BestOf[] = [1, 2, 3, 5, 7];

export function isBestOf(value: number): value is BestOf {
  return (BEST_OF as readonly number[]).includes(value);
}

export type OddsFixture = {
  feed: OddsFeedName;
  /** The feed's id of the event (Stadar's match id, The Odds API's event id). */
  feedEventId: string;
  start: Date;
  /** The first team as the feed orders and names it. */
  homeTeam: string;
  awayTeam: string;
  /** Null when the feed does not say; markets that depend on it are then refused (see markets.ts). */
  bestOf: BestOf | null;
};

/** Maps a team must win to take the series: 1 in a bo1, 2 in a bo3, 3 in a bo5, 4 in a bo7 (1 in a bo2, where 1-1 is a draw). */
export function mapsToWin(bestOf: BestOf): number {
  return bestOf === 2 ? 1 : (bestOf + 1) / 2;
}

/** The fewest maps a series of this length can last (a clean sweep), and the most. */
export function mapsPlayedRange(bestOf: BestOf): { min: number; max: number } {
  return bestOf === 2 ? { min: 2, max: 2 } : { min: mapsToWin(bestOf), max: bestOf };
}
