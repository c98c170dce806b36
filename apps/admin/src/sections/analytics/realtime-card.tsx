import { useId } from "react";
import { Activity } from "lucide-react";
import { Badge } from "@eb/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { countOf } from "../../lib/format";
import { EventGroupList } from "./event-group-list";
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
          <Figure label="Tracked clicks" value={snapshot?.bookmakerClicks} />
          <Figure label="Active sessions" value={snapshot?.activeSessions} />
        </dl>
        {snapshot && snapshot.latest.length === 0 && <p className="text-sm text-slate-400">No events in the last hour.</p>}
        {snapshot && (
          // Testers browse with headless browsers: their visits are left out on purpose, and this says so.
          <p data-testid="bot-events" className="text-xs text-slate-400">
            Left out as bots and headless browsers in the last hour: {snapshot.botEvents === 0 ? "no events" : countOf(snapshot.botEvents, "event", "events")}.
          </p>
        )}
        {snapshot && snapshot.latest.length > 0 && (
          <EventGroupList
            label="Latest events"
            events={snapshot.latest.map((e) => ({ id: e.id, type: e.type, where: e.bookmaker ?? e.page, at: e.at }))}
            formatTime={(iso) => new Date(iso).toLocaleTimeString()}
          />
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
