import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { sessions, users } from "@eb/db/schema";
import { signedInAdmin, TestBrowser } from "../test-support";
import { timeStep, totpAt } from "../factors/totp";
import { CURRENT_PASSWORD_WRONG, PASSWORD_CONTAINS_EMAIL_NAME, PASSWORD_TOO_GUESSABLE, PASSWORD_UNCHANGED, STEP_UP_REQUIRED } from "../../contracts/accounts";
import { refusalOf } from "../../testing/refusal";
import { auditRows, stepUp, type TestAdmin } from "../team/test-support";

const NEW_PASSWORD = "violet harbour tangent ledger";

describe.each(testDrivers())("changing one's own password (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: TestAdmin;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    admin = await signedInAdmin(handle.db, clock, "morgan@example.com");
  });
  afterEach(() => handle.close());

  const change = (newPassword = NEW_PASSWORD, currentPassword = admin.password) => admin.browser.api.accounts.changePassword({ currentPassword, newPassword });
  const storedHash = async () => (await handle.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, admin.userId)))[0]!.hash;

  /** The same admin signed in on a second device. */
  async function otherDevice() {
    const other = new TestBrowser(handle.db, clock, "198.51.100.9");
    await other.api.auth.signIn({ email: admin.email, password: admin.password });
    clock.now = new Date(clock.now.getTime() + 30_000);
    await other.api.auth.verifyChallenge({ code: await totpAt(admin.secret, timeStep(clock.now)) });
    return other;
  }

  it("sets the new password, ends the other sessions and keeps this one, and is audited", async () => {
    const other = await otherDevice();
    await stepUp(admin, clock);
    await expect(change()).resolves.toEqual({ endedSessions: 1 });

    await expect(admin.browser.api.accounts.team()).resolves.toBeDefined();
    await expect(other.api.accounts.team()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await handle.db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.userId, admin.userId))).toHaveLength(1);
    expect(await auditRows(handle.db, "change_password")).toEqual([
      { userId: admin.userId, resourceType: "user", resourceId: admin.userId, eventData: { email: admin.email, endedSessions: 1 } },
    ]);

    const fresh = new TestBrowser(handle.db, clock, "198.51.100.10");
    await expect(fresh.api.auth.signIn({ email: admin.email, password: admin.password })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(fresh.api.auth.signIn({ email: admin.email, password: NEW_PASSWORD })).resolves.toEqual({ status: "mfa_pending" });
  });

  it("needs a step-up: without one it is refused and nothing changes", async () => {
    const before = await storedHash();
    expect(await refusalOf(change())).toEqual({ code: "PRECONDITION_FAILED", messages: [STEP_UP_REQUIRED] });
    expect(await storedHash()).toBe(before);
  });

  it("refuses a wrong current password, the same password, a guessable one and one holding the email's name, saying why", async () => {
    const other = await otherDevice();
    await stepUp(admin, clock);
    const before = await storedHash();
    expect(await refusalOf(change(NEW_PASSWORD, "not the password at all"))).toEqual({ code: "BAD_REQUEST", messages: [CURRENT_PASSWORD_WRONG] });
    expect(await refusalOf(change(admin.password))).toEqual({ code: "BAD_REQUEST", messages: [PASSWORD_UNCHANGED] });
    expect(await refusalOf(change("password1234"))).toEqual({
      code: "BAD_REQUEST",
      messages: [`${PASSWORD_TOO_GUESSABLE}: this is similar to a commonly used password. Add more words that are less common.`],
    });
    expect(await refusalOf(change("Morgan-walks-the-long-pier"))).toEqual({ code: "BAD_REQUEST", messages: [PASSWORD_CONTAINS_EMAIL_NAME] });
    expect(await storedHash()).toBe(before);
    await expect(other.api.accounts.team()).resolves.toBeDefined();
    expect(await auditRows(handle.db, "change_password")).toEqual([]);
  });
});
