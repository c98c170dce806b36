import type { Db } from "@eb/db";
import { matches, teams, tournaments } from "@eb/db/schema";
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
 * Writes one batch in one transaction: either all of its rows land or none do, and rows
 * from earlier batches are never touched. Counts are per table, embedded tournaments included,
 * so what a sync logs is what the tables received (a demo step writes all three tables at once).
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
    if (batch.matches?.length) addCounts(counts.matches, await upsertById(tx, matches, batch.matches, "overwrite"));
    return counts;
  });
}
