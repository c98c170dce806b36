import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";
import { queryRows } from "./rows";
import { createTestDb, testDrivers } from "./testing";

describe.each(testDrivers())("queryRows (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("returns the rows of a raw query", async () => {
    expect(await queryRows<{ n: number }>(handle.db, "test.numbers", sql`select n from generate_series(1, 3) as n order by n`)).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
  });

  it("names the query in the SQL PostgreSQL sees, so a failure's message says which query failed", async () => {
    await expect(queryRows(handle.db, "test.missing-table", sql`select * from no_such_table`)).rejects.toThrow(
      "/* test.missing-table */ select * from no_such_table",
    );
  });

  it("refuses a name that could end the comment and run as SQL", async () => {
    await expect(queryRows(handle.db, "x */ drop table users; /*", sql`select 1`)).rejects.toThrow("query name must be words");
    await expect(queryRows(handle.db, "", sql`select 1`)).rejects.toThrow("query name must be words");
  });
});
