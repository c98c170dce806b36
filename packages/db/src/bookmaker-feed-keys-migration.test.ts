import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";
import { createTestDb, migrationStatements, rowsOf, testDrivers } from "./testing";

const statements = migrationStatements("_bookmaker_feed_keys.sql");

/** The bookmakers table as it was before keys per feed: one key on the row, unique when set. */
const BEFORE = [
  `drop table bookmaker_feed_keys`,
  `alter table bookmakers add column odds_feed_key text`,
  `create unique index bookmakers_odds_feed_key_idx on bookmakers using btree (odds_feed_key)`,
];

/** The keys-per-feed migration: a bookmaker's one key, matched against every feed's keys, keeps mapping it on every feed. */
describe.each(testDrivers())("migration bookmaker_feed_keys on %s", (driver) => {
  let handle: DbHandle;
  const run = (text: string) => handle.db.execute(sql.raw(text));
  beforeEach(async () => {
    handle = await createTestDb(driver);
    for (const statement of BEFORE) await run(statement);
    await run(
      `insert into bookmakers (id, name, odds_feed_key) values (51, 'Vortex Bet', 'vortexbet'), (52, 'Nordic Odds', 'nordic_odds'), (53, 'Unmapped', null)`,
    );
  });
  afterEach(() => handle.close());

  it("moves each key to every feed, and drops the old column", async () => {
    for (const statement of statements) await run(statement);
    const keys = await rowsOf<{ bookmaker_id: number; source: string; key: string }>(
      handle,
      sql`select bookmaker_id, source, key from bookmaker_feed_keys order by bookmaker_id, source`,
    );
    expect(keys.map((r) => [r.bookmaker_id, r.source, r.key])).toEqual([
      [51, "demo", "vortexbet"],
      [51, "odds-api-io", "vortexbet"],
      [51, "stadar", "vortexbet"],
      [51, "the-odds-api", "vortexbet"],
      [52, "demo", "nordic_odds"],
      [52, "odds-api-io", "nordic_odds"],
      [52, "stadar", "nordic_odds"],
      [52, "the-odds-api", "nordic_odds"],
    ]);
    const columns = await rowsOf<{ column_name: string }>(
      handle,
      sql`select column_name from information_schema.columns where table_name = 'bookmakers' and column_name = 'odds_feed_key'`,
    );
    expect(columns).toEqual([]);
  });

  it("lets a key name one bookmaker per feed, and a bookmaker have one key per feed", async () => {
    for (const statement of statements) await run(statement);
    // The same word on another feed may name another bookmaker.
    await run(`delete from bookmaker_feed_keys where bookmaker_id = 51 and source = 'stadar'`);
    await run(`insert into bookmaker_feed_keys (bookmaker_id, source, key) values (53, 'stadar', 'vortexbet')`);
    await expect(run(`insert into bookmaker_feed_keys (bookmaker_id, source, key) values (53, 'the-odds-api', 'vortexbet')`)).rejects.toThrow();
    await expect(run(`insert into bookmaker_feed_keys (bookmaker_id, source, key) values (51, 'the-odds-api', 'vortex_two')`)).rejects.toThrow();
  });
});
