import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDb, testDrivers } from "@eb/db/testing";
import type { DbHandle } from "@eb/db";
import { rateLimitCounters, securityEvents } from "@eb/db/schema";
import { securityStats } from "../../security/dashboard";
import { createUser, grantRole } from "../team/users";
import { INVALID_CREDENTIALS, TOO_MANY_LOGINS } from "../constants";
import { TestBrowser } from "../test-support";

const EMAIL = "admin@example.com";
const PASSWORD = "correct horse battery staple";
const OFFICE = "198.51.100.20";

describe.each(testDrivers())("sign-in throttle (%s)", (driver) => {
  let handle: DbHandle;
  let clock: { now: Date };
  const from = (ip: string) => new TestBrowser(handle.db, clock, ip);
  const outcome = (p: Promise<unknown>) =>
    p.then(
      () => "signed in",
      (e: Error) => e.message,
    );
  const rows = async () => ({
    counters: (await handle.db.select().from(rateLimitCounters)).length,
    events: (await handle.db.select().from(securityEvents)).length,
  });

  beforeEach(async () => {
    handle = await createTestDb(driver);
    clock = { now: new Date("2026-03-01T10:00:00Z") };
    const user = await createUser(handle.db, { email: EMAIL, password: PASSWORD });
    await grantRole(handle.db, user.id, "admin");
  });
  afterEach(() => handle.close());

  it("counts failures only: ten good sign-ins from one address do not lock it", async () => {
    for (let i = 0; i < 10; i++) expect(await outcome(from(OFFICE).api.auth.signIn({ email: EMAIL, password: PASSWORD }))).toBe("signed in");
    expect(await outcome(from(OFFICE).api.auth.signIn({ email: EMAIL, password: "wrong" }))).toBe(INVALID_CREDENTIALS);
  });

  it("locks an address after five failures, even for the right password", async () => {
    for (let i = 0; i < 5; i++) expect(await outcome(from(OFFICE).api.auth.signIn({ email: EMAIL, password: "wrong" }))).toBe(INVALID_CREDENTIALS);
    expect(await outcome(from(OFFICE).api.auth.signIn({ email: EMAIL, password: PASSWORD }))).toBe(TOO_MANY_LOGINS);
  });

  it("a good sign-in takes back only its own attempt, not the address's earlier failures", async () => {
    for (let i = 0; i < 4; i++) await outcome(from(OFFICE).api.auth.signIn({ email: `guess${i}@example.com`, password: "x" }));
    expect(await outcome(from(OFFICE).api.auth.signIn({ email: EMAIL, password: PASSWORD }))).toBe("signed in");
    expect(await outcome(from(OFFICE).api.auth.signIn({ email: "guess4@example.com", password: "x" }))).toBe(INVALID_CREDENTIALS);
    expect(await outcome(from(OFFICE).api.auth.signIn({ email: EMAIL, password: PASSWORD }))).toBe(TOO_MANY_LOGINS);
  });

  it("lets at most five of 100 parallel wrong passwords from one address reach the password check", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => outcome(from(OFFICE).api.auth.signIn({ email: `user${i}@example.com`, password: "wrong" }))),
    );
    expect(results.filter((r) => r === INVALID_CREDENTIALS)).toHaveLength(5);
    expect(results.filter((r) => r === TOO_MANY_LOGINS)).toHaveLength(95);
    expect(await outcome(from(OFFICE).api.auth.signIn({ email: EMAIL, password: PASSWORD }))).toBe(TOO_MANY_LOGINS);
  });

  it("lets at most five of 100 parallel wrong passwords for one email through, from any addresses, then holds unknown devices", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => outcome(from(`203.0.113.${i}`).api.auth.signIn({ email: EMAIL, password: "wrong" }))),
    );
    expect(results.filter((r) => r === INVALID_CREDENTIALS)).toHaveLength(5);
    // Rows only for what was counted (each of the five addresses and its pair, and the email): the
    // attempts refused after racing past the look took their hits back and left nothing behind.
    expect((await rows()).counters).toBe(11);
    // A browser without a device cookie of this account (sign-in-device.test.ts: one with it gets in).
    expect(await outcome(from("192.0.2.1").api.auth.signIn({ email: EMAIL, password: PASSWORD }))).toBe(TOO_MANY_LOGINS);
  });

  it("refuses a locked address without adding counter rows or event rows, whatever emails it tries", async () => {
    for (let i = 0; i < 5; i++) await outcome(from(OFFICE).api.auth.signIn({ email: `first${i}@example.com`, password: "x" }));
    const before = await rows();
    for (let i = 0; i < 200; i++) {
      expect(await outcome(from(OFFICE).api.auth.signIn({ email: `spray${i}@example.com`, password: "x" }))).toBe(TOO_MANY_LOGINS);
    }
    const after = await rows();
    expect(after.counters).toBe(before.counters);
    expect(after.events - before.events).toBeLessThanOrEqual(1);
    const [limited] = await handle.db.select({ count: securityEvents.count }).from(securityEvents).where(eq(securityEvents.type, "rate_limit"));
    expect(limited!.count).toBe(200);
    expect((await securityStats(handle.db, 1, clock.now)).rateLimitHits).toBe(200);
  });

  it("counts one IPv6 /64 as one address", async () => {
    for (let i = 1; i <= 5; i++) await outcome(from(`2001:db8:1:2::${i.toString(16)}`).api.auth.signIn({ email: `v6-${i}@example.com`, password: "x" }));
    expect(await outcome(from("2001:db8:1:2:ffff:1:2:3").api.auth.signIn({ email: EMAIL, password: PASSWORD }))).toBe(TOO_MANY_LOGINS);
    expect(await outcome(from("2001:db8:1:3::1").api.auth.signIn({ email: EMAIL, password: PASSWORD }))).toBe("signed in");
  });
});
