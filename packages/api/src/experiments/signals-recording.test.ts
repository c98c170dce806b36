import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { abTestAssignments, abTestResults } from "@eb/db/schema";
import { abTestsLab } from "./test-support";
import { beaconSchema, type Beacon } from "../analytics/event-schema";
import type { AbTargetMetric } from "../contracts/experiments";
import { recordExperimentSignals } from "./record-signals";
import { loadRunningTests, variantFor } from "./running-tests";
import { experimentSignals } from "./signals";
import { abTestResultsFor } from "./results";

const T0 = Date.parse("2026-03-01T12:00:00Z");

const beacon = (sessionId: string, events: Array<{ type: string; ts: number; data?: Record<string, unknown> }>): Beacon =>
  beaconSchema.parse({ sessionId, events: events.map((e) => ({ pageUrl: "/", data: {}, ...e })) });

describe.each(testDrivers())("experiment exposures and conversions (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let lab: Awaited<ReturnType<typeof abTestsLab>>;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date(T0) };
    lab = await abTestsLab(handle.db, clock);
  });
  afterEach(() => handle.close());

  const api = () => lab.api();
  const runningHeroTest = (targetMetric: AbTargetMetric = "bookmaker_clicks") => lab.runningHeroTest({ targetMetric });
  const send = async (...beacons: Beacon[]) => {
    const running = await loadRunningTests(handle.db);
    for (const b of beacons) await recordExperimentSignals(handle.db, running, experimentSignals(b, b.sessionId, clock.now));
  };
  const assignments = () => handle.db.select().from(abTestAssignments);
  const results = () => handle.db.select().from(abTestResults);

  it("assigns the session's hashed variant, once, whatever the beacon repeats", async () => {
    const test = await runningHeroTest();
    const running = await loadRunningTests(handle.db);
    await send(beacon("s_visitor_0001", [{ type: "experiment_exposure", ts: T0, data: { experiment: test.id } }]));
    await send(beacon("s_visitor_0001", [{ type: "experiment_exposure", ts: T0 + 9_000, data: { experiment: test.id } }]));
    const rows = await assignments();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ testId: test.id, sessionId: "s_visitor_0001", exposedTs: T0, variantId: variantFor(running[0]!, "s_visitor_0001")!.id });
  });

  it("counts a conversion only after the exposure, only of the target metric, and once", async () => {
    const test = await runningHeroTest("bookmaker_clicks");
    const exposure = { type: "experiment_exposure", ts: T0, data: { experiment: test.id } };
    await send(
      beacon("s_before_click", [{ type: "bookmaker_click", ts: T0 - 1, data: { href: "/go/alpha" } }, exposure]),
      beacon("s_page_views_only", [{ type: "page_view", ts: T0 }, exposure, { type: "page_view", ts: T0 + 4_000 }]),
      beacon("s_converts_twice", [exposure, { type: "bookmaker_click", ts: T0 + 1_000, data: { href: "/go/alpha" } }]),
      beacon("s_converts_twice", [{ type: "bookmaker_click", ts: T0 + 2_000, data: { href: "/go/beta" } }]),
    );
    expect(await results()).toEqual([
      { testId: test.id, variantId: expect.any(Number), eventType: "bookmaker_click", sessionId: "s_converts_twice", createdAt: clock.now },
    ]);
    expect(await assignments()).toHaveLength(3);
  });

  it("takes no affiliate click from a beacon: conversion_rate counts only the /go requests the server sees", async () => {
    const test = await runningHeroTest("conversion_rate");
    await send(
      beacon("s_claims_affiliate", [
        { type: "experiment_exposure", ts: T0, data: { experiment: test.id } },
        { type: "bookmaker_click", ts: T0 + 1_000, data: { href: "/go/alpha" } },
      ]),
    );
    expect(await assignments()).toHaveLength(1);
    expect(await results()).toEqual([]);
  });

  it("keeps a later page view of the exposure's beacon, so the per-beacon cap loses no conversion", async () => {
    const test = await runningHeroTest("page_views");
    const views = Array.from({ length: 20 }, (_, i) => ({ type: "page_view", ts: T0 + 1_000 * (i + 1) }));
    await send(beacon("s_many_views", [{ type: "page_view", ts: T0 }, { type: "experiment_exposure", ts: T0, data: { experiment: test.id } }, ...views]));
    expect((await results()).map((r) => r.sessionId)).toEqual(["s_many_views"]);
    expect(experimentSignals(beacon("s_many_views", [{ type: "page_view", ts: T0 }, ...views]), "s_many_views", clock.now).conversions).toHaveLength(1);
  });

  it("records nothing for a test that is not running, nor for a session never exposed", async () => {
    const test = await runningHeroTest("page_views");
    await send(beacon("s_never_exposed", [{ type: "page_view", ts: T0 + 5 }]));
    await api().transition({ id: test.id, action: "pause" });
    await send(beacon("s_while_paused", [{ type: "experiment_exposure", ts: T0, data: { experiment: test.id } }]));
    expect(await assignments()).toEqual([]);
    await api().transition({ id: test.id, action: "resume" });
    await send(
      beacon("s_after_resume", [
        { type: "experiment_exposure", ts: T0, data: { experiment: test.id } },
        { type: "page_view", ts: T0 + 1 },
      ]),
    );
    expect((await results()).map((r) => r.sessionId)).toEqual(["s_after_resume"]);
  });

  it("reports per variant sessions, conversions and the cumulative rate over time", async () => {
    const test = await runningHeroTest();
    const running = (await loadRunningTests(handle.db))[0]!;
    const [control, variant] = test.variants;
    // Sessions until each variant has two; the first of each converts in the first hour, the second in the next.
    const seen = new Map<number, number>();
    for (let i = 0; seen.size < 2 || [...seen.values()].some((n) => n < 2); i++) {
      const id = `s_report_${String(i).padStart(4, "0")}`;
      const v = variantFor(running, id)!.id;
      if ((seen.get(v) ?? 0) >= 2) continue;
      seen.set(v, (seen.get(v) ?? 0) + 1);
      if (seen.get(v) === 2) clock.now = new Date(T0 + 3_600_000);
      const clicks = v === variant!.id || seen.get(v) === 1 ? [{ type: "bookmaker_click", ts: T0 + 10, data: { href: "/go/alpha" } }] : [];
      await send(beacon(id, [{ type: "experiment_exposure", ts: T0, data: { experiment: test.id } }, ...clicks]));
      clock.now = new Date(T0);
    }
    clock.now = new Date(T0 + 2 * 3_600_000);
    const report = await abTestResultsFor(handle.db, test.id, clock.now);
    expect(report.unit).toBe("hour");
    expect(report.verdict.status).toBe("not_enough_data");
    expect(report.verdict.variants.map((v) => [v.name, v.sessions, v.conversions, v.rate])).toEqual([
      ["Control", 2, 1, 0.5],
      ["Variant A", 2, 2, 1],
    ]);
    expect(report.verdict).toMatchObject({ sessionsNeeded: 29 });
    const hour = (h: number) => new Date(T0 + h * 3_600_000).toISOString();
    expect(report.series).toEqual([
      { at: hour(0), variantId: control!.id, sessions: 1, conversions: 1, rate: 1 },
      { at: hour(1), variantId: control!.id, sessions: 2, conversions: 1, rate: 0.5 },
      { at: hour(0), variantId: variant!.id, sessions: 1, conversions: 1, rate: 1 },
      { at: hour(1), variantId: variant!.id, sessions: 2, conversions: 2, rate: 1 },
    ]);
  });
});
