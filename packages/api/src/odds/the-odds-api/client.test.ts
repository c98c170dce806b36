import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cs2Events, ERROR_BODIES, EVENT_IDS, SPORT_CS2, startFakeOdds, type FakeOdds } from "../../../../../tests/fake-odds";
import type { RequestGate } from "../types";
import { MAX_ODDS_BODY_BYTES, OddsApiClient, type OddsApiResult } from "./client";
import { ODDS_LIMITS } from "./schemas";
import { OddsApiError } from "./errors";
import { REDACTED } from "../feed-errors";

const API_KEY = "k3y-Secret+/=value";
const NOW = new Date("2026-11-24T12:00:00Z");

/** Everything an error could show someone: message, stack and own fields. */
const visibleText = (err: unknown) => (err instanceof Error ? `${err.message}\n${err.stack ?? ""}\n${JSON.stringify({ ...err })}` : String(err));
const MIB = 1024 * 1024;
/** The real fetch, counting the body bytes the client takes from each answer (after fetch has inflated them). */
function countingFetch() {
  let read = 0;
  const counted: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (!res.body) return res;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return new Response(res.body.pipeThrough(counter), { status: res.status, headers: res.headers });
  };
  return { fetch: counted, bytesRead: () => read };
}
const leaksKey = (text: string) => text.includes(API_KEY) || text.includes(encodeURIComponent(API_KEY)) || text.includes("k3y-Secret");

describe("OddsApiClient against the fake odds server", () => {
  let fake: FakeOdds;
  const calls: { endpoint: string; status?: string }[] = [];
  const gate: RequestGate = async (endpoint) => {
    const call: { endpoint: string; status?: string } = { endpoint };
    calls.push(call);
    return { done: async (status) => void (call.status = status) };
  };
  const client = (options: { apiKey?: string; timeoutMs?: number; fetch?: typeof fetch } = {}) =>
    new OddsApiClient({ baseUrl: `${fake.url}/`, apiKey: options.apiKey ?? API_KEY, timeoutMs: options.timeoutMs, fetch: options.fetch });
  const getOdds = (c = client(), regions = "eu", signal?: AbortSignal) => c.getOdds({ sportKey: SPORT_CS2, regions, gate, signal });
  const failureOf = async (promise: Promise<OddsApiResult>): Promise<OddsApiError> => {
    const failure = await promise.then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(OddsApiError);
    return failure as OddsApiError;
  };

  beforeAll(async () => {
    fake = await startFakeOdds({ apiKey: API_KEY, sports: { [SPORT_CS2]: cs2Events(NOW) }, quota: 500 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    calls.length = 0;
    fake.clearFaults();
  });

  it("asks for decimal h2h prices with ISO dates, the key in the query and nowhere in what the gate sees", async () => {
    await getOdds(client(), "eu,uk");
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe(`/v4/sports/${SPORT_CS2}/odds`);
    expect(request.query).toEqual({ apiKey: API_KEY, regions: "eu,uk", markets: "h2h", oddsFormat: "decimal", dateFormat: "iso" });
    expect(calls).toEqual([{ endpoint: `/v4/sports/${SPORT_CS2}/odds`, status: "200" }]);
  });

  it("reads every usable event and bookmaker of a real-format payload, reporting what it left out", async () => {
    const remainingBefore = fake.remaining;
    const result = await getOdds();

    expect(result.events.map((e) => e.providerEventId)).toEqual([EVENT_IDS.ordinary, EVENT_IDS.swappedSides, EVENT_IDS.unmatchable, EVENT_IDS.missingMarket]);
    // The malformed event is skipped and reported with its id and what failed.
    expect(result.skipped).toBe(1);
    expect(result.invalid).toHaveLength(1);
    expect(result.invalid[0]).toMatchObject({ index: 4, id: EVENT_IDS.malformed });
    expect(result.invalid[0]!.issues.join("\n")).toMatch(/commence_time/);
    expect(result.invalid[0]!.issues.join("\n")).toMatch(/home_team/);
    // GridWager (no h2h market) is left out of its event; PixelPlay (both outcomes suspended) stays, unpriced.
    expect(result.bookmakersLeftOut).toBe(1);
    // Nordic Odds' price 0, PixelPlay's missing price and its price sent as text.
    expect(result.suspendedOutcomes).toBe(3);
    // One unit spent (h2h × one region), as the provider's header says.
    expect(result.requestsRemaining).toBe(remainingBefore - 1);
    expect(result.requestsUsed).toBe(500 - fake.remaining);
    expect(result.requestsLast).toBe(1);

    const [ordinary, swapped, , missingMarket] = result.events;
    // Unknown keys (venue, sport_title) are not carried; dates are Dates; a bookmaker we do not list is kept (mapping is not the client's business).
    expect(ordinary).toEqual({
      providerEventId: EVENT_IDS.ordinary,
      sportKey: SPORT_CS2,
      commenceTime: new Date(NOW.getTime() + 5 * 3_600_000),
      homeTeam: "Team Vitality",
      awayTeam: "Natus Vincere",
      quotes: [
        {
          bookmakerKey: "vortex_bet",
          bookmakerTitle: "Vortex Bet",
          lastUpdate: new Date(NOW.getTime() - 600_000),
          outcomes: [
            { name: "Team Vitality", price: 1.62 },
            { name: "Natus Vincere", price: 2.3 },
          ],
          unpriced: [],
        },
        // The spreads market beside h2h is ignored; the suspended outcome (price 0) has no price, only its name.
        {
          bookmakerKey: "nordic_odds",
          bookmakerTitle: "Nordic Odds",
          lastUpdate: new Date(NOW.getTime() - 600_000),
          outcomes: [{ name: "Team Vitality", price: 1.65 }],
          unpriced: ["Natus Vincere"],
        },
        {
          bookmakerKey: "unlistedbook",
          bookmakerTitle: "Unlisted Book",
          lastUpdate: new Date(NOW.getTime() - 600_000),
          outcomes: [
            { name: "Team Vitality", price: 1.6 },
            { name: "Natus Vincere", price: 2.35 },
          ],
          unpriced: [],
        },
      ],
    });
    expect(swapped!.quotes.map((q) => [q.bookmakerKey, q.unpriced])).toEqual([
      ["vortex_bet", []],
      ["pixelplay", ["FaZe Clan", "MOUZ"]],
    ]);
    expect(missingMarket!.quotes.map((q) => q.bookmakerKey)).toEqual(["vortex_bet"]);
  });

  it("fails a wrong key as unauthorized with the provider's message, not rate-limited", async () => {
    const failure = await failureOf(getOdds(client({ apiKey: "not-the-key" })));
    expect(failure).toMatchObject({ kind: "unauthorized", status: 401, rateLimited: false });
    expect(failure.message).toBe(`The Odds API HTTP 401: ${ERROR_BODIES.unauthorized.message}`);
    expect(calls.at(-1)?.status).toBe("401");
  });

  it("fails a 429 as rate-limited, reading the usage headers it came with", async () => {
    fake.addFault({ times: 1, fault: { type: "rate-limit" } });
    const failure = await failureOf(getOdds());
    expect(failure).toMatchObject({ kind: "rate-limited", status: 429, rateLimited: true, requestsRemaining: fake.remaining });
    expect(failure.message).toBe(`The Odds API HTTP 429: ${ERROR_BODIES.rateLimited.message}`);
    expect(calls.at(-1)?.status).toBe("429");
  });

  it("fails a 5xx as the provider's trouble, with the key taken out of a body that echoes the request URL", async () => {
    const echoed = `Internal error while serving ${fake.url}/v4/sports/${SPORT_CS2}/odds?${new URLSearchParams({ apiKey: API_KEY })} (key ${API_KEY})`;
    fake.addFault({ times: 1, fault: { type: "status", status: 500, body: echoed } });
    const failure = await failureOf(getOdds());
    expect(failure).toMatchObject({ kind: "server", status: 500, rateLimited: false });
    expect(failure.message).toContain(REDACTED);
    expect(leaksKey(visibleText(failure))).toBe(false);
  });

  it("fails bad parameters (422) as a bad request", async () => {
    const failure = await failureOf(getOdds(client(), ""));
    expect(failure).toMatchObject({ kind: "bad-request", status: 422, rateLimited: false });
    expect(failure.message).toMatch(/regions/);
  });

  it("fails malformed JSON and a body that is not a list as an invalid body", async () => {
    fake.addFault({ times: 1, fault: { type: "malformed" } });
    expect(await failureOf(getOdds())).toMatchObject({ kind: "invalid-body", message: "The Odds API sent malformed JSON", rateLimited: false });
    fake.addFault({ times: 1, fault: { type: "not-a-list" } });
    expect(await failureOf(getOdds())).toMatchObject({ kind: "invalid-body", rateLimited: false });
    expect(calls.map((c) => c.status)).toEqual(["200", "200"]);
  });

  it("waits for a slow answer within the time-out and gives up on a slower one", async () => {
    fake.addFault({ times: 1, fault: { type: "slow", ms: 100 } });
    expect((await getOdds(client({ timeoutMs: 2_000 }))).events).toHaveLength(4);
    fake.addFault({ times: 1, fault: { type: "slow", ms: 3_000 } });
    const failure = await failureOf(getOdds(client({ timeoutMs: 300 })));
    expect(failure).toMatchObject({ kind: "timeout", rateLimited: false, message: "The Odds API request timed out after 300 ms" });
    expect(calls.map((c) => c.status)).toEqual(["200", "timeout"]);
  });

  it("stops when its caller's signal aborts", async () => {
    fake.addFault({ times: 1, fault: { type: "slow", ms: 3_000 } });
    const controller = new AbortController();
    const seen = fake.requests.length;
    const pending = getOdds(client(), "eu", controller.signal);
    // Aborts once the server holds the request, so it is the request in flight that stops.
    await new Promise<void>((resolve) => {
      const check = () => (fake.requests.length > seen ? resolve() : setTimeout(check, 5));
      check();
    });
    controller.abort();
    expect(await failureOf(pending)).toMatchObject({ kind: "aborted", rateLimited: false });
    expect(calls.at(-1)?.status).toBe("aborted");
  });

  it("fails a refused connection as a network error without the key", async () => {
    const gone = await startFakeOdds({ apiKey: API_KEY });
    const url = gone.url;
    await gone.close();
    const failure = await failureOf(new OddsApiClient({ baseUrl: url, apiKey: API_KEY }).getOdds({ sportKey: SPORT_CS2, regions: "eu", gate }));
    expect(failure).toMatchObject({ kind: "network", status: null, rateLimited: false });
    expect(leaksKey(visibleText(failure))).toBe(false);
    expect(calls.at(-1)?.status).toBe("error");
  });

  describe("reads the answer within bounds", () => {
    it("stops a gzip answer that inflates past the cap (a 1 GiB bomb) once the decompressed bytes pass it", async () => {
      fake.addFault({ times: 1, fault: { type: "gzip-bomb", inflatedBytes: 1024 * MIB } });
      const counted = countingFetch();
      const failure = await failureOf(getOdds(client({ fetch: counted.fetch })));
      expect(failure).toMatchObject({ kind: "invalid-body", status: 200, rateLimited: false });
      expect(failure.message).toBe("The Odds API answer larger than 16 MiB after decompression; reading stopped");
      // What the client took from the inflated stream: the cap and at most one more chunk, far short of the gigabyte.
      expect(counted.bytesRead()).toBeGreaterThan(MAX_ODDS_BODY_BYTES);
      expect(counted.bytesRead()).toBeLessThan(MAX_ODDS_BODY_BYTES + MIB);
      expect(calls.at(-1)?.status).toBe("200");
    });

    it("stops a plain answer of 300 MB of events at the cap, before any of it is parsed", async () => {
      fake.addFault({ times: 1, fault: { type: "huge-body", bytes: 300 * 1_000_000 } });
      const before = fake.bytesGenerated;
      const counted = countingFetch();
      const failure = await failureOf(getOdds(client({ fetch: counted.fetch })));
      expect(failure).toMatchObject({ kind: "invalid-body", message: "The Odds API answer larger than 16 MiB after decompression; reading stopped" });
      expect(counted.bytesRead()).toBeLessThan(MAX_ODDS_BODY_BYTES + MIB);
      // The fake makes the body as it is read, so the rest of the 300 MB was never even made.
      expect(fake.bytesGenerated - before).toBeLessThan(MAX_ODDS_BODY_BYTES + 16 * MIB);
    });

    it("reads a 10 MB answer (under the cap) whole, and refuses it for holding more events than one answer may", async () => {
      fake.addFault({ times: 1, fault: { type: "huge-body", bytes: 10 * 1_000_000 } });
      const failure = await failureOf(getOdds());
      expect(failure.message).toMatch(/^The Odds API sent \d+ events, more than the 5000 one answer may hold$/);
    });

    it("refuses a list of more events than one answer may hold, and takes one of exactly that many", async () => {
      const one = cs2Events(NOW)[0]!;
      fake.setEvents(
        SPORT_CS2,
        Array.from({ length: ODDS_LIMITS.events + 1 }, () => one),
      );
      expect(await failureOf(getOdds())).toMatchObject({
        kind: "invalid-body",
        message: "The Odds API sent 5001 events, more than the 5000 one answer may hold",
      });
      fake.setEvents(
        SPORT_CS2,
        Array.from({ length: ODDS_LIMITS.events }, () => one),
      );
      expect((await getOdds()).events).toHaveLength(ODDS_LIMITS.events);
      fake.setEvents(SPORT_CS2, cs2Events(NOW));
    });

    it("leaves out a bookmaker whose title is a megabyte, keeping the event and its other bookmakers", async () => {
      const events = structuredClone(cs2Events(NOW)) as { bookmakers: { key: string; title: string }[] }[];
      events[0]!.bookmakers.find((b) => b.key === "nordic_odds")!.title = "N".repeat(MIB);
      fake.setEvents(SPORT_CS2, events);
      const result = await getOdds();
      fake.setEvents(SPORT_CS2, cs2Events(NOW));
      expect(result.events[0]!.quotes.map((q) => q.bookmakerKey)).toEqual(["vortex_bet", "unlistedbook"]);
      // Nordic Odds, and GridWager (no h2h market) as in every answer of this payload.
      expect(result.bookmakersLeftOut).toBe(2);
    });

    it("never follows a redirect: the request fails and the other address is never asked", async () => {
      fake.addFault({ times: 1, fault: { type: "redirect" } });
      const failure = await failureOf(getOdds());
      expect(failure).toMatchObject({ kind: "http", rateLimited: false, message: "The Odds API answered with a redirect, which is never followed" });
      expect(fake.requests.some((r) => r.path.startsWith("/redirected"))).toBe(false);
      expect(leaksKey(visibleText(failure))).toBe(false);
    });
  });

  it("never puts the key in any failure's text", async () => {
    const failures: OddsApiError[] = [];
    failures.push(await failureOf(getOdds(client({ apiKey: `${API_KEY}-wrong` }))));
    for (const fault of [{ type: "rate-limit" }, { type: "malformed" }, { type: "status", status: 503, body: API_KEY }] as const) {
      fake.addFault({ times: 1, fault });
      failures.push(await failureOf(getOdds()));
    }
    for (const failure of failures) expect(leaksKey(visibleText(failure))).toBe(false);
  });
});
