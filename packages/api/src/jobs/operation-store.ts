import { queryRows, sql, type Db } from "@eb/db";
import type { SyncOperationKind, SyncOperationStatus } from "@eb/db/schema";
import type { DbOrTx } from "../platform";
import { announceSyncChange } from "./sync-changes";

export type OperationRow = {
  id: number;
  kind: SyncOperationKind;
  status: SyncOperationStatus;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  progress: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  error: string | null;
};

const COLUMNS = sql`id, kind, status, requested_at, started_at, finished_at, progress, result, error`;

type RawRow = {
  id: number | string;
  kind: SyncOperationKind;
  status: SyncOperationStatus;
  requested_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  progress: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  error: string | null;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const toRow = (r: RawRow): OperationRow => ({
  id: Number(r.id),
  kind: r.kind,
  status: r.status,
  requestedAt: iso(r.requested_at)!,
  startedAt: iso(r.started_at),
  finishedAt: iso(r.finished_at),
  progress: r.progress,
  result: r.result,
  error: r.error,
});

/** The message an operation gets when the instance running it went away mid-way. */
export const INTERRUPTED = "Interrupted: the server running it stopped before it finished";

/**
 * Queues an operation, or joins the one of that kind not finished yet (queued or running): the
 * partial unique index allows one unfinished row per kind, whichever instance asks. Inside the
 * caller's transaction; the leader is woken when it commits.
 */
export async function requestOperation(tx: DbOrTx, kind: SyncOperationKind, userId: string, now: Date): Promise<{ operation: OperationRow; joined: boolean }> {
  // A row found unfinished may finish between the two statements; then the next insert succeeds.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await queryRows<RawRow>(
      tx,
      "jobs.queue-operation",
      sql`
        insert into sync_operations (kind, requested_by, requested_at) values (${kind}, ${userId}, ${now.toISOString()}::timestamptz)
        on conflict (kind) where finished_at is null do nothing
        returning ${COLUMNS}`,
    );
    if (inserted[0]) {
      await announceSyncChange(tx, "requested");
      return { operation: toRow(inserted[0]), joined: false };
    }
    const [running] = await queryRows<RawRow>(
      tx,
      "jobs.unfinished-operation",
      sql`select ${COLUMNS} from sync_operations where kind = ${kind} and finished_at is null`,
    );
    if (running) return { operation: toRow(running), joined: true };
  }
  throw new Error(`could not queue or join a ${kind} operation`);
}

/** The latest operation of a kind (running, queued or the last finished one). */
export async function latestOperation(db: DbOrTx, kind: SyncOperationKind): Promise<OperationRow | null> {
  const [row] = await queryRows<RawRow>(db, "jobs.latest-operation", sql`select ${COLUMNS} from sync_operations where kind = ${kind} order by id desc limit 1`);
  return row ? toRow(row) : null;
}

/**
 * Whether this instance has operations to look after: one queued, or one marked running by another
 * instance (if this one can take the sync lock, that instance is gone and the row must be failed).
 */
export async function hasOperationToHandle(db: Db, instanceId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    "jobs.operation-to-handle",
    sql`
      select 1 from sync_operations
      where status = 'queued' or (status = 'running' and instance_id is distinct from ${instanceId})
      limit 1`,
  );
  return rows.length > 0;
}

/**
 * Only the instance holding the sync lock calls these. An operation still marked running by any
 * other instance was left by one that stopped (its lock went with its connection): it is failed.
 */
export async function failAbandonedOperations(db: Db, instanceId: string, now: Date): Promise<number> {
  const failed = await queryRows(
    db,
    "jobs.fail-abandoned-operations",
    sql`
      update sync_operations set status = 'failed', finished_at = ${now.toISOString()}::timestamptz, error = ${INTERRUPTED}
      where status = 'running' and instance_id is distinct from ${instanceId}
      returning id`,
  );
  if (failed.length > 0) await announceSyncChange(db, "progress");
  return failed.length;
}

/** Takes the oldest queued operation and marks it running on this instance. */
export async function claimQueuedOperation(db: Db, instanceId: string, now: Date): Promise<OperationRow | null> {
  const [row] = await queryRows<RawRow>(
    db,
    "jobs.claim-queued-operation",
    sql`
      update sync_operations set status = 'running', started_at = ${now.toISOString()}::timestamptz, instance_id = ${instanceId}
      where id = (select id from sync_operations where status = 'queued' order by id limit 1) and status = 'queued'
      returning ${COLUMNS}`,
  );
  if (!row) return null;
  await announceSyncChange(db, "progress");
  return toRow(row);
}

export async function saveProgress(db: Db, id: number, progress: object): Promise<void> {
  await db.execute(sql`update sync_operations set progress = ${JSON.stringify(progress)}::jsonb where id = ${id}`);
  await announceSyncChange(db, "progress");
}

export async function finishOperation(db: Db, id: number, outcome: { status: "done" | "failed"; result?: object; error?: string }, now: Date): Promise<void> {
  await db.execute(sql`
    update sync_operations
    set status = ${outcome.status}, finished_at = ${now.toISOString()}::timestamptz,
        result = ${outcome.result ? JSON.stringify(outcome.result) : null}::jsonb, error = ${outcome.error ?? null}
    where id = ${id}`);
  await announceSyncChange(db, "progress");
}
