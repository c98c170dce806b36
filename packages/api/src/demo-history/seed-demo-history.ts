import { and, asc, eq, sql, type Db } from "@eb/db";
import { abTests, analyticsEvents, bookmakerRedirects, bookmakers, demoHistory, redirectHits } from "@eb/db/schema";
import { seededRandom } from "@eb/db/seed";
import { recordRedirectHits, type RedirectHit } from "../bookmakers";
import { recordExperimentSignals } from "../experiments";
import { loadRunningTests } from "../experiments";
import { experimentSignals, type ExperimentSignals } from "../experiments";
import { createAbTest, transitionAbTest, updateAbVariants } from "../experiments";
import { DAY_MS, HOUR_MS, type AuditNote } from "../platform";
import { beaconToRows, insertAnalyticsEvents, type AnalyticsEventRow } from "../analytics";
import { loadOfferSnapshot, visitorCountry, visitorOffersFrom, type VisitorOffers } from "../jurisdictions";
import { beaconsOf, redirectHitsOf } from "./beacons";
import { demoPlace } from "./places";
import { addDemoProgrammes, demoProgrammesByRedirect, demoRevenue } from "./demo-revenue";
import { recordAffiliateClicks, recordConversions } from "../revenue";
import { DEMO_TESTS, type DemoTestPlan } from "./demo-tests";
import { sessionsOfDay, type DayInput, type DemoBookmaker, type DemoExperiment } from "./sessions";
import { untrackedHitsOfDay } from "./untracked-clicks";

export const DEMO_HISTORY_DAYS = 90;
/** The history's generator seed: the same span always gives the same rows. */
export const DEMO_HISTORY_SEED = 2023;

/** A test starts and ends at this hour of its day. */
const TEST_HOUR = 9;
/** Not an admin's change: the demo's tests are made without audit rows (no admin exists yet). */
const noAudit: AuditNote = () => undefined;

export type DemoHistoryOutcome =
  | { status: "seeded"; days: number; sessions: number; events: number; redirectHits: number }
  | { status: "already_seeded" }
  /** Real traffic is never mixed with invented history. */
  | { status: "has_traffic" }
  /** The server is stopping: the days written so far stay, the next start writes the rest. */
  | { status: "stopped" };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Span = { coversFrom: Date; coversTo: Date; days: number };

async function hasTraffic(tx: Tx): Promise<boolean> {
  // One after the other: a transaction is one connection.
  const events = await tx.select({ id: analyticsEvents.id }).from(analyticsEvents).limit(1);
  const hits = await tx.select({ id: redirectHits.id }).from(redirectHits).limit(1);
  const tests = await tx.select({ id: abTests.id }).from(abTests).limit(1);
  return events.length + hits.length + tests.length > 0;
}

/**
 * The history's label, claimed on first use: its span is fixed then (90 days up to the hour the
 * server started), so a restart days later resumes the same history rather than starting another.
 */
async function claimHistory(db: Db, now: Date, days: number): Promise<Span | "has_traffic"> {
  return db.transaction(async (tx) => {
    const coversTo = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    const coversFrom = new Date(Math.floor(coversTo.getTime() / DAY_MS) * DAY_MS - (days - 1) * DAY_MS);
    // A second instance starting at the same time waits here, then finds the label taken.
    const [claimed] = await tx
      .insert(demoHistory)
      .values({ id: 1, coversFrom, coversTo, seededAt: now, days })
      .onConflictDoNothing()
      .returning({ id: demoHistory.id });
    if (claimed && (await hasTraffic(tx))) {
      await tx.delete(demoHistory);
      return "has_traffic";
    }
    const [label] = await tx.select({ coversFrom: demoHistory.coversFrom, coversTo: demoHistory.coversTo, days: demoHistory.days }).from(demoHistory);
    return label!;
  });
}

/** Published, active bookmakers with their redirect, in display order: where the demo's visitors click. */
async function clickableBookmakers(tx: Db): Promise<DemoBookmaker[]> {
  return tx
    .select({ id: bookmakers.id, name: bookmakers.name, slug: bookmakerRedirects.slug, redirectId: bookmakerRedirects.id })
    .from(bookmakers)
    .innerJoin(bookmakerRedirects, eq(bookmakerRedirects.bookmakerId, bookmakers.id))
    .where(and(eq(bookmakers.active, true), eq(bookmakers.publishStatus, "published")))
    .orderBy(asc(bookmakers.displayOrder), asc(bookmakers.id));
}

/** A demo test as an admin makes one: created, its variants written, then started (all at its start). */
async function startDemoTest(tx: Tx, plan: DemoTestPlan, at: Date): Promise<void> {
  const created = await createAbTest(tx, null, plan.create, noAudit, at);
  const variants = created.variants.map((v, i) => ({ id: v.id, name: plan.variants[i]!.name, allocation: v.allocation, config: plan.variants[i]!.config }));
  await updateAbVariants(tx, { id: created.id, variants }, noAudit, at);
  await transitionAbTest(tx, { id: created.id, action: "start" }, noAudit, at);
}

/** The running demo test of a plan (found by its name, which says "demo data"), or null. */
async function runningDemoTest(tx: Tx, plan: DemoTestPlan): Promise<number | null> {
  const [row] = await tx
    .select({ id: abTests.id })
    .from(abTests)
    .where(and(eq(abTests.name, plan.create.name), eq(abTests.status, "running")));
  return row?.id ?? null;
}

/**
 * One day of the history in one transaction, with the label's progress: the day's test changes,
 * then its sessions as the public tracker would have sent them, through the code that stores real
 * traffic. Skipped when another instance has written it meanwhile.
 */
async function writeDay(db: Db, span: Span, index: number) {
  return db.transaction(async (tx) => {
    const [label] = await tx.select({ daysWritten: demoHistory.daysWritten }).from(demoHistory).for("update");
    if (!label || label.daysWritten !== index) return null;
    const day = new Date(span.coversFrom.getTime() + index * DAY_MS);
    const testTime = new Date(day.getTime() + TEST_HOUR * HOUR_MS);
    for (const plan of DEMO_TESTS) {
      if (plan.startDay === index) await startDemoTest(tx, plan, testTime);
      const id = plan.endDay === index ? await runningDemoTest(tx, plan) : null;
      if (id !== null) await transitionAbTest(tx, { id, action: "complete" }, noAudit, testTime);
    }
    const tests = await loadRunningTests(tx);
    const experiments: DemoExperiment[] = [];
    for (const plan of DEMO_TESTS) {
      const id = await runningDemoTest(tx, plan);
      const test = tests.find((t) => t.id === id);
      if (test) experiments.push({ test, path: plan.path, clickRate: plan.clickRate });
    }
    // A generator per day: a resumed history writes the same days it would have written at once.
    const random = seededRandom(DEMO_HISTORY_SEED + index * 7_919);
    const targets = await clickableBookmakers(tx);
    // Each visitor's place decides their country, which bookmakers the site lists them and which /go clicks are refused, by the live rules.
    const snapshot = await loadOfferSnapshot(tx);
    const offersByPlace = new Map<string, VisitorOffers>();
    const placeOf = (visitorId: string) => {
      const code = demoPlace(visitorId);
      let offers = offersByPlace.get(code);
      if (!offers) offersByPlace.set(code, (offers = visitorOffersFrom(snapshot, code)));
      return { country: visitorCountry(code), isLicensed: offers.isLicensed };
    };
    const input: DayInput = {
      day,
      index,
      days: span.days,
      bookmakers: targets,
      experiments,
      end: span.coversTo,
      lists: (sessionId, bookmakerId) => placeOf(sessionId).isLicensed(bookmakerId),
    };
    const sessions = sessionsOfDay(input, random);
    const rows: AnalyticsEventRow[] = [];
    const hits: RedirectHit[] = [];
    const signals: ExperimentSignals = { exposures: [], conversions: [] };
    for (const session of sessions) {
      const place = placeOf(session.id);
      hits.push(...redirectHitsOf(session, place));
      for (const { at, userAgent, beacon } of beaconsOf(session)) {
        rows.push(...beaconToRows(beacon, userAgent, at, place.country));
        if (tests.length === 0) continue;
        const found = experimentSignals(beacon, session.id, at);
        signals.exposures.push(...found.exposures);
        signals.conversions.push(...found.conversions);
      }
    }
    // Every tracked click above is a counted /go click too; the /go clicks no tracker saw come on top.
    hits.push(...untrackedHitsOfDay(input, sessions.length, placeOf, seededRandom(DEMO_HISTORY_SEED + index * 7_919 + 2)));
    // The stores take the transaction as their database: each write is a savepoint inside it.
    await insertAnalyticsEvents(tx, rows);
    await recordRedirectHits(tx, hits);
    await recordExperimentSignals(tx, tests, signals);
    // Click ids and what the demo programmes reported for them, through the stores /go and postbacks use.
    const revenue = demoRevenue(hits, await demoProgrammesByRedirect(tx, targets), span.coversTo, seededRandom(DEMO_HISTORY_SEED + index * 7_919 + 1));
    await recordAffiliateClicks(tx, revenue.clicks);
    await recordConversions(tx, revenue.conversions);
    const counts = { sessions: sessions.length, events: rows.length, redirectHits: hits.length };
    await tx
      .update(demoHistory)
      .set({
        daysWritten: index + 1,
        sessions: sql`${demoHistory.sessions} + ${counts.sessions}`,
        events: sql`${demoHistory.events} + ${counts.events}`,
        redirectHits: sql`${demoHistory.redirectHits} + ${counts.redirectHits}`,
        abTests: sql`(select count(*) from ${abTests})::int`,
      })
      .where(eq(demoHistory.id, 1));
    return counts;
  });
}

/**
 * Writes 90 days of invented, labelled traffic into an empty analytics store, through the code that
 * stores real traffic: beacons checked by the ingest's schema, turned into rows by `beaconToRows` and
 * stored by `insertAnalyticsEvents`; `/go` clicks by `recordRedirectHits`; exposures and conversions
 * by `recordExperimentSignals`, for two A/B tests made, started and completed by the back office's
 * own services; click ids and the demo programmes' reports by `recordAffiliateClicks` and
 * `recordConversions` (demo-revenue.ts). The rollup job (RollupScheduler) then counts it like any traffic. Seeded, so a span
 * always gives the same rows. Per bookmaker and day its /go clicks are never fewer than its tracked
 * clicks: a consented visitor's click is both, and the visitors who declined analytics and the
 * links followed from outside the site add /go clicks alone (untracked-clicks.ts). A day at a time, each in its own transaction: on the embedded database
 * the site keeps answering between days, and a restart resumes where the last one stopped.
 */
export async function seedDemoHistory(db: Db, now: Date, opts: { signal?: AbortSignal; days?: number } = {}): Promise<DemoHistoryOutcome> {
  const span = await claimHistory(db, now, opts.days ?? DEMO_HISTORY_DAYS);
  if (span === "has_traffic") return { status: "has_traffic" };
  const [label] = await db.select({ daysWritten: demoHistory.daysWritten }).from(demoHistory);
  if (!label || label.daysWritten >= span.days) return { status: "already_seeded" };
  // Before the first day: its clicks on these bookmakers get click ids, as /go gives them.
  if (label.daysWritten === 0) await addDemoProgrammes(db, await clickableBookmakers(db));
  const totals = { days: 0, sessions: 0, events: 0, redirectHits: 0 };
  for (let index = label.daysWritten; index < span.days; index++) {
    // The embedded database runs on this thread and answers through promises alone: without a turn
    // of the event loop between days, requests and log lines would wait for the whole history.
    await new Promise((resolve) => setImmediate(resolve));
    if (opts.signal?.aborted) return { status: "stopped" };
    const written = await writeDay(db, span, index);
    if (!written) continue;
    totals.days += 1;
    totals.sessions += written.sessions;
    totals.events += written.events;
    totals.redirectHits += written.redirectHits;
  }
  return totals.days > 0 ? { status: "seeded", ...totals } : { status: "already_seeded" };
}

/** What the back office says about the demo history: the span it covers, or null when there is none. */
export async function demoHistoryLabel(db: Db): Promise<{ coversFrom: Date; coversTo: Date } | null> {
  const [row] = await db.select({ coversFrom: demoHistory.coversFrom, coversTo: demoHistory.coversTo }).from(demoHistory);
  return row ?? null;
}
