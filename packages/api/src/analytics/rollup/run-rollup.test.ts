import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { sql, type DbHandle } from "@eb/db";
import { rowsOf } from "../../testing/rows";
import { silentLog } from "../../esports-sync/test-support";
import { insertAnalyticsEvents, type AnalyticsEventRow } from "../ingest";
import { INGEST_BARRIER_KEY, ROLLUP_JOB_KEY } from "./barrier";
import { RollupScheduler } from "./rollup-scheduler";
import { catchUpRollups, rollupStep } from "./run-rollup";
import { addDemoBookmakers } from "../../bookmakers/demo-bookmakers";
import { recordRedirectHits, type RedirectHit } from "../../bookmakers/redirects";

const now = new Date("2026-06-20T12:00:00Z");
const views = (n: number): AnalyticsEventRow[] =>
  Array.from({ length: n }, (_, i) => ({ eventType: "page_view", eventData: {}, sessionId: `s${i}`, pageUrl: "/", createdAt: now }));
const rolledUp = async (handle: DbHandle) =>
  Number(rowsOf<{ n: unknown }>(await handle.db.execute(sql`select coalesce(sum(n), 0) as n from analytics_rollup_events where grain = 'day'`))[0]!.n);

describe.each(testDrivers())("the rollup scheduler on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("backfills on its first tick and then rolls up what arrives, each event once", async () => {
    await insertAnalyticsEvents(handle.db, views(25));
    const scheduler = new RollupScheduler({ db: handle.db, log: silentLog, now: () => now, batchSize: 10 });
    expect(await scheduler.tick()).toEqual({ advancedBy: { events: 25, redirects: 0, clicks: 0 }, caughtUp: true });
    await insertAnalyticsEvents(handle.db, views(3));
    expect((await scheduler.tick())?.advancedBy.events).toBe(3);
    expect((await scheduler.tick())?.advancedBy.events).toBe(0);
    await scheduler.stop();
    expect(await rolledUp(handle)).toBe(28);
  });
});

describe.each(testDrivers())("the country rollup on %s", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("counts page views, /go clicks and refused clicks per country and bucket exactly once, whatever the batches", async () => {
    await addDemoBookmakers(handle.db, now);
    const [redirect] = rowsOf<{ id: number; slug: string }>(await handle.db.execute(sql`select id, slug from bookmaker_redirects order by id limit 1`));
    const at = (iso: string) => new Date(iso);
    const view = (country: string | null, createdAt: Date): AnalyticsEventRow => ({
      eventType: "page_view",
      eventData: {},
      sessionId: "s",
      pageUrl: "/",
      country,
      createdAt,
    });
    await insertAnalyticsEvents(handle.db, [
      view("GB", at("2026-06-20T10:05:00Z")),
      view("GB", at("2026-06-20T10:55:00Z")),
      view("US", at("2026-06-20T11:00:00Z")),
      view(null, at("2026-06-19T23:59:59Z")),
      // Not a page view: counted nowhere in this table.
      { eventType: "bookmaker_click", eventData: {}, sessionId: "s", pageUrl: "/", country: "GB", createdAt: at("2026-06-20T10:06:00Z") },
    ]);
    const hit = (kind: RedirectHit["kind"], country: string | null, createdAt: Date): RedirectHit => ({
      redirectId: redirect!.id,
      slug: redirect!.slug,
      kind,
      page: null,
      placement: null,
      country,
      createdAt,
    });
    await recordRedirectHits(handle.db, [
      hit("click", "GB", at("2026-06-20T10:10:00Z")),
      hit("refused", "US", at("2026-06-20T11:10:00Z")),
      hit("refused", "US", at("2026-06-20T11:20:00Z")),
      hit("click", null, at("2026-06-20T11:30:00Z")),
      // HEAD requests and bots are no clicks, refused or not.
      hit("head", "US", at("2026-06-20T11:40:00Z")),
      hit("bot", "GB", at("2026-06-20T11:50:00Z")),
    ]);
    // Small batches, one stream part-way, then again: each row once.
    await catchUpRollups(handle.db, { batchSize: 2, now: () => now, maxBatches: 1 });
    await catchUpRollups(handle.db, { batchSize: 2, now: () => now });
    expect((await catchUpRollups(handle.db, { batchSize: 2, now: () => now })).advancedBy).toEqual({ events: 0, redirects: 0, clicks: 0 });
    const rows = rowsOf<{ grain: string; bucket: string | Date; country: string; views: unknown; clicks: unknown; refused: unknown }>(
      await handle.db.execute(sql`select grain, bucket, country, views, clicks, refused from analytics_rollup_countries order by grain, bucket, country`),
    ).map((r) => [r.grain, new Date(r.bucket).toISOString(), r.country, Number(r.views), Number(r.clicks), Number(r.refused)]);
    expect(rows).toEqual([
      ["day", "2026-06-19T00:00:00.000Z", "", 1, 0, 0],
      ["day", "2026-06-20T00:00:00.000Z", "", 0, 1, 0],
      ["day", "2026-06-20T00:00:00.000Z", "GB", 2, 1, 0],
      ["day", "2026-06-20T00:00:00.000Z", "US", 1, 0, 2],
      ["hour", "2026-06-19T23:00:00.000Z", "", 1, 0, 0],
      ["hour", "2026-06-20T10:00:00.000Z", "GB", 2, 1, 0],
      ["hour", "2026-06-20T11:00:00.000Z", "", 0, 1, 0],
      ["hour", "2026-06-20T11:00:00.000Z", "US", 1, 0, 2],
    ]);
    // A refused click is no click of its bookmaker.
    const [bookmaker] = rowsOf<{ n: unknown }>(
      await handle.db.execute(sql`select sum(redirect_clicks) as n from analytics_rollup_bookmakers where grain = 'day'`),
    );
    expect(Number(bookmaker!.n)).toBe(2);
  });
});

describe.runIf(testDrivers().includes("pg"))("rollups across connections (pg)", () => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb("pg");
  });
  afterEach(() => handle.close());

  it("lets one instance roll up at a time: another steps back while the job lock is held", async () => {
    await insertAnalyticsEvents(handle.db, views(5));
    const other = await handle.pool!.connect();
    try {
      await other.query("select pg_advisory_lock($1)", [ROLLUP_JOB_KEY]);
      expect(await rollupStep(handle.db, "events", 100, now)).toEqual({ stream: "events", status: "busy" });
      await other.query("select pg_advisory_unlock($1)", [ROLLUP_JOB_KEY]);
    } finally {
      other.release();
    }
    expect(await rollupStep(handle.db, "events", 100, now)).toMatchObject({ status: "advanced", to: 5 });
  });

  it("never moves past an insert still in flight, whose id is smaller than a committed one", async () => {
    const slow = await handle.pool!.connect();
    try {
      // An ingest transaction takes its id, then commits late; a second one commits first with a larger id.
      await slow.query("begin");
      await slow.query("select pg_advisory_xact_lock_shared($1)", [INGEST_BARRIER_KEY.events]);
      await slow.query("insert into analytics_events (event_type, session_id, created_at) values ('page_view', 'slow', $1)", [now.toISOString()]);
      await insertAnalyticsEvents(handle.db, views(1));
      const step = rollupStep(handle.db, "events", 100, now);
      // The rollup waits on the barrier (seen in pg_locks, no sleep) until the slow insert commits.
      await expect
        .poll(async () => Number((await handle.pool!.query("select count(*) as n from pg_locks where locktype = 'advisory' and not granted")).rows[0].n))
        .toBe(1);
      await slow.query("commit");
      expect(await step).toMatchObject({ status: "advanced", from: 0, to: 2 });
    } finally {
      slow.release();
    }
    expect(await rolledUp(handle)).toBe(2);
  });
});
