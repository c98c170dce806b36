import { useId } from "react";
import type { AbTest } from "./ab-test-types";
import { ResultsPanel } from "./results-panel";
import { StatusBadge } from "./status-badge";
import { TestActions } from "./test-actions";
import { TestFacts } from "./test-facts";
import { VariantEditor } from "./variant-editor";

/** One test: its facts and status actions, then its variant editor while a draft, or its results once started. */
export function AbTestItem({ test }: { test: AbTest }) {
  const nameId = useId();
  return (
    <li aria-labelledby={nameId} className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-800 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={nameId} className="font-semibold break-words">
              {test.name}
            </h4>
            <StatusBadge status={test.status} />
          </div>
          {test.description && <p className="text-sm break-words whitespace-pre-line text-slate-400">{test.description}</p>}
        </div>
        <TestActions test={test} />
      </div>
      <TestFacts test={test} />
      {test.status === "draft" ? <VariantEditor test={test} /> : <ResultsPanel test={test} />}
    </li>
  );
}
