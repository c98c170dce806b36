import { GAMES, type Game, type SyncKind } from "@eb/db";
import { COOLING_DOWN_MESSAGE } from "../platform";
import { syncSource, type SyncDeps } from "./sync-source";
import { addTableCounts, emptyTableCounts, storedRows } from "./store/table-counts";
import type { SourceResult } from "./types";

export type FullSyncResult = { success: boolean; results: SourceResult[]; message: string };

/** Spec 7: per game matches and tournaments, then teams. */
export function fullSyncPlan(games: readonly Game[] = GAMES): { game: Game; kind: SyncKind }[] {
  return [
    ...games.flatMap((game) => [
      { game, kind: "matches" as const },
      { game, kind: "tournaments" as const },
    ]),
    ...games.map((game) => ({ game, kind: "teams" as const })),
  ];
}

export function summarize(ok: number, total: number): string {
  return ok === total ? `Successfully synced all ${total} data sources` : `${ok}/${total} data sources synced successfully`;
}

/**
 * Syncs every data source in turn. A provider rate limit (429) stops the loop, as the spec
 * says: the plan's budget is shared, so the remaining sources would only be refused too.
 */
export type FullSyncOptions = {
  games?: readonly Game[];
  kinds?: readonly SyncKind[];
  /** Progress hooks (a manual sync stores its progress for the back office). */
  onSourceStart?: (game: Game, kind: SyncKind) => void | Promise<void>;
  onSourceDone?: (result: SourceResult) => void | Promise<void>;
};

export async function runFullSync(deps: SyncDeps, options: FullSyncOptions = {}): Promise<FullSyncResult> {
  const plan = fullSyncPlan(options.games).filter((p) => !options.kinds || options.kinds.includes(p.kind));
  const results: SourceResult[] = [];
  for (const { game, kind } of plan) {
    if (deps.signal?.aborted) break;
    await options.onSourceStart?.(game, kind);
    const result = await syncSource(deps, game, kind);
    results.push(result);
    await options.onSourceDone?.(result);
    if (result.error === COOLING_DOWN_MESSAGE && result.requests > 0) break;
  }
  const ok = results.filter((r) => r.success).length;
  // What the tables received, summed: the figures an operator compares with the database.
  const stored = results.reduce((sum, r) => addTableCounts(sum, r.stored), emptyTableCounts());
  deps.log.info({ ok, total: plan.length, stored: storedRows(stored) }, "full sync finished");
  return { success: ok === plan.length, results, message: summarize(ok, plan.length) };
}

/** The admin "refresh" button for one game and kind. */
export async function refreshGameKind(deps: SyncDeps, game: Game, kind: SyncKind): Promise<FullSyncResult> {
  const result = await syncSource(deps, game, kind);
  return { success: result.success, results: [result], message: summarize(result.success ? 1 : 0, 1) };
}
