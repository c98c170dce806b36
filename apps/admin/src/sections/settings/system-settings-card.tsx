import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@eb/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { countOf } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { StatusRow } from "../status-row";

function OnOff({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return <Badge variant={on ? "success" : "secondary"}>{on ? onText : offText}</Badge>;
}

/** Spec labels and words (Active / Enabled), with the state this server actually runs with. */
export function SystemSettingsCard() {
  const trpc = useTRPC();
  const status = useQuery(trpc.system.status.queryOptions());
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>System Settings</CardTitle>
        <CardDescription>Site-wide features</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryBoundary query={status} loadingLabel="Loading system settings...">
          {({ cookieConsent, analyticsTracking, affiliateTracking }) => (
            <ul className="divide-y divide-slate-800" data-testid="system-settings">
              <StatusRow name="Cookie Consent" badge={<OnOff on={cookieConsent.active} onText="Active" offText="Inactive" />} />
              <StatusRow
                name="Analytics Tracking"
                detail={`${countOf(analyticsTracking.eventsLast24h, "event", "events")} in the last 24 hours${
                  analyticsTracking.lastEventAt ? `; last ${new Date(analyticsTracking.lastEventAt).toLocaleString()}` : ""
                }`}
                badge={<OnOff on={analyticsTracking.enabled} onText="Enabled" offText="Disabled" />}
              />
              <StatusRow
                name="Affiliate Tracking"
                detail={`${countOf(affiliateTracking.clicksLast24h, "/go click", "/go clicks")} in the last 24 hours; ${countOf(affiliateTracking.activeRedirects, "active redirect", "active redirects")}`}
                badge={<OnOff on={affiliateTracking.enabled} onText="Enabled" offText="Disabled" />}
              />
            </ul>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
