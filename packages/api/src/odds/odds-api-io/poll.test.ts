import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, type DbHandle } from "@eb/db";
import type { Game } from "@eb/db/games";
import {
  apiUsageEvents,
  bookmakerLicences,
  bookmakers,
  matches,
  oddsEvents,
  oddsFeedBookmakers,
  oddsPollStatus,
  oddsPrices,
  syncBreakers,
} from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { mapFeedKey } from "../../testing";
import { ODDS_API_IO_EVENT_IDS as IDS, oddsApiIoManyEvents, startFakeOddsApiIo, type FakeOddsApiIo } from "../../../../../tests/fake-odds-api-io";
import { addMatch, addTournament, hoursFrom } from "../../testing/esports-rows";
import { API_KEY, BOOKS, type EventOdds, listed, LOL_EVENT, NOW, priced, RESET_AT, UNMATCHED_EVENT } from "./poll-test-support";
import { testContext } from "../../testing/context";
import { BREAKER_COOLDOWN_MS, COOLING_DOWN_MESSAGE, createCallerFactory, MINUTE_MS, type TaskLog } from "../../platform";
import { publicRouter } from "../../public-router";
import { oddsCallLimits } from "../feed-info";
import { matchedBestOf } from "../ingest/matched-best-of";
import { pollGameOdds, type OddsDeps } from "../ingest/poll-game";
import type { EventPaging } from "./event-list";
import { oddsApiIoSource } from "./source";

const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE_MS);
const createCaller = createCallerFactory(publicRouter);

type Logged = { level: string; fields: Record<string, unknown>; message: string };

describe.each(testDrivers())("Odds-API.io polled into the database on %s", (driver) => {
  let fake: FakeOddsApiIo;
  let handle: DbHandle;
  let clock: Date;
  let logged: Logged[];
  let ids: { bo3: number; swapped: number; bo1: number; lol: number; vortex: number; nordic: number };

  beforeAll(async () => {
    fake = await startFakeOddsApiIo({ apiKey: API_KEY });
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.requests.length = 0;
    fake.clearFaults();
    fake.setQuota({ limit: 5_000, remaining: 4_200, resetAt: RESET_AT });
    fake.setEvents(listed());
    fake.setOdds(priced());
    clock = NOW;
    logged = [];
    handle = await createTestDb(driver);
    const db = handle.db;
    const t = await addTournament(db, { tier: "s" });
    const match = (game: Game, teamAName: string, teamBName: string, hours: number, numberOfGames: number) =>
      addMatch(db, { tournamentId: t.id, game, teamAName, teamBName, beginAt: hoursFrom(NOW, hours), numberOfGames }).then((m) => m.id);
    const book = async (name: string, key: string, displayOrder: number) => {
      const [row] = await db.insert(bookmakers).values({ name, redirectSlug: key, displayOrder }).returning({ id: bookmakers.id });
      await mapFeedKey(db, row!.id, key, ["odds-api-io"]);
      await db.insert(bookmakerLicences).values({ bookmakerId: row!.id, mode: "everywhere_except", jurisdictions: [] });
      return row!.id;
    };
    ids = {
      bo3: await match("cs2", "Vitality", "MOUZ", 5, 3),
      // Our team A is the feed's away team.
      swapped: await match("cs2", "Team Spirit", "Natus Vincere", 6, 3),
      bo1: await match("cs2", "G2", "FaZe", 8, 1),
      lol: await match("lol", "T1", "Gen.G", 7, 3),
      vortex: await book("Vortex Bet", "vortex_bet", 1),
      nordic: await book("Nordic Odds", "nordic_odds", 2),
    };
  });
  afterEach(() => handle.close());

  const record =
    (level: string) =>
    (fields: unknown, message?: string): void =>
      void logged.push({ level, fields: fields as Record<string, unknown>, message: message ?? "" });
  const log: TaskLog = { info: record("info"), warn: record("warn"), error: record("error"), child: () => log };
  const deps = (options: { apiKey?: string; eventPaging?: EventPaging } = {}): OddsDeps => ({
    db: handle.db,
    source: oddsApiIoSource({
      baseUrl: fake.url,
      apiKey: options.apiKey ?? API_KEY,
      bookmakers: BOOKS,
      bestOfFor: (game, fixtures, now) => matchedBestOf(handle.db, game, fixtures, now),
      log,
      now: () => clock,
      eventPaging: options.eventPaging,
    }),
    log,
    now: () => clock,
    limits: oddsCallLimits(100),
  });
  const poll = (minutes: number, options?: Parameters<typeof deps>[0], game: Game = "cs2") => {
    clock = at(minutes);
    return pollGameOdds(deps(options), game);
  };
  const stored = (matchId: number) =>
    handle.db
      .select({
        bookmakerId: oddsPrices.bookmakerId,
        market: oddsPrices.market,
        selection: oddsPrices.selection,
        price: oddsPrices.price,
        status: oddsPrices.status,
      })
      .from(oddsPrices)
      .where(eq(oddsPrices.matchId, matchId))
      .orderBy(asc(oddsPrices.bookmakerId), asc(oddsPrices.market), asc(oddsPrices.selection))
      .then((rows) => rows.map((r) => [r.bookmakerId === ids.vortex ? "Vortex" : "Nordic", r.market, r.selection, r.price, r.status]));
  const markets = (matchId: number, minutes = 1) => createCaller(testContext(handle.db, at(minutes), { jurisdiction: "GB" })).odds.markets({ matchId });
  const multiOdds = () => fake.requests.filter((r) => r.path === "/v3/odds/multi");

  it("stores every mapped market on the right team of our matches, reversed teams included, for 1 + ceil(N / 10) requests", async () => {
    const result = await poll(0);
    // The listed CS2 events (not the LoL one, not the malformed one); the unmatched one is recorded, not priced.
    expect(result).toMatchObject({ success: true, events: 4, matched: 3, requests: 2, refused: 0 });
    expect(fake.requests.map((r) => [r.path, r.query])).toEqual([
      ["/v3/events", { sport: "esports", status: "pending,live", limit: "500", skip: "0", apiKey: API_KEY }],
      ["/v3/odds/multi", { eventIds: `${IDS.bo3},${IDS.swapped},${IDS.bo1}`, bookmakers: BOOKS.join(","), apiKey: API_KEY }],
    ]);

    expect(await stored(ids.bo3)).toEqual([
      // Spread's line is the home team's, and Vitality is both the feed's home team and our team A.
      ["Vortex", "map_handicap:-1.5", "teamA", 2.6, "open"],
      ["Vortex", "map_handicap:-1.5", "teamB", 1.48, "open"],
      ["Vortex", "total_maps:2.5", "over", 2.1, "open"],
      ["Vortex", "total_maps:2.5", "under", 1.7, "open"],
      ["Vortex", "winner:2", "teamA", 1.62, "open"],
      ["Vortex", "winner:2", "teamB", 2.3, "open"],
      // Nordic Odds' unusable prices ("1.00", 0.0001, null, 1e9, "N/A") are off the board, without a number.
      ["Nordic", "map_handicap:-1.5", "teamA", null, "off"],
      ["Nordic", "map_handicap:-1.5", "teamB", null, "off"],
      ["Nordic", "total_maps:2.5", "over", null, "off"],
      ["Nordic", "total_maps:2.5", "under", null, "off"],
      ["Nordic", "winner:2", "teamA", 1.65, "open"],
      ["Nordic", "winner:2", "teamB", null, "off"],
    ]);
    // The feed's home team Natus Vincere is our team B: its -1.5 is our team A's +1.5.
    expect(await stored(ids.swapped)).toEqual([
      ["Vortex", "map_handicap:1.5", "teamA", 1.4, "open"],
      ["Vortex", "map_handicap:1.5", "teamB", 2.9, "open"],
      ["Vortex", "total_maps:2.5", "over", 1.95, "open"],
      ["Vortex", "total_maps:2.5", "under", 1.85, "open"],
      ["Vortex", "winner:2", "teamA", 2.75, "open"],
      ["Vortex", "winner:2", "teamB", 1.45, "open"],
    ]);
    // Our bo1 takes neither the ±1.5 handicap nor the three-way winner the feed offers.
    expect(await stored(ids.bo1)).toEqual([
      ["Vortex", "winner:2", "teamA", 1.9, "open"],
      ["Vortex", "winner:2", "teamB", 1.9, "open"],
    ]);
    expect(await stored(ids.lol)).toEqual([]);

    const events = await handle.db.select().from(oddsEvents).orderBy(asc(oddsEvents.commenceTime));
    expect(events.map((e) => [e.providerEventId, e.game, e.sportKey, e.matchId, e.unmatchedReason])).toEqual([
      [String(IDS.bo3), "cs2", "counter-strike-2-iem", ids.bo3, null],
      [String(IDS.swapped), "cs2", "counter-strike-2-iem", ids.swapped, null],
      [String(IDS.bo1), "cs2", "counter-strike-2-iem", ids.bo1, null],
      [String(UNMATCHED_EVENT), "cs2", "counter-strike-2-iem", null, "no-team-match"],
    ]);
    const keys = await handle.db
      .select({ key: oddsFeedBookmakers.key, title: oddsFeedBookmakers.title })
      .from(oddsFeedBookmakers)
      .orderBy(asc(oddsFeedBookmakers.key));
    expect(keys).toEqual([
      { key: "half_broken", title: "Half Broken" },
      { key: "nordic_odds", title: "Nordic Odds" },
      { key: "vortex_bet", title: "Vortex Bet" },
    ]);
    const [status] = await handle.db.select().from(oddsPollStatus);
    expect(status).toMatchObject({ game: "cs2", source: "odds-api-io", status: "success", events: 4, matched: 3, requestsRemaining: 4_198 });
    const calls = await handle.db.select().from(apiUsageEvents).orderBy(asc(apiUsageEvents.id));
    expect(calls.map((c) => [c.provider, c.game, c.endpoint, c.status])).toEqual([
      ["odds:odds-api-io", "cs2", "/events", "200"],
      ["odds:odds-api-io", "cs2", "/odds/multi", "200"],
    ]);

    // The market the model does not know is left out and counted by name; the malformed event, the
    // bookmaker that is no list of markets, the market without a name and the row without a line are reported.
    expect(logged.find((l) => l.message.startsWith("odds markets the model does not know"))?.fields).toEqual({
      game: "cs2",
      unknownMarkets: { "Totals HT": 1 },
    });
    expect(logged.find((l) => l.message.startsWith("odds markets the format cannot have"))?.fields).toEqual({
      game: "cs2",
      refusedMarkets: { "line-impossible": 1, "ways-mismatch": 1 },
    });
    expect(logged.find((l) => l.message.startsWith("odds bookmakers, markets or rows"))?.fields).toEqual({ game: "cs2", malformedEntries: 3 });
    const invalid = logged.find((l) => l.message === "odds events failed validation; skipped")!.fields.invalid as { id: string }[];
    expect(invalid.map((i) => i.id)).toEqual([String(IDS.malformed)]);
    expect(logged.find((l) => l.message === "odds prices out of range refused")?.fields).toEqual({ game: "cs2", refusedPrices: 1 });
  });

  it("reads back through odds.markets: each line on the right team, off-board quotes never best", async () => {
    await poll(0);
    const bo3 = (await markets(ids.bo3))!;
    expect(bo3).toMatchObject({ matchId: ids.bo3, bestOf: 3, source: "odds-api-io", phase: "pre-match" });
    expect(bo3.tables.map((t) => t.key)).toEqual(["winner:2", "map_handicap:-1.5", "total_maps:2.5"]);
    const winner = bo3.tables[0]!;
    // Nordic's 1.65 on Vitality is the best; its MOUZ price is off the board, so Vortex's 2.30 is.
    expect(winner.best).toEqual({ teamA: 1.65, teamB: 2.3 });
    expect(winner.rows.map((r) => [r.bookmakerName, r.cells.teamA?.price, r.cells.teamB?.price ?? null, r.cells.teamB?.status])).toEqual([
      ["Vortex Bet", 1.62, 2.3, "open"],
      ["Nordic Odds", 1.65, null, "off"],
    ]);
    expect(winner.rows[1]!.cells.teamB).toMatchObject({ best: false, impliedProbability: null });
    const handicap = bo3.tables.find((t) => t.key === "map_handicap:-1.5")!;
    expect(handicap.selections.map((s) => s.label)).toEqual(["Vitality -1.5", "MOUZ +1.5"]);
    expect(handicap.best).toEqual({ teamA: 2.6, teamB: 1.48 });
    const total = bo3.tables.find((t) => t.key === "total_maps:2.5")!;
    expect(total.best).toEqual({ over: 2.1, under: 1.7 });

    const swapped = (await markets(ids.swapped))!;
    const reversed = swapped.tables.find((t) => t.key === "map_handicap:1.5")!;
    expect(reversed.selections.map((s) => s.label)).toEqual(["Team Spirit +1.5", "Natus Vincere -1.5"]);
    expect(reversed.rows.map((r) => [r.bookmakerName, r.cells.teamA?.price, r.cells.teamB?.price])).toEqual([["Vortex Bet", 1.4, 2.9]]);
    expect(swapped.tables[0]!.best).toEqual({ teamA: 2.75, teamB: 1.45 });
  });

  it("takes each event's series length from our match: where ours is not known, only the winner is kept", async () => {
    await handle.db.update(matches).set({ numberOfGames: null }).where(eq(matches.id, ids.bo3));
    expect(await poll(0)).toMatchObject({ success: true, matched: 3 });
    expect((await stored(ids.bo3)).map(([, market]) => market)).toEqual(["winner:2", "winner:2", "winner:2", "winner:2"]);
    // Vortex's and Nordic's handicap and total rows: 2 + 2 refused for want of a length, besides the bo1's two.
    expect(logged.find((l) => l.message.startsWith("odds markets the format cannot have"))?.fields).toEqual({
      game: "cs2",
      refusedMarkets: { "format-unknown": 4, "line-impossible": 1, "ways-mismatch": 1 },
    });
    expect((await stored(ids.swapped)).length).toBe(6);
  });

  it("polls each game on its own: the LoL event is the lol poll's, the CS2 ones are not", async () => {
    expect(await poll(0, {}, "lol")).toMatchObject({ success: true, events: 1, matched: 1, requests: 2 });
    expect(multiOdds().map((r) => r.query.eventIds)).toEqual([String(LOL_EVENT)]);
    expect(await stored(ids.lol)).toEqual([
      ["Vortex", "winner:2", "teamA", 1.3, "open"],
      ["Vortex", "winner:2", "teamB", 3.4, "open"],
    ]);
    expect(await stored(ids.bo3)).toEqual([]);
  });

  it("asks only for the events of our matches that are not over, ten to a request", async () => {
    const many = oddsApiIoManyEvents(NOW, 70_000_000, 23);
    fake.setEvents(many.events);
    fake.setOdds(many.odds);
    const t = await addTournament(handle.db, { tier: "a" });
    // Our matches for 22 of the 23 events; the first is finished, the second in play (priced, as in-play quotes).
    const ours: number[] = [];
    for (let i = 0; i < 22; i++)
      ours.push(
        (await addMatch(handle.db, { tournamentId: t.id, teamAName: `Home ${i}`, teamBName: `Away ${i}`, beginAt: hoursFrom(NOW, i + 1), numberOfGames: 3 }))
          .id,
      );
    await handle.db.update(matches).set({ status: "finished" }).where(eq(matches.id, ours[0]!));
    await handle.db.update(matches).set({ status: "running" }).where(eq(matches.id, ours[1]!));

    const result = await poll(0);
    // 21 events priced: one list request and ceil(21 / 10) = 3 odds requests.
    expect(result).toMatchObject({ success: true, events: 23, matched: 22, requests: 4 });
    const asked = multiOdds().map((r) => r.query.eventIds!.split(","));
    expect(asked.map((batch) => batch.length)).toEqual([10, 10, 1]);
    expect(asked.flat()).toEqual(many.events.slice(1, 22).map((e) => String((e as { id: number }).id)));
    expect(await handle.db.$count(oddsPrices)).toBe(42);
    expect(await stored(ours[0]!)).toEqual([]);
    const inPlay = await handle.db.select({ inPlay: oddsPrices.inPlay }).from(oddsPrices).where(eq(oddsPrices.matchId, ours[1]!));
    expect(inPlay.length).toBeGreaterThan(0);
    expect(inPlay.every((q) => q.inPlay)).toBe(true);
    expect((await handle.db.select().from(oddsPollStatus))[0]).toMatchObject({ requestsRemaining: 4_196 });
  });

  it("keeps a malformed event of an odds answer out on its own: the answer's other events are stored", async () => {
    const odds = priced() as Map<number, EventOdds>;
    odds.set(IDS.bo3, { ...odds.get(IDS.bo3)!, home: 42 });
    fake.setOdds(odds);
    // Still listed and matched (Debug Tools shows it), without a price.
    expect(await poll(0)).toMatchObject({ success: true, events: 4, matched: 3 });
    expect(await stored(ids.bo3)).toEqual([]);
    expect((await stored(ids.swapped)).length).toBe(6);
    const reports = logged.filter((l) => l.message === "odds events failed validation; skipped").map((l) => l.fields.invalid as { id: string }[]);
    expect(reports.map((list) => list.map((i) => i.id))).toEqual([[String(IDS.malformed)], [String(IDS.bo3)]]);
  });

  it("takes from an odds answer only the events it asked for", async () => {
    const odds = priced();
    const answer = [IDS.bo3, IDS.swapped, IDS.bo1, LOL_EVENT].map((id) => odds.get(id));
    fake.addFault({ type: "status", status: 200, body: JSON.stringify(answer) }, 1, (r) => r.path === "/v3/odds/multi");
    expect(await poll(0)).toMatchObject({ success: true, events: 4, matched: 3 });
    const events = await handle.db.select({ id: oddsEvents.providerEventId }).from(oddsEvents);
    expect(events.map((e) => e.id).sort()).toEqual([IDS.bo3, IDS.swapped, IDS.bo1, UNMATCHED_EVENT].map(String).sort());
  });

  it("fails a malformed answer without touching the stored prices, and counts it against the breaker", async () => {
    await poll(0);
    const before = await stored(ids.bo3);
    fake.addFault({ type: "malformed" });
    expect(await poll(10)).toMatchObject({ success: false, error: "Odds-API.io sent malformed JSON", requests: 1 });
    expect(await stored(ids.bo3)).toEqual(before);
    expect((await handle.db.select().from(syncBreakers))[0]).toMatchObject({ key: "odds:odds-api-io:cs2", failures: 1, openedAt: null });
    expect((await handle.db.select().from(oddsPollStatus))[0]).toMatchObject({ status: "error", error: "Odds-API.io sent malformed JSON" });
  });

  it("fails a bad key as the feed's failure, with no request beyond the first and the key in no message", async () => {
    const result = await poll(0, { apiKey: "oddsapiio-wrong-key-000000000000000" });
    expect(result).toMatchObject({ success: false, error: 'Odds-API.io HTTP 401: {"error":"Invalid API key"}', requests: 1 });
    expect(fake.requests).toHaveLength(1);
    expect(await handle.db.$count(oddsPrices)).toBe(0);
    expect((await handle.db.select().from(syncBreakers))[0]).toMatchObject({ failures: 1, reason: null, lastError: result.error });
    expect((await handle.db.select().from(apiUsageEvents)).map((c) => c.status)).toEqual(["401"]);
  });

  it("opens the breaker at once on a 429, names the reset time, and polls nothing until the cool-down ends", async () => {
    fake.addFault({ type: "rate-limit", resetAt: RESET_AT });
    expect(await poll(0)).toMatchObject({ success: false, error: COOLING_DOWN_MESSAGE, requests: 1 });
    const [breaker] = await handle.db.select().from(syncBreakers);
    // The window resets in 40 minutes, longer than the 30-minute cool-down: the breaker stays shut until the reset.
    expect(breaker).toMatchObject({ key: "odds:odds-api-io:cs2", reason: "rate_limit", failures: 1 });
    expect(breaker!.openedAt!.getTime() + BREAKER_COOLDOWN_MS).toBe(Date.parse(RESET_AT));
    expect(breaker!.lastError).toBe(`Odds-API.io HTTP 429: {"error":"Rate limit exceeded"}; the window resets at ${RESET_AT}`);
    // The answer's x-ratelimit-remaining, as the poll status's count of requests left.
    expect((await handle.db.select().from(oddsPollStatus))[0]).toMatchObject({ status: "error", error: COOLING_DOWN_MESSAGE, requestsRemaining: 0 });
    const before = fake.requests.length;
    expect(await poll(10)).toMatchObject({ success: false, requests: 0 });
    expect(fake.requests.length).toBe(before);
    expect(await poll(41)).toMatchObject({ success: true, matched: 3 });
  });

  it("fails the whole poll on a 429 in the middle of the odds, storing nothing of it", async () => {
    const many = oddsApiIoManyEvents(NOW, 70_000_000, 12);
    fake.setEvents(many.events);
    fake.setOdds(many.odds);
    const t = await addTournament(handle.db, { tier: "a" });
    for (let i = 0; i < 12; i++)
      await addMatch(handle.db, { tournamentId: t.id, teamAName: `Home ${i}`, teamBName: `Away ${i}`, beginAt: hoursFrom(NOW, i + 1) });
    const lastTwo = many.events
      .slice(10)
      .map((e) => String((e as { id: number }).id))
      .join(",");
    fake.addFault({ type: "rate-limit", resetAt: RESET_AT }, 1, (r) => r.path === "/v3/odds/multi" && r.query.eventIds === lastTwo);
    // The list and the first ten events' odds were read; the last two's were refused.
    expect(await poll(0)).toMatchObject({ success: false, error: COOLING_DOWN_MESSAGE, requests: 3 });
    expect(multiOdds().map((r) => r.query.eventIds!.split(",").length)).toEqual([10, 2]);
    expect(await handle.db.$count(oddsPrices)).toBe(0);
    expect(await handle.db.$count(oddsEvents)).toBe(0);
  });

  it("pages the event list with limit and skip until a page comes back short", async () => {
    expect(await poll(0, { eventPaging: { pageSize: 2, maxPages: 10 } })).toMatchObject({ success: true, events: 4, matched: 3, requests: 5 });
    // Six events listed, two a page: the third page is full, the fourth empty.
    expect(fake.requests.filter((r) => r.path === "/v3/events").map((r) => [r.query.limit, r.query.skip])).toEqual([
      ["2", "0"],
      ["2", "2"],
      ["2", "4"],
      ["2", "6"],
    ]);
    expect(multiOdds().map((r) => r.query.eventIds)).toEqual([`${IDS.bo3},${IDS.swapped},${IDS.bo1}`]);
    expect((await stored(ids.swapped)).length).toBe(6);
  });

  it("stops at the page cap and says the list was cut", async () => {
    expect(await poll(0, { eventPaging: { pageSize: 2, maxPages: 1 } })).toMatchObject({ success: true, events: 1, matched: 1, requests: 2 });
    expect(multiOdds().map((r) => r.query.eventIds)).toEqual([String(IDS.bo3)]);
    expect(logged.find((l) => l.message.startsWith("Odds-API.io event list longer"))?.fields).toEqual({ game: "cs2", pages: 1 });
  });
});
