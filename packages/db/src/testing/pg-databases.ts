import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, runMigrations } from "../client";
import { largeTables, readBaseline, resetSql, schemaFingerprint, type Baseline, type Query } from "./baseline";
import { runDatabasePrefix, testRunId, TEST_PG_URL } from "./run";

export type PgLease = { url: string; release: () => Promise<void> };

/** This process's databases that no test holds, by name. */
const free: string[] = [];
let baseline: Promise<Baseline> | undefined;
let made = 0;

const urlOf = (name: string) => {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withClient<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (sql) => (await client.query(sql)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

async function dropDatabase(name: string): Promise<void> {
  await withClient(TEST_PG_URL, (query) => query(`drop database if exists "${name}" with (force)`));
}

async function newDatabase(runId: string | undefined): Promise<string> {
  const name = runId ? `${runDatabasePrefix(runId)}${process.pid}_${++made}` : `eb_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withClient(TEST_PG_URL, (query) => query(`create database "${name}"`));
  const handle = createDb({ driver: "pg", url: urlOf(name), poolSize: 1 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  baseline ??= withClient(urlOf(name), readBaseline);
  await baseline;
  return name;
}

/**
 * Takes a free database back to its migrated state: ends the connections a test left (their
 * session locks and LISTENs go with them), then empties it. One whose schema a test changed is
 * dropped instead, and false says so.
 */
async function reset(name: string): Promise<boolean> {
  const wanted = await baseline!;
  const ok = await withClient(urlOf(name), async (query) => {
    await query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    if ((await schemaFingerprint(query)) !== wanted.fingerprint) return false;
    await query(resetSql(wanted, await largeTables(query)));
    return true;
  });
  if (!ok) await dropDatabase(name);
  return ok;
}

/**
 * A migrated PostgreSQL database for one test. With `reuse`, it comes from this process's free
 * ones when there is one and goes back to them on release; otherwise it is made for the caller
 * and dropped on release.
 */
export async function pgTestDatabase(reuse: boolean): Promise<PgLease> {
  const runId = reuse ? testRunId() : undefined;
  let name: string | undefined;
  while (reuse && !name && free.length > 0) {
    const candidate = free.pop()!;
    if (await reset(candidate)) name = candidate;
  }
  name ??= await newDatabase(runId);
  const leased = name;
  return {
    url: urlOf(leased),
    release: async () => {
      if (reuse) free.push(leased);
      else await dropDatabase(leased);
    },
  };
}
