import { formatCount, formatDecimal, utcHourSpan } from "./analytics-format";
import type { Dashboard } from "./dashboard-types";
import { InsightBlock } from "./insight-block";

/** Hours of the day (UTC) with over 1.5 times the average hour's page views, busiest first. */
export function PeakHours({ peak }: { peak: Dashboard["predictions"]["peakHours"] }) {
  return (
    <InsightBlock title="Peak hours (UTC)">
      <p className="text-xs text-slate-400">Hours above 1.5 × the hourly average of {formatDecimal(peak.average)} page views</p>
      {peak.hours.length === 0 ? (
        <p className="text-sm text-slate-400">No hour stands out.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {peak.hours.map((h) => (
            <li key={h.hour} className="flex justify-between gap-3">
              <span>{utcHourSpan(h.hour)}</span>
              <span className="tabular-nums text-slate-300">{formatCount(h.pageViews)} views</span>
            </li>
          ))}
        </ul>
      )}
    </InsightBlock>
  );
}
