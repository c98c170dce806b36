import { describe, expect, it } from "vitest";
import { ODDS_HIDDEN_AFTER_MS, ODDS_STALE_AFTER_MS } from "../../shared";
import { buildMatchOdds, cardOdds, movementKey } from "./odds-table";
import type { VisiblePrice } from "./visible-prices";

const NOW = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

function book(
  bookmakerId: number,
  prices: Partial<Record<"teamA" | "teamB" | "draw", number>>,
  seenAt = NOW,
  source: VisiblePrice["source"] = "the-odds-api",
): VisiblePrice[] {
  return Object.entries(prices).map(([outcome, price]) => ({
    matchId: 7,
    bookmakerId,
    bookmakerName: `Book ${bookmakerId}`,
    redirectSlug: `book-${bookmakerId}`,
    market: "draw" in prices ? "winner:3" : "winner:2",
    outcome: outcome as VisiblePrice["outcome"],
    price: price,
    source,
    changedAt: seenAt,
    seenAt,
  }));
}

describe("the odds table of a match", () => {
  it("gives each bookmaker's prices, implied probabilities and margin, and marks every best price (ties too)", () => {
    const odds = buildMatchOdds(7, [...book(1, { teamA: 1.9, teamB: 1.9 }), ...book(2, { teamA: 2.0, teamB: 1.8 }), ...book(3, { teamA: 2.0, teamB: 1.85 })], {
      now: NOW,
      closed: false,
    })!;
    expect(odds.threeWay).toBe(false);
    expect(odds.best).toEqual({ teamA: 2.0, teamB: 1.9, draw: null });
    expect(odds.rows.map((r) => [r.bookmakerId, r.prices.teamA!.best, r.prices.teamB!.best])).toEqual([
      [1, false, true],
      [2, true, false],
      [3, true, false],
    ]);
    expect(odds.rows[0]!.prices.teamA!.impliedProbability).toBeCloseTo(1 / 1.9, 10);
    expect(odds.rows[0]!.margin).toBeCloseTo(2 / 1.9 - 1, 10);
    expect(odds.rows[0]!.prices.draw).toBeNull();
    expect(odds.updatedAt).toBe(NOW.toISOString());
  });

  it("is three-way when a bookmaker prices the draw, and a margin needs every side priced", () => {
    const odds = buildMatchOdds(7, [...book(1, { teamA: 2.5, teamB: 2.8, draw: 3.6 }), ...book(2, { teamA: 2.4, teamB: 2.9 })], { now: NOW, closed: false })!;
    expect(odds.threeWay).toBe(true);
    expect(odds.rows[0]!.margin).toBeCloseTo(1 / 2.5 + 1 / 2.8 + 1 / 3.6 - 1, 10);
    expect(odds.rows[1]!.margin).toBeNull();
    expect(odds.best.draw).toBe(3.6);
  });

  it("dims a bookmaker not seen for an hour (never the best price), leaves out one not seen for 12 hours, and says null when nothing is left", () => {
    const prices = [
      ...book(1, { teamA: 1.5, teamB: 2.6 }),
      ...book(2, { teamA: 3.0, teamB: 3.0 }, ago(ODDS_STALE_AFTER_MS + 1)),
      ...book(3, { teamA: 9, teamB: 9 }, ago(ODDS_HIDDEN_AFTER_MS + 1)),
    ];
    const odds = buildMatchOdds(7, prices, { now: NOW, closed: false })!;
    expect(odds.rows.map((r) => [r.bookmakerId, r.stale])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(odds.best).toEqual({ teamA: 1.5, teamB: 2.6, draw: null });
    expect(odds.rows[1]!.prices.teamA!.best).toBe(false);
    expect(buildMatchOdds(7, book(3, { teamA: 9, teamB: 9 }, ago(ODDS_HIDDEN_AFTER_MS + 1)), { now: NOW, closed: false })).toBeNull();
    expect(buildMatchOdds(7, [], { now: NOW, closed: false })).toBeNull();
  });

  it("keeps a started match's last prices as they were, however old, and says it is closed", () => {
    const odds = buildMatchOdds(7, book(1, { teamA: 1.5, teamB: 2.6 }, ago(ODDS_HIDDEN_AFTER_MS * 2)), { now: NOW, closed: true })!;
    expect(odds).toMatchObject({ closed: true, best: { teamA: 1.5, teamB: 2.6 } });
    expect(odds.rows[0]!.stale).toBe(false);
  });

  it("labels demo prices as demo, and shows how each price last moved", () => {
    const movement = new Map([[movementKey(1, "teamA"), "down" as const]]);
    const odds = buildMatchOdds(7, book(1, { teamA: 1.5, teamB: 2.6 }, NOW, "demo"), { now: NOW, closed: false, movement })!;
    expect(odds.source).toBe("demo");
    expect(odds.rows[0]!.prices.teamA!.movement).toBe("down");
    expect(odds.rows[0]!.prices.teamB!.movement).toBeNull();
  });
});

describe("a card's best prices", () => {
  it("are the best fresh price per side, none from stale rows, and nothing without fresh prices", () => {
    expect(cardOdds([...book(1, { teamA: 1.5, teamB: 2.6 }), ...book(2, { teamA: 1.6, teamB: 9 }, ago(ODDS_STALE_AFTER_MS + 1))], NOW)).toEqual({
      teamA: 1.5,
      teamB: 2.6,
      draw: null,
      source: "the-odds-api",
    });
    expect(cardOdds(book(2, { teamA: 1.6, teamB: 2.4 }, ago(ODDS_STALE_AFTER_MS + 1)), NOW)).toBeNull();
  });
});
