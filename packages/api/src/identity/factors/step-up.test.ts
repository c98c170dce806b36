import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import { eq, type DbHandle } from "@eb/db";
import { sessions } from "@eb/db/schema";
import { advance, signedInAdmin, TestBrowser } from "../test-support";
import { timeStep, totpAt } from "./totp";
import { STEP_UP_REQUIRED } from "../../contracts/accounts";
import { refusalOf } from "../../testing/refusal";
import { STEP_UP_REFUSED } from "./step-up";
import { auditRows, stepUp, type TestAdmin } from "../team/test-support";

const needsStepUp = { code: "PRECONDITION_FAILED", messages: [STEP_UP_REQUIRED] };

describe.each(testDrivers())("step-up before sensitive account actions (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let admin: TestAdmin;
  let other: TestAdmin;
  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    admin = await signedInAdmin(handle.db, clock, "first@example.com");
    other = await signedInAdmin(handle.db, clock, "second@example.com");
  });
  afterEach(() => handle.close());

  const api = () => admin.browser.api.accounts;

  it("refuses inviting, removing a role, resetting a factor (another's or one's own) and disabling one's own factor without a step-up, and allows them after", async () => {
    expect(await refusalOf(api().invite({ email: "new@example.com" }))).toEqual(needsStepUp);
    expect(await refusalOf(api().removeAdmin({ userId: other.userId }))).toEqual(needsStepUp);
    expect(await refusalOf(api().resetFactor({ userId: other.userId }))).toEqual(needsStepUp);
    expect(await refusalOf(admin.browser.api.mfa.disable({ factorId: admin.factorId }))).toEqual(needsStepUp);
    expect(await refusalOf(admin.browser.api.mfa.reset())).toEqual(needsStepUp);
    expect((await api().team()).accounts.map((a) => [a.email, a.role, a.mfaEnabled])).toEqual([
      ["first@example.com", "admin", true],
      ["second@example.com", "admin", true],
    ]);

    const confirmed = await stepUp(admin, clock);
    expect(confirmed.validUntil).toEqual(new Date(clock.now.getTime() + 5 * 60_000));
    expect(await api().stepUpStatus()).toEqual({ validUntil: confirmed.validUntil });
    await expect(api().invite({ email: "new@example.com" })).resolves.toMatchObject({ email: "new@example.com" });
    await expect(api().resetFactor({ userId: other.userId })).resolves.toMatchObject({ ended: 1 });
    await expect(api().removeAdmin({ userId: other.userId })).resolves.toMatchObject({ ok: true });
    await expect(admin.browser.api.mfa.disable({ factorId: admin.factorId })).resolves.toEqual({ ok: true });
    expect(await auditRows(handle.db, "step_up")).toEqual([
      { userId: admin.userId, resourceType: "security", resourceId: null, eventData: { method: "password_totp" } },
    ]);
  });

  it("lets an admin reset their own factor after a step-up, which then no longer counts", async () => {
    await stepUp(admin, clock);
    await expect(admin.browser.api.mfa.reset()).resolves.toEqual({ ok: true });
    expect(await auditRows(handle.db, "mfa_reset")).toHaveLength(1);
    // The step-up vouched for the factor just removed: the next sensitive action asks again.
    expect((await handle.db.select({ at: sessions.stepUpAt }).from(sessions).where(eq(sessions.userId, admin.userId))).map((r) => r.at)).toEqual([null]);
  });

  it("counts for 5 minutes: allowed at exactly 5 minutes, refused a moment later", async () => {
    await stepUp(admin, clock);
    advance(clock, 5 * 60_000);
    await expect(api().invite({ email: "a@example.com" })).resolves.toMatchObject({ email: "a@example.com" });
    advance(clock, 1);
    expect(await refusalOf(api().invite({ email: "b@example.com" }))).toEqual(needsStepUp);
    expect(await api().stepUpStatus()).toEqual({ validUntil: null });
  });

  it("belongs to the session that confirmed: the same admin's other session is not stepped up", async () => {
    const second = new TestBrowser(handle.db, clock, "192.0.2.44");
    await second.api.auth.signIn({ email: admin.email, password: admin.password });
    advance(clock, 30_000);
    await second.api.auth.verifyChallenge({ code: await totpAt(admin.secret, timeStep(clock.now)) });
    await stepUp(admin, clock);
    expect(await refusalOf(second.api.accounts.invite({ email: "c@example.com" }))).toEqual(needsStepUp);
  });

  it("refuses a wrong password, a wrong code and a replayed code with one message, storing nothing", async () => {
    advance(clock, 30_000);
    const code = await totpAt(admin.secret, timeStep(clock.now));
    expect(await refusalOf(api().stepUp({ password: "not the password", code }))).toEqual({ code: "UNAUTHORIZED", messages: [STEP_UP_REFUSED] });
    const wrongCode = code === "000000" ? "111111" : "000000";
    expect(await refusalOf(api().stepUp({ password: admin.password, code: wrongCode }))).toEqual({ code: "UNAUTHORIZED", messages: [STEP_UP_REFUSED] });
    expect((await handle.db.select({ at: sessions.stepUpAt }).from(sessions)).every((s) => s.at === null)).toBe(true);
    // The wrong password did not use the code up: it still works once, then never again.
    await expect(api().stepUp({ password: admin.password, code })).resolves.toMatchObject({ confirmedAt: clock.now });
    expect(await refusalOf(api().stepUp({ password: admin.password, code }))).toEqual({ code: "UNAUTHORIZED", messages: [STEP_UP_REFUSED] });
    expect(await auditRows(handle.db, "step_up")).toHaveLength(1);
  });

  it("throttles attempts like the second-factor challenge: the 6th within 15 minutes is refused", async () => {
    for (let i = 0; i < 5; i++) await refusalOf(api().stepUp({ password: "wrong password", code: "123456" }));
    expect(await refusalOf(api().stepUp({ password: admin.password, code: await totpAt(admin.secret, timeStep(clock.now) + 1) }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      messages: ["Too many verification attempts. Please try again later."],
    });
  });
});
