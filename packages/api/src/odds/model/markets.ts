import { mapsPlayedRange, mapsToWin, type BestOf } from "./fixture";

/**
 * The markets the model knows, each with the selections it can have. Everything is said from the
 * fixture's home team's side (the feed's first team), so one market is one key whichever side a
 * feed quoted it from:
 *
 * - `winner`: the series winner, two-way (home/away) or three-way (home/draw/away, bo2 only);
 * - `map_winner`: the winner of map N (1-based), home/away;
 * - `map_handicap`: the home team's handicap in maps (`line` -1.5: home must win by 2 maps), home/away;
 * - `total_maps`: maps played, over/under `line`;
 * - `correct_score`: the series' final map score, "h-a" from the home team's side ("2-1").
 */
export type OddsMarket =
  | { kind: "winner"; ways: 2 | 3 }
  | { kind: "map_winner"; map: number }
  | { kind: "map_handicap"; line: number }
  | { kind: "total_maps"; line: number }
  | { kind: "correct_score" };

/** Why a market cannot exist on a fixture (the parser counts refusals by these). */
export type MarketRefusal = "format-unknown" | "ways-mismatch" | "map-out-of-range" | "line-impossible" | "line-malformed";

/** A line must be a whole or half number (1, 1.5, 2.5): a quarter line is a feed error here. */
function isHalfStep(line: number): boolean {
  return Number.isFinite(line) && Number.isInteger(line * 2);
}

/**
 * Null when the market can exist on a series of this length, else why not:
 * - a three-way winner only in a bo2 (the one format that can end level), a two-way one in any other;
 * - map N only from 1 to the format's number of maps;
 * - a map handicap only strictly between 0.5 and the maps needed to win: ±0.5 is the winner market
 *   again and ±(maps to win) or more is settled before the match starts; so a bo1 has none, a bo3
 *   only ±1 and ±1.5;
 * - a total-maps line only strictly between the fewest and the most maps the series can last
 *   (bo3: 2.5; a bo1 or a bo2 has none);
 * - a market that depends on the length is refused when the length is unknown.
 */
export function marketRefusal(market: OddsMarket, bestOf: BestOf | null): MarketRefusal | null {
  if (market.kind === "winner") {
    if (bestOf === null) return null;
    return (market.ways === 3) === (bestOf === 2) ? null : "ways-mismatch";
  }
  if (bestOf === null) return "format-unknown";
  switch (market.kind) {
    case "map_winner":
      return Number.isInteger(market.map) && market.map >= 1 && market.map <= bestOf ? null : "map-out-of-range";
    case "map_handicap": {
      if (!isHalfStep(market.line)) return "line-malformed";
      const size = Math.abs(market.line);
      return size > 0.5 && size < mapsToWin(bestOf) && bestOf !== 2 ? null : "line-impossible";
    }
    case "total_maps": {
      if (!isHalfStep(market.line)) return "line-malformed";
      const { min, max } = mapsPlayedRange(bestOf);
      return market.line > min && market.line < max ? null : "line-impossible";
    }
    case "correct_score":
      return null;
  }
}

/** "2-1": a correct-score selection, home maps first. */
export function scoreSelection(home: number, away: number): string {
  return `${home}-${away}`;
}

/** Every score a series of this length can end on (bo3: 2-0, 2-1, 1-2, 0-2), home first. */
export function possibleScores(bestOf: BestOf): string[] {
  if (bestOf === 2) return ["2-0", "1-1", "0-2"];
  const win = mapsToWin(bestOf);
  const scores: string[] = [];
  for (let loser = 0; loser < win; loser++) scores.push(scoreSelection(win, loser));
  for (let loser = win - 1; loser >= 0; loser--) scores.push(scoreSelection(loser, win));
  return scores;
}

/**
 * Every selection of a complete market, in a fixed order: the set a book must price for its margin
 * or its de-vigged probabilities to mean anything. Null when the market cannot exist on this format.
 */
export function marketSelections(market: OddsMarket, bestOf: BestOf | null): string[] | null {
  if (marketRefusal(market, bestOf) !== null) return null;
  switch (market.kind) {
    case "winner":
      return market.ways === 3 ? ["home", "draw", "away"] : ["home", "away"];
    case "map_winner":
    case "map_handicap":
      return ["home", "away"];
    case "total_maps":
      return ["over", "under"];
    case "correct_score":
      return bestOf === null ? null : possibleScores(bestOf);
  }
}

/** Whether `selection` belongs to the market on this format (a "3-0" in a bo3 does not). */
export function isSelectionOf(market: OddsMarket, bestOf: BestOf | null, selection: string): boolean {
  return marketSelections(market, bestOf)?.includes(selection) ?? false;
}

/** One string per market, for grouping quotes: "winner:2", "map_winner:1", "map_handicap:-1.5", "total_maps:2.5", "correct_score". */
export function marketKey(market: OddsMarket): string {
  switch (market.kind) {
    case "winner":
      return `winner:${market.ways}`;
    case "map_winner":
      return `map_winner:${market.map}`;
    case "map_handicap":
    case "total_maps":
      return `${market.kind}:${market.line}`;
    case "correct_score":
      return "correct_score";
  }
}

/** The market a key names (marketKey's inverse), or null for a key the model does not know. */
export function parseMarketKey(key: string): OddsMarket | null {
  if (key === "correct_score") return { kind: "correct_score" };
  const [kind, value, ...rest] = key.split(":");
  const number = Number(value);
  if (rest.length > 0 || value === undefined || value === "" || !Number.isFinite(number)) return null;
  switch (kind) {
    case "winner":
      return number === 2 || number === 3 ? { kind: "winner", ways: number } : null;
    case "map_winner":
      return Number.isInteger(number) ? { kind: "map_winner", map: number } : null;
    case "map_handicap":
      return { kind: "map_handicap", line: number };
    case "total_maps":
      return { kind: "total_maps", line: number };
    default:
      return null;
  }
}
