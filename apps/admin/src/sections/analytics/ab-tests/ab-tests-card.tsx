import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { EmptyState, QueryBoundary } from "@eb/ui/query-boundary";
import { useTRPC } from "../../../lib/trpc";
import { AbTestItem } from "./ab-test-item";
import { CreateTestDialog } from "./create-test-dialog";

/** A/B Testing Framework (spec 2, Analytics tab): the tests, newest first, and a way to start a new one. */
export function AbTestsCard() {
  const trpc = useTRPC();
  const titleId = useId();
  const tests = useQuery(trpc.abTests.list.queryOptions());
  const [creating, setCreating] = useState(false);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle id={titleId}>A/B Testing Framework</CardTitle>
          <CardDescription>Compare variants of one place of the public site with the site as it is. One test runs per place at a time.</CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>New A/B Test</Button>
      </CardHeader>
      <CardContent>
        <QueryBoundary
          query={tests}
          loadingLabel="Loading A/B tests..."
          empty={<EmptyState title="No A/B tests yet" description="Create one to compare a variant with the site as it is." />}
        >
          {(list) => (
            <ul aria-label="A/B tests" className="flex flex-col gap-4">
              {list.map((test) => (
                <AbTestItem key={test.id} test={test} />
              ))}
            </ul>
          )}
        </QueryBoundary>
      </CardContent>
      {creating && <CreateTestDialog onClose={() => setCreating(false)} />}
    </Card>
  );
}
