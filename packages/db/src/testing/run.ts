import { randomBytes } from "node:crypto";
import pg from "pg";

/** Admin connection used to create and drop throwaway databases on the test PostgreSQL. */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Set by vitest's global setup for its workers: their databases are reused, and dropped at the end of the run. */
export const TEST_RUN_ENV = "EB_TEST_RUN";

/** Databases of runs started longer ago than this are left-overs of a killed run (none runs for hours). */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export function testRunId(): string | undefined {
  return process.env[TEST_RUN_ENV] || undefined;
}

/** A run id that sorts by time and names its databases: `r<seconds since epoch, base 36><random>`. */
export function newTestRunId(now = Date.now()): string {
  return `r${Math.floor(now / 1000).toString(36)}${randomBytes(3).toString("hex")}`;
}

/** The prefix of every database a run makes on PostgreSQL. */
export const runDatabasePrefix = (runId: string) => `eb_test_${runId}_`;

function startedAt(name: string): number | undefined {
  const match = /^eb_test_r([0-9a-z]+?)[0-9a-f]{6}_/.exec(name);
  return match ? parseInt(match[1]!, 36) * 1000 : undefined;
}

/** Drops the run's databases, and those of runs that were killed hours ago and never cleaned up. */
export async function dropRunDatabases(runId: string, now = Date.now()): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(`select datname as name from pg_database where datname like 'eb\\_test\\_r%'`);
    for (const { name } of rows) {
      const started = startedAt(name);
      const stale = started !== undefined && now - started > STALE_AFTER_MS;
      if (name.startsWith(runDatabasePrefix(runId)) || stale) await admin.query(`drop database if exists "${name}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}
