import { useId } from "react";
import { History } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import type { Dashboard } from "./dashboard-types";
import { eventTypeLabel } from "./event-labels";

/** Spec 2: the 5 latest visitor events, each with type, bookmaker and date. */
export function RecentEventsCard({ events }: { events: Dashboard["recentEvents"] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <History className="size-5 text-link" aria-hidden />
          Recent Events
        </CardTitle>
        <CardDescription>The latest events, newest first</CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-slate-400">No events yet.</p>
        ) : (
          <ul aria-label="Recent events" className="flex flex-col divide-y divide-slate-800 text-sm">
            {events.map((e) => (
              <li key={e.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{eventTypeLabel(e.type)}</span>
                  <span className="block truncate text-xs text-slate-400">{e.bookmaker ?? "No bookmaker"}</span>
                </span>
                <time dateTime={e.at} className="text-xs whitespace-nowrap text-slate-400">
                  {new Date(e.at).toLocaleString()}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
