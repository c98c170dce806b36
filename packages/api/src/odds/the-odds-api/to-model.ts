import { outcomeSide } from "../match-events";
import type { OddsMarket } from "../model/markets";
import type { OddsQuote } from "../model/quotes";
import type { FeedEventOdds, OddsEvent } from "../types";

/** The model's name of a match-winner selection from The Odds API's outcome side ("teamA" here is the feed's home team). */
const SELECTION = { teamA: "home", teamB: "away", draw: "draw" } as const;

/**
 * One of The Odds API's events read into the odds model: its h2h prices become the winner market
 * (three-way where a book lists the draw, else two-way), each outcome named by team as the feed
 * writes it becomes the home or away selection, on offer, or off the board where the feed listed it
 * without a usable price (a suspension). An outcome whose name is neither team nor the draw
 * is left out and counted, never assigned by position. The Odds API does not say the series' length.
 */
export function oddsApiEventToModel(event: OddsEvent): { odds: FeedEventOdds; unknownOutcomes: number } {
  let unknownOutcomes = 0;
  const quotes: OddsQuote[] = [];
  for (const quote of event.quotes) {
    const names = [...quote.outcomes.map((o) => o.name), ...quote.unpriced];
    const market: OddsMarket = { kind: "winner", ways: names.some((name) => outcomeSide(name, event, "teamA") === "draw") ? 3 : 2 };
    // The parser keeps only prices in range: each is on offer; an unpriced outcome is off the board.
    const read = [
      ...quote.outcomes.map((o) => ({ ...o, status: "open" as const })),
      ...quote.unpriced.map((name) => ({ name, price: null, status: "off" as const })),
    ];
    for (const outcome of read) {
      const side = outcomeSide(outcome.name, event, "teamA");
      if (side === null) {
        unknownOutcomes++;
        continue;
      }
      quotes.push({
        bookmakerKey: quote.bookmakerKey,
        market,
        selection: SELECTION[side],
        price: outcome.price,
        status: outcome.status,
        observedAt: quote.lastUpdate,
      });
    }
  }
  return {
    odds: {
      fixture: {
        feed: "the-odds-api",
        feedEventId: event.providerEventId,
        start: event.commenceTime,
        homeTeam: event.homeTeam,
        awayTeam: event.awayTeam,
        bestOf: null,
      },
      sportKey: event.sportKey,
      bookmakers: event.quotes.map((q) => ({ key: q.bookmakerKey, title: q.bookmakerTitle })),
      quotes,
    },
    unknownOutcomes,
  };
}
