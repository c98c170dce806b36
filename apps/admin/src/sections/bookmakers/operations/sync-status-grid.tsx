import { GAME_SHORT_NAMES } from "@eb/api/shared";
import { Badge, type BadgeProps } from "@eb/ui/badge";
import type { OperationsSnapshot } from "./operation-outcome";

type GridRow = OperationsSnapshot["grid"][number];

const STATUS_BADGE: Record<NonNullable<GridRow["status"]>, { label: string; variant: BadgeProps["variant"] }> = {
  success: { label: "success", variant: "success" },
  error: { label: "error", variant: "destructive" },
  syncing: { label: "syncing", variant: "default" },
  other: { label: "other", variant: "secondary" },
};

const when = (iso: string) => new Date(iso).toLocaleString();
const kindLabel = (kind: string) => kind[0]!.toUpperCase() + kind.slice(1);

function nextRun(row: GridRow, snapshot: OperationsSnapshot): string {
  if (!snapshot.scheduled || !row.nextRunAt) return "Scheduled sync off";
  return new Date(row.nextRunAt).getTime() <= new Date(snapshot.at).getTime() ? "Due now" : when(row.nextRunAt);
}

/** Per game and kind (spec: four columns on wide screens): status, and what an operator needs beside it. */
export function SyncStatusGrid({ snapshot }: { snapshot: OperationsSnapshot }) {
  return (
    <ul aria-label="Sync status" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {snapshot.grid.map((row) => {
        const name = `${GAME_SHORT_NAMES[row.game]} ${kindLabel(row.kind)}`;
        const badge = row.status ? STATUS_BADGE[row.status] : { label: "never synced", variant: "secondary" as const };
        return (
          <li key={`${row.game}:${row.kind}`} aria-label={name} className="flex flex-col gap-2 rounded-md border border-slate-800 p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{name}</span>
              <Badge variant={badge.variant}>{badge.label}</Badge>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              <dt className="text-slate-400">Last success</dt>
              <dd>{row.lastSuccessAt ? when(row.lastSuccessAt) : "Never"}</dd>
              <dt className="text-slate-400">Rows changed</dt>
              <dd className="tabular-nums">{row.rowsChanged ?? "-"}</dd>
              <dt className="text-slate-400">Next run</dt>
              <dd>{nextRun(row, snapshot)}</dd>
              <dt className="text-slate-400">Breaker</dt>
              <dd className={row.breaker.open ? "font-semibold text-red-400" : undefined}>
                {row.breaker.open && row.breaker.reopensAt
                  ? `Open (${row.breaker.reason === "rate_limit" ? "rate limited" : "failures"}) until ${when(row.breaker.reopensAt)}`
                  : "Closed"}
              </dd>
              {row.error && (
                <>
                  <dt className="text-slate-400">Last error</dt>
                  <dd className="break-words text-red-300">{row.error}</dd>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
