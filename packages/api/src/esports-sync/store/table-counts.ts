import type { SyncKind } from "@eb/db";

/** Rows one write inserted, updated, or left as they were. (Here, not in ../types, which imports this file.) */
export type WriteCounts = { inserted: number; updated: number; skipped: number };

/**
 * The tables a sync writes. A page of one kind may write the others too (see `storedRows`): a
 * teams page writes players, a matches page the results archive of its finished matches.
 */
export type SyncTable = "matches" | "tournaments" | "teams" | "players" | "match_results";
export type TableCounts = Record<SyncTable, WriteCounts>;

const SYNC_TABLES: readonly SyncTable[] = ["matches", "tournaments", "teams", "players", "match_results"];

/** The table holding a kind's own rows. */
export const tableOfKind = (kind: SyncKind): SyncTable => kind;

export const emptyTableCounts = (): TableCounts =>
  Object.fromEntries(SYNC_TABLES.map((table) => [table, { inserted: 0, updated: 0, skipped: 0 }])) as TableCounts;

export function addTableCounts(into: TableCounts, more: TableCounts): TableCounts {
  for (const table of SYNC_TABLES) {
    into[table].inserted += more[table].inserted;
    into[table].updated += more[table].updated;
    into[table].skipped += more[table].skipped;
  }
  return into;
}

/**
 * The rows each table received, for a log line: `{ matches: { inserted, updated }, … }`, leaving out
 * tables nothing reached. Skipped rows are left out too: unchanged rows are what a sync mostly meets.
 */
export function storedRows(counts: TableCounts): Partial<Record<SyncTable, { inserted: number; updated: number }>> {
  const out: Partial<Record<SyncTable, { inserted: number; updated: number }>> = {};
  for (const table of SYNC_TABLES) {
    const { inserted, updated } = counts[table];
    if (inserted + updated > 0) out[table] = { inserted, updated };
  }
  return out;
}
