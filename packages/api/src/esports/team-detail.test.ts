import { describe, expect, it } from "vitest";
import { testDrivers } from "@eb/db/testing";
import { addMatch, addTournament, hoursFrom } from "../testing/esports-rows";
import { addPlayer, addResult, addTeam, publicApiPerTest, errorOf } from "./test-support";
import { TEAM_FORM_LIMIT } from "./team-form";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (d: number) => hoursFrom(now, -24 * d);

describe.each(testDrivers())("the team page's data on %s", (driver) => {
  const env = publicApiPerTest(driver, now);

  it("gives the stored team, its current roster, its last 10 results, its live and upcoming matches and its tournaments", async () => {
    await addTeam(env.handle.db, { id: 10, game: "cs2", name: "Natus Vincere", acronym: "NAVI", location: "UA", imageUrl: "https://cdn.example/navi.png" });
    await addPlayer(env.handle.db, {
      id: 1,
      game: "cs2",
      teamId: 10,
      name: "s1mple",
      role: "awper",
      nationality: "UA",
      firstName: "Oleksandr",
      lastName: "Kostyliev",
    });
    await addPlayer(env.handle.db, { id: 2, game: "cs2", teamId: 10, name: "b1t", nationality: "UA" });
    await addPlayer(env.handle.db, { id: 3, game: "cs2", teamId: 11, name: "elsewhere" });
    for (let d = 1; d <= 12; d++)
      await addResult(env.handle.db, {
        finishedAt: daysAgo(d),
        teamAId: 30 + d,
        teamAName: `Rival ${d}`,
        teamBId: 10,
        teamBName: "Natus Vincere",
        winnerId: d % 3 === 0 ? 10 : 30 + d,
      });
    const running = await addTournament(env.handle.db, { name: "Major", beginAt: daysAgo(2), endAt: hoursFrom(now, 72) });
    const later = await addTournament(env.handle.db, { name: "League", beginAt: hoursFrom(now, 200), leagueName: "ESL" });
    const over = await addTournament(env.handle.db, { name: "Old Cup", beginAt: daysAgo(20), endAt: daysAgo(10) });
    const untiered = await addTournament(env.handle.db, { name: "Showmatch", tier: null });
    const live = await addMatch(env.handle.db, {
      tournamentId: running.id,
      teamAId: 10,
      teamAName: "Natus Vincere",
      status: "running",
      beginAt: hoursFrom(now, -1),
    });
    const next = await addMatch(env.handle.db, { tournamentId: running.id, teamBId: 10, teamBName: "Natus Vincere", beginAt: hoursFrom(now, 5) });
    const after = await addMatch(env.handle.db, { tournamentId: later.id, teamAId: 10, teamAName: "Natus Vincere", beginAt: hoursFrom(now, 210) });
    await addMatch(env.handle.db, { tournamentId: over.id, teamAId: 10, status: "finished", beginAt: daysAgo(12) });
    await addMatch(env.handle.db, { tournamentId: untiered.id, teamAId: 10, beginAt: hoursFrom(now, 2) });
    await addMatch(env.handle.db, { tournamentId: running.id, teamAId: 12, beginAt: hoursFrom(now, 3) });

    const detail = await env.api.teams.detail({ game: "cs2", id: 10 });
    expect(detail.team).toEqual({ id: 10, game: "cs2", name: "Natus Vincere", acronym: "NAVI", logo: "https://cdn.example/navi.png", location: "UA" });
    expect(detail.roster).toEqual([
      { id: 2, name: "b1t", firstName: null, lastName: null, role: null, nationality: "UA" },
      { id: 1, name: "s1mple", firstName: "Oleksandr", lastName: "Kostyliev", role: "awper", nationality: "UA" },
    ]);
    expect(detail.results).toHaveLength(TEAM_FORM_LIMIT);
    expect(detail.results.map((r) => r.outcome).join("")).toBe("LLWLLWLLWL");
    expect(detail.results[0]).toMatchObject({ opponent: { id: 31, name: "Rival 1" }, score: 1, opponentScore: 2 });
    expect(detail.live.map((m) => m.id)).toEqual([live.id]);
    expect(detail.upcoming.map((m) => m.id)).toEqual([next.id, after.id]);
    expect(detail.tournaments).toEqual([
      { id: running.id, game: "cs2", name: "Major", leagueName: null, status: "running" },
      { id: later.id, game: "cs2", name: "League", leagueName: "ESL", status: "upcoming" },
    ]);
  });

  it("knows a team the team sync has not stored yet from its matches, then from the archive, and nothing more", async () => {
    const t = await addTournament(env.handle.db);
    await addMatch(env.handle.db, {
      tournamentId: t.id,
      teamBId: 40,
      teamBName: "New Squad",
      teamBAcronym: "NEW",
      teamBLogo: "https://cdn.example/new.png",
      beginAt: hoursFrom(now, 4),
    });
    expect((await env.api.teams.detail({ game: "cs2", id: 40 })).team).toEqual({
      id: 40,
      game: "cs2",
      name: "New Squad",
      acronym: "NEW",
      logo: "https://cdn.example/new.png",
      location: null,
    });
    await addResult(env.handle.db, { finishedAt: daysAgo(300), teamAId: 41, teamAName: "Old Guard", teamAAcronym: "OG" });
    const archived = await env.api.teams.detail({ game: "cs2", id: 41 });
    expect(archived.team).toEqual({ id: 41, game: "cs2", name: "Old Guard", acronym: "OG", logo: null, location: null });
    expect(archived).toMatchObject({ roster: [], live: [], upcoming: [], tournaments: [] });
    expect(archived.results).toHaveLength(1);
  });

  it("answers not found for an unknown id, another game's team and a team seen only in an untiered tournament", async () => {
    await addTeam(env.handle.db, { id: 10, game: "lol", name: "T1" });
    const untiered = await addTournament(env.handle.db, { tier: null });
    await addMatch(env.handle.db, { tournamentId: untiered.id, teamAId: 50, teamAName: "Hidden", beginAt: hoursFrom(now, 1) });
    expect((await env.api.teams.detail({ game: "lol", id: 10 })).team.name).toBe("T1");
    expect(await errorOf(env.api.teams.detail({ game: "cs2", id: 10 }))).toBe("NOT_FOUND: Team Not Found");
    expect(await errorOf(env.api.teams.detail({ game: "cs2", id: 50 }))).toBe("NOT_FOUND: Team Not Found");
    expect(await errorOf(env.api.teams.detail({ game: "cs2", id: 987_654 }))).toBe("NOT_FOUND: Team Not Found");
    // @ts-expect-error: invalid input is exactly what is being tested
    expect(await errorOf(env.api.teams.detail({ game: "cs2", id: "10" }))).toMatch(/^BAD_REQUEST/);
  });
});
