import { useEffect, useId, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Eraser, RefreshCw } from "lucide-react";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../../lib/trpc";
import { FullSyncProgress } from "./full-sync-progress";
import { isUnderWay, outcomeToast, REQUEST_FAILED, type Operation, type OperationsSnapshot } from "./operation-outcome";
import { SyncStatusGrid } from "./sync-status-grid";
import { useLiveOperations } from "./use-live-operations";

/**
 * The spec's Manual Data Operations block and sync status grid. The work runs on the server (closing
 * the tab does not stop it); a click while one runs joins it. This tab shows the spec's result toast
 * for every operation it started or joined.
 */
export function ManualOperationsCard() {
  const { snapshot, connected } = useLiveOperations();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId}>Manual Data Operations</CardTitle>
          <Badge variant={connected ? "success" : "secondary"} aria-live="polite">
            {connected ? "Live" : "Reconnecting..."}
          </Badge>
        </div>
        <CardDescription>Sync every game from the esports data provider, or remove old matches and tournaments.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryBoundary query={snapshot} loadingLabel="Loading sync status...">
          {(data) => <Operations snapshot={data} />}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}

function Operations({ snapshot }: { snapshot: OperationsSnapshot }) {
  const trpc = useTRPC();
  const toast = useToast();
  // Operations this tab started or joined, until their result toast is shown.
  const watching = useRef(new Set<number>());
  const queryClient = useQueryClient();
  const toastIfFinished = (op: Operation | null) => {
    if (op && watching.current.has(op.id) && !isUnderWay(op)) {
      watching.current.delete(op.id);
      toast(outcomeToast(op));
    }
  };
  const start = useMutation(trpc.operations.start.mutationOptions());
  const { fullSync, cleanup } = snapshot;

  useEffect(() => {
    toastIfFinished(fullSync);
    toastIfFinished(cleanup);
  });

  const run = (kind: Operation["kind"]) =>
    start.mutate(
      { kind },
      {
        onSuccess: ({ id, joined }) => {
          watching.current.add(id);
          // A quick cleanup can finish, and its snapshot arrive, before this answer does.
          const now = queryClient.getQueryData(trpc.operations.snapshot.queryKey());
          if (now) toastIfFinished(kind === "full_sync" ? now.fullSync : now.cleanup);
          if (joined) toast({ title: kind === "full_sync" ? "Sync already running" : "Cleanup already running", description: "You will see its result here." });
        },
        onError: (err) => toast({ ...REQUEST_FAILED[kind], description: errorMessage(err, REQUEST_FAILED[kind].description!) }),
      },
    );

  const syncing = isUnderWay(fullSync);
  const cleaning = isUnderWay(cleanup);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => run("full_sync")} disabled={start.isPending && start.variables.kind === "full_sync"} aria-describedby="full-sync-state">
          <RefreshCw aria-hidden className={syncing ? "animate-spin" : undefined} />
          {syncing ? "Syncing..." : "Start Full Sync"}
        </Button>
        <Button variant="outline" onClick={() => run("cleanup")} disabled={start.isPending && start.variables.kind === "cleanup"}>
          <Eraser aria-hidden />
          {cleaning ? "Cleaning..." : "Run Cleanup"}
        </Button>
        <span id="full-sync-state" className="text-sm text-slate-400">
          {syncing ? "A full sync is running on the server; clicking joins it." : "Runs on the server: you can close this tab."}
        </span>
      </div>
      {fullSync && <FullSyncProgress op={fullSync} hourlyLimit={snapshot.hourlyLimit} />}
      {cleanup && !isUnderWay(cleanup) && cleanup.finishedAt && (
        <p className="text-sm text-slate-400">
          Last cleanup {new Date(cleanup.finishedAt).toLocaleString()}:{" "}
          {cleanup.status === "failed" ? cleanup.error : String(cleanup.result?.message ?? "done")}
        </p>
      )}
      <SyncStatusGrid snapshot={snapshot} />
    </div>
  );
}
