import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, type DbHandle } from "@eb/db";
import { matchResults, matches, players, tournaments } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { MatchRow, PlayerRow } from "../types";
import { writeBatch } from "./write-batch";

const HOUR = 3_600_000;
const END = new Date("2026-06-20T10:00:00Z");

function finishedMatch(over: Partial<MatchRow> = {}): MatchRow {
  return {
    id: 501,
    source: "pandascore",
    game: "lol",
    status: "finished",
    numberOfGames: 3,
    beginAt: new Date(END.getTime() - 2 * HOUR),
    endAt: END,
    tournamentId: 77,
    tournamentName: "LCK Summer 2026 - Playoffs",
    leagueName: "LCK",
    serieName: "Summer",
    teamAId: 1,
    teamAName: "T1",
    teamAAcronym: "T1",
    teamBId: 2,
    teamBName: "Gen.G",
    teamBAcronym: "GEN",
    teamAScore: 2,
    teamBScore: 1,
    winnerId: 1,
    winnerName: "T1",
    games: [
      { position: 1, status: "finished", winnerId: 1, beginAt: null, endAt: null, length: null },
      { position: 2, status: "finished", winnerId: 2, beginAt: null, endAt: null, length: null },
      { position: 3, status: "finished", winnerId: 1, beginAt: null, endAt: null, length: null },
    ],
    ...over,
  };
}

const player = (id: number, teamId: number, name = `p${id}`): PlayerRow => ({
  id,
  source: "pandascore",
  game: "lol",
  teamId,
  name,
  role: "mid",
  nationality: "KR",
});

describe.each(testDrivers())("writeBatch: the results archive and rosters (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    // The matches' tournament has a tier: only a public (tiered) tournament's results are archived.
    await handle.db.insert(tournaments).values([
      { id: 77, game: "lol", name: "LCK Summer 2026 - Playoffs", tier: "s" },
      { id: 78, game: "lol", name: "LCK Challengers", tier: null },
    ]);
  });
  afterEach(() => handle.close());
  const archive = () => handle.db.select().from(matchResults).orderBy(asc(matchResults.id));

  it("leaves out a finished match of an untiered tournament (never public), in the batch and in a tournament written with it", async () => {
    const counts = await writeBatch(handle.db, {
      matches: [finishedMatch({ id: 601, tournamentId: 78 }), finishedMatch({ id: 602, tournamentId: 79 })],
      embeddedTournaments: [{ id: 79, source: "pandascore", game: "lol", name: "Open Qualifier", tier: null }],
    });
    expect(counts.match_results).toEqual({ inserted: 0, updated: 0, skipped: 0 });
    const tiered = await writeBatch(handle.db, {
      matches: [finishedMatch({ id: 603, tournamentId: 80 })],
      embeddedTournaments: [{ id: 80, source: "pandascore", game: "lol", name: "Worlds", tier: "s" }],
    });
    expect(tiered.match_results.inserted).toBe(1);
    expect((await archive()).map((r) => r.id)).toEqual([603]);
  });

  it("archives a finished match with both teams in the same write: teams, score, winner, date and tournament", async () => {
    const counts = await writeBatch(handle.db, { matches: [finishedMatch()] });
    expect(counts.match_results).toEqual({ inserted: 1, updated: 0, skipped: 0 });
    const [row] = await archive();
    expect(row).toMatchObject({
      id: 501,
      source: "pandascore",
      game: "lol",
      finishedAt: END,
      teamAId: 1,
      teamAName: "T1",
      teamAAcronym: "T1",
      teamBId: 2,
      teamBName: "Gen.G",
      teamBAcronym: "GEN",
      teamAScore: 2,
      teamBScore: 1,
      winnerId: 1,
      numberOfGames: 3,
      tournamentId: 77,
      tournamentName: "LCK Summer 2026 - Playoffs",
      leagueName: "LCK",
      serieName: "Summer",
    });
    const [stored] = await handle.db.select().from(matches).where(eq(matches.id, 501));
    expect(stored!.games).toHaveLength(3);
  });

  it("dates a result without an end by its begin, and leaves out unfinished matches and those with a TBD side", async () => {
    await writeBatch(handle.db, {
      matches: [
        finishedMatch({ id: 1, endAt: null }),
        finishedMatch({ id: 2, status: "running", winnerId: null }),
        finishedMatch({ id: 3, status: "not_started", teamAScore: null, teamBScore: null, winnerId: null }),
        finishedMatch({ id: 4, teamBId: null, teamBName: null }),
        finishedMatch({ id: 5, status: "canceled" }),
      ],
    });
    const rows = await archive();
    expect(rows.map((r) => r.id)).toEqual([1]);
    expect(rows[0]!.finishedAt).toEqual(new Date(END.getTime() - 2 * HOUR));
  });

  it("updates the archive row when the provider corrects a finished match, and leaves an unchanged one alone", async () => {
    await writeBatch(handle.db, { matches: [finishedMatch()] });
    const again = await writeBatch(handle.db, { matches: [finishedMatch()] });
    expect(again.match_results).toEqual({ inserted: 0, updated: 0, skipped: 0 });

    const corrected = await writeBatch(handle.db, { matches: [finishedMatch({ teamAScore: 1, teamBScore: 2, winnerId: 2, winnerName: "Gen.G" })] });
    expect(corrected.match_results).toEqual({ inserted: 0, updated: 1, skipped: 0 });
    expect(await archive()).toEqual([expect.objectContaining({ id: 501, teamAScore: 1, teamBScore: 2, winnerId: 2 })]);
  });

  it("takes a result back out of the archive when the provider no longer reports the match as finished", async () => {
    await writeBatch(handle.db, { matches: [finishedMatch(), finishedMatch({ id: 502 })] });
    await writeBatch(handle.db, { matches: [finishedMatch({ status: "canceled" })] });
    expect((await archive()).map((r) => r.id)).toEqual([502]);
    // Withdrawn and new results in one page: both in its one archive statement.
    const mixed = await writeBatch(handle.db, { matches: [finishedMatch({ id: 502, status: "running", winnerId: null }), finishedMatch({ id: 503 })] });
    expect(mixed.match_results).toEqual({ inserted: 1, updated: 0, skipped: 0 });
    expect((await archive()).map((r) => r.id)).toEqual([503]);
  });

  it("stores neither the matches nor their archive rows of a batch that fails", async () => {
    // The second row breaks the batch's transaction (a null game).
    const broken = { ...finishedMatch({ id: 9 }), game: null } as unknown as MatchRow;
    await expect(writeBatch(handle.db, { matches: [finishedMatch(), broken] })).rejects.toThrow();
    expect(await archive()).toEqual([]);
    expect(await handle.db.select().from(matches)).toEqual([]);
  });

  it("replaces a team's roster: listed players are stored with the team, those it no longer lists lose their team", async () => {
    await writeBatch(handle.db, { players: [player(1, 10), player(2, 10), player(3, 10), player(4, 20)], rosterTeamIds: [10, 20] });
    const counts = await writeBatch(handle.db, { players: [player(1, 10), player(2, 10, "renamed"), player(5, 10)], rosterTeamIds: [10] });
    expect(counts.players).toEqual({ inserted: 1, updated: 2, skipped: 1 }); // 5 new; 2 renamed and 3 left; 1 unchanged
    const rows = await handle.db.select().from(players).orderBy(asc(players.id));
    expect(rows.map((p) => [p.id, p.teamId, p.name])).toEqual([
      [1, 10, "p1"],
      [2, 10, "renamed"],
      [3, null, "p3"],
      [4, 20, "p4"], // team 20's roster was not stated this time
      [5, 10, "p5"],
    ]);
  });

  it("moves a player who changed teams, and empties a roster stated as empty", async () => {
    await writeBatch(handle.db, { players: [player(1, 10), player(2, 20)], rosterTeamIds: [10, 20] });
    await writeBatch(handle.db, { players: [player(1, 20)], rosterTeamIds: [10, 20] });
    const rows = await handle.db.select().from(players).orderBy(asc(players.id));
    expect(rows.map((p) => [p.id, p.teamId])).toEqual([
      [1, 20],
      [2, null],
    ]);
    await writeBatch(handle.db, { players: [], rosterTeamIds: [20] });
    expect((await handle.db.select().from(players)).every((p) => p.teamId === null)).toBe(true);
  });

  it("keeps a team's stored players when the batch carries some of them without stating the roster", async () => {
    await writeBatch(handle.db, { players: [player(1, 10), player(2, 10)], rosterTeamIds: [10] });
    await writeBatch(handle.db, { players: [player(1, 10)] });
    expect((await handle.db.select().from(players)).map((p) => p.teamId)).toEqual([10, 10]);
  });
});
