import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { FormField } from "@eb/ui/form-field";
import { NativeSelect } from "@eb/ui/native-select";
import { EmptyState, QueryBoundary } from "@eb/ui/query-boundary";
import { OFFERED_NOWHERE } from "@eb/api/contracts";
import { useTRPC } from "../../lib/trpc";
import { LicenceForm } from "./licence-form";
import type { JurisdictionChanges } from "./use-jurisdiction-changes";

/** Each bookmaker's licence and own URLs, one bookmaker at a time. */
export function LicencesCard({ changes }: { changes: JurisdictionChanges }) {
  const trpc = useTRPC();
  const licences = useQuery(trpc.jurisdictions.licences.queryOptions());
  const [chosen, setChosen] = useState<number | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Bookmaker licences</CardTitle>
        <CardDescription>
          Where each bookmaker may be offered, and its own site for some places. A bookmaker never set here is offered nowhere: visitors see a bookmaker only
          where its licence says so.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryBoundary query={licences} loadingLabel="Loading licences..." empty={<EmptyState title="No bookmakers yet" />}>
          {(list) => {
            const licence = list.find((l) => l.bookmakerId === chosen) ?? list[0]!;
            return (
              <div className="flex flex-col gap-5">
                <FormField label="Bookmaker">
                  <NativeSelect value={licence.bookmakerId} onChange={(e) => setChosen(Number(e.target.value))} className="sm:max-w-sm">
                    {list.map((l) => (
                      <option key={l.bookmakerId} value={l.bookmakerId}>
                        {l.offeredNowhere ? `${l.name} (${OFFERED_NOWHERE.toLowerCase()})` : l.listed ? l.name : `${l.name} (not shown to visitors)`}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <LicenceForm key={`${licence.bookmakerId}:${licence.revision}`} licence={licence} changes={changes} />
              </div>
            );
          }}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
