import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AdminOutputs } from "@eb/api/admin-types";
import { GAME_SHORT_NAMES } from "@eb/api/shared";
import { Badge } from "@eb/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { useTRPC } from "../../lib/trpc";
import { StatusRow } from "../status-row";
import { USAGE_REFRESH_MS } from "./api-usage-card";
import { BreakerBadge, breakerDetail, formatTime } from "./breaker-status";
import { UnmappedBookmakers, UnmatchedEvents } from "./odds-feed-lists";
import { SourceRows } from "./source-rows";

type OddsFeed = AdminOutputs["debug"]["oddsFeed"];
type GamePoll = OddsFeed["games"][number];

const FEED_LABEL = { "the-odds-api": "The Odds API", demo: "Demo", none: "None" } as const;
const FEED_DETAIL = {
  "the-odds-api": "Bookmakers' prices from The Odds API, for each game given a sport key",
  demo: "Invented prices for the demo world, labelled as demo on the pages; no feed calls are made",
  none: "No odds feed: set ODDS_API_KEY (and ODDS_SPORT_KEYS) for bookmakers' prices",
} as const;

function PollStatus({ status }: { status: string }) {
  if (status === "success") return <Badge variant="success">Success</Badge>;
  if (status === "error") return <Badge variant="destructive">Error</Badge>;
  if (status === "polling") return <Badge variant="secondary">Polling</Badge>;
  if (status === "not-listed") return <Badge variant="destructive">Key not listed</Badge>;
  return <Badge variant="outline">{status}</Badge>;
}

/** What the game's sport key means under this feed: the demo prices need none, and no feed polls nothing. */
function SportKey({ feed, sportKey }: { feed: OddsFeed["feed"]; sportKey: string | null }) {
  if (feed === "demo") return <span className="text-slate-400">Demo prices</span>;
  if (feed === "none" || sportKey === null) return <span className="text-slate-400">Not polled</span>;
  return <span className="font-mono text-xs">{sportKey}</span>;
}

function GamePollRow({ feed, poll }: { feed: OddsFeed["feed"]; poll: GamePoll }) {
  const last = poll.lastPoll;
  return (
    <TableRow data-testid={`odds-game-${poll.game}`}>
      <TableCell>{GAME_SHORT_NAMES[poll.game]}</TableCell>
      <TableCell>
        <SportKey feed={feed} sportKey={poll.sportKey} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{last ? formatTime(last.at) : "Never"}</TableCell>
      <TableCell>{last ? <PollStatus status={last.status} /> : "-"}</TableCell>
      <TableCell className="text-right">{last?.events ?? "-"}</TableCell>
      <TableCell className="text-right">{last?.matched ?? "-"}</TableCell>
      <TableCell className="text-right">{last?.pricesChanged ?? "-"}</TableCell>
      <TableCell>
        <BreakerBadge breaker={poll.breaker} />
      </TableCell>
      <TableCell className="min-w-56 text-xs text-slate-400">
        {breakerDetail(poll.breaker, "the next poll retries")}
        {last?.error && (
          <span className="block break-all">
            {last.status === "not-listed" ? "" : "Poll error: "}
            {last.error}
          </span>
        )}
        {poll.breaker.lastError && <span className="block break-all">Last error: {poll.breaker.lastError}</span>}
      </TableCell>
    </TableRow>
  );
}

/**
 * The odds feed (issue 25): which feed, whether a key is configured (never the key), its hourly budget,
 * each game's last poll and breaker, and what the feed sent that the site could not use.
 */
export function OddsFeedCard() {
  const trpc = useTRPC();
  const titleId = useId();
  const odds = useQuery(trpc.debug.oddsFeed.queryOptions(undefined, { refetchInterval: USAGE_REFRESH_MS }));
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Odds Feed</CardTitle>
        <CardDescription>
          Where bookmakers' prices come from, how much of the hourly budget is used, and what the feed sends that no match or bookmaker takes.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <QueryBoundary query={odds} loadingLabel="Loading the odds feed...">
          {(o) => (
            <>
              <ul className="divide-y divide-slate-800" data-testid="odds-feed-summary">
                <SourceRows
                  kind="Feed"
                  label={FEED_LABEL[o.feed]}
                  detail={FEED_DETAIL[o.feed]}
                  missing={o.feed === "none"}
                  credential="API key"
                  configured={o.keyConfigured}
                  baseUrl={o.baseUrl}
                />
                <StatusRow name="Regions" badge={<span className="font-mono text-xs">{o.regions}</span>} />
                <StatusRow
                  name="Hourly budget"
                  badge={
                    <span className="text-right text-xs" data-testid="odds-calls">
                      {o.callsLastHour.toLocaleString("en-US")} of {o.hourlyBudget.toLocaleString("en-US")} calls in the last hour
                    </span>
                  }
                />
                <StatusRow
                  name="Requests remaining"
                  detail="As the feed last reported them (the plan's units left)"
                  badge={
                    <span className="text-right text-xs" data-testid="odds-requests-remaining">
                      {o.requestsRemaining
                        ? `${o.requestsRemaining.count.toLocaleString("en-US")} (${formatTime(o.requestsRemaining.reportedAt)})`
                        : "Not reported yet"}
                    </span>
                  }
                />
              </ul>
              <div className="flex flex-col gap-2">
                <h4 className="text-sm font-medium text-slate-300">Polls per game</h4>
                <Table label="Odds polls and breakers per game">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Game</TableHead>
                      <TableHead>Sport key</TableHead>
                      <TableHead>Last poll</TableHead>
                      <TableHead>Status</TableHead>
                      <TableHead className="text-right">Events</TableHead>
                      <TableHead className="text-right">Matched</TableHead>
                      <TableHead className="text-right">Prices changed</TableHead>
                      <TableHead>Breaker</TableHead>
                      <TableHead>Details</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {o.games.map((poll) => (
                      <GamePollRow key={poll.game} feed={o.feed} poll={poll} />
                    ))}
                  </TableBody>
                </Table>
              </div>
              {/* The short, actionable list first: a key mapped in Edit Content gives a bookmaker prices. */}
              <UnmappedBookmakers list={o.unmapped} />
              <UnmatchedEvents list={o.unmatched} />
            </>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
