import { useId } from "react";
import { Trophy } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { formatCount, formatPercent } from "./analytics-format";
import type { Dashboard } from "./dashboard-types";

/** Spec 2: the top 5 bookmakers by tracked clicks, each with its count and share of all tracked clicks. */
export function TopBookmakersCard({ top }: { top: Dashboard["bookmakers"]["top"] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Trophy className="size-5 text-amber-300" aria-hidden />
          Top Performing Bookmakers
        </CardTitle>
        <CardDescription>By tracked clicks in this range</CardDescription>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <p className="text-sm text-slate-400">No tracked clicks in this range.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {top.map((b, i) => (
              <li key={b.id} className="flex flex-col gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium">
                    <span className="text-slate-400">{i + 1}. </span>
                    {b.name}
                  </span>
                  <span className="whitespace-nowrap tabular-nums text-slate-300">
                    {b.clicks === 1 ? "1 tracked click" : `${formatCount(b.clicks)} tracked clicks`} · {formatPercent(b.share)}
                  </span>
                </div>
                <div aria-hidden className="h-1.5 rounded-full bg-slate-800">
                  <div className="h-full rounded-full" style={{ width: `${Math.min(100, b.share)}%`, backgroundColor: "var(--view-primary, #3b82f6)" }} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
