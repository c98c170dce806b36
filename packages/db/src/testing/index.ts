import { createDb, type DbHandle } from "../client";
import { testRunId } from "./run";
import { pgTestDatabase } from "./pg-databases";
import { pgliteTestDatabase } from "./pglite-databases";

export { TEST_PG_URL, dropRunDatabases, newTestRunId, TEST_RUN_ENV } from "./run";

export type TestDriver = "pglite" | "pg";

/** Drivers the database tests run on: both unless TEST_DRIVERS narrows it (e.g. "pglite"). */
export function testDrivers(): TestDriver[] {
  const wanted = (process.env.TEST_DRIVERS ?? "pglite,pg").split(",").map((d) => d.trim());
  return (["pglite", "pg"] as const).filter((d) => wanted.includes(d));
}

/**
 * A migrated database holding only what the migrations put there, on the given driver. Call
 * `close()` when done.
 *
 * Inside a vitest run (which sets a run id, see vitest.global-setup.ts) databases are kept per
 * worker and reused: `close()` hands the database back and the next caller gets it emptied by one
 * TRUNCATE (about 25 ms, where a new PGlite costs 0.4–2.8 s and a new PostgreSQL database with its
 * migrations about a second). Outside one (benchmarks, e2e helpers) each call makes a database of
 * its own and `close()` drops it.
 */
export async function createTestDb(driver: TestDriver): Promise<DbHandle> {
  const reuse = testRunId() !== undefined;
  if (driver === "pglite") return pgliteTestDatabase(reuse);
  const lease = await pgTestDatabase(reuse);
  const handle = createDb({ driver: "pg", url: lease.url, poolSize: 5 });
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (closed ??= (async () => {
        await handle.close();
        await lease.release();
      })()),
  };
}
export { migrationStatements, rowsOf } from "./migration-steps";
