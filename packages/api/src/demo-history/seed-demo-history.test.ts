import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asc, sql, type DbHandle } from "@eb/db";
import { analyticsEvents, demoHistory, redirectHits } from "@eb/db/schema";
import { seedDemoData } from "@eb/db/seed";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { signedInAdmin } from "../identity/test-support";
import { rowsOf } from "../testing/rows";
import { catchUpRollups } from "../analytics/rollup/run-rollup";
import { DEMO_HISTORY_DAYS, seedDemoHistory } from "./seed-demo-history";

const NOW = new Date("2026-06-20T12:34:56Z");
const count = async (handle: DbHandle, table: string) =>
  rowsOf<{ n: number }>(await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

/** Issue 23: the demo's back office shows itself, with 90 days of labelled demo traffic stored as real traffic is. */
describe.each(testDrivers())("the demo's analytics history (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    await seedDemoData(handle.db, NOW);
  });
  afterEach(() => handle.close());

  it("writes 90 labelled days that the Analytics tab, A/B Testing and the bookmakers show, through ingest and rollups", async () => {
    const outcome = await seedDemoHistory(handle.db, NOW);
    expect(outcome).toMatchObject({ status: "seeded", days: DEMO_HISTORY_DAYS });
    if (outcome.status !== "seeded") return;
    await catchUpRollups(handle.db, { batchSize: 20_000, now: () => NOW });
    const [label] = await handle.db.select().from(demoHistory);
    expect(label).toMatchObject({
      coversFrom: new Date("2026-03-23T00:00:00Z"),
      coversTo: new Date("2026-06-20T12:00:00Z"),
      daysWritten: 90,
      events: await count(handle, "analytics_events"),
      redirectHits: await count(handle, "redirect_hits"),
      abTests: 2,
    });
    // Stored as a visitor's beacons are: no address, a reduced user agent, the ingest's device class.
    const [stored] = await handle.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id)).limit(1);
    expect(stored).toMatchObject({ ipAddress: null, sessionId: expect.stringMatching(/^demo-20260323-\d+$/) });
    expect(stored!.userAgent).toMatch(/^[A-Za-z ]+ \d+$/);
    expect(stored!.eventData).toHaveProperty("device");

    const admin = await signedInAdmin(handle.db, { now: NOW });
    const dashboard = await admin.browser.api.analytics.dashboard({ range: "30d" });
    expect(dashboard.uncounted).toBe(0);
    expect(dashboard.stats.pageViews.current).toBeGreaterThan(3000);
    expect(dashboard.stats.bookmakerClicks.current).toBeGreaterThan(100);
    expect(dashboard.stats.uniqueSessions.current).toBeGreaterThan(1500);
    // Every tracked click is a /go click too; visitors without consent add /go clicks no tracker saw (per day: go-clicks-rule.test.ts).
    const sum = (pick: (c: (typeof dashboard.countries)[number]) => number) => dashboard.countries.reduce((n, c) => n + pick(c), 0);
    expect(dashboard.stats.redirectClicks.current).toBeGreaterThan(dashboard.stats.bookmakerClicks.current);
    for (const b of dashboard.bookmakers.performance) expect(b.redirectClicks, b.name).toBeGreaterThanOrEqual(b.clicks);
    // Visitors from several countries, some nobody could place, and some refused clicks.
    expect(sum((c) => c.views)).toBe(dashboard.stats.pageViews.current);
    expect(sum((c) => c.clicks)).toBe(dashboard.stats.redirectClicks.current);
    expect(dashboard.countries.map((c) => c.country)).toEqual(expect.arrayContaining(["GB", "US", "DE", "SE", "CA", "FR", "IE", ""]));
    expect(dashboard.countries[0]!.country).toBe("GB");
    expect(sum((c) => c.refused)).toBeGreaterThan(0);
    // Clicks per bookmaker, the first in display order ahead; a daily series; an evening peak.
    expect(dashboard.bookmakers.top[0]).toMatchObject({ id: 1 });
    expect(dashboard.traffic.filter((p) => p.pageViews > 0).length).toBeGreaterThanOrEqual(29);
    const peaks = dashboard.predictions.peakHours.hours.map((h) => h.hour);
    expect(peaks.length).toBeGreaterThan(0);
    expect(peaks.every((hour) => hour >= 15 && hour <= 22)).toBe(true);

    const tests = await admin.browser.api.abTests.list();
    expect(tests.map((t) => [t.name, t.status])).toEqual([
      ["Bookmaker button text (demo data)", "running"],
      ["Home hero headline (demo data)", "completed"],
    ]);
    const completed = await admin.browser.api.abTests.results({ id: tests[1]!.id });
    expect(completed.verdict.status).toBe("winner");
    expect(completed.test.endDate!.getTime() - completed.test.startDate!.getTime()).toBe(35 * 86_400_000);
    const running = await admin.browser.api.abTests.results({ id: tests[0]!.id });
    expect(running.verdict.variants.every((v) => v.sessions > 30)).toBe(true);

    await expect(admin.browser.api.system.notices()).resolves.toEqual({
      esportsProvider: "demo",
      demoHistory: { coversFrom: "2026-03-23T00:00:00.000Z", coversTo: "2026-06-20T12:00:00.000Z" },
    });
    // The demo programmes' click ids and reports, on the Revenue card like any (issue 27).
    const revenue = await admin.browser.api.revenue.figures({ range: "30d", breakdown: "bookmaker" });
    expect(revenue.current.clicks).toBeGreaterThan(50);
    expect(revenue.current.registrations).toBeGreaterThan(0);
    expect(revenue.current.firstDeposits).toBeGreaterThan(0);
    expect(revenue.current.money.some((m) => Number(m.reported) > 0)).toBe(true);
    expect(revenue.current.money.some((m) => Number(m.estimated) > 0)).toBe(true);
    // Only the three bookmakers with a demo programme have click ids.
    const programmes = rowsOf<{ id: string }>(await handle.db.execute(sql`select bookmaker_id::text as id from affiliate_programs order by 1`)).map(
      (r) => r.id,
    );
    expect(programmes).toHaveLength(3);
    expect(revenue.breakdown.rows.map((r) => r.key).sort()).toEqual(programmes);
    // Every stored click id came from a counted /go click of the history; no report is dated after it.
    const [ids] = rowsOf<{ clicks: number; hits: number; late: number }>(
      await handle.db.execute(sql`
        select (select count(*)::int from affiliate_clicks) as clicks,
          (select count(*)::int from redirect_hits h join affiliate_programs p on p.bookmaker_id = (select bookmaker_id from bookmaker_redirects r where r.id = h.redirect_id)
            where h.kind = 'click') as hits,
          (select count(*)::int from affiliate_conversions where occurred_at > ${NOW.toISOString()}::timestamptz) as late`),
    );
    expect(ids).toEqual({ clicks: ids!.hits, hits: ids!.hits, late: 0 });
    // A week has a rhythm: weekend days carry more sessions than weekdays.
    const byWeekday = rowsOf<{ weekend: boolean; sessions: number }>(
      await handle.db.execute(sql`
        select extract(isodow from created_at) >= 6 as weekend, count(distinct session_id)::float / count(distinct date_trunc('day', created_at)) as sessions
        from analytics_events group by 1`),
    );
    const perDay = (weekend: boolean) => byWeekday.find((r) => r.weekend === weekend)!.sessions;
    expect(perDay(true)).toBeGreaterThan(perDay(false) * 1.2);
  }, 120_000);

  it("is written once: a second start finds it, and a start stopped halfway resumes to the same rows as one run", async () => {
    // A shutdown after the third day: the signal is read once before each day.
    let checks = 0;
    const stopsAfterThreeDays = {
      get aborted() {
        return ++checks > 3;
      },
    } as AbortSignal;
    expect(await seedDemoHistory(handle.db, NOW, { days: 6, signal: stopsAfterThreeDays })).toEqual({ status: "stopped" });
    expect(await handle.db.select({ daysWritten: demoHistory.daysWritten }).from(demoHistory)).toEqual([{ daysWritten: 3 }]);
    // A later start (hours later) resumes the same span, not a new one.
    const later = new Date(NOW.getTime() + 5 * 3_600_000);
    expect(await seedDemoHistory(handle.db, later, { days: 6 })).toMatchObject({ status: "seeded", days: 3 });
    expect(await seedDemoHistory(handle.db, later, { days: 6 })).toEqual({ status: "already_seeded" });
    const resumed = await eventRows(handle);

    const fresh = await createTestDb(driver);
    try {
      await seedDemoData(fresh.db, NOW);
      await seedDemoHistory(fresh.db, NOW, { days: 6 });
      expect(await eventRows(fresh)).toEqual(resumed);
      expect(await revenueRows(fresh)).toEqual(await revenueRows(handle));
    } finally {
      await fresh.close();
    }
    expect(resumed.length).toBeGreaterThan(500);
  }, 60_000);

  it("never mixes invented history with real traffic", async () => {
    await handle.db.insert(redirectHits).values({ redirectId: 1, slug: "x", kind: "click", createdAt: NOW });
    expect(await seedDemoHistory(handle.db, NOW, { days: 3 })).toEqual({ status: "has_traffic" });
    expect(await handle.db.select().from(demoHistory)).toEqual([]);
    expect(await count(handle, "analytics_events")).toBe(0);
  });
});

async function revenueRows(handle: DbHandle) {
  return rowsOf(
    await handle.db.execute(sql`
      select c.click_id, c.bookmaker_id, c.created_at, v.transaction_id, v.event, v.amount::text as amount, v.commission::text as commission
      from affiliate_clicks c left join affiliate_conversions v on v.click_id = c.click_id order by c.created_at, c.click_id, v.transaction_id`),
  );
}

async function eventRows(handle: DbHandle) {
  return handle.db
    .select({ type: analyticsEvents.eventType, session: analyticsEvents.sessionId, at: analyticsEvents.createdAt, data: analyticsEvents.eventData })
    .from(analyticsEvents)
    .orderBy(asc(analyticsEvents.createdAt), asc(analyticsEvents.sessionId), asc(analyticsEvents.id));
}
