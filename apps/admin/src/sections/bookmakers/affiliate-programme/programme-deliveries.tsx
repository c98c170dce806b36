import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@eb/ui/button";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { useTRPC } from "../../../lib/trpc";
import { formatTime } from "../../settings/format-time";

const OUTCOME_LABEL = { stored: "Stored", duplicate: "Duplicate", refused: "Refused" } as const;

/** The programme's postbacks query (deliveries and the secret overlap): one cache entry for the list and the secret line. */
export function useProgrammePostbacks(bookmakerId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.affiliateProgrammes.postbacks.queryOptions({ bookmakerId }));
}

/**
 * The last 100 postbacks the programme sent, newest first: when, which event and transaction, and
 * whether it was stored, a repeat, or refused and why (never the secret or the sender).
 */
export function ProgrammeDeliveries({ bookmakerId, bookmakerName }: { bookmakerId: number; bookmakerName: string }) {
  const headingId = useId();
  const postbacks = useProgrammePostbacks(bookmakerId);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-300">
          Last postbacks
        </h3>
        <Button type="button" variant="outline" size="sm" disabled={postbacks.isFetching} onClick={() => void postbacks.refetch()}>
          {postbacks.isFetching ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
      <QueryBoundary
        query={postbacks}
        loadingLabel="Loading the postbacks..."
        isEmpty={(data) => data.deliveries.length === 0}
        empty={<p className="text-sm text-slate-400">No postbacks received yet. The last 100 are listed here as they arrive.</p>}
      >
        {(data) => (
          <Table label={`Last postbacks of ${bookmakerName}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Time</TableHead>
                <TableHead>Event</TableHead>
                <TableHead>Transaction</TableHead>
                <TableHead>Outcome</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.deliveries.map((d) => (
                <TableRow key={d.id}>
                  <TableCell className="whitespace-nowrap">{formatTime(d.receivedAt)}</TableCell>
                  <TableCell>{d.event ?? "—"}</TableCell>
                  <TableCell className="font-mono text-xs break-all">{d.transactionId ?? "—"}</TableCell>
                  <TableCell>
                    {OUTCOME_LABEL[d.outcome]}
                    {d.reason && <span className="block text-xs text-slate-400">{d.reason}</span>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryBoundary>
    </section>
  );
}
