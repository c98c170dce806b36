import { useQuery } from "@tanstack/react-query";
import { Badge } from "@eb/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { useTRPC } from "../../lib/trpc";
import { StatusRow } from "../status-row";
import { useCspStatus } from "./use-csp-status";

const CSP_BADGE = {
  checking: { variant: "secondary", text: "Checking..." },
  active: { variant: "success", text: "Active" },
  missing: { variant: "destructive", text: "Missing" },
} as const;

/** Status rows read from what the server sends and records, not fixed sample values. */
export function SecurityMonitoring() {
  const trpc = useTRPC();
  const status = useQuery(trpc.security.status.queryOptions());
  const csp = CSP_BADGE[useCspStatus()];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security Monitoring</CardTitle>
        <CardDescription>What the server enforces right now</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <ul className="divide-y divide-slate-800">
          <StatusRow name="Content Security Policy" badge={<Badge variant={csp.variant}>{csp.text}</Badge>} />
        </ul>
        <QueryBoundary query={status} loadingLabel="Loading status...">
          {({ rateLimiting, auditLogging }) => (
            <ul className="divide-y divide-slate-800 border-t border-slate-800">
              <StatusRow
                name="Rate Limiting"
                detail={`Sign-in ${rateLimiting.login}; admin changes ${rateLimiting.adminMutations}; codes ${rateLimiting.verificationCodes}. ${rateLimiting.hitsLast24h} refused in the last 24 hours.`}
                badge={<Badge variant={rateLimiting.active ? "success" : "destructive"}>{rateLimiting.active ? "Active" : "Inactive"}</Badge>}
              />
              <StatusRow
                name="Audit Logging"
                detail={auditLogging.lastEntryAt ? `Last entry ${new Date(auditLogging.lastEntryAt).toLocaleString()}` : "No entries yet"}
                badge={<Badge variant={auditLogging.active ? "success" : "destructive"}>{auditLogging.active ? "Active" : "Inactive"}</Badge>}
              />
            </ul>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
