import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeTestTemplate, createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { hitRateLimit, resetRateLimit } from "./rate-limit";
import { recordSecurityEvent } from "./security-events";
import { writeAudit } from "./audit";
import { securityStats } from "./dashboard";

afterAll(closeTestTemplate);

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
});
