import { describe, expect, it } from "vitest";
import { isLiveNews, liveStateOf, type LiveStateSource } from "./live-state";

const row = (over: Partial<LiveStateSource> = {}): LiveStateSource => ({
  id: 7,
  game: "cs2",
  status: "running",
  teamAId: 10,
  teamBId: 20,
  teamAScore: 1,
  teamBScore: 0,
  winnerId: null,
  games: [
    { position: 2, status: "running", winnerId: null, beginAt: null, endAt: null, length: null },
    { position: 1, status: "finished", winnerId: 10, beginAt: null, endAt: null, length: null },
    { position: 3, status: "not_started", winnerId: null, beginAt: null, endAt: null, length: null },
  ],
  ...over,
});

describe("a match's live state", () => {
  it("carries a map's name and score only where the real-time feed gave them, and a changed score is news", () => {
    const live = (scoreA: number) =>
      row({ games: [{ position: 1, status: "running", winnerId: null, beginAt: null, endAt: null, length: null, name: "Mirage", scoreA, scoreB: 4 }] });
    expect(liveStateOf(live(6)).maps).toEqual([{ position: 1, status: "running", winner: null, name: "Mirage", scoreA: 6, scoreB: 4 }]);
    expect(liveStateOf(row()).maps[0]).toEqual({ position: 1, status: "finished", winner: "teamA" });
    expect(isLiveNews(liveStateOf(live(6)), liveStateOf(live(7)))).toBe(true);
    expect(isLiveNews(liveStateOf(live(7)), liveStateOf(live(7)))).toBe(false);
  });

  it("lists the maps in order with each winner on our sides, and the map being played", () => {
    expect(liveStateOf(row())).toEqual({
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
        { position: 3, status: "not_started", winner: null },
      ],
    });
    // A winner who is neither side (a stand-in the provider names) is no side's map.
    expect(
      liveStateOf(row({ games: [{ position: 1, status: "finished", winnerId: 99, beginAt: null, endAt: null, length: null }] })).maps[0]!.winner,
    ).toBeNull();
    expect(liveStateOf(row({ status: "finished", games: [] })).currentMap).toBeNull();
  });

  it("is news while a match runs, when it starts, ends or is called off; not for upcoming ones or a first sight of a past one", () => {
    const running = liveStateOf(row());
    const upcoming = liveStateOf(row({ status: "not_started", teamAScore: null, teamBScore: null, games: [] }));
    const finished = liveStateOf(row({ status: "finished", teamAScore: 2, teamBScore: 0 }));
    expect(isLiveNews(running, running)).toBe(false);
    expect(isLiveNews(running, liveStateOf(row({ teamBScore: 1 })))).toBe(true);
    expect(
      isLiveNews(running, liveStateOf(row({ games: [{ position: 1, status: "finished", winnerId: 20, beginAt: null, endAt: null, length: null }] }))),
    ).toBe(true);
    expect(isLiveNews(upcoming, running)).toBe(true);
    expect(isLiveNews(running, finished)).toBe(true);
    expect(isLiveNews(upcoming, liveStateOf(row({ status: "canceled", teamAScore: null, teamBScore: null, games: [] })))).toBe(true);
    expect(isLiveNews(undefined, running)).toBe(true);
    expect(isLiveNews(undefined, upcoming)).toBe(false);
    expect(isLiveNews(undefined, finished)).toBe(false);
    expect(isLiveNews(upcoming, liveStateOf(row({ status: "not_started", teamAScore: null, teamBScore: null, games: [], teamBId: 21 })))).toBe(false);
  });
});
