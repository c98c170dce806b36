import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { auditLogs } from "@eb/db/schema";
import { LOGIN_LIMIT } from "../identity/constants";
import { advance, signedInAdmin, TestBrowser } from "../identity/test-support";
import { timeStep, totpAt } from "../identity/factors/totp";
import { SECURITY_PERIODS } from "../contracts/security";
import { SECURITY_EVENT_RETENTION_DAYS } from "./retention";
import { VIEW_RECORD_WINDOW_MS } from "./dashboard-views";

describe.each(testDrivers())("security admin router (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const views = async () => Number((await handle.db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.action, "view_security_dashboard")))[0]?.n ?? 0);

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    admin = await signedInAdmin(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("reads the stats without writing anything, however often they are fetched", async () => {
    const before = Number((await handle.db.select({ n: count() }).from(auditLogs))[0]?.n);
    for (let i = 0; i < 5; i++) await admin.browser.api.security.stats({ days: 7 });
    expect(Number((await handle.db.select({ n: count() }).from(auditLogs))[0]?.n)).toBe(before);
  });

  it("records a view of the tab once per session and hour", async () => {
    await expect(admin.browser.api.security.recordView()).resolves.toEqual({ recorded: true });
    await expect(admin.browser.api.security.recordView()).resolves.toEqual({ recorded: false });
    expect(await views()).toBe(1);

    // Another session of the same admin is another view.
    const second = new TestBrowser(handle.db, clock, "192.0.2.50");
    await second.api.auth.signIn({ email: admin.email, password: admin.password });
    await second.api.auth.verifyChallenge({ code: await totpAt(admin.secret, timeStep(clock.now)) });
    await expect(second.api.security.recordView()).resolves.toEqual({ recorded: true });
    expect(await views()).toBe(2);
  });

  it("records a view again once the window has passed in a live session", async () => {
    await admin.browser.api.security.recordView();
    for (let t = 0; t < VIEW_RECORD_WINDOW_MS; t += 20 * 60_000) {
      advance(clock, 20 * 60_000);
      await admin.browser.api.security.stats({ days: 1 });
    }
    advance(clock, 1_000);
    await expect(admin.browser.api.security.recordView()).resolves.toEqual({ recorded: true });
    expect(await views()).toBe(2);
  });

  it("shows the limits the throttle really applies, and its refusals", async () => {
    const status = await admin.browser.api.security.status();
    expect(status.rateLimiting).toMatchObject({
      active: true,
      login: "5 per 15 minutes",
      adminMutations: "100 per 5 minutes (20 per 5 minutes before the second factor is verified)",
      hitsLast24h: 0,
    });
    // The stated sign-in limit is the one enforced: this many wrong passwords pass, the next is refused.
    const stated = Number(status.rateLimiting.login.split(" ")[0]);
    const stranger = new TestBrowser(handle.db, clock, "198.51.100.7");
    for (let i = 0; i < stated; i++) {
      await expect(stranger.api.auth.signIn({ email: admin.email, password: "wrong password" })).rejects.toMatchObject({
        message: "Invalid login credentials",
      });
    }
    await expect(stranger.api.auth.signIn({ email: admin.email, password: "wrong password" })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(stated).toBe(LOGIN_LIMIT.limit);
    expect((await admin.browser.api.security.status()).rateLimiting.hitsLast24h).toBe(1);
  });

  it("shows when the audit log was last written, and nothing before it was", async () => {
    await handle.db.delete(auditLogs);
    expect((await admin.browser.api.security.status()).auditLogging).toEqual({ active: false, lastEntryAt: null });
    await admin.browser.api.security.recordView();
    expect((await admin.browser.api.security.status()).auditLogging).toEqual({ active: true, lastEntryAt: clock.now.toISOString() });
  });
});

describe("the Security tab's periods", () => {
  it("never reach past the events the daily cleanup keeps", () => {
    expect(Math.max(...SECURITY_PERIODS)).toBeLessThanOrEqual(SECURITY_EVENT_RETENTION_DAYS);
  });
});
