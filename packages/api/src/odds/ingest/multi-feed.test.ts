import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, type DbHandle } from "@eb/db";
import { apiUsageEvents, bookmakers, oddsPollStatus, oddsPrices, syncBreakers } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { mapFeedKey } from "../../testing";
import { cs2Events, SPORT_CS2, startFakeOdds, type FakeOdds } from "../../../../../tests/fake-odds";
import { startFakeStadar, stadarOddsPage1, type FakeStadar } from "../../../../../tests/fake-stadar";
import { addMatch, addTournament, hoursFrom } from "../../testing/esports-rows";
import { COOLING_DOWN_MESSAGE, HOUR_MS, MINUTE_MS } from "../../platform";
import { createOddsSources, type OddsFeedsConfig } from "../create-odds-source";
import { ODDS_BUDGET_SPENT_MESSAGE, type OddsPollResult } from "./poll-game";
import { oddsJobs } from "./odds-jobs";

const ODDS_KEY = "multi-feed-odds-key";
const STADAR_KEY = "esp_test_multifeed1111111111111";
const NOW = new Date("2026-11-28T12:00:00Z");
const silent = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };
const env = { log: silent, now: () => NOW };
const noKey = { apiKey: null, baseUrl: "http://127.0.0.1:9", requestsPerHour: 30 };
const oddsOnly = { apiKey: null, baseUrl: "http://127.0.0.1:9", sportKeys: { cs2: SPORT_CS2 }, regions: "eu", requestsPerHour: 30 };

describe.each(testDrivers())("several odds feeds at once on %s", (driver) => {
  let fakeOdds: FakeOdds;
  let fakeStadar: FakeStadar;
  let handle: DbHandle;
  let clock: Date;
  let matchId: number;

  beforeAll(async () => {
    fakeOdds = await startFakeOdds({ apiKey: ODDS_KEY, sports: { [SPORT_CS2]: cs2Events(NOW) }, quota: 10_000 });
    fakeStadar = await startFakeStadar({ apiKey: STADAR_KEY });
  });
  afterAll(async () => {
    await fakeOdds.close();
    await fakeStadar.close();
  });
  beforeEach(async () => {
    fakeOdds.clearFaults();
    fakeStadar.clearFaults();
    // One page of cs2 odds: a Stadar poll is one request.
    fakeStadar.setPages("cs2", [stadarOddsPage1(NOW)]);
    clock = NOW;
    handle = await createTestDb(driver);
    const t = await addTournament(handle.db, { tier: "s" });
    matchId = (
      await addMatch(handle.db, { tournamentId: t.id, teamAName: "Vitality", teamBName: "Natus Vincere", beginAt: hoursFrom(NOW, 5), numberOfGames: 3 })
    ).id;
    const [vortex] = await handle.db.insert(bookmakers).values({ name: "Vortex Bet", redirectSlug: "vortex-bet" }).returning({ id: bookmakers.id });
    // Both feeds happen to name it alike; each needs its own mapping.
    await mapFeedKey(handle.db, vortex!.id, "vortex_bet", ["the-odds-api", "stadar"]);
  });
  afterEach(() => handle.close());

  const config = (): OddsFeedsConfig => ({
    apiKey: ODDS_KEY,
    baseUrl: fakeOdds.url,
    sportKeys: { cs2: SPORT_CS2 },
    regions: "eu",
    requestsPerHour: 10,
    stadar: { apiKey: STADAR_KEY, baseUrl: fakeStadar.url, requestsPerHour: 1 },
    oddsApiIo: noKey,
  });
  const jobs = () =>
    oddsJobs({ db: handle.db, log: silent, now: () => clock }, createOddsSources(handle.db, config(), false, { log: silent, now: () => clock }));
  const run = async (name: string) =>
    (await jobs()
      .find((j) => j.name === name)!
      .run()) as OddsPollResult;
  const providers = async () => (await handle.db.select().from(apiUsageEvents).orderBy(asc(apiUsageEvents.id))).map((u) => u.provider);

  it("polls both feeds, each game a job of its own feed, each feed spending only its own budget", async () => {
    expect(jobs().map((j) => j.name)).toEqual(["odds:cs2", "odds:stadar:cs2", "odds:stadar:lol", "odds:stadar:valorant", "odds:stadar:dota2"]);
    expect(await run("odds:cs2")).toMatchObject({ success: true, requests: 1, matched: 1 });
    expect(await run("odds:stadar:cs2")).toMatchObject({ success: true, requests: 1, matched: 1 });
    expect(await providers()).toEqual(["odds", "odds:stadar"]);
    // Both feeds' quotes are stored, each under its source, and each feed's poll has its own status row.
    const sources = await handle.db.selectDistinct({ source: oddsPrices.source }).from(oddsPrices).where(eq(oddsPrices.matchId, matchId));
    expect(sources.map((s) => s.source).sort()).toEqual(["stadar", "the-odds-api"]);
    const status = await handle.db.select().from(oddsPollStatus).orderBy(asc(oddsPollStatus.source));
    expect(status.map((s) => [s.game, s.source, s.status])).toEqual([
      ["cs2", "stadar", "success"],
      ["cs2", "the-odds-api", "success"],
    ]);

    // Stadar's budget (1 an hour) is spent; The Odds API's (10) is not, and it still polls.
    clock = new Date(NOW.getTime() + 10 * MINUTE_MS);
    expect(await run("odds:stadar:cs2")).toMatchObject({ success: false, requests: 0, error: ODDS_BUDGET_SPENT_MESSAGE });
    expect(await run("odds:cs2")).toMatchObject({ success: true, requests: 1 });
    expect(await providers()).toEqual(["odds", "odds:stadar", "odds"]);
    // A spent budget is nobody's failure: no breaker.
    expect(await handle.db.select().from(syncBreakers)).toEqual([]);
  });

  it("a rate limit of one feed opens only that feed's breaker: the other goes on polling", async () => {
    fakeOdds.addFault({ fault: { type: "rate-limit" }, times: 1 });
    expect(await run("odds:cs2")).toMatchObject({ success: false, error: COOLING_DOWN_MESSAGE });
    expect(await run("odds:stadar:cs2")).toMatchObject({ success: true, requests: 1 });
    const breakers = await handle.db.select().from(syncBreakers);
    expect(breakers.map((b) => [b.key, b.reason])).toEqual([["odds:cs2", "rate_limit"]]);

    // And the other way round: Stadar's 429 opens "odds:stadar:cs2", The Odds API is polled again once its own cool-down is over.
    clock = new Date(NOW.getTime() + HOUR_MS);
    fakeStadar.addFault({ type: "rate-limit", retryAfter: "60" });
    expect(await run("odds:stadar:cs2")).toMatchObject({ success: false, error: COOLING_DOWN_MESSAGE });
    expect(await run("odds:cs2")).toMatchObject({ success: true, requests: 1 });
    const after = await handle.db.select().from(syncBreakers).orderBy(asc(syncBreakers.key));
    expect(after.map((b) => [b.key, b.openedAt !== null])).toEqual([
      ["odds:cs2", false],
      ["odds:stadar:cs2", true],
    ]);
  });

  it("runs every feed with a key; the demo prices only with no key at all in the demo world; else none", () => {
    const names = (c: OddsFeedsConfig, demo: boolean) => createOddsSources(handle.db, c, demo, env).map((f) => f.source.name);
    expect(names(config(), true)).toEqual(["the-odds-api", "stadar"]);
    expect(names({ ...oddsOnly, stadar: { ...noKey, apiKey: STADAR_KEY } }, true)).toEqual(["stadar"]);
    expect(names({ ...oddsOnly, stadar: noKey, oddsApiIo: noKey }, true)).toEqual(["demo"]);
    expect(names({ ...oddsOnly, stadar: noKey, oddsApiIo: noKey }, false)).toEqual([]);
    // Odds-API.io runs with its key and the bookmakers it is to price; its key alone polls nothing (and no demo).
    const io = { ...noKey, apiKey: "io-key" };
    expect(names({ ...config(), oddsApiIo: { ...io, bookmakers: ["Vortex Bet"] } }, false)).toEqual(["the-odds-api", "stadar", "odds-api-io"]);
    expect(names({ ...oddsOnly, stadar: noKey, oddsApiIo: io }, true)).toEqual([]);
    const jobs = oddsJobs(
      { db: handle.db, log: silent, now: () => clock },
      createOddsSources(handle.db, { ...oddsOnly, oddsApiIo: { ...io, bookmakers: ["Vortex Bet"] } }, false, env),
    );
    expect(jobs.map((j) => j.name)).toEqual(["odds:odds-api-io:cs2", "odds:odds-api-io:lol", "odds:odds-api-io:valorant", "odds:odds-api-io:dota2"]);
  });
});
