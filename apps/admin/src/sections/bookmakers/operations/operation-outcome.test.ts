import { describe, expect, it } from "vitest";
import { outcomeToast, type Operation } from "./operation-outcome";

const op = (over: Partial<Operation>): Operation => ({
  id: 1,
  kind: "full_sync",
  status: "done",
  finishedAt: "2026-06-20T12:01:00.000Z",
  progress: null,
  result: null,
  error: null,
  ...over,
});

describe("operation outcome toasts (spec section 8)", () => {
  it("full sync: completed, partially completed (destructive), failed", () => {
    expect(outcomeToast(op({ result: { success: true, ok: 12, total: 12, message: "" } }))).toEqual({
      title: "Sync Completed",
      description: "Successfully synced all 12 data sources",
    });
    expect(outcomeToast(op({ result: { success: false, ok: 2, total: 12, message: "" } }))).toEqual({
      title: "Sync Partially Completed",
      description: "2/12 data sources synced successfully",
      variant: "destructive",
    });
    expect(outcomeToast(op({ status: "failed", error: "Interrupted" }))).toEqual({
      title: "Sync Failed",
      description: "Failed to complete data sync",
      variant: "destructive",
    });
  });

  it("cleanup: the server's message, or the error", () => {
    expect(outcomeToast(op({ kind: "cleanup", result: { success: true, message: "Removed 3 old matches" } }))).toEqual({
      title: "Cleanup Completed",
      description: "Removed 3 old matches",
    });
    expect(outcomeToast(op({ kind: "cleanup", status: "failed", error: "connection lost" }))).toMatchObject({
      title: "Cleanup Failed",
      description: "connection lost",
    });
  });
});
