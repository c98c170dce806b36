import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { addBotEvents } from "./bot-events";
import { insertAnalyticsEvents, type AnalyticsEventRow } from "./ingest";
import { realtimeSnapshot, REALTIME_LATEST } from "./realtime";
import { catchUpRollups } from "./rollup/run-rollup";

const now = new Date("2026-06-20T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const event = (eventType: string, sessionId: string, createdAt: Date, extra: Partial<AnalyticsEventRow> = {}): AnalyticsEventRow => ({
  eventType,
  eventData: {},
  sessionId,
  pageUrl: "/",
  createdAt,
  ...extra,
});

describe.each(testDrivers())("real-time window (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("counts the last hour only: page views, clicks and distinct sessions", async () => {
    await insertAnalyticsEvents(handle.db, [
      event("page_view", "a", minutesAgo(61)),
      event("page_view", "a", minutesAgo(59)),
      event("page_view", "b", minutesAgo(30)),
      event("bookmaker_click", "b", minutesAgo(10), { eventData: { bookmaker: "Vortex Bet" } }),
      event("scroll_depth", "c", minutesAgo(1)),
      event("page_view", "d", new Date(now.getTime() + 1000)),
    ]);
    expect(await realtimeSnapshot(handle.db, now)).toMatchObject({ pageViews: 2, bookmakerClicks: 1, activeSessions: 3 });
  });

  it("reads the window by id range once rolled up, late events included", async () => {
    await insertAnalyticsEvents(handle.db, [
      event("page_view", "a", minutesAgo(200)),
      event("page_view", "a", minutesAgo(50)),
      event("page_view", "b", minutesAgo(5)),
    ]);
    await catchUpRollups(handle.db, { batchSize: 2, now: () => now, maxBatches: 1 });
    // Arrives after the rollup with a larger id, dated into the window and before it.
    await insertAnalyticsEvents(handle.db, [event("bookmaker_click", "c", minutesAgo(55)), event("page_view", "d", minutesAgo(90))]);
    expect(await realtimeSnapshot(handle.db, now)).toMatchObject({ pageViews: 2, bookmakerClicks: 1, activeSessions: 3 });
    await catchUpRollups(handle.db, { batchSize: 100, now: () => now });
    expect(await realtimeSnapshot(handle.db, now)).toMatchObject({ pageViews: 2, bookmakerClicks: 1, activeSessions: 3 });
  });

  it(`lists the ${REALTIME_LATEST} latest visitor events, newest first, never security or audit events`, async () => {
    const rows = Array.from({ length: 12 }, (_, i) => event("page_view", `s${i}`, minutesAgo(40 - i), { pageUrl: `/p${i}` }));
    rows.push(event("security_login_failed", "x", minutesAgo(0)), event("audit_view", "x", minutesAgo(0)));
    await insertAnalyticsEvents(handle.db, rows);
    const { latest } = await realtimeSnapshot(handle.db, now);
    expect(latest.map((e) => e.page)).toEqual(["/p11", "/p10", "/p9", "/p8", "/p7", "/p6", "/p5", "/p4", "/p3", "/p2"]);
  });

  it("says how many events bots and headless browsers had left out in about the last hour", async () => {
    expect((await realtimeSnapshot(handle.db, now)).botEvents).toBe(0);
    await addBotEvents(handle.db, 4, minutesAgo(90));
    await addBotEvents(handle.db, 3, minutesAgo(30));
    await addBotEvents(handle.db, 2, minutesAgo(1));
    expect(await realtimeSnapshot(handle.db, now)).toMatchObject({ botEvents: 5, pageViews: 0 });
  });
});
