import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { formatCount, formatDecimal, formatPercent } from "./analytics-format";
import type { Dashboard } from "./dashboard-types";
import { TrendLabel } from "./trend-label";

const previousText = (n: number | null) => (n === null ? "no earlier period" : `previous ${formatCount(n)}`);

/**
 * Spec 2: Bookmaker Performance Analysis. Tracked clicks (analytics consent) and server-side /go
 * clicks are different counts and stay in separate columns; rates and the revenue score use tracked clicks.
 */
export function BookmakerPerformanceCard({ bookmakers }: { bookmakers: Dashboard["bookmakers"] }) {
  const titleId = useId();
  const noteId = useId();
  const { performance, unmatchedClicks } = bookmakers;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Bookmaker Performance Analysis</CardTitle>
        <CardDescription>Per bookmaker in this range, highest revenue score first</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {performance.length === 0 ? (
          <p className="text-sm text-slate-400">No tracked clicks or /go clicks in this range or the one before.</p>
        ) : (
          <Table label="Bookmaker performance" aria-describedby={noteId}>
            <TableHeader>
              <TableRow>
                <TableHead>Bookmaker</TableHead>
                <TableHead className="text-right">Tracked clicks</TableHead>
                <TableHead className="text-right">Click rate</TableHead>
                <TableHead className="text-right">Conversion</TableHead>
                <TableHead>Trend</TableHead>
                <TableHead className="text-right">Revenue score</TableHead>
                <TableHead className="text-right">/go clicks</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {performance.map((b) => (
                <TableRow key={b.id}>
                  <TableCell className="font-medium">{b.name}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(b.clicks)}
                    <span className="block text-xs text-slate-400">{previousText(b.previousClicks)}</span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatPercent(b.clickRate)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatPercent(b.conversion)}</TableCell>
                  <TableCell>
                    <TrendLabel trend={b.trend} change={b.change} hasPrevious={b.previousClicks !== null} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatDecimal(b.revenueScore)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(b.redirectClicks)}
                    <span className="block text-xs text-slate-400">{previousText(b.previousRedirectClicks)}</span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <div id={noteId} className="flex flex-col gap-1 text-xs text-slate-400">
          <p>
            Tracked clicks come from visitors who accepted analytics cookies. /go clicks are counted by the server&apos;s /go redirect itself, for every
            visitor, without consent: the two counts differ and are never added together. Click rate is tracked clicks per 100 page views; conversion is tracked
            clicks per 100 sessions; revenue score = min(100, 2 × click rate + 3 × conversion + tracked clicks / 10).
          </p>
          {unmatchedClicks > 0 && (
            <p>
              * {unmatchedClicks === 1 ? "1 tracked click" : `${formatCount(unmatchedClicks)} tracked clicks`} named no known bookmaker: counted in the totals,
              listed in no row.
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
