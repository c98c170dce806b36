import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AdminOutputs } from "@eb/api/admin-types";
import { GAME_SHORT_NAMES } from "@eb/api/shared";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { useTRPC } from "../../lib/trpc";
import { StatusRow } from "../status-row";
import { USAGE_REFRESH_MS } from "./api-usage-card";
import { BreakerBadge, breakerDetail } from "./breaker-status";
import { SourceRows } from "./source-rows";

const KIND_LABELS = { matches: "Matches", tournaments: "Tournaments", teams: "Teams" } as const;

const PROVIDER_LABEL = { pandascore: "PandaScore", demo: "Demo", none: "None" } as const;
const PROVIDER_DETAIL = {
  pandascore: undefined,
  demo: "Built-in demo data; no provider calls are made",
  none: "No esports data arrives: set PANDASCORE_TOKEN (or DEMO_DATA=true) and restart the server",
} as const;

type LivePoll = NonNullable<AdminOutputs["debug"]["provider"]["live"]>;

/** The live poll: its pace, what it leaves to the scheduled syncs, what it used, and any game's live breaker that is not closed. */
function LivePollRow({ live }: { live: LivePoll }) {
  const troubled = live.breakers.filter((b) => b.breaker.state !== "closed");
  return (
    <StatusRow
      name="Live poll"
      detail={`Each game every ${Math.round(live.everyMs / 1000)} s while one of its matches runs; ${live.reservedForSyncs.toLocaleString("en-US")} calls an hour are kept for the scheduled syncs`}
      badge={
        <span className="text-right text-xs" data-testid="provider-live-poll">
          {live.callsLastHour.toLocaleString("en-US")} of {live.perHour.toLocaleString("en-US")} live calls in the last hour
          {troubled.map((b) => (
            <span key={b.key} className="mt-1 flex items-center justify-end gap-2">
              {GAME_SHORT_NAMES[b.game]} <BreakerBadge breaker={b.breaker} />
            </span>
          ))}
        </span>
      }
    />
  );
}

/** The esports data provider: which one, whether a token is configured (never the token), limits and breakers per game and kind. */
export function ProviderCard() {
  const trpc = useTRPC();
  const titleId = useId();
  const provider = useQuery(trpc.debug.provider.queryOptions(undefined, { refetchInterval: USAGE_REFRESH_MS }));
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Esports Data Provider</CardTitle>
        <CardDescription>Where match, tournament and team data comes from, and how much of each hourly limit is used.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryBoundary query={provider} loadingLabel="Loading provider usage...">
          {(p) => (
            <>
              <ul className="divide-y divide-slate-800" data-testid="provider-summary">
                <SourceRows
                  kind="Provider"
                  label={PROVIDER_LABEL[p.provider]}
                  detail={PROVIDER_DETAIL[p.provider]}
                  missing={p.provider === "none"}
                  credential="API token"
                  configured={p.tokenConfigured}
                  baseUrl={p.baseUrl}
                />
                <StatusRow
                  name="Hourly limits"
                  badge={
                    <span className="text-right text-xs">
                      {p.limits.perHour.toLocaleString("en-US")} in all; {p.limits.perKeyPerHour} per game and kind
                    </span>
                  }
                />
                {p.live && <LivePollRow live={p.live} />}
              </ul>
              <Table label="Calls and breakers per game and kind">
                <TableHeader>
                  <TableRow>
                    <TableHead>Game</TableHead>
                    <TableHead>Kind</TableHead>
                    <TableHead className="text-right">Calls (last hour)</TableHead>
                    <TableHead>Breaker</TableHead>
                    <TableHead>Details</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {p.keys.map((k) => (
                    <TableRow key={k.key} data-testid={`provider-key-${k.key}`}>
                      <TableCell>{GAME_SHORT_NAMES[k.game]}</TableCell>
                      <TableCell>{KIND_LABELS[k.kind]}</TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        {k.callsLastHour} / {k.limit}
                      </TableCell>
                      <TableCell>
                        <BreakerBadge breaker={k.breaker} />
                      </TableCell>
                      <TableCell className="min-w-56 text-xs text-slate-400">
                        {breakerDetail(k.breaker)}
                        {k.breaker.lastError && <span className="block break-all text-slate-400">Last error: {k.breaker.lastError}</span>}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
