import type { Db } from "@eb/db";
import type { TaskLog } from "../../platform";
import { catchUpRollups, type CatchUpResult } from "./run-rollup";

export type RollupSchedulerOptions = {
  db: Db;
  log: TaskLog;
  now?: () => Date;
  /** Ids per transaction. Smaller on the embedded database, where a transaction holds its only connection. */
  batchSize: number;
  /** Batches per tick at most, so a backfill leaves room for other work between ticks. */
  maxBatchesPerTick?: number;
};

/**
 * Keeps the analytics rollups current in this process: every tick rolls up whatever was ingested
 * since the last one (on the first tick, everything: the backfill). Every instance may run it; the
 * job's advisory lock lets one work at a time and the others skip.
 */
export class RollupScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<CatchUpResult | null> | null = null;
  private readonly abort = new AbortController();

  constructor(private readonly options: RollupSchedulerOptions) {}

  /** Runs one catch-up now, or joins the one under way. */
  tick(): Promise<CatchUpResult | null> {
    this.running ??= catchUpRollups(this.options.db, {
      batchSize: this.options.batchSize,
      now: this.options.now ?? (() => new Date()),
      signal: this.abort.signal,
      maxBatches: this.options.maxBatchesPerTick,
    })
      .then((result) => {
        const advanced = Object.values(result.advancedBy).reduce((a, b) => a + b, 0);
        // Only backfill-sized steps are worth a log line; the steady trickle is not.
        if (advanced >= this.options.batchSize) this.options.log.info({ ...result.advancedBy, caughtUp: result.caughtUp }, "analytics rollup advanced");
        return result;
      })
      .catch((err: unknown) => {
        this.options.log.error({ err }, "analytics rollup failed");
        return null;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  start(everyMs: number): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
