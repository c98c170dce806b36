import type { LogFn } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SPORT_CS2, startFakeOdds, type FakeOdds } from "../../../../../tests/fake-odds";
import { OddsApiClient } from "./client";
import { notListedReason, SportKeyCheck, SPORT_LIST_CHECK_EVERY_MS, SPORT_LIST_RETRY_MS } from "./sport-key-check";

const API_KEY = "sport-list-key";
const START = new Date("2026-11-28T12:00:00Z");
/** Keys as a deployment might set them: one the feed lists, two it does not (guesses seen in public code). */
const SPORT_KEYS = { cs2: SPORT_CS2, lol: "esports_lol", dota2: "esports_dota2" } as const;

describe("the configured sport keys against The Odds API's sport list", () => {
  let fake: FakeOdds;
  let clock: Date;
  const warnings: Array<{ fields: Record<string, unknown>; msg: string }> = [];
  // pino's LogFn: (fields, message) is the only form the check uses.
  const log = { info: () => {}, warn: ((fields: Record<string, unknown>, msg: string) => void warnings.push({ fields, msg })) as LogFn };
  const check = () => new SportKeyCheck({ client: new OddsApiClient({ baseUrl: fake.url, apiKey: API_KEY }), sportKeys: SPORT_KEYS, log, now: () => clock });

  beforeAll(async () => {
    fake = await startFakeOdds({ apiKey: API_KEY, listed: ["americanfootball_nfl", SPORT_CS2, "cricket_test_match"] });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    clock = START;
    warnings.splice(0);
    fake.clearFaults();
  });

  it("skips each game whose key the feed does not list, naming the key, and polls the listed one", async () => {
    const c = check();
    expect(await c.skipReason("cs2")).toBeNull();
    expect(await c.skipReason("lol")).toBe(notListedReason("esports_lol"));
    expect(await c.skipReason("dota2")).toBe(notListedReason("esports_dota2"));
    // A game without a key is not this check's to skip (the source asks for nothing anyway).
    expect(await c.skipReason("valorant")).toBeNull();
    expect(notListedReason("esports_lol")).toContain('"esports_lol"');
    // Logged once per reading, by name.
    expect(warnings.map((w) => w.fields)).toEqual([
      { game: "lol", sportKey: "esports_lol" },
      { game: "dota2", sportKey: "esports_dota2" },
    ]);
    expect(warnings.map((w) => w.msg)).toEqual([notListedReason("esports_lol"), notListedReason("esports_dota2")]);
  });

  it("reads the list once at the first poll, then once a day", async () => {
    const c = check();
    const before = fake.sportListReads;
    await Promise.all([c.skipReason("cs2"), c.skipReason("lol"), c.skipReason("dota2")]);
    expect(fake.sportListReads - before).toBe(1);
    clock = new Date(START.getTime() + SPORT_LIST_CHECK_EVERY_MS - 1);
    await c.skipReason("lol");
    expect(fake.sportListReads - before).toBe(1);
    clock = new Date(START.getTime() + SPORT_LIST_CHECK_EVERY_MS);
    await c.skipReason("lol");
    expect(fake.sportListReads - before).toBe(2);
  });

  it("skips nothing when the list cannot be read, says so, and tries again after the retry interval", async () => {
    const c = check();
    fake.failSportList({ type: "status", status: 500 });
    fake.failSportList({ type: "malformed" });
    expect(await c.skipReason("lol")).toBeNull();
    expect(warnings.map((w) => w.msg)).toEqual(["could not read The Odds API's sport list; polling every configured key"]);
    expect(JSON.stringify(warnings[0]!.fields)).not.toContain(API_KEY);
    clock = new Date(START.getTime() + SPORT_LIST_RETRY_MS);
    expect(await c.skipReason("lol")).toBeNull();
    clock = new Date(START.getTime() + 2 * SPORT_LIST_RETRY_MS);
    expect(await c.skipReason("lol")).toBe(notListedReason("esports_lol"));
  });

  it("refuses a wrong key like any call, never quoting it", async () => {
    const client = new OddsApiClient({ baseUrl: fake.url, apiKey: "wrong-key-123" });
    const err = (await client.listSportKeys().catch((e: unknown) => e)) as Error;
    expect(err).toMatchObject({ name: "OddsApiError", kind: "unauthorized", status: 401 });
    expect(err.message).not.toContain("wrong-key-123");
  });

  it("refuses an answer that is not a list", async () => {
    fake.failSportList({ type: "status", status: 200, body: JSON.stringify({ data: [] }) });
    const err = await new OddsApiClient({ baseUrl: fake.url, apiKey: API_KEY }).listSportKeys().catch((e: unknown) => e as Error);
    expect(err).toMatchObject({ kind: "invalid-body" });
  });
});
