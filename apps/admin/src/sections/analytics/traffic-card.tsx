import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@eb/ui/card";
import type { Dashboard } from "./dashboard-types";
import { TrafficChart } from "./traffic-chart";

/** The traffic chart of the range, in its card. */
export function TrafficCard({ dashboard }: { dashboard: Dashboard }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Traffic</CardTitle>
      </CardHeader>
      <CardContent>
        <TrafficChart traffic={dashboard.traffic} grain={dashboard.range.chartGrain} />
      </CardContent>
    </Card>
  );
}
