import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { useTRPC } from "../../../lib/trpc";
import { BookmakerSelect } from "../bookmaker-select";
import type { AdminBookmaker } from "../content-form-state";
import { ProgrammeDeliveries } from "./programme-deliveries";
import { ProgrammeForm } from "./programme-form";

/**
 * Bookmakers tab: a bookmaker's affiliate programme (issue 27), chosen in the card: how its
 * tracking URL carries our click id, where and how its programme reports conversions, the secret
 * it signs with, the deal terms that estimate what it does not report, and its last postbacks.
 */
export function AffiliateProgrammeCard({ bookmakers }: { bookmakers: AdminBookmaker[] }) {
  const titleId = useId();
  const trpc = useTRPC();
  const [bookmakerId, setBookmakerId] = useState<number | null>(null);
  const bookmaker = bookmakers.find((b) => b.id === bookmakerId) ?? null;
  const programme = useQuery({ ...trpc.affiliateProgrammes.get.queryOptions({ bookmakerId: bookmakerId ?? 0 }), enabled: bookmakerId !== null });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Affiliate Programmes</CardTitle>
        <CardDescription>
          Click ids for the tracking links, the postback address and secret a programme reports registrations and deposits with, and the deal terms that
          estimate commission it does not report.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <BookmakerSelect bookmakers={bookmakers} value={bookmakerId} onChange={(v) => setBookmakerId(v ? Number(v) : null)} />
        {bookmaker && (
          <QueryBoundary query={programme} loadingLabel="Loading the programme...">
            {(data) => (
              <>
                <ProgrammeForm key={`${bookmaker.id}`} bookmaker={bookmaker} programme={data} />
                <ProgrammeDeliveries key={`deliveries-${bookmaker.id}`} bookmakerId={bookmaker.id} bookmakerName={bookmaker.name} />
              </>
            )}
          </QueryBoundary>
        )}
      </CardContent>
    </Card>
  );
}
