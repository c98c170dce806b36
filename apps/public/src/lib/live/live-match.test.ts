import { describe, expect, it } from "vitest";
import type { MatchDetail, PublicLiveState } from "@eb/api/shared";
import { applyLiveState, followsLive, liveAnnouncement, parseLiveState } from "./live-match";

const detail = (over: Partial<MatchDetail["match"]> = {}): MatchDetail =>
  ({
    match: { id: 7, game: "cs2", status: "not_started", teamAScore: null, teamBScore: null, ...over },
    matchType: "best_of",
    numberOfGames: 3,
    games: [],
    formA: null,
    formB: null,
    headToHead: [],
    liveEventId: 3,
  }) as unknown as MatchDetail;
const state = (over: Partial<PublicLiveState> = {}): PublicLiveState => ({
  matchId: 7,
  game: "cs2",
  status: "running",
  scoreA: 1,
  scoreB: 0,
  currentMap: 2,
  maps: [
    { position: 1, status: "finished", winner: "teamA" },
    { position: 2, status: "running", winner: null },
  ],
  ...over,
});
const names = { a: "Static Pulse", b: "Polar Nine" };

describe("a match page's live state", () => {
  it("applies a state to the page's match: status, score, maps with their winners; another match's is ignored", () => {
    const next = applyLiveState(detail(), state());
    expect(next.match).toMatchObject({ status: "running", teamAScore: 1, teamBScore: 0 });
    expect(next.games).toEqual([
      { position: 1, status: "finished", winner: "a" },
      { position: 2, status: "running", winner: null },
    ]);
    expect(applyLiveState(next, state())).toEqual(next);
    const before = detail();
    expect(applyLiveState(before, state({ matchId: 8 }))).toBe(before);
  });

  it("announces the start, a score change and the end; not a change nobody would notice", () => {
    const start = applyLiveState(detail(), state({ scoreA: 0 }));
    expect(liveAnnouncement(detail(), start, names)).toBe("The match has started");
    const scored = applyLiveState(start, state());
    expect(liveAnnouncement(start, scored, names)).toBe("Score: Static Pulse 1, Polar Nine 0");
    expect(liveAnnouncement(scored, applyLiveState(scored, state({ currentMap: 3 })), names)).toBeNull();
    const over = applyLiveState(scored, state({ status: "finished", scoreA: 2, currentMap: null }));
    expect(liveAnnouncement(scored, over, names)).toBe("Match over: Static Pulse 2, Polar Nine 0");
  });

  it("follows upcoming and running matches only, and reads only a state's JSON", () => {
    expect(["not_started", "running"].map(followsLive)).toEqual([true, true]);
    expect(["finished", "canceled", "postponed"].map(followsLive)).toEqual([false, false, false]);
    expect(parseLiveState(JSON.stringify(state()))).toEqual(state());
    expect(parseLiveState("{")).toBeNull();
    expect(parseLiveState(JSON.stringify({ matchId: "7" }))).toBeNull();
  });
});
