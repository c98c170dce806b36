import { mapsToWin, type BestOf } from "./fixture";
import { marketSelections, scoreSelection, type OddsMarket } from "./markets";

/**
 * Every market of a series from one number: the chance `p` that the home team (the fixture's first
 * team) wins any one map, maps taken as independent. It is the textbook model behind consistent
 * prices: the series winner, each map, the handicaps, the totals and the correct scores all follow
 * from `p`, so a favourite's −1.5 handicap is always longer than its series price, and the
 * correct-score probabilities of its wins add up to its series probability. Pure arithmetic; the
 * demo feed prices every market with it.
 */

/** C(n, k) for the small n of a series (at most 13). */
function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * The probability of every final score, home maps first ("2-1"), in possibleScores' order. A bo2 is
 * played out (2-0, 1-1, 0-2); any other series stops at the winner's last map, so the loser of
 * a w-k series won k of the first w+k-1 maps.
 */
export function scoreProbabilities(p: number, bestOf: BestOf): Map<string, number> {
  const q = 1 - p;
  if (bestOf === 2) {
    return new Map([
      [scoreSelection(2, 0), p * p],
      [scoreSelection(1, 1), 2 * p * q],
      [scoreSelection(0, 2), q * q],
    ]);
  }
  const win = mapsToWin(bestOf);
  const scores = new Map<string, number>();
  for (let lost = 0; lost < win; lost++) scores.set(scoreSelection(win, lost), choose(win - 1 + lost, lost) * p ** win * q ** lost);
  for (let won = win - 1; won >= 0; won--) scores.set(scoreSelection(won, win), choose(win - 1 + won, won) * q ** win * p ** won);
  return scores;
}

const parseScore = (score: string) => score.split("-").map(Number) as [number, number];

/** The probability of each selection of `market` (marketSelections' keys), or null when the format cannot have it. */
export function marketProbabilities(market: OddsMarket, p: number, bestOf: BestOf): Map<string, number> | null {
  const selections = marketSelections(market, bestOf);
  if (!selections) return null;
  const scores = [...scoreProbabilities(p, bestOf)].map(([score, chance]) => ({ score: parseScore(score), chance }));
  const total = (holds: (home: number, away: number) => boolean) => scores.reduce((sum, s) => (holds(...s.score) ? sum + s.chance : sum), 0);
  switch (market.kind) {
    case "winner":
      return market.ways === 3
        ? new Map([
            ["home", total((h, a) => h > a)],
            ["draw", total((h, a) => h === a)],
            ["away", total((h, a) => h < a)],
          ])
        : new Map([
            ["home", total((h, a) => h > a)],
            ["away", total((h, a) => h < a)],
          ]);
    case "map_winner":
      // Priced as "if the map is played", as books settle it: every map is a fresh p.
      return new Map([
        ["home", p],
        ["away", 1 - p],
      ]);
    case "map_handicap": {
      const home = total((h, a) => h - a + market.line > 0);
      return new Map([
        ["home", home],
        ["away", 1 - home],
      ]);
    }
    case "total_maps": {
      const over = total((h, a) => h + a > market.line);
      return new Map([
        ["over", over],
        ["under", 1 - over],
      ]);
    }
    case "correct_score":
      return new Map(scores.map(({ score, chance }) => [scoreSelection(...score), chance]));
  }
}

/** The home team's chance of taking the series when it wins each map with chance `p`. */
export function seriesWinProbability(p: number, bestOf: BestOf): number {
  return marketProbabilities({ kind: "winner", ways: bestOf === 2 ? 3 : 2 }, p, bestOf)!.get("home")!;
}

/**
 * The map-win chance that gives the home team a series-win chance of `series` (the inverse of
 * seriesWinProbability, which rises with p): by bisection, to well under a cent of price. In a bo2
 * the "series win" is the 2-0, so it is p squared.
 */
export function mapWinProbabilityFor(series: number, bestOf: BestOf): number {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (seriesWinProbability(mid, bestOf) < series) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The markets a book typically offers on a series of this length, each valid for it (markets.ts):
 * the winner; every map's winner; the handicaps in whole-map steps that can be settled either way
 * (±1.5 in a bo3, ±1.5 and ±2.5 in a bo5); the totals between the shortest and the longest series;
 * the correct score.
 */
export function typicalMarkets(bestOf: BestOf): OddsMarket[] {
  const markets: OddsMarket[] = [{ kind: "winner", ways: bestOf === 2 ? 3 : 2 }];
  for (let map = 1; map <= bestOf; map++) markets.push({ kind: "map_winner", map });
  if (bestOf !== 2) {
    for (let size = 1.5; size < mapsToWin(bestOf); size++) markets.push({ kind: "map_handicap", line: -size }, { kind: "map_handicap", line: size });
    for (let line = mapsToWin(bestOf) + 0.5; line < bestOf; line++) markets.push({ kind: "total_maps", line });
  }
  markets.push({ kind: "correct_score" });
  return markets;
}
