import { BookmakerPerformanceCard } from "./bookmaker-performance-card";
import { ContentPerformanceCard } from "./content-performance-card";
import type { Dashboard } from "./dashboard-types";
import { PredictiveAnalyticsCard } from "./predictive-analytics-card";
import { RecentEventsCard } from "./recent-events-card";
import { StatCards } from "./stat-cards";
import { TopBookmakersCard } from "./top-bookmakers-card";
import { TrafficCard } from "./traffic-card";
import { UserBehaviorCard } from "./user-behavior-card";

/** Everything computed for the chosen range, in the spec's order (stat cards to User Behavior Analytics). */
export function AnalyticsDashboard({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <StatCards dashboard={dashboard} />
      <TrafficCard dashboard={dashboard} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <TopBookmakersCard top={dashboard.bookmakers.top} />
        <RecentEventsCard events={dashboard.recentEvents} />
      </div>
      <BookmakerPerformanceCard bookmakers={dashboard.bookmakers} />
      <PredictiveAnalyticsCard dashboard={dashboard} />
      <ContentPerformanceCard pages={dashboard.content.pages} />
      <UserBehaviorCard behavior={dashboard.behavior} pageViews={dashboard.stats.pageViews.current} />
    </>
  );
}
