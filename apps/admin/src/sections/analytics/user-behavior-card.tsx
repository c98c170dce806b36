import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import type { Dashboard } from "./dashboard-types";
import { ShareList } from "./share-list";

/** Spec 2: User Behavior Analytics: session lengths (spec 9 buckets), devices, browsers, scroll depth. */
export function UserBehaviorCard({ behavior, pageViews }: { behavior: Dashboard["behavior"]; pageViews: number }) {
  const titleId = useId();
  const { sessionLengths: l, scrollDepth: s } = behavior;
  const classes = (list: { name: string; sessions: number }[]) => list.map((c) => ({ name: c.name, count: c.sessions }));
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>User Behavior Analytics</CardTitle>
        <CardDescription>Sessions in this range; device and browser are read from the user agent</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ShareList
          title="Session length"
          unit="sessions"
          empty="No sessions started in this range."
          items={[
            { name: "Short (under 30 s)", count: l.short },
            { name: "Medium (30 s–3 min)", count: l.medium },
            { name: "Long (over 3 min)", count: l.long },
          ]}
        />
        <ShareList title="Devices" unit="sessions" empty="No sessions in this range." items={classes(behavior.devices)} />
        <ShareList title="Browsers" unit="sessions" empty="No sessions in this range." items={classes(behavior.browsers)} />
        <ShareList
          title="Scroll depth (share of page views)"
          unit="views"
          total={pageViews}
          empty="No page views in this range."
          items={([25, 50, 75, 100] as const).map((step) => ({ name: `Reached ${step}%`, count: s[step] }))}
        />
      </CardContent>
    </Card>
  );
}
