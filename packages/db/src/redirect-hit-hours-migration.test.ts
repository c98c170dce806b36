import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";
import { createTestDb, migrationStatements, rowsOf, testDrivers } from "./testing";

const statements = migrationStatements("_redirect_hit_hours.sql");

describe.each(testDrivers())("migration redirect_hit_hours on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    // Back to before the migration, with raw hits of which the rollup job has counted the first three.
    await handle.db.execute(sql.raw(`drop table "redirect_hit_hours"`));
    await handle.db.execute(sql.raw(`insert into bookmakers (id, name, rating, redirect_slug) values (41, 'Old Book', 4, 'oldbook')`));
    await handle.db.execute(sql.raw(`insert into bookmaker_redirects (id, bookmaker_id, slug, target_url) values (51, 41, 'oldbook', 'https://old.example/')`));
    await handle.db.execute(
      sql.raw(`insert into redirect_hits (id, redirect_id, slug, kind, placement, created_at) values
        (1, 51, 'oldbook', 'click', 'hero', '2026-03-01T10:05:00Z'),
        (2, 51, 'oldbook', 'click', 'hero', '2026-03-01T10:55:00Z'),
        (3, null, 'gonebook', 'head', null, '2026-03-01T11:00:00Z'),
        (4, 51, 'oldbook', 'click', 'hero', '2026-03-01T10:10:00Z')`),
    );
    await handle.db.execute(sql.raw(`insert into analytics_rollup_state (stream, watermark) values ('redirects', 3)`));
  });
  afterEach(() => handle.close());

  it("counts the hits the rollup job has counted by hour, once, and leaves those above the watermark to the job", async () => {
    for (const statement of statements) await handle.db.execute(sql.raw(statement));
    const rows = await rowsOf<{ hour: string; bookmaker_id: number; slug: string; kind: string; placement: string; n: number }>(
      handle,
      sql`select to_char(hour at time zone 'UTC', 'HH24:MI') as hour, bookmaker_id, slug, kind, placement, n::int as n from redirect_hit_hours order by hour, slug`,
    );
    expect(rows).toEqual([
      { hour: "10:00", bookmaker_id: 41, slug: "oldbook", kind: "click", placement: "hero", n: 2 },
      { hour: "11:00", bookmaker_id: 0, slug: "gonebook", kind: "head", placement: "", n: 1 },
    ]);
  });
});
