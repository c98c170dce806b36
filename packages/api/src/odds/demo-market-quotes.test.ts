import { describe, expect, it } from "vitest";
import { demoMarketQuotes } from "./demo-market-quotes";
import { demoQuotes } from "./demo-odds-source";
import { bookFairProbabilities, bookMarketMargin } from "./model/fair-line";
import type { BestOf } from "./model/fixture";
import { marketKey, marketRefusal, type OddsMarket } from "./model/markets";
import { isPriceable, type OddsQuote } from "./model/quotes";

const MATCH = { id: 4242, teamAName: "Static Pulse", teamBName: "Northwind", beginAt: new Date("2026-12-01T18:00:00Z") };
const NOW = new Date("2026-11-30T12:00:00Z");

function byBook(quotes: OddsQuote[]): Map<string, OddsQuote[]> {
  const books = new Map<string, OddsQuote[]>();
  for (const q of quotes) books.set(q.bookmakerKey, [...(books.get(q.bookmakerKey) ?? []), q]);
  return books;
}
const price = (quotes: OddsQuote[], market: OddsMarket, selection: string) =>
  quotes.find((q) => marketKey(q.market) === marketKey(market) && q.selection === selection)!.price!;

describe("demoMarketQuotes", () => {
  it("prices every market and selection a bo3 book offers, each valid for a bo3, for every demo book", () => {
    const books = byBook(demoMarketQuotes(MATCH, 3, NOW));
    expect(books.size).toBe(demoQuotes(MATCH, NOW).length);
    for (const quotes of books.values()) {
      expect(new Set(quotes.map((q) => marketKey(q.market)))).toEqual(
        new Set(["winner:2", "map_winner:1", "map_winner:2", "map_winner:3", "map_handicap:-1.5", "map_handicap:1.5", "total_maps:2.5", "correct_score"]),
      );
      for (const q of quotes) expect(marketRefusal(q.market, 3)).toBeNull();
      expect(quotes.filter((q) => q.market.kind === "correct_score").map((q) => q.selection)).toEqual(["2-0", "2-1", "1-2", "0-2"]);
    }
  });

  it("keeps each book's match-winner prices exactly those of the match-winner feed", () => {
    const books = byBook(demoMarketQuotes(MATCH, 3, NOW));
    for (const book of demoQuotes(MATCH, NOW)) {
      const quotes = books.get(book.bookmakerKey)!;
      expect([price(quotes, { kind: "winner", ways: 2 }, "home"), price(quotes, { kind: "winner", ways: 2 }, "away")]).toEqual(
        book.outcomes.map((o) => o.price),
      );
    }
  });

  it("is consistent within each book: the correct scores add up to the series, the favourite's −1.5 is longer than its series price", () => {
    for (const bestOf of [3, 5] as BestOf[])
      for (const quotes of byBook(demoMarketQuotes(MATCH, bestOf, NOW)).values()) {
        const winner = bookFairProbabilities(quotes, { kind: "winner", ways: 2 }, bestOf)!;
        const scores = bookFairProbabilities(quotes, { kind: "correct_score" }, bestOf)!;
        const homeWins = [...scores].filter(([s]) => Number(s.split("-")[0]) > Number(s.split("-")[1])).reduce((sum, [, p]) => sum + p, 0);
        // Within the rounding of prices down to the cent.
        expect(Math.abs(homeWins - winner.get("home")!)).toBeLessThan(0.01);
        const favourite = winner.get("home")! > 0.5 ? "home" : "away";
        const giving = favourite === "home" ? { kind: "map_handicap" as const, line: -1.5 } : { kind: "map_handicap" as const, line: 1.5 };
        expect(price(quotes, giving, favourite)).toBeGreaterThan(price(quotes, { kind: "winner", ways: 2 }, favourite));
      }
  });

  it("keeps each book's margin on every market it prices in full", () => {
    for (const quotes of byBook(demoMarketQuotes(MATCH, 3, NOW)).values()) {
      const winnerMargin = bookMarketMargin(quotes, { kind: "winner", ways: 2 }, 3)!;
      for (const market of [
        { kind: "map_winner", map: 2 },
        { kind: "total_maps", line: 2.5 },
        { kind: "map_handicap", line: -1.5 },
      ] as OddsMarket[]) {
        const margin = bookMarketMargin(quotes, market, 3);
        if (margin === null) continue;
        // The same margin before rounding down to the cent, which only ever adds to it.
        expect(margin).toBeGreaterThan(0.03);
        expect(Math.abs(margin - winnerMargin)).toBeLessThan(0.03);
      }
    }
  });

  it("sends a selection the book would price at 1.00 or less off the board, never as a price", () => {
    // In a bo7 even a modest favourite getting 3.5 maps is a near certainty.
    const quotes = demoMarketQuotes(MATCH, 7, NOW);
    expect(quotes.filter((q) => q.status === "off").length).toBeGreaterThan(0);
    for (const q of quotes) {
      if (q.price !== null && q.price <= 1) expect(q.status).toBe("off");
      if (q.status === "open") expect(isPriceable(q)).toBe(true);
    }
  });
});
