import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { sql, type DbHandle } from "@eb/db";
import { RANGE_PRESET_IDS } from "../../contracts/analytics";
import { rowsOf } from "../../testing/rows";
import { addDemoBookmakers } from "../../bookmakers/demo-bookmakers";
import { recordRedirectHits } from "../../bookmakers/redirects";
import { insertAnalyticsEvents, type AnalyticsEventRow } from "../ingest";
import { pruneAnalyticsEvents } from "../retention";
import { catchUpRollups } from "../rollup/run-rollup";
import { buildDashboard, type Dashboard } from "./build-dashboard";
import { forecastDaily } from "./forecast";
import { changePercent, peakHours, percentOf } from "./insights";
import { readRawData, referenceFigures, type RawData } from "../../testing/reference-figures";
import { generateSessions } from "../../testing/test-dataset";
import { HOUR_MS, DAY_MS } from "../../platform";

const now = new Date("2026-11-23T15:37:12.345Z");
/** Visitor countries of the generated traffic: null is a visitor the server could not place. */
const COUNTRIES = ["GB", "US", "SE", null, "DE"] as const;
const countryFor = (i: number) => COUNTRIES[i % COUNTRIES.length]!;
const sorted = (m: Map<string, number>) => [...m.entries()].filter(([, n]) => n > 0).sort();
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 9);

/** Every figure of one range's dashboard against the same figure counted from the raw rows. */
function expectMatchesRaw(d: Dashboard, raw: RawData) {
  const cur = referenceFigures(raw, { from: Date.parse(d.range.from), to: Date.parse(d.range.to), inclusiveEnd: true });
  const prev = d.range.previous
    ? referenceFigures(raw, { from: Date.parse(d.range.previous.from), to: Date.parse(d.range.previous.to), inclusiveEnd: false })
    : null;

  expect(d.stats.pageViews).toEqual({ current: cur.pageViews, previous: prev?.pageViews ?? null, change: changePercent(cur.pageViews, prev?.pageViews) });
  expect(d.stats.bookmakerClicks.current).toBe(cur.clicks);
  expect(d.stats.bookmakerClicks.previous).toBe(prev?.clicks ?? null);
  expect(d.stats.uniqueSessions.current).toBe(cur.sessions);
  expect(d.stats.uniqueSessions.previous).toBe(prev?.sessions ?? null);
  close(d.stats.conversionRate.current, percentOf(cur.clicks, cur.sessions));
  expect(d.stats.redirectClicks.current).toBe(cur.redirectClicks);
  expect(d.stats.redirectClicks.previous).toBe(prev?.redirectClicks ?? null);

  // The chart: every bucket's counts, and no count outside them.
  const series = cur.series(d.range.chartGrain === "hour" ? HOUR_MS : DAY_MS);
  for (const point of d.traffic) {
    const want = series.get(Date.parse(point.at)) ?? { pageViews: 0, clicks: 0 };
    expect({ at: point.at, pageViews: point.pageViews, clicks: point.clicks }).toEqual({ at: point.at, ...want });
  }
  expect(d.traffic.reduce((s, p) => s + p.pageViews, 0)).toBe(cur.pageViews);

  // Bookmakers: tracked and /go clicks per bookmaker, this period and the previous one.
  const listed = new Map(d.bookmakers.performance.map((p) => [String(p.id), p]));
  expect(sorted(new Map([...listed].map(([id, p]) => [id, p.clicks])))).toEqual(sorted(new Map([...cur.trackedByBookmaker].filter(([id]) => id !== "0"))));
  expect(sorted(new Map([...listed].map(([id, p]) => [id, p.redirectClicks])))).toEqual(sorted(cur.redirectsByBookmaker));
  if (prev) for (const [id, p] of listed) expect(p.previousClicks).toBe(prev.trackedByBookmaker.get(id) ?? 0);
  expect(d.bookmakers.unmatchedClicks).toBe(cur.trackedByBookmaker.get("0") ?? 0);
  const topClicks = [...cur.trackedByBookmaker]
    .filter(([id]) => id !== "0")
    .map(([, n]) => n)
    .sort((a, b) => b - a)
    .slice(0, 5);
  expect(d.bookmakers.top.map((t) => t.clicks)).toEqual(topClicks);
  for (const t of d.bookmakers.top) close(t.share, percentOf(t.clicks, cur.clicks));

  // Pages: the top 10 by views with their clicks and scroll steps, and the content opportunities.
  const byViews = [...cur.pages.entries()].sort((a, b) => b[1].views - a[1].views);
  expect(d.content.pages.map((p) => p.views)).toEqual(byViews.slice(0, 10).map(([, p]) => p.views));
  for (const p of d.content.pages)
    expect({ page: p.page, views: p.views, clicks: p.clicks, scroll: p.scroll }).toEqual({ page: p.page, ...cur.pages.get(p.page) });
  const opportunities = byViews.filter(([, p]) => p.views > 10 && (p.clicks / p.views) * 100 < 5).slice(0, 2);
  expect(d.predictions.contentOpportunities.map((p) => p.views)).toEqual(opportunities.map(([, p]) => p.views));

  // Behaviour: session lengths, device and browser classes, scroll steps, hours of the day.
  expect(d.behavior.sessionLengths).toEqual(cur.lengths);
  expect(sorted(new Map(d.behavior.devices.map((c) => [c.name, c.sessions])))).toEqual(sorted(cur.devices));
  expect(sorted(new Map(d.behavior.browsers.map((c) => [c.name, c.sessions])))).toEqual(sorted(cur.browsers));
  const scroll = { 25: 0, 50: 0, 75: 0, 100: 0 };
  for (const p of cur.pages.values()) for (const k of [25, 50, 75, 100] as const) scroll[k] += p.scroll[k]!;
  expect(d.behavior.scrollDepth).toEqual(scroll);
  expect(d.predictions.peakHours).toEqual(peakHours(cur.byHourOfDay));
  expect(d.recentEvents.map((e) => e.id)).toEqual(cur.recentIds);

  // Countries: views, /go clicks and refused /go clicks per visitor country ('' unknown), every one listed.
  expect(new Map(d.countries.map(({ country, ...figures }) => [country, figures]))).toEqual(cur.countries);
  expect(d.countries.map((c) => c.views)).toEqual(d.countries.map((c) => c.views).sort((a, b) => b - a));

  // The forecast is made from the last 56 complete days.
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const history = Array.from({ length: 56 }, (_, i) => {
    const day = today - (56 - i) * DAY_MS;
    const f = referenceFigures(raw, { from: day, to: day + DAY_MS, inclusiveEnd: false });
    return { day: new Date(day).toISOString().slice(0, 10), pageViews: f.pageViews };
  });
  expect(d.predictions.forecast.pageViews).toEqual(forecastDaily(history.map((h) => ({ day: h.day, value: h.pageViews }))));
}

const state = async (handle: DbHandle) =>
  rowsOf<{ watermark: unknown; max: unknown }>(
    await handle.db.execute(
      sql`select (select watermark from analytics_rollup_state where stream = 'events') as watermark, (select max(id) from analytics_events) as max`,
    ),
  )[0]!;

describe.each(testDrivers())("the Analytics tab on %s", (driver) => {
  let handle: DbHandle;
  let rows: AnalyticsEventRow[];
  let hitsOf: (from: number, to: number) => Parameters<typeof recordRedirectHits>[1];

  beforeEach(async () => {
    handle = await createTestDb(driver);
    await addDemoBookmakers(handle.db, new Date("2023-06-01T00:00:00Z"));
    const redirects = rowsOf<{ id: number; slug: string; name: string }>(
      await handle.db.execute(sql`select r.id, r.slug, b.name from bookmaker_redirects r join bookmakers b on b.id = r.bookmaker_id order by r.id`),
    );
    // Each session's events carry its country, as the ingest stores the sender's.
    const sessionIndex = new Map<string, number>();
    rows = generateSessions({ now, sessions: 700, seed: 11, slugs: redirects }).map((r) => {
      const key = r.sessionId ?? "";
      if (!sessionIndex.has(key)) sessionIndex.set(key, sessionIndex.size);
      return { ...r, country: countryFor(sessionIndex.get(key)!) };
    });
    hitsOf = (from, to) =>
      rows.slice(from, to).flatMap((r, i) => {
        if (i % 3 !== 0) return [];
        const target = redirects[i % redirects.length]!;
        return [
          {
            redirectId: target.id,
            slug: target.slug,
            kind: i % 9 === 0 ? ("head" as const) : i % 9 === 3 ? ("refused" as const) : ("click" as const),
            page: "/",
            placement: null,
            country: countryFor(i),
            createdAt: r.createdAt!,
          },
        ];
      });
  }, 120_000);
  afterEach(async () => handle.close());

  /**
   * Most events rolled up in small batches; then the newest events and late ones (events of sessions
   * already counted, dated between their earlier events or hours later, arriving with ids above the
   * watermark), of which only part is rolled up, so a raw tail is left.
   */
  async function ingestWithLateEvents() {
    const early = Math.floor(rows.length * 0.8);
    for (let i = 0; i < early; i += 500) await insertAnalyticsEvents(handle.db, rows.slice(i, Math.min(i + 500, early)));
    await recordRedirectHits(handle.db, hitsOf(0, early));
    await catchUpRollups(handle.db, { batchSize: 101, now: () => now });
    await insertAnalyticsEvents(handle.db, rows.slice(early));
    await recordRedirectHits(handle.db, hitsOf(early, rows.length));
    const late = rows
      .slice(0, early)
      .filter((r, i) => r.sessionId && i % 37 === 0)
      .map((r, i) => ({ ...r, createdAt: new Date(Math.min(now.getTime() - 1000, r.createdAt!.getTime() + (i % 2 ? 5_000 : 3 * HOUR_MS))) }));
    await insertAnalyticsEvents(handle.db, late);
    await catchUpRollups(handle.db, { batchSize: 101, now: () => now, maxBatches: 2 });
  }

  it("shows every figure as counted from the raw rows, rollups plus the raw tail, with late events", async () => {
    await ingestWithLateEvents();
    const { watermark, max } = await state(handle);
    expect(Number(watermark)).toBeLessThan(Number(max)); // a raw tail is left

    const raw = await readRawData(handle.db);
    for (const preset of RANGE_PRESET_IDS) expectMatchesRaw(await buildDashboard(handle.db, preset, now), raw);
  }, 240_000);

  it("counts each event once however often and in how many steps the rollup runs, and keeps Lifetime after retention", async () => {
    await ingestWithLateEvents();
    const before = await buildDashboard(handle.db, "lifetime", now);
    await catchUpRollups(handle.db, { batchSize: 333, now: () => now, maxBatches: 1 });
    await catchUpRollups(handle.db, { batchSize: 5_000, now: () => now });
    const again = await catchUpRollups(handle.db, { batchSize: 5_000, now: () => now });
    expect(again.advancedBy).toEqual({ events: 0, redirects: 0, clicks: 0 });
    const { watermark, max } = await state(handle);
    expect(Number(watermark)).toBe(Number(max));

    const raw = await readRawData(handle.db);
    for (const preset of RANGE_PRESET_IDS) expectMatchesRaw(await buildDashboard(handle.db, preset, now), raw);
    expect((await buildDashboard(handle.db, "lifetime", now)).stats).toEqual(before.stats);

    // Raw events older than 25 months are deleted; the rollups keep every Lifetime figure.
    expect(await pruneAnalyticsEvents(handle.db, now)).toBeGreaterThan(0);
    const after = await buildDashboard(handle.db, "lifetime", now);
    expect(after.stats).toEqual(before.stats);
    expect(after.behavior).toEqual(before.behavior);
    expect(after.content).toEqual(before.content);
    expect(after.bookmakers).toEqual(before.bookmakers);
    expect(after.countries).toEqual(before.countries);
    expect(after.countries.some((c) => c.refused > 0 && c.country !== "")).toBe(true);
  }, 240_000);
});
