import type { MatchDetail, PublicLiveState } from "@eb/api/shared";

/** Statuses after which a match changes no more: its page closes its live stream. */
const OVER = new Set(["finished", "canceled"]);

/** Whether a match page follows the match live: while it runs, or is upcoming (it may start while the page is open). */
export const followsLive = (status: string) => !OVER.has(status) && status !== "postponed";

const SIDE = { teamA: "a", teamB: "b" } as const;

/**
 * The match page's data with a live state applied: status, series score and maps. A state of
 * another match is ignored. Each state is the whole of it, so applying one twice changes nothing.
 */
export function applyLiveState(detail: MatchDetail, state: PublicLiveState): MatchDetail {
  if (state.matchId !== detail.match.id) return detail;
  return {
    ...detail,
    match: { ...detail.match, status: state.status, teamAScore: state.scoreA, teamBScore: state.scoreB },
    games: state.maps.map((m) => ({ position: m.position, status: m.status, winner: m.winner === null ? null : SIDE[m.winner] })),
  };
}

/**
 * What screen readers hear when a live state arrives: the score when it changed, the result when
 * the match ended; nothing for a change they would not notice (a map starting).
 */
export function liveAnnouncement(before: MatchDetail, after: MatchDetail, names: { a: string; b: string }): string | null {
  const was = before.match;
  const now = after.match;
  if (now.status === "finished" && was.status !== "finished") return `Match over: ${names.a} ${now.teamAScore ?? 0}, ${names.b} ${now.teamBScore ?? 0}`;
  if (was.status === "not_started" && now.status === "running") return "The match has started";
  if (was.teamAScore !== now.teamAScore || was.teamBScore !== now.teamBScore)
    return `Score: ${names.a} ${now.teamAScore ?? 0}, ${names.b} ${now.teamBScore ?? 0}`;
  return null;
}

/** The JSON of a `state` event, when it is one (a stream is the server's, but a proxy may mangle it). */
export function parseLiveState(data: string): PublicLiveState | null {
  try {
    const value = JSON.parse(data) as Partial<PublicLiveState>;
    if (typeof value.matchId !== "number" || typeof value.status !== "string" || !Array.isArray(value.maps)) return null;
    return value as PublicLiveState;
  } catch {
    return null;
  }
}
