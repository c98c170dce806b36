import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";
import { createTestDb, migrationStatements, rowsOf, testDrivers } from "./testing";

const statements = migrationStatements("_odds_every_market.sql");

/** The odds tables as they were before every market: match-winner ("h2h") prices only, an outcome per row, no status, history without its feed. */
const BEFORE = [
  // Later migrations undone first: in-play quotes (odds_in_play).
  `alter table odds_prices drop constraint odds_prices_match_id_bookmaker_id_source_market_selection_in_play_pk`,
  `alter table odds_price_history drop constraint odds_price_history_match_id_bookmaker_id_source_market_selection_in_play_window_pk`,
  `alter table odds_prices drop column in_play`,
  `alter table odds_price_history drop column in_play`,
  `alter table odds_prices drop column status`,
  `alter table odds_price_history drop column status`,
  `alter table odds_price_history drop column source`,
  `alter table odds_prices rename column selection to outcome`,
  `alter table odds_price_history rename column selection to outcome`,
  `alter table odds_prices alter column market set default 'h2h'`,
  `alter table odds_price_history alter column market set default 'h2h'`,
  `alter table odds_prices alter column price set not null`,
  `alter table odds_price_history alter column price set not null`,
  `alter table odds_prices add constraint odds_prices_match_id_bookmaker_id_market_outcome_pk primary key (match_id, bookmaker_id, market, outcome)`,
  `alter table odds_price_history add constraint odds_price_history_match_id_bookmaker_id_market_outcome_window_pk primary key (match_id, bookmaker_id, market, outcome, "window")`,
];

/** The every-market migration: yesterday's match-winner prices and their history keep meaning the same. */
describe.each(testDrivers())("migration odds_every_market on %s", (driver) => {
  let handle: DbHandle;
  const run = (text: string) => handle.db.execute(sql.raw(text));
  beforeEach(async () => {
    handle = await createTestDb(driver);
    for (const statement of BEFORE) await run(statement);
    await run(`insert into bookmakers (id, name) values (51, 'Vortex Bet'), (52, 'Nordic Odds')`);
    // Match 1 a bo3 priced by the feed, match 2 a bo2 with a draw priced, match 3 a bo2 (its match gone, its result kept) without one.
    await run(`insert into tournaments (id, name, game) values (7, 'Cup', 'cs2')`);
    await run(
      `insert into matches (id, game, tournament_id, name, status, number_of_games) values (1, 'cs2', 7, 'A vs B', 'not_started', 3), (2, 'cs2', 7, 'C vs D', 'not_started', 2)`,
    );
    await run(`insert into match_results (id, game, finished_at, number_of_games) values (3, 'cs2', now(), 2)`);
    await run(`insert into odds_prices (match_id, bookmaker_id, outcome, price, source, changed_at, seen_at) values
      (1, 51, 'teamA', 1.62, 'the-odds-api', now(), now()), (1, 51, 'teamB', 2.3, 'the-odds-api', now(), now()),
      (1, 52, 'teamA', 1.7, 'demo', now(), now()),
      (2, 51, 'teamA', 2.5, 'the-odds-api', now(), now()), (2, 51, 'draw', 3.4, 'the-odds-api', now(), now()),
      (2, 52, 'teamA', 2.4, 'the-odds-api', now(), now()),
      (3, 51, 'teamB', 1.9, 'the-odds-api', now(), now())`);
    await run(`insert into odds_price_history (match_id, bookmaker_id, outcome, "window", price, recorded_at) values
      (1, 51, 'teamA', '2026-11-24T11:00:00Z', 1.6, now()), (1, 51, 'teamA', '2026-11-24T11:05:00Z', 1.62, now()),
      (1, 52, 'teamA', '2026-11-24T11:00:00Z', 1.7, now()), (2, 52, 'teamA', '2026-11-24T11:00:00Z', 2.4, now())`);
  });
  afterEach(() => handle.close());

  it("turns every h2h price into the winner market (three-way where a draw is priced or the series is a bo2), open, from the same feed", async () => {
    for (const statement of statements) await run(statement);
    const prices = await rowsOf<{
      match_id: string | number;
      bookmaker_id: number;
      source: string;
      market: string;
      selection: string;
      price: string;
      status: string;
    }>(
      handle,
      sql`select match_id, bookmaker_id, source, market, selection, price::text as price, status from odds_prices order by match_id, bookmaker_id, selection`,
    );
    expect(prices.map((r) => [Number(r.match_id), r.bookmaker_id, r.source, r.market, r.selection, Number(r.price), r.status])).toEqual([
      [1, 51, "the-odds-api", "winner:2", "teamA", 1.62, "open"],
      [1, 51, "the-odds-api", "winner:2", "teamB", 2.3, "open"],
      [1, 52, "demo", "winner:2", "teamA", 1.7, "open"],
      [2, 51, "the-odds-api", "winner:3", "draw", 3.4, "open"],
      [2, 51, "the-odds-api", "winner:3", "teamA", 2.5, "open"],
      [2, 52, "the-odds-api", "winner:3", "teamA", 2.4, "open"],
      [3, 51, "the-odds-api", "winner:3", "teamB", 1.9, "open"],
    ]);
    const history = await rowsOf<{ match_id: string | number; bookmaker_id: number; source: string; market: string; selection: string; status: string }>(
      handle,
      sql`select match_id, bookmaker_id, source, market, selection, status from odds_price_history order by match_id, bookmaker_id, "window"`,
    );
    expect(history.map((r) => [Number(r.match_id), r.bookmaker_id, r.source, r.market, r.selection, r.status])).toEqual([
      [1, 51, "the-odds-api", "winner:2", "teamA", "open"],
      [1, 51, "the-odds-api", "winner:2", "teamA", "open"],
      [1, 52, "demo", "winner:2", "teamA", "open"],
      [2, 52, "the-odds-api", "winner:3", "teamA", "open"],
    ]);
    // A second feed's quote of the same bookmaker and selection is a row of its own now; a price may be missing.
    await run(`insert into odds_prices (match_id, bookmaker_id, source, market, selection, price, status, changed_at, seen_at)
      values (1, 51, 'stadar', 'winner:2', 'teamA', null, 'off', now(), now())`);
    expect(await rowsOf(handle, sql`select count(*)::int as n from odds_prices where match_id = 1 and bookmaker_id = 51 and selection = 'teamA'`)).toEqual([
      { n: 2 },
    ]);
  });
});
