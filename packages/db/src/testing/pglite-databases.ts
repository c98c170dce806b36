import type { PGlite } from "@electric-sql/pglite";
import { createDb, newPglite, runMigrations, type DbHandle } from "../client";
import { largeTables, readBaseline, resetSql, schemaFingerprint, type Baseline, type Query } from "./baseline";

/** This process's embedded databases that no test holds. */
const free: PGlite[] = [];
let baseline: Promise<Baseline> | undefined;

const queryOf =
  (client: PGlite): Query =>
  async (sql) =>
    (await client.query<Record<string, unknown>>(sql)).rows;

async function migrated(): Promise<PGlite> {
  const client = newPglite();
  await runMigrations(createDb({ driver: "pglite", client }));
  return client;
}

/**
 * Back to the migrated state: the session's locks, LISTENs and settings dropped, every table
 * emptied and the migrations' rows put back. False when a test changed the schema: that
 * database is closed and never handed out again.
 */
async function reset(client: PGlite): Promise<boolean> {
  const wanted = await baseline!;
  await client.exec("discard all");
  if ((await schemaFingerprint(queryOf(client))) !== wanted.fingerprint) {
    await client.close();
    return false;
  }
  await client.exec(resetSql(wanted, await largeTables(queryOf(client))));
  return true;
}

/**
 * The handle a test gets: the database itself until `close()`, after which every call fails as on
 * a closed PGlite (so a test's late query cannot write into the next test's data). Channels it
 * listened on are unlistened when it is closed.
 */
function lease(client: PGlite, release: () => Promise<void>): DbHandle {
  const channels = new Set<string>();
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      for (const channel of channels) await client.unlisten(channel);
      await release();
    })());
  const view = new Proxy(client, {
    get(target, prop) {
      if (prop === "close") return close;
      if (prop === "closed") return closed !== undefined;
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      if (closed) return () => Promise.reject(new Error("PGlite is closed"));
      if (prop === "listen") {
        return (channel: string, ...rest: unknown[]) => {
          channels.add(channel);
          return (value as (...args: unknown[]) => unknown).call(target, channel, ...rest);
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  const handle = createDb({ driver: "pglite", client: view });
  return { ...handle, close };
}

/** A migrated embedded database for one test; with `reuse` it is taken from, and given back to, this process's free ones. */
export async function pgliteTestDatabase(reuse: boolean): Promise<DbHandle> {
  if (!reuse) return createDb({ driver: "pglite", client: await migrated() });
  let client: PGlite | undefined;
  while (!client && free.length > 0) {
    const candidate = free.pop()!;
    if (await reset(candidate)) client = candidate;
  }
  if (!client) {
    client = await migrated();
    baseline ??= readBaseline(queryOf(client));
    await baseline;
  }
  const leased = client;
  return lease(leased, async () => {
    free.push(leased);
  });
}
