import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";
import { listenForNotifications, type NotificationListener } from "./notifications";
import { createTestDb, testDrivers } from "./testing";

const CHANNEL = "eb_test_channel";

/** Payloads in arrival order, and a promise for the next one (tests wait on it, never on a timer). */
function inbox() {
  const received: string[] = [];
  const waiters: Array<() => void> = [];
  return {
    received,
    push(payload: string) {
      received.push(payload);
      waiters.splice(0).forEach((wake) => wake());
    },
    async until(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
  };
}

describe.each(testDrivers())("listenForNotifications (%s)", (driver) => {
  let handle: DbHandle | undefined;
  let listener: NotificationListener | undefined;
  afterEach(async () => {
    await listener?.close();
    await handle?.close();
    listener = handle = undefined;
  });

  it("delivers what a transaction notifies when it commits, and nothing of a rolled-back one", async () => {
    handle = await createTestDb(driver);
    const box = inbox();
    listener = listenForNotifications(handle, CHANNEL, { onNotify: box.push });
    await listener.ready;

    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${CHANNEL}, 'rolled back')`);
        throw new Error("abort");
      })
      .catch(() => undefined);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify(${CHANNEL}, 'bookmakers')`);
    });
    await handle.db.execute(sql`select pg_notify('some_other_channel', 'ignored')`);
    await handle.db.execute(sql`select pg_notify(${CHANNEL}, 'teams')`);

    await box.until(2);
    expect(box.received).toEqual(["bookmakers", "teams"]);
  });

  it("stops delivering once closed, and says it is not connected any more", async () => {
    handle = await createTestDb(driver);
    const box = inbox();
    const first = listenForNotifications(handle, CHANNEL, { onNotify: box.push });
    await first.ready;
    expect(first.connected()).toBe(true);
    await first.close();
    expect(first.connected()).toBe(false);
    const second = inbox();
    listener = listenForNotifications(handle, CHANNEL, { onNotify: second.push });
    await listener.ready;

    await handle.db.execute(sql`select pg_notify(${CHANNEL}, 'after close')`);
    await second.until(1);
    expect(box.received).toEqual([]);
  });
});

// Only a server connection can drop; PGlite runs in this process.
describe.runIf(testDrivers().includes("pg"))("listenForNotifications on PostgreSQL", () => {
  let handle: DbHandle | undefined;
  let listener: NotificationListener | undefined;
  afterEach(async () => {
    await listener?.close();
    await handle?.close();
  });

  it("reconnects when its connection is killed, says so, and keeps delivering", async () => {
    handle = await createTestDb("pg");
    const box = inbox();
    const reconnects = inbox();
    listener = listenForNotifications(handle, CHANNEL, { onNotify: box.push, onReconnect: () => reconnects.push("reconnected"), retryMs: 10 });
    expect(listener.connected()).toBe(false);
    await listener.ready;
    expect(listener.connected()).toBe(true);

    const killed = (await handle.db.execute(
      sql`select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and query = ${`listen ${CHANNEL}`}`,
    )) as { rows: unknown[] };
    expect(killed.rows).toHaveLength(1);
    await reconnects.until(1);

    await handle.db.execute(sql`select pg_notify(${CHANNEL}, 'after reconnect')`);
    await box.until(1);
    expect(box.received).toEqual(["after reconnect"]);
    expect(listener.connected()).toBe(true);
    await listener.close();
    expect(listener.connected()).toBe(false);
  });
});
