import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { formatCount, formatPercent, shareOf } from "./analytics-format";
import type { PageStat } from "./dashboard-types";

const STEPS = [25, 50, 75, 100] as const;

/**
 * Spec 2: Content Performance Tracking, the 10 most viewed pages. A page's clicks are the tracked
 * clicks made on it (consented analytics events); the server's /go clicks are not counted per page here.
 */
export function ContentPerformanceCard({ pages }: { pages: PageStat[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Content Performance Tracking</CardTitle>
        <CardDescription>
          The 10 most viewed pages; tracked clicks are the consented bookmaker clicks made on each, click rate is tracked clicks per 100 views; scroll depth is
          the share of views that reached each step
        </CardDescription>
      </CardHeader>
      <CardContent>
        {pages.length === 0 ? (
          <p className="text-sm text-slate-400">No page views in this range.</p>
        ) : (
          <Table label="Most viewed pages">
            <TableHeader>
              <TableRow>
                <TableHead>Page</TableHead>
                <TableHead className="text-right">Views</TableHead>
                <TableHead className="text-right">Tracked clicks</TableHead>
                <TableHead className="text-right">Click rate</TableHead>
                {STEPS.map((s) => (
                  <TableHead key={s} className="text-right">
                    Scrolled {s}%
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {pages.map((p) => (
                <TableRow key={p.page}>
                  <TableCell className="max-w-64 truncate font-mono text-xs" title={p.page}>
                    {p.page}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(p.views)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(p.clicks)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatPercent(p.clickRate)}</TableCell>
                  {STEPS.map((s) => (
                    <TableCell key={s} className="text-right tabular-nums">
                      {formatPercent(shareOf(p.scroll[s], p.views))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
