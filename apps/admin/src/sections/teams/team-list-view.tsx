import { Badge } from "@eb/ui/badge";
import type { Region } from "./team-edits";

/** A game's regions and their teams, as the game guide lists them. */
export function TeamListView({ regions }: { regions: readonly Region[] }) {
  if (regions.length === 0) return <p className="text-sm text-slate-400">No regions yet. Choose Edit Teams to add one.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {regions.map((r) => (
        <li key={r.name} className="rounded-lg border border-slate-800 bg-slate-950/40 p-4">
          <h4 className="flex items-center justify-between gap-2 font-semibold">
            <span className="min-w-0 break-words">{r.name}</span>
            <Badge variant="secondary">{r.teams.length}</Badge>
          </h4>
          {r.teams.length === 0 ? (
            <p className="mt-2 text-sm text-slate-400">No teams yet</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm text-slate-300">
              {r.teams.map((t) => (
                <li key={t} className="break-words">
                  {t}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
