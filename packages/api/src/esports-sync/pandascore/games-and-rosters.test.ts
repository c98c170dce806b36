import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fixtureRoutes, readFixture } from "../../../../../tests/fake-pandascore/fixtures";
import { mapGames, mapMatch } from "./map-match";
import { mapRoster } from "./map-player";
import { matchPayload, teamPayload } from "./schemas";

type Raw = Record<string, any>;
const raw = (file: string): Raw[] => structuredClone(z.array(z.record(z.string(), z.any())).parse(readFixture(file)));
/** The LCK final: five games, T1 (2883) winning 3-2. */
const lckFinal = (): Raw => structuredClone(readFixture("lol-match-finished.json") as Raw);
/** T1's LoL team with its six players (role, nationality and picture for five of them). */
const t1 = (): Raw => raw("teams-filter-name-t1.json").find((t) => t.id === 126061)!;

describe("games and players in the real payloads", () => {
  // A bad nested element does not fail its item, so the page-level fixture check would not see it: count them here.
  it.each(Object.entries(fixtureRoutes()))("every game and player the fake serves on %s is read", (path, items) => {
    for (const item of items as Raw[]) {
      const parsed = (path.endsWith("/teams") ? teamPayload : matchPayload).parse(item) as {
        games?: { items: unknown[]; invalid: unknown[] };
        players?: { items: unknown[]; invalid: unknown[] };
      };
      const nested = parsed.games ?? parsed.players;
      expect(nested?.invalid ?? []).toEqual([]);
      expect(nested?.items.length ?? 0).toBe((item.games ?? item.players ?? []).length);
    }
  });
});

describe("a match's games", () => {
  it("maps the LCK final's five games with their winners, times and lengths; each side wins as many as its score", () => {
    const { match } = mapMatch("lol", matchPayload.parse(lckFinal()));
    expect(match.games).toHaveLength(5);
    expect(match.games![0]).toEqual({
      position: 1,
      status: "finished",
      winnerId: 2883,
      beginAt: "2024-09-08T06:24:00.000Z",
      endAt: "2024-09-08T07:16:38.000Z",
      length: 2412,
    });
    expect(match.games!.map((g) => g.winnerId)).toEqual([2883, 2882, 2882, 2883, 2883]);
    const wins = (id: number | null | undefined) => match.games!.filter((g) => g.winnerId === id).length;
    expect([wins(match.teamAId), wins(match.teamBId)]).toEqual([match.teamAScore, match.teamBScore]);
  });

  it("keeps a running series' games as listed: finished with a winner, running and not started without one", () => {
    const [running] = raw("csgo-matches-running-legacy-2020.json");
    const { match } = mapMatch("cs2", matchPayload.parse(running));
    expect(match.games!.map((g) => [g.position, g.status, g.winnerId === null])).toEqual([
      [1, "finished", false],
      [2, "running", true],
      [3, "not_started", true],
    ]);
    expect(match.games![2]).toMatchObject({ beginAt: null, endAt: null, length: null });
  });

  it("leaves out a game without a position and reports it, keeping the match and its other games", () => {
    const m = lckFinal();
    delete m.games[1].position;
    const parsed = matchPayload.safeParse(m);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.games!.invalid).toEqual([{ index: 1, id: m.games[1].id, issues: ["position: Invalid input: expected number, received undefined"] }]);
    expect(mapMatch("lol", parsed.data!).match.games!.map((g) => g.position)).toEqual([1, 3, 4, 5]);
  });

  it("takes a game's winner, dates and length as nullable, and infers a missing status from its winner", () => {
    const m = lckFinal();
    Object.assign(m.games[0], { winner: null, begin_at: null, end_at: null, length: null, status: "not_played" });
    Object.assign(m.games[1], { winner: { id: null, type: null } });
    delete m.games[2].status;
    const games = mapMatch("lol", matchPayload.parse(m)).match.games!;
    expect(games[0]).toEqual({ position: 1, status: "not_played", winnerId: null, beginAt: null, endAt: null, length: null });
    expect(games[1]!.winnerId).toBeNull();
    expect(games[2]).toMatchObject({ status: "finished", winnerId: 2882 });
  });

  it("refuses a game's bad values element by element: a wrong type, a zero position, a local time", () => {
    const m = lckFinal();
    m.games[0].position = 0;
    m.games[2].length = "40:12";
    m.games[4].begin_at = "2024-09-08T10:35:46";
    const games = matchPayload.parse(m).games!;
    expect(games.invalid.map((i) => [i.index, i.issues[0]!.split(":")[0]])).toEqual([
      [0, "position"],
      [2, "length"],
      [4, "begin_at"],
    ]);
    expect(games.items.map((g) => g.position)).toEqual([2, 4]);
  });

  it("fails the match when games is not a list at all, as any mistyped field does", () => {
    const m = lckFinal();
    m.games = { 1: m.games[0] };
    expect(matchPayload.safeParse(m).error!.issues.map((i) => i.path.join("."))).toEqual(["games"]);
  });

  it("orders games by position, a position listed twice keeping its last entry", () => {
    const games = mapGames([
      { position: 2, status: "finished", winner: { id: 1 } },
      { position: 1, status: "finished", winner: { id: 2 } },
      { position: 2, status: "finished", winner: { id: 3 } },
    ]);
    expect(games.map((g) => [g.position, g.winnerId])).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it("says nothing about games when the payload has no games key (the stored ones stay), and [] when it lists none", () => {
    const m = lckFinal();
    delete m.games;
    expect("games" in mapMatch("lol", matchPayload.parse(m)).match).toBe(false);
    m.games = [];
    expect(mapMatch("lol", matchPayload.parse(m)).match.games).toEqual([]);
  });
});

describe("a team's roster", () => {
  it("maps T1's players with their role, nationality and picture, as a complete roster", () => {
    const roster = mapRoster("lol", teamPayload.parse(t1()));
    expect(roster.complete).toBe(true);
    expect(roster.players).toHaveLength(6);
    expect(roster.players.find((p) => p.name === "Faker")).toEqual({
      id: 585,
      source: "pandascore",
      game: "lol",
      teamId: 126061,
      name: "Faker",
      firstName: "Lee",
      lastName: "Sang-hyeok",
      role: "mid",
      nationality: "KR",
      imageUrl: "https://cdn.pandascore.co/images/player/image/585/t1_faker_2023_split_2.png",
      providerModifiedAt: new Date("2024-08-18T12:05:06Z"),
    });
    expect(roster.players.map((p) => p.role).sort()).toEqual(["adc", "jun", "mid", "sup", "sup", "top"]);
  });

  it("takes a player's nationality, role, names and picture as nullable", () => {
    const team = t1();
    Object.assign(team.players[0], { nationality: null, role: null, first_name: null, last_name: null, image_url: null, slug: null });
    const roster = mapRoster("lol", teamPayload.parse(team));
    expect(roster.complete).toBe(true);
    expect(roster.players[0]).toMatchObject({ nationality: null, role: null, firstName: null, lastName: null, imageUrl: null });
  });

  it("stores only a two-letter country code as nationality, upper-cased", () => {
    const team = t1();
    team.players[0].nationality = "kr";
    team.players[1].nationality = "Korea";
    const [first, second] = mapRoster("lol", teamPayload.parse(team)).players;
    expect([first!.nationality, second!.nationality]).toEqual(["KR", null]);
  });

  it("leaves out a player without a name or id and reports it; the roster is then incomplete, so nobody is taken off the team", () => {
    const team = t1();
    delete team.players[2].name;
    team.players[3].id = "38714";
    const parsed = teamPayload.parse(team);
    expect(parsed.players!.invalid.map((i) => [i.index, i.issues[0]!.split(":")[0]])).toEqual([
      [2, "name"],
      [3, "id"],
    ]);
    const roster = mapRoster("lol", parsed);
    expect(roster.players).toHaveLength(4);
    expect(roster.complete).toBe(false);
  });

  it("treats a blank player name as unusable, and the roster as incomplete", () => {
    const team = t1();
    team.players[0].name = "  ";
    const roster = mapRoster("lol", teamPayload.parse(team));
    expect([roster.players.length, roster.unusable, roster.complete]).toEqual([5, 1, false]);
  });

  it("states an empty roster for players: [], and nothing about it when the key is missing", () => {
    const dota = raw("teams-filter-name-t1.json").find((t) => t.id === 126199)!;
    expect(mapRoster("dota2", teamPayload.parse(dota))).toEqual({ players: [], complete: true, unusable: 0 });
    delete dota.players;
    expect(mapRoster("dota2", teamPayload.parse(dota))).toEqual({ players: [], complete: false, unusable: 0 });
  });
});
