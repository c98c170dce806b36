import { SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS } from "../platform";

/** Limits from the spec (section 9) and OWASP ASVS level 2 session rules. */
export const LOGIN_LIMIT = { limit: 5, windowMs: 15 * MINUTE_MS } as const;
/**
 * Failed sign-ins per known device (a browser holding a device cookie): such a browser skips the
 * email's lock for unknown devices, so it is limited on its own.
 */
export const DEVICE_LOGIN_LIMIT = { limit: 5, windowMs: 15 * MINUTE_MS } as const;
/** A device cookie is kept 180 days: long enough that an admin's own browser stays known. */
export const DEVICE_COOKIE_MAX_AGE_S = (180 * DAY_MS) / SECOND_MS;
/** Writes per admin while the account has no verified second factor (enrolment): the spec's 20 per 5 minutes. */
export const ADMIN_MUTATION_LIMIT = { limit: 20, windowMs: 5 * MINUTE_MS } as const;
/**
 * Writes per admin signed in with a verified second factor (issue 36: setting up six bookmakers
 * takes more than 20 changes): 100 per 5 minutes, at most 1,200 an hour. A stolen password alone
 * never reaches this limit, and it still bounds what one session can change.
 */
export const VERIFIED_ADMIN_MUTATION_LIMIT = { limit: 100, windowMs: 5 * MINUTE_MS } as const;
/** Wrong second-factor codes (sign-in challenge and enrolment) per user. */
export const MFA_CODE_LIMIT = { limit: 5, windowMs: 15 * MINUTE_MS } as const;

export const SESSION_IDLE_MS = 30 * MINUTE_MS;
export const SESSION_ABSOLUTE_MS = 12 * HOUR_MS;
/** A password-only session waiting for its second factor lives briefly. */
export const MFA_PENDING_MS = 10 * MINUTE_MS;
/** lastSeenAt is written at most this often, to keep reads cheap. */
export const SESSION_TOUCH_MS = MINUTE_MS;

export const RECOVERY_CODE_COUNT = 8;
export const RECOVERY_CODE_LENGTH = 8;
export const TOTP_PERIOD_S = 30;
/** Steps of clock drift accepted either side (RFC 6238 section 5.2). */
export const TOTP_DRIFT_STEPS = 1;

export const TOO_MANY_LOGINS = "Too many login attempts. Please try again later.";
export const INVALID_CREDENTIALS = "Invalid login credentials";
export const INVALID_CODE = "Invalid verification code";
export const TOO_MANY_CODES = "Too many verification attempts. Please try again later.";
export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";
export const MFA_REQUIRED = "MFA is required for admin accounts. Please complete the setup to continue.";
export const ISSUER = "EsportsBets Admin";
