import { Link } from "wouter";
import { formatDate, teamPath, type Game, type TeamResult } from "@eb/api/shared";
import { useViewerClock } from "../lib/viewer-clock";
import { cn } from "@eb/ui/cn";

const OUTCOME_WORD = { W: "Win", L: "Loss", D: "Draw" } as const;
const OUTCOME_STYLE = { W: "bg-emerald-700", L: "bg-red-700", D: "bg-slate-600" } as const;

/** W, L or D on a coloured square, named in words for screen readers; a dash when the archive cannot say. */
export function OutcomeBadge({ outcome }: { outcome: TeamResult["outcome"] }) {
  if (!outcome) {
    return (
      <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded bg-slate-800 text-xs font-bold text-slate-300" title="Unknown">
        <span aria-hidden>–</span>
        <span className="sr-only">Result unknown</span>
      </span>
    );
  }
  return (
    <span
      className={cn("flex h-7 w-7 shrink-0 items-center justify-center rounded text-xs font-bold text-white", OUTCOME_STYLE[outcome])}
      title={OUTCOME_WORD[outcome]}
    >
      <span aria-hidden>{outcome}</span>
      <span className="sr-only">{OUTCOME_WORD[outcome]}</span>
    </span>
  );
}

const score = (n: number | null) => (n === null ? "–" : String(n));

/**
 * Results from one team's side, newest first: outcome, opponent (with its page when the archive has
 * its id), score and date. `empty` says what an empty list means.
 */
export function TeamResultList({ game, results, empty }: { game: Game; results: TeamResult[]; empty: string }) {
  const { timeZone } = useViewerClock();
  if (results.length === 0) return <p className="text-sm text-slate-400">{empty}</p>;
  return (
    <ol className="space-y-2">
      {results.map((r) => (
        <li key={r.matchId} className="flex items-center gap-3 rounded-lg border border-slate-800 bg-slate-900/60 px-3 py-2 text-sm">
          <OutcomeBadge outcome={r.outcome} />
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
            <span className="text-slate-400">vs </span>
            {r.opponent ? (
              r.opponent.id !== null ? (
                <Link href={teamPath(game, r.opponent.id, r.opponent.name)} className="font-medium text-slate-100 hover:text-emerald-300 hover:underline">
                  {r.opponent.name}
                </Link>
              ) : (
                <span className="font-medium">{r.opponent.name}</span>
              )
            ) : (
              <span className="font-medium">TBD</span>
            )}
            {r.tournamentName && <span className="block text-xs text-slate-400">{r.tournamentName}</span>}
          </span>
          <span className="shrink-0 text-right">
            <span className="block font-bold tabular-nums">
              {score(r.score)}–{score(r.opponentScore)}
            </span>
            <time dateTime={r.finishedAt} className="block text-xs text-slate-400">
              {formatDate(new Date(r.finishedAt), timeZone)}
            </time>
          </span>
        </li>
      ))}
    </ol>
  );
}
