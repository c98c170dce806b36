import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { smartAlerts } from "./alerts";
import { insertAnalyticsEvents, type AnalyticsEventRow } from "./ingest";
import { catchUpRollups } from "./rollup/run-rollup";

const now = new Date("2026-06-20T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const events = (n: number, eventType: string, at: Date): AnalyticsEventRow[] =>
  Array.from({ length: n }, (_, i) => ({ eventType, eventData: {}, sessionId: `${eventType}-${at.getTime()}-${i}`, pageUrl: "/", createdAt: at }));

describe.each(testDrivers())("smart alerts on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("counts the windows exactly, rolled up or not, and applies the rules", async () => {
    await insertAnalyticsEvents(handle.db, [
      ...events(51, "page_view", hoursAgo(1.9)),
      ...events(30, "page_view", hoursAgo(2.1)), // outside the 2 hours
      ...events(3, "bookmaker_click", hoursAgo(20)),
      ...events(8, "bookmaker_click", hoursAgo(30)),
      ...events(5, "bookmaker_click", hoursAgo(49)), // outside both periods
    ]);
    await catchUpRollups(handle.db, { batchSize: 40, now: () => now, maxBatches: 2 });
    const result = await smartAlerts(handle.db, now);
    expect(result.counts).toEqual({ pageViewsLast2h: 51, clicks: 3, previousClicks: 8, sessions: 84 });
    expect(result.alerts.map((a) => a.kind)).toEqual(["performance_drop", "low_conversion", "traffic_spike"]);
  });

  it("has nothing to say about a quiet site", async () => {
    expect((await smartAlerts(handle.db, now)).alerts).toEqual([]);
  });
});
