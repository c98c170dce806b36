import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cs2Events, EVENT_IDS, SPORT_CS2, startFakeOdds, type FakeOdds } from "../../../../../tests/fake-odds";
import { matchOddsEvent, type MatchCandidate } from "../match-events";
import { bestPrices } from "../../shared";
import { toOurSides } from "../ingest/our-sides";
import { bookMarketMargin } from "../model/fair-line";
import type { FeedEventOdds, OddsBatch, RequestGate } from "../types";
import { theOddsApiSource } from "./source";

const API_KEY = "source-test-key";
const NOW = new Date("2026-11-24T12:00:00Z");
const HOUR = 3_600_000;
const gate: RequestGate = async () => ({ done: async () => {} });

async function collect(batches: AsyncIterable<OddsBatch>): Promise<OddsBatch[]> {
  const out: OddsBatch[] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

describe("The Odds API as an odds source", () => {
  let fake: FakeOdds;
  beforeAll(async () => {
    fake = await startFakeOdds({ apiKey: API_KEY, sports: { [SPORT_CS2]: cs2Events(NOW) } });
  });
  afterAll(() => fake.close());
  const silent = { info: () => {}, warn: () => {} };
  const source = () =>
    theOddsApiSource({ baseUrl: fake.url, apiKey: API_KEY, regions: "eu", sportKeys: { cs2: SPORT_CS2, lol: "  " }, log: silent, now: () => NOW });

  it("requests a game's configured sport key and yields its events as one batch", async () => {
    const before = fake.requests.length;
    const batches = await collect(source().fetch("cs2", { now: NOW, gate }));
    expect(fake.requests.slice(before).map((r) => r.sport)).toEqual([SPORT_CS2]);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ skipped: 1, bookmakersLeftOut: 1, suspendedOutcomes: 3, requestsRemaining: fake.remaining });
    expect(batches[0]!.events).toHaveLength(4);
  });

  it("requests nothing for a game without a sport key (none invented, a blank one is none)", async () => {
    const before = fake.requests.length;
    expect(await collect(source().fetch("valorant", { now: NOW, gate }))).toEqual([]);
    expect(await collect(source().fetch("lol", { now: NOW, gate }))).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });

  const teamsOf = ({ fixture }: FeedEventOdds) => ({ homeTeam: fixture.homeTeam, awayTeam: fixture.awayTeam, commenceTime: fixture.start });

  it("gives events in the odds model that match our synced matches, one that matches none, and prices whose best and margin follow", async () => {
    const [batch] = await collect(source().fetch("cs2", { now: NOW, gate }));
    const synced: MatchCandidate[] = [
      { id: 101, teamAName: "Vitality", teamBName: "Natus Vincere", beginAt: new Date(NOW.getTime() + 5 * HOUR + 15 * 60_000) },
      // Our side A is the provider's away team.
      { id: 102, teamAName: "MOUZ", teamBName: "FaZe", beginAt: new Date(NOW.getTime() + 26 * HOUR) },
      { id: 103, teamAName: "G2", teamBName: "Team Spirit", beginAt: new Date(NOW.getTime() + 30 * HOUR) },
    ];
    const results = new Map(batch!.events.map((event) => [event.fixture.feedEventId, matchOddsEvent(teamsOf(event), synced)]));
    expect(results.get(EVENT_IDS.ordinary)).toEqual({ matched: true, matchId: 101, homeSide: "teamA" });
    expect(results.get(EVENT_IDS.swappedSides)).toEqual({ matched: true, matchId: 102, homeSide: "teamB" });
    expect(results.get(EVENT_IDS.missingMarket)).toEqual({ matched: true, matchId: 103, homeSide: "teamA" });
    expect(results.get(EVENT_IDS.unmatchable)).toEqual({ matched: false, reason: "no-team-match" });

    // Every price is the two-way winner market, named by the feed's home and away team.
    const swapped = batch!.events.find((e) => e.fixture.feedEventId === EVENT_IDS.swappedSides)!;
    const firstBook = swapped.quotes.filter((q) => q.bookmakerKey === swapped.quotes[0]!.bookmakerKey);
    expect(firstBook.map((q) => [q.market, q.selection, q.status])).toEqual([
      [{ kind: "winner", ways: 2 }, "home", "open"],
      [{ kind: "winner", ways: 2 }, "away", "open"],
    ]);
    expect(firstBook.map((q) => toOurSides(q.market, q.selection, "teamB").selection)).toEqual(["teamB", "teamA"]);

    const ordinary = batch!.events.find((e) => e.fixture.feedEventId === EVENT_IDS.ordinary)!;
    const books = [...new Set(ordinary.quotes.map((q) => q.bookmakerKey))].map((key) => ordinary.quotes.filter((q) => q.bookmakerKey === key));
    const best = bestPrices(books.map((quotes) => ({ prices: quotes.map((q) => [q.selection, q.price!] as const) })));
    expect(best).toEqual(
      new Map([
        ["home", 1.65],
        ["away", 2.35],
      ]),
    );
    expect(ordinary.bookmakers.map((b) => b.key)).toEqual(books.map((quotes) => quotes[0]!.bookmakerKey));
    const margins = books.map((quotes) => bookMarketMargin(quotes, { kind: "winner", ways: 2 }, null));
    // Nordic Odds' market lost an outcome to suspension: no margin for an incomplete market.
    expect(margins[0]).toBeCloseTo(1 / 1.62 + 1 / 2.3 - 1, 12);
    expect(margins[1]).toBeNull();
  });
});
