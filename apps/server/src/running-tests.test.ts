import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { abTests, abTestVariants } from "@eb/db/schema";
import { type AB_PLACES } from "@eb/db/experiment-values";
import { createTestDb, testDrivers, type TestDriver } from "@eb/db/testing";
import type { DbHandle } from "@eb/db/client";
import { runningTestsCache } from "./running-tests";

const TTL_MS = 5_000;

/**
 * Every page render and beacon asks for the running tests: the copy is read once per TTL (or after a
 * clear), not per request. It was read on every request once the render cache it is built on was
 * bounded by bytes (its one entry counted as too big to keep), at 2,000 queries for 2,000 cached pages.
 */
describe.each(testDrivers())("the running tests' copy (%s)", (driver: TestDriver) => {
  let handle: DbHandle;
  let now = 0;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    now = 1_000_000;
  });
  afterEach(() => handle.close());

  /** One running test per place (the schema allows no more), so each call takes another place. */
  async function startTest(name: string, place: (typeof AB_PLACES)[number]) {
    const [row] = await handle.db.insert(abTests).values({ name, place, status: "running", targetMetric: "bookmaker_clicks" }).returning();
    await handle.db.insert(abTestVariants).values([
      { testId: row!.id, name: "Control", trafficAllocation: 50, isControl: true, position: 0 },
      { testId: row!.id, name: "B", trafficAllocation: 50, position: 1 },
    ]);
  }

  it("is read once and kept for its TTL, then read again; a clear reads it at once", async () => {
    const cache = runningTestsCache(handle.db, TTL_MS, () => now);
    await startTest("first", "home_hero");
    expect((await cache.get()).map((t) => t.variants.length)).toEqual([2]);

    // A test started without the notification: the kept copy is what requests get until it expires.
    await startTest("second", "bookmaker_cta");
    now += TTL_MS - 1;
    expect(await cache.get()).toHaveLength(1);
    now += 1;
    expect(await cache.get()).toHaveLength(2);

    await startTest("third", "featured_bookmaker");
    cache.clear();
    expect(await cache.get()).toHaveLength(3);
  });

  it("shares one read among the requests that ask at once", async () => {
    const cache = runningTestsCache(handle.db, TTL_MS, () => now);
    const answers = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(answers[0]).toBe(answers[1]);
    expect(answers[1]).toBe(answers[2]);
  });
});
