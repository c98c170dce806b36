import { Link } from "wouter";
import type { PublicMatch } from "@eb/api/shared";
import { GAME_SHORT_NAMES, logoFallback, matchButtonLabel, matchMarker, matchTimeLabel } from "@eb/api/shared";
import { useViewerClock } from "../lib/viewer-clock";
import { cn } from "@eb/ui/cn";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";

export function TeamLogo({ name, logo, size = "md" }: { name: string; logo: string | null | undefined; size?: "sm" | "md" }) {
  const box = size === "sm" ? "h-8 w-8 text-xs" : "h-10 w-10 text-sm";
  return logo ? (
    <img src={logo} alt="" width={40} height={40} loading="lazy" className={cn(box, "shrink-0 rounded-lg object-contain")} />
  ) : (
    <span aria-hidden className={cn(box, "flex shrink-0 items-center justify-center rounded-lg bg-slate-800 font-bold text-slate-300")}>
      {logoFallback(name)}
    </span>
  );
}

function TeamSide({ team, score, align }: { team: PublicMatch["teamA"]; score: number | null; align: "left" | "right" }) {
  const name = team?.name ?? "TBD";
  return (
    <div className={cn("flex min-w-0 flex-1 items-center gap-2", align === "right" && "flex-row-reverse text-right")}>
      <TeamLogo name={name} logo={team?.logo} />
      <span className="min-w-0 flex-1 truncate font-semibold">{name}</span>
      {score !== null && <span className="px-1 text-xl font-bold tabular-nums">{score}</span>}
    </div>
  );
}

/** Spec match card: game badge, time label, teams with logos or initials, scores, marker, context, bet button. */
export function MatchCard({ match, showBetButton = true }: { match: PublicMatch; showBetButton?: boolean }) {
  const { timeZone, now } = useViewerClock();
  const marker = matchMarker(match.status, match.winner);
  const context = [match.leagueName, match.serieName, match.tournamentName].filter(Boolean).join(" › ");
  return (
    <article
      className="flex min-w-0 flex-col rounded-xl border border-slate-800 bg-slate-900/70 p-4"
      aria-label={`${match.teamA?.name ?? "TBD"} vs ${match.teamB?.name ?? "TBD"}`}
    >
      <div className="mb-3 flex items-center justify-between gap-2 text-xs">
        <Badge variant="game">{GAME_SHORT_NAMES[match.game]}</Badge>
        <time dateTime={match.beginAt ?? undefined} className="text-slate-400">
          {match.beginAt ? matchTimeLabel(new Date(match.beginAt), now, timeZone) : "TBD"}
        </time>
      </div>
      <div className="flex items-center gap-2">
        <TeamSide team={match.teamA} score={match.teamAScore} align="left" />
        <span
          className={cn(
            "shrink-0 rounded px-2 py-1 text-xs font-bold",
            marker === "LIVE"
              ? "animate-pulse bg-red-600 text-white"
              : marker === "RESULT"
                ? "bg-emerald-500/20 text-emerald-300"
                : "bg-slate-800 text-slate-300",
          )}
        >
          {marker}
        </span>
        <TeamSide team={match.teamB} score={match.teamBScore} align="right" />
      </div>
      {match.status === "finished" && match.winner && <p className="mt-2 text-center text-xs text-slate-400">Winner: {match.winner}</p>}
      {context && (
        <p className="mt-3 truncate text-xs text-slate-400" title={context}>
          {context}
        </p>
      )}
      {showBetButton && (
        <Button asChild className="mt-4 w-full">
          <Link href="/bonuses">{matchButtonLabel(match.status)}</Link>
        </Button>
      )}
    </article>
  );
}
