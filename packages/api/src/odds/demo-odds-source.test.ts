import { describe, expect, it } from "vitest";
import { DEMO_ODDS_BOOKMAKERS, DEMO_PRICE_STEP_MS, demoQuotes, demoRating } from "./demo-odds-source";
import { demoOddsSource, type DemoOddsMatch } from "./demo-odds-feed";
import { demoMarketQuotes } from "./demo-market-quotes";
import { matchOddsEvent } from "./match-events";
import { bookmakerMargin } from "./price-math";
import type { OddsBatch, RequestGate } from "./types";

const HOUR = 3_600_000;
const NOW = new Date("2026-11-24T12:00:00Z");
const gate: RequestGate = async () => ({ done: async () => {} });
const TEAMS = ["Team Vitality", "Natus Vincere", "FaZe Clan", "MOUZ", "G2 Esports", "Team Spirit", "Fnatic", "Heroic", "T1", "Gen.G", "Team Liquid", "Cloud9"];

/** Every pair of demo teams as a match starting a day from NOW. */
const pairs = TEAMS.flatMap((a, i) =>
  TEAMS.slice(i + 1).map((b, j) => ({ id: 1000 + i * 100 + j, teamAName: a, teamBName: b, beginAt: new Date(NOW.getTime() + 24 * HOUR) })),
);
const pricesOf = (quotes: ReturnType<typeof demoQuotes>) => quotes.map((q) => q.outcomes.map((o) => o.price));

async function batchOf(source: ReturnType<typeof demoOddsSource>, game: DemoOddsMatch["game"], now = NOW): Promise<OddsBatch[]> {
  const batches: OddsBatch[] = [];
  for await (const batch of source.fetch(game, { now, gate })) batches.push(batch);
  return batches;
}

describe("demo prices", () => {
  it("quote every demo bookmaker with a margin within 4–8%, at every step", () => {
    for (const match of pairs) {
      for (let step = 0; step < 24; step++) {
        const quotes = demoQuotes(match, new Date(NOW.getTime() + step * DEMO_PRICE_STEP_MS));
        expect(quotes.map((q) => q.bookmakerKey)).toEqual(DEMO_ODDS_BOOKMAKERS.map((b) => b.key));
        for (const quote of quotes) {
          const margin = bookmakerMargin(
            quote.outcomes.map((o) => o.price),
            2,
          )!;
          expect(margin).toBeGreaterThanOrEqual(0.04);
          expect(margin).toBeLessThanOrEqual(0.08);
        }
      }
    }
  });

  it("give bookmakers different margins on the same match", () => {
    const margins = demoQuotes(pairs[0]!, NOW).map((q) =>
      bookmakerMargin(
        q.outcomes.map((o) => o.price),
        2,
      )!.toFixed(3),
    );
    expect(new Set(margins).size).toBeGreaterThan(1);
  });

  it("make the better-rated team the favourite with every bookmaker, at every step", () => {
    let checked = 0;
    for (const match of pairs) {
      const ratingA = demoRating(match.teamAName);
      const ratingB = demoRating(match.teamBName);
      if (Math.abs(ratingA - ratingB) < 20) continue;
      for (let step = 0; step < 12; step++) {
        for (const [priceA, priceB] of pricesOf(demoQuotes(match, new Date(NOW.getTime() + step * DEMO_PRICE_STEP_MS)))) {
          expect(ratingA > ratingB ? priceA! < priceB! : priceA! > priceB!).toBe(true);
        }
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("rate a team by its name alone, whatever match it plays", () => {
    expect(demoRating("Team Vitality")).toBe(demoRating("Team Vitality"));
    expect(new Set(TEAMS.map(demoRating)).size).toBeGreaterThan(6);
  });

  it("are the same for the same instant, hold within a step and move from one step to the next", () => {
    const match = pairs[3]!;
    expect(demoQuotes(match, NOW)).toEqual(demoQuotes(match, new Date(NOW.getTime())));
    const stepStart = new Date(Math.floor(NOW.getTime() / DEMO_PRICE_STEP_MS) * DEMO_PRICE_STEP_MS);
    expect(pricesOf(demoQuotes(match, new Date(stepStart.getTime() + DEMO_PRICE_STEP_MS - 1)))).toEqual(pricesOf(demoQuotes(match, stepStart)));
    const overADay = Array.from({ length: 96 }, (_, step) =>
      JSON.stringify(pricesOf(demoQuotes(match, new Date(stepStart.getTime() + step * DEMO_PRICE_STEP_MS)))),
    );
    expect(new Set(overADay).size).toBeGreaterThan(48);
  });

  it("say when they were set: the start of their step", () => {
    const quotes = demoQuotes(pairs[0]!, new Date(NOW.getTime() + 7 * 60_000));
    expect(quotes.every((q) => q.lastUpdate?.getTime() === NOW.getTime())).toBe(true);
  });

  it("stop at the match's start", () => {
    const match = { ...pairs[5]!, beginAt: new Date(NOW.getTime() + 2 * HOUR) };
    const atStart = demoQuotes(match, match.beginAt);
    for (const later of [1, 60_000, 3 * HOUR, 30 * 24 * HOUR]) expect(demoQuotes(match, new Date(match.beginAt.getTime() + later))).toEqual(atStart);
    expect(pricesOf(demoQuotes(match, new Date(match.beginAt.getTime() - 3 * HOUR)))).not.toEqual(pricesOf(atStart));
  });
});

describe("the demo odds source", () => {
  const matches: DemoOddsMatch[] = [
    { id: 1, game: "cs2", teamAName: "Team Vitality", teamBName: "MOUZ", beginAt: new Date(NOW.getTime() + 3 * HOUR), numberOfGames: 3 },
    { id: 2, game: "cs2", teamAName: "FaZe Clan", teamBName: null, beginAt: new Date(NOW.getTime() + 3 * HOUR), numberOfGames: 3 },
    { id: 3, game: "cs2", teamAName: "G2 Esports", teamBName: "Heroic", beginAt: null, numberOfGames: 3 },
    { id: 4, game: "lol", teamAName: "T1", teamBName: "Gen.G", beginAt: new Date(NOW.getTime() + 5 * HOUR), numberOfGames: null },
  ];

  it("yields one batch with an event per priceable match of the game, every market of its format in the odds model", async () => {
    const source = demoOddsSource(matches);
    expect(source.name).toBe("demo");
    const [batch, ...rest] = await batchOf(source, "cs2");
    expect(rest).toEqual([]);
    expect(batch).toMatchObject({ skipped: 0, invalid: [], bookmakersLeftOut: 0, suspendedOutcomes: 0, requestsRemaining: null });
    expect(batch!.events.map((e) => e.fixture.feedEventId)).toEqual(["demo-1"]);
    const [event] = batch!.events;
    expect(event).toMatchObject({
      sportKey: "demo_cs2",
      fixture: { feed: "demo", start: matches[0]!.beginAt, homeTeam: "Team Vitality", awayTeam: "MOUZ", bestOf: 3 },
      bookmakers: DEMO_ODDS_BOOKMAKERS,
    });
    expect(event!.quotes).toEqual(demoMarketQuotes({ id: 1, teamAName: "Team Vitality", teamBName: "MOUZ", beginAt: matches[0]!.beginAt! }, 3, NOW));
    expect((await batchOf(source, "valorant"))[0]!.events).toEqual([]);
  });

  it("prices only the match winner of a match whose length is unknown, at the match-winner feed's prices", async () => {
    const [batch] = await batchOf(demoOddsSource(matches), "lol");
    const quotes = batch!.events[0]!.quotes;
    expect(new Set(quotes.map((q) => JSON.stringify(q.market)))).toEqual(new Set([JSON.stringify({ kind: "winner", ways: 2 })]));
    const winner = demoQuotes({ id: 4, teamAName: "T1", teamBName: "Gen.G", beginAt: matches[3]!.beginAt! }, NOW);
    expect(quotes.map((q) => q.price)).toEqual(winner.flatMap((b) => b.outcomes.map((o) => o.price)));
  });

  it("gives events that match their own synced match through the ordinary matching", async () => {
    const [batch] = await batchOf(demoOddsSource(matches), "lol");
    const candidates = matches.filter((m) => m.game === "lol");
    const { fixture } = batch!.events[0]!;
    expect(matchOddsEvent({ homeTeam: fixture.homeTeam, awayTeam: fixture.awayTeam, commenceTime: fixture.start }, candidates)).toEqual({
      matched: true,
      matchId: 4,
      homeSide: "teamA",
    });
  });
});
