import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq, type DbHandle } from "@eb/db";
import { bookmakerLicences, bookmakers, oddsPriceHistory, oddsPrices, type OddsSourceName } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { mapFeedKey } from "../../testing";
import { addMatch, addTournament, hoursFrom } from "../../testing/esports-rows";
import { testContext } from "../../testing/context";
import { createCallerFactory, MINUTE_MS } from "../../platform";
import { publicRouter } from "../../public-router";
import { DEMO_ODDS_BOOKMAKERS } from "../demo-odds-source";
import { demoOddsSource } from "../demo-odds-feed";
import type { BestOf } from "../model/fixture";
import type { OddsMarket } from "../model/markets";
import type { OddsQuote, QuoteStatus } from "../model/quotes";
import type { FeedEventOdds } from "../types";
import { storePoll } from "./poll-game";

const NOW = new Date("2026-11-24T12:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE_MS);
const createCaller = createCallerFactory(publicRouter);

const WINNER: OddsMarket = { kind: "winner", ways: 2 };
const MAP1: OddsMarket = { kind: "map_winner", map: 1 };
const HOME_MINUS_1_5: OddsMarket = { kind: "map_handicap", line: -1.5 };
const TOTAL_2_5: OddsMarket = { kind: "total_maps", line: 2.5 };
const SCORE: OddsMarket = { kind: "correct_score" };

function quote(bookmakerKey: string, market: OddsMarket, selection: string, price: number | null, status: QuoteStatus = "open"): OddsQuote {
  return { bookmakerKey, market, selection, price, status, observedAt: NOW };
}

/** A feed's event as the odds model reads it (what every source yields), its teams in the feed's order. */
function event(id: string, homeTeam: string, awayTeam: string, start: Date, bestOf: BestOf | null, quotes: OddsQuote[]): FeedEventOdds {
  const keys = [...new Set(quotes.map((q) => q.bookmakerKey))];
  return {
    fixture: { feed: "stadar", feedEventId: id, start, homeTeam, awayTeam, bestOf },
    sportKey: "cs2",
    bookmakers: keys.map((key) => ({ key, title: key })),
    quotes,
  };
}

/**
 * Every market stored and read back: one row per (match, bookmaker, feed, market, selection) said
 * from our sides, whichever way round the feed lists the teams; suspended and off-board quotes kept
 * with their status and never best; markets the match's format cannot have refused; the freshest
 * open feed of a bookmaker shown; the history change-only and one row per quote per 5 minutes.
 */
describe.each(testDrivers())("every market's quotes on %s", (driver) => {
  let handle: DbHandle;
  let ids: { bo3: number; bo1: number; vortex: number; nordic: number };

  beforeEach(async () => {
    handle = await createTestDb(driver);
    const db = handle.db;
    const t = await addTournament(db, { tier: "s" });
    const bo3 = await addMatch(db, { tournamentId: t.id, teamAName: "Vitality", teamBName: "Natus Vincere", beginAt: hoursFrom(NOW, 5), numberOfGames: 3 });
    const bo1 = await addMatch(db, { tournamentId: t.id, teamAName: "G2", teamBName: "Team Spirit", beginAt: hoursFrom(NOW, 6), numberOfGames: 1 });
    const book = async (name: string, key: string, displayOrder: number) => {
      const [row] = await db.insert(bookmakers).values({ name, redirectSlug: key, displayOrder }).returning({ id: bookmakers.id });
      // These books are named alike by every real feed the tests store.
      await mapFeedKey(db, row!.id, key, ["the-odds-api", "stadar", "odds-api-io"]);
      await db.insert(bookmakerLicences).values({ bookmakerId: row!.id, mode: "everywhere_except", jurisdictions: [] });
      return row!.id;
    };
    ids = { bo3: bo3.id, bo1: bo1.id, vortex: await book("Vortex Bet", "vortex_bet", 1), nordic: await book("Nordic Odds", "nordic_odds", 2) };
  });
  afterEach(() => handle.close());

  const store = (source: OddsSourceName, events: FeedEventOdds[], minutes: number) =>
    storePoll(handle.db, { game: "cs2", source, events, readAt: at(minutes), now: at(minutes) });
  const markets = (minutes: number, matchId = ids.bo3) => createCaller(testContext(handle.db, at(minutes), { jurisdiction: "GB" })).odds.markets({ matchId });
  const stored = (matchId: number) =>
    handle.db
      .select({
        bookmakerId: oddsPrices.bookmakerId,
        source: oddsPrices.source,
        market: oddsPrices.market,
        selection: oddsPrices.selection,
        price: oddsPrices.price,
        status: oddsPrices.status,
      })
      .from(oddsPrices)
      .where(eq(oddsPrices.matchId, matchId))
      .orderBy(asc(oddsPrices.bookmakerId), asc(oddsPrices.source), asc(oddsPrices.market), asc(oddsPrices.selection));

  /** Our bo3 as a feed lists it the other way round: its home team is our team B, Natus Vincere. */
  const reversedBo3 = (vortexHandicap = { home: 3.4, away: 1.3 }, status: QuoteStatus = "open") =>
    event("st-1", "Natus Vincere", "Vitality", hoursFrom(NOW, 5), 3, [
      quote("vortex_bet", WINNER, "home", 2.1),
      quote("vortex_bet", WINNER, "away", 1.75),
      quote("vortex_bet", MAP1, "home", 2.0),
      quote("vortex_bet", MAP1, "away", 1.8),
      // Natus Vincere gives 1.5 maps: Vitality gets them.
      quote("vortex_bet", HOME_MINUS_1_5, "home", vortexHandicap.home),
      quote("vortex_bet", HOME_MINUS_1_5, "away", vortexHandicap.away, status),
      quote("vortex_bet", TOTAL_2_5, "over", 2.2),
      quote("vortex_bet", TOTAL_2_5, "under", 1.65),
      // Scores from Natus Vincere's side: its 2-0 is Vitality's 0-2.
      quote("vortex_bet", SCORE, "2-0", 6.0),
      quote("vortex_bet", SCORE, "2-1", 5.0),
      quote("vortex_bet", SCORE, "1-2", 3.6),
      quote("vortex_bet", SCORE, "0-2", 2.9),
      // Nordic suspends Natus Vincere's win (at a higher price than any open one) and has its -1.5 off the board.
      quote("nordic_odds", WINNER, "home", 2.2, "suspended"),
      quote("nordic_odds", WINNER, "away", 1.7),
      quote("nordic_odds", HOME_MINUS_1_5, "home", null, "off"),
      quote("nordic_odds", HOME_MINUS_1_5, "away", 1.28),
    ]);

  it("stores every market on our sides of a fixture listed the other way round, and reads each line back on the right team", async () => {
    const result = await store("stadar", [reversedBo3()], 0);
    expect(result).toMatchObject({ matched: 1, changed: 16, refused: 0 });
    const rows = (await stored(ids.bo3)).filter((r) => r.bookmakerId === ids.vortex).map((r) => [r.market, r.selection, r.price, r.status]);
    expect(rows).toEqual([
      ["correct_score", "0-2", 6.0, "open"],
      ["correct_score", "1-2", 5.0, "open"],
      ["correct_score", "2-0", 2.9, "open"],
      ["correct_score", "2-1", 3.6, "open"],
      ["map_handicap:1.5", "teamA", 1.3, "open"],
      ["map_handicap:1.5", "teamB", 3.4, "open"],
      ["map_winner:1", "teamA", 1.8, "open"],
      ["map_winner:1", "teamB", 2.0, "open"],
      ["total_maps:2.5", "over", 2.2, "open"],
      ["total_maps:2.5", "under", 1.65, "open"],
      ["winner:2", "teamA", 1.75, "open"],
      ["winner:2", "teamB", 2.1, "open"],
    ]);

    const read = (await markets(1))!;
    expect(read).toMatchObject({ matchId: ids.bo3, phase: "pre-match", bestOf: 3, source: "stadar", closingFavourite: null });
    expect(read.tables.map((t) => t.key)).toEqual(["winner:2", "map_winner:1", "map_handicap:1.5", "total_maps:2.5", "correct_score"]);
    const handicap = read.tables.find((t) => t.key === "map_handicap:1.5")!;
    expect(handicap.selections.map((s) => s.label)).toEqual(["Vitality +1.5", "Natus Vincere -1.5"]);
    expect(handicap.rows.map((r) => [r.bookmakerName, r.cells.teamA?.price, r.cells.teamB?.price ?? null, r.cells.teamB?.status])).toEqual([
      ["Vortex Bet", 1.3, 3.4, "open"],
      ["Nordic Odds", 1.28, null, "off"],
    ]);
    const score = read.tables.find((t) => t.key === "correct_score")!;
    expect(score.selections.map((s) => s.key)).toEqual(["2-0", "2-1", "1-2", "0-2"]);
    expect(score.rows[0]!.cells["2-0"]!.price).toBe(2.9);
    expect(score.rows[0]!.cells["0-2"]!.price).toBe(6.0);
    expect(read.tables[1]!.selections.map((s) => s.label)).toEqual(["Vitality", "Natus Vincere"]);
  });

  it("keeps suspended and off-board quotes with their status and never makes them best, in every market's table and the match-winner table", async () => {
    await store("stadar", [reversedBo3()], 0);
    expect((await stored(ids.bo3)).filter((r) => r.bookmakerId === ids.nordic).map((r) => [r.market, r.selection, r.price, r.status])).toEqual([
      ["map_handicap:1.5", "teamA", 1.28, "open"],
      ["map_handicap:1.5", "teamB", null, "off"],
      ["winner:2", "teamA", 1.7, "open"],
      ["winner:2", "teamB", 2.2, "suspended"],
    ]);
    const winner = (await markets(1))!.tables[0]!;
    expect(winner.best).toEqual({ teamA: 1.75, teamB: 2.1 });
    expect(winner.rows[1]!.cells.teamB).toEqual({ price: 2.2, status: "suspended", impliedProbability: null, best: false, movement: null });
    expect(winner.rows[1]!.margin).toBeNull();
    const handicap = (await markets(1))!.tables.find((t) => t.key === "map_handicap:1.5")!;
    expect(handicap.best).toEqual({ teamA: 1.3, teamB: 3.4 });
    const table = await createCaller(testContext(handle.db, at(1), { jurisdiction: "GB" })).odds.match({ game: "cs2", id: ids.bo3 });
    expect(table!.best).toEqual({ teamA: 1.75, teamB: 2.1, draw: null });
    expect(table!.rows[1]!.prices.teamB).toBeNull();
  });

  it("refuses, and counts, the markets our match's format cannot have: a bo1 takes no ±1.5 handicap and no total, whatever the feed says its length is", async () => {
    const result = await store(
      "stadar",
      [
        // The feed calls it a bo3; our esports data knows it is a bo1.
        event("st-2", "G2", "Team Spirit", hoursFrom(NOW, 6), 3, [
          quote("vortex_bet", WINNER, "home", 1.5),
          quote("vortex_bet", WINNER, "away", 2.6),
          quote("vortex_bet", HOME_MINUS_1_5, "home", 2.5),
          quote("vortex_bet", HOME_MINUS_1_5, "away", 1.5),
          quote("vortex_bet", TOTAL_2_5, "over", 1.9),
          quote("vortex_bet", TOTAL_2_5, "under", 1.9),
          quote("vortex_bet", SCORE, "1-0", 1.5),
          quote("vortex_bet", SCORE, "2-1", 4.0),
        ]),
      ],
      0,
    );
    expect(result).toMatchObject({ matched: 1, changed: 3, refused: 5, refusedQuotes: { "line-impossible": 4, "selection-impossible": 1 } });
    expect((await stored(ids.bo1)).map((r) => [r.market, r.selection])).toEqual([
      ["correct_score", "1-0"],
      ["winner:2", "teamA"],
      ["winner:2", "teamB"],
    ]);
    expect((await markets(1, ids.bo1))!.tables.map((t) => t.key)).toEqual(["winner:2", "correct_score"]);
  });

  it("keeps each feed's quotes of a bookmaker apart and shows, per market, the fresher open one with its source", async () => {
    const winnerOf = (id: string, a: number, b: number) =>
      event(id, "Vitality", "Natus Vincere", hoursFrom(NOW, 5), 3, [quote("vortex_bet", WINNER, "home", a), quote("vortex_bet", WINNER, "away", b)]);
    await store("stadar", [winnerOf("st-1", 1.75, 2.1)], 0);
    await store("odds-api-io", [winnerOf("io-1", 1.8, 2.05)], 10);
    expect((await stored(ids.bo3)).map((r) => [r.source, r.selection, r.price])).toEqual([
      ["odds-api-io", "teamA", 1.8],
      ["odds-api-io", "teamB", 2.05],
      ["stadar", "teamA", 1.75],
      ["stadar", "teamB", 2.1],
    ]);
    const shown = async (minutes: number) => {
      const row = (await markets(minutes))!.tables[0]!.rows;
      const table = await createCaller(testContext(handle.db, at(minutes), { jurisdiction: "GB" })).odds.match({ game: "cs2", id: ids.bo3 });
      return { rows: row.map((r) => [r.source, r.cells.teamA!.price, r.cells.teamB!.price]), winnerTable: table!.best };
    };
    expect(await shown(11)).toEqual({ rows: [["odds-api-io", 1.8, 2.05]], winnerTable: { teamA: 1.8, teamB: 2.05, draw: null } });
    // Stadar polls again and is now the fresher.
    await store("stadar", [winnerOf("st-1", 1.78, 2.08)], 20);
    expect(await shown(21)).toEqual({ rows: [["stadar", 1.78, 2.08]], winnerTable: { teamA: 1.78, teamB: 2.08, draw: null } });
  });

  it("keeps the history change-only, one row per quote per 5-minute window, a change of status included", async () => {
    await store("stadar", [reversedBo3()], 0);
    // Nothing changed: nothing written.
    expect(await store("stadar", [reversedBo3()], 1)).toMatchObject({ changed: 0, unchanged: 16 });
    // Vitality's +1.5 moves, then is suspended, in the same window: the window keeps its last state.
    expect(await store("stadar", [reversedBo3({ home: 3.4, away: 1.33 })], 2)).toMatchObject({ changed: 1 });
    expect(await store("stadar", [reversedBo3({ home: 3.4, away: 1.33 }, "suspended")], 3)).toMatchObject({ changed: 1 });
    expect(await store("stadar", [reversedBo3({ home: 3.4, away: 1.35 })], 6)).toMatchObject({ changed: 1 });
    const history = await handle.db
      .select({ window: oddsPriceHistory.window, price: oddsPriceHistory.price, status: oddsPriceHistory.status })
      .from(oddsPriceHistory)
      .where(and(eq(oddsPriceHistory.bookmakerId, ids.vortex), eq(oddsPriceHistory.market, "map_handicap:1.5"), eq(oddsPriceHistory.selection, "teamA")))
      .orderBy(asc(oddsPriceHistory.window));
    expect(history).toEqual([
      { window: NOW, price: 1.33, status: "suspended" },
      { window: at(5), price: 1.35, status: "open" },
    ]);
    expect(await handle.db.$count(oddsPriceHistory)).toBe(17);
    // The latest cell moved up from the window before.
    const handicap = (await markets(7))!.tables.find((t) => t.key === "map_handicap:1.5")!;
    expect(handicap.rows[0]!.cells.teamA).toMatchObject({ price: 1.35, status: "open", movement: "up" });
  });

  it("stores the demo feed's every market through the same path, labelled demo", async () => {
    const [demoBook] = DEMO_ODDS_BOOKMAKERS;
    await mapFeedKey(handle.db, ids.vortex, demoBook!.key, ["demo"]);
    // Nordic Odds' key is a demo book's too; mapped on the demo feed, it shows that feed's prices.
    await mapFeedKey(handle.db, ids.nordic, "nordic_odds", ["demo"]);
    const source = demoOddsSource([
      { id: ids.bo3, game: "cs2", teamAName: "Vitality", teamBName: "Natus Vincere", beginAt: hoursFrom(NOW, 5), numberOfGames: 3 },
    ]);
    const events: FeedEventOdds[] = [];
    for await (const batch of source.fetch("cs2", { now: NOW, gate: () => Promise.reject(new Error("no request")) })) events.push(...batch.events);
    expect(await store("demo", events, 0)).toMatchObject({ matched: 1, refused: 0 });
    const read = (await markets(1))!;
    expect(read.source).toBe("demo");
    expect(read.tables.map((t) => t.key)).toEqual([
      "winner:2",
      "map_winner:1",
      "map_winner:2",
      "map_winner:3",
      "map_handicap:-1.5",
      "map_handicap:1.5",
      "total_maps:2.5",
      "correct_score",
    ]);
    expect(read.tables.map((t) => t.rows.map((r) => [r.bookmakerName, r.source]))).toEqual(
      read.tables.map(() => [
        ["Vortex Bet", "demo"],
        ["Nordic Odds", "demo"],
      ]),
    );
  });
});
