import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { rateLimitCounters } from "@eb/db/schema";
import { INVALID_CREDENTIALS, TOO_MANY_LOGINS } from "../constants";
import { deviceCookieName, issueDeviceToken } from "./device-cookie";
import { deriveMfaKeys } from "../factors/mfa-keys";
import { advance, signedInAdmin, testKeys, TestBrowser } from "../test-support";
import { timeStep, totpAt } from "../factors/totp";
import { randomBytes } from "node:crypto";

const HOME = "198.51.100.20";
const DEVICE = deviceCookieName(false);

/**
 * Targeted lockout (issue 21): failures from anywhere must not lock the owner out of a browser that
 * has signed in with the second factor before (OWASP device cookies). Unknown devices stay under the
 * email's lock.
 */
describe.each(testDrivers())("sign-in from a known device (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  let owner: Awaited<ReturnType<typeof signedInAdmin>>;
  const outcome = (p: Promise<{ status: string }>) =>
    p.then(
      (r) => r.status,
      (e: Error) => e.message,
    );
  const signInFrom = (browser: TestBrowser, password: string) => outcome(browser.api.auth.signIn({ email: owner.email, password }));
  /** The owner's browser after a complete sign-in (password, then a code): it holds a device cookie. */
  async function knownDevice(ip = HOME): Promise<TestBrowser> {
    const browser = new TestBrowser(handle.db, clock, ip);
    expect(await signInFrom(browser, owner.password)).toBe("mfa_pending");
    expect(browser.cookies[DEVICE]).toBeUndefined();
    await browser.api.auth.verifyChallenge({ code: await totpAt(owner.secret, timeStep(clock.now)) });
    advance(clock, 30_000);
    expect(browser.cookies[DEVICE]).toBeDefined();
    return browser;
  }
  /** An attacker's 30 wrong passwords for the owner's email, each from its own address, at once. */
  async function attack(): Promise<string[]> {
    return Promise.all(Array.from({ length: 30 }, (_, i) => signInFrom(new TestBrowser(handle.db, clock, `203.0.113.${i}`), "wrong")));
  }
  /** The same browser seen from another address. */
  const at = (browser: TestBrowser, ip: string) => Object.assign(new TestBrowser(handle.db, clock, ip), { cookies: browser.cookies });

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    owner = await signedInAdmin(handle.db, clock, "owner@example.com");
  });
  afterEach(() => handle.close());

  it("lets the owner in from a known device while an attack from many addresses keeps unknown devices out", async () => {
    const laptop = await knownDevice();
    const results = await attack();
    expect(results.filter((r) => r === INVALID_CREDENTIALS)).toHaveLength(5);
    expect(results.filter((r) => r === TOO_MANY_LOGINS)).toHaveLength(25);

    expect(await signInFrom(laptop, owner.password)).toBe("mfa_pending");
    await laptop.api.auth.verifyChallenge({ code: await totpAt(owner.secret, timeStep(clock.now)) });
    expect(await laptop.api.auth.session()).toMatchObject({ status: "signed_in" });
    // The attack goes on: the known device still signs in, a new one is still held.
    advance(clock, 30_000);
    await attack();
    expect(await signInFrom(laptop, owner.password)).toBe("mfa_pending");
    expect(await signInFrom(new TestBrowser(handle.db, clock, "192.0.2.9"), owner.password)).toBe(TOO_MANY_LOGINS);
  });

  it("marks the browser that enrolled the first authenticator as a known device too", async () => {
    await attack();
    expect(await signInFrom(owner.browser, owner.password)).toBe("mfa_pending");
  });

  it("gives a known device its own failure limit, which does not touch the email's lock for unknown devices", async () => {
    const laptop = await knownDevice();
    for (let i = 0; i < 5; i++) expect(await signInFrom(at(laptop, `192.0.2.${i}`), "wrong")).toBe(INVALID_CREDENTIALS);
    expect(await signInFrom(at(laptop, "192.0.2.200"), owner.password)).toBe(TOO_MANY_LOGINS);
    expect(await signInFrom(new TestBrowser(handle.db, clock, "192.0.2.201"), owner.password)).toBe("mfa_pending");
  });

  it("keeps the email's lock after the owner's known-device success: the attacker gets no fresh guesses", async () => {
    const laptop = await knownDevice();
    await attack();
    expect(await signInFrom(laptop, owner.password)).toBe("mfa_pending");
    const again = await attack();
    expect(again.filter((r) => r === INVALID_CREDENTIALS)).toHaveLength(0);
  });

  it("counts a device cookie only when its signature holds and it names this account", async () => {
    const other = await signedInAdmin(handle.db, clock, "other@example.com");
    await attack();
    const cookies = {
      forged: issueDeviceToken(deriveMfaKeys(randomBytes(32)).deviceCookieKey, owner.userId),
      altered: issueDeviceToken(testKeys.deviceCookieKey, owner.userId).replace(owner.userId, other.userId),
      anotherAccount: other.browser.cookies[DEVICE]!,
    };
    for (const value of Object.values(cookies)) {
      const browser = new TestBrowser(handle.db, clock, "192.0.2.50");
      browser.cookies[DEVICE] = value;
      expect(await signInFrom(browser, owner.password)).toBe(TOO_MANY_LOGINS);
    }
  });

  it("still holds a known device to the limits of its address", async () => {
    const laptop = await knownDevice();
    for (let i = 0; i < 5; i++) await outcome(new TestBrowser(handle.db, clock, HOME).api.auth.signIn({ email: `guess${i}@example.com`, password: "x" }));
    expect(await signInFrom(laptop, owner.password)).toBe(TOO_MANY_LOGINS);
  });

  it("stores neither address nor email in the clear in the keys of the (email, address) pair and the device", async () => {
    const laptop = await knownDevice();
    await signInFrom(at(laptop, "192.0.2.77"), "wrong");
    const keys = (await handle.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    const pairAndDevice = keys.filter((k) => k.startsWith("login:email-ip:") || k.startsWith("login:device:"));
    expect(pairAndDevice).toHaveLength(2);
    for (const key of pairAndDevice) {
      expect(key).not.toContain("192.0.2.77");
      expect(key).not.toContain(owner.email);
    }
  });
});
