import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The experiment session id is chosen by the server, never by the browser: 128 random bits, and
 * the cookie carries it with an HMAC-SHA256 under the server's experiment key (derived from
 * MFA_ENCRYPTION_KEY). A browser can neither pick an id that lands in the variant it wants nor
 * make one up: an id counts only if this server (or one sharing its key) issued it.
 */
const COOKIE_VALUE = /^(e_[A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Buffer, id: string) => createHmac("sha256", key).update(id).digest();

export type IssuedSession = { sessionId: string; cookieValue: string };

export function issueExperimentSession(key: Buffer): IssuedSession {
  const sessionId = `e_${randomBytes(16).toString("base64url")}`;
  return { sessionId, cookieValue: `${sessionId}.${signature(key, sessionId).toString("base64url")}` };
}

/** The session id of a cookie value this key signed, else null (malformed, forged, or another server's). */
export function verifyExperimentSession(key: Buffer, cookieValue: string | undefined): string | null {
  const parts = cookieValue ? COOKIE_VALUE.exec(cookieValue) : null;
  if (!parts) return null;
  const sessionId = parts[1]!;
  const given = Buffer.from(parts[2]!, "base64url");
  if (given.length !== 32) return null;
  // Constant time: how much of a guessed signature matched must not show in the answer's timing.
  return timingSafeEqual(given, signature(key, sessionId)) ? sessionId : null;
}
