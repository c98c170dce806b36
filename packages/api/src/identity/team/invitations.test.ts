import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { adminInvitations, mfaFactors, rateLimitCounters, recoveryCodes, sessions, userRoles, users } from "@eb/db/schema";
import { advance, signedInAdmin, TestBrowser } from "../test-support";
import { MFA_REQUIRED } from "../constants";
import { createSession } from "../sessions/sessions";
import { INVALID_INVITATION, PASSWORD_TOO_GUESSABLE, PASSWORD_TOO_SHORT } from "../../contracts/accounts";
import { eq } from "drizzle-orm";
import { refusalOf } from "../../testing/refusal";
import { auditRows, stepUp, type TestAdmin } from "./test-support";

const NEW_EMAIL = "new.admin@example.com";
const NEW_PASSWORD = "a brand new long password";
const invalid = { code: "NOT_FOUND", messages: [INVALID_INVITATION] };

describe.each(testDrivers())("admin invitations (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: TestAdmin;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    admin = await signedInAdmin(handle.db, clock, "first@example.com");
    await stepUp(admin, clock);
  });
  afterEach(() => handle.close());

  const invite = (email = NEW_EMAIL) => admin.browser.api.accounts.invite({ email });
  const visitor = (ip = "198.51.100.20") => new TestBrowser(handle.db, clock, ip);

  it("stores only the token's hash; accepting creates an admin who must enrol a second factor at first sign-in", async () => {
    const { token, expiresAt } = await invite(" New.Admin@Example.com ");
    expect(expiresAt).toEqual(new Date(clock.now.getTime() + 24 * 3_600_000));
    expect(JSON.stringify(await handle.db.select().from(adminInvitations))).not.toContain(token);
    const [audit] = await auditRows(handle.db, "invite_admin");
    expect(audit).toMatchObject({ userId: admin.userId, resourceType: "user", eventData: { email: NEW_EMAIL } });
    expect(JSON.stringify(audit)).not.toContain(token);
    expect((await admin.browser.api.accounts.team()).invitations.map((i) => i.email)).toEqual([NEW_EMAIL]);

    const stranger = visitor();
    await expect(stranger.api.auth.acceptInvitation({ token, password: NEW_PASSWORD })).resolves.toEqual({ email: NEW_EMAIL });
    const [created] = await handle.db.select({ id: users.id }).from(users).where(eqEmail(NEW_EMAIL));
    expect(await handle.db.select({ role: userRoles.role }).from(userRoles).where(eqUser(created!.id))).toEqual([{ role: "admin" }]);
    expect(await auditRows(handle.db, "change_user_role")).toEqual([
      expect.objectContaining({
        userId: created!.id,
        resourceId: created!.id,
        eventData: expect.objectContaining({ after: { role: "admin" }, invitedBy: admin.userId }),
      }),
    ]);
    expect(await handle.db.select().from(adminInvitations)).toEqual([]);

    // Accepting does not sign in: the new admin signs in, and is held at the forced enrolment.
    expect(stranger.token).toBeUndefined();
    await expect(stranger.api.auth.signIn({ email: NEW_EMAIL, password: NEW_PASSWORD })).resolves.toEqual({ status: "signed_in" });
    await expect(stranger.api.auth.session()).resolves.toMatchObject({ status: "signed_in", isAdmin: true, mfaEnrolled: false });
    await expect(stranger.api.accounts.team()).rejects.toMatchObject({ code: "FORBIDDEN", message: MFA_REQUIRED });
    await expect(stranger.api.mfa.enroll({})).resolves.toMatchObject({ factorId: expect.any(String) });
  });

  it("works once: a second acceptance, even at the same moment, is refused", async () => {
    const { token } = await invite();
    const results = await Promise.allSettled([
      visitor("198.51.100.1").api.auth.acceptInvitation({ token, password: NEW_PASSWORD }),
      visitor("198.51.100.2").api.auth.acceptInvitation({ token, password: "another long password" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await refusalOf(visitor("198.51.100.3").api.auth.acceptInvitation({ token, password: NEW_PASSWORD }))).toEqual(invalid);
    expect(await handle.db.select({ email: users.email }).from(users).where(eqEmail(NEW_EMAIL))).toHaveLength(1);
  });

  it("expires 24 hours after it was made, and expired invitations are deleted", async () => {
    const first = await invite("one@example.com");
    const second = await invite("two@example.com");
    advance(clock, 24 * 3_600_000 - 1);
    await expect(visitor().api.auth.acceptInvitation({ token: first.token, password: NEW_PASSWORD })).resolves.toEqual({ email: "one@example.com" });
    advance(clock, 1);
    expect(await refusalOf(visitor().api.auth.acceptInvitation({ token: second.token, password: NEW_PASSWORD }))).toEqual(invalid);
    // The first admin's session has long ended (12 h absolute); another admin signs in today.
    const late = await signedInAdmin(handle.db, clock, "late@example.com");
    expect((await late.browser.api.accounts.team()).invitations).toEqual([]);
    await stepUp(late, clock);
    await late.browser.api.accounts.invite({ email: "three@example.com" });
    expect((await handle.db.select({ email: adminInvitations.email }).from(adminInvitations)).map((r) => r.email)).toEqual(["three@example.com"]);
  });

  it("refuses an email that already has an account, a short password, and a revoked invitation", async () => {
    expect(await refusalOf(invite("FIRST@example.com"))).toEqual({ code: "CONFLICT", messages: ["An account with this email already exists"] });
    const { token, invitationId } = await invite();
    expect(await refusalOf(visitor().api.auth.acceptInvitation({ token, password: "short" }))).toEqual({ code: "BAD_REQUEST", messages: [PASSWORD_TOO_SHORT] });
    await admin.browser.api.accounts.revokeInvitation({ invitationId });
    expect(await refusalOf(visitor().api.auth.acceptInvitation({ token, password: NEW_PASSWORD }))).toEqual(invalid);
    expect(await refusalOf(admin.browser.api.accounts.revokeInvitation({ invitationId }))).toEqual({ code: "NOT_FOUND", messages: ["Invitation not found"] });
  });

  it("re-invites an account whose admin role was removed: it starts over with a new password and a new authenticator", async () => {
    const returning = await signedInAdmin(handle.db, clock, "returning@example.com", "the old long password here");
    await stepUp(admin, clock);
    expect(await refusalOf(invite("returning@example.com"))).toEqual({ code: "CONFLICT", messages: ["An account with this email already exists"] });
    await admin.browser.api.accounts.removeAdmin({ userId: returning.userId });
    // A session row left over from before (none should outlive the return).
    await createSession(handle.db, { userId: returning.userId, mfaPending: false }, clock.now);

    const { token } = await invite("Returning@example.com");
    await expect(visitor().api.auth.acceptInvitation({ token, password: NEW_PASSWORD })).resolves.toEqual({ email: "returning@example.com" });
    const byUser = <T extends { userId: unknown }>(t: T) => eq(t.userId as typeof users.id, returning.userId);
    expect(await handle.db.select({ role: userRoles.role }).from(userRoles).where(byUser(userRoles))).toEqual([{ role: "admin" }]);
    expect(await handle.db.select().from(mfaFactors).where(byUser(mfaFactors))).toEqual([]);
    expect(await handle.db.select().from(recoveryCodes).where(byUser(recoveryCodes))).toEqual([]);
    expect(await handle.db.select().from(sessions).where(byUser(sessions))).toEqual([]);
    expect((await auditRows(handle.db, "change_user_role")).at(-1)).toMatchObject({
      resourceId: returning.userId,
      eventData: expect.objectContaining({ via: "invitation", reinvited: true, after: { role: "admin" } }),
    });

    const back = visitor("198.51.100.40");
    await expect(back.api.auth.signIn({ email: returning.email, password: returning.password })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(back.api.auth.signIn({ email: returning.email, password: NEW_PASSWORD })).resolves.toEqual({ status: "signed_in" });
    await expect(back.api.auth.session()).resolves.toMatchObject({ status: "signed_in", isAdmin: true, mfaEnrolled: false });
  });

  it("refuses a guessable password with the reason, and the link still works afterwards", async () => {
    const { token } = await invite();
    expect(await refusalOf(visitor().api.auth.acceptInvitation({ token, password: "password1234" }))).toEqual({
      code: "BAD_REQUEST",
      messages: [`${PASSWORD_TOO_GUESSABLE}: this is similar to a commonly used password. Add more words that are less common.`],
    });
    await expect(visitor().api.auth.acceptInvitation({ token, password: NEW_PASSWORD })).resolves.toEqual({ email: NEW_EMAIL });
  });

  it("throttles an address like sign-in: after 5 attempts in 15 minutes it is refused before anything is written", async () => {
    const { token } = await invite();
    const guesser = visitor("198.51.100.66");
    for (let i = 0; i < 5; i++)
      expect(await refusalOf(guesser.api.auth.acceptInvitation({ token: `guess-${i}-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`, password: NEW_PASSWORD }))).toEqual(
        invalid,
      );
    const counters = (await handle.db.select().from(rateLimitCounters)).length;
    for (let i = 0; i < 3; i++) {
      expect(await refusalOf(guesser.api.auth.acceptInvitation({ token, password: NEW_PASSWORD }))).toEqual({
        code: "TOO_MANY_REQUESTS",
        messages: ["Too many requests. Please try again later."],
      });
    }
    expect((await handle.db.select().from(rateLimitCounters)).length).toBe(counters);
    await expect(visitor("198.51.100.67").api.auth.acceptInvitation({ token, password: NEW_PASSWORD })).resolves.toEqual({ email: NEW_EMAIL });
  });
});

const eqEmail = (email: string) => eq(users.email, email);
const eqUser = (userId: string) => eq(userRoles.userId, userId);
