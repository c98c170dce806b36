import { DAY_MS, HOUR_MS } from "../platform";

/**
 * "Take a break": a visitor hides every bookmaker name, price, bonus and link on this device for a
 * while. Kept in a cookie only (no account, nothing stored on the server, no consent needed: it is
 * the visitor's own essential preference), read by every render and procedure that offers anything.
 */
export const BREAK_COOKIE = "eb_break";

/** The lengths a visitor may choose. Six months is 183 days, so it never ends early by a month's length. */
export const BREAK_PERIODS = { "24h": 24 * HOUR_MS, "30d": 30 * DAY_MS, "6m": 183 * DAY_MS } as const;
export type BreakPeriod = keyof typeof BREAK_PERIODS;

/**
 * When the visitor's break ends, from the cookie's value (the end in milliseconds since the epoch),
 * or null: no cookie, a value that is no such number, an end already past, or one further ahead
 * than the longest break could reach (nobody's break, so none).
 */
export function breakUntil(cookie: string | undefined, now: Date): Date | null {
  if (!cookie || !/^\d{1,15}$/.test(cookie)) return null;
  const end = Number(cookie);
  const at = now.getTime();
  if (end <= at || end > at + BREAK_PERIODS["6m"]) return null;
  return new Date(end);
}

/** The period a request asks for (`{"period": "30d"}`, or the page's form fields), or null for anything else. */
export function requestedBreak(body: unknown): BreakPeriod | null {
  if (typeof body !== "object" || body === null) return null;
  const period = (body as Record<string, unknown>).period;
  return typeof period === "string" && Object.hasOwn(BREAK_PERIODS, period) ? (period as BreakPeriod) : null;
}

/** A break of `period` from now, never ending before the one already on: a break is not shortened from the same device. */
export function extendedBreak(current: Date | null, period: BreakPeriod, now: Date): Date {
  const asked = now.getTime() + BREAK_PERIODS[period];
  return new Date(Math.max(asked, current?.getTime() ?? 0));
}

/** Whether the visitor of a request with these cookies is taking a break at `now`. */
export const onBreak = (cookies: Record<string, string | undefined>, now: Date): boolean => breakUntil(cookies[BREAK_COOKIE], now) !== null;
