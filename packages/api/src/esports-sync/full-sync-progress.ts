import type { Game, SyncKind } from "@eb/db";
import type { SourceResult, WriteCounts } from "./types";

/** One finished source of a full sync, as the progress panel lists it. */
export type SourceOutcome = Pick<SourceResult, "game" | "kind" | "success" | "inserted" | "updated" | "requests"> & { error?: string };

/** What a running full sync has done so far: what the screen shows live. */
export type FullSyncProgress = {
  sourcesTotal: number;
  sourcesDone: number;
  current: { game: Game; kind: SyncKind } | null;
  pagesFetched: number;
  inserted: number;
  updated: number;
  /** Provider calls the hourly plan still allows (spec 9: 1000 per hour), read at the last step. */
  callsLeftThisHour: number | null;
  sources: SourceOutcome[];
};

export function startedProgress(sourcesTotal: number, callsLeftThisHour: number | null): FullSyncProgress {
  return { sourcesTotal, sourcesDone: 0, current: null, pagesFetched: 0, inserted: 0, updated: 0, callsLeftThisHour, sources: [] };
}

export function sourceStarted(p: FullSyncProgress, game: Game, kind: SyncKind): FullSyncProgress {
  return { ...p, current: { game, kind } };
}

/** One provider page written. */
export function pageWritten(p: FullSyncProgress, written: WriteCounts, callsLeftThisHour: number | null): FullSyncProgress {
  return { ...p, pagesFetched: p.pagesFetched + 1, inserted: p.inserted + written.inserted, updated: p.updated + written.updated, callsLeftThisHour };
}

export function sourceFinished(p: FullSyncProgress, r: SourceResult): FullSyncProgress {
  const outcome: SourceOutcome = {
    game: r.game,
    kind: r.kind,
    success: r.success,
    inserted: r.inserted,
    updated: r.updated,
    requests: r.requests,
    ...(r.error ? { error: r.error } : {}),
  };
  return { ...p, current: null, sourcesDone: p.sourcesDone + 1, sources: [...p.sources, outcome] };
}
