import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { rateLimitCounters, securityEvents } from "@eb/db/schema";
import { hitRateLimit, peekRateLimit, recordSecurityEvent, resetRateLimit, takeBackHit, writeAudit } from "../platform";
import { SECURITY_EVENT_WINDOW_MS } from "../testing";
import { securityStats } from "./dashboard";

describe.each(testDrivers())("security services (%s)", (driver) => {
  let handle: DbHandle;
  const t0 = new Date("2026-03-01T10:00:00Z");
  const rule = { limit: 3, windowMs: 60_000 };
  beforeEach(async () => {
    handle = await createTestDb(driver);
  });
  afterEach(() => handle.close());

  it("counts hits in the database and refuses past the limit", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await hitRateLimit(handle.db, "k", rule, t0)).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect((await hitRateLimit(handle.db, "other", rule, t0)).allowed).toBe(true);
  });

  it("counts concurrent hits atomically", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => hitRateLimit(handle.db, "burst", rule, t0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("weights the previous window, so a burst at a window boundary is not let through twice", async () => {
    const end = new Date(Math.floor(t0.getTime() / 60_000) * 60_000 + 59_000);
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, "edge", rule, end);
    expect((await hitRateLimit(handle.db, "edge", rule, new Date(end.getTime() + 2_000))).allowed).toBe(false);
    expect((await hitRateLimit(handle.db, "edge", rule, new Date(end.getTime() + 120_000))).allowed).toBe(true);
  });

  it("forgets a key on reset", async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(handle.db, "r", rule, t0);
    await resetRateLimit(handle.db, "r");
    expect((await hitRateLimit(handle.db, "r", rule, t0)).allowed).toBe(true);
  });

  it("reports real counts for the chosen period", async () => {
    const old = new Date(t0.getTime() - 10 * 86_400_000);
    await recordSecurityEvent(handle.db, { type: "auth_attempt", success: true }, t0);
    await recordSecurityEvent(handle.db, { type: "auth_attempt", success: false }, t0);
    await recordSecurityEvent(handle.db, { type: "auth_attempt", success: false }, old);
    await recordSecurityEvent(handle.db, { type: "rate_limit", success: false }, t0);
    await writeAudit(handle.db, { userId: null, action: "manual_sync", resourceType: "sync" }, t0);
    const week = await securityStats(handle.db, 7, t0);
    expect(week).toMatchObject({ authAttempts: 2, failedAttempts: 1, rateLimitHits: 1, adminActions: 1, suspiciousActivity: 0 });
    expect((await securityStats(handle.db, 30, t0)).failedAttempts).toBe(2);
  });
  it("peeks without writing, so a source over its limit adds no counter row", async () => {
    expect(await peekRateLimit(handle.db, "fresh", rule, t0)).toEqual({ allowed: true, count: 0 });
    expect(await handle.db.select().from(rateLimitCounters)).toHaveLength(0);
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, "full", rule, t0);
    expect(await peekRateLimit(handle.db, "full", rule, t0)).toEqual({ allowed: false, count: 3 });
  });

  it("takes back one hit of the current window", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, "tb", rule, t0);
    await takeBackHit(handle.db, "tb", rule, t0);
    expect((await peekRateLimit(handle.db, "tb", rule, t0)).allowed).toBe(true);
    expect((await hitRateLimit(handle.db, "tb", rule, t0)).allowed).toBe(true);
    expect((await hitRateLimit(handle.db, "tb", rule, t0)).allowed).toBe(false);
  });

  it("stores repeated events of one kind in one window as one row with a count, whatever detail they carry", async () => {
    for (let i = 0; i < 40; i++) {
      await recordSecurityEvent(
        handle.db,
        { type: "suspicious_activity", success: false, detail: { reason: "csrf:cross-origin", path: `/api/admin/${i}${"x".repeat(5000)}` } },
        t0,
      );
    }
    await Promise.all(
      Array.from({ length: 20 }, () =>
        recordSecurityEvent(handle.db, { type: "suspicious_activity", success: false, detail: { reason: "csrf:cross-origin" } }, t0),
      ),
    );
    const rows = await handle.db.select().from(securityEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(60);
    expect(String(rows[0]!.detail!.path).length).toBeLessThanOrEqual(200);
    expect((await securityStats(handle.db, 1, t0)).suspiciousActivity).toBe(60);
  });

  it("starts a new row in the next window and for another kind", async () => {
    const later = new Date(t0.getTime() + SECURITY_EVENT_WINDOW_MS);
    await recordSecurityEvent(handle.db, { type: "rate_limit", success: false, detail: { scope: "login", by: "ip" } }, t0);
    await recordSecurityEvent(handle.db, { type: "rate_limit", success: false, detail: { scope: "login", by: "email" } }, t0);
    await recordSecurityEvent(handle.db, { type: "rate_limit", success: false, detail: { scope: "login", by: "ip" } }, later);
    expect(await handle.db.select().from(securityEvents)).toHaveLength(3);
  });

  it("keeps the Security tab's counts equal to the number of events recorded", async () => {
    const events = [
      ...Array.from({ length: 7 }, () => ({ type: "auth_attempt" as const, success: true })),
      ...Array.from({ length: 13 }, (_, i) => ({ type: "auth_attempt" as const, success: false, detail: { stage: i % 2 ? "password" : "mfa" } })),
      ...Array.from({ length: 11 }, () => ({ type: "rate_limit" as const, success: false, detail: { scope: "login", by: "ip" } })),
      ...Array.from({ length: 5 }, () => ({ type: "suspicious_activity" as const, success: false, detail: { reason: "csrf:content-type" } })),
    ];
    for (const [i, event] of events.entries()) await recordSecurityEvent(handle.db, event, new Date(t0.getTime() - i * 3 * 60_000));
    expect(await securityStats(handle.db, 1, t0)).toMatchObject({ authAttempts: 20, failedAttempts: 13, rateLimitHits: 11, suspiciousActivity: 5 });
    expect((await handle.db.select().from(securityEvents)).length).toBeLessThan(events.length);
  });
});
