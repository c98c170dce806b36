import type { PublicLiveState } from "@eb/api/shared";

/** A running CS2 match's live state, 1 : 0 on map 2, as a stream's `state` event carries it. */
export const liveState = (over: Partial<PublicLiveState> = {}): PublicLiveState => ({
  matchId: 7,
  game: "cs2",
  status: "running",
  scoreA: 1,
  scoreB: 0,
  currentMap: 2,
  winner: null,
  maps: [
    { position: 1, status: "finished", winner: "teamA" },
    { position: 2, status: "running", winner: null },
  ],
  ...over,
});
