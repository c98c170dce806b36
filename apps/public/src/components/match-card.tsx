import { Link } from "wouter";
import type { PublicMatch } from "@eb/api/shared";
import { GAME_SHORT_NAMES, logoFallback, matchButtonLabel, matchMarker, matchTimeLabel } from "@eb/api/shared";
import { useViewerClock } from "../lib/viewer-clock";

function TeamSide({ team, score, align }: { team: PublicMatch["teamA"]; score: number | null; align: "left" | "right" }) {
  const name = team?.name ?? "TBD";
  return (
    <div className={`flex min-w-0 flex-1 items-center gap-3 ${align === "right" ? "flex-row-reverse text-right" : ""}`}>
      {team?.logo ? (
        <img src={team.logo} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded-lg object-contain" />
      ) : (
        <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-800 text-sm font-bold text-slate-300">
          {logoFallback(name)}
        </span>
      )}
      <span className="truncate font-semibold">{name}</span>
      {score !== null && <span className="ml-auto px-2 text-xl font-bold tabular-nums">{score}</span>}
    </div>
  );
}

export function MatchCard({ match, showBetButton = true }: { match: PublicMatch; showBetButton?: boolean }) {
  const { timeZone, now } = useViewerClock();
  const marker = matchMarker(match.status, match.winner);
  const context = [match.leagueName, match.serieName, match.tournamentName].filter(Boolean).join(" › ");
  return (
    <article className="rounded-xl border border-slate-800 bg-slate-900/70 p-4" aria-label={`${match.teamA?.name ?? "TBD"} vs ${match.teamB?.name ?? "TBD"}`}>
      <div className="mb-3 flex items-center justify-between text-xs">
        <span className="rounded bg-emerald-500/15 px-2 py-0.5 font-semibold text-emerald-300">{GAME_SHORT_NAMES[match.game]}</span>
        <time dateTime={match.beginAt ?? undefined} className="text-slate-400">
          {match.beginAt ? matchTimeLabel(new Date(match.beginAt), now, timeZone) : "TBD"}
        </time>
      </div>
      <div className="flex items-center gap-2">
        <TeamSide team={match.teamA} score={match.teamAScore} align="left" />
        <span className={`shrink-0 rounded px-2 py-1 text-xs font-bold ${marker === "LIVE" ? "bg-red-600 text-white" : "bg-slate-800 text-slate-300"}`}>{marker}</span>
        <TeamSide team={match.teamB} score={match.teamBScore} align="right" />
      </div>
      {context && <p className="mt-3 truncate text-xs text-slate-400">{context}</p>}
      {showBetButton && (
        <Link href="/bonuses" className="mt-4 block rounded-lg bg-emerald-500 px-4 py-2 text-center text-sm font-semibold text-emerald-950 hover:bg-emerald-400">
          {matchButtonLabel(match.status)}
        </Link>
      )}
    </article>
  );
}
