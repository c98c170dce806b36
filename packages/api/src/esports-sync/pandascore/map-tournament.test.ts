import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readFixture } from "../../../../../tests/fake-pandascore/fixtures";
import { mapTeam } from "./map-team";
import { mapTournament } from "./map-tournament";
import { leaguePayload, teamPayload, tournamentPayload } from "./schemas";

/** The sync's path for one item: parsed at the boundary, then mapped; null when the schema refuses it or nothing is left to store. */
function mapTournamentPayload(raw: unknown) {
  const parsed = tournamentPayload.safeParse(raw);
  return parsed.success ? mapTournament("lol", parsed.data) : null;
}
function mapTeamPayload(raw: unknown) {
  const parsed = teamPayload.safeParse(raw);
  return parsed.success ? mapTeam("lol", parsed.data) : null;
}

describe("mapTournament", () => {
  it("maps lol-tournaments.json: tier, null prize pool, league and serie, teams count from teams", () => {
    const [raw] = z.array(tournamentPayload).parse(readFixture("lol-tournaments.json"));
    const row = mapTournament("lol", raw!)!;
    expect(row).toMatchObject({
      id: 11871,
      name: "Worlds 2023 - Play-In Elimination",
      tier: "s",
      prizePool: null,
      leagueName: "Worlds",
      serieFullName: "2023",
      serieName: null,
      serieYear: 2023,
      teamsCount: 0,
      source: "pandascore",
      game: "lol",
    });
    expect(row.beginAt?.toISOString()).toBe("2023-10-15T03:00:00.000Z");
    expect(row.endAt?.toISOString()).toBe("2023-10-15T11:00:00.000Z");
  });

  it("counts teams when the payload lists them and keeps prize pool text raw", () => {
    const row = mapTournament("cs2", { id: 1, name: "Finals", prizepool: "35,100 United States Dollar", teams: [{ id: 1 }, { id: 2 }] })!;
    expect(row.teamsCount).toBe(2);
    expect(row.prizePool).toBe("35,100 United States Dollar");
  });

  it("keeps a null or unknown tier null", () => {
    expect(mapTournament("cs2", { id: 1, name: "X", tier: null })!.tier).toBeNull();
    expect(mapTournament("cs2", { id: 1, name: "X", tier: "legendary" })!.tier).toBeNull();
  });

  it("takes league fields from valorant-leagues.json when given as context", () => {
    const [league] = z.array(leaguePayload).parse(readFixture("valorant-leagues.json"));
    const row = mapTournament("valorant", { id: 5, name: "Main Event" }, { league })!;
    expect(row).toMatchObject({
      leagueName: "A1 Esport Valorant Cup",
      leagueSlug: "valorant-a1-esport-league",
      leagueImageUrl: null,
      name: "A1 Esport Valorant Cup - Main Event",
    });
  });

  it("rejects a tournament without id or name", () => {
    expect(mapTournamentPayload({ name: "x" })).toBeNull();
    expect(mapTournamentPayload({ id: 3, name: "" })).toBeNull();
  });
});

describe("mapTeam on teams-filter-name-t1.json", () => {
  const teams = z.array(teamPayload).parse(readFixture("teams-filter-name-t1.json"));
  it.each(teams.map((t) => [t.id, t] as const))("team %i keeps name, acronym, logo and location", (_id, raw) => {
    const row = mapTeam("lol", raw)!;
    expect(row).toMatchObject({ id: raw.id, name: "T1", acronym: "T1", location: "KR", imageUrl: raw.image_url, source: "pandascore" });
  });
  it("turns an empty location into null and rejects nameless teams", () => {
    expect(mapTeam("lol", { id: 1, name: "A", location: "" })!.location).toBeNull();
    expect(mapTeamPayload({ id: 1, name: null })).toBeNull();
  });
});
