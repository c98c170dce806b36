import type { Db } from "@eb/db";
import { clientAddressKey } from "../security/client-address";
import { hitRateLimit, peekRateLimit, resetRateLimit, takeBackHit } from "../security/rate-limit";
import { LOGIN_LIMIT } from "./constants";
import { sha256Hex } from "./tokens";
import { normalizeEmail } from "./users";

export const loginEmailKey = (email: string) => `login:email:${sha256Hex(normalizeEmail(email))}`;
export const loginIpKey = (ip: string) => `login:ip:${clientAddressKey(ip)}`;

export type LoginAttempt = { email: string; clientIp: string | null };
/** Which limit refused an attempt. */
export type LoginRefusal = "ip" | "email";

/**
 * Admits a password attempt or says which limit refuses it. Only failures are meant to count
 * (README: five failed sign-ins per 15 minutes), yet the attempt is counted before the password is
 * checked, so parallel attempts cannot all pass; `forgiveLoginAttempt` takes it back on success.
 * The address is checked first and without writing: a locked address adds no counter row for each
 * email it tries.
 */
export async function admitLoginAttempt(db: Db, attempt: LoginAttempt, now: Date): Promise<LoginRefusal | null> {
  const ipKey = attempt.clientIp ? loginIpKey(attempt.clientIp) : null;
  const emailKey = loginEmailKey(attempt.email);
  if (ipKey && !(await peekRateLimit(db, ipKey, LOGIN_LIMIT, now)).allowed) return "ip";
  if (!(await peekRateLimit(db, emailKey, LOGIN_LIMIT, now)).allowed) return "email";

  const byIp = ipKey ? await hitRateLimit(db, ipKey, LOGIN_LIMIT, now) : { allowed: true };
  if (!byIp.allowed) {
    // Lost a race with parallel attempts: refused, so not a failure to count.
    await takeBackHit(db, ipKey!, LOGIN_LIMIT, now);
    return "ip";
  }
  const byEmail = await hitRateLimit(db, emailKey, LOGIN_LIMIT, now);
  if (!byEmail.allowed) {
    await takeBackHit(db, emailKey, LOGIN_LIMIT, now);
    if (ipKey) await takeBackHit(db, ipKey, LOGIN_LIMIT, now);
    return "email";
  }
  return null;
}

/** A successful sign-in was no failure: its address hit is taken back and the email's failures forgotten. */
export async function forgiveLoginAttempt(db: Db, attempt: LoginAttempt, now: Date): Promise<void> {
  if (attempt.clientIp) await takeBackHit(db, loginIpKey(attempt.clientIp), LOGIN_LIMIT, now);
  await resetRateLimit(db, loginEmailKey(attempt.email));
}
