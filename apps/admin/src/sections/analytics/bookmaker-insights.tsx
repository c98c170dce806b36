import { formatCount, significanceText } from "./analytics-format";
import type { BookmakerPerformance } from "./dashboard-types";
import { InsightBlock } from "./insight-block";
import { TrendLabel } from "./trend-label";

/** Bookmakers whose tracked clicks moved significantly (above 0.7), as the server picks them. */
export function BookmakerInsights({ insights }: { insights: BookmakerPerformance[] }) {
  return (
    <InsightBlock title="Bookmaker insights">
      {insights.length === 0 ? (
        <p className="text-sm text-slate-400">No significant change in any bookmaker's tracked clicks.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {insights.map((b) => (
            <li key={b.id} className="flex flex-col">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{b.name}</span>
                <TrendLabel trend={b.trend} change={b.change} hasPrevious={b.previousClicks !== null} />
              </span>
              <span className="text-xs text-slate-400">
                {formatCount(b.clicks)} tracked clicks, previously {formatCount(b.previousClicks ?? 0)};{" "}
                {b.significance !== null && significanceText(b.significance)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </InsightBlock>
  );
}
