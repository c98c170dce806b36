import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { apiUsageEvents, bookmakers, oddsEvents, oddsFeedBookmakers, oddsPollStatus } from "@eb/db/schema";
import { signedInAdmin } from "../identity/test-support";
import { oddsFeedRows, type OddsFeedsConfig } from "../odds";
import { mapFeedKey, ODDS_CALL_KIND } from "../testing";
import { afterFailure, CLOSED, saveBreaker } from "../platform";

const MIN = 60_000;
const HOUR = 60 * MIN;

/** The Odds API and Stadar with keys (Stadar's URL carries a credential that must not show), Odds-API.io without. */
const TWO_FEEDS: OddsFeedsConfig = {
  apiKey: "odds-secret-key",
  baseUrl: "https://api.the-odds-api.com",
  sportKeys: { cs2: "esports_cs2" },
  regions: "eu",
  requestsPerHour: 12,
  stadar: { apiKey: "esp_live_secretsecret", baseUrl: "https://user:pw@api.stadar.net/?token=abc", requestsPerHour: 5 },
  oddsApiIo: { apiKey: null, baseUrl: "https://api.odds-api.io/v3", requestsPerHour: 30 },
};

describe.each(testDrivers())("Debug Tools odds feeds card (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const ago = (ms: number) => new Date(clock.now.getTime() - ms);
  const card = () => admin.browser.api.debug.oddsSources();
  const feed = async (source: string) => (await card()).feeds.find((f) => f.source === source)!;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:30:00Z") };
    admin = await signedInAdmin(handle.db, clock);
    clock.now = new Date("2026-03-01T10:30:00Z"); // signing in moved it one TOTP step
  });
  afterEach(() => handle.close());

  it("lists every feed: those with a key as polled with their own budget, the others as not configured; never a key", async () => {
    admin.browser.oddsFeeds = oddsFeedRows(TWO_FEEDS, true);
    const c = await card();
    expect(c.feeds.map((f) => [f.source, f.state, f.note, f.baseUrl, f.hourlyBudget])).toEqual([
      ["the-odds-api", "polled", null, "https://api.the-odds-api.com", 12],
      ["stadar", "polled", null, "https://api.stadar.net", 5],
      ["odds-api-io", "not-configured", null, "https://api.odds-api.io/v3", null],
    ]);
    expect(JSON.stringify(c)).not.toMatch(/secret|pw|abc/);
    // Each polled feed's breakers are its own keys.
    expect(c.feeds[1]!.games.map((g) => g.breakerKey)).toEqual(["odds:stadar:cs2", "odds:stadar:lol", "odds:stadar:valorant", "odds:stadar:dota2"]);
    expect(c.feeds[0]!.games[0]!.breakerKey).toBe("odds:cs2");

    // Odds-API.io's key without a bookmaker to price: listed as set but not polled, saying why.
    admin.browser.oddsFeeds = oddsFeedRows({ ...TWO_FEEDS, oddsApiIo: { ...TWO_FEEDS.oddsApiIo!, apiKey: "io-secret" } }, false);
    expect((await card()).feeds[2]).toMatchObject({
      source: "odds-api-io",
      state: "incomplete",
      note: "ODDS_API_IO_BOOKMAKERS names no bookmaker to price",
      hourlyBudget: 30,
    });

    // The demo world with no key at all: the demo prices run, the keyed feeds are not configured.
    admin.browser.oddsFeeds = oddsFeedRows({ ...TWO_FEEDS, apiKey: null, stadar: { ...TWO_FEEDS.stadar!, apiKey: null } }, true);
    expect((await card()).feeds.map((f) => [f.source, f.state, f.hourlyBudget])).toEqual([
      ["the-odds-api", "not-configured", null],
      ["stadar", "not-configured", null],
      ["odds-api-io", "not-configured", null],
      ["demo", "polled", null],
    ]);
  });

  it("counts each feed's calls against its own budget, shows its own quota left, last poll and breakers", async () => {
    admin.browser.oddsFeeds = oddsFeedRows(TWO_FEEDS, false);
    const call = (provider: string, at: Date) => ({ createdAt: at, provider, game: "cs2", type: ODDS_CALL_KIND, endpoint: "/x" });
    await handle.db
      .insert(apiUsageEvents)
      .values([call("odds", ago(5 * MIN)), call("odds:stadar", ago(5 * MIN)), call("odds:stadar", ago(50 * MIN)), call("odds:stadar", ago(2 * HOUR))]);
    await handle.db.insert(oddsPollStatus).values([
      { game: "cs2", source: "the-odds-api", status: "success", lastPollAt: ago(5 * MIN), requestsRemaining: 480 },
      { game: "cs2", source: "stadar", status: "error", lastPollAt: ago(3 * MIN), error: "Rate limited - cooling down" },
      { game: "lol", source: "stadar", status: "success", lastPollAt: ago(20 * MIN) },
    ]);
    await saveBreaker(handle.db, "odds:stadar:cs2", afterFailure(CLOSED, true, ago(3 * MIN)), "Stadar HTTP 429", ago(3 * MIN));

    const odds = await feed("the-odds-api");
    expect(odds).toMatchObject({ callsLastHour: 1, budgetLeft: 11, requestsRemaining: { count: 480, reportedAt: ago(5 * MIN).toISOString() } });
    expect(odds.lastPoll).toEqual({ at: ago(5 * MIN).toISOString(), status: "success", error: null });
    // The Odds API's breakers are untouched by Stadar's 429.
    expect(odds.games.every((g) => g.breaker.state === "closed")).toBe(true);

    const stadar = await feed("stadar");
    expect(stadar).toMatchObject({ callsLastHour: 2, budgetLeft: 3, requestsRemaining: null });
    expect(stadar.lastPoll).toEqual({ at: ago(3 * MIN).toISOString(), status: "error", error: "Rate limited - cooling down" });
    const byGame = Object.fromEntries(stadar.games.map((g) => [g.game, g]));
    expect(byGame.cs2!.breaker).toMatchObject({ state: "open", reason: "rate_limit", lastError: "Stadar HTTP 429" });
    expect(byGame.lol!.lastPoll).toMatchObject({ status: "success" });
    expect(byGame.dota2!.lastPoll).toBeNull();

    // A feed without a key counts nothing.
    expect(await feed("odds-api-io")).toMatchObject({ callsLastHour: 0, budgetLeft: null, lastPoll: null });
  });

  it("lists what Stadar and Odds-API.io sent that nothing takes, each feed's own; The Odds API's stays on the Odds Feed card", async () => {
    admin.browser.oddsFeeds = oddsFeedRows({ ...TWO_FEEDS, oddsApiIo: { ...TWO_FEEDS.oddsApiIo!, apiKey: "io-key", bookmakers: ["Bet365"] } }, false);
    const event = (source: "stadar" | "odds-api-io" | "the-odds-api", id: string, lastSeenAt: Date) => ({
      source,
      providerEventId: id,
      game: "cs2" as const,
      sportKey: "cs2",
      homeTeam: `Home ${id}`,
      awayTeam: `Away ${id}`,
      commenceTime: new Date("2026-03-02T18:00:00Z"),
      unmatchedReason: "no-team-match",
      firstSeenAt: ago(2 * HOUR),
      lastSeenAt,
    });
    await handle.db
      .insert(oddsEvents)
      .values([
        event("stadar", "s1", ago(5 * MIN)),
        event("stadar", "s-old", ago(25 * HOUR)),
        event("odds-api-io", "io1", ago(MIN)),
        event("the-odds-api", "t1", ago(MIN)),
      ]);
    const key = (source: "stadar" | "odds-api-io" | "the-odds-api", k: string, events: number) => ({
      source,
      key: k,
      title: `Title of ${k}`,
      events,
      lastSeenAt: ago(HOUR),
    });
    await handle.db
      .insert(oddsFeedBookmakers)
      .values([key("stadar", "vortex", 9), key("stadar", "mapped", 12), key("odds-api-io", "Bet365", 4), key("the-odds-api", "pinnacle", 7)]);
    const [book] = await handle.db.insert(bookmakers).values({ name: "Mapped Bet" }).returning({ id: bookmakers.id });
    await mapFeedKey(handle.db, book!.id, "mapped", ["stadar"]);

    const c = await card();
    const of = (source: string) => c.feeds.find((f) => f.source === source)!;
    expect(of("stadar").unmatched).toMatchObject({ total: 1, events: [{ id: "s1", homeTeam: "Home s1", reasonText: expect.any(String) }] });
    expect(of("stadar").unmapped).toEqual({
      total: 1,
      bookmakers: [{ key: "vortex", title: "Title of vortex", events: 9, lastSeenAt: ago(HOUR).toISOString() }],
    });
    expect(of("odds-api-io").unmatched?.events.map((e) => e.id)).toEqual(["io1"]);
    expect(of("odds-api-io").unmapped?.bookmakers.map((b) => b.key)).toEqual(["Bet365"]);
    expect(of("the-odds-api")).toMatchObject({ unmatched: null, unmapped: null });

    // A feed that is not polled lists nothing, whatever it left behind.
    admin.browser.oddsFeeds = oddsFeedRows({ ...TWO_FEEDS, stadar: { ...TWO_FEEDS.stadar!, apiKey: null } }, false);
    expect(await feed("stadar")).toMatchObject({ state: "not-configured", unmatched: null, unmapped: null });
  });
});
