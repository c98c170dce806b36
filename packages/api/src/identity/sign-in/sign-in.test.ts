import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { securityEvents, sessions, users } from "@eb/db/schema";
import { createUser, grantRole } from "../team/users";
import { createSession } from "../sessions/sessions";
import { usePasswordHashing } from "../passwords/password";
import { sha256Hex } from "../sessions/tokens";
import { advance, TestBrowser } from "../test-support";

const EMAIL = "Admin@Example.com";
const PASSWORD = "correct horse battery staple";

describe.each(testDrivers())("admin sign-in and sessions (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let browser: TestBrowser;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    const user = await createUser(handle.db, { email: EMAIL, password: PASSWORD });
    await grantRole(handle.db, user.id, "admin");
    browser = new TestBrowser(handle.db, clock);
  });
  afterEach(() => handle.close());

  it("signs an admin in with a random HttpOnly SameSite=Strict cookie whose hash alone is stored", async () => {
    await expect(browser.api.auth.signIn({ email: "  admin@EXAMPLE.com ", password: PASSWORD })).resolves.toEqual({ status: "signed_in" });
    const token = browser.token!;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(browser.lastCookieOptions).toMatchObject({ httpOnly: true, sameSite: "strict", path: "/" });
    const rows = await handle.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows).toEqual([{ tokenHash: sha256Hex(token) }]);
    expect(await browser.api.auth.session()).toMatchObject({ status: "signed_in", email: "admin@example.com", isAdmin: true, mfaEnrolled: false });
  });

  // Test runs hash at the cheap "test" profile (tests/support/vitest-setup.ts); this proves the one deployments run.
  it("stores the password as argon2id with OWASP parameters, and rehashes a cheaper hash to them at sign-in", async () => {
    const hash = async () => (await handle.db.select({ hash: users.passwordHash }).from(users))[0]!.hash;
    expect(await hash()).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    usePasswordHashing("owasp");
    try {
      await expect(browser.api.auth.signIn({ email: EMAIL, password: PASSWORD })).resolves.toEqual({ status: "signed_in" });
      expect(await hash()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      await createUser(handle.db, { email: "second@example.com", password: PASSWORD });
      const [second] = await handle.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, "second@example.com"));
      expect(second!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      usePasswordHashing("test");
    }
  });

  it("rotates the session token at sign-in", async () => {
    await browser.api.auth.signIn({ email: EMAIL, password: PASSWORD });
    const first = browser.token;
    await browser.api.auth.signIn({ email: EMAIL, password: PASSWORD });
    expect(browser.token).not.toBe(first);
    expect(await handle.db.select().from(sessions)).toHaveLength(1);
  });

  it("refuses a wrong password with a generic message and records the attempt", async () => {
    await expect(browser.api.auth.signIn({ email: EMAIL, password: "wrong" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Invalid login credentials",
    });
    await expect(browser.api.auth.signIn({ email: "nobody@example.com", password: PASSWORD })).rejects.toMatchObject({ message: "Invalid login credentials" });
    const events = await handle.db.select({ type: securityEvents.type, success: securityEvents.success }).from(securityEvents);
    expect(events).toEqual([
      { type: "auth_attempt", success: false },
      { type: "auth_attempt", success: false },
    ]);
  });

  it("refuses the sixth sign-in attempt for one email within 15 minutes", async () => {
    for (let i = 0; i < 5; i++) {
      const other = new TestBrowser(handle.db, clock, `198.51.100.${i}`);
      await expect(other.api.auth.signIn({ email: EMAIL, password: "wrong" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
    const sixth = new TestBrowser(handle.db, clock, "198.51.100.99");
    await expect(sixth.api.auth.signIn({ email: EMAIL.toLowerCase(), password: PASSWORD })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many login attempts. Please try again later.",
    });
    const limited = await handle.db.select().from(securityEvents).where(eq(securityEvents.type, "rate_limit"));
    expect(limited).toHaveLength(1);
    advance(clock, 31 * 60_000);
    await expect(sixth.api.auth.signIn({ email: EMAIL, password: PASSWORD })).resolves.toEqual({ status: "signed_in" });
  });

  it("refuses the sixth sign-in attempt from one client address, whatever the email", async () => {
    for (let i = 0; i < 5; i++) {
      await expect(browser.api.auth.signIn({ email: `user${i}@example.com`, password: "x" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
    await expect(browser.api.auth.signIn({ email: EMAIL, password: PASSWORD })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("refuses admin calls without a session", async () => {
    await expect(browser.api.security.stats({ days: 7 })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(browser.api.mfa.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    browser.cookies["eb_admin_session"] = "forged-token";
    await expect(browser.api.mfa.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("ends a session idle for 30 minutes", async () => {
    await browser.api.auth.signIn({ email: EMAIL, password: PASSWORD });
    advance(clock, 29 * 60_000);
    await expect(browser.api.mfa.list()).resolves.toBeDefined();
    advance(clock, 30 * 60_000);
    await expect(browser.api.mfa.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await handle.db.select().from(sessions)).toHaveLength(0);
  });

  it("ends an active session 12 hours after sign-in", async () => {
    await browser.api.auth.signIn({ email: EMAIL, password: PASSWORD });
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      advance(clock, 20 * 60_000);
      await browser.api.mfa.list();
    }
    advance(clock, 20 * 60_000);
    await expect(browser.api.mfa.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("ends the session on the server at sign-out, so a copied cookie no longer works", async () => {
    await browser.api.auth.signIn({ email: EMAIL, password: PASSWORD });
    const stolen = browser.token!;
    await browser.api.auth.signOut();
    expect(browser.token).toBeUndefined();
    browser.cookies["eb_admin_session"] = stolen;
    await expect(browser.api.mfa.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await browser.api.auth.session()).toEqual({ status: "signed_out" });
  });

  it("refuses a signed-in user without the admin role, at sign-in and on every call", async () => {
    const plain = await createUser(handle.db, { email: "plain@example.com", password: PASSWORD });
    await expect(browser.api.auth.signIn({ email: "plain@example.com", password: PASSWORD })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const { token } = await createSession(handle.db, { userId: plain.id, mfaPending: false }, clock.now);
    browser.cookies["eb_admin_session"] = token;
    await expect(browser.api.mfa.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(browser.api.security.stats({ days: 7 })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("forces enrolment: an admin without a second factor may only reach the MFA setup", async () => {
    await browser.api.auth.signIn({ email: EMAIL, password: PASSWORD });
    await expect(browser.api.mfa.list()).resolves.toEqual({ factors: [], recoveryCodesLeft: 0 });
    await expect(browser.api.security.stats({ days: 7 })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "MFA is required for admin accounts. Please complete the setup to continue.",
    });
  });
});
