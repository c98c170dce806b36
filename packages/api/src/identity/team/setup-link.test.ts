import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { adminInvitations, userRoles, users } from "@eb/db/schema";
import { createAdminAccount } from "./admin-account";
import { MFA_REQUIRED } from "../constants";
import { advance, signedInAdmin, TestBrowser } from "../test-support";
import { FIRST_ADMIN_EXISTS, INVALID_INVITATION, INVALID_SETUP_LINK, PASSWORD_CONTAINS_EMAIL_NAME, PASSWORD_TOO_SHORT } from "../../contracts";
import { refusalOf } from "../../testing/refusal";
import { issueSetupLink, SETUP_LINK_MS } from "./setup-link";
import { auditRows, stepUp } from "./test-support";

const FIRST = "first.admin@example.com";
const PASSWORD = "a brand new long password";
const invalid = { code: "NOT_FOUND", messages: [INVALID_SETUP_LINK] };

/** Issue 23: the first admin from a one-time link the server prints to its console, through the invitation's path. */
describe.each(testDrivers())("the first admin's setup link (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
  });
  afterEach(() => handle.close());

  const visitor = (ip = "198.51.100.20") => new TestBrowser(handle.db, clock, ip);
  const issue = async () => (await issueSetupLink(handle.db, clock.now))!;
  const accept = (token: string, email = FIRST, password = PASSWORD, ip?: string) => visitor(ip).api.auth.acceptInvitation({ token, password, email });

  it("stores only the token's hash; using it creates an admin who must enrol a second factor, like an invited one", async () => {
    const { token, expiresAt } = await issue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toEqual(new Date(clock.now.getTime() + SETUP_LINK_MS));
    expect(JSON.stringify(await handle.db.select().from(adminInvitations))).not.toContain(token);

    const stranger = visitor();
    await expect(stranger.api.auth.acceptInvitation({ token, password: PASSWORD, email: " First.Admin@Example.com " })).resolves.toEqual({ email: FIRST });
    const [created] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, FIRST));
    expect(await handle.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, created!.id))).toEqual([{ role: "admin" }]);
    expect(await auditRows(handle.db, "change_user_role")).toEqual([
      expect.objectContaining({ userId: created!.id, eventData: expect.objectContaining({ via: "setup_link", after: { role: "admin" }, invitedBy: null }) }),
    ]);
    expect(await handle.db.select().from(adminInvitations)).toEqual([]);

    await expect(stranger.api.auth.signIn({ email: FIRST, password: PASSWORD })).resolves.toEqual({ status: "signed_in" });
    await expect(stranger.api.auth.session()).resolves.toMatchObject({ status: "signed_in", isAdmin: true, mfaEnrolled: false });
    await expect(stranger.api.accounts.team()).rejects.toMatchObject({ code: "FORBIDDEN", message: MFA_REQUIRED });
  });

  it("asks for the same password strength as an invitation, and the link still works after a refusal", async () => {
    const { token } = await issue();
    expect(await refusalOf(accept(token, FIRST, "short"))).toEqual({ code: "BAD_REQUEST", messages: [PASSWORD_TOO_SHORT] });
    expect(await refusalOf(accept(token, FIRST, "first.admin and some words"))).toEqual({ code: "BAD_REQUEST", messages: [PASSWORD_CONTAINS_EMAIL_NAME] });
    await expect(accept(token)).resolves.toEqual({ email: FIRST });
  });

  it("works once, one first admin only: a second link or a second use at the same moment is refused", async () => {
    const [a, b] = [await issue(), await issue()];
    const results = await Promise.allSettled([
      accept(a.token, "one@example.com", PASSWORD, "198.51.100.1"),
      accept(b.token, "two@example.com", PASSWORD, "198.51.100.2"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await handle.db.select({ role: userRoles.role }).from(userRoles)).toHaveLength(1);
    // Using one used up every setup link.
    expect(await refusalOf(accept(a.token))).toEqual(invalid);
    expect(await handle.db.select().from(adminInvitations)).toEqual([]);
  });

  it("expires after an hour", async () => {
    const { token } = await issue();
    advance(clock, SETUP_LINK_MS);
    expect(await refusalOf(accept(token))).toEqual(invalid);
    expect(await handle.db.select().from(users)).toEqual([]);
  });

  it("is refused once any admin exists (made by admin:create meanwhile), and none is issued then; old ones are deleted", async () => {
    const { token } = await issue();
    await createAdminAccount(handle.db, { email: "cli@example.com", password: "the command line password" }, clock.now);
    expect(await refusalOf(accept(token))).toEqual({ code: "CONFLICT", messages: [FIRST_ADMIN_EXISTS] });
    expect(await issueSetupLink(handle.db, clock.now)).toBeNull();
    expect(await handle.db.select().from(adminInvitations)).toEqual([]);
  });

  it("is not an invitation: neither token works in the other's form, and setup links are not pending invitations", async () => {
    const setup = await issue();
    expect(await refusalOf(visitor().api.auth.acceptInvitation({ token: setup.token, password: PASSWORD }))).toEqual({
      code: "NOT_FOUND",
      messages: [INVALID_INVITATION],
    });
    await accept(setup.token);
    const admin = await signedInAdmin(handle.db, clock, "second@example.com");
    await stepUp(admin, clock);
    const invitation = await admin.browser.api.accounts.invite({ email: "third@example.com" });
    expect(await refusalOf(accept(invitation.token, "third@example.com"))).toEqual(invalid);
    await handle.db
      .insert(adminInvitations)
      .values({ tokenHash: "x".repeat(64), kind: "setup", createdAt: clock.now, expiresAt: new Date(clock.now.getTime() + 60_000) });
    expect((await admin.browser.api.accounts.team()).invitations.map((i) => i.email)).toEqual(["third@example.com"]);
  });
});
