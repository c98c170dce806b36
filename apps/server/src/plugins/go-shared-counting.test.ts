import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { createDb } from "@eb/db/client";
import { eq, sql, type DbHandle } from "@eb/db";
import {
  affiliateClickAliases,
  affiliateClicks,
  affiliateConversions,
  bookmakerRedirects,
  goAddressMinutes,
  goVisitorHolds,
  redirectHits,
} from "@eb/db/schema";
import { loadConfig } from "@eb/config";
import { pruneSharedCounting, recordConversions } from "@eb/api/testing";
import { buildApp } from "../app";
import { databaseUrlOf } from "../../../../tests/support/database-url";
import { addProgrammeBookmaker, testServerKeys } from "../testing/affiliate-programmes";

const SITE = "http://localhost:3000";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const browser = (userAgent = CHROME) => ({ "user-agent": userAgent, accept: "text/html" });

/**
 * Issue 38: two instances on one database, behind any routing, count what one would: a visitor once
 * per bookmaker and 30 s, an address at most 10 hits a minute. On PostgreSQL each instance has its
 * own pool (the real case); PGlite can only be shared in one process, so there both use one handle.
 */
describe.each(testDrivers())("/go counting shared by two instances on %s", (driver) => {
  let handle: DbHandle;
  let secondHandle: DbHandle | null;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let plain: { bookmakerId: number; redirectId: number };
  let withIds: { bookmakerId: number; redirectId: number };
  const clock = { t: Date.UTC(2026, 10, 24, 12, 0, 0) };

  beforeEach(async () => {
    clock.t = Date.UTC(2026, 10, 24, 12, 0, 0);
    handle = await createTestDb(driver);
    secondHandle = driver === "pg" ? createDb({ driver: "pg", url: await databaseUrlOf(handle), poolSize: 3 }) : null;
    // Both instances have the same master key, as a deployment's instances share MFA_ENCRYPTION_KEY.
    const keys = testServerKeys();
    plain = await addProgrammeBookmaker(handle, keys, { name: "Shared Book", slug: "sharedbook", target: "https://shared.example/" });
    withIds = await addProgrammeBookmaker(handle, keys, { name: "Ids Book", slug: "idsbook", target: "https://ids.example/join", clickIdParam: "btag" });
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: SITE });
    const now = () => new Date(clock.t);
    a = await buildApp({ config, handle, now, mfaKeys: keys });
    b = await buildApp({ config, handle: secondHandle ?? handle, now, mfaKeys: keys });
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    await secondHandle?.close();
    await handle.close();
  });

  const go = (app: FastifyInstance, remoteAddress: string, userAgent = CHROME, slug = "sharedbook") =>
    app.inject({ method: "GET", url: `/go/${slug}`, headers: browser(userAgent), remoteAddress });
  /** Both instances write what they queued, at the same time (their batches meet in the database). */
  const flushBoth = () => Promise.all([a.flushRedirectHits(), b.flushRedirectHits()]);
  const counted = async (redirectId = plain.redirectId) => {
    await flushBoth();
    const [row] = await handle.db.select({ n: bookmakerRedirects.clickCount }).from(bookmakerRedirects).where(eq(bookmakerRedirects.id, redirectId));
    const [rows] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(redirectHits)
      .where(eq(redirectHits.redirectId, redirectId));
    return { clicks: row!.n, rows: rows!.n };
  };

  it("counts a visitor who reaches both instances within 30 s once, and again once the window has passed", async () => {
    // Written one after the other, and queued on both before either writes.
    expect((await go(a, "198.51.100.7")).statusCode).toBe(302);
    expect(await counted()).toEqual({ clicks: 1, rows: 1 });
    expect((await go(b, "198.51.100.7")).statusCode).toBe(302);
    expect(await counted()).toEqual({ clicks: 1, rows: 1 });
    await Promise.all([go(a, "198.51.100.8"), go(b, "198.51.100.8"), go(a, "198.51.100.8")]);
    expect(await counted()).toEqual({ clicks: 2, rows: 2 });
    clock.t += 29_000;
    await go(b, "198.51.100.7");
    expect(await counted()).toEqual({ clicks: 2, rows: 2 });
    clock.t += 1_000;
    await go(b, "198.51.100.7");
    await go(a, "198.51.100.7");
    expect(await counted()).toEqual({ clicks: 3, rows: 3 });
  });

  it("counts round-robin visitors once each: 40 visitors × 3 requests over two instances are 40 clicks", async () => {
    const instances = [a, b];
    // Each visitor's requests alternate between the instances.
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 40 }, (_, v) => go(instances[(round + v) % 2]!, `10.38.0.${v}`)));
      if (round === 1) await flushBoth();
    }
    expect(await counted()).toEqual({ clicks: 40, rows: 40 });
  });

  it("shares an address's budget of 10 recorded hits a minute between the instances", async () => {
    // Six user agents through each instance: each stays within its own 10, together they pass it.
    await Promise.all(Array.from({ length: 12 }, (_, i) => go(i % 2 ? b : a, "203.0.113.9", `${CHROME} v${i}`)));
    expect(await counted()).toEqual({ clicks: 10, rows: 10 });
    await go(a, "203.0.113.9", `${CHROME} later`);
    await go(b, "203.0.113.9", `${CHROME} later still`);
    expect(await counted()).toEqual({ clicks: 10, rows: 10 });
    // Another address has its own budget; the next minute gives this one a new one.
    await go(b, "203.0.113.10");
    clock.t += 60_000;
    await go(b, "203.0.113.9", `${CHROME} next minute`);
    expect(await counted()).toEqual({ clicks: 12, rows: 12 });
  });

  it("stores one click for a visitor's ids from both instances, and attributes a registration reported with either to it", async () => {
    const first = new URL((await go(a, "192.0.2.44", CHROME, "idsbook")).headers.location!).searchParams.get("btag");
    await flushBoth();
    const second = new URL((await go(b, "192.0.2.44", CHROME, "idsbook")).headers.location!).searchParams.get("btag");
    // Instance b could not know a's id when it answered: it sent one of its own.
    expect(second).not.toBe(first);
    // A repeat on b gets b's id back, as a repeat on one instance always has.
    expect(new URL((await go(b, "192.0.2.44", CHROME, "idsbook")).headers.location!).searchParams.get("btag")).toBe(second);
    expect(await counted(withIds.redirectId)).toEqual({ clicks: 1, rows: 1 });
    const clicks = await handle.db.select({ id: affiliateClicks.clickId }).from(affiliateClicks);
    expect(clicks).toEqual([{ id: first }]);
    expect(await handle.db.select().from(affiliateClickAliases)).toEqual([{ aliasId: second, clickId: first }]);

    const reported = (clickId: string, transactionId: string) => ({
      bookmakerId: withIds.bookmakerId,
      receivedAt: new Date(clock.t),
      fields: { clickId, event: "registration" as const, amount: null, currency: null, commission: null, transactionId, occurredAt: new Date(clock.t) },
    });
    await recordConversions(handle.db, [reported(second!, "tx-second"), reported(first!, "tx-first")]);
    const conversions = await handle.db
      .select({ tx: affiliateConversions.transactionId, click: affiliateConversions.clickId, clickAt: affiliateConversions.clickAt })
      .from(affiliateConversions)
      .orderBy(affiliateConversions.transactionId);
    expect(conversions).toEqual([
      { tx: "tx-first", click: first, clickAt: new Date(Date.UTC(2026, 10, 24, 12, 0, 0)) },
      { tx: "tx-second", click: first, clickAt: new Date(Date.UTC(2026, 10, 24, 12, 0, 0)) },
    ]);
  });

  it("keeps nothing of an address in the shared tables, and prunes them within a minute or two", async () => {
    await Promise.all([go(a, "198.51.100.7"), go(b, "198.51.100.9", `${CHROME} other`)]);
    await flushBoth();
    const holds = await handle.db.select().from(goVisitorHolds);
    const minutes = await handle.db.select().from(goAddressMinutes);
    expect(holds).toHaveLength(2);
    expect(minutes).toHaveLength(2);
    // 16-byte keyed digests only: nothing holds the address or the user agent.
    const stored = JSON.stringify([holds, minutes].flat());
    for (const secret of ["198.51.100.7", "198.51.100.9", CHROME]) expect(stored).not.toContain(secret);
    for (const h of holds) expect(h.fingerprint).toHaveLength(16);
    for (const m of minutes) expect(m.address).toHaveLength(16);
    // Within the window (and a margin for clocks) and the current minute, nothing goes; once they have passed, everything does.
    expect(await pruneSharedCounting(handle.db, new Date(clock.t + 30_000))).toEqual({ holds: 0, minutes: 0 });
    expect(await pruneSharedCounting(handle.db, new Date(clock.t + 36_000))).toEqual({ holds: 2, minutes: 0 });
    expect(await pruneSharedCounting(handle.db, new Date(clock.t + 2 * 60_000))).toEqual({ holds: 0, minutes: 2 });
  });
});
