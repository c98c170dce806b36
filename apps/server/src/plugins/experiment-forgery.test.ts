import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@eb/db";
import { abTestAssignments, abTestResults, abTests, abTestVariants } from "@eb/db/schema";
import { testDrivers } from "@eb/db/testing";
import { abTestResultsFor, assignmentsFor, CONTENT_CHANNEL, issueExperimentSession, type RunningTest } from "@eb/api";
import { EXPERIMENT_SESSION_COOKIE } from "@eb/api/shared";
import { createTestApp, type TestApp } from "../testing/test-app";
import { consentedSession } from "../testing/experiment-session";
import { ISSUED_PER_ADDRESS } from "./experiment-session";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const T0 = Date.parse("2026-11-22T12:00:00Z");

/**
 * Issue 21: the variant was a hash of an id the browser chose, so an attacker could pick ids offline
 * that land where they want and send beacons for them. Only ids this server issued count now.
 */
describe.each(testDrivers())("forged A/B sessions (issue 21) on %s", (driver) => {
  let t: TestApp;
  let test: RunningTest;

  beforeEach(async () => {
    t = await createTestApp({ driver, now: new Date(T0), seed: false });
    const changed = t.app.contentChanges.next();
    test = await t.handle.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(abTests)
        .values({ name: "Hero", place: "home_hero", status: "running", targetMetric: "bookmaker_clicks", startDate: new Date(T0) })
        .returning();
      const variants = await tx
        .insert(abTestVariants)
        .values([
          { testId: row!.id, name: "Control", trafficAllocation: 50, isControl: true, position: 0 },
          { testId: row!.id, name: "Variant A", trafficAllocation: 50, position: 1, config: { headline: "Hello there", text: "A longer hero text here." } },
        ])
        .returning({ id: abTestVariants.id, isControl: abTestVariants.isControl });
      await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'experiments')`);
      const variantsOut = variants.map((v) => ({ ...v, allocation: 50, config: {} }));
      return { id: row!.id, place: "home_hero" as const, targetMetric: "bookmaker_clicks" as const, variants: variantsOut };
    });
    await changed;
  });
  afterEach(async () => t.close());

  let address = 0;
  /** Each beacon from an address of its own: the per-address beacon limit is not what stops the attack. */
  const beacon = (sessionId: string, events: unknown[], cookie: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: `10.21.${(++address >> 8) & 255}.${address & 255}`,
      payload: JSON.stringify({ sessionId, events }),
      headers: { "user-agent": UA, "content-type": "application/json", cookie },
    });
  const exposure = (ts: number) => ({ type: "experiment_exposure", pageUrl: "/", ts, data: { experiment: test.id } });
  const click = (ts: number) => ({ type: "bookmaker_click", pageUrl: "/", ts, data: { href: "/go/alpha" } });
  const variantOf = (sessionId: string) => assignmentsFor([test], sessionId)[0]!.variantId;
  const counted = async () => {
    await t.app.flushAnalyticsEvents();
    const { verdict } = await abTestResultsFor(t.handle.db, test.id, new Date(T0 + 60_000));
    return verdict;
  };
  const describeVerdict = (v: Awaited<ReturnType<typeof counted>>) =>
    `verdict ${v.status}, SRM p ${v.srmPValue.toFixed(3)}, ${v.variants.map((x) => `${x.name} ${x.conversions}/${x.sessions}`).join(", ")}`;

  /** 55 sessions per variant (the split passes the sample-ratio check); every Variant A session and one control session in eleven "convert". */
  async function attack(sessions: { id: string; cookie: string }[]) {
    const variantA = test.variants[1]!.id;
    let sent = 0;
    for (const [i, s] of sessions.entries()) {
      await beacon(s.id, [{ type: "page_view", pageUrl: "/", ts: T0 }, exposure(T0)], s.cookie);
      const converts = variantOf(s.id) === variantA || i % 11 === 0;
      await beacon(s.id, [converts ? click(T0 + 5_000) : { type: "page_view", pageUrl: "/", ts: T0 + 5_000 }], s.cookie);
      sent += 2;
    }
    return sent;
  }
  /** Ids chosen offline so that 55 land in each variant. */
  const chosenIds = (make: (i: number) => string) => {
    const want = new Map(test.variants.map((v) => [v.id, 55]));
    const ids: string[] = [];
    for (let i = 0; ids.length < 110; i++) {
      const id = make(i);
      const left = want.get(variantOf(id))!;
      if (left > 0) {
        want.set(variantOf(id), left - 1);
        ids.push(id);
      }
    }
    return ids;
  };

  it("the attack of issue 21: 110 offline-chosen session ids and 220 beacons count nothing", async () => {
    const sent = await attack(chosenIds((i) => `s_attacker_${i}`).map((id) => ({ id, cookie: `${EXPERIMENT_SESSION_COOKIE}=${id}` })));
    expect(sent).toBe(220);
    const verdict = await counted();
    console.info(`forged-session attack, ${sent} beacons: ${describeVerdict(verdict)}`);
    expect(verdict.variants.map((v) => [v.sessions, v.conversions])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it("forged signatures and another server's ids count nothing; a real session's replayed beacons count once", async () => {
    const forged = chosenIds((i) => `e_${`attacker${i}`.padEnd(22, "x")}`).map((id) => ({
      id,
      cookie: `${EXPERIMENT_SESSION_COOKIE}=${id}.${randomBytes(32).toString("base64url")}`,
    }));
    // Sessions another server issued (another key: a staging copy, the attacker's own install), picked by variant.
    const otherServerKey = randomBytes(32);
    const issuedElsewhere = new Map<string, string>();
    const foreign = chosenIds(() => {
      const s = issueExperimentSession(otherServerKey);
      issuedElsewhere.set(s.sessionId, s.cookieValue);
      return s.sessionId;
    }).map((id) => ({ id, cookie: `${EXPERIMENT_SESSION_COOKIE}=${issuedElsewhere.get(id)}` }));
    expect((await attack(forged)) + (await attack(foreign))).toBe(440);

    const real = await consentedSession(t.app);
    for (let replay = 0; replay < 5; replay++) {
      await beacon(real.sessionId, [exposure(T0)], real.cookie);
      await beacon(real.sessionId, [click(T0 + 5_000)], real.cookie);
    }
    const verdict = await counted();
    console.info(`forged signatures and foreign ids, 440 beacons, and 10 replayed beacons of one real session: ${describeVerdict(verdict)}`);
    expect(verdict.variants.map((v) => [v.id, v.sessions, v.conversions])).toEqual(
      test.variants.map((v) => (v.id === variantOf(real.sessionId) ? [v.id, 1, 1] : [v.id, 0, 0])),
    );
    expect(await t.handle.db.select({ s: abTestAssignments.sessionId }).from(abTestAssignments)).toEqual([{ s: real.sessionId }]);
  });

  it("the same attack with sessions asked of this server: one address gets a few, never enough for a verdict", async () => {
    const attacker = "203.0.113.66";
    const sessions: { id: string; cookie: string }[] = [];
    let refused = 0;
    for (let i = 0; i < 110; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/experiment-session", remoteAddress: attacker, headers: { "sec-fetch-site": "same-origin" } });
      const set = res.cookies.find((c) => c.name === EXPERIMENT_SESSION_COOKIE);
      if (set) sessions.push({ id: set.value.split(".")[0]!, cookie: `${EXPERIMENT_SESSION_COOKIE}=${set.value}` });
      else refused++;
    }
    expect(sessions).toHaveLength(ISSUED_PER_ADDRESS.limit);
    const sent = await attack(sessions);
    const verdict = await counted();
    console.info(`issued-session attack from one address: ${sessions.length} issued, ${refused} refused, ${sent} beacons: ${describeVerdict(verdict)}`);
    expect(verdict.variants.reduce((n, v) => n + v.sessions, 0)).toBe(ISSUED_PER_ADDRESS.limit);
    expect(verdict.status).toBe("not_enough_data");
  });

  it("caps the conversion signals one session may send: past 100 an hour they are dropped", async () => {
    const [flooder, visitor] = [await consentedSession(t.app), await consentedSession(t.app)];
    for (let i = 0; i < 50; i++) await beacon(flooder.sessionId, [{ type: "page_view", pageUrl: "/", ts: T0 + i }, click(T0 + i)], flooder.cookie);
    for (const s of [flooder, visitor]) await beacon(s.sessionId, [exposure(T0 + 100), click(T0 + 5_000)], s.cookie);
    await t.app.flushAnalyticsEvents();
    expect((await t.handle.db.select({ s: abTestAssignments.sessionId }).from(abTestAssignments)).map((r) => r.s).sort()).toEqual(
      [flooder.sessionId, visitor.sessionId].sort(),
    );
    expect(await t.handle.db.select({ s: abTestResults.sessionId }).from(abTestResults)).toEqual([{ s: visitor.sessionId }]);
  });
});
