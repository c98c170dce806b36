import { formatPValue, sessionsText } from "./ab-format";
import type { AbVerdict } from "./ab-test-types";
import { sessionsStillNeeded } from "./results-series";

/**
 * The verdict in words (docs/ab-statistics.md, "When to call a winner"): a broken traffic split is a
 * warning and no verdict; too few sessions says how many each variant still needs; otherwise the
 * winner, or none at the test's confidence level.
 */
export function VerdictNotice({ verdict, level, betterThan = "converts better than" }: { verdict: AbVerdict; level: number; betterThan?: string }) {
  switch (verdict.status) {
    case "sample_ratio_mismatch":
      return (
        <div role="alert" className="rounded-lg border border-amber-700 bg-amber-950/40 p-3 text-sm text-amber-100">
          <p className="font-semibold">Sample ratio mismatch</p>
          <p>
            The sessions are not split between the variants as their traffic allocation says ({formatPValue(verdict.srmPValue)}). The split is broken, so no
            winner is called: check how visitors are assigned before trusting these figures.
          </p>
        </div>
      );
    case "not_enough_data": {
      const needed = sessionsStillNeeded(verdict);
      return (
        <div className="rounded-lg border border-slate-700 p-3 text-sm">
          <p className="font-semibold">Not enough data</p>
          <p className="text-slate-300">Every variant needs more sessions before a winner can be called. Still needed per variant:</p>
          <ul className="mt-1 list-disc pl-5 text-slate-300">
            {verdict.variants.map((v) => (
              <li key={v.id}>
                {v.name}: {needed.get(v.id) ? `${sessionsText(needed.get(v.id)!)} more` : "enough"}
              </li>
            ))}
          </ul>
        </div>
      );
    }
    case "winner": {
      const winner = verdict.variants.find((v) => v.id === verdict.winnerId);
      return (
        <p className="rounded-lg border border-emerald-800 bg-emerald-950/30 p-3 text-sm text-emerald-100">
          <span className="font-semibold">{winner?.name ?? "A variant"} wins</span>: it {betterThan} the control with at least {level}% confidence.
        </p>
      );
    }
    case "no_winner":
      return (
        <p className="rounded-lg border border-slate-700 p-3 text-sm text-slate-300">
          <span className="font-semibold">No winner</span>: no variant {betterThan} the control with at least {level}% confidence.
        </p>
      );
  }
}
