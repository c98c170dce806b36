import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@eb/ui/button";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { useTRPC } from "../../../lib/trpc";
import type { AbTest } from "./ab-test-types";
import { attributionNote, metricFigures, revenueNote } from "./metric-display";
import { ResultsChart } from "./results-chart";
import { ResultsTable } from "./results-table";
import { VerdictNotice } from "./verdict-notice";
import { MINUTE_MS } from "@eb/api/shared";

/**
 * A running test's figures move; they are re-read this often while the panel is open. So do a
 * completed test's affiliate metrics while late conversions can still arrive (attribution window).
 */
const RUNNING_REFRESH_MS = MINUTE_MS;

/**
 * A started test's results: the verdict, the figures per variant and the cumulative conversion rate
 * over time. Open by default until the test is completed (a long list of finished tests stays light).
 */
export function ResultsPanel({ test }: { test: AbTest }) {
  const trpc = useTRPC();
  const panelId = useId();
  const [open, setOpen] = useState(test.status !== "completed");
  const results = useQuery({
    ...trpc.abTests.results.queryOptions({ id: test.id }),
    enabled: open,
    refetchInterval: (query) => (test.status === "running" || query.state.data?.attribution?.open ? RUNNING_REFRESH_MS : false),
  });
  return (
    // Named with the test: with several tests on the tab, landmarks all called "Results" were duplicates (axe landmark-unique).
    <section aria-label={`Test results: ${test.name}`} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="text-sm font-semibold">Results</h5>
        <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {open ? "Hide results" : "Show results"}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="flex min-w-0 flex-col gap-4">
        <p className="text-xs text-slate-400">
          Fixed-horizon results: decide how long the test runs before you start it, and read the result at the end. Checking every day and stopping at the first
          significant result inflates false positives.
        </p>
        {open && (
          <QueryBoundary query={results} loadingLabel="Loading results..." isEmpty={() => false}>
            {(r) => {
              const figures = metricFigures(r.test.targetMetric, r.revenue?.currency ?? null);
              const notes = [attributionNote(r.attribution), revenueNote(r.revenue)].filter((n): n is string => n !== null);
              return (
                <>
                  {notes.map((n) => (
                    <p key={n} className="rounded-lg border border-sky-900 bg-sky-950/30 p-3 text-sm text-sky-100" data-testid="ab-attribution-note">
                      {n}
                    </p>
                  ))}
                  <VerdictNotice verdict={r.verdict} level={test.confidenceLevel} betterThan={figures.betterThan} />
                  <ResultsTable testName={test.name} verdict={r.verdict} level={test.confidenceLevel} figures={figures} />
                  <ResultsChart series={r.series} variants={r.test.variants} unit={r.unit === "hour" ? "hour" : "day"} figures={figures} />
                </>
              );
            }}
          </QueryBoundary>
        )}
      </div>
    </section>
  );
}
