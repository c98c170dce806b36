import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "@eb/db";
import { bookmakerFeedKeys, bookmakerRedirects, matches, redirectHits } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { matchPath, type MatchMarkets, type MatchOdds, type PublicMatch, type PublicMatchList } from "@eb/api/shared";
import { announceContentChange, oddsCallLimits, pollGameOdds, silentLog, theOddsApiSource, type OddsDeps } from "@eb/api/testing";
import { bookmaker, startFakeOdds, type FakeOdds } from "../../../../tests/fake-odds";
import { createTestApp, type TestApp } from "../testing/test-app";
import { affects, type ContentChange } from "../content-change-feed";

const API_KEY = "odds-pages-key";
const SPORT = "esports_cs2";
const NOW = new Date("2026-11-24T12:00:00.000Z");
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", accept: "text/html" };
/**
 * The site behind a CDN (inject's peer, 127.0.0.1, is the trusted proxy) and a visitor it places in
 * GB, where both demo bookmakers of the feed are licensed (Nordic Odds is not licensed everywhere).
 */
const BEHIND_CDN = { GEO_COUNTRY_HEADER: "CF-IPCountry", TRUST_PROXY: "127.0.0.1" };
const IN_GB = { "cf-ipcountry": "GB" };

/** The feed's events: the match with two of our bookmakers and one we do not list, and an event we have no match for. */
function feed(match: PublicMatch, vortexA: number): unknown[] {
  const updated = NOW.toISOString();
  const a = match.teamA!.name;
  const b = match.teamB!.name;
  return [
    {
      id: "odds-pages-event",
      sport_key: SPORT,
      sport_title: "CS2",
      commence_time: match.beginAt,
      home_team: a,
      away_team: b,
      bookmakers: [
        bookmaker("vortex_bet", "Vortex Bet", updated, [
          { name: a, price: vortexA },
          { name: b, price: 2.05 },
        ]),
        bookmaker("nordic_odds", "Nordic Odds", updated, [
          { name: a, price: 1.85 },
          { name: b, price: 1.95 },
        ]),
        bookmaker("unlisted_book", "Unlisted Book", updated, [
          { name: a, price: 1.99 },
          { name: b, price: 2.2 },
        ]),
      ],
    },
    {
      id: "odds-pages-unmatched",
      sport_key: SPORT,
      sport_title: "CS2",
      commence_time: match.beginAt,
      home_team: "Imaginary Five",
      away_team: "Nobody Gaming",
      bookmakers: [
        bookmaker("vortex_bet", "Vortex Bet", updated, [
          { name: "Imaginary Five", price: 1.4 },
          { name: "Nobody Gaming", price: 2.9 },
        ]),
      ],
    },
  ];
}

/**
 * Issue 25's acceptance: the site pointed at a fake The Odds API shows exactly the prices it served
 * on the match page (server-rendered), the right best price per outcome and margin, a price change
 * after the next poll (the cached render dropped on the change), and following a price leads
 * through /go with the odds table's placement and the match recorded.
 */
describe.each(testDrivers())("the odds table of a match page on %s", (driver) => {
  let t: TestApp;
  let fake: FakeOdds;
  let clock = NOW;
  let match: PublicMatch;
  let deps: OddsDeps;

  const oddsOf = async () => {
    const res = await t.app.inject({
      url: `/api/public/odds.match?input=${encodeURIComponent(JSON.stringify({ game: match.game, id: match.id }))}`,
      headers: IN_GB,
    });
    return res.json<{ result: { data: MatchOdds | null } }>().result.data;
  };
  const page = async () => (await t.app.inject({ url: matchPath(match.game, match.id, match.teamA!.name, match.teamB!.name), headers: IN_GB })).body;
  /** Resolves on the first "odds" content change (the one a poll that changed prices announces, naming its matches). */
  const oddsChange = () =>
    new Promise<ContentChange>((resolve) => {
      const off = t.app.contentChanges.subscribe((change) => {
        if (!affects(change, ["odds"])) return;
        off();
        resolve(change);
      });
    });

  beforeAll(async () => {
    fake = await startFakeOdds({ apiKey: API_KEY, quota: 1_000 });
  });
  afterAll(() => fake.close());
  // Each test on its own site and database, so they pass in any order.
  beforeEach(async () => {
    clock = NOW;
    // The render cache on, as in production: only the poll's announcement can explain a fresh page.
    t = await createTestApp({
      driver,
      now: NOW,
      env: { SITE_URL: "https://esports.example", ...BEHIND_CDN },
      deps: { now: () => clock, renderCacheMs: 600_000 },
    });
    const res = await t.app.inject({ url: `/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "cs2" }))}` });
    match = res.json<{ result: { data: PublicMatchList } }>().result.data.matches.find((m) => m.teamA?.id && m.teamB?.id && m.beginAt)!;
    fake.setEvents(SPORT, feed(match, 1.8));
    deps = {
      db: t.handle.db,
      source: theOddsApiSource({ baseUrl: fake.url, apiKey: API_KEY, regions: "eu", sportKeys: { cs2: SPORT }, log: silentLog, now: () => clock }),
      log: silentLog,
      now: () => clock,
      limits: oddsCallLimits(30),
    };
  });
  afterEach(() => t.close());

  it("shows exactly the served prices of the mapped bookmakers, the best price per outcome and each margin, in the server render", async () => {
    expect(await oddsOf()).toBeNull();
    const before = await page();
    const changed = oddsChange();
    expect(await pollGameOdds(deps, "cs2")).toMatchObject({ success: true, events: 2, matched: 1, changed: 4 });
    // Only the matched match's prices changed: only its pages (and the lists with its card) are dropped.
    await expect(changed).resolves.toEqual({ topic: "odds", matchIds: [match.id] });
    const odds = (await oddsOf())!;
    expect(odds.source).toBe("the-odds-api");
    expect(odds.rows.map((r) => [r.bookmakerName, r.prices.teamA?.price, r.prices.teamB?.price, r.prices.teamA?.best, r.prices.teamB?.best])).toEqual([
      ["Vortex Bet", 1.8, 2.05, false, true],
      ["Nordic Odds", 1.85, 1.95, true, false],
    ]);
    expect(odds.best).toEqual({ teamA: 1.85, teamB: 2.05, draw: null });
    expect(odds.rows[0]!.margin).toBeCloseTo(1 / 1.8 + 1 / 2.05 - 1, 10);
    expect(odds.rows[1]!.margin).toBeCloseTo(1 / 1.85 + 1 / 1.95 - 1, 10);
    const html = await page();
    expect(html).not.toBe(before);
    for (const price of ["1.80", "2.05", "1.85", "1.95"]) expect(html).toContain(`>${price}<`);
    expect(html).not.toContain("Unlisted Book");
  });

  it("serves the match's every-market section from the same rows, and the page's server render carries it", async () => {
    const changed = oddsChange();
    await pollGameOdds(deps, "cs2");
    await changed;
    const res = await t.app.inject({ url: `/api/public/odds.markets?input=${encodeURIComponent(JSON.stringify({ matchId: match.id }))}`, headers: IN_GB });
    const markets = res.json<{ result: { data: MatchMarkets | null } }>().result.data!;
    // The Odds API prices the match winner only.
    expect(markets).toMatchObject({ matchId: match.id, source: "the-odds-api", phase: "pre-match", closingFavourite: null });
    expect(markets.tables.map((t) => [t.kind, t.title, t.best])).toEqual([["winner", "Match winner", { teamA: 1.85, teamB: 2.05 }]]);
    expect(markets.tables[0]!.rows.map((r) => [r.bookmakerName, r.source])).toEqual([
      ["Vortex Bet", "the-odds-api"],
      ["Nordic Odds", "the-odds-api"],
    ]);
    const html = await page();
    expect(html).toContain('"odds.markets"');
    expect(html).toContain('"Match winner"');
  });

  it("shows a changed price after the next poll, and the best price moves with it", async () => {
    // The first poll's announcement arrives before the next poll starts: the wait below is for the second's.
    const first = oddsChange();
    await pollGameOdds(deps, "cs2");
    await first;
    expect(await page()).toContain(">1.80<");
    fake.setEvents(SPORT, feed(match, 1.9));
    clock = new Date(NOW.getTime() + 10 * 60_000);
    const changed = oddsChange();
    expect(await pollGameOdds(deps, "cs2")).toMatchObject({ success: true, changed: 1 });
    await changed;
    const odds = (await oddsOf())!;
    expect(odds.rows[0]!.prices.teamA).toMatchObject({ price: 1.9, best: true, movement: "up" });
    expect(odds.best.teamA).toBe(1.9);
    const html = await page();
    expect(html).toContain(">1.90<");
    expect(html).not.toContain(">1.80<");
  });

  it("keeps the table once the match starts: live while the feed prices it in play, closing odds once finished", async () => {
    const first = oddsChange();
    await pollGameOdds(deps, "cs2");
    await first;
    const start = Date.parse(match.beginAt!);
    // Ten minutes into the match (its status says so too); the feed now prices it in play.
    clock = new Date(start + 10 * 60_000);
    await t.handle.db.update(matches).set({ status: "running" }).where(eq(matches.id, match.id));
    fake.setEvents(SPORT, feed(match, 2.4));
    const inPlay = oddsChange();
    expect(await pollGameOdds(deps, "cs2")).toMatchObject({ success: true, matched: 1, changed: 4 });
    await inPlay;
    const live = await page();
    expect(live).toContain("Live odds");
    expect(live).toContain(">2.40<");
    expect(live).not.toContain("Closing odds");
    // The match-winner prices of the cards and the movement chart stay the ones before the start.
    expect((await oddsOf())!.rows[0]!.prices.teamA?.price).toBe(1.8);

    // Finished: the feed's last in-play prices go, the closing ones show, and which side they favoured.
    clock = new Date(start + 3 * 60 * 60_000);
    const finished = oddsChange();
    await t.handle.db.transaction(async (tx) => {
      await tx.update(matches).set({ status: "finished" }).where(eq(matches.id, match.id));
      // Rendered pages are dropped on a content change, as when the sync stores a result.
      await announceContentChange(tx, "odds");
    });
    await finished;
    const closing = await page();
    expect(closing).toContain("Closing odds");
    expect(closing.replace(/<!-- -->/g, "")).toContain(`The closing odds favoured ${match.teamA!.name}.`);
    expect(closing).toContain(">1.80<");
    expect(closing).not.toContain(">2.40<");
    expect(closing).not.toContain("Live odds");
  });

  it("leads a price's link through /go to the bookmaker, recording the odds placement and the match", async () => {
    await pollGameOdds(deps, "cs2");
    const [vortex] = await t.handle.db
      .select({ slug: bookmakerRedirects.slug, target: bookmakerRedirects.targetUrl })
      .from(bookmakerRedirects)
      .innerJoin(bookmakerFeedKeys, eq(bookmakerFeedKeys.bookmakerId, bookmakerRedirects.bookmakerId))
      .where(and(eq(bookmakerFeedKeys.source, "the-odds-api"), eq(bookmakerFeedKeys.key, "vortex_bet")));
    const href = `/go/${vortex!.slug}?pl=odds&m=${match.id}`;
    expect(await page()).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
    const res = await t.app.inject({
      url: href,
      headers: { ...BROWSER, ...IN_GB, referer: `https://esports.example${matchPath(match.game, match.id, match.teamA!.name, match.teamB!.name)}` },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(vortex!.target);
    await t.app.flushRedirectHits();
    const hits = await t.handle.db.select({ placement: redirectHits.placement, matchId: redirectHits.matchId, kind: redirectHits.kind }).from(redirectHits);
    expect(hits).toEqual([{ placement: "odds", matchId: match.id, kind: "click" }]);
  });
});
