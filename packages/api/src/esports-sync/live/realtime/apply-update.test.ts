import { describe, expect, it } from "vitest";
import { applyFrame, finishMatch, type StoredMatch } from "./apply-update";
import type { FrameUpdate } from "./frame-update";

const A = 10;
const B = 20;
const stored = (over: Partial<StoredMatch> = {}): StoredMatch => ({
  id: 1,
  game: "cs2",
  status: "running",
  matchType: "best_of",
  numberOfGames: 3,
  teamAId: A,
  teamBId: B,
  teamAName: "NAVI",
  teamBName: "FaZe",
  teamAScore: 0,
  teamBScore: 0,
  winnerId: null,
  games: [],
  ...over,
});
// The frame lists the sides as the provider does: B (counter-terrorists) first.
const frame = (over: Partial<FrameUpdate>): FrameUpdate => ({
  matchId: 1,
  gameId: 100,
  position: null,
  mapName: "Mirage",
  finished: false,
  winnerId: null,
  mapScore: [
    { teamId: B, value: 3 },
    { teamId: A, value: 9 },
  ],
  seriesScore: [
    { teamId: B, value: 0 },
    { teamId: A, value: 1 },
  ],
  progress: [13, 0],
  ...over,
});

describe("a frame applied to the stored match", () => {
  it("sets the running map's name and score on our sides, the series score, and ends the maps before it", () => {
    const row = applyFrame(stored({ games: [{ position: 1, status: "running", winnerId: null, beginAt: null, endAt: null, length: null }] }), frame({}), 2);
    expect(row).toMatchObject({ status: "running", teamAScore: 1, teamBScore: 0, winnerId: null });
    expect(row.games).toEqual([
      { position: 1, status: "finished", winnerId: null, beginAt: null, endAt: null, length: null },
      { position: 2, status: "running", winnerId: null, beginAt: null, endAt: null, length: null, name: "Mirage", scoreA: 9, scoreB: 3 },
    ]);
  });

  it("names the series winner once a side has the maps a best-of needs", () => {
    const seriesScore: FrameUpdate["seriesScore"] = [
      { teamId: B, value: 0 },
      { teamId: A, value: 2 },
    ];
    const row = applyFrame(stored(), frame({ finished: true, winnerId: A, seriesScore }), 2);
    expect(row).toMatchObject({ teamAScore: 2, teamBScore: 0, winnerId: A, winnerName: "NAVI" });
    expect(row.games[0]).toMatchObject({ status: "finished", winnerId: A });
  });

  it("counts the series from the finished maps when the frame gives none (Dota 2)", () => {
    const won = { position: 1, status: "finished", winnerId: B, beginAt: null, endAt: null, length: null };
    const row = applyFrame(stored({ game: "dota2", games: [won] }), frame({ seriesScore: null, mapName: null }), 2);
    expect(row).toMatchObject({ teamAScore: 0, teamBScore: 1 });
  });

  it("finishes the match when the provider closes its socket: running maps ended, the side ahead the winner", () => {
    const running = { position: 3, status: "running", winnerId: null, beginAt: null, endAt: null, length: null };
    const now = new Date("2026-06-20T15:00:00Z");
    const row = finishMatch(stored({ teamAScore: 1, teamBScore: 2, games: [running] }), now);
    expect(row).toMatchObject({ status: "finished", winnerId: B, winnerName: "FaZe", endAt: now, games: [{ status: "finished" }] });
  });
});
