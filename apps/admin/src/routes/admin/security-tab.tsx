import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Activity, AlertTriangle, Gauge, ShieldAlert } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useTRPC } from "../../lib/trpc";
import { useCspStatus } from "./use-csp-status";

const PERIODS = [
  { days: 1, label: "Last 24 hours" },
  { days: 7, label: "Last 7 days" },
  { days: 30, label: "Last 30 days" },
  { days: 90, label: "Last 90 days" },
] as const;
type Days = (typeof PERIODS)[number]["days"];

/** Security dashboard: counts from the server's own records, and what the server enforces. */
export function SecurityTab() {
  const trpc = useTRPC();
  const [days, setDays] = useState<Days>(7);
  const stats = useQuery(trpc.security.stats.queryOptions({ days }));
  const status = useQuery(trpc.security.status.queryOptions());
  const csp = useCspStatus();

  const cards = [
    { label: "Auth Attempts", value: stats.data?.authAttempts, icon: Activity },
    { label: "Failed Attempts", value: stats.data?.failedAttempts, icon: AlertTriangle },
    { label: "Rate Limit Hits", value: stats.data?.rateLimitHits, icon: Gauge },
    { label: "Admin Actions", value: stats.data?.adminActions, icon: ShieldAlert },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Security Dashboard</h2>
        <label className="flex items-center gap-2 text-sm">
          Period
          <select
            className="rounded-md border border-slate-700 bg-slate-950 px-2 py-1"
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as Days)}
          >
            {PERIODS.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {stats.isError && <p role="alert" className="text-sm text-red-400">Unable to load data. This might be a temporary issue.</p>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.label}>
            <CardHeader className="flex-row items-center justify-between pb-2">
              <CardTitle className="text-sm font-medium">{c.label}</CardTitle>
              <c.icon className="h-4 w-4 text-slate-400" aria-hidden />
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold" data-testid={`stat-${c.label}`}>
                {stats.isPending ? "…" : (c.value ?? 0)}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Security Monitoring</CardTitle>
          <CardDescription>What the server enforces right now</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-800 text-sm">
            <li className="flex items-center justify-between gap-2 py-3">
              <span>Content Security Policy</span>
              <Badge tone={csp === "active" ? "success" : csp === "missing" ? "danger" : "muted"}>
                {csp === "active" ? "Active" : csp === "missing" ? "Missing" : "Checking..."}
              </Badge>
            </li>
            <li className="flex items-center justify-between gap-2 py-3">
              <span>
                Rate Limiting
                {status.data && (
                  <span className="block text-xs text-slate-400">
                    Sign-in {status.data.rateLimiting.login}; admin changes {status.data.rateLimiting.adminMutations}; codes{" "}
                    {status.data.rateLimiting.verificationCodes}
                  </span>
                )}
              </span>
              <Badge tone={status.data?.rateLimiting.active ? "success" : "muted"}>{status.data?.rateLimiting.active ? "Active" : "Unknown"}</Badge>
            </li>
            <li className="flex items-center justify-between gap-2 py-3">
              <span>
                Audit Logging
                {status.data?.auditLogging.lastEntryAt && (
                  <span className="block text-xs text-slate-400">Last entry {new Date(status.data.auditLogging.lastEntryAt).toLocaleString()}</span>
                )}
              </span>
              <Badge tone={status.data?.auditLogging.active ? "success" : "muted"}>{status.data?.auditLogging.active ? "Active" : "Unknown"}</Badge>
            </li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
