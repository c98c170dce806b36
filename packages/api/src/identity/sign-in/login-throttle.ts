import type { Db } from "@eb/db";
import { clientAddressKey, hitRateLimit, type Limit, peekRateLimit, resetRateLimit, takeBackHit } from "../../platform";
import { DEVICE_LOGIN_LIMIT, LOGIN_LIMIT } from "../constants";
import { sha256Hex } from "../sessions/tokens";
import { normalizeEmail } from "../team/users";

export const loginEmailKey = (email: string) => `login:email:${sha256Hex(normalizeEmail(email))}`;
export const loginIpKey = (ip: string) => `login:ip:${clientAddressKey(ip)}`;
/** Hashed together, so the pair's key holds neither the address nor the email in the clear. */
export const loginEmailIpKey = (email: string, ip: string) => `login:email-ip:${sha256Hex(`${normalizeEmail(email)}|${clientAddressKey(ip)}`)}`;
export const loginDeviceKey = (deviceId: string) => `login:device:${deviceId}`;

/**
 * One password attempt. `knownDeviceId` is set only when the browser holds a valid device cookie
 * for this very account (see device-cookie.ts).
 */
export type LoginAttempt = { email: string; clientIp: string | null; knownDeviceId?: string | null };
/** Which limit refused an attempt. */
export type LoginRefusal = "ip" | "email_ip" | "email" | "device";

type Counter = { by: LoginRefusal; key: string; rule: Limit };

/**
 * The counters an attempt is held by, cheapest refusal first: the address (any email) and the pair
 * (email, address) always; then either the email's lock for unknown devices or, for a known device,
 * that device's own limit. The email's lock is what lets failures from many addresses stop the
 * account's sign-ins; a known device is exempt from it, so nobody else's failures lock the owner
 * out of a browser that has signed in with the second factor before.
 */
function countersFor(attempt: LoginAttempt): Counter[] {
  const counters: Counter[] = [];
  if (attempt.clientIp) {
    counters.push({ by: "ip", key: loginIpKey(attempt.clientIp), rule: LOGIN_LIMIT });
    counters.push({ by: "email_ip", key: loginEmailIpKey(attempt.email, attempt.clientIp), rule: LOGIN_LIMIT });
  }
  if (attempt.knownDeviceId) counters.push({ by: "device", key: loginDeviceKey(attempt.knownDeviceId), rule: DEVICE_LOGIN_LIMIT });
  else counters.push({ by: "email", key: loginEmailKey(attempt.email), rule: LOGIN_LIMIT });
  return counters;
}

/**
 * Admits a password attempt or says which limit refuses it. Only failures are meant to count
 * (docs/operations.md: five failed sign-ins per 15 minutes), yet the attempt is counted before the password is
 * checked, so parallel attempts cannot all pass; `forgiveLoginAttempt` takes it back on success.
 * Every counter is looked at first without writing: a refused attempt counts nowhere, so a locked
 * source adds no counter rows and cannot extend its own lock.
 */
export async function admitLoginAttempt(db: Db, attempt: LoginAttempt, now: Date): Promise<LoginRefusal | null> {
  const counters = countersFor(attempt);
  for (const c of counters) {
    if (!(await peekRateLimit(db, c.key, c.rule, now)).allowed) return c.by;
  }
  const counted: Counter[] = [];
  for (const c of counters) {
    counted.push(c);
    if (!(await hitRateLimit(db, c.key, c.rule, now)).allowed) {
      // Lost a race with parallel attempts: refused, so not a failure to count anywhere.
      for (const back of counted) await takeBackHit(db, back.key, back.rule, now);
      return c.by;
    }
  }
  return null;
}

/**
 * A successful password was no failure: the address keeps its earlier failures (only this hit is
 * taken back), while the pair and the device or unknown-device email counters are forgotten. A
 * known device's success leaves the email's unknown-device lock as it is: the owner signing in does
 * not hand an attacker elsewhere a fresh set of guesses.
 */
export async function forgiveLoginAttempt(db: Db, attempt: LoginAttempt, now: Date): Promise<void> {
  for (const c of countersFor(attempt)) {
    if (c.by === "ip") await takeBackHit(db, c.key, c.rule, now);
    else await resetRateLimit(db, c.key);
  }
}
