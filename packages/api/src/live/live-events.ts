import { inArray, queryRows, sql, type Db } from "@eb/db";
import { liveEvents, matches, type LiveEventKind } from "@eb/db/schema";
import { DAY_MS, type DbOrTx } from "../platform";
import { isLiveNews, liveStateOf, type LiveState } from "./live-state";

/** The PostgreSQL channel every instance listens on for live changes: the payload is the newest event id. */
export const LIVE_CHANNEL = "eb_live";

/** How long the live log keeps a change: a client away longer resumes from the current state instead. */
export const LIVE_EVENT_RETENTION_MS = DAY_MS;

/** Live states of these matches as stored now, by match id (a match not stored is absent). */
export async function readLiveStates(db: DbOrTx, matchIds: readonly number[]): Promise<Map<number, LiveState>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: matches.id,
      game: matches.game,
      status: matches.status,
      teamAId: matches.teamAId,
      teamBId: matches.teamBId,
      teamAScore: matches.teamAScore,
      teamBScore: matches.teamBScore,
      winnerId: matches.winnerId,
      games: matches.games,
    })
    .from(matches)
    .where(inArray(matches.id, [...matchIds]));
  return new Map(rows.map((r) => [Number(r.id), liveStateOf({ ...r, id: Number(r.id) })]));
}

/**
 * Logs each match whose live state a write changed in a way live pages show (isLiveNews), in the
 * write's transaction, and tells every instance once, on commit (a rolled-back write announces
 * nothing). Returns the logged states.
 */
export async function recordLiveChanges(
  tx: DbOrTx,
  before: ReadonlyMap<number, LiveState>,
  after: ReadonlyMap<number, LiveState>,
  kind: LiveEventKind = "state",
): Promise<LiveState[]> {
  const changed = [...after.values()].filter((state) => isLiveNews(before.get(state.matchId), state));
  if (changed.length === 0) return [];
  const ids = await tx
    .insert(liveEvents)
    .values(changed.map((state) => ({ matchId: state.matchId, game: state.game, kind, state })))
    .returning({ id: liveEvents.id });
  const newest = Math.max(...ids.map((r) => Number(r.id)));
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(newest)})`);
  return changed;
}

export type LiveEvent = { id: number; matchId: number; kind: LiveEventKind; state: LiveState; createdAt: Date };

/** Events after `afterId`, oldest first, of one match or of all; at most `limit`. */
export async function liveEventsAfter(db: Db, afterId: number, options: { matchId?: number; limit: number }): Promise<LiveEvent[]> {
  const rows = await queryRows<{ id: string | number; match_id: string | number; kind: LiveEventKind; state: LiveState; created_at: Date | string }>(
    db,
    "live.events-after",
    sql`select id, match_id, kind, state, created_at from live_events
        where id > ${afterId} ${options.matchId === undefined ? sql`` : sql`and match_id = ${options.matchId}`}
        order by id limit ${options.limit}`,
  );
  return rows.map((r) => ({ id: Number(r.id), matchId: Number(r.match_id), kind: r.kind, state: r.state, createdAt: new Date(r.created_at) }));
}

/** Drops the log's changes older than LIVE_EVENT_RETENTION_MS; returns how many. */
export async function pruneLiveEvents(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LIVE_EVENT_RETENTION_MS).toISOString();
  const [row] = await queryRows<{ n: string | number }>(
    db,
    "live.prune-events",
    sql`with d as (delete from live_events where created_at < ${before}::timestamptz returning 1) select count(*) as n from d`,
  );
  return Number(row?.n ?? 0);
}

/** The log's oldest and newest ids kept (null when empty): where a hub starts, and whether a resume point is still in the log. */
export async function liveLogBounds(db: Db): Promise<{ oldest: number | null; newest: number | null }> {
  const [row] = await queryRows<{ oldest: string | number | null; newest: string | number | null }>(
    db,
    "live.log-bounds",
    sql`select min(id) as oldest, max(id) as newest from live_events`,
  );
  return { oldest: row?.oldest == null ? null : Number(row.oldest), newest: row?.newest == null ? null : Number(row.newest) };
}
