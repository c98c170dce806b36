import type { Db } from "@eb/db";
import { matches, teams, tournaments } from "@eb/db/schema";
import type { SyncBatch, WriteCounts } from "../types";
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
 * from earlier batches are never touched. Counts cover the batch's main rows (matches,
 * tournaments or teams); embedded tournaments are a side effect.
 */
export async function writeBatch(db: Db, batch: SyncBatch): Promise<WriteCounts> {
  return db.transaction(async (tx) => {
    const counts = emptyCounts();
    counts.skipped += batch.skipped ?? 0;
    const embedded = batch.embeddedTournaments ?? [];
    // Only rows not also present in full form in this batch; teams_count is unknown there.
    const fullIds = new Set((batch.tournaments ?? []).map((t) => t.id));
    const minimal = embedded.filter((t) => !fullIds.has(t.id));
    if (minimal.length) await upsertById(tx, tournaments, minimal, "coalesce", ["teamsCount"]);
    const full = batch.tournaments ?? [];
    const withTeams = full.filter((t) => t.teamsCount !== undefined);
    const withoutTeams = full.filter((t) => t.teamsCount === undefined);
    if (withTeams.length) addCounts(counts, await upsertById(tx, tournaments, withTeams, "overwrite"));
    if (withoutTeams.length) addCounts(counts, await upsertById(tx, tournaments, withoutTeams, "overwrite", ["teamsCount"]));
    if (batch.teams?.length) addCounts(counts, await upsertById(tx, teams, batch.teams, "overwrite"));
    if (batch.matches?.length) addCounts(counts, await upsertById(tx, matches, batch.matches, "overwrite"));
    return counts;
  });
}
