import { describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { matches } from "@eb/db/schema";
import { eq } from "@eb/db";
import { addMatch, addTournament, hoursFrom } from "../testing/esports-rows";
import { addResult, publicApiPerTest, errorOf } from "./test-support";
import { HEAD_TO_HEAD_LIMIT, MATCH_FORM_LIMIT } from "./team-form";

const now = new Date("2026-11-22T12:00:00Z");
const NAVI = { teamAId: 10, teamAName: "Natus Vincere", teamAAcronym: "NAVI" };
const FAZE = { teamBId: 20, teamBName: "FaZe Clan", teamBAcronym: "FAZE" };
const daysAgo = (d: number) => hoursFrom(now, -24 * d);

describe.each(testDrivers())("the match page's data on %s", (driver) => {
  const env = publicApiPerTest(driver, now);

  it("gives the match with its format and its series' games, each with the side that won it, its map and score where known", async () => {
    const t = await addTournament(env.handle.db, { tier: "s", name: "Major Playoffs" });
    const m = await addMatch(env.handle.db, {
      tournamentId: t.id,
      ...NAVI,
      ...FAZE,
      status: "running",
      beginAt: hoursFrom(now, -1),
      matchType: "best_of",
      numberOfGames: 3,
      teamAScore: 1,
      teamBScore: 0,
      streamUrl: "https://twitch.tv/major",
      games: [
        { position: 2, status: "running", winnerId: null, beginAt: null, endAt: null, length: null, name: "Inferno", scoreA: 4, scoreB: 6 },
        { position: 1, status: "finished", winnerId: 10, beginAt: null, endAt: null, length: 2100 },
        { position: 3, status: "not_started", winnerId: 99, beginAt: null, endAt: null, length: null },
      ],
    });
    const detail = await env.api.matches.detail({ game: "cs2", id: m.id });
    expect(detail.match).toMatchObject({
      id: m.id,
      status: "running",
      teamA: { id: 10, name: "Natus Vincere" },
      teamB: { id: 20 },
      streamUrl: "https://twitch.tv/major",
    });
    expect([detail.matchType, detail.numberOfGames]).toEqual(["best_of", 3]);
    expect(detail.games).toEqual([
      { position: 1, status: "finished", winner: "a" },
      // The real-time feed's map name and score, where it said them.
      { position: 2, status: "running", winner: null, name: "Inferno", scoreA: 4, scoreB: 6 },
      // A winner that is neither side says nothing.
      { position: 3, status: "not_started", winner: null },
    ]);
  });

  it("computes each side's last 5 results and the two teams' last meetings from the results archive", async () => {
    const t = await addTournament(env.handle.db);
    const m = await addMatch(env.handle.db, { tournamentId: t.id, ...NAVI, ...FAZE, beginAt: hoursFrom(now, 3) });
    // NAVI: 7 results (5 shown, newest first); two of them against FaZe; one lost.
    for (let d = 1; d <= 5; d++)
      await addResult(env.handle.db, {
        finishedAt: daysAgo(d),
        teamAId: 10,
        teamAName: "Natus Vincere",
        teamBId: 30 + d,
        teamBName: `Rival ${d}`,
        winnerId: 10,
      });
    await addResult(env.handle.db, {
      finishedAt: daysAgo(6),
      teamAId: 20,
      teamAName: "FaZe Clan",
      teamBId: 10,
      teamBName: "Natus Vincere",
      teamAScore: 2,
      teamBScore: 0,
      winnerId: 20,
      tournamentName: "Old Cup",
    });
    await addResult(env.handle.db, {
      finishedAt: daysAgo(400),
      teamAId: 10,
      teamAName: "Natus Vincere",
      teamBId: 20,
      teamBName: "FaZe Clan",
      teamAScore: 1,
      teamBScore: 1,
      winnerId: null,
    });
    // Another game's teams with the same ids are no part of it.
    await addResult(env.handle.db, { game: "lol", finishedAt: daysAgo(1), teamAId: 10, teamBId: 20, winnerId: 20 });

    const detail = await env.api.matches.detail({ game: "cs2", id: m.id });
    expect(detail.formA).toHaveLength(MATCH_FORM_LIMIT);
    expect(detail.formA!.map((r) => [r.outcome, r.opponent?.name])).toEqual([1, 2, 3, 4, 5].map((d) => ["W", `Rival ${d}`]));
    expect(detail.formB!.map((r) => [r.outcome, r.opponent?.name, r.score, r.opponentScore])).toEqual([
      ["W", "Natus Vincere", 2, 0],
      ["D", "Natus Vincere", 1, 1],
    ]);
    // Meetings from team A's side, newest first.
    expect(detail.headToHead.map((r) => [r.outcome, r.score, r.opponentScore, r.tournamentName])).toEqual([
      ["L", 0, 2, "Old Cup"],
      ["D", 1, 1, null],
    ]);
    expect(HEAD_TO_HEAD_LIMIT).toBe(5);
  });

  it("keeps results of a tournament stored without a tier out of form and meetings, and counts those whose tournament is gone", async () => {
    const t = await addTournament(env.handle.db);
    const untiered = await addTournament(env.handle.db, { tier: null });
    const m = await addMatch(env.handle.db, { tournamentId: t.id, ...NAVI, ...FAZE, beginAt: hoursFrom(now, 3) });
    await addResult(env.handle.db, { finishedAt: daysAgo(1), teamAId: 10, teamBId: 20, tournamentId: untiered.id });
    await addResult(env.handle.db, { finishedAt: daysAgo(2), teamAId: 10, teamBId: 20, tournamentId: 777_777 });
    const detail = await env.api.matches.detail({ game: "cs2", id: m.id });
    expect(detail.formA!.map((r) => r.finishedAt)).toEqual([daysAgo(2).toISOString()]);
    expect(detail.headToHead).toHaveLength(1);
  });

  it("says a side not yet known has no form and the match no meetings", async () => {
    const t = await addTournament(env.handle.db);
    const m = await addMatch(env.handle.db, { tournamentId: t.id, ...NAVI, teamBId: null, teamBName: null, beginAt: hoursFrom(now, 3) });
    await addResult(env.handle.db, { finishedAt: daysAgo(1), teamAId: 10, teamBId: 20 });
    const detail = await env.api.matches.detail({ game: "cs2", id: m.id });
    expect(detail.match.teamB).toBeNull();
    expect(detail.formA).toHaveLength(1);
    expect(detail.formB).toBeNull();
    expect(detail.headToHead).toEqual([]);
  });

  it("answers not found for an unknown id, another game's id and a match of a tournament without a tier", async () => {
    const t = await addTournament(env.handle.db);
    const untiered = await addTournament(env.handle.db, { tier: null });
    const shown = await addMatch(env.handle.db, { tournamentId: t.id, beginAt: hoursFrom(now, 1) });
    const hidden = await addMatch(env.handle.db, { tournamentId: untiered.id, beginAt: hoursFrom(now, 1) });
    expect((await env.api.matches.detail({ game: "cs2", id: shown.id })).match.id).toBe(shown.id);
    expect(await errorOf(env.api.matches.detail({ game: "cs2", id: hidden.id }))).toBe("NOT_FOUND: Match Not Found");
    expect(await errorOf(env.api.matches.detail({ game: "lol", id: shown.id }))).toBe("NOT_FOUND: Match Not Found");
    expect(await errorOf(env.api.matches.detail({ game: "cs2", id: 123_456_789 }))).toBe("NOT_FOUND: Match Not Found");
    // A tier removed later hides the page too.
    await env.handle.db.update(matches).set({ tournamentId: untiered.id }).where(eq(matches.id, shown.id));
    expect(await errorOf(env.api.matches.detail({ game: "cs2", id: shown.id }))).toBe("NOT_FOUND: Match Not Found");
  });

  it("refuses an id that is not a positive safe integer and a game outside the four", async () => {
    for (const input of [
      { game: "cs2", id: 0 },
      { game: "cs2", id: -1 },
      { game: "cs2", id: 1.5 },
      { game: "cs2", id: 2 ** 60 },
      { game: "fortnite", id: 1 },
    ]) {
      // @ts-expect-error: invalid input is exactly what is being tested
      expect(await errorOf(env.api.matches.detail(input))).toMatch(/^BAD_REQUEST/);
    }
  });
});
