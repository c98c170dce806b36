import type { Game, SyncKind } from "@eb/db";
import { type BreakerState, checkBreaker, scheduleOf } from "../esports-sync";

export type StatusRecord = {
  game: Game;
  kind: SyncKind;
  status: string;
  lastSyncAt: Date | null;
  error: string | null;
  rowsChanged: number | null;
  updatedAt: Date;
};
export type BreakerRecord = { key: string; state: BreakerState; lastError: string | null };
export type JobRunRecord = { job: string; lastStartedAt: Date };

/** The spec's four statuses; anything else a row holds is shown as "other". */
export type GridStatus = "success" | "error" | "syncing" | "other";

export type StatusGridRow = {
  game: Game;
  kind: SyncKind;
  /** null: never synced. */
  status: GridStatus | null;
  lastSuccessAt: string | null;
  rowsChanged: number | null;
  updatedAt: string | null;
  error: string | null;
  /** When the scheduler runs this pair next (null when scheduled sync is off); may be in the past (due). */
  nextRunAt: string | null;
  breaker: { open: boolean; failures: number; reason: BreakerState["reason"]; reopensAt: string | null; lastError: string | null };
};

const gridStatus = (status: string): GridStatus => (status === "success" || status === "error" || status === "syncing" ? status : "other");

/**
 * One row per game and kind of the plan, joining what the last sync did, the breaker and the
 * schedule. Pure: the caller reads the three small tables.
 */
export function buildStatusGrid(
  plan: readonly { game: Game; kind: SyncKind }[],
  records: { statuses: StatusRecord[]; breakers: BreakerRecord[]; jobRuns: JobRunRecord[] },
  now: Date,
  scheduled: boolean,
): StatusGridRow[] {
  return plan.map(({ game, kind }) => {
    const status = records.statuses.find((s) => s.game === game && s.kind === kind);
    const breaker = records.breakers.find((b) => b.key === `${game}:${kind}`);
    const schedule = scheduleOf(game, kind);
    const lastRun = records.jobRuns.find((r) => r.job === schedule.job);
    const decision = breaker ? checkBreaker(breaker.state, now) : null;
    const open = decision !== null && !decision.allowed;
    return {
      game,
      kind,
      status: status ? gridStatus(status.status) : null,
      lastSuccessAt: status?.lastSyncAt?.toISOString() ?? null,
      rowsChanged: status?.rowsChanged ?? null,
      updatedAt: status?.updatedAt.toISOString() ?? null,
      error: status?.error ?? null,
      nextRunAt: !scheduled ? null : lastRun ? new Date(lastRun.lastStartedAt.getTime() + schedule.everyMs).toISOString() : now.toISOString(),
      breaker: {
        open,
        failures: breaker?.state.failures ?? 0,
        reason: breaker?.state.reason ?? null,
        reopensAt: decision && !decision.allowed ? decision.retryAt.toISOString() : null,
        lastError: breaker?.lastError ?? null,
      },
    };
  });
}
