import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql, type DbHandle } from "@eb/db";
import {
  apiUsageEvents,
  bookmakers,
  matchResults,
  matches,
  oddsEvents,
  oddsFeedBookmakers,
  oddsPollStatus,
  oddsPriceHistory,
  oddsPrices,
  syncBreakers,
} from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { mapFeedKey } from "../../testing";
import { cs2Events, EVENT_IDS, SPORT_CS2, startFakeOdds, type FakeOdds } from "../../../../../tests/fake-odds";
import { addMatch, addTournament, hoursFrom } from "../../testing/esports-rows";
import { COOLING_DOWN_MESSAGE, MINUTE_MS } from "../../platform";
import { theOddsApiSource } from "../the-odds-api/source";
import { oddsCallLimits } from "../feed-info";
import { pruneOdds } from "./odds-retention";
import { matchOdds } from "../read/match-odds";
import { matchMarkets } from "../read/match-markets";
import { ODDS_BUDGET_SPENT_MESSAGE, pollGameOdds, type OddsDeps } from "./poll-game";

const API_KEY = "poll-test-key";
const NOW = new Date("2026-11-24T12:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE_MS);
/** These tests are about storing prices, not about where a visitor may see them: every bookmaker is licensed. */
const everyBookmaker = () => true;
const silent = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };

type Event = { id: string; bookmakers: { key: string; markets: { key: string; outcomes: { name: string; price: unknown }[] }[] }[] };

/** The fake's cs2 events with one price changed (the ordinary event's Vortex Bet price of `team`). */
function withVortexPrice(team: string, price: number): unknown[] {
  const events = structuredClone(cs2Events(NOW)) as Event[];
  const ordinary = events.find((e) => e.id === EVENT_IDS.ordinary)!;
  const market = ordinary.bookmakers.find((b) => b.key === "vortex_bet")!.markets.find((m) => m.key === "h2h")!;
  market.outcomes.find((o) => o.name === team)!.price = price;
  return events;
}

describe.each(testDrivers())("odds polls on %s", (driver) => {
  let fake: FakeOdds;
  let handle: DbHandle;
  let clock: Date;
  let ids: { vitalityNavi: number; mouzFaze: number; vortex: number; nordic: number; pixel: number };

  beforeAll(async () => {
    fake = await startFakeOdds({ apiKey: API_KEY, sports: { [SPORT_CS2]: cs2Events(NOW) }, quota: 10_000 });
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.setEvents(SPORT_CS2, cs2Events(NOW));
    fake.clearFaults();
    clock = NOW;
    handle = await createTestDb(driver);
    const db = handle.db;
    const t = await addTournament(db, { tier: "s" });
    // Our sides: Vitality is team A as the feed's home team; MOUZ is team A where the feed's home team is FaZe.
    const vitalityNavi = await addMatch(db, { tournamentId: t.id, teamAName: "Vitality", teamBName: "Natus Vincere", beginAt: hoursFrom(NOW, 5.5) });
    const mouzFaze = await addMatch(db, { tournamentId: t.id, teamAName: "MOUZ", teamBName: "FaZe", beginAt: hoursFrom(NOW, 26) });
    const book = async (name: string, key: string) => {
      const [row] = await db
        .insert(bookmakers)
        .values({ name, redirectSlug: key.replace(/_/g, "-") })
        .returning({ id: bookmakers.id });
      await mapFeedKey(db, row!.id, key, ["the-odds-api"]);
      return row!.id;
    };
    ids = {
      vitalityNavi: vitalityNavi.id,
      mouzFaze: mouzFaze.id,
      vortex: await book("Vortex Bet", "vortex_bet"),
      nordic: await book("Nordic Odds", "nordic_odds"),
      pixel: await book("PixelPlay", "pixelplay"),
    };
  });
  afterEach(() => handle.close());

  const deps = (limits = oddsCallLimits(100)): OddsDeps => ({
    db: handle.db,
    source: theOddsApiSource({ baseUrl: fake.url, apiKey: API_KEY, regions: "eu", sportKeys: { cs2: SPORT_CS2 }, log: silent, now: () => clock }),
    log: silent,
    now: () => clock,
    limits,
  });
  const poll = (minutes: number, limits?: OddsDeps["limits"]) => {
    clock = at(minutes);
    return pollGameOdds(deps(limits), "cs2");
  };
  const prices = () =>
    handle.db
      .select({
        matchId: oddsPrices.matchId,
        bookmakerId: oddsPrices.bookmakerId,
        market: oddsPrices.market,
        outcome: oddsPrices.selection,
        price: oddsPrices.price,
        status: oddsPrices.status,
        seenAt: oddsPrices.seenAt,
        source: oddsPrices.source,
        inPlay: oddsPrices.inPlay,
      })
      .from(oddsPrices)
      .orderBy(asc(oddsPrices.matchId), asc(oddsPrices.bookmakerId), asc(oddsPrices.selection), asc(oddsPrices.inPlay));
  const history = () => handle.db.select().from(oddsPriceHistory).orderBy(asc(oddsPriceHistory.window));

  it("never requests a sport key the feed does not list: the poll status names it, and nothing else is written", async () => {
    const unlisted: OddsDeps = {
      ...deps(),
      source: theOddsApiSource({ baseUrl: fake.url, apiKey: API_KEY, regions: "eu", sportKeys: { cs2: "esports_csgo" }, log: silent, now: () => clock }),
    };
    const before = fake.requests.length;
    const result = await pollGameOdds(unlisted, "cs2");
    expect(result).toMatchObject({ success: false, requests: 0 });
    expect(fake.requests.length).toBe(before);
    const [status] = await handle.db.select().from(oddsPollStatus);
    expect(status).toMatchObject({ game: "cs2", status: "not-listed", events: 0 });
    expect(status!.error).toContain('"esports_csgo"');
    expect(await prices()).toEqual([]);
    // Not the feed's failure: no breaker counts it.
    expect((await handle.db.select().from(syncBreakers)).filter((b) => b.failures > 0)).toEqual([]);
    // Nor is it a call against the budget.
    expect(await handle.db.select().from(apiUsageEvents)).toEqual([]);
  });

  it("stores exactly the mapped bookmakers' prices on our sides of the matched events, and reports the rest", async () => {
    const result = await poll(0);
    expect(result).toMatchObject({ success: true, events: 4, matched: 2, changed: 8, requests: 1 });
    // Every price is the two-way match winner.
    expect((await prices()).every((p) => p.market === "winner:2" && p.source === "the-odds-api")).toBe(true);
    expect((await prices()).map(({ matchId, bookmakerId, outcome, price, status }) => ({ matchId, bookmakerId, outcome, price, status }))).toEqual([
      { matchId: ids.vitalityNavi, bookmakerId: ids.vortex, outcome: "teamA", price: 1.62, status: "open" },
      { matchId: ids.vitalityNavi, bookmakerId: ids.vortex, outcome: "teamB", price: 2.3, status: "open" },
      // Nordic's Natus Vincere price is 0: suspended, stored off the board. The unlisted book is nobody's.
      { matchId: ids.vitalityNavi, bookmakerId: ids.nordic, outcome: "teamA", price: 1.65, status: "open" },
      { matchId: ids.vitalityNavi, bookmakerId: ids.nordic, outcome: "teamB", price: null, status: "off" },
      // The feed's home team FaZe is our team B.
      { matchId: ids.mouzFaze, bookmakerId: ids.vortex, outcome: "teamA", price: 1.72, status: "open" },
      { matchId: ids.mouzFaze, bookmakerId: ids.vortex, outcome: "teamB", price: 2.1, status: "open" },
      // PixelPlay lists both sides without a usable price.
      { matchId: ids.mouzFaze, bookmakerId: ids.pixel, outcome: "teamA", price: null, status: "off" },
      { matchId: ids.mouzFaze, bookmakerId: ids.pixel, outcome: "teamB", price: null, status: "off" },
    ]);
    expect(await history()).toHaveLength(8);
    const events = await handle.db.select().from(oddsEvents).orderBy(asc(oddsEvents.commenceTime));
    expect(events.map((e) => [e.providerEventId, e.matchId, e.unmatchedReason])).toEqual([
      [EVENT_IDS.ordinary, ids.vitalityNavi, null],
      [EVENT_IDS.unmatchable, null, "no-team-match"],
      [EVENT_IDS.swappedSides, ids.mouzFaze, null],
      [EVENT_IDS.missingMarket, null, "no-team-match"],
    ]);
    const keys = await handle.db
      .select({ key: oddsFeedBookmakers.key, events: oddsFeedBookmakers.events })
      .from(oddsFeedBookmakers)
      .orderBy(asc(oddsFeedBookmakers.key));
    expect(keys).toEqual([
      { key: "nordic_odds", events: 1 },
      { key: "pixelplay", events: 1 },
      { key: "unlistedbook", events: 1 },
      { key: "vortex_bet", events: 4 },
    ]);
    const [status] = await handle.db.select().from(oddsPollStatus);
    expect(status).toMatchObject({ game: "cs2", status: "success", events: 4, matched: 2, pricesChanged: 8, requestsRemaining: fake.remaining });
    const calls = await handle.db.select().from(apiUsageEvents);
    expect(calls.map((c) => [c.provider, c.game, c.type, c.endpoint, c.status])).toEqual([["odds", "cs2", "odds", `/v4/sports/${SPORT_CS2}/odds`, "200"]]);
  });

  it("writes nothing for unchanged prices, marks them seen again after 15 minutes, and keeps one history row per outcome per 5-minute window", async () => {
    await poll(0);
    const first = await prices();
    expect(await poll(1)).toMatchObject({ changed: 0, seenAgain: 0, unchanged: 8 });
    expect(await prices()).toEqual(first);
    expect(await poll(15)).toMatchObject({ changed: 0, seenAgain: 8, unchanged: 0 });
    expect((await prices()).map((p) => p.seenAt.getTime())).toEqual(first.map(() => at(15).getTime()));
    expect(await history()).toHaveLength(8);

    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 1.7));
    expect(await poll(21)).toMatchObject({ changed: 1, unchanged: 7 });
    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 1.75));
    expect(await poll(23)).toMatchObject({ changed: 1 });
    const rows = (await history()).filter((h) => h.matchId === ids.vitalityNavi && h.bookmakerId === ids.vortex && h.selection === "teamA");
    // 12:00 (1.62), and the 12:20 window's last price (1.75): the 1.70 of 12:21 was replaced in its window.
    expect(rows.map((h) => [h.window.toISOString(), h.price])).toEqual([
      [NOW.toISOString(), 1.62],
      [at(20).toISOString(), 1.75],
    ]);
    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 1.8));
    await poll(26);
    expect((await history()).filter((h) => h.bookmakerId === ids.vortex && h.selection === "teamA" && h.matchId === ids.vitalityNavi)).toHaveLength(3);
    expect((await prices()).find((p) => p.matchId === ids.vitalityNavi && p.bookmakerId === ids.vortex && p.outcome === "teamA")!.price).toBe(1.8);
  });

  it("takes a price the feed suspends off the board at once: its last price is no longer the best", async () => {
    await poll(0);
    const table = (minutes: number) => matchOdds(handle.db, { game: "cs2", id: ids.vitalityNavi }, at(minutes), everyBookmaker);
    expect((await table(1))!.best.teamA).toBe(1.65);
    // Nordic Odds suspends Vitality (price 0), which was the best price.
    const events = structuredClone(cs2Events(NOW)) as Event[];
    const nordic = events.find((e) => e.id === EVENT_IDS.ordinary)!.bookmakers.find((b) => b.key === "nordic_odds")!;
    nordic.markets.find((m) => m.key === "h2h")!.outcomes.find((o) => o.name === "Team Vitality")!.price = 0;
    fake.setEvents(SPORT_CS2, events);
    expect(await poll(10)).toMatchObject({ success: true, changed: 1 });
    expect((await prices()).find((p) => p.bookmakerId === ids.nordic && p.outcome === "teamA")).toMatchObject({ price: null, status: "off" });
    const after = (await table(11))!;
    expect(after.best.teamA).toBe(1.62);
    // Nordic Odds has no price on offer left: the match-winner table no longer lists it.
    expect(after.rows.map((r) => r.bookmakerName)).toEqual(["Vortex Bet"]);
  });

  /** Vortex Bet's Vitality price of the Vitality - NaVi match: the pre-match row (the closing price) and the in-play one. */
  const vortexVitality = async () => {
    const rows = (await prices()).filter((p) => p.matchId === ids.vitalityNavi && p.bookmakerId === ids.vortex && p.outcome === "teamA");
    return { closing: rows.find((p) => !p.inPlay)?.price, inPlay: rows.find((p) => p.inPlay)?.price };
  };

  it("keeps a started match's closing prices as they stood and stores what the feed prices in play apart, shown as live", async () => {
    await poll(0);
    await handle.db
      .update(matches)
      .set({ status: "running", beginAt: at(30) })
      .where(eq(matches.id, ids.vitalityNavi));
    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 3.5));
    // Both of the match's books again (as in-play rows), nothing of the other match changed.
    expect(await poll(31)).toMatchObject({ success: true, changed: 4 });
    expect(await vortexVitality()).toEqual({ closing: 1.62, inPlay: 3.5 });
    const markets = await matchMarkets(handle.db, ids.vitalityNavi, at(32), everyBookmaker);
    expect(markets).toMatchObject({ phase: "live" });
    expect(markets!.tables[0]!.best.teamA).toBe(3.5);
    // The match-winner table and the cards keep the closing prices.
    expect((await matchOdds(handle.db, { game: "cs2", id: ids.vitalityNavi }, at(32), everyBookmaker))!.best.teamA).toBe(1.65);
  });

  // Each guard alone: the start time passed while the status still says upcoming, and a status that
  // says started while the start time is still ahead. Either guard missing overwrites the closing price.
  it("treats a quote as in play once the start time has passed, though the match's status still says not started", async () => {
    await poll(0);
    await handle.db
      .update(matches)
      .set({ beginAt: at(30) })
      .where(eq(matches.id, ids.vitalityNavi));
    expect((await handle.db.select({ status: matches.status }).from(matches).where(eq(matches.id, ids.vitalityNavi)))[0]!.status).toBe("not_started");
    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 3.5));
    // Still matched (the event is within the start tolerance).
    expect(await poll(31)).toMatchObject({ success: true, matched: 2 });
    expect(await vortexVitality()).toEqual({ closing: 1.62, inPlay: 3.5 });
  });

  it("treats a quote as in play once the match's status says running, though its start time is still ahead", async () => {
    await poll(0);
    await handle.db.update(matches).set({ status: "running" }).where(eq(matches.id, ids.vitalityNavi));
    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 3.5));
    expect(await poll(31)).toMatchObject({ success: true, matched: 2 });
    expect(await vortexVitality()).toEqual({ closing: 1.62, inPlay: 3.5 });
  });

  it("takes no quote of a finished match: its closing odds stay, and say which side they favoured", async () => {
    await poll(0);
    await handle.db
      .update(matches)
      .set({ status: "finished", beginAt: at(-60) })
      .where(eq(matches.id, ids.vitalityNavi));
    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 3.5));
    expect(await poll(31)).toMatchObject({ success: true, changed: 0 });
    expect(await vortexVitality()).toEqual({ closing: 1.62, inPlay: undefined });
    expect(await matchMarkets(handle.db, ids.vitalityNavi, at(32), everyBookmaker)).toMatchObject({ phase: "closing", closingFavourite: "teamA" });
  });

  it("follows a match in play long after its start, while its status says running", async () => {
    await poll(0);
    await handle.db.update(matches).set({ status: "running" }).where(eq(matches.id, ids.vitalityNavi));
    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 4.2));
    // Three hours into a series that began at its scheduled time, 5.5 hours after NOW: far beyond the start tolerance.
    await poll(5.5 * 60 + 3 * 60);
    expect((await vortexVitality()).inPlay).toBe(4.2);
  });

  it("refuses a price out of range (1e9) on its own: the game's other prices are stored and the poll succeeds", async () => {
    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 1e9));
    expect(await poll(0)).toMatchObject({ success: true, matched: 2, changed: 8 });
    const stored = (await prices()).map((p) => [p.matchId, p.bookmakerId, p.outcome, p.price, p.status]);
    // The refused price is off the board: never shown as on offer.
    expect(stored).toEqual([
      [ids.vitalityNavi, ids.vortex, "teamA", null, "off"],
      [ids.vitalityNavi, ids.vortex, "teamB", 2.3, "open"],
      [ids.vitalityNavi, ids.nordic, "teamA", 1.65, "open"],
      [ids.vitalityNavi, ids.nordic, "teamB", null, "off"],
      [ids.mouzFaze, ids.vortex, "teamA", 1.72, "open"],
      [ids.mouzFaze, ids.vortex, "teamB", 2.1, "open"],
      [ids.mouzFaze, ids.pixel, "teamA", null, "off"],
      [ids.mouzFaze, ids.pixel, "teamB", null, "off"],
    ]);
    expect((await handle.db.select().from(oddsPollStatus))[0]).toMatchObject({ status: "success", pricesChanged: 8 });
  });

  it("records a failure to store the poll in the poll status with its reason, not the last success", async () => {
    await poll(0);
    // Any refusal of the store will do: here the database refuses the new price.
    await handle.db.execute(sql`alter table odds_prices add constraint odds_prices_test_refusal check (price < 3)`);
    fake.setEvents(SPORT_CS2, withVortexPrice("Team Vitality", 3.5));
    const result = await poll(10);
    expect(result).toMatchObject({ success: false });
    expect(result.error).toMatch(/^Storing the odds failed: .*odds_prices_test_refusal/);
    const [status] = await handle.db.select().from(oddsPollStatus);
    expect(status).toMatchObject({ status: "error", error: result.error, lastPollAt: at(10), events: 4, pricesChanged: 8 });
    // Nothing of the failed poll was written; the breaker is the feed's, and the feed answered.
    expect((await prices()).find((p) => p.matchId === ids.vitalityNavi && p.bookmakerId === ids.vortex && p.outcome === "teamA")!.price).toBe(1.62);
    expect(await handle.db.select().from(syncBreakers)).toEqual([]);
    await handle.db.execute(sql`alter table odds_prices drop constraint odds_prices_test_refusal`);
  });

  it("leaves out a bookmaker whose title is a megabyte: its key and title are not stored", async () => {
    const events = structuredClone(cs2Events(NOW)) as { bookmakers: { key: string; title: string }[] }[];
    events[0]!.bookmakers.find((b) => b.key === "unlistedbook")!.title = "U".repeat(1024 * 1024);
    fake.setEvents(SPORT_CS2, events);
    expect(await poll(0)).toMatchObject({ success: true, changed: 8 });
    const keys = await handle.db.select({ key: oddsFeedBookmakers.key }).from(oddsFeedBookmakers).orderBy(asc(oddsFeedBookmakers.key));
    expect(keys.map((k) => k.key)).toEqual(["nordic_odds", "pixelplay", "vortex_bet"]);
  });

  it("opens the game's breaker at once on a rate limit and then skips polls without a request until the cool-down ends", async () => {
    fake.addFault({ times: 1, fault: { type: "rate-limit" } });
    expect(await poll(0)).toMatchObject({ success: false, error: COOLING_DOWN_MESSAGE, requests: 1 });
    const [breaker] = await handle.db.select().from(syncBreakers).where(eq(syncBreakers.key, "odds:cs2"));
    expect(breaker).toMatchObject({ reason: "rate_limit", failures: 1 });
    const before = fake.requests.length;
    expect(await poll(10)).toMatchObject({ success: false, error: COOLING_DOWN_MESSAGE, requests: 0 });
    expect(fake.requests.length).toBe(before);
    expect(await poll(31)).toMatchObject({ success: true, changed: 8 });
    expect((await handle.db.select().from(syncBreakers).where(eq(syncBreakers.key, "odds:cs2")))[0]).toMatchObject({ failures: 0, openedAt: null });
    // The esports provider's breakers are their own.
    expect((await handle.db.select().from(syncBreakers)).map((b) => b.key)).toEqual(["odds:cs2"]);
  });

  it("keeps a malformed answer's previous prices and counts three failures before the breaker opens", async () => {
    await poll(0);
    fake.addFault({ times: 3, fault: { type: "malformed" } });
    for (const minute of [10, 20]) expect(await poll(minute)).toMatchObject({ success: false, error: "The Odds API sent malformed JSON" });
    expect((await handle.db.select().from(syncBreakers))[0]).toMatchObject({ failures: 2, openedAt: null });
    await poll(30);
    expect((await handle.db.select().from(syncBreakers))[0]).toMatchObject({ failures: 3, reason: "failures" });
    expect(await prices()).toHaveLength(8);
    const [status] = await handle.db.select().from(oddsPollStatus);
    expect(status).toMatchObject({ status: "error", error: "The Odds API sent malformed JSON", events: 4, pricesChanged: 8 });
  });

  it("spends only the odds budget: past it a poll makes no request, and the esports quota is untouched", async () => {
    const one = oddsCallLimits(1);
    expect(await poll(0, one)).toMatchObject({ success: true, requests: 1 });
    const before = fake.requests.length;
    expect(await poll(10, one)).toMatchObject({ success: false, error: ODDS_BUDGET_SPENT_MESSAGE, requests: 0 });
    expect(fake.requests.length).toBe(before);
    expect(await handle.db.select().from(syncBreakers)).toEqual([]);
    expect(await poll(61, one)).toMatchObject({ success: true, requests: 1 });
  });

  it("cleans prices and history up with the match, unless its archived result is kept", async () => {
    await poll(0);
    const db = handle.db;
    await db.insert(matchResults).values({ id: ids.mouzFaze, game: "cs2", finishedAt: hoursFrom(NOW, 28), teamAName: "MOUZ", teamBName: "FaZe" });
    await db.delete(matches);
    const counts = await pruneOdds(db, at(1));
    expect(counts).toMatchObject({ oddsPrices: 4, oddsHistory: 4, oddsEvents: 0 });
    expect(new Set((await prices()).map((p) => p.matchId))).toEqual(new Set([ids.mouzFaze]));
    expect(await history()).toHaveLength(4);
    await db.delete(matchResults);
    expect(await pruneOdds(db, hoursFrom(NOW, 24 * 8))).toMatchObject({ oddsPrices: 4, oddsHistory: 4, oddsEvents: 4, oddsFeedBookmakers: 0 });
    expect(await pruneOdds(db, hoursFrom(NOW, 24 * 31))).toMatchObject({ oddsFeedBookmakers: 4 });
  });

  it("shows fresh prices, dims them an hour after the last poll that saw them, hides them after 12 hours, and only for shown bookmakers", async () => {
    await poll(0);
    const table = (minutes: number) => matchOdds(handle.db, { game: "cs2", id: ids.vitalityNavi }, at(minutes), everyBookmaker);
    expect((await table(5))!.rows.map((r) => [r.bookmakerName, r.stale])).toEqual([
      ["Vortex Bet", false],
      ["Nordic Odds", false],
    ]);
    expect((await table(5))!.best).toEqual({ teamA: 1.65, teamB: 2.3, draw: null });
    const late = (await table(61))!;
    expect(late.rows.every((r) => r.stale)).toBe(true);
    expect(late.best).toEqual({ teamA: null, teamB: null, draw: null });
    expect(await matchOdds(handle.db, { game: "cs2", id: ids.mouzFaze }, at(12 * 60 + 1), everyBookmaker)).toBeNull();
    // Once the match has started, its last prices stand as they were, however old.
    expect(await table(12 * 60 + 1)).toMatchObject({ closed: true, best: { teamA: 1.65, teamB: 2.3 } });
    // Another game's id, and a bookmaker taken off the site.
    expect(await matchOdds(handle.db, { game: "lol", id: ids.vitalityNavi }, at(5), everyBookmaker)).toBeNull();
    await handle.db.update(bookmakers).set({ publishStatus: "draft" }).where(eq(bookmakers.id, ids.nordic));
    expect((await table(5))!.rows.map((r) => r.bookmakerName)).toEqual(["Vortex Bet"]);
  });
});
