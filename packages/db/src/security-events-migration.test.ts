import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";
import { createTestDb, migrationStatements, rowsOf, testDrivers } from "./testing";

describe.each(testDrivers())("migration 0004 (security event buckets) on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    // Back to the table as 0003 left it, holding rows written one per event.
    await handle.db.execute(sql.raw(`drop index "security_events_bucket_window_idx"`));
    await handle.db.execute(sql.raw(`alter table "security_events" drop column "count", drop column "bucket", drop column "window_start"`));
    await handle.db.execute(
      sql.raw(`insert into "security_events" ("type", "success", "created_at") values
        ('auth_attempt', false, '2026-03-01T10:00:01Z'),
        ('auth_attempt', false, '2026-03-01T10:00:02Z'),
        ('rate_limit', false, '2026-03-01T10:00:03Z')`),
    );
  });
  afterEach(() => handle.close());

  it("keeps every existing row counting as one event, each in a bucket of its own", async () => {
    for (const statement of migrationStatements("0004_security_event_buckets.sql")) await handle.db.execute(sql.raw(statement));
    const rows = await rowsOf<{ id: number; count: number; bucket: string; same_time: boolean }>(
      handle,
      sql`select id::int as id, count, bucket, window_start = created_at as same_time from security_events order by id`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toEqual({ id: row.id, count: 1, bucket: `legacy:${row.id}`, same_time: true });
    const [total] = await rowsOf<{ n: number }>(handle, sql`select sum(count)::int as n from security_events where type = 'auth_attempt'`);
    expect(total!.n).toBe(2);
  });
});
