import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { queryRows, sql, type DbHandle } from "@eb/db";
import { affiliateClickRollups, affiliateConversions, analyticsRollupState } from "@eb/db/schema";
import { INGEST_BARRIER_KEY } from "../analytics";
import { cleanupOldData } from "../daily-cleanup";
import { recordAffiliateClicks, type AffiliateClick } from "./affiliate-clicks";
import { CLICK_RETENTION_DAYS, pruneAffiliateClicks } from "./click-retention";

const now = new Date("2026-11-24T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const click = (clickId: string, createdAt: Date): AffiliateClick => ({
  clickId,
  bookmakerId: 1,
  slug: "book",
  page: "/bonuses",
  placement: null,
  country: null,
  experimentSession: null,
  variants: [],
  createdAt,
});

describe.each(testDrivers())("affiliate clicks past retention on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  const clickIds = async () =>
    (await queryRows<{ click_id: string }>(handle.db, "test.click-ids", sql`select click_id from affiliate_clicks order by id`)).map((r) => r.click_id);

  it("deletes counted clicks older than the retention that no conversion names, and keeps the rest", async () => {
    await recordAffiliateClicks(handle.db, [
      click("old-counted", daysAgo(CLICK_RETENTION_DAYS + 1)),
      click("old-converted", daysAgo(CLICK_RETENTION_DAYS + 300)),
      click("recent", daysAgo(CLICK_RETENTION_DAYS - 1)),
    ]);
    // The rollup job has counted the three; one more old click is above its watermark (not counted yet).
    await handle.db.insert(analyticsRollupState).values({ stream: "clicks", watermark: 3 });
    await recordAffiliateClicks(handle.db, [click("old-uncounted", daysAgo(CLICK_RETENTION_DAYS + 5))]);
    // A revenue-share programme still reports revenue through an old click: it stays attributed.
    await handle.db.insert(affiliateConversions).values({
      bookmakerId: 1,
      transactionId: "t1",
      clickId: "old-converted",
      event: "revenue",
      occurredAt: now,
      receivedAt: now,
    });
    expect(await pruneAffiliateClicks(handle.db, now)).toMatchObject({ affiliateClicks: 1 });
    expect(await clickIds()).toEqual(["old-converted", "recent", "old-uncounted"]);
  });

  it("deletes hourly click rollups and page rollups past 25 months, keeping the daily bookmaker rows; the daily cleanup runs it", async () => {
    const old = new Date("2024-10-01T00:00:00Z");
    const kept = new Date("2024-12-01T00:00:00Z");
    await handle.db.insert(affiliateClickRollups).values([
      { grain: "hour", dimension: "bookmaker", bucket: old, key: "1", clicks: 2 },
      { grain: "day", dimension: "page", bucket: old, key: "/forged-page", clicks: 1 },
      { grain: "day", dimension: "bookmaker", bucket: old, key: "1", clicks: 2 },
      { grain: "hour", dimension: "page", bucket: kept, key: "/bonuses", clicks: 1 },
    ]);
    await recordAffiliateClicks(handle.db, [click("old", daysAgo(CLICK_RETENTION_DAYS + 10))]);
    await handle.db.insert(analyticsRollupState).values({ stream: "clicks", watermark: 1 });
    const result = await cleanupOldData(handle.db, now);
    expect(result).toMatchObject({ affiliateClicks: 1, clickRollups: 2 });
    expect(result.message).toContain("1 affiliate clicks older than 400 days and 2 click rollup rows");
    const left = await handle.db.select().from(affiliateClickRollups);
    expect(left.map((r) => `${r.grain}/${r.dimension}/${r.key}`).sort()).toEqual(["day/bookmaker/1", "hour/page//bonuses"]);
    expect(await clickIds()).toEqual([]);
  });

  it("writes clicks holding the 'clicks' ingest barrier in shared mode, as the rollup job's final-id read relies on", async () => {
    // Run inside an outer transaction: the advisory lock taken by the write is held until its end, so it can be seen.
    const locks = await handle.db.transaction(async (tx) => {
      await recordAffiliateClicks(tx, [click("locked", now)]);
      return queryRows<{ mode: string; granted: boolean }>(
        tx,
        "test.click-barrier-locks",
        sql`select mode, granted from pg_locks
          where locktype = 'advisory' and pid = pg_backend_pid() and classid::bigint = 0 and objid::bigint = ${INGEST_BARRIER_KEY.clicks}`,
      );
    });
    expect(locks).toEqual([{ mode: "ShareLock", granted: true }]);
    expect(await clickIds()).toEqual(["locked"]);
  });
});
