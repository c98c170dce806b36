import { describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS } from "../../shared";
import { buildMatchMarkets, type MarketsMatch } from "./match-markets-view";
import { quoteMovementKey } from "./market-tables";
import type { VisibleQuoteRow } from "./visible-prices";

const NOW = new Date("2026-12-01T12:00:00Z");
const MATCH: MarketsMatch = {
  id: 9,
  teamAName: "Static Pulse",
  teamBName: "Northwind",
  beginAt: new Date(NOW.getTime() + HOUR_MS),
  status: "not_started",
  numberOfGames: 3,
};

function row(bookmakerId: number, market: string, selection: string, price: number | null, extra: Partial<VisibleQuoteRow> = {}): VisibleQuoteRow {
  const seenAt = extra.seenAt ?? new Date(NOW.getTime() - 5 * MINUTE_MS);
  return {
    matchId: 9,
    bookmakerId,
    bookmakerName: `Book ${bookmakerId}`,
    redirectSlug: null,
    source: "stadar",
    market,
    selection,
    price,
    status: "open",
    changedAt: seenAt,
    seenAt,
    providerUpdatedAt: seenAt,
    inPlay: false,
    ...extra,
  };
}
const winner = (id: number, a: number, b: number, extra: Partial<VisibleQuoteRow> = {}) => [
  row(id, "winner:2", "teamA", a, extra),
  row(id, "winner:2", "teamB", b, extra),
];

describe("buildMatchMarkets", () => {
  it("reads stored rows said from our sides: team A's handicap line, scores with team A first, labels from our team names", () => {
    const markets = buildMatchMarkets(
      [
        ...winner(1, 1.6, 2.3),
        row(1, "map_handicap:1.5", "teamA", 1.25),
        row(1, "map_handicap:1.5", "teamB", 3.6),
        row(1, "correct_score", "1-2", 5.5),
        row(1, "total_maps:2.5", "over", 2.05),
      ],
      MATCH,
      NOW,
    )!;
    expect(markets).toMatchObject({ matchId: 9, phase: "pre-match", bestOf: 3, source: "stadar", closingFavourite: null });
    const handicap = markets.tables.find((t) => t.key === "map_handicap:1.5")!;
    expect(handicap).toMatchObject({ kind: "map_handicap", line: 1.5, title: "Handicap +1.5 / -1.5" });
    expect(handicap.selections).toEqual([
      { key: "teamA", label: "Static Pulse +1.5" },
      { key: "teamB", label: "Northwind -1.5" },
    ]);
    expect(handicap.rows[0]!.cells.teamA!.price).toBe(1.25);
    const score = markets.tables.find((t) => t.key === "correct_score")!;
    expect(score.rows[0]!.cells["1-2"]!.price).toBe(5.5);
    expect(markets.tables.find((t) => t.key === "total_maps:2.5")!.selections.map((s) => s.label)).toEqual(["Over 2.5", "Under 2.5"]);
    expect(markets.updatedAt).toBe(new Date(NOW.getTime() - 5 * MINUTE_MS).toISOString());
  });

  it("is closing once the match has started with no in-play quote, with the last pre-match prices as they stood", () => {
    const started = { ...MATCH, beginAt: new Date(NOW.getTime() - 2 * HOUR_MS), status: "running" };
    const old = new Date(NOW.getTime() - 20 * HOUR_MS);
    const markets = buildMatchMarkets(winner(1, 1.6, 2.3, { seenAt: old, providerUpdatedAt: old }), started, NOW)!;
    expect(markets.phase).toBe("closing");
    expect(markets.tables[0]!.best).toEqual({ teamA: 1.6, teamB: 2.3 });
    // Not finished yet: no verdict.
    expect(markets.closingFavourite).toBeNull();
  });

  it("is live while the feeds price the match in play, showing only the in-play quotes and their own movement", () => {
    const started = { ...MATCH, beginAt: new Date(NOW.getTime() - 30 * MINUTE_MS), status: "running" };
    const before = new Date(NOW.getTime() - HOUR_MS);
    const after = new Date(NOW.getTime() - 2 * MINUTE_MS);
    const inPlayMove = new Map([[quoteMovementKey({ bookmakerId: 2, source: "stadar", market: "winner:2", selection: "teamA" }), "down" as const]]);
    const markets = buildMatchMarkets([...winner(1, 1.6, 2.3, { seenAt: before }), ...winner(2, 1.3, 3.4, { seenAt: after, inPlay: true })], started, NOW, {
      preMatch: new Map(),
      inPlay: inPlayMove,
    })!;
    expect(markets.phase).toBe("live");
    expect(markets.tables[0]!.rows.map((r) => [r.bookmakerId, r.cells.teamA!.price, r.cells.teamA!.movement])).toEqual([[2, 1.3, "down"]]);
    expect(markets.tables[0]!.best).toEqual({ teamA: 1.3, teamB: 3.4 });
  });

  it("is live by the start time alone (status still upcoming) and by the status alone (start time still ahead)", () => {
    const inPlay = winner(2, 1.3, 3.4, { seenAt: new Date(NOW.getTime() - MINUTE_MS), inPlay: true });
    const rows = [...winner(1, 1.6, 2.3), ...inPlay];
    const pastStart = { ...MATCH, beginAt: new Date(NOW.getTime() - 10 * MINUTE_MS) };
    const running = { ...MATCH, status: "running" };
    expect(buildMatchMarkets(rows, pastStart, NOW)!.phase).toBe("live");
    expect(buildMatchMarkets(rows, running, NOW)!.phase).toBe("live");
    // Before the start, in-play rows (there should be none) are never shown as pre-match prices.
    expect(buildMatchMarkets(rows, MATCH, NOW)!.tables[0]!.rows.map((r) => r.bookmakerId)).toEqual([1]);
  });

  it("falls back to the closing odds when the in-play quotes are no longer seen, and always once finished", () => {
    const started = { ...MATCH, beginAt: new Date(NOW.getTime() - 3 * HOUR_MS), status: "running" };
    const closing = winner(1, 1.6, 2.3, { seenAt: new Date(NOW.getTime() - 4 * HOUR_MS) });
    const oldInPlay = winner(1, 1.1, 7.5, { seenAt: new Date(NOW.getTime() - 2 * HOUR_MS), inPlay: true });
    const quiet = buildMatchMarkets([...closing, ...oldInPlay], started, NOW)!;
    expect(quiet.phase).toBe("closing");
    expect(quiet.tables[0]!.best).toEqual({ teamA: 1.6, teamB: 2.3 });
    const freshInPlay = winner(1, 1.1, 7.5, { seenAt: new Date(NOW.getTime() - MINUTE_MS), inPlay: true });
    const finished = buildMatchMarkets([...closing, ...freshInPlay], { ...started, status: "finished" }, NOW)!;
    expect(finished).toMatchObject({ phase: "closing", closingFavourite: "teamA" });
    expect(finished.tables[0]!.best).toEqual({ teamA: 1.6, teamB: 2.3 });
  });

  it("names the side the closing match-winner prices favoured once the match is finished, or none when level", () => {
    const finished = { ...MATCH, beginAt: new Date(NOW.getTime() - 3 * HOUR_MS), status: "finished" };
    const before = new Date(NOW.getTime() - 4 * HOUR_MS);
    const at = { seenAt: before, providerUpdatedAt: before };
    expect(buildMatchMarkets([...winner(1, 2.4, 1.55, at), ...winner(2, 2.5, 1.5, at)], finished, NOW)!.closingFavourite).toBe("teamB");
    expect(buildMatchMarkets(winner(1, 1.9, 1.9, at), finished, NOW)!.closingFavourite).toBeNull();
  });

  it("labels the section demo when any shown price is invented, and gives each cell its own feed's movement", () => {
    const movement = new Map([[quoteMovementKey({ bookmakerId: 2, source: "demo", market: "winner:2", selection: "teamA" }), "down" as const]]);
    const markets = buildMatchMarkets([...winner(1, 1.6, 2.3), ...winner(2, 1.7, 2.1, { source: "demo" })], MATCH, NOW, { preMatch: movement })!;
    expect(markets.source).toBe("demo");
    expect(markets.tables[0]!.rows.map((r) => [r.source, r.cells.teamA!.movement])).toEqual([
      ["stadar", null],
      ["demo", "down"],
    ]);
  });

  it("has no section without a row to show, and passes over a market key it does not know", () => {
    expect(buildMatchMarkets([], MATCH, NOW)).toBeNull();
    expect(buildMatchMarkets([row(1, "h2h", "teamA", 1.8)], MATCH, NOW)).toBeNull();
  });
});
