import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@eb/db";
import { abTestAssignments, abTestResults, abTests, abTestVariants } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { CONTENT_CHANNEL, EXPOSURE_GRACE_MS } from "@eb/api";
import { createTestApp, type TestApp } from "../testing/test-app";
import { consentedSession } from "../testing/experiment-session";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const T0 = Date.parse("2026-11-22T12:00:00Z");

/** The conversion_rate metric: the server counts the `/go` affiliate clicks it sees itself, never a beacon's claim of one. */
describe.each(testDrivers())("server-observed A/B conversions on /go on %s", (driver) => {
  let t: TestApp;
  let testId: number;
  let clock: number;

  beforeEach(async () => {
    clock = T0;
    t = await createTestApp({ driver, now: new Date(T0), deps: { now: () => new Date(clock) } });
    const changed = t.app.contentChanges.next();
    testId = await t.handle.db.transaction(async (tx) => {
      const [row] = await tx.insert(abTests).values({ name: "CTA", place: "bookmaker_cta", status: "running", targetMetric: "conversion_rate" }).returning();
      await tx.insert(abTestVariants).values([
        { testId: row!.id, name: "Control", trafficAllocation: 50, isControl: true, position: 0 },
        { testId: row!.id, name: "Variant A", trafficAllocation: 50, position: 1, config: { ctaText: "Grab {bonus}" } },
      ]);
      await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'experiments')`);
      return row!.id;
    });
    await changed;
  });
  afterEach(async () => t.close());

  const expose = (cookie: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: JSON.stringify({
        sessionId: "s_tab_analytics",
        events: [{ type: "experiment_exposure", pageUrl: "/", ts: clock, data: { experiment: testId } }],
      }),
      headers: { "user-agent": UA, "content-type": "application/json", cookie },
    });
  const go = (cookie?: string, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({ method, url: "/go/vortex-bet", headers: { "user-agent": UA, accept: "text/html", ...(cookie ? { cookie } : {}) } });
  /** Moves the clock past the grace a click waits for its exposure, then writes what is due. */
  const afterGrace = async () => {
    clock += EXPOSURE_GRACE_MS + 1;
    await t.app.flushAnalyticsEvents();
  };
  const conversions = async () =>
    (await t.handle.db.select({ sessionId: abTestResults.sessionId, eventType: abTestResults.eventType }).from(abTestResults))
      .map((r) => `${r.eventType}:${r.sessionId}`)
      .sort();

  it("counts an exposed session's first /go click once, and nothing for clicks without a valid cookie, probes or beacons", async () => {
    const [clicker, claimer] = [await consentedSession(t.app), await consentedSession(t.app)];
    await expose(clicker.cookie);
    await expose(claimer.cookie);
    await t.app.flushAnalyticsEvents();
    clock += 1_000;
    for (let i = 0; i < 3; i++) expect((await go(clicker.cookie)).statusCode).toBe(302);
    await go(`eb_sid=${clicker.sessionId}`);
    await go();
    await go(claimer.cookie, "HEAD");
    // A beacon claiming an affiliate click is not one.
    await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: JSON.stringify({
        sessionId: "s_tab_analytics",
        events: [{ type: "bookmaker_click", pageUrl: "/", ts: clock, data: { href: "/go/vortex-bet" } }],
      }),
      headers: { "user-agent": UA, "content-type": "application/json", cookie: claimer.cookie },
    });
    await afterGrace();
    expect(await conversions()).toEqual([`affiliate_click:${clicker.sessionId}`]);
  });

  it("counts a click whose exposure beacon arrives just after it, but not one made long before the exposure", async () => {
    const [racer, early] = [await consentedSession(t.app), await consentedSession(t.app)];
    await go(racer.cookie);
    await go(early.cookie);
    await t.app.flushAnalyticsEvents();
    clock += 2_000;
    await expose(racer.cookie);
    await t.app.flushAnalyticsEvents();
    await afterGrace();
    clock += EXPOSURE_GRACE_MS;
    await expose(early.cookie);
    await afterGrace();
    expect((await t.handle.db.select().from(abTestAssignments)).length).toBe(2);
    expect(await conversions()).toEqual([`affiliate_click:${racer.sessionId}`]);
  });

  it("counts no conversion for a refused click: a bookmaker not licensed where the visitor is sends nobody there", async () => {
    const clicker = await consentedSession(t.app);
    await expose(clicker.cookie);
    await t.app.flushAnalyticsEvents();
    clock += 1_000;
    // The demo's Lucky Frag is licensed in Ontario and four US states only: this demo's visitor
    // (nobody could place them, so the demo's place, the UK) is shown the not-available page.
    const refused = await t.app.inject({ url: "/go/lucky-frag", headers: { "user-agent": UA, accept: "text/html", cookie: clicker.cookie } });
    expect(refused.statusCode).toBe(451);
    await afterGrace();
    expect(await conversions()).toEqual([]);
  });
});
