import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { DEFAULT_RANGE_PRESET, type RangePreset } from "@eb/api/contracts";
import { useTRPC } from "../../lib/trpc";
import { AbTestsCard } from "./ab-tests/ab-tests-card";
import { AnalyticsDashboard } from "./analytics-dashboard";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { DashboardStatus } from "./dashboard-status";
import { ExportCard } from "./export-card";
import { LoadErrorBanner } from "./load-error-banner";
import { RangePicker } from "./range-picker";
import { RevenueCard } from "./revenue-card";
import { RealtimeCard } from "./realtime-card";
import { SmartAlertsCard } from "./smart-alerts-card";
import { useDashboard } from "./use-dashboard";
import { DashboardViewsCard } from "./views/dashboard-views-card";
import { useViewChoice } from "./views/use-view-choice";
import { ViewComponents } from "./views/view-components";
import { arrangeTab } from "./views/view-parts";
import { ViewPicker } from "./views/view-picker";

/**
 * Analytics tab (spec section 2), in the spec's order. It opens with the user's default
 * dashboard view, if any: then it shows exactly that view's components, in its layout and
 * colours, refreshing at its interval; the picker switches views or back to the built-in tab.
 */
export default function AnalyticsSection() {
  const trpc = useTRPC();
  const { mutate: recordView } = useMutation(trpc.analytics.recordView.mutationOptions());
  // Audited on the server once per session and hour (view_analytics).
  useEffect(() => recordView(), [recordView]);
  const [range, setRange] = useState<RangePreset>(DEFAULT_RANGE_PRESET);
  const choice = useViewChoice();
  const arrangement = arrangeTab(choice.view?.config ?? null);
  const dashboard = useDashboard(range, arrangement.refetchMs);
  const rangeRow = (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <RangePicker value={range} onChange={setRange} />
        <DashboardStatus
          generatedAt={dashboard.lastGoodAt === null ? null : (dashboard.data?.generatedAt ?? null)}
          updating={dashboard.updating}
          uncounted={dashboard.data?.uncounted ?? 0}
        />
      </div>
      {dashboard.failed && <LoadErrorBanner lastGoodAt={dashboard.lastGoodAt} retrying={dashboard.retrying} onRetry={dashboard.retry} />}
    </>
  );
  return (
    <section aria-labelledby="analytics-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="analytics-title" className="text-xl font-semibold">
          Analytics
        </h2>
        {!choice.loading && <ViewPicker choice={choice} />}
      </div>
      {choice.loading ? (
        <DashboardSkeleton />
      ) : choice.view ? (
        <>
          {rangeRow}
          <ViewComponents arrangement={arrangement} dashboard={dashboard.data} name={choice.view.name} />
        </>
      ) : (
        <>
          {/* items-start: with no alerts the Smart Alerts card is one line, not as tall as Real-Time Updates. */}
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
            <SmartAlertsCard />
            <RealtimeCard />
          </div>
          <ExportCard />
          {rangeRow}
          {dashboard.data ? <AnalyticsDashboard dashboard={dashboard.data} /> : <DashboardSkeleton />}
          <RevenueCard range={range} />
          <AbTestsCard />
        </>
      )}
      <DashboardViewsCard choice={choice} />
    </section>
  );
}
