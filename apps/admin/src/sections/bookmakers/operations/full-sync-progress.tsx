import { GAME_SHORT_NAMES } from "@eb/api/shared";
import { Progress } from "@eb/ui/progress";
import type { Operation } from "./operation-outcome";

type SyncProgress = {
  sourcesTotal: number;
  sourcesDone: number;
  current: { game: keyof typeof GAME_SHORT_NAMES; kind: string } | null;
  pagesFetched: number;
  inserted: number;
  updated: number;
  callsLeftThisHour: number | null;
};

const n = (v: number) => v.toLocaleString("en-US");

/** What the running (or last) full sync has done: which source, pages, rows, calls left this hour. */
export function FullSyncProgress({ op, hourlyLimit }: { op: Operation; hourlyLimit: number }) {
  const p = op.progress as SyncProgress | null;
  const running = op.status === "running";
  const headline =
    op.status === "queued"
      ? "Waiting for the server running scheduled syncs..."
      : running && p?.current
        ? `Syncing ${GAME_SHORT_NAMES[p.current.game]} ${p.current.kind}...`
        : running
          ? "Syncing..."
          : `Last full sync finished ${op.finishedAt ? new Date(op.finishedAt).toLocaleString() : ""}`;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-800 p-3" data-testid="full-sync-progress">
      <p className="text-sm font-medium" aria-live="polite">
        {headline}
      </p>
      {p && (
        <>
          <Progress value={p.sourcesDone} max={p.sourcesTotal} aria-label="Data sources synced" />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
            <Figure label="Data sources" value={`${p.sourcesDone}/${p.sourcesTotal}`} />
            <Figure label="Pages fetched" value={n(p.pagesFetched)} />
            <Figure label="Rows inserted" value={n(p.inserted)} />
            <Figure label="Rows updated" value={n(p.updated)} />
            <Figure label="Calls left this hour" value={p.callsLeftThisHour === null ? "-" : `${n(p.callsLeftThisHour)} / ${n(hourlyLimit)}`} />
          </dl>
        </>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
