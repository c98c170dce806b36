import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useTRPC } from "../../../lib/trpc";

/**
 * The Manual Data Operations block's state: read once, then pushed by the server on every change
 * (server-sent events). After a dropped connection the link reconnects by itself and the server
 * sends the current state first, so nothing missed stays missing.
 */
export function useLiveOperations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snapshot = useQuery(trpc.operations.snapshot.queryOptions());
  const live = useSubscription(
    trpc.operations.live.subscriptionOptions(undefined, {
      onData: (event) => queryClient.setQueryData(trpc.operations.snapshot.queryKey(), event.data),
    }),
  );
  return { snapshot, connected: live.status === "pending" };
}
