import { Eye, MousePointerClick, Percent, Users } from "lucide-react";
import { changeText, formatCount, formatPercent } from "./analytics-format";
import type { Dashboard } from "./dashboard-types";
import { StatCard } from "./stat-card";

/**
 * Spec 2: Page Views, Bookmaker Clicks, Unique Sessions, Conversion Rate (clicks per session). The
 * spec's titles stay; the subtitles name the measure: Bookmaker Clicks and the conversion rate are
 * tracked clicks (consented events), with the server's /go clicks beside them, never added.
 */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  const { stats, range } = dashboard;
  const change = (f: Dashboard["stats"]["pageViews"]) => changeText(f, range.preset);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard title="Page Views" icon={Eye} value={formatCount(stats.pageViews.current)} change={change(stats.pageViews)} />
      <StatCard
        title="Bookmaker Clicks"
        subtitle="Tracked clicks"
        icon={MousePointerClick}
        value={formatCount(stats.bookmakerClicks.current)}
        change={change(stats.bookmakerClicks)}
      >
        <p className="text-xs text-slate-400" data-testid="redirect-clicks">
          Tracked with analytics consent. Separately:{" "}
          {stats.redirectClicks.current === 1 ? "1 server-side /go click" : `${formatCount(stats.redirectClicks.current)} server-side /go clicks`} (no consent
          needed)
        </p>
      </StatCard>
      <StatCard title="Unique Sessions" icon={Users} value={formatCount(stats.uniqueSessions.current)} change={change(stats.uniqueSessions)} />
      <StatCard
        title="Conversion Rate"
        subtitle="Tracked clicks per session"
        icon={Percent}
        value={formatPercent(stats.conversionRate.current)}
        change={change(stats.conversionRate)}
      />
    </div>
  );
}
