import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, type DbHandle } from "@eb/db";
import { bookmakerLicences, bookmakers, oddsPriceHistory, oddsPrices } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { mapFeedKey } from "../../testing";
import { addMatch, addTournament, hoursFrom } from "../../testing/esports-rows";
import { publicRouter } from "../../public-router";
import { createCallerFactory, MINUTE_MS } from "../../platform";
import { testContext } from "../../testing/context";

const NOW = new Date("2026-11-24T12:00:00Z");
const createCaller = createCallerFactory(publicRouter);

/**
 * Issue 26: a match's odds table, its movement chart and the cards' best prices show only the
 * bookmakers licensed where the visitor is, and the best price is the best among those.
 */
describe.each(testDrivers())("odds of licensed bookmakers only on %s", (driver) => {
  let handle: DbHandle;
  let matchId: number;
  let ids: { everywhere: number; ukOnly: number; elsewhere: number };

  beforeEach(async () => {
    handle = await createTestDb(driver);
    const db = handle.db;
    const t = await addTournament(db, { tier: "a" });
    matchId = (await addMatch(db, { tournamentId: t.id, beginAt: hoursFrom(NOW, 3) })).id;
    const rows = await db
      .insert(bookmakers)
      .values([
        { name: "Everywhere Bet", displayOrder: 1, redirectSlug: "everywhere-bet" },
        { name: "UK Only Bet", displayOrder: 2, redirectSlug: "uk-only-bet" },
        { name: "Elsewhere Bet", displayOrder: 3, redirectSlug: "elsewhere-bet" },
      ])
      .returning({ id: bookmakers.id });
    ids = { everywhere: rows[0]!.id, ukOnly: rows[1]!.id, elsewhere: rows[2]!.id };
    await mapFeedKey(db, ids.everywhere, "everywhere", ["demo"]);
    await mapFeedKey(db, ids.ukOnly, "uk_only", ["demo"]);
    await mapFeedKey(db, ids.elsewhere, "elsewhere", ["demo"]);
    await db.insert(bookmakerLicences).values([
      { bookmakerId: ids.everywhere, mode: "everywhere_except", jurisdictions: [] },
      { bookmakerId: ids.ukOnly, mode: "only_in", jurisdictions: ["GB"] },
      { bookmakerId: ids.elsewhere, mode: "everywhere_except", jurisdictions: ["US", "GB"] },
    ]);
    // The UK-only book has the best price of team A, the one licensed everywhere but the US and GB the best of team B.
    const prices = { [ids.everywhere]: [1.8, 2.0], [ids.ukOnly]: [2.2, 1.7], [ids.elsewhere]: [1.75, 2.4] };
    const seen = new Date(NOW.getTime() - 5 * MINUTE_MS);
    for (const [id, [a, b]] of Object.entries(prices)) {
      const bookmakerId = Number(id);
      for (const [selection, price] of [
        ["teamA", a!],
        ["teamB", b!],
      ] as const) {
        await db
          .insert(oddsPrices)
          .values({ matchId, bookmakerId, source: "demo", market: "winner:2", selection, price, status: "open", changedAt: seen, seenAt: seen });
        for (const minutes of [60, 30]) {
          await db.insert(oddsPriceHistory).values({
            matchId,
            bookmakerId,
            source: "demo",
            market: "winner:2",
            selection,
            price: price + minutes / 100,
            status: "open",
            window: new Date(NOW.getTime() - minutes * MINUTE_MS),
            recordedAt: NOW,
          });
        }
      }
    }
  });
  afterEach(() => handle.close());

  const apiFor = (jurisdiction: string) => createCaller(testContext(handle.db, NOW, { jurisdiction }));
  const input = () => ({ game: "cs2" as const, id: matchId });

  it("lists only licensed bookmakers in the odds table, with the best price among them", async () => {
    const gb = (await apiFor("GB").odds.match(input()))!;
    expect(gb.rows.map((r) => r.bookmakerName)).toEqual(["Everywhere Bet", "UK Only Bet"]);
    expect(gb.best).toEqual({ teamA: 2.2, teamB: 2.0, draw: null });

    const nj = (await apiFor("US-NJ").odds.match(input()))!;
    expect(nj.rows.map((r) => r.bookmakerName)).toEqual(["Everywhere Bet"]);
    expect(nj.best).toEqual({ teamA: 1.8, teamB: 2.0, draw: null });
    expect(nj.rows[0]!.prices.teamA!.best).toBe(true);

    const de = (await apiFor("DE").odds.match(input()))!;
    expect(de.rows.map((r) => r.bookmakerName)).toEqual(["Everywhere Bet", "Elsewhere Bet"]);
    expect(de.best).toEqual({ teamA: 1.8, teamB: 2.4, draw: null });
  });

  it("has no table where no pricing bookmaker is licensed", async () => {
    await handle.db
      .update(bookmakerLicences)
      .set({ mode: "only_in", jurisdictions: ["GB"] })
      .where(eq(bookmakerLicences.bookmakerId, ids.everywhere));
    expect(await apiFor("US-NJ").odds.match(input())).toBeNull();
    expect(await apiFor("US-NJ").odds.history(input())).toBeNull();
    expect(await apiFor("US-NJ").odds.markets({ matchId })).toBeNull();
    expect(await apiFor("unknown").odds.match(input())).toBeNull();
  });

  it("lists only licensed bookmakers in every market's table, with the best price, the average and the fair line among them", async () => {
    const winnerOf = async (jurisdiction: string) => (await apiFor(jurisdiction).odds.markets({ matchId }))!.tables.find((t) => t.kind === "winner")!;
    const gb = await winnerOf("GB");
    expect(gb.rows.map((r) => r.bookmakerName)).toEqual(["Everywhere Bet", "UK Only Bet"]);
    expect(gb.best).toEqual({ teamA: 2.2, teamB: 2.0 });
    expect(gb.fair!.books).toBe(2);
    const nj = await winnerOf("US-NJ");
    expect(nj.rows.map((r) => r.bookmakerName)).toEqual(["Everywhere Bet"]);
    expect(nj.best).toEqual({ teamA: 1.8, teamB: 2.0 });
    expect(nj.average).toEqual({ teamA: 1.8, teamB: 2.0 });
    // One book is no fair line.
    expect(nj.fair).toBeNull();
    expect((await winnerOf("DE")).best).toEqual({ teamA: 1.8, teamB: 2.4 });
  });

  it("charts the history of licensed bookmakers only", async () => {
    const bookmakersOf = async (jurisdiction: string) => [...new Set((await apiFor(jurisdiction).odds.history(input()))!.series.map((s) => s.bookmakerName))];
    expect(await bookmakersOf("GB")).toEqual(["Everywhere Bet", "UK Only Bet"]);
    expect(await bookmakersOf("US-NJ")).toEqual(["Everywhere Bet"]);
    expect(await bookmakersOf("unknown")).toEqual(["Everywhere Bet"]);
  });

  it("gives the match cards the best price among licensed bookmakers", async () => {
    const bestFor = async (jurisdiction: string) =>
      (await apiFor(jurisdiction).matches.upcoming({ game: "all" })).matches.find((m) => m.id === matchId)!.bestOdds;
    expect(await bestFor("GB")).toMatchObject({ teamA: 2.2, teamB: 2.0 });
    expect(await bestFor("US-NJ")).toMatchObject({ teamA: 1.8, teamB: 2.0 });
    expect(await bestFor("FR")).toMatchObject({ teamA: 1.8, teamB: 2.4 });
    expect(await bestFor("unknown")).toMatchObject({ teamA: 1.8, teamB: 2.0 });
  });
});
