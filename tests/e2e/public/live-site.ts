import { randomBytes } from "node:crypto";
import { eq, queryRows, sql } from "@eb/db";
import type { Page } from "@playwright/test";
import type { DbHandle } from "@eb/db/client";
import { matches, type MatchGame } from "@eb/db/schema";
import { liveStateOf, recordLiveChanges } from "@eb/api/testing";
import { seedDemoData } from "@eb/db/seed";
import { createTestDb } from "@eb/db/testing";
import { databaseUrlOf } from "../../support/database-url";
import { startCompiledServer, type RunningServer } from "../compiled-server";

/**
 * The environment of a live spec's own site: the compiled server on a PostgreSQL database of the
 * spec's, with the demo world's visitor place (an unplaced visitor gets the demo's place, so the
 * demo bookmakers' prices show).
 */
export async function liveSiteEnv(handle: DbHandle, port: number): Promise<NodeJS.ProcessEnv> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: await databaseUrlOf(handle),
    // Production refuses PostgreSQL without it; a fresh one per run (the database is thrown away).
    MFA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    DEMO_DATA: "true",
    DEMO_HISTORY: "false",
    LOG_LEVEL: "info",
    SITE_URL: `http://127.0.0.1:${port}`,
  };
}

/**
 * The live specs' own site without jobs (its database is seeded already), so the spec can play a
 * series while a page is open, writing each step as the live poll does.
 */
export async function startLiveSite(handle: DbHandle, port: number, logName: string): Promise<RunningServer> {
  return startCompiledServer({ ...(await liveSiteEnv(handle, port)), SYNC_JOBS: "false" }, `test-results/${logName}.log`);
}

/** One game of a series as the provider reports it; its map's name and score as the real-time feed does. */
export const seriesGame = (
  position: number,
  status: string,
  winnerId: number | null = null,
  map: Pick<MatchGame, "name" | "scoreA" | "scoreB"> = {},
): MatchGame => ({
  position,
  status,
  winnerId,
  beginAt: null,
  endAt: null,
  length: null,
  ...map,
});

/** One step of a match's series as the live poll writes it: the row, and its live change, in one transaction. */
export async function playStep(
  handle: DbHandle,
  matchId: number,
  set: { status: string; teamAScore: number | null; teamBScore: number | null; games: MatchGame[]; winnerId?: number | null; endAt?: Date | null },
): Promise<void> {
  await handle.db.transaction(async (tx) => {
    const read = async () => {
      const [r] = await tx.select().from(matches).where(eq(matches.id, matchId));
      return new Map([[matchId, liveStateOf({ ...r!, id: Number(r!.id) })]]);
    };
    const before = await read();
    await tx.update(matches).set(set).where(eq(matches.id, matchId));
    await recordLiveChanges(tx, before, await read());
  });
}

/**
 * Sums the page's layout shifts from its load on (the Layout Instability API, input-free shifts
 * only); returns the reading of the sum. Call before the page is opened.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** A match the live specs play: its id, game, team A's id and both names. */
export type PlayedMatch = { id: number; game: string; teamAId: number; teamBId: number; teamAName: string; teamBName: string };

/**
 * A PostgreSQL database of the spec's own with the demo world, and its `count` soonest upcoming
 * matches of two known teams in tiered tournaments (each has a page), of `game` when given, to be played.
 */
export async function demoWorldWithMatches(count: number, game?: string): Promise<{ handle: DbHandle; played: PlayedMatch[] }> {
  const handle = await createTestDb("pg");
  await seedDemoData(handle.db, new Date());
  const rows = await queryRows<{ id: string; game: string; team_a_id: string; team_b_id: string; team_a_name: string; team_b_name: string }>(
    handle.db,
    "e2e.live-matches",
    sql`select m.id, m.game, m.team_a_id, m.team_b_id, m.team_a_name, m.team_b_name from matches m join tournaments t on t.id = m.tournament_id and t.tier is not null
        where m.status = 'not_started' and (${game ?? null}::text is null or m.game = ${game ?? null}) and m.team_a_id is not null and m.team_b_id is not null and m.begin_at > now()
        order by m.begin_at limit ${count}`,
  );
  if (rows.length < count) throw new Error(`the demo seed has fewer than ${count} upcoming matches of two known teams`);
  const played = rows.map((row) => ({
    id: Number(row.id),
    game: row.game,
    teamAId: Number(row.team_a_id),
    teamBId: Number(row.team_b_id),
    teamAName: row.team_a_name,
    teamBName: row.team_b_name,
  }));
  return { handle, played };
}
