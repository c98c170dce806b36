import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@eb/db";
import { abTests, abTestVariants } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { abTestResultsFor, assignmentsFor, CONTENT_CHANNEL, type RunningTest } from "@eb/api";
import { createTestApp, type TestApp } from "../testing/test-app";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const T0 = Date.parse("2026-11-22T12:00:00Z");

describe.each(testDrivers())("forged A/B sessions (issue 21) on %s", (driver) => {
  let t: TestApp;
  let test: RunningTest;

  beforeEach(async () => {
    t = await createTestApp({ driver, now: new Date(T0), seed: false });
    const changed = t.app.contentChanges.next();
    test = await t.handle.db.transaction(async (tx) => {
      const [row] = await tx.insert(abTests).values({ name: "Hero", place: "home_hero", status: "running", targetMetric: "bookmaker_clicks", startDate: new Date(T0) }).returning();
      const variants = await tx
        .insert(abTestVariants)
        .values([
          { testId: row!.id, name: "Control", trafficAllocation: 50, isControl: true, position: 0 },
          { testId: row!.id, name: "Variant A", trafficAllocation: 50, position: 1, config: { headline: "Hello there", text: "A longer hero text here." } },
        ])
        .returning({ id: abTestVariants.id, isControl: abTestVariants.isControl });
      await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'experiments')`);
      return { id: row!.id, place: "home_hero" as const, targetMetric: "bookmaker_clicks" as const, variants: variants.map((v) => ({ ...v, allocation: 50, config: {} })) };
    });
    await changed;
  });
  afterEach(async () => t.close());

  const beacon = (n: number, sessionId: string, events: unknown[], cookie: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: `10.21.${n >> 8}.${n & 255}`,
      payload: JSON.stringify({ sessionId, events }),
      headers: { "user-agent": UA, "content-type": "application/json", cookie },
    });

  it("the attack of issue 21: 110 offline-chosen session ids and 220 beacons count nothing", async () => {
    // Ids chosen offline so that 55 land in each variant (the split passes the sample-ratio check).
    const chosen: { id: string; variant: number }[] = [];
    const want = new Map(test.variants.map((v) => [v.id, 55]));
    for (let i = 0; chosen.length < 110; i++) {
      const id = `s_attacker_${i}`;
      const variant = assignmentsFor([test], id)[0]!.variantId;
      if (want.get(variant)! > 0) {
        want.set(variant, want.get(variant)! - 1);
        chosen.push({ id, variant });
      }
    }
    const variantA = test.variants[1]!.id;
    let n = 0;
    for (const [i, s] of chosen.entries()) {
      const cookie = `eb_sid=${s.id}`;
      await beacon(n++, s.id, [{ type: "page_view", pageUrl: "/", ts: T0 }, { type: "experiment_exposure", pageUrl: "/", ts: T0, data: { experiment: test.id } }], cookie);
      // Every Variant A session "converts", and one control session in eleven.
      const converts = s.variant === variantA || i % 11 === 0;
      await beacon(n++, s.id, [{ type: converts ? "bookmaker_click" : "page_view", pageUrl: "/", ts: T0 + 5_000, data: converts ? { href: "/go/alpha" } : {} }], cookie);
    }
    expect(n).toBe(220);
    await t.app.flushAnalyticsEvents();
    const { verdict } = await abTestResultsFor(t.handle.db, test.id, new Date(T0 + 60_000));
    console.info(
      `forged-session attack, ${n} beacons: verdict ${verdict.status}, SRM p ${verdict.srmPValue.toFixed(3)}, ` +
        verdict.variants.map((v) => `${v.name} ${v.conversions}/${v.sessions}`).join(", "),
    );
    expect(verdict.variants.map((v) => [v.sessions, v.conversions])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});
