import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { mfaFactors, recoveryCodes, sessions, userRoles } from "@eb/db/schema";
import { advance, signedInAdmin, TestBrowser } from "../test-support";
import { timeStep, totpAt } from "../factors/totp";
import { LAST_ADMIN } from "../../contracts/accounts";
import { refusalOf } from "../../testing/refusal";
import { raceForRow } from "../../testing/row-lock-race";
import { auditRows, stepUp, type TestAdmin } from "./test-support";

const signedOut = { code: "UNAUTHORIZED", messages: ["Not signed in"] };

describe.each(testDrivers())("the team: roles, factors and sessions (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let first: TestAdmin;
  let second: TestAdmin;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    first = await signedInAdmin(handle.db, clock, "first@example.com");
    second = await signedInAdmin(handle.db, clock, "second@example.com");
  });
  afterEach(() => handle.close());

  const adminRoles = () => handle.db.select({ userId: userRoles.userId }).from(userRoles);

  /** Another signed-in browser of the same admin (password, then a fresh code). */
  async function anotherSession(admin: TestAdmin, ip: string) {
    const b = new TestBrowser(handle.db, clock, ip);
    await b.api.auth.signIn({ email: admin.email, password: admin.password });
    advance(clock, 30_000);
    await b.api.auth.verifyChallenge({ code: await totpAt(admin.secret, timeStep(clock.now)) });
    return b;
  }

  it("lists every account with role, second factor, last sign-in and live sessions", async () => {
    await anotherSession(second, "192.0.2.50");
    const { accounts } = await first.browser.api.accounts.team();
    expect(accounts).toEqual([
      expect.objectContaining({ email: "first@example.com", role: "admin", mfaEnabled: true, activeSessions: 1, lastSignInAt: expect.any(Date) }),
      expect.objectContaining({ email: "second@example.com", role: "admin", mfaEnabled: true, activeSessions: 2, lastSignInAt: clock.now }),
    ]);
    expect(JSON.stringify(accounts)).not.toMatch(/argon2|password/i);
  });

  it("removing the role refuses the removed account's open session at its next call", async () => {
    await stepUp(first, clock);
    await expect(first.browser.api.accounts.removeAdmin({ userId: second.userId })).resolves.toEqual({ ok: true, self: false });
    expect(await refusalOf(second.browser.api.accounts.team())).toEqual(signedOut);
    expect(await refusalOf(second.browser.api.auth.signIn({ email: second.email, password: second.password }))).toEqual({
      code: "UNAUTHORIZED",
      messages: ["Invalid login credentials"],
    });
    expect((await first.browser.api.accounts.team()).accounts.find((a) => a.userId === second.userId)).toMatchObject({ role: null, activeSessions: 0 });
    expect(await auditRows(handle.db, "change_user_role")).toEqual([
      {
        userId: first.userId,
        resourceType: "user",
        resourceId: second.userId,
        eventData: { email: second.email, before: { role: "admin" }, after: { role: null } },
      },
    ]);
  });

  it("reads the role from the database on every call: a role row removed behind its back refuses the still-open session", async () => {
    await expect(second.browser.api.accounts.team()).resolves.toBeDefined();
    await handle.db.delete(userRoles).where(eq(userRoles.userId, second.userId));
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, second.userId))).toHaveLength(1);
    expect(await refusalOf(second.browser.api.accounts.team())).toEqual({ code: "FORBIDDEN", messages: ["Admin access only"] });
  });

  it("never leaves the team without an admin: the last admin cannot remove their own role", async () => {
    await stepUp(first, clock);
    await first.browser.api.accounts.removeAdmin({ userId: second.userId });
    expect(await refusalOf(first.browser.api.accounts.removeAdmin({ userId: first.userId }))).toEqual({ code: "PRECONDITION_FAILED", messages: [LAST_ADMIN] });
    expect(await adminRoles()).toEqual([{ userId: first.userId }]);
    expect(await refusalOf(first.browser.api.accounts.removeAdmin({ userId: second.userId }))).toEqual({
      code: "NOT_FOUND",
      messages: ["Admin account not found"],
    });
  });

  it("lets an admin remove their own role while another admin remains; their session ends", async () => {
    await stepUp(first, clock);
    await expect(first.browser.api.accounts.removeAdmin({ userId: first.userId })).resolves.toEqual({ ok: true, self: true });
    expect(await refusalOf(first.browser.api.accounts.team())).toEqual(signedOut);
    expect(await adminRoles()).toEqual([{ userId: second.userId }]);
  });

  it("of two admins removing each other at the same moment, one wins and one admin remains", async () => {
    await stepUp(first, clock);
    await stepUp(second, clock);
    const { saved, refused } = await raceForRow(handle, "select 1 from user_roles where role = $1 for update", ["admin"], () => [
      first.browser.api.accounts.removeAdmin({ userId: second.userId }),
      second.browser.api.accounts.removeAdmin({ userId: first.userId }),
    ]);
    expect(saved).toHaveLength(1);
    expect(refused).toEqual([LAST_ADMIN]);
    expect(await adminRoles()).toHaveLength(1);
    expect(await auditRows(handle.db, "change_user_role")).toHaveLength(1);
  });

  it("resets another account's second factor (mfa_reset): its sessions end and it must enrol again", async () => {
    await stepUp(first, clock);
    await expect(first.browser.api.accounts.resetFactor({ userId: second.userId })).resolves.toEqual({ ended: 1 });
    expect(await handle.db.select().from(mfaFactors).where(eq(mfaFactors.userId, second.userId))).toEqual([]);
    expect(await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, second.userId))).toEqual([]);
    expect(await refusalOf(second.browser.api.accounts.team())).toEqual(signedOut);
    expect(await auditRows(handle.db, "mfa_reset")).toEqual([
      { userId: first.userId, resourceType: "security", resourceId: second.userId, eventData: { email: second.email, ended: 1 } },
    ]);
    await expect(second.browser.api.auth.signIn({ email: second.email, password: second.password })).resolves.toEqual({ status: "signed_in" });
    await expect(second.browser.api.auth.session()).resolves.toMatchObject({ mfaEnrolled: false });
    expect(await refusalOf(first.browser.api.accounts.resetFactor({ userId: "00000000-0000-4000-8000-000000000000" }))).toEqual({
      code: "NOT_FOUND",
      messages: ["Account not found"],
    });
  });

  it("ends all of an account's sessions, keeping the caller's own", async () => {
    const secondAgain = await anotherSession(second, "192.0.2.60");
    const firstAgain = await anotherSession(first, "192.0.2.61");
    await expect(first.browser.api.accounts.endSessions({ userId: second.userId })).resolves.toEqual({ ended: 2 });
    expect(await refusalOf(second.browser.api.accounts.team())).toEqual(signedOut);
    expect(await refusalOf(secondAgain.api.accounts.team())).toEqual(signedOut);
    await expect(first.browser.api.accounts.endSessions({ userId: first.userId })).resolves.toEqual({ ended: 1 });
    expect(await refusalOf(firstAgain.api.accounts.team())).toEqual(signedOut);
    await expect(first.browser.api.accounts.team()).resolves.toBeDefined();
    expect(await auditRows(handle.db, "end_sessions")).toHaveLength(2);
  });

  it("shows each admin their own sessions and ends one, or all others; another admin's session id is not found", async () => {
    const phone = await anotherSession(first, "192.0.2.70");
    const laptop = await anotherSession(first, "192.0.2.71");
    const mine = await first.browser.api.accounts.mySessions();
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      current: true,
      device: "Desktop",
      browser: "Other",
      pending: false,
      createdAt: expect.any(Date),
      lastSeenAt: expect.any(Date),
    });
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(mine)).not.toContain(first.browser.token);

    const phoneId = (await phone.api.accounts.mySessions()).find((s) => s.current)!.sessionId;
    const othersId = (await second.browser.api.accounts.mySessions())[0]!.sessionId;
    expect(await refusalOf(first.browser.api.accounts.endMySession({ sessionId: othersId }))).toEqual({ code: "NOT_FOUND", messages: ["Session not found"] });
    await expect(second.browser.api.accounts.team()).resolves.toBeDefined();

    await first.browser.api.accounts.endMySession({ sessionId: phoneId });
    expect(await refusalOf(phone.api.accounts.team())).toEqual(signedOut);
    await expect(laptop.api.accounts.team()).resolves.toBeDefined();
    await expect(first.browser.api.accounts.endMyOtherSessions()).resolves.toEqual({ ended: 1 });
    expect(await refusalOf(laptop.api.accounts.team())).toEqual(signedOut);
    expect(await first.browser.api.accounts.mySessions()).toEqual([expect.objectContaining({ current: true })]);
  });
});
