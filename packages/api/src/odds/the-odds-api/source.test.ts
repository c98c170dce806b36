import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cs2Events, EVENT_IDS, SPORT_CS2, startFakeOdds, type FakeOdds } from "../../../../../tests/fake-odds";
import { matchOddsEvent, outcomeSide, type MatchCandidate } from "../match-events";
import { bestPrices } from "../../shared";
import { bookmakerMargin } from "../price-math";
import type { OddsBatch, RequestGate } from "../types";
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
    expect(batches[0]).toMatchObject({ skipped: 1, bookmakersLeftOut: 2, suspendedOutcomes: 3, requestsRemaining: fake.remaining });
    expect(batches[0]!.events).toHaveLength(4);
  });

  it("requests nothing for a game without a sport key (none invented, a blank one is none)", async () => {
    const before = fake.requests.length;
    expect(await collect(source().fetch("valorant", { now: NOW, gate }))).toEqual([]);
    expect(await collect(source().fetch("lol", { now: NOW, gate }))).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });

  it("gives events that match our synced matches, one that matches none, and prices whose best and margin follow", async () => {
    const [batch] = await collect(source().fetch("cs2", { now: NOW, gate }));
    const synced: MatchCandidate[] = [
      { id: 101, teamAName: "Vitality", teamBName: "Natus Vincere", beginAt: new Date(NOW.getTime() + 5 * HOUR + 15 * 60_000) },
      // Our side A is the provider's away team.
      { id: 102, teamAName: "MOUZ", teamBName: "FaZe", beginAt: new Date(NOW.getTime() + 26 * HOUR) },
      { id: 103, teamAName: "G2", teamBName: "Team Spirit", beginAt: new Date(NOW.getTime() + 30 * HOUR) },
    ];
    const results = new Map(batch!.events.map((event) => [event.providerEventId, matchOddsEvent(event, synced)]));
    expect(results.get(EVENT_IDS.ordinary)).toEqual({ matched: true, matchId: 101, homeSide: "teamA" });
    expect(results.get(EVENT_IDS.swappedSides)).toEqual({ matched: true, matchId: 102, homeSide: "teamB" });
    expect(results.get(EVENT_IDS.missingMarket)).toEqual({ matched: true, matchId: 103, homeSide: "teamA" });
    expect(results.get(EVENT_IDS.unmatchable)).toEqual({ matched: false, reason: "no-team-match" });

    const swapped = batch!.events.find((e) => e.providerEventId === EVENT_IDS.swappedSides)!;
    expect(swapped.quotes[0]!.outcomes.map((o) => outcomeSide(o.name, swapped, "teamB"))).toEqual(["teamB", "teamA"]);

    const ordinary = batch!.events.find((e) => e.providerEventId === EVENT_IDS.ordinary)!;
    const best = bestPrices(ordinary.quotes.map((q) => ({ prices: q.outcomes.map((o) => [o.name, o.price] as const) })));
    expect(best).toEqual(
      new Map([
        ["Team Vitality", 1.65],
        ["Natus Vincere", 2.35],
      ]),
    );
    const margins = ordinary.quotes.map((q) =>
      bookmakerMargin(
        q.outcomes.map((o) => o.price),
        2,
      ),
    );
    // Nordic Odds' market lost an outcome to suspension: no margin for an incomplete market.
    expect(margins[0]).toBeCloseTo(1 / 1.62 + 1 / 2.3 - 1, 12);
    expect(margins[1]).toBeNull();
  });
});
