import type { CSSProperties, ReactNode } from "react";
import type { DashboardComponent } from "@eb/api/contracts";
import { Skeleton } from "@eb/ui/skeleton";
import { AbTestsCard } from "../ab-tests/ab-tests-card";
import { AnalyticsSummary } from "../analytics-summary";
import { BookmakerPerformanceCard } from "../bookmaker-performance-card";
import { ContentPerformanceCard } from "../content-performance-card";
import { CountriesCard } from "../countries-card";
import type { Dashboard } from "../dashboard-types";
import { ExportCard } from "../export-card";
import { PredictiveAnalyticsCard } from "../predictive-analytics-card";
import { RealtimeCard } from "../realtime-card";
import { RevenueCard } from "../revenue-card";
import { SmartAlertsCard } from "../smart-alerts-card";
import { UserBehaviorCard } from "../user-behavior-card";
import { ViewColorsContext } from "./view-colors";
import { LAYOUT_CLASS, type TabArrangement } from "./view-parts";

/** One component of the tab; the ones built from the range's figures wait for them. */
function renderComponent(id: DashboardComponent, dashboard: Dashboard | undefined): ReactNode {
  switch (id) {
    case "smart-alerts":
      return <SmartAlertsCard />;
    case "real-time-updates":
      return <RealtimeCard />;
    case "export-functionality":
      return <ExportCard />;
    case "ab-testing":
      return <AbTestsCard />;
  }
  if (!dashboard) return <Skeleton className="h-48 w-full" />;
  switch (id) {
    case "analytics-summary":
      return (
        <div className="flex flex-col gap-4">
          <AnalyticsSummary dashboard={dashboard} />
        </div>
      );
    case "bookmaker-performance":
      return <BookmakerPerformanceCard bookmakers={dashboard.bookmakers} />;
    case "predictive-analytics":
      return <PredictiveAnalyticsCard dashboard={dashboard} />;
    case "content-performance":
      return <ContentPerformanceCard pages={dashboard.content.pages} />;
    case "user-behavior":
      return <UserBehaviorCard behavior={dashboard.behavior} pageViews={dashboard.stats.pageViews.current} />;
    case "countries":
      return <CountriesCard countries={dashboard.countries} />;
    case "revenue":
      return <RevenueCard range={dashboard.range.preset} />;
  }
}

/**
 * A saved view's components in its layout. Its colours: the primary one draws the page-view line
 * and fills the share bars (CSS variable), the secondary one marks each component's edge (decoration only, never text,
 * so contrast does not depend on the chosen colours).
 */
export function ViewComponents({ arrangement, dashboard, name }: { arrangement: TabArrangement; dashboard: Dashboard | undefined; name: string }) {
  const layout = arrangement.layout ?? "grid";
  const style = { "--view-primary": arrangement.colors.primary, "--view-secondary": arrangement.colors.secondary } as CSSProperties;
  return (
    <ViewColorsContext.Provider value={arrangement.colors}>
      <div role="group" aria-label={`Dashboard view: ${name}`} data-layout={layout} className={LAYOUT_CLASS[layout]} style={style}>
        {arrangement.components.map((id) => (
          <div key={id} data-component={id} className="min-w-0 rounded-lg border-l-4 pl-1" style={{ borderLeftColor: "var(--view-secondary)" }}>
            {renderComponent(id, dashboard)}
          </div>
        ))}
      </div>
    </ViewColorsContext.Provider>
  );
}
