/**
 * Issue 27's affiliate target metrics through the real results path: exposures recorded from
 * beacons, /go clicks and the programmes' conversions seeded as the revenue schema defines them
 * (the click ids and postbacks that write them are built elsewhere).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { Db, DbHandle } from "@eb/db";
import { affiliateClicks, affiliateConversions } from "@eb/db/schema";
import { seededRandom } from "@eb/db/seed";
import { advance } from "../identity/test-support";
import { beaconSchema } from "../analytics/event-schema";
import { DAY_MS } from "../platform";
import { abTestsLab } from "./test-support";
import { ATTRIBUTION_WINDOW_DAYS } from "./attribution-window";
import { recordExperimentSignals } from "./record-signals";
import { loadRunningTests, variantFor, type RunningTest } from "./running-tests";
import { experimentSignals } from "./signals";
import { abTestResultsFor } from "./results";
import { relativeLiftOfMeans } from "./statistics";

const T0 = Date.parse("2026-04-01T00:00:00Z");
const BOOKMAKER = 7;
const CLICK_DELAY_MS = 30_000;

type Session = { sessionId: string; variantId: number };

/** Beacons of `count` sessions that saw the test (and, for those `clicked` picks, clicked a bookmaker link), recorded as ingest does. */
async function exposeSessions(
  db: Db,
  clock: { now: Date },
  running: RunningTest[],
  count: number,
  seed: number,
  clicked: (s: Session) => boolean = () => false,
) {
  const test = running[0]!;
  const random = seededRandom(seed);
  const sessions: Session[] = [];
  const beacons = [];
  for (let i = 0; i < count; i++) {
    const sessionId = `s_${Math.floor(random() * 2 ** 52).toString(36)}${Math.floor(random() * 2 ** 52).toString(36)}`;
    const session = { sessionId, variantId: variantFor(test, sessionId)!.id };
    sessions.push(session);
    const ts = clock.now.getTime() + i;
    beacons.push({
      sessionId,
      events: [
        { type: "page_view", pageUrl: "/", ts },
        { type: "experiment_exposure", pageUrl: "/", ts, data: { experiment: test.id } },
        ...(clicked(session) ? [{ type: "bookmaker_click", pageUrl: "/", ts: ts + CLICK_DELAY_MS, data: { href: "/go/alpha" } }] : []),
      ],
    });
  }
  const signals = beacons.map((b) => experimentSignals(beaconSchema.parse(b), b.sessionId, clock.now));
  await recordExperimentSignals(db, running, { exposures: signals.flatMap((s) => s.exposures), conversions: signals.flatMap((s) => s.conversions) });
  return sessions;
}

let clickSeq = 0;
/** A /go click of a consented session, as the click-id recorder writes it. */
function clickRow(s: Session, testId: number, at: Date, opts: { variantId?: number; bookmakerId?: number } = {}) {
  const clickId = `click_${++clickSeq}_${s.sessionId}`;
  return {
    clickId,
    bookmakerId: opts.bookmakerId ?? BOOKMAKER,
    slug: "alpha",
    page: "/",
    placement: "card",
    experimentSession: s.sessionId,
    variants: [{ testId, variantId: opts.variantId ?? s.variantId }],
    createdAt: at,
  } satisfies typeof affiliateClicks.$inferInsert;
}

async function click(db: Db, s: Session, testId: number, at: Date, opts: { variantId?: number; bookmakerId?: number } = {}) {
  const row = clickRow(s, testId, at, opts);
  await db.insert(affiliateClicks).values(row);
  return { clickId: row.clickId, at };
}

let txSeq = 0;
/** A conversion a programme reported for a click (attributed: click_at is the click's time). */
type ConversionOpts = { amount?: string; currency?: string; commission?: string; attributed?: boolean; bookmakerId?: number };
type Event = "registration" | "first_deposit" | "deposit" | "revenue" | "chargeback";
function conversionRow(k: { clickId: string; at: Date }, event: Event, receivedAt: Date, opts: ConversionOpts = {}) {
  return {
    bookmakerId: opts.bookmakerId ?? BOOKMAKER,
    transactionId: `tx_${++txSeq}`,
    clickId: k.clickId,
    clickAt: opts.attributed === false ? null : k.at,
    event,
    amount: opts.amount ?? null,
    currency: opts.currency ?? (opts.amount || opts.commission ? "EUR" : null),
    commission: opts.commission ?? null,
    occurredAt: receivedAt,
    receivedAt,
  } satisfies typeof affiliateConversions.$inferInsert;
}

async function convert(db: Db, k: { clickId: string; at: Date }, event: Event, receivedAt: Date, opts: ConversionOpts = {}) {
  await db.insert(affiliateConversions).values(conversionRow(k, event, receivedAt, opts));
}

describe.each(testDrivers())("A/B affiliate metrics (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date(T0) };
  });
  afterEach(() => handle.close());

  it("a variant that raises first deposits but not clicks is called on first_deposits and not on bookmaker_clicks", async () => {
    const lab = await abTestsLab(handle.db, clock);
    const test = await lab.runningHeroTest({ targetMetric: "bookmaker_clicks" });
    const running = await loadRunningTests(handle.db);
    const [control, variantA] = test.variants;
    const random = seededRandom(27);
    // Both variants click bookmaker links 30% of the time; of the clickers, 12% deposit under the control and 30% under Variant A.
    const depositRate = new Map([
      [control!.id, 0.12],
      [variantA!.id, 0.3],
    ]);
    const sessions = await exposeSessions(handle.db, clock, running, 4_000, 12, () => random() < 0.3);
    const clickers = (await handle.db.execute(sql`select session_id from ab_test_results where test_id = ${test.id} and event_type = 'bookmaker_click'`)) as {
      rows: { session_id: string }[];
    };
    const clickedIds = new Set(clickers.rows.map((r) => r.session_id));
    const clickAt = new Date(clock.now.getTime() + CLICK_DELAY_MS);
    const deposits = new Map([
      [control!.id, 0],
      [variantA!.id, 0],
    ]);
    const clickRows = [];
    const conversionRows = [];
    for (const s of sessions.filter((x) => clickedIds.has(x.sessionId))) {
      const k = clickRow(s, test.id, clickAt);
      clickRows.push(k);
      if (random() < depositRate.get(s.variantId)!) {
        const ref = { clickId: k.clickId, at: clickAt };
        conversionRows.push(conversionRow(ref, "registration", new Date(clickAt.getTime() + DAY_MS)));
        conversionRows.push(conversionRow(ref, "first_deposit", new Date(clickAt.getTime() + 2 * DAY_MS), { amount: "20.00" }));
        deposits.set(s.variantId, deposits.get(s.variantId)! + 1);
      }
    }
    await handle.db.insert(affiliateClicks).values(clickRows);
    await handle.db.insert(affiliateConversions).values(conversionRows);
    advance(clock, 3 * DAY_MS);

    const onClicks = await abTestResultsFor(handle.db, test.id, clock.now);
    expect(onClicks.verdict.status).toBe("no_winner");
    expect(onClicks.attribution).toBeNull();
    expect(onClicks.verdict.variants.reduce((n, v) => n + v.conversions, 0)).toBe(clickedIds.size);

    // The same sessions read on first deposits (the schema has no check on target_metric).
    await handle.db.execute(sql`update ab_tests set target_metric = 'first_deposits' where id = ${test.id}`);
    const onDeposits = await abTestResultsFor(handle.db, test.id, clock.now);
    expect(onDeposits.verdict.variants.map((v) => v.conversions)).toEqual([deposits.get(control!.id), deposits.get(variantA!.id)]);
    expect(onDeposits.verdict).toMatchObject({ status: "winner", winnerId: variantA!.id });
    expect(onDeposits.attribution).toEqual({ windowDays: ATTRIBUTION_WINDOW_DAYS, closesAt: null, open: true });
    expect(onDeposits.series.length).toBeGreaterThan(0);
  }, 120_000);

  it("revenue per exposed session: exact totals in the test's main currency, and the statistics of the per-session values", async () => {
    const lab = await abTestsLab(handle.db, clock);
    const test = await lab.runningHeroTest({ targetMetric: "revenue" });
    const running = await loadRunningTests(handle.db);
    const [control, variantA] = test.variants;
    const sessions = await exposeSessions(handle.db, clock, running, 240, 3);
    const random = seededRandom(2027);
    const at = new Date(clock.now.getTime() + CLICK_DELAY_MS);
    const later = new Date(at.getTime() + DAY_MS);
    // Expected per-session revenue in cents (integers: exact), and exact totals per variant.
    const cents = new Map<string, number>();
    let otherCurrency = 0;
    for (const s of sessions) {
      const r = random();
      if (r < 0.5) continue; // no click, or a click that earned nothing
      const k = await click(handle.db, s, test.id, at);
      const commission = 1_000 + Math.floor(random() * (s.variantId === variantA!.id ? 6_000 : 4_000)); // cents
      await convert(handle.db, k, "first_deposit", later, { amount: "50.00", commission: (commission / 100).toFixed(2) });
      let value = commission;
      if (r < 0.6) {
        // A revenue-share report without commission: its amount counts.
        await convert(handle.db, k, "revenue", later, { amount: "12.34" });
        value += 1234;
      }
      if (r > 0.95) {
        // A chargeback subtracts what was charged back.
        await convert(handle.db, k, "chargeback", later, { amount: "5.50" });
        value -= 550;
      }
      // A deposit without commission is the player's money: 0.
      await convert(handle.db, k, "deposit", later, { amount: "100.00" });
      if (r > 0.9) {
        // Another currency is not counted (nor converted).
        await convert(handle.db, k, "revenue", later, { amount: "999.00", currency: "USD" });
        otherCurrency++;
      }
      cents.set(s.sessionId, value);
    }
    const result = await abTestResultsFor(handle.db, test.id, clock.now);
    expect(result.revenue?.currency).toBe("EUR");
    expect(result.revenue?.otherCurrencies).toEqual(otherCurrency > 0 ? [{ currency: "USD", conversions: otherCurrency }] : []);

    const momentsOf = (variantId: number) => {
      const values = sessions.filter((s) => s.variantId === variantId).map((s) => (cents.get(s.sessionId) ?? 0) / 100);
      return { sessions: values.length, sum: values.reduce((a, b) => a + b, 0), sumSquares: values.reduce((a, b) => a + b * b, 0) };
    };
    const totalCents = (variantId: number) => sessions.filter((s) => s.variantId === variantId).reduce((a, s) => a + (cents.get(s.sessionId) ?? 0), 0);
    expect(result.revenue?.totals).toEqual([control!, variantA!].map((v) => ({ variantId: v.id, total: (totalCents(v.id) / 100).toFixed(4) })));
    const expected = relativeLiftOfMeans(momentsOf(control!.id), momentsOf(variantA!.id), test.confidenceLevel / 100)!;
    const a = result.verdict.variants.find((v) => v.id === variantA!.id)!;
    const c = result.verdict.variants.find((v) => v.id === control!.id)!;
    expect(c.sessions).toBe(momentsOf(control!.id).sessions);
    expect(c.conversions).toBe(sessions.filter((s) => s.variantId === control!.id && cents.has(s.sessionId)).length);
    const near = (actual: number, wanted: number) => expect(Math.abs(actual - wanted) / Math.max(Math.abs(wanted), 1e-12)).toBeLessThan(1e-9);
    near(c.rate, expected.controlRate);
    near(a.rate, expected.variantRate);
    near(a.lift!.lift, expected.lift);
    near(a.lift!.confidence, expected.confidence);
    near(a.lift!.interval[0], expected.interval[0]);
    near(a.lift!.interval[1], expected.interval[1]);
    // The chart's last point is the mean per session.
    const last = result.series.filter((p) => p.variantId === variantA!.id).at(-1)!;
    near(last.rate, expected.variantRate);
  }, 60_000);

  it("late reports change a completed test's result until the attribution window closes, and not after", async () => {
    const lab = await abTestsLab(handle.db, clock);
    const test = await lab.runningHeroTest({ targetMetric: "first_deposits" });
    const running = await loadRunningTests(handle.db);
    const sessions = await exposeSessions(handle.db, clock, running, 40, 4);
    // Clicks 5 s after the exposures; the test is completed 20 s after them (the admin API's step).
    const at = new Date(clock.now.getTime() + 5_000);
    const clicks = await Promise.all(sessions.slice(0, 3).map((s) => click(handle.db, s, test.id, at)));
    const completed = await lab.api().transition({ id: test.id, action: "complete" });
    const end = completed.endDate!;
    const converted = async (now: Date) => (await abTestResultsFor(handle.db, test.id, now)).verdict.variants.reduce((n, v) => n + v.conversions, 0);

    await convert(handle.db, clicks[0]!, "first_deposit", new Date(end.getTime() + 10 * DAY_MS));
    const within = new Date(end.getTime() + 10 * DAY_MS);
    expect(await converted(within)).toBe(1);
    const closesAt = new Date(end.getTime() + ATTRIBUTION_WINDOW_DAYS * DAY_MS);
    expect((await abTestResultsFor(handle.db, test.id, within)).attribution).toEqual({ windowDays: ATTRIBUTION_WINDOW_DAYS, closesAt, open: true });

    // Received on the window's last instant: counts; a moment later: never.
    await convert(handle.db, clicks[1]!, "first_deposit", closesAt);
    await convert(handle.db, clicks[2]!, "first_deposit", new Date(closesAt.getTime() + 1));
    const after = new Date(closesAt.getTime() + DAY_MS);
    expect(await converted(after)).toBe(2);
    expect((await abTestResultsFor(handle.db, test.id, after)).attribution).toEqual({ windowDays: ATTRIBUTION_WINDOW_DAYS, closesAt, open: false });
  }, 60_000);

  it("counts only conversions attributed to the session's own click made after its exposure, in its variant, during the test", async () => {
    const lab = await abTestsLab(handle.db, clock);
    const test = await lab.runningHeroTest({ targetMetric: "registrations" });
    const running = await loadRunningTests(handle.db);
    const exposedAt = clock.now;
    const sessions = await exposeSessions(handle.db, clock, running, 10, 5);
    const [s0, s1, s2, s3, s4, s5] = sessions;
    const otherVariant = test.variants.find((v) => v.id !== s3!.variantId)!.id;
    const after = new Date(exposedAt.getTime() + 5_000);
    const report = new Date(after.getTime() + DAY_MS);
    const registered = async () => (await abTestResultsFor(handle.db, test.id, report)).verdict.variants.map((v) => v.conversions).reduce((a, b) => a + b, 0);

    // Counted: a registration for the session's click after its exposure.
    await convert(handle.db, await click(handle.db, s0!, test.id, after), "registration", report);
    expect(await registered()).toBe(1);
    // Not counted: unattributed (the programme's click id is unknown to us).
    await convert(handle.db, await click(handle.db, s1!, test.id, after), "registration", report, { attributed: false });
    // Not counted: a click made a minute before the exposure.
    await convert(handle.db, await click(handle.db, s2!, test.id, new Date(exposedAt.getTime() - 60_000)), "registration", report);
    // Not counted: a click whose variants say another variant of this test.
    await convert(handle.db, await click(handle.db, s3!, test.id, after, { variantId: otherVariant }), "registration", report);
    // Not counted: another event, and a conversion claimed by another bookmaker's programme.
    await convert(handle.db, await click(handle.db, s4!, test.id, after), "first_deposit", report, { amount: "10.00" });
    await convert(handle.db, await click(handle.db, s5!, test.id, after), "registration", report, { bookmakerId: BOOKMAKER + 1 });
    // Not counted: a session that was never exposed to this test.
    await convert(handle.db, await click(handle.db, { sessionId: "never_exposed", variantId: s0!.variantId }, test.id, after), "registration", report);
    expect(await registered()).toBe(1);

    // Not counted: a click made after the test ended.
    const completed = await lab.api().transition({ id: test.id, action: "complete" });
    await convert(handle.db, await click(handle.db, sessions[6]!, test.id, new Date(completed.endDate!.getTime() + 1_000)), "registration", clock.now);
    expect((await abTestResultsFor(handle.db, test.id, clock.now)).verdict.variants.reduce((a, v) => a + v.conversions, 0)).toBe(1);
  }, 60_000);
});
