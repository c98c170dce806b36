import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeStadar, STADAR_ERRORS, STADAR_MATCH_IDS, stadarOddsLaterPage, stadarOddsPage1, type FakeStadar } from "../../../../../tests/fake-stadar";
import { fairLine } from "../model/fair-line";
import type { RequestGate } from "../types";
import { MAX_STADAR_BODY_BYTES, StadarClient, STADAR_ODDS_ENDPOINT, type StadarOddsPage } from "./client";
import { StadarError } from "./errors";

const API_KEY = "esp_test_abcd1234abcd1234abcd12";
const NOW = new Date("2026-11-28T12:00:00Z");
const GAME = "cs2";

describe("StadarClient against a fake Stadar server", () => {
  let fake: FakeStadar;
  const calls: { endpoint: string; status?: string }[] = [];
  const gate: RequestGate = async (endpoint) => {
    const call: { endpoint: string; status?: string } = { endpoint };
    calls.push(call);
    return { done: async (status) => void (call.status = status) };
  };
  const client = (apiKey = API_KEY, timeoutMs?: number) => new StadarClient({ baseUrl: `${fake.url}/`, apiKey, timeoutMs, now: () => NOW });
  const walk = async (c = client(), maxPages?: number) => {
    const pages: StadarOddsPage[] = [];
    for await (const page of c.allOdds({ game: GAME, gate, maxPages })) pages.push(page);
    return pages;
  };
  const failureOf = async (promise: Promise<unknown>): Promise<StadarError> => {
    const failure = await promise.then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(StadarError);
    return failure as StadarError;
  };

  beforeAll(async () => {
    fake = await startFakeStadar({ apiKey: API_KEY });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    calls.length = 0;
    fake.requests.length = 0;
    fake.clearFaults();
    fake.setPages(GAME, [stadarOddsPage1(NOW), stadarOddsLaterPage(NOW, STADAR_MATCH_IDS.page2, GAME), stadarOddsLaterPage(NOW, STADAR_MATCH_IDS.page3, GAME)]);
  });

  it("walks every cursor page with the key as a bearer token, passing each opaque cursor back as sent", async () => {
    const pages = await walk();
    expect(pages.map((p) => p.fixtures.map((f) => f.fixture.feedEventId))).toEqual([
      [STADAR_MATCH_IDS.bo3, STADAR_MATCH_IDS.bo1],
      [STADAR_MATCH_IDS.page2],
      [STADAR_MATCH_IDS.page3],
    ]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(fake.requests.map((r) => r.authorization)).toEqual(Array(3).fill(`Bearer ${API_KEY}`));
    expect(fake.requests[0]!.query).toEqual({ game: GAME });
    // Each later request carries exactly the cursor the page before it sent.
    expect(fake.requests[1]!.query.cursor).toBe(pages[0]!.nextCursor);
    expect(fake.requests[2]!.query.cursor).toBe(pages[1]!.nextCursor);
    // The gate sees each request, by endpoint only: no cursor, no key.
    expect(calls).toEqual(Array(3).fill({ endpoint: STADAR_ODDS_ENDPOINT, status: "200" }));
  });

  it("reads a page into the model: markets mapped to the home side, off-board prices kept, the rest counted", async () => {
    const page = await client().getOddsPage({ game: GAME, gate });
    const [bo3, bo1] = page.fixtures;
    expect(bo3!.fixture).toEqual({
      feed: "stadar",
      feedEventId: STADAR_MATCH_IDS.bo3,
      start: new Date(NOW.getTime() + 5 * 3_600_000),
      homeTeam: "Team Vitality",
      awayTeam: "Natus Vincere",
      bestOf: 3,
    });
    const seen = new Date(NOW.getTime() - 2 * 60_000);
    const vortex = bo3!.quotes.filter((q) => q.bookmakerKey === "vortex_bet");
    expect(vortex).toEqual([
      { bookmakerKey: "vortex_bet", market: { kind: "winner", ways: 2 }, selection: "home", price: 1.62, status: "open", observedAt: seen },
      { bookmakerKey: "vortex_bet", market: { kind: "winner", ways: 2 }, selection: "away", price: 2.3, status: "open", observedAt: seen },
      { bookmakerKey: "vortex_bet", market: { kind: "map_handicap", line: -1.5 }, selection: "home", price: 2.6, status: "open", observedAt: seen },
      { bookmakerKey: "vortex_bet", market: { kind: "map_handicap", line: -1.5 }, selection: "away", price: 1.48, status: "open", observedAt: seen },
      { bookmakerKey: "vortex_bet", market: { kind: "total_maps", line: 2.5 }, selection: "over", price: 2.1, status: "open", observedAt: seen },
      { bookmakerKey: "vortex_bet", market: { kind: "total_maps", line: 2.5 }, selection: "under", price: 1.7, status: "open", observedAt: seen },
      { bookmakerKey: "vortex_bet", market: { kind: "correct_score" }, selection: "2-0", price: 3.4, status: "open", observedAt: seen },
      // Away's "2_1" is the home team's 1-2.
      { bookmakerKey: "vortex_bet", market: { kind: "correct_score" }, selection: "1-2", price: 5.5, status: "open", observedAt: seen },
    ]);
    // Suspended and off-board prices are kept with their status, as sent.
    const nordic = bo3!.quotes.filter((q) => q.bookmakerKey === "nordic_odds").map((q) => [q.selection, q.price, q.status]);
    expect(nordic).toEqual([
      ["home", 1.65, "suspended"],
      ["away", 0.0001, "off"],
      ["over", null, "off"],
      ["under", 1e9, "off"],
      ["home", 1, "off"],
      ["away", 1.5, "off"],
    ]);
    // Only vortex_bet prices the winner completely and openly: one book is no fair line.
    expect(fairLine(bo3!.quotes, { kind: "winner", ways: 2 }, 3, { now: NOW, maxAgeMs: 600_000 })).toBeNull();

    // The bo1 keeps its winner; its ±1.5 handicap and its 2-0 are refused.
    expect(bo1!.fixture.bestOf).toBe(1);
    expect(bo1!.quotes.map((q) => `${q.market.kind}:${q.selection}`)).toEqual(["winner:home", "winner:away"]);
    expect(page.refusedMarkets).toEqual({ "line-impossible": 2, "selection-impossible": 1 });

    expect(page.unknownMarkets).toEqual({ total_maps_parity: 1, team_map_win: 1 });
    expect(page.sidelessMarkets).toBe(1);
    // The malformed match is skipped and reported by its match_id with what failed; the others are kept.
    expect(page.invalid).toHaveLength(1);
    expect(page.invalid[0]).toMatchObject({ index: 1, id: STADAR_MATCH_IDS.malformed });
    expect(page.invalid[0]!.issues.join("\n")).toMatch(/format/);
    expect(page.invalid[0]!.issues.join("\n")).toMatch(/scheduled_at/);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it("fails a wrong key as unauthorized with the docs' envelope message, without the key", async () => {
    const failure = await failureOf(client("esp_test_wrongwrongwrongwrongwr").getOddsPage({ game: GAME, gate }));
    expect(failure).toMatchObject({ kind: "unauthorized", status: 401, rateLimited: false, code: "unauthorized" });
    expect(failure.message).toBe(`Stadar HTTP 401: ${STADAR_ERRORS.unauthorized.error.message}`);
    expect(failure.message).not.toContain("esp_test_");
    expect(calls.at(-1)?.status).toBe("401");
  });

  it("fails a 429 as rate-limited with its Retry-After, in seconds or as a date", async () => {
    fake.addFault({ type: "rate-limit", retryAfter: "120" });
    const failure = await failureOf(client().getOddsPage({ game: GAME, gate }));
    expect(failure).toMatchObject({ kind: "rate-limited", status: 429, rateLimited: true, retryAfterSeconds: 120, code: "rate_limit_exceeded" });
    expect(failure.message).toBe(`Stadar HTTP 429: ${STADAR_ERRORS.rateLimited.error.message}`);

    fake.addFault({ type: "rate-limit", retryAfter: new Date(NOW.getTime() + 90_000).toUTCString() });
    expect(await failureOf(client().getOddsPage({ game: GAME, gate }))).toMatchObject({ rateLimited: true, retryAfterSeconds: 90 });
    expect(calls.map((c) => c.status)).toEqual(["429", "429"]);
  });

  it("keeps the pages read before a failure mid-walk, and stops there", async () => {
    const pages: StadarOddsPage[] = [];
    const walking = client().allOdds({ game: GAME, gate });
    const failure = await failureOf(
      (async () => {
        for await (const page of walking) {
          pages.push(page);
          fake.addFault({ type: "rate-limit", retryAfter: "30" });
        }
      })(),
    );
    expect(failure.retryAfterSeconds).toBe(30);
    expect(pages.map((p) => p.fixtures[0]!.fixture.feedEventId)).toEqual([STADAR_MATCH_IDS.bo3]);
    expect(fake.requests).toHaveLength(2);
  });

  it("stops a cursor that loops, and a walk past its page budget", async () => {
    fake.loopLastPage(GAME);
    const looped = await failureOf(walk());
    expect(looped).toMatchObject({ kind: "invalid-body", message: "Stadar sent a cursor it had already sent; the walk stops" });
    // Three pages, the first again under its looping cursor, then the repeat is seen.
    expect(fake.requests).toHaveLength(4);

    fake.requests.length = 0;
    const budget = await failureOf(walk(client(), 2));
    expect(budget.message).toBe("Stadar had more than 2 pages of odds; the walk stops");
    expect(fake.requests).toHaveLength(2);
  });

  it("fails malformed JSON and a body that is not a page of odds as an invalid body", async () => {
    fake.addFault({ type: "malformed" });
    expect(await failureOf(client().getOddsPage({ game: GAME, gate }))).toMatchObject({ kind: "invalid-body", message: "Stadar sent malformed JSON" });
    fake.addFault({ type: "status", status: 200, body: JSON.stringify({ data: [] }) });
    expect(await failureOf(client().getOddsPage({ game: GAME, gate }))).toMatchObject({ kind: "invalid-body" });
  });

  it("fails a 5xx as the provider's trouble, with the key taken out of a body that echoes it", async () => {
    fake.addFault({ type: "status", status: 503, body: `upstream said: Authorization: Bearer ${API_KEY}` });
    const failure = await failureOf(client().getOddsPage({ game: GAME, gate }));
    expect(failure).toMatchObject({ kind: "server", status: 503, rateLimited: false });
    expect(failure.message).not.toContain(API_KEY);
  });

  it("stops reading a gzip answer that inflates past the cap (readCappedText counts after decompression)", async () => {
    fake.addFault({ type: "gzip-bomb", inflatedBytes: 256 * 1024 * 1024 });
    const failure = await failureOf(client().getOddsPage({ game: GAME, gate }));
    expect(failure).toMatchObject({ kind: "invalid-body", status: 200, message: "Stadar answer larger than 16 MiB after decompression; reading stopped" });
    expect(MAX_STADAR_BODY_BYTES).toBe(16 * 1024 * 1024);
  });

  it("gives up on an answer slower than its time-out", async () => {
    fake.addFault({ type: "slow", ms: 3_000 });
    const failure = await failureOf(client(API_KEY, 300).getOddsPage({ game: GAME, gate }));
    expect(failure).toMatchObject({ kind: "timeout", message: "Stadar request timed out after 300 ms" });
    expect(calls.at(-1)?.status).toBe("timeout");
  });
});
