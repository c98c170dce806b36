import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { and, eq, type DbHandle } from "@eb/db";
import { matchResults, matches } from "@eb/db/schema";
import { seedDemoData } from "@eb/db/seed";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { upcomingMatches } from "../../esports/matches";
import { listTournaments } from "../../esports/tournaments";
import { runFullSync } from "../service";
import { syncSource, type SyncDeps } from "../sync-source";
import { countRows, silentLog, testClock } from "../test-support";
import { DemoProvider } from "./demo-provider";

const HOUR = 3_600_000;
const T0 = "2026-03-10T12:00:00Z";
describe.each(testDrivers())("demo provider (%s)", (driver) => {
  let handle: DbHandle;
  let clock: ReturnType<typeof testClock>;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = testClock(T0);
    await seedDemoData(handle.db, clock.now());
  });
  afterEach(() => handle.close());
  const deps = (): SyncDeps => ({ db: handle.db, provider: new DemoProvider(handle.db), log: silentLog, now: clock.now });
  const byStatus = (status: string) => countRows(handle.db, "matches", `source = 'demo' and status = '${status}'`);

  it("starts upcoming matches whose time has come, with partial scores", async () => {
    const [next] = await handle.db
      .select()
      .from(matches)
      .where(and(eq(matches.game, "cs2"), eq(matches.status, "not_started")))
      .orderBy(matches.beginAt)
      .limit(1);
    clock.set(new Date(next!.beginAt!.getTime() + 10 * 60_000).toISOString());
    expect((await syncSource(deps(), "cs2", "matches")).success).toBe(true);
    const [after] = await handle.db.select().from(matches).where(eq(matches.id, next!.id));
    expect(after!.status).toBe("running");
    expect(after!.teamAScore).toBeTypeOf("number");
    expect(after!.winnerId).toBeNull();
    expect(after!.teamAScore! + after!.teamBScore!).toBeLessThan(next!.numberOfGames!);
  });

  it("finishes running matches older than two hours with scores, a winner and an end time", async () => {
    const running = await handle.db
      .select()
      .from(matches)
      .where(and(eq(matches.game, "lol"), eq(matches.status, "running")));
    expect(running.length).toBeGreaterThan(0);
    clock.advance(2 * HOUR);
    await syncSource(deps(), "lol", "matches");
    for (const before of running) {
      const [m] = await handle.db.select().from(matches).where(eq(matches.id, before.id));
      expect(m!.status).toBe("finished");
      expect(Math.max(m!.teamAScore!, m!.teamBScore!)).toBe(Math.ceil(m!.numberOfGames! / 2));
      expect(m!.winnerId).toBe(m!.teamAScore! > m!.teamBScore! ? m!.teamAId : m!.teamBId);
      expect(m!.endAt!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
      expect(m!.endAt!.getTime()).toBeGreaterThan(m!.beginAt!.getTime());
    }
  });

  it("lists the games of the matches it moves on, keeps the games already shown, and archives what it finishes", async () => {
    const [next] = await handle.db
      .select()
      .from(matches)
      .where(and(eq(matches.game, "valorant"), eq(matches.status, "not_started"), eq(matches.numberOfGames, 3)))
      .orderBy(matches.beginAt)
      .limit(1);
    // A random source near 1 starts the series at 1-1, so two games are shown before it finishes.
    const highRolls: SyncDeps = { ...deps(), provider: new DemoProvider(handle.db, () => 0.99) };
    clock.set(new Date(next!.beginAt!.getTime() + 10 * 60_000).toISOString());
    await syncSource(highRolls, "valorant", "matches");
    const [running] = await handle.db.select().from(matches).where(eq(matches.id, next!.id));
    expect([running!.teamAScore, running!.teamBScore]).toEqual([1, 1]);
    expect(running!.games).toHaveLength(3);
    const shown = running!.games.filter((g) => g.status === "finished");
    expect(shown).toHaveLength(running!.teamAScore! + running!.teamBScore!);
    expect(running!.games[shown.length]).toMatchObject({ status: "running", winnerId: null });
    expect(await countRows(handle.db, "match_results", `id = ${next!.id}`)).toBe(0);

    clock.advance(2 * HOUR);
    await syncSource(highRolls, "valorant", "matches");
    const [m] = await handle.db.select().from(matches).where(eq(matches.id, next!.id));
    expect(m!.status).toBe("finished");
    // The final score continues the partial one, and the games shown while it ran are still its first games.
    expect(m!.teamAScore).toBeGreaterThanOrEqual(running!.teamAScore!);
    expect(m!.teamBScore).toBeGreaterThanOrEqual(running!.teamBScore!);
    expect(m!.games.slice(0, shown.length).map((g) => g.winnerId)).toEqual(shown.map((g) => g.winnerId));
    expect(m!.games).toHaveLength(m!.teamAScore! + m!.teamBScore!);
    expect(m!.games.filter((g) => g.winnerId === m!.teamAId)).toHaveLength(m!.teamAScore!);
    expect(m!.games.at(-1)!.winnerId).toBe(m!.winnerId);
    const [archived] = await handle.db.select().from(matchResults).where(eq(matchResults.id, next!.id));
    expect(archived).toMatchObject({ source: "demo", teamAScore: m!.teamAScore, teamBScore: m!.teamBScore, winnerId: m!.winnerId, finishedAt: m!.endAt });
  });

  it("keeps at least 40 publicly listed upcoming matches as days pass", async () => {
    for (let day = 0; day < 6; day++) {
      clock.advance(24 * HOUR);
      expect((await runFullSync(deps())).success).toBe(true);
      const upcoming = await upcomingMatches(handle.db, { game: "all" }, clock.now());
      expect(upcoming.length).toBeGreaterThanOrEqual(40);
    }
    expect(await countRows(handle.db, "matches", "id >= 90500000")).toBeGreaterThan(0);
  });

  it("brings a demo world seeded a month ago back to life", async () => {
    clock.advance(35 * 24 * HOUR);
    expect(await upcomingMatches(handle.db, { game: "all" }, clock.now())).toHaveLength(0);
    const result = await runFullSync(deps());
    expect(result.message).toBe("Successfully synced all 12 data sources");
    expect((await upcomingMatches(handle.db, { game: "all" }, clock.now())).length).toBeGreaterThanOrEqual(40);
    expect((await listTournaments(handle.db, { game: "all", status: "running" }, clock.now())).length).toBeGreaterThanOrEqual(8);
    expect(await byStatus("running")).toBeGreaterThan(0);
    // The regenerated world's teams have their rosters, and its finished matches are archived.
    expect(await countRows(handle.db, "players", "team_id is not null")).toBe(160);
    expect(
      await countRows(
        handle.db,
        "matches m",
        "status = 'finished' and exists (select 1 from tournaments t where t.id = m.tournament_id and t.tier is not null) and not exists (select 1 from match_results r where r.id = m.id)",
      ),
    ).toBe(0);
  });

  it("never touches provider rows", async () => {
    await handle.db
      .insert(matches)
      .values({ id: 42, source: "pandascore", game: "cs2", status: "not_started", beginAt: new Date(clock.now().getTime() - 5 * HOUR) });
    clock.advance(3 * HOUR);
    await runFullSync(deps());
    const [row] = await handle.db.select().from(matches).where(eq(matches.id, 42));
    expect(row!.status).toBe("not_started");
  });
});
