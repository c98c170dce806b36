import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@eb/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { Progress } from "@eb/ui/progress";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { useTRPC } from "../../lib/trpc";
import { UsageChart } from "./usage-chart";

/** Spec 9: the monitor refreshes every 30 seconds. */
export const USAGE_REFRESH_MS = 30_000;

const BAR_TONE = { default: "default", secondary: "warning", destructive: "danger" } as const;
const formatPercent = (p: number) => `${p.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

/** Calls to the esports data provider in the last hour against the hourly limit. */
export function ApiUsageCard() {
  const trpc = useTRPC();
  const titleId = useId();
  const usage = useQuery(trpc.debug.apiUsage.queryOptions(undefined, { refetchInterval: USAGE_REFRESH_MS }));
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>API Usage Monitor</CardTitle>
        <CardDescription>Calls to the esports data provider in the last hour. Refreshes every 30 seconds.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <QueryBoundary query={usage} loadingLabel="Loading API usage...">
          {(u) => (
            <>
              <div className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm" id={`${titleId}-calls`}>
                    <span className="text-2xl font-bold" data-testid="api-calls">
                      {u.callsLastHour.toLocaleString("en-US")}
                    </span>{" "}
                    / {u.limit.toLocaleString("en-US")} calls this hour
                  </p>
                  <Badge variant={u.badge} size="lg" data-testid="api-usage-percent">
                    {formatPercent(u.percent)}
                  </Badge>
                </div>
                <Progress value={u.percent} aria-labelledby={`${titleId}-calls`} tone={BAR_TONE[u.badge]} />
                <p role="status" className={u.level === "normal" ? "text-sm text-slate-400" : "text-sm font-semibold text-red-400"}>
                  {u.statusText ?? "Usage is within the hourly limit."}
                </p>
              </div>
              <div className="flex flex-col gap-2">
                <h4 className="text-sm font-medium text-slate-300">Top endpoints (last hour)</h4>
                {u.topEndpoints.length === 0 ? (
                  <p className="text-sm text-slate-400">No calls in the last hour.</p>
                ) : (
                  <Table label="Top endpoints (last hour)">
                    <TableHeader>
                      <TableRow>
                        <TableHead>Endpoint</TableHead>
                        <TableHead className="text-right">Calls</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {u.topEndpoints.map((e) => (
                        <TableRow key={e.endpoint}>
                          <TableCell className="font-mono text-xs break-all">{e.endpoint}</TableCell>
                          <TableCell className="text-right">{e.calls}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </div>
              <UsageChart hourly={u.hourly} />
            </>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
