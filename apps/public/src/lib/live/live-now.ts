import type { GameFilter, PublicLiveMatch, PublicLiveMatchList, PublicLiveState } from "@eb/api/shared";

/** What one live change does to a "Live now" block. */
export type LiveNowStep = {
  list: PublicLiveMatchList;
  /** A running match the block does not list (it started after the read): the block reads its list again. */
  unknown: boolean;
  /** What screen readers hear: a score change or the end, never a map starting. */
  announcement: string | null;
};

const sides = (m: PublicLiveMatch) => `${m.teamA?.name ?? "TBD"} ${m.teamAScore ?? 0}, ${m.teamB?.name ?? "TBD"} ${m.teamBScore ?? 0}`;

/**
 * A live change applied to the block of `game`'s running matches. A listed match's score, map and
 * status change in place, its end too (it stays on its line, said to be over, so nothing below
 * moves); a canceled or postponed one leaves. Each change is the whole state, so applying one twice
 * changes nothing. The list's `liveEventId` stays the read's.
 */
export function applyToLiveNow(list: PublicLiveMatchList, state: PublicLiveState, game: GameFilter): LiveNowStep {
  const at = list.matches.findIndex((m) => m.id === state.matchId);
  if (at < 0) return { list, unknown: state.status === "running" && (game === "all" || game === state.game), announcement: null };
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
  const finished = state.status === "finished";
  const stays = finished || state.status === "running";
  const matches = stays ? list.matches.map((m, i) => (i === at ? after : m)) : list.matches.filter((_, i) => i !== at);
  const scored = before.teamAScore !== after.teamAScore || before.teamBScore !== after.teamBScore;
  const ended = finished && before.status !== "finished";
  return {
    list: { ...list, matches },
    unknown: false,
    announcement: ended ? `Match over: ${sides(after)}` : state.status === "running" && scored ? `Score: ${sides(after)}` : null,
  };
}
