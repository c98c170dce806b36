import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, type DbHandle } from "@eb/db";
import { apiUsageEvents, bookmakers, oddsPollStatus, oddsPrices, syncBreakers } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { mapFeedKey } from "../../testing";
import { startFakeStadar, STADAR_MATCH_IDS, stadarOddsLaterPage, stadarOddsPage1, type FakeStadar } from "../../../../../tests/fake-stadar";
import { addMatch, addTournament, hoursFrom } from "../../testing/esports-rows";
import { BREAKER_COOLDOWN_MS, COOLING_DOWN_MESSAGE, HOUR_MS, MINUTE_MS } from "../../platform";
import { oddsCallLimits } from "../feed-info";
import { pollGameOdds, type OddsDeps } from "../ingest/poll-game";
import { matchMarkets } from "../read/match-markets";
import { STADAR_ODDS_ENDPOINT } from "./client";
import { stadarSource } from "./source";

const API_KEY = "esp_test_multifeed0000000000000";
const NOW = new Date("2026-11-28T12:00:00Z");
const everyBookmaker = () => true;
const silent = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };

describe.each(testDrivers())("Stadar polled through pollGameOdds on %s", (driver) => {
  let fake: FakeStadar;
  let handle: DbHandle;
  let clock: Date;
  let ids: { naviVitality: number; g2Faze: number; vortex: number; nordic: number };

  beforeAll(async () => {
    fake = await startFakeStadar({ apiKey: API_KEY });
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.clearFaults();
    fake.requests.length = 0;
    fake.setPages("cs2", [stadarOddsPage1(NOW), stadarOddsLaterPage(NOW, STADAR_MATCH_IDS.page2, "cs2")]);
    clock = NOW;
    handle = await createTestDb(driver);
    const db = handle.db;
    const t = await addTournament(db, { tier: "s" });
    // Our sides the other way round from Stadar's: Natus Vincere is team A, where Stadar's home team is Vitality.
    const naviVitality = await addMatch(db, {
      tournamentId: t.id,
      teamAName: "Natus Vincere",
      teamBName: "Vitality",
      beginAt: hoursFrom(NOW, 5),
      numberOfGames: 3,
    });
    const g2Faze = await addMatch(db, { tournamentId: t.id, teamAName: "G2", teamBName: "FaZe", beginAt: hoursFrom(NOW, 8), numberOfGames: 1 });
    const book = async (name: string, key: string) => {
      const [row] = await db
        .insert(bookmakers)
        .values({ name, redirectSlug: key.replace(/_/g, "-") })
        .returning({ id: bookmakers.id });
      await mapFeedKey(db, row!.id, key, ["stadar"]);
      return row!.id;
    };
    ids = {
      naviVitality: naviVitality.id,
      g2Faze: g2Faze.id,
      vortex: await book("Vortex Bet", "vortex_bet"),
      nordic: await book("Nordic Odds", "nordic_odds"),
    };
  });
  afterEach(() => handle.close());

  const deps = (apiKey = API_KEY): OddsDeps => ({
    db: handle.db,
    source: stadarSource({ baseUrl: fake.url, apiKey, now: () => clock, log: silent }),
    log: silent,
    now: () => clock,
    limits: oddsCallLimits(100),
  });
  const breakers = () => handle.db.select().from(syncBreakers).orderBy(asc(syncBreakers.key));

  it("stores every market Stadar serves from our sides, reads them back, and keeps suspended and off quotes out of the best prices", async () => {
    const result = await pollGameOdds(deps(), "cs2");
    // Two pages, two requests, each recorded under Stadar's own provider.
    expect(result).toMatchObject({ success: true, requests: 2, events: 3, matched: 2 });
    expect(fake.requests.map((r) => r.query.cursor === undefined)).toEqual([true, false]);
    const usage = await handle.db.select().from(apiUsageEvents);
    expect(usage.map((u) => [u.provider, u.game, u.endpoint, u.status])).toEqual([
      ["odds:stadar", "cs2", STADAR_ODDS_ENDPOINT, "200"],
      ["odds:stadar", "cs2", STADAR_ODDS_ENDPOINT, "200"],
    ]);
    // The markets the model does not know are ignored and counted by name.
    expect(result.ignoredMarkets).toEqual({ total_maps_parity: 1, team_map_win: 1 });

    const stored = await handle.db
      .select({
        matchId: oddsPrices.matchId,
        bookmakerId: oddsPrices.bookmakerId,
        source: oddsPrices.source,
        market: oddsPrices.market,
        selection: oddsPrices.selection,
        price: oddsPrices.price,
        status: oddsPrices.status,
      })
      .from(oddsPrices)
      .where(eq(oddsPrices.matchId, ids.naviVitality));
    const key = (q: { bookmakerId: number; market: string; selection: string }) =>
      `${q.bookmakerId === ids.vortex ? "vortex" : "nordic"} ${q.market} ${q.selection}`;
    const byKey = Object.fromEntries(stored.map((q) => [key(q), [q.price, q.status]]));
    expect(stored.every((q) => q.source === "stadar")).toBe(true);
    // Stadar's home team (Vitality) is our team B: every selection and line is turned to our sides.
    expect(byKey).toEqual({
      "vortex winner:2 teamB": [1.62, "open"],
      "vortex winner:2 teamA": [2.3, "open"],
      // Vitality -1.5 is Natus Vincere +1.5: team A's line is +1.5.
      "vortex map_handicap:1.5 teamB": [2.6, "open"],
      "vortex map_handicap:1.5 teamA": [1.48, "open"],
      "vortex total_maps:2.5 over": [2.1, "open"],
      "vortex total_maps:2.5 under": [1.7, "open"],
      // Vitality 2-0 is Natus Vincere 0-2; Natus Vincere's own 2_1 stays 2-1.
      "vortex correct_score 0-2": [3.4, "open"],
      "vortex correct_score 2-1": [5.5, "open"],
      "nordic winner:2 teamB": [1.65, "suspended"],
      "nordic winner:2 teamA": [null, "off"],
      "nordic total_maps:2.5 over": [null, "off"],
      "nordic total_maps:2.5 under": [null, "off"],
      // A price of 1 is no price; a disabled selection keeps its last price, off the board.
      "nordic map_handicap:1.5 teamB": [null, "off"],
      "nordic map_handicap:1.5 teamA": [1.5, "off"],
    });

    const markets = await matchMarkets(handle.db, ids.naviVitality, NOW, everyBookmaker);
    const table = (k: string) => markets!.tables.find((t) => t.key === k)!;
    expect(markets!.tables.map((t) => t.key).sort()).toEqual(["correct_score", "map_handicap:1.5", "total_maps:2.5", "winner:2"]);
    // Nordic's suspended 1.65 is higher than Vortex's open 1.62, and is never the best.
    expect(table("winner:2").best).toEqual({ teamA: 2.3, teamB: 1.62 });
    const nordicRow = table("winner:2").rows.find((r) => r.bookmakerId === ids.nordic)!;
    expect(nordicRow.cells.teamB).toMatchObject({ price: 1.65, status: "suspended", best: false });
    expect(nordicRow.source).toBe("stadar");
    expect(table("total_maps:2.5").best).toEqual({ over: 2.1, under: 1.7 });
    expect(table("map_handicap:1.5").best).toEqual({ teamA: 1.48, teamB: 2.6 });

    // The bo1 keeps only its match winner: a ±1.5 handicap and a 2-0 cannot be.
    const bo1 = await handle.db.select({ market: oddsPrices.market }).from(oddsPrices).where(eq(oddsPrices.matchId, ids.g2Faze));
    expect([...new Set(bo1.map((q) => q.market))]).toEqual(["winner:2"]);
    const [status] = await handle.db.select().from(oddsPollStatus);
    expect(status).toMatchObject({ game: "cs2", source: "stadar", status: "success", events: 3, matched: 2 });
  });

  it("fails a wrong key as the feed's failure: nothing stored, the poll status says so, only Stadar's breaker counts it", async () => {
    const result = await pollGameOdds(deps("esp_test_wrongwrongwrongwrongwr"), "cs2");
    expect(result).toMatchObject({ success: false, requests: 1 });
    expect(result.error).toMatch(/^Stadar HTTP 401: Invalid or revoked API key\.$/);
    expect(await handle.db.select().from(oddsPrices)).toEqual([]);
    expect((await handle.db.select().from(oddsPollStatus))[0]).toMatchObject({ source: "stadar", status: "error" });
    expect((await breakers()).map((b) => [b.key, b.failures, b.openedAt])).toEqual([["odds:stadar:cs2", 1, null]]);
    expect((await handle.db.select().from(apiUsageEvents)).map((u) => u.status)).toEqual(["401"]);
  });

  it("opens only Stadar's breaker on a 429, for as long as its Retry-After asks, and polls nothing until then", async () => {
    const retryAfter = 2 * 3600;
    fake.addFault({ type: "rate-limit", retryAfter: String(retryAfter) });
    const result = await pollGameOdds(deps(), "cs2");
    expect(result).toMatchObject({ success: false, error: COOLING_DOWN_MESSAGE });
    const [breaker] = await breakers();
    expect(breaker).toMatchObject({ key: "odds:stadar:cs2", reason: "rate_limit" });
    expect(breaker!.lastError).toMatch(/^Stadar HTTP 429: Daily quota exhausted/);
    // Shut until NOW + 2 hours, not the usual 30 minutes.
    expect(breaker!.openedAt!.getTime() + BREAKER_COOLDOWN_MS).toBe(NOW.getTime() + retryAfter * 1000);
    expect((await breakers()).map((b) => b.key)).toEqual(["odds:stadar:cs2"]);

    const asked = fake.requests.length;
    clock = new Date(NOW.getTime() + HOUR_MS);
    expect(await pollGameOdds(deps(), "cs2")).toMatchObject({ success: false, requests: 0, error: COOLING_DOWN_MESSAGE });
    expect(fake.requests.length).toBe(asked);
    // Once the Retry-After has passed, the next poll goes out and succeeds.
    clock = new Date(NOW.getTime() + 2 * HOUR_MS + MINUTE_MS);
    expect(await pollGameOdds(deps(), "cs2")).toMatchObject({ success: true, requests: 2 });
  });
});
