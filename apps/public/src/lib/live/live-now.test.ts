import { describe, expect, it } from "vitest";
import type { PublicLiveMatch, PublicLiveMatchList, PublicLiveState } from "@eb/api/shared";
import { applyToLiveNow } from "./live-now";
import { liveState } from "./test-support";

const card = (id: number, over: Partial<PublicLiveMatch> = {}): PublicLiveMatch =>
  ({
    id,
    game: "cs2",
    status: "running",
    teamA: { id: 1, name: "Static Pulse" },
    teamB: { id: 2, name: "Polar Nine" },
    teamAScore: 0,
    teamBScore: 0,
    winner: null,
    currentMap: 1,
    ...over,
  }) as PublicLiveMatch;
const list = (...matches: PublicLiveMatch[]): PublicLiveMatchList => ({ matches, liveEventId: 40 });
const state = (matchId: number, over: Partial<PublicLiveState> = {}) => liveState({ matchId, ...over });

describe("a live change in a Live now block", () => {
  it("updates a listed match's score and map in place, announces the score, and is the same applied twice", () => {
    const before = list(card(7), card(8));
    const step = applyToLiveNow(before, state(8), "all");
    expect(step.list.matches.map((m) => [m.id, m.teamAScore, m.teamBScore, m.currentMap])).toEqual([
      [7, 0, 0, 1],
      [8, 1, 0, 2],
    ]);
    expect(step.list.liveEventId).toBe(40);
    expect(step).toMatchObject({ unknown: false, announcement: "Score: Static Pulse 1, Polar Nine 0" });
    expect(before.matches[1]!.teamAScore).toBe(0);
    const again = applyToLiveNow(step.list, state(8), "all");
    expect(again.list).toEqual(step.list);
    expect(again.announcement).toBeNull();
  });

  it("says nothing when only the map changes", () => {
    const step = applyToLiveNow(list(card(7, { teamAScore: 1 })), state(7, { currentMap: null }), "all");
    expect(step.list.matches[0]!.currentMap).toBeNull();
    expect(step.announcement).toBeNull();
  });

  it("keeps a finished match on its line, with its result and winner, and announces the end once", () => {
    const step = applyToLiveNow(list(card(7), card(8)), state(7, { status: "finished", scoreA: 2, currentMap: null, winner: "teamA" }), "all");
    expect(step.list.matches.map((m) => m.id)).toEqual([7, 8]);
    expect(step.list.matches[0]).toMatchObject({ id: 7, status: "finished", teamAScore: 2, teamBScore: 0, winner: "Static Pulse" });
    expect(step.announcement).toBe("Match over: Static Pulse 2, Polar Nine 0");
    const again = applyToLiveNow(step.list, state(7, { status: "finished", scoreA: 2, currentMap: null, winner: "teamA" }), "all");
    expect(again.announcement).toBeNull();
  });

  it("drops a canceled match without a result", () => {
    const step = applyToLiveNow(list(card(7)), state(7, { status: "canceled" }), "all");
    expect(step.list.matches).toEqual([]);
    expect(step).toMatchObject({ announcement: null });
  });

  it("asks for the list again for a running match it does not list, of its game only; ignores other unlisted changes", () => {
    const before = list(card(7));
    expect(applyToLiveNow(before, state(9), "all")).toMatchObject({ list: before, unknown: true });
    expect(applyToLiveNow(before, state(9), "cs2").unknown).toBe(true);
    expect(applyToLiveNow(before, state(9, { game: "lol" }), "cs2").unknown).toBe(false);
    expect(applyToLiveNow(before, state(9, { status: "finished" }), "all")).toMatchObject({ list: before, unknown: false });
  });
});
