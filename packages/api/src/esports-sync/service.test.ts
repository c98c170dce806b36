import { describe, expect, it } from "vitest";
import { matches, tournaments } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { runCleanup } from "../daily-cleanup";
import { refreshGameKind, runFullSync } from "./service";
import { countRows } from "./test-support";
import { useProviderTestEnv } from "../testing/provider-test-env";

const DAY = 86_400_000;

describe.each(testDrivers())("sync service functions (%s)", (driver) => {
  const env = useProviderTestEnv(driver, "t");
  const deps = env.deps;

  it("runFullSync syncs 12 sources (matches and tournaments per game, then teams) and says so", async () => {
    const slept: number[] = [];
    const result = await runFullSync(deps({ requestDelayMs: 1000, sleep: async (ms) => void slept.push(ms) }));
    expect(result.message).toBe("Successfully synced all 12 data sources");
    expect(result.results.map((r) => `${r.game}:${r.kind}`).slice(0, 3)).toEqual(["cs2:matches", "cs2:tournaments", "lol:matches"]);
    expect(result.results.slice(-4).map((r) => r.kind)).toEqual(["teams", "teams", "teams", "teams"]);
    expect(slept.every((ms) => ms === 1000)).toBe(true);
    expect(slept.length).toBe(env.fake.requests.length - 12); // one pause between requests within each source
    expect(await countRows(env.handle.db, "teams", "game = 'lol'")).toBe(1);
  });

  it("reports x/N when some sources fail, and stops the loop on a provider 429", async () => {
    env.fake.addFault({ path: "/lol/matches/running", times: 1, fault: { type: "status", status: 500 } });
    const partial = await runFullSync(deps());
    expect(partial.message).toBe("11/12 data sources synced successfully");
    expect(partial.results.find((r) => r.game === "lol" && r.kind === "matches")).toMatchObject({ success: false, error: expect.stringMatching(/HTTP 500/) });

    env.fake.addFault({ path: "/lol/matches/running", times: 1, fault: { type: "status", status: 429 } });
    env.clock.advance(DAY);
    const limited = await runFullSync(deps());
    expect(limited.results).toHaveLength(3);
    expect(limited.message).toBe("2/12 data sources synced successfully");
  });

  it("refreshGameKind syncs one source", async () => {
    const result = await refreshGameKind(deps(), "dota2", "matches");
    expect(result).toMatchObject({ success: true, message: "Successfully synced all 1 data sources" });
    expect(result.results[0]).toMatchObject({ game: "dota2", kind: "matches", inserted: 11 });
  });

  it("runCleanup removes finished and called-off matches and tournaments older than 30 days, nothing else", async () => {
    const now = env.clock.now().getTime();
    const at = (days: number) => new Date(now - days * DAY);
    await env.handle.db.insert(tournaments).values([
      { id: 1, game: "cs2", name: "old", endAt: at(31) },
      { id: 2, game: "cs2", name: "recent", endAt: at(29) },
      { id: 3, game: "cs2", name: "open", endAt: null },
    ]);
    await env.handle.db.insert(matches).values([
      { id: 1, game: "cs2", status: "finished", beginAt: at(32), endAt: at(31) },
      { id: 2, game: "cs2", status: "finished", beginAt: at(31), endAt: null },
      { id: 3, game: "cs2", status: "finished", beginAt: at(29), endAt: at(29) },
      { id: 4, game: "cs2", status: "canceled", beginAt: at(40) },
      { id: 5, game: "cs2", status: "not_started", beginAt: at(40) },
    ]);
    const result = await runCleanup(deps());
    expect(result).toMatchObject({
      success: true,
      matches: 3,
      tournaments: 1,
      message: expect.stringMatching(/^Removed 3 matches and 1 tournaments older than 30 days/),
    });
    expect((await env.handle.db.select({ id: matches.id }).from(matches)).map((m) => m.id).sort()).toEqual([3, 5]);
    expect(await countRows(env.handle.db, "tournaments")).toBe(2);
  });
});
