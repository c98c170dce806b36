import { parseList } from "../../platform";
import type { BestOf } from "../model/fixture";
import { marketRefusal, type MarketRefusal, type OddsMarket } from "../model/markets";
import { quoteStatus, type OddsQuote } from "../model/quotes";
import type { InvalidOddsEvent } from "../types";
import { invalidEvents, listedEvent, type OddsApiIoListedEvent } from "./parse-events";
import { decimalPrice, lineValue, oddsApiIoBookmakerKey, oddsApiIoEventOdds, oddsApiIoMarket, oddsApiIoMarketList, oddsApiIoRow } from "./schemas";

/**
 * Odds-API.io's events with their odds (/odds/multi) read into the feed-neutral model (model/*), item
 * by item as the other feeds are: an event that fails its schema is skipped and reported, the rest
 * are kept; inside an event a bad bookmaker, market or row costs only itself. How the markets map
 * (names and row fields: schemas.ts, with what is documented and what is not):
 *
 * - `ML` `{ home, away }`        -> winner two-way; `{ home, draw, away }` with a draw price -> three-way;
 * - `Spread` `{ hdp, home, away }` -> map_handicap with `hdp` as the line: it is already the home
 *   team's (the makers' snapshot), so no side is turned round;
 * - `Totals` `{ hdp, over, under }` -> total_maps over/under `hdp`;
 * - any other name (none of the makers' material names a map-N winner or a correct score) is
 *   ignored and counted by name.
 *
 * No documented event field says how many maps a series has, so the caller passes what it knows
 * (`bestOfByEvent`, by the feed's event id: the format of the match the event was matched to); an
 * event it does not know keeps its winner market and has every market that depends on the length
 * refused ("format-unknown"), as the model says. A market the format cannot have (a ±1.5 handicap
 * in a bo1, a three-way winner in a bo3) is refused and counted by reason. A price that is not a
 * usable decimal price (null, "N/A", 1.0, 0.0001, 1e9) is kept as off the board. The feed's home and
 * away are kept as sent: whether they are our teams, and in which order, is for the matching step.
 */

export type OddsApiIoFixtureOdds = OddsApiIoListedEvent & { quotes: OddsQuote[] };

export type ParsedOddsApiIoOdds = {
  fixtures: OddsApiIoFixtureOdds[];
  invalid: InvalidOddsEvent[];
  /** Markets the model does not know, by the feed's name ("Totals HT": 2). */
  unknownMarkets: Record<string, number>;
  /** Market lines the fixture's format cannot have (or that it does not know), by reason, one per row. */
  refusedMarkets: Partial<Record<MarketRefusal, number>>;
  /** Bookmakers, markets or rows that failed their schema inside a good event. */
  malformedEntries: number;
};

type Selection = { selection: string; price: unknown };
type MarketName = "ml" | "spread" | "totals";
type MappedRow = { market: OddsMarket; selections: Selection[] } | "malformed";

/** The market names the parser maps, compared without case ("ML", "Spread", "Totals"); null for any other. */
function knownMarket(name: string): MarketName | null {
  const lower = name.toLowerCase();
  return lower === "ml" || lower === "spread" || lower === "totals" ? lower : null;
}

/** One row of a known market as a model market and its priced selections, or malformed (a line that is no number). */
function mapRow(marketName: MarketName, row: Record<string, unknown> & { hdp?: number | string | null }): MappedRow {
  switch (marketName) {
    case "ml": {
      const threeWay = decimalPrice(row.draw) !== null;
      const sides: Selection[] = [
        { selection: "home", price: row.home },
        ...(threeWay ? [{ selection: "draw", price: row.draw }] : []),
        { selection: "away", price: row.away },
      ];
      return { market: { kind: "winner", ways: threeWay ? 3 : 2 }, selections: sides };
    }
    case "spread": {
      const line = lineValue(row.hdp);
      if (line === null) return "malformed";
      return {
        market: { kind: "map_handicap", line },
        selections: [
          { selection: "home", price: row.home },
          { selection: "away", price: row.away },
        ],
      };
    }
    case "totals": {
      const line = lineValue(row.hdp);
      if (line === null) return "malformed";
      return {
        market: { kind: "total_maps", line },
        selections: [
          { selection: "over", price: row.over },
          { selection: "under", price: row.under },
        ],
      };
    }
  }
}

export function parseOddsApiIoOdds(events: readonly unknown[], bestOfByEvent: ReadonlyMap<string, BestOf> = new Map()): ParsedOddsApiIoOdds {
  const list = parseList(oddsApiIoEventOdds, events)!;
  const parsed: ParsedOddsApiIoOdds = { fixtures: [], invalid: [], unknownMarkets: {}, refusedMarkets: {}, malformedEntries: 0 };
  parsed.invalid = invalidEvents(list.invalid);
  for (const event of list.items) {
    const bestOf = bestOfByEvent.get(event.id) ?? null;
    const quotes: OddsQuote[] = [];
    for (const [rawKey, rawMarkets] of Object.entries(event.bookmakers)) {
      const bookmakerKey = oddsApiIoBookmakerKey.safeParse(rawKey);
      const markets = oddsApiIoMarketList.safeParse(rawMarkets);
      if (!bookmakerKey.success || !markets.success) {
        parsed.malformedEntries++;
        continue;
      }
      for (const rawMarket of markets.data) {
        const market = oddsApiIoMarket.safeParse(rawMarket);
        if (!market.success) {
          parsed.malformedEntries++;
          continue;
        }
        const name = knownMarket(market.data.name);
        if (name === null) {
          // Counted once per market, not per row: "Totals HT" with twelve lines is one unknown market.
          parsed.unknownMarkets[market.data.name] = (parsed.unknownMarkets[market.data.name] ?? 0) + 1;
          continue;
        }
        for (const rawRow of market.data.odds) {
          const row = oddsApiIoRow.safeParse(rawRow);
          const mapped = row.success ? mapRow(name, row.data) : "malformed";
          if (mapped === "malformed") {
            parsed.malformedEntries++;
            continue;
          }
          const refusal = marketRefusal(mapped.market, bestOf);
          if (refusal) {
            parsed.refusedMarkets[refusal] = (parsed.refusedMarkets[refusal] ?? 0) + 1;
            continue;
          }
          for (const { selection, price } of mapped.selections) {
            quotes.push({
              bookmakerKey: bookmakerKey.data,
              market: mapped.market,
              selection,
              ...quoteStatus(decimalPrice(price), "open"),
              observedAt: market.data.updatedAt ?? null,
            });
          }
        }
      }
    }
    parsed.fixtures.push({ ...listedEvent(event, bestOf), quotes });
  }
  return parsed;
}
