/**
 * Durations in milliseconds, for clocks and windows: `30 * MINUTE_MS` reads as what it is. Browser-safe,
 * so the front ends write their refetch intervals and day arithmetic in the same units; server code
 * takes them from "../platform". ESLint (scripts/eslint/time-units.js) refuses a bare 60_000 or
 * `24 * 60 * 60 * 1000` elsewhere.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
