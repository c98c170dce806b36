import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { rateLimitCounters } from "@eb/db/schema";
import { pruneRateLimits } from "../platform";
import { BOT_EVENTS_KEY, addBotEvents, botEventsSince, eventsInBeacon } from "./bot-events";

describe("eventsInBeacon", () => {
  it("counts a beacon's events, at most 25, and an unreadable body as one", () => {
    expect(eventsInBeacon({ events: [{}, {}, {}] })).toBe(3);
    expect(eventsInBeacon({ events: new Array(500).fill({}) })).toBe(25);
    expect(eventsInBeacon("garbage")).toBe(1);
    expect(eventsInBeacon(null)).toBe(1);
    expect(eventsInBeacon({ events: [] })).toBe(1);
  });
});

describe.each(testDrivers())("events left out as bots (%s)", (driver) => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());
  const at = (iso: string) => new Date(`2026-03-01T${iso}Z`);

  it("adds up per 5-minute window in one row each, and sums the windows since a time", async () => {
    await addBotEvents(handle.db, 3, at("10:01:00"));
    await addBotEvents(handle.db, 2, at("10:04:59"));
    await addBotEvents(handle.db, 4, at("10:40:00"));
    await addBotEvents(handle.db, 0, at("10:41:00"));
    expect(await handle.db.select().from(rateLimitCounters)).toHaveLength(2);
    expect(await botEventsSince(handle.db, at("10:00:00"))).toBe(9);
    expect(await botEventsSince(handle.db, at("10:30:00"))).toBe(4);
    expect(await botEventsSince(handle.db, at("11:00:00"))).toBe(0);
  });

  it("goes with the other windowed counters after a day", async () => {
    await addBotEvents(handle.db, 5, at("10:00:00"));
    await pruneRateLimits(handle.db, new Date(at("10:00:00").getTime() + 86_400_000 + 300_000));
    expect(await handle.db.select().from(rateLimitCounters)).toEqual([]);
    expect(BOT_EVENTS_KEY).toBe("analytics:bot-events");
  });
});
