import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fixtureRoutes, readFixture } from "../../../../../tests/fake-pandascore/fixtures";
import { syntheticMatches, syntheticTournaments } from "../../../../../tests/fake-pandascore/synthetic";
import { errorPayload, leaguePayload, matchPayload, PANDASCORE_LIMITS, teamPayload, tournamentPayload } from "./schemas";

const schemaFor = (path: string) => (path.includes("/matches") ? matchPayload : path.includes("/tournaments") ? tournamentPayload : teamPayload);

/** A real finished match with both opponents, a winner, streams, league, serie and tournament. */
const realMatch = () => structuredClone(z.array(z.record(z.string(), z.unknown())).parse(readFixture("csgo-matches-past.json"))[0]!);

/** The issue paths when `patch` is applied to a real match, [] when it still parses. */
function issuesAfter(patch: (m: Record<string, any>) => void): string[] {
  const m = realMatch();
  patch(m);
  const parsed = matchPayload.safeParse(m);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join("."));
}

describe("the PandaScore schemas on real payloads", () => {
  it.each(Object.entries(fixtureRoutes()))("accept every item the fake serves on %s", (path, items) => {
    expect(z.array(schemaFor(path)).safeParse(items).error).toBeUndefined();
  });

  it("accept the leagues and the synthetic bulk payloads of the benchmark and paging tests", () => {
    expect(z.array(leaguePayload).safeParse(readFixture("valorant-leagues.json")).success).toBe(true);
    expect(z.array(matchPayload).safeParse(syntheticMatches(12)).success).toBe(true);
    expect(z.array(tournamentPayload).safeParse(syntheticTournaments(12)).success).toBe(true);
  });
});

describe("what the match schema says the provider guarantees", () => {
  it.each([
    ["slug", (m: Record<string, any>) => (m.slug = null)],
    ["scheduled_at, begin_at, end_at", (m: Record<string, any>) => Object.assign(m, { scheduled_at: null, begin_at: null, end_at: null })],
    ["winner and winner_id", (m: Record<string, any>) => Object.assign(m, { winner: null, winner_id: null })],
    ["a stream's embed_url", (m: Record<string, any>) => (m.streams_list[0].embed_url = null)],
    [
      "an opponent's acronym, slug, location and logo",
      (m: Record<string, any>) => Object.assign(m.opponents[0].opponent, { acronym: null, slug: null, location: null, image_url: null }),
    ],
    ["the league's logo", (m: Record<string, any>) => (m.league.image_url = null)],
    ["the serie's name, season and year", (m: Record<string, any>) => Object.assign(m.serie, { name: null, season: null, year: null })],
    [
      "the tournament's tier, prize pool, dates, region and country",
      (m: Record<string, any>) => Object.assign(m.tournament, { tier: null, prizepool: null, begin_at: null, end_at: null, region: null, country: null }),
    ],
  ])("%s may be null", (_field, patch) => {
    expect(issuesAfter(patch)).toEqual([]);
  });

  it.each([
    ["name", (m: Record<string, any>) => (m.name = null)],
    ["status", (m: Record<string, any>) => (m.status = null)],
    ["number_of_games", (m: Record<string, any>) => (m.number_of_games = null)],
    ["opponents", (m: Record<string, any>) => (m.opponents = null)],
    ["opponents.0.opponent", (m: Record<string, any>) => (m.opponents[0].opponent = null)],
    ["results.0.score", (m: Record<string, any>) => (m.results[0].score = null)],
    ["streams_list.0.raw_url", (m: Record<string, any>) => (m.streams_list[0].raw_url = null)],
    ["tournament.name", (m: Record<string, any>) => (m.tournament.name = null)],
  ])("%s is never null: a null fails the item there", (path, patch) => {
    expect(issuesAfter(patch)).toEqual([path]);
  });

  it("needs the ids, and only them, to be present", () => {
    expect(issuesAfter((m) => delete m.id)).toEqual(["id"]);
    expect(issuesAfter((m) => delete m.tournament.id)).toEqual(["tournament.id"]);
    expect(issuesAfter((m) => delete m.opponents[1].opponent.id)).toEqual(["opponents.1.opponent.id"]);
    const partial = { id: 1, tournament: { id: 2 }, opponents: [{ opponent: { id: 3 } }], results: [{ score: 0 }], streams_list: [{}] };
    expect(matchPayload.safeParse(partial).error).toBeUndefined();
  });

  it("refuses a text past 500 characters, a URL past 2048 and lists longer than any real one: nothing stored grows without bound", () => {
    const long = "x".repeat(PANDASCORE_LIMITS.textChars + 1);
    expect(issuesAfter((m) => (m.opponents[0].opponent.name = "x".repeat(PANDASCORE_LIMITS.textChars)))).toEqual([]);
    expect(issuesAfter((m) => (m.opponents[0].opponent.name = long))).toEqual(["opponents.0.opponent.name"]);
    expect(issuesAfter((m) => (m.tournament.name = "T".repeat(1024 * 1024)))).toEqual(["tournament.name"]);
    expect(issuesAfter((m) => (m.streams_list[0].raw_url = `https://www.twitch.tv/${"a".repeat(PANDASCORE_LIMITS.urlChars)}`))).toEqual([
      "streams_list.0.raw_url",
    ]);
    expect(issuesAfter((m) => (m.streams_list = Array.from({ length: PANDASCORE_LIMITS.streams + 1 }, () => m.streams_list[0])))).toEqual(["streams_list"]);
    expect(issuesAfter((m) => (m.games = Array.from({ length: PANDASCORE_LIMITS.games + 1 }, (_, i) => ({ position: i + 1 }))))).toEqual(["games"]);
    const team = { id: 1, name: "Team", players: Array.from({ length: PANDASCORE_LIMITS.players + 1 }, (_, i) => ({ id: i + 1, name: `p${i}` })) };
    expect(teamPayload.safeParse(team).error?.issues.map((i) => i.path.join("."))).toEqual(["players"]);
    expect(teamPayload.safeParse({ ...team, players: team.players.slice(1) }).success).toBe(true);
  });

  it("takes timestamps in ISO-8601 with Z or an offset, with or without fractions, and nothing else", () => {
    for (const at of ["2024-09-08T06:25:00Z", "2024-09-08T06:09:00.000000Z", "2024-09-08T08:25:00+02:00"])
      expect(issuesAfter((m) => (m.begin_at = at))).toEqual([]);
    for (const at of ["2024-09-08T06:25:00", "2024-09-08", "2024-02-30T00:00:00Z", "", 1725776700])
      expect(issuesAfter((m) => (m.begin_at = at))).toEqual(["begin_at"]);
  });

  it("refuses ids that are not positive safe integers and counts a PostgreSQL integer column cannot hold", () => {
    expect(issuesAfter((m) => (m.id = 0))).toEqual(["id"]);
    expect(issuesAfter((m) => (m.id = 2 ** 53))).toEqual(["id"]);
    expect(issuesAfter((m) => (m.winner_id = 1.5))).toEqual(["winner_id"]);
    expect(issuesAfter((m) => (m.number_of_games = 2 ** 31))).toEqual(["number_of_games"]);
    expect(issuesAfter((m) => (m.results[0].score = -1))).toEqual(["results.0.score"]);
  });

  it("keeps an unknown status or match type as sent: the mapper decides", () => {
    const m = realMatch();
    Object.assign(m, { status: "delayed_forever", match_type: "sudden_death" });
    expect(matchPayload.parse(m)).toMatchObject({ status: "delayed_forever", match_type: "sudden_death" });
  });
});

describe("errorPayload", () => {
  it("reads error and message, ignores a field of another type and anything else", () => {
    expect(errorPayload.parse({ error: "Not Found", message: "The resource does not exist." })).toEqual({
      error: "Not Found",
      message: "The resource does not exist.",
    });
    expect(errorPayload.parse({ error: 429, message: "Rate limit exceeded", extra: 1 })).toEqual({ error: undefined, message: "Rate limit exceeded" });
    expect(errorPayload.safeParse(["not", "an", "object"]).success).toBe(false);
  });
});
