import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@eb/db";
import { bookmakerLicences, bookmakers, oddsPrices } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { mapFeedKey } from "../testing";
import { addMatch, addTournament, hoursFrom } from "../testing/esports-rows";
import { publicRouter } from "../public-router";
import { createCallerFactory, MINUTE_MS } from "../platform";
import { testContext } from "../testing/context";
import { addTeam } from "./test-support";

const NOW = new Date("2026-11-24T12:00:00Z");
const createCaller = createCallerFactory(publicRouter);

/**
 * The tournament and team pages' match cards show each team's best fresh price, as the home and
 * upcoming pages' cards do (matches.upcoming): among the bookmakers licensed where the visitor is.
 */
describe.each(testDrivers())("best prices on tournament and team pages' cards on %s", (driver) => {
  let handle: DbHandle;
  let matchId: number;
  let tournamentId: number;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    const db = handle.db;
    await addTeam(db, { id: 501, game: "cs2", name: "Alpha" });
    tournamentId = (await addTournament(db, { tier: "a" })).id;
    matchId = (await addMatch(db, { tournamentId, teamAId: 501, teamAName: "Alpha", beginAt: hoursFrom(NOW, 3) })).id;
    const rows = await db
      .insert(bookmakers)
      .values([
        { name: "Everywhere Bet", displayOrder: 1, redirectSlug: "everywhere-bet" },
        { name: "UK Only Bet", displayOrder: 2, redirectSlug: "uk-only-bet" },
      ])
      .returning({ id: bookmakers.id });
    await mapFeedKey(db, rows[0]!.id, "everywhere", ["demo"]);
    await mapFeedKey(db, rows[1]!.id, "uk_only", ["demo"]);
    await db.insert(bookmakerLicences).values([
      { bookmakerId: rows[0]!.id, mode: "everywhere_except", jurisdictions: [] },
      { bookmakerId: rows[1]!.id, mode: "only_in", jurisdictions: ["GB"] },
    ]);
    // The UK-only book has the best price of team A.
    const seen = new Date(NOW.getTime() - 5 * MINUTE_MS);
    for (const [bookmakerId, a, b] of [
      [rows[0]!.id, 1.8, 2.0],
      [rows[1]!.id, 2.2, 1.7],
    ] as const) {
      for (const [selection, price] of [
        ["teamA", a],
        ["teamB", b],
      ] as const)
        await db
          .insert(oddsPrices)
          .values({ matchId, bookmakerId, source: "demo", market: "winner:2", selection, price, status: "open", changedAt: seen, seenAt: seen });
    }
  });
  afterEach(() => handle.close());

  const apiFor = (jurisdiction: string) => createCaller(testContext(handle.db, NOW, { jurisdiction }));

  it("gives a tournament's upcoming cards the best licensed price, as matches.upcoming does", async () => {
    const card = async (jurisdiction: string) =>
      (await apiFor(jurisdiction).tournaments.detail({ game: "cs2", id: tournamentId })).upcoming.find((m) => m.id === matchId)!.bestOdds;
    const upcoming = async (jurisdiction: string) =>
      (await apiFor(jurisdiction).matches.upcoming({ game: "all" })).matches.find((m) => m.id === matchId)!.bestOdds;
    expect(await card("GB")).toMatchObject({ teamA: 2.2, teamB: 2.0 });
    expect(await card("FR")).toMatchObject({ teamA: 1.8, teamB: 2.0 });
    for (const j of ["GB", "FR"]) expect(await card(j)).toEqual(await upcoming(j));
  });

  it("gives a team's upcoming cards the best licensed price", async () => {
    const card = async (jurisdiction: string) =>
      (await apiFor(jurisdiction).teams.detail({ game: "cs2", id: 501 })).upcoming.find((m) => m.id === matchId)!.bestOdds;
    expect(await card("GB")).toMatchObject({ teamA: 2.2, teamB: 2.0 });
    expect(await card("FR")).toMatchObject({ teamA: 1.8, teamB: 2.0 });
  });
});
