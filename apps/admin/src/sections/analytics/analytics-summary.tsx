import type { Dashboard } from "./dashboard-types";
import { RecentEventsCard } from "./recent-events-card";
import { StatCards } from "./stat-cards";
import { TopBookmakersCard } from "./top-bookmakers-card";
import { TrafficCard } from "./traffic-card";

/** The analytics-summary component: stat cards, traffic, top bookmakers and recent events. */
export function AnalyticsSummary({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <StatCards dashboard={dashboard} />
      <TrafficCard dashboard={dashboard} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <TopBookmakersCard top={dashboard.bookmakers.top} />
        <RecentEventsCard events={dashboard.recentEvents} />
      </div>
    </>
  );
}
