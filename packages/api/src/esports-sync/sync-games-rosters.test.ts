import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { asc, eq } from "@eb/db";
import { matchResults, matches, players } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { fixtureRoutes, readFixture } from "../../../../tests/fake-pandascore";
import { useProviderTestEnv } from "../testing/provider-test-env";
import { endpointsFor } from "./pandascore/endpoints";
import { syncSource } from "./sync-source";

const TOKEN = "test-token";
const LOL_TEAMS = "/lol/teams";
const LOL_PAST = "/lol/matches/past";
type Raw = Record<string, any>;
const lolTeams = (): Raw[] => structuredClone(fixtureRoutes()[LOL_TEAMS] as Raw[]);
const lckFinal = (): Raw => structuredClone(readFixture("lol-match-finished.json") as Raw);

function capturingLog() {
  const lines: Record<string, any>[] = [];
  const log = pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

/**
 * Through a PandaScore-compatible server on loopback: the teams pages bring the rosters and the
 * matches pages the series' games, with no request of their own.
 */
describe.each(testDrivers())("games and rosters from PandaScore (%s)", (driver) => {
  const env = useProviderTestEnv(driver, TOKEN);
  afterEach(() => {
    env.fake.setRoute(LOL_TEAMS, fixtureRoutes()[LOL_TEAMS]!);
    env.fake.setRoute(LOL_PAST, fixtureRoutes()[LOL_PAST]!);
  });
  const roster = (teamId: number) =>
    env.handle.db
      .select()
      .from(players)
      .where(eq(players.teamId, teamId))
      .orderBy(asc(players.id))
      .then((rows) => rows.map((p) => p.name));

  it("stores the players a teams page carries, under their team, with role and nationality", async () => {
    const result = await syncSource(env.deps(), "lol", "teams");
    expect(result).toMatchObject({ success: true, stored: { players: { inserted: 6, updated: 0 } } });
    expect(await roster(126061)).toEqual(["Faker", "Keria", "Gumayusi", "Zeus", "Oner", "Cloud"]);
    const [faker] = await env.handle.db.select().from(players).where(eq(players.id, 585));
    expect(faker).toMatchObject({ source: "pandascore", game: "lol", role: "mid", nationality: "KR", firstName: "Lee", lastName: "Sang-hyeok" });
  });

  it("takes a player the next teams page no longer lists off the team, and keeps the team's roster when a player is unreadable", async () => {
    await syncSource(env.deps(), "lol", "teams");
    const teams = lolTeams();
    const t1 = teams.find((t) => t.id === 126061)!;
    t1.players = t1.players.filter((p: Raw) => p.name !== "Cloud");
    env.fake.setRoute(LOL_TEAMS, teams);
    await syncSource(env.deps(), "lol", "teams");
    expect(await roster(126061)).toEqual(["Faker", "Keria", "Gumayusi", "Zeus", "Oner"]);
    const [cloud] = await env.handle.db.select().from(players).where(eq(players.id, 51968));
    expect(cloud!.teamId).toBeNull();

    // A roster with an unreadable player is not complete: nobody leaves on its word, and the log says why.
    t1.players = [{ ...t1.players[0], name: null }];
    env.fake.setRoute(LOL_TEAMS, teams);
    const { log, lines } = capturingLog();
    const result = await syncSource(env.deps({ log }), "lol", "teams");
    expect(result.success).toBe(true);
    expect(await roster(126061)).toEqual(["Faker", "Keria", "Gumayusi", "Zeus", "Oner"]);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "provider items failed validation; skipped",
        invalid: [{ index: 0, id: 585, issues: ["name: Invalid input: expected string, received null"], in: "players", parentId: 126061 }],
      }),
    ]);
  });

  it("stores a match page's games and archives its finished matches, a bad game left out and logged", async () => {
    const final = lckFinal();
    delete final.games[4].position;
    env.fake.setRoute(LOL_PAST, [final]);
    const { log, lines } = capturingLog();
    const result = await syncSource(env.deps({ log }), "lol", "matches");
    expect(result).toMatchObject({ success: true, stored: { match_results: { inserted: 1, updated: 0 } } });

    const [stored] = await env.handle.db.select().from(matches).where(eq(matches.id, final.id));
    expect(stored!.games.map((g) => [g.position, g.winnerId])).toEqual([
      [1, 2883],
      [2, 2882],
      [3, 2882],
      [4, 2883],
    ]);
    const upcoming = z.array(z.object({ id: z.number() })).parse(readFixture("lol-matches.json"))[0]!;
    const [notStarted] = await env.handle.db.select().from(matches).where(eq(matches.id, upcoming.id));
    expect(notStarted!.games.map((g) => g.status)).toEqual(["not_started", "not_started", "not_started"]);
    expect(lines).toEqual([expect.objectContaining({ invalid: [expect.objectContaining({ index: 4, in: "games", parentId: final.id })] })]);

    const archived = await env.handle.db.select().from(matchResults);
    expect(archived).toEqual([
      expect.objectContaining({ id: final.id, source: "pandascore", teamAScore: 2, teamBScore: 3, winnerId: 2883, finishedAt: new Date(final.end_at) }),
    ]);
  });

  it("updates the archived result when the provider corrects a finished match's score", async () => {
    const final = lckFinal();
    env.fake.setRoute(LOL_PAST, [final]);
    await syncSource(env.deps(), "lol", "matches");
    final.results = final.results.map((r: Raw) => ({ ...r, score: r.team_id === 2883 ? 3 : 1 }));
    final.games = final.games.slice(1);
    env.fake.setRoute(LOL_PAST, [final]);
    const result = await syncSource(env.deps(), "lol", "matches");
    expect(result.stored.match_results).toEqual({ inserted: 0, updated: 1, skipped: 0 });
    const [row] = await env.handle.db.select().from(matchResults).where(eq(matchResults.id, final.id));
    expect([row!.teamAScore, row!.teamBScore]).toEqual([1, 3]);
  });

  it("asks for nothing more than before: one request per planned page, rosters and games included", async () => {
    // The hourly limits were set for these pages alone (endpoints.ts); games and players ride on them.
    await syncSource(env.deps(), "lol", "teams");
    await syncSource(env.deps(), "lol", "matches");
    const planned = [...endpointsFor("lol", "teams", env.clock.now()), ...endpointsFor("lol", "matches", env.clock.now())].map((p) => p.path);
    expect(env.fake.requests.map((r) => r.path)).toEqual(planned);
  });
});
