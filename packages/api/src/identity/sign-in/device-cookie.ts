import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ApiContext, CookieOptions } from "../../platform";
import { DEVICE_COOKIE_MAX_AGE_S } from "../constants";

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that has
 * completed a sign-in with the second factor keeps a signed cookie naming the account. A sign-in from
 * such a browser is not held by the account's lock for unknown devices, so failures from elsewhere
 * cannot lock the owner out; it has its own failure limit instead (see login-throttle).
 */
export type KnownDevice = { userId: string; deviceId: string };

/** `__Secure-` (not `__Host-`, which demands path /) so a plain-HTTP site cannot set it over HTTPS. */
export function deviceCookieName(secure: boolean): string {
  return secure ? "__Secure-eb_admin_device" : "eb_admin_device";
}

/** Sent only to the password step: the one call that reads it. */
export const DEVICE_COOKIE_PATH = "/api/admin/auth.signIn";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

const signature = (key: Buffer, userId: string, deviceId: string) => createHmac("sha256", key).update(`v1|${userId}|${deviceId}`).digest();

/** `<user id>.<random device id>.<HMAC of both>`: the server alone can make one. */
export function issueDeviceToken(key: Buffer, userId: string): string {
  const deviceId = randomBytes(16).toString("base64url");
  return `${userId}.${deviceId}.${signature(key, userId, deviceId).toString("base64url")}`;
}

/** The device a token names when its signature holds, else null (forged, altered, or from another key). */
export function verifyDeviceToken(key: Buffer, token: string | undefined): KnownDevice | null {
  if (!token || token.length > 200) return null;
  const [userId, deviceId, mac, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !deviceId || !mac || !UUID.test(userId) || !DEVICE_ID.test(deviceId)) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(key, userId, deviceId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, deviceId } : null;
}

function options(ctx: Pick<ApiContext, "secureCookies">): CookieOptions {
  return { httpOnly: true, secure: ctx.secureCookies, sameSite: "strict", path: DEVICE_COOKIE_PATH, maxAge: DEVICE_COOKIE_MAX_AGE_S };
}

/** After the second factor: this browser is now a known device of the account (replacing any earlier one). */
export function rememberDevice(ctx: ApiContext, key: Buffer, userId: string): void {
  ctx.setCookie(deviceCookieName(ctx.secureCookies), issueDeviceToken(key, userId), options(ctx));
}

export function readKnownDevice(ctx: Pick<ApiContext, "cookies" | "secureCookies">, key: Buffer): KnownDevice | null {
  return verifyDeviceToken(key, ctx.cookies[deviceCookieName(ctx.secureCookies)]);
}
