import { queryRows, sql, type Db } from "@eb/db";
import { ROLLUP_STREAMS, type RollupStream } from "@eb/db/schema";
import type { DbOrTx } from "../../platform";
import { applyEventBatch, applyRedirectBatch } from "./apply-batch";
import { applyClickBatch } from "./click-rollup";
import { finalUpperId, ROLLUP_JOB_KEY } from "./barrier";

export type RollupStep =
  | { stream: RollupStream; status: "busy" }
  | { stream: RollupStream; status: "caught-up"; watermark: number }
  | { stream: RollupStream; status: "advanced"; from: number; to: number; caughtUp: boolean };

const APPLY: Record<RollupStream, (tx: DbOrTx, lo: number, hi: number) => Promise<void>> = {
  events: applyEventBatch,
  redirects: applyRedirectBatch,
  clicks: applyClickBatch,
};

/**
 * Rolls up the next ids of one stream, at most `batchSize` of them, in one transaction that also
 * moves the watermark: the counts and the watermark commit together or not at all, so every row
 * is counted exactly once whatever stops the process, and a rerun finds nothing to redo. Another
 * instance already rolling up makes this one step back ("busy").
 */
export async function rollupStep(db: Db, stream: RollupStream, batchSize: number, now: Date): Promise<RollupStep> {
  const upper = await finalUpperId(db, stream);
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(tx, "analytics.rollup-lock", sql`select pg_try_advisory_xact_lock(${ROLLUP_JOB_KEY}) as ok`);
    if (!lock?.ok) return { stream, status: "busy" } as const;
    await tx.execute(sql`insert into analytics_rollup_state (stream) values (${stream}) on conflict do nothing`);
    const [state] = await queryRows<{ watermark: string | number }>(
      tx,
      "analytics.rollup-watermark",
      sql`select watermark from analytics_rollup_state where stream = ${stream} for update`,
    );
    const from = Number(state?.watermark ?? 0);
    if (from >= upper) return { stream, status: "caught-up", watermark: from } as const;
    const to = Math.min(upper, from + batchSize);
    // A backfill batch aggregates hundreds of thousands of rows: let it hash in memory rather than
    // sort on disk. The per-click lookups inflate the plan's cost estimate enough to trigger JIT
    // compilation, which costs more than it saves here (measured: 1.7 s against 0.7 s for 250,000 events).
    await tx.execute(sql`set local work_mem = '128MB'`);
    await tx.execute(sql`set local jit = off`);
    await APPLY[stream](tx, from, to);
    await tx.execute(sql`update analytics_rollup_state set watermark = ${to}, updated_at = ${now.toISOString()} where stream = ${stream}`);
    return { stream, status: "advanced", from, to, caughtUp: to >= upper } as const;
  });
}

export type CatchUpResult = { advancedBy: Record<RollupStream, number>; caughtUp: boolean };

/** Rolls every stream up to the newest final id, batch after batch (a backfill is just a long catch-up). */
export async function catchUpRollups(db: Db, opts: { batchSize: number; now: () => Date; signal?: AbortSignal; maxBatches?: number }): Promise<CatchUpResult> {
  const advancedBy = { events: 0, redirects: 0, clicks: 0 } satisfies Record<RollupStream, number>;
  let caughtUp = true;
  for (const stream of ROLLUP_STREAMS) {
    for (let batches = 0; ; batches++) {
      if (opts.signal?.aborted || batches >= (opts.maxBatches ?? Infinity)) {
        caughtUp = false;
        break;
      }
      const step = await rollupStep(db, stream, opts.batchSize, opts.now());
      if (step.status === "busy") {
        caughtUp = false;
        break;
      }
      if (step.status === "caught-up") break;
      advancedBy[stream] += step.to - step.from;
      if (step.caughtUp) break;
    }
  }
  return { advancedBy, caughtUp };
}
