import { useEffect } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { SecurityMonitoring } from "./security-monitoring";
import { SecurityStats } from "./security-stats";
import { AuditLogCard } from "./audit-log-card";

/** Security tab: counts from the server's own records, and what the server enforces. */
export default function SecuritySection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate: recordView } = useMutation(
    trpc.security.recordView.mutationOptions({
      // A recorded view is itself an audit entry: show it. The list's first load may still be in
      // flight, read before the view committed; invalidating alone would join that load (React Query
      // refetches only queries that already hold data), so it is cancelled and fetched again.
      onSuccess: async ({ recorded }) => {
        if (!recorded) return;
        for (const queryKey of [trpc.security.auditLog.pathKey(), trpc.security.auditLogFilters.pathKey()]) {
          await queryClient.cancelQueries({ queryKey });
          void queryClient.invalidateQueries({ queryKey });
        }
      },
    }),
  );
  // Opening the tab is audited; the server keeps one record per session and window however often this runs.
  useEffect(() => recordView(), [recordView]);
  return (
    <div className="flex flex-col gap-6">
      <SecurityStats />
      <SecurityMonitoring />
      <AuditLogCard />
    </div>
  );
}
