import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { DEFAULT_RANGE_PRESET, type RangePreset } from "@eb/api/contracts";
import { useTRPC } from "../../lib/trpc";
import { SectionPlaceholder } from "../section-placeholder";
import { AnalyticsDashboard } from "./analytics-dashboard";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { DashboardStatus } from "./dashboard-status";
import { ExportCard } from "./export-card";
import { LoadErrorBanner } from "./load-error-banner";
import { RangePicker } from "./range-picker";
import { RealtimeCard } from "./realtime-card";
import { SmartAlertsCard } from "./smart-alerts-card";
import { useDashboard } from "./use-dashboard";

/** Analytics tab (spec section 2), in the spec's order. */
export default function AnalyticsSection() {
  const trpc = useTRPC();
  const { mutate: recordView } = useMutation(trpc.analytics.recordView.mutationOptions());
  // Audited on the server once per session and hour (view_analytics).
  useEffect(() => recordView(), [recordView]);
  const [range, setRange] = useState<RangePreset>(DEFAULT_RANGE_PRESET);
  const dashboard = useDashboard(range);
  return (
    <section aria-labelledby="analytics-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="analytics-title" className="text-xl font-semibold">
        Analytics
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SmartAlertsCard />
        <RealtimeCard />
      </div>
      <ExportCard />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <RangePicker value={range} onChange={setRange} />
        <DashboardStatus
          generatedAt={dashboard.lastGoodAt === null ? null : (dashboard.data?.generatedAt ?? null)}
          updating={dashboard.updating}
          uncounted={dashboard.data?.uncounted ?? 0}
        />
      </div>
      {dashboard.failed && <LoadErrorBanner lastGoodAt={dashboard.lastGoodAt} retrying={dashboard.retrying} onRetry={dashboard.retry} />}
      {dashboard.data ? <AnalyticsDashboard dashboard={dashboard.data} /> : <DashboardSkeleton />}
      <SectionPlaceholder title="A/B Testing Framework" note="Arrives with the next release." />
      <SectionPlaceholder title="Custom Dashboard Views" note="Arrives with the next release." />
    </section>
  );
}
