import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { sql, type DbHandle } from "@eb/db";
import { RANGE_PRESET_IDS } from "../contracts/analytics";
import { rowsOf } from "../testing/rows";
import { buildDashboard } from "../analytics/dashboard/build-dashboard";
import { catchUpRollups } from "../analytics/rollup/run-rollup";
import { cleanupOldData } from "../daily-cleanup";
import { systemStatus } from "../system/status";
import { addDemoBookmakers } from "./demo-bookmakers";
import { recordRedirectHits, type RedirectHit } from "./redirects";
import { pruneRedirectHits, REDIRECT_HIT_RETENTION_DAYS } from "./hit-retention";

const now = new Date("2026-11-24T12:34:56Z");
const daysAgo = (d: number, minutes = 0) => new Date(now.getTime() - d * 86_400_000 - minutes * 60_000);
const FEATURES = { analyticsTracking: true, affiliateTracking: true };

describe.each(testDrivers())("raw /go hits past retention on %s", (driver) => {
  let handle: DbHandle;
  let redirects: { id: number; slug: string }[];

  beforeEach(async () => {
    handle = await createTestDb(driver);
    await addDemoBookmakers(handle.db, new Date("2023-06-01T00:00:00Z"));
    redirects = rowsOf<{ id: number; slug: string }>(await handle.db.execute(sql`select id, slug from bookmaker_redirects order by id limit 3`));
  });
  afterEach(async () => handle.close());

  /** `n` hits at each of `days` ago, spread over the redirects, kinds and placements. */
  const hits = (days: number[], n: number): RedirectHit[] =>
    days.flatMap((d) =>
      Array.from({ length: n }, (_, i) => {
        const r = redirects[i % redirects.length]!;
        return {
          redirectId: r.id,
          slug: r.slug,
          kind: i % 5 === 0 ? ("bot" as const) : ("click" as const),
          page: "/bonuses",
          placement: i % 2 ? "hero" : null,
          createdAt: daysAgo(d, i),
        };
      }),
    );
  const rawCount = async () => rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from redirect_hits`))[0]!.n;
  /** Everything the back office shows of /go clicks. */
  const figures = async () => ({
    clickCounts: rowsOf(await handle.db.execute(sql`select id, click_count from bookmaker_redirects order by id`)),
    status: (await systemStatus(handle.db, FEATURES, now)).affiliateTracking,
    dashboards: await Promise.all(
      RANGE_PRESET_IDS.map(async (preset) => {
        const d = await buildDashboard(handle.db, preset, now);
        return { preset, redirectClicks: d.stats.redirectClicks, bookmakers: d.bookmakers, traffic: d.traffic };
      }),
    ),
  });
  const hitHours = async () =>
    rowsOf<{ slug: string; kind: string; placement: string; n: number }>(
      await handle.db.execute(sql`select slug, kind, placement, sum(n)::int as n from redirect_hit_hours group by 1, 2, 3 order by 1, 2, 3`),
    );
  const rawByKey = async () =>
    rowsOf<{ slug: string; kind: string; placement: string; n: number }>(
      await handle.db.execute(
        sql`select slug, kind, coalesce(placement, '') as placement, count(*)::int as n from redirect_hits group by 1, 2, 3 order by 1, 2, 3`,
      ),
    );

  it(`deletes counted hits older than ${REDIRECT_HIT_RETENTION_DAYS} days, keeps newer ones and those not rolled up yet`, async () => {
    await recordRedirectHits(handle.db, hits([45, REDIRECT_HIT_RETENTION_DAYS + 0.01, REDIRECT_HIT_RETENTION_DAYS - 0.01, 0.5], 10));
    await catchUpRollups(handle.db, { batchSize: 1_000, now: () => now });
    await recordRedirectHits(handle.db, hits([60], 4)); // above the watermark: the rollups have not counted them
    expect(await pruneRedirectHits(handle.db, now)).toBe(20);
    expect(await rawCount()).toBe(24);
    expect(await pruneRedirectHits(handle.db, now)).toBe(0);
  });

  it("keeps every back-office click figure, and the hourly counts per slug, kind and placement, the same after pruning", async () => {
    await recordRedirectHits(handle.db, hits([200, 90, 45, 31, 3, 0.2], 12));
    await catchUpRollups(handle.db, { batchSize: 25, now: () => now });
    await recordRedirectHits(handle.db, hits([40, 0.1], 6)); // a raw tail, old and new
    const everyHit = await rawByKey();
    const before = await figures();

    expect(await pruneRedirectHits(handle.db, now)).toBe(48);
    expect(await figures()).toEqual(before);

    await catchUpRollups(handle.db, { batchSize: 25, now: () => now });
    expect(await figures()).toEqual(before);
    expect(await hitHours()).toEqual(everyHit);
  });

  it("the daily cleanup prunes them", async () => {
    await recordRedirectHits(handle.db, hits([45, 1], 5));
    await catchUpRollups(handle.db, { batchSize: 1_000, now: () => now });
    const result = await cleanupOldData(handle.db, now);
    expect(result.redirectHits).toBe(5);
    expect(result.message).toMatch(/, 5 redirect hits, /);
    expect(await rawCount()).toBe(5);
  });
});
