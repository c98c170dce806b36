import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@eb/db";
import { bookmakerLicences, bookmakers, oddsPriceHistory, oddsPrices, type OddsQuoteStatus, type OddsSourceName } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { DROPPING_ODDS_LIMIT, type DroppingOdds } from "../../shared";
import { mapFeedKey } from "../../testing";
import { addMatch, addTournament, hoursFrom } from "../../testing/esports-rows";
import { publicRouter } from "../../public-router";
import { createCallerFactory, HOUR_MS, MINUTE_MS } from "../../platform";
import { testContext } from "../../testing/context";
import { DROPPING_ODDS_SHARED_MS } from "./shared-dropping-odds";

const NOW = new Date("2026-11-24T12:00:00Z");
const createCaller = createCallerFactory(publicRouter);
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS);
/** The start of the 5-minute history window an instant is in. */
const windowOf = (at: Date) => new Date(Math.floor(at.getTime() / (5 * MINUTE_MS)) * 5 * MINUTE_MS);

type Quote = {
  matchId: number;
  bookmakerId: number;
  market?: string;
  selection?: string;
  source?: OddsSourceName;
  inPlay?: boolean;
  /** The quote's history, oldest first: hours ago, price and status (open unless said); the last is its current state. */
  history: Array<{ hoursAgo: number; price: number | null; status?: OddsQuoteStatus }>;
  seenHoursAgo?: number;
};

/**
 * The dropping-odds list (/dropping-odds): the largest falls of pre-match prices of the last 24
 * hours, among the bookmakers the visitor may see, with exact figures, the 24-hour boundary, the
 * exclusions (started or ended matches, in-play, suspended or off prices, bookmakers the visitor may
 * not see), the game filter and the cap.
 */
describe.each(testDrivers())("dropping odds on %s", (driver) => {
  let handle: DbHandle;
  let tournamentId: number;
  let book: { a: number; b: number };

  async function addBook(name: string, options: { licence?: "everywhere" | "gb-only"; active?: boolean; published?: boolean; feeds?: OddsSourceName[] } = {}) {
    const [row] = await handle.db
      .insert(bookmakers)
      .values({
        name,
        redirectSlug: name.toLowerCase().replace(/ /g, "-"),
        active: options.active ?? true,
        publishStatus: options.published === false ? "draft" : "published",
      })
      .returning({ id: bookmakers.id });
    await mapFeedKey(handle.db, row!.id, name.toLowerCase().replace(/ /g, "_"), options.feeds ?? ["stadar"]);
    await handle.db
      .insert(bookmakerLicences)
      .values(
        options.licence === "gb-only"
          ? { bookmakerId: row!.id, mode: "only_in", jurisdictions: ["GB"] }
          : { bookmakerId: row!.id, mode: "everywhere_except", jurisdictions: [] },
      );
    return row!.id;
  }

  async function addQuote(q: Quote) {
    const key = {
      matchId: q.matchId,
      bookmakerId: q.bookmakerId,
      source: q.source ?? "stadar",
      market: q.market ?? "winner:2",
      selection: q.selection ?? "teamA",
    };
    const inPlay = q.inPlay ?? false;
    for (const h of q.history)
      await handle.db.insert(oddsPriceHistory).values({
        ...key,
        inPlay,
        window: windowOf(ago(h.hoursAgo)),
        price: h.price,
        status: h.status ?? "open",
        recordedAt: ago(h.hoursAgo),
      });
    const last = q.history[q.history.length - 1]!;
    await handle.db.insert(oddsPrices).values({
      ...key,
      inPlay,
      price: last.price,
      status: last.status ?? "open",
      changedAt: ago(last.hoursAgo),
      seenAt: ago(q.seenHoursAgo ?? 0.1),
    });
  }

  const upcoming = async (row: Partial<Parameters<typeof addMatch>[1]> = {}) =>
    (await addMatch(handle.db, { tournamentId, beginAt: hoursFrom(NOW, 5), ...row })).id;
  const list = (game: "all" | "cs2" | "lol" = "all", jurisdiction = "US", at = NOW): Promise<DroppingOdds> =>
    createCaller(testContext(handle.db, at, { jurisdiction })).odds.dropping({ game });
  const falls = (result: DroppingOdds) => result.rows.map((r) => [r.matchId, r.bookmakerName, r.market, r.selection, r.from, r.to, Number(r.fall.toFixed(4))]);

  beforeEach(async () => {
    handle = await createTestDb(driver);
    tournamentId = (await addTournament(handle.db, { tier: "a" })).id;
    book = { a: await addBook("Alpha Bet"), b: await addBook("Bravo Bet") };
  });
  afterEach(() => handle.close());

  it("ranks the falls largest first with exact figures, names market and selection, and leaves rises out", async () => {
    const m1 = await upcoming({ teamAName: "Natus Vincere", teamBName: "FaZe Clan", numberOfGames: 3 });
    const m2 = await upcoming({ teamAName: "G2", teamBName: "Vitality", numberOfGames: 3 });
    await addQuote({
      matchId: m1,
      bookmakerId: book.a,
      history: [
        { hoursAgo: 30, price: 2 },
        { hoursAgo: 2, price: 1.5 },
      ],
    }); // 25 %
    await addQuote({
      matchId: m1,
      bookmakerId: book.a,
      market: "map_winner:2",
      selection: "teamB",
      history: [
        { hoursAgo: 30, price: 3 },
        { hoursAgo: 3, price: 2.7 },
      ],
    }); // 10 %
    await addQuote({
      matchId: m1,
      bookmakerId: book.b,
      market: "map_handicap:-1.5",
      selection: "teamA",
      history: [
        { hoursAgo: 26, price: 4 },
        { hoursAgo: 1, price: 3.6 },
      ],
    }); // 10 %
    await addQuote({
      matchId: m2,
      bookmakerId: book.b,
      market: "total_maps:2.5",
      selection: "over",
      history: [
        { hoursAgo: 40, price: 2.5 },
        { hoursAgo: 4, price: 2 },
      ],
    }); // 20 %
    // A rise, and an unchanged price.
    await addQuote({
      matchId: m2,
      bookmakerId: book.a,
      history: [
        { hoursAgo: 30, price: 1.8 },
        { hoursAgo: 2, price: 2.1 },
      ],
    });
    await addQuote({ matchId: m2, bookmakerId: book.a, selection: "teamB", history: [{ hoursAgo: 30, price: 1.9 }] });

    const result = await list();
    expect(falls(result)).toEqual([
      [m1, "Alpha Bet", "winner:2", "teamA", 2, 1.5, 0.25],
      [m2, "Bravo Bet", "total_maps:2.5", "over", 2.5, 2, 0.2],
      // Equal falls: by match, then bookmaker, market and selection.
      [m1, "Alpha Bet", "map_winner:2", "teamB", 3, 2.7, 0.1],
      [m1, "Bravo Bet", "map_handicap:-1.5", "teamA", 4, 3.6, 0.1],
    ]);
    expect(result.rows.map((r) => [r.marketTitle, r.selectionLabel])).toEqual([
      ["Match winner", "Natus Vincere"],
      ["Total maps 2.5", "Over 2.5"],
      ["Map 2 winner", "FaZe Clan"],
      ["Handicap -1.5 / +1.5", "Natus Vincere -1.5"],
    ]);
    expect(result.rows[0]).toMatchObject({
      game: "cs2",
      teamAName: "Natus Vincere",
      redirectSlug: "alpha-bet",
      source: "stadar",
      movedAt: ago(2).toISOString(),
    });
    expect(result).toMatchObject({ source: "stadar", anyPrices: true });
  });

  it("compares with the price 24 hours ago: older moves inside the window do not count, a quote new in the window starts at its first price", async () => {
    const m = await upcoming();
    // 2.00 at 25 h ago is "then"; the 1.50 of 20 h ago moved inside the window and is not.
    await addQuote({
      matchId: m,
      bookmakerId: book.a,
      history: [
        { hoursAgo: 25, price: 2 },
        { hoursAgo: 20, price: 1.5 },
        { hoursAgo: 1, price: 1.8 },
      ],
    });
    // First seen 10 h ago at 2.50.
    await addQuote({
      matchId: m,
      bookmakerId: book.a,
      selection: "teamB",
      history: [
        { hoursAgo: 10, price: 2.5 },
        { hoursAgo: 1, price: 2.4 },
      ],
    });
    // Moved only before the window: no fall in the last 24 hours.
    await addQuote({
      matchId: m,
      bookmakerId: book.b,
      history: [
        { hoursAgo: 30, price: 2.5 },
        { hoursAgo: 25, price: 2 },
      ],
    });
    // Off the board 24 hours ago: "then" is its first open price in the window.
    await addQuote({
      matchId: m,
      bookmakerId: book.b,
      selection: "teamB",
      history: [
        { hoursAgo: 30, price: 9, status: "off" },
        { hoursAgo: 12, price: 3 },
        { hoursAgo: 1, price: 2.4 },
      ],
    });
    // At the boundary: a row recorded exactly 24 hours ago is "then"; one recorded two minutes later, in the
    // 5-minute window that starts at the boundary, is not (the row before it is).
    const edge = await upcoming();
    await addQuote({
      matchId: edge,
      bookmakerId: book.a,
      history: [
        { hoursAgo: 30, price: 3 },
        { hoursAgo: 24, price: 2 },
        { hoursAgo: 1, price: 1.5 },
      ],
    });
    await addQuote({
      matchId: edge,
      bookmakerId: book.a,
      selection: "teamB",
      history: [
        { hoursAgo: 30, price: 2 },
        { hoursAgo: 24 - 2 / 60, price: 2.5 },
        { hoursAgo: 1, price: 1.8 },
      ],
    });
    expect(falls(await list())).toEqual([
      [edge, "Alpha Bet", "winner:2", "teamA", 2, 1.5, 0.25],
      [m, "Bravo Bet", "winner:2", "teamB", 3, 2.4, 0.2],
      [m, "Alpha Bet", "winner:2", "teamA", 2, 1.8, 0.1],
      [edge, "Alpha Bet", "winner:2", "teamB", 2, 1.8, 0.1],
      [m, "Alpha Bet", "winner:2", "teamB", 2.5, 2.4, 0.04],
    ]);
  });

  it("leaves out started, finished and canceled matches, in-play quotes, and prices not on offer now", async () => {
    const fall = [
      { hoursAgo: 30, price: 2 },
      { hoursAgo: 1, price: 1.5 },
    ];
    const listed = await upcoming();
    await addQuote({ matchId: listed, bookmakerId: book.a, history: fall });
    for (const row of [{ beginAt: ago(1) }, { status: "running" }, { status: "finished" }, { status: "canceled", beginAt: hoursFrom(NOW, 5) }])
      await addQuote({ matchId: await upcoming(row), bookmakerId: book.a, history: fall });
    // Not public: its tournament has no tier.
    const untiered = (await addTournament(handle.db, { tier: null })).id;
    await addQuote({ matchId: (await addMatch(handle.db, { tournamentId: untiered, beginAt: hoursFrom(NOW, 5) })).id, bookmakerId: book.a, history: fall });
    // In play, suspended, off the board, and not seen by a poll for two hours.
    await addQuote({ matchId: listed, bookmakerId: book.b, inPlay: true, history: fall });
    await addQuote({ matchId: listed, bookmakerId: book.b, selection: "teamB", history: [...fall, { hoursAgo: 0.5, price: 1.5, status: "suspended" }] });
    await addQuote({ matchId: listed, bookmakerId: book.b, market: "map_winner:1", history: [...fall, { hoursAgo: 0.5, price: null, status: "off" }] });
    await addQuote({ matchId: listed, bookmakerId: book.b, market: "map_winner:2", history: fall, seenHoursAgo: 2 });
    expect(falls(await list())).toEqual([[listed, "Alpha Bet", "winner:2", "teamA", 2, 1.5, 0.25]]);
  });

  it("lists only bookmakers the visitor may see: licensed there, active, published and mapped on the feed", async () => {
    const m = await upcoming();
    const fall = [
      { hoursAgo: 30, price: 2 },
      { hoursAgo: 1, price: 1.5 },
    ];
    const gbOnly = await addBook("Gb Only", { licence: "gb-only" });
    const inactive = await addBook("Inactive Bet", { active: false });
    const draft = await addBook("Draft Bet", { published: false });
    const otherFeed = await addBook("Other Feed", { feeds: ["odds-api-io"] });
    for (const bookmakerId of [book.a, gbOnly, inactive, draft, otherFeed]) await addQuote({ matchId: m, bookmakerId, history: fall });
    expect((await list("all", "US")).rows.map((r) => r.bookmakerName)).toEqual(["Alpha Bet"]);
    expect((await list("all", "GB")).rows.map((r) => r.bookmakerName)).toEqual(["Alpha Bet", "Gb Only"]);
  });

  it("shows one feed per bookmaker and market: the one seen last with an open price", async () => {
    const m = await upcoming();
    const twoFeeds = await addBook("Two Feeds", { feeds: ["stadar", "odds-api-io"] });
    await addQuote({
      matchId: m,
      bookmakerId: twoFeeds,
      source: "stadar",
      history: [
        { hoursAgo: 30, price: 2 },
        { hoursAgo: 1, price: 1.5 },
      ],
      seenHoursAgo: 0.5,
    });
    await addQuote({
      matchId: m,
      bookmakerId: twoFeeds,
      source: "odds-api-io",
      history: [
        { hoursAgo: 30, price: 2 },
        { hoursAgo: 1, price: 1.6 },
      ],
      seenHoursAgo: 0.2,
    });
    expect(falls(await list())).toEqual([[m, "Two Feeds", "winner:2", "teamA", 2, 1.6, 0.2]]);
  });

  it("filters by game", async () => {
    const cs2 = await upcoming();
    const lolTournament = (await addTournament(handle.db, { tier: "a", game: "lol" })).id;
    const lol = (await addMatch(handle.db, { tournamentId: lolTournament, game: "lol", beginAt: hoursFrom(NOW, 5) })).id;
    for (const matchId of [cs2, lol])
      await addQuote({
        matchId,
        bookmakerId: book.a,
        history: [
          { hoursAgo: 30, price: 2 },
          { hoursAgo: 1, price: 1.5 },
        ],
      });
    expect((await list("cs2")).rows.map((r) => r.matchId)).toEqual([cs2]);
    expect((await list("lol")).rows.map((r) => r.matchId)).toEqual([lol]);
    expect((await list("all")).rows.map((r) => r.matchId)).toEqual([cs2, lol]);
  });

  it(`lists at most ${DROPPING_ODDS_LIMIT} falls, the largest`, async () => {
    const m = await upcoming({ numberOfGames: 5 });
    const count = DROPPING_ODDS_LIMIT + 5;
    const selections = ["3-0", "3-1", "3-2", "2-3", "1-3", "0-3"];
    const books = [book.a, book.b, ...(await Promise.all(Array.from({ length: 8 }, (_, i) => addBook(`Book ${i}`))))];
    for (let i = 0; i < count; i++)
      await addQuote({
        matchId: m,
        bookmakerId: books[i % books.length]!,
        market: "correct_score",
        selection: selections[Math.floor(i / books.length)]!,
        history: [
          { hoursAgo: 30, price: 10 },
          { hoursAgo: 1, price: 10 - (i + 1) / 10 },
        ],
      });
    const rows = (await list()).rows;
    expect(rows).toHaveLength(DROPPING_ODDS_LIMIT);
    expect(rows[0]!.to).toBe(10 - count / 10);
    expect(rows.map((r) => r.fall)).toEqual([...rows.map((r) => r.fall)].sort((a, b) => b - a));
    expect(rows[rows.length - 1]!.to).toBeCloseTo(10 - (count - DROPPING_ODDS_LIMIT + 1) / 10, 5);
  });

  it("says when there are no prices at all, apart from no fall, and labels demo prices", async () => {
    // Every bookmaker before the first read: the visitor's offers are cached until a licence changes through the back office.
    const demo = await addBook("Demo Bet", { feeds: ["demo"] });
    expect(await list()).toEqual({ rows: [], source: null, anyPrices: false });
    const m = await upcoming();
    await addQuote({ matchId: m, bookmakerId: book.a, history: [{ hoursAgo: 30, price: 2 }] });
    // One reading answers everyone who sees the same bookmakers for a minute: the new price shows after it.
    expect(await list()).toEqual({ rows: [], source: null, anyPrices: false });
    const later = new Date(NOW.getTime() + DROPPING_ODDS_SHARED_MS);
    expect(await list("all", "US", later)).toEqual({ rows: [], source: null, anyPrices: true });
    // Another game filter is a reading of its own.
    expect(await list("cs2")).toMatchObject({ anyPrices: true });
    await addQuote({
      matchId: m,
      bookmakerId: demo,
      source: "demo",
      history: [
        { hoursAgo: 30, price: 2 },
        { hoursAgo: 1, price: 1.9 },
      ],
    });
    expect(await list("all", "US", new Date(later.getTime() + DROPPING_ODDS_SHARED_MS))).toMatchObject({
      source: "demo",
      rows: [{ bookmakerName: "Demo Bet", source: "demo" }],
    });
  });
});
