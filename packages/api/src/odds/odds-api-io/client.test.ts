import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ODDS_API_IO_EVENT_IDS as IDS,
  oddsApiIoEvents,
  oddsApiIoManyEvents,
  oddsApiIoOdds,
  startFakeOddsApiIo,
  type FakeOddsApiIo,
} from "../../../../../tests/fake-odds-api-io";
import type { BestOf } from "../model/fixture";
import type { RequestGate } from "../types";
import { OddsApiIoClient, ODDS_API_IO_EVENTS_ENDPOINT, ODDS_API_IO_MULTI_ODDS_ENDPOINT, type OddsApiIoOddsBatch } from "./client";
import { OddsApiIoError } from "./errors";

const API_KEY = "oddsapiio-test-key-0123456789abcdef";
const NOW = new Date("2026-11-28T12:00:00Z");
const RESET_AT = "2026-11-28T12:40:00.000Z";
const BOOKS = ["Vortex Bet", "Nordic Odds", "Broken Book", "Half Broken"];
const FORMATS = new Map<string, BestOf>([
  [String(IDS.bo3), 3],
  [String(IDS.bo1), 1],
]);

describe("OddsApiIoClient against a fake Odds-API.io server", () => {
  let fake: FakeOddsApiIo;
  const calls: { endpoint: string; status?: string }[] = [];
  const gate: RequestGate = async (endpoint) => {
    const call: { endpoint: string; status?: string } = { endpoint };
    calls.push(call);
    return { done: async (status) => void (call.status = status) };
  };
  const client = (apiKey = API_KEY, timeoutMs?: number) => new OddsApiIoClient({ baseUrl: `${fake.url}/`, apiKey, timeoutMs, now: () => NOW });
  const odds = (c = client()) =>
    c.getOddsBatch({ eventIds: [String(IDS.bo3), String(IDS.swapped), String(IDS.bo1)], bookmakers: BOOKS, bestOfByEvent: FORMATS, gate });
  const failureOf = async (promise: Promise<unknown>): Promise<OddsApiIoError> => {
    const failure = await promise.then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(OddsApiIoError);
    return failure as OddsApiIoError;
  };

  beforeAll(async () => {
    fake = await startFakeOddsApiIo({ apiKey: API_KEY });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    calls.length = 0;
    fake.requests.length = 0;
    fake.clearFaults();
    fake.setQuota({ limit: 5_000, remaining: 4_200, resetAt: RESET_AT });
    fake.setEvents(oddsApiIoEvents(NOW));
    fake.setOdds(oddsApiIoOdds(NOW));
  });

  it("lists pending and live esports events with the key as the apiKey parameter, the malformed one reported, teams as the feed orders them", async () => {
    const page = await client().getEvents({ gate });
    expect(fake.requests).toEqual([{ path: "/v3/events", query: { sport: "esports", status: "pending,live", apiKey: API_KEY } }]);
    expect(page.events.map((e) => [e.fixture.feedEventId, e.fixture.homeTeam, e.fixture.awayTeam, e.status])).toEqual([
      [String(IDS.bo3), "Team Vitality", "MOUZ", "pending"],
      // Natus Vincere is listed home: kept so, the matching step turns it round if our match has it away.
      [String(IDS.swapped), "Natus Vincere", "Team Spirit", "live"],
      [String(IDS.bo1), "G2 Esports", "FaZe Clan", "pending"],
    ]);
    expect(page.events[0]).toMatchObject({
      fixture: { feed: "odds-api-io", start: new Date(NOW.getTime() + 5 * 3_600_000), bestOf: null },
      league: { name: "Counter-Strike 2 - IEM", slug: "counter-strike-2-iem" },
    });
    expect(page.invalid).toHaveLength(1);
    expect(page.invalid[0]).toMatchObject({ index: 1, id: String(IDS.malformed) });
    expect(page.invalid[0]!.issues.join("\n")).toMatch(/home/);
    expect(page.invalid[0]!.issues.join("\n")).toMatch(/date/);
    // The quota headers, read as documented (the reset an ISO 8601 time); the gate sees the endpoint only.
    expect(page.quota).toEqual({ limit: 5_000, remaining: 4_199, resetAt: new Date(RESET_AT) });
    expect(calls).toEqual([{ endpoint: ODDS_API_IO_EVENTS_ENDPOINT, status: "200" }]);
  });

  it("passes a league, a status list and a page window through", async () => {
    await client().getEvents({ gate, league: "counter-strike-2-iem", status: "live", limit: 50, skip: 100 });
    expect(fake.requests[0]!.query).toEqual({ sport: "esports", status: "live", league: "counter-strike-2-iem", limit: "50", skip: "100", apiKey: API_KEY });
  });

  it("reads odds into the model: ML, Spread (the home team's line) and Totals mapped, off-board prices kept, the rest counted", async () => {
    const batch = await odds();
    expect(fake.requests[0]).toEqual({
      path: "/v3/odds/multi",
      query: { eventIds: `${IDS.bo3},${IDS.swapped},${IDS.bo1}`, bookmakers: BOOKS.join(","), apiKey: API_KEY },
    });
    const [bo3, swapped, bo1] = batch.fixtures;
    expect(bo3!.fixture).toEqual({
      feed: "odds-api-io",
      feedEventId: String(IDS.bo3),
      start: new Date(NOW.getTime() + 5 * 3_600_000),
      homeTeam: "Team Vitality",
      awayTeam: "MOUZ",
      bestOf: 3,
    });
    const seen = new Date(NOW.getTime() - 2 * 60_000);
    expect(bo3!.quotes.filter((q) => q.bookmakerKey === "Vortex Bet")).toEqual([
      { bookmakerKey: "Vortex Bet", market: { kind: "winner", ways: 2 }, selection: "home", price: 1.62, status: "open", observedAt: seen },
      { bookmakerKey: "Vortex Bet", market: { kind: "winner", ways: 2 }, selection: "away", price: 2.3, status: "open", observedAt: seen },
      { bookmakerKey: "Vortex Bet", market: { kind: "map_handicap", line: -1.5 }, selection: "home", price: 2.6, status: "open", observedAt: seen },
      { bookmakerKey: "Vortex Bet", market: { kind: "map_handicap", line: -1.5 }, selection: "away", price: 1.48, status: "open", observedAt: seen },
      { bookmakerKey: "Vortex Bet", market: { kind: "total_maps", line: 2.5 }, selection: "over", price: 2.1, status: "open", observedAt: seen },
      { bookmakerKey: "Vortex Bet", market: { kind: "total_maps", line: 2.5 }, selection: "under", price: 1.7, status: "open", observedAt: seen },
    ]);
    // "N/A", null, 1.00, the 0.0001 sentinel and 1e9 are kept off the board, the price as sent when it was a number.
    expect(bo3!.quotes.filter((q) => q.bookmakerKey === "Nordic Odds").map((q) => [q.market.kind, q.selection, q.price, q.status])).toEqual([
      ["winner", "home", 1.65, "open"],
      ["winner", "away", null, "off"],
      ["total_maps", "over", null, "off"],
      ["total_maps", "under", 1e9, "off"],
      ["map_handicap", "home", 1, "off"],
      ["map_handicap", "away", 0.0001, "off"],
    ]);
    // A bookmaker that is no list of markets, a market without a name and a Spread row without a line cost only themselves.
    expect(bo3!.quotes.filter((q) => q.bookmakerKey === "Half Broken").map((q) => q.price)).toEqual([1.7, 2.1]);
    expect(batch.malformedEntries).toBe(3);
    expect(batch.unknownMarkets).toEqual({ "Totals HT": 1 });

    // An event whose length the caller does not know keeps its winner; nothing else is asked of it here.
    expect(swapped!.fixture).toMatchObject({ homeTeam: "Natus Vincere", awayTeam: "Team Spirit", bestOf: null });
    expect(swapped!.quotes.map((q) => [q.selection, q.price])).toEqual([
      ["home", 1.45],
      ["away", 2.75],
    ]);
    // The bo1 keeps its two-way winner; its ±1.5 handicap and its three-way winner are refused.
    expect(bo1!.quotes.map((q) => `${q.market.kind}:${q.selection}`)).toEqual(["winner:home", "winner:away"]);
    expect(batch.refusedMarkets).toEqual({ "line-impossible": 1, "ways-mismatch": 1 });
    expect(batch.quota?.remaining).toBe(4_199);
    expect(batch.eventIds).toEqual([String(IDS.bo3), String(IDS.swapped), String(IDS.bo1)]);
    expect(calls).toEqual([{ endpoint: ODDS_API_IO_MULTI_ODDS_ENDPOINT, status: "200" }]);
  });

  it("refuses a map market on an event whose length it was not told, and reports a malformed event among good ones", async () => {
    const batch = await client().getOddsBatch({ eventIds: [String(IDS.bo3), String(IDS.malformed)], bookmakers: ["Vortex Bet"], gate });
    expect(batch.fixtures.map((f) => f.fixture.feedEventId)).toEqual([String(IDS.bo3)]);
    expect(batch.fixtures[0]!.quotes.map((q) => q.market.kind)).toEqual(["winner", "winner"]);
    expect(batch.refusedMarkets).toEqual({ "format-unknown": 2 });
    expect(batch.invalid).toEqual([expect.objectContaining({ index: 1, id: String(IDS.malformed) })]);
  });

  it("asks for many events ten to a request, each id once, one batch per request", async () => {
    const many = oddsApiIoManyEvents(NOW, 70_000_000, 23);
    fake.setOdds(many.odds);
    const ids = many.events.map((e) => String((e as { id: number }).id));
    const batches: OddsApiIoOddsBatch[] = [];
    for await (const batch of client().oddsForEvents({ eventIds: [...ids, ids[0]!, ids[5]!], bookmakers: ["Vortex Bet"], gate })) batches.push(batch);
    expect(fake.requests.map((r) => r.query.eventIds!.split(",").length)).toEqual([10, 10, 3]);
    expect(fake.requests.flatMap((r) => r.query.eventIds!.split(","))).toEqual(ids);
    expect(batches.flatMap((b) => b.fixtures.map((f) => f.fixture.feedEventId))).toEqual(ids);
    expect(batches.map((b) => b.quota?.remaining)).toEqual([4_199, 4_198, 4_197]);
    expect(calls.map((c) => c.endpoint)).toEqual(Array(3).fill(ODDS_API_IO_MULTI_ODDS_ENDPOINT));
  });

  it("keeps the batches read before a failure mid-walk, and stops there", async () => {
    const many = oddsApiIoManyEvents(NOW, 70_000_000, 25);
    fake.setOdds(many.odds);
    const ids = many.events.map((e) => String((e as { id: number }).id));
    const batches: OddsApiIoOddsBatch[] = [];
    const failure = await failureOf(
      (async () => {
        for await (const batch of client().oddsForEvents({ eventIds: ids, bookmakers: ["Vortex Bet"], gate })) {
          batches.push(batch);
          fake.addFault({ type: "rate-limit", resetAt: RESET_AT });
        }
      })(),
    );
    expect(failure.rateLimited).toBe(true);
    expect(batches).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
  });

  it("refuses, before any request, a batch of more than 10 events or 30 bookmakers, or none", async () => {
    const tooMany = Array.from({ length: 11 }, (_, i) => String(i + 1));
    expect(await failureOf(client().getOddsBatch({ eventIds: tooMany, bookmakers: ["Vortex Bet"], gate }))).toMatchObject({ kind: "bad-request" });
    const books = Array.from({ length: 31 }, (_, i) => `Book ${i}`);
    expect(await failureOf(client().getOddsBatch({ eventIds: ["1"], bookmakers: books, gate }))).toMatchObject({ kind: "bad-request" });
    expect(await failureOf(client().getOddsBatch({ eventIds: ["1"], bookmakers: [], gate }))).toMatchObject({ kind: "bad-request" });
    expect(fake.requests).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it("fails a wrong key as unauthorized, without the key in its message", async () => {
    const wrong = "oddsapiio-wrong-key-000000000000000";
    const failure = await failureOf(client(wrong).getEvents({ gate }));
    expect(failure).toMatchObject({ kind: "unauthorized", status: 401, rateLimited: false });
    expect(failure.message).toBe('Odds-API.io HTTP 401: {"error":"Invalid API key"}');
    expect(fake.requests[0]!.query.apiKey).toBe(wrong);
    expect(calls.at(-1)?.status).toBe("401");
  });

  it("fails a 429 as rate-limited, waiting until the x-ratelimit-reset time it was sent", async () => {
    fake.addFault({ type: "rate-limit", resetAt: new Date(NOW.getTime() + 90_000).toISOString() });
    const failure = await failureOf(odds());
    expect(failure).toMatchObject({ kind: "rate-limited", status: 429, rateLimited: true, retryAfterSeconds: 90 });
    expect(failure.quota).toEqual({ limit: 5_000, remaining: 0, resetAt: new Date(NOW.getTime() + 90_000) });
    expect(calls.at(-1)?.status).toBe("429");
  });

  it("says nothing of the quota when the answer carries no rate-limit headers", async () => {
    fake.setQuota(null);
    expect((await client().getEvents({ gate })).quota).toBeNull();
    fake.addFault({ type: "rate-limit", resetAt: "soon" });
    expect(await failureOf(client().getEvents({ gate }))).toMatchObject({ rateLimited: true, retryAfterSeconds: null });
  });

  it("fails malformed JSON and a body that is not a list as an invalid body", async () => {
    fake.addFault({ type: "malformed" });
    expect(await failureOf(client().getEvents({ gate }))).toMatchObject({ kind: "invalid-body", message: "Odds-API.io sent malformed JSON" });
    fake.addFault({ type: "status", status: 200, body: JSON.stringify({ events: [] }) });
    expect(await failureOf(client().getEvents({ gate }))).toMatchObject({ kind: "invalid-body" });
    fake.addFault({ type: "status", status: 200, body: JSON.stringify({ id: 1 }) });
    expect(await failureOf(odds())).toMatchObject({ kind: "invalid-body" });
  });

  it("fails a 5xx as the provider's trouble, with the key taken out of a body that echoes it", async () => {
    fake.addFault({ type: "status", status: 503, body: `upstream said: /v3/events?apiKey=${API_KEY}` });
    const failure = await failureOf(client().getEvents({ gate }));
    expect(failure).toMatchObject({ kind: "server", status: 503, rateLimited: false });
    expect(failure.message).not.toContain(API_KEY);
    expect(failure.message).toContain("[redacted]");
  });

  it("gives up on an answer slower than its time-out, and stops when its caller does", async () => {
    fake.addFault({ type: "slow", ms: 3_000 });
    const timedOut = await failureOf(client(API_KEY, 300).getEvents({ gate }));
    expect(timedOut).toMatchObject({ kind: "timeout", message: "Odds-API.io request timed out after 300 ms" });
    expect(calls.at(-1)?.status).toBe("timeout");

    fake.addFault({ type: "slow", ms: 3_000 });
    const stop = new AbortController();
    const stopped = failureOf(client().getEvents({ gate, signal: stop.signal }));
    // Stopped once the fake has the request, not after a guessed delay.
    await expect.poll(() => fake.requests.length).toBe(2);
    stop.abort();
    expect(await stopped).toMatchObject({ kind: "aborted" });
    expect(calls.at(-1)?.status).toBe("aborted");
  });
});
