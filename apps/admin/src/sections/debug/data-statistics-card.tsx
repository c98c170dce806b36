import { useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DEBUG_GAME_FILTERS, TIER_FILTERS, type DebugGameFilter, type TierFilter } from "@eb/api/contracts";
import { GAME_SHORT_NAMES } from "@eb/api/shared";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { Label } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { countOf } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";

const TIER_LABELS: Record<TierFilter, string> = { all: "All tiers", tier1: "Tier 1", tier2: "Tier 2", tier3: "Tier 3" };
const gameLabel = (g: DebugGameFilter) => (g === "all" ? "All games" : GAME_SHORT_NAMES[g]);
const TIERS = ["tier1", "tier2", "tier3"] as const;

/** Tournaments and matches per tier (by the spec's name helper) and under the chosen filters, all counted on the server. */
export function DataStatisticsCard() {
  const trpc = useTRPC();
  const id = useId();
  const [tier, setTier] = useState<TierFilter>("all");
  const [game, setGame] = useState<DebugGameFilter>("all");
  const stats = useQuery(trpc.debug.dataStatistics.queryOptions({ tier, game }, { placeholderData: keepPreviousData }));
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Data Filters & Statistics</CardTitle>
        <CardDescription>Tiers follow the tournament name (major events are tier 1).</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-tier`}>Tier</Label>
            <NativeSelect id={`${id}-tier`} value={tier} onChange={(e) => setTier(e.target.value as TierFilter)}>
              {TIER_FILTERS.map((t) => (
                <option key={t} value={t}>
                  {TIER_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-game`}>Game</Label>
            <NativeSelect id={`${id}-game`} value={game} onChange={(e) => setGame(e.target.value as DebugGameFilter)}>
              {DEBUG_GAME_FILTERS.map((g) => (
                <option key={g} value={g}>
                  {gameLabel(g)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            variant="outline"
            onClick={() => {
              setTier("all");
              setGame("all");
            }}
          >
            Reset Filters
          </Button>
        </div>
        <QueryBoundary query={stats} loadingLabel="Counting tournaments and matches...">
          {(s) => (
            <>
              <p role="status" className="text-sm" data-testid="filtered-counts">
                {TIER_LABELS[tier]}, {gameLabel(game)}: {countOf(s.filtered.tournaments, "tournament", "tournaments")},{" "}
                {countOf(s.filtered.matches, "match", "matches")}
              </p>
              <Table label="Tournaments and matches per tier">
                <TableHeader>
                  <TableRow>
                    <TableHead>Tier</TableHead>
                    <TableHead className="text-right">Tournaments</TableHead>
                    <TableHead className="text-right">Matches</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {TIERS.map((t) => (
                    <TableRow key={t}>
                      <TableCell>{TIER_LABELS[t]}</TableCell>
                      <TableCell className="text-right">{s.byTier[t].tournaments}</TableCell>
                      <TableCell className="text-right">{s.byTier[t].matches}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell className="font-semibold">All tiers</TableCell>
                    <TableCell className="text-right font-semibold">{s.total.tournaments}</TableCell>
                    <TableCell className="text-right font-semibold">{s.total.matches}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
