export type MatchStatus = "not_started" | "running" | "finished" | "canceled" | "postponed" | (string & {});

export type MatchMarker = "RESULT" | "LIVE" | "VS";

/** Spec: RESULT for a finished match with a winner, LIVE for running, VS otherwise. */
export function matchMarker(status: MatchStatus, winner: string | null | undefined): MatchMarker {
  if (status === "finished" && winner) return "RESULT";
  if (status === "running") return "LIVE";
  return "VS";
}

/** Spec: the card button reads 'View Result' if finished, else 'Bet on Esports'. */
export function matchButtonLabel(status: MatchStatus): string {
  return status === "finished" ? "View Result" : "Bet on Esports";
}

const STREAM_STATUS_RANK: Record<string, number> = { running: 0, not_started: 1, upcoming: 1, finished: 2 };

/** Spec: streams sort by status (running, not_started, finished, unknown last), then start ascending. */
export function compareStreams(a: { status: string; beginAt: string | null }, b: { status: string; beginAt: string | null }): number {
  const rank = (STREAM_STATUS_RANK[a.status] ?? 3) - (STREAM_STATUS_RANK[b.status] ?? 3);
  if (rank !== 0) return rank;
  const at = a.beginAt ? Date.parse(a.beginAt) : Number.POSITIVE_INFINITY;
  const bt = b.beginAt ? Date.parse(b.beginAt) : Number.POSITIVE_INFINITY;
  return at - bt;
}

export function hasStream(url: string | null | undefined): url is string {
  return typeof url === "string" && url.trim().length > 0;
}
