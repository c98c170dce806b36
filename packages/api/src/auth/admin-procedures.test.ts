import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeTestTemplate, createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { createUser, grantRole } from "./users";
import { createSession } from "./sessions";
import { TestBrowser } from "./test-support";
import { timeStep, totpAt } from "./totp";

const FACTOR = "00000000-0000-4000-8000-000000000000";
/** Every procedure outside `auth.*`: each must refuse anonymous, non-admin and pending callers. */
const CALLS: Record<string, (b: TestBrowser) => Promise<unknown>> = {
  "mfa.list": (b) => b.api.mfa.list(),
  "mfa.enroll": (b) => b.api.mfa.enroll({}),
  "mfa.verifyEnrollment": (b) => b.api.mfa.verifyEnrollment({ factorId: FACTOR, code: "123456" }),
  "mfa.disable": (b) => b.api.mfa.disable({ factorId: FACTOR }),
  "mfa.reset": (b) => b.api.mfa.reset(),
  "mfa.regenerateRecoveryCodes": (b) => b.api.mfa.regenerateRecoveryCodes(),
  "security.stats": (b) => b.api.security.stats({ days: 7 }),
  "security.status": (b) => b.api.security.status(),
};

afterAll(closeTestTemplate);

describe.each(testDrivers())("every admin procedure refuses (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
  });
  afterEach(() => handle.close());

  it.each(Object.keys(CALLS))("%s: anonymous, non-admin and pending second factor", async (name) => {
    const call = CALLS[name]!;
    await expect(call(new TestBrowser(handle.db, clock))).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    const plain = await createUser(handle.db, { email: "plain@example.com", password: "long enough password" });
    const nonAdmin = new TestBrowser(handle.db, clock);
    nonAdmin.cookies["eb_admin_session"] = (await createSession(handle.db, { userId: plain.id, mfaPending: false }, clock.now)).token;
    await expect(call(nonAdmin)).rejects.toMatchObject({ code: "FORBIDDEN" });

    const admin = await createUser(handle.db, { email: "admin@example.com", password: "long enough password" });
    await grantRole(handle.db, admin.id, "admin");
    const pending = new TestBrowser(handle.db, clock);
    pending.cookies["eb_admin_session"] = (await createSession(handle.db, { userId: admin.id, mfaPending: true }, clock.now)).token;
    await expect(call(pending)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("lets a fully verified admin through (so the refusals above are about the caller)", async () => {
    const admin = await createUser(handle.db, { email: "admin@example.com", password: "long enough password" });
    await grantRole(handle.db, admin.id, "admin");
    const b = new TestBrowser(handle.db, clock);
    await b.api.auth.signIn({ email: "admin@example.com", password: "long enough password" });
    const { factorId, secret } = await b.api.mfa.enroll({});
    await b.api.mfa.verifyEnrollment({ factorId, code: await totpAt(secret, timeStep(clock.now)) });
    await expect(b.api.security.status()).resolves.toMatchObject({ rateLimiting: { active: true }, auditLogging: { active: true } });
    await expect(b.api.security.stats({ days: 1 })).resolves.toMatchObject({ authAttempts: 1 });
  });
});
