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
      // A recorded view is itself an audit entry: show it.
      onSuccess: ({ recorded }) => {
        if (!recorded) return;
        void queryClient.invalidateQueries({ queryKey: trpc.security.auditLog.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.security.auditLogFilters.pathKey() });
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
