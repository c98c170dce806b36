import { queryRows, sql, type Db } from "@eb/db";
import { DAY_MS } from "../platform";

/** Finished manual syncs and cleanups are kept a month for the Debug and Bookmakers screens; the latest of each kind always stays. */
export const OPERATION_RETENTION_DAYS = 30;

/** The operations queue's part of the daily cleanup; returns how many finished operations went. */
export async function pruneFinishedOperations(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - OPERATION_RETENTION_DAYS * DAY_MS);
  const gone = await queryRows(
    db,
    "jobs.prune-old-operations",
    sql`
      delete from sync_operations
      where finished_at < ${cutoff.toISOString()}::timestamptz
        and id not in (select max(id) from sync_operations group by kind)
      returning id`,
  );
  return gone.length;
}
