import { liveStreamInput, startOperationInput, operationsSnapshotOutput, startedOperationOutput } from "../contracts";
import { adminLiveSnapshots, adminProcedure } from "../identity";
import { audited, createAdminRouter, DomainError } from "../platform";
import { requestOperation } from "../jobs";
import { operationsSnapshot } from "./operations-snapshot";

/** Manual Data Operations: full sync and cleanup jobs, live progress, the sync status grid. */
export const operationsAdminRouter = createAdminRouter({
  /** The block and the grid as they are now (the first paint, before the stream connects). */
  snapshot: adminProcedure.output(operationsSnapshotOutput).query(({ ctx }) => operationsSnapshot(ctx.db, ctx.now(), ctx.sync?.scheduled ?? false)),

  /**
   * Queues a full sync or a cleanup as a server job, or joins the one of that kind still running.
   * The instance holding the sync lock runs it; the audit row records who asked and whether it joined.
   */
  start: adminProcedure
    .input(startOperationInput)
    .use(audited("manual_sync", "sync"))
    .output(startedOperationOutput)
    .mutation(async ({ ctx, input }) => {
      const { operation, joined } = await requestOperation(ctx.db, input.kind, ctx.admin.userId, ctx.now());
      ctx.audit({ resourceId: String(operation.id), data: { kind: input.kind, joined } });
      return { id: operation.id, kind: operation.kind, status: operation.status, joined };
    }),

  /** The same snapshot, pushed again on every change from any instance (server-sent events). */
  live: adminProcedure.input(liveStreamInput).subscription(({ ctx, signal }) => {
    const sync = ctx.sync;
    if (!sync) throw new DomainError("unavailable", "Live sync status is not available on this server");
    return adminLiveSnapshots(ctx, {
      changes: sync.changes,
      read: () => operationsSnapshot(ctx.db, ctx.now(), sync.scheduled),
      output: operationsSnapshotOutput,
      signal,
    });
  }),
});
