import { Link } from "wouter";
import type { PublicMatch } from "@eb/api/shared";
import { GAME_SHORT_NAMES, logoFallback, matchButtonLabel, matchMarker, matchPath, matchTimeLabel } from "@eb/api/shared";
import { teamTileBackground } from "../lib/team-tile";
import { useViewerClock } from "../lib/viewer-clock";
import { cn } from "@eb/ui/cn";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { LiveMarker } from "./live-marker";
import { CardBestOdds } from "./odds/card-best-odds";

const LOGO_BOX = { sm: "h-8 w-8 text-xs", md: "h-10 w-10 text-sm", lg: "h-16 w-16 text-xl" } as const;

export function TeamLogo({ name, logo, size = "md" }: { name: string; logo: string | null | undefined; size?: keyof typeof LOGO_BOX }) {
  const box = LOGO_BOX[size];
  const px = size === "lg" ? 64 : 40;
  return logo ? (
    <img src={logo} alt="" width={px} height={px} loading={size === "lg" ? "eager" : "lazy"} className={cn(box, "shrink-0 rounded-lg object-contain")} />
  ) : (
    // Round and in the team's colour: never the grey "VS" marker's box (see team-tile.ts).
    <span
      aria-hidden
      data-team-tile
      className={cn(box, "flex shrink-0 items-center justify-center rounded-full font-bold text-white ring-2 ring-white/15")}
      style={{ backgroundColor: teamTileBackground(name) }}
    >
      {logoFallback(name)}
    </span>
  );
}

const score = (n: number | null) => (n === null ? "–" : String(n));

/**
 * The only part of a card that reads the viewer's clock: after hydration the clock switches from the
 * server's zone and instant to the visitor's, and only these labels render again, not whole cards
 * (a list holds up to 100).
 */
function MatchTime({ beginAt }: { beginAt: string | null }) {
  const { timeZone, now } = useViewerClock();
  return (
    <time dateTime={beginAt ?? undefined} className="text-slate-400">
      {beginAt ? matchTimeLabel(new Date(beginAt), now, timeZone) : "TBD"}
    </time>
  );
}

/**
 * Spec match card: game badge, time label, teams with logos or initials, scores, marker, context, bet
 * button. The teams and score link to the match page (issue 24); the button goes to /bonuses, and a
 * finished match's reads 'View Result' and opens the match page (the spec's rule).
 */
export function MatchCard({ match, showBetButton = true }: { match: PublicMatch; showBetButton?: boolean }) {
  const marker = matchMarker(match.status, match.winner);
  const context = [match.leagueName, match.serieName, match.tournamentName].filter(Boolean).join(" › ");
  const a = match.teamA?.name ?? "TBD";
  const b = match.teamB?.name ?? "TBD";
  const hasScore = match.teamAScore !== null || match.teamBScore !== null;
  const page = matchPath(match.game, match.id, match.teamA?.name, match.teamB?.name);
  return (
    <article className="flex min-w-0 flex-col rounded-xl border border-slate-800 bg-slate-900/70 p-4" aria-label={`${a} vs ${b}`}>
      <div className="mb-3 flex items-center justify-between gap-2 text-xs">
        <Badge variant="game">{GAME_SHORT_NAMES[match.game]}</Badge>
        <MatchTime beginAt={match.beginAt} />
      </div>
      {/* Logos on the first row, names under them with half the card each: a name wraps (anywhere,
          for one long word) instead of being cut, since who plays whom is what a card must say.
          No wrapper per side, to keep a long list's DOM small. */}
      <Link
        href={page}
        data-match-link
        className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center justify-items-center gap-x-2 gap-y-2 rounded-lg text-center hover:bg-slate-800/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
      >
        <TeamLogo name={a} logo={match.teamA?.logo} />
        {hasScore ? (
          <span className="text-xl font-bold tabular-nums">
            {score(match.teamAScore)} : {score(match.teamBScore)}
          </span>
        ) : (
          <span />
        )}
        <TeamLogo name={b} logo={match.teamB?.logo} />
        <span data-team-name className="w-full self-start font-semibold leading-snug [overflow-wrap:anywhere]">
          {a}
        </span>
        {marker === "LIVE" ? (
          <LiveMarker className="self-start rounded px-2 py-1 text-xs" />
        ) : (
          <span
            className={cn(
              "self-start rounded px-2 py-1 text-xs font-bold",
              marker === "RESULT" ? "bg-emerald-500/20 text-emerald-300" : "bg-slate-800 text-slate-300",
            )}
          >
            {marker}
          </span>
        )}
        <span data-team-name className="w-full self-start font-semibold leading-snug [overflow-wrap:anywhere]">
          {b}
        </span>
      </Link>
      {match.bestOdds && <CardBestOdds odds={match.bestOdds} teamA={a} teamB={b} />}
      {match.status === "finished" && match.winner && <p className="mt-2 text-center text-xs text-slate-400">Winner: {match.winner}</p>}
      {context && (
        <p className="mt-3 truncate text-xs text-slate-400" title={context}>
          {context}
        </p>
      )}
      {showBetButton && (
        <Button asChild className="mt-4 w-full">
          <Link href={match.status === "finished" ? page : "/bonuses"}>{matchButtonLabel(match.status)}</Link>
        </Button>
      )}
    </article>
  );
}
