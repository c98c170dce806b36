import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type DbHandle } from "@eb/db";
import { seedDemoData } from "@eb/db/seed";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { rowsOf } from "../testing/rows";
import { catchUpRollups } from "../analytics/rollup/run-rollup";
import { seedDemoHistory } from "./seed-demo-history";

const NOW = new Date("2026-06-20T12:34:56Z");

type DayCounts = { bookmaker_id: number; day: string; tracked: number; go: number };

/**
 * The demo history's rule (docs/data-notes.md): per bookmaker and UTC day, the /go clicks the server
 * counted are never fewer than the tracked clicks (consented events), since the consented visitors
 * are some of those who clicked. Checked in SQL over what is stored: the raw events and hits, and
 * the day rollups the Analytics tab reads, so it holds over any range.
 */
describe.each(testDrivers())("the demo history's /go clicks and tracked clicks (%s)", (driver) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(driver);
    await seedDemoData(handle.db, NOW);
    expect(await seedDemoHistory(handle.db, NOW)).toMatchObject({ status: "seeded" });
    await catchUpRollups(handle.db, { batchSize: 20_000, now: () => NOW });
  }, 120_000);
  afterAll(() => handle.close());

  it("stores, per bookmaker and day, at least as many /go clicks as tracked clicks", async () => {
    // Every tracked click names a bookmaker of the catalogue, so the join below drops none.
    const [unnamed] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`
        select count(*)::int as n from analytics_events e
        where e.event_type = 'bookmaker_click' and not exists (select 1 from bookmakers b where b.name = e.event_data ->> 'bookmaker')`),
    );
    expect(unnamed!.n).toBe(0);
    const days = rowsOf<DayCounts>(
      await handle.db.execute(sql`
        with tracked as (
          select b.id as bookmaker_id, (e.created_at at time zone 'UTC')::date as day, count(*) as n
          from analytics_events e join bookmakers b on b.name = e.event_data ->> 'bookmaker'
          where e.event_type = 'bookmaker_click' group by 1, 2
        ), go as (
          select r.bookmaker_id, (h.created_at at time zone 'UTC')::date as day, count(*) as n
          from redirect_hits h join bookmaker_redirects r on r.id = h.redirect_id
          where h.kind = 'click' group by 1, 2
        )
        select coalesce(t.bookmaker_id, g.bookmaker_id) as bookmaker_id, coalesce(t.day, g.day)::text as day,
          coalesce(t.n, 0)::int as tracked, coalesce(g.n, 0)::int as go
        from tracked t full join go g on g.bookmaker_id = t.bookmaker_id and g.day = t.day
        order by 2, 1`),
    );
    expect(days.filter((d) => d.go < d.tracked)).toEqual([]);
    // Not vacuous: most days have tracked clicks, visitors without consent add /go clicks on top,
    // and links from outside the site are refused where a bookmaker is not licensed.
    expect(new Set(days.filter((d) => d.tracked > 0).map((d) => d.day)).size).toBeGreaterThanOrEqual(85);
    expect(days.filter((d) => d.go > d.tracked).length).toBeGreaterThan(days.length / 2);
    const [refused] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from redirect_hits where kind = 'refused'`));
    expect(refused!.n).toBeGreaterThan(0);

    // The day rollups hold the same figures, so every range the tab adds up keeps the rule.
    const rolled = rowsOf<DayCounts>(
      await handle.db.execute(sql`
        select bookmaker_id, (bucket at time zone 'UTC')::date::text as day, tracked_clicks::int as tracked, redirect_clicks::int as go
        from analytics_rollup_bookmakers where grain = 'day' and (tracked_clicks > 0 or redirect_clicks > 0)
        order by 2, 1`),
    );
    expect(rolled).toEqual(days);
  });
});
