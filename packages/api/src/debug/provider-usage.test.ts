import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { apiUsageEvents, syncBreakers } from "@eb/db/schema";
import { signedInAdmin } from "../identity/test-support";
import { afterFailure, CLOSED, saveBreaker } from "../platform";
import { scheduledCallsPerHour } from "../esports-sync/live/live-budget";

const MIN = 60_000;

describe.each(testDrivers())("Debug Tools provider card (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const ago = (ms: number) => new Date(clock.now.getTime() - ms);

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:30:00Z") };
    admin = await signedInAdmin(handle.db, clock);
    clock.now = new Date("2026-03-01T10:30:00Z"); // signing in moved it one TOTP step
  });
  afterEach(() => handle.close());

  it("shows the demo provider without a token, and every game-and-kind key with its hourly limit", async () => {
    const card = await admin.browser.api.debug.provider();
    expect(card).toMatchObject({
      provider: "demo",
      tokenConfigured: false,
      baseUrl: "https://api.pandascore.co",
      limits: { perHour: 1000, perKeyPerHour: 100 },
    });
    expect(card.keys.map((k) => k.key)).toEqual([
      "cs2:matches",
      "cs2:tournaments",
      "cs2:teams",
      "lol:matches",
      "lol:tournaments",
      "lol:teams",
      "valorant:matches",
      "valorant:tournaments",
      "valorant:teams",
      "dota2:matches",
      "dota2:tournaments",
      "dota2:teams",
    ]);
    expect(card.keys.every((k) => k.limit === 100 && k.callsLastHour === 0 && k.breaker.state === "closed")).toBe(true);
  });

  it("says a token is configured without the token, and shows the base URL without credentials", async () => {
    admin.browser.esportsProvider = { name: "pandascore", tokenConfigured: true, baseUrl: "https://user:secret@ps.example/v2/?token=abc#x" };
    const card = await admin.browser.api.debug.provider();
    expect(card).toMatchObject({ provider: "pandascore", tokenConfigured: true, baseUrl: "https://ps.example/v2" });
    expect(JSON.stringify(card)).not.toMatch(/secret|abc/);
  });

  it("counts each key's calls in the limiter's last hour", async () => {
    const call = (game: string, type: string, at: Date) => ({ createdAt: at, game, type, endpoint: `/${game}/${type}` });
    await handle.db
      .insert(apiUsageEvents)
      .values([
        call("cs2", "matches", ago(5 * MIN)),
        call("cs2", "matches", ago(59 * MIN)),
        call("cs2", "matches", ago(60 * MIN)),
        call("lol", "teams", ago(10 * MIN)),
        call("lol", "teams", ago(2 * 60 * MIN)),
      ]);
    const keys = Object.fromEntries((await admin.browser.api.debug.provider()).keys.map((k) => [k.key, k.callsLastHour]));
    expect(keys["cs2:matches"]).toBe(2);
    expect(keys["lol:teams"]).toBe(1);
    expect(keys["valorant:matches"]).toBe(0);
  });

  it("counts none of the odds feed's calls, and none of its breakers", async () => {
    await handle.db
      .insert(apiUsageEvents)
      .values([
        { createdAt: ago(5 * MIN), game: "cs2", type: "matches", endpoint: "/csgo/matches" },
        ...Array.from({ length: 4 }, (_, i) => ({ createdAt: ago((i + 1) * MIN), provider: "odds", game: "cs2", type: "matches", endpoint: "/v4/odds" })),
      ]);
    await saveBreaker(handle.db, "odds:cs2", afterFailure(CLOSED, true, ago(MIN)), "The Odds API HTTP 429", ago(MIN));
    const card = await admin.browser.api.debug.provider();
    expect(card.keys.find((k) => k.key === "cs2:matches")).toMatchObject({ callsLastHour: 1, breaker: { state: "closed" } });
    expect(card.keys.reduce((sum, k) => sum + k.callsLastHour, 0)).toBe(1);
    expect(card.keys.map((k) => k.key)).not.toContain("odds:cs2");
  });

  it("shows each breaker as the sync sees it: open until 30 minutes after it opened, then due for a retry", async () => {
    await saveBreaker(handle.db, "cs2:matches", afterFailure(CLOSED, true, ago(10 * MIN)), "PandaScore HTTP 429: Too Many Requests", ago(10 * MIN));
    const threeFailures = [0, 0, 0].reduce((s) => afterFailure(s, false, ago(45 * MIN)), CLOSED);
    await saveBreaker(handle.db, "lol:tournaments", threeFailures, "PandaScore HTTP 500", ago(45 * MIN));
    await saveBreaker(handle.db, "dota2:teams", afterFailure(CLOSED, false, ago(5 * MIN)), "timeout", ago(5 * MIN));
    const byKey = Object.fromEntries((await admin.browser.api.debug.provider()).keys.map((k) => [k.key, k.breaker]));
    expect(byKey["cs2:matches"]).toEqual({
      state: "open",
      failures: 1,
      reason: "rate_limit",
      openedAt: "2026-03-01T10:20:00.000Z",
      reopensAt: "2026-03-01T10:50:00.000Z",
      lastError: "PandaScore HTTP 429: Too Many Requests",
    });
    expect(byKey["lol:tournaments"]).toMatchObject({ state: "retry_due", failures: 3, reason: "failures", reopensAt: null });
    expect(byKey["dota2:teams"]).toMatchObject({ state: "closed", failures: 1, openedAt: null, lastError: "timeout" });
    expect(byKey["valorant:teams"]).toMatchObject({ state: "closed", failures: 0 });

    clock.now = new Date("2026-03-01T10:50:00Z");
    expect((await admin.browser.api.debug.provider()).keys.find((k) => k.key === "cs2:matches")?.breaker.state).toBe("retry_due");
  });

  it("cuts a long stored error", async () => {
    await handle.db.insert(syncBreakers).values({ key: "cs2:teams", failures: 1, lastError: "x".repeat(5000) });
    const breaker = (await admin.browser.api.debug.provider()).keys.find((k) => k.key === "cs2:teams")!.breaker;
    expect(breaker.lastError).toHaveLength(300);
  });

  it("shows the live poll's pace, what it leaves to the scheduled syncs, its own calls of the last hour and its breakers; none without a provider", async () => {
    const call = (type: string, at: Date) => ({ createdAt: at, provider: "esports", game: "lol", type, endpoint: "/lol/matches/running", status: "200" });
    await handle.db
      .insert(apiUsageEvents)
      .values([call("live", ago(MIN)), call("live", ago(2 * MIN)), call("live-ended", ago(3 * MIN)), call("matches", ago(MIN)), call("live", ago(61 * MIN))]);
    await saveBreaker(
      handle.db,
      "lol:live",
      afterFailure(afterFailure(afterFailure(CLOSED, false, ago(MIN)), false, ago(MIN)), false, ago(MIN)),
      "HTTP 500",
      ago(MIN),
    );
    const { live } = await admin.browser.api.debug.provider();
    const reserved = scheduledCallsPerHour();
    expect(live).toMatchObject({ everyMs: 40_000, reservedForSyncs: reserved, perHour: 1000 - reserved, callsLastHour: 3 });
    expect(live!.breakers.filter((b) => b.breaker.state !== "closed").map((b) => b.key)).toEqual(["lol:live"]);
    admin.browser.esportsProvider = { name: "none", tokenConfigured: false, baseUrl: "https://api.pandascore.co" };
    expect((await admin.browser.api.debug.provider()).live).toBeNull();
  });
});
