import type { BestOf } from "./model/fixture";
import { marketSelections, type OddsMarket } from "./model/markets";
import { quoteStatus, type OddsQuote } from "./model/quotes";
import { mapWinProbabilityFor, marketProbabilities, typicalMarkets } from "./model/series-probabilities";
import { demoBookViews, demoPrice } from "./demo-odds-source";

/**
 * The demo world's prices for every market a book offers on a series (model/series-probabilities.ts's
 * typical markets), in the feed-neutral model, said from team A's side (the fixture's home team). Each demo book's series view (demoBookViews, the same
 * one its match-winner prices come from) is turned into the one map-win chance that gives it, and
 * every market follows from that chance: a favourite's −1.5 handicap is longer than its series price,
 * its correct-score chances add up to its series chance. Each book keeps its margin on every market.
 * Labelled as demo wherever it shows, as the match-winner prices are.
 *
 * A selection so likely that the book's price would be 1.00 or less is sent as the book would show
 * it, off the board (quoteStatus), never as a price. A match whose length is unknown gets only the
 * two-way match winner (the other markets depend on the length).
 */
export function demoMarketQuotes(match: { id: number; teamAName: string; teamBName: string; beginAt: Date }, bestOf: BestOf | null, now: Date): OddsQuote[] {
  const quotes: OddsQuote[] = [];
  // A series of unknown length is priced as one map: its winner's chance is the book's series view.
  const format = bestOf ?? 1;
  const markets: OddsMarket[] = bestOf === null ? [{ kind: "winner", ways: 2 }] : typicalMarkets(bestOf);
  for (const view of demoBookViews(match, now)) {
    const mapWin = mapWinProbabilityFor(view.teamAWins, format);
    for (const market of markets) {
      const chances = marketProbabilities(market, mapWin, format)!;
      for (const selection of marketSelections(market, format)!) {
        const { price, status } = quoteStatus(demoPrice(chances.get(selection)!, view.margin), "open");
        quotes.push({ bookmakerKey: view.key, market, selection, price, status, observedAt: view.lastUpdate });
      }
    }
  }
  return quotes;
}
