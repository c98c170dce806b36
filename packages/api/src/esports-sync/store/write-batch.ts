import { and, inArray, not, sql, type Db } from "@eb/db";
import { matches, players, teams, tournaments } from "@eb/db/schema";
import { readLiveStates, recordLiveChanges } from "../../live";
import { archiveBatchMatches } from "./archive";
import type { SyncBatch, WriteCounts } from "../types";
import { emptyTableCounts, type TableCounts } from "./table-counts";
import { upsertById } from "./upsert";

export const emptyCounts = (): WriteCounts => ({ inserted: 0, updated: 0, skipped: 0 });

export function addCounts(into: WriteCounts, more: WriteCounts): WriteCounts {
  into.inserted += more.inserted;
  into.updated += more.updated;
  into.skipped += more.skipped;
  return into;
}

/**
 * The stored players of the `teamIds` whose roster the batch states and who are not in it have
 * left: they stay (a player page may come later, a transfer may follow) but without a team. The
 * cleanup removes them once nothing has updated them for 30 days.
 */
async function detachLeavers(db: Db, teamIds: number[], listed: number[]): Promise<number> {
  if (teamIds.length === 0) return 0;
  const left = await db
    .update(players)
    .set({ teamId: null, updatedAt: sql`now()` })
    .where(and(inArray(players.teamId, teamIds), listed.length ? not(inArray(players.id, listed)) : undefined))
    .returning({ id: players.id });
  return left.length;
}

/**
 * Writes one batch in one transaction: either all of its rows land or none do, and rows
 * from earlier batches are never touched. Counts are per table, embedded tournaments included,
 * so what a sync logs is what the tables received (a demo step writes all three tables at once).
 * With its matches, a batch writes the results archive of those that are finished (a corrected
 * score updates it); with its teams, their rosters (a stated roster replaces the stored one).
 * A match whose live state it changes (a score, a map, its status) is logged and announced to
 * every instance's live streams in the same transaction, whichever sync wrote it.
 */
export async function writeBatch(db: Db, batch: SyncBatch): Promise<TableCounts> {
  return db.transaction(async (tx) => {
    const counts = emptyTableCounts();
    const embedded = batch.embeddedTournaments ?? [];
    // Only rows not also present in full form in this batch; teams_count is unknown there.
    const fullIds = new Set((batch.tournaments ?? []).map((t) => t.id));
    const minimal = embedded.filter((t) => !fullIds.has(t.id));
    if (minimal.length) addCounts(counts.tournaments, await upsertById(tx, tournaments, minimal, "coalesce", ["teamsCount"]));
    const full = batch.tournaments ?? [];
    const withTeams = full.filter((t) => t.teamsCount !== undefined);
    const withoutTeams = full.filter((t) => t.teamsCount === undefined);
    if (withTeams.length) addCounts(counts.tournaments, await upsertById(tx, tournaments, withTeams, "overwrite"));
    if (withoutTeams.length) addCounts(counts.tournaments, await upsertById(tx, tournaments, withoutTeams, "overwrite", ["teamsCount"]));
    if (batch.teams?.length) addCounts(counts.teams, await upsertById(tx, teams, batch.teams, "overwrite"));
    if (batch.players?.length) addCounts(counts.players, await upsertById(tx, players, batch.players, "overwrite"));
    const left = await detachLeavers(
      tx,
      batch.rosterTeamIds ?? [],
      (batch.players ?? []).map((p) => p.id),
    );
    counts.players.updated += left;
    if (batch.matches?.length) {
      const ids = batch.matches.map((m) => m.id);
      const before = await readLiveStates(tx, ids);
      addCounts(counts.matches, await upsertById(tx, matches, batch.matches, "overwrite"));
      addCounts(counts.match_results, await archiveBatchMatches(tx, batch.matches));
      await recordLiveChanges(tx, before, await readLiveStates(tx, ids));
    }
    return counts;
  });
}
