import type { LiveState } from "../live/live-state";

/** A CS2 match's live state for tests: team A's maps won, 0 for team B, the next map running while the match runs. */
export const liveStateAt = (matchId: number, scoreA: number, status = "running"): LiveState => ({
  matchId,
  game: "cs2",
  status,
  scoreA,
  scoreB: 0,
  currentMap: status === "running" ? scoreA + 1 : null,
  winner: null,
  maps: [],
});
