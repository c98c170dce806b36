import { HOUR_MS, MINUTE_MS, knownMapDetails, type MatchDetail, type PublicLiveState } from "@eb/api/shared";

/** An upcoming match's page opens its live stream this long before the start: a stream per page for a match days away would be idle. */
export const FOLLOW_BEFORE_START_MS = 15 * MINUTE_MS;

/**
 * Whether a match page follows its match live: while it runs, and from FOLLOW_BEFORE_START_MS
 * before an upcoming one's start (it may start late: a start in the past still counts). Never a
 * finished, canceled or postponed one.
 */
export function followsLive(status: string, beginAt: string | null, now: number): boolean {
  if (status === "running") return true;
  if (status !== "not_started" || beginAt === null) return false;
  return Date.parse(beginAt) - now <= FOLLOW_BEFORE_START_MS;
}

/** For an upcoming match not yet followed: in how many ms its page should start following, or null (too far off to wait for, or never). */
export function followsIn(status: string, beginAt: string | null, now: number): number | null {
  if (status !== "not_started" || beginAt === null) return null;
  const wait = Date.parse(beginAt) - FOLLOW_BEFORE_START_MS - now;
  return wait > 0 && wait <= 6 * HOUR_MS ? wait : null;
}

const SIDE = { teamA: "a", teamB: "b" } as const;

/**
 * The match page's data with a live state applied: status, series score and maps. A state of
 * another match is ignored. Each state is the whole of it, so applying one twice changes nothing.
 */
export function applyLiveState(detail: MatchDetail, state: PublicLiveState): MatchDetail {
  if (state.matchId !== detail.match.id) return detail;
  return {
    ...detail,
    match: {
      ...detail.match,
      status: state.status,
      teamAScore: state.scoreA,
      teamBScore: state.scoreB,
      winner: state.winner === "teamA" ? (detail.match.teamA?.name ?? null) : state.winner === "teamB" ? (detail.match.teamB?.name ?? null) : null,
    },
    games: state.maps.map((m) => ({
      position: m.position,
      status: m.status,
      winner: m.winner === null ? null : SIDE[m.winner],
      ...knownMapDetails(m),
    })),
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
