import type { BestOf } from "./model/fixture";
import { marketSelections } from "./model/markets";
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
 * it, off the board (quoteStatus), never as a price.
 */
export function demoMarketQuotes(match: { id: number; teamAName: string; teamBName: string; beginAt: Date }, bestOf: BestOf, now: Date): OddsQuote[] {
  const quotes: OddsQuote[] = [];
  for (const view of demoBookViews(match, now)) {
    const mapWin = mapWinProbabilityFor(view.teamAWins, bestOf);
    for (const market of typicalMarkets(bestOf)) {
      const chances = marketProbabilities(market, mapWin, bestOf)!;
      for (const selection of marketSelections(market, bestOf)!) {
        const { price, status } = quoteStatus(demoPrice(chances.get(selection)!, view.margin), "open");
        quotes.push({ bookmakerKey: view.key, market, selection, price, status, observedAt: view.lastUpdate });
      }
    }
  }
  return quotes;
}
