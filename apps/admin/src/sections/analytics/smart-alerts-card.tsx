import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { BellRing, CheckCircle2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { useTRPC } from "../../lib/trpc";
import { SmartAlertItem } from "./smart-alert-item";
import { MINUTE_MS } from "@eb/api/shared";

/** Spec 9: Smart Alerts refetch every 60 s. */
export const ALERTS_REFETCH_MS = MINUTE_MS;

/** Spec 2: Smart Alerts, the rules of spec 9 over the last 2 and 48 hours, evaluated on the server. */
export function SmartAlertsCard() {
  const trpc = useTRPC();
  const titleId = useId();
  const alerts = useQuery(trpc.analytics.alerts.queryOptions(undefined, { refetchInterval: ALERTS_REFETCH_MS }));
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <BellRing className="size-5 text-link" aria-hidden />
          Smart Alerts
        </CardTitle>
        <CardDescription>Page views and tracked clicks checked every minute</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryBoundary
          query={alerts}
          loadingLabel="Checking for alerts..."
          isEmpty={(d) => d.alerts.length === 0}
          empty={
            <p className="flex items-center gap-2 text-sm text-slate-300">
              <CheckCircle2 className="size-4 text-emerald-400" aria-hidden />
              No alerts: traffic and tracked clicks look normal.
            </p>
          }
        >
          {(d) => (
            <ul aria-label="Active alerts" aria-live="polite" className="flex flex-col gap-2">
              {d.alerts.map((a) => (
                <SmartAlertItem key={a.kind} alert={a} />
              ))}
            </ul>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
