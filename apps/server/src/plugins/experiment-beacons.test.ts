import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@eb/db";
import { abTestAssignments, abTestResults, abTests, abTestVariants } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { assignmentsFor, CONTENT_CHANNEL } from "@eb/api";
import { createTestApp, type TestApp } from "../testing/test-app";
import { consentedSession } from "../testing/experiment-session";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const T0 = Date.parse("2026-11-22T12:00:00Z");

describe.each(testDrivers())("A/B exposures and conversions over POST /api/events on %s", (driver) => {
  let t: TestApp;
  let testId: number;
  let variantIds: number[];

  beforeEach(async () => {
    t = await createTestApp({ driver, now: new Date(T0), seed: false });
    const changed = t.app.contentChanges.next();
    await t.handle.db.transaction(async (tx) => {
      const [row] = await tx.insert(abTests).values({ name: "Hero", place: "home_hero", status: "running", targetMetric: "bookmaker_clicks" }).returning();
      testId = row!.id;
      const variants = await tx
        .insert(abTestVariants)
        .values([
          { testId, name: "Control", trafficAllocation: 50, isControl: true, position: 0 },
          { testId, name: "Variant A", trafficAllocation: 50, position: 1, config: { headline: "Hello there", text: "A longer hero text here." } },
        ])
        .returning({ id: abTestVariants.id });
      variantIds = variants.map((v) => v.id);
      await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'experiments')`);
    });
    await changed;
  });
  afterEach(async () => t.close());

  const post = (sessionId: string, events: unknown[], cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: JSON.stringify({ sessionId, events }),
      headers: { "user-agent": UA, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    });
  const exposure = (ts: number) => ({ type: "experiment_exposure", pageUrl: "/", ts, data: { experiment: testId } });
  const click = (ts: number) => ({ type: "bookmaker_click", pageUrl: "/", ts, data: { href: "/go/alpha", bookmaker: "Alpha" } });
  const stored = async () => {
    await t.app.flushAnalyticsEvents();
    const assignments = await t.handle.db.select({ sessionId: abTestAssignments.sessionId, variantId: abTestAssignments.variantId }).from(abTestAssignments);
    const results = await t.handle.db.select({ sessionId: abTestResults.sessionId, eventType: abTestResults.eventType }).from(abTestResults);
    return { assignments, results };
  };

  it("records the exposure of the browser the variant was rendered for, and its later click as a conversion", async () => {
    const { cookie, sessionId: session } = await consentedSession(t.app);
    // The beacon's own sessionId labels analytics events only; the signals belong to the cookie's session.
    expect((await post("s_tab_analytics_id", [{ type: "page_view", pageUrl: "/", ts: T0 }, exposure(T0), click(T0 + 4000)], cookie)).statusCode).toBe(204);
    const expectedVariant = assignmentsFor(
      [
        {
          id: testId,
          place: "home_hero",
          targetMetric: "bookmaker_clicks",
          variants: variantIds.map((id) => ({ id, allocation: 50, isControl: id === variantIds[0], config: {} })),
        },
      ],
      session,
    )[0]!.variantId;
    expect(await stored()).toEqual({
      assignments: [{ sessionId: session, variantId: expectedVariant }],
      results: [{ sessionId: session, eventType: "bookmaker_click" }],
    });
  });

  it("records signals only for the session of a server-issued cookie, whatever session the beacon names", async () => {
    const consented = await consentedSession(t.app);
    await post(consented.sessionId, [exposure(T0), click(T0 + 1)], consented.cookie);
    await post("s_no_cookie_0001", [exposure(T0), click(T0 + 1)]);
    // Naming another session in the beacon does not reach it: the cookie's session is the one credited (already counted).
    await post("s_other_session_1", [exposure(T0), click(T0 + 1)], consented.cookie);
    await post(consented.sessionId, [exposure(T0), click(T0 + 1)], `eb_sid=${consented.sessionId}`);
    const { assignments, results } = await stored();
    expect(assignments.map((a) => a.sessionId)).toEqual([consented.sessionId]);
    expect(results.map((r) => r.sessionId)).toEqual([consented.sessionId]);
  });

  it("keeps exposure beacons out of the analytics events", async () => {
    const rows = await t.handle.db.execute(sql`select count(*)::int as n from analytics_events where event_type = 'experiment_exposure'`);
    expect((rows as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
