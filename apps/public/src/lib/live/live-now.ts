import type { GameFilter, PublicLiveMatch, PublicLiveMatchList, PublicLiveState } from "@eb/api/shared";

/** What one live change does to a "Live now" block. */
export type LiveNowStep = {
  list: PublicLiveMatchList;
  /** The match, as it ended, when this change finished it: it leaves the block for the results. */
  ended: PublicLiveMatch | null;
  /** A running match the block does not list (it started after the read): the block reads its list again. */
  unknown: boolean;
  /** What screen readers hear: a score change or the end, never a map starting. */
  announcement: string | null;
};

const sides = (m: PublicLiveMatch) => `${m.teamA?.name ?? "TBD"} ${m.teamAScore ?? 0}, ${m.teamB?.name ?? "TBD"} ${m.teamBScore ?? 0}`;

/**
 * A live change applied to the block of `game`'s running matches: a listed match's score, map and
 * status change in place; one no longer running leaves (finished: `ended`). Each change is the
 * whole state, so applying one twice changes nothing. The list's `liveEventId` stays the read's.
 */
export function applyToLiveNow(list: PublicLiveMatchList, state: PublicLiveState, game: GameFilter): LiveNowStep {
  const at = list.matches.findIndex((m) => m.id === state.matchId);
  if (at < 0) return { list, ended: null, unknown: state.status === "running" && (game === "all" || game === state.game), announcement: null };
  const before = list.matches[at]!;
  const winner = state.winner === "teamA" ? before.teamA : state.winner === "teamB" ? before.teamB : null;
  const after: PublicLiveMatch = {
    ...before,
    status: state.status,
    teamAScore: state.scoreA,
    teamBScore: state.scoreB,
    winner: winner?.name ?? null,
    currentMap: state.currentMap,
  };
  const running = state.status === "running";
  const matches = running ? list.matches.map((m, i) => (i === at ? after : m)) : list.matches.filter((_, i) => i !== at);
  const scored = before.teamAScore !== after.teamAScore || before.teamBScore !== after.teamBScore;
  const finished = state.status === "finished";
  return {
    list: { ...list, matches },
    ended: finished ? after : null,
    unknown: false,
    announcement: finished ? `Match over: ${sides(after)}` : running && scored ? `Score: ${sides(after)}` : null,
  };
}
