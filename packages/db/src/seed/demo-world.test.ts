import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { DbHandle } from "../client";
import { matches, matchResults, players } from "../schema/index";
import { createTestDb, testDrivers } from "../testing";
import { demoSeriesGames } from "./demo-games";
import { generateDemoData, seededRandom } from "./demo-data";
import { seedDemoData } from "./index";

const NOW = new Date("2026-03-10T12:00:00Z");
const DAY = 86_400_000;
const world = generateDemoData(NOW);

describe("demo rosters", () => {
  it("gives every demo team five players of its game, with unique ids and handles", () => {
    for (const team of world.teams) {
      const roster = world.players.filter((p) => p.teamId === team.id);
      expect(roster, team.name).toHaveLength(5);
      for (const p of roster) expect(p.game).toBe(team.game);
    }
    expect(new Set(world.players.map((p) => p.id)).size).toBe(world.players.length);
    expect(new Set(world.players.map((p) => p.name)).size).toBe(world.players.length);
    expect(world.players.every((p) => p.source === "demo" && /^[A-Z]{2}$/.test(p.nationality ?? ""))).toBe(true);
  });

  it("gives LoL and Dota 2 players one of each position, and CS2 and Valorant players none", () => {
    const rolesOf = (game: string) => {
      const team = world.teams.find((t) => t.game === game)!;
      return world.players.filter((p) => p.teamId === team.id).map((p) => p.role);
    };
    expect(rolesOf("lol")).toEqual(["top", "jun", "mid", "adc", "sup"]);
    expect(rolesOf("dota2")).toEqual(["carry", "mid", "offlane", "soft support", "hard support"]);
    expect(rolesOf("cs2")).toEqual([null, null, null, null, null]);
    expect(rolesOf("valorant")).toEqual([null, null, null, null, null]);
  });
});

describe("demo series games", () => {
  const winsOf = (games: { winnerId: number | null; status: string }[], id: number | null | undefined) =>
    games.filter((g) => g.status === "finished" && g.winnerId === id).length;

  it("lists one finished game per game played in a finished match, each side winning as many as its score", () => {
    const finished = world.matches.filter((m) => m.status === "finished");
    expect(finished.length).toBeGreaterThan(20);
    for (const m of finished) {
      const games = m.games!;
      expect(games.map((g) => g.position)).toEqual(games.map((_, i) => i + 1));
      expect(games).toHaveLength(m.teamAScore! + m.teamBScore!);
      expect(winsOf(games, m.teamAId)).toBe(m.teamAScore);
      expect(winsOf(games, m.teamBId)).toBe(m.teamBScore);
      // The series is decided by its last game.
      expect(games.at(-1)!.winnerId).toBe(m.winnerId);
      for (const g of games) {
        expect(new Date(g.beginAt!).getTime()).toBeGreaterThanOrEqual(m.beginAt!.getTime());
        expect(new Date(g.endAt!).getTime()).toBeLessThanOrEqual(m.endAt!.getTime());
        expect(g.length).toBe(Math.round((Date.parse(g.endAt!) - Date.parse(g.beginAt!)) / 1000));
      }
    }
  });

  it("lists a running match's finished games, the one being played and the rest of its best-of", () => {
    const running = world.matches.filter((m) => m.status === "running");
    expect(running.length).toBeGreaterThan(0);
    for (const m of running) {
      const games = m.games!;
      const played = m.teamAScore! + m.teamBScore!;
      expect(games).toHaveLength(m.numberOfGames!);
      expect(winsOf(games, m.teamAId)).toBe(m.teamAScore);
      expect(winsOf(games, m.teamBId)).toBe(m.teamBScore);
      expect(games[played]).toMatchObject({ status: "running", winnerId: null, endAt: null, length: null });
      expect(games.slice(played + 1).every((g) => g.status === "not_started" && g.beginAt === null)).toBe(true);
    }
  });

  it("keeps the games a series has already shown as its first ones, and ignores a history its score has no room for", () => {
    const base = { numberOfGames: 5, teamAId: 1, teamBId: 2, beginAt: NOW, endAt: new Date(NOW.getTime() + 5 * 3_600_000) };
    const finished = { ...base, status: "finished", teamAScore: 3, teamBScore: 2 };
    for (let seed = 1; seed < 20; seed++) {
      const games = demoSeriesGames({ ...finished, playedWinners: [2, 2, 1] }, seededRandom(seed));
      expect(games.map((g) => g.winnerId).slice(0, 3)).toEqual([2, 2, 1]);
      expect(
        games
          .map((g) => g.winnerId)
          .slice(3)
          .sort(),
      ).toEqual([1, 1]);
    }
    // Team 1 has no win left before its deciding game, team 3 is not in the series: both histories are dropped.
    for (const playedWinners of [[1, 1, 1], [3]]) {
      const games = demoSeriesGames({ ...finished, playedWinners }, seededRandom(1));
      expect(games.filter((g) => g.winnerId === 1)).toHaveLength(3);
      expect(games.at(-1)!.winnerId).toBe(1);
    }
  });

  it("gives upcoming matches and matches without both teams no games", () => {
    for (const m of world.matches.filter((x) => x.status === "not_started")) expect(m.games).toEqual([]);
    const base = { status: "finished", numberOfGames: 3, teamAScore: 2, teamBScore: 0, beginAt: NOW, endAt: new Date(NOW.getTime() + 3_600_000) };
    expect(demoSeriesGames({ ...base, teamAId: 1, teamBId: null }, seededRandom(1))).toEqual([]);
    expect(demoSeriesGames({ ...base, teamAId: 1, teamBId: 2 }, seededRandom(1))).toHaveLength(2);
  });
});

describe("demo results archive", () => {
  it("holds every finished demo match of a tiered tournament, with its score and winner, and no other match", () => {
    const byId = new Map(world.matchResults.map((r) => [r.id, r]));
    const tiered = new Set(world.tournaments.filter((t) => t.tier).map((t) => t.id));
    const finished = world.matches.filter((x) => x.status === "finished");
    expect(finished.some((m) => !tiered.has(m.tournamentId!))).toBe(true);
    for (const m of finished.filter((x) => tiered.has(x.tournamentId!))) {
      expect(byId.get(m.id)).toMatchObject({ teamAScore: m.teamAScore, teamBScore: m.teamBScore, winnerId: m.winnerId, finishedAt: m.endAt });
    }
    for (const m of world.matches.filter((x) => x.status !== "finished" || !tiered.has(x.tournamentId!))) expect(byId.has(m.id)).toBe(false);
  });

  it("gives every team at least 10 results spread over the past year, with repeated meetings", () => {
    for (const team of world.teams) {
      const results = world.matchResults.filter((r) => r.teamAId === team.id || r.teamBId === team.id);
      expect(results.length, team.name).toBeGreaterThanOrEqual(10);
      const ages = results.map((r) => (NOW.getTime() - r.finishedAt.getTime()) / DAY);
      expect(Math.max(...ages)).toBeGreaterThan(270);
      expect(Math.max(...ages)).toBeLessThanOrEqual(366);
      expect(results.filter((r) => (NOW.getTime() - r.finishedAt.getTime()) / DAY > 30).length).toBeGreaterThanOrEqual(10);
      const opponents = results.map((r) => (r.teamAId === team.id ? r.teamBId : r.teamAId));
      expect(new Set(opponents).size).toBeLessThan(opponents.length);
    }
  });

  it("keeps each archived result consistent: the winner won a majority of its best-of and is named by winnerId", () => {
    for (const r of world.matchResults) {
      const toWin = Math.ceil(r.numberOfGames! / 2);
      expect(Math.max(r.teamAScore!, r.teamBScore!)).toBe(toWin);
      expect(Math.min(r.teamAScore!, r.teamBScore!)).toBeLessThan(toWin);
      expect(r.winnerId).toBe(r.teamAScore! > r.teamBScore! ? r.teamAId : r.teamBId);
      expect(r.teamAId).not.toBe(r.teamBId);
      expect(r.source).toBe("demo");
    }
    expect(new Set(world.matchResults.map((r) => r.id)).size).toBe(world.matchResults.length);
  });

  it("is the same for the same seed and moment", () => {
    expect(JSON.stringify(generateDemoData(NOW))).toBe(JSON.stringify(world));
    expect(JSON.stringify(generateDemoData(NOW, 7).players)).not.toBe(JSON.stringify(world.players));
  });
});

describe.each(testDrivers())("seedDemoData (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("stores the rosters, the games and the results archive as generated", async () => {
    const counts = await seedDemoData(handle.db, NOW);
    expect(counts).toMatchObject({ players: world.players.length, matchResults: world.matchResults.length, matches: world.matches.length });
    const [stored] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(players);
    expect(stored!.n).toBe(160);
    const finished = world.matches.find((m) => m.status === "finished")!;
    const [row] = await handle.db.select().from(matches).where(eq(matches.id, finished.id));
    expect(row!.games).toEqual(finished.games);
    const archived = await handle.db.select().from(matchResults).orderBy(asc(matchResults.id));
    expect(archived).toHaveLength(world.matchResults.length);
    expect(archived.find((r) => r.id === finished.id)).toMatchObject({ winnerId: finished.winnerId, finishedAt: finished.endAt, source: "demo" });
    const team = world.teams[0]!;
    const roster = await handle.db.select().from(players).where(eq(players.teamId, team.id)).orderBy(asc(players.id));
    expect(roster.map((p) => p.name)).toEqual(world.players.filter((p) => p.teamId === team.id).map((p) => p.name));
  });

  it("stores no esports rows, rosters and archive included, when a real provider is configured", async () => {
    const counts = await seedDemoData(handle.db, NOW, { esports: false });
    expect(counts).toMatchObject({ players: 0, matchResults: 0 });
    const [n] = await handle.db
      .select({ n: sql<number>`(select count(*) from players)::int + (select count(*) from match_results)::int` })
      .from(sql`(select 1) as one`);
    expect(n!.n).toBe(0);
  });
});
