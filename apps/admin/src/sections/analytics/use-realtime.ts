import { useState } from "react";
import { useSubscription } from "@trpc/tanstack-react-query";
import type { RealtimeSnapshotOutput } from "@eb/api/contracts";
import { useTRPC } from "../../lib/trpc";

/**
 * The last hour, pushed by the server each time events are written (server-sent events). The link
 * reconnects by itself after a drop; the server then sends the current state first.
 */
export function useRealtime() {
  const trpc = useTRPC();
  const [snapshot, setSnapshot] = useState<RealtimeSnapshotOutput | null>(null);
  const stream = useSubscription(trpc.analytics.realtime.subscriptionOptions(undefined, { onData: (event) => setSnapshot(event.data) }));
  return { snapshot, connected: stream.status === "pending" };
}
