import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { adminInvitations, sessions } from "@eb/db/schema";
import { advance, signedInAdmin, TestBrowser } from "../test-support";
import { timeStep, totpAt } from "../factors/totp";
import { INVALID_RESET_LINK, PASSWORD_CONTAINS_EMAIL_NAME, RESET_OWN_PASSWORD, STEP_UP_REQUIRED } from "../../contracts/accounts";
import { refusalOf } from "../../testing/refusal";
import { auditRows, stepUp, type TestAdmin } from "../team/test-support";

const NEW_PASSWORD = "quartz meadow lantern pivot";
const invalid = { code: "NOT_FOUND", messages: [INVALID_RESET_LINK] };

describe.each(testDrivers())("password reset links (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let acting: TestAdmin;
  let forgetful: TestAdmin;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    acting = await signedInAdmin(handle.db, clock, "acting@example.com");
    forgetful = await signedInAdmin(handle.db, clock, "forgetful@example.com", "forgotten but long password");
    await stepUp(acting, clock);
  });
  afterEach(() => handle.close());

  const createLink = (userId = forgetful.userId) => acting.browser.api.accounts.createPasswordReset({ userId });
  const visitor = (ip = "198.51.100.20") => new TestBrowser(handle.db, clock, ip);
  const use = (token: string, password = NEW_PASSWORD, ip?: string) => visitor(ip).api.auth.acceptPasswordReset({ token, password });

  it("stores only the token's hash; using it sets the password, ends every session of the account and is audited; the factor stays", async () => {
    const { token, email, expiresAt, linkId } = await createLink();
    expect({ email, expiresAt }).toEqual({ email: forgetful.email, expiresAt: new Date(clock.now.getTime() + 24 * 3_600_000) });
    expect(JSON.stringify(await handle.db.select().from(adminInvitations))).not.toContain(token);
    const [created] = await auditRows(handle.db, "create_password_reset");
    expect(created).toMatchObject({ userId: acting.userId, resourceId: forgetful.userId, eventData: { email: forgetful.email, linkId } });
    expect(JSON.stringify(created)).not.toContain(token);
    expect((await acting.browser.api.accounts.team()).invitations).toEqual([expect.objectContaining({ invitationId: linkId, kind: "password_reset", email })]);

    await expect(use(token)).resolves.toEqual({ email: forgetful.email });
    await expect(forgetful.browser.api.accounts.team()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, forgetful.userId))).toEqual([]);
    expect(await auditRows(handle.db, "reset_password")).toEqual([
      {
        userId: forgetful.userId,
        resourceType: "user",
        resourceId: forgetful.userId,
        eventData: { email: forgetful.email, via: "reset_link", linkId, createdBy: acting.userId, endedSessions: 1 },
      },
    ]);
    expect(await refusalOf(use(token, "yet another fine long passphrase"))).toEqual(invalid);

    // The new password signs in, and the authenticator is still asked for.
    const back = visitor("198.51.100.30");
    await expect(back.api.auth.signIn({ email: forgetful.email, password: forgetful.password })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(back.api.auth.signIn({ email: forgetful.email, password: NEW_PASSWORD })).resolves.toEqual({ status: "mfa_pending" });
    advance(clock, 30_000);
    await expect(back.api.auth.verifyChallenge({ code: await totpAt(forgetful.secret, timeStep(clock.now)) })).resolves.toEqual({ status: "signed_in" });
  });

  it("needs a step-up to create, and refuses one's own account and an account that is not an admin", async () => {
    const fresh = await signedInAdmin(handle.db, clock, "fresh@example.com");
    expect(await refusalOf(fresh.browser.api.accounts.createPasswordReset({ userId: forgetful.userId }))).toEqual({
      code: "PRECONDITION_FAILED",
      messages: [STEP_UP_REQUIRED],
    });
    expect(await refusalOf(createLink(acting.userId))).toEqual({ code: "PRECONDITION_FAILED", messages: [RESET_OWN_PASSWORD] });
    expect(await refusalOf(createLink("00000000-0000-4000-8000-000000000000"))).toEqual({ code: "NOT_FOUND", messages: ["Admin account not found"] });
    await acting.browser.api.accounts.removeAdmin({ userId: forgetful.userId });
    expect(await refusalOf(createLink())).toEqual({ code: "NOT_FOUND", messages: ["Admin account not found"] });
    expect(await handle.db.select().from(adminInvitations)).toEqual([]);
  });

  it("expires after 24 hours, can be revoked, is replaced by a newer link, and dies with the admin role", async () => {
    const expiring = await createLink();
    advance(clock, 24 * 3_600_000);
    expect(await refusalOf(use(expiring.token))).toEqual(invalid);

    const late = await signedInAdmin(handle.db, clock, "late@example.com");
    await stepUp(late, clock);
    const create = () => late.browser.api.accounts.createPasswordReset({ userId: forgetful.userId });
    const revoked = await create();
    await late.browser.api.accounts.revokeInvitation({ invitationId: revoked.linkId });
    expect(await refusalOf(use(revoked.token))).toEqual(invalid);

    const replaced = await create();
    const current = await create();
    expect(await refusalOf(use(replaced.token))).toEqual(invalid);

    await late.browser.api.accounts.removeAdmin({ userId: forgetful.userId });
    expect(await refusalOf(use(current.token, NEW_PASSWORD, "198.51.100.21"))).toEqual(invalid);
  });

  it("refuses a weak password without using up the link, and an invitation token is no reset token", async () => {
    const { token } = await createLink();
    expect(await refusalOf(use(token, "Forgetful-in-the-morning-7"))).toEqual({ code: "BAD_REQUEST", messages: [PASSWORD_CONTAINS_EMAIL_NAME] });
    const invitation = await acting.browser.api.accounts.invite({ email: "newcomer@example.com" });
    expect(await refusalOf(use(invitation.token))).toEqual(invalid);
    expect(await refusalOf(visitor().api.auth.acceptInvitation({ token, password: NEW_PASSWORD }))).toMatchObject({ code: "NOT_FOUND" });
    await expect(use(token, NEW_PASSWORD, "198.51.100.22")).resolves.toEqual({ email: forgetful.email });
  });
});
