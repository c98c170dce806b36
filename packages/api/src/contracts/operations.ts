import { z } from "zod";
import { GAMES } from "../shared";
import { jsonDocumentOutput } from "./output";

/** The two manual operations of the spec's Manual Data Operations block. */
export const OPERATION_KINDS = ["full_sync", "cleanup"] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

export const startOperationInput = z.object({ kind: z.enum(OPERATION_KINDS) });
export type StartOperationInput = z.infer<typeof startOperationInput>;

/** The provider's data kinds (the database's list; the router's types refuse a kind missing here). */
export const syncKindOutput = z.enum(["matches", "tournaments", "teams"]);

/**
 * A manual operation as the Manual Data Operations block shows it. `progress` and `result` are the
 * job's own JSON documents (their keys depend on the kind, see operation-progress.ts), read per kind
 * by the screen.
 */
const operationOutput = z.object({
  id: z.number(),
  kind: z.enum(OPERATION_KINDS),
  status: z.enum(["queued", "running", "done", "failed"]),
  finishedAt: z.string().nullable(),
  progress: jsonDocumentOutput.nullable(),
  result: jsonDocumentOutput.nullable(),
  error: z.string().nullable(),
});

/** One row of the sync status grid: a game and kind, its last sync, its schedule and its breaker. */
const statusGridRowOutput = z.object({
  game: z.enum(GAMES),
  kind: syncKindOutput,
  status: z.enum(["success", "error", "syncing", "other"]).nullable(),
  lastSuccessAt: z.string().nullable(),
  rowsChanged: z.number().nullable(),
  error: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  breaker: z.object({ open: z.boolean(), reason: z.enum(["rate_limit", "failures"]).nullable(), reopensAt: z.string().nullable() }),
});

/** `operations.snapshot`, and every event of `operations.live`. `callsLeftThisHour` is not on screen; the API's tests read it. */
export const operationsSnapshotOutput = z.object({
  at: z.string(),
  fullSync: operationOutput.nullable(),
  cleanup: operationOutput.nullable(),
  grid: z.array(statusGridRowOutput),
  callsLeftThisHour: z.number(),
  hourlyLimit: z.number(),
  scheduled: z.boolean(),
});

/** `operations.start`: the operation queued, or the unfinished one of that kind it joined. */
export const startedOperationOutput = operationOutput.pick({ id: true, kind: true, status: true }).extend({ joined: z.boolean() });
