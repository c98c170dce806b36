import { useEffect } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { SectionPlaceholder } from "../section-placeholder";
import { RealtimeCard } from "./realtime-card";

/** Analytics tab (spec section 2), in the spec's order. The parts computed over rollups are still to come. */
export default function AnalyticsSection() {
  const trpc = useTRPC();
  const { mutate: recordView } = useMutation(trpc.analytics.recordView.mutationOptions());
  // Audited on the server once per session and hour (view_analytics).
  useEffect(() => recordView(), [recordView]);
  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-4">
      <h2 id="analytics-title" className="text-xl font-semibold">
        Analytics
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SectionPlaceholder title="Smart Alerts" note="Alerts arrive with the analytics rollups." />
        <RealtimeCard />
      </div>
      <SectionPlaceholder title="Dashboard" note="Stat cards, charts and the performance sections arrive with the analytics rollups." />
    </section>
  );
}
