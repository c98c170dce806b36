import { AnalyticsSummary } from "./analytics-summary";
import { BookmakerPerformanceCard } from "./bookmaker-performance-card";
import { ContentPerformanceCard } from "./content-performance-card";
import { CountriesCard } from "./countries-card";
import type { Dashboard } from "./dashboard-types";
import { PredictiveAnalyticsCard } from "./predictive-analytics-card";
import { UserBehaviorCard } from "./user-behavior-card";

/** Everything computed for the chosen range, in the spec's order (stat cards to User Behavior Analytics), then the Countries card (issue 26). */
export function AnalyticsDashboard({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <AnalyticsSummary dashboard={dashboard} />
      <BookmakerPerformanceCard bookmakers={dashboard.bookmakers} />
      <PredictiveAnalyticsCard dashboard={dashboard} />
      <ContentPerformanceCard pages={dashboard.content.pages} />
      <UserBehaviorCard behavior={dashboard.behavior} pageViews={dashboard.stats.pageViews.current} />
      <CountriesCard countries={dashboard.countries} />
    </>
  );
}
