import { describe, expect, it } from "vitest";
import { asc, eq } from "@eb/db";
import { apiUsageEvents, matches, syncBreakers, syncStatus, tournaments } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { syntheticMatches } from "../../../../tests/fake-pandascore";
import { syncSource } from "./sync-source";
import { countRows } from "./test-support";
import { useProviderTestEnv } from "../testing/provider-test-env";

const TOKEN = "test-token";
describe.each(testDrivers())("syncSource against the fake PandaScore (%s)", (driver) => {
  const env = useProviderTestEnv(driver, TOKEN);
  const deps = env.deps;
  const status = async (game: "cs2" | "lol", kind: "matches") =>
    (await env.handle.db
      .select()
      .from(syncStatus)
      .where(eq(syncStatus.game, game))
      .then((r) => r.find((s) => s.kind === kind)))!;

  it("syncs CS2 matches from the csgo endpoints with the cs-2 title filter and bearer token, then is idempotent", async () => {
    const first = await syncSource(deps(), "cs2", "matches");
    expect(first).toMatchObject({ success: true, inserted: 19, updated: 0, requests: 3 });
    expect(first.skipped).toBe(1); // the legacy running page repeats match 558412
    expect(env.fake.requests.map((r) => r.path)).toEqual(["/csgo/matches/running", "/csgo/matches/upcoming", "/csgo/matches/past"]);
    expect(env.fake.requests.every((r) => r.query["filter[videogame_title]"] === "cs-2" && r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(env.fake.requests[2]!.query["range[end_at]"]).toBe("2026-06-13T12:00:00.000Z,2026-06-20T12:00:00.000Z");
    expect(await countRows(env.handle.db, "matches", "game = 'cs2' and source = 'pandascore'")).toBe(19);
    expect(await countRows(env.handle.db, "tournaments", "tier is not null")).toBeGreaterThan(3);
    const s = await status("cs2", "matches");
    expect([s.status, s.error, s.lastSyncAt?.toISOString()]).toEqual(["success", null, "2026-06-20T12:00:00.000Z"]);
    // In the order they were written: a reused database returns rows in no set order without one.
    const usage = await env.handle.db.select().from(apiUsageEvents).orderBy(asc(apiUsageEvents.id));
    expect(usage.map((u) => [u.game, u.type, u.status])).toEqual(Array(3).fill(["cs2", "matches", "200"]));
    expect(usage[0]!.endpoint).toMatch(/^\/csgo\/matches\/running\?/);

    const again = await syncSource(deps(), "cs2", "matches");
    expect(again).toMatchObject({ success: true, inserted: 0, updated: 0, skipped: 20 });
  });

  it("follows Link next across pages and writes every row", async () => {
    env.fake.setRoute("/lol/matches/upcoming", syntheticMatches(250, { tournaments: 5 }));
    const result = await syncSource(deps(), "lol", "matches");
    expect(result.success).toBe(true);
    expect(env.fake.requests.filter((r) => r.path === "/lol/matches/upcoming").map((r) => [r.page, r.perPage])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(await countRows(env.handle.db, "matches", "game = 'lol'")).toBe(250 + 1);
    env.fake.setRoute("/lol/matches/upcoming", []);
  });

  it("does not overwrite a tournament's richer fields from the minimal copy embedded in a match", async () => {
    env.fake.setRoute("/lol/tournaments/running", [
      { id: 77, name: "Finals", tier: "a", prizepool: "5000 Euro", teams: [{ id: 1 }, { id: 2 }], league: { name: "L" }, region: "WEU" },
    ]);
    env.fake.setRoute("/lol/matches/running", [
      { id: 78, status: "running", tournament_id: 77, tournament: { id: 77, name: "Finals", tier: "a", prizepool: null }, league: { name: "L" } },
    ]);
    await syncSource(deps(), "lol", "tournaments");
    await syncSource(deps(), "lol", "matches");
    const [t] = await env.handle.db.select().from(tournaments).where(eq(tournaments.id, 77));
    expect([t!.prizePool, t!.teamsCount, t!.region, t!.tier]).toEqual(["5000 Euro", 2, "WEU", "a"]);
    env.fake.setRoute("/lol/tournaments/running", []);
    env.fake.setRoute("/lol/matches/running", []);
  });

  describe.each([
    ["HTTP 500", { type: "status", status: 500 }, /HTTP 500/],
    ["HTTP 429", { type: "status", status: 429 }, /^Rate limited - cooling down$/],
    ["time-out", { type: "timeout", ms: 3000 }, /timed out/],
    ["malformed JSON", { type: "malformed" }, /malformed JSON/],
    ["truncated page", { type: "truncated" }, /cut off|malformed/],
  ] as const)("a %s on page 2", (_name, fault, message) => {
    it("keeps every row written before it and never deletes", async () => {
      env.fake.setRoute("/lol/matches/upcoming", syntheticMatches(250, { tournaments: 5 }));
      expect((await syncSource(deps(), "lol", "matches")).success).toBe(true);
      const renamed = syntheticMatches(250, { tournaments: 5 }).map((m) => ({ ...m, name: `v2 ${m.name}` }));
      env.fake.setRoute("/lol/matches/upcoming", renamed);
      env.fake.addFault({ path: "/lol/matches/upcoming", page: 2, fault });
      const result = await syncSource(deps(), "lol", "matches");
      expect(result.success).toBe(false);
      expect(result.error).toMatch(message);
      expect(await countRows(env.handle.db, "matches", "game = 'lol'")).toBe(251);
      expect(await countRows(env.handle.db, "matches", "name like 'v2 %'")).toBe(100);
      const s = await status("lol", "matches");
      expect([s.status, s.lastSyncAt?.toISOString()]).toEqual(["error", "2026-06-20T12:00:00.000Z"]);
      expect(s.error).toMatch(message);
      const [usage] = await env.handle.db
        .select()
        .from(apiUsageEvents)
        .where(eq(apiUsageEvents.status, fault.type === "status" ? String(fault.status) : fault.type === "timeout" ? "timeout" : "200"));
      expect(usage).toBeDefined();
      env.fake.setRoute("/lol/matches/upcoming", []);
    });
  });

  it("opens the breaker after 3 consecutive failures, skips calls while open, retries after 30 minutes and resets", async () => {
    env.fake.addFault({ path: "/csgo/matches/running", times: 3, fault: { type: "status", status: 503 } });
    for (let i = 0; i < 3; i++) expect((await syncSource(deps(), "cs2", "matches")).success).toBe(false);
    const [open] = await env.handle.db.select().from(syncBreakers).where(eq(syncBreakers.key, "cs2:matches"));
    expect([open!.failures, open!.openedAt?.toISOString(), open!.reason]).toEqual([3, "2026-06-20T12:00:00.000Z", "failures"]);
    const calls = env.fake.requests.length;
    env.clock.advance(29 * 60_000);
    expect(await syncSource(deps(), "cs2", "matches")).toMatchObject({ success: false, error: "Circuit open - cooling down", requests: 0 });
    expect(env.fake.requests.length).toBe(calls);
    expect((await syncSource(deps(), "lol", "matches")).success).toBe(true); // other keys are not affected
    env.clock.advance(60_000);
    expect((await syncSource(deps(), "cs2", "matches")).success).toBe(true);
    const [closed] = await env.handle.db.select().from(syncBreakers).where(eq(syncBreakers.key, "cs2:matches"));
    expect([closed!.failures, closed!.openedAt]).toEqual([0, null]);
  });

  it("needs 3 consecutive failures: a success in between resets the count", async () => {
    env.fake.addFault({ path: "/csgo/matches/running", times: 2, fault: { type: "status", status: 500 } });
    await syncSource(deps(), "cs2", "matches");
    await syncSource(deps(), "cs2", "matches");
    expect((await syncSource(deps(), "cs2", "matches")).success).toBe(true);
    env.fake.addFault({ path: "/csgo/matches/running", times: 1, fault: { type: "status", status: 500 } });
    await syncSource(deps(), "cs2", "matches");
    const [row] = await env.handle.db.select().from(syncBreakers).where(eq(syncBreakers.key, "cs2:matches"));
    expect([row!.failures, row!.openedAt]).toEqual([1, null]);
  });

  it.each([
    ["HTTP 429", { type: "status", status: 429 } as const],
    ["a 'rate limit' message", { type: "status", status: 503, body: JSON.stringify({ error: "Too many", message: "Rate limit exceeded" }) } as const],
  ])("opens the breaker at once on %s with 'Rate limited - cooling down'", async (_n, fault) => {
    env.fake.addFault({ path: "/csgo/matches/running", times: 1, fault });
    expect(await syncSource(deps(), "cs2", "matches")).toMatchObject({ success: false, error: "Rate limited - cooling down" });
    expect(await syncSource(deps(), "cs2", "matches")).toMatchObject({ success: false, error: "Rate limited - cooling down", requests: 0 });
    const s = await status("cs2", "matches");
    expect([s.status, s.error]).toEqual(["error", "Rate limited - cooling down"]);
  });

  const usageRows = (n: number, game: string, type: string, at: Date) =>
    Array.from({ length: n }, () => ({ createdAt: at, game, type, endpoint: "/x", status: "200" }));

  it("allows 100 calls per hour per game and kind, then 'Rate limited - sync skipped' without calling", async () => {
    await env.handle.db.insert(apiUsageEvents).values(usageRows(98, "cs2", "matches", new Date(env.clock.now().getTime() - 30 * 60_000)));
    await env.handle.db.insert(apiUsageEvents).values(usageRows(50, "cs2", "matches", new Date(env.clock.now().getTime() - 61 * 60_000)));
    const result = await syncSource(deps(), "cs2", "matches");
    expect(result).toMatchObject({ success: false, error: "Rate limited - sync skipped", requests: 2 });
    expect(env.fake.requests.length).toBe(2);
    expect(await countRows(env.handle.db, "api_usage_events", "game = 'cs2' and type = 'matches'")).toBe(150);
    expect((await status("cs2", "matches")).error).toBe("Rate limited - sync skipped");
    expect((await syncSource(deps(), "lol", "matches")).success).toBe(true);
    env.clock.advance(31 * 60_000);
    expect((await syncSource(deps(), "cs2", "matches")).success).toBe(true);
  });

  it("stops every key at 1000 calls per hour in all", async () => {
    await env.handle.db.insert(apiUsageEvents).values(usageRows(1000, "valorant", "teams", new Date(env.clock.now().getTime() - 10 * 60_000)));
    expect(await syncSource(deps(), "lol", "matches")).toMatchObject({ success: false, error: "Rate limited - sync skipped", requests: 0 });
    expect(env.fake.requests.length).toBe(0);
  });

  it("writes nothing and leaves status alone in a dry run", async () => {
    const result = await syncSource(deps({ dryRun: true }), "cs2", "matches");
    expect(result).toMatchObject({ success: true, inserted: 0, updated: 0, skipped: 20 });
    expect(await countRows(env.handle.db, "matches")).toBe(0);
    expect(await countRows(env.handle.db, "sync_status")).toBe(0);
  });

  it("records 'Unknown error' when an error has no message", async () => {
    const provider = {
      name: "pandascore" as const,
      // eslint-disable-next-line require-yield -- this provider fails before its first page
      fetch: async function* () {
        throw new Error("");
      },
    };
    expect(await syncSource(deps({ provider }), "lol", "matches")).toMatchObject({ success: false, error: "Unknown error" });
    expect((await status("lol", "matches")).error).toBe("Unknown error");
    expect(await env.handle.db.select().from(matches)).toEqual([]);
  });
});
