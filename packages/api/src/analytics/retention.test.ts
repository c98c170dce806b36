import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { asc, type DbHandle } from "@eb/db";
import { analyticsEvents, analyticsRollupCountries } from "@eb/db/schema";
import { analyticsCutoff, pruneAnalyticsEvents } from "./retention";
import { catchUpRollups } from "./rollup/run-rollup";

const now = new Date("2026-11-22T12:00:00Z");

describe("analytics cutoff", () => {
  it("is 25 months back", () => {
    expect(analyticsCutoff(now).toISOString()).toBe("2024-10-22T12:00:00.000Z");
  });
});

describe.each(testDrivers())("pruning analytics events on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(async () => handle.close());

  const createdAts = async () =>
    (await handle.db.select({ createdAt: analyticsEvents.createdAt }).from(analyticsEvents)).map((r) => r.createdAt.toISOString()).sort();

  it("deletes rolled-up events older than 25 months and keeps the rest", async () => {
    await handle.db.insert(analyticsEvents).values([
      { eventType: "page_view", createdAt: new Date("2024-10-01T00:00:00Z") },
      { eventType: "page_view", createdAt: new Date("2024-10-22T11:59:59Z") },
      { eventType: "page_view", createdAt: new Date("2024-10-23T00:00:00Z") },
      { eventType: "bookmaker_click", createdAt: new Date("2026-11-20T00:00:00Z") },
    ]);
    await catchUpRollups(handle.db, { batchSize: 100, now: () => now });
    expect(await pruneAnalyticsEvents(handle.db, now)).toBe(2);
    expect(await createdAts()).toEqual(["2024-10-23T00:00:00.000Z", "2026-11-20T00:00:00.000Z"]);
  });

  it("keeps old events the rollups have not counted yet", async () => {
    await handle.db.insert(analyticsEvents).values([{ eventType: "page_view", createdAt: new Date("2024-10-01T00:00:00Z") }]);
    expect(await pruneAnalyticsEvents(handle.db, now)).toBe(0);
    expect(await createdAts()).toEqual(["2024-10-01T00:00:00.000Z"]);
  });

  it("drops the country rollup's hours past the cutoff, like its siblings', and keeps its days", async () => {
    await handle.db.insert(analyticsEvents).values([
      { eventType: "page_view", country: "GB", createdAt: new Date("2024-10-01T10:30:00Z") },
      { eventType: "page_view", country: "GB", createdAt: new Date("2026-11-20T10:30:00Z") },
    ]);
    await catchUpRollups(handle.db, { batchSize: 100, now: () => now });
    await pruneAnalyticsEvents(handle.db, now);
    const rows = await handle.db
      .select({
        grain: analyticsRollupCountries.grain,
        bucket: analyticsRollupCountries.bucket,
        country: analyticsRollupCountries.country,
        views: analyticsRollupCountries.views,
      })
      .from(analyticsRollupCountries)
      .orderBy(asc(analyticsRollupCountries.bucket), asc(analyticsRollupCountries.grain));
    expect(rows.map((r) => [r.grain, r.bucket.toISOString(), r.country, r.views])).toEqual([
      ["day", "2024-10-01T00:00:00.000Z", "GB", 1],
      ["day", "2026-11-20T00:00:00.000Z", "GB", 1],
      ["hour", "2026-11-20T10:00:00.000Z", "GB", 1],
    ]);
  });
});
