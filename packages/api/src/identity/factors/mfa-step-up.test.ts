import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { recoveryCodes, sessions } from "@eb/db/schema";
import { stepUp, type TestAdmin } from "../team/test-support";
import { STEP_UP_REQUIRED } from "../../contracts/accounts";
import { refusalOf } from "../../testing/refusal";
import { advance, signedInAdmin, TestBrowser } from "../test-support";
import { timeStep, totpAt } from "./totp";

const needsStepUp = { code: "PRECONDITION_FAILED", messages: [STEP_UP_REQUIRED] };

/**
 * Step-up gaps (issue 21): with only a session, nobody may replace the recovery codes or enrol a
 * second authenticator (which also signs the owner out everywhere).
 */
describe.each(testDrivers())("second-factor changes need a step-up (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: TestAdmin;
  let ownersOtherBrowser: TestBrowser;
  const codeHashes = async () => (await handle.db.select({ h: recoveryCodes.codeHash }).from(recoveryCodes)).map((r) => r.h).sort();
  const sessionCount = async () => (await handle.db.select({ t: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, admin.userId))).length;

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    admin = await signedInAdmin(handle.db, clock);
    ownersOtherBrowser = new TestBrowser(handle.db, clock, "192.0.2.44");
    await ownersOtherBrowser.api.auth.signIn({ email: admin.email, password: admin.password });
    await ownersOtherBrowser.api.auth.verifyChallenge({ code: await totpAt(admin.secret, timeStep(clock.now)) });
    advance(clock, 30_000);
  });
  afterEach(() => handle.close());

  it("refuses new recovery codes and another authenticator with only a session, changing nothing", async () => {
    const before = await codeHashes();
    const mfa = admin.browser.api.mfa;
    expect(await refusalOf(mfa.regenerateRecoveryCodes())).toEqual(needsStepUp);
    expect(await refusalOf(mfa.enroll({}))).toEqual(needsStepUp);
    expect(await refusalOf(mfa.verifyEnrollment({ factorId: randomUUID(), code: "123456" }))).toEqual(needsStepUp);
    expect(await codeHashes()).toEqual(before);
    expect((await mfa.list()).factors).toHaveLength(1);
    expect(await sessionCount()).toBe(2);
  });

  it("allows them after a step-up: new codes, and a second authenticator that ends the other sessions", async () => {
    const before = await codeHashes();
    await stepUp(admin, clock);
    const { recoveryCodes: fresh } = await admin.browser.api.mfa.regenerateRecoveryCodes();
    expect(fresh).toHaveLength(8);
    expect(await codeHashes()).not.toEqual(before);
    const { factorId, secret } = await admin.browser.api.mfa.enroll({ friendlyName: "Phone" });
    await admin.browser.api.mfa.verifyEnrollment({ factorId, code: await totpAt(secret, timeStep(clock.now)) });
    expect((await admin.browser.api.mfa.list()).factors).toHaveLength(2);
    expect(await sessionCount()).toBe(1);
  });

  it("asks nothing of the first enrolment (forced: there is no code to step up with yet)", async () => {
    const fresh = await signedInAdmin(handle.db, clock, "new@example.com");
    expect((await fresh.browser.api.mfa.list()).factors).toHaveLength(1);
  });
});
