import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";
import { createTestDb, migrationStatements, rowsOf, testDrivers } from "./testing";

const statements = migrationStatements("_revenue_rollups.sql");

describe.each(testDrivers())("migration revenue_rollups on %s", (driver) => {
  let handle: DbHandle;
  const run = (text: string) => handle.db.execute(sql.raw(text));
  beforeEach(async () => {
    handle = await createTestDb(driver);
    // Back to before the migration, with clicks and conversions stored the old way.
    await run(`drop trigger "affiliate_conversions_rollup" on "affiliate_conversions"`);
    await run(`drop function "eb_affiliate_conversion_rollup"()`);
    await run(`drop table "affiliate_conversion_rollups"`);
    await run(`drop table "affiliate_click_rollups"`);
    await run(`alter table "affiliate_clicks" drop column "id"`);
    await run(`alter table "affiliate_conversions" drop column "page", drop column "placement", drop column "country", drop column "variants"`);
    await run(`insert into bookmakers (id, name, rating, redirect_slug) values (41, 'Old Book', 4, 'oldbook')`);
    await run(`insert into affiliate_clicks (click_id, bookmaker_id, slug, page, placement, country, variants, created_at) values
      ('k1', 41, 'oldbook', '/bonuses', 'card', 'SE', '[{"testId":1,"variantId":2}]', '2026-03-01T10:05:00Z'),
      ('k2', 41, 'oldbook', '/', 'hero', null, '[]', '2026-03-01T11:30:00Z')`);
    await run(`insert into affiliate_conversions (bookmaker_id, transaction_id, click_id, click_at, event, amount, currency, commission, occurred_at, received_at) values
      (41, 't1', 'k1', '2026-03-01T10:05:00Z', 'first_deposit', 20, 'EUR', 5.5, '2026-03-03T09:00:00Z', '2026-03-03T09:00:00Z'),
      (41, 't2', 'k1', '2026-03-01T10:05:00Z', 'revenue', 80.1, 'EUR', null, '2026-03-04T09:00:00Z', '2026-03-04T09:00:00Z'),
      (41, 't3', 'nope', null, 'registration', null, null, null, '2026-03-02T08:00:00Z', '2026-03-02T08:00:00Z')`);
  });
  afterEach(() => handle.close());

  it("gives stored conversions their click's place, sums them into the rollups once, and keeps summing new ones", async () => {
    for (const statement of statements) await handle.db.execute(sql.raw(statement));
    expect(
      await rowsOf(handle, sql`select transaction_id as tx, page, placement, country, variants from affiliate_conversions order by transaction_id`),
    ).toEqual([
      { tx: "t1", page: "/bonuses", placement: "card", country: "SE", variants: [{ testId: 1, variantId: 2 }] },
      { tx: "t2", page: "/bonuses", placement: "card", country: "SE", variants: [{ testId: 1, variantId: 2 }] },
      { tx: "t3", page: null, placement: null, country: null, variants: [] },
    ]);
    const days = () =>
      rowsOf(
        handle,
        sql`select to_char(bucket at time zone 'UTC', 'MM-DD') as day, attributed, currency, registrations::int as r, first_deposits::int as fd,
          reported::text as reported, share_base::text as share_base, cpa_count::int as cpa
        from affiliate_conversion_rollups where grain = 'day' order by day, currency`,
      );
    expect(await days()).toEqual([
      { day: "03-01", attributed: true, currency: "EUR", r: 0, fd: 1, reported: "5.5000", share_base: "80.1000", cpa: 0 },
      { day: "03-02", attributed: false, currency: "", r: 1, fd: 0, reported: null, share_base: null, cpa: 0 },
    ]);
    // New conversions go through the trigger; a repeated transaction adds nothing.
    await run(`insert into affiliate_conversions (bookmaker_id, transaction_id, click_id, click_at, event, amount, currency, occurred_at, received_at) values
      (41, 't4', 'k2', '2026-03-01T11:30:00Z', 'first_deposit', 10, 'EUR', '2026-03-05T09:00:00Z', '2026-03-05T09:00:00Z'),
      (41, 't1', 'k1', '2026-03-01T10:05:00Z', 'first_deposit', 20, 'EUR', '2026-03-05T09:00:00Z', '2026-03-05T09:00:00Z')
      on conflict do nothing`);
    expect((await days())[0]).toEqual({ day: "03-01", attributed: true, currency: "EUR", r: 0, fd: 2, reported: "5.5000", share_base: "80.1000", cpa: 1 });
    expect(await rowsOf(handle, sql`select click_id, id::int as id from affiliate_clicks order by id`)).toEqual([
      { click_id: "k1", id: 1 },
      { click_id: "k2", id: 2 },
    ]);
  });
});
