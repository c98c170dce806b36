import { useEffect } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { SecurityMonitoring } from "./security-monitoring";
import { SecurityStats } from "./security-stats";

/** Security tab: counts from the server's own records, and what the server enforces. */
export default function SecuritySection() {
  const trpc = useTRPC();
  const { mutate: recordView } = useMutation(trpc.security.recordView.mutationOptions());
  // Opening the tab is audited; the server keeps one record per session and window however often this runs.
  useEffect(() => recordView(), [recordView]);
  return (
    <div className="flex flex-col gap-6">
      <SecurityStats />
      <SecurityMonitoring />
    </div>
  );
}
