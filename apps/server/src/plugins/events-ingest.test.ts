import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { sql, type DbHandle } from "@eb/db";
import { analyticsEvents } from "@eb/db/schema";
import { botEventsSince } from "../../../../packages/api/src/analytics/bot-events";
import { buildApp } from "../app";
import { loadConfig } from "@eb/config";

const UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15";
const HEADERS = { "user-agent": UA, "content-type": "application/json", accept: "*/*" };
const beacon = (events: unknown[], sessionId = "sess_12345678") => JSON.stringify({ sessionId, events });
const pageView = { type: "page_view", pageUrl: "/games/cs2", referrer: "https://www.google.com/", data: { page: "/games/cs2" } };

describe.each(testDrivers())("POST /api/events on %s", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const rows = async () => {
    await app.flushAnalyticsEvents();
    return handle.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
  };

  beforeEach(async () => {
    handle = await createTestDb(driver);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: "1" }),
      handle,
      eventsRateLimit: { limit: 30, windowMs: 60_000 },
    });
  });
  afterEach(async () => {
    await app.close();
    await handle.close();
  });

  const post = (payload: string, headers: Record<string, string> = {}, ip = "10.0.0.1") =>
    app.inject({ method: "POST", url: "/api/events", payload, headers: { ...HEADERS, "x-forwarded-for": ip, ...headers } });

  it("stores valid events with the browser reduced to name and major version and no IP address", async () => {
    const res = await post(
      beacon([pageView, { type: "bookmaker_click", pageUrl: "/bonuses", data: { bookmaker: "Good Book", bonus: "100% up to €100", href: "/go/goodbook" } }]),
      {},
      "203.0.113.77",
    );
    expect(res.statusCode).toBe(204);
    const stored = await rows();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ eventType: "page_view", sessionId: "sess_12345678", pageUrl: "/games/cs2", userAgent: "Safari 17", ipAddress: null });
    expect(stored[1]!.eventData).toMatchObject({ bookmaker: "Good Book", bonus: "100% up to €100", href: "/go/goodbook", user_agent: "Safari 17" });
    const leaked = await handle.db
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(sql`row_to_json(analytics_events)::text like '%203.0.113%'`);
    expect(leaked).toHaveLength(0);
  });

  it("stores the sender's country as the server placed it (a trusted CDN's header, else the IP database), never a forged header or the address", async () => {
    const geo = await buildApp({
      config: loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        TRUST_PROXY: "127.0.0.1",
        GEO_COUNTRY_HEADER: "CF-IPCountry",
        GEO_REGION_HEADER: "CF-Region-Code",
      }),
      handle,
    });
    try {
      const send = (sessionId: string, headers: Record<string, string>, remoteAddress: string) =>
        geo.inject({ method: "POST", url: "/api/events", payload: beacon([pageView], sessionId), headers: { ...HEADERS, ...headers }, remoteAddress });
      // Behind the CDN: its header, the region dropped (analytics keep the country only).
      expect((await send("sess_cdn_0001", { "x-forwarded-for": "198.51.100.4", "cf-ipcountry": "US", "cf-region-code": "NJ" }, "127.0.0.1")).statusCode).toBe(
        204,
      );
      // A direct client naming a country is not believed; its documentation-range address is in no database.
      expect((await send("sess_forged01", { "cf-ipcountry": "GB" }, "198.51.100.9")).statusCode).toBe(204);
      // A direct client at a public address: the bundled IP-to-country database places it.
      expect((await send("sess_lookup01", {}, "8.8.8.8")).statusCode).toBe(204);
      await geo.flushAnalyticsEvents();
      const stored = await handle.db
        .select({ sessionId: analyticsEvents.sessionId, country: analyticsEvents.country })
        .from(analyticsEvents)
        .orderBy(analyticsEvents.id);
      expect(stored).toEqual([
        { sessionId: "sess_cdn_0001", country: "US" },
        { sessionId: "sess_forged01", country: null },
        { sessionId: "sess_lookup01", country: "US" },
      ]);
      const leaked = await handle.db
        .select({ id: analyticsEvents.id })
        .from(analyticsEvents)
        .where(sql`row_to_json(analytics_events)::text ~ '198\.51\.100|8\.8\.8\.8'`);
      expect(leaked).toHaveLength(0);
    } finally {
      await geo.close();
    }
  });

  it("stores what the site's tracker sends after consent (as in tests/e2e/site/consent-tracking.spec.ts): each type, page and datum, the browser reduced, no address", async () => {
    const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36";
    const at = { timestamp: "2026-11-22T12:00:00.000Z" };
    const tracked = (type: string, data: Record<string, unknown>) => ({
      type,
      data: { ...data, ...at },
      pageUrl: "/games/lol",
      referrer: null,
      ts: 1_795_000_000_000,
    });
    const body = JSON.stringify({
      sessionId: "s_4f0c2a9e8b7d4e21a3c5b6d7e8f90a1b",
      events: [
        tracked("page_view", { page: "/games/lol" }),
        tracked("game_page_visit", { game: "lol", page: "/games/lol" }),
        ...[25, 50, 75, 100].map((percent) => tracked("scroll_depth", { percent, page: "/games/lol" })),
      ],
    });
    const before = (await rows()).length;
    expect((await post(body, { "user-agent": chrome }, "198.18.7.9")).statusCode).toBe(204);
    const stored = (await rows()).slice(before);
    expect(stored.map((r) => [r.eventType, r.pageUrl, r.sessionId, r.userAgent, r.ipAddress, r.referrer])).toEqual(
      ["page_view", "game_page_visit", "scroll_depth", "scroll_depth", "scroll_depth", "scroll_depth"].map((type) => [
        type,
        "/games/lol",
        "s_4f0c2a9e8b7d4e21a3c5b6d7e8f90a1b",
        "Chrome 159",
        null,
        null,
      ]),
    );
    // The device class comes from the full user agent, which is not stored (the Analytics tab's device classes).
    const server = { user_agent: "Chrome 159", device: "desktop" };
    expect(stored.map((r) => r.eventData)).toEqual([
      { page: "/games/lol", ...at, ...server },
      { game: "lol", page: "/games/lol", ...at, ...server },
      ...[25, 50, 75, 100].map((percent) => ({ percent, page: "/games/lol", ...at, ...server })),
    ]);
    const leaked = await handle.db
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(sql`row_to_json(analytics_events)::text like '%198.18.7%'`);
    expect(leaked).toHaveLength(0);
  });

  it("accepts a text/plain beacon body (sendBeacon with a string)", async () => {
    const before = (await rows()).length;
    expect((await post(beacon([pageView]), { "content-type": "text/plain;charset=UTF-8" }, "10.0.0.2")).statusCode).toBe(204);
    expect((await rows()).length).toBe(before + 1);
  });

  it.each([
    ["bad JSON", "{not json", {}],
    ["bad JSON as text/plain", "{not json", { "content-type": "text/plain" }],
    ["no events", beacon([]), {}],
    ["a wrong event type", beacon([{ ...pageView, type: "drop_table" }]), {}],
    ["a number as page", beacon([{ ...pageView, pageUrl: 42 }]), {}],
    ["a javascript: href", beacon([{ ...pageView, data: { href: "javascript:alert(1)" } }]), {}],
    ["a scroll depth off the 25% steps", beacon([{ type: "scroll_depth", pageUrl: "/", data: { percent: 30 } }]), {}],
    ["an unknown field", beacon([{ ...pageView, ip: "1.2.3.4" }]), {}],
    ["a bad session id", beacon([pageView], "x"), {}],
    ["too many events", beacon(Array.from({ length: 26 }, () => pageView)), {}],
  ])("rejects %s with 400 and stores nothing", async (_label, payload, headers) => {
    const before = (await rows()).length;
    const res = await post(payload, headers, "10.0.1.1");
    expect(res.statusCode).toBe(400);
    expect((await rows()).length).toBe(before);
  });

  it("rejects an oversized body with 413", async () => {
    const big = beacon([{ ...pageView, data: { bonus: "x".repeat(20_000) } }]);
    expect((await post(big, {}, "10.0.2.1")).statusCode).toBe(413);
  });

  it("rejects other content types with 415", async () => {
    expect((await post(beacon([pageView]), { "content-type": "application/x-www-form-urlencoded" }, "10.0.2.2")).statusCode).toBe(415);
  });

  it("rejects beacons from another site", async () => {
    expect((await post(beacon([pageView]), { origin: "https://evil.example" }, "10.0.2.3")).statusCode).toBe(403);
  });

  it("drops bots without storing them", async () => {
    const before = (await rows()).length;
    const res = await post(beacon([pageView]), { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, "10.0.3.1");
    expect(res.statusCode).toBe(204);
    const headless = await post(beacon([pageView]), { "user-agent": "Mozilla/5.0 HeadlessChrome/131.0.0.0" }, "10.0.3.1");
    expect(headless.statusCode).toBe(204);
    expect((await rows()).length).toBe(before);
  });

  it("counts the events bots sent, without storing any, so the Real-Time panel can say how many were left out", async () => {
    const headless = { "user-agent": "Mozilla/5.0 HeadlessChrome/131.0.0.0" };
    await post(beacon([pageView, pageView, pageView]), headless, "10.0.3.2");
    // A body that is no beacon counts as one event.
    await post(JSON.stringify({ nonsense: true }), headless, "10.0.3.2");
    expect(await rows()).toEqual([]);
    expect(await botEventsSince(handle.db, new Date(Date.now() - 3_600_000))).toBe(4);
  });

  it("rate-limits per client address, not globally", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await post(beacon([pageView]), {}, "198.51.100.9")).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 204)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
    expect((await post(beacon([pageView]), {}, "198.51.100.10")).statusCode).toBe(204);
  });

  it("writes acknowledged events before a database closed in a later onClose hook (as main.ts does)", async () => {
    const h2 = await createTestDb(driver);
    const app2 = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), handle: h2 });
    let writtenBeforeDbClose = -1;
    app2.addHook("onClose", async () => {
      writtenBeforeDbClose = (await h2.db.select({ id: analyticsEvents.id }).from(analyticsEvents)).length;
    });
    for (let i = 0; i < 10; i++) await app2.inject({ method: "POST", url: "/api/events", payload: beacon([pageView]), headers: HEADERS });
    await app2.close();
    expect(writtenBeforeDbClose).toBe(10);
    await h2.close();
  });

  it("writes every acknowledged event at shutdown", async () => {
    const h2 = await createTestDb(driver);
    const app2 = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), handle: h2 });
    let acked = 0;
    for (let i = 0; i < 40; i++) {
      const r = await app2.inject({ method: "POST", url: "/api/events", payload: beacon([pageView, pageView]), headers: HEADERS });
      if (r.statusCode === 204) acked += 2;
    }
    await app2.close();
    const stored = await h2.db.select({ id: analyticsEvents.id }).from(analyticsEvents);
    expect(stored.length).toBe(acked);
    expect(acked).toBeGreaterThan(0);
    await h2.close();
  });
});
