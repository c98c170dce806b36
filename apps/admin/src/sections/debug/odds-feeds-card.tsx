import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AdminOutputs } from "@eb/api/admin-types";
import { GAME_SHORT_NAMES } from "@eb/api/shared";
import { Badge } from "@eb/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { useTRPC } from "../../lib/trpc";
import { USAGE_REFRESH_MS } from "./api-usage-card";
import { BreakerBadge, breakerDetail, formatTime } from "./breaker-status";
import { UnmappedBookmakers, UnmatchedEvents } from "./odds-feed-lists";

type Feed = AdminOutputs["debug"]["oddsSources"]["feeds"][number];

const FEED_LABEL = { "the-odds-api": "The Odds API", stadar: "Stadar", "odds-api-io": "Odds-API.io", demo: "Demo prices" } as const;
/** The setting that turns each feed on: what an operator sets when a feed shows as not configured. */
const FEED_KEY = { "the-odds-api": "ODDS_API_KEY", stadar: "STADAR_API_KEY", "odds-api-io": "ODDS_API_IO_KEY", demo: null } as const;

function FeedState({ feed }: { feed: Feed }) {
  if (feed.state === "polled") return <Badge variant="success">Polled</Badge>;
  if (feed.state === "incomplete") return <Badge variant="destructive">Key set, not polled</Badge>;
  return <Badge variant="secondary">Not configured</Badge>;
}

const count = (n: number) => n.toLocaleString("en-US");

/** A feed's breakers in one cell: closed when all are, else each game whose breaker is not. */
function Breakers({ feed }: { feed: Feed }) {
  const troubled = feed.games.filter((g) => g.breaker.state !== "closed" || g.breaker.failures > 0);
  if (troubled.length === 0) return <Badge variant="success">Closed</Badge>;
  return (
    <ul className="flex flex-col gap-1">
      {troubled.map((g) => (
        <li key={g.game} className="text-xs">
          <span className="mr-2">{GAME_SHORT_NAMES[g.game]}</span>
          <BreakerBadge breaker={g.breaker} />
          <span className="block text-slate-400">{breakerDetail(g.breaker, "the next poll retries")}</span>
        </li>
      ))}
    </ul>
  );
}

function FeedRow({ feed }: { feed: Feed }) {
  const polled = feed.state === "polled";
  const key = FEED_KEY[feed.source];
  return (
    <TableRow data-testid={`odds-feed-${feed.source}`}>
      <TableCell>
        {FEED_LABEL[feed.source]}
        {feed.state === "not-configured" && key && <span className="block text-xs text-slate-400">Set {key} to poll it</span>}
        {feed.note && <span className="block text-xs text-slate-400">{feed.note}</span>}
      </TableCell>
      <TableCell>
        <FeedState feed={feed} />
      </TableCell>
      <TableCell className="text-right whitespace-nowrap">
        {feed.hourlyBudget === null ? "-" : `${count(feed.callsLastHour)} of ${count(feed.hourlyBudget)} (${count(feed.budgetLeft ?? 0)} left)`}
      </TableCell>
      <TableCell className="text-right whitespace-nowrap">
        {feed.requestsRemaining ? `${count(feed.requestsRemaining.count)} (${formatTime(feed.requestsRemaining.reportedAt)})` : polled ? "Not reported" : "-"}
      </TableCell>
      <TableCell className="min-w-40 text-xs">
        {feed.lastPoll ? (
          <>
            <span className="whitespace-nowrap">{formatTime(feed.lastPoll.at)}</span>
            <span className="block">{feed.lastPoll.status === "success" ? "Success" : feed.lastPoll.status === "error" ? "Error" : feed.lastPoll.status}</span>
            {feed.lastPoll.error && <span className="block break-all text-slate-400">{feed.lastPoll.error}</span>}
          </>
        ) : (
          "Never"
        )}
      </TableCell>
      <TableCell>{polled ? <Breakers feed={feed} /> : "-"}</TableCell>
    </TableRow>
  );
}

/**
 * Every odds feed side by side: polled or not configured (never a key), each with its own hourly
 * budget used and left, what its provider last said is left of the plan, its last poll and its
 * breakers. Several feeds run at once; one feed's rate limit or spent budget stops only that feed.
 */
export function OddsFeedsCard() {
  const trpc = useTRPC();
  const titleId = useId();
  const feeds = useQuery(trpc.debug.oddsSources.queryOptions(undefined, { refetchInterval: USAGE_REFRESH_MS }));
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Odds Sources</CardTitle>
        <CardDescription>
          Every odds feed the site can poll: whether it runs, its own hourly budget, its provider's quota, its last poll and breakers.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryBoundary query={feeds} loadingLabel="Loading the odds sources...">
          {(f) => (
            <div className="flex flex-col gap-5">
              <Table label="Budget, quota, polls and breakers per feed">
                <TableHeader>
                  <TableRow>
                    <TableHead>Feed</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Budget (last hour)</TableHead>
                    <TableHead className="text-right">Provider quota left</TableHead>
                    <TableHead>Last poll</TableHead>
                    <TableHead>Breakers</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {f.feeds.map((feed) => (
                    <FeedRow key={feed.source} feed={feed} />
                  ))}
                </TableBody>
              </Table>
              {/* What each further feed sent that no match or bookmaker takes (The Odds API's is on the Odds Feed card). */}
              {f.feeds.map((feed) =>
                feed.unmapped && feed.unmatched ? (
                  <div key={feed.source} className="flex flex-col gap-5">
                    <UnmappedBookmakers list={feed.unmapped} feed={{ source: feed.source, label: FEED_LABEL[feed.source] }} />
                    <UnmatchedEvents list={feed.unmatched} feed={{ source: feed.source, label: FEED_LABEL[feed.source] }} />
                  </div>
                ) : null,
              )}
            </div>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
