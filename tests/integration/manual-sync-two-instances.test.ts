import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "@eb/db";
import { silentLog as log, PandaScoreProvider, requestOperation, latestOperation, rowsOf } from "@eb/api/testing";
import { createUser } from "@eb/api";
import type { DbHandle } from "@eb/db/client";
import { testDrivers } from "@eb/db/testing";
import { startSyncJobs } from "@eb/api/jobs";
import type { FakePandaScore } from "../fake-pandascore";
import { useTwoInstances } from "../support/two-instances";

const NO_TIMER_TICKS_MS = 3_600_000;

/**
 * A manual full sync queued through instance A (no periodic jobs) while instance B's scheduler
 * holds the sync lock: it runs once, on B, and A never calls the provider. PostgreSQL only (two
 * connection pools, one advisory lock).
 */
describe.skipIf(!testDrivers().includes("pg"))("manual sync with two server instances on one PostgreSQL database", () => {
  let fake: FakePandaScore;
  let first: DbHandle;
  let second: DbHandle;
  const now = () => new Date("2026-06-20T12:00:00Z");
  const instances = useTwoInstances("tok");
  beforeAll(() => void ({ fake, first, second } = instances));

  const start = (handle: DbHandle, scheduled: boolean) =>
    startSyncJobs({
      handle,
      log,
      now,
      scheduled,
      tickMs: NO_TIMER_TICKS_MS,
      startupRequestDelayMs: 0,
      provider: new PandaScoreProvider({ token: "tok", baseUrl: fake.url }),
    });

  it("runs once, on the lock holder, whichever instance it was asked on", async () => {
    const b = start(second, true);
    await b.scheduler.tick(); // B leads: its start-up sync and the due jobs
    const oneFullSync = fake.requests.filter((r) => r.path === "/csgo/matches/upcoming").length;
    expect(oneFullSync).toBe(1);
    const a = start(first, false);
    await a.scheduler.tick();
    fake.requests.length = 0;

    const user = await createUser(first.db, { email: "ops@example.com", password: "long enough password" });
    const { operation } = await first.db.transaction((tx) => requestOperation(tx, "full_sync", user.id, now()));
    const joined = await first.db.transaction((tx) => requestOperation(tx, "full_sync", user.id, now()));
    expect(joined).toMatchObject({ joined: true, operation: { id: operation.id } });

    // A is told (as its LISTEN would) but cannot take the lock: the operation stays queued for B.
    expect(await a.scheduler.tick()).toEqual([]);
    expect(await latestOperation(first.db, "full_sync")).toMatchObject({ status: "queued" });
    expect(await b.scheduler.tick()).toContain("operations");
    expect(await latestOperation(first.db, "full_sync")).toMatchObject({ status: "done", result: { ok: 12, total: 12 } });
    expect(fake.requests.filter((r) => r.path === "/csgo/matches/upcoming")).toHaveLength(1);
    const calls = fake.requests.length;

    // More ticks on both run nothing more.
    await a.scheduler.tick();
    await b.scheduler.tick();
    expect(fake.requests.length).toBe(calls);
    const [runs] = rowsOf<{ n: number; instance: string }>(
      await first.db.execute(sql`select count(*)::int as n, min(instance_id) as instance from sync_operations`),
    );
    expect(runs).toEqual({ n: 1, instance: b.scheduler.instanceId });

    // Once B stops, A takes the lock for a new request, and gives it back after.
    await b.stop();
    await first.db.transaction((tx) => requestOperation(tx, "cleanup", user.id, now()));
    expect(await a.scheduler.tick()).toEqual(["operations"]);
    expect(await latestOperation(first.db, "cleanup")).toMatchObject({ status: "done" });
    const [held] = rowsOf<{ n: number }>(
      await first.db.execute(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())`,
      ),
    );
    expect(held!.n).toBe(0);
    await a.stop();
  });
});
