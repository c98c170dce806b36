import { describe, expect, it } from "vitest";
import { resultForTeam, type ArchivedResult } from "./team-results";

const row = (over: Partial<ArchivedResult> = {}): ArchivedResult => ({
  id: 9,
  finishedAt: new Date("2026-11-20T18:00:00Z"),
  teamAId: 1,
  teamAName: "Natus Vincere",
  teamAAcronym: "NAVI",
  teamBId: 2,
  teamBName: "FaZe Clan",
  teamBAcronym: "FAZE",
  teamAScore: 2,
  teamBScore: 1,
  winnerId: 1,
  tournamentName: "Playoffs",
  ...over,
});

describe("a result from one team's side", () => {
  it("turns the score and the opponent round for the away side", () => {
    expect(resultForTeam(row(), 1)).toEqual({
      matchId: 9,
      finishedAt: "2026-11-20T18:00:00.000Z",
      outcome: "W",
      opponent: { id: 2, name: "FaZe Clan", acronym: "FAZE" },
      score: 2,
      opponentScore: 1,
      tournamentName: "Playoffs",
    });
    expect(resultForTeam(row(), 2)).toMatchObject({ outcome: "L", opponent: { id: 1, name: "Natus Vincere" }, score: 1, opponentScore: 2 });
  });

  it("calls a draw only with no winner and equal scores, and leaves the rest unknown", () => {
    expect(resultForTeam(row({ winnerId: null, teamAScore: 1, teamBScore: 1 }), 1).outcome).toBe("D");
    expect(resultForTeam(row({ winnerId: null, teamAScore: 2, teamBScore: 1 }), 1).outcome).toBeNull();
    expect(resultForTeam(row({ winnerId: null, teamAScore: null, teamBScore: null }), 1).outcome).toBeNull();
  });

  it("has no opponent when the archive names none", () => {
    expect(resultForTeam(row({ teamBId: null, teamBName: null }), 1).opponent).toBeNull();
  });
});
