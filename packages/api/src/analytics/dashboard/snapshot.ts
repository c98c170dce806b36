import { queryRows, sql, type Db, type SQL } from "@eb/db";
import type { RollupStream } from "@eb/db/schema";
import type { DbOrTx } from "../../platform";
import { clickFactsSql } from "../rollup/click-rollup";
import { eventFactsSql, redirectFactsSql } from "../rollup/event-facts";

/**
 * At most this many raw events past the watermark are counted live. Normally the tail holds the
 * few seconds since the last rollup; while a backfill is still under way the rest is reported as
 * not yet counted instead of being aggregated raw on every refresh.
 */
export const TAIL_LIMIT = 200_000;

/** One consistent view of the rollups and of the raw rows past their watermarks. */
export type RollupSnapshot = {
  tx: DbOrTx;
  watermarks: Record<RollupStream, number>;
  /** The raw tail as fact rows (see rollup/event-facts), usable as a relation. */
  tail: Record<RollupStream, SQL>;
  /** Events past the watermark beyond TAIL_LIMIT: ingested, not yet in any figure. */
  uncounted: number;
};

/**
 * Runs `read` in one repeatable-read, read-only transaction, so the watermark, the rollups and the
 * tail are read at the same instant: a rollup committing meanwhile can neither count an event
 * twice nor drop it. Raw events above the watermark are the tail; nothing else is read raw.
 */
export async function withRollupSnapshot<T>(db: Db, read: (snapshot: RollupSnapshot) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      // The dashboard's queries are small: JIT compilation and parallel workers cost more to start
      // than they save (measured: a 20 ms merge of the raw tail took 154 ms with 2 workers launched).
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      const states = await queryRows<{ stream: RollupStream; watermark: string | number }>(
        tx,
        "analytics.rollup-watermarks",
        sql`select stream, watermark from analytics_rollup_state`,
      );
      const mark = (stream: RollupStream) => Number(states.find((s) => s.stream === stream)?.watermark ?? 0);
      const watermarks = { events: mark("events"), redirects: mark("redirects"), clicks: mark("clicks") };
      const [latest] = await queryRows<{ max: string | number | null }>(tx, "analytics.latest-event-id", sql`select max(id) as max from analytics_events`);
      const tailEnd = watermarks.events + TAIL_LIMIT;
      return read({
        tx,
        watermarks,
        tail: {
          events: sql`(${eventFactsSql(sql`e.id > ${watermarks.events} and e.id <= ${tailEnd}`)})`,
          redirects: sql`(${redirectFactsSql(sql`h.id > ${watermarks.redirects}`)})`,
          clicks: sql`(${clickFactsSql(sql`c.id > ${watermarks.clicks}`)})`,
        },
        uncounted: Math.max(0, Number(latest?.max ?? 0) - tailEnd),
      });
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
