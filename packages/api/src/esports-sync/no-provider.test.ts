import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@eb/db";
import { syncStatus } from "@eb/db/schema";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { startSyncJobs } from "../background-jobs";
import { createProvider } from "./index";
import { NO_PROVIDER_MESSAGE } from "./no-provider";
import { runFullSync } from "./service";
import { countRows, silentLog, testClock } from "./test-support";

/**
 * Issue 23: without a token the demo provider ran on every deployment, filling the public site with
 * invented teams. Demo data is now a choice (DEMO_DATA); without it and without a token there is no
 * provider: nothing runs on a timer, and a sync an admin starts fails saying how to add one.
 */
describe.each(testDrivers())("no esports data provider (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => void (handle = await createTestDb(driver)));
  afterEach(() => handle.close());

  it("is what a server gets with neither a token nor demo data; either one gives a provider", () => {
    expect(createProvider(handle, { demoData: false }).name).toBe("none");
    expect(createProvider(handle, { demoData: true }).name).toBe("demo");
    expect(createProvider(handle, { token: "t", demoData: false }).name).toBe("pandascore");
  });

  it("runs no start-up sync nor periodic job, says so in the log, and a manual sync fails with how to configure one", async () => {
    const lines: { msg: string; level: number }[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string; level: number }) });
    const sync = startSyncJobs({ handle, log, demoData: false, tickMs: 3_600_000 });
    try {
      expect(await sync.scheduler.tick()).toEqual([]);
      expect(await handle.db.select().from(syncStatus)).toEqual([]);
    } finally {
      await sync.stop();
    }
    expect(lines.some((l) => l.level === 40 && l.msg.startsWith("no esports data provider: set PANDASCORE_TOKEN"))).toBe(true);

    const clock = testClock();
    const manual = await runFullSync({ db: handle.db, provider: createProvider(handle, { demoData: false }), log: silentLog, now: clock.now });
    expect(manual.success).toBe(false);
    expect(manual.results.every((r) => !r.success && r.error === NO_PROVIDER_MESSAGE)).toBe(true);
    expect(await countRows(handle.db, "matches")).toBe(0);
  });
});
