import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "./trpc";

/** The server's view of this browser's admin session. */
export function useAdminSession() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.session.queryOptions());
}

export function useRefreshSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
}
