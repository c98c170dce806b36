import { useId } from "react";
import { Activity } from "lucide-react";
import { Badge } from "@eb/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { eventTypeLabel } from "./event-labels";
import { useRealtime } from "./use-realtime";

/** Spec: Real-Time Updates, the last hour; 'Connected' while the stream is open, 'Disconnected' / 'Connection lost' when it drops. */
export function RealtimeCard() {
  const { snapshot, connected } = useRealtime();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <Activity className="size-5 text-link" aria-hidden />
            Real-Time Updates
          </CardTitle>
          <Badge variant={connected ? "success" : "destructive"} aria-live="polite">
            {connected ? "Connected" : "Disconnected"}
          </Badge>
        </div>
        <CardDescription>{connected ? "Last hour, updated as events arrive" : "Connection lost"}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-3 gap-3 text-center">
          <Figure label="Page views" value={snapshot?.pageViews} />
          <Figure label="Bookmaker clicks" value={snapshot?.bookmakerClicks} />
          <Figure label="Active sessions" value={snapshot?.activeSessions} />
        </dl>
        {snapshot && snapshot.latest.length === 0 && <p className="text-sm text-slate-400">No events in the last hour.</p>}
        {snapshot && snapshot.latest.length > 0 && (
          <ul aria-label="Latest events" className="flex flex-col divide-y divide-slate-800 text-sm">
            {snapshot.latest.map((e) => (
              <li key={e.id} className="flex items-center justify-between gap-3 py-1.5">
                <span>
                  {eventTypeLabel(e.type)}
                  <span className="block text-xs text-slate-400">{e.bookmaker ?? e.page ?? ""}</span>
                </span>
                <time dateTime={e.at} className="text-xs whitespace-nowrap text-slate-400">
                  {new Date(e.at).toLocaleTimeString()}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex flex-col rounded-md border border-slate-800 p-2">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value === undefined ? "-" : value.toLocaleString("en-US")}</dd>
    </div>
  );
}
