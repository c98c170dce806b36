import { formatCount, formatPercent } from "./analytics-format";
import type { PageStat } from "./dashboard-types";
import { InsightBlock } from "./insight-block";

/** Pages read often (over 10 views) whose visitors rarely click (under 5% tracked click rate): the top 2. */
export function ContentOpportunities({ pages }: { pages: PageStat[] }) {
  return (
    <InsightBlock title="Content opportunities">
      <p className="text-xs text-slate-400">Over 10 views and under 5% tracked click rate</p>
      {pages.length === 0 ? (
        <p className="text-sm text-slate-400">No page fits.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {pages.map((p) => (
            <li key={p.page} className="flex justify-between gap-3">
              <span className="min-w-0 truncate font-mono text-xs">{p.page}</span>
              <span className="whitespace-nowrap tabular-nums text-slate-300">
                {formatCount(p.views)} views · {formatPercent(p.clickRate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </InsightBlock>
  );
}
