import type { ReactNode } from "react";
import { AB_METRIC_LABELS, AB_PLACE_LABELS } from "@eb/api/contracts";
import { formatDate } from "./ab-format";
import type { AbTest } from "./ab-test-types";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-slate-400">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** What a test changes, what it counts, how sure it must be, and when it ran. */
export function TestFacts({ test }: { test: AbTest }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Fact term="Place">{AB_PLACE_LABELS[test.place]}</Fact>
      <Fact term="Target metric">{AB_METRIC_LABELS[test.targetMetric]}</Fact>
      <Fact term="Confidence level">{test.confidenceLevel}%</Fact>
      <Fact term="Start date">{formatDate(test.startDate, "Not started")}</Fact>
      <Fact term="End date">{formatDate(test.endDate, "—")}</Fact>
      <Fact term="Variants">{test.variants.map((v) => `${v.name} ${v.allocation}%`).join(" / ")}</Fact>
    </dl>
  );
}
