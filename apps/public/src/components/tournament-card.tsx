import type { ReactNode } from "react";
import { Link } from "wouter";
import type { PublicTournament, TournamentStatus } from "@eb/api/shared";
import { GAME_SHORT_NAMES, formatDate, formatPrizePool, tournamentPath } from "@eb/api/shared";
import { useViewerClock } from "../lib/viewer-clock";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@eb/ui/card";

/** Spec: running shows as destructive 'Live', upcoming as secondary, finished as 'Finished'. */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  if (status === "running") return <Badge variant="destructive">Live</Badge>;
  if (status === "upcoming") return <Badge variant="secondary">Upcoming</Badge>;
  return <Badge variant="outline">Finished</Badge>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-400">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

export function TournamentCard({ tournament }: { tournament: PublicTournament }) {
  const { timeZone } = useViewerClock();
  const date = (iso: string | null) => (iso ? formatDate(new Date(iso), timeZone) : "TBD");
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <Badge variant="game">{GAME_SHORT_NAMES[tournament.game]}</Badge>
          <TournamentStatusBadge status={tournament.status} />
        </div>
        <CardTitle className="mt-2">{tournament.name}</CardTitle>
        {tournament.leagueName && <p className="text-sm text-slate-400">{tournament.leagueName}</p>}
      </CardHeader>
      <CardContent>
        <dl className="space-y-1.5 text-sm">
          <Row label="Start Date">{date(tournament.beginAt)}</Row>
          {tournament.teamsCount > 0 && <Row label="Teams">{tournament.teamsCount}</Row>}
          <Row label="Prize Pool">{formatPrizePool(tournament.prizePool)}</Row>
          <Row label="End Date">{date(tournament.endAt)}</Row>
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="flex-1">
          <Link href={tournamentPath(tournament.game, tournament.id, tournament.name)}>View Details</Link>
        </Button>
        <Button asChild className="flex-1">
          <a href="/bonuses" target="_blank" rel="noopener noreferrer">
            Bet Now
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}
