import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { licensedEverywhere } from "@eb/api/testing";
import type { FastifyInstance } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, sql, type DbHandle } from "@eb/db";
import { bookmakerRedirects, bookmakers, redirectHits } from "@eb/db/schema";
import { loadConfig } from "@eb/config";
import { buildApp } from "../app";

const SITE = "http://localhost:3000";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const browser = (userAgent = CHROME) => ({ "user-agent": userAgent, accept: "text/html" });

/**
 * What anonymous callers can make /go count and store: a click once per visitor, bookmaker and
 * 30 s, and at most 10 recorded hits per address and minute, while every request is redirected.
 */
describe.each(testDrivers())("/go/{slug} counting on %s", (driver) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let redirectId: number;
  const clock = { t: Date.UTC(2026, 10, 24, 12, 0, 0) };

  beforeEach(async () => {
    clock.t = Date.UTC(2026, 10, 24, 12, 0, 0);
    handle = await createTestDb(driver);
    const [b] = await handle.db.insert(bookmakers).values({ name: "Count Book", rating: 4.5, redirectSlug: "countbook" }).returning({ id: bookmakers.id });
    await licensedEverywhere(handle.db, b!.id);
    const [r] = await handle.db
      .insert(bookmakerRedirects)
      .values({ bookmakerId: b!.id, slug: "countbook", targetUrl: "https://count.example/" })
      .returning({ id: bookmakerRedirects.id });
    redirectId = r!.id;
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: SITE }),
      handle,
      now: () => new Date(clock.t),
    });
  });
  afterEach(async () => {
    await app.close();
    await handle.close();
  });

  const go = (remoteAddress: string, headers: Record<string, string> = browser(), method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url: "/go/countbook", headers, remoteAddress });
  const counted = async () => {
    await app.flushRedirectHits();
    const [row] = await handle.db.select({ n: bookmakerRedirects.clickCount }).from(bookmakerRedirects).where(eq(bookmakerRedirects.id, redirectId));
    const [rows] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(redirectHits);
    return { clicks: row!.n, rows: rows!.n };
  };

  it("counts one visitor's repeated clicks on a bookmaker once per 30 s, redirecting every one", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => go("198.51.100.7")));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(302));
    expect(await counted()).toEqual({ clicks: 1, rows: 1 });
    clock.t += 29_000;
    await go("198.51.100.7");
    expect(await counted()).toEqual({ clicks: 1, rows: 1 });
    clock.t += 1_000;
    await go("198.51.100.7");
    expect(await counted()).toEqual({ clicks: 2, rows: 2 });
  });

  it("stops counting and storing for an address past 10 hits a minute, whatever the user agent, and redirects anyway", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => go("203.0.113.9", browser(`${CHROME} v${i}`))));
    expect(answers.every((r) => r.statusCode === 302 && r.headers.location === "https://count.example/")).toBe(true);
    // HEAD requests and bots are stored too, so they spend the same budget.
    await go("203.0.113.9", browser("probe"), "HEAD");
    expect(await counted()).toEqual({ clicks: 10, rows: 10 });
    // Another address has its own budget; the next minute gives this one a new one.
    await go("203.0.113.10");
    expect(await counted()).toEqual({ clicks: 11, rows: 11 });
    clock.t += 60_000;
    await go("203.0.113.9", browser(`${CHROME} next minute`));
    expect(await counted()).toEqual({ clicks: 12, rows: 12 });
  });

  it("gives a whole IPv6 /64 one budget", async () => {
    await Promise.all(Array.from({ length: 30 }, (_, i) => go(`2001:db8:5:6::${(i + 1).toString(16)}`, browser(`${CHROME} v${i}`))));
    await go("2001:db8:5:7::1");
    expect(await counted()).toEqual({ clicks: 11, rows: 11 });
  });

  it("counts distinct visitors exactly", async () => {
    const visitors = Array.from({ length: 300 }, (_, i) => `10.1.${i >> 8}.${i & 255}`);
    await Promise.all(visitors.map((ip) => go(ip)));
    expect(await counted()).toEqual({ clicks: 300, rows: 300 });
  });

  it("takes the address from X-Forwarded-For only behind a trusted proxy", async () => {
    const proxied = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: SITE, TRUST_PROXY: "1" }),
      handle,
      now: () => new Date(clock.t),
    });
    try {
      const via = (client: string, proxy = "127.0.0.1") =>
        proxied.inject({ url: "/go/countbook", headers: { ...browser(), "x-forwarded-for": client }, remoteAddress: proxy });
      await Promise.all(Array.from({ length: 20 }, (_, i) => via(`192.0.2.${i + 1}`)));
      await proxied.flushRedirectHits();
      expect(await counted()).toEqual({ clicks: 20, rows: 20 });
      // Without a trusted proxy the header is the caller's own text: one address, one visitor.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => app.inject({ url: "/go/countbook", headers: { ...browser(), "x-forwarded-for": `192.0.2.${i + 100}` } })),
      );
      expect(await counted()).toEqual({ clicks: 21, rows: 21 });
    } finally {
      await proxied.close();
    }
  });
});
