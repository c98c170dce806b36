import { randomInt } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { inArray, sql, type DbHandle } from "@eb/db";
import { analyticsEvents } from "@eb/db/schema";
import { loadConfig } from "@eb/config";
import { BEACON_BUDGET, SESSION_PAGE_LIMIT } from "@eb/api";
import { buildApp } from "../app";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADERS = { "user-agent": UA, "content-type": "application/json", accept: "*/*" };
const PROXY = "10.0.0.1";
/** A scroll event on a page; `pad` makes it heavier (a long but valid page path). */
const event = (page: string, pad = 0) => ({ type: "scroll_depth", pageUrl: `${page}${pad ? `?${"x".repeat(pad)}` : ""}`, data: { percent: 25 } });

describe.each(testDrivers())("what one address may store through POST /api/events (%s)", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let clock: Date;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = new Date("2026-11-23T00:00:00Z");
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: "1" }), handle, now: () => clock });
  });
  afterEach(async () => {
    await app.close();
    await handle.close();
  });

  /** One beacon from `client` (behind the trusted proxy); the clock moves a second, under the minute limit. */
  const send = async (client: string, sessionId: string, events: unknown[]) => {
    clock = new Date(clock.getTime() + 1000);
    const res = await app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: PROXY,
      headers: { ...HEADERS, "x-forwarded-for": client },
      payload: JSON.stringify({ sessionId, events }),
    });
    return res;
  };
  const stored = async () => {
    await app.flushAnalyticsEvents();
    const [row] = await handle.db
      .select({
        events: sql<number>`count(*)::int`,
        // The text the rows hold: page, referrer, reduced browser and the event's data.
        bytes: sql<number>`coalesce(sum(octet_length(${analyticsEvents.pageUrl}) + coalesce(octet_length(${analyticsEvents.referrer}), 0)
          + coalesce(octet_length(${analyticsEvents.userAgent}), 0) + octet_length(${analyticsEvents.eventData}::text)), 0)::int`,
      })
      .from(analyticsEvents);
    return row!;
  };
  /** Beacons of 25 events from one address (a new session and a new port each time) until it is refused. */
  const hammer = async (client: () => string, pad: number) => {
    for (let beacon = 0; beacon < 1000; beacon++) {
      const events = Array.from({ length: 25 }, (_, i) => event(`/p${i}`, pad));
      const res = await send(client(), `flood_${beacon}_session`, events);
      if (res.statusCode === 429) return { accepted: beacon, retryAfter: Number(res.headers["retry-after"]) };
      expect(res.statusCode).toBe(204);
    }
    throw new Error("never refused");
  };

  it("a flood of small events stops at the daily event budget, whatever port the proxy writes, until the next UTC day", async () => {
    const flood = await hammer(() => `198.51.100.9:${randomInt(1024, 65536)}`, 0);
    expect(flood.accepted).toBe(BEACON_BUDGET.eventsPerDay / 25);
    expect(flood.retryAfter).toBeGreaterThan(86_400 - 3600);
    expect((await stored()).events).toBe(BEACON_BUDGET.eventsPerDay);
    // Someone else is not affected, and the flooding address gets a new allowance the next day.
    expect((await send("198.51.100.10", "other_visitor", [event("/")])).statusCode).toBe(204);
    clock = new Date("2026-11-24T00:00:00Z");
    expect((await send("198.51.100.9", "next_day_session", [event("/")])).statusCode).toBe(204);
    expect((await stored()).events).toBe(BEACON_BUDGET.eventsPerDay + 2);
  });

  it("a flood of heavy events stops at the daily byte budget, one /64 counting as one address", async () => {
    const flood = await hammer(() => `2001:db8:5:5:${randomInt(65536).toString(16)}::1`, 560);
    const after = await stored();
    expect(flood.accepted).toBeLessThan(BEACON_BUDGET.eventsPerDay / 25);
    expect(after.bytes).toBeLessThanOrEqual(BEACON_BUDGET.bytesPerDay);
    // The byte budget, not the event budget, is what stopped it (the charge counts a little more than the rows hold).
    expect(after.bytes).toBeGreaterThan(BEACON_BUDGET.bytesPerDay * 0.75);
  });

  it("a session reporting more distinct pages than its cap has the newcomers dropped, its known pages still counted", async () => {
    const pages = (from: number) => Array.from({ length: 25 }, (_, i) => event(`/made-up/${from + i}`));
    for (let from = 0; from < SESSION_PAGE_LIMIT.pagesPerSession + 50; from += 25) {
      expect((await send("198.51.100.20", "junk_pages_session", pages(from))).statusCode).toBe(204);
    }
    expect((await stored()).events).toBe(SESSION_PAGE_LIMIT.pagesPerSession);
    // A page the session already reported (with another query) still counts; a new one does not.
    expect((await send("198.51.100.20", "junk_pages_session", [event("/made-up/0?tab=2"), event("/made-up/9999")])).statusCode).toBe(204);
    expect((await stored()).events).toBe(SESSION_PAGE_LIMIT.pagesPerSession + 1);
    const [last] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.pageUrl, ["/made-up/0?tab=2", "/made-up/9999"]));
    expect(last!.n).toBe(1);
  });
});
