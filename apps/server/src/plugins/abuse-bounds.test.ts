import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "@eb/db";
import { testDrivers } from "@eb/db/testing";
import { securityEvents } from "@eb/db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { CSRF_REFUSALS_RECORDED } from "./admin-api";

const SITE = "https://bets.example";
const CROSS_SITE = { "sec-fetch-site": "cross-site", origin: "https://evil.example", "content-type": "application/json", "x-eb-admin": "1" };
/** 600 characters of incompressible attacker text in the path (just under the 640 a path parameter may hold), new on every call. */
const longPath = () => `/api/admin/${randomBytes(450).toString("base64url")}`;
/** ~5 KB: past the URL limit, refused (414) before anything reads it. */
const overLongPath = () => `/api/admin/${randomBytes(3735).toString("base64url")}`;

describe.each(testDrivers())("what anonymous refused calls may write (%s)", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", SITE_URL: SITE } });
  });
  afterEach(() => t.close());

  const stored = async () => {
    const [row] = (await t.handle.db
      .select({
        rows: sql<number>`count(*)::int`,
        events: sql<number>`coalesce(sum(${securityEvents.count}), 0)::int`,
        bytes: sql<number>`coalesce(sum(pg_column_size(security_events.*)), 0)::int`,
        detailText: sql<number>`coalesce(sum(octet_length(${securityEvents.detail}::text)), 0)::int`,
      })
      .from(securityEvents)) as { rows: number; events: number; bytes: number; detailText: number }[];
    return row!;
  };
  const refusedCall = (remoteAddress: string) => t.app.inject({ method: "POST", url: longPath(), headers: CROSS_SITE, payload: "{}", remoteAddress });

  it("refuses 5 KB paths as too long (414) and stores nothing of them", async () => {
    for (let i = 0; i < 50; i++)
      expect((await t.app.inject({ method: "POST", url: overLongPath(), headers: CROSS_SITE, payload: "{}", remoteAddress: "203.0.113.9" })).statusCode).toBe(
        414,
      );
    expect((await stored()).rows).toBe(0);
  });

  it("500 refused cross-origin calls with 600-character paths from one source add one small row and stop writing past the source's share", async () => {
    for (let i = 0; i < 500; i++) expect((await refusedCall("203.0.113.9")).statusCode).toBe(403);
    const after = await stored();
    expect(after.rows).toBe(1);
    expect(after.bytes).toBeLessThan(1024);
    expect(after.detailText).toBeLessThan(512);
    expect(after.events).toBe(CSRF_REFUSALS_RECORDED.limit);
  });

  it("500 refused calls from 500 sources still add one row whose count holds each of them", async () => {
    for (let i = 0; i < 500; i++) expect((await refusedCall(`10.${i >> 8}.${i & 255}.1`)).statusCode).toBe(403);
    const after = await stored();
    expect(after.rows).toBe(1);
    expect(after.bytes).toBeLessThan(1024);
    expect(after.events).toBe(500);
  });

  it("counts every address of one IPv6 /64 as one source", async () => {
    for (let i = 0; i < 50; i++) await refusedCall(`2001:db8:7:7:${i.toString(16)}::1`);
    expect((await stored()).events).toBe(CSRF_REFUSALS_RECORDED.limit);
  });
});

describe.each(testDrivers())("what refused calls through a proxy that writes ip:port may write (%s)", (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ driver, seed: false, env: { NODE_ENV: "test", SITE_URL: SITE, TRUST_PROXY: "1" } });
  });
  afterEach(() => t.close());

  it("counts one client on ever-new ports, and every junk entry, each as one source", async () => {
    const refused = (forwardedFor: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/x",
        headers: { ...CROSS_SITE, "x-forwarded-for": forwardedFor },
        payload: "{}",
        remoteAddress: "10.0.0.1",
      });
    for (let i = 0; i < 50; i++) expect((await refused(`203.0.113.9:${1024 + i}`)).statusCode).toBe(403);
    for (let i = 0; i < 50; i++) expect((await refused(`junk-${i}`)).statusCode).toBe(403);
    const [row] = await t.handle.db.select({ events: sql<number>`coalesce(sum(${securityEvents.count}), 0)::int` }).from(securityEvents);
    expect(row!.events).toBe(2 * CSRF_REFUSALS_RECORDED.limit);
  });
});
