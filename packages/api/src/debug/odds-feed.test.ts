import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { apiUsageEvents, bookmakers, oddsEvents, oddsFeedBookmakers, oddsPollStatus } from "@eb/db/schema";
import { signedInAdmin } from "../identity/test-support";
import { oddsCallLimits, type OddsFeedInfo } from "../odds";
import { mapFeedKey, ODDS_CALL_KIND } from "../testing";
import { afterFailure, CLOSED, reserveCall, saveBreaker } from "../platform";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const REAL_FEED: OddsFeedInfo = {
  name: "the-odds-api",
  keyConfigured: true,
  baseUrl: "https://user:secret@odds.example/v4/?apiKey=abc#x",
  sportKeys: { cs2: "esports_cs2", lol: "esports_lol" },
  regions: "uk,eu",
  limits: oddsCallLimits(12),
};

describe.each(testDrivers())("Debug Tools odds feed card (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const ago = (ms: number) => new Date(clock.now.getTime() - ms);
  const card = () => admin.browser.api.debug.oddsFeed();

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:30:00Z") };
    admin = await signedInAdmin(handle.db, clock);
    clock.now = new Date("2026-03-01T10:30:00Z"); // signing in moved it one TOTP step
  });
  afterEach(() => handle.close());

  /** An odds event as the ingest stores it; unmatched (no match id) unless given one. */
  const event = (id: string, over: Partial<typeof oddsEvents.$inferInsert> = {}): typeof oddsEvents.$inferInsert => ({
    source: "demo",
    providerEventId: id,
    game: "cs2",
    sportKey: "esports_cs2",
    homeTeam: `Home ${id}`,
    awayTeam: `Away ${id}`,
    commenceTime: new Date("2026-03-02T18:00:00Z"),
    unmatchedReason: "no-team-match",
    firstSeenAt: ago(2 * DAY),
    lastSeenAt: ago(5 * MIN),
    ...over,
  });
  const feedBookmaker = (key: string, events: number, lastSeenAt: Date, source: "demo" | "the-odds-api" = "demo") => ({
    source,
    key,
    title: `Title of ${key}`,
    events,
    lastSeenAt,
  });

  it("shows the feed, whether a key is configured (never the key), the base URL without credentials, regions, each game's sport key and the budget", async () => {
    admin.browser.oddsFeed = REAL_FEED;
    const c = await card();
    expect(c).toMatchObject({
      feed: "the-odds-api",
      keyConfigured: true,
      baseUrl: "https://odds.example/v4",
      regions: "uk,eu",
      hourlyBudget: 12,
      callsLastHour: 0,
    });
    expect(c.requestsRemaining).toBeNull();
    expect(c.games.map((g) => [g.game, g.sportKey, g.lastPoll, g.breaker.state])).toEqual([
      ["cs2", "esports_cs2", null, "closed"],
      ["lol", "esports_lol", null, "closed"],
      ["valorant", null, null, "closed"],
      ["dota2", null, null, "closed"],
    ]);
    expect(JSON.stringify(c)).not.toMatch(/secret|abc/);
    expect(c).toMatchObject({ unmatched: { total: 0, events: [] }, unmapped: { total: 0, bookmakers: [] } });

    admin.browser.oddsFeed = { ...REAL_FEED, name: "none", keyConfigured: false, sportKeys: {} };
    expect(await card()).toMatchObject({ feed: "none", keyConfigured: false });
  });

  it("counts the odds feed's calls in the limiter's last-hour window: the budget it shows as spent, the limiter refuses", async () => {
    admin.browser.oddsFeed = REAL_FEED;
    const odds = (at: Date, game = "cs2") => ({ createdAt: at, provider: "odds", game, type: ODDS_CALL_KIND, endpoint: `/v4/sports/esports_${game}/odds` });
    await handle.db.insert(apiUsageEvents).values([
      odds(ago(5 * MIN)),
      odds(ago(59 * MIN), "lol"),
      odds(ago(60 * MIN)), // exactly an hour old: outside the window, as for the limiter
      odds(ago(3 * HOUR)),
      { createdAt: ago(5 * MIN), provider: "esports", game: "cs2", type: "matches", endpoint: "/csgo/matches" },
    ]);
    expect((await card()).callsLastHour).toBe(2);
    const limits = oddsCallLimits(REAL_FEED.limits.perHour);
    const reserve = () =>
      reserveCall(handle.db, { provider: "odds", game: "cs2", kind: ODDS_CALL_KIND, endpoint: "/v4/sports/esports_cs2/odds", now: clock.now }, limits);
    for (let i = 2; i < 12; i++) expect(await reserve()).not.toBeNull();
    expect((await card()).callsLastHour).toBe(12);
    expect(await reserve()).toBeNull();
  });

  it("shows each game's last poll and its breaker (odds:{game}), and the requests remaining the feed last reported", async () => {
    admin.browser.oddsFeed = REAL_FEED;
    const poll = (game: "cs2" | "lol" | "dota2", at: Date, over: Partial<typeof oddsPollStatus.$inferInsert> = {}) => ({
      game,
      source: "the-odds-api" as const,
      status: "success",
      lastPollAt: at,
      events: 8,
      matched: 6,
      pricesChanged: 20,
      ...over,
    });
    await handle.db
      .insert(oddsPollStatus)
      .values([
        poll("cs2", ago(10 * MIN), { requestsRemaining: 480 }),
        poll("lol", ago(2 * MIN), { status: "error", error: `The Odds API HTTP 500: ${"x".repeat(5000)}`, events: 0, matched: 0, pricesChanged: 0 }),
        poll("dota2", ago(30 * MIN), { requestsRemaining: 470 }),
      ]);
    await saveBreaker(handle.db, "odds:lol", afterFailure(CLOSED, true, ago(2 * MIN)), "The Odds API HTTP 429", ago(2 * MIN));
    // The esports sync's breaker of the same game is another breaker.
    await saveBreaker(handle.db, "cs2:matches", afterFailure(CLOSED, true, ago(2 * MIN)), "PandaScore HTTP 429", ago(2 * MIN));
    const c = await card();
    expect(c.requestsRemaining).toEqual({ count: 480, reportedAt: ago(10 * MIN).toISOString() });
    const byGame = Object.fromEntries(c.games.map((g) => [g.game, g]));
    expect(byGame.cs2).toMatchObject({
      lastPoll: { at: ago(10 * MIN).toISOString(), status: "success", error: null, events: 8, matched: 6, pricesChanged: 20 },
      breaker: { state: "closed", failures: 0 },
    });
    expect(byGame.lol!.lastPoll).toMatchObject({ status: "error", events: 0 });
    expect(byGame.lol!.lastPoll!.error).toHaveLength(300);
    expect(byGame.lol!.breaker).toMatchObject({
      state: "open",
      reason: "rate_limit",
      reopensAt: "2026-03-01T10:58:00.000Z",
      lastError: "The Odds API HTTP 429",
    });
    expect(byGame.valorant).toMatchObject({ lastPoll: null, breaker: { state: "closed" } });
  });

  it("lists the running feed's unmatched events of the last day, most recently seen first, 50 of them with the total, each reason in words", async () => {
    const reasons = ["no-team-match", "start-time-mismatch", "ambiguous"];
    await handle.db
      .insert(oddsEvents)
      .values([
        ...Array.from({ length: 60 }, (_, i) =>
          event(`e${String(i).padStart(2, "0")}`, { lastSeenAt: ago((i + 1) * 10 * MIN), unmatchedReason: reasons[i % 3]!, game: i % 2 ? "lol" : "cs2" }),
        ),
        event("matched", { matchId: 42, unmatchedReason: null }),
        event("yesterday", { lastSeenAt: ago(DAY + MIN) }),
        event("other-source", { source: "the-odds-api" }),
      ]);
    const { unmatched } = await card();
    expect(unmatched.total).toBe(60);
    expect(unmatched.events).toHaveLength(50);
    expect(unmatched.events.map((e) => e.id)).toEqual(Array.from({ length: 50 }, (_, i) => `e${String(i).padStart(2, "0")}`));
    expect(unmatched.events[0]).toEqual({
      id: "e00",
      game: "cs2",
      homeTeam: "Home e00",
      awayTeam: "Away e00",
      commenceTime: "2026-03-02T18:00:00.000Z",
      lastSeenAt: ago(10 * MIN).toISOString(),
      reason: "no-team-match",
      reasonText: "No synced match with these teams",
    });
    expect(unmatched.events.slice(1, 3).map((e) => [e.game, e.reasonText])).toEqual([
      ["lol", "Teams match, start time differs by more than 6 hours"],
      ["cs2", "More than one synced match fits"],
    ]);
  });

  it("lists the bookmaker keys the running feed sent this week that no bookmaker is mapped to, most events first, 50 with the total", async () => {
    const [pinnacle] = await handle.db.insert(bookmakers).values({ name: "Pinnacle" }).returning({ id: bookmakers.id });
    await mapFeedKey(handle.db, pinnacle!.id, "pinnacle", ["demo"]);
    await handle.db
      .insert(oddsFeedBookmakers)
      .values([
        feedBookmaker("pinnacle", 90, ago(HOUR)),
        feedBookmaker("old_book", 99, ago(8 * DAY)),
        feedBookmaker("elsewhere", 98, ago(HOUR), "the-odds-api"),
        ...Array.from({ length: 55 }, (_, i) => feedBookmaker(`book_${String(i).padStart(2, "0")}`, 60 - i, ago(i * MIN))),
        feedBookmaker("book_tie", 60, ago(2 * DAY)),
      ]);
    const { unmapped } = await card();
    expect(unmapped.total).toBe(56);
    expect(unmapped.bookmakers).toHaveLength(50);
    expect(unmapped.bookmakers.slice(0, 3)).toEqual([
      { key: "book_00", title: "Title of book_00", events: 60, lastSeenAt: clock.now.toISOString() },
      { key: "book_tie", title: "Title of book_tie", events: 60, lastSeenAt: ago(2 * DAY).toISOString() },
      { key: "book_01", title: "Title of book_01", events: 59, lastSeenAt: ago(MIN).toISOString() },
    ]);
    expect(unmapped.bookmakers.map((b) => b.key)).not.toContain("pinnacle");

    // Mapping a key on another feed leaves it on this feed's list; mapping it on this feed takes it off.
    const [book00] = await handle.db.insert(bookmakers).values({ name: "Book 00" }).returning({ id: bookmakers.id });
    await mapFeedKey(handle.db, book00!.id, "book_00", ["the-odds-api"]);
    expect((await card()).unmapped.total).toBe(56);
    await mapFeedKey(handle.db, book00!.id, "book_00", ["demo"]);
    expect((await card()).unmapped.total).toBe(55);
  });

  it("lists nothing a feed no longer running left behind", async () => {
    await handle.db.insert(oddsEvents).values(event("left-over"));
    await handle.db.insert(oddsFeedBookmakers).values(feedBookmaker("left_over", 5, ago(HOUR)));
    expect((await card()).unmatched.total).toBe(1);
    admin.browser.oddsFeed = { ...admin.browser.oddsFeed, name: "none" };
    expect(await card()).toMatchObject({ unmatched: { total: 0, events: [] }, unmapped: { total: 0, bookmakers: [] } });
    admin.browser.oddsFeed = REAL_FEED;
    expect((await card()).unmapped.total).toBe(0);
  });
});
