import type { ToastInput } from "@eb/ui/toast";
import type { AdminOutputs } from "@eb/api/admin-types";

export type OperationsSnapshot = AdminOutputs["operations"]["snapshot"];
export type Operation = NonNullable<OperationsSnapshot["fullSync"]>;

/** What the buttons show: the spec's states (full sync: idle, syncing, result; cleanup: idle, cleaning, result). */
export const isUnderWay = (op: Operation | null) => op !== null && (op.status === "queued" || op.status === "running");

type FullSyncResult = { success: boolean; ok: number; total: number; message: string };
type CleanupResult = { success: boolean; message?: string; error?: string };

/** The spec's toast (section 8) for an operation that has finished. */
export function outcomeToast(op: Operation): ToastInput {
  if (op.kind === "full_sync") {
    const result = op.result as FullSyncResult | null;
    if (op.status === "failed" || !result) return { title: "Sync Failed", description: "Failed to complete data sync", variant: "destructive" };
    return result.success
      ? { title: "Sync Completed", description: `Successfully synced all ${result.total} data sources` }
      : { title: "Sync Partially Completed", description: `${result.ok}/${result.total} data sources synced successfully`, variant: "destructive" };
  }
  const result = op.result as CleanupResult | null;
  if (op.status === "failed" || !result?.success) {
    return { title: "Cleanup Failed", description: result?.error || op.error || "Failed to trigger data cleanup", variant: "destructive" };
  }
  return { title: "Cleanup Completed", description: result.message || "Old data has been cleaned up" };
}

/** The toast when the request itself could not be made (no operation to watch). */
export const REQUEST_FAILED: Record<Operation["kind"], ToastInput> = {
  full_sync: { title: "Sync Failed", description: "Failed to complete data sync", variant: "destructive" },
  cleanup: { title: "Cleanup Failed", description: "Failed to trigger data cleanup", variant: "destructive" },
};
