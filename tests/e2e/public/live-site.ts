import { randomBytes } from "node:crypto";
import { eq, sql } from "@eb/db";
import type { DbHandle } from "@eb/db/client";
import { matches, type MatchGame } from "@eb/db/schema";
import { announceContentChange, liveStateOf, recordLiveChanges } from "@eb/api/testing";
import { databaseUrlOf } from "../../support/database-url";
import { startCompiledServer, type RunningServer } from "../compiled-server";

/**
 * The live specs' own site: the compiled server on a PostgreSQL database of the spec's, so the spec
 * can play a series while a page is open, writing each step as the live poll does.
 */
export async function startLiveSite(handle: DbHandle, port: number, logName: string): Promise<RunningServer> {
  return startCompiledServer(
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: await databaseUrlOf(handle),
      // Production refuses PostgreSQL without it; a fresh one per run (the database is thrown away).
      MFA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      SYNC_JOBS: "false",
      // The demo world (its database is seeded already): an unplaced visitor gets the demo's place,
      // so the demo bookmakers' prices show.
      DEMO_DATA: "true",
      DEMO_HISTORY: "false",
      LOG_LEVEL: "info",
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    `test-results/${logName}.log`,
  );
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
 * Match-winner prices as the demo odds feed's poll writes them, for every bookmaker mapped on that
 * feed (the visitor's licence filter picks among them), announced in the same transaction: the
 * match's stream tells its page to read its prices again. In play once the match has started.
 */
export async function playPrices(handle: DbHandle, matchId: number, prices: { teamA: number; teamB: number; inPlay: boolean }): Promise<void> {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into odds_prices (match_id, bookmaker_id, source, market, selection, price, status, changed_at, seen_at, in_play)
      select ${matchId}, k.bookmaker_id, 'demo', 'winner:2', side.selection, side.price, 'open', now(), now(), ${prices.inPlay}
      from bookmaker_feed_keys k cross join (values ('teamA', ${prices.teamA}::numeric), ('teamB', ${prices.teamB}::numeric)) as side(selection, price)
      where k.source = 'demo'
      on conflict (match_id, bookmaker_id, source, market, selection, in_play)
      do update set price = excluded.price, changed_at = excluded.changed_at, seen_at = excluded.seen_at`);
    await announceContentChange(tx, "odds", [matchId]);
  });
}
