import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "@eb/db";
import { matches } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { matchPath, type MatchMarkets, type MarketTable, type PublicMatch, type PublicMatchList } from "@eb/api/shared";
import { matchedBestOf, oddsApiIoSource, oddsCallLimits, pollGameOdds, silentLog, stadarSource, type OddsDeps } from "@eb/api/testing";
import { market, startFakeStadar, type FakeStadar } from "../../../../tests/fake-stadar";
import { oddsApiIoEvent, startFakeOddsApiIo, type FakeOddsApiIo } from "../../../../tests/fake-odds-api-io";
import { createTestApp, type TestApp } from "../testing/test-app";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const API_KEY = "every-feed-page-key";
/** The site behind a CDN placing the visitor in GB, where both demo bookmakers are licensed (see odds-pages.test.ts). */
const BEHIND_CDN = { GEO_COUNTRY_HEADER: "CF-IPCountry", TRUST_PROXY: "127.0.0.1" };
const IN_GB = { "cf-ipcountry": "GB" };
const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * What each feed serves for one of our bo3 matches, said the way the feed says it: the feed lists
 * OUR TEAM B AS ITS HOME TEAM, so every price must land on the other side of our page. Both books
 * price the match winner; Vortex Bet also the -1.5 handicap, the 2.5 total and a correct score, and
 * Nordic Odds the 2.5 total (so that market has a fair line from two books); Nordic Odds' match
 * winner is one suspended price and one off the board (0.0001), neither ever best; one market the
 * adapters do not know is ignored and counted.
 */
const SERVED = {
  winner: { vortex: { home: 1.62, away: 2.3 } },
  handicap: { home: 2.6, away: 1.48 },
  total: { vortex: { over: 2.1, under: 1.7 }, nordic: { over: 1.95, under: 1.85 } },
  score: { home20: 3.4 },
} as const;

function stadarPage(match: PublicMatch, seen: Date): unknown[] {
  return [
    {
      match_id: "m_PAGE_ACCEPTANCE",
      game: "cs2",
      format: "bo3",
      scheduled_at: iso(new Date(match.beginAt!)),
      captured_at: iso(seen),
      home_team: match.teamB!.name,
      away_team: match.teamA!.name,
      books: [
        {
          bookmaker: "vortex_bet",
          captured_at: iso(seen),
          markets: [
            market("moneyline", "home", SERVED.winner.vortex.home),
            market("moneyline", "away", SERVED.winner.vortex.away),
            market("handicap", "minus", SERVED.handicap.home, { side: "home", line: 1.5 }),
            market("handicap", "plus", SERVED.handicap.away, { side: "away", line: 1.5 }),
            market("total_maps", "over", SERVED.total.vortex.over, { line: 2.5 }),
            market("total_maps", "under", SERVED.total.vortex.under, { line: 2.5 }),
            market("correct_score", "2_0", SERVED.score.home20, { side: "home" }),
            market("total_maps_parity", "even", 1.7),
          ],
        },
        {
          bookmaker: "nordic_odds",
          captured_at: iso(seen),
          markets: [
            market("moneyline", "home", 1.65, { status: "suspended" }),
            market("moneyline", "away", 0.0001),
            market("total_maps", "over", SERVED.total.nordic.over, { line: 2.5 }),
            market("total_maps", "under", SERVED.total.nordic.under, { line: 2.5 }),
          ],
        },
      ],
    },
  ];
}

const ODDS_API_IO_EVENT = 71_300_001;

function oddsApiIoPayload(match: PublicMatch, seen: Date): { events: unknown[]; odds: Map<number, unknown> } {
  const event = oddsApiIoEvent(ODDS_API_IO_EVENT, match.teamB!.name, match.teamA!.name, Date.parse(match.beginAt!));
  const at = seen.toISOString();
  const odds = {
    ...event,
    bookmakers: {
      "Vortex Bet": [
        { name: "ML", updatedAt: at, odds: [{ home: String(SERVED.winner.vortex.home), away: String(SERVED.winner.vortex.away) }] },
        // The home team's line: home -1.5.
        { name: "Spread", updatedAt: at, odds: [{ hdp: -1.5, home: String(SERVED.handicap.home), away: String(SERVED.handicap.away) }] },
        { name: "Totals", updatedAt: at, odds: [{ hdp: 2.5, over: String(SERVED.total.vortex.over), under: String(SERVED.total.vortex.under) }] },
        { name: "Totals HT", updatedAt: at, odds: [{ hdp: 1.5, over: "1.9", under: "1.9" }] },
      ],
      "Nordic Odds": [
        { name: "ML", updatedAt: at, odds: [{ home: "1.55", away: 0.0001 }] },
        { name: "Totals", updatedAt: at, odds: [{ hdp: 2.5, over: String(SERVED.total.nordic.over), under: String(SERVED.total.nordic.under) }] },
      ],
    },
  };
  return { events: [event], odds: new Map([[ODDS_API_IO_EVENT, odds]]) };
}

/** The fair line of two books' two-way market: each book's prices de-vigged multiplicatively, then the median (of two: the mean). */
function twoBookFair(a: { over: number; under: number }, b: { over: number; under: number }) {
  const devig = (book: { over: number; under: number }) => {
    const sum = 1 / book.over + 1 / book.under;
    return { over: 1 / book.over / sum, under: 1 / book.under / sum };
  };
  const [x, y] = [devig(a), devig(b)];
  return { over: 1 / ((x.over + y.over) / 2), under: 1 / ((x.under + y.under) / 2) };
}

const cellsOf = (table: MarketTable) =>
  table.rows.map((r) => [r.bookmakerName, Object.fromEntries(Object.entries(r.cells).map(([k, c]) => [k, c && [c.price, c.status, c.best]]))]);

type Feed = {
  name: "stadar" | "odds-api-io";
  start: () => Promise<void>;
  serve: (match: PublicMatch) => void;
  source: (t: TestApp, now: () => Date) => OddsDeps["source"];
  close: () => Promise<void>;
  /** The name the adapter counts the unknown market under. */
  unknownMarket: string;
  /** Nordic Odds' match-winner row on our sides: off-board and suspended prices never best. */
  nordicWinner: Record<string, [number | null, string, boolean]>;
};

let stadar: FakeStadar;
let oddsApiIo: FakeOddsApiIo;
const FEEDS: Feed[] = [
  {
    name: "stadar",
    start: async () => void (stadar = await startFakeStadar({ apiKey: API_KEY })),
    serve: (match) => stadar.setPages("cs2", [stadarPage(match, new Date(NOW.getTime() - 2 * 60_000))]),
    source: (_t, now) => stadarSource({ baseUrl: stadar.url, apiKey: API_KEY, log: silentLog, now }),
    close: () => stadar.close(),
    unknownMarket: "total_maps_parity",
    // Stadar's home is our team B: its suspended home price is our team B's, its 0.0001 away price (off the board) our team A's.
    nordicWinner: { teamA: [null, "off", false], teamB: [1.65, "suspended", false] },
  },
  {
    name: "odds-api-io",
    start: async () => void (oddsApiIo = await startFakeOddsApiIo({ apiKey: API_KEY })),
    serve: (match) => {
      const { events, odds } = oddsApiIoPayload(match, new Date(NOW.getTime() - 2 * 60_000));
      oddsApiIo.setEvents(events);
      oddsApiIo.setOdds(odds);
    },
    source: (t, now) =>
      oddsApiIoSource({
        baseUrl: oddsApiIo.url,
        apiKey: API_KEY,
        bookmakers: ["Vortex Bet", "Nordic Odds"],
        bestOfFor: (game, fixtures, at) => matchedBestOf(t.handle.db, game, fixtures, at),
        log: silentLog,
        now,
      }),
    close: () => oddsApiIo.close(),
    unknownMarket: "Totals HT",
    // Odds-API.io has no suspended flag: its 0.0001 away price is off the board; its home price open but not the best.
    nordicWinner: { teamA: [null, "off", false], teamB: [1.55, "open", false] },
  },
];

/**
 * The site pointed at each feed's fake (its documented format, on loopback): the match page shows
 * exactly the served prices per market and line, on the right team (the feed lists our teams the
 * other way round), the right best price, margin and fair line; off-board and suspended quotes are
 * never best; a market the adapter does not know is ignored and counted.
 */
describe.each(testDrivers())("the match page priced by each feed on %s", (driver) => {
  for (const feed of FEEDS)
    describe(feed.name, () => {
      let t: TestApp;
      let match: PublicMatch;
      let clock = NOW;

      beforeAll(() => feed.start());
      afterAll(() => feed.close());
      beforeEach(async () => {
        clock = NOW;
        t = await createTestApp({ driver, now: NOW, env: { SITE_URL: "https://esports.example", ...BEHIND_CDN }, deps: { now: () => clock } });
        const res = await t.app.inject({ url: `/api/public/matches.upcoming?input=${encodeURIComponent(JSON.stringify({ game: "cs2" }))}` });
        match = res.json<{ result: { data: PublicMatchList } }>().result.data.matches.find((m) => m.teamA?.id && m.teamB?.id && m.beginAt)!;
        // A best of three, whatever the demo world made it: the map markets follow the format.
        await t.handle.db.update(matches).set({ numberOfGames: 3 }).where(eq(matches.id, match.id));
        feed.serve(match);
      });
      afterEach(() => t.close());

      it("shows exactly the served prices per market and line, on our sides, with best price, margin and fair line", async () => {
        const deps: OddsDeps = { db: t.handle.db, source: feed.source(t, () => clock), log: silentLog, now: () => clock, limits: oddsCallLimits(30) };
        const result = await pollGameOdds(deps, "cs2");
        expect(result).toMatchObject({ success: true, matched: 1 });
        expect(result.ignoredMarkets[feed.unknownMarket]).toBe(1);

        const res = await t.app.inject({ url: `/api/public/odds.markets?input=${encodeURIComponent(JSON.stringify({ matchId: match.id }))}`, headers: IN_GB });
        const markets = res.json<{ result: { data: MatchMarkets | null } }>().result.data!;
        // Other demo feeds' rows may exist for the same match (the demo world); this feed's are the subject.
        expect(markets.phase).toBe("pre-match");
        const table = (key: string) => {
          const found = markets.tables.find((x) => x.key === key);
          expect(found, key).toBeTruthy();
          return { ...found!, rows: found!.rows.filter((r) => r.source === feed.name) };
        };

        // The match winner: the feed's home price is our team B's.
        const winner = table("winner:2");
        expect(cellsOf(winner)).toEqual([
          ["Vortex Bet", { teamA: [SERVED.winner.vortex.away, "open", true], teamB: [SERVED.winner.vortex.home, "open", true] }],
          ["Nordic Odds", feed.nordicWinner],
        ]);
        expect(winner.rows[0]!.margin).toBeCloseTo(1 / SERVED.winner.vortex.home + 1 / SERVED.winner.vortex.away - 1, 10);
        expect(winner.rows[1]!.margin).toBeNull();

        // The feed's home -1.5 is our team B -1.5: team A's line +1.5.
        const handicap = table("map_handicap:1.5");
        expect(handicap.title).toBe("Handicap +1.5 / -1.5");
        expect(handicap.selections.map((s) => s.label)).toEqual([`${match.teamA!.name} +1.5`, `${match.teamB!.name} -1.5`]);
        expect(cellsOf(handicap)).toEqual([["Vortex Bet", { teamA: [SERVED.handicap.away, "open", true], teamB: [SERVED.handicap.home, "open", true] }]]);

        // Total maps 2.5 from two books: best of each side, both margins, and the fair line from both.
        const total = table("total_maps:2.5");
        expect(cellsOf(total)).toEqual([
          ["Vortex Bet", { over: [SERVED.total.vortex.over, "open", true], under: [SERVED.total.vortex.under, "open", false] }],
          ["Nordic Odds", { over: [SERVED.total.nordic.over, "open", false], under: [SERVED.total.nordic.under, "open", true] }],
        ]);
        expect(total.best).toEqual({ over: SERVED.total.vortex.over, under: SERVED.total.nordic.under });
        expect(total.rows[1]!.margin).toBeCloseTo(1 / SERVED.total.nordic.over + 1 / SERVED.total.nordic.under - 1, 10);
        const fair = twoBookFair(SERVED.total.vortex, SERVED.total.nordic);
        expect(total.fair?.books).toBe(2);
        expect(total.fair!.prices.over).toBeCloseTo(fair.over, 10);
        expect(total.fair!.prices.under).toBeCloseTo(fair.under, 10);

        // Stadar also prices a correct score: the feed's home 2-0 is our team B's, "0-2" with team A's maps first.
        if (feed.name === "stadar")
          expect(cellsOf(table("correct_score"))).toEqual([
            ["Vortex Bet", { "2-0": null, "2-1": null, "1-2": null, "0-2": [SERVED.score.home20, "open", true] }],
          ]);

        // The page's server render carries every one of these prices in its tabs, and the feed's name.
        const html = (await t.app.inject({ url: matchPath(match.game, match.id, match.teamA!.name, match.teamB!.name), headers: IN_GB })).body.replace(
          /<!-- -->/g,
          "",
        );
        for (const price of [SERVED.winner.vortex.home, SERVED.winner.vortex.away, SERVED.handicap.home, SERVED.handicap.away, SERVED.total.nordic.over])
          expect(html).toContain(`>${price.toFixed(2)}</span>`);
        expect(html).toContain('data-market-tabs="true"');
      });
    });
});
