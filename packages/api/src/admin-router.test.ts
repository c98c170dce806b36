import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { adminRouter } from "./admin-router";
import { createSession } from "./identity/sessions/sessions";
import { TestBrowser } from "./identity/test-support";
import { createUser, grantRole } from "./identity/team/users";
import { AUDITED } from "./testing";

/**
 * Who may call each admin procedure. A procedure missing here fails the walk below, so a new one
 * cannot be added without deciding (and proving) its protection.
 *   pre-auth: sign-in and session state, callable by anyone (only `auth.*`);
 *   enrolment: a signed-in admin who may not have a second factor yet (forced enrolment);
 *   admin: a signed-in admin with a verified second factor.
 */
const ACCESS: Record<string, "pre-auth" | "enrolment" | "admin"> = {
  "auth.session": "pre-auth",
  "auth.signIn": "pre-auth",
  "auth.verifyChallenge": "pre-auth",
  "auth.signOut": "pre-auth",
  "auth.acceptInvitation": "pre-auth",
  "auth.acceptPasswordReset": "pre-auth",
  "accounts.team": "admin",
  "accounts.mySessions": "admin",
  "accounts.stepUpStatus": "admin",
  "accounts.stepUp": "admin",
  "accounts.invite": "admin",
  "accounts.revokeInvitation": "admin",
  "accounts.createPasswordReset": "admin",
  "accounts.changePassword": "admin",
  "accounts.removeAdmin": "admin",
  "accounts.resetFactor": "admin",
  "accounts.endSessions": "admin",
  "accounts.endMySession": "admin",
  "accounts.endMyOtherSessions": "admin",
  "bookmakers.list": "admin",
  "bookmakers.create": "admin",
  "bookmakers.update": "admin",
  "bookmakers.setFeatured": "admin",
  "bookmakers.setActive": "admin",
  "bookmakers.setPublishStatus": "admin",
  "bookmakers.setVisibility": "admin",
  "bookmakers.reorder": "admin",
  "bookmakers.setRedirectSlug": "admin",
  "affiliateProgrammes.get": "admin",
  "affiliateProgrammes.save": "admin",
  "affiliateProgrammes.generateSecret": "admin",
  "affiliateProgrammes.postbacks": "admin",
  "abTests.list": "admin",
  "abTests.results": "admin",
  "abTests.create": "admin",
  "abTests.updateVariants": "admin",
  "abTests.transition": "admin",
  "dashboardViews.list": "admin",
  "dashboardViews.get": "admin",
  "dashboardViews.create": "admin",
  "dashboardViews.update": "admin",
  "dashboardViews.remove": "admin",
  "dashboardViews.setDefault": "admin",
  "debug.apiUsage": "admin",
  "debug.provider": "admin",
  "debug.oddsFeed": "admin",
  "debug.oddsSources": "admin",
  "debug.dataStatistics": "admin",
  "jurisdictions.rules": "admin",
  "jurisdictions.createRule": "admin",
  "jurisdictions.updateRule": "admin",
  "jurisdictions.deleteRule": "admin",
  "jurisdictions.licences": "admin",
  "jurisdictions.saveLicence": "admin",
  "jurisdictions.preview": "admin",
  "mfa.list": "enrolment",
  "mfa.enroll": "enrolment",
  "mfa.verifyEnrollment": "enrolment",
  "mfa.disable": "admin",
  "mfa.reset": "admin",
  "mfa.regenerateRecoveryCodes": "admin",
  "operations.snapshot": "admin",
  "operations.start": "admin",
  "operations.live": "admin",
  "revenueReports.reportMapping": "admin",
  "revenueReports.previewReport": "admin",
  "revenueReports.applyReport": "admin",
  "analytics.dashboard": "admin",
  "analytics.alerts": "admin",
  "analytics.realtime": "admin",
  "analytics.recordView": "admin",
  "revenue.figures": "admin",
  "revenue.bookmakers": "admin",
  "security.stats": "admin",
  "security.recordView": "admin",
  "security.status": "admin",
  "security.auditLog": "admin",
  "security.auditLogFilters": "admin",
  "system.status": "admin",
  "system.notices": "admin",
  "teams.lists": "admin",
  "teams.save": "admin",
};

type AnyProcedure = { _def: { type: "query" | "mutation" | "subscription"; middlewares: object[] } };
// tRPC keeps every procedure of a router in a flat record keyed by its dotted path.
const procedures = adminRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const protectedPaths = Object.keys(ACCESS).filter((p) => ACCESS[p] !== "pre-auth");

/** Calls a procedure by its dotted path, with no input: refusals must come before input parsing. */
function callByPath(browser: TestBrowser, path: string): Promise<unknown> {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], browser.api);
  return (fn as (input?: unknown) => Promise<unknown>)(undefined);
}

describe("the admin router's procedure list", () => {
  it("has exactly the procedures whose access is declared above", () => {
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it("lets only auth.* run before authentication", () => {
    for (const [path, access] of Object.entries(ACCESS)) if (access === "pre-auth") expect(path).toMatch(/^auth\./);
  });

  it("audits every back-office mutation in its own transaction (the `audited` middleware)", () => {
    const unaudited = Object.entries(procedures)
      .filter(([path, p]) => p._def.type === "mutation" && ACCESS[path] !== "pre-auth")
      .filter(([, p]) => !p._def.middlewares.some((fn) => AUDITED in fn))
      .map(([path]) => path);
    expect(unaudited).toEqual([]);
  });
});

describe.each(testDrivers())("every protected admin procedure refuses (%s)", (driver) => {
  // One database and one set of callers for the whole walk: every call here is refused, so no
  // procedure changes what the next one sees. Each call moves the clock, so no throttle window fills.
  let handle: DbHandle;
  const clock = { now: new Date("2026-03-01T10:00:00Z") };
  let callers: { anonymous: TestBrowser; plain: TestBrowser; pending: TestBrowser; unenrolled: TestBrowser };
  beforeAll(async () => {
    handle = await createTestDb(driver);
    callers = {
      anonymous: new TestBrowser(handle.db, clock),
      plain: await browserFor("plain@example.com", { admin: false, mfaPending: false }),
      pending: await browserFor("pending@example.com", { admin: true, mfaPending: true }),
      unenrolled: await browserFor("new@example.com", { admin: true, mfaPending: false }),
    };
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    clock.now = new Date(clock.now.getTime() + 20_000);
  });

  async function browserFor(email: string, opts: { admin: boolean; mfaPending: boolean }): Promise<TestBrowser> {
    const user = await createUser(handle.db, { email, password: "long enough password" });
    if (opts.admin) await grantRole(handle.db, user.id, "admin");
    const b = new TestBrowser(handle.db, clock);
    b.cookies["eb_admin_session"] = (await createSession(handle.db, { userId: user.id, mfaPending: opts.mfaPending }, clock.now)).token;
    return b;
  }

  it.each(protectedPaths)("%s: anonymous, non-admin, pending second factor, and (admin-only) an admin without one", async (path) => {
    await expect(callByPath(callers.anonymous, path)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(callByPath(callers.plain, path)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callByPath(callers.pending, path)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const unenrolled = callByPath(callers.unenrolled, path);
    if (ACCESS[path] === "admin") {
      await expect(unenrolled).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: "MFA is required for admin accounts. Please complete the setup to continue.",
      });
    } else {
      // Enrolment procedures let this admin through: whatever it answers, it is not a refusal of the caller.
      await unenrolled.catch((err: { code?: string }) => expect(["UNAUTHORIZED", "FORBIDDEN"]).not.toContain(err.code));
    }
  });
});
