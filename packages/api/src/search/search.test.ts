import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { queryRows, sql, type DbHandle } from "@eb/db";
import { teams } from "@eb/db/schema";
import { publicRouter } from "../public-router";
import { createCallerFactory } from "../platform";
import { testContext } from "../testing/context";
import { addMatch, addTournament, hoursFrom } from "../testing/esports-rows";
import { searchConnections } from "./search-connections";

const now = new Date("2026-11-24T12:00:00Z");
const createCaller = createCallerFactory(publicRouter);

const TEAMS = [
  { id: 501, game: "cs2" as const, name: "Natus Vincere", acronym: "NAVI" },
  { id: 502, game: "cs2" as const, name: "Fnatic", acronym: "FNC" },
  { id: 503, game: "lol" as const, name: "Fnatic", acronym: "FNC" },
  { id: 504, game: "cs2" as const, name: "Team Vitality", acronym: "VIT" },
  { id: 505, game: "valorant" as const, name: "Movistar KOI", acronym: "KOI" },
  { id: 506, game: "dota2" as const, name: "Équipe Élan", acronym: "ELN" },
  { id: 507, game: "cs2" as const, name: "Navigators", acronym: "NVG" },
  { id: 508, game: "cs2" as const, name: "Team Navi Juniors", acronym: "NAVJ" },
  { id: 509, game: "lol" as const, name: "G2 Esports", acronym: "G2" },
];

describe.each(testDrivers())("site search on %s", (driver) => {
  let handle: DbHandle;
  let api: ReturnType<typeof createCaller>;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    await handle.db.insert(teams).values(TEAMS);
    api = createCaller(testContext(handle.db, now));
  });
  afterEach(() => handle.close());

  const teamNames = async (q: string) => (await api.search.results({ q })).teams.map((t) => `${t.name}/${t.game}`);

  it("finds a team by a partial name, any case", async () => {
    expect(await teamNames("vital")).toEqual(["Team Vitality/cs2"]);
    expect(await teamNames("VINCE")).toEqual(["Natus Vincere/cs2"]);
    expect(await teamNames("natus vincere")).toEqual(["Natus Vincere/cs2"]);
  });

  it("finds a team by a one-letter typo: a letter left out, swapped or wrong", async () => {
    expect(await teamNames("fnatc")).toEqual(["Fnatic/cs2", "Fnatic/lol"]);
    expect(await teamNames("fntic")).toEqual(["Fnatic/cs2", "Fnatic/lol"]);
    expect(await teamNames("vitalty")).toEqual(["Team Vitality/cs2"]);
    expect(await teamNames("natus vincre")).toContain("Natus Vincere/cs2");
  });

  it("ignores accents on either side", async () => {
    expect(await teamNames("equipe elan")).toEqual(["Équipe Élan/dota2"]);
    expect(await teamNames("ÉLAN")).toEqual(["Équipe Élan/dota2"]);
    expect(await teamNames("natús")).toEqual(["Natus Vincere/cs2"]);
  });

  it("finds a team by its acronym, and ranks the exact acronym before names that start or contain it", async () => {
    expect(await teamNames("navi")).toEqual(["Natus Vincere/cs2", "Navigators/cs2", "Team Navi Juniors/cs2"]);
    expect(await teamNames("g2")).toEqual(["G2 Esports/lol"]);
    expect(await teamNames("koi")).toEqual(["Movistar KOI/valorant"]);
  });

  it("ranks a name that starts with the query before one where a later word does, before a typo", async () => {
    await handle.db.insert(teams).values([
      { id: 601, game: "cs2", name: "Vitalis Club", acronym: null },
      { id: 602, game: "cs2", name: "Old Vitals", acronym: null },
    ]);
    expect(await teamNames("vital")).toEqual(["Vitalis Club/cs2", "Old Vitals/cs2", "Team Vitality/cs2"]);
  });

  it("matches tournaments by name or league, never one without a tier", async () => {
    await addTournament(handle.db, { id: 701, name: "Frostline Masters Winter - Playoffs", leagueName: "Frostline Masters", tier: "s" });
    await addTournament(handle.db, { id: 702, name: "Frostline Open Qualifier", leagueName: "Frostline Open", tier: null });
    await addTournament(handle.db, { id: 703, name: "Playoffs", leagueName: "Baltic Premiér League", tier: "b" });
    const found = await api.search.results({ q: "frostline" });
    expect(found.tournaments.map((t) => t.id)).toEqual([701]);
    expect((await api.search.results({ q: "baltic premier" })).tournaments.map((t) => t.name)).toEqual(["Playoffs"]);
    expect((await api.search.results({ q: "qualifier" })).tournaments).toEqual([]);
  });

  it("lists the upcoming matches of the teams found, in tiered tournaments only, soonest first", async () => {
    const tiered = await addTournament(handle.db, { tier: "a", name: "Baltic Cup" });
    const untiered = await addTournament(handle.db, { tier: null });
    const later = await addMatch(handle.db, {
      tournamentId: tiered.id,
      beginAt: hoursFrom(now, 30),
      teamAId: 502,
      teamAName: "Fnatic",
      teamBId: 504,
      teamBName: "Team Vitality",
    });
    const sooner = await addMatch(handle.db, {
      tournamentId: tiered.id,
      beginAt: hoursFrom(now, 2),
      teamAId: 501,
      teamAName: "Natus Vincere",
      teamBId: 502,
      teamBName: "Fnatic",
      tournamentName: "Baltic Cup",
    });
    await addMatch(handle.db, { tournamentId: untiered.id, beginAt: hoursFrom(now, 3), teamAId: 502, teamAName: "Fnatic" });
    await addMatch(handle.db, { tournamentId: tiered.id, beginAt: hoursFrom(now, -3), teamAId: 502, teamAName: "Fnatic" });
    await addMatch(handle.db, { tournamentId: tiered.id, status: "finished", beginAt: hoursFrom(now, 4), teamAId: 502, teamAName: "Fnatic" });
    await addMatch(handle.db, { tournamentId: tiered.id, beginAt: hoursFrom(now, 5), teamAId: 505, teamAName: "Movistar KOI" });
    const found = await api.search.results({ q: "fnatic" });
    expect(found.matches.map((m) => m.id)).toEqual([sooner.id, later.id]);
    expect(found.matches[0]).toEqual({
      id: sooner.id,
      game: "cs2",
      beginAt: hoursFrom(now, 2).toISOString(),
      teamA: { id: 501, name: "Natus Vincere" },
      teamB: { id: 502, name: "Fnatic" },
      tournamentName: "Baltic Cup",
    });
    expect((await api.search.suggest({ q: "vitality" })).matches.map((m) => m.id)).toEqual([later.id]);
  });

  it("suggests at most five teams; the results page lists more", async () => {
    await handle.db.insert(teams).values(Array.from({ length: 30 }, (_, i) => ({ id: 1000 + i, game: "cs2" as const, name: `Quasar ${i}`, acronym: null })));
    expect((await api.search.suggest({ q: "quasar" })).teams).toHaveLength(5);
    expect((await api.search.results({ q: "quasar" })).teams).toHaveLength(20);
  });

  it("treats LIKE's wildcards as plain characters", async () => {
    for (const q of ["%%", "__", "%%%", "\\%"]) expect(await teamNames(q), q).toEqual([]);
  });

  it("answers a query under two characters with nothing, without a database round trip", async () => {
    await handle.close();
    expect(await api.search.suggest({ q: " n " })).toEqual({ query: "n", teams: [], tournaments: [], matches: [] });
    handle = await createTestDb(driver);
  });

  it("refuses control characters and queries over 100 characters as bad input", async () => {
    await expect(api.search.suggest({ q: "navi\u0000" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(api.search.suggest({ q: "n".repeat(101) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await api.search.suggest({ q: `  ${"n".repeat(100)}  ` })).teams).toEqual([]);
  });

  it("keeps the similarity threshold and the timeout inside the search's own transaction", async () => {
    await api.search.suggest({ q: "fnatc" });
    // The pool hands back the connection the search just used (its idle list is last in, first out).
    const rows = await queryRows<{ threshold: string | null; timeout: string; seqscan: string }>(
      handle.db,
      "test.search-settings",
      sql`select current_setting('pg_trgm.word_similarity_threshold', true) as threshold, current_setting('statement_timeout') as timeout, current_setting('enable_seqscan') as seqscan`,
    );
    expect(rows[0]!.threshold === null || rows[0]!.threshold === "0.6").toBe(true);
    expect(rows[0]!.timeout).toBe("0");
    expect(rows[0]!.seqscan).toBe("on");
  });

  it("searches on its own connections in one statement when it has them (PostgreSQL): the same answers, the settings set when they connect", async () => {
    const own = searchConnections(handle);
    if (driver === "pglite") {
      // One connection, nothing to set apart: every search sets its settings in its own transaction.
      expect(own).toBeNull();
      return;
    }
    const cup = await addTournament(handle.db, { tier: "a", name: "Navi Cup", leagueName: "Navi League" });
    await addMatch(handle.db, {
      tournamentId: cup.id,
      beginAt: hoursFrom(now, 2),
      teamAId: 501,
      teamAName: "Natus Vincere",
      teamBId: 502,
      teamBName: "Fnatic",
    });
    const gone = await createTestDb(driver);
    await gone.close();
    try {
      // The request's shared handle is closed: an answer can only have come through the search's own connections.
      const onOwn = createCaller(testContext(gone.db, now, { searchDb: own!.db }));
      for (const q of ["navi", "fnatc", "equipe elan", "g2", "vital", "%%"])
        expect(await onOwn.search.results({ q }), q).toEqual(await api.search.results({ q }));
      expect((await onOwn.search.suggest({ q: "navi" })).matches).toHaveLength(1);
      expect((await onOwn.search.suggest({ q: "navi" })).tournaments.map((t) => t.name)).toEqual(["Navi Cup"]);
      const rows = await queryRows<{ threshold: string; timeout: string; seqscan: string }>(
        own!.db,
        "test.search-pool-settings",
        sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold, current_setting('statement_timeout') as timeout, current_setting('enable_seqscan') as seqscan`,
      );
      expect(rows[0]).toEqual({ threshold: "0.4", timeout: "500ms", seqscan: "off" });
      // The timeout bounds every statement there, the first of a connection's included.
      await expect(queryRows(own!.db, "test.search-pool-timeout", sql`select pg_sleep(2)`)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/statement timeout/) },
      });
    } finally {
      await own!.close();
    }
  });
});
