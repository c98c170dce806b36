import { DEFAULT_START_TOLERANCE_MS } from "../odds";
import { HOUR_MS } from "../platform";

/** Why the odds ingest left a feed event unmatched (odds_events.unmatched_reason, odds/match-events.ts), in words. */
const REASON_TEXTS: Record<string, string> = {
  "no-team-match": "No synced match with these teams",
  "start-time-mismatch": `Teams match, start time differs by more than ${DEFAULT_START_TOLERANCE_MS / HOUR_MS} hours`,
  ambiguous: "More than one synced match fits",
};

/** A reason this card does not know yet is shown as stored, rather than hidden. */
export function unmatchedReasonText(reason: string | null): string {
  if (reason === null) return "Not matched";
  return REASON_TEXTS[reason] ?? `Not matched (${reason})`;
}
