import { useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Activity, AlertTriangle, Gauge, ShieldAlert } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@eb/ui/card";
import { Label } from "@eb/ui/input";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@eb/ui/select";
import { SECURITY_PERIODS, type SecurityPeriodDays } from "@eb/api/contracts";
import { useTRPC } from "../../lib/trpc";

// Security events are kept 30 days (privacy policy), so no period reaches further back.
const PERIOD_LABELS: Record<SecurityPeriodDays, string> = { 1: "Last 24 hours", 7: "Last 7 days", 30: "Last 30 days" };
const PERIODS = SECURITY_PERIODS.map((days) => ({ days, label: PERIOD_LABELS[days] }));
type Days = SecurityPeriodDays;

const CARDS = [
  { key: "authAttempts", label: "Auth Attempts", icon: Activity },
  { key: "failedAttempts", label: "Failed Attempts", icon: AlertTriangle },
  { key: "rateLimitHits", label: "Rate Limit Hits", icon: Gauge },
  { key: "adminActions", label: "Admin Actions", icon: ShieldAlert },
] as const;

export function SecurityStats() {
  const trpc = useTRPC();
  const periodId = useId();
  const [days, setDays] = useState<Days>(7);
  // The previous period's figures stay on screen while another period loads.
  const stats = useQuery(trpc.security.stats.queryOptions({ days }, { placeholderData: keepPreviousData }));

  return (
    <section aria-labelledby={`${periodId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${periodId}-title`} className="text-xl font-semibold">
          Security Dashboard
        </h2>
        <div className="flex items-center gap-2">
          <Label htmlFor={periodId}>Period</Label>
          <Select value={String(days)} onValueChange={(v) => setDays(Number(v) as Days)}>
            <SelectTrigger id={periodId} className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PERIODS.map((p) => (
                <SelectItem key={p.days} value={String(p.days)}>
                  {p.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <QueryBoundary query={stats} loadingLabel="Loading security figures...">
        {(data) => (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {CARDS.map((c) => (
              <Card key={c.key}>
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle className="text-sm font-medium">{c.label}</CardTitle>
                    <c.icon className="size-4 text-slate-400" aria-hidden />
                  </div>
                </CardHeader>
                <CardContent>
                  <p className="text-2xl font-bold" data-testid={`stat-${c.label}`}>
                    {data[c.key]}
                  </p>
                </CardContent>
              </Card>
            ))}
          </div>
        )}
      </QueryBoundary>
    </section>
  );
}
