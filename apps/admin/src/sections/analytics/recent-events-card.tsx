import { useId } from "react";
import { History } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import type { Dashboard } from "./dashboard-types";
import { EventGroupList } from "./event-group-list";

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
        <CardDescription>The latest events, newest first; a run of one kind is one row</CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-slate-400">No events yet.</p>
        ) : (
          <EventGroupList
            label="Recent events"
            events={events.map((e) => ({ id: e.id, type: e.type, where: e.bookmaker, at: e.at }))}
            formatTime={(iso) => new Date(iso).toLocaleString()}
            placeholder="No bookmaker"
          />
        )}
      </CardContent>
    </Card>
  );
}
