import { describe, expect, it } from "vitest";
import type { MatchDetail } from "@eb/api/shared";
import { applyLiveState, followsIn, followsLive, liveAnnouncement } from "./live-match";
import { parseLiveState } from "./live-stream";
import { liveState } from "./test-support";

const detail = (over: Partial<MatchDetail["match"]> = {}): MatchDetail =>
  ({
    match: {
      id: 7,
      game: "cs2",
      status: "not_started",
      teamAScore: null,
      teamBScore: null,
      teamA: { name: "Static Pulse" },
      teamB: { name: "Polar Nine" },
      winner: null,
      ...over,
    },
    matchType: "best_of",
    numberOfGames: 3,
    games: [],
    formA: null,
    formB: null,
    headToHead: [],
    liveEventId: 3,
  }) as unknown as MatchDetail;
const state = liveState;
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

  it("carries a map's name and score where the real-time feed said them", () => {
    const next = applyLiveState(
      detail(),
      state({
        maps: [
          { position: 1, status: "finished", winner: "teamA", name: "Mirage", scoreA: 13, scoreB: 9 },
          { position: 2, status: "running", winner: null, name: "Inferno", scoreA: null, scoreB: 3 },
        ],
      }),
    );
    expect(next.games).toEqual([
      { position: 1, status: "finished", winner: "a", name: "Mirage", scoreA: 13, scoreB: 9 },
      { position: 2, status: "running", winner: null, name: "Inferno", scoreA: null, scoreB: 3 },
    ]);
  });

  it("announces the start, a score change and the end; not a change nobody would notice", () => {
    const start = applyLiveState(detail(), state({ scoreA: 0 }));
    expect(liveAnnouncement(detail(), start, names)).toBe("The match has started");
    const scored = applyLiveState(start, state());
    expect(liveAnnouncement(start, scored, names)).toBe("Score: Static Pulse 1, Polar Nine 0");
    expect(liveAnnouncement(scored, applyLiveState(scored, state({ currentMap: 3 })), names)).toBeNull();
    const over = applyLiveState(scored, state({ status: "finished", scoreA: 2, currentMap: null, winner: "teamA" }));
    expect(over.match.winner).toBe("Static Pulse");
    expect(liveAnnouncement(scored, over, names)).toBe("Match over: Static Pulse 2, Polar Nine 0");
  });

  it("follows a running match, and an upcoming one from 15 minutes before its start; reads only a state's JSON", () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    expect(followsLive("running", at(-90), now)).toBe(true);
    expect([followsLive("not_started", at(15), now), followsLive("not_started", at(-20), now), followsLive("not_started", at(16), now)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(["finished", "canceled", "postponed"].map((s) => followsLive(s, at(5), now))).toEqual([false, false, false]);
    expect(followsLive("not_started", null, now)).toBe(false);
    // An upcoming page waits for its moment, if it is near enough to wait for.
    expect(followsIn("not_started", at(60), now)).toBe(45 * 60_000);
    expect(followsIn("not_started", at(10), now)).toBeNull();
    expect(followsIn("not_started", at(7 * 60), now)).toBeNull();
    expect(parseLiveState(JSON.stringify(state()))).toEqual(state());
    expect(parseLiveState("{")).toBeNull();
    expect(parseLiveState(JSON.stringify({ matchId: "7" }))).toBeNull();
  });
});
